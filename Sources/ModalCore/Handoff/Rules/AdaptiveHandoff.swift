// Source: adaptive-modal
// Sources/AdaptiveModalManager/AdaptiveModalManager+UIGestureRecognizerDelegate.swift@b7ad470
// L36-113 (dominicstop/adaptive-modal); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// adaptive-modal's hand-off, followed from
/// `Sources/AdaptiveModalManager/AdaptiveModalManager+UIGestureRecognizerDelegate.swift`
/// (dominicstop/adaptive-modal, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`,
/// the version stored at commit 994d152; peers-research.md 2.1). The modal's pan and the scroll
/// view's pan run together; the delegate decides, in this order:
/// 1. no scroll view, or `isScrollEnabled == false`: the modal drags;
/// 2. the touch is inside `modalSwipeGestureEdgeRect` (the leading-edge strip,
///    `modalSwipeGestureEdgeHeight` 20 pt; `drag ... on edge`): the modal drags and the scroll
///    gesture is cancelled (with `edgeHeight` 0 there is no strip, and a drag on the edge is a
///    drag on the content);
/// 3. the scroll view `isDecelerating`: the scroll view;
/// 4. |primary-axis velocity| > 500 pt/s: the scroll view;
/// 5. `allowModalToDragWhenAtMinScrollViewOffset` and offset <= its minimum and the finger
///    moves towards closed: the modal drags, the scroll gesture is cancelled;
/// 6. `allowModalToDragWhenAtMaxScrollViewOffset` and offset >= its maximum and the finger
///    moves towards open: the modal drags;
/// 7. otherwise the scroll view.
///
/// Steps: a clause is asked for each step of a touch, as the delegate is asked again while
/// the finger moves. Clause 7 scrolls the content within its range; when a step reaches an
/// end and 5 or 6 hold there, the rest of that step moves the sheet (id "7, 5" / "7, 6"), as a
/// finger that scrolls to the top and keeps going pulls the sheet. Once the sheet has the
/// finger it keeps it for the rest of the touch (the library cancels the scroll gesture when
/// it hands over; id "kept"). The finger's direction is its movement this step (the
/// velocity's sign when it does not move).
public struct AdaptiveHandoff: HandoffRule {
  public static let name = "adaptive"
  public static let summary =
    "adaptive-modal's gesture delegate: no scrolling content or the 20 pt edge strip drags the sheet; a decelerating list or a finger faster than 500 pt/s scrolls; at offset 0 moving towards closed, or at the end moving towards open, the sheet drags; otherwise the list scrolls, and the sheet keeps the finger once it has it"
  public static let peer = "adaptive-modal"

  /// `modalSwipeGestureEdgeHeight`: the leading-edge strip (`drag ... on edge` is inside it).
  public static let edgeHeight = RuleOptionSpec(
    "edgeHeight", 0...1000, default: 20,
    "the strip at the leading edge where a drag always moves the sheet (pt)")
  /// The delegate's velocity cut-off of clause 4.
  public static let velocityCutoff = RuleOptionSpec(
    "velocityCutoff", 0...1_000_000, default: 500,
    "above this |velocity| (pt/s) the list scrolls (clause 4)")
  /// `allowModalToDragWhenAtMinScrollViewOffset` (clause 5).
  public static let dragAtMinOffset = RuleOptionSpec.flag(
    "dragAtMinOffset", default: true,
    "at offset 0 moving towards closed the sheet drags (allowModalToDragWhenAtMinScrollViewOffset)"
  )
  /// `allowModalToDragWhenAtMaxScrollViewOffset` (clause 6).
  public static let dragAtMaxOffset = RuleOptionSpec.flag(
    "dragAtMaxOffset", default: true,
    "at the largest offset moving towards open the sheet drags (allowModalToDragWhenAtMaxScrollViewOffset)"
  )

  public static let options = [edgeHeight, velocityCutoff, dragAtMinOffset, dragAtMaxOffset]

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    if let decision = input.withoutScrollingContent(rule: name, outcome: "the sheet drags") {
      return decision
    }
    if input.isOnHandle {
      return input.toSheet(clause("handle", "the finger is on the handle: the sheet drags"))
    }
    let height = input.option(Self.edgeHeight)
    if input.isOnEdgeStrip, height > 0 {
      return input.toSheet(
        clause(
          "2",
          "the finger is in the \(Self.number(height)) pt edge strip: the sheet drags, the scroll is cancelled (modalSwipeGestureEdgeHeight)"
        ), facts: [.init("edge strip", height, "pt")])
    }
    if let decision = keptStep(input) { return decision }
    // The facts are built only past the clauses that do not compare numbers (the sheet keeps
    // the finger on most steps of a drag).
    let offsetFacts: [ReleaseRecord.Fact] = [
      .init("offset", input.contentOffset, "pt"), .init("max offset", input.maxOffset, "pt"),
    ]
    if input.decelerating {
      return input.toContent(
        clause("3", "the content is decelerating: it scrolls"), facts: offsetFacts)
    }
    let cutoff = input.option(Self.velocityCutoff)
    let facts: [ReleaseRecord.Fact] =
      [.init("velocity", input.velocity, "pt/s"), .init("cut-off", cutoff, "pt/s")] + offsetFacts
    if abs(input.velocity) > cutoff {
      return input.toContent(
        clause(
          "4",
          "|velocity| \(Self.number(abs(input.velocity))) pt/s > \(Self.number(cutoff)) pt/s: the content scrolls"
        ), facts: facts)
    }
    return slowStep(input, facts: facts)
  }

  /// Clauses 5, 6 and 7: a slow finger on scrolling content.
  func slowStep(_ input: HandoffInput, facts: [ReleaseRecord.Fact]) -> HandoffDecision {
    let direction = input.movement != 0 ? input.movement : input.velocity
    let atMin = input.flag(Self.dragAtMinOffset)
    let atMax = input.flag(Self.dragAtMaxOffset)
    let minText =
      "at offset 0 moving towards closed: the sheet drags (allowModalToDragWhenAtMinScrollViewOffset)"
    let maxText =
      "at the largest offset moving towards open: the sheet drags (allowModalToDragWhenAtMaxScrollViewOffset)"
    if atMin, input.isAtMinOffset, direction < 0 {
      return input.toSheet(clause("5", minText), facts: facts)
    }
    if atMax, input.isAtMaxOffset, direction > 0 {
      return input.toSheet(clause("6", maxText), facts: facts)
    }
    let scrolled = input.scrollable(input.movement)
    let rest = input.movement - scrolled
    let reachedMin = rest < 0 && atMin
    let reachedMax = rest > 0 && atMax
    guard reachedMin || reachedMax else {
      let text =
        rest == 0
        ? "otherwise: the content scrolls"
        : "otherwise: the content scrolls to its end, where the rest of the step is lost (the hand-over to the sheet is off)"
      return HandoffDecision(
        sheet: 0, content: scrolled, owner: .content, clause: clause("7", text), facts: facts)
    }
    let text =
      reachedMin
      ? "the content scrolls to offset 0, then moving towards closed the sheet drags (allowModalToDragWhenAtMinScrollViewOffset)"
      : "the content scrolls to its largest offset, then moving towards open the sheet drags (allowModalToDragWhenAtMaxScrollViewOffset)"
    return HandoffDecision(
      sheet: rest, content: scrolled, owner: .sheet,
      clause: clause(reachedMin ? "7, 5" : "7, 6", text), facts: facts)
  }

  static func number(_ value: Double) -> String { LayoutValueSyntax.formatNumber(value) }
}
