import ModalCore

/// Reads one `<BottomSheet>` element's props (``GorhomProps/table``) into the values the
/// config takes, reporting each one: read (`recognised`), or not used with why (`skipped`).
struct GorhomSheetReader {
  /// One snap point as written: its height (a constant or a percent of the container), its
  /// key (the line comment after it, as `export tsx gorhom` writes it), where it is.
  struct Point {
    var height: LayoutValue
    var key: String?
    var at: SourceLocation
    /// Its index in the prop's array (the library's `index` counts those skipped too).
    var item: Int
  }

  let scan: TSXSource
  let lineComments: [Int: String]
  let element: TSXSource.Element
  var parser: TSXExpressionParser
  /// Bindings already read, by their value's first token: each is read once.
  private var cache: [Int: TSXNode] = [:]
  /// Each name's binding as this sheet sees it, looked up once.
  private var found: [String: TSXSource.Binding?] = [:]

  var points: [Point] = []
  var pointsAt: SourceLocation? = nil
  var index: (value: Int, at: SourceLocation)? = nil
  var panDownToClose: Bool? = nil
  var overDrag: Bool? = nil
  var factor: (value: Double, at: SourceLocation)? = nil
  var keyboard: KeyboardAvoidance? = nil
  var keyboardBlur: KeyboardBlurBehavior? = nil
  var handleWidth: Double? = nil
  var handleHeight: Double? = nil
  var handleOffset: Double? = nil
  var handleHidden = false
  var cornerRadius: Double? = nil
  /// The sizing props read (``GorhomConfig``), from the library's defaults.
  var sizing = GorhomConfig()
  /// The names of the sizing props given, so that an absent enableDynamicSizing is said.
  var sizingGiven: Set<String> = []
  var origins: [String: SourceLocation] = [:]

  init(scan: TSXSource, lineComments: [Int: String], element: TSXSource.Element) {
    self.scan = scan
    self.lineComments = lineComments
    self.element = element
    parser = TSXExpressionParser(tokens: scan.tokens)
  }

  var tokens: [TSXToken] { scan.tokens }

  /// Reads every attribute of the element, then says which of the library's defaults the
  /// config takes for a prop not given.
  mutating func read(_ log: inout SwiftImportLog) {
    let open = element.token
    let at = tokens[open].location
    let end = tokens[open].match > open ? tokens[open].match : tokens.count
    var index = open + 1
    while index < end {
      let token = tokens[index]
      if token.isSymbol("{") {
        // `{...props}`: what it holds is not known here.
        let close = token.match > index ? token.match : end
        let spread =
          index + 2 >= close
          ? "" : tokens[index + 2].isSymbol("{") ? "{ ... }" : tokens[index + 2].text
        log.skip(
          "the spread {...\(spread)} of props",
          "its props are the app's at run time: write each prop on the element", at: token.location)
        index = close + 1
        continue
      }
      guard let name = token.identifier else {
        index += 1
        continue
      }
      var value: TSXNode
      if index + 2 < end, tokens[index + 1].isSymbol("=") {
        let valueToken = tokens[index + 2]
        if case .string(let text) = valueToken.kind {
          value = TSXNode(value: .string(text), location: valueToken.location)
          index += 3
        } else if valueToken.isSymbol("{"), valueToken.match > index + 2 {
          var start = index + 3
          value = parser.expression(&start, end: valueToken.match)
          index = valueToken.match + 1
        } else {
          value = TSXNode(value: .other("'\(valueToken.text)'"), location: valueToken.location)
          index += 3
        }
      } else {
        value = TSXNode(value: .boolean(true), location: token.location)
        index += 1
      }
      apply(name, value, at: token.location, &log)
    }
    if case .tagEnd(selfClosing: false) = tokens[min(end, tokens.count - 1)].kind {
      log.skip(
        "the children of <\(element.tag)>",
        "the sheet's content: the model has no content to lay out",
        at: at)
    }
    if !sizingGiven.contains("enableDynamicSizing") {
      log.recognise(
        "no enableDynamicSizing: gorhom.enableDynamicSizing true, the library's default (src/components/bottomSheet/constants.ts L15); its content-sized point needs the content's height (content N)",
        at: at)
    }
  }

  /// The value a name stands for: its binding in the sheet's component or the file, followed
  /// through names for at most ``TSXExpressionParser/maxDepth`` steps.
  mutating func resolve(_ node: TSXNode) -> TSXNode {
    var node = node
    // Iteratively, through names and useMemo's functions alike, so that two names bound to
    // each other's useMemo end after maxDepth steps.
    for _ in 0..<TSXExpressionParser.maxDepth {
      switch node.value {
      case .identifier(let name):
        if found[name] == nil {
          found[name] = .some(scan.binding(name, scope: element.scope, before: element.token))
        }
        guard let binding = found[name] ?? nil else { return node }
        if let cached = cache[binding.value] {
          node = cached
        } else {
          var start = binding.value
          let value = parser.expression(&start, end: statementEnd(from: binding.value))
          cache[binding.value] = value
          node = value
        }
      // `useMemo(() => value, deps)`: the value.
      case .call(let callee, let arguments)
      where ["useMemo", "React.useMemo"].contains(callee.dottedName ?? ""):
        guard let first = arguments.first, case .arrow(let body) = first.value, let body else {
          return TSXNode(
            value: .other("a useMemo whose function does not return one value"),
            location: node.location)
        }
        node = body
      default:
        return node
      }
    }
    return TSXNode(
      value: .other("a name bound through more than \(TSXExpressionParser.maxDepth) others"),
      location: node.location)
  }

  /// The end of the statement a binding's value starts at: its `;`, the bracket closing
  /// around it, or the next declaration at its level.
  func statementEnd(from start: Int) -> Int {
    var index = start
    var steps = 0
    while index < tokens.count, steps < 1 << 16 {
      let token = tokens[index]
      steps += 1
      if token.isSymbol(";") || token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
        return index
      }
      if index > start, let word = token.identifier,
        ["const", "let", "var", "function", "return", "export", "import", "if"].contains(word)
      {
        return index
      }
      if case .tagClose = token.kind { return index }
      index = token.match > index ? token.match + 1 : index + 1
    }
    return index
  }

  /// A number: a literal, its negative, or a name bound to one.
  mutating func number(_ node: TSXNode) -> Double? {
    let node = resolve(node)
    switch node.value {
    case .number(let value): return value
    case .negative(let inner): return number(inner).map { -$0 }
    default: return nil
    }
  }

  mutating func boolean(_ node: TSXNode) -> Bool? {
    if case .boolean(let value) = resolve(node).value { return value }
    return nil
  }

  mutating func string(_ node: TSXNode) -> String? {
    switch resolve(node).value {
    case .string(let text): return text
    case .template(let text, substituted: false): return text
    default: return nil
    }
  }
}
