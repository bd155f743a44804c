// Environment and config changes: re-selecting the adaptive config, rebuilding the points and
// settling on them.
extension Manager {
  // MARK: - Environment and config

  /// Re-selects the adaptive config for the environment, emitting `configDidChange` when the
  /// selection changes. Returns true when it changed.
  @discardableResult
  mutating func reselect() -> Bool {
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
  var pointsDependOnKeyboard: Bool {
    resolved.value.dependsOnKeyboard || config.keyboardAvoidance == .lift
  }

  /// Recomputes the config in use and the points. With an override, the points kept below it
  /// depend on the environment, so its index may move: indices that referred to it follow it.
  mutating func rebuild() {
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

  mutating func changeEnvironment(_ change: EnvironmentChange) throws(ManagerError) {
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
      keyboard: keyboardChange, cause: keyboardChange ? .keyboard : .environment)
  }

  /// After the points changed: go to the same index (or the nearest-rect point when the config
  /// changed) with an animation; retarget a running one.
  mutating func settleAfterChange(
    configChanged: Bool, oldFrame: Rect, oldIndex: Int, keyboard: Bool, cause: SnapCause
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

  mutating func replaceConfig(_ newConfig: AdaptiveConfig, name: String)
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
        cause: .config)
    } else {
      currentIndex = nearestRectIndex(to: oldFrame)
      try settleAfterChange(
        configChanged: true, oldFrame: oldFrame, oldIndex: oldIndex, keyboard: false,
        cause: .config)
    }
  }

}
