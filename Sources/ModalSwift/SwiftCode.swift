import ModalCore
import ModalSupport

/// A Swift expression as the exporters build it, printed by ``SwiftPrinter`` in
/// one stable layout that `swift format` leaves as it is: on one line when it fits in
/// ``SwiftPrinter/lineLength``, else one argument (or element) per line, indented by two
/// spaces, with the closing bracket on its own line.
public indirect enum SwiftExpr: Hashable, Sendable {
  /// Text printed as it is: a literal, an identifier, `.member`, `\.bottom`.
  case raw(String)
  /// `callee(label: value, ...)`; a nil label is an unlabelled argument.
  case call(String, [SwiftArgument])
  /// `[a, b]`.
  case array([SwiftExpr])
  /// `[key: value, ...]`.
  case dictionary([SwiftEntry])
  /// `{ head body }` on one line (a short closure such as `{ context in 0.3 * context.maximumDetentValue }`).
  case closure(head: String, body: String)

  /// A number literal: whole numbers without a fraction (`25`), others as Swift reads them
  /// back exactly (`0.3`).
  public static func number(_ value: Double) -> SwiftExpr {
    .raw(LayoutValueSyntax.formatNumber(value))
  }

  /// A string literal that holds `text` exactly: `"` and `\` escaped, a line feed as `\n`, and
  /// every other character ``VisibleText`` hides as `\u{...}` (a line break or a control
  /// character as it is would end the literal or hide in the user's source).
  public static func string(_ text: String) -> SwiftExpr {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default:
        if VisibleText.isHidden(scalar) {
          escaped += VisibleText.escape(scalar)
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return .raw("\"" + escaped + "\"")
  }

  /// `.name`.
  public static func member(_ name: String) -> SwiftExpr { .raw("." + name) }

  /// True for an array or dictionary literal.
  var isCollection: Bool {
    switch self {
    case .array, .dictionary: true
    default: false
    }
  }
}

/// An argument of a call.
public struct SwiftArgument: Hashable, Sendable {
  public var label: String?
  public var value: SwiftExpr

  /// Creates an argument (`label: value`, or `value` without a label).
  public init(_ label: String?, _ value: SwiftExpr) {
    self.label = label
    self.value = value
  }
}

/// An entry of a dictionary literal.
public struct SwiftEntry: Hashable, Sendable {
  public var key: SwiftExpr
  public var value: SwiftExpr

  /// Creates an entry.
  public init(_ key: SwiftExpr, _ value: SwiftExpr) {
    self.key = key
    self.value = value
  }
}

/// Prints ``SwiftExpr`` values in the exporters' layout.
public enum SwiftPrinter {
  /// The longest line (the repository's `.swift-format` limit, the usual one).
  public static let lineLength = 100
  /// One level of indentation.
  public static let indent = "  "

  /// `expr` printed at `indentation`, after `prefix` (what precedes it on its first line,
  /// e.g. `let config = `) and before `suffix` (e.g. `,`): the lines, the first without its
  /// indentation and prefix.
  public static func print(
    _ expr: SwiftExpr, indentation: String = "", prefix: String = "", suffix: String = ""
  ) -> String {
    let flat = flatText(expr)
    if indentation.count + prefix.count + flat.count + suffix.count <= lineLength,
      !flat.contains("\n")
    {
      return flat
    }
    let inner = indentation + indent
    switch expr {
    case .raw(let text):
      return text
    case .closure(let head, let body):
      return "{ \(head) \(body) }"
    case .call(let callee, let arguments):
      guard !arguments.isEmpty else { return callee + "()" }
      let lines = arguments.enumerated().map { index, argument -> String in
        let label = argument.label.map { $0 + ": " } ?? ""
        let isLast = index == arguments.count - 1
        let end = isLast ? "" : ","
        // swift format counts the closing `)` on the line of a collection that is the last
        // argument (it would hug it: `f([`).
        let measured = isLast && argument.value.isCollection ? ")" : end
        return inner + label
          + print(argument.value, indentation: inner, prefix: label, suffix: measured) + end
      }
      return callee + "(\n" + lines.joined(separator: "\n") + "\n" + indentation + ")"
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      // `swift format` puts a trailing comma after the last of several elements, never one.
      let comma = elements.count > 1 ? "," : ""
      let lines = elements.map { inner + print($0, indentation: inner, suffix: comma) + comma }
      return "[\n" + lines.joined(separator: "\n") + "\n" + indentation + "]"
    case .dictionary(let entries):
      guard !entries.isEmpty else { return "[:]" }
      let comma = entries.count > 1 ? "," : ""
      let lines = entries.map { entry -> String in
        let key = flatText(entry.key) + ": "
        return inner + key + print(entry.value, indentation: inner, prefix: key, suffix: comma)
          + comma
      }
      return "[\n" + lines.joined(separator: "\n") + "\n" + indentation + "]"
    }
  }

  /// The expression on one line.
  public static func flatText(_ expr: SwiftExpr) -> String {
    switch expr {
    case .raw(let text): return text
    case .closure(let head, let body): return "{ \(head) \(body) }"
    case .call(let callee, let arguments):
      let parts = arguments.map { argument in
        (argument.label.map { $0 + ": " } ?? "") + flatText(argument.value)
      }
      return callee + "(" + parts.joined(separator: ", ") + ")"
    case .array(let elements):
      return "[" + elements.map(flatText).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      return "["
        + entries.map { flatText($0.key) + ": " + flatText($0.value) }.joined(
          separator: ", ") + "]"
    }
  }
}
