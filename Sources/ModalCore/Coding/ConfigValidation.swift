/// The one validation of a config that did not come from this project's JSON (a Swift import):
/// the document is checked by the JSON reader itself, so every range, every structural rule and
/// every message is the one `load FILE.json`, `set` and the presets meet. What the reader
/// refuses is left out and reported, never stored: a config that passes here saves to a file
/// that loads again and exports no `inf` or `nan`.
public enum ConfigValidation {
  /// One thing left out of a document: where it was (a JSON path of the document, as the
  /// reader prints it), the point's key when a whole snap point was left out, and why.
  public struct LeftOut: Hashable, Sendable, CustomStringConvertible {
    /// The path of the field the reader refused (`sheet.preferredCornerRadius`,
    /// `snapPoints[1].layout.height.value`).
    public var path: String
    /// The reader's message (`expected an inset from 0 to 100000 pt, got inf`).
    public var message: String
    /// The key of the snap point left out whole because of this problem; nil when only the
    /// field was left out (its default applies).
    public var pointKey: String?
    /// True when the snap point left out had no key (``pointKey`` is then nil).
    public var pointLeftOut: Bool

    /// `PATH: MESSAGE (snap point KEY left out)` or `... (the default is used)`.
    public var description: String {
      let what: String
      if pointLeftOut {
        what = pointKey.map { "snap point \"\($0)\" left out" } ?? "the snap point left out"
      } else {
        what = "left out: the default is used"
      }
      return "\(path): \(message) (\(what))"
    }
  }

  /// The most rounds of leaving out: each round removes at least one member, and a document
  /// that still has problems after this many is refused whole rather than searched further.
  static let maximumRounds = 16

  /// A document that no leaving out makes valid: what was left out before the reader's
  /// remaining problems, so that the refusal says every reason.
  public struct Refusal: Error, Hashable, Sendable {
    /// What was left out in the rounds before.
    public var leftOut: [LeftOut]
    /// The problems that no removal fixes.
    public var problems: [ConfigProblem]
  }

  /// `document` checked by the JSON reader, with every refused field left out (a refused
  /// layout, key or mode leaves its snap point out, since a point without its layout is not
  /// that point); the problems it left out, in the reader's order. Throws the reader's problems
  /// when no valid document remains (no snap point left, or a problem no removal fixes).
  public static func validated(_ document: ConfigDocument) throws(Refusal) -> (
    document: ConfigDocument, leftOut: [LeftOut]
  ) {
    var json = ConfigWriter.document(document)
    var leftOut: [LeftOut] = []
    var removed: [[JSONPathStep]] = []
    for _ in 0..<maximumRounds {
      let reader = ConfigReader()
      let read = reader.document(json)
      if reader.problems.isEmpty, let read { return (read, leftOut) }
      guard let removals = removals(for: reader.problems, in: json, after: removed) else {
        throw Refusal(leftOut: leftOut, problems: reader.problems)
      }
      // Later elements first, so that removing one does not move the next.
      let ordered = removals.sorted { a, b in
        a.steps.lexicographicallyPrecedes(b.steps, by: Self.precedes)
      }
      for removal in ordered.reversed() {
        guard JSONSplice.remove(&json, at: removal.steps[...]) else {
          throw Refusal(leftOut: leftOut, problems: reader.problems)
        }
      }
      removed += removals.map(\.steps)
      leftOut += removals.compactMap(\.leftOut)
    }
    throw Refusal(leftOut: leftOut, problems: ConfigReader().problemsReading(json))
  }

  /// What to remove for each problem: the snap point whose layout, key or mode it names, else
  /// the member itself; an object that misses a required member this validation removed goes
  /// whole, without a second report (its default applies). Nil when a problem names nothing
  /// removable (the whole document, the list of snap points).
  static func removals(
    for problems: [ConfigProblem], in json: JSONValue, after removed: [[JSONPathStep]]
  ) -> [(steps: [JSONPathStep], leftOut: LeftOut?)]? {
    var removals: [(steps: [JSONPathStep], leftOut: LeftOut?)] = []
    for problem in problems {
      guard let steps = JSONPath.steps(problem.path) else { return nil }
      var target = steps
      var entry: LeftOut? = LeftOut(
        path: problem.path, message: problem.message, pointKey: nil, pointLeftOut: false)
      if problem.message.hasPrefix("missing required key"),
        removed.contains(where: { $0.count > steps.count && $0.starts(with: steps) })
      {
        entry = nil
      } else if let point = pointSteps(steps) {
        target = point
        entry?.pointLeftOut = true
        if case .string(let key)? = JSONSplice.value(json, at: point[...])?["key"] {
          entry?.pointKey = key
        }
      }
      // A list that must not be empty, or the document, cannot be left out.
      guard let last = target.last, last != .key("snapPoints") else { return nil }
      if removals.contains(where: { $0.steps == target }) { continue }
      removals.append((target, entry))
    }
    return removals
  }

  /// The members of a snap point without which it is not that point.
  static let pointDefiningKeys: Set<String> = ["layout", "key", "mode"]

  /// The steps of the snap point (`snapPoints[N]`, also inside a constrained config) when
  /// `steps` name it or its layout, key or mode; nil otherwise.
  static func pointSteps(_ steps: [JSONPathStep]) -> [JSONPathStep]? {
    guard steps.count >= 2 else { return nil }
    for position in stride(from: steps.count - 2, through: 0, by: -1)
    where steps[position] == .key("snapPoints") {
      guard case .index = steps[position + 1] else { return nil }
      let point = Array(steps[...(position + 1)])
      guard position + 2 < steps.count else { return point }
      guard case .key(let member) = steps[position + 2], pointDefiningKeys.contains(member)
      else { return nil }
      return point
    }
    return nil
  }

  /// An order of steps in which an element's steps sort by its index.
  static func precedes(_ a: JSONPathStep, _ b: JSONPathStep) -> Bool {
    switch (a, b) {
    case (.index(let x), .index(let y)): x < y
    case (.key(let x), .key(let y)): x < y
    case (.key, .index): true
    case (.index, .key): false
    }
  }
}

extension ConfigReader {
  /// The problems of reading `json` (for the final refusal).
  func problemsReading(_ json: JSONValue) -> [ConfigProblem] {
    _ = document(json)
    return problems
  }
}

extension JSONSplice {
  /// The value at `steps`; nil when the path is not there.
  static func value(_ json: JSONValue, at steps: ArraySlice<JSONPathStep>) -> JSONValue? {
    guard let step = steps.first else { return json }
    switch (step, json) {
    case (.key(let key), .object(let members)):
      guard let member = members.first(where: { $0.key == key }) else { return nil }
      return value(member.value, at: steps.dropFirst())
    case (.index(let position), .array(let elements)):
      guard elements.indices.contains(position) else { return nil }
      return value(elements[position], at: steps.dropFirst())
    default:
      return nil
    }
  }

  /// Removes the member or element at `steps`; false when the path is not there.
  static func remove(_ json: inout JSONValue, at steps: ArraySlice<JSONPathStep>) -> Bool {
    guard let step = steps.first else { return false }
    let rest = steps.dropFirst()
    switch (step, json) {
    case (.key(let key), .object(var members)):
      guard let position = members.firstIndex(where: { $0.key == key }) else { return false }
      if rest.isEmpty {
        members.remove(at: position)
      } else if !remove(&members[position].value, at: rest) {
        return false
      }
      json = .object(members)
      return true
    case (.index(let position), .array(var elements)):
      guard elements.indices.contains(position) else { return false }
      if rest.isEmpty {
        elements.remove(at: position)
      } else if !remove(&elements[position], at: rest) {
        return false
      }
      json = .array(elements)
      return true
    default:
      return false
    }
  }
}
