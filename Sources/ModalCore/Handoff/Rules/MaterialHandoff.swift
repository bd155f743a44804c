// Source: Material
// lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java@ac7e18e L809-1000
// (material-components/material-components-android); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// Material's nested scrolling, followed from
/// `lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java`
/// (material-components/material-components-android, the snapshot at commit ac7e18e of
/// 2026-06-22): `onStartNestedScroll`, `onNestedPreScroll`, `onStopNestedScroll`,
/// `onNestedPreFling`, `setDraggableOnNestedScroll`, `setDraggable`. peers-research.md 2.6
/// read an older file (without `draggableOnNestedScroll`); this follows the current one.
/// The list (the nested scrolling child) offers each scroll delta `dy` to the sheet first
/// (`onNestedPreScroll`); what the sheet does not consume, the list scrolls. In the model's
/// terms (towards open = up = Android's `dy > 0`; expanded = the most open base point,
/// collapsed = the least open one):
/// - handle: a finger on the handle, and "outside": `drag ... on edge`, a finger on the sheet
///   outside the list (Material has no edge strip): `ViewDragHelper` drags the sheet;
/// - 1: no nested scrolling child (no content, or content that does not scroll): the sheet
///   drags (`ViewDragHelper`);
/// - 2: moving up with `draggableOnNestedScroll` 0, before the sheet has moved in this
///   touch, while the list can still scroll up (`canScrollVertically(1)`): the event is
///   ignored, the list scrolls; at its end the rest goes on by 3 or 4 (id "2, 3" / "2, 4");
/// - 3: moving up past the expanded offset (`newTop < getExpandedOffset()`): the sheet
///   takes the movement up to expanded, the list scrolls the rest (at expanded: all of it);
/// - draggable: moving up below expanded with `draggable` 0: nothing is consumed, the list
///   scrolls;
/// - 4: moving up below expanded: the sheet takes all of it;
/// - 5: moving down while the list can scroll back (`canScrollVertically(-1)`, offset > 0):
///   the list scrolls (with `draggableOnNestedScroll` 0 the event is also "ignored"); at
///   offset 0 the rest goes to the sheet by 6 (id "5, 6");
/// - 6: moving down at offset 0: the sheet takes all of it (with `draggable` 0 nothing
///   moves: id "draggable").
///
/// Steps: a step stands for the many touch events of a finger's movement, so where one event
/// would stop at an end (the list's top, the expanded offset), the rest of the step is what
/// the next events do. Each event is decided anew: the sheet does not keep the finger.
/// Simplified: below collapsed the sheet follows the config's drag (Android stops it at
/// collapsed unless the sheet `canBeHiddenByDragging`, which reads `hideable`, a release
/// option); `multipleScrollingChildrenSupported` changes nothing with one content.
///
/// The release (`onNestedPreFling`): the sheet consumes the fling, so the list does not
/// decelerate, unless the sheet is expanded or the last event was ignored (with
/// `draggableOnNestedScroll` 0 and the content owning the touch); then the list flings.
/// A sheet that keeps the fling settles with the config's release strategy, which for the
/// `material` preset is the same shape as `onStopNestedScroll` with the release velocity's
/// direction in place of the last `dy`'s ("last dy > 0 → expanded ...", ``MaterialRelease``).
public struct MaterialHandoff: HandoffRule {
  public static let name = "material"
  public static let summary =
    "Material's nested scrolling: moving up the sheet takes the finger until expanded, then the list scrolls; moving down the list scrolls back to its top, then the sheet moves; the sheet keeps the fling unless it is expanded"
  public static let peer = "Material BottomSheetBehavior"

  /// `behavior_draggableOnNestedScroll` (clause 2, and the release).
  public static let draggableOnNestedScroll = RuleOptionSpec.flag(
    "draggableOnNestedScroll", default: true,
    "0: a drag on the list moves the sheet only once the list cannot scroll that way (behavior_draggableOnNestedScroll)"
  )
  /// `behavior_draggable` (the clause "draggable").
  public static let draggable = RuleOptionSpec.flag(
    "draggable", default: true,
    "0: a drag on the list never moves the sheet, except up to expanded (behavior_draggable)")

  public static let options = [draggableOnNestedScroll, draggable]

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    if let handle = handleStep(input) { return handle }
    if input.isOnEdgeStrip {
      return input.toSheet(
        clause("outside", "the finger is on the sheet outside the list: ViewDragHelper drags it"))
    }
    if !input.scrolls {
      return input.toSheet(clause("1", "no nested scrolling child: ViewDragHelper drags the sheet"))
    }
    let facts: [ReleaseRecord.Fact] = [
      .init("offset", input.contentOffset, "pt"), .init("max offset", input.maxOffset, "pt"),
      .init("to expanded", input.roomToMostOpen, "pt"),
    ]
    if input.movesTowardsOpen { return up(input, facts: facts) }
    if input.movesTowardsClosed { return down(input, facts: facts) }
    return input.still(clause("0", "the finger did not move: nothing moves"), facts: facts)
  }

  /// Moving up (`dy > 0`): clauses 2, 3, draggable, 4.
  func up(_ input: HandoffInput, facts: [ReleaseRecord.Fact]) -> HandoffDecision {
    let room = input.roomToMostOpen
    let draggable = input.flag(Self.draggable)
    if !input.flag(Self.draggableOnNestedScroll), input.owner != .sheet, !input.isAtMaxOffset {
      return ignoredUp(input, room: room, draggable: draggable, facts: facts)
    }
    if input.movement > room {
      return input.split(
        sheet: room,
        clause(
          "3",
          "moving up past expanded: the sheet takes the finger up to expanded, the list scrolls the rest"
        ), facts: facts)
    }
    if !draggable {
      return input.toContent(
        clause("draggable", "moving up below expanded with draggable off: the list scrolls"),
        facts: facts)
    }
    return input.toSheet(
      clause("4", "moving up below expanded: the sheet takes the finger"), facts: facts)
  }

  /// Clause 2: the list scrolls up as far as it can; the rest goes on by 3 or 4.
  func ignoredUp(
    _ input: HandoffInput, room: Double, draggable: Bool, facts: [ReleaseRecord.Fact]
  ) -> HandoffDecision {
    let content = input.scrollable(input.movement)
    let left = input.movement - content
    if left > room {
      return HandoffDecision(
        sheet: room, content: content, owner: .sheet,
        clause: clause(
          "2, 3", "the list scrolls to its end, then the sheet takes the finger up to expanded"),
        facts: facts)
    }
    if left > 0, draggable {
      return HandoffDecision(
        sheet: left, content: content, owner: .sheet,
        clause: clause(
          "2, 4", "the list scrolls to its end, then moving up the sheet takes the rest"),
        facts: facts)
    }
    return HandoffDecision(
      sheet: 0, content: content, owner: .content,
      clause: clause(
        "2",
        "moving up with draggableOnNestedScroll off while the list can scroll up: the list scrolls"),
      facts: facts)
  }

  /// Moving down (`dy < 0`): clauses 5, 6, draggable.
  func down(_ input: HandoffInput, facts: [ReleaseRecord.Fact]) -> HandoffDecision {
    let draggable = input.flag(Self.draggable)
    if !input.isAtMinOffset {
      return input.scrollThenSheet(
        clause("5", "moving down while the list can scroll back: the list scrolls"), facts: facts
      ) { left in draggable ? left : 0 }
      .relabelled(
        clause(
          "5, 6", "the list scrolls back to its top, then moving down the sheet takes the rest"))
    }
    if !draggable {
      return input.still(
        clause("draggable", "moving down at the list's top with draggable off: nothing moves"),
        facts: facts)
    }
    return input.toSheet(
      clause("6", "moving down at the list's top: the sheet takes the finger"), facts: facts)
  }

  public func release(_ input: HandoffInput) -> HandoffReleaseDecision {
    if input.isAtMostOpen {
      return released(
        .contentDecelerates, "fling",
        "the sheet is expanded: the list flings (onNestedPreFling does not consume it)")
    }
    if !input.flag(Self.draggableOnNestedScroll), input.owner == .content {
      return released(
        .contentDecelerates, "fling",
        "the last drag was ignored (draggableOnNestedScroll off): the list flings")
    }
    return released(
      .sheetReleases, "fling",
      "the sheet is not expanded: it consumes the fling and settles (onStopNestedScroll); the list does not decelerate"
    )
  }
}
