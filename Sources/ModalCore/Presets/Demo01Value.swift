/// demo01 (the preset `modalplay` starts with) and the compact-height config every demo shares,
/// declared as values: start-up builds them without a JSON round trip (decoding demo01's JSON
/// was 64 % of `modalplay -c quit`, issue 36). Their JSON (``BuiltinPresets/demo01JSON``,
/// ``BuiltinPresets/compactHeightConfigJSON``: what `config json`, `save`, the docs and the
/// other demos show and nest) is these values encoded, so each is declared once, here.
/// Transcribed from shared/reference/adaptive-modal-demos.md as the JSON before them was.
extension BuiltinPresets {
  /// A layout value in the schema's string syntax (docs/config-schema.md), read by the layout
  /// syntax's own parser so that the declarations read as the JSON does. The strings are
  /// constants; a test decodes the encoded documents and compares them with these values,
  /// so one the parser refused (read as 0 here) would fail it.
  static func value(_ text: String) -> LayoutValue {
    (try? LayoutValueSyntax.parseValue(text)) ?? .zero
  }

  /// A condition in the schema's syntax (`v.compact`), as ``value(_:)`` reads values.
  static func condition(_ text: String) -> Condition {
    (try? LayoutValueSyntax.parseCondition(text)) ?? .all([])
  }

  /// A keyframe's numbers by channel, its corners and blur materials.
  static func keyframe(
    _ values: [Channel: Double], corners: Corners, modalBlur: String? = nil,
    backgroundBlur: String? = nil
  ) -> Keyframe {
    Keyframe(
      values: values, maskedCorners: corners, modalBlurEffect: modalBlur,
      backgroundBlurEffect: backgroundBlur)
  }

  // Interpretation: "h (kb? kb.overlapH : safe.bottom) + 50% (max 100% of the screen height)"
  // bounds the whole sum by 100% of the screen's height; "shadow opacity 0.2 radius 15" sets
  // only those two shadow fields, and "mBlur 1" only the intensity (no material is given).
  /// The config every demo uses while the vertical size class is compact (a phone in
  /// landscape).
  static let compactHeightConfig = ModalConfig(
    snapPoints: [
      SnapPoint(
        layout: Layout(
          horizontalAlignment: .center, verticalAlignment: .bottom, width: value("80%"),
          height: value("(kb ? kb.overlapH : safe.bottom) + 50% max 100% of screen.height"),
          marginTop: value("10"), paddingBottom: value("kb ? kb.overlapH : safe.bottom")),
        keyframe: keyframe(
          [
            .cornerRadius: 10, .modalBackgroundOpacity: 0.85, .modalBlurIntensity: 1,
            .shadowOpacity: 0.2, .shadowRadius: 15,
          ], corners: .top))
    ],
    overshoot: EdgeSnapPoint(preset: .fitScreenVertically))

  /// The constrained config of every demo: ``compactHeightConfig`` when `v.compact`.
  static let compactHeightConstrained = ConstrainedConfig(
    name: "compact-height", conditions: [condition("v.compact")], config: compactHeightConfig)

  // Interpretation: "radius 25 top" is cornerRadius 25 with maskedCorners top; the blur
  // materials are written where the reference names them (point 1) and inherited after.
  /// adaptive-modal's demo 01: four bottom-sheet detents, from a peek to full screen.
  static let demo01Document = ConfigDocument(
    name: "demo01",
    description:
      "adaptive-modal demo 01: four bottom-sheet detents, from a peek to full screen",
    config: AdaptiveConfig(
      defaultConfig: ModalConfig(
        snapPoints: [
          SnapPoint(
            layout: Layout(
              horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
              height: value("30%")),
            keyframe: keyframe(
              [
                .cornerRadius: 25, .modalBackgroundOpacity: 0.9, .modalBlurIntensity: 1,
                .shadowOpacity: 0.2, .shadowRadius: 7, .shadowOffsetX: 0, .shadowOffsetY: -2,
                .backgroundOpacity: 0, .backgroundBlurIntensity: 0,
              ], corners: .top, modalBlur: "systemUltraThinMaterial",
              backgroundBlur: "systemUltraThinMaterialDark")),
          SnapPoint(
            layout: Layout(
              horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
              height: value("50%"), marginLeft: value("15"),
              marginBottom: value("safe.bottom min 15"), marginRight: value("15")),
            keyframe: keyframe(
              [
                .cornerRadius: 10, .modalBackgroundOpacity: 0.85, .modalBlurIntensity: 0.6,
                .shadowOpacity: 0.2, .shadowRadius: 15, .shadowOffsetX: 2, .shadowOffsetY: 2,
                .backgroundOpacity: 0.1, .backgroundBlurIntensity: 0.075,
                .secondaryAxisDamping: 1,
              ], corners: .all)),
          SnapPoint(
            layout: Layout(
              horizontalAlignment: .center, verticalAlignment: .center,
              width: value("85% max 375"), height: value("75% max 667")),
            keyframe: keyframe(
              [
                .cornerRadius: 20, .modalBackgroundOpacity: 0.8, .modalBlurIntensity: 1,
                .shadowOpacity: 0.3, .shadowRadius: 10, .shadowOffsetX: 2, .shadowOffsetY: 2,
                .backgroundOpacity: 0, .backgroundBlurIntensity: 0.5,
                .secondaryAxisDamping: 0.8,
              ], corners: .all)),
          SnapPoint(
            layout: Layout(
              horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
              height: .stretch, marginTop: value("safe.top")),
            keyframe: keyframe(
              [
                .cornerRadius: 25, .modalBackgroundOpacity: 0.83, .modalBlurIntensity: 1,
                .shadowOpacity: 0.4, .shadowRadius: 10, .shadowOffsetX: 0, .shadowOffsetY: -1,
                .backgroundBlurIntensity: 1, .secondaryAxisDamping: 1,
              ], corners: .top)),
        ],
        overshoot: EdgeSnapPoint(preset: .fitScreen)),
      constrained: [compactHeightConstrained]))
}
