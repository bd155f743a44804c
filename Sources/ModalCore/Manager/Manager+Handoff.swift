// A touch on the modal and the hand-off rule: each step of a drag on the content or
// on the edge strip asks the config's rule (``HandoffRules``) how to split the finger's
// movement between the content's offset and the sheet.
extension Manager {
  /// A touch on the modal that is not (only) a drag on the handle: from its first step on the
  /// content or the edge strip to its release. It exists even when only the content moved
  /// (then there is no ``Manager/gesture``), so that `release` after it is accepted.
  public struct Touch: Hashable, Sendable {
    /// Where the finger went down.
    public var surface: DragSurface
    /// Who has the finger now.
    public var owner: HandoffOwner
    /// The points given to the sheet since the touch began.
    public var movedSheet: Double
    /// The points given to the content since the touch began.
    public var movedContent: Double
    /// The finger's velocity at the last step, in pt/s.
    public var velocity: Double
    /// The direction of the finger's last step on the content or the edge strip (+1 towards
    /// open, -1 towards closed, 0 none): Material's `lastNestedScrollDy`, which decides where
    /// the sheet settles after a nested scroll (`onStopNestedScroll`).
    public var lastDirection: Double = 0
  }

  /// How one drag step was split: points to the sheet and to the content.
  public struct StepSplit: Hashable, Sendable {
    /// Points to the sheet (positive = towards more open).
    public var sheet: Double
    /// Points to the content (positive = a larger offset).
    public var content: Double
  }

  /// What the hand-off rule decided at the last step of a touch, for `explain`.
  public struct HandoffRecord: Hashable, Sendable {
    /// The rule's name.
    public var rule: String
    /// Where the finger was.
    public var surface: DragSurface
    /// The finger's movement and velocity this step.
    public var movement: Double
    public var velocity: Double
    /// Who had the finger before the step (nil on the touch's first step) and after.
    public var ownerBefore: HandoffOwner?
    public var owner: HandoffOwner
    /// The points given to the sheet this step.
    public var sheet: Double
    /// The points given to the content this step.
    public var content: Double
    public var clause: HandoffClause
    public var facts: [ReleaseRecord.Fact]
    /// True for the release of the touch (the rule's release hook), false for a step.
    public var isRelease = false
  }

  /// True while a drag or a touch is in progress: the actions that a drag refuses (present,
  /// dismiss, snap, environment and config changes, overrides) refuse a touch too.
  public var isTouching: Bool { gesture != nil || touch != nil }

  /// The rule of the config in use.
  var handoffRule: any HandoffRule { HandoffRules.rule(for: config.handoff) }

  /// What the hand-off rule changes outside the hand-off (``HandoffRule/sheetTraits(_:)``),
  /// cached with the config.
  var sheetTraits: SheetTraits { resolved.value.sheetTraits }

  /// The input of the hand-off rule for a step of `movement` points at `velocity` pt/s.
  func handoffInput(surface: DragSurface, movement: Double, velocity: Double) -> HandoffInput {
    let edge = interpolator.leadingEdge(of: values.rect)
    let content = config.content
    var input = HandoffInput(
      config: config, interpolator: interpolator, surface: surface, movement: movement,
      velocity: velocity, contentOffset: contentOffset, maxOffset: contentMaxOffset ?? 0,
      hasContent: content != nil, scrolls: content?.scrolls ?? false,
      decelerating: isDecelerating,
      owner: touch?.owner ?? (gesture != nil ? .sheet : nil), currentIndex: currentIndex,
      leadingEdge: edge, state: state)
    input.openLimit = openLimit(sheetTraits.openLimit)
    return input
  }

  /// A drag step with the finger on the content or the edge strip: the rule splits it; the
  /// sheet's part is a normal drag step (``moveDrag(_:secondary:)``, which also takes the
  /// secondary movement), the content's part moves the offset (clamped to its range after the
  /// action, as the frame may have changed). While the modal is presenting or dismissing the
  /// finger catches the sheet, whatever the rule (as a drag on the handle would).
  mutating func dragContent(
    _ amount: Double, secondary: Double, on surface: DragSurface, velocity: Double
  ) throws(ManagerError) {
    guard amount.isFinite else { throw .notFinite("the drag amount") }
    guard secondary.isFinite else { throw .notFinite("the secondary drag amount") }
    guard velocity.isFinite else { throw .notFinite("the velocity") }
    guard !state.isDismissed else { throw .notPresented(action: "drag") }
    let velocity = NumberRange.velocity.clamp(velocity)
    let input = handoffInput(surface: surface, movement: amount, velocity: velocity)
    // The finger stops the content's deceleration, as a touch stops a scroll view.
    deceleration = nil
    let rule = handoffRule
    let decision: HandoffDecision
    if !state.isPresented && gesture == nil {
      decision = input.toSheet(
        HandoffClause(
          rule: rule.name, id: "moving",
          "the modal is presenting or dismissing: the finger catches the sheet"))
    } else {
      decision = rule.step(input)
    }
    if decision.owner == .sheet || decision.sheet != 0 {
      try moveDrag(decision.sheet, secondary: secondary)
    }
    contentOffset += decision.content
    let previous = touch
    // A drag step that ended the gesture (a dismissal during the drag) ends the touch too.
    let ended = decision.owner == .sheet && gesture == nil
    touch =
      ended
      ? nil
      : Touch(
        surface: previous?.surface ?? surface, owner: decision.owner,
        movedSheet: (previous?.movedSheet ?? 0) + decision.sheet,
        movedContent: (previous?.movedContent ?? 0) + decision.content, velocity: velocity,
        lastDirection: amount > 0 ? 1 : amount < 0 ? -1 : 0)
    // `+ 0` turns a -0 (a movement clamped to nothing) into 0 for the output.
    lastStep = StepSplit(sheet: decision.sheet + 0, content: decision.content + 0)
    lastHandoff = HandoffRecord(
      rule: rule.name, surface: surface, movement: amount, velocity: velocity,
      ownerBefore: input.owner, owner: decision.owner, sheet: decision.sheet,
      content: decision.content, clause: decision.clause, facts: decision.facts)
  }

  /// A drag step on the handle: the whole movement is the sheet's (a touch in progress now
  /// belongs to the sheet).
  mutating func dragHandle(_ amount: Double, secondary: Double) throws(ManagerError) {
    try moveDrag(amount, secondary: secondary)
    deceleration = nil
    lastStep = StepSplit(sheet: amount, content: 0)
    guard var current = touch else { return }
    if gesture == nil {
      touch = nil
      return
    }
    current.owner = .sheet
    current.movedSheet += amount
    touch = current
  }
}
