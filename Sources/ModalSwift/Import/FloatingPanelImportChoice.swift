import ModalCore

/// Where FloatingPanel code chooses its layout: the controller delegate's
/// `floatingPanel(_:layoutFor:)` (FloatingPanelControllerDelegate, asked again on each trait
/// collection change: scenee/FloatingPanel 3.2.2, Sources/Controller.swift, `func
/// floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection)
/// -> FloatingPanelLayout`, and `layoutFor size: CGSize`) or an app's `layout(for:)` helper,
/// switching on the size classes, the idiom or the size. Its branches become an adaptive
/// config: the branch an iPhone in portrait takes is the default, each other branch a
/// constrained config with its condition.
extension FloatingPanelImport {
  /// One branch: its condition as a config condition and as written (nil for the code's
  /// fallback), and the layout type it returns.
  struct Branch {
    var condition: Condition?
    var text: String?
    var layout: String
    /// For a test of the app's Bool var (`isNewlayout ? A() : B()`): whether its initial
    /// value passes it, and where the test is.
    var initially: Bool? = nil
    var at: SourceLocation? = nil
  }

  /// The adaptive document of the chooser's branches and the line saying which became what;
  /// nil when no chooser is read whole (each branch a sheet of `sheets`).
  static func choose(_ parser: SwiftParser, _ sheets: [SwiftSheet], _ log: inout SwiftImportLog)
    -> (ConfigDocument, String)?
  {
    var passed: [SourceLocation] = []
    guard let (name, open, at) = chooser(parser),
      let branches = branches(parser, open, passed: &passed),
      Set(branches.map(\.layout)).count > 1
    else { return nil }
    if branches.contains(where: { $0.initially != nil }) {
      return startingBranch(name, at, branches, parser, sheets, &log)
    }
    guard branches.contains(where: { $0.condition != nil }), branches.last?.condition == nil
    else { return nil }
    var configs: [ModalConfig] = []
    var main: SwiftImportLog? = nil
    var logs: [SwiftImportLog] = []
    for branch in branches {
      var own = SwiftImportLog(sources: log.sources)
      guard let document = read(branch.layout, parser, sheets, at, &own) else { return nil }
      configs.append(document.config.defaultConfig)
      logs.append(own)
      if main == nil { main = own } else { main?.merge(own) }
    }
    // The branch an iPhone in portrait takes, as the code would: the first whose condition
    // holds, else the fallback.
    let portrait = LayoutContext(environment: Environment())
    let chosen =
      branches.firstIndex { $0.condition?.evaluate(portrait) ?? true } ?? branches.count - 1
    var constrained: [ConstrainedConfig] = []
    for (index, branch) in branches.enumerated() where index != chosen {
      // The branches after the default's hold only where its condition does not (the code
      // tests it first).
      var conditions = branch.condition.map { [$0] } ?? []
      if index > chosen, let first = branches[chosen].condition { conditions.append(.not(first)) }
      constrained.append(
        ConstrainedConfig(name: branch.layout, conditions: conditions, config: configs[index]))
    }
    guard var merged = main else { return nil }
    merged.recognise(
      "\(name): \(branches.count) branches (\(branches[chosen].layout) by default)", at: at)
    for place in passed {
      // A statement the set-up's reading reports already (`fpc.surfaceView.containerMargins =
      // ...`, with what to do) is not said twice.
      let full = log.sources.place(place)
      let line = full[..<(full.lastIndex(of: ":") ?? full.endIndex)] + ":"
      if merged.skipped.contains(where: { $0.hasPrefix(line) }) { continue }
      merged.skip(
        "a statement of \(name)", "only the layout it returns is read (set the rest with set)",
        at: place)
    }
    log.merge(merged)
    // The default config is the chosen branch's: its points' places are that branch's.
    log.adoptOrigins(of: logs[chosen])
    let described = branches.enumerated().map { index, branch in
      index == chosen
        ? "\(branch.layout) by default (iPhone portrait)"
        : "\(branch.layout) when \(branch.text ?? "no other holds")"
    }
    let document = ConfigDocument(
      name: nil, description: nil,
      config: AdaptiveConfig(defaultConfig: configs[chosen], constrained: constrained))
    return (
      document,
      "\(name) (\(log.sources.shortPlace(of: at))) chooses: \(described.joined(separator: ", "))"
    )
  }

  /// FloatingPanel's `FloatingPanelBottomLayout` (scenee/FloatingPanel 3.2.2, commit
  /// 7efcc769, Sources/Layout.swift lines 26-55), the layout a chooser may return without
  /// declaring it.
  static let bottomLayout = """
    class FloatingPanelBottomLayout: FloatingPanelLayout {
      var initialState: FloatingPanelState { .half }
      var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        return [
          .full: FloatingPanelLayoutAnchor(absoluteInset: 18.0, edge: .top, referenceGuide: .safeArea),
          .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
          .tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea),
        ]
      }
      var position: FloatingPanelPosition { .bottom }
      func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.3 : 0.0 }
    }
    """

  /// The chooser function: its name as shown, the index of its body's `{` and where its name
  /// is.
  static func chooser(_ parser: SwiftParser) -> (String, Int, SourceLocation)? {
    let tokens = parser.tokens
    for index in tokens.indices.dropFirst() where tokens[index - 1].kind == .identifier("func") {
      let shown: String
      switch tokens[index].kind {
      case .identifier("floatingPanel"): shown = "floatingPanel(_:layoutFor:)"
      case .identifier("layout"): shown = "layout(for:)"
      default: continue
      }
      let open = index + 1
      guard open < tokens.count, tokens[open].kind == .symbol("("), parser.closers[open] >= 0
      else { continue }
      let close = Int(parser.closers[open])
      let label = shown == "layout(for:)" ? "for" : "layoutFor"
      guard tokens[open..<close].contains(where: { $0.kind == .identifier(label) }),
        let body = tokens[close...].prefix(SwiftBlocks.headerLimit).firstIndex(where: {
          $0.kind == .symbol("{")
        }), parser.closers[body] >= 0
      else { continue }
      return (shown, body, tokens[index].location)
    }
    return nil
  }

  /// The branches of the body opening at `open`: `switch X.P { case .v: ... return T() ...
  /// default: ... return U() }`, `if COND { ... return T() } [else if ...] [else { ... return
  /// U() }]`, `return COND ? T() : U()` and a last `return U()`; other statements (setting
  /// the surface's appearance) are passed over, each branch's noted in `passed` by where it
  /// starts. Nil for a condition not read (`if let item = ...`): the code then does not
  /// choose by the device.
  static func branches(_ parser: SwiftParser, _ open: Int, passed: inout [SourceLocation])
    -> [Branch]?
  {
    let tokens = parser.tokens
    let end = Int(parser.closers[open])
    var index = open + 1
    var result: [Branch] = []
    /// `T(...)` at `at`: T and the index after it.
    func call(_ at: Int) -> (String, Int)? {
      guard at + 1 < end, case .identifier(let type) = tokens[at].kind,
        tokens[at + 1].kind == .symbol("("), parser.closers[at + 1] >= 0
      else { return nil }
      return (type, Int(parser.closers[at + 1]) + 1)
    }
    /// The index after the statement at `at` (brackets jumped over; a statement ends where
    /// a line starts).
    func statement(_ at: Int, _ stop: Int) -> Int {
      var next = at
      repeat {
        if case .symbol(let symbol) = tokens[next].kind, "([{".contains(symbol),
          parser.closers[next] >= 0
        {
          next = Int(parser.closers[next])
        }
        next += 1
      } while next < stop && !tokens[next].startsLine && tokens[next].kind != .symbol(";")
      return next
    }
    /// The layout a branch's statements from `at` to `stop` return: the type of their
    /// `return T(...)`, the statements before it passed over.
    func returned(_ at: Int, _ stop: Int) -> String? {
      var next = at
      while next < stop {
        if tokens[next].kind == .identifier("return") {
          guard let (type, after) = call(next + 1) else { return nil }
          if next > at { passed.append(tokens[at].location) }
          return after == stop || (after < stop && tokens[after].kind == .symbol(";"))
            ? type : nil
        }
        guard
          ["if", "switch", "guard", "for", "while", "return"].allSatisfy({
            tokens[next].kind != .identifier($0)
          })
        else { return nil }
        next = statement(next, stop)
      }
      return nil
    }
    /// The end of a case's statements: the next `case` or `default` of the switch, or `close`.
    func caseEnd(_ at: Int, _ close: Int) -> Int {
      var next = at
      while next < close, tokens[next].kind != .identifier("case"),
        tokens[next].kind != .identifier("default")
      {
        next = statement(next, close)
      }
      return next
    }
    while index < end {
      switch tokens[index].kind {
      case .identifier("switch"):
        guard let subject = property(tokens, from: index + 1, to: end),
          tokens[subject.end].kind == .symbol("{"), parser.closers[subject.end] >= 0
        else { return nil }
        let close = Int(parser.closers[subject.end])
        var at = subject.end + 1
        while at < close {
          if tokens[at].kind == .identifier("default"), tokens[at + 1].kind == .symbol(":") {
            let stop = caseEnd(at + 2, close)
            guard let type = returned(at + 2, stop) else { return nil }
            result.append(Branch(condition: nil, text: nil, layout: type))
            at = stop
            continue
          }
          guard tokens[at].kind == .identifier("case") else { return nil }
          at += 1
          var values: [String] = []
          while at + 1 < close, tokens[at].kind == .symbol("."),
            case .identifier(let value) = tokens[at + 1].kind
          {
            values.append(value)
            at += 2
            if tokens[at].kind == .symbol(",") { at += 1 }
          }
          let all = values.compactMap { condition(subject.name, "==", $0) }
          guard !values.isEmpty, all.count == values.count, tokens[at].kind == .symbol(":")
          else { return nil }
          let stop = caseEnd(at + 1, close)
          guard let type = returned(at + 1, stop) else { return nil }
          result.append(
            Branch(
              condition: all.count == 1 ? all[0] : .any(all),
              text: values.map { "\(subject.name) == .\($0)" }.joined(separator: " || "),
              layout: type))
          at = stop
        }
        index = close + 1
      case .identifier("if"):
        var branch = Branch(condition: nil, text: nil, layout: "")
        let body: Int
        if let (condition, text, open) = test(tokens, from: index + 1, to: end) {
          (branch.condition, branch.text, body) = (condition, text, open)
        } else if let open = tokens[(index + 1)..<end].prefix(SwiftBlocks.headerLimit)
          .firstIndex(where: { $0.kind == .symbol("{") }),
          let (text, holds, at) = variableTest(parser, from: index + 1, to: open)
        {
          (branch.text, branch.initially, branch.at, body) = (text, holds, at, open)
        } else {
          return nil
        }
        guard parser.closers[body] >= 0 else { return nil }
        let close = Int(parser.closers[body])
        guard let type = returned(body + 1, close) else { return nil }
        branch.layout = type
        result.append(branch)
        index = close + 1
      case .identifier("else"):
        if index + 1 < end, tokens[index + 1].kind == .symbol("{"), parser.closers[index + 1] >= 0 {
          let close = Int(parser.closers[index + 1])
          guard let type = returned(index + 2, close) else { return nil }
          result.append(Branch(condition: nil, text: nil, layout: type))
          index = close + 1
        } else {
          index += 1
        }
      case .identifier("return"):
        if let (type, next) = call(index + 1) {
          result.append(Branch(condition: nil, text: nil, layout: type))
          index = next
          continue
        }
        // `return COND ? T() : U()`
        guard let question = tokens[index..<end].firstIndex(where: { $0.kind == .symbol("?") }),
          let (then, afterThen) = call(question + 1), afterThen < end,
          tokens[afterThen].kind == .symbol(":"), let (otherwise, next) = call(afterThen + 1)
        else { return nil }
        if let (condition, text, stop) = test(tokens, from: index + 1, to: question + 1),
          stop == question
        {
          result.append(Branch(condition: condition, text: text, layout: then))
        } else if let (text, holds, at) = variableTest(parser, from: index + 1, to: question) {
          result.append(
            Branch(condition: nil, text: text, layout: then, initially: holds, at: at))
        } else {
          return nil
        }
        result.append(Branch(condition: nil, text: nil, layout: otherwise))
        index = next
      case .symbol(";"): index += 1
      case .identifier("guard"), .identifier("for"), .identifier("while"): return nil
      default:
        // A statement of the chooser's own (`fpc.surfaceView.containerMargins = .zero`).
        passed.append(tokens[index].location)
        index = statement(index, end)
      }
    }
    return result.isEmpty ? nil : result
  }

  /// The identifier at `index`, if it is one.
  static func name(_ tokens: [SwiftToken], at index: Int) -> String? {
    guard case .identifier(let name) = tokens[index].kind else { return nil }
    return name
  }

  /// A dotted property chain `a.b.P` from `start`: its last name and the index after it.
  static func property(_ tokens: [SwiftToken], from start: Int, to end: Int)
    -> (name: String, end: Int)?
  {
    var index = start
    var last: String? = nil
    while index < end, case .identifier(let part) = tokens[index].kind {
      last = part
      index += 1
      guard index + 1 < end, tokens[index].kind == .symbol(".") else { break }
      index += 1
    }
    return last.map { ($0, index) }
  }

  /// The condition of an `if` (or a ternary) from `start` to the `{` (or `?`) before `end`:
  /// comparisons `a.P == .v` / `!=` joined by `&&`, or `size.width > size.height`; the
  /// condition, its text and the index of the `{` (or `?`).
  static func test(_ tokens: [SwiftToken], from start: Int, to end: Int)
    -> (Condition, String, Int)?
  {
    var index = start
    var parts: [Condition] = []
    var texts: [String] = []
    while index < end {
      guard let left = property(tokens, from: index, to: end), left.end + 1 < end,
        case .symbol(let symbol) = tokens[left.end].kind
      else { return nil }
      if symbol == "==" || symbol == "!=", tokens[left.end + 1].kind == .symbol("."),
        left.end + 2 < end, let value = name(tokens, at: left.end + 2),
        let condition = condition(left.name, symbol, value)
      {
        parts.append(condition)
        texts.append("\(left.name) \(symbol) .\(value)")
        index = left.end + 3
      } else if left.name == "width" || left.name == "height", symbol == ">" || symbol == "<",
        let right = property(tokens, from: left.end + 1, to: end),
        right.name != left.name, right.name == "width" || right.name == "height"
      {
        let wider = (left.name == "width") == (symbol == ">")
        parts.append(.orientation(wider ? .landscape : .portrait))
        texts.append("\(left.name) \(symbol) \(right.name)")
        index = right.end
      } else {
        return nil
      }
      guard index < end else { return nil }
      switch tokens[index].kind {
      case .symbol("&&"): index += 1
      case .symbol("{"), .symbol("?"):
        return (parts.count == 1 ? parts[0] : .all(parts), texts.joined(separator: " && "), index)
      default: return nil
      }
    }
    return nil
  }

  /// `P == .v` (or `!=`) as a config condition, for the size classes and the idiom.
  static func condition(_ property: String, _ symbol: String, _ value: String) -> Condition? {
    let condition: Condition?
    switch property {
    case "verticalSizeClass": condition = SizeClass(rawValue: value).map { .verticalSizeClass($0) }
    case "horizontalSizeClass":
      condition = SizeClass(rawValue: value).map { .horizontalSizeClass($0) }
    case "userInterfaceIdiom": condition = Idiom(rawValue: value).map { .idiom($0) }
    default: condition = nil
    }
    guard let condition else { return nil }
    return symbol == "!=" ? .not(condition) : condition
  }
}
