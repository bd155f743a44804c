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

  // MARK: - Findings from groups

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The `set` path prefix of a point's fields, by its combined index: `snapPoints[1].` in a
  /// static config, `default.snapPoints[1].` or `constrained[2].config.snapPoints[1].` in an
  /// adaptive one (the config the finding is about, whatever config is in use), so a hint
  /// names a command that fixes it.
  static func pointPath(_ index: Int, selection: ConfigSelection, adaptive: Bool) -> String {
    configPath(selection, adaptive: adaptive) + "snapPoints[\(max(index - 1, 0))]."
  }

  /// The `set` path prefix of a config's fields: empty in a static config, `default.` or
  /// `constrained[2].config.` in an adaptive one.
  static func configPath(_ selection: ConfigSelection, adaptive: Bool) -> String {
    guard adaptive else { return "" }
    switch selection {
    case .defaultConfig: return "default."
    case .constrained(let k): return "constrained[\(k)].config."
    }
  }

  static func rank(_ selection: ConfigSelection) -> Int {
    switch selection {
    case .defaultConfig: 0
    case .constrained(let index): index + 1
    }
  }

  /// The finding of a group; `environments` are the group's, in order.
  /// `facts` are those of the config of the group's selection (``AdaptiveConfig/config(for:)``).
  static func makeFinding(
    _ group: borrowing Collector.Group, config: AdaptiveConfig, facts: TextFacts,
    environments: [Environment], mask: UInt64?
  ) -> LintFinding {
    let key = group.key
    let direction = facts.direction
    let related = key.related
    // The measured numbers, as `group.ranges` has them (without building that array).
    let spans = (measured: group.measured, first: group.first, second: group.second)
    let number = { (i: Int, decimals: Int) in
      LintText.Number(
        span: i == 0 && spans.measured > 0
          ? spans.first
          : i == 1 && spans.measured > 1
            ? spans.second : nil,
        decimals: decimals)
    }
    let points = { (i: Int) in number(i, 2) }
    let percent = { (i: Int) in number(i, 3) }
    let length = direction.axis == .vertical ? "tall" : "wide"
    // The `set` path of one of the point's fields, the command a hint names.
    let field = { (name: String) in
      pointPath(key.index, selection: key.selection, adaptive: config.isAdaptive) + name
    }
    let configField = { (name: String) in
      configPath(key.selection, adaptive: config.isAdaptive) + name
    }
    let message: String
    let hint: String
    switch key.kind {
    case .duplicatePercent:
      message = text("has the same percent as \(snap: related) (\(percent(0)))")
      if group.severity == .note && group.pointKind == .overshoot {
        hint = text(
          "\(snap: related) already fills the container there, so the overshoot adds nothing: expected of a sheet that grows to the full screen (set \(configField("overshoot")) none to drop it)"
        )
      } else if group.severity == .note {
        hint =
          "the undershoot is transparent: the modal fades out where it stands, as a card that dismisses in place does (set \(configField("undershoot")) automatic to slide it away instead)"
      } else if group.pointKind == .overshoot {
        hint = text(
          "\(snap: related) already opens as far as the overshoot there: keep it smaller (e.g. a lower max), or drop it (set \(configField("overshoot")) none)"
        )
      } else {
        hint =
          "give one of the two points another size or margin (set \(field("layout.height")) H), or remove one of them (remove snap \(key.index))"
      }
    case .outOfOrder:
      message = text("its percent \(percent(0)) is below \(snap: related)'s \(percent(1))")
      hint = text(
        "in \(direction.rawValue) each base point must open further than the one before: reorder the points or change their layouts (set \(field("layout.height")) H)"
      )
    case .undershootVisible:
      message = text("the undershoot is visible: \(points(0)) pt of it is inside the container")
      hint = text(
        "the undershoot should be out of sight: set \(configField("undershoot")) automatic (\(direction.undershootPreset.name) for \(direction.rawValue))"
      )
    case .overshootBelowLastPoint:
      message = text("its percent \(percent(0)) is below \(snap: related)'s \(percent(1))")
      hint = text(
        "the overshoot should open further than the last point: set \(configField("overshoot")) automatic (\(direction.overshootPreset.name) for \(direction.rawValue)) or fitScreen"
      )
    case .overshootShorterThanLastPoint:
      message = text(
        "it is \(points(0)) pt \(length), less than \(snap: related) (\(points(1)) pt)")
      hint = text(
        "dragging past the last point would shrink the modal: make the overshoot at least as \(length) as \(snap: related) (set \(configField("overshoot")) fitScreen)"
      )
    case .frameOutside:
      let parts = Edge.allCases.compactMap { edge in
        group.edges[edge].map { "\(range($0, decimals: 2)) pt at the \(edge.rawValue)" }
      }
      message =
        "the frame extends beyond the container by " + list(parts)
      hint =
        "bound its size (e.g. set \(field("layout.height")) 85% max 100%) or reduce its margins and offsets so that it fits every screen"
    case .emptyFrame:
      message = text("the frame has no area: width \(points(0)) pt, height \(points(1)) pt")
      hint =
        "a size like stretch - 400 or margins wider than the screen leave nothing: bound the size with a min (set \(field("layout.height")) 50% min 44)"
    case .keyboardCovers:
      message = text("the keyboard covers \(points(0)) pt of the content")
      switch facts.keyboardAvoidance {
      case .layout where group.severity == .note:
        hint =
          "it does not refer to the keyboard; if its content must stay above it, add kb.overlapH to the bottom margin (or the bottom padding), or set keyboardAvoidance lift"
      case .layout:
        hint =
          "add kb.overlapH to the bottom margin (or the bottom padding), or set keyboardAvoidance lift"
      case .lift:
        hint =
          "even lifted it does not fit above the keyboard: make it shorter while the keyboard shows (set \(field("layout.height")) kb ? 40% : 60%)"
      case .extend:
        hint =
          "@gorhom/bottom-sheet's extend moves the sheet to its highest detent but does not inset it: add kb.overlapH to the bottom padding, or let the content scroll"
      case .expand:
        hint =
          "the system sheet keeps its frame over the keyboard and insets its content: let the content scroll, or add kb.overlapH to the bottom padding"
      case .interactive, .fillParent:
        hint =
          "@gorhom/bottom-sheet leaves its detents for a temporary position whose content ends at the keyboard: nothing rests under it"
      }
    case .noSnappablePoint:
      message =
        "allowSnapping is false on every base point, so a release can only pick the undershoot or the overshoot"
      hint =
        "let a release rest on at least one base point: set \(field("keyframe.allowSnapping")) true (or leave it unset)"
    case .contentLengthWithoutContent:
      message = text(
        "its contentLength \(points(0)) pt changes nothing: the config declares no content")
      hint =
        "declare the content (content LENGTH, or a content object), or remove contentLength (set \(field("contentLength")) none)"
    case .unreachableUnderVoiceOver:
      message = text(
        "unreachable under VoiceOver: the config in use then puts it at \(snap: related)'s percent (\(percent(0)))"
      )
      hint =
        "VoiceOver users never rest at its own position, as PanModal shows no short form while VoiceOver runs (shortFormYPos returns longFormYPos): keep nothing there that only it shows, or give it a position of its own under VoiceOver (set \(field("layout.height")) H)"
    case .widerThanLibraryAllows:
      // Recorded only for a rule with a limit (``LintChecks/widths``), so there is one.
      let limit = LibraryWidthLimit.limit(forRule: facts.handoffRule)
      message =
        limit?.message(width: points(0).text, cap: points(1).text)
        ?? text("it is \(points(0)) pt wide")
      hint = limit?.hint(path: field("layout.width")) ?? ""
    case .tinyConstant:
      (message, hint) = tinyConstantText(
        TinyConstants.find(in: config).filter {
          $0.selection == key.selection && $0.index == key.index
        })
    case .floatingClipsContent:
      message = text(
        "the content does not scroll, and iOS 26's floating card (8 pt in from the sides and the bottom) shows \(points(1)) pt of it: its last \(points(0)) pt is out of reach"
      )
      hint = text(
        "the edge-attached sheet of iOS 18 and before shows it all: let the content scroll (set \(configField("content.scrolls")) true), make the detent taller (set \(field("layout.height")) H), or keep the sheet edge attached (set \(configField("sheet.background")) custom)"
      )
    case .unavailableDetent, .noActiveDetent:
      // Never collected: ``LintVersions`` makes these findings whole (they depend on the iOS
      // version, which the collector's environments do not vary).
      (message, hint) = ("", "")
    case .inactiveDetent:
      let height =
        facts.snapPoints.indices.contains(key.index - 1)
        ? facts.snapPoints[key.index - 1].layout.map { LayoutValueSyntax.render($0.height) } : nil
      // The value is 1 on the point the sheet opens at.
      let opens =
        group.ranges.first.map { $0.high == 1 } ?? false
        ? ", and it is the point the sheet opens at: it opens at the next active one" : ""
      message = "its height \(height ?? "detent") is an inactive detent: the sheet skips it\(opens)"
      hint =
        "Apple's .medium is inactive in compact height, and a custom detent whose resolver gives nothing (inactive) is inactive: to keep a point there, set \(field("layout.height")) detent.fraction(0.5)"
    }
    return LintFinding(
      kind: key.kind, severity: group.severity, index: key.index, key: group.pointKey,
      pointKind: group.pointKind,
      relatedIndex: key.related, selection: key.selection,
      configName: config.isAdaptive ? config.name(of: key.selection) : nil,
      environments: environments, mask: mask, message: message, hint: hint)
  }
}
