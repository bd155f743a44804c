import ModalCore
import ModalSupport

/// A fixed grid of cells, one terminal column each, that the outline is drawn into.
///
/// A cell holds the UTF-8 bytes of one Unicode scalar packed into a `UInt32`, first byte
/// lowest (`packed(_:)`), so that writing the drawing out is a four-byte store per cell and a
/// length read from the first byte. A character of several scalars (a letter and its combining
/// accent, an emoji sequence) is kept in `extras`; its cell holds 0xFF (never a UTF-8 byte) in
/// the low byte and its index above. Writes outside the grid are ignored, which
/// is how every part of the drawing is clipped to the grid (and so to the style's width).
///
/// A painted canvas (colour on) also keeps each cell's `Highlight` (its raw value, 0 for none):
/// every write gives its cells the current `pen`, so a layer drawn over another takes its
/// colour too, and the writer wraps each run of a highlight in its sequence. An unpainted
/// canvas has no such grid: it writes plain text.
///
/// The grids are one allocation each, written through their pointers after a bounds check: a
/// frame writes hundreds of cells, and an array's uniqueness and bounds checks cost several
/// times the store itself. A reference type that owns them (one canvas a drawing, never
/// shared); like `ByteBuffer`, its changing state (the pen, the extras) is kept behind a
/// pointer so that writes do not pay for the dynamic exclusivity checks of a class's `var`
/// properties.
final class OutlineCanvas {
  /// The low byte of a cell that refers to `extras`.
  static let extraMark: UInt32 = 0xFF
  static let space: UInt32 = 0x20

  /// Columns per line.
  let width: Int
  /// Lines.
  let height: Int
  /// The cells, line after line (`width x height` of them); read by the writer
  /// (`OutlineCanvasWriter.swift`), written only through the methods below.
  let cells: UnsafeMutablePointer<UInt32>
  /// Each cell's highlight (`Highlight.rawValue`, 0 for none), only when painted; like
  /// `cells`, read by the writer.
  let paints: UnsafeMutablePointer<UInt8>?

  /// What changes besides the cells.
  private struct State {
    var pen: UInt8 = 0
    var extras: [String] = []
  }

  private let state: UnsafeMutablePointer<State>

  /// A grid of spaces, with a highlight per cell when `painted`.
  init(width: Int, height: Int, painted: Bool = false) {
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
    let count = self.width * self.height
    cells = UnsafeMutablePointer<UInt32>.allocate(capacity: Swift.max(1, count))
    cells.initialize(repeating: Self.space, count: count)
    if painted {
      let paints = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(1, count))
      paints.initialize(repeating: 0, count: count)
      self.paints = paints
    } else {
      paints = nil
    }
    state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(to: State())
  }

  deinit {
    cells.deallocate()
    paints?.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// The highlight every write gives its cells (0 for none); ignored when not painted.
  var pen: UInt8 {
    get { state.pointee.pen }
    set { state.pointee.pen = newValue }
  }

  /// The characters longer than four bytes, which their cells refer to.
  var extras: [String] { state.pointee.extras }

  /// The number of cells.
  var count: Int { width * height }

  /// True when each cell keeps a highlight.
  var painted: Bool { paints != nil }

  /// Sets the pen to a highlight (nil for none).
  func usePen(_ highlight: Highlight?) { pen = highlight?.rawValue ?? 0 }

  /// The index of a cell, or nil outside the grid.
  @inline(__always)
  private func index(line: Int, column: Int) -> Int? {
    guard UInt(bitPattern: line) < UInt(bitPattern: height),
      UInt(bitPattern: column) < UInt(bitPattern: width)
    else { return nil }
    return line &* width &+ column
  }

  /// The highlight of a cell (nil when none or not painted).
  func highlight(line: Int, column: Int) -> Highlight? {
    guard let paints, let index = index(line: line, column: column) else { return nil }
    return Highlight(rawValue: paints[index])
  }

  /// Gives one cell a highlight without changing its character (nothing when not painted).
  func paint(_ highlight: Highlight?, line: Int, column: Int) {
    guard let paints, let index = index(line: line, column: column) else { return }
    paints[index] = highlight?.rawValue ?? 0
  }

  /// The cell at a line and column (a space outside the grid).
  subscript(line: Int, column: Int) -> UInt32 {
    @inline(__always) get {
      guard let index = index(line: line, column: column) else { return Self.space }
      return cells[index]
    }
    @inline(__always) set {
      guard let index = index(line: line, column: column) else { return }
      cells[index] = newValue
      if let paints { paints[index] = state.pointee.pen }
    }
  }

  /// Writes `text` from a column on, clipped to the grid.
  func put<Text: Collection<UInt32>>(_ text: Text, line: Int, column: Int) {
    var column = column
    for value in text {
      self[line, column] = value
      column += 1
    }
  }

  /// Fills columns `first...last` of a line with one value, clipped to the grid.
  func fill(_ value: UInt32, line: Int, from first: Int, through last: Int) {
    guard line >= 0, line < height else { return }
    let lower = Swift.max(0, first)
    let upper = Swift.min(width - 1, last)
    guard lower <= upper else { return }
    let start = line * width + lower
    (cells + start).update(repeating: value, count: upper - lower + 1)
    if let paints {
      (paints + start).update(repeating: state.pointee.pen, count: upper - lower + 1)
    }
  }

  /// The cells of a text, one per character. Newlines and other control characters become
  /// spaces so that a label can never break a line.
  func text(_ string: String) -> [UInt32] {
    var result: [UInt32] = []
    appendText(string, to: &result)
    return result
  }

  /// The cell of an ASCII byte: control characters become spaces.
  @inline(__always)
  static func asciiCell(_ byte: UInt8) -> UInt32 {
    byte < 0x20 || byte == 0x7F ? space : UInt32(byte)
  }

  /// Calls `body` with a text's UTF-8 bytes when it is plain ASCII (one byte, one cell);
  /// nil when it is not. Reading the bytes whole is several times cheaper than iterating the
  /// String's UTF-8 view.
  static func withASCII<Result>(
    _ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    var string = string
    return string.withUTF8 { bytes in
      bytes.contains(where: { $0 >= 0x80 }) ? Result?.none : body(bytes)
    }
  }

  /// True when a text is plain ASCII (one byte, one cell).
  static func isASCII(_ string: String) -> Bool { withASCII(string) { _ in true } ?? false }

  /// Appends the cells of a text (see `text(_:)`).
  func appendText(_ string: String, to result: inout [UInt32]) {
    let ascii: Void? = Self.withASCII(string) { bytes in
      // ASCII: one byte, one character (a CR-LF pair becomes two spaces, still one cell each).
      result.reserveCapacity(result.count + bytes.count)
      for byte in bytes { result.append(Self.asciiCell(byte)) }
    }
    if ascii != nil { return }
    for character in string {
      let scalars = character.unicodeScalars
      if character.isNewline
        || scalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
      {
        result.append(Self.space)
        continue
      }
      let bytes = character.utf8
      if scalars.count == 1 {
        var value: UInt32 = 0
        var shift: UInt32 = 0
        for byte in bytes {
          value |= UInt32(byte) << shift
          shift += 8
        }
        result.append(value)
      } else {
        result.append(Self.extraMark | UInt32(truncatingIfNeeded: extras.count) << 8)
        state.pointee.extras.append(String(character))
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
    isASCII(string) ? string.utf8.count : string.count
  }

  /// Writes a text from a column on (see `text(_:)`); when it has more than `limit` cells,
  /// only `limit - 1` of them and `ellipsis`. Returns the number of cells written.
  @discardableResult
  func putText(
    _ string: String, line: Int, column: Int, limit: Int, ellipsis: UInt32
  ) -> Int {
    guard limit > 0 else { return 0 }
    let ascii = Self.withASCII(string) { bytes in
      let cut = bytes.count > limit
      var written = 0
      for byte in bytes {
        if cut && written == limit - 1 { break }
        self[line, column + written] = Self.asciiCell(byte)
        written += 1
      }
      if cut {
        self[line, column + written] = ellipsis
        written += 1
      }
      return written
    }
    if let ascii { return ascii }
    let cells = Self.truncated(text(string), to: limit, ellipsis: ellipsis)
    put(cells, line: line, column: column)
    return cells.count
  }

  /// Writes the cells of a text from `column` up to (not including) `end`, without an
  /// ellipsis; the column after the last one written. Returns `end` when the text was cut.
  func putClipped(_ string: String, line: Int, column: Int, end: Int) -> Int {
    guard column < end else { return column }
    let ascii = Self.withASCII(string) { bytes in
      var column = column
      for byte in bytes {
        guard column < end else { break }
        self[line, column] = Self.asciiCell(byte)
        column += 1
      }
      return column
    }
    if let ascii { return ascii }
    let cells = text(string).prefix(end - column)
    put(cells, line: line, column: column)
    return column + cells.count
  }

  /// Appends the cells of a plain ASCII text (words of the drawing itself).
  static func appendASCII(_ string: StaticString, to cells: inout [UInt32]) {
    string.withUTF8Buffer { buffer in
      for byte in buffer { cells.append(UInt32(byte)) }
    }
  }

  /// Writes a plain ASCII text from `column` up to (not including) `end`; the column after
  /// the last one written.
  func putASCII(_ string: StaticString, line: Int, column: Int, end: Int) -> Int {
    string.withUTF8Buffer { buffer in
      var column = column
      for byte in buffer where column < end {
        self[line, column] = UInt32(byte)
        column += 1
      }
      return column
    }
  }

  /// The number of decimal digits of an integer, its sign included.
  static func integerCellCount(_ value: Int) -> Int {
    var count = value < 0 ? 2 : 1
    var magnitude = value.magnitude
    while magnitude >= 10 {
      magnitude /= 10
      count += 1
    }
    return count
  }

  /// Calls `cell` with each cell of the decimal digits of an integer, sign first.
  @inline(__always)
  static func forEachDigit(of value: Int, _ cell: (UInt32) -> Void) {
    let zero = UInt32(UInt8(ascii: "0"))
    if value >= 0 && value < 10 {
      cell(zero + UInt32(value))
      return
    }
    if value < 0 { cell(UInt32(UInt8(ascii: "-"))) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    repeat {
      cell(zero + UInt32(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    } while divisor > 0
  }

  /// Appends the decimal digits of an integer.
  static func appendInteger(_ value: Int, to cells: inout [UInt32]) {
    forEachDigit(of: value) { cells.append($0) }
  }

  /// Writes the digits of an integer from `column` up to (not including) `end`; the column
  /// after the last one written.
  func putInteger(_ value: Int, line: Int, column: Int, end: Int) -> Int {
    var column = column
    Self.forEachDigit(of: value) { cell in
      if column < end {
        self[line, column] = cell
        column += 1
      }
    }
    return column
  }

  /// A number of points as an integer when it is whole (and small enough to be exact): such
  /// numbers are written without decimals.
  static func wholeNumber(_ value: Double) -> Int? {
    value == value.rounded() && Swift.abs(value) < 1e15 ? Int(value) : nil
  }

  /// The number of cells of a number of points: whole numbers without decimals, others with
  /// `decimals` (two by default), through `FixedFormat`.
  static func numberCellCount(_ value: Double, decimals: Int = 2) -> Int {
    if let whole = wholeNumber(value) { return integerCellCount(whole) }
    return cellCount(FixedFormat.format(value, decimals: decimals))
  }

  /// Writes a number of points as `numberCellCount` counts it from `column` up to (not
  /// including) `end`; the column after the last one written.
  func putNumber(_ value: Double, decimals: Int = 2, line: Int, column: Int, end: Int) -> Int {
    if let whole = Self.wholeNumber(value) {
      return putInteger(whole, line: line, column: column, end: end)
    }
    return putClipped(
      FixedFormat.format(value, decimals: decimals), line: line, column: column, end: end)
  }

  /// `text` cut to at most `limit` cells, its last kept cell replaced by `ellipsis` when cut.
  static func truncated(_ text: [UInt32], to limit: Int, ellipsis: UInt32) -> [UInt32] {
    if text.count <= limit { return text }
    if limit <= 0 { return [] }
    return Array(text.prefix(limit - 1)) + [ellipsis]
  }
}
