// Source: Material
// lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java@ac7e18e L2121-2213,
// L903-970 (material-components/material-components-android); declared once as the type's `source`
// (Config/RuleSource+Rules.swift).
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
    var record = input.record(of: name)
    let n = input.lastBaseIndex
    guard n >= 1, let expandedEdge = input.pointEdge(n), let collapsedEdge = input.pointEdge(1)
    else {
      return input.fallback(record: &record, "the config has no base point")
    }
    let sheet = Sheet(input: input, expandedEdge: expandedEdge, collapsedEdge: collapsedEdge)
    sheet.recordStates(&record)
    if let direction = input.nestedScrollDirection {
      return sheet.afterNestedScroll(direction: direction, &record)
    }
    // 1. Moving up.
    if input.velocity > 0 { return sheet.movingUp(&record) }
    // 2. Hiding.
    if sheet.hideable {
      if let decision = sheet.hiding(&record) { return decision }
    } else {
      record.note("not hideable: no hiding")
    }
    // 3. No velocity: the nearest state.
    if input.velocity == 0 { return sheet.nearestState(&record) }
    // 4. Moving down.
    return sheet.movingDown(&record)
  }
}

/// Material's states resolved for one release, and the steps of the rule.
private struct Sheet {
  let input: ReleaseInput
  let hideable: Bool
  let skipCollapsed: Bool
  let fitToContents: Bool
  let significant: Double
  let friction: Double
  /// EXPANDED's index (the last base point).
  let n: Int
  let expandedEdge: Double
  let collapsedEdge: Double
  /// The base point keyed `half`, if it can be landed on.
  let keyed: Int?
  /// HALF_EXPANDED's index, when in use.
  let half: Int?
  let halfEdge: Double?
  let hiddenEdge: Double
  /// COLLAPSED's visible extent.
  let peek: Double
  var halfName: String { half.map { "half (\($0))" } ?? "" }
  var expandedName: String { "expanded (\(n))" }
  let collapsedName = "collapsed (1)"

  init(input: ReleaseInput, expandedEdge: Double, collapsedEdge: Double) {
    typealias Option = MaterialRelease.Option
    self.input = input
    hideable = input.flag(Option.hideable)
    skipCollapsed = input.flag(Option.skipCollapsed)
    fitToContents = input.flag(Option.fitToContents)
    significant = input.option(Option.significantVelocityThreshold)
    friction = input.option(Option.hideFriction)
    let n = input.lastBaseIndex
    self.n = n
    self.expandedEdge = expandedEdge
    self.collapsedEdge = collapsedEdge
    // HALF: the base point keyed `half`, when fitToContents is off and it can be landed on.
    // (Keys are unique: the point keyed `half`, found without walking every point.)
    keyed = input.interpolator.position(ofKey: "half").flatMap { position in
      let point = input.interpolator.points[position]
      return point.index >= 1 && point.index <= n && point.isSnappable ? point.index : nil
    }
    half = fitToContents ? nil : keyed
    halfEdge = half.flatMap(input.pointEdge)
    hiddenEdge = input.closedEdge
    peek = input.visibleExtent(collapsedEdge)
  }

  /// Android's "top": grows towards closed.
  func top(_ edge: Double) -> Double { -input.openness(edge) }

  /// The facts and candidates every release records.
  func recordStates(_ record: inout ReleaseRecord) {
    let edge = input.leadingEdge
    record.add([
      .init("velocity", input.velocity, "pt/s"), .init("leading edge", edge, "pt"),
      .init("expanded edge", expandedEdge, "pt"),
    ])
    if let halfEdge { record.add(.init("half edge", halfEdge, "pt")) }
    record.add([
      .init("collapsed edge", collapsedEdge, "pt"), .init("peek height", peek, "pt"),
      .flag("hideable", hideable), .flag("skipCollapsed", skipCollapsed),
      .flag("fitToContents", fitToContents),
    ])
    // The table is built when `explain` reads it.
    let (input, hideable, n) = (self.input, self.hideable, self.n)
    let (half, keyed, hiddenEdge) = (self.half, self.keyed, self.hiddenEdge)
    record.table(
      .derived(
        .init {
          var candidates = input.candidates(from: edge)
          for i in candidates.indices {
            let index = candidates[i].index
            if index == 0 {
              candidates[i].edge = hiddenEdge
              candidates[i].distance = abs(edge - hiddenEdge)
              candidates[i].excluded = hideable ? nil : "not hideable"
            } else if index == 1 || index == n || index == half {
              candidates[i].excluded = nil
            } else if index == keyed {
              candidates[i].excluded = "fitToContents: no half-expanded state"
            } else {
              candidates[i].excluded = "not a Material state (expanded, half, collapsed, hidden)"
            }
          }
          return candidates
        }))
  }

  func choose(_ index: Int, _ record: inout ReleaseRecord) -> ReleaseDecision {
    return input.finish(index, record: &record)
  }

  /// Step 1: EXPANDED, or HALF when the top is below the half point.
  func movingUp(_ record: inout ReleaseRecord) -> ReleaseDecision {
    if let half, let halfEdge, top(input.leadingEdge) > top(halfEdge) {
      record.note("velocity towards open, the top below the half point: \(halfName)")
      return choose(half, &record)
    }
    record.note("velocity towards open: \(expandedName)")
    return choose(n, &record)
  }

  /// Step 2: whether the sheet should hide, and where it goes then; nil when it should not.
  func hiding(_ record: inout ReleaseRecord) -> ReleaseDecision? {
    guard shouldHide(&record) else { return nil }
    return hidden(downward: -input.velocity, &record)
  }

  /// `shouldHide(child, yvel)`: `skipCollapsed`, or the top (plus `hideFriction` x the
  /// downward velocity) more than half a peek below the collapsed top.
  func shouldHide(_ record: inout ReleaseRecord) -> Bool {
    let edge = input.leadingEdge
    let downward = -input.velocity
    let hideEdge = input.edge(openness: input.openness(edge) - downward * friction)
    if skipCollapsed {
      record.note("skipCollapsed: the sheet should hide")
    } else if top(edge) < top(collapsedEdge) {
      record.note("the top is above the collapsed point: no hiding")
      return false
    } else {
      let offset = abs(top(hideEdge) - top(collapsedEdge))
      let ratio = peek > 0 ? offset / peek : (offset > 0 ? Double.infinity : 0)
      record.add([
        .init("hideFriction", friction), .init("hide edge", hideEdge, "pt"),
        .init("hide offset / peek", ratio),
      ])
      let shouldHide = ratio > MaterialRelease.hideThreshold
      record.note(
        "top + \(ReleaseText.number(friction)) x \(ReleaseText.number(downward)) pt/s is \(ReleaseText.number(ratio, decimals: 3)) peeks below the collapsed point (\(shouldHide ? ">" : "<=") \(ReleaseText.number(MaterialRelease.hideThreshold))): \(shouldHide ? "the sheet should hide" : "no hiding")"
      )
      return shouldHide
    }
    return true
  }

  /// Step 2 when the sheet should hide: HIDDEN when fast or past the middle, else EXPANDED or
  /// the nearer of EXPANDED and HALF.
  func hidden(downward: Double, _ record: inout ReleaseRecord) -> ReleaseDecision {
    let edge = input.leadingEdge
    let middle = input.edge(
      openness: (input.openness(expandedEdge) + input.openness(hiddenEdge)) / 2)
    record.add([
      .init("significantVelocityThreshold", significant, "pt/s"),
      .init("middle edge", middle, "pt"),
    ])
    if downward > significant {
      record.note(
        "downward velocity \(ReleaseText.number(downward)) > \(ReleaseText.number(significant)): hidden (dismiss)"
      )
      return input.dismissal(record: &record)
    }
    if top(edge) > top(middle) {
      record.note(
        "downward velocity \(ReleaseText.number(downward)) <= \(ReleaseText.number(significant)), but the top is past the middle: hidden (dismiss)"
      )
      return input.dismissal(record: &record)
    }
    let slow =
      "downward velocity \(ReleaseText.number(downward)) <= \(ReleaseText.number(significant)) and the top is not past the middle"
    if let half, let halfEdge {
      if abs(top(edge) - top(expandedEdge)) < abs(top(edge) - top(halfEdge)) {
        record.note("\(slow): the nearer of expanded and half is \(expandedName)")
        return choose(n, &record)
      }
      record.note("\(slow): the nearer of expanded and half is \(halfName)")
      return choose(half, &record)
    }
    record.note("\(slow): \(expandedName)")
    return choose(n, &record)
  }

  /// Android's `getTop()`: the leading edge's distance from the container's far side (a
  /// bottom sheet's minY), which `onViewReleased` compares with a distance.
  func absoluteTop(_ edge: Double) -> Double {
    let direction = input.config.snapDirection
    let container = input.interpolator.container
    return (1 - direction.percent(leadingEdge: edge, container: container))
      * container[direction.axis]
  }

  /// Step 3 (`onViewReleased`, yvel 0, BottomSheetBehavior.java @ ac7e18e L2160-2190). With
  /// `fitToContents` the nearer of EXPANDED and COLLAPSED (`<`: a tie collapses). Else, with
  /// the top above HALF (`currentTop < halfExpandedOffset`): EXPANDED when `currentTop <
  /// |currentTop - collapsedOffset|`, so the boundary is half the collapsed top, else HALF;
  /// with the top at or below HALF the nearer of HALF and COLLAPSED (`<`: a tie collapses).
  func nearestState(_ record: inout ReleaseRecord) -> ReleaseDecision {
    let edge = input.leadingEdge
    if let half, let halfEdge {
      let top = absoluteTop(edge)
      let halfTop = absoluteTop(halfEdge)
      let collapsedTop = absoluteTop(collapsedEdge)
      record.add([
        .init("top", top, "pt"), .init("half top", halfTop, "pt"),
        .init("collapsed top", collapsedTop, "pt"),
      ])
      if top < halfTop {
        let expands = top < abs(top - collapsedTop)
        record.note(
          "no velocity, the top above half: top \(ReleaseText.number(top)) \(expands ? "<" : ">=") |top - collapsed top| \(ReleaseText.number(abs(top - collapsedTop))): \(expands ? expandedName : halfName)"
        )
        return choose(expands ? n : half, &record)
      }
      let halves = abs(top - halfTop) < abs(top - collapsedTop)
      record.note(
        "no velocity, the top at or below half: the nearer of half and collapsed (a tie collapses) is \(halves ? halfName : collapsedName)"
      )
      return choose(halves ? half : 1, &record)
    }
    var states = [(1, collapsedEdge)]
    if let half, let halfEdge { states.append((half, halfEdge)) }
    states.append((n, expandedEdge))
    // From closed to open, so that the strict comparison leaves ties with the more closed.
    var best = states[0]
    for state in states.dropFirst() where abs(edge - state.1) < abs(edge - best.1) {
      best = state
    }
    let name = best.0 == n ? expandedName : best.0 == half ? halfName : collapsedName
    record.note("no velocity: the nearest state is \(name)")
    return choose(best.0, &record)
  }

  /// The release after a nested scroll (`onStopNestedScroll`, BottomSheetBehavior.java @
  /// ac7e18e L903-970): at EXPANDED it stays; else by the direction of the last nested scroll
  /// step (`lastNestedScrollDy`), not the velocity: up as step 1, then HIDDEN when hideable and
  /// `shouldHide` (with the velocity), then no movement as step 3, down as step 4.
  func afterNestedScroll(direction: Double, _ record: inout ReleaseRecord) -> ReleaseDecision {
    record.add(.init("last nested scroll direction", direction))
    if top(input.leadingEdge) <= top(expandedEdge) {
      record.note("after a nested scroll, at expanded: \(expandedName)")
      return choose(n, &record)
    }
    if direction > 0 {
      record.note("the last nested scroll moved up")
      return movingUp(&record)
    }
    if hideable, shouldHide(&record) {
      record.note("after a nested scroll the sheet should hide: hidden (dismiss)")
      return input.dismissal(record: &record)
    }
    if direction == 0 {
      record.note("the last nested scroll did not move")
      return nearestState(&record)
    }
    record.note("the last nested scroll moved down")
    return movingDown(&record)
  }

  /// Step 4: COLLAPSED, or the nearer of HALF and COLLAPSED.
  func movingDown(_ record: inout ReleaseRecord) -> ReleaseDecision {
    let edge = input.leadingEdge
    if let half, let halfEdge {
      if abs(top(edge) - top(halfEdge)) < abs(top(edge) - top(collapsedEdge)) {
        record.note(
          "velocity towards closed: the nearer of half and collapsed is \(halfName)")
        return choose(half, &record)
      }
      record.note(
        "velocity towards closed: the nearer of half and collapsed is \(collapsedName)")
      return choose(1, &record)
    }
    record.note("velocity towards closed: \(collapsedName)")
    return choose(1, &record)
  }
}
