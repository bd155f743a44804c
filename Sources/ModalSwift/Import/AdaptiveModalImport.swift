import ModalCore

/// `load FILE.swift` of adaptive-modal code: an `AdaptiveModalConfig(...)`
/// expression (or the `.adaptiveConfig(defaultConfig:constrainedConfigs:)` mode of an adaptive
/// document) and the manager flags assigned after init. It reads what `export swift
/// adaptive-modal` writes, from the export's own tables (``AdaptiveModalExport``,
/// ``AdaptiveModalValues``); a value it cannot resolve (a variable, a function call) is
/// skipped with its place and the `set` path that gives it.
enum AdaptiveModalImport {
  static let importer = SwiftImporter(library: "adaptive-modal", read: read)

  static func read(_ parser: SwiftParser, _ log: inout SwiftImportLog) -> ConfigDocument? {
    var reader = AdaptiveModalReader(parser: parser, log: log)
    let document = reader.document()
    log = reader.log
    return document
  }
}

/// The state of one adaptive-modal import: the tokens, the report, and the direction of the
/// config being read (a spring's initial velocity is along it).
struct AdaptiveModalReader {
  let parser: SwiftParser
  var log: SwiftImportLog
  var direction = SnapDirection.bottomToTop

  /// The document: the default config, the constrained ones, the manager flags.
  mutating func document() -> ConfigDocument? {
    var defaultNode: SwiftNode? = nil
    var constrainedNodes: [SwiftNode] = []
    var mode: SourceLocation? = nil
    if let index = parser.modifiers(named: "adaptiveConfig").first,
      let call = parser.arguments(at: index + 1)
    {
      defaultNode = call.arguments.value("defaultConfig").map(resolved)
      if let refused = call.arguments.unlabelled, refused.isTooDeep { defaultNode = refused }
      if let list = call.arguments.value("constrainedConfigs"), case .array(let items) = list.kind,
        !log.skipTooMany(items.count, "constrainedConfigs: [...]", at: list.location)
      {
        constrainedNodes = items
      }
      mode = parser.tokens[index].location
    }
    if defaultNode == nil {
      let starts = parser.calls(named: "AdaptiveModalConfig")
      if let first = starts.first, let (node, end) = parser.expression(at: first) {
        defaultNode = node
        // A file of several configs (an example app's presets): the first is read.
        for other in starts where other >= end {
          log.skip(
            "another AdaptiveModalConfig(...)",
            "only the first config of the file is read: load a file with the one you want first",
            at: parser.tokens[other].location)
        }
      }
    }
    guard let node = defaultNode, var defaultConfig = config(node, prefix: "") else { return nil }
    var constrained: [ConstrainedConfig] = []
    for (index, item) in constrainedNodes.enumerated() {
      if let candidate = constrainedConfig(item, index: index) { constrained.append(candidate) }
    }
    if let mode {
      let count = constrained.count
      log.recognise(
        ".adaptiveConfig: \(count) constrained config\(count == 1 ? "" : "s")", at: mode)
    }
    flags(&defaultConfig.flags)
    // The manager's flags hold for every config of the mode.
    for index in constrained.indices { constrained[index].config.flags = defaultConfig.flags }
    return ConfigDocument(
      config: AdaptiveConfig(defaultConfig: defaultConfig, constrained: constrained))
  }

  /// A variable's declared value (`let config = AdaptiveModalConfig(...)`), else the node.
  func resolved(_ node: SwiftNode) -> SwiftNode {
    if case .identifier(let name) = node.kind, let value = parser.property(name)?.value {
      return value
    }
    return node
  }

  /// Reports a value the import cannot resolve, with the path that gives it.
  mutating func unresolved(_ node: SwiftNode, _ path: String) {
    log.skip(
      Self.describe(node),
      "not a value the import can resolve: give a value with set \(path) VALUE",
      value: node, at: node.location)
  }

  /// The arguments of a call of `callee` (`AdaptiveModalConfig(...)`,
  /// `ComputableLayoutValue.percent(...)`); otherwise the node is reported and nil.
  mutating func arguments(of node: SwiftNode, _ callee: String, _ path: String)
    -> [SwiftCallArgument]?
  {
    guard let call = node.call, Self.simpleName(call.name) == callee else {
      unresolved(node, path)
      return nil
    }
    return call.arguments
  }

  /// An enum case written as `.name`; otherwise the node is reported and nil.
  mutating func member<Value: RawRepresentable>(_ node: SwiftNode, _ path: String) -> Value?
  where Value.RawValue == String {
    guard node.call == nil, let value = node.memberName.flatMap(Value.init(rawValue:)) else {
      unresolved(node, path)
      return nil
    }
    return value
  }

  /// An argument the import does not read: one of the library's that has no setting here
  /// (``unmodelledArguments``), said as such, else one the call does not have.
  mutating func unknown(_ argument: SwiftCallArgument, of callee: String) {
    let why =
      argument.label.flatMap { Self.unmodelledArguments[callee]?[$0] }
      ?? "not an argument of \(callee)"
    log.skip(
      argument.label.map { "the argument " + $0 } ?? "an unlabelled argument", why,
      at: argument.value.location)
  }

  /// A short text of a node for the report: its dotted name, or `name(...)` for a call.
  static func describe(_ node: SwiftNode) -> String {
    if let name = node.dottedName { return name }
    if let call = node.call { return call.name + "(...)" }
    if case .member(let base, let name) = node.kind { return describe(base) + "." + name }
    return "an expression"
  }

  /// The last component of a callee (`.percent`, `ComputableLayoutValue.percent`: `percent`).
  static func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  mutating func constrainedConfig(_ node: SwiftNode, index: Int) -> ConstrainedConfig? {
    let path = "constrained[\(index)]"
    guard let arguments = arguments(of: node, "AdaptiveModalConstrainedConfig", path) else {
      return nil
    }
    var conditions: [Condition] = []
    if let list = arguments.value("constraints"), case .array(let items) = list.kind {
      for item in items {
        if let condition = condition(item, path + ".when") { conditions.append(condition) }
      }
    }
    guard let configNode = arguments.value("config").map(resolved),
      let config = config(configNode, prefix: path + ".config.")
    else { return nil }
    var name: String? = nil
    if let identifier = arguments.value("identifier"), case .string(let text) = identifier.kind {
      name = text
    }
    return ConstrainedConfig(name: name, conditions: conditions, config: config)
  }

  /// `AdaptiveModalConfig(...)`; `prefix` is where it is (`constrained[0].config.`).
  mutating func config(_ node: SwiftNode, prefix: String) -> ModalConfig? {
    guard let call = node.call, Self.simpleName(call.name) == "AdaptiveModalConfig" else {
      // A read refused as too deep is reported (the path does not show in that reason).
      if node.isTooDeep { unresolved(node, prefix) }
      return nil
    }
    let arguments = call.arguments
    var config = ModalConfig(snapPoints: [])
    for argument in arguments {
      let value = argument.value
      switch argument.label ?? "" {
      case "snapDirection":
        config.snapDirection = member(value, prefix + "direction") ?? config.snapDirection
      case "snapPercentStrategy":
        config.snapPercentStrategy =
          member(value, prefix + "percentStrategy") ?? config.snapPercentStrategy
      case "dragHandlePosition":
        config.dragHandlePosition =
          member(value, prefix + "dragHandle") ?? config.dragHandlePosition
      case "initialSnapPointIndex":
        if let number = value.number, let index = Int(exactly: number) {
          config.initialSnapPointIndex = index
        } else {
          unresolved(value, prefix + "initialIndex")
        }
      case "snapPoints", "snapAnimationConfig", "entranceAnimationConfig", "exitAnimationConfig",
        "interpolationClampingConfig", "undershootSnapPoint", "overshootSnapPoint":
        continue
      default:
        unknown(argument, of: "AdaptiveModalConfig")
      }
    }
    direction = config.snapDirection
    if let list = arguments.value("snapPoints"), case .array(let items) = list.kind {
      if log.skipTooMany(items.count, "snapPoints: [...]", at: list.location) { return nil }
      for (index, item) in items.enumerated() {
        if let point = snapPoint(item, prefix + "snapPoints[\(index)]") {
          log.origin(of: prefix + "snapPoints[\(config.snapPoints.count)]", at: item.location)
          config.snapPoints.append(point)
        }
      }
    } else if let list = arguments.value("snapPoints") {
      unresolved(list, prefix + "snapPoints")
    }
    let animations: [(String, String, WritableKeyPath<ModalConfig, AnimationConfig>)] = [
      ("snapAnimationConfig", "animations.snap", \.snapAnimation),
      ("entranceAnimationConfig", "animations.entrance", \.entranceAnimation),
      ("exitAnimationConfig", "animations.exit", \.exitAnimation),
    ]
    for (label, path, key) in animations {
      guard let node = arguments.value(label) else { continue }
      if let animation = animation(node, prefix + path) { config[keyPath: key] = animation }
    }
    if let node = arguments.value("interpolationClampingConfig") {
      config.interpolationClamping = clamping(node, prefix + "clamping")
    }
    if let node = arguments.value("undershootSnapPoint"),
      let edge = edge(node, prefix + "undershoot")
    {
      config.undershoot = edge
    }
    if let node = arguments.value("overshootSnapPoint") {
      config.overshoot = edge(node, prefix + "overshoot")
    }
    let owner = prefix.isEmpty ? "" : " of " + String(prefix.dropLast(".config.".count))
    let count = config.snapPoints.count
    log.recognise(
      "AdaptiveModalConfig\(owner): \(count) snap point\(count == 1 ? "" : "s")",
      at: node.location)
    return config
  }

  /// `AdaptiveModalSnapPointConfig(key:layoutConfig:keyframeConfig:)`, or with
  /// `type: .inBetween(layoutConfig:)`.
  mutating func snapPoint(_ node: SwiftNode, _ path: String) -> SnapPoint? {
    guard let arguments = arguments(of: node, "AdaptiveModalSnapPointConfig", path) else {
      return nil
    }
    var point = SnapPoint(layout: nil)
    // Read in source order, so that the report lists the skips as the file has them.
    for argument in arguments {
      let value = argument.value
      switch argument.label ?? "" {
      case "key":
        if case .string(let key) = value.kind {
          point.key = key
        } else if value.kind != .nilLiteral {
          unresolved(value, path + ".key")
        }
      case "layoutConfig": point.layout = optionalLayout(value, path + ".layout")
      case "type":
        if let type = value.call, Self.simpleName(type.name) == "inBetween" {
          point.mode = .inBetween
          point.layout = type.arguments.value("layoutConfig").flatMap {
            optionalLayout($0, path + ".layout")
          }
        } else if let type = value.call, Self.simpleName(type.name) == "standard" {
          point.layout = type.arguments.value("layoutConfig").flatMap {
            optionalLayout($0, path + ".layout")
          }
        } else {
          unresolved(value, path + ".mode")
        }
      case "keyframeConfig":
        if value.kind != .nilLiteral, let frame = keyframe(value, path + ".keyframe") {
          point.keyframe = frame
        }
      default:
        unknown(argument, of: "AdaptiveModalSnapPointConfig")
      }
    }
    return point
  }

  /// A layout, or nil for `nil`.
  mutating func optionalLayout(_ node: SwiftNode, _ path: String) -> Layout? {
    node.kind == .nilLiteral ? nil : layout(node, path)
  }

  /// `ComputableLayout(horizontalAlignment:verticalAlignment:width:height:...)`.
  mutating func layout(_ node: SwiftNode, _ path: String) -> Layout? {
    guard let arguments = arguments(of: node, "ComputableLayout", path) else { return nil }
    var layout = Layout()
    for argument in arguments {
      let value = argument.value
      let label = argument.label ?? ""
      switch label {
      case "horizontalAlignment":
        layout.horizontalAlignment =
          member(value, path + ".horizontalAlignment") ?? layout.horizontalAlignment
      case "verticalAlignment":
        layout.verticalAlignment =
          member(value, path + ".verticalAlignment") ?? layout.verticalAlignment
      case "width":
        if let width = self.value(value, path + ".width") { layout.width = width }
      case "height":
        if let height = self.value(value, path + ".height") { layout.height = height }
      default:
        guard
          let field = AdaptiveModalExport.optionalLayoutFields.first(where: { $0.label == label })
        else {
          unknown(argument, of: "ComputableLayout")
          continue
        }
        layout[keyPath: field.path] = self.value(value, path + "." + label)
      }
    }
    return layout
  }

  /// `AdaptiveModalSnapPointPreset(layoutPreset:keyframeConfig:)`.
  mutating func edge(_ node: SwiftNode, _ path: String) -> EdgeSnapPoint? {
    // `AdaptiveModalSnapPointPreset.automatic`, the README's `undershootSnapPoint: .automatic`.
    if node.call == nil, node.memberName == "automatic" { return .automatic }
    guard let arguments = arguments(of: node, "AdaptiveModalSnapPointPreset", path) else {
      return nil
    }
    var edge = EdgeSnapPoint()
    if let preset = arguments.value("layoutPreset") {
      if let custom = preset.call, Self.simpleName(custom.name) == "layoutConfig",
        let inner = custom.arguments.unlabelled
      {
        if let layout = layout(inner, path + ".layout") { edge.preset = .layout(layout) }
      } else if preset.call == nil,
        let named = preset.memberName.flatMap(LayoutPreset.named)
      {
        edge.preset = named
      } else {
        unresolved(preset, path + ".preset")
      }
    }
    if let frame = arguments.value("keyframeConfig"), frame.kind != .nilLiteral {
      edge.keyframe = keyframe(frame, path + ".keyframe")
    }
    return edge
  }

  /// `manager.NAME = true` for the manager flags of ``AdaptiveModalExport/flagPaths``.
  mutating func flags(_ flags: inout ManagerFlags) {
    let names = AdaptiveModalExport.flagPaths
    for assignment in parser.assignments() {
      guard let flag = names.first(where: { $0.name == assignment.property }) else {
        if let why = Self.unmodelledManagerProperties[assignment.property] {
          log.skip(
            "\(assignment.receiver).\(assignment.property)", why, at: assignment.value.location)
        }
        continue
      }
      let value = assignment.value
      let text = "\(assignment.receiver).\(flag.name)"
      switch (flag.path, value.kind) {
      case (.bool(let key), .bool(let bool)):
        flags[keyPath: key] = bool
        log.recognise("\(text) = \(bool)", at: value.location)
      case (.optional(let key), .bool(let bool)):
        flags[keyPath: key] = bool
        log.recognise("\(text) = \(bool)", at: value.location)
      case (.optional(let key), .nilLiteral):
        flags[keyPath: key] = nil
        log.recognise("\(text) = nil", at: value.location)
      default:
        unresolved(value, "flags.\(flag.name)")
      }
    }
  }
}
