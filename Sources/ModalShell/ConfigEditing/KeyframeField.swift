import ModalCore

/// One settable field of a keyframe, named as in the schema with its groups flattened by dots
/// (`cornerRadius`, `shadow.offset`, `transform.scale`), plus the short aliases users type
/// (`radius`, `dim`, ...).
struct KeyframeField: Hashable, Sendable {
  /// What the field holds and which part of the keyframe it maps to.
  enum Kind: Hashable, Sendable {
    /// One number channel.
    case number(Channel)
    /// `transform.scale`: scaleX and scaleY together.
    case uniformScale
    /// A color: its four channels.
    case color(ColorChannels)
    /// `x,y`: two number channels.
    case pair(Channel, Channel)
    case maskedCorners
    case modalBlurEffect
    case backgroundBlurEffect
    case allowSnapping
    case backgroundTapInteraction
  }

  var name: String
  var kind: Kind

  /// Every field, in the schema's key order.
  static let canonical: [KeyframeField] = {
    var fields: [KeyframeField] = [
      .init(name: "cornerRadius", kind: .number(.cornerRadius)),
      .init(name: "maskedCorners", kind: .maskedCorners),
      .init(name: "opacity", kind: .number(.opacity)),
      .init(name: "contentOpacity", kind: .number(.contentOpacity)),
      .init(name: "modalBackgroundColor", kind: .color(.modalBackground)),
      .init(name: "modalBackgroundOpacity", kind: .number(.modalBackgroundOpacity)),
      .init(name: "modalBlur.effect", kind: .modalBlurEffect),
      .init(name: "modalBlur.intensity", kind: .number(.modalBlurIntensity)),
      .init(name: "border.width", kind: .number(.borderWidth)),
      .init(name: "border.color", kind: .color(.border)),
      .init(name: "shadow.color", kind: .color(.shadow)),
      .init(name: "shadow.opacity", kind: .number(.shadowOpacity)),
      .init(name: "shadow.radius", kind: .number(.shadowRadius)),
      .init(name: "shadow.offset", kind: .pair(.shadowOffsetX, .shadowOffsetY)),
    ]
    let transform: [(String, Channel)] = [
      ("translateX", .translateX), ("translateY", .translateY), ("translateZ", .translateZ),
    ]
    fields += transform.map { .init(name: "transform." + $0.0, kind: .number($0.1)) }
    fields.append(.init(name: "transform.scale", kind: .uniformScale))
    let rest: [(String, Channel)] = [
      ("scaleX", .scaleX), ("scaleY", .scaleY), ("rotateX", .rotateX), ("rotateY", .rotateY),
      ("rotateZ", .rotateZ), ("perspective", .perspective), ("skewX", .skewX),
      ("skewY", .skewY),
    ]
    fields += rest.map { .init(name: "transform." + $0.0, kind: .number($0.1)) }
    fields += [
      .init(name: "dragHandle.width", kind: .number(.handleWidth)),
      .init(name: "dragHandle.height", kind: .number(.handleHeight)),
      .init(name: "dragHandle.offset", kind: .number(.handleOffset)),
      .init(name: "dragHandle.color", kind: .color(.handle)),
      .init(name: "dragHandle.opacity", kind: .number(.handleOpacity)),
      .init(name: "dragHandle.cornerRadius", kind: .number(.handleCornerRadius)),
      .init(name: "backgroundColor", kind: .color(.background)),
      .init(name: "backgroundOpacity", kind: .number(.backgroundOpacity)),
      .init(name: "backgroundBlur.effect", kind: .backgroundBlurEffect),
      .init(name: "backgroundBlur.intensity", kind: .number(.backgroundBlurIntensity)),
      .init(name: "allowSnapping", kind: .allowSnapping),
      .init(name: "backgroundTapInteraction", kind: .backgroundTapInteraction),
      .init(name: "secondaryAxisDamping", kind: .number(.secondaryAxisDamping)),
      .init(name: "presenting.scale", kind: .number(.presentingScale)),
      .init(name: "presenting.translateY", kind: .number(.presentingTranslateY)),
      .init(name: "presenting.cornerRadius", kind: .number(.presentingCornerRadius)),
      .init(name: "presenting.overlayOpacity", kind: .number(.presentingOverlayOpacity)),
    ]
    return fields
  }()

  /// The short names users type, and the field each stands for.
  static let aliases: [(alias: String, field: String)] = [
    ("radius", "cornerRadius"), ("corners", "maskedCorners"), ("dim", "backgroundOpacity"),
    ("content", "contentOpacity"), ("damping", "secondaryAxisDamping"),
    ("tap", "backgroundTapInteraction"), ("scale", "transform.scale"),
    ("shadow", "shadow.opacity"), ("blur", "backgroundBlur.intensity"),
  ]

  /// Every name a keyframe field answers to: the canonical names, then the aliases.
  static let allNames: [String] = canonical.map(\.name) + aliases.map(\.alias)

  /// The field with this name or alias.
  static func named(_ name: String) -> KeyframeField? {
    if let field = canonical.first(where: { $0.name == name }) { return field }
    guard let alias = aliases.first(where: { $0.alias == name }) else { return nil }
    return canonical.first { $0.name == alias.field }
  }

  /// True for the words that unset the field: `inherit`, and `none` except for
  /// `maskedCorners`, where `none` is the empty set of corners (as in the schema).
  func isUnset(_ text: String) -> Bool {
    text == "inherit" || (text == "none" && kind != .maskedCorners)
  }

  /// The text of an unset field.
  var unsetText: String { kind == .maskedCorners ? "inherit" : "none" }

  /// The current value as text (``unsetText`` when the field is not set).
  func get(_ keyframe: Keyframe) -> String {
    switch kind {
    case .number(let channel):
      return keyframe[channel].map(EditValues.format) ?? unsetText
    case .uniformScale:
      let x = keyframe[.scaleX]
      let y = keyframe[.scaleY]
      if x == nil && y == nil { return unsetText }
      if let x, x == y { return EditValues.format(x) }
      let text = { (value: Double?) in value.map(EditValues.format) ?? "none" }
      return "scaleX \(text(x)), scaleY \(text(y))"
    case .color(let channels):
      guard let red = keyframe[channels.red], let green = keyframe[channels.green],
        let blue = keyframe[channels.blue], let alpha = keyframe[channels.alpha]
      else { return unsetText }
      return EditValues.hex(Color(red: red, green: green, blue: blue, alpha: alpha))
    case .pair(let x, let y):
      guard let xValue = keyframe[x], let yValue = keyframe[y] else { return unsetText }
      return EditValues.format(xValue) + "," + EditValues.format(yValue)
    case .maskedCorners:
      return keyframe.maskedCorners.map(EditValues.format) ?? unsetText
    case .modalBlurEffect:
      return keyframe.modalBlurEffect ?? unsetText
    case .backgroundBlurEffect:
      return keyframe.backgroundBlurEffect ?? unsetText
    case .allowSnapping:
      return keyframe.allowSnapping.map { $0 ? "true" : "false" } ?? unsetText
    case .backgroundTapInteraction:
      return keyframe.backgroundTapInteraction?.rawValue ?? unsetText
    }
  }

  /// Sets the field from its text, or unsets it (``isUnset(_:)``).
  func set(_ text: String, in keyframe: inout Keyframe) throws(FieldError) {
    let unset = isUnset(text)
    switch kind {
    case .number(let channel):
      keyframe[channel] = unset ? nil : try EditValues.number(text)
    case .uniformScale:
      let scale = unset ? nil : try EditValues.number(text)
      keyframe[.scaleX] = scale
      keyframe[.scaleY] = scale
    case .color(let channels):
      if unset {
        for channel in [channels.red, channels.green, channels.blue, channels.alpha] {
          keyframe[channel] = nil
        }
      } else {
        keyframe.setColor(try EditValues.color(text), channels)
      }
    case .pair(let x, let y):
      if unset {
        keyframe[x] = nil
        keyframe[y] = nil
      } else {
        let pair = try EditValues.pair(text)
        keyframe[x] = pair.0
        keyframe[y] = pair.1
      }
    case .maskedCorners:
      keyframe.maskedCorners = unset ? nil : try EditValues.corners(text)
    case .modalBlurEffect:
      keyframe.modalBlurEffect = unset ? nil : try Self.effect(text)
    case .backgroundBlurEffect:
      keyframe.backgroundBlurEffect = unset ? nil : try Self.effect(text)
    case .allowSnapping:
      keyframe.allowSnapping = unset ? nil : try EditValues.bool(text)
    case .backgroundTapInteraction:
      keyframe.backgroundTapInteraction =
        unset ? nil : try EditValues.enumeration(text, TapInteraction.self)
    }
  }

  /// A blur material name: one word (`systemUltraThinMaterial`).
  private static func effect(_ text: String) throws(FieldError) -> String {
    guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.isWhitespace })
    else {
      throw FieldError(
        "expected a blur material name like \"systemUltraThinMaterial\", got \(EditValues.quoted(text))"
      )
    }
    return text
  }
}
