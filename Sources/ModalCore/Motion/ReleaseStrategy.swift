/// Everything a release strategy may look at when a drag ends.
public struct ReleaseInput: Sendable {
  /// The points and the config, shared by the copies of an input: a rule copies its input
  /// into the helpers it builds (anchors, candidate tables), and the release map asks
  /// thousands of releases of one drag, so a copy costs one reference, not one per array of
  /// the config.
  private final class Shared: Sendable {
    let interpolator: Interpolator
    let config: ModalConfig
    init(_ interpolator: Interpolator, _ config: ModalConfig) {
      self.interpolator = interpolator
      self.config = config
    }
  }
  private var shared: Shared

  /// The resolved points.
  public var interpolator: Interpolator {
    _read { yield shared.interpolator }
    set { shared = Shared(newValue, shared.config) }
  }
  /// The config in use (flags and release options).
  public var config: ModalConfig {
    _read { yield shared.config }
    set { shared = Shared(shared.interpolator, newValue) }
  }
  /// The leading edge where the finger let go.
  public var leadingEdge: Double
  /// The release velocity in points per second along the primary axis; positive = towards
  /// more open.
  public var velocity: Double
  /// The leading edge when the drag began.
  public var startEdge: Double
  /// The index the modal was at when the drag began.
  public var startIndex: Int
  /// The sign of the last drag movement (+1 = towards more open, -1 = towards closed, 0 = none).
  public var lastMovement: Double
  /// How far the finger travelled towards more open since the drag began (points). Under an
  /// overdrag curve (DeckTransition's friction, a resistance) this differs from how far the
  /// leading edge moved, and the peers' rules (DeckTransition's 240 pt, the half modal's
  /// "dragging up") are about the finger.
  public var travel: Double
  /// After a touch that began on the content (a nested scroll), the direction of the finger's
  /// last step there (+1 towards open, -1 towards closed, 0 none); nil after a drag on the
  /// sheet. Material settles by it, not by the velocity (`onStopNestedScroll`).
  public var nestedScrollDirection: Double?
  /// The device's physical pixels per point (``Device/scale``): Flutter's
  /// `devicePixelRatio`, which sets its velocity tolerance.
  public var devicePixelRatio: Double
  /// Whether the decision's record gets its rule notes (``ReleaseRecord/note(_:)``): false
  /// when only the landing is wanted (the release map's cells, `tune`'s scores).
  public var explains = true

  /// Creates an input. `travel` is the finger's travel; when nil it is taken to be the leading
  /// edge's displacement from `startEdge` (no overdrag curve).
  public init(
    interpolator: Interpolator, config: ModalConfig, leadingEdge: Double, velocity: Double,
    startEdge: Double, startIndex: Int, lastMovement: Double, travel: Double? = nil,
    nestedScrollDirection: Double? = nil, devicePixelRatio: Double = 3
  ) {
    self.nestedScrollDirection = nestedScrollDirection
    self.devicePixelRatio = devicePixelRatio
    self.shared = Shared(interpolator, config)
    self.leadingEdge = leadingEdge
    self.velocity = velocity
    self.startEdge = startEdge
    self.startIndex = startIndex
    self.lastMovement = lastMovement
    self.travel = travel ?? (leadingEdge - startEdge) * config.snapDirection.openingSign
  }

  /// +1 or -1: how the leading edge's coordinate changes as the modal opens.
  public var openingSign: Double { config.snapDirection.openingSign }

  /// The combined index of the overshoot, if the config has one.
  public var overshootIndex: Int? { config.overshootIndex }

  /// The last base point's index.
  public var lastBaseIndex: Int { config.snapPoints.count }

  /// Whether a release may land on the undershoot: override ?? its allowSnapping ?? true.
  public var undershootAllowed: Bool {
    Self.undershootAllowed(config: config, interpolator: interpolator)
  }

  /// Whether a release may land on the overshoot: override ?? its allowSnapping ?? false.
  public var overshootAllowed: Bool {
    Self.overshootAllowed(config: config, interpolator: interpolator)
  }

  /// Whether a release may land on the undershoot of `interpolator` (built from `config`):
  /// the config's override, else the undershoot's allowSnapping, else true.
  public static func undershootAllowed(config: ModalConfig, interpolator: Interpolator) -> Bool {
    config.flags.overrideShouldSnapToUnderShootSnapPoint
      ?? interpolator.points.first?.traits.allowSnapping ?? true
  }

  /// Whether a release may land on the overshoot of `interpolator` (built from `config`): false
  /// without an overshoot, else the config's override, else the overshoot's allowSnapping, else
  /// false.
  public static func overshootAllowed(config: ModalConfig, interpolator: Interpolator) -> Bool {
    guard let index = config.overshootIndex, index < interpolator.points.count else {
      return false
    }
    return config.flags.overrideShouldSnapToOvershootSnapPoint
      ?? interpolator.points[index].traits.allowSnapping ?? false
  }

  /// The candidates of step 3 (every point, with the reason it is excluded, if it is) and their
  /// distance from `edge`.
  public func candidates(from edge: Double) -> [ReleaseRecord.Candidate] {
    ReleaseRecord.CandidateTable.measured(from: edge, in: interpolator).candidates
  }

  /// The nearest candidate that is not excluded (the lower index on ties).
  public func nearest(_ candidates: [ReleaseRecord.Candidate]) -> Int? {
    var best: ReleaseRecord.Candidate? = nil
    for candidate in candidates where candidate.excluded == nil {
      if best.map({ candidate.distance < $0.distance }) ?? true { best = candidate }
    }
    return best?.index
  }

  /// Step 4 and 5 of the adaptive rule, shared by the strategies: `chosen`, the rule's pick,
  /// goes in the record; the undershoot becomes the first point and the overshoot the last base
  /// point unless they are allowed; then whether the target dismisses.
  public func finish(
    _ chosen: Int, record: inout ReleaseRecord
  ) -> ReleaseDecision {
    record.chosen = chosen
    var target = chosen
    if target == 0 && !undershootAllowed {
      record.note("the undershoot (0) is not allowed: snap to 1 instead")
      target = Swift.min(1, lastBaseIndex)
    }
    if let over = overshootIndex, target == over && !overshootAllowed {
      record.note(
        "the overshoot (\(over)) is not allowed: snap to \(lastBaseIndex) instead")
      target = lastBaseIndex
    }
    let flags = config.flags
    let dismisses =
      (target == 0 && flags.shouldDismissModalOnSnapToUnderShootSnapPoint)
      || (target == overshootIndex && flags.shouldDismissModalOnSnapToOverShootSnapPoint)
    record.target = target
    record.dismisses = dismisses
    return ReleaseDecision(target: target, dismisses: dismisses, record: record)
  }
}

/// What a release decided, and why.
public struct ReleaseDecision: Hashable, Sendable {
  /// The combined index to snap to.
  public var target: Int
  /// True when landing there dismisses the modal.
  public var dismisses: Bool
  public var record: ReleaseRecord
}

/// The numbers a release used, kept for `explain`.
public struct ReleaseRecord: Hashable, Sendable {
  /// A named number (e.g. "clamped velocity" 300).
  public struct Fact: Hashable, Sendable {
    public var name: String
    public var value: Double
    /// The unit printed after the value (`pt`, `pt/s`, or empty).
    public var unit: String
    /// True for a yes/no fact (its value 1 or 0), which `explain` prints as `true` / `false`.
    public var isFlag: Bool

    /// Creates a fact.
    public init(_ name: String, _ value: Double, _ unit: String = "") {
      self.name = name
      self.value = value
      self.unit = unit
      self.isFlag = false
    }

    /// A yes/no fact: value 1 when on, 0 when off, printed `true` / `false`.
    public static func flag(_ name: String, _ on: Bool) -> Fact {
      var fact = Fact(name, on ? 1 : 0)
      fact.isFlag = true
      return fact
    }
  }

  /// A point considered by the release.
  public struct Candidate: Hashable, Sendable {
    public var index: Int
    /// Its leading edge.
    public var edge: Double
    /// Its distance from the edge the strategy compares with.
    public var distance: Double
    /// Why it could not be chosen, or nil.
    public var excluded: String?

    /// Creates a candidate.
    public init(index: Int, edge: Double, distance: Double, excluded: String? = nil) {
      self.index = index
      self.edge = edge
      self.distance = distance
      self.excluded = excluded
    }
  }

  /// The strategy's name.
  public var strategy: String
  /// The release velocity (pt/s, positive = towards more open).
  public var velocity: Double
  /// The leading edge at release.
  public var leadingEdge: Double
  /// The strategy's intermediate numbers, in order.
  public var facts: [Fact]
  /// The points considered: built when read (by `explain`), not by the release.
  public var candidates: [Candidate] {
    get { candidateTable.candidates }
    set { candidateTable = .list(newValue) }
  }
  /// Where ``candidates`` come from.
  public var candidateTable: CandidateTable
  /// What the strategy chose before the adjustments.
  public var chosen: Int
  /// The undershoot / overshoot adjustments and other rule notes.
  public var adjustments: [String]
  /// Whether the record keeps what `explain` prints, its facts (``add(_:)``), rule notes
  /// (``note(_:)``) and candidates (``table(_:)``): false when only the landing is wanted (the release map and
  /// `tune` ask thousands of releases, and writing a note's numbers or capturing the input for
  /// a table costs more than the decision). Not part of the record's value.
  public var explains = true
  /// The final target.
  public var target: Int
  /// True when the release dismisses.
  public var dismisses: Bool

  /// Creates a record.
  public init(strategy: String, velocity: Double, leadingEdge: Double) {
    self.strategy = strategy
    self.velocity = velocity
    self.leadingEdge = leadingEdge
    self.facts = []
    self.candidateTable = .list([])
    self.chosen = 0
    self.adjustments = []
    self.target = 0
    self.dismisses = false
  }

  /// Adds a rule note to ``adjustments``, its text made only when the record ``explains``.
  public mutating func note(_ text: @autoclosure () -> String) {
    if explains { adjustments.append(text()) }
  }

  /// Adds facts, made only when the record ``explains``.
  public mutating func add(_ more: @autoclosure () -> [Fact]) {
    if explains { facts += more() }
  }

  /// Adds a fact, made only when the record ``explains``.
  public mutating func add(_ fact: @autoclosure () -> Fact) {
    if explains { facts.append(fact()) }
  }

  /// Sets where the candidates come from, the table made only when the record ``explains``.
  public mutating func table(_ table: @autoclosure () -> CandidateTable) {
    if explains { candidateTable = table() }
  }

  /// The value of a fact by name.
  public func fact(_ name: String) -> Double? {
    facts.first { $0.name == name }?.value
  }
}

/// A rule that picks where a drag lands: a pure function of the input. New strategies (the
/// peers of PEERS.md) conform to this protocol and add their type to ``ReleaseStrategies/table``;
/// the manager never changes. A strategy type declares everything the rest of the program says
/// about it (``RegisteredRule``: its name, its summary, its options), so that no other list
/// needs editing. Empty options mean the options are not checked (`adaptive` and `nearest`:
/// documents written before the peers used free option names with them).
public protocol ReleaseStrategy: RegisteredRule {
  /// Decides the target of a release.
  func decide(_ input: ReleaseInput) -> ReleaseDecision

  /// False when ``dismissesDuringDrag(travel:input:)`` is always false, so that the manager
  /// does not build an input for it on every drag step.
  var mayDismissDuringDrag: Bool { get }

  /// True when the drag should dismiss the modal right away, before any release (DeckTransition
  /// dismisses during the drag). `travel` is the finger's travel towards more open.
  func dismissesDuringDrag(travel: Double, input: ReleaseInput) -> Bool

  /// The decision the manager records when ``dismissesDuringDrag(travel:input:)`` fires, so
  /// that `explain` can show the numbers that ended the drag.
  func dragDismissal(travel: Double, input: ReleaseInput) -> ReleaseDecision
}

extension ReleaseStrategy {
  /// By default, nothing dismisses during a drag.
  public var mayDismissDuringDrag: Bool { false }

  /// By default, nothing dismisses during a drag.
  public func dismissesDuringDrag(travel: Double, input: ReleaseInput) -> Bool { false }

  /// By default: target 0, dismissing, with the note "dismissed during the drag".
  public func dragDismissal(travel: Double, input: ReleaseInput) -> ReleaseDecision {
    var record = ReleaseRecord(strategy: name, velocity: 0, leadingEdge: input.leadingEdge)
    record.adjustments = ["dismissed during the drag"]
    record.dismisses = true
    return ReleaseDecision(target: 0, dismisses: true, record: record)
  }
}

/// adaptive-modal's rule (MODEL.md section 6): v' = clamp(v / 2, -300, 300), project the
/// leading edge by v' / 1000 x r / (1 - r) with r = 0.998, take the nearest allowed point.
public struct AdaptiveRelease: ReleaseStrategy {
  public static let name = "adaptive"
  public static let summary =
    "adaptive-modal's rule: v' = clamp(v / 2, -300, 300), the leading edge projected by v' / 1000 x r / (1 - r) with r = 0.998, then the nearest allowed point"
  /// The deceleration rate of the projection.
  public var decelerationRate = 0.998
  /// The clamp of v / 2.
  public var velocityLimit = 300.0

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let halved = input.velocity / 2
    let clamped = Swift.max(-velocityLimit, Swift.min(velocityLimit, halved))
    let r = decelerationRate
    let projection = clamped / 1000 * r / (1 - r)
    let projected = input.leadingEdge + input.openingSign * projection
    record.add([
      .init("velocity", input.velocity, "pt/s"), .init("v / 2", halved, "pt/s"),
      .init("clamped velocity", clamped, "pt/s"), .init("projection", projection, "pt"),
      .init("leading edge", input.leadingEdge, "pt"), .init("projected edge", projected, "pt"),
    ])
    record.table(.measured(from: projected, in: input.interpolator))
    let chosen = input.nearestPoint(to: projected) ?? input.startIndex
    return input.finish(chosen, record: &record)
  }
}

/// The nearest allowed point to where the finger let go; the velocity is ignored.
public struct NearestRelease: ReleaseStrategy {
  public static let name = "nearest"
  public static let summary =
    "the nearest allowed point to where the finger let go; the velocity is ignored"

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    record.add([.init("leading edge", input.leadingEdge, "pt")])
    record.table(.measured(from: input.leadingEdge, in: input.interpolator))
    let chosen = input.nearestPoint(to: input.leadingEdge) ?? input.startIndex
    return input.finish(chosen, record: &record)
  }
}

/// The registry of release strategies: the one list of them. Config validation, the decoder,
/// the shell (`set release.strategy`, completion, `explain`) and the docs read their names,
/// summaries and options from here.
public enum ReleaseStrategies: RuleRegistry {
  /// Every strategy type, the library's own rule first.
  public static let table = RuleTable<any ReleaseStrategy.Type, any ReleaseStrategy>(
    [
      AdaptiveRelease.self, NearestRelease.self, BiasedNearestRelease.self,
      VelocityThresholdRelease.self, MomentumRelease.self, AppleSheetRelease.self,
      MaterialRelease.self, DeckRelease.self, HalfModalRelease.self, DistanceRelease.self,
      FlutterRelease.self, ComposeRelease.self, GorhomRelease.self,
    ], declaration: { $0 }, make: { $0.init() })

  /// The strategy of a release config (the library's own for an unknown name, never reached).
  public static func strategy(for config: ReleaseConfig) -> any ReleaseStrategy {
    rule(named: config.strategy)
  }
}
