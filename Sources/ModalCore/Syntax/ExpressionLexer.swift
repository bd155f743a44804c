/// A token of the layout-value and condition syntax.
enum ExpressionToken: Hashable, Sendable {
  case number(Double, text: String)
  /// Letters, digits, `.` and `_`, starting with a letter (`safe.bottom`, `kb.overlapH`).
  case word(String)
  case percent
  case plus
  case minus
  case star
  case slash
  case openParen
  case closeParen
  case comma
  case question
  case colon
  case bang
  case and
  case or
  case less
  case lessEqual
  case equalEqual
  case greaterEqual
  case greater

  var text: String {
    switch self {
    case .number(_, let text): text
    case .word(let word): word
    case .percent: "%"
    case .plus: "+"
    case .minus: "-"
    case .star: "*"
    case .slash: "/"
    case .openParen: "("
    case .closeParen: ")"
    case .comma: ","
    case .question: "?"
    case .colon: ":"
    case .bang: "!"
    case .and: "&&"
    case .or: "||"
    case .less: "<"
    case .lessEqual: "<="
    case .equalEqual: "=="
    case .greaterEqual: ">="
    case .greater: ">"
    }
  }
}

/// An error in an expression, with the 0-based character offset where it was found.
struct ExpressionError: Error, Hashable, Sendable {
  var message: String
  var offset: Int
}

/// Splits an expression into tokens.
enum ExpressionLexer {
  /// The text of `chars[range]`: the numbers and names the lexer cuts are ASCII, written as
  /// bytes into a string of the right size (appending scalar by scalar cost 270 instructions a
  /// scalar, 7.5 M of loading a 1 024-point config); any other text scalar by scalar (a view
  /// built from the slice in one call goes through the standard library's unspecialized
  /// generic code, whose first call looks up three associated types: about 230 000
  /// instructions of every start-up).
  static func text(_ chars: [Unicode.Scalar], _ range: Range<Int>) -> String {
    if range.allSatisfy({ chars[$0].isASCII }) {
      return String(unsafeUninitializedCapacity: range.count) { buffer in
        for (offset, k) in range.enumerated() {
          buffer[offset] = UInt8(truncatingIfNeeded: chars[k].value)
        }
        return range.count
      }
    }
    var view = String.UnicodeScalarView()
    for k in range { view.append(chars[k]) }
    return String(view)
  }

  static func tokenize(_ text: String) throws(ExpressionError) -> [(
    token: ExpressionToken, offset: Int
  )] {
    var tokens: [(token: ExpressionToken, offset: Int)] = []
    let chars = Array(text.unicodeScalars)
    var i = 0
    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    func isLetter(_ c: Unicode.Scalar) -> Bool {
      (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
    while i < chars.count {
      let c = chars[i]
      let start = i
      if c == " " || c == "\t" {
        i += 1
        continue
      }
      if isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1])) {
        while i < chars.count && (isDigit(chars[i]) || chars[i] == ".") { i += 1 }
        if i < chars.count && (chars[i] == "e" || chars[i] == "E") {
          var j = i + 1
          if j < chars.count && (chars[j] == "+" || chars[j] == "-") { j += 1 }
          if j < chars.count && isDigit(chars[j]) {
            i = j
            while i < chars.count && isDigit(chars[i]) { i += 1 }
          }
        }
        let text = Self.text(chars, start..<i)
        guard let value = Double(text), value.isFinite else {
          throw ExpressionError(message: "\"\(text)\" is not a number", offset: start)
        }
        guard NumberRange.layoutConstant.contains(value) else {
          throw ExpressionError(
            message: NumberRange.layoutConstant.error(got: text).message, offset: start)
        }
        tokens.append((.number(value, text: text), start))
        continue
      }
      if isLetter(c) {
        while i < chars.count && (isLetter(chars[i]) || isDigit(chars[i]) || chars[i] == ".") {
          i += 1
        }
        tokens.append((.word(Self.text(chars, start..<i)), start))
        continue
      }
      let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
      let token: ExpressionToken
      var length = 1
      switch c {
      case "%": token = .percent
      case "+": token = .plus
      case "-": token = .minus
      case "*": token = .star
      case "/": token = .slash
      case "(": token = .openParen
      case ")": token = .closeParen
      case ",": token = .comma
      case "?": token = .question
      case ":": token = .colon
      case "!": token = .bang
      case "&" where next == "&":
        token = .and
        length = 2
      case "|" where next == "|":
        token = .or
        length = 2
      case "<" where next == "=":
        token = .lessEqual
        length = 2
      case "<": token = .less
      case ">" where next == "=":
        token = .greaterEqual
        length = 2
      case ">": token = .greater
      case "=" where next == "=":
        token = .equalEqual
        length = 2
      default:
        throw ExpressionError(message: "unexpected character '\(c)'", offset: start)
      }
      i += length
      tokens.append((token, start))
    }
    return tokens
  }
}
