import ModalCore
import ModalSupport

/// `releasemap` as text: a header, a velocity axis, then one line per row of the map, its
/// leading edge, its percent, the snap point it is at (`◀ N` the start point, `─ N` the others)
/// and one cell per velocity (the index the release lands on, `×` dismissed, `!` where the
/// `--vs` map lands elsewhere, bold red with colour on).
///
/// A cell is one character while every index has one digit, else the widest index plus a
/// space before it, so that neighbouring cells stay apart.
public enum ReleaseMapText {
  /// How wide the labels before the cells are: the edge (8), the percent (6), the mark and the
  /// border, with `markDigits` digits for the widest point index.
  public static func labelWidth(markDigits: Int) -> Int {
    8 + 1 + 6 + 1 + (2 + markDigits) + 1 + 1
  }

  /// The width of a cell for a map whose widest index has `digits` digits.
  public static func cellWidth(digits: Int) -> Int {
    digits <= 1 ? 1 : digits + 1
  }

  /// How many velocity columns fit `width` (at least 2). Odd when the range holds 0 strictly
  /// inside it, so that a column is the release without velocity.
  public static func columns(width: Int, digits: Int, low: Double, high: Double) -> Int {
    var count = Swift.max(2, (width - labelWidth(markDigits: digits)) / cellWidth(digits: digits))
    if low < 0 && high > 0 && count % 2 == 0 { count -= 1 }
    return count
  }

  /// The digits of the widest of `indices`.
  public static func digits(of indices: [Int]) -> Int {
    String(indices.max() ?? 0).count
  }

  /// The map's lines. `title` names the config and its rule; `vs` the other map and its name.
  public static func render(
    _ map: ReleaseMap, title: String, vs: (map: ReleaseMap, name: String)?, ascii: Bool,
    color: Bool
  ) -> String {
    let digits = digits(of: map.marks.map(\.index))
    let cell = cellWidth(digits: digits)
    let label = labelWidth(markDigits: digits)
    let glyphs =
      ascii
      ? (dismissed: "x", start: "<", point: "-", border: "|")
      : (dismissed: "×", start: "◀", point: "─", border: "│")
    var lines = [
      "releasemap \(title) from \(map.from): landing index, \(glyphs.dismissed) dismissed"
    ]
    lines.append(axis(map.velocities, label: label, cell: cell))
    let rowMarks = marksByRow(map)
    var differing = 0
    for (r, row) in map.rows.enumerated() {
      var line =
        pad(FixedFormat.points(row.edge), 8) + " " + pad(FixedFormat.percent(row.percent), 6)
      if let mark = rowMarks[r] {
        let glyph = mark == map.from ? glyphs.start : glyphs.point
        line += " " + glyph + " " + pad(String(mark), digits, left: true)
      } else {
        line += String(repeating: " ", count: 3 + digits)
      }
      line += " " + glyphs.border
      for (c, lands) in row.lands.enumerated() {
        var text = lands.map(String.init) ?? glyphs.dismissed
        if let other = vs?.map, r < other.rows.count, c < other.rows[r].lands.count,
          other.rows[r].lands[c] != lands
        {
          differing += 1
          text = color ? Highlight.error.wrap("!") : "!"
          line += String(repeating: " ", count: cell - 1) + text
          continue
        }
        line += String(repeating: " ", count: Swift.max(0, cell - text.count)) + text
      }
      lines.append(line)
    }
    let cells = map.rows.count * map.velocities.count
    if let vs {
      lines.append("! \(differing) of \(cells) cells land elsewhere with \(vs.name)")
    }
    return lines.joined(separator: "\n")
  }

  /// The row each snap point's edge is nearest to (only points within the rows' span, half a
  /// row's step beyond the ends at most); a row nearest to several keeps the start point, else
  /// the point nearest to the row's edge (the lower index on ties).
  static func marksByRow(_ map: ReleaseMap) -> [Int: Int] {
    guard let first = map.rows.first, let last = map.rows.last else { return [:] }
    let step = map.rows.count > 1 ? abs(last.edge - first.edge) / Double(map.rows.count - 1) : 0
    let low = Swift.min(first.edge, last.edge) - step / 2
    let high = Swift.max(first.edge, last.edge) + step / 2
    var marks: [Int: ReleaseMap.Mark] = [:]
    for mark in map.marks where mark.edge >= low && mark.edge <= high {
      let row: Int
      if step > 0 {
        let position =
          ((mark.edge - first.edge) / (last.edge - first.edge)) * Double(map.rows.count - 1)
        row = Swift.min(map.rows.count - 1, Swift.max(0, Int(position.rounded())))
      } else {
        row = 0
      }
      if let kept = marks[row],
        kept.index == map.from
          || (mark.index != map.from
            && abs(kept.edge - map.rows[row].edge) <= abs(mark.edge - map.rows[row].edge))
      {
        continue
      }
      marks[row] = mark
    }
    return marks.mapValues(\.index)
  }

  /// The velocity axis: the first velocity from its column on, the zero over its column (when a
  /// column is 0 and it has room), and the last with `pt/s` after it ending over the last
  /// column, so that the axis is no wider than the map's rows (the output stays within its
  /// width: 80 columns on the session page).
  static func axis(_ velocities: [Double], label: Int, cell: Int) -> String {
    let count = velocities.count
    var chars = Array(repeating: Character(" "), count: label + count * cell)
    func put(_ text: String, endingAt end: Int) {
      let start = Swift.max(0, end - text.count + 1)
      for (i, ch) in text.enumerated() where start + i < chars.count { chars[start + i] = ch }
    }
    let header = "edge pt  percent"
    for (i, ch) in header.enumerated() { chars[i] = ch }
    guard let first = velocities.first, let last = velocities.last else {
      return String(chars).trimmingTrailing()
    }
    func column(_ c: Int) -> Int { label + c * cell + cell - 1 }
    let firstText = velocity(first)
    let firstStart = column(0)
    for (i, ch) in firstText.enumerated() where firstStart + i < chars.count {
      chars[firstStart + i] = ch
    }
    let taken = firstStart + firstText.count
    let lastText = velocity(last) + " pt/s"
    let end = column(count - 1)
    let lastStart = end - lastText.count + 1
    let hasLast = lastStart > taken
    if hasLast { put(lastText, endingAt: end) }
    if let zero = velocities.firstIndex(of: 0), zero > 0, zero < count - 1 {
      let at = column(zero)
      if at - 1 > taken && (!hasLast || at + 1 < lastStart) { chars[at] = "0" }
    }
    return String(chars).trimmingTrailing()
  }

  /// A velocity as the axis writes it: a whole number of pt/s, or two decimals.
  static func velocity(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9
      ? String(Int(value)) : FixedFormat.format(value, decimals: 2)
  }

  static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: Swift.max(0, width - text.count))
    return left ? text + fill : fill + text
  }
}

extension String {
  /// The string without its trailing spaces.
  fileprivate func trimmingTrailing() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
