extension Outline {
  /// What each glyph of the outline means (`help outline`), in the box-drawing set or the
  /// `--ascii` one: the glyphs of an element separated by spaces, and its meaning. Generated
  /// from `OutlineGlyphs.legend`, beside the glyphs themselves.
  public static func legend(ascii: Bool) -> [(glyphs: String, meaning: String)] {
    let glyphs: OutlineGlyphs = ascii ? .ascii : .unicode
    return glyphs.legend.map { entry in
      (entry.glyphs.map(text(of:)).joined(separator: " "), entry.meaning)
    }
  }

  /// The character of a canvas cell (`OutlineCanvas.packed(_:)`: UTF-8 bytes, first lowest).
  static func text(of cell: UInt32) -> String {
    var bytes: [UInt8] = []
    var rest = cell
    while rest != 0 {
      bytes.append(UInt8(truncatingIfNeeded: rest))
      rest >>= 8
    }
    return bytes.isEmpty ? " " : String(decoding: bytes, as: UTF8.self)
  }
}
