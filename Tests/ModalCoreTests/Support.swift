import ModalCore
import Testing

/// Expects two numbers to agree to within `tolerance` (0.005 by default: exact to 0.01 pt).
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 0.005,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(actual) is not \(expected)\(comment.map { " (\($0))" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects a rect to equal (x, y, width, height) to 0.01 pt.
func expectRect(
  _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let ok =
    abs(actual.x - x) <= 0.005 && abs(actual.y - y) <= 0.005
    && abs(actual.width - width) <= 0.005 && abs(actual.height - height) <= 0.005
  #expect(
    ok,
    "rect (\(actual.x), \(actual.y), \(actual.width), \(actual.height)) is not (\(x), \(y), \(width), \(height))\(comment.map { " (\($0))" } ?? "")",
    sourceLocation: sourceLocation)
}

/// A small deterministic random generator (SplitMix64) for property tests with fixed seeds.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
