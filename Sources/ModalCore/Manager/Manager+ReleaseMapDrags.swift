/// The drags of a release map, made once and asked of many rules (`tune` scores hundreds of
/// release configs on the same map). A drag does not depend on the release rule, except that a
/// rule may end it on its own (DeckTransition past its distance): each row keeps the drag
/// before that check, and ``lands(_:velocities:strategy:)`` asks the rule in question, so that
/// a row is the one ``Manager/releaseMap(from:velocities:edges:)`` makes for a copy releasing
/// by that rule (which builds its own map the same way).
struct ReleaseMapDrags {
  /// One row: the leading edge asked for, and the drag that reached it (nil when the drag
  /// could not be made, then every release lands where the manager's own map says).
  struct Row {
    var edge: Double
    /// The finger's travel of the drag, for a rule's drag dismissal.
    var travel: Double
    /// The release's input after the drag (its velocity set per cell); nil when the gesture
    /// ended during the drag whatever the rule.
    var input: ReleaseInput?
    /// The edge and percent the drag reached (the row's, unless a rule ends the drag).
    var reached: Double
    var percent: Double
    /// Where every release lands when `input` is nil.
    var landed: Int?
  }

  var rows: [Row]
  var marks: [ReleaseMap.Mark]
  /// The release config of the manager the drags were made on (its own map's rule).
  var release: ReleaseConfig

  /// The row `row` for the rule `strategy` of `release` (its options validated by the caller):
  /// each velocity's landing, nil for a dismissal, and the edge and percent the row reports.
  /// `releases` counts the release decisions asked.
  func lands(
    _ row: Row, release: ReleaseConfig, strategy: any ReleaseStrategy, velocities: [Double],
    releases: inout Int
  ) -> ReleaseMap.Row {
    guard var input = row.input else {
      return ReleaseMap.Row(
        edge: row.reached, percent: row.percent,
        lands: Array(repeating: row.landed, count: velocities.count))
    }
    input.config.release = release
    input.explains = false
    if strategy.mayDismissDuringDrag
      && strategy.dismissesDuringDrag(travel: row.travel, input: input)
    {
      // The rule ends the drag itself: every release lands where that ended it, and the row
      // reports the edge asked for, as the manager's map does.
      let decision = strategy.dragDismissal(travel: row.travel, input: input)
      return ReleaseMap.Row(
        edge: row.edge, percent: input.interpolator.percent(forLeadingEdge: row.edge),
        lands: Array(repeating: decision.dismisses ? nil : decision.target, count: velocities.count)
      )
    }
    var lands: [Int?] = []
    lands.reserveCapacity(velocities.count)
    for velocity in velocities {
      input.velocity = NumberRange.velocity.clamp(velocity)
      let decision = strategy.decide(input)
      releases += 1
      lands.append(decision.dismisses ? nil : decision.target)
    }
    return ReleaseMap.Row(edge: row.reached, percent: row.percent, lands: lands)
  }
}

extension Manager {
  /// The drags of a map from `from` to `edges` (``ReleaseMapDrags``), each made once without
  /// the rule's drag dismissal. Throws what `snap FROM` and `drag` throw.
  func releaseMapDrags(from: Int, edges: [Double]) throws(ManagerError) -> ReleaseMapDrags {
    let start = try restingCopy(at: from)
    let marks = start.interpolator.points.filter(\.isSnappable).map {
      ReleaseMap.Mark(
        index: $0.index, key: $0.key, edge: start.interpolator.leadingEdge(of: $0.rect))
    }
    let startEdge = start.interpolator.leadingEdge(of: start.values.rect)
    var rows: [ReleaseMapDrags.Row] = []
    rows.reserveCapacity(edges.count)
    for edge in edges {
      let travel = start.travel(from: startEdge, to: edge)
      var m = start
      try m.moveDrag(travel, secondary: 0, rulesMayEnd: false)
      if let gesture = m.gesture {
        rows.append(
          .init(
            edge: edge, travel: gesture.travel, input: m.releaseInput(velocity: 0),
            reached: gesture.edge, percent: m.interpolator.percent(forLeadingEdge: gesture.edge),
            landed: nil))
      } else {
        let landed = m.lastRelease.map { $0.dismisses ? nil : $0.target } ?? nil
        rows.append(
          .init(
            edge: edge, travel: travel, input: nil, reached: edge,
            percent: m.interpolator.percent(forLeadingEdge: edge), landed: landed))
      }
    }
    return ReleaseMapDrags(rows: rows, marks: marks, release: start.config.release)
  }
}
