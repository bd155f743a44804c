/// The recursive-descent parser over the expression tokens.
extension LayoutValueSyntax {
  struct Parser {
    let tokens: [(token: ExpressionToken, offset: Int)]
    let length: Int
    var position = 0

    init(tokens: [(token: ExpressionToken, offset: Int)], length: Int) {
      self.tokens = tokens
      self.length = length
    }

    mutating func wrap<T>(_ body: (inout Parser) throws(ExpressionError) -> T) throws(SyntaxError)
      -> T
    {
      do {
        return try body(&self)
      } catch {
        throw SyntaxError(message: error.message, offset: error.offset)
      }
    }

    func expectEnd() throws(SyntaxError) {
      if position < tokens.count {
        throw SyntaxError(
          message: "unexpected '\(tokens[position].token.text)'", offset: tokens[position].offset)
      }
    }

    var current: ExpressionToken? { position < tokens.count ? tokens[position].token : nil }
    var offset: Int { position < tokens.count ? tokens[position].offset : length }

    func fail(_ message: String) -> ExpressionError {
      ExpressionError(message: message, offset: offset)
    }

    func unexpected(_ expected: String) -> ExpressionError {
      if let current {
        return fail("expected \(expected), got '\(current.text)'")
      }
      return fail("expected \(expected), got the end")
    }

    mutating func expect(_ token: ExpressionToken, _ what: String) throws(ExpressionError) {
      guard current == token else { throw unexpected(what) }
      position += 1
    }

    // value := condition '?' value ':' value | clamped
    mutating func parseValue() throws(ExpressionError) -> LayoutValue {
      if conditionalAhead() {
        let condition = try parseCondition()
        try expect(.question, "'?'")
        let then = try parseValue()
        try expect(.colon, "':' of the conditional")
        let otherwise = try parseValue()
        return LayoutValue(.conditional(condition, then: then, else: otherwise))
      }
      return try parseClamped()
    }

    func conditionalAhead() -> Bool {
      var depth = 0
      var i = position
      while i < tokens.count {
        switch tokens[i].token {
        case .openParen: depth += 1
        case .closeParen:
          if depth == 0 { return false }
          depth -= 1
        case .comma, .colon:
          if depth == 0 { return false }
        case .question:
          if depth == 0 { return true }
        default: break
        }
        i += 1
      }
      return false
    }

    // clamped := sum (('min' | 'max') sum)*
    mutating func parseClamped() throws(ExpressionError) -> LayoutValue {
      var value = try parseSum()
      while case .word(let word) = current, word == "min" || word == "max" {
        let isMin = word == "min"
        position += 1
        let bound = try parseSum()
        if (isMin ? value.min : value.max) != nil {
          value = LayoutValue(.sum([value]))
        }
        if isMin { value.min = bound } else { value.max = bound }
      }
      return value
    }

    // sum := term (('+' | '-') term)*
    mutating func parseSum() throws(ExpressionError) -> LayoutValue {
      var value = try parseTerm()
      while let token = current, token == .plus || token == .minus {
        position += 1
        let term = try parseTerm()
        if token == .plus {
          if case .sum(var values) = value.kind, value.offset == nil, value.min == nil,
            value.max == nil
          {
            values.append(term)
            value = LayoutValue(.sum(values))
          } else {
            value = LayoutValue(.sum([value, term]))
          }
        } else {
          value = LayoutValue.withOffset(value, .subtract, term)
        }
      }
      return value
    }

    // term := factor (('*' | '/') factor)*
    mutating func parseTerm() throws(ExpressionError) -> LayoutValue {
      var value = try parseFactor()
      while let token = current, token == .star || token == .slash {
        position += 1
        let factor = try parseFactor()
        value = LayoutValue.withOffset(value, token == .star ? .multiply : .divide, factor)
      }
      return value
    }

    mutating func parseFactor() throws(ExpressionError) -> LayoutValue {
      guard let token = current else { throw unexpected("a value") }
      switch token {
      case .minus:
        position += 1
        guard case .number(let number, _) = current else {
          throw fail("a minus sign must be followed by a number")
        }
        position += 1
        return try parseNumberTail(-number)
      case .number(let number, _):
        position += 1
        return try parseNumberTail(number)
      case .openParen:
        position += 1
        let value = try parseValue()
        try expect(.closeParen, "')'")
        return value
      case .word(let word):
        let start = offset
        position += 1
        if word == "stretch" { return .stretch }
        if word == "inactive" { return LayoutValue(.inactive) }
        if word.hasPrefix("detent.") { return try parseDetent(word, at: start) }
        if word == "content" { return LayoutValue(.content) }
        if word == "content.width" { return LayoutValue(.contentExtent(.horizontal)) }
        if word == "content.height" { return LayoutValue(.contentExtent(.vertical)) }
        if word.hasPrefix("safe."), let edge = Edge(rawValue: String(word.dropFirst(5))) {
          return .safeArea(edge)
        }
        if let kind = LayoutValueSyntax.keyboardNames[word] { return LayoutValue(kind) }
        if (word == "min" || word == "max") && current == .openParen {
          position += 1
          var value = try parseValue()
          try expect(.comma, "',' between the two values of \(word)(...)")
          let bound = try parseValue()
          try expect(.closeParen, "')'")
          if (word == "min" ? value.max : value.min) != nil { value = LayoutValue(.sum([value])) }
          if word == "min" { value.max = bound } else { value.min = bound }
          return value
        }
        throw ExpressionError(message: "unknown name '\(word)'", offset: start)
      default:
        throw unexpected("a value")
      }
    }

    /// `detent.large`, `detent.medium`, `detent.max`, `detent.fraction(F)`, `detent.height(H)`,
    /// `detent.custom(VALUE)` (``Detent``); the word is already consumed.
    mutating func parseDetent(_ word: String, at start: Int) throws(ExpressionError)
      -> LayoutValue
    {
      let name = word.dropFirst("detent.".count)
      switch name {
      case "large": return LayoutValue(.detent(.large))
      case "medium": return LayoutValue(.detent(.medium))
      case "max": return LayoutValue(.detent(.maximum))
      case "fraction", "height", "custom":
        try expect(.openParen, "'(' after \(word)")
        let detent: Detent
        if name == "custom" {
          detent = .custom(try parseValue())
        } else {
          let number = try parseSignedNumber()
          if name == "fraction" && !(0...1).contains(number) {
            throw ExpressionError(
              message: "detent.fraction takes a fraction from 0 to 1, got \(formatNumber(number))",
              offset: start)
          }
          detent = name == "fraction" ? .fraction(number) : .height(number)
        }
        try expect(.closeParen, "')'")
        return LayoutValue(.detent(detent))
      default:
        throw ExpressionError(
          message:
            "unknown detent '\(word)' (expected detent.medium, detent.large, detent.fraction(F), detent.height(H), detent.custom(VALUE) or detent.max)",
          offset: start)
      }
    }

    mutating func parseNumberTail(_ number: Double) throws(ExpressionError) -> LayoutValue {
      guard current == .percent else { return .constant(number) }
      position += 1
      guard case .word("of") = current else { return .percent(number) }
      position += 1
      guard case .word(let name) = current,
        let target = LayoutValueSyntax.percentTargetsByName[name]
      else {
        throw unexpected(
          "a percent target (width, height, screen, screen.width, window, current.height, ...)")
      }
      position += 1
      return .percent(number, of: target)
    }

    // condition := and ('||' and)*
    mutating func parseCondition() throws(ExpressionError) -> Condition {
      var terms = [try parseAnd()]
      while current == .or {
        position += 1
        terms.append(try parseAnd())
      }
      return terms.count == 1 ? terms[0] : .any(terms)
    }

    mutating func parseAnd() throws(ExpressionError) -> Condition {
      var terms = [try parseUnary()]
      while current == .and {
        position += 1
        terms.append(try parseUnary())
      }
      return terms.count == 1 ? terms[0] : .all(terms)
    }

    mutating func parseUnary() throws(ExpressionError) -> Condition {
      guard let token = current else { throw unexpected("a condition") }
      switch token {
      case .bang:
        position += 1
        return .not(try parseUnary())
      case .openParen:
        position += 1
        let condition = try parseCondition()
        try expect(.closeParen, "')'")
        return condition
      case .word(let word):
        let start = offset
        position += 1
        if let condition = LayoutValueSyntax.conditionWords[word] { return condition }
        if word == "flag" {
          try expect(.openParen, "'(' after flag")
          guard case .word(let name) = current, Condition.isFlagName(name) else {
            throw unexpected("a flag's name (model.isEditing)")
          }
          position += 1
          try expect(.closeParen, "')'")
          return .flag(name)
        }
        if word == "isNilOrZero" {
          try expect(.openParen, "'(' after isNilOrZero")
          let value = try parseValue()
          try expect(.closeParen, "')'")
          return .isNilOrZero(value)
        }
        if let metric = Metric(rawValue: word) {
          return .compare(metric, try parseComparison())
        }
        throw ExpressionError(
          message:
            "unknown condition '\(word)' (expected kb, portrait, landscape, phone, pad, voiceover, h.compact, h.regular, v.compact, v.regular, a comparison such as width < 500 or ios >= 16, isNilOrZero(...) or flag(NAME))",
          offset: start)
      default:
        throw unexpected("a condition")
      }
    }

    mutating func parseComparison() throws(ExpressionError) -> Comparison {
      guard let token = current else {
        throw unexpected("a comparison (<, <=, ==, >=, >, between)")
      }
      if case .word("between") = token {
        position += 1
        let low = try parseSignedNumber()
        guard case .word("and") = current else { throw unexpected("'and'") }
        position += 1
        let high = try parseSignedNumber()
        return .between(low, high)
      }
      position += 1
      switch token {
      case .less: return .lessThan(try parseSignedNumber())
      case .lessEqual: return .lessThanOrEqual(try parseSignedNumber())
      case .equalEqual: return .equal(try parseSignedNumber())
      case .greaterEqual: return .greaterThanOrEqual(try parseSignedNumber())
      case .greater: return .greaterThan(try parseSignedNumber())
      default:
        position -= 1
        throw unexpected("a comparison (<, <=, ==, >=, >, between)")
      }
    }

    mutating func parseSignedNumber() throws(ExpressionError) -> Double {
      var sign = 1.0
      if current == .minus {
        sign = -1
        position += 1
      }
      guard case .number(let number, _) = current else { throw unexpected("a number") }
      position += 1
      return sign * number
    }
  }
}
