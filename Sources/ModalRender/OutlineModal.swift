import ModalCore
import ModalSupport

// The modal of the outline: its box, its drag handle and its label; and the boxes it shares
// with the presenting view.
extension OutlineRenderer {
  /// Four corners: top left, top right, bottom left, bottom right.
  typealias BoxCorners = (
    topLeft: UInt32, topRight: UInt32, bottomLeft: UInt32, bottomRight: UInt32
  )

  /// The characters of a box: its corners (rounded where asked), its sides and its inside;
  /// and the highlight of its border (its inside has none).
  struct BoxStyle {
    var corners: BoxCorners
    var horizontal: UInt32
    var vertical: UInt32
    var inside: UInt32
    var paint: Highlight?
  }

  /// The container's square corners (also the presenting view's).
  var containerCorners: BoxCorners {
    (glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight)
  }

  /// The modal's square corners, its own.
  var modalCorners: BoxCorners {
    (glyphs.modalTopLeft, glyphs.modalTopRight, glyphs.modalBottomLeft, glyphs.modalBottomRight)
  }

  /// The row or the column the drag handle takes (the label leaves it free).
  struct HandlePlace {
    var row: Int? = nil
    var column: Int? = nil
  }

  /// A box whose `rounded` corners are `╭╮╰╯` (the others `square`), with dotted sides when
  /// `dotted`, filled with `inside`, its border highlighted with `paint`.
  func boxStyle(
    rounded: Corners, square: BoxCorners, dotted: Bool, inside: UInt32, paint: Highlight?
  ) -> BoxStyle {
    let g = glyphs
    return BoxStyle(
      corners: (
        rounded.contains(.topLeft) ? g.roundTopLeft : square.topLeft,
        rounded.contains(.topRight) ? g.roundTopRight : square.topRight,
        rounded.contains(.bottomLeft) ? g.roundBottomLeft : square.bottomLeft,
        rounded.contains(.bottomRight) ? g.roundBottomRight : square.bottomRight
      ),
      horizontal: dotted ? g.dottedHorizontal : g.horizontal,
      vertical: dotted ? g.dottedVertical : g.vertical, inside: inside, paint: paint)
  }

  /// Draws the visible part of a box, row by row: a border row is a line of `horizontal` with
  /// its corners, any other row is `inside` between `vertical` sides. A one-row box shows its
  /// top border, a one-column one its left side.
  mutating func drawBox(_ spans: RectSpans, visible: VisibleCells, style: BoxStyle) {
    let (r0, r1) = (spans.rows.first, spans.rows.last)
    let (c0, c1) = (spans.columns.first, spans.columns.last)
    let (first, last) = (visible.columns.lowerBound + 1, visible.columns.upperBound + 1)
    let (showsLeft, showsRight) = (visible.columns.contains(c0), visible.columns.contains(c1))
    defer { canvas.usePen(nil) }
    for row in visible.rows {
      let line = row + 1
      canvas.usePen(style.paint)
      if row == r0 || row == r1 {
        canvas.fill(style.horizontal, line: line, from: first, through: last)
        let top = row == r0
        if showsRight {
          canvas[line, c1 + 1] = top ? style.corners.topRight : style.corners.bottomRight
        }
        if showsLeft {
          canvas[line, c0 + 1] = top ? style.corners.topLeft : style.corners.bottomLeft
        }
      } else {
        canvas.usePen(nil)
        canvas.fill(style.inside, line: line, from: first, through: last)
        canvas.usePen(style.paint)
        if showsRight { canvas[line, c1 + 1] = style.vertical }
        if showsLeft { canvas[line, c0 + 1] = style.vertical }
      }
    }
  }

  /// Draws the visible part of the modal, its handle and its label; returns where it is cut.
  mutating func drawModal() -> Clipping? {
    guard let rect = scene.modal, let spans = spans(of: rect) else { return nil }
    let clipping = Clipping(
      top: spans.rows.first < 0, bottom: spans.rows.last >= rows, left: spans.columns.first < 0,
      right: spans.columns.last >= columns, rows: spans.rows.clamped(to: rows),
      columns: spans.columns.clamped(to: columns))
    guard let visible = visible(spans) else { return clipping }
    let style = boxStyle(
      rounded: scene.cornerRadius >= 1 ? scene.maskedCorners : [], square: modalCorners,
      dotted: scene.opacity < 0.05, inside: OutlineCanvas.space, paint: .modal)
    drawBox(spans, visible: visible, style: style)
    let handle = drawHandle(spans, visible: visible)
    let content = scene.content.flatMap { content in
      contentCells(content, modal: rect, spans: spans, handle: handle).map { (content, $0) }
    }
    if let (content, cells) = content { drawContent(content, in: cells) }
    drawLabel(spans, handle: handle)
    if let (content, cells) = content { drawScrollIndicator(content, in: cells, spans: spans) }
    return clipping
  }

  /// Draws the drag handle one cell inside its edge of a modal at least 3 x 3 cells: up to four
  /// cells along a top or bottom edge, one or two down a left or right one, centred.
  mutating func drawHandle(_ spans: RectSpans, visible: VisibleCells) -> HandlePlace {
    let (r0, r1) = (spans.rows.first, spans.rows.last)
    let (c0, c1) = (spans.columns.first, spans.columns.last)
    guard let edge = scene.handleEdge, r1 - r0 >= 2, c1 - c0 >= 2 else { return HandlePlace() }
    canvas.usePen(.modal)
    defer { canvas.usePen(nil) }
    switch edge {
    case .top, .bottom:
      let row = edge == .top ? r0 + 1 : r1 - 1
      let inside = c1 - c0 - 1
      let length = Swift.max(1, Swift.min(4, inside - 2))
      let start = c0 + 1 + (inside - length) / 2
      if visible.rows.contains(row) {
        canvas.fill(
          glyphs.handleHorizontal, line: row + 1,
          from: Swift.max(start, visible.columns.lowerBound) + 1,
          through: Swift.min(start + length - 1, visible.columns.upperBound) + 1)
      }
      return HandlePlace(row: row)
    case .left, .right:
      let column = edge == .left ? c0 + 1 : c1 - 1
      let inside = r1 - r0 - 1
      let length = inside >= 4 ? 2 : 1
      let start = r0 + 1 + (inside - length) / 2
      if visible.columns.contains(column) {
        for row in start..<(start + length) where visible.rows.contains(row) {
          canvas[row + 1, column + 1] = glyphs.handleVertical
        }
      }
      return HandlePlace(column: column)
    }
  }

  /// Draws the label centred in the modal's visible inside, less the handle's row or column
  /// and a cell of padding each side; cut to fit, left out when fewer than 2 cells are left.
  /// The label covers the content, and the cell just before and after it are cleared so that
  /// it reads apart from a content row.
  mutating func drawLabel(_ spans: RectSpans, handle: HandlePlace) {
    guard let label = scene.label, !label.isEmpty else { return }
    var top = Swift.max(spans.rows.first + 1, 0)
    var bottom = Swift.min(spans.rows.last - 1, rows - 1)
    if handle.row == top { top += 1 }
    if handle.row == bottom { bottom -= 1 }
    var left = Swift.max(spans.columns.first + 1, 0)
    var right = Swift.min(spans.columns.last - 1, columns - 1)
    if handle.column == left { left += 1 }
    if handle.column == right { right -= 1 }
    left += 1
    right -= 1
    let width = right - left + 1
    guard top <= bottom, width >= 2 else { return }
    let count = Swift.min(OutlineCanvas.cellCount(label), width)
    let line = top + (bottom - top) / 2 + 1
    let column = left + (width - count) / 2 + 1
    canvas[line, column - 1] = OutlineCanvas.space
    canvas[line, column + count] = OutlineCanvas.space
    canvas.putText(label, line: line, column: column, limit: width, ellipsis: glyphs.ellipsis)
  }
}
