/// A JSON value. Objects keep their members in document order (and may not repeat a key:
/// the parser reports duplicates).
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// What kind of value this is, for messages: `a string`, `an array`, `null`...
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members of an object, nil for other values.
  var members: [(key: String, value: JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The value of a member of an object (the first with that key).
  subscript(key: String) -> JSONValue? {
    members?.first { $0.key == key }?.value
  }
}

extension JSONValue: Equatable {
  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }
}

// MARK: - Paths

/// JSON paths of problems: `snapPoints[2].layout.height`, `margins["odd key"]`.
enum JSONPath {
  /// The path of a member of the object at `base`.
  static func key(_ base: String, _ key: String) -> String {
    if isIdentifier(key) { return base.isEmpty ? key : base + "." + key }
    return base + "[" + JSONWriter.quote(key) + "]"
  }

  /// The path of an element of the array at `base`.
  static func index(_ base: String, _ index: Int) -> String {
    base + "[\(index)]"
  }

  /// `relative` (a path inside the value at `base`) as a path from the root.
  static func join(_ base: String, _ relative: String) -> String {
    if base.isEmpty { return relative }
    if relative.isEmpty { return base }
    return relative.hasPrefix("[") ? base + relative : base + "." + relative
  }

  static func isIdentifier(_ key: String) -> Bool {
    var first = true
    for scalar in key.unicodeScalars {
      let isLetter =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
      let isDigit = scalar >= "0" && scalar <= "9"
      guard isLetter || (isDigit && !first) else { return false }
      first = false
    }
    return !first
  }
}

// MARK: - Parsing

/// A strict JSON parser (RFC 8259) over the UTF-8 of a string. It never traps: every
/// malformed input gives a `line L, column C: ...` problem; nesting is limited to
/// ``maxDepth`` levels; numbers must be finite; duplicate keys are reported with their path
/// (the first occurrence is kept and parsing goes on).
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maxDepth = 256

  /// A syntax error at a UTF-8 offset.
  struct Failure: Error {
    var offset: Int
    var message: String
  }

  private enum PathComponent {
    case key(String)
    case index(Int)
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private var path: [PathComponent] = []
  private var duplicates: [ConfigProblem] = []

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document. The value is nil when there is a syntax error; the problems
  /// hold the syntax error and every duplicate key.
  static func parse(_ text: String) -> (value: JSONValue?, problems: [ConfigProblem]) {
    var parser = JSONParser(bytes: Array(text.utf8))
    // A UTF-8 byte order mark is ignored.
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    do throws(Failure) {
      let value = try parser.parseValue()
      parser.skipWhitespace()
      if parser.index < parser.bytes.count {
        throw parser.fail("expected the end of the document after the top-level value")
      }
      return (value, parser.duplicates)
    } catch {
      let problem = ConfigProblem(
        path: "", message: parser.location(of: error.offset) + ": " + error.message)
      return (nil, parser.duplicates + [problem])
    }
  }

  // MARK: Positions

  /// `line L, column C` (both 1-based; columns count Unicode scalars) of a UTF-8 offset.
  private func location(of offset: Int) -> String {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "line \(line), column \(column)"
  }

  private func fail(_ message: String, at offset: Int? = nil) -> Failure {
    Failure(offset: offset ?? index, message: message)
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private var currentPath: String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key): text = JSONPath.key(text, key)
      case .index(let position): text = JSONPath.index(text, position)
      }
    }
    return text
  }

  /// A readable description of what is at `offset`, for "got ..." parts of messages.
  private func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the document" }
    var end = offset + 1
    if Self.isWordByte(bytes[offset]) {
      while end < bytes.count && end - offset < 24 && Self.isWordByte(bytes[end]) { end += 1 }
    } else {
      while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
      scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFD
    {
      return Self.scalarName(scalar)
    }
    return "'\(text)'"
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }

  /// `U+000A`.
  static func scalarName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  // MARK: Grammar

  private mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func parseValue() throws(Failure) -> JSONValue {
    skipWhitespace()
    guard let byte = peek else { throw unexpectedValue() }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default: throw unexpectedValue()
    }
  }

  private func unexpectedValue() -> Failure {
    fail(
      "expected a value (an object, an array, a string, a number, true, false or null), got "
        + describe(at: index))
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    let literal = Array(word.utf8)
    guard bytes[index...].starts(with: literal) else { throw unexpectedValue() }
    index += literal.count
    return value
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > Self.maxDepth {
      throw fail("expected at most \(Self.maxDepth) levels of nested arrays and objects")
    }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var firstOffsets: [String: Int] = [:]
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object([])
    }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else {
        throw fail(
          members.isEmpty ? "expected a string key or '}'" : "expected a string key after ','")
      }
      let keyOffset = index
      let key = try parseString()
      skipWhitespace()
      guard peek == UInt8(ascii: ":") else { throw fail("expected ':' after an object key") }
      index += 1
      path.append(.key(key))
      let value = try parseValue()
      if let first = firstOffsets[key] {
        duplicates.append(
          ConfigProblem(
            path: currentPath,
            message:
              "duplicate key at \(location(of: keyOffset)) (first at \(location(of: first)))"))
      } else {
        firstOffsets[key] = keyOffset
        members.append((key, value))
      }
      path.removeLast()
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if peek == UInt8(ascii: "}") {
        index += 1
        break
      }
      throw fail("expected ',' or '}' after an object member")
    }
    depth -= 1
    return .object(members)
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array([])
    }
    while true {
      path.append(.index(elements.count))
      elements.append(try parseValue())
      path.removeLast()
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if peek == UInt8(ascii: "]") {
        index += 1
        break
      }
      throw fail("expected ',' or ']' after an array element")
    }
    depth -= 1
    return .array(elements)
  }

  private mutating func parseString() throws(Failure) -> String {
    let start = index
    index += 1
    var buffer: [UInt8] = []
    while true {
      guard let byte = peek else {
        throw fail("expected '\"' to close the string that starts at \(location(of: start))")
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      case 0..<0x20:
        throw fail(
          "expected an escape sequence (such as \\n) instead of the control character "
            + Self.scalarName(Unicode.Scalar(byte)) + " in a string")
      default:
        buffer.append(byte)
        index += 1
      }
    }
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(Failure) {
    let start = index
    index += 1
    guard let byte = peek else {
      throw fail("expected an escape character after '\\'")
    }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if code >= 0xDC00 && code <= 0xDFFF {
        throw fail(
          "expected a high surrogate (\\uD800 to \\uDBFF) before the low surrogate \\u"
            + Self.hex4(code), at: start)
      }
      if code >= 0xD800 && code <= 0xDBFF {
        let high = code
        let hasLow =
          bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        var low: UInt32 = 0
        if hasLow {
          index += 2
          low = try parseHex4()
        }
        guard hasLow, low >= 0xDC00 && low <= 0xDFFF else {
          throw fail(
            "expected a low surrogate (\\uDC00 to \\uDFFF) after the high surrogate \\u"
              + Self.hex4(high), at: start)
        }
        code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else {
        throw fail("expected a Unicode scalar value", at: start)
      }
      UTF8.encode(scalar) { buffer.append($0) }
    default:
      throw fail(
        "expected a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)", at: start)
    }
  }

  private static func hex4(_ code: UInt32) -> String {
    let hex = String(code, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek else { throw fail("expected four hexadecimal digits after \\u") }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("expected four hexadecimal digits after \\u")
      }
      code = code * 16 + UInt32(digit)
      index += 1
    }
    return code
  }

  private var atDigit: Bool {
    guard let byte = peek else { return false }
    return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while atDigit { index += 1 }
  }

  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    guard atDigit else { throw fail("expected a digit after '-'") }
    if peek == UInt8(ascii: "0") {
      index += 1
      if atDigit { throw fail("expected no leading zero in a number") }
    } else {
      skipDigits()
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard atDigit else { throw fail("expected a digit after the decimal point") }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard atDigit else { throw fail("expected a digit in the exponent") }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let shown = text.count > 32 ? String(text.prefix(32)) + "..." : text
      throw fail("expected a finite number, got \(shown) (too large for a double)", at: start)
    }
    return value
  }
}

// MARK: - Writing

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

  /// A string literal with the escapes JSON requires.
  static func quote(_ string: String) -> String {
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
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }

  private static func write(_ value: JSONValue, indent: Int, into text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += Self.number(number)
    case .string(let string): text += quote(string)
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
