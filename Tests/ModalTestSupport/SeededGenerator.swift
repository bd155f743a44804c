/// A small deterministic random generator (SplitMix64, by Steele, Lea and Flood) for the
/// property and fuzz tests: a fixed seed gives the same inputs on every run and platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's whole state.
  public var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A builder of random test inputs drawing from a ``SeededGenerator``: the helpers every such
/// builder needs (one of a list, a coin with some probability, a number in a range), written
/// once.
public protocol SeededRandom {
  /// The generator the helpers draw from.
  var rng: SeededGenerator { get set }
}

extension SeededRandom {
  /// One of `items`, which must not be empty.
  public mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &rng)]
  }

  /// True with probability `p` (0...1).
  public mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &rng) < p
  }

  /// True `percent` times in a hundred.
  public mutating func chance(percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &rng) < percent
  }

  /// A number in `range`.
  public mutating func number(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &rng)
  }

  /// A whole number in `range`.
  public mutating func whole(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &rng)
  }

  /// A whole number in 0..<bound (`bound` above 0).
  public mutating func below(_ bound: Int) -> Int {
    Int.random(in: 0..<bound, using: &rng)
  }
}

extension SeededGenerator: SeededRandom {
  /// The generator itself: a bare generator has the helpers too.
  public var rng: SeededGenerator {
    get { self }
    set { self = newValue }
  }
}
