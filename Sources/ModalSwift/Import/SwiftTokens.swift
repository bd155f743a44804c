import ModalCore

/// A place in a Swift source file, 1-based, for import reports (`Sheet.swift:12:7`).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

/// A token of the Swift subset `load FILE.swift` reads (issue 14): identifiers (keywords
/// included), numbers, strings, and punctuation / operators as their text.
public struct SwiftToken: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case identifier(String)
    case number(Double)
    case string(String)
    /// Punctuation or an operator: `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `.`, `=`, `\`,
    /// `->`, `==`, `!=`, `<=`, `>=`, `&&`, `||`, `+`, `-`, `*`, `/`, `<`, `>`, `?`, `!`, `&`,
    /// `@`, `#`, `;`.
    case symbol(String)
  }

  public var kind: Kind
  public var location: SourceLocation
  /// True when a newline separates this token from the previous one (statements end there).
  public var startsLine: Bool

  /// The token's text, for messages.
  public var text: String {
    switch kind {
    case .identifier(let name): name
    case .number(let value): LayoutValueSyntax.formatNumber(value)
    case .string(let text): "\"" + text + "\""
    case .symbol(let symbol): symbol
    }
  }
}

/// Splits Swift source into ``SwiftToken``s: comments and whitespace dropped, string literals
/// with their simple escapes, numbers with underscores and exponents. Never fails: a character
/// it does not know becomes a one-character symbol, which the readers then skip.
public enum SwiftLexer {
  static let twoCharacterSymbols: Set<String> = ["->", "==", "!=", "<=", ">=", "&&", "||", "..."]

  public static func tokenize(_ source: String) -> [SwiftToken] {
    let scalars = Array(source.unicodeScalars)
    var tokens: [SwiftToken] = []
    var i = 0
    var line = 1
    var lineStart = 0
    var newline = true
    func location(_ index: Int) -> SourceLocation {
      SourceLocation(line: line, column: index - lineStart + 1)
    }
    func add(_ kind: SwiftToken.Kind, at start: Int, _ where: SourceLocation) {
      tokens.append(SwiftToken(kind: kind, location: `where`, startsLine: newline))
      newline = false
    }
    while i < scalars.count {
      let c = scalars[i]
      if c == "\n" {
        line += 1
        i += 1
        lineStart = i
        newline = true
        continue
      }
      if c == " " || c == "\t" || c == "\r" {
        i += 1
        continue
      }
      // Comments.
      if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "/" {
        while i < scalars.count && scalars[i] != "\n" { i += 1 }
        continue
      }
      if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "*" {
        var depth = 0
        repeat {
          if scalars[i] == "/" && i + 1 < scalars.count && scalars[i + 1] == "*" {
            depth += 1
            i += 2
          } else if scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/" {
            depth -= 1
            i += 2
          } else {
            if scalars[i] == "\n" {
              line += 1
              lineStart = i + 1
              newline = true
            }
            i += 1
          }
        } while depth > 0 && i < scalars.count
        continue
      }
      let start = i
      let here = location(i)
      if isIdentifierStart(c) || c == "`" {
        let quoted = c == "`"
        if quoted { i += 1 }
        var name = ""
        while i < scalars.count && isIdentifierPart(scalars[i]) {
          name.unicodeScalars.append(scalars[i])
          i += 1
        }
        if quoted && i < scalars.count && scalars[i] == "`" { i += 1 }
        add(.identifier(name), at: start, here)
        continue
      }
      if isDigit(c) {
        var text = ""
        while i < scalars.count
          && (isDigit(scalars[i]) || scalars[i] == "_" || scalars[i] == "."
            || scalars[i] == "e" || scalars[i] == "E"
            || ((scalars[i] == "-" || scalars[i] == "+") && (text.last == "e" || text.last == "E")))
        {
          // A `.` not followed by a digit ends the number (`1.0.description`, `0...5`).
          if scalars[i] == "." && !(i + 1 < scalars.count && isDigit(scalars[i + 1])) { break }
          if scalars[i] != "_" { text.unicodeScalars.append(scalars[i]) }
          i += 1
        }
        add(.number(Double(text) ?? 0), at: start, here)
        continue
      }
      if c == "\"" {
        i += 1
        var text = ""
        while i < scalars.count && scalars[i] != "\"" && scalars[i] != "\n" {
          if scalars[i] == "\\" && i + 1 < scalars.count {
            i += 1
            switch scalars[i] {
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            case "0": text += "\0"
            case "u":
              // `\u{1B}`, as the exporters write what they escape.
              if let (scalar, end) = Self.unicodeEscape(scalars, from: i + 1) {
                text.unicodeScalars.append(scalar)
                i = end
              } else {
                text.unicodeScalars.append(scalars[i])
              }
            default: text.unicodeScalars.append(scalars[i])
            }
          } else {
            text.unicodeScalars.append(scalars[i])
          }
          i += 1
        }
        if i < scalars.count && scalars[i] == "\"" { i += 1 }
        add(.string(text), at: start, here)
        continue
      }
      if i + 2 < scalars.count, String(String.UnicodeScalarView(scalars[i...(i + 2)])) == "..." {
        i += 3
        add(.symbol("..."), at: start, here)
        continue
      }
      if i + 1 < scalars.count {
        let pair = String(String.UnicodeScalarView(scalars[i...(i + 1)]))
        if twoCharacterSymbols.contains(pair) {
          i += 2
          add(.symbol(pair), at: start, here)
          continue
        }
      }
      i += 1
      add(.symbol(String(c)), at: start, here)
    }
    return tokens
  }

  /// The scalar of `{HEX}` at `start` (after `\u`) and the index of its `}`; nil when it is not
  /// one (then the text reads as it is).
  static func unicodeEscape(_ scalars: [Unicode.Scalar], from start: Int) -> (Unicode.Scalar, Int)?
  {
    guard start < scalars.count, scalars[start] == "{" else { return nil }
    var value: UInt32 = 0
    var i = start + 1
    // At most 8 digits: a UInt32 holds them.
    while i < scalars.count, i - start <= 8, let digit = UInt32(String(scalars[i]), radix: 16) {
      value = value * 16 + digit
      i += 1
    }
    guard i > start + 1, i < scalars.count, scalars[i] == "}", let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, i)
  }

  static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
  static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
    (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c == "$"
  }
  static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
    isIdentifierStart(c) || isDigit(c)
  }
}
