import ModalCore

/// The literals of ``TSXLexer``: numbers, strings, templates and regular expressions.
extension TSXLexer {
  /// A number: decimal with `_`, a fraction and an exponent, or `0x`/`0o`/`0b`; a BigInt's
  /// `n` is dropped.
  mutating func number() -> Double {
    if peek() == UInt8(ascii: "0"), let kind = peek(1),
      let radix = [
        UInt8(ascii: "x"): 16.0, UInt8(ascii: "X"): 16, UInt8(ascii: "o"): 8,
        UInt8(ascii: "O"): 8, UInt8(ascii: "b"): 2, UInt8(ascii: "B"): 2,
      ][kind]
    {
      advance()
      advance()
      var value = 0.0
      while let byte = peek() {
        let digit: Double
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Double(byte - 0x30)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Double(byte - 0x61 + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Double(byte - 0x41 + 10)
        case UInt8(ascii: "_"):
          advance()
          continue
        default: digit = .infinity
        }
        guard digit < radix else { break }
        value = value * radix + digit
        advance()
      }
      if peek() == UInt8(ascii: "n") { advance() }
      return value
    }
    var text = ""
    func isPart(_ byte: UInt8) -> Bool { Self.isDigit(byte) || byte == UInt8(ascii: "_") }
    while let byte = peek(), isPart(byte) || byte == UInt8(ascii: ".") {
      if byte == UInt8(ascii: "."), text.contains(".") { break }
      if byte != UInt8(ascii: "_") { text.append(Character(UnicodeScalar(byte))) }
      advance()
    }
    if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      let sign = peek(1)
      let signed = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
      if let digit = peek(signed ? 2 : 1), Self.isDigit(digit) {
        text.append("e")
        advance()
        if signed, let sign {
          text.append(Character(UnicodeScalar(sign)))
          advance()
        }
        while let byte = peek(), isPart(byte) {
          if byte != UInt8(ascii: "_") { text.append(Character(UnicodeScalar(byte))) }
          advance()
        }
      }
    }
    if peek() == UInt8(ascii: "n") { advance() }
    return Double(text.hasPrefix(".") ? "0" + text : text) ?? .nan
  }

  /// A quoted string's text; `escapes` false for a JSX attribute's (JSX has none).
  mutating func string(quote: UInt8, escapes: Bool) throws(TSXLexError) -> String {
    let start = here
    advance()
    var text: [UInt8] = []
    while true {
      guard let byte = peek(), byte != 0x0A || !escapes else {
        throw TSXLexError(location: start, message: "unterminated string")
      }
      advance()
      if byte == quote { break }
      if byte == UInt8(ascii: "\\"), escapes, let next = peek() {
        advance()
        switch next {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0)
        case 0x0A: break
        default: text.append(next)
        }
        continue
      }
      text.append(byte)
    }
    return String(decoding: text, as: UTF8.self)
  }

  mutating func template(at: SourceLocation) throws(TSXLexError) {
    advance()
    templateStart = at
    templateText = []
    templateSubstituted = false
    try templateRest(at: at)
  }

  /// The template's text up to its end (the token is kept) or to a `${` (its code follows,
  /// not kept, and the text resumes at the `}` that closes it).
  mutating func templateRest(at: SourceLocation) throws(TSXLexError) {
    while true {
      guard let byte = peek() else {
        throw TSXLexError(location: templateStart, message: "unterminated template literal")
      }
      advance()
      if byte == UInt8(ascii: "`") {
        let text = String(decoding: templateText, as: UTF8.self)
        try emit(.template(text, substituted: templateSubstituted), at: templateStart)
        return
      }
      if byte == UInt8(ascii: "\\"), let next = peek() {
        advance()
        templateText.append(next)
        continue
      }
      if byte == UInt8(ascii: "$"), peek() == UInt8(ascii: "{") {
        advance()
        templateSubstituted = true
        // A template inside the substitution starts its own text: the outer one is kept
        // only as the flag and the start (its text is not a constant anyway).
        try push(.substitution(templateStart), at: here)
        hidden += 1
        endsExpression = false
        return
      }
      templateText.append(byte)
    }
  }

  mutating func regularExpression(at: SourceLocation) throws(TSXLexError) {
    advance()
    var inClass = false
    while true {
      guard let byte = peek(), byte != 0x0A else {
        throw TSXLexError(location: at, message: "unterminated regular expression")
      }
      advance()
      if byte == UInt8(ascii: "\\"), peek() != nil, peek() != 0x0A {
        advance()
      } else if byte == UInt8(ascii: "[") {
        inClass = true
      } else if byte == UInt8(ascii: "]") {
        inClass = false
      } else if byte == UInt8(ascii: "/"), !inClass {
        break
      }
    }
    _ = word()
    try emit(.symbol("/regex/"), at: at)
  }

}
