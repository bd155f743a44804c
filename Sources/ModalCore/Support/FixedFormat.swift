/// A fast fixed-decimal number formatter (no `String(format:)`, no Foundation): every number
/// the playground prints goes through it, so output is identical on every platform.
public enum FixedFormat {
  static let powers: [Double] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000]

  /// `value` rounded half away from zero to `decimals` places (0...6), e.g. `590.80`.
  /// Negative zero prints as zero; values beyond +-1e15 print in Swift's shortest form; NaN and
  /// infinities print as `nan`, `inf`, `-inf`.
  public static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = Swift.max(0, Swift.min(decimals, 6))
    let scale = powers[places]
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else { return value.description }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    append(value, decimals: places, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `format(value, decimals:)` to a byte buffer (the fast path of the step output).
  public static func append(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes.append(contentsOf: (value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")).utf8)
      return
    }
    let places = Swift.max(0, Swift.min(decimals, 6))
    let scaled = (abs(value) * powers[places]).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else {
      bytes.append(contentsOf: value.description.utf8)
      return
    }
    var units = UInt64(scaled)
    let negative = value < 0 && units != 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      var position = 32
      var written = 0
      repeat {
        if written == places && places > 0 {
          position -= 1
          buffer[position] = UInt8(ascii: ".")
        }
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(units % 10)
        units /= 10
        written += 1
      } while units > 0 || written <= places
      if negative {
        position -= 1
        buffer[position] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<32]))
    }
  }

  /// Appends a whole number in decimal.
  public static func append(_ value: Int, to bytes: inout [UInt8]) {
    var units = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var position = 24
      repeat {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(units % 10)
        units /= 10
      } while units > 0
      if value < 0 {
        position -= 1
        buffer[position] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<24]))
    }
  }

  /// Points: two decimals.
  public static func points(_ value: Double) -> String { format(value, decimals: 2) }

  /// Percents (fractions): three decimals.
  public static func percent(_ value: Double) -> String { format(value, decimals: 3) }
}
