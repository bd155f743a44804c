/// A goal of `tune`: something every release of the tuned rule must do.
public enum TuneGoal: Hashable, Sendable {
  /// `flick V from A to B`: a release at V pt/s right after a drag starting at A (the finger
  /// not yet moved) lands on B (nil: dismisses).
  case flick(velocity: Double, from: Int, to: Int?)
  /// `drag D from A to B`: a release without velocity after the finger moved D points
  /// (towards more open) from A lands on B (nil: dismisses).
  case drag(points: Double, from: Int, to: Int?)
  /// `never-skip`: no release of the map skips a snap point: a release lands between the
  /// points on either side of where the finger let go, or on the first point beyond them in
  /// the direction of the velocity (a dismissal lands on the undershoot).
  case neverSkip
  /// `no-dismiss-above V`: no release of the map faster than V pt/s (signed: above -1000
  /// is every release but downward flicks faster than 1000 pt/s) dismisses.
  case noDismissAbove(Double)

  /// The goal as `tune` reads it.
  public var text: String {
    func number(_ value: Double) -> String { LayoutValueSyntax.formatNumber(value) }
    func target(_ index: Int?) -> String { index.map(String.init) ?? "dismissed" }
    switch self {
    case .flick(let v, let a, let b): return "flick \(number(v)) from \(a) to \(target(b))"
    case .drag(let d, let a, let b): return "drag \(number(d))pt from \(a) to \(target(b))"
    case .neverSkip: return "never-skip"
    case .noDismissAbove(let v): return "no-dismiss-above \(number(v))"
    }
  }

  /// True for the goals read off the whole map (not a single release).
  var needsMap: Bool {
    switch self {
    case .neverSkip, .noDismissAbove: true
    case .flick, .drag: false
    }
  }
}

/// What `tune` found: for the current rule, the options that meet every goal (or the best it
/// could do), which goals each side meets, and when it cannot, the other rules that can.
public struct TuneResult: Hashable, Sendable {
  /// A rule and its options that meet every goal.
  public struct Alternative: Hashable, Sendable {
    public var release: ReleaseConfig
    /// The options that differ from the rule's defaults, by name.
    public var changes: [String]
  }

  public var goals: [TuneGoal]
  /// The release config before.
  public var before: ReleaseConfig
  /// The best release config found for the current rule (every goal met when ``solved``).
  public var after: ReleaseConfig
  /// Which goals `before` and `after` meet, in ``goals``' order.
  public var metBefore: [Bool]
  public var metAfter: [Bool]
  /// True when `after` meets every goal.
  public var solved: Bool { metAfter.allSatisfy { $0 } }
  /// The options `after` changes, in name order.
  public var changed: [String]
  /// When not solved: the other rules that meet every goal, with their options.
  public var alternatives: [Alternative]
  /// The configurations scored (each a few releases, or one map).
  public var evaluations: Int
}

/// The search of `tune`: coordinate descent over the rule's declared options
/// (``ReleaseStrategies/optionSpecs(for:)``: their ranges are the one source of the values
/// tried), deterministic. Each option in name order tries its candidates (a flag 0 and 1,
/// a number nine evenly spaced values of its range, its default, and `derived` when it has no
/// default of its own) with the others fixed, and keeps a value that lowers the score (goals
/// failed, then failing releases, then options changed); passes repeat until one changes
/// nothing, at most ``passes``, and the search stops at the first config meeting every goal.
public enum ReleaseTuning {
  /// The passes of the descent at most.
  public static let passes = 3
  /// The numeric values tried per option across its range.
  public static let steps = 9

  /// The values tried for `spec` (nil: the option left out).
  static func candidates(_ spec: ReleaseOptionSpec) -> [Double?] {
    if spec.isFlag { return [0, 1] }
    var values: [Double?] = spec.defaultValue == nil ? [nil] : [spec.defaultValue]
    let low = spec.range.lowerBound
    let high = spec.range.upperBound
    for i in 0..<steps {
      let value = low + (high - low) * Double(i) / Double(steps - 1)
      if !values.contains(value) { values.append(value) }
    }
    return values
  }
}

extension Manager {
  /// How `release` does on `goals` from here: per goal, the failing releases (0: met), the
  /// single releases first, then the map (the rows of `drags` x `velocities`) row by row. With
  /// `bound` (the best config's goals failed and failing releases), nil as soon as this config
  /// is worse, or with `tieLoses` no better: both only grow as rows are added.
  func tuneScore(
    _ release: ReleaseConfig, goals: [TuneGoal], drags: ReleaseMapDrags?, velocities: [Double],
    bound: (Int, Int)? = nil, tieLoses: Bool = false
  ) throws(ManagerError) -> [Int]? {
    let m = try replacingRelease(release)
    var scores = Array(repeating: 0, count: goals.count)
    func worse() -> Bool {
      guard let bound else { return false }
      let failed = scores.filter { $0 > 0 }.count
      let sum = scores.reduce(0, +)
      return failed > bound.0
        || (failed == bound.0 && (sum > bound.1 || (tieLoses && sum == bound.1)))
    }
    for (i, goal) in goals.enumerated() {
      switch goal {
      case .flick(let v, let a, let b):
        scores[i] = try m.releaseLanding(from: a, travel: 0, velocity: v) == b ? 0 : 1
      case .drag(let d, let a, let b):
        scores[i] = try m.releaseLanding(from: a, travel: d, velocity: 0) == b ? 0 : 1
      case .neverSkip, .noDismissAbove: break
      }
    }
    guard let drags, goals.contains(where: \.needsMap) else { return worse() ? nil : scores }
    if worse() { return nil }
    let skips = SkipCounter(marks: drags.marks, openingSign: m.config.snapDirection.openingSign)
    let strategy = ReleaseStrategies.strategy(for: release)
    var releases = 0
    for dragged in drags.rows {
      let row = drags.lands(
        dragged, release: release, strategy: strategy, velocities: velocities,
        releases: &releases)
      for (i, goal) in goals.enumerated() {
        switch goal {
        case .neverSkip: scores[i] += skips.count(row, velocities: velocities)
        case .noDismissAbove(let limit):
          for (c, lands) in row.lands.enumerated() where lands == nil && velocities[c] > limit {
            scores[i] += 1
          }
        case .flick, .drag: break
        }
      }
      if worse() { return nil }
    }
    return scores
  }

  /// The releases of `map` that skip a point (``TuneGoal/neverSkip``).
  func skips(in map: ReleaseMap) -> Int {
    let counter = SkipCounter(marks: map.marks, openingSign: config.snapDirection.openingSign)
    return map.rows.reduce(0) { $0 + counter.count($1, velocities: map.velocities) }
  }

  /// `tune`: the current rule's options searched for values meeting every goal
  /// (``ReleaseTuning``); when none do, every other rule searched from its defaults. The map
  /// goals read a map of `rows` x `velocities` from the current point. Nothing changes.
  public func tune(_ goals: [TuneGoal], rows: Int, velocities: [Double]) throws(ManagerError)
    -> TuneResult
  {
    let before = config.release
    var evaluations = 0
    // The map's drags are the same for every rule: made once.
    let drags =
      goals.contains(where: \.needsMap)
      ? try releaseMapDrags(
        from: currentIndex, edges: try releaseMapEdges(from: currentIndex, rows: rows)) : nil
    // Without a bound a score is never nil.
    let metBefore =
      (try tuneScore(before, goals: goals, drags: drags, velocities: velocities) ?? [])
      .map { $0 == 0 }
    evaluations += 1
    let (after, afterScores, count) = try search(
      from: before, goals: goals, drags: drags, velocities: velocities)
    evaluations += count
    let changed = ReleaseStrategies.optionSpecs(for: before.strategy).map(\.name).filter {
      after.options[$0] != before.options[$0]
    }
    var alternatives: [TuneResult.Alternative] = []
    if afterScores.contains(where: { $0 > 0 }) {
      for rule in ReleaseStrategies.names where rule != before.strategy {
        let (found, scores, count) = try search(
          from: ReleaseConfig(strategy: rule), goals: goals, drags: drags, velocities: velocities)
        evaluations += count
        guard scores.allSatisfy({ $0 == 0 }) else { continue }
        let changes = ReleaseStrategies.optionSpecs(for: rule).map(\.name).filter {
          found.options[$0] != nil
        }
        alternatives.append(.init(release: found, changes: changes))
      }
    }
    return TuneResult(
      goals: goals, before: before, after: after, metBefore: metBefore,
      metAfter: afterScores.map { $0 == 0 }, changed: changed, alternatives: alternatives,
      evaluations: evaluations)
  }

  /// The descent of ``ReleaseTuning`` from `start`: the best config, its per-goal scores and
  /// the configs scored.
  func search(
    from start: ReleaseConfig, goals: [TuneGoal], drags: ReleaseMapDrags?, velocities: [Double]
  ) throws(ManagerError) -> (ReleaseConfig, [Int], Int) {
    func key(_ scores: [Int], _ release: ReleaseConfig) -> (Int, Int, Int) {
      let changed = release.options.filter { start.options[$0.key] != $0.value }.count
      return (scores.filter { $0 > 0 }.count, scores.reduce(0, +), changed)
    }
    var best = start
    var bestScores =
      try tuneScore(start, goals: goals, drags: drags, velocities: velocities)
      ?? Array(repeating: 1, count: goals.count)
    var evaluations = 1
    let specs = ReleaseStrategies.optionSpecs(for: start.strategy)
    for _ in 0..<ReleaseTuning.passes {
      if bestScores.allSatisfy({ $0 == 0 }) { break }
      var improved = false
      for spec in specs {
        for value in ReleaseTuning.candidates(spec) {
          var trial = best
          trial.options[spec.name] = value
          if trial == best { continue }
          let found: [Int]?
          do {
            let failed = bestScores.filter { $0 > 0 }.count
            // A trial changing no fewer options than the best wins only on a lower score.
            found = try tuneScore(
              trial, goals: goals, drags: drags, velocities: velocities,
              bound: (failed, bestScores.reduce(0, +)),
              tieLoses: key([], trial).2 >= key([], best).2)
          } catch {
            // A combination the rule refuses is not a candidate.
            continue
          }
          evaluations += 1
          // Nil: worse than the best before its map was done.
          guard let scores = found else { continue }
          if key(scores, trial) < key(bestScores, best) {
            best = trial
            bestScores = scores
            improved = true
            // Every goal met: the first such config is the answer (in the first pass it
            // changes one option, the fewest a config that fails at the start can).
            if scores.allSatisfy({ $0 == 0 }) { return (best, bestScores, evaluations) }
          }
        }
      }
      if !improved { break }
    }
    return (best, bestScores, evaluations)
  }
}

/// Counts the releases of a map's row that skip a point (``TuneGoal/neverSkip``): a release
/// must land between the points on either side of where the finger let go, or on the first
/// point beyond them in the direction of its velocity; a dismissal lands on the undershoot.
struct SkipCounter {
  /// The snappable points' openness, ascending, and each index's.
  let sorted: [Double]
  let openness: [Int: Double]
  let sign: Double

  init(marks: [ReleaseMap.Mark], openingSign: Double) {
    sign = openingSign
    sorted = marks.map { openingSign * $0.edge }.sorted()
    var openness: [Int: Double] = [:]
    for mark in marks { openness[mark.index] = openingSign * mark.edge }
    self.openness = openness
  }

  func count(_ row: ReleaseMap.Row, velocities: [Double]) -> Int {
    let at = sign * row.edge
    let upper = sorted.first { $0 >= at - 1e-9 } ?? sorted.last ?? at
    let lower = sorted.last { $0 <= at + 1e-9 } ?? sorted.first ?? at
    // A flick may go one point further in its direction.
    let beyondUpper = sorted.first { $0 > upper + 1e-9 } ?? upper
    let beyondLower = sorted.last { $0 < lower - 1e-9 } ?? lower
    var count = 0
    for (c, lands) in row.lands.enumerated() {
      let landed = openness[lands ?? 0] ?? sorted.first ?? at
      let v = velocities[c]
      let high = v > 0 ? beyondUpper : upper
      let low = v < 0 ? beyondLower : lower
      if landed > high + 1e-9 || landed < low - 1e-9 { count += 1 }
    }
    return count
  }
}
