import ModalCore
import ModalSupport

// The snap points' ticks: right of the box for a vertical direction, below it for a
// horizontal one.
extension OutlineRenderer {
  /// A tick's place in its gutter: `position` is its leading edge's cell along the primary
  /// axis plus one (the box's border is 0), 0 or `cells + 1` when it lies outside the container
  /// (on the border line).
  typealias TickEntry = (position: Int, index: Int, isCurrent: Bool)

  /// The finite ticks of `scene` on an axis drawn in `cells` inner cells, by position then
  /// index. The leading edge of a modal coming from the bottom or the right is a start edge
  /// (its top or left), the others an end edge (see `OutlineSpan`).
  static func tickEntries(_ scene: FrameScene, cells: Int) -> [TickEntry] {
    let vertical = scene.direction.axis == .vertical
    let length = vertical ? scene.container.height : scene.container.width
    let startEdge = scene.direction == .bottomToTop || scene.direction == .rightToLeft
    var entries: [TickEntry] = []
    entries.reserveCapacity(scene.ticks.count)
    for tick in scene.ticks where tick.position.isFinite {
      let cell =
        startEdge
        ? OutlineSpan.startCell(tick.position, length: length, cells: cells)
        : OutlineSpan.endCell(tick.position, length: length, cells: cells)
      let position = cell < 0 ? 0 : (cell >= cells ? cells + 1 : cell + 1)
      entries.append((position, tick.index, tick.isCurrent))
    }
    // The points come by index, their edges in order along the axis, one way or the other:
    // most often no sort is needed, or a reversal.
    if !isOrdered(entries[...]) {
      if isOrdered(entries.reversed()) {
        entries.reverse()
      } else {
        entries.sort(by: precedes)
      }
    }
    return entries
  }

  /// The order of the ticks: by position, then by index.
  static func precedes(_ a: TickEntry, _ b: TickEntry) -> Bool {
    a.position != b.position ? a.position < b.position : a.index < b.index
  }

  /// True when no entry precedes the one before it (`precedes`).
  static func isOrdered<Entries: Collection<TickEntry>>(_ entries: Entries) -> Bool {
    var previous: TickEntry?
    for entry in entries {
      if let previous, precedes(entry, previous) { return false }
      previous = entry
    }
    return true
  }

  /// The tick texts right of the box, at most `room` columns each: ` ─ N` (` ◀ N` for the
  /// current one) on the line of each leading edge, indices on one line joined by commas, and
  /// ` ▴` / ` ▾` after the ones clamped to the top / bottom border line.
  static func rowTicks(_ scene: FrameScene, rows: Int, room: Int, glyphs: OutlineGlyphs)
    -> (texts: [(line: Int, range: Range<Int>)], cells: [UInt32])
  {
    let entries = tickEntries(scene, cells: rows)
    var texts: [(line: Int, range: Range<Int>)] = []
    texts.reserveCapacity(entries.count)
    var cells: [UInt32] = []
    cells.reserveCapacity(entries.count * 8)
    let space = OutlineCanvas.space
    var i = 0
    while i < entries.count {
      let line = entries[i].position
      let start = cells.count
      cells.append(space)
      cells.append(glyphs.tick)
      cells.append(space)
      var isCurrent = false
      while i < entries.count && entries[i].position == line {
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

  /// Ticks below the box: a line of marks (the current one's wins a shared column) and a line
  /// of indices (`IndexLabels`), a label wider than the drawing cut with an ellipsis.
  mutating func drawColumnTicks() {
    guard mapsPoints else { return }
    let entries = Self.tickEntries(scene, cells: columns)
    let markLine = rows + 2
    for entry in entries {
      let column = entry.position
      canvas[markLine, column] =
        column == 0
        ? glyphs.columnTickLeft
        : (column == columns + 1 ? glyphs.columnTickRight : glyphs.columnTick)
    }
    canvas.usePen(.current)
    for entry in entries where entry.isCurrent {
      canvas[markLine, entry.position] = glyphs.columnTickCurrent
    }
    canvas.usePen(nil)
    let labels = IndexLabels.joined(
      entries.map { (column: $0.position, index: $0.index) }, width: canvas.width)
    for label in labels {
      let cells = OutlineCanvas.truncated(
        label.cells, to: canvas.width - label.start, ellipsis: glyphs.ellipsis)
      canvas.put(cells, line: markLine + 1, column: label.start)
    }
  }
}
