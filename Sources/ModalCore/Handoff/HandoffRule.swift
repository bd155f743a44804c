/// Who has the finger during a touch on the modal: the content's scroll view or
/// the sheet.
public enum HandoffOwner: String, Hashable, Sendable, CaseIterable {
  case content, sheet
}

/// The clause of a hand-off rule that decided a step, for `explain`: the rule's name, a short
/// id as the library's code or peers-research.md section 2 numbers it ("5"), and one line
/// saying what it means.
public struct HandoffClause: Hashable, Sendable {
  /// The rule's name (``HandoffRule/name``).
  public var rule: String
  /// A short id, e.g. "5" or "7, 5" (the content scrolled to its end, then clause 5 handed
  /// the rest of the step to the sheet).
  public var id: String
  /// One line, e.g. "at offset 0 moving towards closed: the sheet drags
  /// (allowModalToDragWhenAtMinScrollViewOffset)".
  public var text: String

  /// Creates a clause.
  public init(rule: String, id: String, _ text: String) {
    self.rule = rule
    self.id = id
    self.text = text
  }
}

/// What a hand-off rule decided for one step of a touch.
///
/// `sheet + content` equals the finger's movement, except where the content is pinned or
/// halted: a rule that gives the step to the content lets it scroll only within
/// `0...maxOffset` (no rubber band is modelled), so the part past an end moves nothing, and a
/// rule may halt both (PanModal's halting). The sheet's part goes through the normal drag
/// (overdrag curves and the overshoot apply to it as to a drag on the handle).
public struct HandoffDecision: Hashable, Sendable {
  /// Points given to the sheet this step (positive = towards more open).
  public var sheet: Double
  /// Points given to the content this step (positive = towards more open = a larger offset).
  public var content: Double
  /// Who has the finger after the step.
  public var owner: HandoffOwner
  /// The clause that decided.
  public var clause: HandoffClause
  /// The numbers the clause compared, for `explain`.
  public var facts: [ReleaseRecord.Fact]

  /// Creates a decision.
  public init(
    sheet: Double, content: Double, owner: HandoffOwner, clause: HandoffClause,
    facts: [ReleaseRecord.Fact] = []
  ) {
    self.sheet = sheet
    self.content = content
    self.owner = owner
    self.clause = clause
    self.facts = facts
  }
}

/// What happens when the finger lifts after a touch (`release VELOCITY`), as a hand-off rule
/// decides it.
public struct HandoffReleaseDecision: Hashable, Sendable {
  /// The two outcomes of a release.
  public enum Outcome: String, Hashable, Sendable {
    /// The content decelerates with the velocity (UIScrollView's normal rate); the sheet
    /// stays where it is.
    case contentDecelerates
    /// The sheet releases with the config's release strategy.
    case sheetReleases
  }

  /// Who takes the momentum.
  public var outcome: Outcome
  /// When the content's deceleration reaches offset 0 moving towards closed, the velocity
  /// left becomes a release of the sheet from where it is (PanModal's top bounce,
  /// DeckTransition's overshoot). Off by default.
  public var carriesIntoSheet: Bool
  /// The clause that decided.
  public var clause: HandoffClause

  /// Creates a release decision.
  public init(outcome: Outcome, carriesIntoSheet: Bool = false, clause: HandoffClause) {
    self.outcome = outcome
    self.carriesIntoSheet = carriesIntoSheet
    self.clause = clause
  }
}

/// A rule that splits a touch on the modal between the content's scroll offset and the sheet:
/// a pure function of the input, one per peer (peers-research.md section 2). A new rule is one
/// new type conforming to this protocol plus one entry in ``HandoffRules/table``; the manager,
/// the config reader and writer, `set handoff...`, completion, `explain` and the docs read its
/// name, summary and options (``RegisteredRule``) from the type. Options are always checked:
/// an undeclared name is an error.
public protocol HandoffRule: RegisteredRule {
  /// The library whose behaviour the rule reproduces, for the docs.
  static var peer: String { get }

  /// Splits one step of the finger between the sheet and the content.
  func step(_ input: HandoffInput) -> HandoffDecision

  /// Decides what a release does after a touch; `input.velocity` is the release velocity and
  /// `input.movement` is 0.
  func release(_ input: HandoffInput) -> HandoffReleaseDecision

  /// What the rule's library does to the sheet beyond the hand-off (a drag limit, the dim
  /// below the least open point, the scroll view's length); ``SheetTraits/none`` by default.
  func sheetTraits(_ config: ModalConfig) -> SheetTraits
}

extension HandoffRule {
  /// By default the owner of the touch keeps the momentum: a touch the sheet owned releases
  /// the sheet (the release strategy decides), a touch the content owned lets the content
  /// decelerate; nothing carries into the sheet.
  public func release(_ input: HandoffInput) -> HandoffReleaseDecision {
    if input.owner == .content {
      return HandoffReleaseDecision(
        outcome: .contentDecelerates,
        clause: HandoffClause(
          rule: name, id: "release", "the content had the finger: it decelerates"))
    }
    return HandoffReleaseDecision(
      outcome: .sheetReleases,
      clause: HandoffClause(
        rule: name, id: "release",
        "the sheet had the finger: it releases with the release strategy"))
  }
}

/// The registry of hand-off rules: the one list of them. Config validation, the reader, the
/// shell (`set handoff.rule`, completion, `explain`) and the docs read their names, summaries
/// and options from here.
public enum HandoffRules: RuleRegistry {
  /// Every rule type, the library's own rule first.
  public static let table = RuleTable<any HandoffRule.Type, any HandoffRule>(
    [
      AdaptiveHandoff.self,
      ModalKitHandoff.self,
      PanModalHandoff.self,
      FloatingPanelHandoff.self,
      AppleHandoff.self,
      MaterialHandoff.self,
      FlutterHandoff.self,
      DeckHandoff.self,
      HalfModalHandoff.self,
      ComposeHandoff.self,
      GorhomHandoff.self,
    ], declaration: { $0 }, make: { $0.init() })

  /// The rule of a hand-off config (the library's own for an unknown name, never reached).
  public static func rule(for config: HandoffConfig) -> any HandoffRule {
    rule(named: config.rule)
  }

  /// The problems of a hand-off config, each with its path relative to the config: an unknown
  /// rule at `handoff.rule`, else each option the rule does not declare or whose value is out
  /// of range at `handoff.options.NAME`.
  public static func problems(of handoff: HandoffConfig) -> [ConfigProblem] {
    if let problem = nameProblem(handoff.rule, at: "handoff.rule") { return [problem] }
    return optionProblems(of: handoff)
  }

  /// The problems of a hand-off config's options, each at `handoff.options.NAME`.
  public static func optionProblems(of handoff: HandoffConfig) -> [ConfigProblem] {
    optionProblems(of: handoff.options, rule: handoff.rule, base: "handoff.options")
  }
}

extension HandoffRules {
  /// `help handoff`: each rule with its summary, then each option with its range and default.
  public static func helpLines() -> [String] {
    var lines = [
      "hand-off rules (set handoff.rule NAME, set handoff.OPTION VALUE; used by drag ... on content|edge)"
    ]
    for rule in all {
      lines.append("  \(rule.name)  \(rule.summary)")
      for spec in optionSpecs(for: rule.name) {
        lines.append(
          "      \(spec.name)  \(spec.rangeText), default \(spec.defaultText): \(spec.summary)")
      }
    }
    return lines
  }
}

extension HandoffRules {
  /// The hand-off table of docs/config-schema.md (a test keeps the two equal): each rule with
  /// its peer, then each option it declares, in the order declared.
  public static func markdownTable() -> [String] {
    var lines = [
      "| rule | peer | option | range | default | meaning |",
      "|---|---|---|---|---|---|",
    ]
    for rule in all {
      let head = "| `\(rule.name)` | \(rule.peer) |"
      guard !rule.options.isEmpty else {
        lines.append(head + " none | | | |")
        continue
      }
      for (index, spec) in rule.options.enumerated() {
        lines.append((index == 0 ? head : "| | |") + " " + spec.markdownCells)
      }
    }
    return lines
  }
}
