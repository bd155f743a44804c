/// The candidate table of a release, kept cheap: a rule that ranks every point by its distance
/// from one edge records only that edge, and the table is built when `explain` reads it, so a
/// release costs a binary search rather than a walk over every point.
extension ReleaseRecord {
  /// Where a record's candidates come from.
  public enum CandidateTable: Hashable, Sendable {
    /// A table the strategy built (with its own exclusions or distances).
    case list([Candidate])
    /// Every point of the interpolator, measured from an edge, excluded when in-between or
    /// when its allowSnapping is false (step 3 of the adaptive rule).
    case measured(from: Double, in: Interpolator)
    /// A table a rule builds from the measured one with its own exclusions and distances, when
    /// it is read: the rule decides without it, by a binary search.
    case derived(DerivedTable)

    /// The table.
    public var candidates: [Candidate] {
      switch self {
      case .list(let list):
        return list
      case .measured(let edge, let interpolator):
        return interpolator.points.map { point in
          let pointEdge = interpolator.leadingEdge(of: point.rect)
          return Candidate(
            index: point.index, edge: pointEdge, distance: abs(pointEdge - edge),
            excluded: ReleaseInput.exclusion(of: point))
        }
      case .derived(let table):
        return table.build()
      }
    }
  }

  /// A candidate table built when read, by the function a rule gives (the rule's table as it
  /// would have built it at the release). Compared and hashed by the table it builds.
  public struct DerivedTable: Hashable, Sendable {
    let build: @Sendable () -> [Candidate]

    /// A table that `build` makes when it is read.
    public init(_ build: @escaping @Sendable () -> [Candidate]) { self.build = build }

    public static func == (a: DerivedTable, b: DerivedTable) -> Bool { a.build() == b.build() }

    public func hash(into hasher: inout Hasher) { hasher.combine(build()) }
  }

  /// Records are equal when what they show is: a table built on reading equals the same table
  /// built by the strategy.
  public static func == (a: ReleaseRecord, b: ReleaseRecord) -> Bool {
    a.strategy == b.strategy && a.velocity == b.velocity && a.leadingEdge == b.leadingEdge
      && a.facts == b.facts && a.chosen == b.chosen && a.adjustments == b.adjustments
      && a.target == b.target && a.dismisses == b.dismisses && a.candidates == b.candidates
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(strategy)
    hasher.combine(velocity)
    hasher.combine(leadingEdge)
    hasher.combine(facts)
    hasher.combine(candidates)
    hasher.combine(chosen)
    hasher.combine(adjustments)
    hasher.combine(target)
    hasher.combine(dismisses)
  }
}

extension ReleaseInput {
  /// Why a point cannot be a candidate of step 3, or nil.
  static func exclusion(of point: InterpolationPoint) -> String? {
    if point.kind == .inBetween { return "in-between" }
    if point.traits.allowSnapping == false { return "allowSnapping false" }
    return nil
  }

  /// The index ``nearest(_:)`` picks from ``candidates(from:)``: the nearest point to `edge`
  /// that is not excluded, the lower index on ties. When the points' edges are in order
  /// (``Interpolator/edgesOpenInIndexOrder``) a binary search finds the points on either side
  /// of `edge`; otherwise (points out of order, a NaN edge) every point is ranked.
  public func nearestPoint(to edge: Double) -> Int? {
    guard interpolator.edgesOpenInIndexOrder, !edge.isNaN else {
      return nearest(candidates(from: edge))
    }
    let points = interpolator.points
    return searchNearest(
      to: edge, allowed: { Self.exclusion(of: points[$0]) == nil },
      distance: { abs(interpolator.leadingEdge(of: points[$0].rect) - edge) }
    ).map { points[$0].index }
  }

  /// The position in the points of the one nearest `edge` among those `allowed` admits, by
  /// `distance` (the lower position on ties), found by a binary search: the points must be in
  /// order (``Interpolator/edgesOpenInIndexOrder``), `edge` not NaN, and `distance` must not
  /// shrink away from `edge` on either side of it (a rule may weigh the two sides differently).
  func searchNearest(
    to edge: Double, allowed: (Int) -> Bool, distance: (Int) -> Double
  ) -> Int? {
    let points = interpolator.points
    let sign = openingSign
    let target = edge * sign
    // The first point at or beyond `edge` (towards open): before it, distances shrink as the
    // position grows; from it on, they grow.
    var low = 0
    var high = points.count
    while low < high {
      let mid = (low + high) / 2
      if interpolator.leadingEdge(of: points[mid].rect) * sign < target {
        low = mid + 1
      } else {
        high = mid
      }
    }
    var right = low
    while right < points.count && !allowed(right) { right += 1 }
    var left = low - 1
    while left >= 0 && !allowed(left) { left -= 1 }
    guard left >= 0 else { return right < points.count ? right : nil }
    let leftDistance = distance(left)
    if right < points.count, distance(right) < leftDistance { return right }
    // Ties go to the lower position: the first allowed point at the same distance.
    var best = left
    var i = left - 1
    while i >= 0 {
      if allowed(i) {
        guard distance(i) == leftDistance else { break }
        best = i
      }
      i -= 1
    }
    return best
  }
}
