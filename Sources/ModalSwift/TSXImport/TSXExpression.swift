import ModalCore

/// Reads expressions from tokens (``TSXToken``) with their brackets matched by the lexer, so
/// that what is not read is skipped in one step. Recursion stops at ``maxDepth``.
struct TSXExpressionParser {
  static let maxDepth = 64
  let tokens: [TSXToken]
  private var depth = 0
  /// Tokens looked at, for the linear-work test.
  private(set) var work = 0

  init(tokens: [TSXToken]) { self.tokens = tokens }

  private static let binary: Set<String> = [
    "+", "-", "*", "/", "%", "**", "??", "||", "&&", "==", "===", "!=", "!==", "<", ">", "<=",
    ">=", "|", "&", "^", "?", "=", "+=", "-=", "*=", "/=", "instanceof", "in",
  ]

  /// The expression starting at `index`, ending before `end` (a closing bracket or the range's
  /// end); `index` moves past it.
  mutating func expression(_ index: inout Int, end: Int) -> TSXNode {
    let start = index
    let location =
      index < tokens.count ? tokens[index].location : SourceLocation(line: 1, column: 1)
    guard depth < Self.maxDepth else {
      index = skipToSeparator(from: index, end: end)
      return TSXNode(
        value: .other("an expression nested more than \(Self.maxDepth) levels deep"),
        location: location)
    }
    depth += 1
    defer { depth -= 1 }
    var node = unary(&index, end: end)
    // An operator after it: the whole expression is not a value read here.
    if index < end, isOperator(tokens[index]) {
      let symbol = tokens[index].text
      index = skipToSeparator(from: index, end: end)
      node = TSXNode(
        value: .other("an expression with \(symbol)"), location: tokens[start].location)
    }
    return node
  }

  private func isOperator(_ token: TSXToken) -> Bool {
    switch token.kind {
    case .symbol(let text): Self.binary.contains(text)
    case .identifier(let name): name == "instanceof" || name == "in"
    default: false
    }
  }

  /// The index of the next `,` (or `;`) at this level, or `end`.
  func skipToSeparator(from index: Int, end: Int) -> Int {
    var index = index
    while index < end {
      let token = tokens[index]
      if token.isSymbol(",") || token.isSymbol(";") { return index }
      index = token.match > index ? token.match + 1 : index + 1
    }
    return end
  }

  private mutating func unary(_ index: inout Int, end: Int) -> TSXNode {
    guard index < end, index < tokens.count else {
      let location = tokens.last?.location ?? SourceLocation(line: 1, column: 1)
      return TSXNode(value: .other("nothing"), location: location)
    }
    // Prefix operators, iteratively and at most maxDepth of them: a node nests no deeper.
    var prefixes: [TSXToken] = []
    while index < end,
      tokens[index].isSymbol("-") || tokens[index].isSymbol("+")
        || tokens[index].isSymbol("...")
    {
      work += 1
      guard prefixes.count < Self.maxDepth else {
        let location = tokens[index].location
        index = skipToSeparator(from: index, end: end)
        return TSXNode(
          value: .other("more than \(Self.maxDepth) prefix operators"), location: location)
      }
      prefixes.append(tokens[index])
      index += 1
    }
    var node: TSXNode
    if index < end {
      var primaryNode = primary(&index, end: end)
      node = postfix(&primaryNode, &index, end: end)
    } else {
      node = TSXNode(value: .other("nothing"), location: tokens[index - 1].location)
    }
    for prefix in prefixes.reversed() {
      if prefix.isSymbol("-") {
        node = TSXNode(value: .negative(node), location: prefix.location)
      } else if prefix.isSymbol("...") {
        node = TSXNode(value: .spread(node), location: prefix.location)
      }
    }
    return node
  }

  private mutating func postfix(_ node: inout TSXNode, _ index: inout Int, end: Int) -> TSXNode {
    var steps = 0
    while index < end {
      let token = tokens[index]
      work += 1
      steps += 1
      // A chain nests its nodes: at most maxDepth accesses and calls.
      guard steps <= Self.maxDepth else {
        index = skipToSeparator(from: index, end: end)
        return TSXNode(
          value: .other("a chain of more than \(Self.maxDepth) accesses or calls"),
          location: node.location)
      }
      if token.isSymbol(".") || token.isSymbol("?."), index + 1 < end,
        let name = tokens[index + 1].identifier
      {
        node = TSXNode(value: .member(node, name), location: node.location)
        index += 2
      } else if token.isSymbol("("), token.match > index, token.match < end {
        let arguments = list(from: index + 1, to: token.match)
        node = TSXNode(value: .call(node, arguments), location: node.location)
        index = token.match + 1
      } else if token.isSymbol("<"), case .identifier = node.value,
        let close = typeArguments(index, end)
      {
        // `useMemo<number[]>(...)`: type arguments before a call.
        index = close + 1
      } else if token.isSymbol("["), token.match > index, token.match < end {
        node = TSXNode(value: .other("an index expression"), location: node.location)
        index = token.match + 1
      } else if token.isSymbol("!") {
        index += 1
      } else if token.identifier == "as" || token.identifier == "satisfies" {
        index = skipType(from: index + 1, end: end)
      } else {
        break
      }
    }
    return node
  }

  /// The `>` closing type arguments that a `(` follows, or nil.
  private func typeArguments(_ index: Int, _ end: Int) -> Int? {
    var level = 0
    var at = index
    while at < end, at - index < 64 {
      let token = tokens[at]
      if token.isSymbol("<") { level += 1 }
      if token.isSymbol(">") {
        level -= 1
        if level == 0 { return at + 1 < end && tokens[at + 1].isSymbol("(") ? at : nil }
      }
      at = token.match > at ? token.match + 1 : at + 1
    }
    return nil
  }

  /// Past a type after `as`: names, dots, `[]`, `<...>`.
  private func skipType(from index: Int, end: Int) -> Int {
    var at = index
    var level = 0
    while at < end {
      let token = tokens[at]
      if token.identifier != nil || token.isSymbol(".") || token.isSymbol("|") {
        at += 1
      } else if token.isSymbol("[") || token.isSymbol("(") || token.isSymbol("{") {
        at = token.match > at ? token.match + 1 : at + 1
      } else if token.isSymbol("<") {
        level += 1
        at += 1
      } else if token.isSymbol(">"), level > 0 {
        level -= 1
        at += 1
      } else {
        break
      }
    }
    return at
  }

  /// The comma-separated expressions between `start` and `end`.
  mutating func list(from start: Int, to end: Int) -> [TSXNode] {
    var items: [TSXNode] = []
    var index = start
    while index < end {
      if tokens[index].isSymbol(",") {
        index += 1
        continue
      }
      items.append(expression(&index, end: end))
      if index < end, !tokens[index].isSymbol(",") {
        let next = skipToSeparator(from: index, end: end)
        items[items.count - 1] = TSXNode(
          value: .other("an expression"), location: items[items.count - 1].location)
        index = next
      }
    }
    return items
  }

  private mutating func primary(_ index: inout Int, end: Int) -> TSXNode {
    let token = tokens[index]
    let location = token.location
    switch token.kind {
    case .number(let value):
      index += 1
      return TSXNode(value: .number(value), location: location)
    case .string(let text):
      index += 1
      return TSXNode(value: .string(text), location: location)
    case .template(let text, let substituted):
      index += 1
      return TSXNode(value: .template(text, substituted: substituted), location: location)
    case .identifier(let name):
      if index + 1 < end, tokens[index + 1].isSymbol("=>") {
        index += 2
        return arrowBody(&index, end: end, at: location)
      }
      if name == "async", index + 1 < end, tokens[index + 1].isSymbol("(") {
        index += 1
        return primary(&index, end: end)
      }
      index += 1
      switch name {
      case "true": return TSXNode(value: .boolean(true), location: location)
      case "false": return TSXNode(value: .boolean(false), location: location)
      case "null": return TSXNode(value: .null, location: location)
      case "function":
        index = skipToSeparator(from: index, end: end)
        return TSXNode(value: .other("a function expression"), location: location)
      default: return TSXNode(value: .identifier(name), location: location)
      }
    case .symbol("("):
      guard token.match > index, token.match < end else { break }
      let close = token.match
      // An arrow function: `(...) =>` or `(...): Type =>`.
      var after = close + 1
      if after < end, tokens[after].isSymbol(":") {
        var scan = after + 1
        while scan < end, !tokens[scan].isSymbol("=>"), !tokens[scan].isSymbol(",") {
          scan = tokens[scan].match > scan ? tokens[scan].match + 1 : scan + 1
        }
        if scan < end, tokens[scan].isSymbol("=>") { after = scan }
      }
      if after < end, tokens[after].isSymbol("=>") {
        index = after + 1
        return arrowBody(&index, end: end, at: location)
      }
      var inner = index + 1
      let node = expression(&inner, end: close)
      index = close + 1
      return inner == close ? node : TSXNode(value: .other("an expression"), location: location)
    case .symbol("["):
      guard token.match > index, token.match < end else { break }
      let items = list(from: index + 1, to: token.match)
      index = token.match + 1
      return TSXNode(value: .array(items), location: location)
    case .symbol("{"):
      guard token.match > index, token.match < end else { break }
      let node = object(from: index + 1, to: token.match, at: location)
      index = token.match + 1
      return node
    case .tagOpen(let name):
      // The element and its children: skipped to its end.
      index = elementEnd(index, end: end)
      return TSXNode(value: .element(name), location: location)
    default: break
    }
    index = skipToSeparator(from: index + 1, end: end)
    return TSXNode(value: .other("'\(token.text)'"), location: location)
  }

  /// The index after the element opened at `index` (its `/>` or its `</Name>`).
  private func elementEnd(_ index: Int, end: Int) -> Int {
    let tagEnd = tokens[index].match
    guard tagEnd > index, tagEnd < end else { return end }
    if case .tagEnd(selfClosing: true) = tokens[tagEnd].kind { return tagEnd + 1 }
    var level = 0
    var at = tagEnd + 1
    while at < end {
      switch tokens[at].kind {
      case .tagOpen:
        let close = tokens[at].match
        if close > at, case .tagEnd(selfClosing: false) = tokens[close].kind { level += 1 }
        at = close > at ? close + 1 : at + 1
      case .tagClose:
        if level == 0 { return at + 1 }
        level -= 1
        at += 1
      default:
        at = tokens[at].match > at ? tokens[at].match + 1 : at + 1
      }
    }
    return end
  }

  private mutating func arrowBody(_ index: inout Int, end: Int, at location: SourceLocation)
    -> TSXNode
  {
    guard index < end else { return TSXNode(value: .arrow(nil), location: location) }
    let open = tokens[index]
    guard open.isSymbol("{"), open.match > index, open.match < end else {
      let body = expression(&index, end: end)
      return TSXNode(value: .arrow(body), location: location)
    }
    // A block: its one `return` at its own level.
    var returns: [Int] = []
    var at = index + 1
    while at < open.match {
      work += 1
      if tokens[at].identifier == "return" { returns.append(at) }
      at = tokens[at].match > at ? tokens[at].match + 1 : at + 1
    }
    index = open.match + 1
    guard returns.count == 1 else { return TSXNode(value: .arrow(nil), location: location) }
    var start = returns[0] + 1
    let body = expression(&start, end: open.match)
    return TSXNode(value: .arrow(body), location: location)
  }

  private mutating func object(from start: Int, to end: Int, at location: SourceLocation)
    -> TSXNode
  {
    var entries: [(key: String?, value: TSXNode)] = []
    var index = start
    while index < end {
      let token = tokens[index]
      work += 1
      if token.isSymbol(",") {
        index += 1
        continue
      }
      if token.isSymbol("...") {
        entries.append((nil, expression(&index, end: end)))
        continue
      }
      let key: String?
      switch token.kind {
      case .identifier(let name), .string(let name): key = name
      case .number(let value): key = LayoutValueSyntax.formatNumber(value)
      default: key = nil
      }
      if let key, index + 1 < end, tokens[index + 1].isSymbol(":") {
        index += 2
        entries.append((key, expression(&index, end: end)))
      } else if let key, index + 1 >= end || tokens[index + 1].isSymbol(",") {
        entries.append((key, TSXNode(value: .identifier(key), location: token.location)))
        index += 1
      } else {
        entries.append(
          (key, TSXNode(value: .other("a method or computed key"), location: token.location)))
        index = skipToSeparator(from: index + 1, end: end)
      }
      if index < end, !tokens[index].isSymbol(",") {
        index = skipToSeparator(from: index, end: end)
      }
    }
    return TSXNode(value: .object(entries), location: location)
  }
}
