import ModalCore
import ModalSupport

// The content inside the modal: its rows (columns for a horizontal direction),
// clipped at the viewport, and the scroll indicator on the modal's trailing border. The rules
// are written once, in the doc comment of `Outline` ("Content", "Scroll indicator").
extension OutlineRenderer {
  /// The content's rows are a multiple of this many points apart.
  static let contentStepUnit = 100.0

  /// Where the content is drawn, in box cells: the viewport along the primary axis (rows for a
  /// vertical direction, columns for a horizontal one) and the content's extent across it.
  /// Both ranges may lie partly outside the box (a modal gone off-screen); only what is inside
  /// is drawn.
  struct ContentCells {
    /// The viewport's cells along the primary axis: content position 0 (at offset 0) is in the
    /// first one.
    var primary: ClosedRange<Int>
    /// The content's cells across the primary axis.
    var across: ClosedRange<Int>
    /// Points per cell along the primary axis (the container's length over its cells).
    var cellPoints: Double
    /// Points of content between two rows.
    var step: Double
  }

  /// The cells of the content in a modal (see `Outline`, "Content"), or nil when none is left:
  /// the modal has no inside, the viewport or the content's width is empty, or a value is not
  /// finite.
  func contentCells(
    _ content: FrameScene.Content, modal: Rect, spans: RectSpans,
    handle: HandlePlace
  ) -> ContentCells? {
    let vertical = layout.axis == .vertical
    let insets = content.insets
    let (primarySpan, acrossSpan) =
      vertical ? (spans.rows, spans.columns) : (spans.columns, spans.rows)
    let (primaryLength, acrossLength) =
      vertical
      ? (scene.container.height, scene.container.width)
      : (scene.container.width, scene.container.height)
    let (primaryCount, acrossCount) = vertical ? (rows, columns) : (columns, rows)
    let start = vertical ? modal.minY + insets.top : modal.minX + insets.left
    let acrossStart = vertical ? modal.minX + insets.left : modal.minY + insets.top
    let acrossEnd = vertical ? modal.maxX - insets.right : modal.maxY - insets.bottom
    let end = start + content.viewport
    guard content.viewport > 0, end.isFinite, acrossStart.isFinite, acrossEnd.isFinite,
      acrossEnd > acrossStart
    else { return nil }
    var first = Swift.max(
      OutlineSpan.startCell(start, length: primaryLength, cells: primaryCount),
      primarySpan.first + 1)
    var last = Swift.min(
      OutlineSpan.endCell(end, length: primaryLength, cells: primaryCount), primarySpan.last - 1)
    var acrossFirst = Swift.max(
      OutlineSpan.startCell(acrossStart, length: acrossLength, cells: acrossCount),
      acrossSpan.first + 1)
    var acrossLast = Swift.min(
      OutlineSpan.endCell(acrossEnd, length: acrossLength, cells: acrossCount),
      acrossSpan.last - 1)
    // The handle keeps its row (or column) to itself.
    let (primaryHandle, acrossHandle) =
      vertical ? (handle.row, handle.column) : (handle.column, handle.row)
    if primaryHandle == first { first += 1 }
    if primaryHandle == last { last -= 1 }
    if acrossHandle == acrossFirst { acrossFirst += 1 }
    if acrossHandle == acrossLast { acrossLast -= 1 }
    guard first <= last, acrossFirst <= acrossLast else { return nil }
    let cellPoints = primaryLength / Double(primaryCount)
    let units = Swift.max(1, (2 * cellPoints / Self.contentStepUnit).rounded(.up))
    return ContentCells(
      primary: first...last, across: acrossFirst...acrossLast, cellPoints: cellPoints,
      step: units * Self.contentStepUnit)
  }

  /// Draws the content's rows (columns) inside `cells`: row k at content position k x step
  /// in the cell `primary.first + floor((k x step - offset) / cellPoints)`, for the rows with
  /// 0 <= k x step < length and 0 <= k x step - offset < viewport.
  mutating func drawContent(_ content: FrameScene.Content, in cells: ContentCells) {
    let vertical = layout.axis == .vertical
    let (primaryCount, acrossCount) = vertical ? (rows, columns) : (columns, rows)
    let visibleFirst = Swift.max(cells.primary.lowerBound, 0)
    let visibleLast = Swift.min(cells.primary.upperBound, primaryCount - 1)
    guard visibleFirst <= visibleLast, content.offset.isFinite, content.length.isFinite,
      cells.cellPoints > 0
    else { return }
    let skipped = Double(visibleFirst - cells.primary.lowerBound) * cells.cellPoints
    var k = Swift.max(0, OutlineLayout.floorInt((content.offset + skipped) / cells.step) - 1)
    var number: [UInt32] = []
    number.reserveCapacity(24)
    // At most one row every two cells: the bound only guards against saturated numbers.
    for _ in 0..<(visibleLast - visibleFirst + 4) {
      let position = Double(k) * cells.step
      let inViewport = position - content.offset
      guard position < content.length, inViewport < content.viewport else { return }
      let cell =
        cells.primary.lowerBound + OutlineLayout.floorInt(inViewport / cells.cellPoints + 1e-9)
      guard cell <= visibleLast else { return }
      if inViewport >= 0 && cell >= visibleFirst {
        drawContentRow(
          position, at: cell, across: cells.across, acrossCount: acrossCount, number: &number)
      }
      k += 1
    }
  }

  /// One row: its content position in points, a space, then `·` to the content's end (only
  /// `·` when the number and a `·` do not fit), along a line or down a column; only its cells
  /// inside the box are written. `number` is scratch space (reused from row to row).
  mutating func drawContentRow(
    _ position: Double, at cell: Int, across: ClosedRange<Int>, acrossCount: Int,
    number: inout [UInt32]
  ) {
    let visibleFirst = Swift.max(across.lowerBound, 0)
    let visibleLast = Swift.min(across.upperBound, acrossCount - 1)
    guard visibleFirst <= visibleLast else { return }
    number.removeAll(keepingCapacity: true)
    OutlineCanvas.appendInteger(OutlineLayout.roundInt(position), to: &number)
    number.append(OutlineCanvas.space)
    if number.count + 1 > across.count { number.removeAll(keepingCapacity: true) }
    // The number's visible cells are visibleFirst..<dots, the dots' dots...visibleLast.
    let dots = Swift.min(
      Swift.max(visibleFirst, across.lowerBound + number.count), visibleLast + 1)
    if layout.axis == .vertical {
      for other in visibleFirst..<dots {
        canvas[cell + 1, other + 1] = number[other - across.lowerBound]
      }
      canvas.fill(glyphs.contentRow, line: cell + 1, from: dots + 1, through: visibleLast + 1)
    } else {
      for other in visibleFirst..<dots {
        canvas[other + 1, cell + 1] = number[other - across.lowerBound]
      }
      if dots <= visibleLast {
        for other in dots...visibleLast { canvas[other + 1, cell + 1] = glyphs.contentRow }
      }
    }
  }

  /// Draws the scroll indicator's thumb on the modal's trailing border (right for a vertical
  /// direction, bottom for a horizontal one) along the viewport's cells; nothing when the
  /// content does not scroll or fits.
  mutating func drawScrollIndicator(
    _ content: FrameScene.Content, in cells: ContentCells, spans: RectSpans
  ) {
    guard content.scrolls, content.maxOffset > 0, content.length > 0,
      content.maxOffset.isFinite, content.length.isFinite, content.offset.isFinite
    else { return }
    let vertical = layout.axis == .vertical
    let track = cells.primary.count
    let thumb = Swift.min(
      track, Swift.max(1, OutlineLayout.roundInt(Double(track) * content.viewport / content.length))
    )
    let progress = Swift.min(Swift.max(content.offset / content.maxOffset, 0), 1)
    let start = cells.primary.lowerBound + OutlineLayout.roundInt(Double(track - thumb) * progress)
    let border = vertical ? spans.columns.last : spans.rows.last
    let (primaryCount, borderCount) = vertical ? (rows, columns) : (columns, rows)
    guard border >= 0, border < borderCount else { return }
    let (lowest, highest) = (Swift.max(start, 0), Swift.min(start + thumb, primaryCount))
    guard lowest < highest else { return }
    canvas.usePen(.modal)
    defer { canvas.usePen(nil) }
    for cell in lowest..<highest {
      if vertical {
        canvas[cell + 1, border + 1] = glyphs.thumbVertical
      } else {
        canvas[border + 1, cell + 1] = glyphs.thumbHorizontal
      }
    }
  }
}
