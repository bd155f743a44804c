import ModalCore
import ModalSupport

/// A plain text table: a header row and left-aligned columns separated by two spaces, with no
/// trailing spaces.
///
/// Rendered at a width, a table too wide for it takes the steps of ``fitting``, in
/// order, until it fits: a column's values abbreviated, or a column left out (a last line
/// names the columns left out); then, with ``wrapsLast``, its last column (prose) wraps under
/// itself at the width.
public struct TextTable: Sendable {
  /// One step that makes a table narrower.
  public enum FitStep: Hashable, Sendable {
    /// The cells of a column (an index into ``header``) replaced by their short forms.
    case abbreviate(Int, [String: String])
    /// A column left out.
    case drop(Int)
  }

  public var header: [String]
  public var rows: [[String]]
  /// The steps that fit the table to a narrower width, the first taken first. Documented per
  /// listing in docs/scripts.md ("Fitting the window").
  public var fitting: [FitStep]
  /// The last column is prose: past the width it wraps on words under its own column.
  public var wrapsLast: Bool

  /// Creates a table.
  public init(
    header: [String], rows: [[String]] = [], fitting: [FitStep] = [], wrapsLast: Bool = false
  ) {
    self.header = header
    self.rows = rows
    self.fitting = fitting
    self.wrapsLast = wrapsLast
  }

  /// The table, one line per row, each ending in a newline.
  public func render() -> String { render(columns: Array(header.indices), measured: measured()) }

  /// The table fitted to `width` columns: the steps of ``fitting`` taken while a line is
  /// wider (a last line names the columns left out), then the last column wrapped when it
  /// ``wrapsLast``.
  public func render(width: Int) -> String {
    var table = self
    var kept = Array(header.indices)
    var dropped: [Int] = []
    var steps = fitting[...]
    var measured = table.measured()
    while table.lineWidth(columns: kept, measured) > width, let step = steps.popFirst() {
      switch step {
      case .abbreviate(let column, let short):
        // Only the cells that change are written and measured again (the header is never
        // abbreviated: it is row 0 of `measured`).
        for row in table.rows.indices where column < table.rows[row].count {
          guard let abbreviated = short[table.rows[row][column]] else { continue }
          table.rows[row][column] = abbreviated
          measured[row + 1][column] = TextWrap.columns(abbreviated)
        }
      case .drop(let column):
        kept.removeAll { $0 == column }
        dropped.append(column)
      }
    }
    var out = table.render(columns: kept, width: wrapsLast ? width : nil, measured: measured)
    if !dropped.isEmpty { out += Self.leftOutNote(dropped.map { header[$0] }, width: width) }
    return out
  }

  /// What the table does when it is too wide, for a command's help: `Narrower than the
  /// table: kind abbreviated, then radius, dim left out (named under it).`; empty when it has
  /// no fitting steps.
  public var fittingSummary: String {
    let shortened = fitting.compactMap { step -> String? in
      guard case .abbreviate(let column, let short) = step else { return nil }
      let pairs = short.sorted { $0.value < $1.value }.map { "\($0.value) = \($0.key)" }
      return "\(header[column]) abbreviated (\(pairs.joined(separator: ", ")))"
    }
    let dropped = fitting.compactMap { step -> String? in
      guard case .drop(let column) = step else { return nil }
      return header[column]
    }
    var parts = shortened
    if !dropped.isEmpty {
      parts.append(
        (shortened.isEmpty ? "" : "then ") + dropped.joined(separator: ", ")
          + " left out in this order (named under it)")
    }
    return parts.isEmpty ? "" : "Narrower than the table: " + parts.joined(separator: "; ") + "."
  }

  /// The line under a table that left columns out to fit `width`, with its newline.
  public static func leftOutNote(_ names: [String], width: Int) -> String {
    let names = names.joined(separator: ", ")
    return TextWrap.lines("(left out to fit \(width) columns: \(names))", width: width) + "\n"
  }

  /// The columns each cell takes on a terminal, row by row, the header first: measured once
  /// for a render (a table of 1 025 snap points has about 9 000 cells).
  func measured() -> [[Int]] {
    var all: [[Int]] = []
    all.reserveCapacity(rows.count + 1)
    all.append(header.map { TextWrap.columns($0) })
    for row in rows { all.append(row.map { TextWrap.columns($0) }) }
    return all
  }

  /// The widths of the columns (every column: a left-out one is just not used).
  func widths(_ measured: [[Int]]) -> [Int] {
    var widths = [Int](repeating: 0, count: header.count)
    for row in measured {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = Swift.max(widths[i], cell)
      }
    }
    return widths
  }

  /// The widest line with only these columns.
  func lineWidth(columns: [Int], _ measured: [[Int]]) -> Int {
    let widths = widths(measured)
    var widest = 0
    for row in measured {
      var line = 0
      let cells = columns.filter { $0 < row.count }
      for (n, i) in cells.enumerated() {
        line += n == cells.count - 1 ? row[i] : widths[i] + 2
      }
      widest = Swift.max(widest, line)
    }
    return widest
  }

  /// The rows with only these columns; with a width, a last cell past it wraps under itself.
  /// `measured` is ``measured()`` of this table (the caller measured it to fit it).
  ///
  /// Written as bytes into one buffer: appending each cell and a padding string to a line and
  /// each line to the text cost about 1 500 instructions a cell (17 M for the `snaps` of
  /// 1 024 points).
  func render(columns: [Int], width: Int? = nil, measured: [[Int]]) -> String {
    let widths = widths(measured)
    let out = ByteBuffer(capacity: 64 * measured.count)
    var cells: [Int] = []
    cells.reserveCapacity(columns.count)
    for (r, measure) in measured.enumerated() {
      let row = r == 0 ? header : rows[r - 1]
      let lineStart = out.count
      // Every cell before the last is padded to its column's width and the gap.
      var lineColumns = 0
      cells.removeAll(keepingCapacity: true)
      for column in columns where column < row.count { cells.append(column) }
      for (n, i) in cells.enumerated() {
        let cell = row[i]
        if n < cells.count - 1 {
          out.append(cell)
          out.append(repeating: UInt8(ascii: " "), count: widths[i] - measure[i] + 2)
          lineColumns += widths[i] + 2
        } else if let width, i == header.count - 1, lineColumns + measure[i] > width {
          // Under its column, or on the next line 4 columns in when the column starts past
          // half the width.
          let words = cell.split(separator: " ").map(String.init)
          var indent = lineColumns
          if indent > width / 2 {
            indent = 4
            let line = out.withUnsafeBytes {
              String(decoding: UnsafeBufferPointer(rebasing: $0[lineStart...]), as: UTF8.self)
            }
            out.truncate(to: lineStart)
            out.append(line.trimmingSpaces + "\n    ")
          }
          out.append(TextWrap.join(words, separator: " ", width: width, indent: indent))
        } else {
          out.append(cell)
        }
      }
      out.append(UInt8(ascii: "\n"))
    }
    return out.string
  }
}

/// The table of every interpolation point of a resolved config.
public enum SnapPointTable {
  /// Index, key, kind, rect and percent of every point, with `current` marked by `*`.
  public static func render(_ interpolator: Interpolator, current: Int? = nil) -> String {
    var table = TextTable(header: [
      "", "index", "key", "kind", "x", "y", "width", "height", "percent",
    ])
    for point in interpolator.points {
      let rect = point.rect
      table.rows.append([
        point.index == current ? "*" : "", String(point.index), point.key ?? "-",
        point.kind.rawValue, FixedFormat.points(rect.x), FixedFormat.points(rect.y),
        FixedFormat.points(rect.width), FixedFormat.points(rect.height),
        FixedFormat.percent(point.percent),
      ])
    }
    return table.render()
  }
}

extension String {
  /// The string without its trailing spaces.
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
