// Facts about the sheet's room to move, for the rules whose sheet takes the finger only until
// it reaches an end and then hands the rest of the movement to the content (Material's
// expanded offset, Flutter's min and max extents).
extension HandoffInput {
  /// How far (pt) the sheet can still open before it reaches its most open base point: 0 at
  /// or past it. Material's `currentTop - getExpandedOffset()`, Flutter's room to its max
  /// extent.
  public var roomToMostOpen: Double { sheetRoomTowardsOpen(to: mostOpenIndex) }

  /// How far (pt) the sheet can still close before it reaches its least open base point: 0
  /// at or below it. Flutter's room to its min extent.
  public var roomToLeastOpen: Double {
    guard let target = openness(ofIndex: leastOpenIndex) else { return 0 }
    return Swift.max(0, openness - target)
  }

  /// A step split between the sheet and the content: `sheet` points to the sheet, the rest of
  /// the movement to the content within its range (the part past an end is lost); the owner
  /// is whoever took the last part of the movement.
  public func split(
    sheet: Double, _ clause: HandoffClause, facts: [ReleaseRecord.Fact] = []
  ) -> HandoffDecision {
    let content = scrollable(movement - sheet)
    let owner: HandoffOwner = movement - sheet == 0 && sheet != 0 ? .sheet : .content
    return HandoffDecision(
      sheet: sheet, content: content, owner: owner, clause: clause, facts: facts)
  }

  /// A step split the other way: the content scrolls as far as its range allows, then
  /// `rest(left)` of what is left goes to the sheet (the owner is the sheet when it got a
  /// part, else the content).
  public func scrollThenSheet(
    _ clause: HandoffClause, facts: [ReleaseRecord.Fact] = [], rest: (Double) -> Double
  ) -> HandoffDecision {
    let content = scrollable(movement)
    let sheet = rest(movement - content)
    return HandoffDecision(
      sheet: sheet, content: content, owner: sheet != 0 ? .sheet : .content, clause: clause,
      facts: facts)
  }

  /// A step that moves nothing (the finger did not move, or both sides refuse it); the owner
  /// stays who had the finger (the content on the touch's first step).
  public func still(_ clause: HandoffClause, facts: [ReleaseRecord.Fact] = []) -> HandoffDecision {
    HandoffDecision(sheet: 0, content: 0, owner: owner ?? .content, clause: clause, facts: facts)
  }
}

extension HandoffDecision {
  /// The decision with `clause` in place of its own when the sheet got a part of the step.
  func relabelled(_ clause: HandoffClause) -> HandoffDecision {
    guard sheet != 0 else { return self }
    var decision = self
    decision.clause = clause
    return decision
  }
}

extension HandoffRule {
  /// A clause of this rule, for `explain`.
  func clause(_ id: String, _ text: String) -> HandoffClause {
    HandoffClause(rule: name, id: id, text)
  }

  /// The finger on the handle drags the sheet, in every rule that has no handle of its own
  /// to read (`drag ... on handle` reaches the sheet's drag without asking a rule; this
  /// answers a rule asked directly); nil elsewhere.
  func handleStep(_ input: HandoffInput) -> HandoffDecision? {
    guard input.isOnHandle else { return nil }
    return input.toSheet(clause("handle", "the finger is on the handle: the sheet drags"))
  }

  /// Once the sheet has had the finger in a touch it keeps it (the library cancelled the
  /// scroll when it handed over); nil while the content has it or on the touch's first step.
  func keptStep(_ input: HandoffInput) -> HandoffDecision? {
    guard input.owner == .sheet else { return nil }
    return input.toSheet(
      clause("kept", "the sheet has had the finger since earlier in this touch: it keeps it"))
  }

  /// A release decision of this rule.
  func released(
    _ outcome: HandoffReleaseDecision.Outcome, _ id: String, _ text: String,
    carriesIntoSheet: Bool = false
  ) -> HandoffReleaseDecision {
    HandoffReleaseDecision(
      outcome: outcome, carriesIntoSheet: carriesIntoSheet, clause: clause(id, text))
  }
}
