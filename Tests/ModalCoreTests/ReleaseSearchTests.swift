import ModalTestSupport
import Testing

@testable import ModalCore

// The release's binary search over the points' leading edges
// (``ReleaseInput/nearestPoint(to:)``) against the full ranking of every point it replaces:
// random configs (every direction, points in and out of order, equal edges, in-between points,
// points that may not be snapped to, an overshoot or not), random edges (on points, halfway
// between two points, beyond the ends) and velocities, for every release rule.

/// Random release inputs drawn from a seed.
struct ReleaseInputs: SeededRandom {
  var rng: SeededGenerator

  /// A config of 1 to 40 base points with this strategy.
  mutating func config(strategy: String) -> ModalConfig {
    let direction = pick(SnapDirection.allCases)
    let count = whole(1...40)
    // Multiples of 25 pt give equal edges and exact ties halfway between points.
    var sizes = (0..<count).map { _ in Double(whole(1...30)) * 25 }
    if chance(0.7) { sizes.sort() }
    // In-between points only inside (a config cannot start or end with one).
    let points = sizes.enumerated().map { i, size in
      let layout: Layout
      switch direction {
      case .bottomToTop: layout = Layout(verticalAlignment: .bottom, height: .constant(size))
      case .topToBottom: layout = Layout(verticalAlignment: .top, height: .constant(size))
      case .leftToRight: layout = Layout(horizontalAlignment: .left, width: .constant(size / 2))
      case .rightToLeft: layout = Layout(horizontalAlignment: .right, width: .constant(size / 2))
      }
      return SnapPoint(
        mode: i > 0 && i < count - 1 && chance(0.15) ? .inBetween : .standard, layout: layout,
        keyframe: Keyframe(allowSnapping: chance(0.15) ? false : nil))
    }
    var flags = ManagerFlags()
    flags.overrideShouldSnapToUnderShootSnapPoint = pick([nil, true, false])
    flags.overrideShouldSnapToOvershootSnapPoint = pick([nil, true, false])
    return ModalConfig(
      snapDirection: direction, snapPoints: points,
      overshoot: chance(0.5) ? EdgeSnapPoint(preset: .fitScreen) : nil,
      initialSnapPointIndex: 1, release: ReleaseConfig(strategy: strategy), flags: flags)
  }

  /// An edge to release at or project to: on a point, halfway between two, or anywhere.
  mutating func edge(_ interpolator: Interpolator) -> Double {
    let edges = interpolator.points.map { interpolator.leadingEdge(of: $0.rect) }
    let length = interpolator.container[interpolator.direction.axis]
    switch below(4) {
    case 0: return pick(edges)
    case 1: return (pick(edges) + pick(edges)) / 2
    case 2: return pick([-Double.infinity, .infinity, -5000, 5000])
    default: return number(-200...(length + 200))
    }
  }

  /// A release input on `config`.
  mutating func input(_ config: ModalConfig) -> ReleaseInput {
    let interpolator = Interpolator(config: config, environment: Environment())
    let start = below(interpolator.points.count)
    return ReleaseInput(
      interpolator: interpolator, config: config, leadingEdge: edge(interpolator),
      velocity: pick([0, number(-3000...3000), number(-300...300)]),
      startEdge: edge(interpolator), startIndex: start,
      lastMovement: pick([-1, 0, 1]))
  }
}

@Suite struct ReleaseSearchTests {
  @Test func nearestPointMatchesTheFullRanking() {
    var random = ReleaseInputs(rng: SeededGenerator(seed: 17))
    var searched = 0
    for _ in 0..<1000 {
      let input = random.input(random.config(strategy: "nearest"))
      if input.interpolator.edgesOpenInIndexOrder { searched += 1 }
      for _ in 0..<5 {
        let edge = random.edge(input.interpolator)
        let expected = input.nearest(input.candidates(from: edge))
        #expect(input.nearestPoint(to: edge) == expected, "edge \(edge)")
      }
    }
    // Most random configs are in order, so the binary search is what was checked.
    #expect(searched > 500)
  }

  @Test(arguments: ReleaseStrategies.names)
  func everyRuleDecidesAsWithTheFullRanking(strategy: String) {
    var random = ReleaseInputs(rng: SeededGenerator(seed: 1017))
    let rule = ReleaseStrategies.strategy(for: ReleaseConfig(strategy: strategy))
    for _ in 0..<500 {
      let input = random.input(random.config(strategy: strategy))
      var ranked = input
      ranked.interpolator.edgesOpenInIndexOrder = false
      let decision = rule.decide(input)
      let reference = rule.decide(ranked)
      #expect(decision.target == reference.target)
      #expect(decision.dismisses == reference.dismisses)
      // As text: a fact may be NaN (a segment of zero length), which `==` never matches.
      #expect(shown(decision.record) == shown(reference.record))
    }
  }

  /// Everything `explain` prints of a record.
  func shown(_ r: ReleaseRecord) -> String {
    "\(r.strategy) \(r.velocity) \(r.leadingEdge) \(r.facts) \(r.candidates) \(r.chosen) "
      + "\(r.adjustments) \(r.target) \(r.dismisses)"
  }

  @Test func aMeasuredTableIsBuiltOnReading() {
    let config = strategySheet([200, 400, 600], release: .adaptive)
    let input = releaseInput(config, edge: 500, velocity: 0)
    let decision = AdaptiveRelease().decide(input)
    #expect(decision.record.candidateTable == .measured(from: 500, in: input.interpolator))
    #expect(decision.record.candidates.map(\.distance) == [344, 144, 56, 256])
    #expect(decision.record.chosen == 2)
  }
}
