/// What an environment change does to a modal, worked out without touching the manager: the
/// new environment, the events that announce it, the config and points in use afterwards, where
/// the current index and the animation's target land in them, and the settle plan. The manager
/// applies it (``Manager`` `changeEnvironment`); tests check it with exact values.
struct EnvironmentResponse: Equatable, Sendable {
  var environment: Environment
  /// The keyboard event, `environmentDidChange` and `configDidChange`, as they apply.
  var events: [EventKind]
  /// The config in use and its points afterwards; nil when they do not change (a keyboard
  /// change the points ignore). Boxed: the config is large, and a response is made on every
  /// environment change.
  var resolved: Shared<Manager.Resolved>?
  /// The current index in the new points.
  var index: Int
  /// The running animation's target in the new points, if one runs.
  var animationTarget: Int?
  var plan: SettlePlan

  /// The response of a modal to `change`: `resolved` is its config and points in
  /// `environment`, `position` where it is (its index and target in the current points). Nil
  /// when the change leaves the environment as it is; throws when the change is out of range.
  static func make(
    _ change: EnvironmentChange, resolved: Shared<Manager.Resolved>, environment: Environment,
    position: ModalPosition
  ) throws(ManagerError) -> EnvironmentResponse? {
    let (next, description) = try environment.applying(change)
    guard next != environment else { return nil }
    var events: [EventKind] = []
    if let keyboard = environment.keyboardEvent(to: next) { events.append(keyboard) }
    events.append(.environmentDidChange(description))
    let current = resolved.value
    var after: Shared<Manager.Resolved>? = nil
    var configChanged = false
    if let selection = current.selectionChange(for: next) {
      let reselected = current.reselected(selection, in: next)
      events.append(reselected.event)
      after = reselected.resolved
      configChanged = true
    } else if !environment.differsInKeyboardOnly(from: next) || current.pointsDependOnKeyboard {
      // (A keyboard change cannot move points that never look at the keyboard: no layout.)
      after = Shared(current.rebuilt(in: next))
    }
    var moved = position
    if let after {
      moved.index = current.remap(position.index, to: after.value)
      if var running = moved.animation {
        running.target = current.remap(running.target, to: after.value)
        moved.animation = running
      }
    }
    let keyboard: Bool = {
      if case .keyboard = change { return true }
      return false
    }()
    let points = after ?? resolved
    let plan = SettlePlan.make(
      config: points.value.config, interpolator: points.value.interpolator, environment: next,
      position: moved, configChanged: configChanged, cause: keyboard ? .keyboard : .environment)
    return EnvironmentResponse(
      environment: next, events: events, resolved: after, index: moved.index,
      animationTarget: moved.animation?.target, plan: plan)
  }
}
