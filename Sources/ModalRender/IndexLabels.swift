/// The index labels under a row of marks (the outline's column ticks, the plot's x axis).
enum IndexLabels {
  /// The labels of `entries` (mark columns and indices, by column then index), each starting
  /// under its first mark: indices in one column are joined with commas, and so is a label
  /// that would touch the one before; the last ones move left to fit `width`, joining the one
  /// before when they then touch. Only the last label can still be wider than `width` (when it
  /// alone is).
  static func joined(_ entries: [(column: Int, index: Int)], width: Int)
    -> [(start: Int, cells: [UInt32])]
  {
    let comma = UInt32(UInt8(ascii: ","))
    var labels: [(start: Int, cells: [UInt32])] = []
    for entry in entries {
      if let last = labels.last, entry.column <= last.start + last.cells.count {
        labels[labels.count - 1].cells.append(comma)
        OutlineCanvas.appendInteger(entry.index, to: &labels[labels.count - 1].cells)
      } else {
        var cells: [UInt32] = []
        OutlineCanvas.appendInteger(entry.index, to: &cells)
        labels.append((entry.column, cells))
      }
    }
    while let last = labels.last, last.start + last.cells.count > width {
      let start = Swift.max(0, width - last.cells.count)
      if labels.count > 1,
        start <= labels[labels.count - 2].start + labels[labels.count - 2].cells.count
      {
        labels.removeLast()
        labels[labels.count - 1].cells.append(comma)
        labels[labels.count - 1].cells.append(contentsOf: last.cells)
      } else {
        labels[labels.count - 1].start = start
        break
      }
    }
    return labels
  }
}
