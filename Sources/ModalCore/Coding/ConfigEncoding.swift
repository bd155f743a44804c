/// Maps the model to the canonical JSON of `docs/config-schema.md`: keys in the order of the
/// schema's tables, fields that hold their default left out, layout values as short strings
/// when the string syntax expresses them exactly.
enum ConfigWriter {
  /// The JSON of a document: a plain config object for a static config, `default` and
  /// `constrained` for an adaptive one.
  static func document(_ document: ConfigDocument) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let name = document.name { members.append(("name", .string(name))) }
    if let description = document.description {
      members.append(("description", .string(description)))
    }
    let adaptive = document.config
    if adaptive.isAdaptive {
      members.append(("default", config(adaptive.defaultConfig)))
      let constrained = adaptive.constrained.map { entry -> JSONValue in
        var object: [(key: String, value: JSONValue)] = []
        if let name = entry.name { object.append(("name", .string(name))) }
        let when: JSONValue =
          entry.conditions.count == 1
          ? .string(LayoutValueSyntax.format(entry.conditions[0]))
          : .array(entry.conditions.map { .string(LayoutValueSyntax.format($0)) })
        object.append(("when", when))
        object.append(("config", config(entry.config)))
        return .object(object)
      }
      members.append(("constrained", .array(constrained)))
    } else {
      members += configMembers(adaptive.defaultConfig)
    }
    return .object(members)
  }

  /// The JSON object of a config.
  static func config(_ config: ModalConfig) -> JSONValue {
    .object(configMembers(config))
  }

  private static func configMembers(_ config: ModalConfig) -> [(key: String, value: JSONValue)] {
    let defaults = ModalConfig.defaults
    var members: [(key: String, value: JSONValue)] = []
    if config.snapDirection != defaults.snapDirection {
      members.append(("direction", .string(config.snapDirection.rawValue)))
    }
    members.append(("snapPoints", .array(config.snapPoints.map(snapPoint))))
    if config.undershoot != defaults.undershoot {
      members.append(("undershoot", edgePoint(config.undershoot)))
    }
    if let overshoot = config.overshoot { members.append(("overshoot", edgePoint(overshoot))) }
    if config.snapPercentStrategy != defaults.snapPercentStrategy {
      members.append(("percentStrategy", .string(config.snapPercentStrategy.rawValue)))
    }
    if config.initialSnapPointIndex != defaults.initialSnapPointIndex {
      members.append(("initialIndex", .number(Double(config.initialSnapPointIndex))))
    }
    if config.dragHandlePosition != defaults.dragHandlePosition {
      members.append(("dragHandle", .string(config.dragHandlePosition.rawValue)))
    }
    var animations: [(key: String, value: JSONValue)] = []
    for (key, animation, fallback) in [
      ("snap", config.snapAnimation, defaults.snapAnimation),
      ("entrance", config.entranceAnimation, defaults.entranceAnimation),
      ("exit", config.exitAnimation, defaults.exitAnimation),
    ] where animation != fallback {
      animations.append((key, self.animation(animation)))
    }
    if !animations.isEmpty { members.append(("animations", .object(animations))) }
    if let clamping = config.interpolationClamping {
      let groups = { (set: Set<ClampGroup>) -> JSONValue in
        .array(ClampGroup.allCases.filter(set.contains).map { .string($0.rawValue) })
      }
      members.append(
        ("clamping", .object([("start", groups(clamping.start)), ("end", groups(clamping.end))])))
    }
    if config.release != defaults.release {
      members.append(("release", release(config.release)))
    }
    if config.handoff != defaults.handoff {
      let options = config.handoff.options.sorted { $0.key < $1.key }.map {
        (key: $0.key, value: JSONValue.number($0.value))
      }
      var handoff: [(key: String, value: JSONValue)] = [("rule", .string(config.handoff.rule))]
      if !options.isEmpty { handoff.append(("options", .object(options))) }
      members.append(("handoff", .object(handoff)))
    }
    let flags = self.flags(config)
    if !flags.isEmpty { members.append(("flags", .object(flags))) }
    if config.overdrag != defaults.overdrag {
      members.append(("overdrag", overdrag(config.overdrag)))
    }
    if config.keyboardAvoidance != defaults.keyboardAvoidance {
      members.append(("keyboardAvoidance", .string(config.keyboardAvoidance.rawValue)))
    }
    if config.keyboardBlurBehavior != defaults.keyboardBlurBehavior {
      members.append(("keyboardBlurBehavior", .string(config.keyboardBlurBehavior.rawValue)))
    }
    if let content = config.content { members.append(("content", self.content(content))) }
    if let sheet = config.sheet { members.append(("sheet", self.sheet(sheet))) }
    if let gorhom = config.gorhom { members.append(("gorhom", self.gorhom(gorhom))) }
    return members
  }

  private static func overdrag(_ overdrag: Overdrag) -> JSONValue {
    switch overdrag {
    case .none: .string("none")
    case .rubberBand: .string("rubberBand")
    case .linear(let factor): .object([("linear", .number(factor))])
    case .linearTop(let factor): .object([("linearTop", .number(factor))])
    case .deck: .string("deck")
    case .gorhom(let factor):
      factor == Overdrag.gorhomDefaultFactor
        ? .string("gorhom") : .object([("gorhom", .number(factor))])
    }
  }

  /// The gorhom object: only the props that differ from the library's defaults, in the
  /// schema's key order (an empty object is the library's defaults).
  private static func gorhom(_ gorhom: GorhomConfig) -> JSONValue {
    let defaults = GorhomConfig()
    var members: [(String, JSONValue)] = []
    if gorhom.enableDynamicSizing != defaults.enableDynamicSizing {
      members.append(("enableDynamicSizing", .bool(gorhom.enableDynamicSizing)))
    }
    if let size = gorhom.maxDynamicContentSize {
      members.append(("maxDynamicContentSize", .number(size)))
    }
    if gorhom.detached { members.append(("detached", .bool(true))) }
    if gorhom.bottomInset != 0 { members.append(("bottomInset", .number(gorhom.bottomInset))) }
    if gorhom.topInset != 0 { members.append(("topInset", .number(gorhom.topInset))) }
    return .object(members)
  }

  /// The sheet object: only the fields that differ from Apple's defaults, in the schema's key
  /// order (an empty object is a sheet with every default).
  private static func sheet(_ sheet: SheetConfig) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let key = sheet.largestUndimmedDetentIdentifier {
      members.append(("largestUndimmedDetentIdentifier", .string(key)))
    }
    if let radius = sheet.preferredCornerRadius {
      members.append(("preferredCornerRadius", .number(radius)))
    }
    let defaults = SheetConfig()
    for flag in SheetFields.flags
    where sheet[keyPath: flag.keyPath] != defaults[keyPath: flag.keyPath] {
      members.append((flag.name, .bool(sheet[keyPath: flag.keyPath])))
    }
    if let size = sheet.preferredContentSize {
      members.append(
        (
          "preferredContentSize",
          .object(SheetFields.sizeSides.map { ($0.name, .number(size[keyPath: $0.keyPath])) })
        ))
    }
    if sheet.deploymentTarget != defaults.deploymentTarget {
      members.append(("deploymentTarget", .number(sheet.deploymentTarget.number)))
    }
    if sheet.background != defaults.background {
      members.append(("background", .string(sheet.background.rawValue)))
    }
    if sheet.sizing != defaults.sizing {
      members.append(("sizing", .string(sheet.sizing.rawValue)))
    }
    if sheet.placement != defaults.placement {
      members.append(("placement", .string(sheet.placement.rawValue)))
    }
    return .object(members)
  }

  /// The content object: the length always, `across` when declared, `scrolls` only when
  /// false, the insets that are not 0.
  private static func content(_ content: ContentConfig) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("length", .number(content.length))]
    if let across = content.across { members.append(("across", .number(across))) }
    if !content.scrolls { members.append(("scrolls", .bool(false))) }
    let insets = ContentFields.insetEdges.compactMap { edge -> (key: String, value: JSONValue)? in
      let inset = content.insets[keyPath: edge.keyPath]
      return inset == 0 ? nil : (edge.name, .number(inset))
    }
    if !insets.isEmpty { members.append(("insets", .object(insets))) }
    return .object(members)
  }

  /// The `animations` object with every animation and every parameter, defaults included:
  /// the JSON `set` edits at a path inside an animation (`animations.snap.duration`).
  static func allAnimations(_ config: ModalConfig) -> JSONValue {
    .object([
      ("snap", animation(config.snapAnimation, full: true)),
      ("entrance", animation(config.entranceAnimation, full: true)),
      ("exit", animation(config.exitAnimation, full: true)),
    ])
  }

  /// An animation's object; parameters that hold their default are left out unless `full`.
  private static func animation(_ animation: AnimationConfig, full: Bool = false) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("type", .string(animation.kindName))]
    func add(_ key: String, _ value: Double, default fallback: Double? = nil) {
      if full || value != fallback { members.append((key, .number(value))) }
    }
    switch animation {
    case .springGesture(let duration, let dampingRatio, let maxGestureVelocity):
      let defaults = AnimationConfig.springGestureDefaults
      add("duration", duration, default: defaults.duration)
      add("dampingRatio", dampingRatio, default: defaults.dampingRatio)
      add("maxGestureVelocity", maxGestureVelocity, default: defaults.maxGestureVelocity)
    case .spring(let duration, let dampingRatio):
      add("duration", duration)
      add("dampingRatio", dampingRatio)
    case .springPhysics(let mass, let stiffness, let damping, let initialVelocity):
      add("mass", mass)
      add("stiffness", stiffness)
      add("damping", damping)
      add(
        "initialVelocity", initialVelocity, default: AnimationConfig.springPhysicsDefaultVelocity)
    case .curve(let duration, let curve):
      add("duration", duration)
      members.append(("curve", .string(curve.rawValue)))
    case .bezier(let duration, let x1, let y1, let x2, let y2):
      add("duration", duration)
      members.append(("controlPoints", .array([x1, y1, x2, y2].map(JSONValue.number))))
    case .reanimatedSpring(let m, let k, let c, let clamps, let rest, let speed):
      // Every number, so that a config reads the same whatever reanimated's defaults become.
      add("mass", m)
      add("stiffness", k)
      add("damping", c)
      add("overshootClamping", clamps ? 1 : 0)
      add("restDisplacementThreshold", rest)
      add("restSpeedThreshold", speed)
    case .exponentialOut(let duration):
      add("duration", duration)
    }
    return .object(members)
  }

  private static func release(_ release: ReleaseConfig) -> JSONValue {
    if release.options.isEmpty { return .string(release.strategy) }
    let options = release.options.sorted { $0.key < $1.key }.map {
      (key: $0.key, value: JSONValue.number($0.value))
    }
    return .object([("strategy", .string(release.strategy)), ("options", .object(options))])
  }

  /// The flags that differ from their default (the two overrides when they are set), in the
  /// schema's order.
  private static func flags(_ config: ModalConfig) -> [(key: String, value: JSONValue)] {
    ConfigSchema.flagFields.compactMap { field in
      guard let text = field.text(in: config), text != field.defaultText, text != "nil" else {
        return nil
      }
      return (String(field.path.dropFirst("flags.".count)), .bool(text == "true"))
    }
  }
}
