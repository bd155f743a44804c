// Environment and config changes: re-selecting the adaptive config, rebuilding the points and
// settling on them. What an environment change does is worked out by a pure function
// (``EnvironmentResponse``); this file applies it.
extension Manager {
  // MARK: - Environment and config

  /// Re-selects the adaptive config for the environment, emitting `configDidChange` when the
  /// selection changes. Returns true when it changed.
  @discardableResult
  mutating func reselect() -> Bool {
    // Field by field: a method call on `resolved.value` here copies the whole config first.
    let next = adaptiveConfig.selection(for: environment)
    guard next != selection else { return false }
    let reselected = resolved.value.reselected(next, in: environment, memo: &interpolators)
    emit(reselected.event)
    adopt(reselected.resolved)
    return true
  }

  /// Recomputes the config in use and the points (see ``Resolved/rebuilt(in:memo:)``), and the
  /// facts cached from them (the document or the override may have changed).
  mutating func rebuild() {
    adopt(Shared(resolved.value.rebuilt(in: environment, memo: &interpolators)))
  }

  /// Takes `next` as the config and points in use; the current index and the animation's
  /// target follow (``Resolved/remap(_:to:)``).
  mutating func adopt(_ next: Shared<Resolved>) {
    currentIndex = resolved.value.remap(currentIndex, to: next.value)
    if var running = animation {
      let target = resolved.value.remap(running.target, to: next.value)
      if target != running.target {
        running.target = target
        animation = running
      }
    }
    resolved = next
  }

  /// Where the modal is, for a settle plan.
  func position(oldIndex: Int) -> ModalPosition {
    ModalPosition(
      index: currentIndex, oldIndex: oldIndex, values: values, isDismissed: state.isDismissed,
      animation: animation)
  }

  mutating func changeEnvironment(_ change: EnvironmentChange) throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "change the environment") }
    guard
      let response = try EnvironmentResponse.make(
        change, resolved: resolved, environment: environment,
        position: position(oldIndex: currentIndex), memo: &interpolators)
    else { return }
    adopt(response)
    let keyboard: Bool = {
      if case .keyboard = change { return true }
      return false
    }()
    if followTemporary(keyboard: keyboard) { return }
    follow(response.plan)
  }

  /// Takes the environment and the points of `response`, with its events, and moves a running
  /// animation to the target's new place; the caller follows its plan.
  mutating func adopt(_ response: EnvironmentResponse) {
    environment = response.environment
    if let keyboard = response.keyboardEvent { emit(keyboard) }
    emit(.environmentDidChange(response.description))
    if let reselected = response.configEvent { emit(reselected) }
    guard let next = response.resolved else { return }
    resolved = next
    currentIndex = response.index
    if var running = animation, let target = response.animationTarget {
      running.target = target
      animation = running
    }
  }

  /// Applies a settle plan: the dismissed values, a retargeted animation or a snap.
  mutating func follow(_ plan: SettlePlan) {
    switch plan {
    case .stay: return
    case .hide(let dismissed):
      values = dismissed
    case .retarget(let target, let to, let timing, let queue):
      guard var running = animation else { return }
      running.queue = queue
      running.animation = Animation(from: values, to: to, timing: timing, cache: &restFrames)
      running.target = target
      animation = running
      emit(.animatorStart(target: target, animated: true))
    case .snap(let record, let to, let timing):
      setState(.snappingProgrammatic)
      if record.from != record.to { emit(.willSnap(from: record.from, to: record.to)) }
      lastSnap = record
      startAnimation(
        to: record.to, values: to, purpose: .snap(gesture: false), config: config.snapAnimation,
        timingOverride: timing)
    }
  }

  /// The standard point whose rect is nearest `rect` (the overshoot too when a release may
  /// land on it): the mean absolute difference of minX, midX, maxX, width, minY, midY, maxY and
  /// height.
  public func nearestRectIndex(to rect: Rect) -> Int {
    Self.nearestRectIndex(to: rect, config: config, interpolator: interpolator)
  }

  /// ``nearestRectIndex(to:)`` for the points of `config` resolved to `interpolator`.
  static func nearestRectIndex(to rect: Rect, config: ModalConfig, interpolator: Interpolator)
    -> Int
  {
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

  /// Replaces the config: the same index when it is still a standard point, else the point
  /// whose rect is nearest the frame.
  mutating func replaceConfig(_ newConfig: AdaptiveConfig, name: String) throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "change the config") }
    let problems = Self.problems(of: newConfig)
    guard problems.isEmpty else { throw .invalidConfig(problems) }
    let oldFrame = values.rect
    let oldName = configName
    adaptiveConfig = newConfig
    configName = name
    selection = newConfig.selection(for: environment)
    override = nil
    // A temporary position is re-evaluated in the new config (a prop change does not move the
    // library's sheet); without one the config's own plan settles the sheet.
    let hadTemporary = temporary
    temporary = nil
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
    let kept = oldIndex >= 1 && oldIndex < points.count && points[oldIndex].kind == .standard
    currentIndex = kept ? oldIndex : nearestRectIndex(to: oldFrame)
    if hadTemporary != nil {
      temporary = hadTemporary
      if followTemporary(keyboard: false) { return }
    }
    follow(
      SettlePlan.make(
        points: resolved, environment: environment, position: position(oldIndex: oldIndex),
        configChanged: !kept, cause: .config))
  }
}
