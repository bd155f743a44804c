import ModalCore

// The container's border: its box, the safe-area marks, the title and the markers of a modal
// gone off-screen.
extension OutlineRenderer {
  /// Which title fits the top border (the longest that does).
  enum TitleForm {
    /// `device orientation WxH`.
    case full
    /// `device WxH` (also the form cut when nothing fits).
    case deviceAndSize
    /// `WxH`.
    case size
  }

  /// Draws the border, its safe-area marks, its title and the off-screen markers of `clipping`.
  mutating func drawBorder(_ clipping: Clipping?) {
    let bottomLine = rows + 1
    let rightColumn = columns + 1
    canvas[0, 0] = glyphs.topLeft
    canvas[0, rightColumn] = glyphs.topRight
    canvas[bottomLine, 0] = glyphs.bottomLeft
    canvas[bottomLine, rightColumn] = glyphs.bottomRight
    canvas.fill(glyphs.horizontal, line: 0, from: 1, through: columns)
    canvas.fill(glyphs.horizontal, line: bottomLine, from: 1, through: columns)
    for line in 1...rows {
      canvas[line, 0] = glyphs.vertical
      canvas[line, rightColumn] = glyphs.vertical
    }
    drawSafeArea()

    if let clipping {
      if clipping.left {
        canvas[middle(clipping.rows) + 1, 0] = glyphs.offLeft
      }
      if clipping.right {
        canvas[middle(clipping.rows) + 1, rightColumn] = glyphs.offRight
      }
      if clipping.bottom {
        var marker = offScreenMarker(glyphs.offBottom)
        if marker.count + 2 > columns { marker = [glyphs.offBottom] }
        putMarker(
          marker, over: clipping.columns, line: bottomLine, from: 1,
          through: columns - 1 - marker.count)
      }
    }
    drawTitle(topMarker: clipping?.top == true ? clipping?.columns : nil)
  }

  /// The top and bottom insets on the left border, the left and right ones on the bottom.
  mutating func drawSafeArea() {
    guard mapsPoints else { return }
    let size = scene.container
    let insets = scene.safeArea
    if insets.top > 0 {
      let row = OutlineSpan.endCell(
        Swift.min(insets.top, size.height), length: size.height, cells: rows)
      canvas[clamp(row, rows) + 1, 0] = glyphs.safeMarkLeft
    }
    if insets.bottom > 0 {
      let row = OutlineSpan.startCell(
        size.height - Swift.min(insets.bottom, size.height), length: size.height, cells: rows)
      canvas[clamp(row, rows) + 1, 0] = glyphs.safeMarkLeft
    }
    if insets.left > 0 {
      let column = OutlineSpan.endCell(
        Swift.min(insets.left, size.width), length: size.width, cells: columns)
      canvas[rows + 1, clamp(column, columns) + 1] = glyphs.safeMarkBottom
    }
    if insets.right > 0 {
      let column = OutlineSpan.startCell(
        size.width - Swift.min(insets.right, size.width), length: size.width, cells: columns)
      canvas[rows + 1, clamp(column, columns) + 1] = glyphs.safeMarkBottom
    }
  }

  /// The title, and the top marker when the modal went off the top (over `topMarker`).
  ///
  /// Inner columns: `─`, space, the title, space, at least one `─`, then the marker. The title
  /// is the longest of `device orientation WxH`, `device WxH` and `WxH` that fits, else
  /// `device WxH` cut. It does not depend on the marker (so it does not change while a modal
  /// moves off the top): the marker is ` ▲ off-screen ` followed by at least one `─` when that
  /// fits after the title, else the bare arrow (which may touch the corner), else the title is
  /// cut for it.
  mutating func drawTitle(topMarker: ClosedRange<Int>?) {
    let nameCount = OutlineCanvas.cellCount(scene.deviceName)
    let sizeCount =
      OutlineCanvas.numberCellCount(scene.container.width) + 1
      + OutlineCanvas.numberCellCount(scene.container.height)
    let full = nameCount + 1 + scene.orientation.rawValue.utf8.count + 1 + sizeCount
    let short = nameCount + 1 + sizeCount
    // The form and the cells it may take.
    var limit = columns - 4
    let form: TitleForm =
      full <= limit
      ? .full : (short <= limit ? .deviceAndSize : (sizeCount <= limit ? .size : .deviceAndSize))
    let count = form == .full ? full : (form == .size ? sizeCount : short)

    var marker: [UInt32] = []
    var latest = columns - 1
    if topMarker != nil {
      marker = offScreenMarker(glyphs.offTop)
      latest = columns - 1 - marker.count
      if Swift.min(count, limit) + 4 > latest {
        marker = [glyphs.offTop]
        latest = columns - 1
        limit = Swift.min(limit, columns - 5)
      }
    }
    let written = limit >= 2 ? putTitle(form, count: count, limit: limit) : 0
    if let topMarker {
      putMarker(
        marker, over: topMarker, line: 0, from: written == 0 ? 1 : written + 4, through: latest)
    }
  }

  /// Writes the title's parts between spaces from inner column 2 on, straight into the top
  /// line: the title of `count` cells cut to `limit` cells, its last one an ellipsis when cut
  /// (what cutting each part to what is left, with an ellipsis, gives); returns the cells the
  /// title took.
  mutating func putTitle(_ form: TitleForm, count: Int, limit: Int) -> Int {
    let space = OutlineCanvas.space
    let end = 3 + limit
    var column = 3
    func put(_ cell: UInt32) {
      if column < end {
        canvas[0, column] = cell
        column += 1
      }
    }
    if form != .size {
      column = canvas.putClipped(scene.deviceName, line: 0, column: column, end: end)
      put(space)
    }
    if form == .full {
      column = canvas.putClipped(scene.orientation.rawValue, line: 0, column: column, end: end)
      put(space)
    }
    column = canvas.putNumber(scene.container.width, line: 0, column: column, end: end)
    put(UInt32(UInt8(ascii: "x")))
    column = canvas.putNumber(scene.container.height, line: 0, column: column, end: end)
    let written = column - 3
    if count > limit { canvas[0, 2 + written] = glyphs.ellipsis }
    canvas[0, 2] = space
    canvas[0, 3 + written] = space
    return written
  }

  /// ` ▼ off-screen ` with the given arrow.
  func offScreenMarker(_ arrow: UInt32) -> [UInt32] {
    var marker = [OutlineCanvas.space, arrow, OutlineCanvas.space]
    OutlineCanvas.appendASCII("off-screen ", to: &marker)
    return marker
  }

  /// Writes a marker on a border line, centred over `span` but starting between the inner
  /// columns `lowest` and `latest` (and never on a corner).
  mutating func putMarker(
    _ marker: [UInt32], over span: ClosedRange<Int>, line: Int, from lowest: Int,
    through latest: Int
  ) {
    let centred = span.lowerBound + (span.count - marker.count) / 2
    let start = Swift.max(0, Swift.max(lowest, Swift.min(centred, latest)))
    guard start + marker.count <= columns else { return }
    canvas.put(marker, line: line, column: start + 1)
  }
}
