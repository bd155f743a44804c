import ModalCore

/// `export swift adaptive-modal`: a function that builds the
/// `AdaptiveModalConfig` (or, for an adaptive document, the
/// `.adaptiveConfig(defaultConfig:constrainedConfigs:)` mode) and returns the
/// `AdaptiveModalManager` with the config's manager flags set. peers-research.md 4.1 to 4.3 give
/// the API shapes; ``AdaptiveModalValues`` maps the values.
enum AdaptiveModalExport {
  static let target = SwiftExportTarget(
    name: "adaptive-modal",
    summary: "adaptive-modal: an AdaptiveModalConfig with ComputableLayout values, and its manager",
    follows:
      "AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0",
    library: "adaptive-modal",
    imports: ["AdaptiveModal", "ComputableLayout", "DGSwiftUtilities", "UIKit"],
    // github.com/dominicstop/adaptive-modal at commit b7ad470: AdaptiveModal.podspec line 21
    // `s.ios.deployment_target = '12.0'`, Package.swift line 9 `.iOS(.v11)`.
    libraryMinimum: (
      "12",
      "adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec: ios.deployment_target 12.0; its Package.swift says .iOS(.v11))"
    ),
    refusal: { _ in nil },
    write: write)

  /// The document with each Apple-sheet config laid out on the reference device
  /// (``ExportProbe/reference(_:)``'s rule): the keyframes its sheet section gives (radius,
  /// grabber, dims) are written, not the defaults; the sheet itself stays, for its note.
  static func laidOut(_ adaptive: AdaptiveConfig) -> AdaptiveConfig {
    func laid(_ config: ModalConfig) -> ModalConfig {
      guard config.sheet != nil else { return config }
      let result = AppleSheet.effective(config, in: AppleDetents.reference)
      return result.snapPoints.count == config.snapPoints.count ? result : config
    }
    var result = adaptive
    result.defaultConfig = laid(adaptive.defaultConfig)
    for index in result.constrained.indices {
      result.constrained[index].config = laid(adaptive.constrained[index].config)
    }
    return result
  }

  static func write(_ document: ConfigDocument, ios: IOSVersion?) -> SwiftExport {
    var file = target.file(for: document, ios: ios)
    let name = file.documentName
    let adaptive = laidOut(document.config)
    var values = AdaptiveModalValues(config: adaptive.defaultConfig)
    let defaultConfig = config(adaptive.defaultConfig, values: &values)
    var body: [String] = []
    let inner = "  "
    body.append(
      inner
        + "let config = "
        + SwiftPrinter.print(defaultConfig, indentation: inner, prefix: "let config = "))
    let initCall: String
    if adaptive.isAdaptive {
      var constrained: [SwiftExpr] = []
      for (index, candidate) in adaptive.constrained.enumerated() {
        values.config = candidate.config
        values.path = "constrained[\(index)]"
        let conditions = candidate.conditions.map { values.evaluable($0) }
        let built = config(candidate.config, values: &values, prefix: "constrained[\(index)].")
        if candidate.config.flags != adaptive.defaultConfig.flags {
          values.path = "constrained[\(index)].flags"
          values.note("the manager's flags are the default config's; these differ and are not set")
        }
        var arguments = [
          SwiftArgument("constraints", .array(conditions)), SwiftArgument("config", built),
        ]
        if let identifier = candidate.name {
          arguments.append(SwiftArgument("identifier", .string(identifier)))
        }
        constrained.append(.call("AdaptiveModalConstrainedConfig", arguments))
      }
      let mode = SwiftExpr.call(
        ".adaptiveConfig",
        [
          SwiftArgument("defaultConfig", .raw("config")),
          SwiftArgument("constrainedConfigs", .array(constrained)),
        ])
      initCall = SwiftPrinter.print(
        .call(
          "AdaptiveModalManager",
          [
            SwiftArgument("presentingViewController", .raw("presentingViewController")),
            SwiftArgument("adaptiveConfig", mode),
          ]), indentation: inner, prefix: "let manager = ")
    } else {
      initCall = SwiftPrinter.print(
        .call(
          "AdaptiveModalManager",
          [
            SwiftArgument("presentingViewController", .raw("presentingViewController")),
            SwiftArgument("staticConfig", .raw("config")),
          ]), indentation: inner, prefix: "let manager = ")
    }
    body.append(inner + "let manager = " + initCall)
    body += flags(adaptive.defaultConfig.flags).map { inner + $0 }
    body.append(inner + "return manager")
    let function = "make" + SwiftNames.typeName(name) + "ModalManager"
    var lines = SwiftFile.comment(
      "The modal of the modalplay config \"\(name)\". A function rather than a `static let`: the manager flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from the presenting view controller and present with the manager.",
      marker: "///")
    lines += signature(function)
    lines += body
    lines.append("}")
    file.declarations.append(lines.joined(separator: "\n"))
    file.notes = values.notes
    return file.export
  }

  /// The function's first lines, broken where `swift format` breaks them.
  static func signature(_ function: String) -> [String] {
    let head = "func \(function)(presentingViewController: UIViewController?)"
    let result = " -> AdaptiveModalManager"
    if (head + result + " {").count <= SwiftPrinter.lineLength { return [head + result + " {"] }
    if (head + result).count <= SwiftPrinter.lineLength { return [head + result, "{"] }
    return [head, SwiftPrinter.indent + String(result.dropFirst()), "{"]
  }

  /// The `AdaptiveModalConfig(...)` call: only non-default arguments, in declaration order.
  static func config(_ config: ModalConfig, values: inout AdaptiveModalValues, prefix: String = "")
    -> SwiftExpr
  {
    values.config = config
    lossyFields(config, values: &values, prefix: prefix)
    var points: [SwiftExpr] = []
    for (index, point) in config.snapPoints.enumerated() {
      values.path = prefix + "snapPoints[\(index)]"
      points.append(snapPoint(point, values: &values))
    }
    // adaptive-modal's defaults are the model's (``ModalConfig/defaults``).
    let defaults = ModalConfig.defaults
    var arguments = [
      SwiftArgument("snapPoints", .array(points)),
      SwiftArgument("snapDirection", .member(config.snapDirection.rawValue)),
    ]
    if config.snapPercentStrategy != defaults.snapPercentStrategy {
      arguments.append(
        SwiftArgument("snapPercentStrategy", .member(config.snapPercentStrategy.rawValue)))
    }
    let animations = [
      ("snapAnimationConfig", config.snapAnimation, defaults.snapAnimation),
      ("entranceAnimationConfig", config.entranceAnimation, defaults.entranceAnimation),
      ("exitAnimationConfig", config.exitAnimation, defaults.exitAnimation),
    ]
    for (label, animation, fallback) in animations where animation != fallback {
      arguments.append(SwiftArgument(label, values.animation(animation)))
    }
    if let clamping = config.interpolationClamping {
      values.path = prefix + "interpolationClamping"
      arguments.append(
        SwiftArgument("interpolationClampingConfig", self.clamping(clamping, values: &values)))
    }
    if config.initialSnapPointIndex != defaults.initialSnapPointIndex {
      arguments.append(
        SwiftArgument("initialSnapPointIndex", .raw(String(config.initialSnapPointIndex))))
    }
    values.path = prefix + "undershoot"
    let undershoot = edge(config.undershoot, &values)
    if undershoot != edge(defaults.undershoot, &values) {
      arguments.append(SwiftArgument("undershootSnapPoint", undershoot))
    }
    if let overshoot = config.overshoot {
      values.path = prefix + "overshoot"
      arguments.append(SwiftArgument("overshootSnapPoint", edge(overshoot, &values)))
    }
    if config.dragHandlePosition != defaults.dragHandlePosition {
      arguments.append(
        SwiftArgument("dragHandlePosition", .member(config.dragHandlePosition.rawValue)))
    }
    values.path = ""
    return .call("AdaptiveModalConfig", arguments)
  }

  /// The notes for what adaptive-modal has no notion of.
  static func lossyFields(
    _ config: ModalConfig, values: inout AdaptiveModalValues, prefix: String
  ) {
    values.path = prefix.isEmpty ? "" : String(prefix.dropLast())
    let defaults = ModalConfig.defaults
    let lost: [(Bool, String)] = [
      (
        config.release != defaults.release,
        "release \"\(config.release.strategy)\": adaptive-modal always releases with its own rule (the adaptive strategy with its default options)"
      ),
      (
        config.handoff != defaults.handoff,
        "handoff \"\(config.handoff.rule)\": adaptive-modal hands a drag between the scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)"
      ),
      (
        config.overdrag != defaults.overdrag,
        "overdrag: adaptive-modal follows the finger past the end points up to the overshoot point, with no curve"
      ),
      (
        config.keyboardAvoidance != defaults.keyboardAvoidance,
        "keyboardAvoidance \(config.keyboardAvoidance.rawValue): adaptive-modal only recomputes the layout values with the keyboard (layout)"
      ),
      (
        config.content != nil,
        "content: adaptive-modal neither sizes from nor scrolls a declared content; content values are written as constants"
      ),
      (
        config.sheet != nil,
        "sheet: Apple's sheet behaviour (grabber, edge attachment, ...) has no equivalent"
      ),
    ]
    for (isLost, text) in lost where isLost { values.note(text) }
  }

  static func snapPoint(_ point: SnapPoint, values: inout AdaptiveModalValues) -> SwiftExpr {
    if point.page != nil {
      values.note("page: pages are AdaptiveModalPageViewController's, not set")
    }
    if point.contentLength != nil {
      values.note("contentLength: the snap point's content length has no equivalent")
    }
    let key = point.key.map(SwiftExpr.string)
    let keyframeExpr = keyframe(point.keyframe, values: &values)
    let layoutExpr = point.layout.map { layout($0, values: &values) }
    if point.mode == .inBetween || layoutExpr == nil {
      if point.mode == .standard { values.note("a standard point without a layout: in-between") }
      return .call(
        "AdaptiveModalSnapPointConfig",
        [
          SwiftArgument("key", key ?? .raw("nil")),
          SwiftArgument(
            "type", .call(".inBetween", [SwiftArgument("layoutConfig", layoutExpr ?? .raw("nil"))])),
          SwiftArgument("keyframeConfig", keyframeExpr ?? .raw("nil")),
        ])
    }
    var arguments: [SwiftArgument] = []
    if let key { arguments.append(SwiftArgument("key", key)) }
    if let layoutExpr { arguments.append(SwiftArgument("layoutConfig", layoutExpr)) }
    if let keyframeExpr { arguments.append(SwiftArgument("keyframeConfig", keyframeExpr)) }
    return .call("AdaptiveModalSnapPointConfig", arguments)
  }

  /// `ComputableLayout`'s optional values after width and height, in declaration order (the
  /// export writes them and the import reads them).
  static let optionalLayoutFields:
    [(label: String, path: WritableKeyPath<Layout, LayoutValue?> & Sendable)] = [
      ("marginLeft", \.marginLeft), ("marginRight", \.marginRight), ("marginTop", \.marginTop),
      ("marginBottom", \.marginBottom), ("paddingLeft", \.paddingLeft),
      ("paddingRight", \.paddingRight), ("paddingTop", \.paddingTop),
      ("paddingBottom", \.paddingBottom), ("offsetX", \.offsetX), ("offsetY", \.offsetY),
    ]

  /// `ComputableLayout(...)`, its optional values in declaration order.
  static func layout(_ layout: Layout, values: inout AdaptiveModalValues) -> SwiftExpr {
    var arguments = [
      SwiftArgument("horizontalAlignment", .member(layout.horizontalAlignment.rawValue)),
      SwiftArgument("verticalAlignment", .member(layout.verticalAlignment.rawValue)),
    ]
    let fields: [(String, LayoutValue?)] =
      [("width", layout.width), ("height", layout.height)]
      + optionalLayoutFields.map { ($0.label, layout[keyPath: $0.path]) }
    for (label, value) in fields {
      guard let value else { continue }
      arguments.append(SwiftArgument(label, values.layoutValue(value)))
    }
    return .call("ComputableLayout", arguments)
  }

  /// `AdaptiveModalSnapPointPreset(layoutPreset:keyframeConfig:)`.
  static func edge(_ point: EdgeSnapPoint, _ values: inout AdaptiveModalValues) -> SwiftExpr {
    let preset: SwiftExpr
    if case .layout(let custom) = point.preset {
      preset = .call(".layoutConfig", [SwiftArgument(nil, layout(custom, values: &values))])
    } else {
      preset = .member(point.preset.name)
    }
    var arguments = [SwiftArgument("layoutPreset", preset)]
    if let frame = point.keyframe, let expr = keyframe(frame, values: &values) {
      arguments.append(SwiftArgument("keyframeConfig", expr))
    }
    return .call("AdaptiveModalSnapPointPreset", arguments)
  }

  /// A manager flag's place in ``ManagerFlags``: a `Bool` or an optional override.
  enum FlagPath: Sendable {
    case bool(WritableKeyPath<ManagerFlags, Bool> & Sendable)
    case optional(WritableKeyPath<ManagerFlags, Bool?> & Sendable)
  }

  /// The `AdaptiveModalManager` flags in the order the export assigns them (the import reads
  /// the same names).
  static let flagPaths: [(name: String, path: FlagPath)] = [
    ("shouldEnableSnapping", .bool(\.shouldEnableSnapping)),
    ("shouldEnableOverShooting", .bool(\.shouldEnableOverShooting)),
    ("shouldLockAxisToModalDirection", .bool(\.shouldLockAxisToModalDirection)),
    (
      "overrideShouldSnapToUnderShootSnapPoint",
      .optional(\.overrideShouldSnapToUnderShootSnapPoint)
    ),
    ("overrideShouldSnapToOvershootSnapPoint", .optional(\.overrideShouldSnapToOvershootSnapPoint)),
    (
      "shouldDismissModalOnSnapToUnderShootSnapPoint",
      .bool(\.shouldDismissModalOnSnapToUnderShootSnapPoint)
    ),
    (
      "shouldDismissModalOnSnapToOverShootSnapPoint",
      .bool(\.shouldDismissModalOnSnapToOverShootSnapPoint)
    ),
  ]

  /// The `AdaptiveModalManager` flags that differ from its defaults, as assignments.
  static func flags(_ flags: ManagerFlags) -> [String] {
    let defaults = ManagerFlags()
    var lines: [String] = []
    for (name, path) in flagPaths {
      let value: Bool?
      let fallback: Bool?
      switch path {
      case .bool(let key): (value, fallback) = (flags[keyPath: key], defaults[keyPath: key])
      case .optional(let key): (value, fallback) = (flags[keyPath: key], defaults[keyPath: key])
      }
      guard value != fallback else { continue }
      lines.append("manager.\(name) = \(value.map { String($0) } ?? "nil")")
    }
    return lines
  }
}
