/// Maps a parsed JSON document to the model (`docs/config-schema.md`), collecting every
/// problem with its JSON path instead of stopping at the first.
final class ConfigReader {
  /// Every problem found so far, in document order.
  private(set) var problems: [ConfigProblem] = []
  /// Layout values parsed lately, by their text (``RecentLayoutValues``).
  var recentLayoutValues = RecentLayoutValues()

  init() {}

  func report(_ path: String, _ message: String) {
    problems.append(ConfigProblem(path: path, message: message))
  }

  /// Reports a problem at a path, made into text here.
  func report(_ path: ReadPath, _ message: String) {
    report(path.description, message)
  }

  /// Reports that `value`, at `path`, is not what is `expected` (a phrase that starts with
  /// "expected"), naming the kind it is; nil, for the caller to return.
  func mismatch<Value>(_ value: JSONValue, at path: ReadPath, _ expected: String) -> Value? {
    report(path, "\(expected), got \(value.kindDescription)")
    return nil
  }

  // MARK: - Documents

  /// The document, or nil when there was a problem.
  func document(_ json: JSONValue) -> ConfigDocument? {
    guard let members = json.members else {
      return mismatch(json, at: "", "expected a config document (an object)")
    }
    let isAdaptive = members.contains { $0.key == "default" || $0.key == "constrained" }
    var name: String?
    var description: String?
    let start = problems.count
    let config: AdaptiveConfig?
    if isAdaptive {
      var defaultConfig: ModalConfig?
      var constrained: [ConstrainedConfig] = []
      readObject(
        json, at: "", "a config document",
        expected: ConfigSchemaKeys.documentHeader + ["default", "constrained"],
        required: ["default"]
      ) { key, value, path in
        switch key {
        case "name": name = string(value, at: path)
        case "description": description = string(value, at: path)
        case "default": defaultConfig = self.config(value, at: path)
        case "constrained": constrained = constrainedConfigs(value, at: path) ?? []
        default: return false
        }
        return true
      }
      config = defaultConfig.map { AdaptiveConfig(defaultConfig: $0, constrained: constrained) }
    } else {
      let modal = self.config(
        json, at: "", extraKeys: ConfigSchemaKeys.documentHeader
      ) { key, value, path in
        switch key {
        case "name": name = self.string(value, at: path)
        case "description": description = self.string(value, at: path)
        default: return false
        }
        return true
      }
      config = modal.map { AdaptiveConfig(defaultConfig: $0) }
    }
    guard problems.count == start, let config else { return nil }
    return ConfigDocument(name: name, description: description, config: config)
  }

  func constrainedConfigs(_ value: JSONValue, at path: ReadPath) -> [ConstrainedConfig]? {
    guard let elements = array(value, at: path, "an array of constrained configs") else {
      return nil
    }
    var result: [ConstrainedConfig] = []
    let parent = ReadPath.Parent(path)
    for (position, element) in elements.enumerated() {
      let elementPath = parent.index(position)
      var name: String?
      var conditions: [Condition]?
      var config: ModalConfig?
      readObject(
        element, at: elementPath, "a constrained config object", keys: ["name", "when", "config"],
        required: ["when", "config"]
      ) { key, value, path in
        switch key {
        case "name": name = string(value, at: path)
        case "when": conditions = self.conditions(value, at: path)
        default: config = self.config(value, at: path)
        }
      }
      if let conditions, let config {
        result.append(ConstrainedConfig(name: name, conditions: conditions, config: config))
      }
    }
    return result
  }

  func conditions(_ value: JSONValue, at path: ReadPath) -> [Condition]? {
    switch value {
    case .string:
      return condition(value, at: path).map { [$0] }
    case .array(let elements):
      return self.elements(elements, at: path) { condition($0, at: $1) }
    default:
      return mismatch(value, at: path, "expected a condition string or an array of them")
    }
  }

  // MARK: - Configs

  /// A config object; `extraKeys` are handled by `extra` (the document header of a static
  /// document), which returns false for a key it does not know. The config's own
  /// ``ModalConfig/problems()`` are added when it maps.
  func config(
    _ value: JSONValue, at path: ReadPath, extraKeys: @autoclosure () -> [String] = [],
    extra: (String, JSONValue, ReadPath) -> Bool = { _, _, _ in false }
  ) -> ModalConfig? {
    let start = problems.count
    var config = ModalConfig(snapPoints: [])
    let isObject = readObject(
      value, at: path, path.isEmpty ? "a config document (an object)" : "a config object",
      expected: extraKeys() + ConfigSchemaKeys.config, required: ["snapPoints"]
    ) { key, value, path in
      switch key {
      case "direction":
        if let direction = enumeration(value, at: path, SnapDirection.self) {
          config.snapDirection = direction
        }
      case "snapPoints":
        config.snapPoints = snapPoints(value, at: path) ?? []
      case "undershoot":
        if let point = edgePoint(value, at: path) { config.undershoot = point }
      case "overshoot":
        if case .null = value {
          config.overshoot = nil
        } else {
          config.overshoot = edgePoint(value, at: path)
        }
      case "percentStrategy":
        if let strategy = enumeration(value, at: path, SnapPercentStrategy.self) {
          config.snapPercentStrategy = strategy
        }
      case "initialIndex":
        if let index = integer(value, at: path) { config.initialSnapPointIndex = index }
      case "dragHandle":
        if let position = enumeration(value, at: path, DragHandlePosition.self) {
          config.dragHandlePosition = position
        }
      case "animations":
        animations(value, at: path, into: &config)
      case "clamping":
        config.interpolationClamping = clamping(value, at: path)
      case "release":
        if let release = release(value, at: path) { config.release = release }
      case "handoff":
        if let handoff = handoff(value, at: path) { config.handoff = handoff }
      case "flags":
        if let flags = flags(value, at: path) { config.flags = flags }
      case "overdrag":
        if let overdrag = overdrag(value, at: path) { config.overdrag = overdrag }
      case "keyboardAvoidance":
        if let avoidance = enumeration(value, at: path, KeyboardAvoidance.self) {
          config.keyboardAvoidance = avoidance
        }
      case "keyboardBlurBehavior":
        if let blur = enumeration(value, at: path, KeyboardBlurBehavior.self) {
          config.keyboardBlurBehavior = blur
        }
      case "content":
        config.content = content(value, at: path)
      case "sheet":
        config.sheet = sheet(value, at: path)
      case "gorhom":
        config.gorhom = gorhom(value, at: path)
      default:
        return extra(key, value, path)
      }
      return true
    }
    guard isObject, problems.count == start else { return nil }
    for problem in config.problems() {
      // The model names the field after its property; the schema calls it `initialIndex`.
      let relative = problem.path
      report(JSONPath.join(path, relative), problem.message)
    }
    return problems.count == start ? config : nil
  }

  func snapPoints(_ value: JSONValue, at path: ReadPath) -> [SnapPoint]? {
    guard let elements = array(value, at: path, "an array of snap points") else { return nil }
    if elements.isEmpty {
      report(path, "expected at least one snap point")
      return nil
    }
    return self.elements(elements, at: path) { snapPoint($0, at: $1) }
  }

  func snapPoint(_ value: JSONValue, at path: ReadPath) -> SnapPoint? {
    let start = problems.count
    var point = SnapPoint(layout: nil)
    var hasLayout = false
    var modeIsValid = true
    let isObject = readObject(
      value, at: path, "a snap point object",
      keys: ["key", "page", "contentLength", "mode", "layout", "keyframe"]
    ) { key, value, path in
      switch key {
      case "key": point.key = string(value, at: path)
      case "page": point.page = string(value, at: path)
      case "contentLength": point.contentLength = number(value, at: path, .contentLength)
      case "mode":
        if let mode = enumeration(value, at: path, SnapPoint.Mode.self) {
          point.mode = mode
        } else {
          modeIsValid = false
        }
      case "layout":
        hasLayout = true
        point.layout = layout(value, at: path)
      default:
        point.keyframe = keyframe(value, at: path) ?? .empty
      }
    }
    if isObject && modeIsValid && point.mode == .standard && !hasLayout {
      report(path, "missing required key \"layout\"")
    }
    return problems.count == start ? point : nil
  }

  func edgePoint(_ value: JSONValue, at path: ReadPath) -> EdgeSnapPoint? {
    switch value {
    case .string(let name):
      return namedPreset(name, at: path).map { EdgeSnapPoint(preset: $0) }
    case .object:
      let start = problems.count
      var point = EdgeSnapPoint()
      var hasPreset = false
      var hasLayout = false
      readObject(value, at: path, "an edge point", keys: ["preset", "layout", "keyframe"]) {
        key, value, path in
        switch key {
        case "preset":
          hasPreset = true
          if case .string(let name) = value {
            if let preset = namedPreset(name, at: path) { point.preset = preset }
          } else {
            report(path, "expected a preset name, got \(value.kindDescription)")
          }
        case "layout":
          hasLayout = true
          if let layout = layout(value, at: path) { point.preset = .layout(layout) }
        default:
          point.keyframe = keyframe(value, at: path)
        }
      }
      if hasPreset && hasLayout {
        report(path, "expected either \"preset\" or \"layout\", not both")
      }
      return problems.count == start ? point : nil
    default:
      return mismatch(
        value, at: path,
        "expected a preset name like \"offscreenBottom\" or an object { \"preset\" or \"layout\", \"keyframe\" }"
      )
    }
  }

  func namedPreset(_ name: String, at path: ReadPath) -> LayoutPreset? {
    return parsed(at: path) { () throws(ValueError) in try LayoutCodecs.preset.parse(name) }
  }
}
