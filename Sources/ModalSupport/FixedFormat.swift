/// A fast fixed-decimal number formatter (no `String(format:)`, no Foundation): every number
/// the playground prints goes through it, so output is identical on every platform.
///
/// Its members are `package`; the type is `public` for the same reason as ``ByteBuffer``'s.
public enum FixedFormat {
  /// 10^places for 0...6 places, as a whole number and as a `Double`: literals both, since
  /// converting one into the other costs a dozen instructions on every number printed.
  @inline(__always)
  static func powerOfTen(_ places: Int) -> (whole: UInt64, double: Double) {
    switch places {
    case 0: (1, 1)
    case 1: (10, 10)
    case 2: (100, 100)
    case 3: (1000, 1000)
    case 4: (10000, 10000)
    case 5: (100_000, 100_000)
    default: (1_000_000, 1_000_000)
    }
  }

  /// 10^places for 0...6 places.
  @inline(__always)
  static func scale(_ places: Int) -> Double { powerOfTen(places).double }

  /// `value` rounded half away from zero to `decimals` places (0...6), e.g. `590.80`.
  /// Negative zero prints as zero; values beyond +-1e15 print in Swift's shortest form; NaN and
  /// infinities print as `nan`, `inf`, `-inf`.
  package static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = Swift.max(0, Swift.min(decimals, 6))
    guard let units = units(value, places: places) else { return value.description }
    return String(unsafeUninitializedCapacity: maximumLength) { buffer in
      guard let start = buffer.baseAddress else { return 0 }
      return write(value, units: units, places: places, to: start)
    }
  }

  /// |`value`| times 10^`places`, rounded half away from zero; nil from 9e15 on (such values
  /// print in Swift's shortest form). Rounded by truncating and comparing what was cut off
  /// with one half, which is exact below 2^53: no call to `round` for every number printed.
  /// The cut is made in `Int64`: `scaled` is in 0..<9e15 there, and the signed conversions
  /// are one instruction each way, where the unsigned ones need a fix-up for the top bit.
  @inline(__always)
  static func units(_ value: Double, places: Int) -> UInt64? {
    let scaled = abs(value) * scale(places)
    guard scaled < 9e15 else { return nil }
    var units = Int64(scaled)
    if scaled - Double(units) >= 0.5 { units += 1 }
    // Not negative: `scaled` is at least zero (and NaN failed the guard).
    return units < 9_000_000_000_000_000 ? UInt64(bitPattern: units) : nil
  }

  /// The most bytes ``write(_:units:places:to:)`` writes: 16 digits, a point, a sign.
  static var maximumLength: Int { 24 }

  /// "00" to "99": two digits per division.
  static var digitPairs: StaticString {
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }

  /// 10^places as a whole number, for 0...6 places.
  @inline(__always)
  static func wholeScale(_ places: Int) -> UInt64 { powerOfTen(places).whole }

  /// Writes `count` digits of `number` (the last ones, zero-padded) ending just before `end`.
  @inline(__always)
  static func writeDigits(_ number: UInt64, count: Int, before end: UnsafeMutablePointer<UInt8>) {
    let pairs = digitPairs.utf8Start
    var number = number
    var position = end
    var left = count
    while left >= 2 {
      let pair = Int(truncatingIfNeeded: number % 100) &* 2
      number /= 100
      position -= 2
      position[0] = pairs[pair]
      position[1] = pairs[pair &+ 1]
      left -= 2
    }
    if left == 1 {
      position -= 1
      position[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number % 10)
    }
  }

  /// The number of decimal digits of `number` (1 for 0). The short numbers that output is
  /// made of are decided by at most four comparisons.
  @inline(__always)
  static func digitCount(_ number: UInt64) -> Int {
    if number < 10_000 {
      if number < 100 { return number < 10 ? 1 : 2 }
      return number < 1000 ? 3 : 4
    }
    var count = 5
    var limit: UInt64 = 100_000
    while count < 20 && number >= limit {
      count += 1
      if limit > UInt64.max / 10 { break }
      limit &*= 10
    }
    return count
  }

  /// Writes `value` from its ``units(_:places:)`` to `start`, which has room for
  /// ``maximumLength`` bytes; the number of bytes written.
  @inline(__always)
  static func write(
    _ value: Double, units: UInt64, places: Int, to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var position = start
    if value < 0 && units != 0 {
      position[0] = UInt8(ascii: "-")
      position += 1
    }
    let divisor = wholeScale(places)
    let whole = units / divisor
    let wholeDigits = digitCount(whole)
    position += wholeDigits
    writeDigits(whole, count: wholeDigits, before: position)
    if places > 0 {
      position[0] = UInt8(ascii: ".")
      position += 1 + places
      writeDigits(units - whole * divisor, count: places, before: position)
    }
    return position - start
  }

  /// Appends `format(value, decimals:)` to a byte buffer (the fast path of the step output).
  package static func append(_ value: Double, decimals: Int, to buffer: ByteBuffer) {
    guard value.isFinite else {
      buffer.append(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") as StaticString)
      return
    }
    let places = Swift.max(0, Swift.min(decimals, 6))
    guard let units = units(value, places: places) else {
      buffer.append(value.description)
      return
    }
    let start = buffer.reserve(maximumLength)
    buffer.commit(write(value, units: units, places: places, to: start))
  }

  /// Appends a whole number in decimal.
  package static func append(_ value: Int, to buffer: ByteBuffer) {
    var position = buffer.reserve(maximumLength)
    let start = position
    if value < 0 {
      position[0] = UInt8(ascii: "-")
      position += 1
    }
    let magnitude = UInt64(value.magnitude)
    let digits = digitCount(magnitude)
    position += digits
    writeDigits(magnitude, count: digits, before: position)
    buffer.commit(position - start)
  }

  /// Points: two decimals.
  package static func points(_ value: Double) -> String { format(value, decimals: 2) }

  /// Percents (fractions): three decimals.
  package static func percent(_ value: Double) -> String { format(value, decimals: 3) }
}
