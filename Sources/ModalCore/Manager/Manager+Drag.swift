// Drags: following the finger, the live nearest point, and the release.
extension Manager {
  // MARK: - Drag

  var releaseStrategy: any ReleaseStrategy {
    ReleaseStrategies.strategy(for: config.release)
  }

  mutating func beginDrag() throws(ManagerError) {
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
    deceleration = nil
    let edge = interpolator.leadingEdge(of: values.rect)
    let nearest = liveNearest(edge: edge) ?? currentIndex
    gesture = Gesture(
      startEdge: edge, startIndex: currentIndex, travel: 0, secondary: 0, lastMovement: 0,
      nearest: nearest, edge: edge, temporaryTop: temporaryTop(edge: edge),
      keyboardAtStart: environment.keyboardHeight != nil)
  }

  /// The point a release here would most likely land on: the nearest allowed point (by
  /// percent), after the undershoot / overshoot rules.
  func liveNearest(edge: Double) -> Int? {
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
  func resist(_ excess: Double, atOpenEnd: Bool) -> Double {
    switch config.overdrag {
    case .none, .deck: return excess
    case .linear(let factor): return excess * factor
    case .linearTop(let factor): return atOpenEnd ? excess * factor : excess
    case .gorhom(let factor): return DragCurves.gorhom(excess, factor: factor)
    case .rubberBand:
      let d = interpolator.container[config.snapDirection.axis]
      guard d > 0 else { return 0 }
      return (1 - 1 / (excess * 0.55 / d + 1)) * d
    }
  }

  /// Moves the drag by `amount` towards more open (and `secondary` across). With
  /// `rulesMayEnd` false the release rule is not asked whether it ends the drag here (the
  /// release map asks each rule itself, ``ReleaseMapDrags``).
  mutating func moveDrag(_ amount: Double, secondary: Double, rulesMayEnd: Bool = true)
    throws(ManagerError)
  {
    guard amount.isFinite else { throw .notFinite("the drag amount") }
    guard secondary.isFinite else { throw .notFinite("the secondary drag amount") }
    if gesture == nil { try beginDrag() }
    guard var drag = gesture else { return }
    // Each amount is finite, their sum might not be: clamp it to a bound far beyond any
    // screen, so that the edge, the percent and the nearest point stay finite.
    drag.travel = NumberRange.travel.clamp(drag.travel + amount)
    drag.secondary = NumberRange.travel.clamp(drag.secondary + secondary)
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
      // From a temporary position the top is the position itself (gorhom's
      // `highestSnapPoint = context.value.initialPosition`).
      let high = drag.temporaryTop.map { sign * $0 } ?? Swift.max(sign * firstEdge, sign * lastEdge)
      if open > high {
        open = high + resist(open - high, atOpenEnd: true)
      } else if open < low {
        open = low - resist(low - open, atOpenEnd: false)
      }
    }
    let traits = sheetTraits
    if let limit = openLimit(traits.openLimit) {
      open = Swift.min(open, Swift.max(limit, drag.temporaryTop.map { sign * $0 } ?? limit))
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
    if traits.dimsOverContainer { dimOverContainer(&next, openness: open) }
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
    guard rulesMayEnd, strategy.mayDismissDuringDrag else { return }
    let input = releaseInput(velocity: 0)
    if strategy.dismissesDuringDrag(travel: drag.travel, input: input) {
      try finishDrag(strategy.dragDismissal(travel: drag.travel, input: input), velocity: 0)
    }
  }

  /// The most open a drag may take the sheet (signed towards open), or nil for no limit: the
  /// last base point without `shouldEnableOverShooting`, else the hand-off rule's
  /// ``SheetTraits/OpenLimit``.
  func openLimit(_ limit: SheetTraits.OpenLimit) -> Double? {
    let sign = config.snapDirection.openingSign
    let lastOpen =
      lastBaseIndex < interpolator.points.count
      ? sign * interpolator.leadingEdge(of: interpolator.points[lastBaseIndex].rect) : nil
    if !config.flags.shouldEnableOverShooting, let lastOpen { return lastOpen }
    switch limit {
    case .none: return nil
    case .mostOpenPoint: return lastOpen
    case .farSafeArea(let margin):
      let direction = config.snapDirection
      let far = direction.leadingEdge(percent: 1, container: interpolator.container)
      let inset = environment.safeArea[direction.farEdge] + margin
      return sign * (far - sign * inset)
    }
  }

  /// PanModal's dim below its short form (``SheetTraits/dimsOverContainer``): the first base
  /// point's dim x (1 - distance below it / the container's length), within 0 to 1 of it as
  /// `DimmedView`'s `.percent` is. 100 pt below the short form on an iphone-14 (H 844):
  /// 0.7 x (1 - 100 / 844) = 0.617.
  func dimOverContainer(_ values: inout ModalValues, openness: Double) {
    guard interpolator.points.count > 1 else { return }
    let first = interpolator.points[1]
    let sign = config.snapDirection.openingSign
    let below = sign * interpolator.leadingEdge(of: first.rect) - openness
    let length = interpolator.container[config.snapDirection.axis]
    guard below > 0, length > 0 else { return }
    let fraction = Swift.min(1, Swift.max(0, 1 - below / length))
    values[.backgroundOpacity] = first.values[.backgroundOpacity] * fraction
  }

  func releaseInput(velocity: Double, nestedScroll: Double? = nil) -> ReleaseInput {
    let drag =
      gesture
      ?? Gesture(
        startEdge: interpolator.leadingEdge(of: values.rect), startIndex: currentIndex, travel: 0,
        secondary: 0, lastMovement: 0, nearest: currentIndex,
        edge: interpolator.leadingEdge(of: values.rect))
    return ReleaseInput(
      interpolator: interpolator, config: config, leadingEdge: drag.edge, velocity: velocity,
      startEdge: drag.startEdge, startIndex: drag.startIndex, lastMovement: drag.lastMovement,
      travel: drag.travel, nestedScrollDirection: nestedScroll,
      devicePixelRatio: environment.device.scale)
  }

  /// The decision a release of the drag at `velocity` (clamped to ``NumberRange/velocity``)
  /// makes, without releasing: ``endDrag(_:)`` and the release map (``releaseMap(from:velocities:edges:)``)
  /// both ask this, so that the map shows the rule the release runs and not a copy of it.
  /// With `explains` false the record has no rule notes (only the landing is wanted).
  func releaseDecision(velocity: Double, nestedScroll: Double? = nil, explains: Bool = true)
    -> ReleaseDecision
  {
    var input = releaseInput(
      velocity: NumberRange.velocity.clamp(velocity), nestedScroll: nestedScroll)
    input.explains = explains
    return releaseStrategy.decide(input)
  }

  mutating func endDrag(_ velocity: Double) throws(ManagerError) {
    guard velocity.isFinite else { throw .notFinite("the velocity") }
    // Any finite velocity is taken, as the fastest the shell accepts at most, so that the
    // projections (velocity x time) stay finite.
    let velocity = NumberRange.velocity.clamp(velocity)
    // A touch on the content: its rule's release hook decides who gets the momentum.
    let hadGesture = gesture != nil
    // A touch that began on the content is a nested scroll: its last step's direction is
    // Material's `lastNestedScrollDy`.
    let nestedScroll = touch.flatMap { $0.surface == .content ? $0.lastDirection : nil }
    switch releaseTouch(velocity) {
    case .contentDecelerates?:
      // The content glides; a sheet the finger moved snaps without the momentum.
      guard hadGesture else { return }
      return try finishDrag(releaseStrategy.decide(releaseInput(velocity: 0)), velocity: 0)
    case .sheetReleases? where !hadGesture:
      try beginDrag()
    default: break
    }
    guard gesture != nil else { throw .noDrag }
    try finishDrag(
      releaseDecision(velocity: velocity, nestedScroll: nestedScroll), velocity: velocity)
  }

  mutating func finishDrag(_ decision: ReleaseDecision, velocity: Double)
    throws(ManagerError)
  {
    guard let drag = gesture else { throw .noDrag }
    if releaseFromTemporary(drag, velocity: velocity) { return }
    defer { dismissKeyboardAfterRelease(drag, keyboardAtStart: drag.keyboardAtStart) }
    lastRelease = decision.record
    gesture = nil
    touch = nil
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

}
