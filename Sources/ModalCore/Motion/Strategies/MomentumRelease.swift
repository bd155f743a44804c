// Source: FloatingPanel Sources/Core.swift@7efcc76 L1051-1106 (scenee/FloatingPanel); declared once
// as the type's `source` (Config/RuleSource+Rules.swift).
/// FloatingPanel's release (PEERS.md, also the default for Apple's sheet).
///
/// 1. Removal (only when `removalThreshold` > 0): moving towards closed, velocity / distance to
///    the hidden position (the undershoot) >= `removalThreshold` per second dismisses.
/// 2. The projection: `v / 1000 x r / (1 - r)` with r = `decelerationRate` (0.998), added to
///    the leading edge with no clamp on v.
/// 3. The direction: the sign of v, or of the finger's travel when v = 0 (when both are 0 the
///    nearest anchor wins).
/// 4. The anchors are the points a release may land on (base points with allowSnapping not
///    false, the undershoot / overshoot when allowed). With `momentumProjection` on, the segment
///    [from, to] is the one containing the projection in that direction; with it off (the
///    default) it is the segment containing the current position (extended by one anchor when
///    the position is outside the anchors) and the projection is trimmed to at most one anchor
///    beyond `to`, so a flick never skips more than the next anchor.
/// 5. progress = |projected - from| / |to - from|; the target is `to` if progress >
///    `threshold` (0.5, FloatingPanel's redirectional progress), else `from`.
public struct MomentumRelease: ReleaseStrategy {
  public static let name = "momentum"
  public static let summary =
    "FloatingPanel: the position projected by the velocity (rate 0.998), then the anchor past half of the segment it lands in"

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    static let decelerationRate = ReleaseOptionSpec(
      "decelerationRate", 0...0.9999, default: 0.998,
      "the projection's rate r: the edge moves by v / 1000 x r / (1 - r)")
    static let threshold = ReleaseOptionSpec(
      "threshold", 0...1, default: 0.5,
      "the redirectional progress: past this fraction of the segment the target is its far end")
    static let momentumProjection = ReleaseOptionSpec.flag(
      "momentumProjection", default: false,
      "1 lets the projection cross several anchors; 0 keeps the target within one anchor")
    static let removalThreshold = ReleaseOptionSpec(
      "removalThreshold", 0...100, default: 0,
      "velocity / distance to the hidden position (per second) that dismisses; 0 = off (FloatingPanel uses 5.5)"
    )
  }

  public static let options = [
    Option.decelerationRate, Option.threshold, Option.momentumProjection, Option.removalThreshold,
  ]

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let v = input.velocity
    let edge = input.leadingEdge
    record.add(.init("velocity", v, "pt/s"))
    record.add(.init("leading edge", edge, "pt"))

    // 1. Removal.
    if let removed = Self.removal(input, &record) { return removed }

    // 2. Projection.
    let r = input.option(Option.decelerationRate)
    let projection = v / 1000 * r / (1 - r)
    let current = input.openness(edge)
    let projected = current + projection
    record.add([
      .init("decelerationRate", r), .init("projection", projection, "pt"),
      .init("projected edge", input.edge(openness: projected), "pt"),
    ])

    // 4. Anchors (the table is built when `explain` reads it).
    record.table(.derived(.init { input.anchorCandidates(from: edge) }))
    guard let anchors = AnchorLine(input) else {
      return input.fallback(record: &record, "no point may be landed on")
    }

    // 3. Direction.
    guard let direction = Self.direction(input, &record) else {
      record.add(.init("direction", 0))
      let chosen = input.nearestAnchor(to: edge) ?? input.startIndex
      record.note("no velocity and no travel: the nearest point, \(chosen)")
      return input.finish(chosen, record: &record)
    }
    record.add(.init("direction", direction))

    // 4. The segment.
    let (segment, target) = Self.segment(
      input, current: current, projected: projected, direction: direction, anchors: anchors,
      &record)
    record.add([
      .init("from edge", anchors.edge(segment.from), "pt"),
      .init("to edge", anchors.edge(segment.to), "pt"),
    ])
    let projectedEdge = input.edge(openness: target)
    record.table(.derived(.init { input.anchorCandidates(from: projectedEdge) }))

    // 5. Progress.
    let chosen: Int
    if segment.from == segment.to {
      chosen = anchors.index(segment.from)
      record.note(
        "the projection is beyond the last point towards \(direction > 0 ? "open" : "closed"): \(chosen)"
      )
    } else {
      let threshold = input.option(Option.threshold)
      let progress = segment.progress(of: target, in: anchors)
      record.add([.init("progress", progress), .init("threshold", threshold)])
      chosen = anchors.index(progress > threshold ? segment.to : segment.from)
      record.note(
        "progress \(ReleaseText.number(progress, decimals: 3)) \(progress > threshold ? ">" : "<=") \(ReleaseText.number(threshold)): \(progress > threshold ? "on" : "back") to \(chosen)"
      )
    }
    return input.finish(chosen, record: &record)
  }

  /// Step 1: the dismissal when the release heads for the hidden position fast enough
  /// (`removalThreshold` > 0 only); nil when it does not.
  static func removal(_ input: ReleaseInput, _ record: inout ReleaseRecord) -> ReleaseDecision? {
    let removal = input.option(Option.removalThreshold)
    guard removal > 0, let hiddenEdge = input.pointEdge(0) else { return nil }
    let edge = input.leadingEdge
    let distance = abs(edge - hiddenEdge)
    let closing = -input.velocity
    let rate = distance > 0 && closing > 0 ? closing / distance : 0
    record.add([
      .init("hidden edge", hiddenEdge, "pt"), .init("distance to hidden", distance, "pt"),
      .init("removal rate", rate, "1/s"), .init("removalThreshold", removal, "1/s"),
    ])
    if rate >= removal {
      record.table(
        .derived(
          .init {
            var candidates = input.candidates(from: edge)
            if !candidates.isEmpty { candidates[0].excluded = nil }
            return candidates
          }))
      record.note(
        "removal: \(ReleaseText.number(closing)) pt/s towards closed / \(ReleaseText.number(distance)) pt to the hidden position = \(ReleaseText.number(rate)) per second >= \(ReleaseText.number(removal)): dismiss"
      )
      return input.dismissal(record: &record)
    }
    record.note(
      "removal: \(ReleaseText.number(rate)) per second < \(ReleaseText.number(removal)): no removal"
    )
    return nil
  }

  /// Step 3: +1 (towards open) or -1, from the velocity, else the travel; nil when both are 0.
  static func direction(_ input: ReleaseInput, _ record: inout ReleaseRecord) -> Double? {
    if input.velocity != 0 {
      let direction: Double = input.velocity > 0 ? 1 : -1
      record.note(
        "direction: the velocity's, towards \(direction > 0 ? "open" : "closed")")
      return direction
    }
    guard input.travel != 0 else { return nil }
    let direction: Double = input.travel > 0 ? 1 : -1
    record.note(
      "direction: no velocity, so the travel's (\(ReleaseText.number(input.travel)) pt), towards \(direction > 0 ? "open" : "closed")"
    )
    return direction
  }

  /// Step 4: the segment of anchors, and the projection (trimmed to one anchor beyond the
  /// segment unless `momentumProjection` is on).
  static func segment(
    _ input: ReleaseInput, current: Double, projected: Double, direction: Double,
    anchors: AnchorLine, _ record: inout ReleaseRecord
  ) -> (AnchorSegment, Double) {
    let projecting = input.flag(Option.momentumProjection)
    record.add(.flag("momentumProjection", projecting))
    if projecting {
      record.note("momentum projection on: the segment containing the projection")
      return (AnchorSegment.containing(projected, direction: direction, in: anchors), projected)
    }
    var segment = AnchorSegment.containing(current, direction: direction, in: anchors)
    if segment.from == segment.to { segment.to = anchors.step(segment.to, direction: direction) }
    let beyond = anchors.step(segment.to, direction: direction)
    let low = Swift.min(anchors.openness(segment.from), anchors.openness(beyond))
    let high = Swift.max(anchors.openness(segment.from), anchors.openness(beyond))
    let trimmed = Swift.max(low, Swift.min(high, projected))
    record.note(
      "momentum projection off: the segment containing the current position; the projection is trimmed to \(anchors.index(segment.from)) ... \(anchors.index(beyond))"
    )
    if trimmed != projected {
      record.add(.init("trimmed edge", input.edge(openness: trimmed), "pt"))
    }
    return (segment, trimmed)
  }
}
