// Source: Compose Material 3 (androidx), read in brahmkshatriya/compose-native @ bba6ae4 (a copy
// of androidx's compose tree; androidx/androidx itself is too large to fetch here):
// compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/
// AnchoredDraggable.kt L1483-1513 (computeTarget), L1620-1648 (closestAnchor), L1714
// (AnchoredDraggableMinFlingVelocity), L1744-1782 (the fling behaviour); compose/material3/
// material3/src/commonMain/kotlin/androidx/compose/material3/SheetDefaults.kt L580-582 (56 dp,
// 125 dp), BottomSheet.kt L211-258, L293-327, L417-441. Declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
import ModalSupport

/// Compose Material 3's `ModalBottomSheet` release: `Modifier.anchoredDraggable`'s target
/// (`computeTarget` in AnchoredDraggable.kt L1483-1513), reached through the sheet's fling
/// behaviour (BottomSheet.kt L211-258 → `anchoredDraggableFlingBehavior`, L1744-1782).
///
/// Compose's offset grows towards closed (Hidden at the container's height, Expanded at
/// `fullHeight - sheetHeight`), and so does its velocity: the model's velocity with its sign
/// turned. The anchors are the points a release may land on, in declared order (Hidden,
/// PartiallyExpanded, Expanded = the model's index order):
/// 1. no velocity: the closest anchor; `closestAnchor` keeps the last of equal distances
///    (`<=`), so a tie goes to the more open anchor;
/// 2. |v| at or above 125 dp/s (`AnchoredDraggableMinFlingVelocity`, L1714; the sheet's
///    `SheetState.velocityThreshold` is not read by this fling): the closest anchor at or
///    beyond the position in the velocity's direction;
/// 3. otherwise the positional threshold (`positionalThreshold`, 56 dp by default,
///    SheetDefaults.kt L580, whatever the distance between the anchors: BottomSheet.kt
///    L211-216): measured from the anchor behind the sheet in the direction of motion (the
///    closest one at or behind the position, not necessarily the one the drag began at); at
///    or past it the anchor ahead, else back to the anchor behind.
///
/// PartiallyExpanded (the base point keyed `partiallyExpanded`) is an anchor only when
/// `skipPartiallyExpanded` is 0 and the sheet (the most open base point) is taller than half
/// the container (`isPartiallyExpandedAnchorAvailable`, BottomSheet.kt L417-424, as
/// `rememberModalBottomSheetState` sets it, ModalBottomSheet.kt L231-242). Hidden (the
/// undershoot) is one unless `skipHiddenState` is 1 or the config does not allow it. The
/// drag is constrained between the first and the last anchor in Compose, so a position the
/// model's drag took beyond them is taken at that end.
/// dp: the model's unit is the point on an iPhone (one dp taken as one pt) and the dp on an
/// Android device (the device table gives dp sizes); the device's scale turns either into
/// pixels, which the record shows. The sheet's own fling dampens a downward velocity within
/// 125 dp of Hidden (BottomSheet.kt L224-247) but keeps one at or above the threshold there,
/// so the target is the same; only the animation differs, which the model does not follow.
public struct ComposeRelease: ReleaseStrategy {
  public static let name = "compose"
  public static let summary =
    "Compose Material 3 anchoredDraggable: at or above 125 dp/s the next anchor in the velocity's direction; slower, the next anchor once 56 dp (positionalThreshold) past the anchor behind, else back"

  /// The options, each with its range, default and summary.
  enum Option {
    static let skipPartiallyExpanded = ReleaseOptionSpec.flag(
      "skipPartiallyExpanded", default: false,
      "1 leaves out the partially expanded anchor (the point keyed partiallyExpanded)")
    static let skipHiddenState = ReleaseOptionSpec.flag(
      "skipHiddenState", default: false, "1 leaves out the Hidden anchor (no dismissal)")
    static let positionalThreshold = ReleaseOptionSpec(
      "positionalThreshold", 0...10_000, default: 56,
      "dp past the anchor behind the sheet that a slow release needs to reach the next anchor")
  }

  public static let options = [
    Option.skipPartiallyExpanded, Option.skipHiddenState, Option.positionalThreshold,
  ]

  /// `AnchoredDraggableMinFlingVelocity` (AnchoredDraggable.kt L1714), dp/s.
  public static let velocityThreshold = 125.0

  /// The key of the partially expanded base point.
  public static let partialKey = "partiallyExpanded"

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let threshold = input.option(Option.positionalThreshold)
    let scale = input.devicePixelRatio
    // Compose's offset and velocity grow towards closed.
    var offset = -input.openness(input.leadingEdge)
    let v = -input.velocity
    record.add([
      .init("velocity", input.velocity, "pt/s"),
      .init("Compose velocity (down +)", v, "dp/s"),
      .init("leading edge", input.leadingEdge, "pt"),
      .init("positional threshold", threshold, "dp"),
      .init("velocity threshold", Self.velocityThreshold, "dp/s"),
      .init("scale", scale), .init("positional threshold px", threshold * scale, "px"),
      .init("velocity threshold px", Self.velocityThreshold * scale, "px/s"),
    ])
    let table = Self.anchorTable(input)
    record.table(.list(table))
    let anchors = table.filter { $0.excluded == nil }
      .map { (index: $0.index, offset: -input.openness($0.edge)) }
    guard !anchors.isEmpty else {
      return input.fallback(record: &record, "no anchor may be landed on")
    }
    // Compose's offset never leaves its anchors' range (anchoredDraggable constrains the drag
    // to the min and max anchors); the model's drag can, past an anchor Compose does not have.
    let lowest = anchors.map(\.offset).min() ?? offset
    let highest = anchors.map(\.offset).max() ?? offset
    if offset < lowest || offset > highest {
      offset = Swift.min(Swift.max(offset, lowest), highest)
      record.note(
        "the position is outside the anchors: taken at the nearest end, as Compose constrains the drag"
      )
    }
    if v == 0 {
      let chosen = Self.closest(anchors, to: offset)
      record.note("no velocity: the closest anchor (a tie goes to the more open): \(chosen)")
      return input.finish(chosen, record: &record)
    }
    let forward = v > 0
    let way = forward ? "towards closed" : "towards open"
    if abs(v) >= Self.velocityThreshold {
      let chosen = Self.closest(anchors, to: offset, searchUpwards: forward)
      record.note(
        "|velocity| \(ReleaseText.number(abs(v))) >= 125 dp/s: the next anchor \(way), \(chosen)")
      return input.finish(chosen, record: &record)
    }
    let left = Self.closest(anchors, to: offset, searchUpwards: false)
    let right = Self.closest(anchors, to: offset, searchUpwards: true)
    let behind = forward ? left : right
    let ahead = forward ? right : left
    let behindOffset = anchors.first { $0.index == behind }?.offset ?? offset
    let travelled = abs(behindOffset - offset)
    let passed = travelled >= abs(threshold)
    let chosen = passed ? ahead : behind
    record.add(.init("past the anchor behind", travelled, "dp"))
    record.note(
      "|velocity| \(ReleaseText.number(abs(v))) < 125 dp/s, moving \(way): \(ReleaseText.number(travelled)) dp from anchor \(behind) is \(passed ? "at or past" : "short of") the \(ReleaseText.number(threshold)) dp threshold: \(chosen)"
    )
    return input.finish(chosen, record: &record)
  }

  /// The candidates with Compose's exclusions: the undershoot when Hidden is skipped or not
  /// allowed, the partially expanded point when skipped or when the sheet is not taller than
  /// half the container.
  static func anchorTable(_ input: ReleaseInput) -> [ReleaseRecord.Candidate] {
    var list = input.anchorCandidates(from: input.leadingEdge)
    let partial = input.interpolator.position(ofKey: partialKey).map {
      input.interpolator.points[$0].index
    }
    let sheet = input.pointEdge(input.lastBaseIndex).map(input.visibleExtent) ?? 0
    let half = input.axisLength / 2
    for i in list.indices where list[i].excluded == nil {
      if list[i].index == 0 && input.flag(Option.skipHiddenState) {
        list[i].excluded = "skipHiddenState"
      } else if list[i].index == partial {
        if input.flag(Option.skipPartiallyExpanded) {
          list[i].excluded = "skipPartiallyExpanded"
        } else if !(sheet > half) {
          list[i].excluded =
            "the sheet (\(ReleaseText.number(sheet))) is not taller than half the container (\(ReleaseText.number(half)))"
        }
      }
    }
    return list
  }

  /// `closestAnchor(position)`: the nearest anchor, the last of equal distances.
  static func closest(_ anchors: [(index: Int, offset: Double)], to position: Double) -> Int {
    var best = anchors[0].index
    var bestDistance = Double.infinity
    for anchor in anchors {
      let distance = abs(position - anchor.offset)
      if distance <= bestDistance { (best, bestDistance) = (anchor.index, distance) }
    }
    return best
  }

  /// `closestAnchor(position, searchUpwards)`: the nearest anchor at or beyond the position
  /// (towards larger offsets when `searchUpwards`); anchors on the other side count as
  /// infinitely far, so with none beyond, the last anchor wins (`<=`), as in the source.
  static func closest(
    _ anchors: [(index: Int, offset: Double)], to position: Double, searchUpwards: Bool
  ) -> Int {
    var best = anchors[0].index
    var bestDistance = Double.infinity
    for anchor in anchors {
      let delta = searchUpwards ? anchor.offset - position : position - anchor.offset
      let distance = delta < 0 ? Double.infinity : delta
      if distance <= bestDistance { (best, bestDistance) = (anchor.index, distance) }
    }
    return best
  }
}
