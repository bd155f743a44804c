/// One line of a script, as its source delivers it.
public enum ScriptLine: Hashable, Sendable {
  /// The line's text, without its terminator.
  case text(String)
  /// A line longer than the limit (in bytes), skipped without being held in memory.
  case tooLong(Int)
}

/// Where a script's lines come from, one at a time (a file read in chunks, or text in memory),
/// so that a script of a million lines runs in constant memory.
public protocol ScriptLineSource {
  /// The next line, or nil at the end.
  mutating func nextLine() -> ScriptLine?
}

/// The lines of a text in memory (`\n` or `\r\n` endings; a last line without one counts).
public struct TextLines: ScriptLineSource {
  /// The longest line accepted: 1 MiB.
  public static let maximumLineLength = 1 << 20

  let text: String
  var position: String.UTF8View.Index

  /// The lines of `text`.
  public init(_ text: String) {
    self.text = text
    self.position = text.utf8.startIndex
  }

  public mutating func nextLine() -> ScriptLine? {
    let utf8 = text.utf8
    guard position < utf8.endIndex else { return nil }
    let start = position
    var end = start
    while end < utf8.endIndex && utf8[end] != UInt8(ascii: "\n") { end = utf8.index(after: end) }
    position = end < utf8.endIndex ? utf8.index(after: end) : end
    var lineEnd = end
    if lineEnd > start && utf8[utf8.index(before: lineEnd)] == UInt8(ascii: "\r") {
      lineEnd = utf8.index(before: lineEnd)
    }
    let length = utf8.distance(from: start, to: lineEnd)
    if length > Self.maximumLineLength { return .tooLong(length) }
    return .text(String(text[start..<lineEnd]))
  }
}
