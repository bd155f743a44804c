import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `log` at file scope (inside `Manager`, `log` is the event log).
private func naturalLog(_ x: Double) -> Double { log(x) }

// The content's deceleration after a release: UIScrollView's momentum over the
// simulated clock, and the release of a touch as the hand-off rule decides it.
extension Manager {
  /// The content gliding after a release, like a UIScrollView at
  /// `UIScrollView.DecelerationRate.normal` (0.998 per millisecond):
  /// `offset(t) = o0 + v (r^(1000 t) - 1) / (1000 ln r)`, its speed `v r^(1000 t)`.
  ///
  /// It stops at the ends of the range (no rubber band is modelled: the offset stays at 0 or
  /// at the largest offset), or at the first frame where the distance it would still travel,
  /// `|v(t)| / (1000 |ln r|)`, is below ``Deceleration/stopDistance`` (0.5 pt, less than a
  /// pixel at 2x). A new drag or a `scroll` stops it, as a touch or `setContentOffset` stops a
  /// scroll view. It emits no events (a scroll view's deceleration is not a modal event); the
  /// step's content line says `decelerating` while it runs.
  public struct Deceleration: Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`: the speed kept per millisecond.
    public static let rate = 0.998
    /// Below this distance left to travel (pt), the deceleration stops.
    public static let stopDistance = 0.5

    /// The offset when the finger lifted.
    public var startOffset: Double
    /// The release velocity in pt/s; positive = towards more open = a larger offset.
    public var velocity: Double
    /// Frames since the release.
    public var elapsedFrames: Int
    /// True when reaching offset 0 moving towards closed hands the speed left to the sheet as
    /// a release (``HandoffReleaseDecision/carriesIntoSheet``).
    public var carriesIntoSheet: Bool

    /// Creates a deceleration from `offset` at `velocity` pt/s.
    public init(from offset: Double, velocity: Double, carriesIntoSheet: Bool = false) {
      self.startOffset = offset
      self.velocity = velocity
      self.elapsedFrames = 0
      self.carriesIntoSheet = carriesIntoSheet
    }

    /// `1000 ln r`: the decay per second (negative).
    static let decay = 1000 * naturalLog(rate)

    /// The offset `frames` frames after the release (without the range's ends).
    public func offset(atFrame frames: Int) -> Double {
      let t = Clock.seconds(frames)
      return startOffset + velocity * (pow(Self.rate, 1000 * t) - 1) / Self.decay
    }

    /// The speed `frames` frames after the release, in pt/s (same sign as ``velocity``).
    public func velocity(atFrame frames: Int) -> Double {
      velocity * pow(Self.rate, 1000 * Clock.seconds(frames))
    }

    /// The distance it would still travel `frames` frames after the release.
    public func remainingDistance(atFrame frames: Int) -> Double {
      abs(velocity(atFrame: frames) / Self.decay)
    }

    /// The whole distance it would travel without the range's ends: `|v| / (1000 |ln r|)`.
    public var projectedDistance: Double { abs(velocity / Self.decay) }
  }

  /// True while the modal or its content still moves on its own (an animation or a
  /// deceleration): what `settle` and the step's animation loop run to the end.
  public var isMoving: Bool { isAnimating || isDecelerating }

  /// True while an animation runs. A pattern match, not `animation != nil`: that resolves to
  /// Optional's Equatable `!=`, which copies the running animation (its value arrays) into a
  /// tuple on every test of the settle loop.
  var isAnimating: Bool {
    if case .some = animation { return true }
    return false
  }

  /// True while the content decelerates (a pattern match, for the same reason as
  /// ``isAnimating``).
  var isDecelerating: Bool {
    if case .some = deceleration { return true }
    return false
  }

  /// Starts the content's deceleration at `velocity` (nothing without scrolling content or at
  /// velocity 0).
  mutating func startDeceleration(_ velocity: Double, carriesIntoSheet: Bool) {
    guard velocity != 0, config.content?.scrolls == true else { return }
    deceleration = Deceleration(
      from: contentOffset, velocity: velocity, carriesIntoSheet: carriesIntoSheet)
  }

  /// One frame of the deceleration (run by ``advance(_:)`` after the animation's frame).
  mutating func decelerate() {
    guard var running = deceleration else { return }
    guard let maximum = contentMaxOffset, state.isPresented else {
      deceleration = nil
      return
    }
    running.elapsedFrames += 1
    let offset = running.offset(atFrame: running.elapsedFrames)
    if offset <= 0 && running.velocity < 0 {
      contentOffset = 0
      deceleration = nil
      if running.carriesIntoSheet {
        carryIntoSheet(running.velocity(atFrame: running.elapsedFrames))
      }
      return
    }
    if offset >= maximum && running.velocity > 0 {
      contentOffset = maximum
      deceleration = nil
      return
    }
    contentOffset = Swift.max(0, offset)
    let stops =
      running.remainingDistance(atFrame: running.elapsedFrames) < Deceleration.stopDistance
    deceleration = stops ? nil : running
  }

  /// The speed left when the deceleration reaches offset 0 moving towards closed carries the
  /// sheet, which springs back to the point it rests at: PanModal's top bounce
  /// (`handleScrollViewTopBounce` moves the sheet with the bouncing offset, which comes back)
  /// and DeckTransition's overshoot (the card is translated by the overshoot and reset). It is
  /// not a release by the config's strategy: neither library lets the bounce change the
  /// point. Nothing happens when the sheet cannot be dragged now.
  mutating func carryIntoSheet(_ velocity: Double) {
    guard gesture == nil, (try? beginDrag()) != nil else { return }
    let index = currentIndex
    var record = ReleaseRecord(
      strategy: "the \(handoffRule.name) hand-off's top bounce", velocity: velocity,
      leadingEdge: interpolator.leadingEdge(of: values.rect))
    record.facts = [.init("velocity left at offset 0", velocity, "pt/s")]
    record.adjustments = [
      "the content's momentum carries into the sheet at offset 0 (the top bounce): it springs back to its point (\(index))"
    ]
    record.chosen = index
    record.target = index
    _ = try? finishDrag(
      ReleaseDecision(target: index, dismisses: false, record: record), velocity: velocity)
  }

  /// The release of a touch: the rule's release hook decides whether the content decelerates
  /// or the sheet releases (with the release strategy; a touch that never moved the sheet
  /// releases it from where it is).
  /// Returns the rule's outcome (nil without a touch).
  mutating func releaseTouch(_ velocity: Double) -> HandoffReleaseDecision.Outcome? {
    guard let current = touch else { return nil }
    let input = handoffInput(surface: current.surface, movement: 0, velocity: velocity)
    let rule = handoffRule
    let decision = rule.release(input)
    touch = nil
    let projection = Deceleration(from: contentOffset, velocity: velocity).projectedDistance
    lastHandoff = HandoffRecord(
      rule: rule.name, surface: current.surface, movement: 0, velocity: velocity,
      ownerBefore: current.owner,
      owner: decision.outcome == .contentDecelerates ? .content : .sheet,
      sheet: 0, content: 0, clause: decision.clause,
      facts: [
        .init("velocity", velocity, "pt/s"), .init("offset", contentOffset, "pt"),
        .init("max offset", contentMaxOffset ?? 0, "pt"),
        .init("deceleration rate", Deceleration.rate), .init("projected travel", projection, "pt"),
      ], isRelease: true)
    if decision.outcome == .contentDecelerates {
      startDeceleration(velocity, carriesIntoSheet: decision.carriesIntoSheet)
    }
    return decision.outcome
  }
}
