/// A word of an input line, with the UTF-8 byte offset where it starts.
public struct Word: Hashable, Sendable {
  public var text: String
  public var offset: Int

  /// Creates a word.
  public init(_ text: String, offset: Int) {
    self.text = text
    self.offset = offset
  }
}

/// Why a line could not be split into words (the offset is in UTF-8 bytes).
public struct WordsError: Error, Hashable, Sendable {
  public var message: String
  public var offset: Int
}

/// Splits an input line into words the way a shell does: whitespace separates words, single
/// quotes keep everything literally, double quotes keep spaces and allow `\"` and `\\`, a
/// backslash outside quotes escapes the next character, and an unquoted `#` at the start of a
/// word begins a comment. Works on the UTF-8 bytes (every special character is ASCII).
public enum Words {
  /// The words of a line (empty for a blank or comment line).
  public static func split(_ line: String) throws(WordsError) -> [Word] {
    if let words = splitPlain(line) { return words }
    return try splitQuoted(line)
  }

  /// The full rules (quotes, escapes, comments), a byte at a time.
  static func splitQuoted(_ line: String) throws(WordsError) -> [Word] {
    var words: [Word] = []
    var current: [UInt8] = []
    var start = -1
    var quote: UInt8 = 0
    var quoteStart = 0
    var escaped = false
    var offset = 0
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    let backslash = UInt8(ascii: "\\")
    let single = UInt8(ascii: "'")
    let double = UInt8(ascii: "\"")
    for byte in line.utf8 {
      defer { offset += 1 }
      if escaped {
        current.append(byte)
        escaped = false
        continue
      }
      if quote != 0 {
        if byte == quote {
          quote = 0
        } else if byte == backslash && quote == double {
          escaped = true
        } else {
          current.append(byte)
        }
        continue
      }
      switch byte {
      case space, tab, UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        if start >= 0 {
          words.append(Word(String(decoding: current, as: UTF8.self), offset: start))
          current.removeAll(keepingCapacity: true)
          start = -1
        }
      case UInt8(ascii: "#") where start < 0:
        return words
      case single, double:
        if start < 0 { start = offset }
        quote = byte
        quoteStart = offset
      case backslash:
        if start < 0 { start = offset }
        escaped = true
      default:
        if start < 0 { start = offset }
        current.append(byte)
      }
    }
    if quote != 0 {
      throw WordsError(message: "unterminated quote", offset: quoteStart)
    }
    if escaped {
      throw WordsError(
        message: "a backslash at the end of the line escapes nothing", offset: offset - 1)
    }
    if start >= 0 { words.append(Word(String(decoding: current, as: UTF8.self), offset: start)) }
    return words
  }

  /// The common case, quickly: a line of plain words (no quote, backslash or `#`) separated
  /// by spaces and tabs, each word made straight from its bytes. Nil when the line needs the
  /// full rules.
  static func splitPlain(_ line: String) -> [Word]? {
    var line = line
    return line.withUTF8 { bytes -> [Word]? in
      var words: [Word] = []
      words.reserveCapacity(4)
      var start = -1
      for (offset, byte) in bytes.enumerated() {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
          if start >= 0 {
            words.append(
              Word(
                String(
                  decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self),
                offset: start))
            start = -1
          }
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "#"):
          return nil
        default:
          if start < 0 { start = offset }
        }
      }
      if start >= 0 {
        words.append(
          Word(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self),
            offset: start))
      }
      return words
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let bytes = utf8
    guard let first = bytes.first, let last = bytes.last else { return self }
    func blank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    if !blank(first) && !blank(last) { return self }
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end && blank(bytes[start]) { start = bytes.index(after: start) }
    while end > start && blank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
    return String(self[start..<end])
  }
}
