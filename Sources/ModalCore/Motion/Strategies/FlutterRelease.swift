// Source: Flutter packages/flutter/lib/src/widgets/draggable_scrollable_sheet.dart
// _SnappingSimulation._getSnapSize (flutter/flutter, the current source); declared once as the
// type's `source` (Config/RuleSource+Rules.swift).
import ModalSupport

/// Flutter's DraggableScrollableSheet release with `snap: true`: `_SnappingSimulation
/// ._getSnapSize` (flutter/flutter @ 02a909a,
/// `packages/flutter/lib/src/widgets/draggable_scrollable_sheet.dart`), with the velocity
/// tolerance of `ScrollPhysics.toleranceFor` (`packages/flutter/lib/src/widgets/
/// scroll_physics.dart` L439-445): `1 / (0.050 x devicePixelRatio)` logical pixels per second,
/// 6.67 pt/s on a 3x phone and 10 on a 2x screen (the device table's scale).
///
/// The snap sizes are the points a release may land on, ordered from closed to open; the
/// position is the leading edge's openness:
/// 1. `indexOfNextSize` is the first size at or above the position; when it is the first
///    size, that size (also when the sheet is below every size);
/// 2. |v| at or below the tolerance counts as no velocity: the nearer of the previous and the
///    next size, `position - previous < next - position` keeping the smaller, so a tie goes
///    to the larger size;
/// 3. moving down (v < 0): the previous size;
/// 4. moving up from exactly a size (`position == nextSize`) with a size after it: that one,
///    the current source's branch (older versions stayed at the size);
/// 5. moving up otherwise: the next size.
/// Above the largest size (which Flutter's extent never reaches) the largest size wins.
public struct FlutterRelease: ReleaseStrategy {
  public static let name = "flutter"
  public static let summary =
    "Flutter's DraggableScrollableSheet snapping: above the velocity tolerance 1 / (0.05 x devicePixelRatio) the next snap size in the velocity's direction (from exactly a size, the one after it), else the nearest size, a tie going to the larger"

  /// Creates the strategy.
  public init() {}

  /// `toleranceFor(...).velocity` for a screen of `devicePixelRatio` pixels per point.
  public static func velocityTolerance(devicePixelRatio: Double) -> Double {
    devicePixelRatio > 0 ? 1 / (0.050 * devicePixelRatio) : .infinity
  }

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let v = input.velocity
    let edge = input.leadingEdge
    let tolerance = Self.velocityTolerance(devicePixelRatio: input.devicePixelRatio)
    record.add([
      .init("velocity", v, "pt/s"), .init("leading edge", edge, "pt"),
      .init("devicePixelRatio", input.devicePixelRatio),
      .init("velocity tolerance", tolerance, "pt/s"),
    ])
    record.table(.derived(.init { input.anchorCandidates(from: edge) }))
    // The sizes, closed to open (the snap sizes are sorted in Flutter).
    let sizes = input.anchorCandidates(from: edge).filter { $0.excluded == nil }
      .map { (index: $0.index, open: input.openness($0.edge)) }
      .sorted { $0.open != $1.open ? $0.open < $1.open : $0.index < $1.index }
    guard let first = sizes.first, let last = sizes.last else {
      return input.fallback(record: &record, "no point may be landed on")
    }
    let position = input.openness(edge)
    guard let next = sizes.firstIndex(where: { $0.open >= position }) else {
      record.note("above the largest size: \(last.index)")
      return input.finish(last.index, record: &record)
    }
    if next == 0 {
      record.note("at or below the smallest size: \(first.index)")
      return input.finish(first.index, record: &record)
    }
    let previous = sizes[next - 1]
    let nextSize = sizes[next]
    var t: String { ReleaseText.number(tolerance, decimals: 2) }
    if abs(v) <= tolerance {
      let below = position - previous.open
      let above = nextSize.open - position
      let chosen = below < above ? previous.index : nextSize.index
      record.note(
        "|velocity| \(ReleaseText.number(abs(v))) <= tolerance \(t): the nearest size, \(ReleaseText.number(below)) pt below vs \(ReleaseText.number(above)) pt above (a tie goes to the larger): \(chosen)"
      )
      return input.finish(chosen, record: &record)
    }
    if v < 0 {
      record.note(
        "velocity towards closed above the tolerance \(t): the previous size, \(previous.index)")
      return input.finish(previous.index, record: &record)
    }
    if position == nextSize.open, next + 1 < sizes.count {
      let after = sizes[next + 1].index
      record.note(
        "velocity towards open from exactly size \(nextSize.index): the size after it, \(after)")
      return input.finish(after, record: &record)
    }
    record.note(
      "velocity towards open above the tolerance \(t): the next size, \(nextSize.index)")
    return input.finish(nextSize.index, record: &record)
  }
}
