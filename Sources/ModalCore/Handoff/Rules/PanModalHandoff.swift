// Source: PanModal PanModal/Controller/PanModalPresentationController.swift@76ab89f L599-625,
// L716-810 (slackhq/PanModal); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// PanModal's hand-off, followed from `PanModal/Controller/PanModalPresentationController.swift`
/// (slackhq/PanModal 1.2.7, commit 76ab89f, archived): the modal's pan and the scroll view's pan
/// run together. `shouldFail(panGestureRecognizer:)` fails the modal's pan while the sheet
/// `isPresentedViewAnchored` and `contentOffset.y > 0` with the touch in the scroll view;
/// `didPanOnScrollView(_:change:)` (the KVO on `contentOffset`) halts the content
/// (`haltScrolling`, pinned at the last tracked offset) while the sheet is not anchored and
/// tracks it (`trackScrolling`) while it is; `adjust(toYPosition:)` never moves the sheet past
/// `anchoredYPosition` (the long form with `anchorModalToLongForm`, else `topOffset`);
/// `isPresentedViewAnchored` needs `allowsExtendedPanScrolling` (`+Defaults.swift`: the content
/// is taller than the scroll view's frame less the bottom layout offset);
/// `handleScrollViewTopBounce(scrollView:change:)` lets a decelerating list that reaches the
/// top pull the sheet down with it and spring back to the long form. peers-research.md 2.3
/// agrees.
///
/// Clauses, in order:
/// 1. no scroll view, or content that does not scroll: the sheet moves;
/// 2. the finger is outside the scroll view (`on handle`, `on edge`): the sheet moves, the
///    content halted;
/// 3. `allowsExtendedPanScrolling` off: never anchored, the sheet moves, the content halted;
/// 4. anchored and offset > 0 (or decelerating): the modal's pan fails, the content scrolls;
///    towards closed past offset 0 the rest moves the sheet ("4, 6");
/// 5. anchored at offset 0 moving towards open: the sheet stays at its anchor, the content
///    scrolls;
/// 6. otherwise (not anchored, or at offset 0 moving towards closed): the sheet moves, the
///    content halted; moving towards open past the long form anchor, the rest of the step
///    scrolls the content ("6, 5").
///
/// With `anchorModalToLongForm` a sheet moving up never passes the long form
/// (`adjust(toYPosition:)` clamps at `anchoredYPosition`): in clauses 2 and 3 the rest of such
/// a step is lost, in 6 it scrolls the content.
///
/// Anchored: `frame.minY.rounded() <= anchoredYPosition.rounded()`, here the leading edge's
/// openness rounded against the anchor's. With `anchorModalToLongForm` 0 the anchor is
/// `topOffset`, PanModal's default: the top safe inset + 21 from the container's far side
/// (``topOffsetMargin``), where a drag on the handle stops too.
/// `allowsExtendedPanScrolling`, when not set, is derived as in PanModal from the content
/// being longer than its viewport (``SheetTraits/viewportFromAnchor``: `H -
/// anchoredYPosition` less the bottom inset, wherever the sheet is). A drag on the handle
/// stops at the long form too with `anchorModalToLongForm` (``sheetTraits(_:)``); the
/// half-speed drag above the long form (the preset's `linearTop 0.5` overdrag) applies only
/// with it 0.
public struct PanModalHandoff: HandoffRule {
  public static let name = "panmodal"
  public static let summary =
    "PanModal's shouldFail and scroll-offset KVO: the content scrolls only while the sheet is anchored at the long form (offset > 0, or moving up at offset 0) and is halted elsewhere while the sheet moves; a sheet moving up stops at the long form and the content scrolls on; a decelerating list reaching the top pulls the sheet with it (top bounce)"
  public static let peer = "PanModal"

  /// `anchorModalToLongForm`.
  public static let anchorModalToLongForm = RuleOptionSpec.flag(
    "anchorModalToLongForm", default: true,
    "the content scrolls only with the sheet at the long form, and a drag stops there (0: at topOffset, safe.top + 21; above the long form the overdrag applies)"
  )
  /// `allowsExtendedPanScrolling`: derived from the content's length when not set.
  public static let allowsExtendedPanScrolling: RuleOptionSpec = {
    var spec = RuleOptionSpec(
      "allowsExtendedPanScrolling", 0...1, default: nil,
      "one touch may carry from the sheet into the content (default: the content is longer than its viewport at the long form)"
    )
    spec.isFlag = true
    return spec
  }()
  /// `handleScrollViewTopBounce`: on when the presented view controller's view is the scroll
  /// view (a UITableViewController).
  public static let topBounce = RuleOptionSpec.flag(
    "topBounce", default: true,
    "a list released towards closed that decelerates into offset 0 pulls the sheet down and springs back to the long form (handleScrollViewTopBounce)"
  )

  public static let options = [anchorModalToLongForm, allowsExtendedPanScrolling, topBounce]

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    var facts = input.offsetFacts
    if let decision = input.withoutScrollingContent(rule: name) { return decision }
    if input.surface != .content {
      return sheetMoves(
        input, "2", "the finger is outside the scroll view: the sheet moves, the content is halted",
        facts: facts)
    }
    guard Self.extends(input) else {
      return sheetMoves(
        input, "3",
        "allowsExtendedPanScrolling is off: the sheet is never anchored, it moves and the content is halted",
        facts: facts)
    }
    let anchor = Self.anchorOpenness(input)
    facts.append(.init("to the anchor", Swift.max(0, anchor - input.openness), "pt"))
    let anchored = input.openness.rounded() >= anchor.rounded()
    if anchored, input.contentOffset > 0 || input.decelerating {
      let handsOver = input.restPastContentEnd < 0
      let text =
        handsOver
        ? "anchored and offset > 0: the content scrolls to offset 0, then the sheet moves with the rest"
        : "anchored and offset > 0: the modal's pan fails, the content scrolls (shouldFail)"
      return input.contentThenSheet(
        handsOver: handsOver, clause(handsOver ? "4, 6" : "4", text), facts: facts)
    }
    if anchored, input.movesTowardsOpen {
      return input.toContent(
        clause(
          "5",
          "anchored at offset 0 moving up: the sheet stays at its anchor, the content scrolls (trackScrolling)"
        ), facts: facts)
    }
    let text =
      anchored
      ? "anchored at offset 0 moving down: the sheet moves, the content is halted (haltScrolling)"
      : "not anchored: the sheet moves, the content is halted (haltScrolling)"
    return sheetMoves(input, "6", text, facts: facts, restToContent: true)
  }

  /// The sheet takes the step with the content halted; with `anchorModalToLongForm` it stops
  /// at the long form (`adjust(toYPosition:)` never passes `anchoredYPosition`), and the rest
  /// of the step scrolls the content (`restToContent`, id "6, 5") or is lost.
  func sheetMoves(
    _ input: HandoffInput, _ id: String, _ text: String, facts: [ReleaseRecord.Fact],
    restToContent: Bool = false
  ) -> HandoffDecision {
    let room = input.sheetRoomTowardsOpen(to: input.lastBaseIndex)
    guard input.flag(Self.anchorModalToLongForm), input.movesTowardsOpen, input.movement > room
    else { return input.toSheet(clause(id, text), facts: facts) }
    guard restToContent else {
      return HandoffDecision(
        sheet: room, content: 0, owner: .sheet,
        clause: clause(id, text + "; it stops at the long form, the rest is lost"), facts: facts)
    }
    return input.sheetThenContent(
      room: room,
      clause(
        "6, 5", "the sheet moves up to the long form and stops there, the content scrolls the rest"),
      facts: facts)
  }

  /// A touch the content had at the end decelerates; released towards closed with
  /// `topBounce`, the deceleration carries into the sheet when it reaches offset 0.
  public func release(_ input: HandoffInput) -> HandoffReleaseDecision {
    guard input.owner == .content else {
      return HandoffReleaseDecision(
        outcome: .sheetReleases,
        clause: clause("release", "the sheet had the finger: it releases with the release strategy")
      )
    }
    if input.flag(Self.topBounce), input.velocity < 0 {
      return HandoffReleaseDecision(
        outcome: .contentDecelerates, carriesIntoSheet: true,
        clause: clause(
          "bounce",
          "the content decelerates towards offset 0; there the sheet follows the bounce below the long form and springs back (handleScrollViewTopBounce)"
        ))
    }
    return HandoffReleaseDecision(
      outcome: .contentDecelerates,
      clause: clause("release", "the content had the finger: it decelerates"))
  }

  /// `allowsExtendedPanScrolling`: the option, else the content is longer than its viewport
  /// at the long form.
  static func extends(_ input: HandoffInput) -> Bool {
    if let value = input.config.handoff.options[allowsExtendedPanScrolling.name] {
      return value != 0
    }
    // The viewport is `H - anchoredYPosition` less the bottom inset wherever the sheet is
    // (``SheetTraits/viewportFromAnchor``): the content is longer than it exactly when it
    // has a scroll range.
    return input.maxOffset > 0
  }

  /// The openness of `anchoredYPosition`: the long form, or `topOffset` (the sheet's open
  /// limit, ``SheetTraits``); the container's far edge when the input has no limit.
  static func anchorOpenness(_ input: HandoffInput) -> Double {
    if input.flag(anchorModalToLongForm) {
      return input.openness(ofIndex: input.lastBaseIndex) ?? input.openness
    }
    if let limit = input.openLimit { return limit }
    let interpolator = input.interpolator
    let edge = interpolator.direction.leadingEdge(percent: 1, container: interpolator.container)
    return input.openingSign * edge
  }
}
