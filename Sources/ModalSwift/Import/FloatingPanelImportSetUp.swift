import ModalCore

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

  /// The properties of the controller's set-up read.
  static let setUpProperties: Set<String> = [
    "isRemovalInteractionEnabled", "isEnabled", "cornerRadius", "isHidden", "grabberHandleSize",
  ]

  /// The variable a receiver chain starts with (`self.` left out): the controller it names.
  static func controller(_ receiver: String) -> String {
    let parts = receiver.split(separator: ".")
    let start = parts.first == "self" ? parts.dropFirst() : parts[...]
    return String(start.first ?? "")
  }

  /// The controller's set-up: removal, the backdrop's tap, the surface's corner radius and
  /// grabber.
  static func setUp(_ parser: SwiftParser, _ config: inout ModalConfig, _ log: inout SwiftImportLog)
  {
    var removal = false
    let assignments = parser.assignments()
    // The controllers of the other panels the file declares (`detail.layout = DetailLayout()`):
    // their set-up is theirs.
    var foreign: [String: String] = [:]
    for (receiver, property, value) in assignments where property == "layout" {
      if let name = value.call?.name, parser.otherSheets[name] != nil {
        foreign[controller(receiver)] = name
      }
    }
    // Where the file declares several controllers, the set-up of those that do not show this
    // panel is theirs too.
    let controllers = controllers(parser)
    let panel = panelController(parser, among: controllers)
    let panelVariables = panelVariables(parser)
    for (receiver, property, value) in assignments {
      let flag: Bool? = if case .bool(let flag) = value.kind { flag } else { nil }
      let what = "\(receiver).\(property)"
      let panelPart = isPanel(receiver, property, controllers: panelVariables)
      if let other = foreign[controller(receiver)], setUpProperties.contains(property) || panelPart
      {
        log.skip(
          what,
          "set on \(controller(receiver)), the controller of another panel (\(other)): load FILE.swift \(other) to read it",
          at: value.location)
        continue
      }
      if let panel, controller(receiver) != panel, controllers.contains(controller(receiver)),
        setUpProperties.contains(property)
      {
        log.skip(
          what,
          "set on \(controller(receiver)), the controller of another panel: this panel is \(panel)'s",
          at: value.location)
        continue
      }
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
        // A part of the panel the import does not read: said, with what to do.
        // (`fpc.surfaceView.appearance = appearance`: its own assignments are read.)
        if panelPart, property != "appearance" {
          log.skip(what, unreadReason(receiver, property), value: value, at: value.location)
        }
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
