// Source: ModalKit Sources/ModalKit/Controller/MKPresentationController.swift@0bf4aed L430-485
// (emrearmagan/ModalKit); declared once as the type's `source` (Config/RuleSource+Rules.swift).
/// ModalKit's hand-off, followed from `Sources/ModalKit/Controller/MKPresentationController.swift`
/// (emrearmagan/ModalKit 0.0.2, commit 0bf4aed): `shouldBegin(_:)`, asked on every pan event
/// (`gestureRecognizerShouldBegin` and `handlePanGesture(_:)`), lets the modal pan when the
/// touch is outside the scroll view and it is not actively scrolling, and refuses it while
/// `contentOffset.y > 0`; the KVO on `contentOffset` (`handleScrollViewOffsetChange`) pins the
/// offset at `scrollViewLastOffsetY` while the sheet is below its tallest size
/// (`currentOrigin.rounded() > largestOrigin.rounded()`) and the user drags, and lets it track
/// otherwise. peers-research.md 2.2 agrees.
///
/// Clauses, in order:
/// 1. no scroll view, or content that does not scroll: the sheet moves;
/// 2. the finger is outside the scroll view (`on handle`, `on edge`): the sheet moves, the
///    content pinned;
/// 3. offset > 0 at the tallest size: the modal's pan is refused, the content scrolls; moving
///    down past offset 0 the rest moves the sheet ("3, 5");
/// 4. offset > 0 below the tallest size: the pan is refused and the KVO pins the offset, so
///    nothing moves (the library's own TODO: "Fix behaviour when scrollViews contentOffset is
///    initially not .zero");
/// 5. offset 0: the sheet moves, the content pinned below the tallest size; moving up, from
///    the tallest size on the rest of the step scrolls the content ("5, 3").
///
/// Simplified: at the tallest size at offset 0 moving up, ModalKit moves the sheet and the
/// content together for one pan event (then offset > 0 refuses the pan, and the release snaps
/// the sheet back); the rule gives that step to the content. ModalKit has no options for the
/// hand-off.
public struct ModalKitHandoff: HandoffRule {
  public static let name = "modalkit"
  public static let summary =
    "ModalKit's shouldBegin and contentOffset KVO: the sheet pans at offset 0 or outside the scroll view, with the content pinned below the tallest size; at the tallest size a scrolled list scrolls; below it a scrolled list refuses the pan and stays pinned, so nothing moves"
  public static let peer = "ModalKit"

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    let room = input.sheetRoomTowardsOpen(to: input.mostOpenIndex)
    let facts = input.offsetFacts + [.init("to the tallest size", room, "pt")]
    if let decision = input.withoutScrollingContent(rule: name) { return decision }
    if input.surface != .content {
      return input.toSheet(
        clause(
          "2", "the finger is outside the scroll view: the sheet moves, the content is pinned"),
        facts: facts)
    }
    let atTop =
      input.openness.rounded() >= (input.openness(ofIndex: input.mostOpenIndex) ?? 0).rounded()
    if input.contentOffset > 0, atTop {
      let handsOver = input.restPastContentEnd < 0
      let text =
        handsOver
        ? "offset > 0 at the tallest size: the content scrolls to offset 0, then the sheet moves with the rest"
        : "offset > 0 at the tallest size: the pan is refused, the content scrolls (shouldBegin)"
      return input.contentThenSheet(
        handsOver: handsOver, clause(handsOver ? "3, 5" : "3", text), facts: facts)
    }
    if input.contentOffset > 0 {
      return HandoffDecision(
        sheet: 0, content: 0, owner: .content,
        clause: clause(
          "4",
          "offset > 0 below the tallest size: the pan is refused and the offset is pinned, nothing moves"
        ), facts: facts)
    }
    if input.movesTowardsOpen, input.movement > room {
      return input.sheetThenContent(
        room: room,
        clause(
          "5, 3",
          room > 0
            ? "at offset 0 the sheet moves up to the tallest size, then the content scrolls the rest"
            : "at offset 0 at the tallest size moving up: the content scrolls"),
        facts: facts)
    }
    return input.toSheet(
      clause("5", "at offset 0: the sheet moves, the content is pinned (scrollViewLastOffsetY)"),
      facts: facts)
  }
}
