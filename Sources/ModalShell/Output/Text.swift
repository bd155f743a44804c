import ModalCore
import ModalSupport

/// Small text helpers for output.
enum Text {
  /// A number of points with two decimals.
  static func pt(_ value: Double) -> String { FixedFormat.points(value) }

  /// A fraction with three decimals.
  static func pct(_ value: Double) -> String { FixedFormat.percent(value) }

  /// The name of a corner set: a group name when one matches, else the corners joined by `+`.
  static func corners(_ corners: Corners) -> String {
    if let group = Corners.groups.first(where: { $0.corners == corners }) { return group.name }
    return Corners.singles.filter { corners.contains($0.corner) }.map(\.name).joined(separator: "+")
  }

  /// `items` joined by `separator`, wrapped at `width` with continuation lines indented by
  /// `indent` spaces (the first line starts after a prefix of that width).
  static func wrap(_ items: [String], separator: String, width: Int, indent: Int) -> String {
    let limit = max(indent + 20, width)
    let glue = separator.trimmingTrailingSpaces
    var out = ""
    out.reserveCapacity(items.count * 24)
    var lineLength = indent
    var lineEmpty = true
    for (i, item) in items.enumerated() {
      let last = i == items.count - 1
      let pieceLength = item.utf8.count + (last ? 0 : glue.utf8.count)
      if !lineEmpty && lineLength + 1 + pieceLength > limit {
        out += "\n"
        out += String(repeating: " ", count: indent)
        lineLength = indent
        lineEmpty = true
      }
      if !lineEmpty {
        out += " "
        lineLength += 1
      }
      out += item
      if !last { out += glue }
      lineLength += pieceLength
      lineEmpty = false
    }
    return out
  }

  /// Each line of `text` wrapped at `width` on spaces. An indented line continues two columns
  /// further in; a labelled line (`config   text`) continues under its text.
  static func wrapLines(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard line.count > width else { return String(line) }
      let leading = line.prefix { $0 == " " }.count
      var head = leading
      var continuation = leading + 2
      if leading == 0, let space = line.firstIndex(of: " ") {
        let gap = line[space...].prefix { $0 == " " }.count
        if gap >= 2 {
          head = line.distance(from: line.startIndex, to: space) + gap
          continuation = head
        }
      }
      let words = line.dropFirst(head).split(separator: " ").map(String.init)
      return String(line.prefix(head))
        + wrap(words, separator: " ", width: width, indent: continuation)
    }.joined(separator: "\n")
  }

  /// A JSON string literal.
  static func json(_ text: String) -> String { SchemaText.json(text) }

}

extension String {
  var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}

/// ANSI emphasis, used only when colors are enabled; the text reads the same without it.
struct Paint {
  var enabled: Bool

  func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
  func red(_ text: String) -> String { enabled ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
  func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
