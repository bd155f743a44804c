#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wrapping rule of ``TextWrap`` over UTF-8 bytes: every step below is a loop
/// over the bytes of one buffer and writes into one output buffer, so wrapping costs a small
/// constant per byte (no grapheme breaking, no intermediate strings).
///
/// A character here is a Unicode scalar, as in ``TextWrap/columns(_:)``: text is split at the
/// bytes of a space or a line feed, and a word wider than a line is cut every `room` scalars.
/// For ASCII, the box and arrow glyphs and the escapes the program prints, a scalar is a
/// `Character`; a combining mark is not (it counts as a column, as `columns` always counted it,
/// and a space before one is a space).
extension TextWrap {
  /// The bytes a wrapping step reads.
  package typealias Bytes = UnsafeBufferPointer<UInt8>

  static let space = UInt8(ascii: " ")
  static let lineFeed = UInt8(ascii: "\n")
  static let escape: UInt8 = 0x1B

  /// Calls `body` with the UTF-8 bytes of `text` (its own storage when it has one).
  static func withBytes<S: StringProtocol, R>(_ text: S, _ body: (Bytes) -> R) -> R {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// The columns `bytes[range]` takes on a terminal: its scalars outside ANSI escapes.
  package static func columns(_ bytes: Bytes, _ range: Range<Int>) -> Int {
    var i = plainEnd(bytes, from: range.lowerBound, end: range.upperBound, stopAtSpace: false)
    var count = i - range.lowerBound
    let end = range.upperBound
    while i < end {
      let byte = bytes[i]
      if byte == escape {
        i = afterEscape(bytes, from: i, end: end)
        continue
      }
      // A scalar's first byte is not a continuation byte (10xxxxxx).
      if byte & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  /// The index after the scalar that starts at `i` (below `end`).
  @inline(__always)
  static func afterScalar(_ bytes: Bytes, _ i: Int, _ end: Int) -> Int {
    var next = i + 1
    while next < end && bytes[next] & 0xC0 == 0x80 { next += 1 }
    return next
  }

  /// The index after the escape sequence starting at `start` (an ESC): the scalar after the
  /// ESC (its `[`), then the scalars up to and including the first alphabetic one; `end` when
  /// the sequence is not closed before it.
  static func afterEscape(_ bytes: Bytes, from start: Int, end: Int) -> Int {
    guard start + 1 < end else { return end }
    var i = afterScalar(bytes, start + 1, end)
    while i < end {
      let next = afterScalar(bytes, i, end)
      if isAlphabetic(bytes, i..<next) { return next }
      i = next
    }
    return end
  }

  /// Whether the scalar in `bytes[range]` is alphabetic (a letter for ASCII).
  static func isAlphabetic(_ bytes: Bytes, _ range: Range<Int>) -> Bool {
    let byte = bytes[range.lowerBound]
    if byte < 0x80 {
      let lower = byte | 0x20
      return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }
    var iterator = Bytes(rebasing: bytes[range]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
    return scalar.properties.isAlphabetic
  }

  /// The index of the line feed ending the line that starts at `start`, or `end` (found by
  /// the C library's `memchr`, which reads a word or more at a time, where there is one).
  package static func lineEnd(_ bytes: Bytes, from start: Int, end: Int) -> Int {
    #if canImport(Glibc) || canImport(Darwin)
      guard start < end, let base = bytes.baseAddress else { return end }
      guard let found = memchr(base + start, Int32(lineFeed), end - start) else { return end }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    #else
      var i = start
      while i < end && bytes[i] != lineFeed { i += 1 }
      return i
    #endif
  }

  /// The end of the run of bytes from `start` that each take one column and stop nothing: ASCII
  /// from `!` on, and the space too unless `stopAtSpace` (not a control byte, so not an escape,
  /// and not a byte of a multi-byte scalar). Read 8 bytes at a time: the bytes of a report are
  /// nearly all of that kind, and the scans above then cost a fraction of an instruction a byte.
  @inline(__always)
  package static func plainEnd(_ bytes: Bytes, from start: Int, end: Int, stopAtSpace: Bool) -> Int
  {
    guard let base = bytes.baseAddress else { return start }
    // Below the bound (a control byte, or a space when `stopAtSpace`) or from 0x80 on.
    let bound: UInt64 = stopAtSpace ? 0x2121_2121_2121_2121 : 0x2020_2020_2020_2020
    let high: UInt64 = 0x8080_8080_8080_8080
    var i = start
    while i + 8 <= end {
      let x = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      // The lowest flagged byte is exact: a byte below the bound borrows only from those above
      // it (the classic "has a byte less than n" test, n <= 128).
      let stop = ((x &- bound) & ~x & high) | (x & high)
      if stop != 0 { return i + stop.trailingZeroBitCount / 8 }
      i += 8
    }
    let low = UInt8(truncatingIfNeeded: bound)
    while i < end && bytes[i] &- low < 0x80 &- low { i += 1 }
    return i
  }

  /// The number of spaces `bytes[range]` starts with.
  static func leadingSpaces(_ bytes: Bytes, _ range: Range<Int>) -> Int {
    var i = range.lowerBound
    while i < range.upperBound && bytes[i] == space { i += 1 }
    return i - range.lowerBound
  }

  /// Calls `body` with each word of `bytes[range]` (the runs of bytes between spaces) and its
  /// columns, counted while it is found (by ``columns(_:_:)`` when it holds an escape).
  static func forEachWord(
    _ bytes: Bytes, _ range: Range<Int>, _ body: (_ word: Range<Int>, _ columns: Int) -> Void
  ) {
    var i = range.lowerBound
    while let (word, columns) = nextWord(bytes, from: i, end: range.upperBound) {
      body(word, columns)
      i = word.upperBound
    }
  }

  /// The first word of `bytes[start..<end]` (after any spaces) and its columns, nil when there
  /// is none.
  @inline(__always)
  static func nextWord(_ bytes: Bytes, from start: Int, end: Int) -> (Range<Int>, Int)? {
    var i = start
    while i < end && bytes[i] == space { i += 1 }
    let first = i
    // Printable ASCII first, 8 bytes at a time (a column a byte), then byte by byte.
    i = plainEnd(bytes, from: i, end: end, stopAtSpace: true)
    var count = i - first
    var escaped = false
    while i < end {
      let byte = bytes[i]
      if byte == space { break }
      if byte & 0xC0 != 0x80 { count += 1 }
      if byte == escape { escaped = true }
      i += 1
    }
    guard i > first else { return nil }
    return (first..<i, escaped ? columns(bytes, first..<i) : count)
  }

  /// Whether `bytes[range]` is printable ASCII (a column a byte: no control byte, so no escape,
  /// and no byte of a multi-byte scalar) with no two spaces in a row: then the words that fit
  /// on a line are found from where the line ends (``fittingEnd(_:after:columns:end:)``).
  /// Read 8 bytes at a time.
  package static func isSingleSpacedPlain(_ bytes: Bytes, _ range: Range<Int>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let high: UInt64 = 0x8080_8080_8080_8080
    let spaces: UInt64 = 0x2020_2020_2020_2020
    var i = range.lowerBound
    // 0x80 in the low byte when the byte before the 8 read is a space.
    var carry: UInt64 = 0
    while i + 8 <= range.upperBound {
      let x = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      // 0x80 in each byte that is a space (no carry crosses a byte).
      let y = x ^ spaces
      let isSpace = ~(((y & low) &+ low) | y | low)
      // A byte below 0x20 (a borrow flags a byte only above one), one from 0x80, or a space
      // after a space.
      let stop = ((x &- spaces) & ~x) | x | (isSpace & ((isSpace << 8) | carry))
      if stop & high != 0 { return false }
      carry = isSpace >> 56
      i += 8
    }
    var afterSpace = carry != 0
    while i < range.upperBound {
      let byte = bytes[i]
      if byte < space || byte >= 0x80 || (afterSpace && byte == space) { return false }
      afterSpace = byte == space
      i += 1
    }
    return true
  }

  /// In ``isSingleSpacedPlain(_:_:)`` bytes, after a word that ends at `start` (below `end`):
  /// the end of the last word that fits in `columns` columns after it (the spaces between
  /// included), or `start` when none does.
  package static func fittingEnd(_ bytes: Bytes, after start: Int, columns: Int, end: Int) -> Int {
    let limit = start + columns
    if limit >= end { return bytes[end - 1] == space ? end - 1 : end }
    if bytes[limit] == space { return limit }
    var stop = limit - 1
    while stop > start && bytes[stop] != space { stop -= 1 }
    return stop
  }

  /// Whether every line of `bytes[range]` is at most `width` columns wide. A line of at most
  /// `width` bytes fits (a column takes one byte or more) and is not counted.
  package static func linesFit(_ bytes: Bytes, _ range: Range<Int>, width: Int) -> Bool {
    var start = range.lowerBound
    let end = range.upperBound
    while start < end {
      let stop = lineEnd(bytes, from: start, end: end)
      if stop - start > width && columns(bytes, start..<stop) > width { return false }
      start = stop + 1
    }
    return true
  }

  /// Lays pieces of text on lines by the rule of a ``LineFill``, writing them to `out`: after
  /// their gap, or on a new line after the indent.
  struct Placer {
    var fill: LineFill
    /// The widest a part may be: a line after the indent (at least one column).
    let room: Int
    let out: ByteBuffer

    init(limit: Int, indent: Int, column: Int, out: ByteBuffer) {
      fill = LineFill(limit: limit, indent: indent, column: column)
      room = Swift.max(1, limit - indent)
      self.out = out
    }

    /// Places the piece `bytes[range]` after a gap of `gap` columns; one wider than `room` is
    /// cut into parts (see ``cut(_:_:gap:)``).
    mutating func piece(_ bytes: Bytes, _ range: Range<Int>, gap: Int) {
      piece(bytes, range, columns: TextWrap.columns(bytes, range), gap: gap)
    }

    /// Places a piece whose columns are known.
    mutating func piece(_ bytes: Bytes, _ range: Range<Int>, columns width: Int, gap: Int) {
      if width <= room {
        part(bytes, range, columns: width, gap: gap)
      } else {
        cut(bytes, range, gap: gap)
      }
    }

    /// Writes one part `columns` wide: after its gap, or on a new line after the indent.
    mutating func part(_ bytes: Bytes, _ range: Range<Int>, columns: Int, gap: Int) {
      let first = fill.empty
      if fill.place(columns, gap: gap) {
        out.append(TextWrap.lineFeed)
        out.append(repeating: TextWrap.space, count: fill.lineIndent)
      } else if !first {
        out.append(repeating: TextWrap.space, count: gap)
      }
      out.append(Bytes(rebasing: bytes[range]))
    }

    /// Places each word of `bytes[range]` (see ``TextWrap/forEachWord(_:_:_:)``) after a gap of
    /// one column, as ``piece(_:_:columns:gap:)`` would one by one; words that stay on the line
    /// and are one space apart in `bytes` are written with one copy when their run ends. When
    /// `plain` (the range is ``TextWrap/isSingleSpacedPlain(_:_:)``), the words that still fit
    /// on a line are placed at once, found from where the line ends (a column is a byte there).
    mutating func words(_ bytes: Bytes, _ range: Range<Int>, plain: Bool) {
      let end = range.upperBound
      var run = range.lowerBound..<range.lowerBound  // placed, not yet written
      while true {
        // Every word placed so far was at most `room` wide, and so is each that fits after
        // them once the line is at its indent.
        let left = fill.limit - fill.column
        if plain && !run.isEmpty && run.upperBound < end && fill.column >= fill.indent && left > 1 {
          let fitting = TextWrap.fittingEnd(bytes, after: run.upperBound, columns: left, end: end)
          if fitting > run.upperBound {
            _ = fill.place(fitting - run.upperBound - 1, gap: 1)
            run = run.lowerBound..<fitting
          }
        }
        guard let (word, width) = TextWrap.nextWord(bytes, from: run.upperBound, end: end) else {
          break
        }
        guard width <= room else {
          out.append(Bytes(rebasing: bytes[run]))
          run = word.upperBound..<word.upperBound
          cut(bytes, word, gap: 1)
          continue
        }
        let first = fill.empty
        let broke = fill.place(width, gap: 1)
        if !broke && !first && !run.isEmpty && word.lowerBound == run.upperBound + 1 {
          run = run.lowerBound..<word.upperBound  // the space between is in `bytes`
          continue
        }
        out.append(Bytes(rebasing: bytes[run]))
        if broke {
          out.append(TextWrap.lineFeed)
          out.append(repeating: TextWrap.space, count: fill.lineIndent)
        } else if !first {
          out.append(TextWrap.space)
        }
        run = word
      }
      out.append(Bytes(rebasing: bytes[run]))
    }

    /// A word wider than a whole line, cut into parts of `room` scalars (escapes included)
    /// after the last `.`, `,`, `/` or `-` of a part, or before its last `(`, else at `room`;
    /// its parts follow each other with no gap.
    mutating func cut(_ bytes: Bytes, _ range: Range<Int>, gap: Int) {
      var partGap = gap
      func emit(_ part: Range<Int>) {
        self.part(bytes, part, columns: TextWrap.columns(bytes, part), gap: partGap)
        partGap = 0
      }
      var start = range.lowerBound
      var count = 0  // the scalars in start..<i
      var cut = -1  // where the part may be cut (none when negative) ...
      var before = 0  // ... and the scalars before it
      var i = start
      while i < range.upperBound {
        if count == room {
          if cut >= 0 && cut < i {
            emit(start..<cut)
            start = cut
            count -= before
          } else {
            emit(start..<i)
            start = i
            count = 0
          }
          cut = -1
        }
        let byte = bytes[i]
        if byte == UInt8(ascii: "(") && i > start {
          cut = i
          before = count
        }
        i = TextWrap.afterScalar(bytes, i, range.upperBound)
        count += 1
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: "-"):
          cut = i
          before = count
        default: break
        }
      }
      if start < range.upperBound { emit(start..<range.upperBound) }
    }
  }
}
