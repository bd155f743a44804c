/// The JSON of snap points, layouts, layout values and keyframes.
extension ConfigWriter {

  static func snapPoint(_ point: SnapPoint) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let key = point.key { members.append(("key", .string(key))) }
    if let page = point.page { members.append(("page", .string(page))) }
    if let length = point.contentLength { members.append(("contentLength", .number(length))) }
    if point.mode != .standard { members.append(("mode", .string(point.mode.rawValue))) }
    if let layout = point.layout { members.append(("layout", self.layout(layout))) }
    if !point.keyframe.isEmpty { members.append(("keyframe", keyframe(point.keyframe))) }
    return .object(members)
  }

  static func edgePoint(_ point: EdgeSnapPoint) -> JSONValue {
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
