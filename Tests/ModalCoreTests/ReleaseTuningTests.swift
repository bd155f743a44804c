import ModalTestSupport
import Testing

@testable import ModalCore

/// demo01 presented at 1 with the release rule `rule`.
private func demo(_ rule: String) throws -> Manager {
  var document = try presetDocument("demo01")
  document.config.defaultConfig.release = ReleaseConfig(strategy: rule)
  var m = try Manager(config: document.config, name: "demo01")
  _ = try m.apply(.present(.index(1), animated: false))
  return m
}

/// Where `snap FROM`, `fling V` land on `m` with `release`, replayed: nil when dismissed.
private func fling(_ m: Manager, _ release: ReleaseConfig, from: Int, velocity: Double) throws
  -> Int?
{
  var copy = m
  var config = copy.adaptiveConfig
  config.defaultConfig.release = release
  _ = try copy.apply(.replaceConfig(config, name: "demo01"))
  _ = copy.settleAnimation()
  _ = try copy.apply(.snap(.index(from)))
  _ = copy.settleAnimation()
  _ = try copy.apply(.dragBegin)
  _ = try copy.apply(.dragEnd(velocity: velocity))
  _ = copy.settleAnimation()
  return copy.state.isDismissed ? nil : copy.currentIndex
}

private let velocities = ReleaseMap.velocities(from: -3000, to: 3000, count: 59)

@Suite("tune: a search of the rule's declared options")
struct ReleaseTuningTests {
  @Test("momentum: a 100 pt/s flick from 1 reaches 2 with a slower deceleration")
  func solvable() throws {
    let m = try demo("momentum")
    let goal = TuneGoal.flick(velocity: 100, from: 1, to: 2)
    let result = try m.tune([goal], rows: 24, velocities: velocities)
    #expect(result.metBefore == [false])
    #expect(result.solved)
    #expect(result.changed == ["decelerationRate"])
    #expect(result.after.options["decelerationRate"] == 0.9999)
    // The replayed commands agree: before it stays on 1, after it lands on 2.
    #expect(try fling(m, result.before, from: 1, velocity: 100) == 1)
    #expect(try fling(m, result.after, from: 1, velocity: 100) == 2)
    // Deterministic, and the manager is unchanged.
    #expect(try m.tune([goal], rows: 24, velocities: velocities) == result)
    #expect(m.config.release == ReleaseConfig(strategy: "momentum"))
  }

  @Test("adaptive declares no options: the goal fails and the rules that meet it are named")
  func impossible() throws {
    let m = try demo("adaptive")
    let goal = TuneGoal.flick(velocity: 800, from: 1, to: 3)
    let result = try m.tune([goal], rows: 24, velocities: velocities)
    #expect(!result.solved && result.changed.isEmpty)
    #expect(result.alternatives.map(\.release.strategy) == ["momentum", "appleSheet"])
    for alternative in result.alternatives {
      #expect(try fling(m, alternative.release, from: 1, velocity: 800) == 3)
    }
  }

  @Test("never-skip: nearest and adaptive never skip on demo01; velocityThreshold's flicks do")
  func neverSkip() throws {
    let nearest = try demo("nearest")
    let map = try nearest.releaseMap(
      from: 1, velocities: velocities, edges: try nearest.releaseMapEdges(from: 1, rows: 24))
    #expect(nearest.skips(in: map) == 0)
    let threshold = try demo("velocityThreshold")
    let scores = try #require(
      try threshold.tuneScore(
        threshold.config.release, goals: [.neverSkip, .noDismissAbove(-1000)],
        drags: try drags(threshold), velocities: velocities))
    #expect(scores[0] > 0)
    // A release from the most open point at -3000 pt/s skips 3 and 2 (it lands on 1).
    #expect(try threshold.releaseLanding(from: 4, travel: 0, velocity: -3000) == 1)
    // adaptive's projection (at most 149.7 pt) never passes a point of demo01's.
    let adaptive = try demo("adaptive")
    #expect(
      try adaptive.tuneScore(
        adaptive.config.release, goals: [.neverSkip], drags: try drags(adaptive),
        velocities: velocities) == [0])
  }

  @Test("no-dismiss-above counts the dismissing releases faster than the limit")
  func noDismissAbove() throws {
    let m = try demo("adaptive")
    let map = try m.releaseMap(
      from: 1, velocities: velocities, edges: try m.releaseMapEdges(from: 1, rows: 24))
    var expected = 0
    for row in map.rows {
      for (c, lands) in row.lands.enumerated() where lands == nil && velocities[c] > -1000 {
        expected += 1
      }
    }
    #expect(expected > 0)
    #expect(
      try m.tuneScore(
        m.config.release, goals: [.noDismissAbove(-1000)], drags: try drags(m),
        velocities: velocities) == [expected])
  }

  /// The 24 rows' drags from the current point, as `tune` makes them.
  func drags(_ m: Manager) throws -> ReleaseMapDrags {
    try m.releaseMapDrags(
      from: m.currentIndex, edges: m.releaseMapEdges(from: m.currentIndex, rows: 24))
  }

  @Test(
    "the drags made once give, for every rule and each value tune tries, the rows of the map of a copy releasing by it",
    arguments: ["demo01", "deck", "panmodal"])
  func dragsMadeOnce(_ preset: String) throws {
    let document = try presetDocument(preset)
    var m = try Manager(config: document.config, name: preset)
    _ = try m.apply(.present(nil, animated: false))
    // 12 rows x 13 velocities: the map's shape, at a size a debug build checks quickly.
    let velocities = ReleaseMap.velocities(from: -3000, to: 3000, count: 13)
    let edges = try m.releaseMapEdges(from: m.currentIndex, rows: 12)
    let made = try m.releaseMapDrags(from: m.currentIndex, edges: edges)
    for rule in ReleaseStrategies.names {
      var releases = [ReleaseConfig(strategy: rule)]
      for spec in ReleaseStrategies.optionSpecs(for: rule) {
        for value in ReleaseTuning.candidates(spec) {
          var release = ReleaseConfig(strategy: rule)
          release.options[spec.name] = value
          releases.append(release)
        }
      }
      for release in releases {
        guard let copy = try? m.replacingRelease(release) else { continue }
        let map = try copy.releaseMap(from: m.currentIndex, velocities: velocities, edges: edges)
        let strategy = ReleaseStrategies.strategy(for: release)
        var releases = 0
        let rows = made.rows.map {
          made.lands(
            $0, release: release, strategy: strategy, velocities: velocities,
            releases: &releases)
        }
        #expect(rows == map.rows, "\(preset), \(release)")
      }
    }
  }

  @Test("the values tried come from the option's declared range")
  func candidates() {
    let spec = ReleaseOptionSpec("x", 0...8, default: 3, "")
    #expect(ReleaseTuning.candidates(spec) == [3, 0, 1, 2, 4, 5, 6, 7, 8])
    let flag = ReleaseOptionSpec.flag("f", default: true, "")
    #expect(ReleaseTuning.candidates(flag) == [0, 1])
    let derived = ReleaseOptionSpec("d", 0...1, default: nil, "")
    #expect(ReleaseTuning.candidates(derived).first == .some(nil))
  }
}
