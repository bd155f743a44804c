/// A word of an input line, with the Character offset where it starts.
public struct Word: Hashable, Sendable {
  public var text: String
  public var offset: Int

  /// Creates a word.
  public init(_ text: String, offset: Int) {
    self.text = text
    self.offset = offset
  }
}

/// Why a line could not be split into words.
public struct WordsError: Error, Hashable, Sendable {
  public var message: String
  public var offset: Int
}

/// Splits an input line into words the way a shell does: whitespace separates words, single
/// quotes keep everything literally, double quotes keep spaces and allow `\"` and `\\`, a
/// backslash outside quotes escapes the next character, and an unquoted `#` at the start of a
/// word begins a comment.
public enum Words {
  /// The words of a line (empty for a blank or comment line).
  public static func split(_ line: String) throws(WordsError) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start = -1
    var quote: Character? = nil
    var quoteStart = 0
    var escaped = false
    var offset = 0
    for character in line {
      defer { offset += 1 }
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t", "\r", "\n":
        if start >= 0 {
          words.append(Word(current, offset: start))
          current = ""
          start = -1
        }
      case "#" where start < 0:
        return words
      case "'", "\"":
        if start < 0 { start = offset }
        quote = character
        quoteStart = offset
      case "\\":
        if start < 0 { start = offset }
        escaped = true
      default:
        if start < 0 { start = offset }
        current.append(character)
      }
    }
    if quote != nil {
      throw WordsError(message: "unterminated quote", offset: quoteStart)
    }
    if escaped {
      throw WordsError(
        message: "a backslash at the end of the line escapes nothing", offset: offset - 1)
    }
    if start >= 0 { words.append(Word(current, offset: start)) }
    return words
  }
}
