extension Manager {
  /// What changes only with the config or the environment, kept out of line so that copying a
  /// manager (every `apply` does, to stay all-or-nothing) costs one reference count, not twenty.
  @usableFromInline struct Resolved: Equatable, Sendable {
    var adaptiveConfig: AdaptiveConfig
    var configName: String
    var selection: ConfigSelection
    /// The config in use; set it with its points (``rebuilt(in:memo:)``), which keeps the
    /// facts cached from it.
    @usableFromInline var config: ModalConfig
    @usableFromInline var interpolator: Interpolator
    var override: Override?
    /// Cached `config.dependsOnKeyboard` (walking every layout is not free).
    var configDependsOnKeyboard: Bool
    /// Cached ``dependsOnKeyboard(_:_:_:configDependsOnKeyboard:)``.
    var dependsOnKeyboard: Bool
    /// The combined index of the overshoot, if the config has one (cached: reading the
    /// optional overshoot copies a whole snap point).
    var overshootIndex: Int?
    /// What the config's hand-off rule changes outside the hand-off (cached: every drag step
    /// reads it, and asking the rule looks it up by name and copies the config).
    var sheetTraits: SheetTraits

    static func overshootIndex(of config: ModalConfig) -> Int? {
      config.overshootIndex
    }

    /// True when a layout of the points in use refers to the keyboard, or, where inactive
    /// detents were left out of them (``AppleSheet/activePoints(_:in:)``), a layout of the
    /// config as written does: a detent the keyboard made inactive must come back with it.
    static func dependsOnKeyboard(
      _ config: ModalConfig, _ adaptive: AdaptiveConfig, _ selection: ConfigSelection,
      configDependsOnKeyboard: Bool
    ) -> Bool {
      if configDependsOnKeyboard { return true }
      let source = adaptive.config(for: selection)
      return source.snapPoints.count != config.snapPoints.count && source.dependsOnKeyboard
    }

    init(
      adaptiveConfig: AdaptiveConfig, configName: String, selection: ConfigSelection,
      config: ModalConfig, interpolator: Interpolator, override: Override?
    ) {
      self.adaptiveConfig = adaptiveConfig
      self.configName = configName
      self.selection = selection
      self.config = config
      self.interpolator = interpolator
      self.override = override
      let configDependsOnKeyboard = config.dependsOnKeyboard
      self.configDependsOnKeyboard = configDependsOnKeyboard
      self.dependsOnKeyboard = Self.dependsOnKeyboard(
        config, adaptiveConfig, selection, configDependsOnKeyboard: configDependsOnKeyboard)
      self.overshootIndex = Self.overshootIndex(of: config)
      self.sheetTraits = HandoffRules.rule(for: config.handoff).sheetTraits(config)
    }
  }
}

extension Manager.Resolved {
  /// True when the points of the config in use can change with the keyboard: a layout refers
  /// to it, or the config lifts frames above it.
  var pointsDependOnKeyboard: Bool {
    config.pointsDependOnKeyboard(layoutsDependOnKeyboard: dependsOnKeyboard)
  }

  /// The config in use and its points for `environment`, recomputed (the points from `memo`
  /// when it holds them). With an override, the points kept below it depend on the
  /// environment, so its index may move (``remap(_:to:)`` makes indices that referred to it
  /// follow it).
  func rebuilt(in environment: Environment, memo: inout InterpolatorMemo) -> Self {
    var next = self
    var base = adaptiveConfig.config(for: selection, in: environment)
    if var current = override {
      let result = Manager.overridden(base, with: current.point, environment: environment)
      base = result.config
      if result.index != current.index {
        current.index = result.index
        next.override = current
      }
    }
    // The memo keeps what walks every layout (3.7 M instructions a rotation at
    // 1 024 points), so a rotation back and forth works out nothing again.
    let entry = memo.entry(config: base, environment: environment)
    next.config = base
    next.interpolator = entry.interpolator
    next.configDependsOnKeyboard = entry.dependsOnKeyboard
    next.refreshCachedFacts()
    return next
  }

  /// Recomputes the facts cached from the config and the selection (``rebuilt(in:memo:)``
  /// does it; a new selection with an equal config needs it too).
  mutating func refreshCachedFacts() {
    dependsOnKeyboard = Self.dependsOnKeyboard(
      config, adaptiveConfig, selection, configDependsOnKeyboard: configDependsOnKeyboard)
    overshootIndex = Self.overshootIndex(of: config)
    sheetTraits = HandoffRules.rule(for: config.handoff).sheetTraits(config)
  }

  /// The config and points of `selection` in `environment` (the override dropped), and the
  /// `configDidChange` event that announces them.
  func reselected(
    _ selection: ConfigSelection, in environment: Environment, memo: inout InterpolatorMemo
  ) -> (resolved: Shared<Self>, event: EventKind) {
    let event = EventKind.configDidChange(
      from: adaptiveConfig.name(of: self.selection), to: adaptiveConfig.name(of: selection))
    var result = self
    result.selection = selection
    result.override = nil
    return (Shared(result.rebuilt(in: environment, memo: &memo)), event)
  }

  /// A combined index of these points in `rebuilt`'s: the override's index follows the
  /// override, and an index past the new points becomes the last base point.
  ///
  /// Within the same selection a keyed point keeps its key: when a detent becomes inactive (or
  /// active again) the points shift, and the sheet stays on the detent it was on, as the
  /// system sheet keeps its `selectedDetentIdentifier`.
  func remap(_ index: Int, to rebuilt: Self) -> Int {
    var result = index
    if let old = override, let new = rebuilt.override, index == old.index { result = new.index }
    if selection == rebuilt.selection, rebuilt.config.snapPoints.count != config.snapPoints.count,
      interpolator.points.indices.contains(index), let key = interpolator.points[index].key,
      let moved = rebuilt.interpolator.points.firstIndex(where: {
        $0.kind == .standard && $0.key == key
      })
    {
      result = moved
    }
    if result >= rebuilt.interpolator.points.count { result = rebuilt.config.snapPoints.count }
    return result
  }
}
