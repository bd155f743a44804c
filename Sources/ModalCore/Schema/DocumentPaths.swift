/// One step of a JSON path: a member of an object or an element of an array.
enum JSONPathStep: Hashable, Sendable {
  case key(String)
  case index(Int)
}

extension JSONPath {
  /// The steps of a path as the reader prints it (`snapPoints[2].layout.height`,
  /// `margins["odd key"]`), or nil when `text` is not such a path.
  static func steps(_ text: String) -> [JSONPathStep]? {
    var steps: [JSONPathStep] = []
    var rest = Substring(text)
    var expectsKey = true
    while !rest.isEmpty {
      if rest.hasPrefix("[") {
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: "]") else { return nil }
        let inner = rest[..<close]
        if inner.hasPrefix("\"") {
          guard case .string(let key)? = JSONParser.parse(String(inner)).value else { return nil }
          steps.append(.key(key))
        } else {
          guard let index = Int(inner), index >= 0, !inner.hasPrefix("+") else { return nil }
          steps.append(.index(index))
        }
        rest = rest[rest.index(after: close)...]
        expectsKey = false
        continue
      }
      if !expectsKey {
        guard rest.hasPrefix(".") else { return nil }
        rest = rest.dropFirst()
      }
      let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
      let key = String(rest[..<end])
      guard isIdentifier(key) else { return nil }
      steps.append(.key(key))
      rest = rest[end...]
      expectsKey = false
    }
    return steps.isEmpty ? nil : steps
  }

  /// The text of a path, as the reader prints it.
  static func text(_ steps: some Sequence<JSONPathStep>) -> String {
    steps.reduce("") { path, step in
      switch step {
      case .key(let name): key(path, name)
      case .index(let position): index(path, position)
      }
    }
  }
}

extension JSONWriter {
  /// A value on one line (`{"x": 0, "y": -2}`), for messages.
  static func compact(_ value: JSONValue) -> String {
    switch value {
    case .array(let elements): "[" + elements.map(compact).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { quote($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
    default: format(value).dropLast().description
    }
  }
}

/// What a set at a JSON path that is not a field did (``ConfigSchema/setJSON(_:_:in:selection:unknown:)``).
public struct JSONPathEdit: Hashable, Sendable {
  /// The document after the edit.
  public var document: ConfigDocument
  /// The canonical path (with the config's prefix in an adaptive document).
  public var path: String
  /// The JSON before, on one line, or `not set` when the path was absent.
  public var oldValue: String
  /// The JSON set, on one line.
  public var newValue: String
}

extension ConfigSchema {
  /// The words shown for a path that the document does not hold (its default applies).
  public static let absentJSON = "not set"

  /// The canonical steps of `path` in `document`: in an adaptive document a path that does
  /// not start with a document key names the config in use (`default.` or
  /// `constrained[N].config.` is put in front); in a static one `default.` is dropped.
  static func documentSteps(
    _ path: String, in document: ConfigDocument, selection: ConfigSelection
  ) -> [JSONPathStep]? {
    guard var steps = JSONPath.steps(path) else { return nil }
    let adaptive = document.config
    let documentKeys = ConfigSchemaKeys.documentHeader + ["default", "constrained"]
    if !adaptive.isAdaptive {
      if steps.first == .key("default") { steps.removeFirst() }
      return steps.isEmpty ? nil : steps
    }
    if case .key(let head) = steps[0], documentKeys.contains(head) { return steps }
    switch selection {
    case .constrained(let index) where adaptive.constrained.indices.contains(index):
      return [.key("constrained"), .index(index), .key("config")] + steps
    default:
      return [.key("default")] + steps
    }
  }

  /// The JSON at any path of the document's canonical JSON (`animations.snap.duration`,
  /// `snapPoints[1].layout`): the canonical path and the value on one line (``absentJSON``
  /// when the document does not hold it). A key the reader does not know throws `unknown`.
  public static func json(
    at path: String, in document: ConfigDocument, selection: ConfigSelection,
    unknown: ValueError
  ) throws(ValueError) -> (path: String, value: String) {
    guard unknown.triesJSONPath,
      let steps = documentSteps(path, in: document, selection: selection)
    else { throw unknown }
    var probe = editableJSON(document, steps)
    var created: [String] = []
    let old = try splice(&probe, steps, with: .null, created: &created, unknown: unknown)
    if old == nil, let problems = problems(of: probe),
      problems.contains(where: { isUnknownKey($0, created: created) })
    {
      throw unknown
    }
    return (JSONPath.text(steps), old.map(JSONWriter.compact) ?? absentJSON)
  }

  /// Sets any path of the document's JSON: splices `text` (parsed as JSON, or taken as a JSON
  /// string when it is not JSON) into the canonical JSON at `path` and reads the whole
  /// document back, so that every problem is reported with its JSON path and nothing changes
  /// on error. `unknown` is the field resolver's error for the path: it is thrown when it is
  /// about a field (no JSON is tried), for a key the reader does not know, and for any failure
  /// unless it says the path is part of a field's value or an object of fields.
  public static func setJSON(
    _ path: String, _ text: String, in document: ConfigDocument, selection: ConfigSelection,
    unknown: ValueError
  ) throws(ValueError) -> JSONPathEdit {
    guard unknown.triesJSONPath,
      let steps = documentSteps(path, in: document, selection: selection)
    else { throw unknown }
    let canonical = JSONPath.text(steps)
    let value = try jsonValue(SchemaText.trimmed(text), path: canonical)
    var json = editableJSON(document, steps)
    var created: [String] = []
    let old = try splice(&json, steps, with: value, created: &created, unknown: unknown)
    let edited: ConfigDocument
    do {
      edited = try ConfigCoding.decodeDocument(json: json)
    } catch {
      if !unknown.isPartOfDocument
        || error.problems.contains(where: { isUnknownKey($0, created: created) })
      {
        throw unknown
      }
      throw ValueError(describe(error.problems, at: canonical))
    }
    // The value as set: the document reads it back in its own form (a set of clamping groups
    // in the schema's order), which can move it to another path.
    return JSONPathEdit(
      document: edited, path: canonical, oldValue: old.map(JSONWriter.compact) ?? absentJSON,
      newValue: JSONWriter.compact(value))
  }

  /// Splices `value` at `steps`; a path that does not fit the JSON (an index out of range)
  /// throws `unknown` when that names a field's path, the splice's own error otherwise.
  static func splice(
    _ json: inout JSONValue, _ steps: [JSONPathStep], with value: JSONValue,
    created: inout [String], unknown: ValueError
  ) throws(ValueError) -> JSONValue? {
    do {
      return try JSONSplice.replace(&json, steps[...], with: value, created: &created)
    } catch {
      throw unknown.isPartOfDocument ? error : unknown
    }
  }

  /// The document's canonical JSON, with the animations written in full (defaults included)
  /// when `steps` go inside them, so that `animations.snap.duration` is there to set.
  static func editableJSON(_ document: ConfigDocument, _ steps: [JSONPathStep]) -> JSONValue {
    var json = ConfigWriter.document(document)
    guard let at = steps.firstIndex(of: .key("animations")), at + 1 < steps.count else {
      return json
    }
    let adaptive = document.config
    let before = Array(steps[..<at])
    let config: ModalConfig
    if before.isEmpty || before == [.key("default")] {
      config = adaptive.defaultConfig
    } else if before.count == 3, case .index(let index) = before[1],
      before == [.key("constrained"), .index(index), .key("config")],
      adaptive.constrained.indices.contains(index)
    {
      config = adaptive.constrained[index].config
    } else {
      return json
    }
    var created: [String] = []
    _ = try? JSONSplice.replace(
      &json, steps[...at], with: ConfigWriter.allAnimations(config), created: &created)
    return json
  }

  /// `text` as JSON, or as a JSON string when it is not JSON (`shadow`, `60%`).
  static func jsonValue(_ text: String, path: String) throws(ValueError) -> JSONValue {
    let (parsed, problems) = JSONParser.parse(text)
    guard let parsed else { return .string(text) }
    if let problem = problems.first {
      throw ValueError("\(path): the value \(problem.description)")
    }
    return parsed
  }

  static func problems(of json: JSONValue) -> [ConfigProblem]? {
    do {
      _ = try ConfigCoding.decodeDocument(json: json)
      return nil
    } catch {
      return error.problems
    }
  }

  /// True when `problem` says that a member the splice added is a key the reader does not know.
  static func isUnknownKey(_ problem: ConfigProblem, created: [String]) -> Bool {
    created.contains(problem.path) && problem.message.hasPrefix("unknown key")
  }

  /// One problem as `path: message`; several as a count and one indented line each.
  static func describe(_ problems: [ConfigProblem], at path: String) -> String {
    guard problems.count > 1 else {
      return problems.first?.description ?? "\(path): the document could not be read"
    }
    return "\(path): \(problems.count) problems:\n  "
      + problems.map(\.description).joined(separator: "\n  ")
  }
}

/// Replaces the value at a path of a JSON value.
enum JSONSplice {
  /// An empty container for the next step: an array for an index, an object for a key.
  static func container(for step: JSONPathStep?) -> JSONValue {
    if case .index = step { return .array([]) }
    return .object([])
  }

  /// Replaces the value at `steps` by `value` and returns the value that was there (nil when
  /// absent). An absent member is added (an absent container on the way is created empty), an
  /// index equal to the count appends, a single value where an array is needed stands for a
  /// one-element array and a strategy name where `release`'s object is needed for
  /// `{"strategy": NAME}` (the short forms the writer uses). `created` gets the paths of the
  /// members added.
  static func replace(
    _ json: inout JSONValue, _ steps: ArraySlice<JSONPathStep>, with value: JSONValue,
    base: String = "", created: inout [String]
  ) throws(ValueError) -> JSONValue? {
    guard let step = steps.first else {
      defer { json = value }
      return json
    }
    let rest = steps.dropFirst()
    switch (step, json) {
    case (.key(let key), .object(var members)):
      let path = JSONPath.key(base, key)
      var old: JSONValue?
      if let position = members.firstIndex(where: { $0.key == key }) {
        old = try replace(
          &members[position].value, rest, with: value, base: path, created: &created)
      } else {
        created.append(path)
        var member = JSONSplice.container(for: rest.first)
        old = try replace(&member, rest, with: value, base: path, created: &created)
        if rest.isEmpty { old = nil }
        members.append((key, member))
      }
      json = .object(members)
      return old
    case (.index(let position), .array(var elements)):
      let path = JSONPath.index(base, position)
      if position == elements.count {
        var element = JSONSplice.container(for: rest.first)
        _ = try replace(&element, rest, with: value, base: path, created: &created)
        elements.append(element)
        json = .array(elements)
        return nil
      }
      guard elements.indices.contains(position) else {
        throw ValueError(
          "\(path): no element \(position) (\(FieldPaths.range(base, elements.count)))")
      }
      let old = try replace(&elements[position], rest, with: value, base: path, created: &created)
      json = .array(elements)
      return old
    case (.index, .string), (.index, .number), (.index, .bool):
      json = .array([json])
      return try replace(&json, steps, with: value, base: base, created: &created)
    case (.key, .string(let name)) where base.hasSuffix("release"):
      json = .object([("strategy", .string(name))])
      return try replace(&json, steps, with: value, base: base, created: &created)
    default:
      let what = if case .key = step { "an object" } else { "an array" }
      throw ValueError(
        "\(base): expected \(what), got \(json.kindDescription) (\(JSONWriter.compact(json))): set \(base) itself"
      )
    }
  }
}
