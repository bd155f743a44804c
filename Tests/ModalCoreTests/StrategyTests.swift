import Testing

@testable import ModalCore

// Fixtures: bottom sheets on the default device (iphone-14: 390 x 844, safe area 47 / 34),
// each base point bottom-aligned, full width, with a constant height, so that a point's leading
// edge is 844 - its height. The automatic undershoot sits at edge 844.

/// A bottom sheet whose base points have these heights (closed to open), keyed as given.
func strategySheet(
  _ heights: [Double], keys: [String?] = [], release: ReleaseConfig,
  overshoot: EdgeSnapPoint? = nil, flags: ManagerFlags = ManagerFlags(),
  allowSnapping: [Int: Bool] = [:], overdrag: Overdrag = .none, initialIndex: Int = 1
) -> ModalConfig {
  let points = heights.enumerated().map { i, height in
    SnapPoint(
      key: i < keys.count ? keys[i] : nil,
      layout: Layout(
        horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
        height: .constant(height)),
      keyframe: Keyframe(allowSnapping: allowSnapping[i + 1]))
  }
  return ModalConfig(
    snapPoints: points, overshoot: overshoot, initialSnapPointIndex: initialIndex,
    release: release, flags: flags, overdrag: overdrag)
}

/// A release input on `config` in the default environment: the finger let go at `edge`, the
/// drag began at `startEdge` (default: the start point's edge) on point `start`.
func releaseInput(
  _ config: ModalConfig, edge: Double, velocity: Double = 0, start: Int = 1,
  startEdge: Double? = nil, lastMovement: Double = 0
) -> ReleaseInput {
  let interpolator = Interpolator(config: config, environment: Environment())
  let startAt = startEdge ?? interpolator.leadingEdge(of: interpolator.points[start].rect)
  return ReleaseInput(
    interpolator: interpolator, config: config, leadingEdge: edge, velocity: velocity,
    startEdge: startAt, startIndex: start, lastMovement: lastMovement)
}

/// One release and what it must decide.
struct ReleaseCase: Sendable, CustomTestStringConvertible {
  var name: String
  /// Options of the strategy.
  var options: [String: Double]
  var edge: Double
  var velocity: Double
  var start: Int
  var startEdge: Double?
  var lastMovement: Double
  var target: Int
  var dismisses: Bool
  /// Facts that must have these values (to 0.005).
  var facts: [String: Double]
  /// A text the rule notes must contain (the branch that decided).
  var note: String

  init(
    _ name: String, options: [String: Double] = [:], edge: Double, velocity: Double = 0,
    start: Int = 1, startEdge: Double? = nil, lastMovement: Double = 0, target: Int,
    dismisses: Bool = false, facts: [String: Double] = [:], note: String
  ) {
    self.name = name
    self.options = options
    self.edge = edge
    self.velocity = velocity
    self.start = start
    self.startEdge = startEdge
    self.lastMovement = lastMovement
    self.target = target
    self.dismisses = dismisses
    self.facts = facts
    self.note = note
  }

  var testDescription: String { name }

  /// Runs the case's strategy on `config` (whose release options are replaced by the case's)
  /// and checks the target, the dismissal, the facts and the note.
  func check(
    _ strategy: String, on config: ModalConfig, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var config = config
    config.release = ReleaseConfig(strategy: strategy, options: options)
    #expect(config.problems().isEmpty, sourceLocation: sourceLocation)
    let input = releaseInput(
      config, edge: edge, velocity: velocity, start: start, startEdge: startEdge,
      lastMovement: lastMovement)
    let decision = ReleaseStrategies.strategy(for: config.release).decide(input)
    #expect(decision.target == target, "target", sourceLocation: sourceLocation)
    #expect(decision.dismisses == dismisses, "dismisses", sourceLocation: sourceLocation)
    #expect(decision.record.target == target, sourceLocation: sourceLocation)
    #expect(decision.record.dismisses == dismisses, sourceLocation: sourceLocation)
    #expect(decision.record.strategy == strategy, sourceLocation: sourceLocation)
    for (name, value) in facts.sorted(by: { $0.key < $1.key }) {
      guard let actual = decision.record.fact(name) else {
        Issue.record(
          "no fact '\(name)' in \(decision.record.facts)", sourceLocation: sourceLocation)
        continue
      }
      expectClose(actual, value, "\(name)", sourceLocation: sourceLocation)
    }
    #expect(
      decision.record.adjustments.contains { $0.contains(note) },
      "no note containing '\(note)' in \(decision.record.adjustments)",
      sourceLocation: sourceLocation)
    // The chosen point is a candidate that is not excluded (what `explain` marks as chosen).
    if let chosen = decision.record.candidates.first(where: {
      $0.index == decision.record.chosen
    }) {
      #expect(
        chosen.excluded == nil, "chosen \(chosen) is excluded", sourceLocation: sourceLocation)
    }
  }
}

// MARK: - biasedNearest (ModalKit)

/// ModalKit's sizes on iphone-14: small = H / 4 = 211 (edge 633), medium = H / 2 = 422 (edge
/// 422), large = H - 47 = 797 (edge 47). The smallest size x 0.6 = 126.6: the dismiss edge is
/// 717.4.
let modalKitSheet = strategySheet(
  [211, 422, 797], release: ReleaseConfig(strategy: "biasedNearest"))

let biasedNearestCases: [ReleaseCase] = [
  ReleaseCase(
    "visible height just below 60 % of the smallest size dismisses", edge: 717.5, target: 0,
    dismisses: true,
    facts: [
      "visible height": 126.5, "smallest size": 211, "dismiss height": 126.6,
      "dismissibleScale": 0.6, "isDismissable": 1,
    ],
    note: "visible height 126.5 < 126.6 (smallest size 211 x 0.6) and isDismissable: dismiss"),
  ReleaseCase(
    "visible height just above 60 % of the smallest size snaps", edge: 717.3, lastMovement: -1,
    target: 1, facts: ["visible height": 126.7, "dismiss height": 126.6],
    note: "visible height 126.7 >= 126.6 (smallest size 211 x 0.6): no dismissal"),
  ReleaseCase(
    "exactly at the dismiss height does not dismiss (the rule is 'below')",
    options: ["dismissibleScale": 0.5], edge: 738.5, target: 1,
    facts: ["visible height": 105.5, "dismiss height": 105.5],
    note: "visible height 105.5 >= 105.5"),
  ReleaseCase(
    "isDismissable 0: below the dismiss height snaps to the nearest size",
    options: ["isDismissable": 0], edge: 800, velocity: -3000, target: 1,
    facts: ["visible height": 44, "isDismissable": 0],
    note: "but isDismissable is off: no dismissal"),
  ReleaseCase(
    "moving up: the size above counts half (138 x 0.5 = 69 < 73)", edge: 560, lastMovement: 1,
    target: 2, facts: ["last movement": 1, "bias": 0.5],
    note: "last movement towards open: sizes towards open count half; the nearest is 2"),
  ReleaseCase(
    "moving down from the same place: the size below wins (73 x 0.5)", edge: 560,
    lastMovement: -1, target: 1,
    note: "last movement towards closed: sizes towards closed count half; the nearest is 1"),
  ReleaseCase(
    "no movement: the plain nearest size", edge: 560, target: 1, facts: ["last movement": 0],
    note: "no last movement: the plain nearest size, 1"),
  ReleaseCase(
    "the bias beats a nearer size against the movement (133 x 0.5 = 66.5 < 78)", edge: 500,
    lastMovement: -1, target: 1, note: "the nearest is 1"),
  ReleaseCase(
    "a tie goes to the lower index", edge: 527.5, target: 1,
    note: "no last movement: the plain nearest size, 1"),
  ReleaseCase(
    "the velocity is not used", edge: 560, velocity: -5000, lastMovement: 1, target: 2,
    note: "the nearest is 2"),
  ReleaseCase(
    "above the largest size: the largest", edge: 20, lastMovement: 1, target: 3,
    note: "the nearest is 3"),
]

@Suite("Strategy: biasedNearest (ModalKit)")
struct StrategyBiasedNearestTests {
  @Test("every branch of the rule", arguments: biasedNearestCases)
  func branches(_ release: ReleaseCase) {
    release.check("biasedNearest", on: modalKitSheet)
  }

  @Test("the biased distances are recorded; the undershoot is excluded when not dismissing")
  func candidates() throws {
    let input = releaseInput(modalKitSheet, edge: 560, lastMovement: 1)
    let record = BiasedNearestRelease().decide(input).record
    let distances = record.candidates.map(\.distance)
    #expect(record.candidates.map(\.index) == [0, 1, 2, 3])
    expectClose(distances[1], 73)
    expectClose(distances[2], 69)  // 138 x 0.5
    expectClose(distances[3], 256.5)  // 513 x 0.5
    #expect(record.candidates[0].excluded == "not a size (dismisses only below the dismiss height)")
    #expect(record.chosen == 2)
  }

  @Test("a point that may not be snapped to is no size; an overshoot is never one")
  func exclusions() throws {
    var config = strategySheet(
      [211, 422, 797], release: ReleaseConfig(strategy: "biasedNearest"),
      overshoot: EdgeSnapPoint(preset: .automatic, keyframe: Keyframe(allowSnapping: true)),
      allowSnapping: [2: false])
    let decision = BiasedNearestRelease().decide(releaseInput(config, edge: 430))
    #expect(decision.target == 1)
    #expect(decision.record.candidates[2].excluded == "allowSnapping false")
    #expect(decision.record.candidates[4].excluded == "not a size (ModalKit has no overshoot)")
    // Without the medium size, the smallest is still 211.
    expectClose(try #require(decision.record.fact("smallest size")), 211)
    // Above the largest, the overshoot is not chosen even though it is allowed.
    config.snapPoints[1].keyframe.allowSnapping = nil
    let top = BiasedNearestRelease().decide(releaseInput(config, edge: 0, lastMovement: 1))
    #expect(top.target == 3 && !top.dismisses)
  }
}

// MARK: - velocityThreshold (PanModal)

/// PanModal on iphone-14: topOffset = 47 + 21 = 68; the long form (maxHeight) at y 68 (height
/// 776), the short form contentHeight(300): y = 776 - 334 + 68 = 510 (height 334).
let panModalSheet = strategySheet(
  [334, 776], release: ReleaseConfig(strategy: "velocityThreshold"))

/// A PanModal whose short form is higher than halfway between the long form and the bottom
/// (short at y 300), so that a sheet can be nearer the long form and yet below the short form.
let panModalHighShort = strategySheet(
  [544, 776], release: ReleaseConfig(strategy: "velocityThreshold"))

let velocityThresholdCases: [ReleaseCase] = [
  ReleaseCase(
    "301 pt/s up is fast: the long form", edge: 400, velocity: 301, target: 2,
    facts: ["threshold": 300, "short form edge": 510, "long form edge": 68, "bottom edge": 844],
    note: "velocity 301 > 300 towards open: long form (2)"),
  ReleaseCase(
    "299 pt/s up is slow: the nearest (short 110 < long 332 < bottom 444)", edge: 400,
    velocity: 299, target: 1,
    facts: [
      "distance to bottom": 444, "distance to short form": 110, "distance to long form": 332,
    ], note: "velocity 299 <= 300: the short form is nearest (1)"),
  ReleaseCase(
    "exactly 300 pt/s is slow (PanModal's test is strict)", edge: 400, velocity: 300, target: 1,
    note: "velocity 300 <= 300"),
  ReleaseCase(
    "301 pt/s down, nearer the long form and above the short form: the short form", edge: 300,
    velocity: -301, target: 1,
    facts: ["distance to long form": 232, "distance to bottom": 544],
    note:
      "velocity 301 > 300 towards closed, nearer the long form than the bottom, above the short form: short form (1)"
  ),
  ReleaseCase(
    "299 pt/s down from the same place is slow: the long form is nearest", edge: 180,
    velocity: -299, target: 2, note: "velocity 299 <= 300: the long form is nearest (2)"),
  ReleaseCase(
    "301 pt/s down, nearer the bottom: dismiss", edge: 600, velocity: -301, target: 0,
    dismisses: true,
    note:
      "velocity 301 > 300 towards closed, nearer the bottom than the long form, not above the short form: dismiss"
  ),
  ReleaseCase(
    "fast down, nearer the bottom, drag to dismiss off: the short form",
    options: ["allowsDragToDismiss": 0], edge: 600, velocity: -301, target: 1,
    facts: ["allowsDragToDismiss": 0], note: "but drag to dismiss is off: short form (1)"),
  ReleaseCase(
    "slow, the bottom nearest: dismiss (144 < 190)", edge: 700, velocity: -299, target: 0,
    dismisses: true, note: "velocity 299 <= 300: the bottom is nearest: dismiss"),
  ReleaseCase(
    "slow, the bottom nearest, drag to dismiss off: the short form",
    options: ["allowsDragToDismiss": 0], edge: 700, velocity: -299, target: 1,
    note: "the bottom is nearest, but drag to dismiss is off: short form (1)"),
  ReleaseCase(
    "slow, a tie between the bottom and the short form dismisses (PanModal's order)", edge: 677,
    target: 0, dismisses: true, note: "the bottom is nearest: dismiss"),
  ReleaseCase(
    "slow, a tie between the short and the long form goes to the short form", edge: 289,
    target: 1, note: "the short form is nearest (1)"),
  ReleaseCase(
    "threshold 1000: 999 pt/s up is slow", options: ["threshold": 1000], edge: 400,
    velocity: 999, target: 1, facts: ["threshold": 1000], note: "velocity 999 <= 1000"),
]

let velocityThresholdHighShortCases: [ReleaseCase] = [
  ReleaseCase(
    "fast down, nearer the long form but below the short form: dismiss", edge: 350,
    velocity: -400, start: 2, target: 0, dismisses: true,
    note: "nearer the long form than the bottom, not above the short form: dismiss"),
  ReleaseCase(
    "the same with drag to dismiss off: the short form", options: ["allowsDragToDismiss": 0],
    edge: 350, velocity: -400, start: 2, target: 1,
    note: "not above the short form, but drag to dismiss is off: short form (1)"),
  ReleaseCase(
    "fast up from below the short form: the long form", edge: 320, velocity: 2000, target: 2,
    note: "velocity 2000 > 300 towards open: long form (2)"),
]

@Suite("Strategy: velocityThreshold (PanModal)")
struct StrategyVelocityThresholdTests {
  @Test("every branch of the rule", arguments: velocityThresholdCases)
  func branches(_ release: ReleaseCase) {
    release.check("velocityThreshold", on: panModalSheet)
  }

  @Test("a short form above the middle", arguments: velocityThresholdHighShortCases)
  func highShortForm(_ release: ReleaseCase) {
    release.check("velocityThreshold", on: panModalHighShort)
  }

  @Test("points other than the short and long form are excluded; the bottom is the container's")
  func candidates() {
    let config = strategySheet(
      [334, 500, 776], release: ReleaseConfig(strategy: "velocityThreshold"))
    let decision = VelocityThresholdRelease().decide(releaseInput(config, edge: 344, velocity: 0))
    // Nearest of bottom (500), short (166), long (276): the short form, never point 2 (0).
    #expect(decision.target == 1)
    let record = decision.record
    #expect(
      record.candidates[2].excluded == "not a PanModal form (only the short and the long form)")
    #expect(record.candidates[0].edge == 844 && record.candidates[0].excluded == nil)
    #expect(record.candidates[3].excluded == nil)
  }
}

// MARK: - The registry

@Suite("Strategy: registry")
struct StrategyRegistryTests {
  @Test("every strategy name maps to a strategy of that name; adaptive is first")
  func names() {
    #expect(ReleaseConfig.strategyNames.first == "adaptive")
    #expect(
      ReleaseConfig.strategyNames == [
        "adaptive", "nearest", "biasedNearest", "velocityThreshold", "momentum", "appleSheet",
        "material", "deck", "halfModal", "distance", "flutter", "compose", "gorhom",
      ])
    for name in ReleaseConfig.strategyNames {
      #expect(ReleaseStrategies.strategy(for: ReleaseConfig(strategy: name)).name == name)
    }
  }

  @Test("the option table of each strategy")
  func optionTable() {
    let expected: [String: [String: ClosedRange<Double>]] = [
      "adaptive": [:], "nearest": [:],
      "biasedNearest": ["dismissibleScale": 0...1, "isDismissable": 0...1],
      "velocityThreshold": ["threshold": 0...10_000, "allowsDragToDismiss": 0...1],
      "momentum": [
        "decelerationRate": 0...0.9999, "threshold": 0...1, "momentumProjection": 0...1,
        "removalThreshold": 0...100,
      ],
      // Apple's sheet is modelled by the momentum rule: the same options.
      "appleSheet": [
        "decelerationRate": 0...0.9999, "threshold": 0...1, "momentumProjection": 0...1,
        "removalThreshold": 0...100,
      ],
      "material": [
        "hideable": 0...1, "skipCollapsed": 0...1, "fitToContents": 0...1,
        "significantVelocityThreshold": 0...10_000, "hideFriction": 0...1,
      ],
      "deck": ["dismissThreshold": 1...10_000],
      "halfModal": ["dismissHeight": 0...100_000, "scrollingEnabled": 0...1],
      "distance": ["flickThreshold": 0...1, "distanceThreshold": 0...1],
      "flutter": [:],
      "compose": [
        "skipPartiallyExpanded": 0...1, "skipHiddenState": 0...1,
        "positionalThreshold": 0...10_000,
      ],
      "gorhom": ["enablePanDownToClose": 0...1],
    ]
    for name in ReleaseConfig.strategyNames {
      #expect(ReleaseStrategies.optionNames(for: name) == expected[name], "\(name)")
    }
    #expect(ReleaseStrategies.optionNames(for: "magic").isEmpty)
    var defaults: [String] = []
    for spec in ReleaseStrategies.optionSpecs(for: "material") {
      let value: String = spec.defaultValue.map { String($0) } ?? "nil"
      defaults.append(spec.name + "=" + value)
    }
    #expect(
      defaults == [
        "fitToContents=1.0", "hideFriction=0.1", "hideable=1.0",
        "significantVelocityThreshold=500.0", "skipCollapsed=0.0",
      ])
  }

  @Test("each strategy type declares its name, summary and options once; the lists read them")
  func declarations() {
    #expect(ReleaseStrategies.names == ReleaseStrategies.all.map { $0.name })
    #expect(ReleaseConfig.strategyNames == ReleaseStrategies.names)
    #expect(Set(ReleaseStrategies.names).count == ReleaseStrategies.all.count)
    for type in ReleaseStrategies.all {
      #expect(!type.summary.isEmpty, "\(type.name)")
      #expect(ReleaseStrategies.summary(of: type.name) == type.summary)
      #expect(ReleaseStrategies.type(named: type.name).map { $0 == type } == true)
      #expect(
        ReleaseStrategies.optionSpecs(for: type.name).map(\.name)
          == type.options.map(\.name).sorted())
    }
    #expect(ReleaseStrategies.summary(of: "magic") == nil)
    #expect(ReleaseStrategies.type(named: "magic") == nil)
    #expect(ReleaseStrategies.strategy(for: ReleaseConfig(strategy: "magic")).name == "adaptive")
    #expect(
      ReleaseStrategies.summary(of: "nearest")
        == "the nearest allowed point to where the finger let go; the velocity is ignored")
  }

  @Test("both registries refuse an unknown name with the same message, the name quoted as JSON")
  func unknownNames() {
    let strategies =
      "adaptive, nearest, biasedNearest, velocityThreshold, momentum, appleSheet, material, deck, halfModal, distance, flutter, compose, gorhom"
    let config = strategySheet([300], release: ReleaseConfig(strategy: "fast\"er"))
    #expect(
      config.problems().map(\.description) == [
        "release.strategy: expected one of \(strategies), got \"fast\\\"er\""
      ])
    #expect(
      HandoffRules.problems(of: HandoffConfig(rule: "fast\"er")).map(\.description) == [
        "handoff.rule: expected one of adaptive, modalkit, panmodal, floatingpanel, apple, material, flutter, deck, halfModal, compose, gorhom, got \"fast\\\"er\""
      ])
  }

  @Test("an option the config leaves out reads its declared default; a set one reads the config")
  func optionDefaults() throws {
    let config = strategySheet([211, 422, 797], release: ReleaseConfig(strategy: "momentum"))
    let interpolator = Interpolator(config: config, environment: Environment())
    var input = ReleaseInput(
      interpolator: interpolator, config: config, leadingEdge: 400, velocity: 0, startEdge: 400,
      startIndex: 1, lastMovement: 0)
    #expect(input.option(MomentumRelease.Option.decelerationRate) == 0.998)
    #expect(input.option(MomentumRelease.Option.threshold) == 0.5)
    #expect(input.flag(MomentumRelease.Option.momentumProjection) == false)
    #expect(input.configured(MomentumRelease.Option.threshold) == nil)
    input.config.release.options = ["threshold": 0.25, "momentumProjection": 1]
    #expect(input.option(MomentumRelease.Option.threshold) == 0.25)
    #expect(input.configured(MomentumRelease.Option.threshold) == 0.25)
    #expect(input.flag(MomentumRelease.Option.momentumProjection) == true)
    // An option whose default is derived from the config has no declared default.
    #expect(HalfModalRelease.Option.dismissHeight.defaultValue == nil)
    #expect(input.configured(HalfModalRelease.Option.dismissHeight) == nil)
  }
}
