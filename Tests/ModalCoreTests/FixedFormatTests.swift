import ModalTestSupport
import Testing

@testable import ModalCore
@testable import ModalSupport

@Suite("Fixed-decimal formatting")
struct FixedFormatTests {
  @Test(
    "numbers with a fixed number of decimals",
    arguments: [
      (590.8, 2, "590.80"), (0, 2, "0.00"), (-0.0, 2, "0.00"), (-0.004, 2, "0.00"),
      (-0.005, 2, "-0.01"), (0.005, 2, "0.01"), (1.005, 3, "1.005"), (0.54028, 3, "0.540"),
      (12.5, 0, "13"), (-12.5, 0, "-13"), (844, 1, "844.0"), (0.0001, 4, "0.0001"),
      (123_456.789, 2, "123456.79"), (-3.14159, 6, "-3.141590"), (1, 9, "1.000000"),
      (Double.nan, 2, "nan"), (Double.infinity, 2, "inf"), (-Double.infinity, 2, "-inf"),
      (1e20, 2, "1e+20"),
    ] as [(Double, Int, String)])
  func fixed(value: Double, decimals: Int, expected: String) {
    #expect(FixedFormat.format(value, decimals: decimals) == expected)
  }

  @Test("points and percents")
  func shorthands() {
    #expect(FixedFormat.points(337.6) == "337.60")
    #expect(FixedFormat.percent(0.3) == "0.300")
  }

  @Test(
    "appending to a byte buffer writes what format returns",
    arguments: [
      (590.8, 2), (0, 2), (-0.0, 2), (-0.005, 2), (12.5, 0), (-12.5, 0), (0.0001, 4),
      (8_999_999_999_999.99, 2), (-3.14159, 6), (Double.nan, 2), (-Double.infinity, 3), (1e20, 2),
    ] as [(Double, Int)])
  func appended(value: Double, decimals: Int) {
    let buffer = ByteBuffer(capacity: 1)
    buffer.append("x=" as StaticString)
    FixedFormat.append(value, decimals: decimals, to: buffer)
    #expect(buffer.string == "x=" + FixedFormat.format(value, decimals: decimals))
  }

  @Test("whole numbers at every power of ten and next to it (the digit count)")
  func powersOfTen() {
    var power = 1
    for _ in 0...18 {
      for value in [power - 1, power, power + 1, 5 * (power / 10 + 1), -power, 1 - power] {
        let buffer = ByteBuffer()
        FixedFormat.append(value, to: buffer)
        #expect(buffer.string == String(value))
      }
      for decimals in 0...3 where power <= 1_000_000_000_000 {
        let value = Double(power) / 1000
        #expect(FixedFormat.format(value, decimals: decimals) == Self.reference(value, decimals))
      }
      if power <= Int.max / 10 { power *= 10 }
    }
  }

  /// 10^`exponent`.
  static func power(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }

  /// The formatting as it was before issue 17 (rounded with `rounded()`), for comparison.
  static func roundedFormat(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = max(0, min(decimals, 6))
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else { return value.description }
    let units = UInt64(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    let divisor = UInt64(scale)
    let whole = String(units / divisor)
    guard places > 0 else { return sign + whole }
    let fraction = String(units % divisor)
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  @Test("rounding without round(): the same text on 40 000 generated numbers")
  func sameAsRounded() {
    var rng = SeededGenerator(seed: 17)
    var values: [Double] = [0.125, 2.5, -2.5, 0.005, 1.005, 8_999_999_999_999.995, 9e15, -0.0]
    for _ in 0..<10_000 {
      let magnitude = Int.random(in: -9...17, using: &rng)
      let value = Double.random(in: 0..<1, using: &rng) * Self.power(magnitude)
      // Halves at some number of places, where the rounding direction matters.
      let half =
        (Double(Int.random(in: 0..<100_000, using: &rng)) + 0.5)
        / Self.power(Int.random(in: 0...6, using: &rng))
      values += [value, -value, half, -half]
    }
    for value in values {
      for decimals in 0...6 {
        #expect(
          FixedFormat.format(value, decimals: decimals) == Self.roundedFormat(value, decimals),
          "\(value) \(decimals)")
      }
    }
  }

  /// The units as they were cut before the signed conversion (in `UInt64`), for comparison.
  static func unsignedUnits(_ value: Double, places: Int) -> UInt64? {
    let scaled = abs(value) * Self.power(places)
    guard scaled < 9e15 else { return nil }
    var units = UInt64(scaled)
    if scaled - Double(units) >= 0.5 { units += 1 }
    return units < 9_000_000_000_000_000 ? units : nil
  }

  @Test("units cut in Int64: the same as in UInt64 on 20 000 generated numbers and the edges")
  func signedUnits() {
    var rng = SeededGenerator(seed: 1717)
    var values: [Double] = [
      0, -0.0, 0.5, 0.49999999999999994, 1.5, 8_999_999_999_999_999, 8.999_999_999_999_99e15,
      9e15, 9e15.nextDown, 1e300, -1e300, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
    ]
    for _ in 0..<5_000 {
      let value =
        Double.random(in: 0..<1, using: &rng) * Self.power(Int.random(in: -9...16, using: &rng))
      let half =
        (Double(Int.random(in: 0..<1_000_000, using: &rng)) + 0.5)
        / Self.power(Int.random(in: 0...6, using: &rng))
      values += [value, -value, half, -half]
    }
    for value in values {
      for places in 0...6 {
        #expect(
          FixedFormat.units(value, places: places) == Self.unsignedUnits(value, places: places),
          "\(value) \(places)")
      }
    }
    #expect(FixedFormat.units(2.5, places: 0) == 3)
    #expect(FixedFormat.units(-0.005, places: 2) == 1)
    #expect(FixedFormat.units(9e15, places: 0) == nil)
  }

  /// `value` with `decimals` places, as the integer and the fraction printed apart (for
  /// values that are exact in binary after scaling).
  static func reference(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let units = Int((value * scale).rounded(.toNearestOrAwayFromZero))
    guard decimals > 0 else { return String(units) }
    let whole = String(units / Int(scale))
    let fraction = String(units % Int(scale))
    return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  @Test("whole numbers", arguments: [0, 7, 10, -1, -10, 1234, Int.max, Int.min])
  func whole(value: Int) {
    let buffer = ByteBuffer()
    FixedFormat.append(value, to: buffer)
    #expect(buffer.string == String(value))
  }
}

@Suite("Byte buffer")
struct ByteBufferTests {
  @Test("appends of every kind, across many growths, keep every byte in order")
  func growth() {
    let buffer = ByteBuffer(capacity: 1)
    var expected: [UInt8] = []
    for i in 0..<2000 {
      switch i % 5 {
      case 0:
        buffer.append(UInt8(i % 256))
        expected.append(UInt8(i % 256))
      case 1:
        buffer.append("ab" as StaticString)
        expected += Array("ab".utf8)
      case 2:
        buffer.append("é\(i)")
        expected += Array("é\(i)".utf8)
      case 3:
        buffer.append(repeating: 0x2D, count: i % 7)
        expected += [UInt8](repeating: 0x2D, count: i % 7)
      default:
        buffer.append([1, 2, 3])
        expected += [1, 2, 3]
      }
    }
    #expect(buffer.count == expected.count)
    #expect(buffer.bytes == expected)
    buffer.removeAll()
    #expect(buffer.count == 0)
    buffer.append("ok" as StaticString)
    #expect(buffer.string == "ok")
  }

  @Test("a negative or zero repeat count appends nothing")
  func emptyRepeat() {
    let buffer = ByteBuffer()
    buffer.append(repeating: 0x20, count: 0)
    buffer.append(repeating: 0x20, count: -3)
    #expect(buffer.count == 0)
  }
}
