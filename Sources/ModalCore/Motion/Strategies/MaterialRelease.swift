/// Material's BottomSheetBehavior release (PEERS.md), in Android's terms: EXPANDED is the last
/// base point, HALF_EXPANDED the base point keyed `half` (used only when `fitToContents` is 0
/// and the point exists), COLLAPSED the first base point (its visible extent is the peek
/// height), HIDDEN the dismissal. "Top" is the leading edge measured towards closed (a bottom
/// sheet's minY), "down" is towards closed. The model has no horizontal velocity, so every
/// non-zero velocity counts as mostly vertical.
///
/// 1. Moving up (v > 0): EXPANDED, or HALF when the top is below the half point (and HALF is
///    in use).
/// 2. Else, when `hideable` and the sheet should hide (`skipCollapsed`, or: the top is not above
///    COLLAPSED and |top + `hideFriction` x downward velocity - collapsed top| / peek > 0.5):
///    HIDDEN if the downward velocity > `significantVelocityThreshold` or the top is past the
///    middle between EXPANDED and the hidden position; else EXPANDED (HALF not in use) or the
///    nearer of EXPANDED and HALF (a tie goes to HALF).
/// 3. Else with v = 0: the nearest of EXPANDED, HALF (in use) and COLLAPSED; a tie goes to the
///    more closed state, as Android's strict comparisons do.
/// 4. Else (moving down): COLLAPSED (HALF not in use), or the nearer of HALF and COLLAPSED (a
///    tie goes to COLLAPSED); never EXPANDED.
public struct MaterialRelease: ReleaseStrategy {
  public static let name = "material"
  public static let summary =
    "Material BottomSheetBehavior: upward goes to expanded, downward to collapsed or hidden, depending on the velocity and the hide rules"

  /// The options, each with its range, default and summary (the one place they are written).
  enum Option {
    static let hideable = ReleaseOptionSpec.flag(
      "hideable", default: true, "0 never hides (dismisses) on release")
    static let skipCollapsed = ReleaseOptionSpec.flag(
      "skipCollapsed", default: false, "1 hides instead of collapsing on a downward release")
    static let fitToContents = ReleaseOptionSpec.flag(
      "fitToContents", default: true,
      "1 uses only expanded and collapsed; 0 adds the half-expanded point (keyed half)")
    static let significantVelocityThreshold = ReleaseOptionSpec(
      "significantVelocityThreshold", 0...10_000, default: 500,
      "a downward release faster than this (pt/s) hides")
    static let hideFriction = ReleaseOptionSpec(
      "hideFriction", 0...1, default: 0.1,
      "seconds of downward velocity added to the top before the hide test")
  }

  public static let options = [
    Option.hideable, Option.skipCollapsed, Option.fitToContents,
    Option.significantVelocityThreshold, Option.hideFriction,
  ]

  /// Android's `HIDE_THRESHOLD`: the fraction of the peek height past the collapsed top that
  /// hides.
  public static let hideThreshold = 0.5

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var record = ReleaseRecord(
      strategy: name, velocity: input.velocity, leadingEdge: input.leadingEdge)
    let v = input.velocity
    let edge = input.leadingEdge
    let hideable = input.flag(Option.hideable)
    let skipCollapsed = input.flag(Option.skipCollapsed)
    let fitToContents = input.flag(Option.fitToContents)
    let significant = input.option(Option.significantVelocityThreshold)
    let friction = input.option(Option.hideFriction)
    let n = input.lastBaseIndex
    guard n >= 1, let expandedEdge = input.pointEdge(n), let collapsedEdge = input.pointEdge(1)
    else {
      return input.fallback(record: &record, "the config has no base point")
    }
    // HALF: the base point keyed `half`, when fitToContents is off and it can be landed on.
    let keyed = input.interpolator.points.first {
      $0.key == "half" && $0.index >= 1 && $0.index <= n && $0.isSnappable
    }
    let half = fitToContents ? nil : keyed?.index
    let halfEdge = half.flatMap(input.pointEdge)

    // Android's "top": grows towards closed.
    func top(_ edge: Double) -> Double { -input.openness(edge) }
    let hiddenEdge = input.closedEdge
    let peek = input.visibleExtent(collapsedEdge)
    record.facts = [
      .init("velocity", v, "pt/s"), .init("leading edge", edge, "pt"),
      .init("expanded edge", expandedEdge, "pt"),
    ]
    if let halfEdge { record.facts.append(.init("half edge", halfEdge, "pt")) }
    record.facts += [
      .init("collapsed edge", collapsedEdge, "pt"), .init("peek height", peek, "pt"),
      .init("hideable", hideable ? 1 : 0), .init("skipCollapsed", skipCollapsed ? 1 : 0),
      .init("fitToContents", fitToContents ? 1 : 0),
    ]

    var candidates = input.candidates(from: edge)
    for i in candidates.indices {
      let index = candidates[i].index
      if index == 0 {
        candidates[i].edge = hiddenEdge
        candidates[i].distance = abs(edge - hiddenEdge)
        candidates[i].excluded = hideable ? nil : "not hideable"
      } else if index == 1 || index == n || index == half {
        candidates[i].excluded = nil
      } else if index == keyed?.index {
        candidates[i].excluded = "fitToContents: no half-expanded state"
      } else {
        candidates[i].excluded = "not a Material state (expanded, half, collapsed, hidden)"
      }
    }
    record.candidates = candidates
    let halfName = half.map { "half (\($0))" } ?? ""
    let expandedName = "expanded (\(n))"
    let collapsedName = "collapsed (1)"

    // 1. Moving up.
    if v > 0 {
      if let half, let halfEdge, top(edge) > top(halfEdge) {
        record.adjustments.append(
          "velocity towards open, the top below the half point: \(halfName)")
        return choose(half, input, &record)
      }
      record.adjustments.append("velocity towards open: \(expandedName)")
      return choose(n, input, &record)
    }

    // 2. Hiding.
    if hideable {
      let downward = -v
      let hideEdge = input.edge(openness: input.openness(edge) - downward * friction)
      let shouldHide: Bool
      if skipCollapsed {
        shouldHide = true
        record.adjustments.append("skipCollapsed: the sheet should hide")
      } else if top(edge) < top(collapsedEdge) {
        shouldHide = false
        record.adjustments.append("the top is above the collapsed point: no hiding")
      } else {
        let offset = abs(top(hideEdge) - top(collapsedEdge))
        let ratio = peek > 0 ? offset / peek : (offset > 0 ? Double.infinity : 0)
        record.facts += [
          .init("hideFriction", friction), .init("hide edge", hideEdge, "pt"),
          .init("hide offset / peek", ratio),
        ]
        shouldHide = ratio > Self.hideThreshold
        record.adjustments.append(
          "top + \(ReleaseText.number(friction)) x \(ReleaseText.number(downward)) pt/s is \(ReleaseText.number(ratio, decimals: 3)) peeks below the collapsed point (\(shouldHide ? ">" : "<=") \(ReleaseText.number(Self.hideThreshold))): \(shouldHide ? "the sheet should hide" : "no hiding")"
        )
      }
      if shouldHide {
        let middle = input.edge(
          openness: (input.openness(expandedEdge) + input.openness(hiddenEdge)) / 2)
        record.facts += [
          .init("significantVelocityThreshold", significant, "pt/s"),
          .init("middle edge", middle, "pt"),
        ]
        if downward > significant {
          record.adjustments.append(
            "downward velocity \(ReleaseText.number(downward)) > \(ReleaseText.number(significant)): hidden (dismiss)"
          )
          return input.dismissal(record: &record)
        }
        if top(edge) > top(middle) {
          record.adjustments.append(
            "downward velocity \(ReleaseText.number(downward)) <= \(ReleaseText.number(significant)), but the top is past the middle: hidden (dismiss)"
          )
          return input.dismissal(record: &record)
        }
        let slow =
          "downward velocity \(ReleaseText.number(downward)) <= \(ReleaseText.number(significant)) and the top is not past the middle"
        if let half, let halfEdge {
          if abs(top(edge) - top(expandedEdge)) < abs(top(edge) - top(halfEdge)) {
            record.adjustments.append("\(slow): the nearer of expanded and half is \(expandedName)")
            return choose(n, input, &record)
          }
          record.adjustments.append("\(slow): the nearer of expanded and half is \(halfName)")
          return choose(half, input, &record)
        }
        record.adjustments.append("\(slow): \(expandedName)")
        return choose(n, input, &record)
      }
    } else {
      record.adjustments.append("not hideable: no hiding")
    }

    // 3. No velocity: the nearest state.
    if v == 0 {
      var states = [(1, collapsedEdge)]
      if let half, let halfEdge { states.append((half, halfEdge)) }
      states.append((n, expandedEdge))
      // From closed to open, so that the strict comparison leaves ties with the more closed.
      var best = states[0]
      for state in states.dropFirst() where abs(edge - state.1) < abs(edge - best.1) {
        best = state
      }
      let name = best.0 == n ? expandedName : best.0 == half ? halfName : collapsedName
      record.adjustments.append("no velocity: the nearest state is \(name)")
      return choose(best.0, input, &record)
    }

    // 4. Moving down.
    if let half, let halfEdge {
      if abs(top(edge) - top(halfEdge)) < abs(top(edge) - top(collapsedEdge)) {
        record.adjustments.append(
          "velocity towards closed: the nearer of half and collapsed is \(halfName)")
        return choose(half, input, &record)
      }
      record.adjustments.append(
        "velocity towards closed: the nearer of half and collapsed is \(collapsedName)")
      return choose(1, input, &record)
    }
    record.adjustments.append("velocity towards closed: \(collapsedName)")
    return choose(1, input, &record)
  }

  private func choose(_ index: Int, _ input: ReleaseInput, _ record: inout ReleaseRecord)
    -> ReleaseDecision
  {
    record.chosen = index
    return input.finish(index, record: &record)
  }
}
