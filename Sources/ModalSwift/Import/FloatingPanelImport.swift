import ModalCore

/// `load FILE.swift` of FloatingPanel code: a `FloatingPanelLayout`'s `position`,
/// `initialState`, `anchors` (one snap point per state, in the states' order, each anchor's
/// extent a layout value that holds on every device; an intrinsic or adaptive anchor follows
/// the content, whose run-time size is reported) and `backdropAlpha(for:)` (a number, a
/// `state == .S ? A : B` ternary or a `switch` of `case .S: return A`), a
/// `FloatingPanelBehavior`'s properties and the controller's set-up that
/// ``FloatingPanelExport`` writes, on the `floatingpanel` preset's config.
enum FloatingPanelImport {
  static let importer = SwiftImporter(library: "FloatingPanel", read: read)

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
        log.skip(
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

extension FloatingPanelImport {
  /// `backdropAlpha(for:)` per state (in `names`' order): a number, `state == .S ? A : B`, or a
  /// `switch state` of `case .S, .T: return A` and `default: return B`; FloatingPanel's
  /// default (0.3 at full, else 0) without one.
  static func backdrop(_ parser: SwiftParser, _ names: [String], _ log: inout SwiftImportLog)
    -> [Double]
  {
    let defaults = names.map { $0 == "full" ? 0.3 : 0 }
    guard let function = parser.function("backdropAlpha") else { return defaults }
    let parameter = function.parameters.first ?? "state"
    if let body = function.value {
      if let alpha = body.number {
        log.recognise(
          "backdropAlpha(for:) \(LayoutValueSyntax.formatNumber(alpha))", at: function.at)
        return names.map { _ in alpha }
      }
      if case .ternary(let condition, let then, let otherwise) = body.kind,
        case .binary("==", let left, let right) = condition.kind,
        let a = then.number, let b = otherwise.number,
        let state = [left, right].first(where: { $0.kind != .identifier(parameter) })?.memberName,
        left.kind == .identifier(parameter) || right.kind == .identifier(parameter)
      {
        log.recognise(
          "backdropAlpha(for:) \(parameter) == .\(state) ? \(LayoutValueSyntax.formatNumber(a)) : \(LayoutValueSyntax.formatNumber(b))",
          at: function.at)
        return names.map { $0 == state ? a : b }
      }
    } else if let alphas = switchAlphas(parser, parameter) {
      log.recognise(
        "backdropAlpha(for:) switch \(parameter): \(alphas.cases.count) cases", at: function.at)
      return names.map { alphas.cases[$0] ?? alphas.otherwise ?? 0 }
    }
    log.skip(
      "backdropAlpha(for:)",
      "not a number, a state == .S ? A : B ternary or a switch of return A: give the dims with set snapPoints[N].keyframe.backgroundOpacity A",
      value: function.value, at: function.at)
    return defaults
  }

  /// The cases of `switch PARAMETER { case .S, .T: return A ... default: return B }` in the
  /// body of `backdropAlpha`.
  static func switchAlphas(_ parser: SwiftParser, _ parameter: String)
    -> (cases: [String: Double], otherwise: Double?)?
  {
    let tokens = parser.tokens
    guard
      let name = tokens.indices.first(where: { index in
        index >= 1 && tokens[index].kind == .identifier("backdropAlpha")
          && tokens[index - 1].kind == .identifier("func")
      }),
      let open = tokens[name...].firstIndex(where: { $0.kind == .symbol("{") }),
      open + 3 < tokens.count, tokens[open + 1].kind == .identifier("switch"),
      tokens[open + 2].kind == .identifier(parameter), tokens[open + 3].kind == .symbol("{")
    else { return nil }
    var index = open + 4
    var cases: [String: Double] = [:]
    var otherwise: Double?
    func value(at start: Int) -> (Double, Int)? {
      var at = start
      if at < tokens.count, tokens[at].kind == .identifier("return") { at += 1 }
      guard let (node, end) = parser.expression(at: at), let number = node.number else {
        return nil
      }
      return (number, end)
    }
    while index < tokens.count, tokens[index].kind != .symbol("}") {
      if tokens[index].kind == .identifier("default"), index + 1 < tokens.count,
        tokens[index + 1].kind == .symbol(":"), let (number, end) = value(at: index + 2)
      {
        otherwise = number
        index = end
        continue
      }
      guard tokens[index].kind == .identifier("case") else { return nil }
      index += 1
      var states: [String] = []
      while index + 1 < tokens.count, tokens[index].kind == .symbol("."),
        case .identifier(let state) = tokens[index + 1].kind
      {
        states.append(state)
        index += 2
        if index < tokens.count, tokens[index].kind == .symbol(",") { index += 1 }
      }
      guard !states.isEmpty, index < tokens.count, tokens[index].kind == .symbol(":"),
        let (number, end) = value(at: index + 1)
      else { return nil }
      for state in states { cases[state] = number }
      index = end
    }
    return (cases, otherwise)
  }

  /// A literal of a `FloatingPanelBehavior` property or a one-line function's body.
  static func literal(_ name: String, function: Bool, _ parser: SwiftParser)
    -> (node: SwiftNode?, at: SourceLocation)?
  {
    if function {
      return parser.function(name).map { ($0.value, $0.at) }
    }
    return parser.property(name).map { ($0.value, $0.at) }
  }

  /// The `FloatingPanelBehavior`: the spring's response time and the momentum release's
  /// options.
  static func behavior(
    _ parser: SwiftParser, _ config: inout ModalConfig, _ log: inout SwiftImportLog
  ) {
    let numbers: [(String, Bool, String)] = [
      ("springResponseTime", false, "animations.snap.duration"),
      ("momentumProjectionRate", false, "release.options.decelerationRate"),
      ("removalInteractionVelocityThreshold", false, "release.options.removalThreshold"),
      ("redirectionalProgress", true, "release.options.threshold"),
    ]
    for (name, function, path) in numbers {
      guard let (node, at) = literal(name, function: function, parser) else { continue }
      guard let number = node?.number, number >= 0 else {
        log.skip(
          name, "not a number: give one with set \(path) N", value: node,
          at: node?.location ?? at)
        continue
      }
      log.recognise("\(name) \(LayoutValueSyntax.formatNumber(number))", at: at)
      log.origin(of: path, at: at)
      switch name {
      case "springResponseTime":
        for animation in ["entrance", "exit"] { log.origin(of: "animations." + animation, at: at) }
        var (damping, velocity) = (1.0, AnimationConfig.springGestureDefaults.maxGestureVelocity)
        if case .springGesture(_, let d, let v) = config.snapAnimation {
          (damping, velocity) = (d, v)
        }
        let spring = AnimationConfig.springGesture(
          duration: number, dampingRatio: damping, maxGestureVelocity: velocity)
        (config.snapAnimation, config.entranceAnimation, config.exitAnimation) = (
          spring, spring, spring
        )
      case "momentumProjectionRate": config.release.options["decelerationRate"] = number
      case "removalInteractionVelocityThreshold":
        config.release.options["removalThreshold"] = number
      default: config.release.options["threshold"] = number
      }
    }
    for name in ["shouldProjectMomentum", "allowsRubberBanding"] {
      guard let (node, at) = literal(name, function: true, parser) else { continue }
      guard case .bool(let flag) = node?.kind else {
        log.skip(
          name,
          name == "allowsRubberBanding"
            ? "not true or false: give the overdrag with set overdrag rubberBand"
            : "not true or false: give it with set release.options.momentumProjection 1",
          value: node, at: node?.location ?? at)
        continue
      }
      log.recognise("\(name) \(flag)", at: at)
      if name == "allowsRubberBanding" {
        config.overdrag = flag ? .rubberBand : .none
      } else {
        config.release.options["momentumProjection"] = flag ? 1 : 0
      }
    }
    if let (_, at) = parser.property("springDecelerationRate") {
      log.skip(
        "springDecelerationRate",
        "no setting here: FloatingPanel derives the spring's damping from it above 300 pt/s", at: at
      )
    }
  }

  /// The controller's set-up: removal, the backdrop's tap, the surface's corner radius and
  /// grabber.
  static func setUp(_ parser: SwiftParser, _ config: inout ModalConfig, _ log: inout SwiftImportLog)
  {
    var removal = false
    for (receiver, property, value) in parser.assignments() {
      let flag: Bool? = if case .bool(let flag) = value.kind { flag } else { nil }
      let what = "\(receiver).\(property)"
      var shown = flag.map { "\($0)" } ?? ""
      switch (receiver.split(separator: ".").last ?? "", property) {
      case (_, "isRemovalInteractionEnabled") where flag != nil:
        removal = flag == true
      case ("dismissalTapGestureRecognizer", "isEnabled") where flag != nil:
        for index in config.snapPoints.indices {
          config.snapPoints[index].keyframe.backgroundTapInteraction = flag == true ? .dismiss : nil
        }
      case ("appearance", "cornerRadius"):
        guard let radius = value.number, radius >= 0 else {
          log.skip(
            what, "not a number: give one with set snapPoints[0].keyframe.cornerRadius R",
            value: value, at: value.location)
          continue
        }
        config.snapPoints[0].keyframe[.cornerRadius] = radius
        log.origin(of: "snapPoints[0].keyframe.cornerRadius", at: value.location)
        shown = LayoutValueSyntax.formatNumber(radius)
      case ("grabberHandle", "isHidden") where flag != nil:
        if flag == true { config.snapPoints[0].keyframe[.handleOpacity] = 0 }
      case (_, "grabberHandleSize"):
        guard let call = value.call, let width = call.arguments.value("width")?.number,
          let height = call.arguments.value("height")?.number
        else {
          log.skip(
            what, "not a CGSize(width:height:) of numbers", value: value, at: value.location)
          continue
        }
        config.snapPoints[0].keyframe[.handleWidth] = width
        config.snapPoints[0].keyframe[.handleHeight] = height
        shown =
          "CGSize(width: \(LayoutValueSyntax.formatNumber(width)), height: \(LayoutValueSyntax.formatNumber(height)))"
      default:
        continue
      }
      log.recognise("\(what) = \(shown)", at: value.location)
    }
    // FloatingPanel removes a panel by a drag only with isRemovalInteractionEnabled (default
    // false), at the behavior's threshold (default 5.5).
    let threshold = config.release.options["removalThreshold"] ?? 0
    config.release.options["removalThreshold"] = removal ? (threshold > 0 ? threshold : 5.5) : 0
  }
}
