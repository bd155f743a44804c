import ModalSupport

// Writing a canvas out: its cells' UTF-8 bytes, line by line, in one pass over the grid.
extension OutlineCanvas {
  /// The most bytes ``write(to:)`` writes: four are stored per cell (the cell's length is
  /// counted after), so there is room for the last store; a painted canvas may add a
  /// highlight's switch per cell and a reset per line.
  var byteCapacity: Int {
    var capacity = count * 4 + height + 4
    for extra in extras { capacity += extra.utf8.count }
    if painted { capacity += (count + height) * Highlight.longestSwitch }
    return capacity
  }

  /// Writes the drawing's UTF-8 bytes (each line without its trailing spaces, followed by
  /// "\n") to `start`, which has room for ``byteCapacity`` bytes; the number written. A painted
  /// canvas wraps each run of a highlight in its sequence, ending it before the newline.
  func write(to start: UnsafeMutablePointer<UInt8>) -> Int {
    if let paints { return writePainted(to: start, paints: paints) }
    let plain = extras.isEmpty
    let cells = self.cells
    return Self.lengths.withUnsafeBufferPointer { lengths in
      var count = 0
      for line in 0..<height {
        var index = line * width
        let end = trimmedEnd(line: line)
        if plain {
          // No cell refers to `extras`: a four-byte store and a length per cell.
          // Wrapping arithmetic: the count stays within the capacity, the index within a line.
          while index < end {
            let value = cells[index]
            UnsafeMutableRawPointer(start + count).storeBytes(
              of: value.littleEndian, as: UInt32.self)
            count &+= Int(lengths[Int(value & 0xFF)])
            index &+= 1
          }
        } else {
          while index < end {
            count = store(cells[index], to: start, at: count)
            index += 1
          }
        }
        start[count] = 0x0A
        count += 1
      }
      return count
    }
  }

  /// The length of a UTF-8 sequence by its first byte, which is a packed cell's length (it
  /// holds one scalar); 1 for a byte that cannot start one (never a cell's first byte) and for
  /// a 0 cell (one NUL byte).
  static let lengths: [UInt8] = (0..<256).map { byte in
    byte < 0xC0 ? 1 : (byte < 0xE0 ? 2 : (byte < 0xF0 ? 3 : 4))
  }

  /// ``write(to:)`` for a painted canvas: each run of a highlight between its sequence and the
  /// reset, which also comes before each newline.
  private func writePainted(
    to start: UnsafeMutablePointer<UInt8>, paints: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var count = 0
    for line in 0..<height {
      let end = trimmedEnd(line: line)
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

  /// The end of a line's cells without its trailing spaces.
  @inline(__always)
  private func trimmedEnd(line: Int) -> Int {
    let lineStart = line * width
    var end = lineStart + width
    while end > lineStart && cells[end &- 1] == Self.space { end &-= 1 }
    return end
  }

  /// Writes a packed cell's UTF-8 bytes at `count` (a four-byte store, whose length is
  /// counted after: the bytes past it are overwritten by what follows); returns the count
  /// past them. The length is that of the sequence its first byte starts (`lengths`).
  @inline(__always)
  static func storePacked(_ value: UInt32, to start: UnsafeMutablePointer<UInt8>, at count: Int)
    -> Int
  {
    UnsafeMutableRawPointer(start + count).storeBytes(of: value.littleEndian, as: UInt32.self)
    return count + Int(lengths[Int(value & 0xFF)])
  }

  /// Writes one cell's UTF-8 bytes at `count`, a packed one or one in `extras`; returns the
  /// count past them.
  @inline(__always)
  private func store(_ value: UInt32, to start: UnsafeMutablePointer<UInt8>, at count: Int) -> Int {
    if value & 0xFF != Self.extraMark { return Self.storePacked(value, to: start, at: count) }
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
