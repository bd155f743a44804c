// Source: none: Apple's documentation pages only (the system's code is not public); declared once
// as the type's `source` (Config/RuleSource+Rules.swift).
/// Apple's sheet hand-off: UIKit's `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`
/// (iOS 15; https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge:
/// "if the sheet can expand to a larger detent than selectedDetentIdentifier, scrolling up in
/// the sheet increases its detent instead of scrolling the sheet's content. After the sheet
/// reaches its largest detent, scrolling begins") and SwiftUI's
/// `presentationContentInteraction(_:)` (iOS 16.4;
/// https://developer.apple.com/documentation/swiftui/view/presentationcontentinteraction(_:):
/// `.resizes` is the default, `.scrolls` "scroll[s] content first, resizing the sheet only
/// after hitting the end of the scroll view"). The system's code is not public; peers-research.md
/// 2.5 gives the same reading. What Apple does not document is marked "assumed" below (no
/// source gives an observation on a named iOS version).
///
/// Clauses, in order:
/// 1. no scroll view, or content that does not scroll: the sheet moves;
/// 2. the finger is outside the scroll view (`on handle`: the grabber, `on edge`: the top of
///    the sheet): the sheet moves;
/// kept. the sheet moved earlier in this touch: it keeps the finger (assumed);
/// 3. `expandsWhenScrolledToEdge` on, offset 0, moving up below the largest detent: the sheet
///    grows, and from the largest detent on the rest of the step scrolls ("3, 6";
///    documented);
/// 4. offset > 0, or `expandsWhenScrolledToEdge` off and moving up: the content scrolls
///    (documented for `.scrolls`; for offset > 0 with the default, assumed from the property's
///    name: the scroll view is not at its edge); moving down past offset 0 the rest moves the
///    sheet ("4, 5", assumed); with `.scrolls`, moving up past the end the rest grows the sheet
///    ("4, 3", documented);
/// 5. offset 0 moving down: the sheet moves down, to a smaller detent or away (assumed);
/// 6. at the largest detent moving up: the content scrolls (documented).
public struct AppleHandoff: HandoffRule {
  public static let name = "apple"
  public static let summary =
    "UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge (SwiftUI presentationContentInteraction .resizes): scrolling up at the top grows the sheet to its largest detent, then the content scrolls; scrolled content scrolls first and at offset 0 a pull down moves the sheet; off (.scrolls): the content scrolls first, the sheet resizes only at its ends"
  public static let peer = "UISheetPresentationController, SwiftUI"

  /// `prefersScrollingExpandsWhenScrolledToEdge` (1, `.resizes`) or `.scrolls` (0).
  public static let expandsWhenScrolledToEdge = RuleOptionSpec.flag(
    "expandsWhenScrolledToEdge", default: true,
    "scrolling up at the top grows the sheet to its largest detent first (prefersScrollingExpandsWhenScrolledToEdge; 0 = presentationContentInteraction(.scrolls))"
  )

  public static let options = [expandsWhenScrolledToEdge]

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    let room = input.sheetRoomTowardsOpen(to: input.mostOpenIndex)
    let facts = input.offsetFacts + [.init("to the largest detent", room, "pt")]
    if let decision = input.withoutScrollingContent(rule: name) { return decision }
    if input.surface != .content {
      return input.toSheet(
        clause("2", "the finger is outside the scroll view: the sheet moves"), facts: facts)
    }
    if input.owner == .sheet {
      return input.toSheet(
        clause(
          "kept", "the sheet has had the finger since earlier in this touch: it keeps it (assumed)"),
        facts: facts)
    }
    let expands = input.flag(Self.expandsWhenScrolledToEdge)
    if expands, input.contentOffset <= 0, input.movesTowardsOpen, room > 0 {
      let split = input.movement > room
      let text =
        split
        ? "at the top moving up: the sheet grows to its largest detent, then the content scrolls the rest (prefersScrollingExpandsWhenScrolledToEdge)"
        : "at the top moving up: the sheet grows towards its largest detent (prefersScrollingExpandsWhenScrolledToEdge)"
      return input.sheetThenContent(room: room, clause(split ? "3, 6" : "3", text), facts: facts)
    }
    if input.contentOffset > 0 || (!expands && input.movesTowardsOpen && room > 0) {
      return scrollsFirst(input, room: room, expands: expands, facts: facts)
    }
    if input.movesTowardsOpen {
      return input.toContent(
        clause("6", "at the largest detent moving up: the content scrolls"), facts: facts)
    }
    return input.toSheet(
      clause("5", "at the top moving down: the sheet moves down (assumed)"), facts: facts)
  }

  /// Clause 4: the content scrolls; past offset 0 moving down the rest moves the sheet, and
  /// with `.scrolls` past the end moving up the rest grows the sheet (up to its largest
  /// detent).
  func scrollsFirst(
    _ input: HandoffInput, room: Double, expands: Bool, facts: [ReleaseRecord.Fact]
  ) -> HandoffDecision {
    let rest = input.restPastContentEnd
    if rest < 0 {
      return input.contentThenSheet(
        handsOver: true,
        clause(
          "4, 5",
          "the content scrolls to the top, then the sheet moves down with the rest (assumed)"),
        facts: facts)
    }
    if rest > 0, !expands, room > 0 {
      let scrolled = input.scrollable(input.movement)
      return HandoffDecision(
        sheet: Swift.min(rest, room), content: scrolled, owner: .sheet,
        clause: clause(
          "4, 3",
          "the content scrolls to its end, then the sheet grows with the rest (presentationContentInteraction .scrolls)"
        ), facts: facts)
    }
    let text =
      expands
      ? "scrolled away from the top: the content scrolls (assumed)"
      : "the content scrolls first (presentationContentInteraction .scrolls)"
    return input.contentThenSheet(handsOver: false, clause("4", text), facts: facts)
  }
}
