import ModalCore

/// Keyframes and interpolation clamping for `export swift adaptive-modal`:
/// `AdaptiveModalKeyframeConfig(...)` with its arguments in declaration order, and
/// `AdaptiveModalClampingConfig(clampingKeysLeft:clampingKeysRight:)`.
extension AdaptiveModalExport {
  /// UIKit's `UIBlurEffect.Style` cases, the blur names a keyframe may give.
  static let blurStyles: Set<String> = [
    "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial",
    "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
    "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight",
    "systemThickMaterialLight", "systemChromeMaterialLight", "systemUltraThinMaterialDark",
    "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark",
    "systemChromeMaterialDark",
  ]

  /// The transform channels, with `Transform3D`'s labels (rotations are degrees in both).
  static let transformChannels: [(String, Channel)] = [
    ("translateX", .translateX), ("translateY", .translateY), ("translateZ", .translateZ),
    ("scaleX", .scaleX), ("scaleY", .scaleY), ("rotateX", .rotateX), ("rotateY", .rotateY),
    ("rotateZ", .rotateZ), ("perspective", .perspective), ("skewX", .skewX), ("skewY", .skewY),
  ]

  /// What an `AdaptiveModalKeyframeConfig` argument holds.
  enum KeyframeField: Hashable, Sendable {
    case allowSnapping, tap, transform, corners
    case number(Channel)
    case color(ColorChannels)
    /// A `CGSize` of two channels (width, height).
    case size(Channel, Channel)
    /// A `UIBlurEffect`: the modal's (true) or the background's.
    case blur(modal: Bool)
  }

  /// `AdaptiveModalKeyframeConfig`'s arguments in declaration order, and what each holds:
  /// the export writes them and the import reads them from this one table.
  static let keyframeFields: [(label: String, field: KeyframeField)] = [
    ("allowSnapping", .allowSnapping), ("backgroundTapInteraction", .tap),
    ("secondaryGestureAxisDampingPercent", .number(.secondaryAxisDamping)),
    ("modalTransform", .transform), ("modalBorderWidth", .number(.borderWidth)),
    ("modalBorderColor", .color(.border)), ("modalShadowColor", .color(.shadow)),
    ("modalShadowOffset", .size(.shadowOffsetX, .shadowOffsetY)),
    ("modalShadowOpacity", .number(.shadowOpacity)), ("modalShadowRadius", .number(.shadowRadius)),
    ("modalCornerRadius", .number(.cornerRadius)), ("modalMaskedCorners", .corners),
    ("modalOpacity", .number(.opacity)), ("modalContentOpacity", .number(.contentOpacity)),
    ("modalBackgroundColor", .color(.modalBackground)),
    ("modalBackgroundOpacity", .number(.modalBackgroundOpacity)),
    ("modalBackgroundVisualEffect", .blur(modal: true)),
    ("modalBackgroundVisualEffectIntensity", .number(.modalBlurIntensity)),
    ("modalDragHandleSize", .size(.handleWidth, .handleHeight)),
    ("modalDragHandleOffset", .number(.handleOffset)), ("modalDragHandleColor", .color(.handle)),
    ("modalDragHandleOpacity", .number(.handleOpacity)),
    ("modalDragHandleCornerRadius", .number(.handleCornerRadius)),
    ("backgroundColor", .color(.background)), ("backgroundOpacity", .number(.backgroundOpacity)),
    ("backgroundVisualEffect", .blur(modal: false)),
    ("backgroundVisualEffectIntensity", .number(.backgroundBlurIntensity)),
  ]

  /// UIKit's `CACornerMask` members of each corner.
  static let cornerNames: [(Corners, String)] = [
    (.topLeft, "layerMinXMinYCorner"), (.topRight, "layerMaxXMinYCorner"),
    (.bottomLeft, "layerMinXMaxYCorner"), (.bottomRight, "layerMaxXMaxYCorner"),
  ]

  /// `AdaptiveModalKeyframeConfig(...)`, nil when adaptive-modal can express none of it.
  static func keyframe(_ frame: Keyframe, values: inout AdaptiveModalValues) -> SwiftExpr? {
    var arguments: [SwiftArgument] = []
    for (label, field) in keyframeFields {
      switch field {
      case .allowSnapping:
        if let allow = frame.allowSnapping {
          arguments.append(SwiftArgument(label, .raw(String(allow))))
        }
      case .tap:
        if let tap = frame.backgroundTapInteraction {
          arguments.append(SwiftArgument(label, .member(tap.rawValue)))
        }
      case .number(let channel):
        if let value = frame[channel] { arguments.append(SwiftArgument(label, .number(value))) }
      case .transform:
        let transform = transformChannels.compactMap { label, channel in
          frame[channel].map { SwiftArgument(label, transformValue(label, $0)) }
        }
        if !transform.isEmpty {
          arguments.append(SwiftArgument(label, .call("Transform3D", transform)))
        }
      case .color(let channels): color(label, channels, frame, &arguments, &values)
      case .size(let width, let height): size(label, width, height, frame, &arguments, &values)
      case .corners:
        if let corners = frame.maskedCorners {
          arguments.append(SwiftArgument(label, cornerMask(corners)))
        }
      case .blur(let modal):
        blur(
          label, modal ? frame.modalBlurEffect : frame.backgroundBlurEffect, &arguments, &values)
      }
    }
    let frameChannels: [Channel] = [
      .frameX, .frameY, .frameWidth, .frameHeight, .paddingTop, .paddingLeft, .paddingBottom,
      .paddingRight,
    ]
    if frameChannels.contains(where: { frame[$0] != nil }) {
      values.note(
        "a keyframe's frame or padding numbers: adaptive-modal takes them from the layout")
    }
    let presenting: [Channel] = [
      .presentingScale, .presentingTranslateY, .presentingCornerRadius, .presentingOverlayOpacity,
    ]
    if presenting.contains(where: { frame[$0] != nil }) {
      values.note(
        "the presenting keyframe (the view behind the modal): adaptive-modal does not animate the presenting view"
      )
    }
    return arguments.isEmpty ? nil : .call("AdaptiveModalKeyframeConfig", arguments)
  }

  /// A transform number: rotations are `Angle<CGFloat>` values.
  static func transformValue(_ label: String, _ value: Double) -> SwiftExpr {
    guard label.hasPrefix("rotate") else { return .number(value) }
    return .call(".degrees", [SwiftArgument(nil, .number(value))])
  }

  static func color(
    _ label: String, _ channels: ColorChannels, _ frame: Keyframe,
    _ arguments: inout [SwiftArgument], _ values: inout AdaptiveModalValues
  ) {
    let parts = [channels.red, channels.green, channels.blue, channels.alpha].map { frame[$0] }
    guard parts.contains(where: { $0 != nil }) else { return }
    if parts.contains(where: { $0 == nil }) {
      values.note(
        "\(label): a colour with only some components set; the others written as 0 (alpha 1)")
    }
    let names = ["red", "green", "blue", "alpha"]
    let components = names.indices.map { index in
      SwiftArgument(names[index], .number(parts[index] ?? (index == 3 ? 1 : 0)))
    }
    arguments.append(SwiftArgument(label, .call("UIColor", components)))
  }

  static func size(
    _ label: String, _ width: Channel, _ height: Channel, _ frame: Keyframe,
    _ arguments: inout [SwiftArgument], _ values: inout AdaptiveModalValues
  ) {
    guard frame[width] != nil || frame[height] != nil else { return }
    if frame[width] == nil || frame[height] == nil {
      values.note("\(label): only one of width / height set; the other written as 0")
    }
    arguments.append(
      SwiftArgument(
        label,
        .call(
          "CGSize",
          [
            SwiftArgument("width", .number(frame[width] ?? 0)),
            SwiftArgument("height", .number(frame[height] ?? 0)),
          ])))
  }

  static func blur(
    _ label: String, _ effect: String?, _ arguments: inout [SwiftArgument],
    _ values: inout AdaptiveModalValues
  ) {
    guard let effect else { return }
    guard blurStyles.contains(effect) else {
      values.note("\(label): \"\(effect)\" is not a UIBlurEffect.Style")
      return
    }
    arguments.append(
      SwiftArgument(label, .call("UIBlurEffect", [SwiftArgument("style", .member(effect))])))
  }

  /// UIKit's literal (`[.layerMinXMinYCorner, ...]`), not DGSwiftUtilities' helpers.
  static func cornerMask(_ corners: Corners) -> SwiftExpr {
    .array(cornerNames.filter { corners.contains($0.0) }.map { .member($0.1) })
  }

  /// adaptive-modal's `ClampingKeys` of each clamping group, in the enum's order; the groups
  /// without keys are notes.
  static let clampingKeys: [ClampGroup: [String]] = [
    .height: ["modalSizeHeight"], .width: ["modalSizeWidth"], .x: ["modalOriginX"],
    .y: ["modalOriginY"], .verticalPadding: ["modalPaddingTop", "modalPaddingBottom"],
    .horizontalPadding: ["modalPaddingLeft", "modalPaddingRight"],
    .transform: [
      "modalTransformTranslateX", "modalTransformTranslateY", "modalTransformTranslateZ",
      "modalTransformScaleX", "modalTransformScaleY", "modalTransformRotateX",
      "modalTransformRotateY", "modalTransformRotateZ", "modalTransformPerspective",
      "modalTransformSkewX", "modalTransformSkewY",
    ],
    .border: ["modalBorderWidth"], .shadow: ["modalShadowOffset", "modalShadowRadius"],
    .cornerRadius: ["modalCornerRadius"],
    .dragHandle: [
      "modalDragHandleSizeHeight", "modalDragHandleSizeWidth", "modalDragHandleOffset",
      "modalDragHandleCornerRadius",
    ],
  ]

  static func clamping(_ clamping: ClampingConfig, values: inout AdaptiveModalValues) -> SwiftExpr {
    func keys(_ groups: Set<ClampGroup>) -> SwiftExpr {
      var names: [String] = []
      for group in ClampGroup.allCases where groups.contains(group) {
        guard let keys = clampingKeys[group] else {
          values.note(
            "clamping group \(group.rawValue): adaptive-modal has no ClampingKeys for it (it is not clamped)"
          )
          continue
        }
        names += keys
      }
      return .array(names.map { .member($0) })
    }
    return .call(
      "AdaptiveModalClampingConfig",
      [
        SwiftArgument("clampingKeysLeft", keys(clamping.start)),
        SwiftArgument("clampingKeysRight", keys(clamping.end)),
      ])
  }
}
