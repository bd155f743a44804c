// The parser's shortcuts for speed: numbers read without `Double(String)`, and
// duplicate keys found without hashing in small objects.

extension JSONParser {
  /// The value of a number without an exponent whose digits (at most 15, the point left out)
  /// and decimals (at most 22) make it exact: the digits as an integer and the power of ten
  /// are both exact doubles, so one correctly rounded division gives what `Double(text)`
  /// gives. Nil for other numbers, which `Double(text)` reads.
  static func exactDecimal<Bytes: Collection<UInt8>>(_ text: Bytes) -> Double? {
    var digits: Int64 = 0
    var count = 0
    var decimals = -1
    var negative = false
    for byte in text {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard count < 15 else { return nil }
        digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
        count += 1
        if decimals >= 0 { decimals += 1 }
      case UInt8(ascii: "."): decimals = 0
      case UInt8(ascii: "-"): negative = true
      default: return nil
      }
    }
    guard decimals <= 22 else { return nil }
    var value = Double(digits)
    if decimals > 0 { value /= powersOfTen[decimals] }
    return negative ? -value : value
  }

  /// 10^0 to 10^22, the powers of ten a double holds exactly.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The keys of an object being parsed, with the offsets of their first occurrences: while
  /// the object is small (most are) its members are searched in order and the offsets live on
  /// the parser's stack shared by every object being parsed (``keyOffsets``: no array made per
  /// object); a dictionary once it is not small.
  struct ObjectKeys {
    /// The size from which keys are hashed.
    static let hashedFrom = 16

    /// Where this object's offsets start on the shared stack.
    let base: Int
    private var table: [String: Int] = [:]

    init(base: Int) {
      self.base = base
    }

    /// Records `key` at `offset` (the object's next member, after `members`); the offset of
    /// its first occurrence when it is a duplicate (nothing is recorded then).
    mutating func insert(
      _ key: String, at offset: Int, members: [(key: String, value: JSONValue)],
      offsets: inout [Int]
    ) -> Int? {
      if table.isEmpty {
        for i in members.indices where members[i].key == key { return offsets[base + i] }
        offsets.append(offset)
        if members.count + 1 >= Self.hashedFrom {
          for i in members.indices { table[members[i].key] = offsets[base + i] }
          table[key] = offset
        }
        return nil
      }
      if let first = table[key] { return first }
      table[key] = offset
      return nil
    }
  }
}
