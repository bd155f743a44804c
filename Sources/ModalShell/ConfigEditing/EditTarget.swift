import ModalCore

/// A manager flag, by its name in ``ManagerFlags`` (and the schema's `flags` object).
enum ManagerFlag: String, CaseIterable, Sendable {
  case shouldEnableSnapping
  case shouldEnableOverShooting
  case overrideShouldSnapToUnderShootSnapPoint
  case overrideShouldSnapToOvershootSnapPoint
  case shouldDismissModalOnSnapToUnderShootSnapPoint
  case shouldDismissModalOnSnapToOverShootSnapPoint
  case shouldLockAxisToModalDirection

  /// True for the two flags that may also be nil.
  var isOverride: Bool {
    self == .overrideShouldSnapToUnderShootSnapPoint
      || self == .overrideShouldSnapToOvershootSnapPoint
  }

  func get(_ flags: ManagerFlags) -> Bool? {
    switch self {
    case .shouldEnableSnapping: flags.shouldEnableSnapping
    case .shouldEnableOverShooting: flags.shouldEnableOverShooting
    case .overrideShouldSnapToUnderShootSnapPoint: flags.overrideShouldSnapToUnderShootSnapPoint
    case .overrideShouldSnapToOvershootSnapPoint: flags.overrideShouldSnapToOvershootSnapPoint
    case .shouldDismissModalOnSnapToUnderShootSnapPoint:
      flags.shouldDismissModalOnSnapToUnderShootSnapPoint
    case .shouldDismissModalOnSnapToOverShootSnapPoint:
      flags.shouldDismissModalOnSnapToOverShootSnapPoint
    case .shouldLockAxisToModalDirection: flags.shouldLockAxisToModalDirection
    }
  }

  /// Sets the flag; `value` is nil only for an override flag.
  func set(_ value: Bool?, in flags: inout ManagerFlags) {
    switch self {
    case .overrideShouldSnapToUnderShootSnapPoint:
      flags.overrideShouldSnapToUnderShootSnapPoint = value
    case .overrideShouldSnapToOvershootSnapPoint:
      flags.overrideShouldSnapToOvershootSnapPoint = value
    default:
      guard let value else { return }
      switch self {
      case .shouldEnableSnapping: flags.shouldEnableSnapping = value
      case .shouldEnableOverShooting: flags.shouldEnableOverShooting = value
      case .shouldDismissModalOnSnapToUnderShootSnapPoint:
        flags.shouldDismissModalOnSnapToUnderShootSnapPoint = value
      case .shouldDismissModalOnSnapToOverShootSnapPoint:
        flags.shouldDismissModalOnSnapToOverShootSnapPoint = value
      default: flags.shouldLockAxisToModalDirection = value
      }
    }
  }
}

/// A field of the config itself (not of a snap point).
enum ConfigField: Hashable, Sendable {
  case direction
  case undershoot
  case overshoot
  case percentStrategy
  case initialIndex
  case dragHandle
  case snapAnimation
  case entranceAnimation
  case exitAnimation
  case clampingStart
  case clampingEnd
  case release
  case flag(ManagerFlag)
  case overdrag
  case keyboardAvoidance

  /// Every field, in the schema's key order (release options go after `release`).
  static let all: [ConfigField] =
    [
      .direction, .undershoot, .overshoot, .percentStrategy, .initialIndex, .dragHandle,
      .snapAnimation, .entranceAnimation, .exitAnimation, .clampingStart, .clampingEnd, .release,
    ] + ManagerFlag.allCases.map { .flag($0) } + [.overdrag, .keyboardAvoidance]

  /// The path.
  var path: String {
    switch self {
    case .direction: "direction"
    case .undershoot: "undershoot"
    case .overshoot: "overshoot"
    case .percentStrategy: "percentStrategy"
    case .initialIndex: "initialIndex"
    case .dragHandle: "dragHandle"
    case .snapAnimation: "animation.snap"
    case .entranceAnimation: "animation.entrance"
    case .exitAnimation: "animation.exit"
    case .clampingStart: "clamping.start"
    case .clampingEnd: "clamping.end"
    case .release: "release"
    case .flag(let flag): "manager." + flag.rawValue
    case .overdrag: "overdrag"
    case .keyboardAvoidance: "keyboardAvoidance"
    }
  }

  /// The field at a path (`release.strategy` is another name of `release`).
  static func named(_ path: String) -> ConfigField? {
    if path == "release.strategy" { return .release }
    return all.first { $0.path == path }
  }
}

/// A layout value of a snap point's layout.
enum LayoutSlot: String, CaseIterable, Sendable {
  case width
  case height
  case marginTop = "margin.top"
  case marginLeft = "margin.left"
  case marginBottom = "margin.bottom"
  case marginRight = "margin.right"
  case paddingTop = "padding.top"
  case paddingLeft = "padding.left"
  case paddingBottom = "padding.bottom"
  case paddingRight = "padding.right"
  case offsetX = "offset.x"
  case offsetY = "offset.y"

  /// Width and height cannot be removed.
  var isRequired: Bool { self == .width || self == .height }

  func get(_ layout: Layout) -> LayoutValue? {
    switch self {
    case .width: layout.width
    case .height: layout.height
    case .marginTop: layout.marginTop
    case .marginLeft: layout.marginLeft
    case .marginBottom: layout.marginBottom
    case .marginRight: layout.marginRight
    case .paddingTop: layout.paddingTop
    case .paddingLeft: layout.paddingLeft
    case .paddingBottom: layout.paddingBottom
    case .paddingRight: layout.paddingRight
    case .offsetX: layout.offsetX
    case .offsetY: layout.offsetY
    }
  }

  /// Sets the value; nil is ignored for the required width and height.
  func set(_ value: LayoutValue?, in layout: inout Layout) {
    switch self {
    case .width: if let value { layout.width = value }
    case .height: if let value { layout.height = value }
    case .marginTop: layout.marginTop = value
    case .marginLeft: layout.marginLeft = value
    case .marginBottom: layout.marginBottom = value
    case .marginRight: layout.marginRight = value
    case .paddingTop: layout.paddingTop = value
    case .paddingLeft: layout.paddingLeft = value
    case .paddingBottom: layout.paddingBottom = value
    case .paddingRight: layout.paddingRight = value
    case .offsetX: layout.offsetX = value
    case .offsetY: layout.offsetY = value
    }
  }
}

/// A field of a base snap point: `snap.N.FIELD` and the `FIELD=VALUE` words of `add snap`.
enum PointField: Hashable, Sendable {
  case key
  case page
  case mode
  case align
  case layout(LayoutSlot)
  case keyframe(KeyframeField)

  /// Every name, in a stable order: the point's own fields, the layout, the keyframe fields,
  /// then the keyframe aliases.
  static let allNames: [String] =
    ["key", "page", "mode", "align"] + LayoutSlot.allCases.map(\.rawValue)
    + KeyframeField.allNames

  /// The field with this name (or keyframe alias).
  static func named(_ name: String) -> PointField? {
    switch name {
    case "key": return .key
    case "page": return .page
    case "mode": return .mode
    case "align": return .align
    default:
      if let slot = LayoutSlot(rawValue: name) { return .layout(slot) }
      return KeyframeField.named(name).map { .keyframe($0) }
    }
  }

  /// The canonical name (aliases resolved).
  var name: String {
    switch self {
    case .key: "key"
    case .page: "page"
    case .mode: "mode"
    case .align: "align"
    case .layout(let slot): slot.rawValue
    case .keyframe(let field): field.name
    }
  }
}

/// The undershoot or the overshoot.
enum EdgeSide: String, Sendable {
  case undershoot
  case overshoot
}

/// A field of an edge point: `undershoot.FIELD`, `overshoot.FIELD`.
enum EdgeField: Hashable, Sendable {
  case preset
  case keyframe(KeyframeField)

  /// Every name, in a stable order.
  static let allNames: [String] = ["preset"] + KeyframeField.allNames

  /// The field with this name (or keyframe alias).
  static func named(_ name: String) -> EdgeField? {
    if name == "preset" { return .preset }
    return KeyframeField.named(name).map { .keyframe($0) }
  }

  /// The canonical name.
  var name: String {
    switch self {
    case .preset: "preset"
    case .keyframe(let field): field.name
    }
  }
}

/// What a path names.
enum EditTarget: Hashable, Sendable {
  case config(ConfigField)
  /// `release.NAME`.
  case releaseOption(String)
  /// A field of the base point at this position of `snapPoints` (0-based).
  case point(Int, PointField)
  case edge(EdgeSide, EdgeField)

  /// The path with canonical names and the point's index.
  var canonicalPath: String {
    switch self {
    case .config(let field): field.path
    case .releaseOption(let name): "release." + name
    case .point(let position, let field): "snap.\(position + 1).\(field.name)"
    case .edge(let side, let field): "\(side.rawValue).\(field.name)"
    }
  }
}
