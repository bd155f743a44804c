/// Every config field, declared once (``FieldDescriptor``), in the canonical order of the
/// schema: the document's fields, a constrained config's, the config's, a base snap point's
/// (its own, its layout's, its keyframe's) and an edge point's.
///
/// Paths are the JSON paths that load errors print (`snapPoints[2].layout.height`,
/// `flags.shouldEnableSnapping`, `release.options.threshold`); the short forms users type
/// (`snap.3.height`, `manager.X`, `margin.top`, `release.X`, `animation.snap`, `radius`) are
/// aliases, listed in the descriptors.
public enum ConfigSchema {
  /// The document's fields.
  public static let documentFields: [FieldDescriptor] = [
    .document("name", "the document's name (a preset's name)", keyPath: \.name),
    .document("description", "one line saying what the config is for", keyPath: \.description),
  ]

  /// A constrained config's own fields (its config's fields follow `constrained[N].config.`).
  public static let constrainedFields: [FieldDescriptor] = [
    .constrained(
      "name", ScalarCodecs.text.optional(), default: "none", "a name for messages and events",
      keyPath: \.name),
    .constrained(
      "when", LayoutCodecs.conditions, default: "required",
      "the conditions under which this config replaces the default", keyPath: \.conditions),
  ]

  /// The config's fields, in the schema's key order.
  public static let configFields: [FieldDescriptor] =
    headFields + animationFields + clampingFields + releaseFields + HandoffFields.all + flagFields
    + tailFields
    + ContentFields.all + SheetFields.all + GorhomFields.all

  static let headFields: [FieldDescriptor] = {
    var fields: [FieldDescriptor] = []
    fields.append(
      .config(
        "direction", ScalarCodecs.enumeration(SnapDirection.self),
        "the direction the modal moves in as it opens",
        keyPath: \.snapDirection))
    fields.append(
      .config(
        "undershoot", EdgeFields.presetText(.undershoot),
        "the undershoot's preset (the point below the first, where a dismissal lands)",
        aliases: ["undershoot.preset"], get: { config, _ in config.undershoot.preset.name },
        set: { (config: inout ModalConfig, _: FieldLocation, text: String) throws(ValueError) in
          config.undershoot.preset = try EdgeFields.preset(
            text, side: .undershoot, current: config.undershoot.preset)
        }))
    fields.append(
      .config(
        "overshoot", EdgeFields.presetText(.overshoot),
        "the overshoot's preset, or none for no overshoot",
        get: { config, _ in config.overshoot?.preset.name ?? "none" },
        set: { (config: inout ModalConfig, _: FieldLocation, text: String) throws(ValueError) in
          try EdgeFields.setOvershoot(text, in: &config)
        }))
    fields.append(
      .config(
        "percentStrategy", ScalarCodecs.enumeration(SnapPercentStrategy.self),
        "how a point's percent is computed",
        keyPath: \.snapPercentStrategy))
    fields.append(
      .config(
        "initialIndex", ScalarCodecs.integer,
        "the combined index of the point `present` opens to",
        keyPath: \.initialSnapPointIndex))
    fields.append(
      .config(
        "dragHandle", ScalarCodecs.enumeration(DragHandlePosition.self),
        "where the drag handle sits", keyPath: \.dragHandlePosition))
    return fields
  }()

  static let tailFields: [FieldDescriptor] = {
    var fields: [FieldDescriptor] = []
    fields.append(
      .config(
        "overdrag", ValueCodecs.overdrag, "how the modal follows the finger past the ends",
        keyPath: \.overdrag))
    fields.append(
      .config(
        "keyboardAvoidance", ScalarCodecs.enumeration(KeyboardAvoidance.self),
        "how the modal reacts to the keyboard", keyPath: \.keyboardAvoidance))
    fields.append(
      .config(
        "keyboardBlurBehavior", ScalarCodecs.enumeration(KeyboardBlurBehavior.self),
        "where a sheet in a temporary position (keyboardAvoidance interactive, fillParent) goes when the keyboard hides",
        keyPath: \.keyboardBlurBehavior))
    return fields
  }()

  static let animationFields: [FieldDescriptor] = {
    typealias Slot = WritableKeyPath<ModalConfig, AnimationConfig> & Sendable
    let slots: [(String, String, Slot)] = [
      ("snap", "a snap", \.snapAnimation), ("entrance", "presenting", \.entranceAnimation),
      ("exit", "dismissing", \.exitAnimation),
    ]
    return slots.map { key, what, keyPath in
      FieldDescriptor.config(
        "animations." + key, ValueCodecs.animation, "the animation of \(what)",
        aliases: ["animation." + key], keyPath: keyPath)
    }
  }()

  static let clampingFields: [FieldDescriptor] = [true, false].map { isStart in
    let end = isStart ? "start" : "end"
    let codec = ValueCodecs.clampGroups.optional(unset: ["default"])
    return FieldDescriptor.config(
      "clamping." + end, codec,
      "the channel groups that stop at the \(isStart ? "first" : "last") point instead of extrapolating",
      get: { config, _ in config.interpolationClamping.map { isStart ? $0.start : $0.end } },
      set: { config, _, groups in setClamping(groups, isStart: isStart, in: &config) })
  }

  /// Sets one end of the clamping; nil is the direction's default (and the whole clamping goes
  /// back to the default when the other end is the default too).
  static func setClamping(_ groups: Set<ClampGroup>?, isStart: Bool, in config: inout ModalConfig) {
    let defaults = ClampingConfig.defaults(for: config.snapDirection)
    var clamping = config.effectiveClamping
    if let groups {
      if isStart { clamping.start = groups } else { clamping.end = groups }
    } else {
      let other = isStart ? clamping.end : clamping.start
      if config.interpolationClamping == nil || other == (isStart ? defaults.end : defaults.start) {
        config.interpolationClamping = nil
        return
      }
      if isStart { clamping.start = defaults.start } else { clamping.end = defaults.end }
    }
    config.interpolationClamping = clamping
  }

  static let releaseFields: [FieldDescriptor] = {
    var fields: [FieldDescriptor] = []
    fields.append(
      .config(
        "release.strategy", ReleaseFields.strategy, "the rule that picks where a drag lands",
        aliases: ["release"], get: { config, _ in config.release.strategy },
        set: { (config: inout ModalConfig, _: FieldLocation, name: String) throws(ValueError) in
          try ReleaseFields.setStrategy(name, in: &config)
        }))
    let option = ScalarCodecs.number().optional()
    fields.append(
      .config(
        "release.options.NAME", option, default: "the strategy's",
        "a numeric option of the strategy (see the strategy table)", aliases: ["release.NAME"],
        get: { config, location in config.release.options[location.option] },
        set: { config, location, value in config.release.options[location.option] = value }))
    return fields
  }()

  static let flagFields: [FieldDescriptor] = {
    let flags: [(String, WritableKeyPath<ManagerFlags, Bool> & Sendable, String)] = [
      ("shouldEnableSnapping", \.shouldEnableSnapping, "a release snaps to a point"),
      ("shouldEnableOverShooting", \.shouldEnableOverShooting, "the drag may pass the last point"),
    ]
    let overrides: [(String, WritableKeyPath<ManagerFlags, Bool?> & Sendable, String)] = [
      (
        "overrideShouldSnapToUnderShootSnapPoint", \.overrideShouldSnapToUnderShootSnapPoint,
        "forces whether a release may land on the undershoot"
      ),
      (
        "overrideShouldSnapToOvershootSnapPoint", \.overrideShouldSnapToOvershootSnapPoint,
        "forces whether a release may land on the overshoot"
      ),
    ]
    let later: [(String, WritableKeyPath<ManagerFlags, Bool> & Sendable, String)] = [
      (
        "shouldDismissModalOnSnapToUnderShootSnapPoint",
        \.shouldDismissModalOnSnapToUnderShootSnapPoint, "landing on the undershoot dismisses"
      ),
      (
        "shouldDismissModalOnSnapToOverShootSnapPoint",
        \.shouldDismissModalOnSnapToOverShootSnapPoint, "landing on the overshoot dismisses"
      ),
      (
        "shouldLockAxisToModalDirection", \.shouldLockAxisToModalDirection,
        "the drag ignores the secondary axis"
      ),
    ]
    func flag<Value>(
      _ name: String, _ keyPath: WritableKeyPath<ManagerFlags, Value> & Sendable,
      _ codec: ValueCodec<Value>, _ doc: String
    ) -> FieldDescriptor {
      .config(
        "flags." + name, codec, doc, aliases: ["manager." + name],
        get: { config, _ in config.flags[keyPath: keyPath] },
        set: { config, _, value in config.flags[keyPath: keyPath] = value })
    }
    let first = flags.map { flag($0.0, $0.1, ScalarCodecs.bool, $0.2) }
    let second = overrides.map { flag($0.0, $0.1, ScalarCodecs.optionalBool, $0.2) }
    let third = later.map { flag($0.0, $0.1, ScalarCodecs.bool, $0.2) }
    return first + second + third
  }()
}

/// The release strategy's codec and the checks `set release.strategy` makes.
enum ReleaseFields {
  static let strategy = HandoffFields.names(kind: "strategy", ReleaseConfig.strategyNames)

  /// Options the new strategy does not declare would only fail validation with a less
  /// helpful message: say which one and how to remove it.
  static func setStrategy(_ name: String, in config: inout ModalConfig) throws(ValueError) {
    let declared = ReleaseStrategies.optionNames(for: name)
    if !declared.isEmpty,
      let foreign = config.release.options.keys.sorted().first(where: { declared[$0] == nil })
    {
      throw ValueError(
        "\(foreign) is not an option of \(name) (expected one of \(declared.keys.sorted().joined(separator: ", "))); remove it first with 'set release.options.\(foreign) none'"
      )
    }
    config.release.strategy = name
  }
}
