// Temporary override points (MODEL.md section 10).
extension Manager {
  // MARK: - Overrides

  /// The config with an override point: the base points whose percent is at most the
  /// override's minus 0.1, then the override (its overshoot derives from it).
  static func overridden(_ config: ModalConfig, with point: SnapPoint, environment: Environment)
    -> (config: ModalConfig, index: Int)
  {
    let real = Interpolator(config: config, environment: environment)
    let context = LayoutContext(environment: environment, config: config, point: point)
    let rect = point.layout?.computeRect(context) ?? .zero
    let percent = config.snapDirection.percent(
      leadingEdge: config.snapDirection.leadingEdge(of: rect), container: context.container)
    var kept: [SnapPoint] = []
    for (i, base) in config.snapPoints.enumerated()
    where real.points[i + 1].percent <= percent - 0.1 {
      kept.append(base)
    }
    // An in-between point cannot end the list.
    while let last = kept.last, last.mode == .inBetween { kept.removeLast() }
    var override = point
    override.mode = .standard
    var result = config
    result.snapPoints = kept + [override]
    result.initialSnapPointIndex = Swift.min(result.initialSnapPointIndex, result.snapPoints.count)
    return (result, result.snapPoints.count)
  }

  mutating func snapToOverride(_ point: SnapPoint) throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "snap to an override point") }
    guard !state.isDismissed else { throw .notPresented(action: "snap to an override point") }
    guard point.layout != nil else {
      throw .invalidConfig([ConfigProblem(path: "override", message: "needs a layout")])
    }
    let base = adaptiveConfig.config(for: selection, in: environment)
    let result = Self.overridden(base, with: point, environment: environment)
    let problems = result.config.problems()
    guard problems.isEmpty else { throw .invalidConfig(problems) }
    let returnIndex = override?.returnIndex ?? currentIndex
    override = Override(point: point, index: result.index, returnIndex: returnIndex)
    rebuild()
    if currentIndex >= result.index { currentIndex = result.index - 1 }
    try snap(to: result.index, cause: .override)
  }

  mutating func clearOverrideIfBelow(_ index: Int) {
    guard let current = override, index < current.index else { return }
    override = nil
    rebuild()
    // The points below the override are the real ones, so this is normally no change.
    values = targetValues(currentIndex)
  }

  mutating func clearOverride() throws(ManagerError) {
    if isTouching { throw .dragInProgress(action: "clear the override") }
    guard let current = override else { throw .noOverride }
    override = nil
    rebuild()
    let target = Swift.max(1, Swift.min(current.returnIndex, lastBaseIndex))
    guard !state.isDismissed else {
      values = dismissedValues()
      return
    }
    currentIndex = Swift.min(currentIndex, interpolator.points.count - 1)
    try snap(to: target, cause: .clearOverride)
  }
}
