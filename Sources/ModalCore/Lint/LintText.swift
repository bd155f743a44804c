import ModalSupport

/// A message or hint of a finding written as an interpolated literal whose pieces are appended
/// as bytes: lint writes one for each of thousands of findings, and the standard
/// interpolation appends each piece to a `String` at several hundred instructions a piece.
///
/// `Lint.text("its percent \(percent(0)) is below \(snap: related)'s \(percent(1))")`.
struct LintText: ExpressibleByStringInterpolation {
  /// The text.
  let string: String

  init(stringLiteral value: StaticString) {
    string = value.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }

  init(stringInterpolation: Interpolation) { string = stringInterpolation.out.string }

  /// A measured number of a finding: the range it takes over the environments (nil when the
  /// check did not measure it, written `?`), with its decimals.
  struct Number {
    var span: Collector.Span?
    var decimals: Int

    /// As a string (``Lint/range(_:decimals:)``).
    var text: String {
      let out = ByteBuffer(capacity: 32)
      Lint.write(self, into: out)
      return out.string
    }
  }

  /// The pieces, appended to one buffer.
  struct Interpolation: StringInterpolationProtocol {
    typealias StringLiteralType = StaticString

    let out: ByteBuffer

    init(literalCapacity: Int, interpolationCount: Int) {
      out = ByteBuffer(capacity: literalCapacity + 16 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: StaticString) { out.append(literal) }

    mutating func appendInterpolation(_ text: String) { out.append(text) }

    /// `snap 3` (nothing for nil, as lint writes a missing related point).
    mutating func appendInterpolation(snap index: Int?) {
      guard let index else { return }
      out.append("snap " as StaticString)
      FixedFormat.append(index, to: out)
    }

    mutating func appendInterpolation(_ number: Number) { Lint.write(number, into: out) }
  }
}

extension Lint {
  /// The string of an interpolated literal written as ``LintText``.
  static func text(_ text: LintText) -> String { text.string }

  /// `a` when the range formats as one number, else `a to b`.
  static func range(_ values: Collector.Span, decimals: Int) -> String {
    LintText.Number(span: values, decimals: decimals).text
  }

  /// Appends a number as ``range(_:decimals:)`` writes it, `?` when it was not measured.
  static func write(_ number: LintText.Number, into out: ByteBuffer) {
    guard let span = number.span else { return out.append(UInt8(ascii: "?")) }
    // The same value formats the same (many numbers do not vary over the environments).
    if span.low == span.high {
      return FixedFormat.append(span.low, decimals: number.decimals, to: out)
    }
    let start = out.count
    FixedFormat.append(span.low, decimals: number.decimals, to: out)
    let low = out.count
    out.append(" to " as StaticString)
    let high = out.count
    FixedFormat.append(span.high, decimals: number.decimals, to: out)
    let same = out.withUnsafeBytes { bytes in
      guard bytes.count - high == low - start else { return false }
      for k in 0..<(low - start) where bytes[start + k] != bytes[high + k] { return false }
      return true
    }
    if same { out.truncate(to: low) }
  }
}
