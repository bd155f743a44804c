/// A fast fixed-decimal number formatter (no `String(format:)`, no Foundation): every number
/// the playground prints goes through it, so output is identical on every platform.
public enum FixedFormat {
  /// 10^places for 0...6 places.
  static func scale(_ places: Int) -> Double {
    switch places {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 10000
    case 5: 100_000
    default: 1_000_000
    }
  }

  /// `value` rounded half away from zero to `decimals` places (0...6), e.g. `590.80`.
  /// Negative zero prints as zero; values beyond +-1e15 print in Swift's shortest form; NaN and
  /// infinities print as `nan`, `inf`, `-inf`.
  public static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = Swift.max(0, Swift.min(decimals, 6))
    let scaled = (abs(value) * scale(places)).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else { return value.description }
    return String(unsafeUninitializedCapacity: maximumLength) { buffer in
      guard let start = buffer.baseAddress else { return 0 }
      return write(value, scaled: scaled, places: places, to: start)
    }
  }

  /// The most bytes ``write(_:scaled:places:to:)`` writes: 16 digits, a point, a sign.
  static var maximumLength: Int { 24 }

  /// Writes the digits of `value` (already scaled by 10^places and rounded, below 9e15) to
  /// `start`, which has room for ``maximumLength`` bytes; the number of bytes written.
  static func write(
    _ value: Double, scaled: Double, places: Int, to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var units = UInt64(scaled)
    let negative = value < 0 && units != 0
    // The length first (at least places + 1 digits, so that 0.05 keeps its leading zero), then
    // the digits from the last one back, in place.
    var digits = 1
    var rest = units / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    digits = Swift.max(digits, places + 1)
    let length = digits + (places > 0 ? 1 : 0) + (negative ? 1 : 0)
    var position = length
    for written in 0..<digits {
      if written == places && places > 0 {
        position -= 1
        start[position] = UInt8(ascii: ".")
      }
      position -= 1
      start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units % 10)
      units /= 10
    }
    if negative { start[0] = UInt8(ascii: "-") }
    return length
  }

  /// Appends `format(value, decimals:)` to a byte buffer (the fast path of the step output).
  public static func append(_ value: Double, decimals: Int, to buffer: ByteBuffer) {
    guard value.isFinite else {
      buffer.append(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") as StaticString)
      return
    }
    let places = Swift.max(0, Swift.min(decimals, 6))
    let scaled = (abs(value) * scale(places)).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else {
      buffer.append(value.description)
      return
    }
    let start = buffer.reserve(maximumLength)
    buffer.commit(write(value, scaled: scaled, places: places, to: start))
  }

  /// Appends a whole number in decimal.
  public static func append(_ value: Int, to buffer: ByteBuffer) {
    let start = buffer.reserve(maximumLength)
    var units = value.magnitude
    var digits = 1
    var rest = units / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let length = digits + (value < 0 ? 1 : 0)
    var position = length
    repeat {
      position -= 1
      start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units % 10)
      units /= 10
    } while units > 0
    if value < 0 { start[0] = UInt8(ascii: "-") }
    buffer.commit(length)
  }

  /// Points: two decimals.
  public static func points(_ value: Double) -> String { format(value, decimals: 2) }

  /// Percents (fractions): three decimals.
  public static func percent(_ value: Double) -> String { format(value, decimals: 3) }
}
