import ModalCore

/// Splits TypeScript / TSX into ``TSXToken``s in one pass over its UTF-8: comments and
/// whitespace dropped, strings with their escapes, numbers (`1e3`, `0x1F`, `1_000`), regular
/// expressions skipped, and JSX read by a stack of modes (code, a tag's attributes, a tag's
/// children, a template's `${...}`), so that an apostrophe in a sheet's text is not a string.
/// A `<` starts a tag where an expression may start (after `(`, `=`, `return`, `=>`, ...) and
/// a letter or `>` follows; after a name, a number or `)` it is the operator.
///
/// It fails with one error at a place for what cannot be read: an unterminated string,
/// comment, template, regular expression or tag, a closing tag that closes another, brackets
/// or tags nested more than ``maxDepth`` deep, more than ``maxTokens`` tokens. Each byte is
/// looked at a bounded number of times: the work is linear in the source.
struct TSXLexer {
  static let maxDepth = 256
  static let maxTokens = 1 << 20

  enum Frame {
    case bracket(UInt8, Int)
    /// A template's `${`: the template's start, restored at its `}`.
    case substitution(SourceLocation)
    case attributeCode(Int)
    case childCode(Int)
    case tag(String, Int)
    case children(String, SourceLocation)
  }

  let bytes: [UInt8]
  var index = 0
  var line = 1
  var column = 1
  var stack: [Frame] = []
  var result = TSXTokens()
  /// Tokens inside a template's `${...}` are not kept.
  var hidden = 0
  /// Whether the last token kept ends an expression (a `<` or `/` after it is an operator).
  var endsExpression = false
  var templateStart = SourceLocation(line: 1, column: 1)
  var templateText: [UInt8] = []
  var templateSubstituted = false

  private static let keywordsBeforeExpression: Set<String> = [
    "return", "yield", "await", "case", "default", "typeof", "void", "delete", "in", "of",
    "new", "else", "do", "throw", "instanceof",
  ]

  static func tokenize(_ source: String) throws(TSXLexError) -> TSXTokens {
    var lexer = TSXLexer(bytes: Array(source.utf8))
    try lexer.run()
    return lexer.result
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  var here: SourceLocation { SourceLocation(line: line, column: column) }

  func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Moves past one byte, counting lines and columns (a column counts scalars).
  mutating func advance() {
    let byte = bytes[index]
    index += 1
    result.work += 1
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  mutating func emit(_ kind: TSXToken.Kind, at location: SourceLocation)
    throws(TSXLexError)
  {
    result.work += 1
    switch kind {
    case .identifier(let name): endsExpression = !Self.keywordsBeforeExpression.contains(name)
    case .number, .string, .template, .tagClose: endsExpression = true
    case .tagEnd(let selfClosing): endsExpression = selfClosing
    case .symbol(let text): endsExpression = text == ")" || text == "]" || text == "}"
    case .tagOpen: endsExpression = false
    }
    guard hidden == 0 else { return }
    guard result.tokens.count < Self.maxTokens else {
      throw TSXLexError(
        location: location,
        message:
          "too long to import: more than \(Self.maxTokens) tokens (a sheet's code takes a few hundred: load a file with just that code)"
      )
    }
    result.tokens.append(TSXToken(kind: kind, location: location))
  }

  mutating func push(_ frame: Frame, at location: SourceLocation) throws(TSXLexError) {
    guard stack.count < Self.maxDepth else {
      throw TSXLexError(
        location: location,
        message: "nested more than \(Self.maxDepth) levels deep (brackets and tags): not read")
    }
    stack.append(frame)
  }

  private var last: Int { hidden == 0 ? result.tokens.count - 1 : -1 }

  private mutating func close(_ opener: Int) {
    if opener >= 0, hidden == 0 { result.tokens[opener].match = result.tokens.count - 1 }
  }

  private mutating func run() throws(TSXLexError) {
    while index < bytes.count {
      switch stack.last {
      case .tag(let name, let opener)?: try tagStep(name, opener)
      case .children(let name, let at)?: try childrenStep(name, at)
      default: try codeStep()
      }
    }
    guard let frame = stack.last else { return }
    switch frame {
    case .bracket(let byte, let opener):
      throw TSXLexError(
        location: opener >= 0 ? result.tokens[opener].location : here,
        message: "unterminated '\(Character(Unicode.Scalar(byte)))': the file ends before it closes"
      )
    case .substitution(let start):
      throw TSXLexError(
        location: start, message: "unterminated template literal: the file ends in its ${...}")
    case .attributeCode(let opener), .childCode(let opener):
      throw TSXLexError(
        location: opener >= 0 ? result.tokens[opener].location : here,
        message: "unterminated '{' in JSX: the file ends before it closes")
    case .tag(let name, let opener):
      throw TSXLexError(
        location: opener >= 0 ? result.tokens[opener].location : here,
        message: "unterminated tag <\(name): the file ends before its '>'")
    case .children(let name, let at):
      throw TSXLexError(
        location: at, message: "unterminated element <\(name)>: the file ends before </\(name)>")
    }
  }

  /// Skips whitespace and comments; a line comment after code on its line is kept.
  private mutating func skipSpace(comments: Bool = true) throws(TSXLexError) {
    while let byte = peek() {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
        advance()
      } else if comments, byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        let commentLine = line
        advance()
        advance()
        let start = index
        while let next = peek(), next != 0x0A { advance() }
        if hidden == 0, let previous = result.tokens.last, previous.location.line == commentLine {
          let text = String(decoding: bytes[start..<index], as: UTF8.self)
          result.lineComments[commentLine] = text.trimmingSpaces
        }
      } else if comments, byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        let start = here
        advance()
        advance()
        while true {
          guard let next = peek() else {
            throw TSXLexError(location: start, message: "unterminated comment /* ...")
          }
          if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
            advance()
            advance()
            break
          }
          advance()
        }
      } else {
        return
      }
    }
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
      || byte == 0x24 || byte >= 0x80
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  mutating func word(extra: (UInt8) -> Bool = { _ in false }) -> String {
    let start = index
    while let byte = peek(), Self.isIdentifierStart(byte) || Self.isDigit(byte) || extra(byte) {
      advance()
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func codeStep() throws(TSXLexError) {
    try skipSpace()
    guard let byte = peek() else { return }
    let at = here
    if Self.isIdentifierStart(byte) {
      try emit(.identifier(word()), at: at)
    } else if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true)
    {
      try emit(.number(number()), at: at)
    } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
      try emit(.string(try string(quote: byte, escapes: true)), at: at)
    } else if byte == UInt8(ascii: "`") {
      try template(at: at)
    } else if byte == UInt8(ascii: "<"), !endsExpression,
      let next = peek(1), Self.isIdentifierStart(next) || next == UInt8(ascii: ">")
    {
      advance()
      let name = word {
        $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":")
      }
      try emit(.tagOpen(name), at: at)
      try push(.tag(name, last), at: at)
    } else if byte == UInt8(ascii: "/"), !endsExpression {
      try regularExpression(at: at)
    } else {
      try symbol(byte, at: at)
    }
  }

  private mutating func symbol(_ byte: UInt8, at: SourceLocation) throws(TSXLexError) {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
      advance()
      try emit(.symbol(String(UnicodeScalar(byte))), at: at)
      try push(.bracket(byte, last), at: at)
      return
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      advance()
      let opener: UInt8 =
        byte == UInt8(ascii: ")")
        ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
      switch stack.last {
      case .bracket(let open, let index)? where open == opener:
        stack.removeLast()
        try emit(.symbol(String(UnicodeScalar(byte))), at: at)
        close(index)
      case .substitution(let start)? where byte == UInt8(ascii: "}"):
        stack.removeLast()
        hidden -= 1
        templateStart = start
        templateSubstituted = true
        try templateRest(at: at)
      case .attributeCode(let index)? where byte == UInt8(ascii: "}"),
        .childCode(let index)? where byte == UInt8(ascii: "}"):
        stack.removeLast()
        try emit(.symbol("}"), at: at)
        close(index)
      default:
        throw TSXLexError(
          location: at, message: "'\(Character(UnicodeScalar(byte)))' closes nothing open here")
      }
      return
    default: break
    }
    // Operators: the longest of these that matches.
    let operators = [
      "...", "===", "!==", "**=", "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--",
      "+=", "-=", "*=", "/=",
    ]
    for text in operators where matches(text) {
      for _ in text.utf8 { advance() }
      try emit(.symbol(text), at: at)
      return
    }
    // One scalar (a byte of another character's UTF-8 is one too: never more than 4).
    let start = index
    advance()
    while let next = peek(), next & 0xC0 == 0x80 { advance() }
    try emit(.symbol(String(decoding: bytes[start..<index], as: UTF8.self)), at: at)
  }

  private func matches(_ text: String) -> Bool {
    var offset = 0
    for byte in text.utf8 {
      guard peek(offset) == byte else { return false }
      offset += 1
    }
    return true
  }

  /// Inside `<Name ...`: attribute names, `=`, strings, `{` code, and the tag's end.
  private mutating func tagStep(_ name: String, _ opener: Int) throws(TSXLexError) {
    try skipSpace()
    guard let byte = peek() else { return }
    let at = here
    if byte == UInt8(ascii: ">") {
      advance()
      stack.removeLast()
      try emit(.tagEnd(selfClosing: false), at: at)
      close(opener)
      try push(
        .children(
          name, result.tokens.indices.contains(opener) ? result.tokens[opener].location : at),
        at: at)
    } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: ">") {
      advance()
      advance()
      stack.removeLast()
      try emit(.tagEnd(selfClosing: true), at: at)
      close(opener)
    } else if byte == UInt8(ascii: "{") {
      advance()
      try emit(.symbol("{"), at: at)
      try push(.attributeCode(last), at: at)
    } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
      try emit(.string(try string(quote: byte, escapes: false)), at: at)
    } else if Self.isIdentifierStart(byte) {
      try emit(.identifier(word { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") }), at: at)
    } else {
      try symbol(byte, at: at)
    }
  }

  /// Between a tag's `>` and its `</Name>`: text (not kept), `{` code, and tags.
  private mutating func childrenStep(_ name: String, _ start: SourceLocation) throws(TSXLexError) {
    while let byte = peek(), byte != UInt8(ascii: "<"), byte != UInt8(ascii: "{") { advance() }
    guard let byte = peek() else { return }
    let at = here
    if byte == UInt8(ascii: "{") {
      advance()
      try emit(.symbol("{"), at: at)
      try push(.childCode(last), at: at)
      return
    }
    if peek(1) == UInt8(ascii: "/") {
      advance()
      advance()
      try skipSpace(comments: false)
      let closing = word {
        $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":")
      }
      try skipSpace(comments: false)
      guard peek() == UInt8(ascii: ">") else {
        throw TSXLexError(location: at, message: "unterminated closing tag </\(closing)")
      }
      advance()
      guard closing == name else {
        throw TSXLexError(
          location: at,
          message: "</\(closing)> closes <\(name)> (\(start)): the tags do not match")
      }
      stack.removeLast()
      try emit(.tagClose(closing), at: at)
      return
    }
    advance()
    let tag = word { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") }
    try emit(.tagOpen(tag), at: at)
    try push(.tag(tag, last), at: at)
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
    while scalars.last == " " || scalars.last == "\t" || scalars.last == "\r" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}
