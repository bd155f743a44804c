import ModalSupport

/// Maps a parsed JSON document to the model (`docs/config-schema.md`), collecting every
/// problem with its JSON path instead of stopping at the first.
final class ConfigReader {
  /// Every problem found so far, in document order.
  private(set) var problems: [ConfigProblem] = []

  /// The most operators and opening parentheses a layout value or condition may have, in
  /// the text and in its canonical rendering (see ``expressionComplexity(_:)``).
  static let maxExpressionComplexity = 64

  init() {}

  func report(_ path: String, _ message: String) {
    problems.append(ConfigProblem(path: path, message: message))
  }

  // MARK: - Documents

  /// The document, or nil when there was a problem.
  func document(_ json: JSONValue) -> ConfigDocument? {
    guard let members = json.members else {
      report("", "expected a config document (an object), got \(json.kindDescription)")
      return nil
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
        keys: ConfigSchemaKeys.documentHeader + ["default", "constrained"], required: ["default"]
      ) { key, value, path in
        switch key {
        case "name": name = string(value, at: path)
        case "description": description = string(value, at: path)
        case "default": defaultConfig = self.config(value, at: path)
        default: constrained = constrainedConfigs(value, at: path) ?? []
        }
      }
      config = defaultConfig.map { AdaptiveConfig(defaultConfig: $0, constrained: constrained) }
    } else {
      let modal = self.config(
        json, at: "", extraKeys: ConfigSchemaKeys.documentHeader
      ) { key, value, path in
        if key == "name" {
          name = self.string(value, at: path)
        } else {
          description = self.string(value, at: path)
        }
      }
      config = modal.map { AdaptiveConfig(defaultConfig: $0) }
    }
    guard problems.count == start, let config else { return nil }
    return ConfigDocument(name: name, description: description, config: config)
  }

  private func constrainedConfigs(_ value: JSONValue, at path: String) -> [ConstrainedConfig]? {
    guard let elements = array(value, at: path, "an array of constrained configs") else {
      return nil
    }
    var result: [ConstrainedConfig] = []
    for (position, element) in elements.enumerated() {
      let elementPath = JSONPath.index(path, position)
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

  private func conditions(_ value: JSONValue, at path: String) -> [Condition]? {
    switch value {
    case .string:
      return condition(value, at: path).map { [$0] }
    case .array(let elements):
      var result: [Condition] = []
      for (position, element) in elements.enumerated() {
        if let condition = condition(element, at: JSONPath.index(path, position)) {
          result.append(condition)
        }
      }
      return result.count == elements.count ? result : nil
    default:
      report(path, "expected a condition string or an array of them, got \(value.kindDescription)")
      return nil
    }
  }

  // MARK: - Configs

  /// A config object; `extraKeys` are handled by `extra` (the document header of a static
  /// document). The config's own ``ModalConfig/problems()`` are added when it maps.
  func config(
    _ value: JSONValue, at path: String, extraKeys: [String] = [],
    extra: (String, JSONValue, String) -> Void = { _, _, _ in }
  ) -> ModalConfig? {
    let start = problems.count
    var config = ModalConfig(snapPoints: [])
    let isObject = readObject(
      value, at: path, path.isEmpty ? "a config document (an object)" : "a config object",
      keys: extraKeys + ConfigSchemaKeys.config, required: ["snapPoints"]
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
      case "flags":
        if let flags = flags(value, at: path) { config.flags = flags }
      case "overdrag":
        if let overdrag = overdrag(value, at: path) { config.overdrag = overdrag }
      case "keyboardAvoidance":
        if let avoidance = enumeration(value, at: path, KeyboardAvoidance.self) {
          config.keyboardAvoidance = avoidance
        }
      default:
        extra(key, value, path)
      }
    }
    guard isObject, problems.count == start else { return nil }
    for problem in config.problems() {
      // The model names the field after its property; the schema calls it `initialIndex`.
      let relative = problem.path
      report(JSONPath.join(path, relative), problem.message)
    }
    return problems.count == start ? config : nil
  }

  private func snapPoints(_ value: JSONValue, at path: String) -> [SnapPoint]? {
    guard let elements = array(value, at: path, "an array of snap points") else { return nil }
    if elements.isEmpty {
      report(path, "expected at least one snap point")
      return nil
    }
    var points: [SnapPoint] = []
    for (position, element) in elements.enumerated() {
      if let point = snapPoint(element, at: JSONPath.index(path, position)) {
        points.append(point)
      }
    }
    return points.count == elements.count ? points : nil
  }

  private func snapPoint(_ value: JSONValue, at path: String) -> SnapPoint? {
    let start = problems.count
    var point = SnapPoint(layout: nil)
    var hasLayout = false
    var modeIsValid = true
    let isObject = readObject(
      value, at: path, "a snap point object", keys: ["key", "page", "mode", "layout", "keyframe"]
    ) { key, value, path in
      switch key {
      case "key": point.key = string(value, at: path)
      case "page": point.page = string(value, at: path)
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

  private func edgePoint(_ value: JSONValue, at path: String) -> EdgeSnapPoint? {
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
      report(
        path,
        "expected a preset name like \"offscreenBottom\" or an object { \"preset\" or \"layout\", \"keyframe\" }, got \(value.kindDescription)"
      )
      return nil
    }
  }

  private func namedPreset(_ name: String, at path: String) -> LayoutPreset? {
    if let preset = LayoutPreset.named(name) { return preset }
    report(
      path,
      "expected one of \(LayoutPreset.named.map(\.name).joined(separator: ", ")), got \(Self.quoted(name))"
    )
    return nil
  }

  private func animations(_ value: JSONValue, at path: String, into config: inout ModalConfig) {
    var result = (config.snapAnimation, config.entranceAnimation, config.exitAnimation)
    readObject(value, at: path, "an object of animations", keys: ["snap", "entrance", "exit"]) {
      key, value, path in
      guard let animation = animation(value, at: path) else { return }
      switch key {
      case "snap": result.0 = animation
      case "entrance": result.1 = animation
      default: result.2 = animation
      }
    }
    (config.snapAnimation, config.entranceAnimation, config.exitAnimation) = result
  }

  private func animation(_ value: JSONValue, at path: String) -> AnimationConfig? {
    guard value.members != nil else {
      report(path, "expected an animation object, got \(value.kindDescription)")
      return nil
    }
    guard let typeValue = value["type"] else {
      report(path, "missing required key \"type\"")
      return nil
    }
    let kinds = ConfigSchemaKeys.animationKinds.map(\.type)
    guard case .string(let type) = typeValue,
      let kind = ConfigSchemaKeys.animationKinds.first(where: { $0.type == type })
    else {
      report(
        JSONPath.key(path, "type"),
        "expected one of \(kinds.joined(separator: ", ")), got \(Self.describe(typeValue))")
      return nil
    }
    let start = problems.count
    var numbers: [String: Double] = [:]
    var curve: CurveKind?
    var controlPoints: [Double]?
    readObject(
      value, at: path, "an animation object", keys: ["type"] + kind.keys, required: kind.required
    ) { key, value, path in
      switch key {
      case "type": break
      case "curve": curve = enumeration(value, at: path, CurveKind.self)
      case "controlPoints":
        controlPoints = numberArray(value, at: path, count: 4, "[x1, y1, x2, y2]")
      case "duration", "mass", "stiffness":
        numbers[key] = number(value, at: path, .positive)
      default:
        numbers[key] = number(value, at: path, .nonNegative)
      }
    }
    guard problems.count == start else { return nil }
    let n = { (key: String, fallback: Double) in numbers[key] ?? fallback }
    switch type {
    case "springGesture":
      return .springGesture(
        duration: n("duration", 0.4), dampingRatio: n("dampingRatio", 0.9),
        maxGestureVelocity: n("maxGestureVelocity", 15))
    case "spring":
      return .spring(duration: n("duration", 0), dampingRatio: n("dampingRatio", 0))
    case "springPhysics":
      return .springPhysics(
        mass: n("mass", 0), stiffness: n("stiffness", 0), damping: n("damping", 0),
        initialVelocity: n("initialVelocity", 0))
    case "curve":
      guard let curve else { return nil }
      return .curve(duration: n("duration", 0), curve)
    default:
      guard let points = controlPoints, points.count == 4 else { return nil }
      return .bezier(
        duration: n("duration", 0), x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }
  }

  private func clamping(_ value: JSONValue, at path: String) -> ClampingConfig? {
    var start: Set<ClampGroup>?
    var end: Set<ClampGroup>?
    let ok = readObject(
      value, at: path, "a clamping object", keys: ["start", "end"], required: ["start", "end"]
    ) { key, value, path in
      guard let elements = array(value, at: path, "an array of clamping groups") else { return }
      var groups: Set<ClampGroup> = []
      var valid = true
      for (position, element) in elements.enumerated() {
        if let group = enumeration(element, at: JSONPath.index(path, position), ClampGroup.self) {
          groups.insert(group)
        } else {
          valid = false
        }
      }
      guard valid else { return }
      if key == "start" { start = groups } else { end = groups }
    }
    guard ok, let start, let end else { return nil }
    return ClampingConfig(start: start, end: end)
  }

  private func release(_ value: JSONValue, at path: String) -> ReleaseConfig? {
    switch value {
    case .string(let name):
      return strategy(name, at: path).map { ReleaseConfig(strategy: $0) }
    case .object:
      let start = problems.count
      var release = ReleaseConfig()
      readObject(
        value, at: path, "a release object", keys: ["strategy", "options"], required: ["strategy"]
      ) { key, value, path in
        if key == "strategy" {
          if case .string(let name) = value {
            if let name = strategy(name, at: path) { release.strategy = name }
          } else {
            report(path, "expected a strategy name, got \(value.kindDescription)")
          }
          return
        }
        guard let members = value.members else {
          report(path, "expected an object of numeric options, got \(value.kindDescription)")
          return
        }
        for (name, option) in members {
          if let number = number(option, at: JSONPath.key(path, name)) {
            release.options[name] = number
          }
        }
      }
      return problems.count == start ? release : nil
    default:
      report(
        path,
        "expected a strategy name or an object { \"strategy\", \"options\" }, got \(value.kindDescription)"
      )
      return nil
    }
  }

  private func strategy(_ name: String, at path: String) -> String? {
    if ReleaseConfig.strategyNames.contains(name) { return name }
    report(
      path,
      "expected one of \(ReleaseConfig.strategyNames.joined(separator: ", ")), got \(Self.quoted(name))"
    )
    return nil
  }

  private func flags(_ value: JSONValue, at path: String) -> ManagerFlags? {
    let start = problems.count
    var flags = ManagerFlags()
    readObject(value, at: path, "an object of flags", keys: ConfigSchemaKeys.flags) {
      key, value, path in
      if key.hasPrefix("override") {
        let flag: Bool?
        switch value {
        case .null: flag = nil
        case .bool(let bool): flag = bool
        default:
          report(path, "expected true, false or null, got \(value.kindDescription)")
          return
        }
        if key == "overrideShouldSnapToUnderShootSnapPoint" {
          flags.overrideShouldSnapToUnderShootSnapPoint = flag
        } else {
          flags.overrideShouldSnapToOvershootSnapPoint = flag
        }
        return
      }
      guard let flag = bool(value, at: path) else { return }
      switch key {
      case "shouldEnableSnapping": flags.shouldEnableSnapping = flag
      case "shouldEnableOverShooting": flags.shouldEnableOverShooting = flag
      case "shouldDismissModalOnSnapToUnderShootSnapPoint":
        flags.shouldDismissModalOnSnapToUnderShootSnapPoint = flag
      case "shouldDismissModalOnSnapToOverShootSnapPoint":
        flags.shouldDismissModalOnSnapToOverShootSnapPoint = flag
      default: flags.shouldLockAxisToModalDirection = flag
      }
    }
    return problems.count == start ? flags : nil
  }

  private func overdrag(_ value: JSONValue, at path: String) -> Overdrag? {
    switch value {
    case .string("none"): return Overdrag.none
    case .string("rubberBand"): return .rubberBand
    case .string("deck"): return .deck
    case .object(let members):
      // Exactly one of the two factor forms.
      guard members.count == 1 else {
        report(
          path,
          "expected an object with one key, { \"linear\": factor } or { \"linearTop\": factor }, got \(members.count) keys"
        )
        return nil
      }
      var result: Overdrag?
      readObject(value, at: path, "an overdrag object", keys: ["linear", "linearTop"]) {
        key, value, path in
        guard let factor = number(value, at: path) else { return }
        result = key == "linear" ? .linear(factor) : .linearTop(factor)
      }
      return result
    default:
      report(
        path,
        "expected one of none, rubberBand, deck or an object { \"linear\": factor } or { \"linearTop\": factor }, got \(Self.describe(value))"
      )
      return nil
    }
  }

  // MARK: - Layouts

  private func layout(_ value: JSONValue, at path: String) -> Layout? {
    let start = problems.count
    var layout = Layout()
    readObject(
      value, at: path, "a layout object", keys: ConfigSchemaKeys.layout,
      required: ["align", "width", "height"]
    ) { key, value, path in
      switch key {
      case "align":
        if let aligned = alignment(value, at: path) {
          layout.horizontalAlignment = aligned.horizontal
          layout.verticalAlignment = aligned.vertical
        }
      case "width":
        if let width = layoutValue(value, at: path) { layout.width = width }
      case "height":
        if let height = layoutValue(value, at: path) { layout.height = height }
      case "margins":
        let edges = edgeValues(value, at: path, "an object of margins")
        layout.marginTop = edges["top"]
        layout.marginLeft = edges["left"]
        layout.marginBottom = edges["bottom"]
        layout.marginRight = edges["right"]
      case "paddings":
        let edges = edgeValues(value, at: path, "an object of paddings")
        layout.paddingTop = edges["top"]
        layout.paddingLeft = edges["left"]
        layout.paddingBottom = edges["bottom"]
        layout.paddingRight = edges["right"]
      default:
        var offsets: [String: LayoutValue] = [:]
        readObject(value, at: path, "an offset object", keys: ["x", "y"]) { key, value, path in
          offsets[key] = layoutValue(value, at: path)
        }
        layout.offsetX = offsets["x"]
        layout.offsetY = offsets["y"]
      }
    }
    return problems.count == start ? layout : nil
  }

  private func edgeValues(_ value: JSONValue, at path: String, _ what: String) -> [String:
    LayoutValue]
  {
    var values: [String: LayoutValue] = [:]
    readObject(value, at: path, what, keys: ConfigSchemaKeys.edges) { key, value, path in
      values[key] = layoutValue(value, at: path)
    }
    return values
  }

  private func alignment(_ value: JSONValue, at path: String) -> (
    horizontal: HorizontalAlignment, vertical: VerticalAlignment
  )? {
    let expected =
      "expected an alignment \"horizontal/vertical\" like \"center/bottom\" (left, center or right / top, center or bottom)"
    guard case .string(let text) = value else {
      report(path, "\(expected), got \(value.kindDescription)")
      return nil
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let horizontal = HorizontalAlignment(rawValue: String(parts[0])),
      let vertical = VerticalAlignment(rawValue: String(parts[1]))
    else {
      report(path, "\(expected), got \(Self.quoted(text))")
      return nil
    }
    return (horizontal, vertical)
  }

  /// A layout value: a number (a constant), a string in the layout-value syntax, or the
  /// object form.
  func layoutValue(_ value: JSONValue, at path: String) -> LayoutValue? {
    switch value {
    case .number(let number):
      return .constant(number)
    case .string(let text):
      let expected = "expected a layout value like \"50%\", got \(Self.quoted(text))"
      if Self.isTooComplex(text) {
        report(path, "\(expected) (\(Self.tooComplex))")
        return nil
      }
      do {
        let parsed = try LayoutValueSyntax.parseValue(text)
        if Self.isTooComplex(LayoutValueSyntax.render(parsed)) {
          report(path, "\(expected) (\(Self.tooComplex))")
          return nil
        }
        return parsed
      } catch {
        report(path, "\(expected) (\(error.message))")
        return nil
      }
    case .object:
      return layoutValueObject(value, at: path)
    default:
      report(
        path,
        "expected a layout value (a number, a string like \"50%\" or an object), got \(value.kindDescription)"
      )
      return nil
    }
  }

  private func layoutValueObject(_ value: JSONValue, at path: String) -> LayoutValue? {
    let start = problems.count
    var base: LayoutValue?
    var sources: [String] = []
    var operation: OffsetOperation?
    var offset: LayoutValue?
    var minimum: LayoutValue?
    var maximum: LayoutValue?
    var condition: Condition?
    var branches: [String: LayoutValue] = [:]
    readObject(value, at: path, "a layout value object", keys: ConfigSchemaKeys.layoutValueObject) {
      key, value, path in
      switch key {
      case "value":
        sources.append(key)
        base = layoutValue(value, at: path)
      case "sum":
        sources.append(key)
        guard let elements = array(value, at: path, "an array of layout values") else { return }
        var terms: [LayoutValue] = []
        for (position, element) in elements.enumerated() {
          if let term = layoutValue(element, at: JSONPath.index(path, position)) {
            terms.append(term)
          }
        }
        base = LayoutValue(.sum(terms))
      case "if":
        sources.append(key)
        condition = self.condition(value, at: path)
      case "then", "else":
        branches[key] = layoutValue(value, at: path)
      case "op":
        operation = enumeration(value, at: path, OffsetOperation.self)
      case "offset":
        offset = layoutValue(value, at: path)
      case "min":
        minimum = layoutValue(value, at: path)
      default:
        maximum = layoutValue(value, at: path)
      }
    }
    guard let members = value.members else { return nil }
    let has = { (key: String) in members.contains { $0.key == key } }
    if sources.isEmpty {
      report(path, "expected one of the keys \"value\", \"sum\" or \"if\"")
    } else if sources.count > 1 {
      report(path, "expected only one of the keys \"value\", \"sum\" and \"if\"")
    }
    if sources == ["if"] {
      for key in ["then", "else"] where !has(key) {
        report(path, "missing required key \"\(key)\"")
      }
    } else {
      for key in ["then", "else"] where has(key) {
        report(JSONPath.key(path, key), "\"\(key)\" goes with \"if\"")
      }
    }
    if has("op") && !has("offset") {
      report(JSONPath.key(path, "op"), "\"op\" goes with \"offset\"")
    }
    guard problems.count == start else { return nil }
    if let condition, let then = branches["then"], let otherwise = branches["else"] {
      base = LayoutValue(.conditional(condition, then: then, else: otherwise))
    }
    guard var result = base else { return nil }
    let modified = offset != nil || minimum != nil || maximum != nil
    if modified && (result.offset != nil || result.min != nil || result.max != nil) {
      result = LayoutValue(.sum([result]))
    }
    if let offset { result.offset = LayoutValue.Offset(operation ?? .add, offset) }
    if let minimum { result.min = minimum }
    if let maximum { result.max = maximum }
    return result
  }

  /// A condition string.
  func condition(_ value: JSONValue, at path: String) -> Condition? {
    guard case .string(let text) = value else {
      report(path, "expected a condition string like \"v.compact\", got \(value.kindDescription)")
      return nil
    }
    let expected = "expected a condition like \"v.compact\", got \(Self.quoted(text))"
    if Self.isTooComplex(text) {
      report(path, "\(expected) (\(Self.tooComplex))")
      return nil
    }
    do {
      let parsed = try LayoutValueSyntax.parseCondition(text)
      if Self.isTooComplex(LayoutValueSyntax.format(parsed)) {
        report(path, "\(expected) (\(Self.tooComplex))")
        return nil
      }
      return parsed
    } catch {
      report(path, "\(expected) (\(error.message))")
      return nil
    }
  }

  static let tooComplex =
    "too complex: at most \(maxExpressionComplexity) operators and parentheses"

  /// The number of operators (`+ - * / ! ? && || < <= == >= >`, `min`, `max`) and opening
  /// parentheses of an expression, or nil when it does not even tokenize. It bounds both the
  /// recursion of the expression parser and the depth of what it builds, so a text over the
  /// limit is refused before it is parsed. The limit also applies to the canonical rendering
  /// of what was parsed (which may add parentheses), so that everything the decoder accepts,
  /// the encoder writes in a form the decoder accepts again.
  static func expressionComplexity(_ text: String) -> Int? {
    guard let tokens = try? ExpressionLexer.tokenize(text) else { return nil }
    var count = 0
    for (token, _) in tokens {
      switch token {
      case .number, .closeParen, .comma, .colon, .percent: break
      case .word(let word): if word == "min" || word == "max" { count += 1 }
      default: count += 1
      }
    }
    return count
  }

  /// True when an expression is over ``maxExpressionComplexity`` (a text that does not
  /// tokenize is left to the parser, which reports the lexical error without recursing).
  static func isTooComplex(_ text: String) -> Bool {
    (expressionComplexity(text) ?? 0) > maxExpressionComplexity
  }

  // MARK: - Keyframes

  private func keyframe(_ value: JSONValue, at path: String) -> Keyframe? {
    let start = problems.count
    var keyframe = Keyframe()
    readObject(value, at: path, "a keyframe object", keys: ConfigSchemaKeys.keyframe) {
      key, value, path in
      if let channel = ConfigSchemaKeys.keyframeNumbers.first(where: { $0.key == key })?.channel {
        keyframe[channel] = number(value, at: path)
        return
      }
      if let channels = ConfigSchemaKeys.keyframeColors.first(where: { $0.key == key })?.channels {
        if let color = color(value, at: path) { keyframe.setColor(color, channels) }
        return
      }
      switch key {
      case "maskedCorners":
        keyframe.maskedCorners = corners(value, at: path)
      case "modalBlur":
        blur(value, at: path, intensity: .modalBlurIntensity, into: &keyframe) {
          $0.modalBlurEffect = $1
        }
      case "backgroundBlur":
        blur(value, at: path, intensity: .backgroundBlurIntensity, into: &keyframe) {
          $0.backgroundBlurEffect = $1
        }
      case "border":
        group(value, at: path, "a border object", ConfigSchemaKeys.border, into: &keyframe)
      case "shadow":
        group(value, at: path, "a shadow object", ConfigSchemaKeys.shadow, into: &keyframe)
      case "transform":
        transform(value, at: path, into: &keyframe)
      case "dragHandle":
        group(value, at: path, "a drag handle object", ConfigSchemaKeys.dragHandle, into: &keyframe)
      case "presenting":
        group(value, at: path, "a presenting object", ConfigSchemaKeys.presenting, into: &keyframe)
      case "allowSnapping":
        keyframe.allowSnapping = bool(value, at: path)
      default:
        keyframe.backgroundTapInteraction = enumeration(value, at: path, TapInteraction.self)
      }
    }
    return problems.count == start ? keyframe : nil
  }

  /// An object of numbers and colors mapped to channels (`border`, `shadow`, ...).
  private func group(
    _ value: JSONValue, at path: String, _ what: String, _ fields: ConfigSchemaKeys.Group,
    into keyframe: inout Keyframe
  ) {
    var result = keyframe
    readObject(value, at: path, what, keys: fields.keys) { key, value, path in
      if key == "color", let channels = fields.color {
        if let color = color(value, at: path) { result.setColor(color, channels) }
      } else if key == "offset", let channels = fields.offsetPair {
        if let pair = numberArray(value, at: path, count: 2, "[x, y]") {
          result[channels.0] = pair[0]
          result[channels.1] = pair[1]
        }
      } else if let channel = fields.numbers.first(where: { $0.key == key })?.channel {
        result[channel] = number(value, at: path)
      }
    }
    keyframe = result
  }

  private func transform(_ value: JSONValue, at path: String, into keyframe: inout Keyframe) {
    var result = keyframe
    readObject(value, at: path, "a transform object", keys: ConfigSchemaKeys.transformKeys) {
      key, value, path in
      guard let number = number(value, at: path) else { return }
      if key == "scale" {
        result[.scaleX] = number
        result[.scaleY] = number
      } else if let channel = ConfigSchemaKeys.transform.first(where: { $0.key == key })?.channel {
        result[channel] = number
      }
    }
    if let members = value.members, members.contains(where: { $0.key == "scale" }) {
      for key in ["scaleX", "scaleY"] where members.contains(where: { $0.key == key }) {
        report(JSONPath.key(path, key), "\"scale\" already sets scaleX and scaleY")
      }
    }
    keyframe = result
  }

  private func blur(
    _ value: JSONValue, at path: String, intensity: Channel, into keyframe: inout Keyframe,
    setEffect: (inout Keyframe, String?) -> Void
  ) {
    var result = keyframe
    readObject(value, at: path, "a blur object", keys: ["effect", "intensity"]) {
      key, value, path in
      if key == "effect" {
        setEffect(&result, string(value, at: path))
      } else {
        result[intensity] = number(value, at: path)
      }
    }
    keyframe = result
  }

  private func corners(_ value: JSONValue, at path: String) -> Corners? {
    switch value {
    case .string(let name):
      if let group = Corners.groups.first(where: { $0.name == name }) { return group.corners }
      report(
        path,
        "expected one of \(Corners.groups.map(\.name).joined(separator: ", ")) or an array of corners, got \(Self.quoted(name))"
      )
      return nil
    case .array(let elements):
      var corners: Corners = []
      var valid = true
      for (position, element) in elements.enumerated() {
        let elementPath = JSONPath.index(path, position)
        if case .string(let name) = element,
          let single = Corners.singles.first(where: { $0.name == name })
        {
          corners.insert(single.corner)
        } else {
          valid = false
          report(
            elementPath,
            "expected one of \(Corners.singles.map(\.name).joined(separator: ", ")), got \(Self.describe(element))"
          )
        }
      }
      return valid ? corners : nil
    default:
      report(
        path,
        "expected a corner group like \"top\" or an array of corners, got \(value.kindDescription)")
      return nil
    }
  }

  /// `#rrggbb`, `#rrggbbaa` or a name of ``Color/named``; components are n / 255.
  func color(_ value: JSONValue, at path: String) -> Color? {
    let expected =
      "expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of \(Color.named.map(\.name).joined(separator: ", ")))"
    guard case .string(let text) = value else {
      report(path, "\(expected), got \(value.kindDescription)")
      return nil
    }
    if let named = Color.named.first(where: { $0.name == text }) { return named.color }
    if let color = Self.hexColor(text) { return color }
    report(path, "\(expected), got \(Self.quoted(text))")
    return nil
  }

  static func hexColor(_ text: String) -> Color? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
    var components: [Double] = []
    var position = 1
    while position < scalars.count {
      guard let high = hexDigit(scalars[position]), let low = hexDigit(scalars[position + 1])
      else { return nil }
      components.append(Double(high * 16 + low) / 255)
      position += 2
    }
    return Color(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 1)
  }

  private static func hexDigit(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "0"..."9": Int(scalar.value) - 48
    case "a"..."f": Int(scalar.value) - 87
    case "A"..."F": Int(scalar.value) - 55
    default: nil
    }
  }

  // MARK: - Scalars

  /// Calls `body` with each known member of an object in document order, reports unknown
  /// keys and then missing required keys. False (with a problem) when the value is not an
  /// object.
  @discardableResult
  func readObject(
    _ value: JSONValue, at path: String, _ what: String, keys: [String],
    required: [String] = [], _ body: (String, JSONValue, String) -> Void
  ) -> Bool {
    guard let members = value.members else {
      report(path, "expected \(what), got \(value.kindDescription)")
      return false
    }
    for (key, member) in members {
      let memberPath = JSONPath.key(path, key)
      if keys.contains(key) {
        body(key, member, memberPath)
      } else {
        report(memberPath, Self.unknownKeyMessage(key, expected: keys))
      }
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      report(path, "missing required key \"\(key)\"")
    }
    return true
  }

  private func array(_ value: JSONValue, at path: String, _ what: String) -> [JSONValue]? {
    if case .array(let elements) = value { return elements }
    report(path, "expected \(what), got \(value.kindDescription)")
    return nil
  }

  func string(_ value: JSONValue, at path: String) -> String? {
    if case .string(let text) = value { return text }
    report(path, "expected a string, got \(value.kindDescription)")
    return nil
  }

  func bool(_ value: JSONValue, at path: String) -> Bool? {
    if case .bool(let flag) = value { return flag }
    report(path, "expected true or false, got \(value.kindDescription)")
    return nil
  }

  enum NumberRange {
    case any
    case positive
    case nonNegative
  }

  func number(_ value: JSONValue, at path: String, _ range: NumberRange = .any) -> Double? {
    guard case .number(let number) = value else {
      report(path, "expected a number, got \(value.kindDescription)")
      return nil
    }
    switch range {
    case .any: return number
    case .positive:
      if number > 0 { return number }
      report(path, "expected a positive number, got \(JSONWriter.number(number))")
    case .nonNegative:
      if number >= 0 { return number }
      report(path, "expected a non-negative number, got \(JSONWriter.number(number))")
    }
    return nil
  }

  private func numberArray(_ value: JSONValue, at path: String, count: Int, _ shape: String)
    -> [Double]?
  {
    guard case .array(let elements) = value, elements.count == count else {
      let got: String
      if case .array(let elements) = value {
        got = "an array of \(elements.count)"
      } else {
        got = value.kindDescription
      }
      report(path, "expected an array of \(count) numbers \(shape), got \(got)")
      return nil
    }
    var numbers: [Double] = []
    for (position, element) in elements.enumerated() {
      if let number = number(element, at: JSONPath.index(path, position)) {
        numbers.append(number)
      }
    }
    return numbers.count == count ? numbers : nil
  }

  func integer(_ value: JSONValue, at path: String) -> Int? {
    guard case .number(let number) = value else {
      report(path, "expected an integer, got \(value.kindDescription)")
      return nil
    }
    if number == number.rounded(), abs(number) < 1e15 { return Int(number) }
    report(path, "expected an integer, got \(JSONWriter.number(number))")
    return nil
  }

  func enumeration<T: CaseIterable & RawRepresentable>(
    _ value: JSONValue, at path: String, _ type: T.Type
  ) -> T? where T.RawValue == String {
    if case .string(let text) = value, let result = T(rawValue: text) { return result }
    let names = T.allCases.map(\.rawValue).joined(separator: ", ")
    report(path, "expected one of \(names), got \(Self.describe(value))")
    return nil
  }

  // MARK: - Messages

  /// A string as shown in messages: JSON-quoted, shortened past 60 characters.
  static func quoted(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > 60 else { return JSONWriter.quote(text) }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(57))
    return JSONWriter.quote(String(short) + "...")
  }

  /// A value as shown after "got": the quoted string, or the kind of value.
  static func describe(_ value: JSONValue) -> String {
    if case .string(let text) = value { return quoted(text) }
    return value.kindDescription
  }

  /// `unknown key (did you mean "cornerRadius"?)` when a known key is close, else the list
  /// of known keys.
  static func unknownKeyMessage(_ key: String, expected keys: [String]) -> String {
    if let best = Suggestions.nearest(to: key, among: keys) {
      return "unknown key (did you mean \"\(best)\"?)"
    }
    return "unknown key (expected one of \(keys.joined(separator: ", ")))"
  }
}

/// The keys of the schema, in the canonical order of `docs/config-schema.md`, and their
/// channels. Shared by the reader and the writer.
enum ConfigSchemaKeys {
  static let documentHeader = ["name", "description"]

  static let config = [
    "direction", "snapPoints", "undershoot", "overshoot", "percentStrategy", "initialIndex",
    "dragHandle", "animations", "clamping", "release", "flags", "overdrag", "keyboardAvoidance",
  ]

  static let flags = [
    "shouldEnableSnapping", "shouldEnableOverShooting", "overrideShouldSnapToUnderShootSnapPoint",
    "overrideShouldSnapToOvershootSnapPoint", "shouldDismissModalOnSnapToUnderShootSnapPoint",
    "shouldDismissModalOnSnapToOverShootSnapPoint", "shouldLockAxisToModalDirection",
  ]

  static let animationKinds: [(type: String, keys: [String], required: [String])] = [
    ("springGesture", ["duration", "dampingRatio", "maxGestureVelocity"], []),
    ("spring", ["duration", "dampingRatio"], ["duration", "dampingRatio"]),
    (
      "springPhysics", ["mass", "stiffness", "damping", "initialVelocity"],
      ["mass", "stiffness", "damping"]
    ),
    ("curve", ["duration", "curve"], ["duration", "curve"]),
    ("bezier", ["duration", "controlPoints"], ["duration", "controlPoints"]),
  ]

  static let layout = ["align", "width", "height", "margins", "paddings", "offset"]
  static let edges = ["top", "left", "bottom", "right"]
  static let layoutValueObject = [
    "value", "sum", "if", "then", "else", "op", "offset", "min", "max",
  ]

  static let keyframe = [
    "cornerRadius", "maskedCorners", "opacity", "contentOpacity", "modalBackgroundColor",
    "modalBackgroundOpacity", "modalBlur", "border", "shadow", "transform", "dragHandle",
    "backgroundColor", "backgroundOpacity", "backgroundBlur", "allowSnapping",
    "backgroundTapInteraction", "secondaryAxisDamping", "presenting",
  ]

  /// Keyframe keys that hold one number.
  static let keyframeNumbers: [(key: String, channel: Channel)] = [
    ("cornerRadius", .cornerRadius), ("opacity", .opacity), ("contentOpacity", .contentOpacity),
    ("modalBackgroundOpacity", .modalBackgroundOpacity), ("backgroundOpacity", .backgroundOpacity),
    ("secondaryAxisDamping", .secondaryAxisDamping),
  ]

  /// Keyframe keys that hold a color.
  static let keyframeColors: [(key: String, channels: ColorChannels)] = [
    ("modalBackgroundColor", .modalBackground), ("backgroundColor", .background),
  ]

  /// An object of a keyframe whose members map to channels.
  struct Group {
    /// Every key, in canonical order.
    var keys: [String]
    var numbers: [(key: String, channel: Channel)]
    /// The channels of the `color` key, if there is one.
    var color: ColorChannels?
    /// The channels of an `offset: [x, y]` key, if there is one.
    var offsetPair: (Channel, Channel)?
  }

  static let border = Group(
    keys: ["width", "color"], numbers: [("width", .borderWidth)], color: .border)

  static let shadow = Group(
    keys: ["color", "opacity", "radius", "offset"],
    numbers: [("opacity", .shadowOpacity), ("radius", .shadowRadius)], color: .shadow,
    offsetPair: (.shadowOffsetX, .shadowOffsetY))

  static let dragHandle = Group(
    keys: ["width", "height", "offset", "color", "opacity", "cornerRadius"],
    numbers: [
      ("width", .handleWidth), ("height", .handleHeight), ("offset", .handleOffset),
      ("opacity", .handleOpacity), ("cornerRadius", .handleCornerRadius),
    ], color: .handle)

  static let presenting = Group(
    keys: ["scale", "translateY", "cornerRadius", "overlayOpacity"],
    numbers: [
      ("scale", .presentingScale), ("translateY", .presentingTranslateY),
      ("cornerRadius", .presentingCornerRadius), ("overlayOpacity", .presentingOverlayOpacity),
    ])

  /// Transform keys other than `scale`, in canonical order (`scale` goes before `scaleX`).
  static let transform: [(key: String, channel: Channel)] = [
    ("translateX", .translateX), ("translateY", .translateY), ("translateZ", .translateZ),
    ("scaleX", .scaleX), ("scaleY", .scaleY), ("rotateX", .rotateX), ("rotateY", .rotateY),
    ("rotateZ", .rotateZ), ("perspective", .perspective), ("skewX", .skewX), ("skewY", .skewY),
  ]

  static let transformKeys = [
    "translateX", "translateY", "translateZ", "scale", "scaleX", "scaleY", "rotateX", "rotateY",
    "rotateZ", "perspective", "skewX", "skewY",
  ]
}
