/// What every registered rule (a release strategy, a hand-off rule) says about itself, so that
/// config validation, the reader and writer, the shell (`set`, completion, `explain`, `help`)
/// and the docs read it from the type instead of from lists of their own.
public protocol RegisteredRule: Sendable {
  /// The name used in configs (`release.strategy`, `handoff.rule`).
  static var name: String { get }

  /// One line on what the rule does, for `explain` and the docs.
  static var summary: String { get }

  /// The options the rule reads from its config's `options`, each with its range and the
  /// library's default.
  static var options: [RuleOptionSpec] { get }

  /// Where the peer's own code states the rule (library, repository, commit, file, lines),
  /// or nil for the model's own rules: `explain` cites it.
  static var source: RuleSource? { get }

  /// The rule (rules read their options from the input's config, so one value serves every
  /// config).
  init()
}

extension RegisteredRule {
  /// The name used in configs (the type's ``RegisteredRule/name``).
  public var name: String { Self.name }

  /// By default, no options.
  public static var options: [RuleOptionSpec] { [] }
}

/// The one list of a kind of rule: its types in order, their names, and one value of each,
/// made once because the manager looks one up on every drag step.
///
/// `RuleType` is the kind's metatype (`any HandoffRule.Type`) and `Rule` its value
/// (`any HandoffRule`): Swift cannot derive one from the other generically, so the table is
/// given both conversions once, where it is declared.
public struct RuleTable<RuleType: Sendable, Rule: Sendable>: Sendable {
  /// Every rule type, in order; the first is the library's own rule.
  public let types: [RuleType]
  /// The declarations of ``types``, in order.
  let declarations: [any RegisteredRule.Type]
  /// The names of ``types``, in order.
  public let names: [String]
  /// One value of each rule, in order.
  let instances: [Rule]

  /// A table of `types` (at least one); `declaration` and `make` give each type's declaration
  /// and a value of it.
  public init(
    _ types: [RuleType], declaration: (RuleType) -> any RegisteredRule.Type,
    make: (RuleType) -> Rule
  ) {
    precondition(!types.isEmpty, "a rule table needs the library's own rule first")
    self.types = types
    self.declarations = types.map(declaration)
    self.names = declarations.map { $0.name }
    self.instances = types.map(make)
  }
}

/// A registry of one kind of rule (``ReleaseStrategies``, ``HandoffRules``): everything the
/// program asks about the kind's rules, read from its one ``table``.
public protocol RuleRegistry {
  /// The kind's metatype, e.g. `any HandoffRule.Type`.
  associatedtype RuleType: Sendable
  /// The kind's value, e.g. `any HandoffRule`.
  associatedtype Rule: Sendable

  /// The one list of the kind's rules.
  static var table: RuleTable<RuleType, Rule> { get }
}

extension RuleRegistry {
  /// Every rule type, the library's own rule first.
  public static var all: [RuleType] { table.types }

  /// The names of ``all``, in order.
  public static var names: [String] { table.names }

  /// The rule type with this name, or nil.
  public static func type(named name: String) -> RuleType? {
    table.names.firstIndex(of: name).map { table.types[$0] }
  }

  /// The reference of a rule, or nil for an unknown name or a rule of the model's own.
  public static func source(of name: String) -> RuleSource? {
    table.names.firstIndex(of: name).flatMap { table.declarations[$0].source }
  }

  /// The one-line summary of a rule, or nil for an unknown name.
  public static func summary(of name: String) -> String? {
    table.names.firstIndex(of: name).map { table.declarations[$0].summary }
  }

  /// The options a rule declares, in alphabetical order; empty for an unknown name.
  public static func optionSpecs(for name: String) -> [RuleOptionSpec] {
    guard let position = table.names.firstIndex(of: name) else { return [] }
    return table.declarations[position].options.sorted { $0.name < $1.name }
  }

  /// The rule with this name; configs are validated against ``names``, so an unknown name
  /// (never reached) falls back to the library's own rule.
  static func rule(named name: String) -> Rule {
    table.instances[table.names.firstIndex(of: name) ?? 0]
  }

  /// The problem of naming a rule at `path` (`handoff.rule`), or nil when the name is known.
  static func nameProblem(_ name: String, at path: String) -> ConfigProblem? {
    guard !table.names.contains(name) else { return nil }
    return ConfigProblem(
      path: path,
      message: "expected one of \(names.joined(separator: ", ")), got \(SchemaText.quoted(name))")
  }

  /// The problems of a rule's `options`, each at `base.NAME`: a name the rule does not declare
  /// or a value out of its range.
  static func optionProblems(
    of options: [String: Double], rule: String, base: String
  ) -> [ConfigProblem] {
    RuleOptionSpec.problems(of: options, specs: optionSpecs(for: rule), owner: rule, base: base)
  }
}
