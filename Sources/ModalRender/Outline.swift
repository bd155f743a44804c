import ModalCore
import ModalSupport

/// The ASCII outline of a frame (SHELL.md "The ASCII outline"): the container, the dimming,
/// the modal, the keyboard, the safe area and the snap points drawn as text.
///
/// The drawing, top to bottom:
///
/// - **Scale.** The container is a box of `rows` x `columns` inner cells: rows =
///   min(24, floor((width - 12 - 2) x H / W / 2)) (at least 6), columns = round(2 x rows x W /
///   H), fewer rows while the drawing would exceed the width (see `OutlineLayout`; the 12
///   columns are the tick gutter of a vertical direction, 0 for a horizontal one). A start edge
///   at v points lies in cell floor(v / L x n), an end edge in cell ceil(v / L x n) - 1: each
///   edge maps to the cell containing it and a rect covers at least one cell (`OutlineSpan`).
/// - **Title.** The top border reads `─ device orientation WxH ─`; when the box is too narrow
///   the orientation is dropped (the box's shape shows it), then the device, then the
///   device-and-size form is cut with `…`.
/// - **Dimming.** Every inner cell outside the modal shows the background opacity: below 0.05
///   a space, below 0.25 `.`, below 0.5 `░`, below 0.75 `▒`, else `▓` (ASCII: space `.` `:`
///   `#` `#`).
/// - **Presenting view** (DeckTransition; only when the scene has one). The container's rect
///   scaled by `scale` about its top centre (W x scale by H x scale, centred) and moved down by
///   `translateY`, as a box `┌┐└┘─│` with `╭╮╰╯` corners when its radius is at least 1 (ASCII
///   `+ - |`), its inside shaded by the overlay's opacity with the dimming's steps. It covers
///   the dimming (which stays around it) and the modal covers it; its part outside the
///   container is not drawn.
/// - **Modal.** A box `┌┐└┘─│` whose corners are `╭╮╰╯` where the corner is masked and the
///   radius is at least 1, dotted `┄┆` when its opacity is below 0.05 (ASCII: `+ - |`, dotted
///   `.`), blank inside. The part outside the container is not drawn; the container's border
///   says where it went: `▲ off-screen` / `▼ off-screen` centred over the modal on the top /
///   bottom border (just the arrow when the border is too short), `◀` / `▶` on the left /
///   right border level with it (ASCII `^ v < >`).
/// - **Drag handle** (modal at least 3 x 3 cells): `━━━━` centred one row inside a top or
///   bottom edge (shorter in a narrow modal), `┃` (two rows when the modal's inside is at least
///   4 rows tall, else one) centred one column inside a left or right edge; ASCII `=` for both.
/// - **Label.** Centred in the modal's visible inside (one cell of padding each side, the
///   handle's row or column left free), cut with `…` (ASCII `~`) to fit, omitted when fewer
///   than 2 cells are left.
/// - **Keyboard.** Its rows are filled with `▒` (ASCII `=`) over everything, with
///   ` keyboard H ` (points, no decimals) centred in the band.
/// - **Safe area.** `├` (ASCII `+`) on the left border at the innermost row a top or bottom
///   inset reaches; `┴` (ASCII `+`) on the bottom border at the innermost column a left or right
///   inset reaches. Only insets above 0.
/// - **Snap ticks, vertical directions.** Right of the box, on the row of each point's leading
///   edge: ` ─ N`, the current one ` ◀ N`; ticks on one row share it (` ─ 4,5`). A tick outside
///   the container sits on the top or bottom border line with ` ▴` / ` ▾` after it (ASCII
///   `- N`, `< N`, `^`, `v`).
/// - **Snap ticks, horizontal directions.** Two lines below the box: a mark `│` (current `▲`,
///   outside the container `◂` / `▸` on the border column; ASCII `| ^ < >`) at each point's
///   column, and the indices starting under their marks; indices that would touch are joined
///   with commas (`1,2`).
///
/// Every line is at most `style.width` characters (anything beyond is cut) with no trailing
/// spaces; the line count depends only on the container, the width and the direction's axis.
public enum Outline {
  /// The drawing of `scene`: its lines joined by "\n", with a trailing "\n".
  ///
  /// A pure function of its arguments (the terminal is never consulted).
  public static func render(_ scene: FrameScene, style: OutlineStyle) -> String {
    var renderer = OutlineRenderer(scene: scene, style: style)
    renderer.draw()
    return renderer.canvas.string()
  }

  /// The same drawing, appended to a byte buffer as UTF-8 (what the shell writes after every
  /// command; no String is built).
  package static func render(_ scene: FrameScene, style: OutlineStyle, into bytes: ByteBuffer) {
    var renderer = OutlineRenderer(scene: scene, style: style)
    renderer.draw()
    renderer.canvas.append(to: bytes)
  }
}

/// One drawing in progress.
struct OutlineRenderer {
  let scene: FrameScene
  let glyphs: OutlineGlyphs
  let layout: OutlineLayout
  let rows: Int
  let columns: Int
  /// False when the container has no usable size: only the box, its title and the shading
  /// are drawn.
  let mapsPoints: Bool
  /// The tick texts right of the box (vertical directions): their line, and their cells in
  /// `gutterCells`.
  let gutter: [(line: Int, range: Range<Int>)]
  let gutterCells: [UInt32]
  var canvas: OutlineCanvas

  /// Where the modal went off-screen, for the border's markers.
  struct Clipping {
    var top = false
    var bottom = false
    var left = false
    var right = false
    /// The modal's rows and columns moved into the box.
    var rows: ClosedRange<Int> = 0...0
    var columns: ClosedRange<Int> = 0...0
  }

  init(scene: FrameScene, style: OutlineStyle) {
    self.scene = scene
    let glyphs: OutlineGlyphs = style.ascii ? .ascii : .unicode
    self.glyphs = glyphs
    let axis = scene.direction.axis
    let layout = OutlineLayout(container: scene.container, width: style.width, axis: axis)
    self.layout = layout
    rows = layout.rows
    columns = layout.columns
    let w = scene.container.width
    let h = scene.container.height
    mapsPoints = w.isFinite && h.isFinite && w > 0 && h > 0
    var width = Swift.min(style.width, layout.boxWidth)
    if axis == .vertical && mapsPoints {
      (gutter, gutterCells) = Self.rowTicks(
        scene, rows: layout.rows, room: style.width - layout.boxWidth, glyphs: glyphs)
      for text in gutter {
        width = Swift.max(width, Swift.min(style.width, layout.boxWidth + text.range.count))
      }
    } else {
      (gutter, gutterCells) = ([], [])
    }
    canvas = OutlineCanvas(width: width, height: layout.lineCount)
  }

  mutating func draw() {
    drawShading()
    if let presenting = scene.presenting { drawPresenting(presenting) }
    let clipping = drawModal()
    drawKeyboard()
    drawBorder(clipping)
    if layout.axis == .vertical {
      for text in gutter {
        canvas.put(gutterCells[text.range], line: text.line, column: layout.boxWidth)
      }
    } else {
      drawColumnTicks()
    }
  }

  // MARK: - Mapping

  func rowSpan(_ lower: Double, _ upper: Double) -> OutlineSpan? {
    mapsPoints ? OutlineSpan(lower, upper, length: scene.container.height, cells: rows) : nil
  }

  func columnSpan(_ lower: Double, _ upper: Double) -> OutlineSpan? {
    mapsPoints ? OutlineSpan(lower, upper, length: scene.container.width, cells: columns) : nil
  }

  // MARK: - Layers

  /// The shade of an opacity (the dim's, or the presenting view's overlay).
  func shade(_ opacity: Double) -> UInt32 {
    let value = opacity.isNaN ? 0 : opacity
    return value < 0.05
      ? glyphs.shadeNone
      : value < 0.25
        ? glyphs.shadeLight
        : value < 0.5 ? glyphs.shadeMedium : value < 0.75 ? glyphs.shadeDense : glyphs.shadeFull
  }

  mutating func drawShading() {
    let shade = shade(scene.dim)
    guard shade != OutlineCanvas.space else { return }
    for row in 0..<rows { canvas.fill(shade, line: row + 1, from: 1, through: columns) }
  }

  /// The presenting content behind the modal: the container's rect scaled about its top centre
  /// and moved down, as a box (rounded from a radius of 1) whose inside is shaded by the
  /// overlay's opacity like the dim. Its part outside the container is not drawn.
  mutating func drawPresenting(_ presenting: PresentingView) {
    guard presenting.scale > 0 else { return }
    let rect = presenting.rect(in: scene.container)
    guard rect.isFinite, let rowSpan = rowSpan(rect.minY, rect.maxY),
      let columnSpan = columnSpan(rect.minX, rect.maxX),
      let visibleRows = rowSpan.visible(in: rows),
      let visibleColumns = columnSpan.visible(in: columns)
    else { return }
    let g = glyphs
    let corners =
      presenting.cornerRadius >= 1
      ? (g.roundTopLeft, g.roundTopRight, g.roundBottomLeft, g.roundBottomRight)
      : (g.topLeft, g.topRight, g.bottomLeft, g.bottomRight)
    drawBox(
      rows: rowSpan, columns: columnSpan, visibleRows: visibleRows,
      visibleColumns: visibleColumns, corners: corners, horizontal: g.horizontal,
      vertical: g.vertical, inside: shade(presenting.overlayOpacity))
  }

  /// Draws the visible part of a box, row by row: a border row is a line of `horizontal` with
  /// its corners (top-left, top-right, bottom-left, bottom-right), any other row is `inside`
  /// between `vertical` sides. A one-row box shows its top border, a one-column one its left
  /// side.
  mutating func drawBox(
    rows rowSpan: OutlineSpan, columns columnSpan: OutlineSpan, visibleRows: ClosedRange<Int>,
    visibleColumns: ClosedRange<Int>, corners: (UInt32, UInt32, UInt32, UInt32),
    horizontal: UInt32, vertical: UInt32, inside: UInt32
  ) {
    let (r0, r1, c0, c1) = (rowSpan.first, rowSpan.last, columnSpan.first, columnSpan.last)
    let (first, last) = (visibleColumns.lowerBound + 1, visibleColumns.upperBound + 1)
    for row in visibleRows {
      let line = row + 1
      if row == r0 || row == r1 {
        canvas.fill(horizontal, line: line, from: first, through: last)
        let top = row == r0
        if visibleColumns.contains(c1) { canvas[line, c1 + 1] = top ? corners.1 : corners.3 }
        if visibleColumns.contains(c0) { canvas[line, c0 + 1] = top ? corners.0 : corners.2 }
      } else {
        canvas.fill(inside, line: line, from: first, through: last)
        if visibleColumns.contains(c1) { canvas[line, c1 + 1] = vertical }
        if visibleColumns.contains(c0) { canvas[line, c0 + 1] = vertical }
      }
    }
  }

  /// Draws the visible part of the modal, its handle and its label; returns where it is cut.
  mutating func drawModal() -> Clipping? {
    guard let rect = scene.modal, rect.isFinite,
      let rowSpan = rowSpan(rect.minY, rect.maxY),
      let columnSpan = columnSpan(rect.minX, rect.maxX)
    else { return nil }
    let clipping = Clipping(
      top: rowSpan.first < 0, bottom: rowSpan.last >= rows, left: columnSpan.first < 0,
      right: columnSpan.last >= columns, rows: rowSpan.clamped(to: rows),
      columns: columnSpan.clamped(to: columns))
    guard let visibleRows = rowSpan.visible(in: rows),
      let visibleColumns = columnSpan.visible(in: columns)
    else { return clipping }

    let (r0, r1, c0, c1) = (rowSpan.first, rowSpan.last, columnSpan.first, columnSpan.last)
    let dotted = scene.opacity < 0.05
    let horizontal = dotted ? glyphs.dottedHorizontal : glyphs.horizontal
    let vertical = dotted ? glyphs.dottedVertical : glyphs.vertical
    let rounded = scene.cornerRadius >= 1
    let masked = scene.maskedCorners
    let topLeft = rounded && masked.contains(.topLeft) ? glyphs.roundTopLeft : glyphs.topLeft
    let topRight = rounded && masked.contains(.topRight) ? glyphs.roundTopRight : glyphs.topRight
    let bottomLeft =
      rounded && masked.contains(.bottomLeft) ? glyphs.roundBottomLeft : glyphs.bottomLeft
    let bottomRight =
      rounded && masked.contains(.bottomRight) ? glyphs.roundBottomRight : glyphs.bottomRight
    drawBox(
      rows: rowSpan, columns: columnSpan, visibleRows: visibleRows,
      visibleColumns: visibleColumns, corners: (topLeft, topRight, bottomLeft, bottomRight),
      horizontal: horizontal, vertical: vertical, inside: OutlineCanvas.space)

    // The drag handle.
    var handleRow: Int? = nil
    var handleColumn: Int? = nil
    if let edge = scene.handleEdge, r1 - r0 >= 2, c1 - c0 >= 2 {
      switch edge {
      case .top, .bottom:
        let row = edge == .top ? r0 + 1 : r1 - 1
        let inside = c1 - c0 - 1
        let length = Swift.max(1, Swift.min(4, inside - 2))
        let start = c0 + 1 + (inside - length) / 2
        if visibleRows.contains(row) {
          canvas.fill(
            glyphs.handleHorizontal, line: row + 1,
            from: Swift.max(start, visibleColumns.lowerBound) + 1,
            through: Swift.min(start + length - 1, visibleColumns.upperBound) + 1)
        }
        handleRow = row
      case .left, .right:
        let column = edge == .left ? c0 + 1 : c1 - 1
        let inside = r1 - r0 - 1
        let length = inside >= 4 ? 2 : 1
        let start = r0 + 1 + (inside - length) / 2
        if visibleColumns.contains(column) {
          for row in start..<(start + length) where visibleRows.contains(row) {
            canvas[row + 1, column + 1] = glyphs.handleVertical
          }
        }
        handleColumn = column
      }
    }

    // The label, in the visible inside less the handle's row or column and a cell of padding.
    if let label = scene.label, !label.isEmpty {
      var top = Swift.max(r0 + 1, 0)
      var bottom = Swift.min(r1 - 1, rows - 1)
      if handleRow == top { top += 1 }
      if handleRow == bottom { bottom -= 1 }
      var left = Swift.max(c0 + 1, 0)
      var right = Swift.min(c1 - 1, columns - 1)
      if handleColumn == left { left += 1 }
      if handleColumn == right { right -= 1 }
      left += 1
      right -= 1
      let width = right - left + 1
      if top <= bottom, width >= 2 {
        let count = Swift.min(OutlineCanvas.cellCount(label), width)
        canvas.putText(
          label, line: top + (bottom - top) / 2 + 1, column: left + (width - count) / 2 + 1,
          limit: width, ellipsis: glyphs.ellipsis)
      }
    }
    return clipping
  }

  mutating func drawKeyboard() {
    guard let keyboard = scene.keyboard, keyboard.isFinite,
      let rowSpan = rowSpan(keyboard.minY, keyboard.maxY),
      let columnSpan = columnSpan(keyboard.minX, keyboard.maxX),
      let bandRows = rowSpan.visible(in: rows),
      let bandColumns = columnSpan.visible(in: columns)
    else { return }
    for row in bandRows {
      canvas.fill(
        glyphs.keyboard, line: row + 1, from: bandColumns.lowerBound + 1,
        through: bandColumns.upperBound + 1)
    }
    let space = OutlineCanvas.space
    var text: [UInt32] = [space]
    text.reserveCapacity(24)
    OutlineCanvas.appendASCII("keyboard ", to: &text)
    canvas.appendNumber(Swift.abs(keyboard.height), decimals: 0, to: &text)
    text.append(space)
    let width = bandColumns.count
    if text.count > width {
      // Without the spaces, cut to the band.
      guard width >= 2 else { return }
      text = OutlineCanvas.truncated(
        Array(text[1..<(text.count - 1)]), to: width, ellipsis: glyphs.ellipsis)
    }
    let row = bandRows.lowerBound + (bandRows.count - 1) / 2
    canvas.put(
      text, line: row + 1, column: bandColumns.lowerBound + (width - text.count) / 2 + 1)
  }

  // MARK: - The container's border

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
    let space = OutlineCanvas.space
    let nameCount = OutlineCanvas.cellCount(scene.deviceName)
    let orientation = scene.orientation.rawValue
    var size: [UInt32] = []
    size.reserveCapacity(16)
    canvas.appendNumber(scene.container.width, to: &size)
    size.append(UInt32(UInt8(ascii: "x")))
    canvas.appendNumber(scene.container.height, to: &size)
    let full = nameCount + 1 + orientation.utf8.count + 1 + size.count
    let short = nameCount + 1 + size.count
    // The form (0 full, 1 device and size, 2 size) and the cells it may take.
    var limit = columns - 4
    let form = full <= limit ? 0 : (short <= limit ? 1 : (size.count <= limit ? 2 : 1))
    let count = [full, short, size.count][form]

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
    var written = 0
    if limit >= 2 {
      // The parts, each cut to what is left; an ellipsis ends a cut title.
      var column = 3
      let ellipsis = glyphs.ellipsis
      if form != 2 {
        column += canvas.putText(
          scene.deviceName, line: 0, column: column, limit: limit, ellipsis: ellipsis)
        if column - 3 < limit {
          canvas[0, column] = space
          column += 1
        }
      }
      if form == 0 {
        column += canvas.putText(
          orientation, line: 0, column: column, limit: limit - (column - 3), ellipsis: ellipsis)
        if column - 3 < limit {
          canvas[0, column] = space
          column += 1
        }
      }
      let sizeCells = OutlineCanvas.truncated(
        size, to: limit - (column - 3), ellipsis: ellipsis)
      canvas.put(sizeCells, line: 0, column: column)
      written = column - 3 + sizeCells.count
      if count > limit { canvas[0, 2 + written] = ellipsis }
      canvas[0, 2] = space
      canvas[0, 3 + written] = space
    }
    if let topMarker {
      putMarker(
        marker, over: topMarker, line: 0, from: written == 0 ? 1 : written + 4, through: latest)
    }
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

  // MARK: - Snap ticks

  /// The tick texts right of the box, at most `room` columns each: ` ─ N` (` ◀ N` for the
  /// current one) on the line of each leading edge, indices on one line joined by commas, and
  /// ` ▴` / ` ▾` after the ones clamped to the top / bottom border line.
  static func rowTicks(_ scene: FrameScene, rows: Int, room: Int, glyphs: OutlineGlyphs)
    -> (texts: [(line: Int, range: Range<Int>)], cells: [UInt32])
  {
    let height = scene.container.height
    let fromBottom = scene.direction == .bottomToTop
    var entries: [(line: Int, index: Int, isCurrent: Bool)] = []
    entries.reserveCapacity(scene.ticks.count)
    for tick in scene.ticks where tick.position.isFinite {
      let row =
        fromBottom
        ? OutlineSpan.startCell(tick.position, length: height, cells: rows)
        : OutlineSpan.endCell(tick.position, length: height, cells: rows)
      let line = row < 0 ? 0 : (row >= rows ? rows + 1 : row + 1)
      entries.append((line, tick.index, tick.isCurrent))
    }
    entries.sort { $0.line != $1.line ? $0.line < $1.line : $0.index < $1.index }
    var texts: [(line: Int, range: Range<Int>)] = []
    texts.reserveCapacity(entries.count)
    var cells: [UInt32] = []
    cells.reserveCapacity(entries.count * 8)
    let space = OutlineCanvas.space
    var i = 0
    while i < entries.count {
      let line = entries[i].line
      let start = cells.count
      cells.append(space)
      cells.append(glyphs.tick)
      cells.append(space)
      var isCurrent = false
      while i < entries.count && entries[i].line == line {
        if cells.count > start + 3 { cells.append(UInt32(UInt8(ascii: ","))) }
        OutlineCanvas.appendInteger(entries[i].index, to: &cells)
        isCurrent = isCurrent || entries[i].isCurrent
        i += 1
      }
      if isCurrent { cells[start + 1] = glyphs.tickCurrent }
      let suffix = line == 0 ? glyphs.tickAbove : (line == rows + 1 ? glyphs.tickBelow : nil)
      let limit = room - (suffix == nil ? 0 : 2)
      if cells.count - start > limit, limit >= 4 {
        cells.removeSubrange((start + limit - 1)...)
        cells.append(glyphs.ellipsis)
      }
      if let suffix {
        cells.append(space)
        cells.append(suffix)
      }
      texts.append((line, start..<cells.count))
    }
    return (texts, cells)
  }

  /// Ticks below the box: a line of marks and a line of indices.
  mutating func drawColumnTicks() {
    guard mapsPoints else { return }
    let width = scene.container.width
    let fromLeft = scene.direction == .leftToRight
    var entries: [(column: Int, index: Int, isCurrent: Bool)] = []
    entries.reserveCapacity(scene.ticks.count)
    for tick in scene.ticks where tick.position.isFinite {
      let cell =
        fromLeft
        ? OutlineSpan.endCell(tick.position, length: width, cells: columns)
        : OutlineSpan.startCell(tick.position, length: width, cells: columns)
      let column = cell < 0 ? 0 : (cell >= columns ? columns + 1 : cell + 1)
      entries.append((column, tick.index, tick.isCurrent))
    }
    entries.sort { $0.column != $1.column ? $0.column < $1.column : $0.index < $1.index }
    let markLine = rows + 2
    let comma = UInt32(UInt8(ascii: ","))
    // Labels as (start column, range in `cells`); a label that would touch the one before is
    // joined to it.
    var labels: [(start: Int, range: Range<Int>)] = []
    var cells: [UInt32] = []
    var i = 0
    while i < entries.count {
      let column = entries[i].column
      var isCurrent = false
      let joined = labels.last.map { column <= $0.start + $0.range.count } ?? false
      if joined { cells.append(comma) }
      let begin = joined ? labels[labels.count - 1].range.lowerBound : cells.count
      var first = true
      while i < entries.count && entries[i].column == column {
        if !first { cells.append(comma) }
        first = false
        OutlineCanvas.appendInteger(entries[i].index, to: &cells)
        isCurrent = isCurrent || entries[i].isCurrent
        i += 1
      }
      if joined {
        labels[labels.count - 1].range = begin..<cells.count
      } else {
        labels.append((column, begin..<cells.count))
      }
      canvas[markLine, column] =
        isCurrent
        ? glyphs.columnTickCurrent
        : column == 0
          ? glyphs.columnTickLeft
          : column == columns + 1 ? glyphs.columnTickRight : glyphs.columnTick
    }
    // Keep the last labels inside the width, joining one to the label before when moving it
    // left makes them touch.
    while let last = labels.last, last.start + last.range.count > canvas.width {
      let start = Swift.max(0, canvas.width - last.range.count)
      if labels.count > 1,
        start <= labels[labels.count - 2].start
          + labels[labels.count - 2].range.count
      {
        // The labels are consecutive in `cells`: the joined label is their union plus a comma.
        labels.removeLast()
        let previous = labels[labels.count - 1].range
        cells.insert(comma, at: previous.upperBound)
        labels[labels.count - 1].range = previous.lowerBound..<(last.range.upperBound + 1)
      } else {
        labels[labels.count - 1].start = start
        break
      }
    }
    for label in labels {
      let limit = canvas.width - label.start
      if label.range.count > limit {
        if limit >= 1 {
          canvas.put(cells[label.range.prefix(limit - 1)], line: markLine + 1, column: label.start)
          canvas[markLine + 1, label.start + limit - 1] = glyphs.ellipsis
        }
      } else {
        canvas.put(cells[label.range], line: markLine + 1, column: label.start)
      }
    }
  }

  // MARK: - Helpers

  /// The middle of a range (the upper middle for an even count).
  func middle(_ range: ClosedRange<Int>) -> Int { range.lowerBound + (range.count - 1) / 2 }

  /// A cell moved into `0..<cells`.
  func clamp(_ cell: Int, _ cells: Int) -> Int { Swift.min(Swift.max(cell, 0), cells - 1) }
}
