import ModalCore
import ModalSupport

/// A plain text table: a header row and left-aligned columns separated by two spaces, with no
/// trailing spaces.
///
/// Rendered at a width (issue 16), a table too wide for it takes the steps of ``fitting``, in
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
  public func render() -> String { render(columns: Array(header.indices)) }

  /// The table fitted to `width` columns: the steps of ``fitting`` taken while a line is
  /// wider (a last line names the columns left out), then the last column wrapped when it
  /// ``wrapsLast``.
  public func render(width: Int) -> String {
    var table = self
    var kept = Array(header.indices)
    var dropped: [Int] = []
    var steps = fitting[...]
    while table.lineWidth(columns: kept) > width, let step = steps.popFirst() {
      switch step {
      case .abbreviate(let column, let short):
        for row in table.rows.indices where column < table.rows[row].count {
          let cell = table.rows[row][column]
          table.rows[row][column] = short[cell] ?? cell
        }
      case .drop(let column):
        kept.removeAll { $0 == column }
        dropped.append(column)
      }
    }
    var out = table.render(columns: kept, width: wrapsLast ? width : nil)
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

  /// The widths of the kept columns.
  func widths(columns: [Int]) -> [Int] {
    var widths = [Int](repeating: 0, count: header.count)
    for row in [header] + rows {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = Swift.max(widths[i], TextWrap.columns(cell))
      }
    }
    return widths
  }

  /// The widest line with only these columns.
  func lineWidth(columns: [Int]) -> Int {
    let widths = widths(columns: columns)
    var widest = 0
    for row in [header] + rows {
      var line = 0
      let cells = columns.filter { $0 < row.count }
      for (n, i) in cells.enumerated() {
        line += n == cells.count - 1 ? TextWrap.columns(row[i]) : widths[i] + 2
      }
      widest = Swift.max(widest, line)
    }
    return widest
  }

  /// The rows with only these columns; with a width, a last cell past it wraps under itself.
  func render(columns: [Int], width: Int? = nil) -> String {
    let widths = widths(columns: columns)
    var out = ""
    for row in [header] + rows {
      var line = ""
      let cells = columns.filter { $0 < row.count }
      for (n, i) in cells.enumerated() {
        let cell = row[i]
        if n < cells.count - 1 {
          line += cell + String(repeating: " ", count: widths[i] - TextWrap.columns(cell) + 2)
        } else if let width, i == header.count - 1,
          TextWrap.columns(line) + TextWrap.columns(cell) > width
        {
          // Under its column, or on the next line 4 columns in when the column starts past
          // half the width.
          let words = cell.split(separator: " ").map(String.init)
          var indent = TextWrap.columns(line)
          if indent > width / 2 {
            indent = 4
            line = line.trimmingSpaces + "\n    "
          }
          line += TextWrap.join(words, separator: " ", width: width, indent: indent)
        } else {
          line += cell
        }
      }
      out += line + "\n"
    }
    return out
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
