import ModalSupport

/// Reading objects, arrays and scalars, and the shared parts of the messages.
extension ConfigReader {
  // MARK: - Scalars

  /// Calls `body` with each known member of an object in document order, reports unknown
  /// keys and then missing required keys. False (with a problem) when the value is not an
  /// object.
  @discardableResult
  func readObject(
    _ value: JSONValue, at path: ReadPath, _ what: String, keys: [String],
    required: [String] = [], _ body: (String, JSONValue, ReadPath) -> Void
  ) -> Bool {
    readObject(value, at: path, what, expected: keys, required: required) { key, member, path in
      guard keys.contains(key) else { return false }
      body(key, member, path)
      return true
    }
  }

  /// Like ``readObject(_:at:_:keys:required:_:)``, for an object whose keys `body` recognises
  /// itself: it returns false for an unknown key. The list of known keys, which some objects
  /// read off the schema's tables (expensive to build: every start-up would pay for it), is
  /// made only for the message of an unknown key.
  @discardableResult
  func readObject(
    _ value: JSONValue, at path: ReadPath, _ what: String,
    expected keys: @autoclosure () -> [String], required: [String] = [],
    _ body: (String, JSONValue, ReadPath) -> Bool
  ) -> Bool {
    guard let members = value.members else {
      report(path, "expected \(what), got \(value.kindDescription)")
      return false
    }
    let parent = ReadPath.Parent(path)
    for (key, member) in members {
      let memberPath = parent.key(key)
      if !body(key, member, memberPath) {
        report(memberPath, Self.unknownKeyMessage(key, expected: keys()))
      }
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      report(path, "missing required key \"\(key)\"")
    }
    return true
  }

  func array(_ value: JSONValue, at path: ReadPath, _ what: String) -> [JSONValue]? {
    if case .array(let elements) = value { return elements }
    return mismatch(value, at: path, "expected \(what)")
  }

  func string(_ value: JSONValue, at path: ReadPath) -> String? {
    if case .string(let text) = value { return text }
    return mismatch(value, at: path, "expected a string")
  }

  func bool(_ value: JSONValue, at path: ReadPath) -> Bool? {
    if case .bool(let flag) = value { return flag }
    return mismatch(value, at: path, "expected true or false")
  }

  /// A number, in `range` when one is given (the range's one-line error otherwise).
  func number(_ value: JSONValue, at path: ReadPath, _ range: NumberRange? = nil) -> Double? {
    guard case .number(let number) = value else {
      return mismatch(value, at: path, "expected a number")
    }
    // Parsed JSON holds only finite numbers; a document built in memory (an import) may not.
    guard number.isFinite else {
      report(path, "expected a finite number, got \(LayoutValueSyntax.formatNumber(number))")
      return nil
    }
    guard let range else { return number }
    return parsed(at: path) { () throws(ValueError) in try range.check(number) }
  }

  /// An array of `count` numbers, element i in `ranges[i]` when given.
  func numberArray(
    _ value: JSONValue, at path: ReadPath, count: Int, _ shape: String, ranges: [NumberRange] = []
  ) -> [Double]? {
    guard case .array(let elements) = value, elements.count == count else {
      let got: String
      if case .array(let elements) = value {
        got = "an array of \(elements.count)"
      } else {
        got = value.kindDescription
      }
      report(path, "expected an array of \(count) numbers \(shape), got \(got)")
      return nil
    }
    var position = 0
    return self.elements(elements, at: path) { element, path in
      defer { position += 1 }
      return number(element, at: path, position < ranges.count ? ranges[position] : nil)
    }
  }

  /// Reads every element of an array, each at `path[i]`; nil when one could not be read (its
  /// problem is reported).
  func elements<T>(_ elements: [JSONValue], at path: ReadPath, _ read: (JSONValue, ReadPath) -> T?)
    -> [T]?
  {
    var result: [T] = []
    let parent = ReadPath.Parent(path)
    for (position, element) in elements.enumerated() {
      if let value = read(element, parent.index(position)) { result.append(value) }
    }
    return result.count == elements.count ? result : nil
  }

  func integer(_ value: JSONValue, at path: ReadPath) -> Int? {
    guard case .number(let number) = value else {
      return mismatch(value, at: path, "expected an integer")
    }
    if abs(number) < 1e15, let whole = Int(exactly: number) { return whole }
    report(path, "expected an integer, got \(JSONWriter.number(number))")
    return nil
  }

  func enumeration<T: CaseIterable & RawRepresentable>(
    _ value: JSONValue, at path: ReadPath, _ type: T.Type
  ) -> T? where T.RawValue == String {
    if case .string(let text) = value {
      return parsed(at: path) { () throws(ValueError) in try ScalarCodecs.name(text, T.self) }
    }
    return mismatch(value, at: path, ScalarCodecs.expectedName(T.self))
  }

  /// The value `parse` reads, or nil with its error reported at `path`.
  func parsed<T>(at path: ReadPath, _ parse: () throws(ValueError) -> T) -> T? {
    do {
      return try parse()
    } catch {
      report(path, error.message)
      return nil
    }
  }

  // MARK: - Messages

  /// A value as shown after "got": the quoted string, or the kind of value.
  static func describe(_ value: JSONValue) -> String {
    if case .string(let text) = value { return SchemaText.quoted(text) }
    return value.kindDescription
  }

  /// `unknown key (did you mean "cornerRadius"?)` when a known key is close, else the list
  /// of known keys.
  static func unknownKeyMessage(_ key: String, expected keys: [String]) -> String {
    if let best = Suggestions.nearest(to: key, among: keys) {
      // A key is quoted as JSON quotes it, inside the one question.
      return "unknown key (" + Suggestions.didYouMean(JSONWriter.quote(best), quoted: false) + ")"
    }
    return "unknown key (expected one of \(keys.joined(separator: ", ")))"
  }
}
