/// The option spec of any rule (a release strategy or a hand-off rule): the neutral name of
/// ``ReleaseOptionSpec``, which the hand-off rules share so that options are declared,
/// checked, completed and documented one way.
public typealias RuleOptionSpec = ReleaseOptionSpec

/// Which hand-off rule splits a drag on the content between the content's scroll offset and
/// the sheet, and its options. Part of every config like ``ReleaseConfig``, so any
/// peer's rule can be tried on any config.
public struct HandoffConfig: Hashable, Sendable {
  /// One of ``HandoffRules/names``.
  public var rule: String
  /// Numeric options of the rule, by name; checked against the rule's declared options
  /// (``HandoffRules/optionProblems(of:)``).
  public var options: [String: Double]

  /// Creates a hand-off config.
  public init(rule: String = AdaptiveHandoff.name, options: [String: Double] = [:]) {
    self.rule = rule
    self.options = options
  }

  /// The library's own rule with its defaults: what a config without `handoff` uses (and
  /// why the writer leaves it out, so that no saved config changes).
  public static let adaptive = HandoffConfig()
}

extension ReleaseOptionSpec {
  /// The problems of `options` against `specs`, each at `base.NAME`: a name not declared
  /// (`owner` names the rule or strategy in the message) or a value outside its range. The
  /// one check behind both the release options and the hand-off options.
  static func problems(
    of options: [String: Double], specs: [ReleaseOptionSpec], owner: String, base: String
  ) -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    for (name, value) in options.sorted(by: { $0.key < $1.key }) {
      let path = base + "." + name
      guard let spec = specs.first(where: { $0.name == name }) else {
        let names = specs.isEmpty ? "none" : specs.map(\.name).joined(separator: ", ")
        let expected = specs.isEmpty ? "it has no options" : "expected one of \(names)"
        problems.append(
          ConfigProblem(path: path, message: "unknown option of \(owner) (\(expected))"))
        continue
      }
      if let message = spec.problem(with: value) {
        problems.append(ConfigProblem(path: path, message: message))
      }
    }
    return problems
  }
}
