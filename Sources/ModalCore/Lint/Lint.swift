import ModalSupport

/// The config checker behind the shell's `lint` command: geometric problems of a config that
/// no single environment shows, found by resolving the config in every environment of
/// ``LintEnvironments/all`` (every device of ``LintEnvironments/devices``, a representative
/// subset of the named devices, x both orientations x no keyboard / a 300 pt
/// keyboard).
///
/// Every check measures in points and ignores differences up to ``tolerance`` (0.5 pt), so that
/// rounding never makes a finding. Percents are those of the leading edge's position
/// (MODEL.md section 3), whatever the config's percent strategy.
public enum Lint {
  /// Differences up to this many points are not problems.
  public static let tolerance = 0.5

  /// The environments ``check(_:)`` uses.
  public static var environments: [Environment] { LintEnvironments.all }

  /// Every check, over every lint device x both orientations x keyboard none / 300 pt
  /// (24 environments), for the config selected in each environment (adaptive configs:
  /// whichever config is in use there). A config whose conditions look at VoiceOver is also
  /// checked under it, in the same environments (``LintVoiceOver``).
  ///
  /// A config that only the app's switches select (a `flag(NAME)` condition) is checked in the
  /// same environments with the flags on: each flag alone, then all of them; its findings
  /// come from the first of those that selects it.
  ///
  /// The same check on the same point of the same config is one finding listing its
  /// environments. Findings are ordered by point index, then check (``LintFinding/Kind``
  /// order), then the related point, then the config (default first).
  public static func check(_ config: AdaptiveConfig) -> [LintFinding] {
    var found = check(config, in: LintEnvironments.all)
    let versions = LintVersions.check(config)
    let flags = config.conditionFlags
    guard !flags.isEmpty || !versions.isEmpty else { return found }
    found += versions
    var reached = Set(LintEnvironments.all.map(config.selection(for:)))
    let switches = flags.map { Set([$0]) } + (flags.count > 1 ? [Set(flags)] : [])
    for on in switches {
      let switched = LintEnvironments.all.map { environment in
        var environment = environment
        environment.flags = on
        return environment
      }
      let selections = Set(switched.map(config.selection(for:))).subtracting(reached)
      guard !selections.isEmpty else { continue }
      reached.formUnion(selections)
      // What a switched config shares with one already checked (the same point, the same
      // problem in the same environments) is said once.
      let said = Set(found.map(Said.init))
      found += check(config, in: switched).filter {
        selections.contains($0.selection) && !said.contains(Said($0))
      }
    }
    return found.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      let left = (x.index, x.kind.rank, x.relatedIndex ?? -1, rank(x.selection), a.offset)
      let right = (y.index, y.kind.rank, y.relatedIndex ?? -1, rank(y.selection), b.offset)
      return left < right
    }.map(\.element)
  }

  /// The checks over the given environments (in their order).
  public static func check(_ config: AdaptiveConfig, in environments: [Environment])
    -> [LintFinding]
  {
    var collector = Collector(environments: environments)
    // What does not depend on the environment, once per config: the base points' keyframes,
    // which of their layouts refer to the keyboard (walking every layout is not free), and
    // whether the points can move with the keyboard at all.
    var resolved: [ConfigSelection: ConfigFacts] = [:]
    // Whether Apple's sheet reshapes each config's points (it walks every point: once).
    var reshapes: [ConfigSelection: Bool] = [:]
    let switchesUnderVoiceOver = LintVoiceOver.switches(config)
    var spokenKeyframes: [ConfigSelection: [Keyframe?]] = [:]
    let tiny = Dictionary(grouping: TinyConstants.find(in: config), by: \.selection)
    // The points of the environment before, reused where only the keyboard differs and the
    // points never look at it (as the manager does on `keyboard`): half the resolutions. The
    // checks that do not look at the keyboard find there what they found before (`found`).
    var previous:
      (environment: Environment, selection: ConfigSelection, points: Interpolator, found: [Int])?
    for (position, environment) in environments.enumerated() {
      let selection = config.selection(for: environment)
      var modal = config.config(for: selection)
      // Apple's sheet and inactive detents make the points depend on the environment: lay
      // them out here (no cache) and name each point after the config's own (`sources`).
      let reshaped = reshapes[selection] ?? AppleSheet.reshapes(modal)
      reshapes[selection] = reshaped
      var sources: [Int] = []
      if reshaped { (modal, sources) = AppleSheet.laidOut(modal, in: environment) }
      let once = (reshaped ? nil : resolved[selection]) ?? ConfigFacts(modal)
      if !reshaped { resolved[selection] = once }
      var interpolator: Interpolator
      var repeating: [Int]? = nil
      if !reshaped, !once.pointsDependOnKeyboard, let previous, previous.selection == selection,
        environment.differsInKeyboardOnly(from: previous.environment)
      {
        interpolator = previous.points
        repeating = previous.found
      } else {
        interpolator = Interpolator(
          config: modal, environment: environment, keyframes: once.keyframes)
      }
      var keyboard = once.keyboard
      if reshaped {
        let count = config.config(for: selection).snapPoints.count
        // Which points refer to the keyboard, by the config's own positions.
        keyboard = Array(repeating: false, count: count)
        for (slot, source) in sources.enumerated() where keyboard.indices.contains(source) {
          keyboard[source] = once.keyboard[slot]
        }
        for slot in interpolator.points.indices {
          let index = interpolator.points[slot].index
          interpolator.points[slot].index =
            index == 0
            ? 0 : sources.indices.contains(index - 1) ? sources[index - 1] + 1 : count + 1
        }
      }
      let found = LintChecks.run(
        modal, interpolator, environment: environment, position: position, selection: selection,
        keyboardReferences: keyboard, repeating: repeating, into: &collector)
      previous = reshaped ? nil : (environment, selection, interpolator, found)
      recordTinyConstants(
        tiny[selection], config.config(for: selection), interpolator, position: position,
        selection: selection, into: &collector)
      if reshaped {
        LintFloating.check(
          LintChecks.Context(
            config: modal, interpolator: interpolator, environment: environment,
            position: position, selection: selection, keyboardReferences: []),
          into: &collector)
        inactiveDetents(
          config.config(for: selection), interpolator, environment: environment,
          position: position, selection: selection, into: &collector)
      }
      // Under VoiceOver: one more interpolator, only where a config switches on it.
      guard switchesUnderVoiceOver,
        let spoken = LintVoiceOver.spoken(config, environment, selection)
      else { continue }
      let voiced = config.config(for: spoken.selection)
      let keyframes =
        spokenKeyframes[spoken.selection] ?? Interpolator.standardKeyframes(voiced)
      spokenKeyframes[spoken.selection] = keyframes
      let context = LintChecks.Context(
        config: voiced,
        interpolator: Interpolator(
          config: voiced, environment: spoken.environment, keyframes: keyframes),
        environment: environment, position: position, selection: spoken.selection,
        keyboardReferences: [])
      LintVoiceOver.check(
        silent: interpolator, spoken: context.interpolator, direction: modal.snapDirection,
        context, into: &collector)
    }
    return findings(collector, config: config)
  }

  /// A finding without its config: what two configs' findings share when they say the same.
  struct Said: Hashable {
    let kind: LintFinding.Kind
    let index: Int
    let related: Int?
    let message: String
    let environments: UInt64?

    init(_ finding: LintFinding) {
      kind = finding.kind
      index = finding.index
      related = finding.relatedIndex
      message = finding.message
      environments = finding.environmentMask
    }
  }

  /// What ``check(_:in:)`` works out once per config, whatever the environment.
  struct ConfigFacts {
    /// ``Interpolator/standardKeyframes(_:)``.
    var keyframes: [Keyframe?]
    /// For each base point, whether its layout refers to the keyboard.
    var keyboard: [Bool]
    /// ``ModalConfig/pointsDependOnKeyboard``.
    var pointsDependOnKeyboard: Bool

    init(_ config: ModalConfig) {
      keyframes = Interpolator.standardKeyframes(config)
      keyboard = config.snapPointsReferToKeyboard
      // (From `keyboard`: the points are walked once.)
      pointsDependOnKeyboard = config.pointsDependOnKeyboard(
        layoutsDependOnKeyboard: config.dependsOnKeyboard(snapPointsReferToKeyboard: keyboard))
    }
  }

  /// The findings of the collected groups, ordered by point index, then check, then the
  /// related point, then the config (the groups are sorted, before each becomes a finding:
  /// comparing small keys, not moving findings).
  static func findings(_ collector: Collector, config: AdaptiveConfig) -> [LintFinding] {
    let groups = collector.groups
    // Each group's sort key once (not per comparison).
    let keys = groups.map { group in
      let key = group.key
      return (key.index, key.kind.rank, key.related ?? -1, rank(key.selection))
    }
    let order = groups.indices.sorted { keys[$0] < keys[$1] }
    let environments = collector.environments
    // Positions in `all` are the bits of a finding's mask: no environment compared again, and
    // the findings with the same mask share one array of their environments.
    let inAll = environments == LintEnvironments.all
    var chosenByMask: [UInt64: [Environment]] = [:]
    // What the text reads of each config, once (not a copy of the config per finding).
    let facts = ([config.defaultConfig] + config.constrained.map(\.config)).map(TextFacts.init)
    return order.map { i in
      let positions = groups[i].environments
      let chosen: [Environment]
      let mask: UInt64?
      if inAll {
        let bits = positions.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        if let shared = chosenByMask[bits] {
          chosen = shared
        } else {
          chosen = positions.map { environments[$0] }
          chosenByMask[bits] = chosen
        }
        mask = bits
      } else {
        chosen = positions.map { environments[$0] }
        mask = LintEnvironments.mask(of: chosen)
      }
      let selection = groups[i].key.selection
      let slot = rank(selection)
      return makeFinding(
        groups[i], config: config,
        facts: facts.indices.contains(slot)
          ? facts[slot] : TextFacts(config.config(for: selection)),
        environments: chosen, mask: mask)
    }
  }

  /// What a finding's text reads of the config of its selection: taken once per config (a
  /// config is a large value, and a copy of it per finding showed in lint's cost).
  struct TextFacts {
    var direction: SnapDirection
    var keyboardAvoidance: KeyboardAvoidance
    var handoffRule: String
    var snapPoints: [SnapPoint]

    init(_ modal: ModalConfig) {
      direction = modal.snapDirection
      keyboardAvoidance = modal.keyboardAvoidance
      handoffRule = modal.handoff.rule
      snapPoints = modal.snapPoints
    }
  }

  /// Records ``LintFinding/Kind/inactiveDetent`` on each standard base point of `source` (the
  /// config as written) that is not among the points in use in `environment`; `interpolator`
  /// holds those, named after `source`'s points.
  static func inactiveDetents(
    _ source: ModalConfig, _ interpolator: Interpolator, environment: Environment,
    position: Int, selection: ConfigSelection, into collector: inout Collector
  ) {
    let active = Set(AppleSheet.activePoints(source, in: environment).sources)
    guard active.count < source.snapPoints.count, var stand = interpolator.points.first else {
      return
    }
    for (index, point) in source.snapPoints.enumerated()
    where point.mode == .standard && !active.contains(index) {
      stand.index = index + 1
      stand.key = point.key
      stand.kind = .standard
      // A note even on the point the sheet opens at: Apple documents it (the message says so).
      collector.record(
        .inactiveDetent, stand, severity: .note,
        values: Collector.Measures(index + 1 == source.initialSnapPointIndex ? 1 : 0),
        environment: position,
        selection: selection)
    }
  }

  /// Why `lint` fails on these findings, or nil when it passes: `1 error` (`lint`), `1
  /// error and 2 warnings` (`lint --strict`). Notes never fail it.
  public static func failure(_ findings: [LintFinding], strict: Bool) -> String? {
    let failing = findings.filter { $0.fails(strict: strict) }
    return failing.isEmpty ? nil : list(counts(failing))
  }
}
