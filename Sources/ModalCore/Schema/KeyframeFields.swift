/// One field of a keyframe, named as in the schema with its groups flattened by dots
/// (`cornerRadius`, `shadow.offset`, `transform.scale`), plus the short aliases users type
/// (`radius`, `dim`, ...). Mounted under `snapPoints[N].keyframe.`, `undershoot.keyframe.` and
/// `overshoot.keyframe.`; the JSON reader and writer take their key lists from these.
struct KeyframeFields: Sendable {
  /// Which part of the keyframe the field maps to.
  enum Target: Hashable, Sendable {
    /// One number channel.
    case number(Channel)
    /// `transform.scale`: scaleX and scaleY together.
    case uniformScale
    /// A colour: its four channels.
    case color(ColorChannels)
    /// `x,y`: two number channels.
    case pair(Channel, Channel)
    /// A field that is not a channel (corners, blur materials, flags).
    case other
  }

  /// The path inside the keyframe.
  var name: String
  var target: Target
  var doc: String
  /// Short names users type (`radius`).
  var aliases: [String]
  /// Builds the descriptor in a scope from where the keyframe is.
  var mount: @Sendable (FieldDescriptor.Scope, KeyframeHost) -> FieldDescriptor

  /// Every field, in the schema's key order.
  static let all: [KeyframeFields] = {
    var fields: [KeyframeFields] = [
      number("cornerRadius", .cornerRadius, "the corner radius", ["radius"]),
      value(
        "maskedCorners", ValueCodecs.corners.optional(unset: ["inherit"]),
        "the corners the radius applies to", ["corners"], get: \.maskedCorners,
        set: { $0.maskedCorners = $1 }),
      number("opacity", .opacity, "the modal's opacity"),
      number("contentOpacity", .contentOpacity, "the content's opacity", ["content"]),
      color("modalBackgroundColor", .modalBackground, "the modal's background colour"),
      number("modalBackgroundOpacity", .modalBackgroundOpacity, "the modal background's opacity"),
      value(
        "modalBlur.effect", effect, "the modal's blur material", get: \.modalBlurEffect,
        set: { $0.modalBlurEffect = $1 }),
      number("modalBlur.intensity", .modalBlurIntensity, "the modal blur's intensity"),
      number("border.width", .borderWidth, "the border's width"),
      color("border.color", .border, "the border's colour"),
      color("shadow.color", .shadow, "the shadow's colour"),
      number("shadow.opacity", .shadowOpacity, "the shadow's opacity", ["shadow"]),
      number("shadow.radius", .shadowRadius, "the shadow's blur radius"),
      pair("shadow.offset", .shadowOffsetX, .shadowOffsetY, "the shadow's offset x,y"),
    ]
    let transform: [(String, Channel)] = [
      ("translateX", .translateX), ("translateY", .translateY), ("translateZ", .translateZ),
    ]
    fields += transform.map { number("transform." + $0.0, $0.1, "the transform's \($0.0)") }
    fields.append(uniformScale)
    let rest: [(String, Channel)] = [
      ("scaleX", .scaleX), ("scaleY", .scaleY), ("rotateX", .rotateX), ("rotateY", .rotateY),
      ("rotateZ", .rotateZ), ("perspective", .perspective), ("skewX", .skewX), ("skewY", .skewY),
    ]
    fields += rest.map { number("transform." + $0.0, $0.1, "the transform's \($0.0)") }
    let handle: [(String, Channel)] = [
      ("width", .handleWidth), ("height", .handleHeight), ("offset", .handleOffset),
    ]
    fields += handle.map { number("dragHandle." + $0.0, $0.1, "the drag handle's \($0.0)") }
    fields.append(color("dragHandle.color", .handle, "the drag handle's colour"))
    fields += [
      number("dragHandle.opacity", .handleOpacity, "the drag handle's opacity"),
      number("dragHandle.cornerRadius", .handleCornerRadius, "the drag handle's corner radius"),
      color("backgroundColor", .background, "the colour of the dimming layer"),
      number("backgroundOpacity", .backgroundOpacity, "the dim behind the modal", ["dim"]),
      value(
        "backgroundBlur.effect", effect, "the background's blur material",
        get: \.backgroundBlurEffect, set: { $0.backgroundBlurEffect = $1 }),
      number(
        "backgroundBlur.intensity", .backgroundBlurIntensity, "the background blur's intensity",
        ["blur"]),
      value(
        "allowSnapping", ScalarCodecs.bool.optional(unset: ["none", "inherit"]),
        "whether a release may land on this point (not inherited)", get: \.allowSnapping,
        set: { $0.allowSnapping = $1 }),
      value(
        "backgroundTapInteraction",
        ScalarCodecs.enumeration(TapInteraction.self).optional(unset: ["none", "inherit"]),
        "what a tap on the background does", ["tap"], get: \.backgroundTapInteraction,
        set: { $0.backgroundTapInteraction = $1 }),
      number(
        "secondaryAxisDamping", .secondaryAxisDamping, "damps the drag on the secondary axis",
        ["damping"]),
    ]
    fields += presenting.map {
      number(
        "presenting." + $0.name, $0.channel, "the presenting view's \($0.doc) behind the modal")
    }
    return fields
  }()

  /// The presenting view's fields: name, channel, what it is, and the most decimals `set PATH`
  /// shows of it (2 for points, 3 for ratios: a deck's scale 1 - 94 / 844 shows as 0.889).
  static let presenting: [(name: String, channel: Channel, doc: String, decimals: Int)] = [
    ("scale", .presentingScale, "scale", 3), ("translateY", .presentingTranslateY, "move down", 2),
    ("cornerRadius", .presentingCornerRadius, "corner radius", 2),
    ("overlayOpacity", .presentingOverlayOpacity, "darkening", 3),
  ]

  /// The most decimals shown of a field, by its path in its scope (`keyframe.presenting.scale`);
  /// absent for the fields shown in full.
  static let displayDecimals: [String: Int] = Dictionary(
    uniqueKeysWithValues: presenting.map { ("keyframe.presenting." + $0.name, $0.decimals) })

  /// A blur material name: one word (`systemUltraThinMaterial`).
  static let effect = ScalarCodecs.word("a blur material name like \"systemUltraThinMaterial\"")
    .optional(unset: ["none", "inherit"])

  /// The codec of a number channel: `none` and `inherit` unset it.
  static let numberCodec = ScalarCodecs.number(.keyframeValue).optional(unset: ["none", "inherit"])

  static func number(_ name: String, _ channel: Channel, _ doc: String, _ aliases: [String] = [])
    -> KeyframeFields
  {
    value(
      name, numberCodec, doc, aliases, target: .number(channel), get: { $0[channel] },
      set: { $0[channel] = $1 })
  }

  static func color(_ name: String, _ channels: ColorChannels, _ doc: String) -> KeyframeFields {
    let all = [channels.red, channels.green, channels.blue, channels.alpha]
    return value(
      name, ValueCodecs.color.optional(unset: ["none", "inherit"]), doc, target: .color(channels),
      get: { keyframe in
        guard let red = keyframe[channels.red], let green = keyframe[channels.green],
          let blue = keyframe[channels.blue], let alpha = keyframe[channels.alpha]
        else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
      },
      set: { keyframe, color in
        if let color {
          keyframe.setColor(color, channels)
        } else {
          for channel in all { keyframe[channel] = nil }
        }
      })
  }

  static func pair(_ name: String, _ x: Channel, _ y: Channel, _ doc: String) -> KeyframeFields {
    value(
      name, ValueCodecs.pair.optional(unset: ["none", "inherit"]), doc, target: .pair(x, y),
      get: { keyframe in
        guard let xValue = keyframe[x], let yValue = keyframe[y] else { return nil }
        return (xValue, yValue)
      },
      set: { keyframe, pair in
        keyframe[x] = pair?.0
        keyframe[y] = pair?.1
      })
  }

  /// `transform.scale`: both axes; it reads `scaleX 2, scaleY none` when they differ.
  static let uniformScale = KeyframeFields(
    name: "transform.scale", target: .uniformScale, doc: "scaleX and scaleY together",
    aliases: ["scale"]
  ) { scope, host in
    .config(
      in: scope, "keyframe.transform.scale", scaleCodec, default: "inherited",
      "scaleX and scaleY together", aliases: host.aliases("transform.scale", ["scale"]),
      get: { config, at in
        let keyframe = host.get(config, at.point)
        return (keyframe[.scaleX], keyframe[.scaleY])
      },
      set: { config, at, scale in
        var keyframe = host.get(config, at.point)
        keyframe[.scaleX] = scale.0
        keyframe[.scaleY] = scale.1
        host.set(&config, at.point, keyframe)
      })
  }

  /// One number for both scales; prints `scaleX X, scaleY Y` when they differ.
  static let scaleCodec = ValueCodec<(Double?, Double?)>(
    kind: numberCodec.kind, range: numberCodec.range, candidates: numberCodec.candidates
  ) { (text: String) throws(ValueError) in
    let scale = try numberCodec.parse(text)
    return (scale, scale)
  } format: { scale in
    if scale.0 == scale.1 { return numberCodec.format(scale.0) }
    return "scaleX \(numberCodec.format(scale.0)), scaleY \(numberCodec.format(scale.1))"
  }

  /// A field whose value is read and written by `get` / `set` on the keyframe.
  static func value<Value>(
    _ name: String, _ codec: ValueCodec<Value?>, _ doc: String, _ aliases: [String] = [],
    target: Target = .other, get: @escaping @Sendable (Keyframe) -> Value?,
    set: @escaping @Sendable (inout Keyframe, Value?) -> Void
  ) -> KeyframeFields {
    KeyframeFields(name: name, target: target, doc: doc, aliases: aliases) { scope, host in
      .config(
        in: scope, "keyframe." + name, codec, default: "inherited", doc,
        aliases: host.aliases(name, aliases),
        get: { config, at in get(host.get(config, at.point)) },
        set: { config, at, value in
          var keyframe = host.get(config, at.point)
          set(&keyframe, value)
          host.set(&config, at.point, keyframe)
        })
    }
  }

  /// The field in a scope.
  func descriptor(_ scope: FieldDescriptor.Scope) -> FieldDescriptor {
    mount(scope, KeyframeHost(scope))
  }
}

/// Where a keyframe sits: a base point's, or an edge point's (nil until a field is set).
struct KeyframeHost: Sendable {
  var scope: FieldDescriptor.Scope

  init(_ scope: FieldDescriptor.Scope) { self.scope = scope }

  func get(_ config: ModalConfig, _ position: Int) -> Keyframe {
    if case .edge(let side) = scope { return EdgeFields.point(side, in: config).keyframe ?? .empty }
    return config.snapPoints[position].keyframe
  }

  func set(_ config: inout ModalConfig, _ position: Int, _ keyframe: Keyframe) {
    if case .edge(let side) = scope {
      var point = EdgeFields.point(side, in: config)
      point.keyframe = keyframe.isEmpty ? nil : keyframe
      EdgeFields.setPoint(point, side, in: &config)
    } else {
      config.snapPoints[position].keyframe = keyframe
    }
  }

  /// The field's aliases: its name without `keyframe.`, then the short names.
  func aliases(_ name: String, _ short: [String]) -> [String] { [name] + short }
}
