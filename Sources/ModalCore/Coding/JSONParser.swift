/// A strict JSON parser (RFC 8259) over the UTF-8 of a string. It never traps: every
/// malformed input gives a `line L, column C: ...` problem; nesting is limited to
/// ``maxDepth`` levels; numbers must be finite; a key repeated in an object is one problem with
/// its path and its count (the first occurrence is kept and parsing goes on). Lines and columns
/// are found in one pass over the text at the end, so that no number of problems makes the
/// parse slower than linear.
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
  private var duplicates: [Duplicate] = []
  /// The offsets of the keys of the objects being parsed, innermost last (``ObjectKeys``).
  private var keyOffsets: [Int] = []
  /// The bytes walked to find lines and columns (what keeps that work linear, for tests).
  private var scanned = 0

  /// A key met more than once in one object: its path, where it is first met (the value
  /// kept) and first repeated, and how many times it occurs in all.
  private struct Duplicate {
    var path: String
    var first: Int
    var repeated: Int
    var count: Int
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document. The value is nil when there is a syntax error; the problems
  /// hold the syntax error and every duplicate key.
  static func parse(_ text: String) -> (value: JSONValue?, problems: [ConfigProblem]) {
    var scanned = 0
    return parse(text, scanned: &scanned)
  }

  /// ``parse(_:)``, adding to `scanned` the bytes walked to locate its problems.
  static func parse(_ text: String, scanned: inout Int) -> (
    value: JSONValue?, problems: [ConfigProblem]
  ) {
    var parser = JSONParser(bytes: Array(text.utf8))
    defer { scanned += parser.scanned }
    // A UTF-8 byte order mark is ignored.
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    do throws(Failure) {
      let value = try parser.parseValue()
      parser.skipWhitespace()
      if parser.index < parser.bytes.count {
        throw parser.fail("expected the end of the document after the top-level value")
      }
      return (value, parser.duplicateProblems())
    } catch {
      var problems = parser.duplicateProblems()
      let location = parser.locations(of: [error.offset])[0]
      problems.append(ConfigProblem(path: "", message: location + ": " + error.message))
      return (nil, problems)
    }
  }

  // MARK: Positions

  /// `line L, column C` (both 1-based; columns count Unicode scalars) of each UTF-8 offset,
  /// in the order given, found in one pass up to the last of them.
  private mutating func locations(of offsets: [Int]) -> [String] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var found = [String](repeating: "", count: offsets.count)
    var line = 1
    var column = 1
    var position = 0
    for slot in order {
      let offset = min(offsets[slot], bytes.count)
      while position < offset {
        let byte = bytes[position]
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
        position += 1
      }
      found[slot] = "line \(line), column \(column)"
    }
    scanned += position
    return found
  }

  /// One problem per repeated key of an object, in the order the first repeats were met: `at
  /// line L, column C (first at ...)`, with the count when the key occurs more than twice.
  private mutating func duplicateProblems() -> [ConfigProblem] {
    guard !duplicates.isEmpty else { return [] }
    let places = locations(of: duplicates.flatMap { [$0.repeated, $0.first] })
    return duplicates.enumerated().map { number, duplicate in
      let count = duplicate.count > 2 ? "; \(duplicate.count) times in all, the first is used" : ""
      return ConfigProblem(
        path: duplicate.path,
        message:
          "duplicate key at \(places[2 * number]) (first at \(places[2 * number + 1])\(count))")
    }
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
    var keys = ObjectKeys(base: keyOffsets.count)
    // The repeated keys of this object, by their index in `duplicates`.
    var repeated: [String: Int] = [:]
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
      if let first = keys.insert(key, at: keyOffset, members: members, offsets: &keyOffsets) {
        if let known = repeated[key] {
          duplicates[known].count += 1
        } else {
          repeated[key] = duplicates.count
          duplicates.append(
            Duplicate(path: currentPath, first: first, repeated: keyOffset, count: 2))
        }
      } else {
        // Room for a few members at the first: most objects have two to four, and growing
        // from one reallocates twice.
        if members.isEmpty { members.reserveCapacity(4) }
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
    keyOffsets.removeLast(keyOffsets.count - keys.base)
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
    // Most strings hold no escape: made straight from their bytes.
    var end = index
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        index = end + 1
        return String(decoding: bytes[start + 1..<end], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end += 1
    }
    var buffer = Array(bytes[start + 1..<end])
    index = end
    while true {
      guard let byte = peek else {
        let opening = locations(of: [start])[0]
        throw fail("expected '\"' to close the string that starts at \(opening)")
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
    if let value = Self.exactDecimal(bytes[start..<index]) { return value }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let shown = text.count > 32 ? String(text.prefix(32)) + "..." : text
      throw fail("expected a finite number, got \(shown) (too large for a double)", at: start)
    }
    return value
  }
}
