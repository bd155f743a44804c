extension SwiftParser {
  /// A cursor over the tokens: the recursive-descent reader. One cursor makes one read, body
  /// by body over the same tokens (a closure's body is read up to its `}` by moving ``end``,
  /// never by copying tokens). ``depth`` counts the recursion of the whole read and is never
  /// reset; ``height`` is the height of the tree last built; either over ``maxDepth`` refuses
  /// the read (``refusal`` says where), checked before recursing or building.
  struct Cursor {
    let tokens: [SwiftToken]
    let closers: [Int32]
    var position: Int
    /// Where the read stops: the end of the file, or the `}` of the body being read.
    var end: Int
    var depth = 0
    var height = 0
    /// Where the read went over ``SwiftParser/maxDepth``; every step fails from then on.
    var refusal: SourceLocation? = nil

    /// The most tokens a type annotation takes (one that never ends is not scanned to the end
    /// of the file for every declaration).
    static let maxTypeLength = 64

    init(tokens: [SwiftToken], closers: [Int32], position: Int) {
      self.tokens = tokens
      self.closers = closers
      self.position = position
      end = tokens.count
    }

    var peek: SwiftToken? { position < end ? tokens[position] : nil }

    func isSymbol(_ symbol: String) -> Bool { peek?.kind == .symbol(symbol) }

    mutating func take(_ symbol: String) -> Bool {
      guard isSymbol(symbol) else { return false }
      position += 1
      return true
    }

    /// The read's result: the node, or a ``SwiftNode/Kind/tooDeep`` node where the read went
    /// over the limit.
    func finish(_ node: SwiftNode?) -> SwiftNode? {
      if let refusal { return SwiftNode(.tooDeep, at: refusal) }
      return node
    }

    /// Refuses the read here: nil, and every later step fails.
    mutating func refuse() -> SwiftNode? {
      if refusal == nil {
        refusal =
          peek?.location ?? tokens.last?.location ?? SourceLocation(line: 1, column: 1)
      }
      return nil
    }

    /// One level deeper before recursing; false (the read refused) over the limit.
    mutating func enter() -> Bool {
      guard refusal == nil, depth < SwiftParser.maxDepth else {
        _ = refuse()
        return false
      }
      depth += 1
      return true
    }

    mutating func leave() { depth -= 1 }

    /// A node over children at most `below` high; refused when it would be over the limit.
    mutating func node(_ kind: SwiftNode.Kind, at location: SourceLocation, over below: Int)
      -> SwiftNode?
    {
      guard refusal == nil, below < SwiftParser.maxDepth else { return refuse() }
      height = below + 1
      return SwiftNode(kind, at: location)
    }

    /// Skips a type annotation: identifiers, `.`, `<...>`, `[...]`, `?`, `!`, `some`, `any`.
    mutating func skipType() {
      var depth = 0
      let start = position
      while let token = peek, position - start < Self.maxTypeLength {
        switch token.kind {
        case .identifier(let word) where word == "where": return
        case .identifier: position += 1
        case .symbol("<"), .symbol("["), .symbol("("):
          depth += 1
          position += 1
        case .symbol(">"), .symbol("]"), .symbol(")"):
          if depth == 0 { return }
          depth -= 1
          position += 1
        case .symbol("."), .symbol("?"), .symbol("!"), .symbol(","), .symbol(":"):
          if depth == 0 && (token.kind == .symbol(",") || token.kind == .symbol(":")) { return }
          position += 1
        case .symbol("->"): position += 1
        default: return
        }
      }
    }

    /// The rest of the `{ ... }` body opened by the `{` at `open`: its `return EXPR` or single
    /// expression; nil for anything longer. The cursor ends after the matching `}` (at the end
    /// for an unmatched `{`).
    mutating func body(closing open: Int) -> SwiftNode? {
      let outer = end
      let match = Int(closers[open])
      let close = match >= 0 ? Swift.min(match, outer) : outer
      end = close
      if peek?.kind == .identifier("return") { position += 1 }
      let node = ternary()
      let whole = position == close
      end = outer
      position = Swift.min(close + 1, outer)
      return whole ? node : nil
    }

    // ternary := or ('?' ternary ':' ternary)?
    mutating func ternary() -> SwiftNode? {
      guard enter() else { return nil }
      defer { leave() }
      guard let condition = binary(level: 0) else { return nil }
      let conditionHeight = height
      guard isSymbol("?") else { return condition }
      let saved = position
      guard take("?"), let then = ternary() else {
        if refusal != nil { return nil }
        position = saved
        height = conditionHeight
        return condition
      }
      let thenHeight = height
      guard take(":"), let otherwise = ternary() else {
        if refusal != nil { return nil }
        position = saved
        height = conditionHeight
        return condition
      }
      return node(
        .ternary(condition, then, otherwise), at: condition.location,
        over: Swift.max(conditionHeight, thenHeight, height))
    }

    static let levels: [[String]] = [
      ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["+", "-"], ["*", "/"],
    ]

    /// A chain of operators of one precedence level over operands of the next: a loop, each
    /// link one level higher than its operands.
    mutating func binary(level: Int) -> SwiftNode? {
      guard level < Self.levels.count else { return prefixed() }
      guard var left = binary(level: level + 1) else { return nil }
      while let token = peek, case .symbol(let symbol) = token.kind,
        Self.levels[level].contains(symbol), !token.startsLine
      {
        let leftHeight = height
        position += 1
        guard let right = binary(level: level + 1) else {
          height = leftHeight
          return refusal == nil ? left : nil
        }
        guard
          let made = node(
            .binary(symbol, left, right), at: left.location, over: Swift.max(leftHeight, height))
        else { return nil }
        left = made
      }
      return left
    }

    mutating func prefixed() -> SwiftNode? {
      guard let token = peek else { return nil }
      guard token.kind == .symbol("-") || token.kind == .symbol("!") else { return postfix() }
      guard enter() else { return nil }
      defer { leave() }
      position += 1
      guard let inner = prefixed() else { return nil }
      return node(.prefix(token.text, inner), at: token.location, over: height)
    }

    /// A primary and its member accesses, calls and trailing closures: a loop, each link one
    /// level higher.
    mutating func postfix() -> SwiftNode? {
      guard var node = primary() else { return nil }
      while let token = peek {
        let baseHeight = height
        var made: SwiftNode?
        if token.kind == .symbol("."), position + 1 < end,
          case .identifier(let name) = tokens[position + 1].kind
        {
          position += 2
          made = self.node(.member(node, name), at: node.location, over: baseHeight)
        } else if token.kind == .symbol("("), !token.startsLine {
          position += 1
          guard let arguments = argumentList(close: ")") else { return nil }
          made = self.node(
            .call(node, arguments), at: node.location, over: Swift.max(baseHeight, height))
        } else if token.kind == .symbol("{"), !token.startsLine, isCallable(node) {
          position += 1
          guard let closure = closure(at: token.location) else { return nil }
          let argument = SwiftCallArgument(label: nil, value: closure)
          let over = Swift.max(baseHeight, height)
          if case .call(let callee, let existing) = node.kind {
            made = self.node(.call(callee, existing + [argument]), at: node.location, over: over)
          } else {
            made = self.node(.call(node, [argument]), at: node.location, over: over)
          }
        } else if token.kind == .symbol("!") || token.kind == .symbol("?"),
          position + 1 < end, tokens[position + 1].kind == .symbol("."),
          // `a?.b` chains; `c ? .b : .d` (a space after the `?`) is a ternary.
          tokens[position + 1].location
            == SourceLocation(line: token.location.line, column: token.location.column + 1)
        {
          position += 1
          continue
        } else {
          break
        }
        guard let made else { return nil }
        node = made
      }
      return node
    }

    /// Only a call or a member chain takes a trailing closure (not `x { ... }` after a value
    /// that ends a statement, such as the `in` of a closure).
    func isCallable(_ node: SwiftNode) -> Bool {
      switch node.kind {
      case .call, .member, .implicitMember: true
      default: false
      }
    }

    mutating func primary() -> SwiftNode? {
      guard let token = peek else { return nil }
      let at = token.location
      switch token.kind {
      case .number(let value):
        position += 1
        return node(.number(value), at: at, over: 0)
      case .string(let text):
        position += 1
        return node(.string(text), at: at, over: 0)
      case .identifier(let name):
        position += 1
        switch name {
        case "true": return node(.bool(true), at: at, over: 0)
        case "false": return node(.bool(false), at: at, over: 0)
        case "nil": return node(.nilLiteral, at: at, over: 0)
        default: return node(.identifier(name), at: at, over: 0)
        }
      case .symbol("."):
        guard position + 1 < end, case .identifier(let name) = tokens[position + 1].kind
        else { return nil }
        position += 2
        return node(.implicitMember(name), at: at, over: 0)
      case .symbol("\\"):
        position += 1
        var last: String? = nil
        while let next = peek {
          if case .identifier(let name) = next.kind {
            last = name
            position += 1
          } else if next.kind == .symbol(".") {
            position += 1
          } else {
            break
          }
        }
        guard let last else { return nil }
        return node(.keyPath(last), at: at, over: 0)
      case .symbol("("):
        guard enter() else { return nil }
        defer { leave() }
        position += 1
        guard let inner = ternary() else { return nil }
        let innerHeight = height
        // A tuple: its first element.
        while !isSymbol(")") && peek != nil {
          guard take(","), ternary() != nil else { return nil }
        }
        guard take(")") else { return nil }
        return node(.parenthesized(inner), at: at, over: innerHeight)
      case .symbol("["):
        guard enter() else { return nil }
        defer { leave() }
        position += 1
        return collection(at: at)
      case .symbol("{"):
        position += 1
        return closure(at: at)
      default:
        return nil
      }
    }

    /// `label: value, value, ...` up to `close` (consumed); a trailing comma is allowed. The
    /// height is the highest argument's.
    mutating func argumentList(close: String) -> [SwiftCallArgument]? {
      guard enter() else { return nil }
      defer { leave() }
      var arguments: [SwiftCallArgument] = []
      var highest = 0
      while !take(close) {
        var label: String? = nil
        if let token = peek, case .identifier(let name) = token.kind,
          position + 1 < end, tokens[position + 1].kind == .symbol(":")
        {
          label = name
          position += 2
        }
        guard let value = ternary() else { return nil }
        highest = Swift.max(highest, height)
        arguments.append(SwiftCallArgument(label: label, value: value))
        if !take(",") {
          guard take(close) else { return nil }
          break
        }
      }
      height = highest
      return arguments
    }

    /// After `[`: an array or a dictionary literal.
    mutating func collection(at: SourceLocation) -> SwiftNode? {
      if take(":") {
        guard take("]") else { return nil }
        return node(.dictionary([]), at: at, over: 0)
      }
      var elements: [SwiftNode] = []
      var entries: [SwiftDictionaryEntry] = []
      var highest = 0
      while !take("]") {
        guard let first = ternary() else { return nil }
        highest = Swift.max(highest, height)
        if take(":") {
          guard let value = ternary() else { return nil }
          highest = Swift.max(highest, height)
          entries.append(SwiftDictionaryEntry(key: first, value: value))
        } else {
          elements.append(first)
        }
        if !take(",") {
          guard take("]") else { return nil }
          break
        }
      }
      if !entries.isEmpty { return node(.dictionary(entries), at: at, over: highest) }
      return node(.array(elements), at: at, over: highest)
    }

    /// After `{`: `params in body` or `body`, up to the matching `}`.
    mutating func closure(at: SourceLocation) -> SwiftNode? {
      guard enter() else { return nil }
      defer { leave() }
      var parameters: [String] = []
      let saved = position
      var names: [String] = []
      var found = false
      while let token = peek, position - saved < 16 {
        if token.kind == .identifier("in") {
          found = true
          position += 1
          break
        }
        if case .identifier(let name) = token.kind { names.append(name) }
        if token.kind == .symbol("{") || token.kind == .symbol("}") { break }
        position += 1
      }
      if found {
        parameters = names.filter { $0 != "_" }
      } else {
        position = saved
      }
      // The body, after `in` if there is one, runs to the closure's `}`.
      let result = body(closing: saved - 1)
      guard refusal == nil else { return nil }
      return node(
        .closure(parameters: parameters, result: result), at: at, over: result == nil ? 0 : height)
    }
  }
}
