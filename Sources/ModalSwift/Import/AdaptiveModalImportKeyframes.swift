import ModalCore

/// Keyframes, animations and interpolation clamping of an adaptive-modal import,
/// read with the export's tables (``AdaptiveModalExport/keyframeFields``,
/// ``AdaptiveModalExport/transformChannels``, ``AdaptiveModalExport/clampingKeys``).
extension AdaptiveModalReader {
  /// `AdaptiveModalKeyframeConfig(...)`.
  mutating func keyframe(_ node: SwiftNode, _ path: String) -> Keyframe? {
    guard let arguments = arguments(of: node, "AdaptiveModalKeyframeConfig", path) else {
      return nil
    }
    var frame = Keyframe()
    for argument in arguments {
      let label = argument.label ?? ""
      guard let field = AdaptiveModalExport.keyframeFields.first(where: { $0.label == label })
      else {
        unknown(argument, of: "AdaptiveModalKeyframeConfig")
        continue
      }
      if !read(field.field, argument.value, into: &frame) {
        // The schema's keyframe field names are ModalCore's own: the report names the
        // argument and the keyframe it belongs to.
        log.skip(
          Self.describe(argument.value),
          "not a value the import can resolve: give \(label) a value with set \(path).FIELD VALUE ('help paths' lists the keyframe fields)",
          at: argument.value.location)
      }
    }
    return frame
  }

  /// Reads one keyframe argument; false when its value is not one the import can resolve.
  mutating func read(
    _ field: AdaptiveModalExport.KeyframeField, _ value: SwiftNode, into frame: inout Keyframe
  ) -> Bool {
    switch field {
    case .allowSnapping:
      guard case .bool(let allow) = value.kind else { return false }
      frame.allowSnapping = allow
    case .tap:
      guard let tap = value.memberName.flatMap(TapInteraction.init(rawValue:)) else { return false }
      frame.backgroundTapInteraction = tap
    case .number(let channel):
      guard let number = value.number else { return false }
      frame[channel] = number
    case .transform:
      guard let call = value.call, ["Transform3D", "init"].contains(Self.simpleName(call.name))
      else { return false }
      for argument in call.arguments {
        guard
          let channel = AdaptiveModalExport.transformChannels.first(where: {
            $0.0 == argument.label
          })?.1,
          let number = Self.transformNumber(argument.value)
        else { return false }
        frame[channel] = number
      }
    case .color(let channels):
      guard let color = Self.color(value) else { return false }
      frame.setColor(color, channels)
    case .size(let width, let height):
      guard let call = value.call, ["CGSize", "init"].contains(Self.simpleName(call.name)),
        let w = call.arguments.value("width")?.number,
        let h = call.arguments.value("height")?.number
      else { return false }
      frame[width] = w
      frame[height] = h
    case .corners:
      guard let corners = Self.corners(value) else { return false }
      frame.maskedCorners = corners
    case .blur(let modal):
      guard let call = value.call, Self.simpleName(call.name) == "UIBlurEffect",
        let style = call.arguments.value("style")?.memberName,
        AdaptiveModalExport.blurStyles.contains(style)
      else { return false }
      if modal { frame.modalBlurEffect = style } else { frame.backgroundBlurEffect = style }
    }
    return true
  }

  /// UIKit's colours by name (`.black`, as adaptive-modal's README writes them).
  static let uiColors: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "systemGray": .systemGray,
    "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
    "blue": Color(red: 0, green: 0, blue: 1),
  ]

  /// `UIColor(red:green:blue:alpha:)` or one of ``uiColors``.
  static func color(_ node: SwiftNode) -> Color? {
    if node.call == nil, let name = node.memberName { return uiColors[name] }
    guard let call = node.call, ["UIColor", "init"].contains(simpleName(call.name)),
      let red = call.arguments.value("red")?.number,
      let green = call.arguments.value("green")?.number,
      let blue = call.arguments.value("blue")?.number
    else { return nil }
    let alpha = call.arguments.value("alpha")?.number ?? 1
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// DGSwiftUtilities' `CACornerMask` aliases (CACornerMask+StaticAlias.swift, 0.11.0).
  static let cornerAliases: [String: Corners] = [
    "allCorners": .all, "topCorners": [.topLeft, .topRight],
    "bottomCorners": [.bottomLeft, .bottomRight], "leftCorners": [.topLeft, .bottomLeft],
    "rightCorners": [.topRight, .bottomRight],
  ]

  /// A `CACornerMask`: an array of UIKit's members, one member, or an alias.
  static func corners(_ node: SwiftNode) -> Corners? {
    func corner(_ node: SwiftNode) -> Corners? {
      guard node.call == nil, let name = node.memberName else { return nil }
      return AdaptiveModalExport.cornerNames.first(where: { $0.1 == name })?.0
        ?? cornerAliases[name]
    }
    guard case .array(let items) = node.kind else { return corner(node) }
    var corners: Corners = []
    for item in items {
      guard let one = corner(item) else { return nil }
      corners.formUnion(one)
    }
    return corners
  }

  /// A transform number, or a rotation's `.degrees(x)`.
  static func transformNumber(_ node: SwiftNode) -> Double? {
    if let number = node.number { return number }
    guard let call = node.call, simpleName(call.name) == "degrees" else { return nil }
    return call.arguments.unlabelled?.number
  }

  /// A DGSwiftUtilities `AnimationConfig`.
  mutating func animation(_ node: SwiftNode, _ path: String) -> AnimationConfig? {
    guard let call = node.call else {
      unresolved(node, path)
      return nil
    }
    func number(_ label: String) -> Double? { call.arguments.value(label)?.number }
    let defaults = AnimationConfig.springGestureDefaults
    var result: AnimationConfig? = nil
    switch Self.simpleName(call.name) {
    case "springGesture":
      result = .springGesture(
        duration: number("duration") ?? defaults.duration,
        dampingRatio: number("dampingRatio") ?? defaults.dampingRatio,
        maxGestureVelocity: number("maxGestureVelocity") ?? defaults.maxGestureVelocity)
    case "presetSpring":
      if let duration = number("duration"), let ratio = number("dampingRatio") {
        result = .spring(duration: duration, dampingRatio: ratio)
      }
    case "springPhysics":
      var velocity = AnimationConfig.springPhysicsDefaultVelocity
      if let vector = call.arguments.value("initialVelocity")?.call {
        let along = direction.axis == .vertical ? "dy" : "dx"
        velocity = vector.arguments.value(along)?.number ?? 0
      }
      if let mass = number("mass"), let stiffness = number("stiffness"),
        let damping = number("damping")
      {
        result = .springPhysics(
          mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      }
    case "presetCurve":
      if let duration = number("duration"),
        let curve = call.arguments.value("curve")?.memberName.flatMap(CurveKind.init(rawValue:))
      {
        result = .curve(duration: duration, curve)
      }
    case "bezierCurve":
      func point(_ label: String) -> (Double, Double)? {
        guard let call = call.arguments.value(label)?.call,
          let x = call.arguments.value("x")?.number, let y = call.arguments.value("y")?.number
        else { return nil }
        return (x, y)
      }
      if let duration = number("duration"), let p1 = point("controlPoint1"),
        let p2 = point("controlPoint2")
      {
        result = .bezier(duration: duration, x1: p1.0, y1: p1.1, x2: p2.0, y2: p2.1)
      }
    default: break
    }
    if result == nil { unresolved(node, path) }
    return result
  }

  /// `AdaptiveModalClampingConfig(clampingKeysLeft:clampingKeysRight:)`: a group is clamped
  /// when all of its keys are listed.
  mutating func clamping(_ node: SwiftNode, _ path: String) -> ClampingConfig? {
    guard let arguments = arguments(of: node, "AdaptiveModalClampingConfig", path) else {
      return nil
    }
    func groups(_ label: String, _ path: String) -> Set<ClampGroup>? {
      guard let list = arguments.value(label) else { return [] }
      guard case .array(let items) = list.kind, items.allSatisfy({ $0.memberName != nil }) else {
        unresolved(list, path)
        return nil
      }
      let names = Set(items.compactMap(\.memberName))
      var result: Set<ClampGroup> = []
      var used: Set<String> = []
      for (group, keys) in AdaptiveModalExport.clampingKeys where keys.allSatisfy(names.contains) {
        result.insert(group)
        used.formUnion(keys)
      }
      for item in items where !used.contains(item.memberName ?? "") {
        log.skip(
          Self.describe(item),
          "not part of a whole clamping group modalplay has: give the groups with set \(path) GROUPS",
          at: item.location)
      }
      return result
    }
    guard let start = groups("clampingKeysLeft", path + ".start"),
      let end = groups("clampingKeysRight", path + ".end")
    else { return nil }
    return ClampingConfig(start: start, end: end)
  }
}
