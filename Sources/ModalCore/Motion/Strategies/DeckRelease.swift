// Source: DeckTransition Source/DeckPresentationController.swift@09fa09f L559-598, L609-634
// (HarshilShah/DeckTransition); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// DeckTransition's release (PEERS.md): the velocity is not used. The card dismisses during the
/// drag as soon as the finger has travelled `dismissThreshold` (240 pt) towards closed from
/// where the drag began (``dismissesDuringDrag(travel:input:)``); a release before that goes
/// back to the point the card was presented at (the drag's start index).
public struct DeckRelease: ReleaseStrategy {
  public static let name = "deck"
  public static let summary =
    "DeckTransition: back to the card's place, unless the drag passed 240 pt (dismissed during the drag)"

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    static let dismissThreshold = ReleaseOptionSpec(
      "dismissThreshold", 1...10_000, default: 240,
      "finger travel towards closed (pt) that dismisses during the drag")
  }

  public static let options = [Option.dismissThreshold]

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let threshold = input.option(Option.dismissThreshold)
    let down = -input.travel
    record.add([
      .init("leading edge", input.leadingEdge, "pt"), .init("travel down", down, "pt"),
      .init("dismissThreshold", threshold, "pt"),
    ])
    // The table is built when `explain` reads it.
    record.table(
      .derived(
        .init {
          var candidates = input.candidates(from: input.leadingEdge)
          for i in candidates.indices where candidates[i].index != input.startIndex {
            candidates[i].excluded = "not the presented point"
          }
          if let start = candidates.firstIndex(where: { $0.index == input.startIndex }) {
            candidates[start].excluded = nil
          }
          return candidates
        }))
    record.note(
      "travel down \(ReleaseText.number(down)) < \(ReleaseText.number(threshold)) at release; the velocity is not used: back to the presented point (\(input.startIndex))"
    )
    return input.finish(input.startIndex, record: &record)
  }

  /// The deck dismisses during the drag.
  public var mayDismissDuringDrag: Bool { true }

  /// True once the finger's travel towards closed (`-travel`) reaches `dismissThreshold`.
  public func dismissesDuringDrag(travel: Double, input: ReleaseInput) -> Bool {
    -travel >= input.option(Option.dismissThreshold)
  }

  /// The dismissal during the drag, with the travel and the threshold that ended it.
  public func dragDismissal(travel: Double, input: ReleaseInput) -> ReleaseDecision {
    var record = ReleaseRecord(strategy: name, velocity: 0, leadingEdge: input.leadingEdge)
    let threshold = input.option(Option.dismissThreshold)
    record.add([
      .init("leading edge", input.leadingEdge, "pt"), .init("travel down", -travel, "pt"),
      .init("dismissThreshold", threshold, "pt"),
    ])
    record.adjustments = [
      "travel down \(ReleaseText.number(-travel)) >= \(ReleaseText.number(threshold)): dismissed during the drag"
    ]
    return input.dismissal(record: &record)
  }
}
