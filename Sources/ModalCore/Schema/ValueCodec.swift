/// A value that could not be read: what was expected and what was given, e.g.
/// `expected a layout value like "50%", got "fifty" (unknown name 'fifty')`.
public struct ValueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, without the path it is about.
  public var message: String
  /// True when the path is part of the document but not a field (a part of a field's value,
  /// or an object of fields): `set` then splices JSON at the path instead
  /// (``ConfigSchema/setJSON(_:_:in:selection:unknown:)``).
  package var isPartOfDocument = false
  /// True when the path names no field (a typo, or a JSON path of the document that is not a
  /// field): `set` tries it as a JSON path and prints this error when that fails.
  package var isUnknownPath = false

  /// True when `set` tries the path as a JSON path of the document.
  package var triesJSONPath: Bool { isPartOfDocument || isUnknownPath }

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// How one kind of config value is written as text: the one parser and printer that `set`,
/// `get`, Tab completion and the docs use (and the JSON decoder for the string forms), so that
/// a value reads and prints the same everywhere.
///
/// `parse` reads the whole text (already trimmed) and throws a ``ValueError`` saying what was
/// expected; `format` writes the canonical text, which `parse` reads back to the same value.
public struct ValueCodec<Value>: Sendable {
  /// The kind of value, for `help paths` and the docs (`layout value`, `colour`, ...).
  public let kind: String
  /// What texts are accepted (the range), one line.
  public let range: String
  /// Texts offered by Tab completion (the names of an enumeration; empty for free values).
  public let candidates: [String]
  private let read: @Sendable (String) throws(ValueError) -> Value
  private let write: @Sendable (Value) -> String

  /// Creates a codec.
  public init(
    kind: String, range: String, candidates: [String] = [],
    parse: @escaping @Sendable (String) throws(ValueError) -> Value,
    format: @escaping @Sendable (Value) -> String
  ) {
    self.kind = kind
    self.range = range
    self.candidates = candidates
    self.read = parse
    self.write = format
  }

  /// The value of a text, or a ``ValueError``.
  public func parse(_ text: String) throws(ValueError) -> Value { try read(text) }

  /// The canonical text of a value.
  public func format(_ value: Value) -> String { write(value) }

  /// The same codec for an optional value: `unset` words (the first is how nil prints) read
  /// as nil.
  public func optional(unset: [String] = ["none"]) -> ValueCodec<Value?> {
    let unsetText = unset.first ?? "none"
    // Joined by hand: `joined(separator:)` here is the standard library's unspecialized generic
    // code, whose first call costs start-up an associated-type lookup.
    var words = ""
    for (i, word) in unset.enumerated() { words += (i == 0 ? "" : " / ") + word }
    return ValueCodec<Value?>(
      kind: kind, range: "\(range), or \(words) to unset",
      candidates: candidates + unset
    ) { (text: String) throws(ValueError) -> Value? in
      if unset.contains(text) { return nil }
      return try self.parse(text)
    } format: { value in
      value.map(self.format) ?? unsetText
    }
  }
}

/// The codecs of the scalar kinds: numbers (with their range), integers, booleans, names.
public enum ScalarCodecs {
  /// A finite decimal number (`12`, `-0.5`, `.25`, `1e3`), any value.
  public static func number() -> ValueCodec<Double> {
    ValueCodec(kind: "number", range: "a number") { (text: String) throws(ValueError) in
      try readNumber(text)
    } format: {
      formatNumber($0)
    }
  }

  /// A finite decimal number in `range`; out of it, the range's one-line error
  /// (`expected a number from 0 to 1, got 2`).
  public static func number(_ range: NumberRange) -> ValueCodec<Double> {
    ValueCodec(kind: "number", range: range.description) { (text: String) throws(ValueError) in
      try range.check(try readNumber(text))
    } format: {
      formatNumber($0)
    }
  }

  /// A number as written back: as few digits as read back exactly (`15`, `0.5`).
  public static func formatNumber(_ number: Double) -> String {
    LayoutValueSyntax.formatNumber(number)
  }

  /// A finite decimal number, any value.
  package static func readNumber(_ text: String) throws(ValueError) -> Double {
    let allowed = "0123456789+-.eE".unicodeScalars
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ allowed.contains($0) }),
      let value = Double(text)
    else {
      throw ValueError("expected a number, got \(SchemaText.quoted(text))")
    }
    guard value.isFinite else {
      throw ValueError("expected a finite number, got \(SchemaText.quoted(text))")
    }
    return value
  }

  /// A whole number (any `Int`).
  public static let integer = ValueCodec<Int>(kind: "integer", range: "a whole number") {
    (text: String) throws(ValueError) in
    guard let value = Int(text) else {
      throw ValueError("expected an integer, got \(SchemaText.quoted(text))")
    }
    return value
  } format: {
    String($0)
  }

  /// `true` or `false`.
  public static let bool = ValueCodec<Bool>(
    kind: "bool", range: "true or false", candidates: ["true", "false"]
  ) { (text: String) throws(ValueError) in
    switch text {
    case "true": return true
    case "false": return false
    default: throw ValueError("expected true or false, got \(SchemaText.quoted(text))")
    }
  } format: {
    $0 ? "true" : "false"
  }

  /// `true`, `false` or `nil` (`null` and `none` read as nil too); nil prints `nil`.
  public static let optionalBool = ValueCodec<Bool?>(
    kind: "optional bool", range: "true, false or nil", candidates: ["true", "false", "nil"]
  ) { (text: String) throws(ValueError) in
    switch text {
    case "true": return true
    case "false": return false
    case "nil", "null", "none": return nil
    default: throw ValueError("expected true, false or nil, got \(SchemaText.quoted(text))")
    }
  } format: {
    $0.map { $0 ? "true" : "false" } ?? "nil"
  }

  /// A case of a string enumeration, by its exact (case-sensitive) name.
  public static func enumeration<T: CaseIterable & RawRepresentable & Sendable>(_ type: T.Type)
    -> ValueCodec<T> where T.RawValue == String
  {
    let names = T.allCases.map(\.rawValue)
    return ValueCodec(
      kind: "name", range: "one of " + names.joined(separator: ", "), candidates: names
    ) { (text: String) throws(ValueError) in
      try name(text, T.self)
    } format: {
      $0.rawValue
    }
  }

  /// The case of `T` named `text`, or the error every reader prints.
  package static func name<T: CaseIterable & RawRepresentable>(_ text: String, _ type: T.Type)
    throws(ValueError) -> T where T.RawValue == String
  {
    if let value = T(rawValue: text) { return value }
    throw ValueError("\(expectedName(T.self)), got \(SchemaText.quoted(text))")
  }

  /// `expected one of NAME, NAME, ...`: what every reader says about a name of `T`.
  package static func expectedName<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String
  where T.RawValue == String {
    "expected one of " + T.allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// Any text (a name, a label, a description); as written.
  public static let text = ValueCodec<String>(kind: "text", range: "any text") {
    (text: String) throws(ValueError) in
    text
  } format: {
    $0
  }

  /// One word with no white space (a key, a blur material), `what` naming it in messages.
  public static func word(_ what: String) -> ValueCodec<String> {
    ValueCodec(kind: "word", range: what) { (text: String) throws(ValueError) in
      guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.isWhitespace })
      else { throw ValueError("expected \(what), got \(SchemaText.quoted(text))") }
      return text
    } format: {
      $0
    }
  }
}
