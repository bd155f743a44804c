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
    var record = ReleaseRecord(
      strategy: name, velocity: input.velocity, leadingEdge: input.leadingEdge)
    let edge = input.leadingEdge
    let scale = input.option(Option.dismissibleScale)
    let dismissable = input.flag(Option.isDismissable)
    let visible = input.visibleExtent(edge)
    var candidates = input.candidates(from: edge)
    for i in candidates.indices where candidates[i].excluded == nil {
      if candidates[i].index == input.overshootIndex {
        candidates[i].excluded = "not a size (ModalKit has no overshoot)"
      }
    }
    let sizes = candidates.filter(input.isSnappableBase)
    guard let smallest = sizes.map({ input.visibleExtent($0.edge) }).min() else {
      record.candidates = candidates
      return input.fallback(record: &record, "no size may be landed on")
    }
    let dismissHeight = smallest * scale
    record.facts = [
      .init("leading edge", edge, "pt"), .init("visible height", visible, "pt"),
      .init("smallest size", smallest, "pt"), .init("dismissibleScale", scale),
      .init("dismiss height", dismissHeight, "pt"), .flag("isDismissable", dismissable),
    ]
    let comparison =
      "visible height \(ReleaseText.number(visible)) \(visible < dismissHeight ? "<" : ">=") \(ReleaseText.number(dismissHeight)) (smallest size \(ReleaseText.number(smallest)) x \(ReleaseText.number(scale)))"

    if visible < dismissHeight && dismissable {
      candidates[0].excluded = nil
      record.candidates = candidates
      record.adjustments.append(comparison + " and isDismissable: dismiss")
      return input.dismissal(record: &record)
    }
    candidates[0].excluded =
      dismissable
      ? "not a size (dismisses only below the dismiss height)" : "not a size (isDismissable is off)"
    if visible < dismissHeight {
      record.adjustments.append(comparison + " but isDismissable is off: no dismissal")
    } else {
      record.adjustments.append(comparison + ": no dismissal")
    }

    // The biased distances.
    let movement = input.lastMovement
    record.facts += [.init("last movement", movement), .init("bias", Self.bias)]
    for i in candidates.indices where input.isSnappableBase(candidates[i]) {
      let offset = input.openness(candidates[i].edge) - input.openness(edge)
      if movement != 0 && offset * movement > 0 {
        candidates[i].distance = abs(offset) * Self.bias
      }
    }
    record.candidates = candidates
    let chosen = input.nearest(candidates) ?? input.startIndex
    if movement == 0 {
      record.adjustments.append("no last movement: the plain nearest size, \(chosen)")
    } else {
      let towards = movement > 0 ? "open" : "closed"
      record.adjustments.append(
        "last movement towards \(towards): sizes towards \(towards) count half; the nearest is \(chosen)"
      )
    }
    record.chosen = chosen
    return input.finish(chosen, record: &record)
  }
}
