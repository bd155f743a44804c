import ModalSupport

/// Writes JSON values in the canonical pretty form: two-space indentation, members in order,
/// numbers in their shortest exact form (integers without `.0`), short arrays of numbers on
/// one line, a trailing newline.
enum JSONWriter {
  /// The longest one-line array of numbers.
  static let inlineArrayWidth = 60

  /// The canonical text of a value (ends with a newline).
  static func format(_ value: JSONValue) -> String {
    var text = ""
    write(value, indent: 0, into: &text)
    text += "\n"
    return text
  }

  /// A number; non-finite numbers (which JSON cannot hold) are written as `null`.
  static func number(_ value: Double) -> String {
    value.isFinite ? LayoutValueSyntax.formatNumber(value) : "null"
  }

  /// A number with `decimals` places; `null` when it is not finite.
  static func fixed(_ value: Double, decimals: Int) -> String {
    value.isFinite ? FixedFormat.format(value, decimals: decimals) : "null"
  }

  /// The value on one line, members separated by `, ` and keys by `: `: the form of a record
  /// of the shell's `--format json` output (one record per line).
  static func line(_ value: JSONValue, into text: inout String) {
    switch value {
    case .null, .bool, .number, .fixed, .string: scalar(value, into: &text)
    case .array(let elements):
      text += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { text += ", " }
        line(element, into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (position, member) in members.enumerated() {
        if position > 0 { text += ", " }
        text += quote(member.key) + ": "
        line(member.value, into: &text)
      }
      text += "}"
    }
  }

  /// A string literal with the escapes JSON requires, and every control character (C0, DEL and
  /// C1) as `\uXXXX`: JSON allows DEL and C1 as they are, but a terminal acts on them (U+009B
  /// starts a control sequence), and printed JSON must only show what a string holds.
  static func quote(_ string: String) -> String {
    // 0xC2 leads U+0080...U+00BF, the C1 controls among them: the loop below decides.
    let plain = string.utf8.allSatisfy {
      $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 && $0 != UInt8(ascii: "\"")
        && $0 != UInt8(ascii: "\\")
    }
    if plain { return "\"" + string + "\"" }
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      default:
        if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F) {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }

  /// A value that is not an array or an object, as both forms write it.
  private static func scalar(_ value: JSONValue, into text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += Self.number(number)
    case .fixed(let number, let decimals): text += fixed(number, decimals: decimals)
    case .string(let string): text += quote(string)
    case .array, .object: line(value, into: &text)
    }
  }

  private static func write(_ value: JSONValue, indent: Int, into text: inout String) {
    switch value {
    case .null, .bool, .number, .fixed, .string: scalar(value, into: &text)
    case .array(let elements):
      if elements.isEmpty {
        text += "[]"
        return
      }
      if let inline = inlineNumbers(elements) {
        text += inline
        return
      }
      let inner = String(repeating: " ", count: indent + 2)
      text += "[\n"
      for (position, element) in elements.enumerated() {
        text += inner
        write(element, indent: indent + 2, into: &text)
        text += position == elements.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      let inner = String(repeating: " ", count: indent + 2)
      text += "{\n"
      for (position, member) in members.enumerated() {
        text += inner + quote(member.key) + ": "
        write(member.value, indent: indent + 2, into: &text)
        text += position == members.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "}"
    }
  }

  /// `[0, -2]` when every element is a number and the line is short.
  private static func inlineNumbers(_ elements: [JSONValue]) -> String? {
    var parts: [String] = []
    for element in elements {
      guard case .number(let number) = element else { return nil }
      parts.append(Self.number(number))
    }
    let text = "[" + parts.joined(separator: ", ") + "]"
    return text.count <= inlineArrayWidth ? text : nil
  }
}
