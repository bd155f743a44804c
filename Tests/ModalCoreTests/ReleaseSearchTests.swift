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
      var point = SnapPoint(
        mode: i > 0 && i < count - 1 && chance(0.15) ? .inBetween : .standard, layout: layout,
        keyframe: Keyframe(allowSnapping: chance(0.15) ? false : nil))
      // Unique keys, `half` among them (Material's half-expanded point).
      if chance(0.3) { point.key = i == count / 2 ? "half" : "k\(i)" }
      return point
    }
    var flags = ManagerFlags()
    flags.overrideShouldSnapToUnderShootSnapPoint = pick([nil, true, false])
    flags.overrideShouldSnapToOvershootSnapPoint = pick([nil, true, false])
    return ModalConfig(
      snapDirection: direction, snapPoints: points,
      overshoot: chance(0.5) ? EdgeSnapPoint(preset: .fitScreen) : nil,
      initialSnapPointIndex: 1, release: ReleaseConfig(strategy: strategy, options: options()),
      flags: flags)
  }

  /// Release options that change which path a rule takes (each rule reads its own).
  mutating func options() -> [String: Double] {
    var options: [String: Double] = [:]
    if chance(0.3) { options["momentumProjection"] = 1 }
    if chance(0.2) { options["removalThreshold"] = pick([1, 5.5, 50]) }
    if chance(0.4) { options["fitToContents"] = 0 }
    if chance(0.2) { options["hideable"] = 0 }
    if chance(0.2) { options["isDismissable"] = 0 }
    if chance(0.2) { options["dismissibleScale"] = number(0...1) }
    return options
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

  @Test func theAnchorsMatchTheSortedAnchors() {
    var random = ReleaseInputs(rng: SeededGenerator(seed: 2017))
    var searched = 0
    for _ in 0..<1000 {
      let input = random.input(random.config(strategy: "momentum"))
      guard input.interpolator.edgesOpenInIndexOrder else { continue }
      var ranked = input
      ranked.interpolator.edgesOpenInIndexOrder = false
      let line = AnchorLine(input)
      let sorted = AnchorLine(ranked)
      #expect((line == nil) == (sorted == nil))
      guard let line, let sorted else { continue }
      searched += 1
      #expect(line.index(line.first) == sorted.index(sorted.first))
      #expect(line.index(line.last) == sorted.index(sorted.last))
      for _ in 0..<5 {
        let edge = random.edge(input.interpolator)
        let position = input.openness(edge)
        for direction in [-1.0, 1.0] {
          let a = AnchorSegment.containing(position, direction: direction, in: line)
          let b = AnchorSegment.containing(position, direction: direction, in: sorted)
          #expect(line.index(a.from) == sorted.index(b.from), "edge \(edge)")
          #expect(line.index(a.to) == sorted.index(b.to), "edge \(edge)")
          let stepped = line.step(a.to, direction: direction)
          let reference = sorted.step(b.to, direction: direction)
          #expect(line.index(stepped) == sorted.index(reference))
          #expect(line.openness(stepped) == sorted.openness(reference))
        }
        #expect(input.nearestAnchor(to: edge) == input.nearest(input.anchorCandidates(from: edge)))
      }
    }
    #expect(searched > 500)
  }

  @Test func aKeyedPointIsFoundByItsKey() throws {
    let config = strategySheet([200, 400, 600], keys: [nil, "half", "full"], release: .adaptive)
    let interpolator = Interpolator(config: config, environment: Environment())
    #expect(interpolator.position(ofKey: "half") == 2)
    #expect(interpolator.position(ofKey: "full") == 3)
    #expect(interpolator.position(ofKey: "none") == nil)
    var manager = try Manager(config: config)
    _ = try manager.apply(.present(nil, animated: false))
    _ = try manager.apply(.snap(.key("full")))
    _ = manager.settleAnimation()
    #expect(manager.currentIndex == 3)
    #expect(throws: ManagerError.noSuchKey("nope", keys: ["half", "full"])) {
      try manager.apply(.snap(.key("nope")))
    }
  }

  @Test func aRuleTableIsBuiltOnReading() {
    let config = strategySheet([200, 400, 600], release: .init(strategy: "halfModal"))
    let input = releaseInput(config, edge: 500, velocity: 0)
    let decision = HalfModalRelease().decide(input)
    guard case .derived = decision.record.candidateTable else {
      Issue.record("expected a table built on reading")
      return
    }
    #expect(decision.record.candidates.map(\.distance) == [344, 144, 56, 256])
    #expect(
      decision.record.candidates.map(\.excluded) == [
        nil, nil, "not the default or the maximum height", nil,
      ])
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
