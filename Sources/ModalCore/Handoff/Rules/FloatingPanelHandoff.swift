// Source: FloatingPanel Sources/Core.swift@7efcc76 L626-685, L729-760 (scenee/FloatingPanel);
// declared once as the type's `source` (Config/RuleSource+Rules.swift).
/// FloatingPanel's hand-off, followed from `Sources/Core.swift` (scenee/FloatingPanel 3.2.2,
/// commit 7efcc76): `shouldScrollViewHandleTouch(_:point:velocity:)` decides, on every pan
/// event, whether the tracked scroll view keeps the touch; `panningChange(with:)` moves the
/// panel with `shouldScrollingContentInMoving(from:to:)`, which stops the panel at the most
/// expanded anchor so that the content scrolls on; `handle(panGesture:)` pins the content at
/// its initial offset (`stopScrolling(at: initialScrollOffset)`) while the panel moves; the
/// offset is measured from `contentOffsetForPinning(of:)` (the top for a bottom panel: 0 here);
/// `isScrollable(state:)` is true only in the most expanded state unless the delegate's
/// `floatingPanel(_:shouldAllowToScroll:in:)` says otherwise; `SurfaceView.grabberAreaOffset`
/// is the 36 pt band at the panel's top edge. peers-research.md 2.4 agrees; what it calls
/// "offset < 0 and velocity <= 0" is the rubber band above the top, which is not modelled
/// (the offset never goes below 0).
///
/// Clauses, in order:
/// 1. no scroll view, or content that does not scroll: the panel moves;
/// 2. the touch began in the grabber band (`drag ... on handle`, and `on edge`, whose strip
///    lies in the band when `grabberAreaOffset` is at least the model's 20 pt edge strip): the
///    panel moves, the content is pinned, and no seamless scroll (past the most expanded
///    anchor the panel follows the config's overdrag instead: 1:1 by default, as
///    `allowsRubberBanding(for:)` is false);
/// 3. the panel moved earlier in this touch (`interactionInProgress`): it keeps the finger,
///    the content pinned;
/// 4. the panel is not within `anchorTolerance` (1 pt) of a scrollable state's anchor: the
///    panel moves, the content pinned;
/// 5. offset > 0: the content scrolls (towards closed to offset 0, after which the rest of the
///    step moves the panel: "5, 7");
/// 6. the content is decelerating: it scrolls;
/// 7. otherwise (offset 0): the panel moves, the content pinned.
///
/// S (appended to 3, 4 or 7): a panel moving towards open over content longer than its
/// viewport stops at the most expanded anchor, and the rest of the step scrolls the content
/// (`shouldScrollingContentInMoving` clamps the panel; `handle(panGesture:)` unlocks the
/// scroll view there). At the most expanded anchor at offset 0 this gives the whole step to
/// the content: FloatingPanel's seamless scrolling at full.
///
/// Simplified: the pinned content is the content not moving (FloatingPanel resets it to the
/// initial offset after each event); a touch whose panel stopped at the anchor and whose
/// content took over is the content's from then on (the rule starts again from clause 1 on the
/// next step); table editing and swipe actions, which also keep the touch, are not modelled.
public struct FloatingPanelHandoff: HandoffRule {
  public static let name = "floatingpanel"
  public static let summary =
    "FloatingPanel's Core.shouldScrollViewHandleTouch: the content scrolls only in the most expanded state, within 1 pt of its anchor, outside the 36 pt grabber band, when scrolled (offset > 0) or decelerating; otherwise the panel moves with the content pinned, and a panel moving up stops at the most expanded anchor while the content scrolls on"
  public static let peer = "FloatingPanel"

  /// `SurfaceView.grabberAreaOffset`.
  public static let grabberAreaOffset = RuleOptionSpec(
    "grabberAreaOffset", 0...1000, default: 36,
    "the band at the panel's leading edge where a drag never scrolls (grabberAreaOffset, pt); `on edge` is inside it when it is at least 20 pt"
  )
  /// `isScrollable(state:)`: only the most expanded state by default.
  public static let scrollsOnlyWhenMostExpanded = RuleOptionSpec.flag(
    "scrollsOnlyWhenMostExpanded", default: true,
    "the content scrolls only in the most expanded state (0: in every state, as a delegate's shouldAllowToScroll returning true)"
  )
  /// `abs(layoutAdapter.offset(from: state)) < 1`.
  public static let anchorTolerance = RuleOptionSpec(
    "anchorTolerance", 0...100, default: 1,
    "how near an anchor the panel must be for the content to get the touch (pt)")

  public static let options = [grabberAreaOffset, scrollsOnlyWhenMostExpanded, anchorTolerance]

  /// The height of the model's edge strip (`drag ... on edge`): adaptive-modal's default.
  static let edgeStrip = AdaptiveHandoff.edgeHeight.defaultValue ?? 0

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    let band = input.option(Self.grabberAreaOffset)
    let tolerance = input.option(Self.anchorTolerance)
    let facts = input.offsetFacts
    if let decision = input.withoutScrollingContent(rule: name, outcome: "the panel moves") {
      return decision
    }
    if input.isOnHandle || (input.isOnEdgeStrip && band >= Self.edgeStrip && band > 0) {
      return input.toSheet(
        clause(
          "2",
          "the touch began in the \(Self.number(band)) pt grabber band: the panel moves, the content is pinned (grabberAreaOffset)"
        ), facts: [.init("grabber band", band, "pt")] + facts)
    }
    if input.owner == .sheet {
      return panelMoves(
        input, "3", "the panel is moving in this touch: it keeps the finger, the content is pinned",
        facts: facts)
    }
    let anchor = input.snapIndex(within: tolerance)
    let atScrollableAnchor = anchor.map { isScrollable($0, input) } ?? false
    if !atScrollableAnchor {
      let text =
        anchor == nil
        ? "the panel is not within \(Self.number(tolerance)) pt of an anchor: it moves, the content is pinned"
        : "the state is not scrollable (only the most expanded is): the panel moves, the content is pinned"
      return panelMoves(
        input, "4", text, facts: facts + [.init("anchor tolerance", tolerance, "pt")])
    }
    if input.contentOffset > 0 {
      let rest = input.restPastContentEnd
      let handsOver = rest < 0
      let text =
        handsOver
        ? "offset > 0: the content scrolls to offset 0, then the panel moves with the rest"
        : "offset > 0: the content scrolls"
      return input.contentThenSheet(
        handsOver: handsOver, clause(handsOver ? "5, 7" : "5", text), facts: facts)
    }
    if input.decelerating {
      return input.toContent(clause("6", "the content is decelerating: it scrolls"), facts: facts)
    }
    return panelMoves(
      input, "7", "at offset 0: the panel moves, the content is pinned", facts: facts)
  }

  /// True when the content may scroll at the point at combined index `index`.
  func isScrollable(_ index: Int, _ input: HandoffInput) -> Bool {
    guard input.flag(Self.scrollsOnlyWhenMostExpanded) else { return index >= 1 }
    return index == input.mostOpenIndex
  }

  /// The panel takes the step with the content pinned; moving towards open over content
  /// longer than its viewport, it stops at the most expanded anchor and the content scrolls
  /// the rest (clause S).
  func panelMoves(
    _ input: HandoffInput, _ id: String, _ text: String, facts: [ReleaseRecord.Fact]
  ) -> HandoffDecision {
    let room = input.sheetRoomTowardsOpen(to: input.mostOpenIndex)
    guard input.movesTowardsOpen, input.maxOffset > 0, input.movement > room else {
      return input.toSheet(clause(id, text), facts: facts)
    }
    let seamless =
      room > 0
      ? "the panel moves up to the most expanded anchor and stops there, the content scrolls the rest (shouldScrollingContentInMoving)"
      : "at the most expanded anchor the panel stops and the content scrolls (shouldScrollingContentInMoving)"
    return input.sheetThenContent(
      room: room, clause("\(id), S", seamless),
      facts: facts + [.init("to the most expanded", room, "pt")])
  }

  static func number(_ value: Double) -> String { LayoutValueSyntax.formatNumber(value) }
}
