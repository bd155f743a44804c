// Source: @gorhom/bottom-sheet src/hooks/useGestureEventsHandlersDefault.tsx@bc94d54 (v5.2.13)
// L160-209, L378-410, src/hooks/useScrollable.ts L41-76 (gorhom/react-native-bottom-sheet);
// declared once as the type's `source` (Config/RuleSource+Rules.swift).
/// React Native's @gorhom/bottom-sheet with a `BottomSheetScrollView` / `BottomSheetFlatList`
/// (gorhom/react-native-bottom-sheet v5.2.13, commit bc94d54). The content's pan and the
/// list's scroll run together; two pieces of the source decide who moves:
/// - the list is locked (`useScrollable.ts` L41-76: `SCROLLABLE_STATUS.LOCKED` unless the sheet
///   is `EXTENDED`, at its highest detent, or `FILL_PARENT`): `useScrollEventsHandlersDefault`
///   scrolls it back to its lock position on every scroll event, so below the highest detent
///   the list does not move;
/// - the sheet's position during a content drag is `initialPosition + translationY -
///   contentOffsetY` clamped to the highest detent (`handleOnChange` L166-194): the offset
///   read when the list's drag began is subtracted, so at the highest detent a drag down first
///   scrolls the list back to its top and only then moves the sheet.
///
/// Clauses, in order (up is towards open):
/// - handle: the finger on the handle drags the sheet;
/// - 1: no content, or content that does not scroll: the sheet moves;
/// - 2: below the highest detent: the list is locked at its offset and the sheet takes the
///   finger; moving up, from the highest detent on the list scrolls the rest ("2, 3");
/// - 3: at the highest detent moving up: the list scrolls (the sheet is clamped there; the
///   over-drag applies only to the handle and to plain views, L214-226);
/// - 4: at the highest detent moving down: the list scrolls back to its top, then the sheet
///   takes the rest ("4, 2").
/// Each step is decided anew from the sheet's position and the offset, as the library's
/// worklet recomputes the position on every event.
///
/// The release (`handleOnEnd` L378-410): at the highest detent with the list scrolled the
/// sheet stays ("prevents snapping from top to middle / bottom with repeated interrupted
/// scrolls") and the list decelerates; at the highest detent moving up the destination is the
/// highest detent, where the sheet is, so nothing animates and the unlocked list decelerates;
/// otherwise the sheet releases with the config's strategy (the `gorhom` release in the
/// preset). Simplified: the library reads the offset of the list's last drag start or end
/// (`animatedScrollableState.contentOffsetY`), the model the current offset; a refreshable
/// list at the highest detent (the gesture ignored, L149-158) is not modelled.
public struct GorhomHandoff: HandoffRule {
  public static let name = "gorhom"
  public static let summary =
    "@gorhom/bottom-sheet: below the highest detent the list is locked and the sheet takes the finger; at the highest detent the list scrolls, and a drag down scrolls it back to its top before the sheet moves"
  public static let peer = "@gorhom/bottom-sheet"

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    if let handle = handleStep(input) { return handle }
    if let sheet = input.withoutScrollingContent(rule: name) { return sheet }
    let facts = input.offsetFacts + [.init("to highest", input.roomToMostOpen, "pt")]
    if input.movement == 0 {
      return input.still(clause("0", "the finger did not move: nothing moves"), facts: facts)
    }
    if !input.isAtMaxExtent {
      let locked = "below the highest detent the list is locked: the sheet takes the finger"
      guard input.movesTowardsOpen else {
        return input.toSheet(clause("2", locked), facts: facts)
      }
      return input.sheetThenContent(
        room: input.roomToMostOpen,
        input.movement > input.roomToMostOpen
          ? clause(
            "2, 3", "the sheet takes the finger up to the highest detent, then the list scrolls")
          : clause("2", locked), facts: facts)
    }
    if input.movesTowardsOpen {
      return input.toContent(
        clause("3", "at the highest detent moving up: the list scrolls, the sheet stays"),
        facts: facts)
    }
    return input.scrollThenSheet(
      clause(
        input.movement < -input.roomTowardsClosed ? "4, 2" : "4",
        "at the highest detent moving down: the offset is subtracted, so the list scrolls back to its top before the sheet moves"
      ),
      facts: facts
    ) { $0 }
  }

  public func release(_ input: HandoffInput) -> HandoffReleaseDecision {
    guard input.scrolls, input.isAtMaxExtent else {
      return released(
        .sheetReleases, "release",
        "the sheet releases with the release strategy (the list is locked below the highest detent)"
      )
    }
    if !input.isAtMinOffset {
      return released(
        .contentDecelerates, "release",
        "at the highest detent with the list scrolled: the sheet stays, the list decelerates")
    }
    if input.velocity > 0 {
      return released(
        .contentDecelerates, "release",
        "at the highest detent moving up: the destination is where the sheet is, the list decelerates"
      )
    }
    return released(
      .sheetReleases, "release", "the sheet releases with the release strategy")
  }
}
