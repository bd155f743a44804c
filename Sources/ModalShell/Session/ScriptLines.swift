/// One line of a script, as its source delivers it.
public enum ScriptLine: Hashable, Sendable {
  /// The line's text, without its terminator.
  case text(String)
  /// A line longer than the limit (in bytes), skipped without being held in memory.
  case tooLong(Int)
  /// A line whose bytes are not valid UTF-8: refused as binary data (a U+FFFD written in
  /// UTF-8 is valid text).
  case notUTF8
}

/// Where a script's lines come from, one at a time (a file read in chunks, or text in memory),
/// so that a script of a million lines runs in constant memory.
public protocol ScriptLineSource {
  /// The next line, or nil at the end.
  mutating func nextLine() -> ScriptLine?
}

/// The lines of a text or of a file's bytes in memory (`\n` or `\r\n` endings; a last line
/// without one counts).
public struct TextLines: ScriptLineSource {
  /// The longest line accepted: 1 MiB.
  public static let maximumLineLength = 1 << 20

  let bytes: [UInt8]
  var position = 0

  /// The lines of `text`.
  public init(_ text: String) { self.bytes = Array(text.utf8) }

  /// The lines of a file's bytes, as they were read (invalid UTF-8 is not repaired).
  public init(bytes: [UInt8]) { self.bytes = bytes }

  public mutating func nextLine() -> ScriptLine? {
    guard position < bytes.count else { return nil }
    let start = position
    var end = start
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
    position = end < bytes.count ? end + 1 : end
    if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    if end - start > Self.maximumLineLength { return .tooLong(end - start) }
    return bytes.withUnsafeBufferPointer { all in
      Self.line(UnsafeBufferPointer(rebasing: all[start..<end]))
    }
  }

  /// A line's bytes as a line: its text, or ``ScriptLine/notUTF8``.
  public static func line(_ bytes: UnsafeBufferPointer<UInt8>) -> ScriptLine {
    var text = String(decoding: bytes, as: UTF8.self)
    // Decoding repairs invalid UTF-8, so the text has the same bytes only when it was valid.
    let valid = text.withUTF8 { $0.elementsEqual(bytes) }
    return valid ? .text(text) : .notUTF8
  }
}
