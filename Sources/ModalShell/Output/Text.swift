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

  /// `items` joined by `separator`, wrapped at `width` (at least `indent` + 20) with
  /// continuation lines indented by `indent` spaces (the first line starts after a prefix of
  /// that width); see ``TextWrap``.
  static func wrap(_ items: [String], separator: String, width: Int, indent: Int) -> String {
    TextWrap.join(items, separator: separator, width: max(indent + 20, width), indent: indent)
  }

  /// Each line of `text` wrapped at `width` on spaces (``TextWrap/lines(_:width:)``).
  static func wrapLines(_ text: String, width: Int) -> String {
    TextWrap.lines(text, width: width)
  }

  /// Text from outside modalplay (a key, a name, a description, a file name) as printed: its
  /// control characters visible (``VisibleText``), so that it shows and never acts on the
  /// terminal.
  static func shown(_ text: String) -> String { VisibleText.visible(text) }

  /// ``shown(_:)`` of an optional text.
  static func shown(_ text: String?) -> String? { text.map { VisibleText.visible($0) } }

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
