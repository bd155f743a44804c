// Source: Flutter packages/flutter/lib/src/widgets/draggable_scrollable_sheet.dart@02a909a
// applyUserOffset, goBallistic (flutter/flutter); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// Flutter's DraggableScrollableSheet, followed from
/// `packages/flutter/lib/src/widgets/draggable_scrollable_sheet.dart` (flutter/flutter):
/// `_DraggableScrollableSheetScrollPosition.applyUserOffset` and `goBallistic`. The stored
/// flutter/flutter version (commit 02a909a) predates snapping; `applyUserOffset` reads the same
/// in it and in the current file, and the release follows the current `goBallistic` (with
/// `_shouldSnap`), read in a verbatim copy of the current file since the repository is too
/// large to fetch here. The sheet's list and the sheet share one scroll position; each user
/// offset goes to the sheet's extent or to the list (`listShouldScroll` = pixels > 0; the
/// extent's min and max are the least and the most open base points, within 1 pt):
/// - handle: the finger on the handle drags the sheet (Flutter draws none: the preset's
///   `drag` on the handle is the sheet's own drag); `on edge` is a drag on the list (no strip);
/// - 1: no content or content that does not scroll: the position still has the extra extent
///   `applyContentDimensions` adds, so the sheet takes the finger;
/// - 2: the list is scrolled (offset > 0): the list scrolls, either way; moving down, at its
///   top the rest goes to the sheet by 3 (id "2, 3") unless the sheet is at its min extent;
/// - 3: at the top of the list, the sheet between min and max, or at min moving up, or at max
///   moving down: the extent takes the movement (`addPixelDelta`), up to max (then the list
///   scrolls the rest: id "3, 4") or down to min (then the rest is lost: the list overscrolls);
/// - 4: otherwise (at max moving up, at min moving down): the list scrolls (at its top,
///   moving down, nothing moves: a drag on the list does not close the sheet below min).
///
/// Steps: each event is decided anew (nobody keeps the finger); a step stands for many events,
/// so what one event would stop at an end is the next events' (the splits above).
///
/// The release (`goBallistic`; towards open = Flutter's positive scroll velocity): with no
/// velocity at a snap point, nothing moves; with none between points, the sheet snaps (the
/// preset uses snap sizes); towards closed with the list scrolled, or towards open at max,
/// the list decelerates (and stops at its top: the momentum does not carry into the sheet,
/// "by design", flutter/flutter#47460); otherwise the sheet runs the ballistic: the config's
/// release strategy. Simplified: when the sheet's ballistic reaches max, Flutter passes the
/// velocity left to the list, which the model does not (its release ends at the snap point;
/// flutter/flutter#116981 reports the carry missing in a modal bottom sheet); without `snap`
/// Flutter leaves the sheet where it is after a slow release, the model always snaps.
public struct FlutterHandoff: HandoffRule {
  public static let name = "flutter"
  public static let summary =
    "Flutter's DraggableScrollableSheet: a scrolled list scrolls; at its top the sheet's extent takes the finger until its max (then the list scrolls) or its min; a fling at max or back up a scrolled list is the list's"
  public static let peer = "Flutter DraggableScrollableSheet"

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    if let handle = handleStep(input) { return handle }
    if !input.scrolls {
      return input.toSheet(
        clause("1", "the content does not scroll: the sheet's extent takes the finger"))
    }
    let facts: [ReleaseRecord.Fact] = [
      .init("offset", input.contentOffset, "pt"), .init("to max", input.roomToMostOpen, "pt"),
      .init("to min", input.roomToLeastOpen, "pt"),
    ]
    if input.movement == 0 {
      return input.still(clause("0", "the finger did not move: nothing moves"), facts: facts)
    }
    if !input.isAtMinOffset { return scrolledList(input, facts: facts) }
    let atMax = input.isAtMaxExtent
    let atMin = input.isAtMinExtent
    let up = input.movesTowardsOpen
    if (!atMax && !atMin) || (atMin && up) || (atMax && !up) {
      return extent(input, facts: facts)
    }
    return input.toContent(
      clause(
        "4",
        up
          ? "at max extent moving up: the list scrolls"
          : "at min extent moving down: the list takes it (it overscrolls at its top)"),
      facts: facts)
  }

  /// Clause 2: the list is scrolled.
  func scrolledList(_ input: HandoffInput, facts: [ReleaseRecord.Fact]) -> HandoffDecision {
    let content = input.scrollable(input.movement)
    let left = input.movement - content
    guard left < 0, !input.isAtMinExtent else {
      return HandoffDecision(
        sheet: 0, content: content, owner: .content,
        clause: clause("2", "the list is scrolled (offset > 0): it scrolls"), facts: facts)
    }
    let sheet = Swift.max(left, -input.roomToLeastOpen)
    return HandoffDecision(
      sheet: sheet, content: content, owner: .sheet,
      clause: clause(
        "2, 3", "the list scrolls back to its top, then the extent takes the rest (down to min)"),
      facts: facts)
  }

  /// Clause 3: the extent takes the movement, up to max (the list scrolls the rest) or down to
  /// min (the rest is lost).
  func extent(_ input: HandoffInput, facts: [ReleaseRecord.Fact]) -> HandoffDecision {
    let text = "at the list's top: the sheet's extent takes the finger"
    if input.movesTowardsOpen {
      let room = input.roomToMostOpen
      guard input.movement > room else { return input.toSheet(clause("3", text), facts: facts) }
      return input.split(
        sheet: room,
        clause("3, 4", "the extent takes the finger up to max, then the list scrolls the rest"),
        facts: facts)
    }
    let room = input.roomToLeastOpen
    guard -input.movement > room else { return input.toSheet(clause("3", text), facts: facts) }
    return HandoffDecision(
      sheet: -room, content: 0, owner: .sheet,
      clause: clause("3", "the extent takes the finger down to min; the rest is lost"),
      facts: facts)
  }

  public func release(_ input: HandoffInput) -> HandoffReleaseDecision {
    let v = input.velocity
    if v == 0 {
      guard input.isAtSnapPoint else {
        return released(
          .sheetReleases, "ballistic", "no velocity between snap sizes: the sheet snaps")
      }
      return released(.contentDecelerates, "ballistic", "no velocity at a snap size: nothing moves")
    }
    if v < 0, !input.isAtMinOffset {
      return released(
        .contentDecelerates, "ballistic",
        "towards closed with the list scrolled: the list decelerates and stops at its top")
    }
    if v > 0, input.isAtMaxExtent {
      return released(
        .contentDecelerates, "ballistic", "towards open at max extent: the list decelerates")
    }
    return released(.sheetReleases, "ballistic", "otherwise the sheet runs the ballistic: it snaps")
  }
}
