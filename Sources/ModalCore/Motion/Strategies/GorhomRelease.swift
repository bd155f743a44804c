// Source: @gorhom/bottom-sheet src/hooks/useGestureEventsHandlersDefault.tsx@bc94d54 (v5.2.13)
// L369-416 and src/utilities/snapPoint.ts L1-11 (gorhom/react-native-bottom-sheet); declared
// once as the type's `source` (Config/RuleSource+Rules.swift).
import ModalSupport

/// React Native's @gorhom/bottom-sheet release, `handleOnEnd` of
/// `useGestureEventsHandlersDefault` (gorhom/react-native-bottom-sheet v5.2.13, commit
/// bc94d54, `src/hooks/useGestureEventsHandlersDefault.tsx` L369-416) with redash's
/// `snapPoint` (`src/utilities/snapPoint.ts` L1-11):
/// 1. the raw destination is where the finger's travel puts the sheet, `initialPosition +
///    translationY` (L381-382): the overdrag's resistance is not in it, so the model takes the
///    start edge plus the finger's travel, not the resisted edge;
/// 2. the candidates are the detents (the base points) and, with `enablePanDownToClose`, the
///    closed position in front of them (`snapPoints.unshift(closedDetentPosition)`, L373-376):
///    the undershoot, which dismisses;
/// 3. the destination is `value + 0.2 x velocity` (snapPoint.ts L7), the nearest candidate to it
///    wins and a tie goes to the first in the list (`filter(...)[0]`, L10): the closed position,
///    then the least open detent, as the detents are listed from the bottom up.
/// The velocity is the library's `velocityY` with the model's sign (towards open), so the
/// destination's openness is the raw openness plus 0.2 x v. The fling that follows (the
/// spring or timing `ANIMATION_CONFIGS`) is the config's snap animation.
public struct GorhomRelease: ReleaseStrategy {
  public static let name = "gorhom"
  public static let summary =
    "@gorhom/bottom-sheet: the finger's position plus 0.2 s of velocity, then the nearest detent (a tie goes to the less open one); with enablePanDownToClose the closed position too"

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    /// `enablePanDownToClose` (`DEFAULT_ENABLE_PAN_DOWN_TO_CLOSE = false`,
    /// `src/components/bottomSheet/constants.ts` L13).
    static let enablePanDownToClose = ReleaseOptionSpec.flag(
      "enablePanDownToClose", default: false,
      "1 adds the closed position (the undershoot, which dismisses) to the candidates")
  }

  public static let options = [Option.enablePanDownToClose]

  /// redash's `snapPoint` projection time: `value + 0.2 * velocity` (snapPoint.ts L7).
  public static let projectionTime = 0.2

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let v = input.velocity
    let panDownToClose = input.flag(Option.enablePanDownToClose)
    // 1. The finger's position, without the overdrag's resistance.
    let raw = input.openness(input.startEdge) + input.travel
    let destination = raw + Self.projectionTime * v
    record.add([
      .init("velocity", v, "pt/s"), .init("leading edge", input.leadingEdge, "pt"),
      .init("finger position", input.edge(openness: raw), "pt"),
      .init("destination", input.edge(openness: destination), "pt"),
    ])
    record.note("enablePanDownToClose \(ReleaseText.onOff(panDownToClose))")
    record.table(.derived(.init { input.candidates(from: input.edge(openness: destination)) }))
    // 2. The candidates, in the library's order: closed first, then the detents bottom-up.
    var candidates: [(index: Int, open: Double)] = []
    if panDownToClose, let closed = input.pointEdge(0) {
      candidates.append((0, input.openness(closed)))
    }
    let detents = (1...Swift.max(1, input.lastBaseIndex)).compactMap { index in
      input.pointEdge(index).map { (index: index, open: input.openness($0)) }
    }.sorted { $0.open != $1.open ? $0.open < $1.open : $0.index < $1.index }
    candidates += detents
    guard var best = candidates.first else {
      return input.fallback(record: &record, "no detent")
    }
    // 3. The nearest to the destination; the first in the list on a tie.
    for candidate in candidates.dropFirst()
    where abs(destination - candidate.open) < abs(destination - best.open) {
      best = candidate
    }
    let distance = abs(destination - best.open)
    record.note(
      "destination = finger \(ReleaseText.number(input.edge(openness: raw))) + 0.2 x velocity: \(ReleaseText.number(input.edge(openness: destination))); the nearest candidate is \(best.index), \(ReleaseText.number(distance)) pt away (a tie goes to the less open)"
    )
    if best.index == 0 {
      record.note("enablePanDownToClose: the closed position, the sheet closes")
      return input.dismissal(record: &record)
    }
    return input.finish(best.index, record: &record)
  }
}
