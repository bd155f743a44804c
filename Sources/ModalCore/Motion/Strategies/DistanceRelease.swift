/// A flick-through release by distance.
///
/// What it implements, precisely:
/// - The anchors are the points a release may land on (base points with allowSnapping not
///   false; the undershoot and the overshoot when allowed), ordered from closed to open.
/// - The direction is the sign of the finger's travel since the drag began; with no travel, the
///   sign of the velocity; with neither, the nearest anchor wins.
/// - The segment is the one the leading edge lies in, in that direction (as FloatingPanel finds
///   it): `from` is the anchor at or behind the edge, `to` the next anchor ahead. Beyond the
///   last anchor in that direction (or before the first) the end anchor wins.
/// - progress = |edge - from| / |to - from|: how much of the way to the neighbouring point the
///   release covered.
/// - The threshold is `flickThreshold` (0.1) when the velocity points in the direction
///   (|v| > 0, same sign), else `distanceThreshold` (0.3). progress > threshold goes to `to`,
///   otherwise back to `from`.
///
/// So a release that moved more than 30 % of the way to the next point in its direction goes
/// there; with a velocity that way, more than 10 % is enough.
public struct DistanceRelease: ReleaseStrategy {
  public static let name = "distance"
  public static let summary =
    "flick-through: a release that moved far enough towards the next point goes there"

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    static let flickThreshold = ReleaseOptionSpec(
      "flickThreshold", 0...1, default: 0.1,
      "the fraction of the way to the next point that is enough with a velocity that way")
    static let distanceThreshold = ReleaseOptionSpec(
      "distanceThreshold", 0...1, default: 0.3,
      "the fraction of the way to the next point that is enough without one")
  }

  public static let options = [Option.flickThreshold, Option.distanceThreshold]

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let v = input.velocity
    let edge = input.leadingEdge
    let travel = input.travel
    record.add([
      .init("velocity", v, "pt/s"), .init("leading edge", edge, "pt"),
      .init("travel", travel, "pt"),
    ])
    // The table is built when `explain` reads it.
    record.table(.derived(.init { input.anchorCandidates(from: edge) }))
    guard let anchors = AnchorLine(input) else {
      return input.fallback(record: &record, "no point may be landed on")
    }
    let direction: Double
    if travel != 0 {
      direction = travel > 0 ? 1 : -1
      record.note(
        "direction: the travel's, towards \(direction > 0 ? "open" : "closed")")
    } else if v != 0 {
      direction = v > 0 ? 1 : -1
      record.note(
        "direction: no travel, so the velocity's, towards \(direction > 0 ? "open" : "closed")")
    } else {
      let chosen = input.nearestAnchor(to: edge) ?? input.startIndex
      record.note("no travel and no velocity: the nearest point, \(chosen)")
      return input.finish(chosen, record: &record)
    }
    record.add(.init("direction", direction))
    let current = input.openness(edge)
    let segment = AnchorSegment.containing(current, direction: direction, in: anchors)
    let from = (index: anchors.index(segment.from), edge: anchors.edge(segment.from))
    let to = (index: anchors.index(segment.to), edge: anchors.edge(segment.to))
    let chosen: Int
    if segment.from == segment.to {
      chosen = from.index
      record.note(
        "no point beyond the edge towards \(direction > 0 ? "open" : "closed"): the end point, \(chosen)"
      )
    } else {
      let progress = segment.progress(of: current, in: anchors)
      let flick = v != 0 && (v > 0) == (direction > 0)
      let threshold =
        flick ? input.option(Option.flickThreshold) : input.option(Option.distanceThreshold)
      record.add([
        .init("from edge", from.edge, "pt"), .init("to edge", to.edge, "pt"),
        .init("progress", progress),
        .init(flick ? "flickThreshold" : "distanceThreshold", threshold),
      ])
      let kind =
        flick
        ? "with a velocity that way, flickThreshold"
        : "without a velocity that way, distanceThreshold"
      var p: String { ReleaseText.number(progress, decimals: 3) }
      if progress > threshold {
        chosen = to.index
        record.note(
          "progress \(p) of the way from \(from.index) to \(to.index) > \(ReleaseText.number(threshold)) (\(kind)): on to \(chosen)"
        )
      } else {
        chosen = from.index
        record.note(
          "progress \(p) of the way from \(from.index) to \(to.index) <= \(ReleaseText.number(threshold)) (\(kind)): back to \(chosen)"
        )
      }
    }
    return input.finish(chosen, record: &record)
  }
}
