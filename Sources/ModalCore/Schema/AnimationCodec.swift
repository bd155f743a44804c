extension ValueCodecs {
  /// Each animation kind's JSON keys, in the schema's order, and those it requires. The text
  /// form of the spring kinds takes their numbers in the same order (the optional ones last).
  package static let animationKinds: [(type: String, keys: [String], required: [String])] = [
    ("springGesture", ["duration", "dampingRatio", "maxGestureVelocity"], []),
    ("spring", ["duration", "dampingRatio"], ["duration", "dampingRatio"]),
    (
      "springPhysics", ["mass", "stiffness", "damping", "initialVelocity"],
      ["mass", "stiffness", "damping"]
    ),
    ("curve", ["duration", "curve"], ["duration", "curve"]),
    ("bezier", ["duration", "controlPoints"], ["duration", "controlPoints"]),
    (
      "reanimatedSpring",
      [
        "mass", "stiffness", "damping", "overshootClamping", "restDisplacementThreshold",
        "restSpeedThreshold",
      ], []
    ),
    ("exponentialOut", ["duration"], ["duration"]),
  ]

  /// The range of each number of an animation, by its JSON key (the text form's numbers are
  /// named the same; `x1` ... `y2` are the bezier control points).
  package static let animationRanges: [String: NumberRange] = [
    "duration": .duration, "dampingRatio": .dampingRatio, "maxGestureVelocity": .gestureVelocity,
    "mass": .mass, "stiffness": .stiffness, "damping": .damping, "initialVelocity": .springVelocity,
    "x1": .bezierX, "y1": .bezierY, "x2": .bezierX, "y2": .bezierY,
    "overshootClamping": .flag, "restDisplacementThreshold": .restDisplacement,
    "restSpeedThreshold": .restSpeed,
  ]

  /// The names of the bezier control point numbers, in order.
  package static let controlPointNames = ["x1", "y1", "x2", "y2"]

  /// The example forms of each animation kind, for messages.
  package static let animationForms =
    "springGesture [DURATION [DAMPINGRATIO [MAXVELOCITY]]], spring DURATION DAMPINGRATIO, springPhysics MASS STIFFNESS DAMPING [VELOCITY], curve DURATION linear|easeIn|easeOut|easeInOut, bezier DURATION X1 Y1 X2 Y2, reanimatedSpring [MASS [STIFFNESS [DAMPING [CLAMP [RESTDISPLACEMENT [RESTSPEED]]]]]], exponentialOut DURATION or default"

  /// `springGesture 0.4 0.9 15`, `spring 0.5 0.8`, `springPhysics 1 200 20 0`,
  /// `curve 0.3 easeInOut`, `bezier 0.3 0.2 0 0.1 1`, or `default`. Each number is in its
  /// ``animationRanges`` range (as in JSON). Prints every number.
  public static let animation = ValueCodec<AnimationConfig>(
    kind: "animation",
    range:
      "springGesture D R V, spring D R, springPhysics M K C V, curve D NAME, bezier D X1 Y1 X2 Y2, reanimatedSpring M K C CLAMP REST SPEED, exponentialOut D, default (each number in its range, see Numbers)",
    candidates: [
      "default", "springGesture", "spring", "springPhysics", "curve", "bezier", "reanimatedSpring",
      "exponentialOut",
    ]
  ) { (text: String) throws(ValueError) in
    try parseAnimation(text)
  } format: { animation in
    let numbers: [Double]
    switch animation {
    case .springGesture(let duration, let dampingRatio, let maxGestureVelocity):
      numbers = [duration, dampingRatio, maxGestureVelocity]
    case .spring(let duration, let dampingRatio):
      numbers = [duration, dampingRatio]
    case .springPhysics(let mass, let stiffness, let damping, let initialVelocity):
      numbers = [mass, stiffness, damping, initialVelocity]
    case .curve(let duration, let curve):
      return "curve \(ScalarCodecs.formatNumber(duration)) \(curve.rawValue)"
    case .bezier(let duration, let x1, let y1, let x2, let y2):
      numbers = [duration, x1, y1, x2, y2]
    case .reanimatedSpring(let m, let k, let c, let clamps, let rest, let speed):
      numbers = [m, k, c, clamps ? 1 : 0, rest, speed]
    case .exponentialOut(let duration):
      numbers = [duration]
    }
    return ([animation.kindName] + numbers.map(ScalarCodecs.formatNumber)).joined(separator: " ")
  }

  private static func parseAnimation(_ text: String) throws(ValueError) -> AnimationConfig {
    let words = SchemaText.words(text)
    guard let kind = words.first else {
      throw ValueError("expected an animation (\(animationForms)), got \(SchemaText.quoted(text))")
    }
    let arguments = Array(words.dropFirst())
    func numbers(_ names: [String], required: Int) throws(ValueError) -> [Double] {
      try animationNumbers(kind, arguments, names, required: required, text: text)
    }
    /// The numbers of a spring kind, named and required as in JSON.
    func springNumbers() throws(ValueError) -> [Double] {
      let declared = animationKinds.first { $0.type == kind }
      return try numbers(declared?.keys ?? [], required: declared?.required.count ?? 0)
    }
    switch kind {
    case "default" where arguments.isEmpty:
      return .default
    case "springGesture":
      let n = try springNumbers()
      let defaults = AnimationConfig.springGestureDefaults
      let duration = n.count > 0 ? n[0] : defaults.duration
      let ratio = n.count > 1 ? n[1] : defaults.dampingRatio
      let velocity = n.count > 2 ? n[2] : defaults.maxGestureVelocity
      return .springGesture(duration: duration, dampingRatio: ratio, maxGestureVelocity: velocity)
    case "spring":
      let n = try springNumbers()
      return .spring(duration: n[0], dampingRatio: n[1])
    case "springPhysics":
      let n = try springNumbers()
      let velocity = n.count > 3 ? n[3] : AnimationConfig.springPhysicsDefaultVelocity
      return .springPhysics(mass: n[0], stiffness: n[1], damping: n[2], initialVelocity: velocity)
    case "curve":
      return try parseCurve(arguments, text: text)
    case "bezier":
      let n = try numbers(["duration"] + controlPointNames, required: 5)
      return .bezier(duration: n[0], x1: n[1], y1: n[2], x2: n[3], y2: n[4])
    case "reanimatedSpring":
      let names = animationKinds.first { $0.type == kind }?.keys ?? []
      return .reanimatedSpring(
        named: Dictionary(uniqueKeysWithValues: zip(names, try springNumbers())))
    case "exponentialOut":
      return .exponentialOut(duration: try numbers(["duration"], required: 1)[0])
    default:
      throw ValueError("expected an animation (\(animationForms)), got \(SchemaText.quoted(text))")
    }
  }

  private static func animationNumbers(
    _ kind: String, _ arguments: [String], _ names: [String], required: Int, text: String
  ) throws(ValueError) -> [Double] {
    guard arguments.count >= required && arguments.count <= names.count else {
      let shape = names.enumerated().map { $0.offset < required ? $0.element : "[\($0.element)]" }
        .joined(separator: " ")
      throw ValueError(
        "expected \(kind) \(shape), got \(SchemaText.quoted(text)) (\(arguments.count) \(arguments.count == 1 ? "number" : "numbers"))"
      )
    }
    var values: [Double] = []
    for (name, argument) in zip(names, arguments) {
      let value: Double
      do {
        value = try ScalarCodecs.readNumber(argument)
      } catch {
        throw ValueError(
          "expected a number for the \(name), got \(SchemaText.quoted(argument))")
      }
      values.append(try animationRanges[name]?.check(value) ?? value)
    }
    return values
  }

  private static func parseCurve(_ arguments: [String], text: String) throws(ValueError)
    -> AnimationConfig
  {
    let names = CurveKind.allCases.map(\.rawValue).joined(separator: ", ")
    guard arguments.count == 2 else {
      throw ValueError("expected curve DURATION CURVE (\(names)), got \(SchemaText.quoted(text))")
    }
    let duration: Double
    do {
      duration = try ScalarCodecs.readNumber(arguments[0])
    } catch {
      throw ValueError(
        "expected a number for the duration, got \(SchemaText.quoted(arguments[0]))")
    }
    try NumberRange.duration.check(duration)
    guard let curve = CurveKind(rawValue: arguments[1]) else {
      throw ValueError(
        "expected a curve (one of \(names)), got \(SchemaText.quoted(arguments[1]))")
    }
    return .curve(duration: duration, curve)
  }
}

extension AnimationConfig {
  /// A `reanimatedSpring` from its numbers by JSON key (`overshootClamping` 0 or 1), with
  /// reanimated's defaults (``reanimatedSpringDefaults``) for those left out.
  static func reanimatedSpring(named n: [String: Double]) -> AnimationConfig {
    let d = reanimatedSpringDefaults
    return .reanimatedSpring(
      mass: n["mass"] ?? d.mass, stiffness: n["stiffness"] ?? d.stiffness,
      damping: n["damping"] ?? d.damping,
      overshootClamping: n["overshootClamping"].map { $0 != 0 } ?? d.overshootClamping,
      restDisplacement: n["restDisplacementThreshold"] ?? d.restDisplacement,
      restSpeed: n["restSpeedThreshold"] ?? d.restSpeed)
  }
}
