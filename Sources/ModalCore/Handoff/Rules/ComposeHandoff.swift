// Source: Compose Material 3 (androidx), read in brahmkshatriya/compose-native @ bba6ae4:
// compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/SheetDefaults.kt
// L634-698 (ConsumeSwipeWithinBottomSheetBoundsNestedScrollConnection), BottomSheet.kt
// L276-292 (the sheet's nestedScroll and anchoredDraggable); declared once as the type's
// `source` (Config/RuleSource+Rules.swift).
/// Compose Material 3's `ModalBottomSheet` nested scrolling: the sheet's
/// `ConsumeSwipeWithinBottomSheetBoundsNestedScrollConnection` (SheetDefaults.kt L634-698,
/// brahmkshatriya/compose-native @ bba6ae4, a copy of androidx's compose tree). The list
/// inside the sheet is the nested scrolling child; the sheet is its parent. Every scroll
/// delta is offered to the sheet before the list (`onPreScroll`), and what the list leaves is
/// offered after it (`onPostScroll`); `dispatchRawDelta` moves the sheet within its anchors.
/// In the model's terms (towards open = up = Compose's negative delta):
/// - handle, outside: a finger on the handle or on the sheet outside the list: the sheet's
///   `anchoredDraggable` drags it (BottomSheet.kt L276-292);
/// - 1: content that does not scroll: no nested scroll, `anchoredDraggable` drags the sheet;
/// - pre: moving up (`delta < 0`, user input): the sheet takes the movement before the list,
///   up to Expanded (its min anchor); the list scrolls the rest, whatever its offset;
/// - post: moving down: the list scrolls back first; what it leaves (all of it at its top)
///   goes to the sheet (`onPostScroll` dispatches any direction; upward it is nothing, the
///   sheet being at Expanded by then).
///
/// The release: `onPreFling` keeps an upward fling for the sheet while it is below Expanded
/// (the list does not move); otherwise the list flings first and `onPostFling` hands what it
/// leaves to the sheet's fling: at the list's top all of it, with the list scrolled the
/// velocity left when it reaches its top (carried into the sheet); a release without
/// velocity snaps the sheet to its target (`snapTo(targetValue)`), the nearest anchor.
/// Simplified: below the least open point the sheet follows the config's drag down to
/// Hidden (Compose's max anchor); the mouse-wheel exclusion does not apply to touches.
public struct ComposeHandoff: HandoffRule {
  public static let name = "compose"
  public static let summary =
    "Compose Material 3's nested scroll: moving up the sheet takes the finger before the list until Expanded; moving down the list scrolls back to its top, then the sheet takes the rest; an upward fling below Expanded is the sheet's"
  public static let peer = "Compose Material 3 ModalBottomSheet"

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    if let handle = handleStep(input) { return handle }
    if input.isOnEdgeStrip {
      return input.toSheet(
        clause("outside", "the finger is on the sheet outside the list: anchoredDraggable drags it")
      )
    }
    if !input.scrolls {
      return input.toSheet(
        clause("1", "the content does not scroll: anchoredDraggable drags the sheet"))
    }
    let facts: [ReleaseRecord.Fact] = [
      .init("offset", input.contentOffset, "pt"), .init("to expanded", input.roomToMostOpen, "pt"),
    ]
    if input.movesTowardsOpen {
      let room = input.roomToMostOpen
      if input.movement > room {
        return input.split(
          sheet: room,
          clause(
            "pre",
            "moving up: onPreScroll gives the sheet the finger up to Expanded, the list scrolls the rest"
          ), facts: facts)
      }
      return input.toSheet(
        clause("pre", "moving up below Expanded: onPreScroll gives the sheet the finger"),
        facts: facts)
    }
    if input.movesTowardsClosed {
      return input.scrollThenSheet(
        clause(
          "post",
          "moving down: the list scrolls back to its top, onPostScroll gives the sheet the rest"),
        facts: facts
      ) { left in left }
    }
    return input.still(clause("0", "the finger did not move: nothing moves"), facts: facts)
  }

  public func release(_ input: HandoffInput) -> HandoffReleaseDecision {
    let v = input.velocity
    if v > 0, input.roomToMostOpen > 0 {
      return released(
        .sheetReleases, "preFling",
        "an upward fling below Expanded: onPreFling gives it to the sheet, the list does not move")
    }
    if v == 0 {
      return released(
        .sheetReleases, "postFling",
        "no velocity: onPostFling snaps the sheet to its target, the nearest anchor")
    }
    if v > 0 {
      return released(
        .contentDecelerates, "postFling",
        "an upward fling at Expanded: the list flings; the sheet cannot open further")
    }
    if input.isAtMinOffset {
      return released(
        .sheetReleases, "postFling",
        "a downward fling at the list's top: the list leaves it all, onPostFling gives it to the sheet"
      )
    }
    return released(
      .contentDecelerates, "postFling",
      "a downward fling on a scrolled list: the list flings; what it leaves at its top goes to the sheet",
      carriesIntoSheet: true)
  }
}
