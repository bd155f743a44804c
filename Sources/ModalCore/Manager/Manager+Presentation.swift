// Presenting, dismissing, programmatic snaps and background taps, and the targets they resolve.
extension Manager {
  // MARK: - Targets

  var lastBaseIndex: Int { config.snapPoints.count }
  var overshootIndex: Int? { resolved.value.overshootIndex }

  /// "the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)".
  func validIndices() -> String {
    var text = lastBaseIndex == 1 ? "the only index is 1" : "the indices are 1 to \(lastBaseIndex)"
    text += " (0 is the undershoot"
    if let over = overshootIndex { text += ", \(over) the overshoot" }
    return text + ")"
  }

  func resolve(_ target: SnapTarget) throws(ManagerError) -> Int {
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
      guard let position = interpolator.position(ofKey: key) else {
        throw .noSuchKey(key, keys: points.compactMap(\.key))
      }
      let point = points[position]
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
  func targetValues(_ index: Int) -> ModalValues {
    interpolator.values(atIndex: index)
  }

  /// The base layout a point derives from (for `dismiss direct`).
  func layout(of index: Int) -> Layout? {
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

  // MARK: - Present and dismiss

  /// Refuses to present a config whose points use detents the environment's iOS version does
  /// not have (``SheetVersions/unavailable(_:on:)``: custom, height and fraction detents on iOS
  /// 15), as the app could not show them there: the message says what iOS 15 does instead.
  func checkDetentsExist() throws(ManagerError) {
    guard environment.ios < .v16 else { return }
    let missing = SheetVersions.unavailable(
      adaptiveConfig.config(for: selection), on: environment.ios)
    if !missing.isEmpty { throw .detentsUnavailable(missing, ios: environment.ios) }
  }

  mutating func present(_ target: SnapTarget?, animated: Bool) throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "present") }
    let interruptingDismiss =
      state == .dismissingProgrammatic || state == .dismissingGesture
    guard state.isDismissed || interruptingDismiss else { throw .alreadyPresented }
    // Re-evaluate the adaptive config (on a copy first, when it selects another config: an
    // invalid target changes nothing).
    let index: Int
    if state.isDismissed && adaptiveConfig.selection(for: environment) != selection {
      var next = self
      next.reselect()
      try next.checkDetentsExist()
      index = try next.resolve(target ?? .index(next.config.initialSnapPointIndex))
      self = next
    } else {
      try checkDetentsExist()
      index = try resolve(target ?? .index(config.initialSnapPointIndex))
    }
    contentOffset = 0
    temporary = nil
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
      animation: config.entranceAnimation, crossFade: environment.reduceMotion, cause: .present)
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
  func dismissedValues() -> ModalValues { interpolator.values(atIndex: 0) }

  mutating func dismiss(_ mode: DismissMode, animated: Bool) throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "dismiss") }
    guard !state.isDismissed else { throw .notPresented(action: "dismiss") }
    if state == .dismissingProgrammatic || state == .dismissingGesture { return }
    let presenting = state == .presentingProgrammatic
    temporary = nil
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
      animation: config.exitAnimation, crossFade: environment.reduceMotion, cause: .dismiss)
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
  func dismissValues(preset: LayoutPreset, from index: Int) -> ModalValues {
    var target = dismissedValues()
    if let layout = layout(of: index) {
      let context = LayoutContext(environment: environment, config: config, index: index)
      let rect = preset.apply(to: layout).computeRect(context)
      if rect.isFinite { target.rect = rect }
    }
    return target
  }

  // MARK: - Snap

  mutating func snap(_ target: SnapTarget) throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "snap") }
    guard !state.isDismissed else { throw .notPresented(action: "snap") }
    let index = try resolve(target)
    try snap(to: index, cause: .snap)
  }

  mutating func snap(to index: Int, cause: SnapCause) throws(ManagerError) {
    let settledThere =
      animation == nil && index == currentIndex && values == targetValues(index)
    if settledThere { return }
    // `handleSnapToIndex` resets the temporary position (BottomSheet.tsx@bc94d54 L1137-1140).
    temporary = nil
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

  // MARK: - Background tap

  mutating func tapBackground() throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "tap the background") }
    guard !state.isDismissed else { throw .notPresented(action: "tap the background") }
    let mode = values.effectiveTapInteraction(currentPoint.traits)
    emit(.backgroundTap(mode))
    if mode == .dismiss && state != .dismissingProgrammatic && state != .dismissingGesture {
      try dismiss(.direct, animated: true)
    }
  }

}
