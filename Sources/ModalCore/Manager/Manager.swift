import ModalSupport

/// The live modal manager (MODEL.md sections 6, 7, 9, 10): a value holding the config, the
/// environment, the resolved points, the state, the gesture, the animation and the simulated
/// clock. Every change goes through ``apply(_:)``, which returns the events it caused or throws
/// a ``ManagerError`` and changes nothing.
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
  }

  /// A temporary override point (MODEL.md section 10).
  public struct Override: Hashable, Sendable {
    public var point: SnapPoint
    /// Its combined index in the overridden config.
    public var index: Int
    /// The real point the modal was at when the override was applied.
    public var returnIndex: Int
  }

  /// What the last programmatic snap did, for `explain`.
  public struct SnapRecord: Hashable, Sendable {
    public var from: Int
    public var to: Int
    public var fromRect: Rect
    public var toRect: Rect
    public var animation: AnimationConfig
    public var crossFade: Bool
    /// What caused it (`snap`, `present`, `dismiss`, `keyboard`, ...).
    public var cause: String
  }

  // MARK: - State

  /// What changes only with the config or the environment, kept out of line so that copying a
  /// manager (every `apply` does, to stay all-or-nothing) costs one reference count, not twenty.
  @usableFromInline struct Resolved: Equatable, Sendable {
    var adaptiveConfig: AdaptiveConfig
    var configName: String
    var selection: ConfigSelection
    @usableFromInline var config: ModalConfig {
      didSet {
        dependsOnKeyboard = config.dependsOnKeyboard
        overshootIndex = Self.overshootIndex(of: config)
      }
    }
    @usableFromInline var interpolator: Interpolator
    var override: Override?
    /// Cached `config.dependsOnKeyboard` (walking every layout is not free).
    var dependsOnKeyboard: Bool
    /// The combined index of the overshoot, if the config has one (cached: reading the
    /// optional overshoot copies a whole snap point).
    var overshootIndex: Int?

    static func overshootIndex(of config: ModalConfig) -> Int? {
      config.overshootIndex
    }

    init(
      adaptiveConfig: AdaptiveConfig, configName: String, selection: ConfigSelection,
      config: ModalConfig, interpolator: Interpolator, override: Override?
    ) {
      self.adaptiveConfig = adaptiveConfig
      self.configName = configName
      self.selection = selection
      self.config = config
      self.interpolator = interpolator
      self.override = override
      self.dependsOnKeyboard = config.dependsOnKeyboard
      self.overshootIndex = Self.overshootIndex(of: config)
    }
  }

  @usableFromInline var resolved: Shared<Resolved>
  @usableFromInline var records: Shared<Records>

  /// The explain records, out of line for the same reason.
  @usableFromInline struct Records: Equatable, Sendable {
    var lastRelease: ReleaseRecord? {
      didSet { releaseCount += 1 }
    }
    var lastSnap: SnapRecord? {
      didSet { snapCount += 1 }
    }
    @usableFromInline var releaseCount = 0
    @usableFromInline var snapCount = 0
  }

  /// How many releases have been recorded (a cheap way to tell that `lastRelease` changed).
  @inlinable public var releaseCount: Int { records.value.releaseCount }
  /// How many programmatic snaps have been recorded.
  @inlinable public var snapCount: Int { records.value.snapCount }

  /// The config document (static or adaptive).
  public private(set) var adaptiveConfig: AdaptiveConfig {
    _read { yield resolved.value.adaptiveConfig }
    set { resolved.value.adaptiveConfig = newValue }
  }
  /// A name for the config, used in `configDidChange` when it is replaced.
  public private(set) var configName: String {
    _read { yield resolved.value.configName }
    set { resolved.value.configName = newValue }
  }
  /// Which config of the adaptive config is in use.
  public private(set) var selection: ConfigSelection {
    _read { yield resolved.value.selection }
    set { resolved.value.selection = newValue }
  }
  /// The config in use (with the override applied, if any).
  public private(set) var config: ModalConfig {
    @inlinable _read { yield resolved.value.config }
    set { resolved.value.config = newValue }
  }
  public private(set) var environment: Environment
  /// The resolved points of `config` in `environment`.
  public private(set) var interpolator: Interpolator {
    @inlinable _read { yield resolved.value.interpolator }
    set { resolved.value.interpolator = newValue }
  }
  public private(set) var override: Override? {
    _read { yield resolved.value.override }
    set { resolved.value.override = newValue }
  }
  public private(set) var state: ModalState = .initial
  /// The state before `state`.
  public private(set) var previousState: ModalState = .initial
  /// The combined index of the current snap point (0 when dismissed).
  public private(set) var currentIndex: Int = 0
  /// Every channel as drawn now.
  public private(set) var values: ModalValues
  public private(set) var gesture: Gesture?
  public private(set) var animation: RunningAnimation?
  /// The simulated clock, in frames of 1/60 s.
  public private(set) var clock: Int = 0
  public private(set) var log: EventLog
  /// The last release, for `explain`.
  public private(set) var lastRelease: ReleaseRecord? {
    _read { yield records.value.lastRelease }
    set { records.value.lastRelease = newValue }
  }
  /// The last programmatic snap, for `explain`.
  public private(set) var lastSnap: SnapRecord? {
    _read { yield records.value.lastSnap }
    set { records.value.lastSnap = newValue }
  }
  /// Whether `didShow` has fired for the current presentation.
  private var didShowFired = false
  /// Events of the action being applied.
  private var pending: [Event] = []
  /// The rest frames of recent animations (a memo; not part of the manager's identity).
  private var restFrames = RestFrameCache()

  /// A manager holding `config` in `environment`, dismissed.
  public init(
    config: AdaptiveConfig, name: String = "config", environment: Environment = Environment(),
    logCapacity: Int = 256
  ) throws(ManagerError) {
    let problems = Self.problems(of: config)
    guard problems.isEmpty else { throw .invalidConfig(problems) }
    let selection = config.selection(for: environment)
    let selected = config.config(for: selection)
    let interpolator = Interpolator(config: selected, environment: environment)
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

  /// The time in seconds.
  @inlinable public var time: Double { Clock.seconds(clock) }

  // MARK: - Apply

  /// Applies an action: returns the events it caused, or throws and changes nothing.
  public mutating func apply(_ action: Action) throws(ManagerError) -> [Event] {
    // Work on a copy so that a refusal changes nothing. The log is moved out first (it is not
    // part of what `perform` changes), so it stays uniquely referenced and is appended to in
    // place instead of being copied on every action.
    var kept = EventLog(capacity: log.capacity)
    swap(&kept, &log)
    var copy = self
    copy.pending = []
    copy.pending.reserveCapacity(12)
    do {
      try copy.perform(action)
    } catch {
      swap(&kept, &log)
      throw error
    }
    let events = copy.pending
    copy.pending = []
    self = copy
    for event in events { kept.append(event) }
    swap(&kept, &log)
    return events
  }

  /// Runs the animation to its end, in place (it cannot fail, so no copy is made); the events.
  public mutating func settleAnimation() -> [Event] {
    guard animation != nil else { return [] }
    pending = []
    settle()
    let events = pending
    pending = []
    for event in events { log.append(event) }
    return events
  }

  /// Advances the clock by `frames`, in place; the events.
  public mutating func advanceClock(frames: Int) -> [Event] {
    pending = []
    advance(frames)
    let events = pending
    pending = []
    for event in events { log.append(event) }
    return events
  }

  private mutating func perform(_ action: Action) throws(ManagerError) {
    switch action {
    case .present(let target, let animated): try present(target, animated: animated)
    case .dismiss(let mode, let animated): try dismiss(mode, animated: animated)
    case .snap(let target): try snap(target)
    case .dragBegin: try beginDrag()
    case .dragMove(let amount, let secondary): try moveDrag(amount, secondary: secondary)
    case .dragEnd(let velocity): try endDrag(velocity)
    case .backgroundTap: try tapBackground()
    case .advance(let frames): advance(frames)
    case .settle: settle()
    case .environment(let change): try changeEnvironment(change)
    case .replaceConfig(let config, let name): try replaceConfig(config, name: name)
    case .snapToOverride(let point): try snapToOverride(point)
    case .clearOverride: try clearOverride()
    }
  }

  private mutating func emit(_ kind: EventKind) {
    pending.append(Event(frame: clock, kind: kind))
  }

  private mutating func setState(_ next: ModalState) {
    guard next != state else { return }
    emit(.stateWillChange(previous: previousState, current: state, next: next))
    previousState = state
    state = next
  }

  // MARK: - Targets

  private var lastBaseIndex: Int { config.snapPoints.count }
  private var overshootIndex: Int? { resolved.value.overshootIndex }

  /// "the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)".
  private func validIndices() -> String {
    var text = lastBaseIndex == 1 ? "the only index is 1" : "the indices are 1 to \(lastBaseIndex)"
    text += " (0 is the undershoot"
    if let over = overshootIndex { text += ", \(over) the overshoot" }
    return text + ")"
  }

  private func resolve(_ target: SnapTarget) throws(ManagerError) -> Int {
    let points = interpolator.points
    switch target {
    case .index(let index):
      guard points.indices.contains(index) else {
        throw .noSuchIndex(index, valid: validIndices())
      }
      if index == 0 {
        throw .notSnappable(0, reason: "0 is the undershoot (use dismiss)")
      }
      if points[index].kind == .inBetween {
        throw .notSnappable(index, reason: "it is an in-between keyframe, never snapped to")
      }
      return index
    case .key(let key):
      guard let point = points.first(where: { $0.key == key }) else {
        throw .noSuchKey(key, keys: points.compactMap(\.key))
      }
      if point.kind == .inBetween {
        throw .notSnappable(point.index, reason: "it is an in-between keyframe, never snapped to")
      }
      return point.index
    case .next:
      var index = currentIndex + 1
      while index <= lastBaseIndex && points[index].kind == .inBetween { index += 1 }
      guard index <= lastBaseIndex else {
        throw .noNeighbour("already at the last snap point (\(currentIndex))")
      }
      return index
    case .previous:
      var index = Swift.min(currentIndex, lastBaseIndex + 1) - 1
      while index >= 1 && points[index].kind == .inBetween { index -= 1 }
      guard index >= 1 else {
        throw .noNeighbour("already at the first snap point (use dismiss to close)")
      }
      return index
    case .closest:
      let index = interpolator.nearestIndex(
        toPercent: percent,
        where: { $0.kind == .standard })
      return index ?? 1
    }
  }

  /// The resolved values of a point.
  private func targetValues(_ index: Int) -> ModalValues {
    interpolator.values(atIndex: index)
  }

  /// The base layout a point derives from (for `dismiss direct`).
  private func layout(of index: Int) -> Layout? {
    let base = config.snapPoints
    if index >= 1 && index <= base.count { return base[index - 1].layout }
    if index > base.count {
      if let over = config.overshoot, let last = base.last?.layout {
        let preset =
          over.preset == .automatic ? config.snapDirection.overshootPreset : over.preset
        return preset.apply(to: last)
      }
    }
    return base.first?.layout
  }

  // MARK: - Animation

  private func timing(
    _ config: AnimationConfig, from: ModalValues, to: ModalValues, velocity: Double = 0
  ) -> AnimationTiming {
    if environment.reduceMotion { return .crossFade(duration: 0.3) }
    guard case .springGesture = config, velocity != 0 else {
      return AnimationTiming.make(config)
    }
    // The gesture's velocity relative to the remaining distance, towards the target.
    let sign = self.config.snapDirection.openingSign
    let fromOpen = sign * interpolator.leadingEdge(of: from.rect)
    let toOpen = sign * interpolator.leadingEdge(of: to.rect)
    let remaining = toOpen - fromOpen
    guard abs(remaining) > 1e-9 else { return AnimationTiming.make(config) }
    return AnimationTiming.make(config, gestureVelocity: velocity / remaining)
  }

  private mutating func startAnimation(
    to target: Int, values targetValues: ModalValues, purpose: AnimationPurpose,
    config animationConfig: AnimationConfig, velocity: Double = 0,
    timingOverride: AnimationTiming? = nil,
    queue: [Int] = []
  ) {
    let timing =
      timingOverride
      ?? self.timing(animationConfig, from: values, to: targetValues, velocity: velocity)
    animation = RunningAnimation(
      animation: Animation(from: values, to: targetValues, timing: timing, cache: &restFrames),
      target: target,
      purpose: purpose, queue: queue)
    emit(.animatorStart(target: target, animated: true))
  }

  /// Stops a running animation where it is, reporting it.
  private mutating func interruptAnimation() {
    guard animation != nil else { return }
    animation = nil
    emit(.animatorCompletion(.current))
  }

  private mutating func advance(_ frames: Int) {
    var remaining = Swift.max(0, frames)
    while remaining > 0 {
      guard var running = animation else {
        clock += remaining
        return
      }
      let toFinish = running.animation.framesToFinish
      if toFinish > remaining {
        running.animation.elapsedFrames += remaining
        clock += remaining
        values = running.animation.current
        animation = running
        return
      }
      clock += toFinish
      remaining -= toFinish
      running.animation.elapsedFrames += toFinish
      animation = running
      completeAnimation()
    }
  }

  private mutating func settle() {
    var guardCount = 0
    while let running = animation, guardCount < 10_000 {
      advance(Swift.max(1, running.animation.framesToFinish))
      guardCount += 1
    }
  }

  private mutating func completeAnimation() {
    guard let running = animation else { return }
    animation = nil
    values = running.animation.to
    emit(.animatorCompletion(.end))
    switch running.purpose {
    case .present:
      currentIndex = running.target
      setState(.presentedProgrammatic)
      emit(.didSnap(running.target))
      if !didShowFired {
        didShowFired = true
        emit(.didShow)
      }
    case .snap(let gesture):
      currentIndex = running.target
      setState(gesture ? .snappedFromGestureDragging : .snappedProgrammatic)
      emit(.didSnap(running.target))
      clearOverrideIfBelow(running.target)
    case .dismiss(let gesture):
      if let next = running.queue.first {
        currentIndex = running.target
        emit(.didSnap(running.target))
        emit(.willSnap(from: running.target, to: next))
        startAnimation(
          to: next, values: next == 0 ? dismissedValues() : targetValues(next),
          purpose: running.purpose, config: config.exitAnimation,
          queue: Array(running.queue.dropFirst()))
        return
      }
      currentIndex = 0
      values = interpolator.values(atIndex: 0)
      setState(gesture ? .dismissedGesture : .dismissedProgrammatic)
      emit(.didSnap(running.target))
      emit(.didHide)
      didShowFired = false
      if override != nil {
        override = nil
        rebuild()
        values = interpolator.values(atIndex: 0)
      }
    }
  }

  // MARK: - Present and dismiss

  private mutating func present(_ target: SnapTarget?, animated: Bool) throws(ManagerError) {
    if gesture != nil { throw .dragInProgress(action: "present") }
    let interruptingDismiss =
      state == .dismissingProgrammatic || state == .dismissingGesture
    guard state.isDismissed || interruptingDismiss else { throw .alreadyPresented }
    // Re-evaluate the adaptive config (on a copy first: an invalid target changes nothing).
    var next = self
    if next.state.isDismissed { next.reselect() }
    let index = try next.resolve(target ?? .index(next.config.initialSnapPointIndex))
    self = next
    if interruptingDismiss {
      interruptAnimation()
      emit(.dismissCancelled)
    } else {
      values = interpolator.values(atIndex: 0)
      didShowFired = false
    }
    setState(.presentingProgrammatic)
    emit(.willShow)
    emit(.willSnap(from: currentIndex, to: index))
    let to = targetValues(index)
    lastSnap = SnapRecord(
      from: currentIndex, to: index, fromRect: values.rect, toRect: to.rect,
      animation: config.entranceAnimation, crossFade: environment.reduceMotion, cause: "present")
    if animated {
      startAnimation(to: index, values: to, purpose: .present, config: config.entranceAnimation)
    } else {
      animation = RunningAnimation(
        animation: Animation(from: values, to: to, timing: .curve(.standard(.linear), duration: 0)),
        target: index, purpose: .present, queue: [])
      emit(.animatorStart(target: index, animated: false))
      completeAnimation()
    }
  }

  /// The values the modal has when fully dismissed.
  private func dismissedValues() -> ModalValues { interpolator.values(atIndex: 0) }

  private mutating func dismiss(_ mode: DismissMode, animated: Bool) throws(ManagerError) {
    if gesture != nil { throw .dragInProgress(action: "dismiss") }
    guard !state.isDismissed else { throw .notPresented(action: "dismiss") }
    if state == .dismissingProgrammatic || state == .dismissingGesture { return }
    let presenting = state == .presentingProgrammatic
    interruptAnimation()
    if presenting { emit(.presentCancelled) }
    let from = currentIndex
    var queue: [Int] = []
    var target = dismissedValues()
    switch mode {
    case .direct:
      target = dismissValues(preset: config.snapDirection.undershootPreset, from: from)
    case .preset(let preset):
      target = dismissValues(
        preset: preset == .automatic ? config.snapDirection.undershootPreset : preset, from: from)
    case .viaSnapPoints:
      var index = Swift.min(from, lastBaseIndex) - (from > lastBaseIndex ? 0 : 1)
      while index >= 1 {
        if interpolator.points[index].kind == .standard { queue.append(index) }
        index -= 1
      }
      queue.append(0)
    }
    setState(.dismissingProgrammatic)
    emit(.willHide)
    let first = queue.first ?? 0
    emit(.willSnap(from: from, to: first))
    let firstValues = mode == .viaSnapPoints && first != 0 ? targetValues(first) : target
    lastSnap = SnapRecord(
      from: from, to: 0, fromRect: values.rect, toRect: target.rect,
      animation: config.exitAnimation, crossFade: environment.reduceMotion, cause: "dismiss")
    if animated {
      startAnimation(
        to: first, values: firstValues, purpose: .dismiss(gesture: false),
        config: config.exitAnimation, queue: Array(queue.dropFirst()))
    } else {
      animation = RunningAnimation(
        animation: Animation(
          from: values, to: target, timing: .curve(.standard(.linear), duration: 0)),
        target: 0, purpose: .dismiss(gesture: false), queue: [])
      emit(.animatorStart(target: 0, animated: false))
      completeAnimation()
    }
  }

  /// The undershoot's values with the rect of `preset` applied to the layout of `index`.
  private func dismissValues(preset: LayoutPreset, from index: Int) -> ModalValues {
    var target = dismissedValues()
    if let layout = layout(of: index) {
      let context = LayoutContext(environment: environment)
      let rect = preset.apply(to: layout).computeRect(context)
      if rect.isFinite { target.rect = rect }
    }
    return target
  }

  // MARK: - Snap

  private mutating func snap(_ target: SnapTarget) throws(ManagerError) {
    if gesture != nil { throw .dragInProgress(action: "snap") }
    guard !state.isDismissed else { throw .notPresented(action: "snap") }
    let index = try resolve(target)
    try snap(to: index, cause: "snap")
  }

  private mutating func snap(to index: Int, cause: String) throws(ManagerError) {
    let settledThere =
      animation == nil && index == currentIndex && values == targetValues(index)
    if settledThere { return }
    switch state {
    case .presentingProgrammatic, .presentingGesture:
      // Retarget the presentation.
      emit(.willSnap(from: animation?.target ?? currentIndex, to: index))
      let to = targetValues(index)
      startAnimation(to: index, values: to, purpose: .present, config: config.entranceAnimation)
      return
    case .dismissingProgrammatic, .dismissingGesture:
      interruptAnimation()
      emit(.dismissCancelled)
    default:
      interruptAnimation()
    }
    let from = animation?.target ?? currentIndex
    setState(.snappingProgrammatic)
    emit(.willSnap(from: from, to: index))
    let to = targetValues(index)
    lastSnap = SnapRecord(
      from: currentIndex, to: index, fromRect: values.rect, toRect: to.rect,
      animation: config.snapAnimation, crossFade: environment.reduceMotion, cause: cause)
    startAnimation(
      to: index, values: to, purpose: .snap(gesture: false), config: config.snapAnimation)
  }

  // MARK: - Drag

  private var releaseStrategy: any ReleaseStrategy {
    ReleaseStrategies.strategy(for: config.release)
  }

  private mutating func beginDrag() throws(ManagerError) {
    if gesture != nil { return }
    guard !state.isDismissed else { throw .notPresented(action: "drag") }
    guard config.flags.shouldEnableSnapping else { throw .snappingDisabled }
    let wasPresenting = state == .presentingProgrammatic
    let wasDismissing = state == .dismissingProgrammatic || state == .dismissingGesture
    interruptAnimation()
    if wasDismissing { emit(.dismissCancelled) }
    if wasPresenting && !didShowFired {
      didShowFired = true
      emit(.didShow)
    }
    setState(.gestureDragging)
    let edge = interpolator.leadingEdge(of: values.rect)
    let nearest = liveNearest(edge: edge) ?? currentIndex
    gesture = Gesture(
      startEdge: edge, startIndex: currentIndex, travel: 0, secondary: 0, lastMovement: 0,
      nearest: nearest, edge: edge)
  }

  /// The point a release here would most likely land on: the nearest allowed point (by
  /// percent), after the undershoot / overshoot rules.
  private func liveNearest(edge: Double) -> Int? {
    let percent = interpolator.percent(forLeadingEdge: edge)
    guard
      var index = interpolator.nearestIndex(
        toPercent: percent, where: { $0.kind != .inBetween && $0.traits.allowSnapping != false })
    else { return nil }
    if index == 0 && !ReleaseInput.undershootAllowed(config: config, interpolator: interpolator) {
      index = Swift.min(1, lastBaseIndex)
    }
    if let over = overshootIndex, index == over,
      !ReleaseInput.overshootAllowed(config: config, interpolator: interpolator)
    {
      index = lastBaseIndex
    }
    return index
  }

  /// The resistance past an end (`atOpenEnd`: past the most open point, else past the least
  /// open one): `none`, linear at both ends or only at the open end, or the rubber band. The
  /// deck curve is not an end resistance (``moveDrag(_:secondary:)`` applies it to the whole
  /// travel), so it leaves the excess alone here.
  private func resist(_ excess: Double, atOpenEnd: Bool) -> Double {
    switch config.overdrag {
    case .none, .deck: return excess
    case .linear(let factor): return excess * factor
    case .linearTop(let factor): return atOpenEnd ? excess * factor : excess
    case .rubberBand:
      let d = interpolator.container[config.snapDirection.axis]
      guard d > 0 else { return 0 }
      return (1 - 1 / (excess * 0.55 / d + 1)) * d
    }
  }

  private mutating func moveDrag(_ amount: Double, secondary: Double) throws(ManagerError) {
    guard amount.isFinite else { throw .notFinite("the drag amount") }
    guard secondary.isFinite else { throw .notFinite("the secondary drag amount") }
    if gesture == nil { try beginDrag() }
    guard var drag = gesture else { return }
    drag.travel += amount
    drag.secondary += secondary
    if amount != 0 { drag.lastMovement = amount > 0 ? 1 : -1 }
    let sign = config.snapDirection.openingSign
    var open = sign * drag.startEdge + drag.travel
    if case .deck = config.overdrag {
      // DeckTransition: only travel towards closed moves the card, along its friction curve.
      open = sign * drag.startEdge - DragCurves.deck(-drag.travel)
    } else if let firstEdge = interpolator.sortedEdges.first,
      let lastEdge = interpolator.sortedEdges.last
    {
      // The ends of the travel: the least and the most open points.
      let low = Swift.min(sign * firstEdge, sign * lastEdge)
      let high = Swift.max(sign * firstEdge, sign * lastEdge)
      if open > high {
        open = high + resist(open - high, atOpenEnd: true)
      } else if open < low {
        open = low - resist(low - open, atOpenEnd: false)
      }
    }
    if !config.flags.shouldEnableOverShooting, lastBaseIndex < interpolator.points.count {
      let lastOpen = sign * interpolator.leadingEdge(of: interpolator.points[lastBaseIndex].rect)
      open = Swift.min(open, lastOpen)
    }
    let edge = sign * open
    drag.edge = edge
    let percent = interpolator.percent(forLeadingEdge: edge)
    var next = interpolator.values(atPercent: percent, previous: values)
    if !config.flags.shouldLockAxisToModalDirection && drag.secondary != 0 {
      let follow = drag.secondary * (1 - next[.secondaryAxisDamping])
      if config.snapDirection.axis == .vertical {
        next[.frameX] += follow
      } else {
        next[.frameY] += follow
      }
    }
    if next.isFinite { values = next }
    // Live nearest point: willSnap, and the dismissing state over the undershoot.
    if let nearest = liveNearest(edge: edge), nearest != drag.nearest {
      emit(.willSnap(from: drag.nearest, to: nearest))
      drag.nearest = nearest
    }
    let overUndershoot =
      drag.nearest == 0 && config.flags.shouldDismissModalOnSnapToUnderShootSnapPoint
    if overUndershoot && state == .gestureDragging {
      setState(.dismissingGesture)
      emit(.willHide)
    } else if !overUndershoot && state == .dismissingGesture {
      emit(.dismissCancelled)
      setState(.gestureDragging)
    }
    gesture = drag
    let strategy = releaseStrategy
    guard strategy.mayDismissDuringDrag else { return }
    let input = releaseInput(velocity: 0)
    if strategy.dismissesDuringDrag(travel: drag.travel, input: input) {
      try finishDrag(strategy.dragDismissal(travel: drag.travel, input: input), velocity: 0)
    }
  }

  private func releaseInput(velocity: Double) -> ReleaseInput {
    let drag =
      gesture
      ?? Gesture(
        startEdge: interpolator.leadingEdge(of: values.rect), startIndex: currentIndex, travel: 0,
        secondary: 0, lastMovement: 0, nearest: currentIndex,
        edge: interpolator.leadingEdge(of: values.rect))
    return ReleaseInput(
      interpolator: interpolator, config: config, leadingEdge: drag.edge, velocity: velocity,
      startEdge: drag.startEdge, startIndex: drag.startIndex, lastMovement: drag.lastMovement,
      travel: drag.travel)
  }

  private mutating func endDrag(_ velocity: Double) throws(ManagerError) {
    guard velocity.isFinite else { throw .notFinite("the velocity") }
    guard gesture != nil else { throw .noDrag }
    let decision = releaseStrategy.decide(releaseInput(velocity: velocity))
    try finishDrag(decision, velocity: velocity)
  }

  private mutating func finishDrag(_ decision: ReleaseDecision, velocity: Double)
    throws(ManagerError)
  {
    guard let drag = gesture else { throw .noDrag }
    lastRelease = decision.record
    gesture = nil
    let target = decision.target
    let to = target == 0 ? dismissedValues() : targetValues(target)
    if decision.dismisses {
      if state == .gestureDragging {
        setState(.dismissingGesture)
        emit(.willHide)
      }
      if target != drag.nearest { emit(.willSnap(from: drag.nearest, to: target)) }
      startAnimation(
        to: target, values: to, purpose: .dismiss(gesture: true), config: config.exitAnimation,
        velocity: velocity)
    } else {
      if state == .dismissingGesture { emit(.dismissCancelled) }
      setState(.snappingFromGestureDragging)
      if target != drag.nearest { emit(.willSnap(from: drag.nearest, to: target)) }
      startAnimation(
        to: target, values: to, purpose: .snap(gesture: true), config: config.snapAnimation,
        velocity: velocity)
    }
  }

  // MARK: - Background tap

  private mutating func tapBackground() throws(ManagerError) {
    if gesture != nil { throw .dragInProgress(action: "tap the background") }
    guard !state.isDismissed else { throw .notPresented(action: "tap the background") }
    let mode = values.effectiveTapInteraction(currentPoint.traits)
    emit(.backgroundTap(mode))
    if mode == .dismiss && state != .dismissingProgrammatic && state != .dismissingGesture {
      try dismiss(.direct, animated: true)
    }
  }

  // MARK: - Environment and config

  /// Re-selects the adaptive config for the environment, emitting `configDidChange` when the
  /// selection changes. Returns true when it changed.
  @discardableResult
  private mutating func reselect() -> Bool {
    let next = adaptiveConfig.selection(for: environment)
    guard next != selection else { return false }
    emit(
      .configDidChange(
        from: adaptiveConfig.name(of: selection), to: adaptiveConfig.name(of: next)))
    selection = next
    override = nil
    rebuild()
    return true
  }

  /// True when the points of the config in use can change with the keyboard: a layout refers
  /// to it, or the config lifts frames above it.
  private var pointsDependOnKeyboard: Bool {
    resolved.value.dependsOnKeyboard || config.keyboardAvoidance == .lift
  }

  /// Recomputes the config in use and the points. With an override, the points kept below it
  /// depend on the environment, so its index may move: indices that referred to it follow it.
  private mutating func rebuild() {
    var base = adaptiveConfig.config(for: selection)
    if var current = override {
      let result = Self.overridden(base, with: current.point, environment: environment)
      base = result.config
      if result.index != current.index {
        if currentIndex == current.index { currentIndex = result.index }
        if var running = animation, running.target == current.index {
          running.target = result.index
          animation = running
        }
        current.index = result.index
        override = current
      }
    }
    config = base
    interpolator = Interpolator(config: config, environment: environment)
    if currentIndex >= interpolator.points.count { currentIndex = lastBaseIndex }
    if var running = animation, running.target >= interpolator.points.count {
      running.target = lastBaseIndex
      animation = running
    }
  }

  private mutating func changeEnvironment(_ change: EnvironmentChange) throws(ManagerError) {
    if gesture != nil { throw .dragInProgress(action: "change the environment") }
    var next = environment
    let what: String
    switch change {
    case .rotate(let orientation):
      next.orientation = orientation ?? environment.orientation.toggled
      what = "orientation \(next.orientation.rawValue)"
    case .keyboard(let height):
      if let height {
        let limit = next.containerSize.height
        guard height.isFinite, height > 0, height <= limit else {
          throw .invalidEnvironment(
            "the keyboard height must be more than 0 and at most the container's height (\(FixedFormat.points(limit)))"
          )
        }
      }
      next.keyboardHeight = height
      what = height.map { "keyboard \(FixedFormat.points($0))" } ?? "keyboard off"
    case .device(let device):
      next.device = device
      next.safeAreaOverride = nil
      if let height = next.keyboardHeight, height > next.containerSize.height {
        next.keyboardHeight = next.containerSize.height
      }
      what = "device \(device.name)"
    case .size(let width, let height):
      guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 100_000,
        height <= 100_000
      else {
        throw .invalidEnvironment("the size must be from 1x1 to 100000x100000 points")
      }
      next.device = .custom(
        width: width, height: height, safeArea: next.safeArea, idiom: next.device.idiom)
      next.orientation = width <= height ? .portrait : .landscape
      next.safeAreaOverride = nil
      if let keyboard = next.keyboardHeight, keyboard > height { next.keyboardHeight = height }
      what =
        "size \(FixedFormat.format(width, decimals: 0))x\(FixedFormat.format(height, decimals: 0))"
    case .safeArea(let insets):
      let size = next.containerSize
      let all = [insets.top, insets.left, insets.bottom, insets.right]
      guard all.allSatisfy({ $0.isFinite && $0 >= 0 }), insets.top + insets.bottom < size.height,
        insets.left + insets.right < size.width
      else {
        throw .invalidEnvironment(
          "the safe area must be 4 non-negative insets that leave room inside the container")
      }
      next.safeAreaOverride = insets
      what =
        "safe area \(all.map { FixedFormat.format($0, decimals: 0) }.joined(separator: " "))"
    case .reduceMotion(let on):
      next.reduceMotion = on
      what = "reduce motion \(on ? "on" : "off")"
    case .restore(let environment):
      next = environment
      what = "restored"
    }
    guard next != environment else { return }
    let oldKeyboard = environment.keyboardHeight
    let oldEnvironment = environment
    let oldFrame = values.rect
    environment = next
    switch (oldKeyboard, next.keyboardHeight) {
    case (nil, .some(let height)): emit(.keyboardWillShow(height))
    case (.some(let old), .some(let height)) where old != height:
      emit(.keyboardWillChange(height))
    case (.some(let old), nil): emit(.keyboardWillHide(old))
    default: break
    }
    emit(.environmentDidChange(what))
    let keyboardChange: Bool = {
      if case .keyboard = change { return true }
      return false
    }()
    let oldIndex = currentIndex
    let configChanged = reselect()
    // A keyboard change cannot move points that never look at the keyboard: skip the layout.
    let keyboardOnly: Bool = {
      var other = next
      other.keyboardHeight = oldEnvironment.keyboardHeight
      return other == oldEnvironment
    }()
    if !configChanged && !(keyboardOnly && !pointsDependOnKeyboard) { rebuild() }
    try settleAfterChange(
      configChanged: configChanged, oldFrame: oldFrame, oldIndex: oldIndex,
      keyboard: keyboardChange, cause: keyboardChange ? "keyboard" : "environment")
  }

  /// After the points changed: go to the same index (or the nearest-rect point when the config
  /// changed) with an animation; retarget a running one.
  private mutating func settleAfterChange(
    configChanged: Bool, oldFrame: Rect, oldIndex: Int, keyboard: Bool, cause: String
  ) throws(ManagerError) {
    guard !state.isDismissed else {
      values = dismissedValues()
      return
    }
    let timingOverride: AnimationTiming? =
      keyboard && !environment.reduceMotion ? .keyboard : nil
    if var running = animation {
      // Retarget the running animation to the same target in the new points.
      var target = running.target
      if configChanged {
        target = nearestRectIndex(to: running.animation.to.rect)
        running.queue = running.queue.filter { $0 < target }
      }
      target = Swift.min(target, interpolator.points.count - 1)
      let to: ModalValues
      if case .dismiss = running.purpose, target == 0 {
        to = dismissedValues()
      } else {
        to = targetValues(target)
      }
      let timing =
        timingOverride ?? self.timing(config.snapAnimation, from: values, to: to)
      running.animation = Animation(from: values, to: to, timing: timing, cache: &restFrames)
      running.target = target
      animation = running
      emit(.animatorStart(target: target, animated: true))
      return
    }
    let target = configChanged ? nearestRectIndex(to: oldFrame) : currentIndex
    if currentIndex != target || values != targetValues(target) {
      let from = oldIndex
      setState(.snappingProgrammatic)
      if from != target { emit(.willSnap(from: from, to: target)) }
      let to = targetValues(target)
      lastSnap = SnapRecord(
        from: from, to: target, fromRect: values.rect, toRect: to.rect,
        animation: keyboard ? .curve(duration: 0.25, .easeInOut) : config.snapAnimation,
        crossFade: environment.reduceMotion, cause: cause)
      startAnimation(
        to: target, values: to, purpose: .snap(gesture: false), config: config.snapAnimation,
        timingOverride: timingOverride)
    }
  }

  /// The standard point whose rect is nearest `rect` (the overshoot too when a release may
  /// land on it): the mean absolute difference of minX, midX, maxX, width, minY, midY, maxY and
  /// height.
  public func nearestRectIndex(to rect: Rect) -> Int {
    var best = Swift.min(1, interpolator.points.count - 1)
    var bestDistance = Double.infinity
    let overshootAllowed = ReleaseInput.overshootAllowed(
      config: config, interpolator: interpolator)
    for point in interpolator.points
    where point.kind == .standard || (point.kind == .overshoot && overshootAllowed) {
      let r = point.rect
      let parts = [
        r.minX - rect.minX, r.midX - rect.midX, r.maxX - rect.maxX, r.width - rect.width,
        r.minY - rect.minY, r.midY - rect.midY, r.maxY - rect.maxY, r.height - rect.height,
      ]
      var sum = 0.0
      for part in parts { sum += abs(part) }
      let distance = sum / 8
      if distance < bestDistance {
        bestDistance = distance
        best = point.index
      }
    }
    return best
  }

  private mutating func replaceConfig(_ newConfig: AdaptiveConfig, name: String)
    throws(ManagerError)
  {
    if gesture != nil { throw .dragInProgress(action: "change the config") }
    let problems = Self.problems(of: newConfig)
    guard problems.isEmpty else { throw .invalidConfig(problems) }
    let oldFrame = values.rect
    let oldName = configName
    adaptiveConfig = newConfig
    configName = name
    selection = newConfig.selection(for: environment)
    override = nil
    if oldName != name { emit(.configDidChange(from: oldName, to: name)) }
    let oldIndex = currentIndex
    currentIndex = 0
    rebuild()
    guard !state.isDismissed else {
      values = dismissedValues()
      return
    }
    // Keep the index when it is still a standard point, else the nearest rect.
    let points = interpolator.points
    if oldIndex >= 1 && oldIndex < points.count && points[oldIndex].kind == .standard {
      currentIndex = oldIndex
      try settleAfterChange(
        configChanged: false, oldFrame: oldFrame, oldIndex: oldIndex, keyboard: false,
        cause: "config")
    } else {
      currentIndex = nearestRectIndex(to: oldFrame)
      try settleAfterChange(
        configChanged: true, oldFrame: oldFrame, oldIndex: oldIndex, keyboard: false,
        cause: "config")
    }
  }

  // MARK: - Overrides

  /// The config with an override point: the base points whose percent is at most the
  /// override's minus 0.1, then the override (its overshoot derives from it).
  static func overridden(_ config: ModalConfig, with point: SnapPoint, environment: Environment)
    -> (config: ModalConfig, index: Int)
  {
    let real = Interpolator(config: config, environment: environment)
    let context = LayoutContext(environment: environment)
    let rect = point.layout?.computeRect(context) ?? .zero
    let percent = config.snapDirection.percent(
      leadingEdge: config.snapDirection.leadingEdge(of: rect), container: context.container)
    var kept: [SnapPoint] = []
    for (i, base) in config.snapPoints.enumerated()
    where real.points[i + 1].percent <= percent - 0.1 {
      kept.append(base)
    }
    // An in-between point cannot end the list.
    while let last = kept.last, last.mode == .inBetween { kept.removeLast() }
    var override = point
    override.mode = .standard
    var result = config
    result.snapPoints = kept + [override]
    result.initialSnapPointIndex = Swift.min(result.initialSnapPointIndex, result.snapPoints.count)
    return (result, result.snapPoints.count)
  }

  private mutating func snapToOverride(_ point: SnapPoint) throws(ManagerError) {
    if gesture != nil { throw .dragInProgress(action: "snap to an override point") }
    guard !state.isDismissed else { throw .notPresented(action: "snap to an override point") }
    guard point.layout != nil else {
      throw .invalidConfig([ConfigProblem(path: "override", message: "needs a layout")])
    }
    let base = adaptiveConfig.config(for: selection)
    let result = Self.overridden(base, with: point, environment: environment)
    let problems = result.config.problems()
    guard problems.isEmpty else { throw .invalidConfig(problems) }
    let returnIndex = override?.returnIndex ?? currentIndex
    override = Override(point: point, index: result.index, returnIndex: returnIndex)
    rebuild()
    if currentIndex >= result.index { currentIndex = result.index - 1 }
    try snap(to: result.index, cause: "override")
  }

  private mutating func clearOverrideIfBelow(_ index: Int) {
    guard let current = override, index < current.index else { return }
    override = nil
    rebuild()
    // The points below the override are the real ones, so this is normally no change.
    values = targetValues(currentIndex)
  }

  private mutating func clearOverride() throws(ManagerError) {
    if gesture != nil { throw .dragInProgress(action: "clear the override") }
    guard let current = override else { throw .noOverride }
    override = nil
    rebuild()
    let target = Swift.max(1, Swift.min(current.returnIndex, lastBaseIndex))
    guard !state.isDismissed else {
      values = dismissedValues()
      return
    }
    currentIndex = Swift.min(currentIndex, interpolator.points.count - 1)
    try snap(to: target, cause: "clear override")
  }
}

/// A value stored out of line in an immutable, shared box: copies share it, and a change
/// makes a new box (copy on write by hand), so it is still a value.
@usableFromInline struct Shared<Value: Equatable & Sendable>: Equatable, Sendable {
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let value: Value
    init(_ value: Value) { self.value = value }
  }

  @usableFromInline var storage: Storage

  init(_ value: Value) { storage = Storage(value) }

  /// The value: read in place (no copy of the whole value for one field), replaced on write.
  @usableFromInline var value: Value {
    @inlinable _read { yield storage.value }
    set { storage = Storage(newValue) }
  }

  @usableFromInline static func == (a: Shared, b: Shared) -> Bool {
    a.storage === b.storage || a.storage.value == b.storage.value
  }
}
