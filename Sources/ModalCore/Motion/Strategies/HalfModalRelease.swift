// Source: none: the half modal is seed 003's hand-written UIKit code, no library to pin; declared
// once as the type's `source` (Config/RuleSource+Rules.swift).
/// The hand-written UIKit half sheet's release (PEERS.md). Heights are visible extents (`H -
/// minY` for a bottom sheet): the default height is the first base point's, the maximum height
/// the last base point's; "dragging up" is the finger's net travel since the drag began (the
/// pan gesture's translation), not the velocity.
///
/// 1. height < `dismissHeight` (default: the default height - 5): dismiss.
/// 2. height <= the default height: back to the default height.
/// 3. height > the default height, dragging down: the default height.
/// 4. height > the default height, dragging up or not moved: the maximum height when
///    `scrollingEnabled` (1), else the default height.
public struct HalfModalRelease: ReleaseStrategy {
  public static let name = "halfModal"
  public static let summary =
    "the half modal: below dismissHeight dismisses, above the default height goes to the maximum when dragging up"

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    static let dismissHeight = ReleaseOptionSpec(
      "dismissHeight", 0...100_000, default: nil,
      "a release below this visible height (pt) dismisses; default: the first point's height - 5")
    static let scrollingEnabled = ReleaseOptionSpec.flag(
      "scrollingEnabled", default: true, "0 never goes to the maximum height")
  }

  public static let options = [Option.dismissHeight, Option.scrollingEnabled]

  /// How far below the default height the sheet dismisses, by default.
  public static let dismissMargin = 5.0

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = input.record(of: name)
    let n = input.lastBaseIndex
    guard n >= 1, let defaultEdge = input.pointEdge(1), let maximumEdge = input.pointEdge(n) else {
      return input.fallback(record: &record, "the config has no base point")
    }
    let height = input.visibleExtent(input.leadingEdge)
    let defaultHeight = input.visibleExtent(defaultEdge)
    let maximumHeight = input.visibleExtent(maximumEdge)
    let dismissHeight = input.configured(Option.dismissHeight) ?? defaultHeight - Self.dismissMargin
    let scrolling = input.flag(Option.scrollingEnabled)
    let travel = input.travel
    record.add([
      .init("leading edge", input.leadingEdge, "pt"), .init("height", height, "pt"),
      .init("dismissHeight", dismissHeight, "pt"), .init("default height", defaultHeight, "pt"),
      .init("maximum height", maximumHeight, "pt"), .init("travel", travel, "pt"),
      .flag("scrollingEnabled", scrolling),
    ])
    // The table is built when `explain` reads it.
    record.table(
      .derived(
        .init {
          var candidates = input.candidates(from: input.leadingEdge)
          for i in candidates.indices {
            switch candidates[i].index {
            case 0, 1, n: candidates[i].excluded = nil
            default: candidates[i].excluded = "not the default or the maximum height"
            }
          }
          return candidates
        }))
    var h: String { ReleaseText.number(height) }

    if height < dismissHeight {
      record.note(
        "height \(h) < dismissHeight \(ReleaseText.number(dismissHeight)): dismiss")
      return input.dismissal(record: &record)
    }
    let chosen: Int
    if height <= defaultHeight {
      chosen = 1
      record.note(
        "height \(h) is from dismissHeight to the default height \(ReleaseText.number(defaultHeight)): the default height (1)"
      )
    } else if travel < 0 {
      chosen = 1
      record.note(
        "height \(h) > the default height, dragging down: the default height (1)")
    } else {
      let motion = travel > 0 ? "dragging up" : "no net travel"
      if scrolling {
        chosen = n
        record.note(
          "height \(h) > the default height, \(motion): the maximum height (\(n))")
      } else {
        chosen = 1
        record.note(
          "height \(h) > the default height, \(motion), but scrolling is off: the default height (1)"
        )
      }
    }
    return input.finish(chosen, record: &record)
  }
}
