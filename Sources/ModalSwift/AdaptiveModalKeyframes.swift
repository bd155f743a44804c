import ModalCore

/// Keyframes and interpolation clamping for `export swift adaptive-modal` (issue 14):
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

  /// `AdaptiveModalKeyframeConfig(...)`, nil when adaptive-modal can express none of it.
  static func keyframe(_ frame: Keyframe, values: inout AdaptiveModalValues) -> SwiftExpr? {
    var arguments: [SwiftArgument] = []
    func number(_ label: String, _ channel: Channel) {
      if let value = frame[channel] { arguments.append(SwiftArgument(label, .number(value))) }
    }
    if let allow = frame.allowSnapping {
      arguments.append(SwiftArgument("allowSnapping", .raw(String(allow))))
    }
    if let tap = frame.backgroundTapInteraction {
      arguments.append(SwiftArgument("backgroundTapInteraction", .member(tap.rawValue)))
    }
    number("secondaryGestureAxisDampingPercent", .secondaryAxisDamping)
    let transform = transformChannels.compactMap { label, channel in
      frame[channel].map { SwiftArgument(label, transformValue(label, $0)) }
    }
    if !transform.isEmpty {
      arguments.append(SwiftArgument("modalTransform", .call("Transform3D", transform)))
    }
    number("modalBorderWidth", .borderWidth)
    color("modalBorderColor", .border, frame, &arguments, &values)
    color("modalShadowColor", .shadow, frame, &arguments, &values)
    size("modalShadowOffset", .shadowOffsetX, .shadowOffsetY, frame, &arguments, &values)
    number("modalShadowOpacity", .shadowOpacity)
    number("modalShadowRadius", .shadowRadius)
    number("modalCornerRadius", .cornerRadius)
    if let corners = frame.maskedCorners {
      arguments.append(SwiftArgument("modalMaskedCorners", cornerMask(corners)))
    }
    number("modalOpacity", .opacity)
    number("modalContentOpacity", .contentOpacity)
    color("modalBackgroundColor", .modalBackground, frame, &arguments, &values)
    number("modalBackgroundOpacity", .modalBackgroundOpacity)
    blur("modalBackgroundVisualEffect", frame.modalBlurEffect, &arguments, &values)
    number("modalBackgroundVisualEffectIntensity", .modalBlurIntensity)
    size("modalDragHandleSize", .handleWidth, .handleHeight, frame, &arguments, &values)
    number("modalDragHandleOffset", .handleOffset)
    color("modalDragHandleColor", .handle, frame, &arguments, &values)
    number("modalDragHandleOpacity", .handleOpacity)
    number("modalDragHandleCornerRadius", .handleCornerRadius)
    color("backgroundColor", .background, frame, &arguments, &values)
    number("backgroundOpacity", .backgroundOpacity)
    blur("backgroundVisualEffect", frame.backgroundBlurEffect, &arguments, &values)
    number("backgroundVisualEffectIntensity", .backgroundBlurIntensity)
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
    let names: [(Corners, String)] = [
      (.topLeft, "layerMinXMinYCorner"), (.topRight, "layerMaxXMinYCorner"),
      (.bottomLeft, "layerMinXMaxYCorner"), (.bottomRight, "layerMaxXMaxYCorner"),
    ]
    return .array(names.filter { corners.contains($0.0) }.map { .member($0.1) })
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
