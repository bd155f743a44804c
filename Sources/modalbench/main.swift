// The benchmark workloads of ARCHITECTURE.md that run inside one process. Build in release
// mode: `swift run -c release modalbench drag`. Timing uses the monotonic clock; tests never
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

/// Nanoseconds per drag step (move + evaluate the frame and every keyframe value) with
/// `count` points: the median of `rounds` rounds of `steps` steps each.
func dragStep(points count: Int, steps: Int, rounds: Int) throws -> Double {
  var manager = try Manager(config: sheet(points: count))
  _ = try manager.apply(.present(.index(1), animated: false))
  _ = try manager.apply(.dragBegin)
  var samples: [Double] = []
  let clock = ContinuousClock()
  var checksum = 0.0
  for _ in 0..<rounds {
    let start = clock.now
    for step in 0..<steps {
      // Sweep up and down across the whole range so every segment is visited.
      let amount = (step / 400) % 2 == 0 ? 1.7 : -1.7
      _ = try manager.apply(.dragMove(amount: amount, secondary: 0))
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
}

let arguments = CommandLine.arguments.dropFirst()
do {
  switch arguments.first ?? "drag" {
  case "drag": try runDrag()
  default:
    print("usage: modalbench [drag]")
    exit(2)
  }
} catch {
  print("modalbench: \(error)")
  exit(1)
}
