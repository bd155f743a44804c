import ModalCore
import ModalSupport

/// A fixed grid of cells, one terminal column each, that the outline is drawn into.
///
/// A cell holds the UTF-8 bytes of one character packed into a `UInt32`, first byte lowest
/// (`packed(_:)`), so that writing the drawing out is a four-byte store per cell. A character
/// longer than four bytes (an emoji sequence) is kept in `extras`; its cell holds 0xFF (never a
/// UTF-8 byte) in the low byte and its index above. Writes outside the grid are ignored, which
/// is how every part of the drawing is clipped to the grid (and so to the style's width).
///
/// A painted canvas (colour on) also keeps each cell's `Highlight` (its raw value, 0 for none):
/// every write gives its cells the current `pen`, so a layer drawn over another takes its
/// colour too, and the writer wraps each run of a highlight in its sequence. An unpainted
/// canvas has no such array and writes exactly as before.
struct OutlineCanvas {
  /// The low byte of a cell that refers to `extras`.
  static let extraMark: UInt32 = 0xFF
  static let space: UInt32 = 0x20

  /// Columns per line.
  let width: Int
  /// Lines.
  let height: Int
  private(set) var cells: [UInt32]
  private(set) var extras: [String] = []
  /// Each cell's highlight (`Highlight.rawValue`, 0 for none), only when painted.
  private(set) var paints: [UInt8]?
  /// True when `paints` is kept (tested on every write: cheaper than unwrapping it).
  let painted: Bool
  /// The highlight every write gives its cells (0 for none); ignored when not painted.
  var pen: UInt8 = 0

  /// A grid of spaces, with a highlight per cell when `painted`.
  init(width: Int, height: Int, painted: Bool = false) {
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
    cells = [UInt32](repeating: Self.space, count: self.width * self.height)
    self.painted = painted
    if painted { paints = [UInt8](repeating: 0, count: cells.count) }
  }

  /// Sets the pen to a highlight (nil for none).
  mutating func usePen(_ highlight: Highlight?) { pen = highlight?.rawValue ?? 0 }

  /// The highlight of a cell (nil when none or not painted).
  func highlight(line: Int, column: Int) -> Highlight? {
    guard let paints, line >= 0, line < height, column >= 0, column < width else { return nil }
    return Highlight(rawValue: paints[line * width + column])
  }

  /// Gives one cell a highlight without changing its character (nothing when not painted).
  mutating func paint(_ highlight: Highlight?, line: Int, column: Int) {
    guard paints != nil, line >= 0, line < height, column >= 0, column < width else { return }
    paints?[line * width + column] = highlight?.rawValue ?? 0
  }

  /// The cell at a line and column (a space outside the grid).
  subscript(line: Int, column: Int) -> UInt32 {
    get {
      guard line >= 0, line < height, column >= 0, column < width else { return Self.space }
      return cells[line * width + column]
    }
    set {
      guard line >= 0, line < height, column >= 0, column < width else { return }
      cells[line * width + column] = newValue
      if painted { paints?[line * width + column] = pen }
    }
  }

  /// Writes `text` from a column on, clipped to the grid.
  mutating func put<Text: Collection<UInt32>>(_ text: Text, line: Int, column: Int) {
    var column = column
    for value in text {
      self[line, column] = value
      column += 1
    }
  }

  /// Fills columns `first...last` of a line with one value, clipped to the grid.
  mutating func fill(_ value: UInt32, line: Int, from first: Int, through last: Int) {
    guard line >= 0, line < height else { return }
    let lower = Swift.max(0, first)
    let upper = Swift.min(width - 1, last)
    guard lower <= upper else { return }
    let start = line * width + lower
    cells.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      (base + start).update(repeating: value, count: upper - lower + 1)
    }
    if painted {
      let pen = pen
      paints?.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        (base + start).update(repeating: pen, count: upper - lower + 1)
      }
    }
  }

  /// The cells of a text, one per character. Newlines and other control characters become
  /// spaces so that a label can never break a line.
  mutating func text(_ string: String) -> [UInt32] {
    var result: [UInt32] = []
    appendText(string, to: &result)
    return result
  }

  /// Appends the cells of a text (see `text(_:)`).
  mutating func appendText(_ string: String, to result: inout [UInt32]) {
    let utf8 = string.utf8
    if !utf8.contains(where: { $0 >= 0x80 }) {
      // ASCII: one byte, one character (a CR-LF pair becomes two spaces, still one cell each).
      result.reserveCapacity(result.count + utf8.count)
      for byte in utf8 {
        result.append(byte < 0x20 || byte == 0x7F ? Self.space : UInt32(byte))
      }
      return
    }
    for character in string {
      let scalars = character.unicodeScalars
      if character.isNewline
        || scalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
      {
        result.append(Self.space)
        continue
      }
      let bytes = character.utf8
      if bytes.count <= 4 {
        var value: UInt32 = 0
        var shift: UInt32 = 0
        for byte in bytes {
          value |= UInt32(byte) << shift
          shift += 8
        }
        result.append(value)
      } else {
        result.append(Self.extraMark | UInt32(truncatingIfNeeded: extras.count) << 8)
        extras.append(String(character))
      }
    }
  }

  /// The cell of a Unicode scalar: its UTF-8 bytes, first byte lowest.
  static func packed(_ scalar: Unicode.Scalar) -> UInt32 {
    var value: UInt32 = 0
    var shift: UInt32 = 0
    for byte in Character(scalar).utf8 {
      value |= UInt32(byte) << shift
      shift += 8
    }
    return value
  }

  /// The number of cells of a text (its characters).
  static func cellCount(_ string: String) -> Int {
    let utf8 = string.utf8
    return utf8.contains(where: { $0 >= 0x80 }) ? string.count : utf8.count
  }

  /// Writes a text from a column on (see `text(_:)`); when it has more than `limit` cells,
  /// only `limit - 1` of them and `ellipsis`. Returns the number of cells written.
  @discardableResult
  mutating func putText(
    _ string: String, line: Int, column: Int, limit: Int, ellipsis: UInt32
  ) -> Int {
    guard limit > 0 else { return 0 }
    let utf8 = string.utf8
    if utf8.contains(where: { $0 >= 0x80 }) {
      let cells = Self.truncated(text(string), to: limit, ellipsis: ellipsis)
      put(cells, line: line, column: column)
      return cells.count
    }
    let cut = utf8.count > limit
    var written = 0
    for byte in utf8 {
      if cut && written == limit - 1 { break }
      self[line, column + written] = byte < 0x20 || byte == 0x7F ? Self.space : UInt32(byte)
      written += 1
    }
    if cut {
      self[line, column + written] = ellipsis
      written += 1
    }
    return written
  }

  /// Appends the cells of a plain ASCII text (words of the drawing itself).
  static func appendASCII(_ string: StaticString, to cells: inout [UInt32]) {
    string.withUTF8Buffer { buffer in
      for byte in buffer { cells.append(UInt32(byte)) }
    }
  }

  /// Appends the decimal digits of an integer.
  static func appendInteger(_ value: Int, to cells: inout [UInt32]) {
    let zero = UInt32(UInt8(ascii: "0"))
    if value >= 0 && value < 10 {
      cells.append(zero + UInt32(value))
      return
    }
    if value < 0 { cells.append(UInt32(UInt8(ascii: "-"))) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    repeat {
      cells.append(zero + UInt32(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    } while divisor > 0
  }

  /// Appends a number of points: whole numbers without decimals, others with `decimals`
  /// (two by default), through `FixedFormat`.
  mutating func appendNumber(_ value: Double, decimals: Int = 2, to cells: inout [UInt32]) {
    if value == value.rounded(), Swift.abs(value) < 1e15 {
      Self.appendInteger(Int(value), to: &cells)
    } else {
      appendText(FixedFormat.format(value, decimals: decimals), to: &cells)
    }
  }

  /// `text` cut to at most `limit` cells, its last kept cell replaced by `ellipsis` when cut.
  static func truncated(_ text: [UInt32], to limit: Int, ellipsis: UInt32) -> [UInt32] {
    if text.count <= limit { return text }
    if limit <= 0 { return [] }
    return Array(text.prefix(limit - 1)) + [ellipsis]
  }

  /// The most bytes ``write(to:)`` writes: four are stored per cell (the cell's length is
  /// counted after), so there is room for the last store; a painted canvas may add a
  /// highlight's switch per cell and a reset per line.
  var byteCapacity: Int {
    var capacity = cells.count * 4 + height + 4
    for extra in extras { capacity += extra.utf8.count }
    if painted { capacity += (cells.count + height) * Highlight.longestSwitch }
    return capacity
  }

  /// Writes the drawing's UTF-8 bytes (each line without its trailing spaces, followed by
  /// "\n") to `start`, which has room for ``byteCapacity`` bytes; the number written. A painted
  /// canvas wraps each run of a highlight in its sequence, ending it before the newline.
  func write(to start: UnsafeMutablePointer<UInt8>) -> Int {
    if let paints {
      return paints.withUnsafeBufferPointer { writePainted(to: start, paints: $0) }
    }
    let width = self.width
    let height = self.height
    return cells.withUnsafeBufferPointer { cells in
      var count = 0
      for line in 0..<height {
        var index = line * width
        let end = Self.trimmedEnd(cells, line: line, width: width)
        while index < end {
          count = store(cells[index], to: start, at: count)
          index += 1
        }
        start[count] = 0x0A
        count += 1
      }
      return count
    }
  }

  /// ``write(to:)`` for a painted canvas: each run of a highlight between its sequence and the
  /// reset, which also comes before each newline.
  private func writePainted(
    to start: UnsafeMutablePointer<UInt8>, paints: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let width = self.width
    let height = self.height
    return cells.withUnsafeBufferPointer { cells in
      var count = 0
      for line in 0..<height {
        let end = Self.trimmedEnd(cells, line: line, width: width)
        var current: UInt8 = 0
        var index = line * width
        while index < end {
          if paints[index] != current {
            if current != 0 { count = Self.store(Highlight.reset, to: start, at: count) }
            current = paints[index]
            if let highlight = Highlight(rawValue: current) {
              count = Self.store(highlight.start, to: start, at: count)
            }
          }
          count = store(cells[index], to: start, at: count)
          index += 1
        }
        if current != 0 { count = Self.store(Highlight.reset, to: start, at: count) }
        start[count] = 0x0A
        count += 1
      }
      return count
    }
  }

  /// The end of a line's cells without its trailing spaces.
  @inline(__always)
  private static func trimmedEnd(_ cells: UnsafeBufferPointer<UInt32>, line: Int, width: Int)
    -> Int
  {
    let lineStart = line * width
    var end = lineStart + width
    while end > lineStart && cells[end - 1] == space { end -= 1 }
    return end
  }

  /// Writes one cell's UTF-8 bytes at `count` (a four-byte store for a packed cell, whose
  /// length is counted after); returns the count past them.
  @inline(__always)
  private func store(_ value: UInt32, to start: UnsafeMutablePointer<UInt8>, at count: Int) -> Int {
    if value < 0x80 {
      start[count] = UInt8(truncatingIfNeeded: value)
      return count + 1
    }
    if value & 0xFF != Self.extraMark {
      UnsafeMutableRawPointer(start).storeBytes(
        of: value.littleEndian, toByteOffset: count, as: UInt32.self)
      return count + (32 - value.leadingZeroBitCount + 7) >> 3
    }
    var count = count
    for byte in extras[Int(value >> 8)].utf8 {
      start[count] = byte
      count += 1
    }
    return count
  }

  /// Writes a highlight's sequence at `count`; returns the count past it.
  private static func store(
    _ sequence: StaticString, to start: UnsafeMutablePointer<UInt8>, at count: Int
  ) -> Int {
    sequence.withUTF8Buffer { buffer in
      var count = count
      for byte in buffer {
        start[count] = byte
        count += 1
      }
      return count
    }
  }

  /// Appends the drawing's UTF-8 bytes (as ``string()`` spells them) to `bytes`, without
  /// building a String (the shell writes bytes; this skips a UTF-8 validation per frame).
  func append(to bytes: ByteBuffer) {
    bytes.commit(write(to: bytes.reserve(byteCapacity)))
  }

  /// The drawing: each line without its trailing spaces, followed by "\n".
  func string() -> String {
    String(unsafeUninitializedCapacity: byteCapacity) { buffer in
      guard let start = buffer.baseAddress else { return 0 }
      return write(to: start)
    }
  }
}
