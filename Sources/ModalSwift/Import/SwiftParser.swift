/// A tolerant reader of Swift expressions over ``SwiftLexer`` tokens (issue 14): literals,
/// identifiers, `.member`, member access, calls with labelled arguments and a trailing closure,
/// arrays, dictionaries, key paths, closures whose body is one expression or one `return`,
/// prefix `-` / `!`, the binary operators of arithmetic, comparison and logic, and `? :`.
/// `expression(at:)` reads one expression from a token and says where it ends; the readers of
/// each library (``SwiftImport``) look for the shapes they know and read their arguments.
/// Nothing throws: what is not in the subset gives nil, and the reader reports it.
public struct SwiftParser {
  public let tokens: [SwiftToken]

  /// Parses `source` into tokens.
  public init(_ source: String) {
    tokens = SwiftLexer.tokenize(source)
  }

  /// The deepest nesting the reader follows (a guard against pathological input).
  static let maxDepth = 64

  /// The expression starting at token `index` and the index after it; nil when none starts
  /// there.
  public func expression(at index: Int) -> (node: SwiftNode, end: Int)? {
    var cursor = Cursor(tokens: tokens, position: index)
    guard let node = cursor.ternary(depth: 0) else { return nil }
    return (node, cursor.position)
  }

  /// Every position where `name(` starts a call (the callee may be `A.B.name`), in order.
  public func calls(named name: String) -> [Int] {
    var found: [Int] = []
    for (index, token) in tokens.enumerated() {
      guard token.kind == .identifier(name), index + 1 < tokens.count,
        tokens[index + 1].kind == .symbol("(")
      else { continue }
      // The start of the chain: `UISheetPresentationController.Detent.custom(`.
      var start = index
      while start >= 2, tokens[start - 1].kind == .symbol("."),
        case .identifier = tokens[start - 2].kind
      {
        start -= 2
      }
      found.append(start)
    }
    return found
  }

  /// Every `.name(` modifier call (a method of a chain: `.presentationDetents(`), as the index
  /// of its name.
  public func modifiers(named name: String) -> [Int] {
    tokens.indices.filter { index in
      index >= 1 && tokens[index - 1].kind == .symbol(".")
        && tokens[index].kind == .identifier(name)
        && index + 1 < tokens.count && tokens[index + 1].kind == .symbol("(")
    }
  }

  /// The index of the name in the first `struct NAME` / `class NAME` / `enum NAME` /
  /// `extension NAME` declaration.
  public func declaration(of name: String) -> Int? {
    let keywords: Set<String> = ["struct", "class", "enum", "extension", "actor"]
    return tokens.indices.first { index in
      guard index >= 1, tokens[index].kind == .identifier(name),
        case .identifier(let keyword) = tokens[index - 1].kind
      else { return false }
      return keywords.contains(keyword)
    }
  }

  /// The arguments of the call whose `(` is at `open`.
  public func arguments(at open: Int) -> (arguments: [SwiftCallArgument], end: Int)? {
    var cursor = Cursor(tokens: tokens, position: open)
    guard cursor.take("(") else { return nil }
    guard let arguments = cursor.argumentList(close: ")", depth: 0) else { return nil }
    return (arguments, cursor.position)
  }

  /// Assignments `a.b.NAME = value` (the receiver any chain): the receiver's text, the
  /// property's name and the value, for every `=` whose left side is a member chain.
  public func assignments() -> [(receiver: String, property: String, value: SwiftNode)] {
    var result: [(String, String, SwiftNode)] = []
    for (index, token) in tokens.enumerated() where token.kind == .symbol("=") {
      guard index >= 3, case .identifier(let property) = tokens[index - 1].kind,
        tokens[index - 2].kind == .symbol(".")
      else { continue }
      var start = index - 3
      var receiver: [String] = []
      while start >= 0, case .identifier(let part) = tokens[start].kind {
        receiver.insert(part, at: 0)
        if start >= 2, tokens[start - 1].kind == .symbol(".") { start -= 2 } else { break }
      }
      guard !receiver.isEmpty, let value = expression(at: index + 1) else { continue }
      result.append((receiver.joined(separator: "."), property, value.node))
    }
    return result
  }

  /// The value of a property declared `var NAME: TYPE { [return] EXPR }`, `let NAME: TYPE =
  /// EXPR` or `var NAME = EXPR` (also `override var`), and where its name is.
  public func property(_ name: String) -> (value: SwiftNode?, at: SourceLocation)? {
    for (index, token) in tokens.enumerated() where token.kind == .identifier(name) {
      guard index >= 1,
        tokens[index - 1].kind == .identifier("var") || tokens[index - 1].kind == .identifier("let")
      else { continue }
      var cursor = Cursor(tokens: tokens, position: index + 1)
      if cursor.take(":") { cursor.skipType() }
      if cursor.take("=") {
        return (cursor.ternary(depth: 0), token.location)
      }
      if cursor.take("{") {
        return (cursor.body(), token.location)
      }
      return (nil, token.location)
    }
    return nil
  }

  /// The body expression of `func NAME(...) -> T { [return] EXPR }`, and where its name is;
  /// the parameter names are given too (`backdropAlpha(for state:)` gives `state`).
  public func function(_ name: String, from first: Int = 0)
    -> (value: SwiftNode?, parameters: [String], at: SourceLocation)?
  {
    for (index, token) in tokens.enumerated()
    where index >= Swift.max(first, 1) && token.kind == .identifier(name) {
      guard tokens[index - 1].kind == .identifier("func") else { continue }
      var cursor = Cursor(tokens: tokens, position: index + 1)
      guard cursor.take("(") else { continue }
      var parameters: [String] = []
      var names: [String] = []
      var depth = 1
      while let next = cursor.peek, depth > 0 {
        cursor.position += 1
        switch next.kind {
        case .symbol("("): depth += 1
        case .symbol(")"): depth -= 1
        case .symbol(":") where depth == 1:
          if let last = names.last { parameters.append(last) }
          names = []
        case .symbol(",") where depth == 1: names = []
        case .identifier(let word): names.append(word)
        default: break
        }
      }
      if cursor.take("->") { cursor.skipType() }
      guard cursor.take("{") else { return (nil, parameters, token.location) }
      return (cursor.body(), parameters, token.location)
    }
    return nil
  }

  /// A cursor over the tokens: the recursive-descent reader.
  struct Cursor {
    let tokens: [SwiftToken]
    var position: Int

    var peek: SwiftToken? { position < tokens.count ? tokens[position] : nil }

    func isSymbol(_ symbol: String) -> Bool { peek?.kind == .symbol(symbol) }

    mutating func take(_ symbol: String) -> Bool {
      guard isSymbol(symbol) else { return false }
      position += 1
      return true
    }

    /// Skips a type annotation: identifiers, `.`, `<...>`, `[...]`, `?`, `!`, `some`, `any`.
    mutating func skipType() {
      var depth = 0
      while let token = peek {
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

    /// A `{ ... }` body whose `{` is consumed: its `return EXPR` or single expression; nil for
    /// anything longer. The cursor ends after the matching `}`.
    mutating func body() -> SwiftNode? {
      let start = position
      var depth = 1
      var end = position
      while end < tokens.count && depth > 0 {
        if tokens[end].kind == .symbol("{") { depth += 1 }
        if tokens[end].kind == .symbol("}") { depth -= 1 }
        end += 1
      }
      defer { position = end }
      var inner = Cursor(tokens: Array(tokens[start..<Swift.max(start, end - 1)]), position: 0)
      if inner.peek?.kind == .identifier("return") { inner.position += 1 }
      guard let node = inner.ternary(depth: 0), inner.position == inner.tokens.count else {
        return nil
      }
      return node
    }

    // ternary := or ('?' ternary ':' ternary)?
    mutating func ternary(depth: Int) -> SwiftNode? {
      guard depth < SwiftParser.maxDepth, let condition = binary(level: 0, depth: depth + 1) else {
        return nil
      }
      guard isSymbol("?") else { return condition }
      let saved = position
      guard take("?"), let then = ternary(depth: depth + 1), take(":"),
        let otherwise = ternary(depth: depth + 1)
      else {
        position = saved
        return condition
      }
      return SwiftNode(.ternary(condition, then, otherwise), at: condition.location)
    }

    static let levels: [[String]] = [
      ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["+", "-"], ["*", "/"],
    ]

    mutating func binary(level: Int, depth: Int) -> SwiftNode? {
      guard level < Self.levels.count else { return prefixed(depth: depth) }
      guard var left = binary(level: level + 1, depth: depth) else { return nil }
      while let token = peek, case .symbol(let symbol) = token.kind,
        Self.levels[level].contains(symbol), !token.startsLine
      {
        position += 1
        guard let right = binary(level: level + 1, depth: depth) else { return left }
        left = SwiftNode(.binary(symbol, left, right), at: left.location)
      }
      return left
    }

    mutating func prefixed(depth: Int) -> SwiftNode? {
      guard let token = peek else { return nil }
      if token.kind == .symbol("-") || token.kind == .symbol("!") {
        position += 1
        guard let inner = prefixed(depth: depth + 1), depth < SwiftParser.maxDepth else {
          return nil
        }
        return SwiftNode(.prefix(token.text, inner), at: token.location)
      }
      return postfix(depth: depth)
    }

    mutating func postfix(depth: Int) -> SwiftNode? {
      guard depth < SwiftParser.maxDepth, var node = primary(depth: depth) else { return nil }
      while let token = peek {
        if token.kind == .symbol("."), position + 1 < tokens.count,
          case .identifier(let name) = tokens[position + 1].kind
        {
          position += 2
          node = SwiftNode(.member(node, name), at: node.location)
        } else if token.kind == .symbol("("), !token.startsLine {
          position += 1
          guard let arguments = argumentList(close: ")", depth: depth + 1) else { return nil }
          node = SwiftNode(.call(node, arguments), at: node.location)
        } else if token.kind == .symbol("{"), !token.startsLine, isCallable(node) {
          position += 1
          guard let closure = closure(at: token.location, depth: depth + 1) else { return nil }
          let arguments: [SwiftCallArgument]
          if case .call(let callee, let existing) = node.kind {
            arguments = existing + [SwiftCallArgument(label: nil, value: closure)]
            node = SwiftNode(.call(callee, arguments), at: node.location)
          } else {
            node = SwiftNode(
              .call(node, [SwiftCallArgument(label: nil, value: closure)]), at: node.location)
          }
        } else if token.kind == .symbol("!") || token.kind == .symbol("?"),
          position + 1 < tokens.count, tokens[position + 1].kind == .symbol(".")
        {
          position += 1
        } else {
          break
        }
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

    mutating func primary(depth: Int) -> SwiftNode? {
      guard let token = peek else { return nil }
      let at = token.location
      switch token.kind {
      case .number(let value):
        position += 1
        return SwiftNode(.number(value), at: at)
      case .string(let text):
        position += 1
        return SwiftNode(.string(text), at: at)
      case .identifier(let name):
        position += 1
        switch name {
        case "true": return SwiftNode(.bool(true), at: at)
        case "false": return SwiftNode(.bool(false), at: at)
        case "nil": return SwiftNode(.nilLiteral, at: at)
        default: return SwiftNode(.identifier(name), at: at)
        }
      case .symbol("."):
        guard position + 1 < tokens.count, case .identifier(let name) = tokens[position + 1].kind
        else { return nil }
        position += 2
        return SwiftNode(.implicitMember(name), at: at)
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
        return last.map { SwiftNode(.keyPath($0), at: at) }
      case .symbol("("):
        position += 1
        guard let inner = ternary(depth: depth + 1) else { return nil }
        // A tuple: its first element.
        while !isSymbol(")") && peek != nil {
          guard take(","), ternary(depth: depth + 1) != nil else { return nil }
        }
        guard take(")") else { return nil }
        return SwiftNode(.parenthesized(inner), at: at)
      case .symbol("["):
        position += 1
        return collection(at: at, depth: depth + 1)
      case .symbol("{"):
        position += 1
        return closure(at: at, depth: depth + 1)
      default:
        return nil
      }
    }

    /// `label: value, value, ...` up to `close` (consumed); a trailing comma is allowed.
    mutating func argumentList(close: String, depth: Int) -> [SwiftCallArgument]? {
      var arguments: [SwiftCallArgument] = []
      while !take(close) {
        var label: String? = nil
        if let token = peek, case .identifier(let name) = token.kind,
          position + 1 < tokens.count, tokens[position + 1].kind == .symbol(":")
        {
          label = name
          position += 2
        }
        guard let value = ternary(depth: depth) else { return nil }
        arguments.append(SwiftCallArgument(label: label, value: value))
        if !take(",") {
          guard take(close) else { return nil }
          break
        }
      }
      return arguments
    }

    /// After `[`: an array or a dictionary literal.
    mutating func collection(at: SourceLocation, depth: Int) -> SwiftNode? {
      if take(":") {
        guard take("]") else { return nil }
        return SwiftNode(.dictionary([]), at: at)
      }
      var elements: [SwiftNode] = []
      var entries: [SwiftDictionaryEntry] = []
      while !take("]") {
        guard let first = ternary(depth: depth) else { return nil }
        if take(":") {
          guard let value = ternary(depth: depth) else { return nil }
          entries.append(SwiftDictionaryEntry(key: first, value: value))
        } else {
          elements.append(first)
        }
        if !take(",") {
          guard take("]") else { return nil }
          break
        }
      }
      if !entries.isEmpty { return SwiftNode(.dictionary(entries), at: at) }
      return SwiftNode(.array(elements), at: at)
    }

    /// After `{`: `params in body` or `body`, up to the matching `}`.
    mutating func closure(at: SourceLocation, depth: Int) -> SwiftNode? {
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
      let result = body()
      return SwiftNode(.closure(parameters: parameters, result: result), at: at)
    }
  }
}
