import ModalCore
import ModalSupport

/// A plain text table: a header row and left-aligned columns separated by two spaces, with no
/// trailing spaces.
public struct TextTable: Sendable {
  public var header: [String]
  public var rows: [[String]]

  /// Creates a table.
  public init(header: [String], rows: [[String]] = []) {
    self.header = header
    self.rows = rows
  }

  /// The table, one line per row, each ending in a newline.
  public func render() -> String {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = Swift.max(widths[i], cell.count)
      }
    }
    var out = ""
    for row in all {
      var line = ""
      for (i, cell) in row.enumerated() {
        line += cell
        if i < row.count - 1 {
          line += String(repeating: " ", count: widths[i] - cell.count + 2)
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
