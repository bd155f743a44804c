// Source: PanModal PanModal/Controller/PanModalPresentationController.swift@76ab89f L505-548,
// L638-640 (slackhq/PanModal); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
/// PanModal's release (PEERS.md). The short form is the first base point (shortY), the long
/// form the last (longY), the bottom the container's closed side (the modal fully hidden);
/// "above" means more open.
///
/// - Fast (|v| > `threshold`, ``panModalThreshold`` by default; PanModal's test is strict),
///   towards open: the long form.
/// - Fast towards closed: the short form if the edge is nearer longY than the bottom (ties count
///   as nearer longY) and above shortY, or when `allowsDragToDismiss` is 0; else dismiss.
/// - Slow: the nearest of the bottom, shortY and longY (ties in that order); the bottom
///   dismisses, or goes to the short form when `allowsDragToDismiss` is 0.
public struct VelocityThresholdRelease: ReleaseStrategy {
  public static let name = "velocityThreshold"
  public static let summary =
    "PanModal: faster than the threshold goes to the long or short form (or dismisses); slower goes to the nearest"

  /// PanModal's release speed, 300 pt/s: a release is fast when
  /// `abs(velocity) - (1000 * (1 - Constants.snapMovementSensitivity)) > 0`, with
  /// `snapMovementSensitivity` 0.7 (slackhq/PanModal,
  /// PanModal/Controller/PanModalPresentationController.swift: the constant at line 41, the test
  /// in `isVelocityWithinSensitivityRange` at lines 638-639). Written as the number it
  /// comes to, since `1000 * (1 - 0.7)` in binary floating point is a hair above 300. The
  /// strategy's default, the `panmodal` preset and `export swift panmodal` read it here.
  public static let panModalThreshold = 300.0

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    static let threshold = ReleaseOptionSpec(
      "threshold", 0...10_000, default: panModalThreshold,
      "a release faster than this (pt/s) goes by direction, a slower one to the nearest form")
    static let allowsDragToDismiss = ReleaseOptionSpec.flag(
      "allowsDragToDismiss", default: true, "0 never dismisses on release")
  }

  public static let options = [Option.threshold, Option.allowsDragToDismiss]

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let v = input.velocity
    let edge = input.leadingEdge
    let threshold = input.option(Option.threshold)
    let allowsDismiss = input.flag(Option.allowsDragToDismiss)
    let n = input.lastBaseIndex
    guard n >= 1, let shortEdge = input.pointEdge(1), let longEdge = input.pointEdge(n) else {
      return input.fallback(record: &record, "the config has no base point")
    }
    let bottom = input.closedEdge
    let toBottom = abs(edge - bottom)
    let toShort = abs(edge - shortEdge)
    let toLong = abs(edge - longEdge)
    record.add([
      .init("velocity", v, "pt/s"), .init("threshold", threshold, "pt/s"),
      .init("leading edge", edge, "pt"), .init("short form edge", shortEdge, "pt"),
      .init("long form edge", longEdge, "pt"), .init("bottom edge", bottom, "pt"),
      .flag("allowsDragToDismiss", allowsDismiss),
    ])
    // The table is built when `explain` reads it.
    record.table(
      .derived(
        .init {
          var candidates = input.candidates(from: edge)
          for i in candidates.indices {
            switch candidates[i].index {
            case 0:
              // The undershoot stands for the bottom: the rule measures to the container's edge.
              candidates[i].edge = bottom
              candidates[i].distance = toBottom
              candidates[i].excluded = allowsDismiss ? nil : "drag to dismiss is off"
            case 1, n:
              candidates[i].excluded = nil
            default:
              candidates[i].excluded = "not a PanModal form (only the short and the long form)"
            }
          }
          return candidates
        }))
    // Texts of the notes, made only when a note is written.
    var speed: String { ReleaseText.number(abs(v)) }
    var limit: String { ReleaseText.number(threshold) }

    if abs(v) > threshold && v > 0 {
      record.note("velocity \(speed) > \(limit) towards open: long form (\(n))")
      return input.finish(n, record: &record)
    }
    if abs(v) > threshold {
      return Self.fastClosing(
        input, toLong: toLong, toBottom: toBottom, shortEdge: shortEdge,
        allowsDismiss: allowsDismiss, fast: "velocity \(speed) > \(limit) towards closed", &record)
    }

    // Slow: the nearest of bottom, short, long (PanModal's order breaks ties).
    record.add([
      .init("distance to bottom", toBottom, "pt"), .init("distance to short form", toShort, "pt"),
      .init("distance to long form", toLong, "pt"),
    ])
    var slow: String { "velocity \(speed) <= \(limit)" }
    if toBottom <= toShort && toBottom <= toLong {
      if allowsDismiss {
        record.note("\(slow): the bottom is nearest: dismiss")
        return input.dismissal(record: &record)
      }
      record.note(
        "\(slow): the bottom is nearest, but drag to dismiss is off: short form (1)")
      record.chosen = 1
    } else if toShort <= toLong {
      record.note("\(slow): the short form is nearest (1)")
      record.chosen = 1
    } else {
      record.note("\(slow): the long form is nearest (\(n))")
      record.chosen = n
    }
    return input.finish(record.chosen, record: &record)
  }

  /// A fast release towards closed: the short form when nearer the long form than the bottom
  /// and above the short form (or when drag to dismiss is off), else a dismissal.
  static func fastClosing(
    _ input: ReleaseInput, toLong: Double, toBottom: Double, shortEdge: Double,
    allowsDismiss: Bool, fast: @autoclosure () -> String, _ record: inout ReleaseRecord
  ) -> ReleaseDecision {
    let nearerLong = toLong <= toBottom
    let aboveShort = input.openness(input.leadingEdge) > input.openness(shortEdge)
    record.add([
      .init("distance to long form", toLong, "pt"), .init("distance to bottom", toBottom, "pt"),
    ])
    // The texts of the note, made only when the record explains (the release map and `tune`
    // decide thousands of releases and read none: writing them was most of their cost).
    var position: String {
      "\(nearerLong ? "nearer the long form than the bottom" : "nearer the bottom than the long form"), \(aboveShort ? "above" : "not above") the short form"
    }
    if nearerLong && aboveShort {
      record.note("\(fast()), \(position): short form (1)")
    } else if !allowsDismiss {
      record.note("\(fast()), \(position), but drag to dismiss is off: short form (1)")
    } else {
      record.note("\(fast()), \(position): dismiss")
      return input.dismissal(record: &record)
    }
    return input.finish(1, record: &record)
  }
}
