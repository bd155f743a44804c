// The benchmark workloads of ARCHITECTURE.md that run inside one process. Build in release
// mode: `swift run -c release modalbench drag` (or `lint`). Timing uses the monotonic clock; tests never
// time anything.
import ModalCore
import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bottom sheet with `count` base points whose heights are spread evenly from 10 % to 90 %.
func sheet(points count: Int) -> ModalConfig {
  var points: [SnapPoint] = []
  for i in 0..<count {
    let percent = 10 + 80 * Double(i) / Double(Swift.max(1, count - 1))
    var keyframe = Keyframe()
    keyframe[.cornerRadius] = Double(i % 20)
    keyframe[.backgroundOpacity] = Double(i % 10) / 10
    points.append(SnapPoint(layout: Layout(height: .percent(percent)), keyframe: keyframe))
  }
  return ModalConfig(snapPoints: points, overshoot: EdgeSnapPoint(preset: .fitScreen))
}

/// Where the finger is in a benchmark drag: on the handle; on 1 000 000 pt of content with
/// the sheet holding the finger (adaptive's clause 5, then "kept": the sheet moves); on that
/// content in the middle of its range (clause 7: only the content moves).
enum BenchSurface {
  case handle, contentMovingSheet, contentScrolling
}

/// Nanoseconds per drag step (move + evaluate the frame and every keyframe value) with
/// `count` points: the median of `rounds` rounds of `steps` steps each.
func dragStep(
  points count: Int, steps: Int, rounds: Int, surface: BenchSurface = .handle
) throws -> Double {
  var config = sheet(points: count)
  if surface != .handle { config.content = ContentConfig(length: 1_000_000) }
  var manager = try Manager(config: config)
  _ = try manager.apply(.present(.index(1), animated: false))
  switch surface {
  case .handle: _ = try manager.apply(.dragBegin)
  case .contentMovingSheet: _ = try manager.apply(.dragContent(amount: -1, secondary: 0))
  case .contentScrolling: _ = try manager.apply(.scroll(.offset(500_000)))
  }
  var samples: [Double] = []
  let clock = ContinuousClock()
  var checksum = 0.0
  for _ in 0..<rounds {
    let start = clock.now
    for step in 0..<steps {
      // Sweep up and down across the whole range so every segment is visited.
      let amount = (step / 400) % 2 == 0 ? 1.7 : -1.7
      _ = try manager.apply(
        surface == .handle
          ? .dragMove(amount: amount, secondary: 0) : .dragContent(amount: amount, secondary: 0))
      checksum += manager.values[.cornerRadius]
    }
    let elapsed = clock.now - start
    let nanos =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    samples.append(nanos / Double(steps))
  }
  if checksum.isNaN { print("unexpected") }
  samples.sort()
  return samples[samples.count / 2]
}

func runDrag() throws {
  let small = try dragStep(points: 4, steps: 200_000, rounds: 7)
  let large = try dragStep(points: 1024, steps: 200_000, rounds: 7)
  print("drag step, 4 points:    \(FixedFormat.format(small, decimals: 1)) ns")
  print("drag step, 1024 points: \(FixedFormat.format(large, decimals: 1)) ns")
  print("ratio 1024 / 4:         \(FixedFormat.format(large / small, decimals: 2))")
  let sheetMoves = try dragStep(points: 4, steps: 200_000, rounds: 7, surface: .contentMovingSheet)
  let scrolls = try dragStep(points: 4, steps: 200_000, rounds: 7, surface: .contentScrolling)
  print(
    "drag step on content, the sheet moves, 4 points: \(FixedFormat.format(sheetMoves, decimals: 1)) ns"
  )
  print(
    "drag step on content, the list scrolls, 4 points: \(FixedFormat.format(scrolls, decimals: 1)) ns"
  )
  print(
    "ratio content / handle:  \(FixedFormat.format(sheetMoves / small, decimals: 2)) and \(FixedFormat.format(scrolls / small, decimals: 2))"
  )
}

/// `count` base points for the lint workload: `spread` is ``sheet(points:)`` (heights from
/// 10 % to 90 %: the denser the points, the more of them are within 0.5 pt of each other, so
/// the findings grow faster than the points); `same` gives every point a height of 50 % (each
/// one a duplicate of the first, in every environment: one finding per point).
func lintConfig(points count: Int, shape: String) -> AdaptiveConfig {
  var config = sheet(points: count)
  if shape == "same" {
    for i in config.snapPoints.indices {
      config.snapPoints[i].layout = Layout(height: .percent(50))
    }
  }
  return AdaptiveConfig(defaultConfig: config)
}

/// Nanoseconds of one `lint`: the checks over the 24 environments and the report's text (what
/// the shell prints, before wrapping), the median of `rounds` runs; and the number of findings.
func lintRun(_ config: AdaptiveConfig, rounds: Int) -> (nanos: Double, findings: Int) {
  let clock = ContinuousClock()
  var samples: [Double] = []
  var findings = 0
  var characters = 0
  for _ in 0..<rounds {
    let start = clock.now
    let found = Lint.check(config)
    characters += Lint.report(found, configName: "sheet").utf8.count
    let elapsed = clock.now - start
    findings = found.count
    samples.append(
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
  }
  if characters == 0 { print("unexpected") }
  samples.sort()
  return (samples[samples.count / 2], findings)
}

/// `modalbench lint [spread|same] [--once] [N...]`: lint at each N (default 1 000 and 10 000 points) for
/// each shape (default both), with the time per point, and the ratio of the largest N's time
/// to the smallest's (linear: about their ratio).
func runLint(_ arguments: [String]) {
  let shapes = arguments.filter { $0 == "spread" || $0 == "same" }
  // `--once`: one round of each (for valgrind --tool=callgrind, whose counts do not vary).
  let once = arguments.contains("--once")
  let sizes = arguments.compactMap { Int($0) }.filter { $0 > 0 }
  for shape in shapes.isEmpty ? ["spread", "same"] : shapes {
    var results: [(points: Int, nanos: Double)] = []
    for count in sizes.isEmpty ? [1_000, 10_000] : sizes {
      let rounds = once ? 1 : count <= 2_000 ? 9 : 3
      let (nanos, findings) = lintRun(lintConfig(points: count, shape: shape), rounds: rounds)
      results.append((count, nanos))
      let ms = FixedFormat.format(nanos / 1e6, decimals: 2)
      let perPoint = FixedFormat.format(nanos / 1e3 / Double(count), decimals: 2)
      print(
        "lint \(shape), \(count) points: \(ms) ms, \(perPoint) us per point, \(findings) findings")
    }
    if let first = results.first, let last = results.last, results.count > 1 {
      let ratio = FixedFormat.format(last.nanos / first.nanos, decimals: 2)
      print("lint \(shape), ratio \(last.points) / \(first.points): \(ratio)")
    }
  }
}

/// `modalbench tune`: `tune` on demo01 (the default config, on an iphone-14, presented at
/// its initial point) with a 24 x 59 map (80 columns): the median of 5 rounds of each goal set.
func runTune() throws {
  guard let document = try BuiltinPresets.document(named: "demo01") else { return }
  var manager = try Manager(config: document.config, name: "demo01")
  _ = try manager.apply(.present(nil, animated: false))
  let velocities = ReleaseMap.velocities(from: -3000, to: 3000, count: 59)
  var velocityThreshold = document.config
  velocityThreshold.defaultConfig.release = ReleaseConfig(strategy: "velocityThreshold")
  var other = try Manager(config: velocityThreshold, name: "demo01")
  _ = try other.apply(.present(nil, animated: false))
  let cases: [(String, Manager, [TuneGoal])] = [
    ("flick 800 from 1 to 3 (adaptive)", manager, [.flick(velocity: 800, from: 1, to: 3)]),
    ("drag 200pt from 1 to 2 (adaptive)", manager, [.drag(points: 200, from: 1, to: 2)]),
    ("never-skip (adaptive)", manager, [.neverSkip]),
    ("no-dismiss-above -1000 (adaptive)", manager, [.noDismissAbove(-1000)]),
    (
      "never-skip no-dismiss-above -1000 (velocityThreshold)", other,
      [.neverSkip, .noDismissAbove(-1000)]
    ),
  ]
  for (name, m, goals) in cases {
    var samples: [Double] = []
    var evaluations = 0
    for _ in 0..<5 {
      let start = RunClock.monotonicSeconds()
      evaluations = try m.tune(goals, rows: 24, velocities: velocities).evaluations
      samples.append(RunClock.monotonicSeconds() - start)
    }
    samples.sort()
    let ms = FixedFormat.format(samples[2] * 1000, decimals: 2)
    print("tune \(name): \(ms) ms, \(evaluations) configurations")
  }
}

let arguments = CommandLine.arguments.dropFirst()
do {
  switch arguments.first ?? "drag" {
  case "drag": try runDrag()
  case "tune": try runTune()
  case "lint":
    runLint(Array(arguments.dropFirst()))
  default:
    print("usage: modalbench [drag | tune | lint [spread | same] [--once] [N...]]")
    exit(2)
  }
} catch {
  print("modalbench: \(error)")
  exit(1)
}
