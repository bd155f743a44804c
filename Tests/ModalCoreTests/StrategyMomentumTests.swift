import Testing

@testable import ModalCore

// MARK: - momentum (FloatingPanel)

/// FloatingPanel's default bottom layout on iphone-14: tip at 69 above the safe bottom (edge
/// 844 - 34 - 69 = 741), half at 50 % (edge 422), full at 18 below the safe top (edge 65). The
/// hidden state is not an anchor (the undershoot may not be landed on). The projection is
/// v x 0.499 (v / 1000 x 0.998 / 0.002).
let floatingPanelSheet = strategySheet(
  [103, 422, 779], release: ReleaseConfig(strategy: "momentum"),
  flags: {
    var flags = ManagerFlags()
    flags.overrideShouldSnapToUnderShootSnapPoint = false
    return flags
  }(), initialIndex: 2)

/// The same panel with the hidden position (the undershoot, edge 844) as an anchor.
let floatingPanelWithHidden = strategySheet(
  [103, 422, 779], release: ReleaseConfig(strategy: "momentum"), initialIndex: 2)

let momentumCases: [ReleaseCase] = [
  ReleaseCase(
    "1000 pt/s up from half: the projection is trimmed to full, progress 1", edge: 422,
    velocity: 1000, start: 2, target: 3,
    facts: [
      "projection": 499, "projected edge": -77, "trimmed edge": 65, "from edge": 422,
      "to edge": 65, "progress": 1, "threshold": 0.5, "direction": 1, "momentumProjection": 0,
    ], note: "progress 1 > 0.5: on to 3"),
  ReleaseCase(
    "progress 0.49 goes back", edge: 422, velocity: 0.49 * 357 / 0.499, start: 2, target: 2,
    facts: ["progress": 0.49], note: "progress 0.49 <= 0.5: back to 2"),
  ReleaseCase(
    "progress 0.51 goes on", edge: 422, velocity: 0.51 * 357 / 0.499, start: 2, target: 3,
    facts: ["progress": 0.51], note: "progress 0.51 > 0.5: on to 3"),
  ReleaseCase(
    "no velocity: the travel's direction (up 122 of 357 pt: back)", edge: 300, start: 2,
    target: 2, facts: ["progress": 122.0 / 357, "direction": 1],
    note: "direction: no velocity, so the travel's (122 pt), towards open"),
  ReleaseCase(
    "no velocity, up 222 of 357 pt: on", edge: 200, start: 2, target: 3,
    facts: ["progress": 222.0 / 357], note: "on to 3"),
  ReleaseCase(
    "no velocity, down 78 of 319 pt: back", edge: 500, start: 2, target: 2,
    facts: ["progress": 78.0 / 319, "direction": -1],
    note: "direction: no velocity, so the travel's (-78 pt), towards closed"),
  ReleaseCase(
    "no velocity, down 178 of 319 pt: on to tip", edge: 600, start: 2, target: 1,
    note: "on to 1"),
  ReleaseCase(
    "no velocity and no travel: the nearest point", edge: 430, start: 2, startEdge: 430,
    target: 2, facts: ["direction": 0], note: "no velocity and no travel: the nearest point, 2"),
  ReleaseCase(
    "1000 pt/s down from half: trimmed to tip", edge: 422, velocity: -1000, start: 2, target: 1,
    facts: ["projected edge": 921, "trimmed edge": 741, "progress": 1], note: "on to 1"),
  ReleaseCase(
    "projection off: a flick from below half reaches half at most", edge: 600, velocity: 1500,
    start: 1, target: 2,
    facts: ["from edge": 741, "to edge": 422, "trimmed edge": 65, "progress": 676.0 / 319],
    note: "momentum projection off: the segment containing the current position"),
  ReleaseCase(
    "projection on: the same flick goes past full: the end anchor",
    options: ["momentumProjection": 1], edge: 600, velocity: 1500, start: 1, target: 3,
    facts: ["projected edge": -148.5, "momentumProjection": 1],
    note: "the projection is beyond the last point towards open: 3"),
  ReleaseCase(
    "projection on: the segment of the projection (half to full, progress 0.34)",
    options: ["momentumProjection": 1], edge: 600, velocity: 600, start: 1, target: 2,
    facts: ["from edge": 422, "to edge": 65, "progress": 121.4 / 357],
    note: "momentum projection on: the segment containing the projection"),
  ReleaseCase(
    "projection on: progress 0.9 in half to full", options: ["momentumProjection": 1],
    edge: 600, velocity: 1000, start: 1, target: 3, facts: ["progress": 321.0 / 357],
    note: "on to 3"),
  ReleaseCase(
    "decelerationRate 0.99 projects v x 0.099", options: ["decelerationRate": 0.99], edge: 422,
    velocity: 1000, start: 2, target: 2, facts: ["projection": 99, "progress": 99.0 / 357],
    note: "back to 2"),
  ReleaseCase(
    "threshold 0.25 takes the same release on",
    options: ["decelerationRate": 0.99, "threshold": 0.25],
    edge: 422, velocity: 1000, start: 2, target: 3, facts: ["threshold": 0.25],
    note: "> 0.25: on to 3"),
  ReleaseCase(
    "removal: 550 pt/s / 100 pt = 5.5 per second dismisses", options: ["removalThreshold": 5.5],
    edge: 744, velocity: -550, start: 1, target: 0, dismisses: true,
    facts: ["removal rate": 5.5, "distance to hidden": 100, "hidden edge": 844],
    note: "= 5.5 per second >= 5.5: dismiss"),
  ReleaseCase(
    "removal: 549 pt/s / 100 pt = 5.49 does not; past the tip: the tip",
    options: ["removalThreshold": 5.5], edge: 744, velocity: -549, start: 1, target: 1,
    facts: ["removal rate": 5.49], note: "removal: 5.49 per second < 5.5: no removal"),
  ReleaseCase(
    "removal never fires moving up", options: ["removalThreshold": 5.5], edge: 744,
    velocity: 100, start: 1, target: 1, facts: ["removal rate": 0], note: "back to 1"),
]

let momentumHiddenCases: [ReleaseCase] = [
  ReleaseCase(
    "with the hidden anchor: 300 pt/s down from tip reaches it and dismisses", edge: 741,
    velocity: -300, start: 1, target: 0, dismisses: true,
    facts: ["to edge": 844, "progress": 1], note: "on to 0"),
  ReleaseCase(
    "with the hidden anchor: 100 pt/s down from tip stays (progress 0.48)", edge: 741,
    velocity: -100, start: 1, target: 1, facts: ["progress": 49.9 / 103], note: "back to 1"),
]

@Suite("Strategy: momentum (FloatingPanel)")
struct StrategyMomentumTests {
  @Test("every branch of the rule", arguments: momentumCases)
  func branches(_ release: ReleaseCase) {
    release.check("momentum", on: floatingPanelSheet)
  }

  @Test("the hidden position as an anchor", arguments: momentumHiddenCases)
  func hidden(_ release: ReleaseCase) {
    release.check("momentum", on: floatingPanelWithHidden)
  }

  @Test("a disallowed undershoot is excluded before choosing; distances are to the projection")
  func candidates() {
    let decision = MomentumRelease().decide(
      releaseInput(floatingPanelSheet, edge: 422, velocity: 1000, start: 2))
    let record = decision.record
    #expect(record.candidates[0].excluded == "the undershoot is not allowed")
    let expected: [Double] = [779, 676, 357, 0]
    #expect(record.candidates.map(\.distance) == expected)
    #expect(record.adjustments.first == "direction: the velocity's, towards open")
  }
}

// MARK: - distance (flick-through)

/// Three sizes (edges 633, 422, 47); the undershoot (edge 844) may be landed on.
let distanceSheet = strategySheet([211, 422, 797], release: ReleaseConfig(strategy: "distance"))

let distanceCases: [ReleaseCase] = [
  ReleaseCase(
    "up 112 of 375 pt (0.299), no velocity: back", edge: 310, start: 2, target: 2,
    facts: ["travel": 112, "progress": 112.0 / 375, "distanceThreshold": 0.3, "from edge": 422],
    note:
      "progress 0.299 of the way from 2 to 3 <= 0.3 (without a velocity that way, distanceThreshold): back to 2"
  ),
  ReleaseCase(
    "up 114 of 375 pt (0.304), no velocity: on", edge: 308, start: 2, target: 3,
    facts: ["progress": 114.0 / 375], note: "progress 0.304 of the way from 2 to 3 > 0.3"),
  ReleaseCase(
    "up 42 of 375 pt (0.112) with a velocity up: on", edge: 380, velocity: 100, start: 2,
    target: 3, facts: ["flickThreshold": 0.1],
    note: "> 0.1 (with a velocity that way, flickThreshold): on to 3"),
  ReleaseCase(
    "up 36 of 375 pt (0.096) with a velocity up: back", edge: 386, velocity: 100, start: 2,
    target: 2, note: "<= 0.1 (with a velocity that way, flickThreshold): back to 2"),
  ReleaseCase(
    "a velocity against the travel is no flick (0.112 <= 0.3)", edge: 380, velocity: -100,
    start: 2, target: 2, note: "(without a velocity that way, distanceThreshold): back to 2"),
  ReleaseCase(
    "against the travel, 0.304 still goes on", edge: 308, velocity: -100, start: 2, target: 3,
    note: "on to 3"),
  ReleaseCase(
    "down 58 of 211 pt (0.275): back", edge: 480, start: 2, target: 2,
    facts: ["progress": 58.0 / 211, "direction": -1], note: "back to 2"),
  ReleaseCase(
    "down 68 of 211 pt (0.322): on", edge: 490, start: 2, target: 1, note: "on to 1"),
  ReleaseCase(
    "no travel: the velocity's direction, progress 0: stays", edge: 422, velocity: 500,
    start: 2, target: 2, note: "direction: no travel, so the velocity's, towards open"),
  ReleaseCase(
    "no travel, no velocity: the nearest", edge: 430, start: 2, startEdge: 430, target: 2,
    note: "no travel and no velocity: the nearest point, 2"),
  ReleaseCase(
    "past the last point: the end point", edge: 20, start: 3, target: 3,
    note: "no point beyond the edge towards open: the end point, 3"),
  ReleaseCase(
    "down 67 of 211 pt from the first point to the undershoot: dismiss", edge: 700, start: 1,
    target: 0, dismisses: true, facts: ["to edge": 844], note: "on to 0"),
  ReleaseCase(
    "flickThreshold 0.2: 0.112 with a velocity is not enough", options: ["flickThreshold": 0.2],
    edge: 380, velocity: 100, start: 2, target: 2, facts: ["flickThreshold": 0.2],
    note: "back to 2"),
  ReleaseCase(
    "distanceThreshold 0.5: 0.304 is not enough", options: ["distanceThreshold": 0.5], edge: 308,
    start: 2, target: 2, note: "<= 0.5"),
]

@Suite("Strategy: distance (flick-through)")
struct StrategyDistanceTests {
  @Test("every branch of the rule", arguments: distanceCases)
  func branches(_ release: ReleaseCase) {
    release.check("distance", on: distanceSheet)
  }

  @Test("an undershoot that may not be landed on is no anchor: the first point is the end")
  func undershootNotAllowed() {
    var flags = ManagerFlags()
    flags.overrideShouldSnapToUnderShootSnapPoint = false
    let config = strategySheet(
      [211, 422, 797], release: ReleaseConfig(strategy: "distance"), flags: flags)
    let decision = DistanceRelease().decide(releaseInput(config, edge: 700, start: 1))
    #expect(decision.target == 1 && !decision.dismisses)
    #expect(decision.record.candidates[0].excluded == "the undershoot is not allowed")
    #expect(
      decision.record.adjustments.last
        == "no point beyond the edge towards closed: the end point, 1")
  }
}
