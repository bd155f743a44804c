extension Int {
  /// `value` rounded by `rule` and clamped to `Int.min ... Int.max` (0 for NaN): the one
  /// conversion from `Double` that never traps, for numbers that come from input or from
  /// arithmetic on it (`Int(someDouble)` traps on NaN, infinities and anything past 2^63).
  public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
    let rounded = value.rounded(rule)
    // 2^63 is exactly representable; every Double below it (and at least -2^63) fits.
    let limit = 9_223_372_036_854_775_808.0
    if rounded.isNaN {
      self = 0
    } else if rounded >= limit {
      self = .max
    } else if rounded < -limit {
      self = .min
    } else {
      self = Int(rounded)
    }
  }
}

extension Int {
  /// `self + other`, `Int.max` or `Int.min` where the sum would overflow: for counters that
  /// input can push (the simulated clock, a frame count).
  public func adding(saturating other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
