import ModalCore

/// `load FILE.swift` of FloatingPanel code: a `FloatingPanelLayout`'s `position`,
/// `initialState`, `anchors` (one snap point per state, in the states' order, each anchor's
/// extent a layout value that holds on every device; an intrinsic or adaptive anchor follows
/// the content, whose run-time size is reported) and `backdropAlpha(for:)` (a number, a
/// `state == .S ? A : B` ternary or a `switch` of `case .S: return A`), a
/// `FloatingPanelBehavior`'s properties and the controller's set-up that
/// ``FloatingPanelExport`` writes, on the `floatingpanel` preset's config.
enum FloatingPanelImport {
  static let importer = SwiftImporter(library: "FloatingPanel", read: read, choose: choose)

  /// The built-in states and their orders (FloatingPanelState.swift, 3.2.2).
  static let builtInOrders: [String: Int] = ["hidden": 0, "tip": 100, "half": 500, "full": 1000]

  /// A state of the anchors: its name in the code, its key here, its order and its extent.
  struct State {
    var name: String
    var key: String
    var order: Int
    var extent: LayoutValue
  }

  /// The attached and the opposite edge of a position, as `safe.EDGE` names, with the
  /// direction.
  static func edges(_ position: String) -> (near: String, far: String, direction: SnapDirection)? {
    switch position {
    case "bottom": ("bottom", "top", .bottomToTop)
    case "top": ("top", "bottom", .topToBottom)
    case "left": ("left", "right", .leftToRight)
    case "right": ("right", "left", .rightToLeft)
    default: nil
    }
  }

  static func read(_ parser: SwiftParser, _ log: inout SwiftImportLog) -> ConfigDocument? {
    guard let (anchorsNode, anchorsAt) = parser.property("anchors"),
      parser.tokens.contains(where: { $0.kind == .identifier("FloatingPanelLayout") })
        || parser.tokens.contains(where: { $0.kind == .identifier("FloatingPanelLayoutAnchor") }),
      let source = BuiltinPresets.source(named: "floatingpanel"),
      let preset = try? ConfigCoding.decodeDocument(source)
    else { return nil }
    var config = preset.config.defaultConfig
    var position = "bottom"
    if let (node, at) = parser.property("position") {
      if let name = node?.memberName, edges(name) != nil {
        position = name
        log.recognise("position .\(name)", at: at)
      } else {
        log.skip(
          "position", "expected .bottom, .top, .left or .right: the panel is at the bottom",
          value: node, at: at)
      }
    }
    guard let edges = edges(position), let template = config.snapPoints.first else { return nil }
    guard case .dictionary(let entries) = anchorsNode?.kind else {
      log.skip(
        "anchors", "not a dictionary literal of anchors: write the anchors out",
        value: anchorsNode, at: anchorsAt)
      return nil
    }
    if log.skipTooMany(entries.count, "anchors", at: anchorsAt) { return nil }
    var states: [State] = []
    for entry in entries {
      if let state = state(entry, edges, parser, &config, &log) {
        states.append(state)
        log.origin(ofPoint: state.key, at: entry.key.location)
      }
    }
    states.sort { $0.order < $1.order }
    guard !states.isEmpty else { return nil }
    log.recognise("anchors: \(states.count) states", at: anchorsAt)
    config.snapDirection = edges.direction
    let alphas = backdrop(parser, states.map(\.name), &log)
    config.snapPoints = states.enumerated().map { offset, state in
      var keyframe = offset == 0 ? template.keyframe : Keyframe()
      if offset == 0 { keyframe.maskedCorners = leadingCorners(edges.direction) }
      keyframe[.backgroundOpacity] = alphas[offset]
      return SnapPoint(key: state.key, layout: layout(state.extent, edges), keyframe: keyframe)
    }
    config.initialSnapPointIndex = initial(parser, states, &log)
    if let prepare = parser.function("prepareLayout") {
      log.skip(
        "prepareLayout(surfaceView:in:)",
        "the panel keeps the default one (across the safe area): give another frame with set snapPoints[N].layout.margins ...",
        at: prepare.at)
    }
    behavior(parser, &config, &log)
    setUp(parser, &config, &log)
    return ConfigDocument(name: nil, description: nil, config: config)
  }

  /// The corners FloatingPanel's surface rounds: the two of the panel's leading edge.
  static func leadingCorners(_ direction: SnapDirection) -> Corners {
    switch direction {
    case .bottomToTop: .top
    case .topToBottom: .bottom
    case .leftToRight: .right
    case .rightToLeft: .left
    }
  }

  /// The frame of a state: attached to the position's edge, across the safe area (the default
  /// `prepareLayout`), `extent` along the axis.
  static func layout(
    _ extent: LayoutValue, _ edges: (near: String, far: String, direction: SnapDirection)
  )
    -> Layout
  {
    let safe = { (edge: Edge) in LayoutValue(.safeArea(edge)) }
    switch edges.direction {
    case .bottomToTop, .topToBottom:
      var layout = Layout(
        horizontalAlignment: .center,
        verticalAlignment: edges.direction == .bottomToTop ? .bottom : .top, width: .stretch,
        height: extent)
      layout.marginLeft = safe(.left)
      layout.marginRight = safe(.right)
      return layout
    case .leftToRight, .rightToLeft:
      var layout = Layout(
        horizontalAlignment: edges.direction == .leftToRight ? .left : .right,
        verticalAlignment: .center, width: extent, height: .stretch)
      layout.marginTop = safe(.top)
      layout.marginBottom = safe(.bottom)
      return layout
    }
  }

  /// One entry of the anchors: its state (a built-in one or a `static let NAME =
  /// FloatingPanelState(rawValue:order:)` of the file) and its anchor's extent.
  static func state(
    _ entry: SwiftDictionaryEntry, _ edges: (near: String, far: String, direction: SnapDirection),
    _ parser: SwiftParser, _ config: inout ModalConfig, _ log: inout SwiftImportLog
  ) -> State? {
    guard let name = entry.key.memberName else {
      log.skip("an anchor's state", "not a state such as .full", at: entry.key.location)
      return nil
    }
    if name == "hidden" {
      log.skip(
        ".hidden",
        "the hidden state is the undershoot here: a release lands on it with set flags.overrideShouldSnapToUnderShootSnapPoint true",
        at: entry.key.location)
      return nil
    }
    var key = name
    var order = builtInOrders[name]
    let declared = parser.property(name)?.value
    if order == nil, let call = declared?.call,
      call.name.hasSuffix("FloatingPanelState"),
      let number = call.arguments.value("order")?.number, number.isFinite, abs(number) < 1e9
    {
      order = Int(number)
      if case .string(let raw) = call.arguments.value("rawValue")?.kind { key = raw }
    }
    guard let order else {
      log.skip(
        "." + name,
        "no FloatingPanelState(rawValue:order:) of this state in the file: declare it here",
        value: declared, at: entry.key.location)
      return nil
    }
    guard let text = extent(entry.value, edges, &config, &log) else { return nil }
    do {
      let extent = try LayoutValueSyntax.parseValue(text)
      return State(name: name, key: key, order: order, extent: extent)
    } catch {
      log.skip("." + name, "its anchor gives no extent (\(error))", at: entry.value.location)
      return nil
    }
  }

  /// An anchor's extent from the attached edge, as layout-value text.
  static func extent(
    _ node: SwiftNode, _ edges: (near: String, far: String, direction: SnapDirection),
    _ config: inout ModalConfig, _ log: inout SwiftImportLog
  ) -> String? {
    guard let call = node.call else {
      log.skip(
        "an anchor", "not a FloatingPanelLayoutAnchor(...) call: write the anchor out",
        at: node.location)
      return nil
    }
    let arguments = call.arguments
    let safe = arguments.value("referenceGuide")?.memberName != "superview"
    let near = safe ? "safe.\(edges.near)" : "0"
    let far = safe ? "safe.\(edges.far)" : "0"
    func number(_ label: String) -> String? {
      guard let node = arguments.value(label) else { return nil }
      if let screen = screenTernary(node) { return screen }
      guard let value = node.number else {
        log.skip(
          label, "not a number: give the state's extent with set snapPoints[N].layout.height H",
          at: node.location)
        return nil
      }
      return LayoutValueSyntax.formatNumber(value)
    }
    let name = call.name.split(separator: ".").last.map(String.init) ?? call.name
    switch name {
    case "FloatingPanelLayoutAnchor":
      let edge = arguments.value("edge")?.memberName ?? ""
      guard edge == edges.near || edge == edges.far else {
        log.skip(
          "an anchor", "its edge is not the panel's .\(edges.near) or .\(edges.far)",
          at: node.location)
        return nil
      }
      let span = safe ? "(100% - (\(near) + \(far)))" : "100%"
      if let inset = number("absoluteInset") {
        return edge == edges.near ? "\(near) + \(inset)" : "100% - (\(far) + \(inset))"
      }
      if let fraction = number("fractionalInset") {
        return edge == edges.near
          ? "\(near) + \(span) * \(fraction)" : "100% - (\(far) + \(span) * \(fraction))"
      }
    case "FloatingPanelIntrinsicLayoutAnchor", "FloatingPanelAdaptiveLayoutAnchor":
      // The adaptive anchor is the intrinsic one with the `contentLayout` guide's length for the
      // surface's, capped by `contentBoundingGuide` (LayoutAnchoring.swift, scenee/FloatingPanel
      // 7efcc76, lines 106-160 and 163-250; FloatingPanel's Samples/AdaptiveLayout).
      let adaptive = name == "FloatingPanelAdaptiveLayoutAnchor"
      if config.content == nil {
        config.content = ContentConfig(length: intrinsicLength, scrolls: false)
        log.approximate(
          adaptive ? "the contentLayout guide's size" : "the content's intrinsic size",
          "a runtime value: it stands for \(LayoutValueSyntax.formatNumber(intrinsicLength)) pt here; give it with set content.length N",
          at: node.location)
      }
      var content = "content"
      if adaptive {
        switch arguments.value("contentBoundingGuide")?.memberName {
        case "safeArea":
          content = "(content max (100% - (safe.\(edges.near) + safe.\(edges.far))))"
        case "superview": content = "(content max 100%)"
        default: break
        }
      }
      if let offset = arguments.value("absoluteOffset")?.number {
        let magnitude = LayoutValueSyntax.formatNumber(abs(offset))
        return "\(content) + \(near) \(offset < 0 ? "+" : "-") \(magnitude)"
      }
      if let fraction = arguments.value("fractionalOffset")?.number {
        let shown = LayoutValueSyntax.formatNumber(ExportProbe.rounded(1 - fraction, places: 8))
        return "\(content) * \(shown) + \(near)"
      }
    default:
      log.skip(call.name + "(...)", "not a FloatingPanel anchor", at: node.location)
      return nil
    }
    log.skip(
      "an anchor",
      "expected absoluteInset:, fractionalInset:, absoluteOffset: or fractionalOffset:",
      at: node.location)
    return nil
  }

  /// `UIScreen.main.bounds.height == 667 ? 18 : 16` (FloatingPanel's Samples, PanelLayouts.swift
  /// line 18: a smaller inset on a 4.7-inch screen) as the conditional value `(height == 667 ?
  /// 18 : 16)`: the panel's container is the screen, whose size the condition compares, so
  /// every device reads the branch its screen takes. Nil for another shape.
  static func screenTernary(_ node: SwiftNode) -> String? {
    guard case .ternary(let condition, let then, let otherwise) = node.kind,
      case .binary(var symbol, var left, var right) = condition.kind,
      let a = then.number, let b = otherwise.number
    else { return nil }
    let flipped = ["<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="]
    if left.number != nil, let other = flipped[symbol] {
      (left, right, symbol) = (right, left, other)
    }
    guard let bound = right.number, let name = left.dottedName, flipped[symbol] != nil,
      name.hasPrefix("UIScreen.main.bounds."),
      let metric = name.split(separator: ".").last, metric == "height" || metric == "width"
    else { return nil }
    let format = LayoutValueSyntax.formatNumber
    let test =
      symbol == "!="
      ? "!(\(metric) == \(format(bound)))" : "\(metric) \(symbol) \(format(bound))"
    return "(\(test) ? \(format(a)) : \(format(b)))"
  }

  /// The content length an intrinsic anchor stands for when the code cannot say.
  static let intrinsicLength = 300.0

  /// `initialState`: the state's index (1-based); `.half` or the most open state when absent.
  static func initial(_ parser: SwiftParser, _ states: [State], _ log: inout SwiftImportLog) -> Int
  {
    let fallback = (states.firstIndex { $0.name == "half" } ?? states.count - 1) + 1
    guard let (node, at) = parser.property("initialState") else { return fallback }
    guard let name = node?.memberName, let index = states.firstIndex(where: { $0.name == name })
    else {
      log.skip(
        "initialState",
        "not a state of the anchors: the panel starts at .\(states[fallback - 1].name)",
        value: node, at: at)
      return fallback
    }
    log.recognise("initialState .\(name)", at: at)
    return index + 1
  }
}
