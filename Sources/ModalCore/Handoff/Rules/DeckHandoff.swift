// Source: DeckTransition Source/ScrollViewUpdater.swift@09fa09f L48-97
// (HarshilShah/DeckTransition); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// DeckTransition's dismissal hand-off, followed from HarshilShah/DeckTransition 2.2.0 (the
/// newest snapshot, commit 09fa09f of 2019-09-01): `Source/ScrollViewUpdater.swift`
/// (`scrollViewDidScroll`), `Source/ScrollViewDetector.swift`, and `handlePan` /
/// `isSwipeToDismissAllowed` in `Source/DeckPresentationController.swift`
/// (peers-research.md 1.4 and 2.8). The card's pan and the scroll view's pan recognize
/// together; on every change of the offset (measured with the insets, so the model's offset
/// 0 is the top) the updater decides whether the pan may move the card:
/// - handle: a finger on the handle moves the card (DeckTransition draws none);
/// - 1: no scroll view found (no content, or content that does not scroll): the card moves;
/// - kept: the card has moved in this touch: it keeps the finger (the pan's translation keeps
///   counting; the library does not hand back to the list mid-touch in any way the model
///   could follow);
/// - 2: offset > 0: `bounces = true`, dismissal disabled: the list scrolls and the pan's
///   translation is reset on each change; moving down, once the list reaches its top the
///   rest moves the card (id "2, 3"), as the translation starts counting from there;
/// - 3: offset <= 0 and not decelerating: `bounces = false`, dismissal enabled: moving down
///   the card moves (the config's `deck` overdrag halves it; 240 pt dismisses); moving up the
///   card does not (`translation >= 0` only), so the list scrolls;
/// - 4: offset <= 0 and decelerating: the card translates by the overshoot (the touch stops
///   the deceleration, so a step here scrolls the list).
/// `on edge` is a finger on the card above the scroll view: the list does not scroll, but the
/// updater still reads its offset, so with the list scrolled nothing moves (id "edge") and at
/// its top the card moves down.
///
/// The release: a card the finger moved goes back (or was dismissed during the drag: the
/// config's release strategy, ``DeckRelease``). A list the finger scrolled decelerates; moving
/// towards closed, when the deceleration passes the top the card translates by the overshoot
/// (`rootView.transform`), so the momentum carries from the list into the card, which then
/// goes back with the release strategy.
public struct DeckHandoff: HandoffRule {
  public static let name = "deck"
  public static let summary =
    "DeckTransition's ScrollViewUpdater: while the list is scrolled it scrolls and dismissal is off; at its top (not decelerating) a drag down moves the card; a fling back up past the top carries the card"
  public static let peer = "DeckTransition"

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    if let handle = handleStep(input) { return handle }
    if !input.scrolls {
      return input.toSheet(clause("1", "no scroll view: the card moves"))
    }
    if input.owner == .sheet {
      return input.toSheet(
        clause("kept", "the card has moved in this touch: it keeps the finger"))
    }
    let facts: [ReleaseRecord.Fact] = [
      .init("offset", input.contentOffset, "pt"), .init("max offset", input.maxOffset, "pt"),
    ]
    if input.isOnEdgeStrip {
      guard input.isAtMinOffset else {
        return input.still(
          clause(
            "edge",
            "the finger is above the list, which is scrolled: dismissal is off and the list does not scroll"
          ), facts: facts)
      }
      guard input.movesTowardsClosed else {
        return input.still(
          clause("edge", "the finger is above the list, moving up: nothing moves"), facts: facts)
      }
      return input.toSheet(
        clause("3", "the list is at its top: dismissal is on, the card moves"), facts: facts)
    }
    if input.decelerating {
      return input.toContent(
        clause("4", "the list is decelerating: the touch catches it, it scrolls"), facts: facts)
    }
    if !input.isAtMinOffset {
      return input.scrollThenSheet(
        clause("2", "the list is scrolled (offset > 0): it scrolls, dismissal is off"),
        facts: facts
      ) { left in left < 0 ? left : 0 }
      .relabelled(
        clause(
          "2, 3", "the list scrolls to its top, then dismissal is on and the card takes the rest"))
    }
    if input.movesTowardsClosed {
      return input.toSheet(
        clause("3", "the list is at its top, not decelerating: dismissal is on, the card moves"),
        facts: facts)
    }
    return input.toContent(
      clause("3", "the list is at its top, moving up: the card does not move, the list scrolls"),
      facts: facts)
  }

  public func release(_ input: HandoffInput) -> HandoffReleaseDecision {
    if input.owner == .sheet {
      return released(.sheetReleases, "release", "the card had the finger: it goes back (0.25 s)")
    }
    if input.velocity < 0 {
      return released(
        .contentDecelerates, "overshoot",
        "the list decelerates towards its top; past it the card translates by the overshoot and goes back",
        carriesIntoSheet: true)
    }
    return released(.contentDecelerates, "release", "the list had the finger: it decelerates")
  }
}
