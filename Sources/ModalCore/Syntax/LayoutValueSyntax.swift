/// A syntax error in a layout value or condition, with the 0-based character offset.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int

  /// Creates an error.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { "\(message) at column \(offset + 1)" }
}

/// The short text syntax of layout values and conditions, shared by the JSON schema and the
/// shell's `set` command (`docs/config-schema.md` documents it):
///
/// - values: `stretch`, `120`, `50%`, `50% of width`, `-100% of current.height`, `safe.bottom`,
///   `kb.minY`, `kb.overlapH`, `30% + safe.bottom`, `stretch - 40`, `85% max 375`,
///   `safe.bottom min 15`, `min(85%, 375)`, `kb ? kb.overlapH : safe.bottom`, `content`,
///   `content + safe.bottom`, `content max 90%`, `content.width`, `content.height`,
///   Apple's detents `detent.medium`, `detent.large`, `detent.fraction(0.3)`,
///   `detent.height(200)`, `detent.custom(detent.max * 0.3)` and `inactive` (``Detent``);
/// - conditions: `kb`, `portrait`, `landscape`, `phone`, `pad`, `h.compact`, `v.regular`,
///   `width < 500`, `safe.top >= 20`, `height between 600 and 900`, `isNilOrZero(kb.height)`, `flag(model.isEditing)`,
///   `!c`, `a && b`, `a || b`, `true`, `false`.
///
/// `a + b` is a sum; `a - b`, `a * b` and `a / b` are offsets of `a`; `min` / `max` after a
/// value are its bounds (`85% max 375` never exceeds 375).
public enum LayoutValueSyntax {
  /// Parses a layout value.
  public static func parseValue(_ text: String) throws(SyntaxError) -> LayoutValue {
    var parser = try makeParser(text)
    let value = try parser.wrap { (p: inout Parser) throws(ExpressionError) in try p.parseValue() }
    try parser.expectEnd()
    return value
  }

  /// Parses a condition.
  public static func parseCondition(_ text: String) throws(SyntaxError) -> Condition {
    var parser = try makeParser(text)
    let condition = try parser.wrap { (p: inout Parser) throws(ExpressionError) in
      try p.parseCondition()
    }
    try parser.expectEnd()
    return condition
  }

  /// The canonical text of a value, or nil when the text syntax cannot express it exactly
  /// (the JSON coder then writes an object).
  public static func format(_ value: LayoutValue) -> String? {
    let text = render(value)
    guard let parsed = try? parseValue(text), parsed == value else { return nil }
    return text
  }

  /// The canonical text of a condition (always expressible).
  public static func format(_ condition: Condition) -> String {
    renderCondition(condition, parent: nil)
  }

  /// Formats a number with as few digits as read back exactly (`15`, `0.5`, `253.2`).
  public static func formatNumber(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 {
      return String(Int64(value))
    }
    return value.description
  }

  private static func makeParser(_ text: String) throws(SyntaxError) -> Parser {
    do {
      return Parser(tokens: try ExpressionLexer.tokenize(text), length: text.unicodeScalars.count)
    } catch {
      throw SyntaxError(message: error.message, offset: error.offset)
    }
  }

  // MARK: - Rendering

  /// The text of a value, whether or not it reads back exactly (``format(_:)`` checks that):
  /// what the schema's complexity limit is measured on, by the encoder and by the Swift
  /// importers, so that what they accept the decoder accepts.
  package static func render(_ value: LayoutValue) -> String {
    var text = renderKind(value.kind)
    let isConditional: Bool = {
      if case .conditional = value.kind { return true }
      return false
    }()
    // a sum of one part already renders as that part, in parentheses when it needs them
    let isSum: Bool = {
      if case .sum(let values) = value.kind { return values.count > 1 }
      return false
    }()
    if let offset = value.offset {
      let symbol = offset.operation.symbol
      let multiplicative = offset.operation == .multiply || offset.operation == .divide
      if isConditional || (isSum && multiplicative) { text = "(\(text))" }
      text += " \(symbol) " + renderOperand(offset.value)
    } else if isConditional && (value.min != nil || value.max != nil) {
      text = "(\(text))"
    }
    if let min = value.min { text += " min " + renderOperand(min) }
    if let max = value.max { text += " max " + renderOperand(max) }
    return text
  }

  static func isAtomic(_ value: LayoutValue) -> Bool {
    guard value.offset == nil, value.min == nil, value.max == nil else { return false }
    switch value.kind {
    case .sum, .conditional: return false
    default: return true
    }
  }

  static func renderOperand(_ value: LayoutValue) -> String {
    isAtomic(value) ? render(value) : "(\(render(value)))"
  }

  static func renderKind(_ kind: LayoutValue.Kind) -> String {
    switch kind {
    case .stretch:
      return "stretch"
    case .constant(let number):
      return formatNumber(number)
    case .percent(let percent, let target):
      let suffix = target == .target ? "" : " of " + name(of: target)
      return formatNumber(percent) + "%" + suffix
    case .safeArea(let edge):
      return "safe." + edge.rawValue
    case .keyboard(let field):
      return "kb." + field.rawValue
    case .keyboardOverlap(let axis):
      return axis == .horizontal ? "kb.overlapW" : "kb.overlapH"
    case .content:
      return "content"
    case .contentExtent(let axis):
      return axis == .horizontal ? "content.width" : "content.height"
    case .sum(let values):
      return values.map(renderOperand).joined(separator: " + ")
    case .conditional(let condition, let then, let otherwise):
      return renderCondition(condition, parent: nil) + " ? " + renderBranch(then) + " : "
        + renderBranch(otherwise)
    case .detent(let detent):
      return detent.text
    case .inactive:
      return "inactive"
    }
  }

  static func renderBranch(_ value: LayoutValue) -> String {
    if case .conditional = value.kind, value.offset == nil, value.min == nil, value.max == nil {
      return "(\(render(value)))"
    }
    return render(value)
  }

  enum ConditionParent {
    case all
    case any
    case not
  }

  static func renderCondition(_ condition: Condition, parent: ConditionParent?) -> String {
    switch condition {
    case .horizontalSizeClass(let sizeClass): return "h." + sizeClass.rawValue
    case .verticalSizeClass(let sizeClass): return "v." + sizeClass.rawValue
    case .orientation(let orientation): return orientation.rawValue
    case .idiom(let idiom): return idiom.rawValue
    case .keyboardPresent: return "kb"
    case .voiceOver: return "voiceover"
    case .flag(let name): return "flag(\(name))"
    case .compare(let metric, let comparison):
      let text: String
      switch comparison {
      case .lessThan(let n): text = "\(metric.rawValue) < \(formatNumber(n))"
      case .lessThanOrEqual(let n): text = "\(metric.rawValue) <= \(formatNumber(n))"
      case .equal(let n): text = "\(metric.rawValue) == \(formatNumber(n))"
      case .greaterThanOrEqual(let n): text = "\(metric.rawValue) >= \(formatNumber(n))"
      case .greaterThan(let n): text = "\(metric.rawValue) > \(formatNumber(n))"
      case .between(let low, let high):
        text = "\(metric.rawValue) between \(formatNumber(low)) and \(formatNumber(high))"
      }
      return parent == nil ? text : "(\(text))"
    case .isNilOrZero(let value):
      return "isNilOrZero(\(render(value)))"
    case .all(let conditions):
      if conditions.isEmpty { return "true" }
      if conditions.count == 1 { return renderCondition(conditions[0], parent: parent) }
      let text = conditions.map { renderCondition($0, parent: .all) }.joined(separator: " && ")
      return parent == nil ? text : "(\(text))"
    case .any(let conditions):
      if conditions.isEmpty { return "false" }
      if conditions.count == 1 { return renderCondition(conditions[0], parent: parent) }
      let text = conditions.map { renderCondition($0, parent: .any) }.joined(separator: " || ")
      return parent == nil ? text : "(\(text))"
    case .not(let inner):
      return "!" + renderCondition(inner, parent: .not)
    }
  }

  /// The name of a percent target (`50% of screen.width`). A switch, not a dictionary keyed by
  /// the target: the first dictionary of a key type makes the runtime look up the key's
  /// Hashable conformance, about 90 000 instructions of every start-up.
  static func name(of target: PercentTarget) -> String {
    switch target {
    case .target: "target"
    case .targetWidth: "width"
    case .targetHeight: "height"
    case .screen: "screen"
    case .screenWidth: "screen.width"
    case .screenHeight: "screen.height"
    case .window: "window"
    case .windowWidth: "window.width"
    case .windowHeight: "window.height"
    case .current: "current"
    case .currentWidth: "current.width"
    case .currentHeight: "current.height"
    }
  }

  static let percentTargetsByName: [String: PercentTarget] = {
    var names: [String: PercentTarget] = [:]
    for target in PercentTarget.allCases { names[name(of: target)] = target }
    names["target.width"] = .targetWidth
    names["target.height"] = .targetHeight
    return names
  }()

  static let keyboardNames: [String: LayoutValue.Kind] = {
    var names: [String: LayoutValue.Kind] = [:]
    for prefix in ["kb.", "keyboard."] {
      for field in KeyboardField.allCases { names[prefix + field.rawValue] = .keyboard(field) }
      names[prefix + "overlapW"] = .keyboardOverlap(.horizontal)
      names[prefix + "overlapH"] = .keyboardOverlap(.vertical)
    }
    return names
  }()

  static let conditionWords: [String: Condition] = [
    "kb": .keyboardPresent, "keyboard": .keyboardPresent,
    "portrait": .orientation(.portrait), "landscape": .orientation(.landscape),
    "phone": .idiom(.phone), "pad": .idiom(.pad), "voiceover": .voiceOver,
    "h.compact": .horizontalSizeClass(.compact), "h.regular": .horizontalSizeClass(.regular),
    "v.compact": .verticalSizeClass(.compact), "v.regular": .verticalSizeClass(.regular),
    "true": .all([]), "false": .any([]),
  ]

  // MARK: - Parsing

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
