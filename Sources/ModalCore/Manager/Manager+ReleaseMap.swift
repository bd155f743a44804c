// The release map: where a release lands for every position and velocity, asked of the
// manager's own release (``Manager/releaseDecision(velocity:nestedScroll:)``) on copies.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a release lands, for a drag that starts at snap point ``from``: one row per position
/// of the leading edge at release, one column per release velocity. Each cell is what
/// `snap FROM`, a drag that moves the leading edge to the row's edge and `release V` give.
public struct ReleaseMap: Hashable, Sendable {
  /// One position of the leading edge and where each velocity's release lands from it.
  public struct Row: Hashable, Sendable {
    /// The leading edge at release (points, the container's coordinates).
    public var edge: Double
    /// The percent of that edge.
    public var percent: Double
    /// The combined index each velocity's release lands on (in ``ReleaseMap/velocities``'s
    /// order), nil when it dismisses.
    public var lands: [Int?]
  }

  /// A snap point the map marks: its combined index, key and leading edge.
  public struct Mark: Hashable, Sendable {
    public var index: Int
    public var key: String?
    public var edge: Double
  }

  /// How much the map cost: drags run (one per row) and release decisions asked (one per
  /// cell), so that a test can check it grows with rows x columns only.
  public struct Work: Hashable, Sendable {
    public var drags = 0
    public var releases = 0
  }

  /// The snap point the drags start at.
  public var from: Int
  /// The release velocities (pt/s, positive = towards more open), one per column.
  public var velocities: [Double]
  /// The rows, from the most open point towards closed.
  public var rows: [Row]
  /// Every snap point that is not an in-between keyframe, by index.
  public var marks: [Mark]
  /// What the map cost.
  public var work: Work

  /// `count` velocities evenly spaced from `low` to `high` (both included; one is `low`).
  public static func velocities(from low: Double, to high: Double, count: Int) -> [Double] {
    guard count > 1 else { return [low] }
    return (0..<count).map { low + (high - low) * Double($0) / Double(count - 1) }
  }
}

extension Manager {
  /// The manager at rest on snap point `from`, as `snap FROM` leaves it: a copy, the manager
  /// itself unchanged. Throws what `snap` throws (no such point, a drag, not presented).
  func restingCopy(at from: Int) throws(ManagerError) -> Manager {
    guard isVisible else { throw .notPresented(action: "map releases") }
    var start = self
    if start.gesture != nil || start.isMoving || start.currentIndex != from {
      _ = start.settleAnimation()
      if start.gesture != nil { throw .dragInProgress(action: "map releases") }
      _ = try start.apply(.snap(.index(from)))
      _ = start.settleAnimation()
    }
    return start
  }

  /// The `count` rows' leading edges of a map from `from`: evenly spaced from the most open
  /// base point's edge to the undershoot's (closed), both included.
  public func releaseMapEdges(from: Int, rows count: Int) throws(ManagerError) -> [Double] {
    let start = try restingCopy(at: from)
    let points = start.interpolator.points
    let top = start.interpolator.leadingEdge(
      of: points[Swift.min(lastBaseIndex, points.count - 1)].rect)
    let bottom = start.interpolator.leadingEdge(of: points[0].rect)
    guard count > 1 else { return [top] }
    return (0..<count).map { top + (bottom - top) * Double($0) / Double(count - 1) }
  }

  /// The finger travel (towards more open) that takes the leading edge from `startEdge` to
  /// `edge`: the edge's displacement, or under DeckTransition's friction the travel whose card
  /// offset it is (``DragCurves/deckTravel(forOffset:)``; the card does not move up).
  func travel(from startEdge: Double, to edge: Double) -> Double {
    let sign = config.snapDirection.openingSign
    let displacement = sign * (edge - startEdge)
    guard case .deck = config.overdrag else { return displacement }
    return -DragCurves.deckTravel(forOffset: -displacement)
  }

  /// This manager (at rest) after a drag of `travel` towards more open, as `drag` moves it.
  func dragged(by travel: Double) throws(ManagerError) -> Manager {
    var m = self
    try m.moveDrag(travel, secondary: 0)
    return m
  }

  /// Where a release lands after `snap FROM`, a drag of `travel` (the finger's, towards more
  /// open) and a release at `velocity`: the index, nil when it dismisses. The same decision
  /// as a map's cell and as ``endDrag(_:)``; the manager is unchanged.
  public func releaseLanding(from: Int, travel: Double, velocity: Double) throws(ManagerError)
    -> Int?
  {
    let m = try restingCopy(at: from).dragged(by: travel)
    guard m.gesture != nil else { return m.lastRelease.flatMap { $0.dismisses ? nil : $0.target } }
    let decision = m.releaseDecision(velocity: velocity, explains: false)
    return decision.dismisses ? nil : decision.target
  }

  /// The release map from snap point `from` at `velocities`, one row per leading edge of
  /// `edges`. For each row a copy at rest on `from` is dragged to the edge (once,
  /// ``releaseMapDrags(from:edges:)``), and each velocity's landing is the decision
  /// ``endDrag(_:)`` would make there; a drag the rule ends on its own (DeckTransition past its
  /// distance) lands where that ended it, whatever the velocity. The manager is unchanged.
  public func releaseMap(from: Int, velocities: [Double], edges: [Double]) throws(ManagerError)
    -> ReleaseMap
  {
    let drags = try releaseMapDrags(from: from, edges: edges)
    let strategy = ReleaseStrategies.strategy(for: drags.release)
    var work = ReleaseMap.Work()
    let rows = drags.rows.map { row in
      work.drags += 1
      return drags.lands(
        row, release: drags.release, strategy: strategy, velocities: velocities,
        releases: &work.releases)
    }
    return ReleaseMap(
      from: from, velocities: velocities, rows: rows, marks: drags.marks, work: work)
  }
}

extension Manager {
  /// A copy whose configs (the default and every constrained one) release by `release`, at
  /// rest where this one is (the animation run to its end): the map of another rule on the
  /// same points (`releasemap --vs RULE`, `tune`). The rule and its options are read only when
  /// a drag ends or moves (``releaseStrategy``, ``ReleaseInput``); no point, frame or cached
  /// fact depends on them, so the resolved points are kept instead of rebuilt (`tune` scores
  /// hundreds of configs). Throws during a drag, or for options the config check refuses.
  public func replacingRelease(_ release: ReleaseConfig) throws(ManagerError) -> Manager {
    var copy = self
    _ = copy.settleAnimation()
    if copy.isTouching { throw .dragInProgress(action: "change the release rule") }
    var resolved = copy.resolved.value
    resolved.adaptiveConfig.defaultConfig.release = release
    for i in resolved.adaptiveConfig.constrained.indices {
      resolved.adaptiveConfig.constrained[i].config.release = release
    }
    resolved.config.release = release
    let problems =
      (ReleaseStrategies.nameProblem(release.strategy, at: "release.strategy").map { [$0] } ?? [])
      + ReleaseStrategies.optionProblems(of: release)
    guard problems.isEmpty else { throw .invalidConfig(problems) }
    copy.resolved.value = resolved
    return copy
  }
}

extension DragCurves {
  /// The finger travel whose DeckTransition card offset is `offset` (the inverse of
  /// ``deck(_:)``, which grows strictly for positive travel): `2 x offset` on the linear part,
  /// beyond it found by bisection (60 halvings, deterministic). 0 for an offset at or below 0.
  public static func deckTravel(forOffset offset: Double) -> Double {
    guard offset > 0 else { return 0 }
    if offset < 0.5 * deckKnee { return 2 * offset }
    // deck(knee + b) >= 60 + b / 10, so b <= 10 x (offset - 60).
    var low = deckKnee
    var high = deckKnee + 10 * (offset - 0.5 * deckKnee) + 1
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if deck(mid) < offset { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }
}
