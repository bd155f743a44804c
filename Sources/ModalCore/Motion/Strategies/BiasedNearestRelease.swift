// Source: ModalKit Sources/ModalKit/Controller/MKPresentationController.swift@0bf4aed L326,
// L529-537, L587-600 (emrearmagan/ModalKit); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// ModalKit's release (PEERS.md): the velocity is not used.
///
/// 1. The sizes are the base points a release may land on; a size's height is the visible
///    extent of its leading edge (`H - minY` for a bottom sheet), and so is the modal's
///    "visible height" at release.
/// 2. Dismiss when the visible height < the smallest size x `dismissibleScale` (0.6) and
///    `isDismissable` (1).
/// 3. Otherwise the nearest size, where the distance to a size lying in the direction of the
///    last drag movement counts half (no bias when the finger did not move). Ties go to the
///    lower index.
public struct BiasedNearestRelease: ReleaseStrategy {
  public static let name = "biasedNearest"
  public static let summary =
    "ModalKit: the nearest size, with sizes in the direction of the last movement counting half; dismiss below the smallest size x dismissibleScale"

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    static let dismissibleScale = ReleaseOptionSpec(
      "dismissibleScale", 0...1, default: 0.6,
      "dismiss below this fraction of the smallest size's height")
    static let isDismissable = ReleaseOptionSpec.flag(
      "isDismissable", default: true, "0 never dismisses on release")
  }

  public static let options = [Option.dismissibleScale, Option.isDismissable]

  /// The weight of the distance to a size in the direction of the last movement.
  public static let bias = 0.5

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let edge = input.leadingEdge
    let scale = input.option(Option.dismissibleScale)
    let dismissable = input.flag(Option.isDismissable)
    let visible = input.visibleExtent(edge)
    guard let smallest = Self.smallestSize(input) else {
      record.table(.derived(.init { Self.table(input, .noSize) }))
      return input.fallback(record: &record, "no size may be landed on")
    }
    let dismissHeight = smallest * scale
    record.add([
      .init("leading edge", edge, "pt"), .init("visible height", visible, "pt"),
      .init("smallest size", smallest, "pt"), .init("dismissibleScale", scale),
      .init("dismiss height", dismissHeight, "pt"), .flag("isDismissable", dismissable),
    ])
    var comparison: String {
      "visible height \(ReleaseText.number(visible)) \(visible < dismissHeight ? "<" : ">=") \(ReleaseText.number(dismissHeight)) (smallest size \(ReleaseText.number(smallest)) x \(ReleaseText.number(scale)))"
    }

    if visible < dismissHeight && dismissable {
      record.table(.derived(.init { Self.table(input, .dismissal) }))
      record.note(comparison + " and isDismissable: dismiss")
      return input.dismissal(record: &record)
    }
    let note =
      dismissable
      ? "not a size (dismisses only below the dismiss height)" : "not a size (isDismissable is off)"
    if visible < dismissHeight {
      record.note(comparison + " but isDismissable is off: no dismissal")
    } else {
      record.note(comparison + ": no dismissal")
    }

    // The biased distances.
    let movement = input.lastMovement
    record.add([.init("last movement", movement), .init("bias", Self.bias)])
    let table = ReleaseRecord.DerivedTable { Self.table(input, .biased(undershoot: note)) }
    record.table(.derived(table))
    let chosen = Self.nearestSize(input, table: table) ?? input.startIndex
    if movement == 0 {
      record.note("no last movement: the plain nearest size, \(chosen)")
    } else {
      let towards = movement > 0 ? "open" : "closed"
      record.note(
        "last movement towards \(towards): sizes towards \(towards) count half; the nearest is \(chosen)"
      )
    }
    return input.finish(chosen, record: &record)
  }

  /// What the candidate table shows: the sizes only (`noSize`, when none may be landed on),
  /// the undershoot admitted (a dismissal), or the undershoot excluded with a note and the
  /// biased distances.
  enum Stage {
    case noSize
    case dismissal
    case biased(undershoot: String)
  }

  /// The candidate table at `stage`: every point measured from the leading edge, the overshoot
  /// excluded (ModalKit has none).
  static func table(_ input: ReleaseInput, _ stage: Stage) -> [ReleaseRecord.Candidate] {
    let edge = input.leadingEdge
    var candidates = input.candidates(from: edge)
    for i in candidates.indices where candidates[i].excluded == nil {
      if candidates[i].index == input.overshootIndex {
        candidates[i].excluded = "not a size (ModalKit has no overshoot)"
      }
    }
    guard !candidates.isEmpty else { return candidates }
    switch stage {
    case .noSize:
      break
    case .dismissal:
      candidates[0].excluded = nil
    case .biased(let note):
      candidates[0].excluded = note
      for i in candidates.indices where input.isSnappableBase(candidates[i]) {
        candidates[i].distance = biasedDistance(input, from: edge, to: candidates[i].edge)
      }
    }
    return candidates
  }

  /// The distance from `edge` to a size at `size`: halved when the size lies in the direction
  /// of the last movement.
  static func biasedDistance(_ input: ReleaseInput, from edge: Double, to size: Double) -> Double {
    let offset = input.openness(size) - input.openness(edge)
    let movement = input.lastMovement
    if movement != 0 && offset * movement > 0 { return abs(offset) * bias }
    return abs(size - edge)
  }

  /// The visible height of the smallest size (a base point that may be landed on), or nil when
  /// there is none. With the points in order it is the first such point's.
  static func smallestSize(_ input: ReleaseInput) -> Double? {
    guard input.interpolator.edgesOpenInIndexOrder else {
      return table(input, .noSize).filter(input.isSnappableBase)
        .map { input.visibleExtent($0.edge) }.min()
    }
    let points = input.interpolator.points
    guard let first = (0..<points.count).first(where: { isSize(input, at: $0) }) else {
      return nil
    }
    return input.visibleExtent(input.interpolator.leadingEdge(of: points[first].rect))
  }

  /// True for the point at a position when it is a size (a base point that may be landed on).
  static func isSize(_ input: ReleaseInput, at position: Int) -> Bool {
    let point = input.interpolator.points[position]
    return point.index >= 1 && point.index <= input.lastBaseIndex
      && ReleaseInput.exclusion(of: point) == nil
  }

  /// The nearest size by the biased distance (the lower index on ties): by binary search when
  /// the points are in order, else from `table`.
  static func nearestSize(_ input: ReleaseInput, table: ReleaseRecord.DerivedTable) -> Int? {
    let edge = input.leadingEdge
    guard input.interpolator.edgesOpenInIndexOrder, !edge.isNaN else {
      return input.nearest(table.build())
    }
    let points = input.interpolator.points
    return input.searchNearest(
      to: edge, allowed: { isSize(input, at: $0) },
      distance: {
        biasedDistance(input, from: edge, to: input.interpolator.leadingEdge(of: points[$0].rect))
      }
    ).map { points[$0].index }
  }
}
