/// A JSON value: what the config reader parses and the writers write, and what the shell's
/// records are built as, so that every JSON text comes from one writer. Objects keep their
/// members in document order (and may not repeat a key: the parser reports duplicates).
public enum JSONValue: Sendable {
  case null
  case bool(Bool)
  /// A number, written in its shortest exact form (`3`, `0.5`).
  case number(Double)
  /// A number written with a fixed number of decimals (`590.80`): a measured value as the
  /// text output prints it, so that a record and a transcript agree digit for digit. The
  /// parser never makes one.
  case fixed(Double, decimals: Int)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// What kind of value this is, for messages: `a string`, `an array`, `null`...
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number, .fixed: "a number"
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
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.fixed(let a, let p), .fixed(let b, let q)): return a == b && p == q
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
  /// Built in one buffer of the right size: the reader makes a path for every member it
  /// reads (about ten a snap point), and `base + "." + key` allocated twice.
  static func key(_ base: String, _ key: String) -> String {
    if isIdentifier(key) {
      if base.isEmpty { return key }
      var path = base
      path.reserveCapacity(base.utf8.count + 1 + key.utf8.count)
      path.append(".")
      path.append(key)
      return path
    }
    return base + "[" + JSONWriter.quote(key) + "]"
  }

  /// The path of an element of the array at `base` (one buffer, as ``key(_:_:)``).
  static func index(_ base: String, _ index: Int) -> String {
    let digits = String(index)
    var path = base
    path.reserveCapacity(base.utf8.count + digits.utf8.count + 2)
    path.append("[")
    path.append(digits)
    path.append("]")
    return path
  }

  /// `relative` (a path inside the value at `base`) as a path from the root.
  static func join(_ base: String, _ relative: String) -> String {
    if base.isEmpty { return relative }
    if relative.isEmpty { return base }
    return relative.hasPrefix("[") ? base + relative : base + "." + relative
  }

  /// ASCII letters, digits and `_`, not starting with a digit; read as UTF-8 bytes (a
  /// non-ASCII scalar's bytes are all 0x80 or more, so it is refused as before).
  static func isIdentifier(_ key: String) -> Bool {
    var first = true
    for byte in key.utf8 {
      let isLetter =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isLetter || (isDigit && !first) else { return false }
      first = false
    }
    return !first
  }
}

extension JSONValue {
  /// The value on one line (`{"a": 1, "b": [true, null]}`), as the shell prints a record.
  public var line: String {
    var text = ""
    JSONWriter.line(self, into: &text)
    return text
  }

  /// A string, or `null`.
  public static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

  /// A whole number.
  public static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }
}
