// Source: none: the half modal is seed 003's hand-written UIKit code, assumed from how it is
// written; declared once as the type's `source` (Config/RuleSource+Rules.swift).
/// The hand-written UIKit half modal (PEERS.md, peers-research.md 1.5) with a real scroll
/// view inside. There is no library to read: this is what such a modal does, assumed from
/// how it is written, a `UIPanGestureRecognizer` added to the sheet's container view with no
/// gesture delegate, and a `UITableView` / `UIScrollView` in the sheet. Without a delegate
/// the two pans do not recognize together and the scroll view's pan, on the deeper view,
/// takes a touch that starts on it (assumed; `scrollingEnabled` of the ``HalfModalRelease``
/// strategy is a release option, whether the sheet grows to its maximum height, not this):
/// - handle, and "outside": `drag ... on handle` or `on edge`, a finger on the sheet outside
///   the scroll view (its header): the container's pan drags the sheet;
/// - 1: no scroll view, or one with `isScrollEnabled` false (its pan is off): the container's
///   pan drags the sheet;
/// - kept: the sheet has had the finger since earlier in this touch: it keeps it;
/// - 2: a finger on the scroll view: it scrolls, within its range (past an end it bounces,
///   which is not modelled: the rest is lost, as is a drag on content that fits, since a
///   table view bounces even then); the sheet never moves, at the top or not.
///
/// The release: the default one, whoever had the finger keeps the momentum (a sheet drag
/// releases with the config's strategy, the list decelerates); nothing carries over.
public struct HalfModalHandoff: HandoffRule {
  public static let name = "halfModal"
  public static let summary =
    "the hand-written half modal (a pan on the container, no gesture delegate): the scroll view keeps a touch that starts on it, the sheet moves only from outside it or without a scroll view"
  public static let peer = "the hand-written half modal"

  /// Creates the rule.
  public init() {}

  public func step(_ input: HandoffInput) -> HandoffDecision {
    if input.isOnHandle || input.isOnEdgeStrip {
      return input.toSheet(
        clause(
          "outside", "the finger is outside the scroll view: the container's pan drags the sheet"))
    }
    if let decision = input.withoutScrollingContent(
      rule: name, outcome: "the container's pan drags the sheet")
    {
      return decision
    }
    if let decision = keptStep(input) { return decision }
    return input.toContent(
      clause("2", "the finger is on the scroll view: it scrolls, the sheet does not move"),
      facts: [
        .init("offset", input.contentOffset, "pt"), .init("max offset", input.maxOffset, "pt"),
      ])
  }
}
