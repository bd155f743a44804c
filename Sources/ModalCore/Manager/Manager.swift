import ModalSupport

/// The live modal manager (MODEL.md sections 6, 7, 9, 10): a value holding the config, the
/// environment, the resolved points, the state, the gesture, the animation and the simulated
/// clock. Every change goes through ``apply(_:)``, which returns the events it caused or throws
/// a ``ManagerError`` and changes nothing.
///
/// The code is split by concern: this file holds the state and ``apply(_:)``;
/// `Manager+Presentation` present, dismiss, snap and background taps; `Manager+Drag` drags and
/// releases; `Manager+Animation` the running animation; `Manager+Environment` environment and
/// config changes (worked out by the pure `EnvironmentResponse` and `SettlePlan`);
/// `Manager+Overrides` override points; `ManagerRecords` what `explain` reads;
/// `ManagerResolved` the config and points kept out of line.
public struct Manager: Equatable, Sendable {
  /// Why an animation is running; decides what happens when it completes.
  public enum AnimationPurpose: Hashable, Sendable {
    case present
    case snap(gesture: Bool)
    case dismiss(gesture: Bool)
  }

  /// A running animation towards a combined index.
  public struct RunningAnimation: Hashable, Sendable {
    public var animation: Animation
    public var target: Int
    public var purpose: AnimationPurpose
    /// For `viaSnapPoints` dismissals: the indices still to visit after `target`.
    public var queue: [Int]
  }

  /// An in-flight drag.
  public struct Gesture: Hashable, Sendable {
    /// The leading edge when the drag began.
    public var startEdge: Double
    /// The index the modal was at when the drag began.
    public var startIndex: Int
    /// The finger's travel towards more open, in points.
    public var travel: Double
    /// The finger's travel along the secondary axis.
    public var secondary: Double
    /// +1 / -1 / 0: the direction of the last movement.
    public var lastMovement: Double
    /// The nearest point as last reported by `willSnap`.
    public var nearest: Int
    /// The leading edge now.
    public var edge: Double
    /// The top a drag from a temporary position may not pass but with the over-drag's
    /// resistance (``Manager/temporaryTop(edge:)``), as a leading edge; nil otherwise.
    public var temporaryTop: Double? = nil
    /// True when the keyboard was shown as the drag began (the library's
    /// `initialKeyboardStatus`).
    public var keyboardAtStart = false
  }

  /// A temporary override point (MODEL.md section 10).
  public struct Override: Hashable, Sendable {
    public var point: SnapPoint
    /// Its combined index in the overridden config.
    public var index: Int
    /// The real point the modal was at when the override was applied.
    public var returnIndex: Int
  }

  // MARK: - State

  @usableFromInline var resolved: Shared<Resolved>
  /// The explain records, out of line for the same reason.
  @usableFromInline var records: Shared<Records>

  /// The config document (static or adaptive).
  public internal(set) var adaptiveConfig: AdaptiveConfig {
    _read { yield resolved.value.adaptiveConfig }
    set { resolved.value.adaptiveConfig = newValue }
  }
  /// A name for the config, used in `configDidChange` when it is replaced.
  public internal(set) var configName: String {
    _read { yield resolved.value.configName }
    set { resolved.value.configName = newValue }
  }
  /// Which config of the adaptive config is in use.
  public internal(set) var selection: ConfigSelection {
    _read { yield resolved.value.selection }
    set { resolved.value.selection = newValue }
  }
  /// The config in use (with the override applied, if any); it changes with its points and the
  /// facts cached from it (``Resolved/rebuilt(in:memo:)``), never alone.
  public var config: ModalConfig {
    @inlinable _read { yield resolved.value.config }
  }
  public internal(set) var environment: Environment
  /// The resolved points of `config` in `environment`.
  public internal(set) var interpolator: Interpolator {
    @inlinable _read { yield resolved.value.interpolator }
    set { resolved.value.interpolator = newValue }
  }
  public internal(set) var override: Override? {
    _read { yield resolved.value.override }
    set { resolved.value.override = newValue }
  }
  public internal(set) var state: ModalState = .initial
  /// The state before `state`.
  public internal(set) var previousState: ModalState = .initial
  /// The combined index of the current snap point (0 when dismissed).
  public internal(set) var currentIndex: Int = 0
  /// Every channel as drawn now.
  public internal(set) var values: ModalValues
  public internal(set) var gesture: Gesture?
  public internal(set) var animation: RunningAnimation?
  /// The temporary position the sheet rests at or heads for (``TemporaryPosition``), if any.
  public internal(set) var temporary: TemporaryPosition?
  /// The simulated clock, in frames of 1/60 s.
  public internal(set) var clock: Int = 0
  /// The content's scroll offset in points, always within `0...contentMaxOffset` (0 without
  /// content); see `Manager+Content`.
  public internal(set) var contentOffset: Double = 0
  /// The touch in progress on the content or the edge strip, if any (`Manager+Handoff`).
  public internal(set) var touch: Touch?
  /// The content's deceleration after a release, while it runs (`Manager+Deceleration`).
  public internal(set) var deceleration: Deceleration?
  /// How the last action's drag step was split between the sheet and the content; nil when
  /// the last action was not a drag step.
  public internal(set) var lastStep: StepSplit?
  public internal(set) var log: EventLog
  /// The last release, for `explain`.
  public internal(set) var lastRelease: ReleaseRecord? {
    _read { yield records.value.lastRelease }
    set {
      records.value.lastRelease = newValue
      handoffIsLatest = false
    }
  }
  /// The last programmatic snap, for `explain`.
  public internal(set) var lastSnap: SnapRecord? {
    _read { yield records.value.lastSnap }
    set {
      records.value.lastSnap = newValue
      handoffIsLatest = false
    }
  }
  /// The hand-off rule's decision at the last step of a touch, for `explain`. Kept inline, not
  /// in `records`: it is written on every step of a touch, and a box would be allocated each
  /// time.
  public internal(set) var lastHandoff: HandoffRecord? {
    didSet { handoffIsLatest = true }
  }
  /// True when `lastHandoff` was recorded after the last release or snap record.
  var handoffIsLatest = false
  /// What `explain` shows: the last release, programmatic snap or hand-off step, whichever was
  /// recorded last (the manager knows the order; the shell could only guess it by counting).
  public var lastExplanation: Explanation? {
    if handoffIsLatest, let handoff = lastHandoff { return .handoff(handoff) }
    return records.value.lastExplanation
  }
  /// Whether `didShow` has fired for the current presentation.
  var didShowFired = false
  /// Events of the action being applied.
  var pending: [Event] = []
  /// The rest frames of recent animations (a memo; not part of the manager's identity).
  var restFrames = RestFrameCache()
  /// The points resolved for recent (config, environment) pairs (a memo; not part of the
  /// manager's identity).
  var interpolators = InterpolatorMemo()

  /// A manager holding `config` in `environment`, dismissed.
  public init(
    config: AdaptiveConfig, name: String = "config", environment: Environment = Environment(),
    logCapacity: Int = 256
  ) throws(ManagerError) {
    let problems = Self.problems(of: config)
    guard problems.isEmpty else { throw .invalidConfig(problems) }
    let selection = config.selection(for: environment)
    let selected = config.config(for: selection, in: environment)
    var memo = InterpolatorMemo()
    let interpolator = memo.interpolator(config: selected, environment: environment)
    self.interpolators = memo
    self.resolved = Shared(
      Resolved(
        adaptiveConfig: config, configName: name, selection: selection, config: selected,
        interpolator: interpolator, override: nil))
    self.records = Shared(Records())
    self.environment = environment
    self.values = interpolator.values(atIndex: 0)
    self.log = EventLog(capacity: logCapacity)
  }

  /// A manager holding a static config.
  public init(
    config: ModalConfig, name: String = "config", environment: Environment = Environment()
  ) throws(ManagerError) {
    try self.init(
      config: AdaptiveConfig(defaultConfig: config), name: name, environment: environment)
  }

  static func problems(of config: AdaptiveConfig) -> [ConfigProblem] {
    var problems = config.defaultConfig.problems()
    for (i, constrained) in config.constrained.enumerated() {
      problems += constrained.config.problems().map {
        ConfigProblem(path: "constrained[\(i)].config.\($0.path)", message: $0.message)
      }
    }
    return problems
  }

  // MARK: - Derived

  /// The point at the current index.
  @inlinable public var currentPoint: InterpolationPoint { interpolator.points[currentIndex] }

  /// The current point's key, read in place (reading ``currentPoint`` copies the whole point, a
  /// cost every printed step would pay).
  public var currentKey: String? {
    interpolator.points.withUnsafeBufferPointer { $0[currentIndex].key }
  }

  /// True when the modal is drawn (not dismissed).
  @inlinable public var isVisible: Bool { !state.isDismissed }

  /// The frame as drawn now.
  @inlinable public var frame: Rect { values.rect }

  /// The percent of the drawn frame (derived from its leading edge).
  @inlinable public var percent: Double {
    interpolator.percent(forLeadingEdge: interpolator.leadingEdge(of: values.rect))
  }

  /// The discrete properties in effect: the nearest point's during a drag, else the current
  /// point's.
  @inlinable public var traits: ModalTraits {
    if gesture != nil, let nearest = interpolator.nearestIndex(toPercent: percent) {
      return interpolator.points[nearest].traits
    }
    return interpolator.points[currentIndex].traits
  }

  /// The page label in effect (the nearest point's during a drag).
  @inlinable public var page: String? {
    if gesture != nil, let nearest = interpolator.nearestIndex(toPercent: percent) {
      return interpolator.points[nearest].page
    }
    return interpolator.points[currentIndex].page
  }

  /// The two points around the drawn percent and the fraction between them (the current point
  /// twice, fraction 0, when the config resolves to fewer than two points).
  public var bracket: Interpolator.Bracket {
    interpolator.bracket(aroundPercent: percent)
      ?? Interpolator.Bracket(lower: currentIndex, upper: currentIndex, fraction: 0)
  }

  /// The time in seconds.
  @inlinable public var time: Double { Clock.seconds(clock) }

  // MARK: - Apply

  /// Applies an action: returns the events it caused, or throws and changes nothing.
  public mutating func apply(_ action: Action) throws(ManagerError) -> [Event] {
    var events: [Event] = []
    try apply(action, appendingTo: &events)
    return events
  }

  /// Applies an action and appends the events it caused to `events`, or throws and changes
  /// neither. A step that applies an action and then runs its animation collects both into one
  /// array this way, instead of allocating and concatenating one array for each.
  public mutating func apply(_ action: Action, appendingTo events: inout [Event])
    throws(ManagerError)
  {
    guard failsBeforeChanging(action) else { return try applyOnCopy(action, appendingTo: &events) }
    // In place: this action refuses before it changes anything but `lastStep`, which is put
    // back (copying the manager for every action costs more than the action).
    let step = lastStep
    let start = collect(into: &events)
    do {
      try perform(action)
    } catch {
      pending.removeSubrange(start...)
      swap(&pending, &events)
      lastStep = step
      throw error
    }
    finishCollecting(from: start, into: &events)
  }

  /// Moves `events` into `pending` (where ``emit(_:)`` appends) with room for a step's events;
  /// the count it had, where this action's events begin.
  private mutating func collect(into events: inout [Event]) -> Int {
    swap(&pending, &events)
    // Room for a step's events, made once: growing the array again for the animation's
    // events would copy it.
    if pending.capacity < pending.count + 8 { pending.reserveCapacity(pending.count + 16) }
    return pending.count
  }

  /// Logs the events from `start` on and hands the array back to `events` (``pending`` is left
  /// empty).
  private mutating func finishCollecting(from start: Int, into events: inout [Event]) {
    for index in start..<pending.count { log.append(pending[index]) }
    swap(&pending, &events)
  }

  /// True when every refusal of `action` comes before it changes the manager (its checks
  /// come first), so that ``apply(_:)`` may run it in place. The others (a drag or a release
  /// of a touch on the content, a scroll, an override) change a field or two before a later
  /// check can refuse, and run on a copy.
  func failsBeforeChanging(_ action: Action) -> Bool {
    switch action {
    case .present, .dismiss, .snap, .dragBegin, .dragMove, .backgroundTap, .advance, .settle,
      .environment, .replaceConfig:
      return true
    case .dragEnd: return touch == nil
    case .dragContent, .snapToOverride, .clearOverride, .scroll: return false
    }
  }

  /// Applies `action` to a copy, which replaces the manager only when the action succeeds.
  mutating func applyOnCopy(_ action: Action, appendingTo events: inout [Event])
    throws(ManagerError)
  {
    // The log is moved out first (it is not part of what `perform` changes), so it stays
    // uniquely referenced and is appended to in place instead of being copied.
    var kept = EventLog(capacity: log.capacity)
    swap(&kept, &log)
    var copy = self
    let start = copy.collect(into: &events)
    do {
      try copy.perform(action)
    } catch {
      copy.pending.removeSubrange(start...)
      swap(&copy.pending, &events)
      swap(&kept, &log)
      throw error
    }
    swap(&copy.pending, &events)
    self = copy
    for index in start..<events.count { kept.append(events[index]) }
    swap(&kept, &log)
  }

  /// Runs the animation to its end, in place (it cannot fail, so no copy is made); the events.
  public mutating func settleAnimation() -> [Event] {
    var events: [Event] = []
    settleAnimation(appendingTo: &events)
    return events
  }

  /// Runs the animation to its end, in place, appending its events to `events`.
  public mutating func settleAnimation(appendingTo events: inout [Event]) {
    guard isMoving else { return }
    let start = collect(into: &events)
    settle()
    clampContentOffset()
    finishCollecting(from: start, into: &events)
  }

  /// Advances the clock by `frames`, in place; the events.
  public mutating func advanceClock(frames: Int) -> [Event] {
    var events: [Event] = []
    advanceClock(frames: frames, appendingTo: &events)
    return events
  }

  /// Advances the clock by `frames`, in place, appending the events to `events`.
  public mutating func advanceClock(frames: Int, appendingTo events: inout [Event]) {
    let start = collect(into: &events)
    advance(frames)
    clampContentOffset()
    finishCollecting(from: start, into: &events)
  }

  mutating func perform(_ action: Action) throws(ManagerError) {
    lastStep = nil
    switch action {
    case .present(let target, let animated): try present(target, animated: animated)
    case .dismiss(let mode, let animated): try dismiss(mode, animated: animated)
    case .snap(let target): try snap(target)
    case .dragBegin: try beginDrag()
    case .dragMove(let amount, let secondary): try dragHandle(amount, secondary: secondary)
    case .dragContent(let amount, let secondary, let surface, let velocity):
      try dragContent(amount, secondary: secondary, on: surface, velocity: velocity)
    case .dragEnd(let velocity): try endDrag(velocity)
    case .backgroundTap: try tapBackground()
    case .advance(let frames): advance(frames)
    case .settle: settle()
    case .environment(let change): try changeEnvironment(change)
    case .replaceConfig(let config, let name): try replaceConfig(config, name: name)
    case .snapToOverride(let point): try snapToOverride(point)
    case .clearOverride: try clearOverride()
    case .scroll(let target): try scroll(target)
    }
    clampContentOffset()
  }

  mutating func emit(_ kind: EventKind) {
    pending.append(Event(frame: clock, kind: kind))
  }

  mutating func setState(_ next: ModalState) {
    guard next != state else { return }
    emit(.stateWillChange(previous: previousState, current: state, next: next))
    previousState = state
    state = next
  }

}
