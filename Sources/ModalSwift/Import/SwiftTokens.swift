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

/// A token of the Swift subset `load FILE.swift` reads: identifiers (keywords
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
  /// The line and column, kept in 32 bits each (a token takes 32 bytes instead of 48; a file
  /// of more than 4 billion lines or columns reads as at the last).
  private var line: UInt32
  private var column: UInt32
  /// True when a newline separates this token from the previous one (statements end there).
  public var startsLine: Bool

  /// Creates a token.
  public init(kind: Kind, location: SourceLocation, startsLine: Bool) {
    self.kind = kind
    line = UInt32(clamping: location.line)
    column = UInt32(clamping: location.column)
    self.startsLine = startsLine
  }

  /// Where the token starts.
  public var location: SourceLocation {
    get { SourceLocation(line: Int(line), column: Int(column)) }
    set {
      line = UInt32(clamping: newValue.line)
      column = UInt32(clamping: newValue.column)
    }
  }

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
/// it does not know becomes a one-character symbol, which the readers then skip. It reads the
/// source's UTF-8 in place (a column counts characters' scalars, not bytes), so its memory is
/// the tokens'.
public enum SwiftLexer {
  /// The tokens of `source`, all of them.
  public static func tokenize(_ source: String) -> [SwiftToken] {
    tokenize(source, limit: .max).tokens
  }

  /// The first `limit` tokens of `source`, and whether they are all of its tokens: a reader
  /// that keeps at most `limit` costs no more on a huge file than on a file of that many.
  public static func tokenize(_ source: String, limit: Int) -> (
    tokens: [SwiftToken], complete: Bool
  ) {
    var text = source
    return text.withUTF8 { bytes in
      var lexer = Lexer(bytes: bytes, limit: limit)
      lexer.run()
      return (lexer.tokens, lexer.complete)
    }
  }

  static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
  static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
      || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
      || c == UInt8(ascii: "$")
  }
  static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

  /// The symbols of two characters (and `...`), as their bytes.
  static let longSymbols: [[UInt8]] = ["...", "->", "==", "!=", "<=", ">=", "&&", "||"].map {
    Array($0.utf8)
  }

  /// One pass over the bytes.
  struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let limit: Int
    var tokens: [SwiftToken] = []
    var complete = true
    var i = 0
    var line = 1
    var newline = true
    /// The column of byte `columnIndex` of the current line (columns are counted up to each
    /// token from the previous one, so a line is counted once).
    var columnIndex = 0
    var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
      self.bytes = bytes
      self.limit = limit
    }

    func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func startLine(at index: Int) {
      line += 1
      columnIndex = index
      column = 1
      newline = true
    }

    mutating func location(_ index: Int) -> SourceLocation {
      while columnIndex < index {
        // A UTF-8 continuation byte is part of the scalar before it.
        if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
        columnIndex += 1
      }
      return SourceLocation(line: line, column: column)
    }

    /// Adds a token; false when the limit is reached (the token is not added).
    mutating func add(_ kind: SwiftToken.Kind, _ at: SourceLocation) -> Bool {
      guard tokens.count < limit else {
        complete = false
        return false
      }
      tokens.append(SwiftToken(kind: kind, location: at, startsLine: newline))
      newline = false
      return true
    }

    mutating func run() {
      while i < bytes.count {
        let c = bytes[i]
        if c == UInt8(ascii: "\n") {
          i += 1
          startLine(at: i)
          continue
        }
        if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
          i += 1
          continue
        }
        if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "/") {
          while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
          continue
        }
        if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
          comment()
          continue
        }
        let here = location(i)
        guard add(token(), here) else { return }
      }
    }

    /// A block comment, nested ones included, up to its end (or the file's).
    mutating func comment() {
      var depth = 0
      repeat {
        if bytes[i] == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
          depth += 1
          i += 2
        } else if bytes[i] == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/") {
          depth -= 1
          i += 2
        } else {
          i += 1
          if bytes[i - 1] == UInt8(ascii: "\n") { startLine(at: i) }
        }
      } while depth > 0 && i < bytes.count
    }

    /// The token at `i`, which moves past it.
    mutating func token() -> SwiftToken.Kind {
      let c = bytes[i]
      if SwiftLexer.isIdentifierStart(c) || c == UInt8(ascii: "`") {
        let quoted = c == UInt8(ascii: "`")
        if quoted { i += 1 }
        let start = i
        while i < bytes.count && SwiftLexer.isIdentifierPart(bytes[i]) { i += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        if quoted && byte(i) == UInt8(ascii: "`") { i += 1 }
        return .identifier(name)
      }
      if SwiftLexer.isDigit(c) { return number() }
      if c == UInt8(ascii: "\"") { return string() }
      for symbol in SwiftLexer.longSymbols
      where i + symbol.count <= bytes.count
        && symbol.indices.allSatisfy({ bytes[i + $0] == symbol[$0] })
      {
        i += symbol.count
        return .symbol(String(decoding: symbol, as: UTF8.self))
      }
      // One character: its scalar's bytes (a lead byte says how many follow).
      let length = c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
      let end = Swift.min(i + length, bytes.count)
      defer { i = end }
      return .symbol(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self))
    }

    /// Digits, `_`, a `.` before a digit, an exponent with its sign.
    mutating func number() -> SwiftToken.Kind {
      var text: [UInt8] = []
      while let c = byte(i) {
        let exponentSign =
          (c == UInt8(ascii: "-") || c == UInt8(ascii: "+"))
          && (text.last == UInt8(ascii: "e") || text.last == UInt8(ascii: "E"))
        guard
          SwiftLexer.isDigit(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || exponentSign
        else { break }
        // A `.` not followed by a digit ends the number (`1.0.description`, `0...5`).
        if c == UInt8(ascii: "."), !(byte(i + 1).map(SwiftLexer.isDigit) ?? false) { break }
        if c != UInt8(ascii: "_") { text.append(c) }
        i += 1
      }
      return .number(Double(String(decoding: text, as: UTF8.self)) ?? 0)
    }

    /// A string literal on one line, `\n`, `\t`, `\r`, `\0`, `\u{HEX}` (as the exporters write
    /// what they escape) and `\X` (X itself) unescaped.
    mutating func string() -> SwiftToken.Kind {
      i += 1
      var text: [UInt8] = []
      while let c = byte(i), c != UInt8(ascii: "\""), c != UInt8(ascii: "\n") {
        i += 1
        guard c == UInt8(ascii: "\\"), let next = byte(i), next != UInt8(ascii: "\n") else {
          text.append(c)
          continue
        }
        i += 1
        switch next {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "u"):
          if let scalar = unicodeEscape() {
            text.append(contentsOf: String(Character(scalar)).utf8)
          } else {
            text.append(next)
          }
        default: text.append(next)
        }
      }
      if byte(i) == UInt8(ascii: "\"") { i += 1 }
      return .string(String(decoding: text, as: UTF8.self))
    }

    /// The scalar of `{HEX}` at the cursor (after `\u`), the cursor moved past its `}`; nil,
    /// the cursor left as it was, when it is not one (then the text reads as it is).
    mutating func unicodeEscape() -> Unicode.Scalar? {
      guard byte(i) == UInt8(ascii: "{") else { return nil }
      var value: UInt32 = 0
      var j = i + 1
      // At most 8 digits: a UInt32 holds them.
      while j - i <= 8, let c = byte(j), let digit = Self.hexDigit(c) {
        value = value * 16 + digit
        j += 1
      }
      guard j > i + 1, byte(j) == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
        return nil
      }
      i = j + 1
      return scalar
    }

    static func hexDigit(_ c: UInt8) -> UInt32? {
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
      default: nil
      }
    }
  }
}
