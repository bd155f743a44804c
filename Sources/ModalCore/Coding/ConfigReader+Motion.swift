/// Reading the motion fields of a config: animations, clamping, release and flags, overdrag.
extension ConfigReader {
  func animations(_ value: JSONValue, at path: ReadPath, into config: inout ModalConfig) {
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

  func animation(_ value: JSONValue, at path: ReadPath) -> AnimationConfig? {
    guard value.members != nil else {
      return mismatch(value, at: path, "expected an animation object")
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
        controlPoints = numberArray(
          value, at: path, count: 4, "[x1, y1, x2, y2]",
          ranges: ValueCodecs.controlPointNames.compactMap { ValueCodecs.animationRanges[$0] })
      default:
        numbers[key] = number(value, at: path, ValueCodecs.animationRanges[key])
      }
    }
    guard problems.count == start else { return nil }
    let n = { (key: String, fallback: Double) in numbers[key] ?? fallback }
    switch type {
    case "springGesture":
      let defaults = AnimationConfig.springGestureDefaults
      return .springGesture(
        duration: n("duration", defaults.duration),
        dampingRatio: n("dampingRatio", defaults.dampingRatio),
        maxGestureVelocity: n("maxGestureVelocity", defaults.maxGestureVelocity))
    case "spring":
      return .spring(duration: n("duration", 0), dampingRatio: n("dampingRatio", 0))
    case "springPhysics":
      return .springPhysics(
        mass: n("mass", 0), stiffness: n("stiffness", 0), damping: n("damping", 0),
        initialVelocity: n("initialVelocity", AnimationConfig.springPhysicsDefaultVelocity))
    case "curve":
      guard let curve else { return nil }
      return .curve(duration: n("duration", 0), curve)
    case "reanimatedSpring":
      return .reanimatedSpring(named: numbers)
    case "exponentialOut":
      return .exponentialOut(duration: n("duration", 0))
    default:
      guard let points = controlPoints, points.count == 4 else { return nil }
      return .bezier(
        duration: n("duration", 0), x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }
  }

  func clamping(_ value: JSONValue, at path: ReadPath) -> ClampingConfig? {
    var start: Set<ClampGroup>?
    var end: Set<ClampGroup>?
    let ok = readObject(
      value, at: path, "a clamping object", keys: ["start", "end"], required: ["start", "end"]
    ) { key, value, path in
      guard let elements = array(value, at: path, "an array of clamping groups") else { return }
      let list = self.elements(elements, at: path) { enumeration($0, at: $1, ClampGroup.self) }
      guard let list else { return }
      let groups = Set(list)
      if key == "start" { start = groups } else { end = groups }
    }
    guard ok, let start, let end else { return nil }
    return ClampingConfig(start: start, end: end)
  }

  func release(_ value: JSONValue, at path: ReadPath) -> ReleaseConfig? {
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
        options(value, at: path, into: &release.options)
      }
      return problems.count == start ? release : nil
    default:
      return mismatch(
        value, at: path, "expected a strategy name or an object { \"strategy\", \"options\" }")
    }
  }

  /// The `handoff` object: `{"rule": NAME, "options": {NAME: NUMBER}}`; the options are
  /// checked with the rest of the config (``HandoffRules/problems(of:)``).
  func handoff(_ value: JSONValue, at path: ReadPath) -> HandoffConfig? {
    let start = problems.count
    var handoff = HandoffConfig()
    let isObject = readObject(
      value, at: path, "a hand-off object { \"rule\", \"options\" }", keys: ["rule", "options"],
      required: ["rule"]
    ) { key, value, path in
      if key == "rule" {
        if case .string(let name) = value {
          let rule = parsed(at: path) { () throws(ValueError) in try HandoffFields.rule.parse(name)
          }
          if let rule { handoff.rule = rule }
        } else {
          report(path, "expected a hand-off rule name, got \(value.kindDescription)")
        }
        return
      }
      options(value, at: path, into: &handoff.options)
    }
    return isObject && problems.count == start ? handoff : nil
  }

  /// The `options` object of a release or a hand-off: numbers by name (checked against the
  /// strategy's or the rule's declared options with the rest of the config).
  func options(_ value: JSONValue, at path: ReadPath, into options: inout [String: Double]) {
    guard let members = value.members else {
      report(path, "expected an object of numeric options, got \(value.kindDescription)")
      return
    }
    for (name, option) in members {
      if let number = number(option, at: JSONPath.key(path, name)) {
        options[name] = number
      }
    }
  }

  func strategy(_ name: String, at path: ReadPath) -> String? {
    return parsed(at: path) { () throws(ValueError) in try ReleaseFields.strategy.parse(name) }
  }

  func flags(_ value: JSONValue, at path: ReadPath) -> ManagerFlags? {
    let start = problems.count
    var config = ModalConfig(snapPoints: [])
    readObject(value, at: path, "an object of flags", keys: ConfigSchemaKeys.flags) {
      key, value, path in
      guard let field = ConfigSchema.flagFields.first(where: { $0.path == "flags." + key })
      else { return }
      let optional = field.kind == ScalarCodecs.optionalBool.kind
      let text: String
      switch value {
      case .bool(let flag): text = flag ? "true" : "false"
      case .null where optional: text = "nil"
      default:
        let expected = optional ? "true, false or null" : "true or false"
        report(path, "expected \(expected), got \(value.kindDescription)")
        return
      }
      _ = parsed(at: path) { () throws(ValueError) in
        try ConfigSchema.set(field, text, at: FieldLocation(), in: &config)
      }
    }
    return problems.count == start ? config.flags : nil
  }

  func overdrag(_ value: JSONValue, at path: ReadPath) -> Overdrag? {
    switch value {
    case .string("none"): return Overdrag.none
    case .string("rubberBand"): return .rubberBand
    case .string("deck"): return .deck
    case .string("gorhom"): return .gorhom(Overdrag.gorhomDefaultFactor)
    case .object(let members):
      // Exactly one of the two factor forms.
      guard members.count == 1 else {
        report(
          path,
          "expected an object with one key, { \"linear\": factor }, { \"linearTop\": factor } or { \"gorhom\": factor }, got \(members.count) keys"
        )
        return nil
      }
      var result: Overdrag?
      readObject(value, at: path, "an overdrag object", keys: ["linear", "linearTop", "gorhom"]) {
        key, value, path in
        if key == "gorhom" {
          guard let factor = number(value, at: path, .overDragResistance) else { return }
          result = .gorhom(factor)
          return
        }
        guard let factor = number(value, at: path, .overdragFactor) else { return }
        result = key == "linear" ? .linear(factor) : .linearTop(factor)
      }
      return result
    default:
      report(
        path,
        "expected one of none, rubberBand, deck, gorhom or an object { \"linear\": factor }, { \"linearTop\": factor } or { \"gorhom\": factor }, got \(Self.describe(value))"
      )
      return nil
    }
  }
}
