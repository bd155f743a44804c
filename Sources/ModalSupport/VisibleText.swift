/// Text that did not come from modalplay (a config's keys, names, descriptions and pages, file
/// names, script lines, `.expected` files) written as data into any output: a terminal, an
/// XML or HTML file, a Swift comment.
///
/// Such text may hold characters that act instead of showing: an escape sequence retitles or
/// clears a terminal, a line break ends a Swift `//` comment (what follows becomes code), a
/// C0 control makes an XML file unreadable. Each of them is written as `\u{1B}` (its code in
/// hex, the form Swift reads back in a string literal), so that the reader sees what is there
/// and nothing acts. Every writer of outside text uses this one set and this one form.
public enum VisibleText {
  /// Whether `scalar` is written as `\u{...}`: the C0 controls (tab and line feed too: a key or
  /// a name is one line), DEL, the C1 controls, U+2028 and U+2029 (line and paragraph
  /// separators, which some readers take as line breaks), and U+FFFE and U+FFFF (not
  /// characters, and not allowed in XML).
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value <= 0x9F) { return true }
    return value == 0x2028 || value == 0x2029 || value == 0xFFFE || value == 0xFFFF
  }

  /// `\u{1B}`: the scalar's code in upper-case hex, as Swift writes it.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// `text` with every hidden scalar (``isHidden(_:)``) as `\u{...}`; line feeds stay when
  /// `keepingLineBreaks` (a file's lines, a multi-line message). The text itself when nothing
  /// is hidden, the common case.
  public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard needsEscaping(text, keepingLineBreaks: keepingLineBreaks) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isHidden(scalar) && !(keepingLineBreaks && scalar == "\n") {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Appends ``visible(_:keepingLineBreaks:)`` of `text` to `bytes`, without a copy when
  /// nothing is hidden.
  package static func append(_ text: String, to bytes: ByteBuffer) {
    if needsEscaping(text, keepingLineBreaks: false) {
      bytes.append(visible(text))
    } else {
      bytes.append(text)
    }
  }

  /// True when `text` holds a hidden scalar (other than a line feed when `keepingLineBreaks`).
  /// A scan of the UTF-8 bytes in place (this runs on every key and name of every step): a
  /// hidden scalar is a byte below 0x20 or 0x7F, or starts with 0xC2 (C1), 0xE2 (U+2028/9) or
  /// 0xEF (U+FFFE/F); the rare lead bytes are checked in full.
  static func needsEscaping(_ text: String, keepingLineBreaks: Bool) -> Bool {
    let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var mayHide = false
      var index = 0
      // Eight bytes at a time while none is below 0x20 or above 0x7E (plain ASCII, the
      // common case); a word that has one is checked byte by byte below.
      if let base = UnsafeRawPointer(bytes.baseAddress) {
        while index + 8 <= bytes.count
          && !mayBeHidden(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        {
          index += 8
        }
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte < 0x20 {
          if byte == 0x0A && keepingLineBreaks { continue }
          return true
        }
        if byte >= 0x7F && (byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF) {
          if byte == 0x7F { return true }
          mayHide = true
        }
      }
      return mayHide ? nil : false
    }
    if let scanned, let found = scanned { return found }
    return text.unicodeScalars.contains {
      isHidden($0) && !(keepingLineBreaks && $0 == "\n")
    }
  }

  /// True when one of the eight bytes of `word` is below 0x20, is 0x7F or is 0x80 or above
  /// (the bytes a hidden scalar may start with, and more); false only when none is.
  @inline(__always)
  static func mayBeHidden(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte below 0x20 borrows into its high bit (the first such byte always does).
    let control = (word &- 0x20 &* ones) & ~word & highs
    // A byte of 0x7F is a zero byte of word ^ 0x7F7F...
    let flipped = word ^ (0x7F &* ones)
    let delete = (flipped &- ones) & ~flipped & highs
    return (control | delete | (word & highs)) != 0
  }

  /// Text for XML 1.0 and HTML, as character data or inside a double- or single-quoted
  /// attribute: `& < > " '` as entities; a line feed and a tab as character references in an
  /// attribute (where a parser would turn them into spaces) and as they are in character data;
  /// a carriage return as `&#13;` (a parser would drop it); every other hidden scalar (the ones
  /// XML forbids among them) as `\u{...}`. The SVG writers, the JUnit report and the HTML page
  /// all write outside text through this.
  public static func xml(_ text: String, attribute: Bool = true) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case "\r": out += "&#13;"
      default:
        if isHidden(scalar) {
          out += escape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
