/// The fields of the optional `sheet` object, Apple's sheet under Apple's names
/// (``SheetConfig``). Setting any of them on a config without a sheet gives it one with Apple's
/// defaults (when the value differs from the default), as `content.*` does.
enum SheetFields {
  /// A Boolean field of the sheet: its name, what it says and where it is kept.
  typealias Flag = (
    name: String, doc: String, keyPath: WritableKeyPath<SheetConfig, Bool> & Sendable
  )

  /// The Boolean fields, in the schema's key order after the identifier.
  static let flags: [Flag] = [
    (
      "prefersGrabberVisible", "show the grabber (SwiftUI presentationDragIndicator(.visible))",
      \.prefersGrabberVisible
    ),
    (
      "prefersEdgeAttachedInCompactHeight",
      "in compact height attach the sheet to the bottom edge instead of showing it full screen",
      \.prefersEdgeAttachedInCompactHeight
    ),
    (
      "widthFollowsPreferredContentSizeWhenEdgeAttached",
      "an edge-attached sheet takes preferredContentSize's width instead of the safe area's",
      \.widthFollowsPreferredContentSizeWhenEdgeAttached
    ),
    (
      "prefersPageSizing",
      "in regular width and height a page sheet (true) or a form sheet of preferredContentSize",
      \.prefersPageSizing
    ),
    (
      "isModalInPresentation",
      "no swipe or background tap dismisses the sheet (SwiftUI interactiveDismissDisabled())",
      \.isModalInPresentation
    ),
  ]

  /// The preferred content size's sides.
  static let sizeSides: [(name: String, keyPath: WritableKeyPath<Size, Double> & Sendable)] = [
    ("width", \.width), ("height", \.height),
  ]

  /// The sheet fields, in the schema's key order.
  static let all: [FieldDescriptor] = {
    var fields: [FieldDescriptor] = []
    fields.append(
      .config(
        "sheet.largestUndimmedDetentIdentifier", ScalarCodecs.text.optional(),
        "the key of the largest point with no dim, where background taps pass through (none: all dimmed)",
        get: { config, _ in config.sheet?.largestUndimmedDetentIdentifier },
        set: { config, _, key in edit(&config) { $0.largestUndimmedDetentIdentifier = key } }))
    fields.append(
      .config(
        "sheet.preferredCornerRadius", ScalarCodecs.number(.inset).optional(unset: ["automatic"]),
        default: "automatic",
        "the sheet's corner radius (automatic: \(LayoutValueSyntax.formatNumber(AppleSheet.automaticCornerRadius)))",
        get: { config, _ in config.sheet?.preferredCornerRadius },
        set: { config, _, radius in edit(&config) { $0.preferredCornerRadius = radius } }))
    for flag in flags {
      fields.append(
        .config(
          "sheet." + flag.name, ScalarCodecs.bool, flag.doc,
          get: { config, _ in (config.sheet ?? SheetConfig())[keyPath: flag.keyPath] },
          set: { config, _, value in edit(&config) { $0[keyPath: flag.keyPath] = value } }))
    }
    for side in sizeSides {
      fields.append(
        .config(
          "sheet.preferredContentSize." + side.name, ScalarCodecs.number(.size).optional(),
          default: "none",
          "the form sheet's \(side.name) (none: \(LayoutValueSyntax.formatNumber(AppleSheet.formSheetSize[keyPath: side.keyPath])))",
          get: { config, _ in config.sheet?.preferredContentSize?[keyPath: side.keyPath] },
          set: { config, _, value in
            edit(&config) { sheet in
              guard let value else {
                sheet.preferredContentSize = nil
                return
              }
              var size = sheet.preferredContentSize ?? AppleSheet.formSheetSize
              size[keyPath: side.keyPath] = value
              sheet.preferredContentSize = size
            }
          }))
    }
    fields.append(
      .config(
        "sheet.deploymentTarget", ScalarCodecs.enumeration(IOSVersion.self),
        "the oldest iOS the app supports: lint checks every version from it to the newest",
        get: { config, _ in (config.sheet ?? SheetConfig()).deploymentTarget },
        set: { config, _, version in edit(&config) { $0.deploymentTarget = version } }))
    fields.append(
      .config(
        "sheet.background", ScalarCodecs.enumeration(SheetBackground.self),
        "glass (the system's, which floats on iOS 26) or custom (presentationBackground: edge attached)",
        get: { config, _ in (config.sheet ?? SheetConfig()).background },
        set: { config, _, value in edit(&config) { $0.background = value } }))
    fields.append(
      .config(
        "sheet.sizing", ScalarCodecs.enumeration(SheetSizing.self),
        "iOS 18 presentationSizing in regular width: page, form, fitted (the content's size) or automatic",
        get: { config, _ in (config.sheet ?? SheetConfig()).sizing },
        set: { config, _, value in edit(&config) { $0.sizing = value } }))
    fields.append(
      .config(
        "sheet.placement", ScalarCodecs.enumeration(SheetPlacement.self),
        "iOS 27 preferredPlacement of a page or form sheet: automatic, leading, center or trailing",
        get: { config, _ in (config.sheet ?? SheetConfig()).placement },
        set: { config, _, value in edit(&config) { $0.placement = value } }))
    return fields
  }()

  /// Changes the sheet, creating it with Apple's defaults when the config has none and the
  /// change makes it differ from them.
  static func edit(_ config: inout ModalConfig, _ change: (inout SheetConfig) -> Void) {
    let current = config.sheet
    var sheet = current ?? SheetConfig()
    change(&sheet)
    if current == nil && sheet == SheetConfig() { return }
    config.sheet = sheet
  }
}
