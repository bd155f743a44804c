import ModalSupport

// Starting, advancing and completing the animation towards a point.
extension Manager {
  // MARK: - Animation

  /// The timing of an animation from `from` to `to` on the points in use.
  func timing(
    _ config: AnimationConfig, from: ModalValues, to: ModalValues, velocity: Double = 0
  ) -> AnimationTiming {
    Self.timing(
      config, from: from, to: to, velocity: velocity, direction: self.config.snapDirection,
      interpolator: interpolator, reduceMotion: environment.reduceMotion)
  }

  /// The timing of `config` from `from` to `to` on points snapping in `direction`, resolved
  /// to `interpolator`: a cross-fade under reduce motion; a gesture spring starts with the
  /// release velocity relative to the remaining distance.
  static func timing(
    _ config: AnimationConfig, from: ModalValues, to: ModalValues, velocity: Double = 0,
    direction: SnapDirection, interpolator: Interpolator, reduceMotion: Bool
  ) -> AnimationTiming {
    if reduceMotion { return .crossFade(duration: 0.3) }
    // A release's velocity starts a `springGesture`, and half of it a `reanimatedSpring`:
    // @gorhom/bottom-sheet passes `velocityY / 2` to its animation
    // (src/hooks/useGestureEventsHandlersDefault.tsx@bc94d54 L316-320, L412-416).
    let share: Double
    switch config {
    case .springGesture: share = 1
    case .reanimatedSpring: share = 0.5
    default: return AnimationTiming.make(config)
    }
    guard velocity != 0 else { return AnimationTiming.make(config) }
    // The gesture's velocity relative to the remaining distance, towards the target.
    let sign = direction.openingSign
    let fromOpen = sign * interpolator.leadingEdge(of: from.rect)
    let toOpen = sign * interpolator.leadingEdge(of: to.rect)
    let remaining = toOpen - fromOpen
    guard abs(remaining) > 1e-9 else { return AnimationTiming.make(config) }
    return AnimationTiming.make(config, gestureVelocity: share * velocity / remaining)
  }

  mutating func startAnimation(
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
  mutating func interruptAnimation() {
    guard isAnimating else { return }
    animation = nil
    emit(.animatorCompletion(.current))
  }

  /// Advances the clock: the animation, and the content's deceleration frame by frame with it
  /// (the range it stops at follows the frame the animation draws).
  mutating func advance(_ frames: Int) {
    guard isDecelerating else { return advanceAnimation(frames) }
    var remaining = Swift.max(0, frames)
    while remaining > 0, isDecelerating {
      advanceAnimation(1)
      decelerate()
      remaining -= 1
    }
    if remaining > 0 { advanceAnimation(remaining) }
  }

  /// Advances the running animation, in place (optional chaining, so that the animation and
  /// its value arrays are not copied out and back each frame).
  mutating func advanceAnimation(_ frames: Int) {
    var remaining = Swift.max(0, frames)
    while remaining > 0 {
      guard let toFinish = animation?.animation.framesToFinish else {
        clock = clock.adding(saturating: remaining)
        return
      }
      if toFinish > remaining {
        animation?.animation.elapsedFrames += remaining
        clock = clock.adding(saturating: remaining)
        if let current = animation?.animation.current { values = current }
        return
      }
      clock = clock.adding(saturating: toFinish)
      remaining -= toFinish
      animation?.animation.elapsedFrames += toFinish
      completeAnimation()
    }
  }

  mutating func settle() {
    var guardCount = 0
    while isMoving, guardCount < 10_000 {
      // A deceleration runs frame by frame (it stops within about 7 s, 420 frames).
      advance(isDecelerating ? 1 : Swift.max(1, animation?.animation.framesToFinish ?? 1))
      guardCount += 1
    }
  }

  mutating func completeAnimation() {
    // Moved out, not copied: a copy would duplicate the animation's value arrays, and the
    // manager has no use for the finished animation.
    guard let running = animation.take() else { return }
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

}
