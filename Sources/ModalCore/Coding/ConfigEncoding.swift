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

  // MARK: - Snap points and layouts

  private static func snapPoint(_ point: SnapPoint) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let key = point.key { members.append(("key", .string(key))) }
    if let page = point.page { members.append(("page", .string(page))) }
    if let length = point.contentLength { members.append(("contentLength", .number(length))) }
    if point.mode != .standard { members.append(("mode", .string(point.mode.rawValue))) }
    if let layout = point.layout { members.append(("layout", self.layout(layout))) }
    if !point.keyframe.isEmpty { members.append(("keyframe", keyframe(point.keyframe))) }
    return .object(members)
  }

  private static func edgePoint(_ point: EdgeSnapPoint) -> JSONValue {
    if point.keyframe == nil {
      if case .layout = point.preset {
        // a full layout needs the object form
      } else {
        return .string(point.preset.name)
      }
    }
    var members: [(key: String, value: JSONValue)] = []
    switch point.preset {
    case .layout(let layout): members.append(("layout", self.layout(layout)))
    case .automatic: break
    default: members.append(("preset", .string(point.preset.name)))
    }
    if let keyframe = point.keyframe { members.append(("keyframe", self.keyframe(keyframe))) }
    return .object(members)
  }

  /// The JSON object of a layout.
  static func layout(_ layout: Layout) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (
        "align",
        .string(layout.horizontalAlignment.rawValue + "/" + layout.verticalAlignment.rawValue)
      ),
      ("width", value(layout.width)),
      ("height", value(layout.height)),
    ]
    func edges(_ key: String, _ values: [LayoutValue?]) {
      var object: [(key: String, value: JSONValue)] = []
      for (name, value) in zip(ConfigSchemaKeys.edges, values) {
        if let value { object.append((name, self.value(value))) }
      }
      if !object.isEmpty { members.append((key, .object(object))) }
    }
    edges(
      "margins", [layout.marginTop, layout.marginLeft, layout.marginBottom, layout.marginRight])
    edges(
      "paddings",
      [layout.paddingTop, layout.paddingLeft, layout.paddingBottom, layout.paddingRight])
    var offset: [(key: String, value: JSONValue)] = []
    if let x = layout.offsetX { offset.append(("x", value(x))) }
    if let y = layout.offsetY { offset.append(("y", value(y))) }
    if !offset.isEmpty { members.append(("offset", .object(offset))) }
    return .object(members)
  }

  /// A layout value: a number for a plain constant, the short string when the syntax
  /// expresses the value exactly, else the object form.
  static func value(_ value: LayoutValue) -> JSONValue {
    let plain = value.offset == nil && value.min == nil && value.max == nil
    if plain, case .constant(let number) = value.kind { return .number(number) }
    // The short string, when it reads back exactly and the decoder's complexity limit lets it
    // through (a deep value is not even rendered: its text would be over the limit anyway).
    if !isDeeper(value, than: SchemaText.maxExpressionComplexity),
      !SchemaText.isTooComplex(LayoutValueSyntax.render(value)),
      let text = LayoutValueSyntax.format(value)
    {
      return .string(text)
    }
    var members: [(key: String, value: JSONValue)] = []
    let modified = !plain
    switch value.kind {
    case .sum(let terms)
    where terms.count == 1 && modified
      && (terms[0].offset != nil || terms[0].min != nil || terms[0].max != nil):
      // What the decoder builds for `"value"` with modifiers on both levels.
      members.append(("value", self.value(terms[0])))
    case .sum(let terms):
      members.append(("sum", .array(terms.map(self.value))))
    case .conditional(let condition, let then, let otherwise):
      members.append(("if", .string(LayoutValueSyntax.format(condition))))
      members.append(("then", self.value(then)))
      members.append(("else", self.value(otherwise)))
    case .constant(let number):
      members.append(("value", .number(number)))
    default:
      // An atomic kind always has a text (`stretch`, `50% of width`, `safe.top`, `kb.minY`).
      members.append(("value", .string(LayoutValueSyntax.render(LayoutValue(value.kind)))))
    }
    if let offset = value.offset {
      if offset.operation != .add { members.append(("op", .string(offset.operation.rawValue))) }
      members.append(("offset", self.value(offset.value)))
    }
    if let min = value.min { members.append(("min", self.value(min))) }
    if let max = value.max { members.append(("max", self.value(max))) }
    return .object(members)
  }

  /// True when a value nests deeper than `limit` levels (looks no further than that).
  static func isDeeper(_ value: LayoutValue, than limit: Int) -> Bool {
    guard limit > 0 else { return true }
    var children: [LayoutValue] = []
    switch value.kind {
    case .sum(let terms): children = terms
    case .conditional(let condition, let then, let otherwise):
      if isDeeper(condition, than: limit - 1) { return true }
      children = [then, otherwise]
    default: break
    }
    if let offset = value.offset { children.append(offset.value) }
    if let min = value.min { children.append(min) }
    if let max = value.max { children.append(max) }
    return children.contains { isDeeper($0, than: limit - 1) }
  }

  static func isDeeper(_ condition: Condition, than limit: Int) -> Bool {
    guard limit > 0 else { return true }
    switch condition {
    case .isNilOrZero(let value): return isDeeper(value, than: limit - 1)
    case .all(let conditions), .any(let conditions):
      return conditions.contains { isDeeper($0, than: limit - 1) }
    case .not(let inner): return isDeeper(inner, than: limit - 1)
    default: return false
    }
  }

  // MARK: - Keyframes

  /// The JSON object of a keyframe.
  static func keyframe(_ keyframe: Keyframe) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    let number = { (channel: Channel) -> JSONValue? in keyframe[channel].map(JSONValue.number) }
    func addNumber(_ key: String, _ channel: Channel) {
      if let value = number(channel) { members.append((key, value)) }
    }
    func addColor(_ key: String, _ channels: ColorChannels) {
      if let value = color(keyframe, channels) { members.append((key, value)) }
    }
    func addGroup(_ key: String, _ group: ConfigSchemaKeys.Group) {
      let object = self.group(keyframe, group)
      if !object.isEmpty { members.append((key, .object(object))) }
    }
    // The keys in the schema's order (read off the keyframe fields).
    for key in ConfigSchemaKeys.keyframe {
      if let channel = ConfigSchemaKeys.keyframeNumbers.first(where: { $0.key == key })?.channel {
        addNumber(key, channel)
      } else if let channels = ConfigSchemaKeys.keyframeColors.first(where: { $0.key == key })?
        .channels
      {
        addColor(key, channels)
      } else if let group = ConfigSchemaKeys.groups.first(where: { $0.key == key })?.group {
        addGroup(key, group)
      } else if let value = other(key, keyframe) {
        members.append((key, value))
      }
    }
    return .object(members)
  }

  /// The JSON of a keyframe key that is neither a number, a colour nor a channel group.
  private static func other(_ key: String, _ keyframe: Keyframe) -> JSONValue? {
    func blur(_ effect: String?, _ intensity: Channel) -> JSONValue? {
      var object: [(key: String, value: JSONValue)] = []
      if let effect { object.append(("effect", .string(effect))) }
      if let value = keyframe[intensity] { object.append(("intensity", .number(value))) }
      return object.isEmpty ? nil : .object(object)
    }
    switch key {
    case "maskedCorners":
      guard let corners = keyframe.maskedCorners else { return nil }
      if let group = Corners.groups.first(where: { $0.corners == corners }) {
        return .string(group.name)
      }
      return .array(
        Corners.singles.filter { corners.contains($0.corner) }.map { .string($0.name) })
    case "modalBlur": return blur(keyframe.modalBlurEffect, .modalBlurIntensity)
    case "backgroundBlur": return blur(keyframe.backgroundBlurEffect, .backgroundBlurIntensity)
    case "transform": return transform(keyframe)
    case "allowSnapping": return keyframe.allowSnapping.map(JSONValue.bool)
    case "backgroundTapInteraction":
      return keyframe.backgroundTapInteraction.map { .string($0.rawValue) }
    default: return nil
    }
  }

  /// The transform object: `scale` when both scales are the same, else `scaleX` / `scaleY`.
  private static func transform(_ keyframe: Keyframe) -> JSONValue? {
    var transform: [(key: String, value: JSONValue)] = []
    let scaleX = keyframe[.scaleX]
    let uniformScale = scaleX != nil && scaleX == keyframe[.scaleY]
    for (key, channel) in ConfigSchemaKeys.transform {
      if uniformScale && channel == .scaleX, let scaleX {
        transform.append(("scale", .number(scaleX)))
      } else if uniformScale && channel == .scaleY {
        continue
      } else if let value = keyframe[channel] {
        transform.append((key, .number(value)))
      }
    }
    return transform.isEmpty ? nil : .object(transform)
  }

  private static func group(_ keyframe: Keyframe, _ group: ConfigSchemaKeys.Group) -> [(
    key: String, value: JSONValue
  )] {
    var members: [(key: String, value: JSONValue)] = []
    for key in group.keys {
      if key == "color", let channels = group.color {
        if let value = color(keyframe, channels) { members.append((key, value)) }
      } else if key == "offset", let pair = group.offsetPair {
        if let x = keyframe[pair.0], let y = keyframe[pair.1] {
          members.append((key, .array([.number(x), .number(y)])))
        }
      } else if let channel = group.numbers.first(where: { $0.key == key })?.channel,
        let value = keyframe[channel]
      {
        members.append((key, .number(value)))
      }
    }
    return members
  }

  /// `#rrggbb` (or `#rrggbbaa` when the alpha is not 1); nil unless all four channels are set.
  private static func color(_ keyframe: Keyframe, _ channels: ColorChannels) -> JSONValue? {
    guard let red = keyframe[channels.red], let green = keyframe[channels.green],
      let blue = keyframe[channels.blue], let alpha = keyframe[channels.alpha]
    else { return nil }
    return .string(SchemaText.hex(Color(red: red, green: green, blue: blue, alpha: alpha)))
  }

}
