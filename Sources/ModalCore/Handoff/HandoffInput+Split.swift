// Splits shared by the peers' hand-off rules: a step that goes first to one of the
// two and then, past a limit, to the other, as the libraries hand the finger over within one
// gesture.
extension HandoffInput {
  /// The combined index of the standard point within `tolerance` points of the leading edge
  /// (the nearest one), or nil: ``snapIndex`` with a rule's own tolerance (FloatingPanel's
  /// "within 1 pt of an anchor" is an option of its rule).
  public func snapIndex(within tolerance: Double) -> Int? {
    Self.snapIndex(at: leadingEdge, in: interpolator, tolerance: tolerance)
  }

  /// The offset and the largest offset, the facts every peer's clause on the content shows.
  public var offsetFacts: [ReleaseRecord.Fact] {
    [.init("offset", contentOffset, "pt"), .init("max offset", maxOffset, "pt")]
  }

  /// The first clause of every peer's rule: without a scroll view, or with content that does
  /// not scroll, the whole step goes to the sheet (`outcome` says so as the library would,
  /// e.g. "the panel moves"); nil when the content scrolls.
  public func withoutScrollingContent(rule: String, outcome: String = "the sheet moves")
    -> HandoffDecision?
  {
    guard !scrolls else { return nil }
    let why = hasContent ? "the content does not scroll" : "there is no scroll view"
    return toSheet(HandoffClause(rule: rule, id: "1", "\(why): \(outcome)"))
  }

  /// How far the sheet can still move towards open before its leading edge reaches the point
  /// at combined index `index` (0 when it is there or past it, or for an unknown index).
  public func sheetRoomTowardsOpen(to index: Int) -> Double {
    openness(ofIndex: index).map { Swift.max(0, $0 - openness) } ?? 0
  }

  /// A step towards open that moves the sheet up to `room` points (to a point where the
  /// library stops it) and gives the rest to the content, within its range. The content owns
  /// the finger once the step reached it.
  public func sheetThenContent(
    room: Double, _ clause: HandoffClause, facts: [ReleaseRecord.Fact] = []
  ) -> HandoffDecision {
    let sheet = Swift.min(movement, room)
    guard movement - sheet > 0 else { return toSheet(clause, facts: facts) }
    return split(sheet: sheet, clause, facts: facts)
  }

  /// A step that scrolls the content within its range and gives what is left past the end to
  /// the sheet, which then owns the finger (`handsOver`); without `handsOver` the rest is lost
  /// and the content keeps the finger.
  public func contentThenSheet(
    handsOver: Bool, _ clause: HandoffClause, facts: [ReleaseRecord.Fact] = []
  ) -> HandoffDecision {
    scrollThenSheet(clause, facts: facts) { handsOver ? $0 : 0 }
  }

  /// The part of this step the content cannot take (past offset 0 or past its end).
  public var restPastContentEnd: Double { movement - scrollable(movement) }
}
