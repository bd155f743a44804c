/// What an environment change does to a modal, worked out without touching the manager: the
/// new environment, the events that announce it, the config and points in use afterwards, where
/// the current index and the animation's target land in them, and the settle plan. The manager
/// applies it (``Manager`` `changeEnvironment`); tests check it with exact values.
struct EnvironmentResponse: Equatable, Sendable {
  var environment: Environment
  /// `keyboardWillShow` / `keyboardWillChange` / `keyboardWillHide`, when the keyboard changed.
  var keyboardEvent: EventKind?
  /// What `environmentDidChange` says (`orientation landscape`).
  var description: String
  /// `configDidChange`, when the adaptive config selects another config.
  var configEvent: EventKind?
  /// The config in use and its points afterwards; nil when they do not change (a keyboard
  /// change the points ignore). Boxed: the config is large, and a response is made on every
  /// environment change.
  var resolved: Shared<Manager.Resolved>?
  /// The current index in the new points.
  var index: Int
  /// The running animation's target in the new points, if one runs.
  var animationTarget: Int?
  var plan: SettlePlan

  /// The events that announce the change, in order.
  var events: [EventKind] {
    [keyboardEvent, .environmentDidChange(description), configEvent].compactMap { $0 }
  }

  /// The response of a modal to `change`: `resolved` is its config and points in
  /// `environment`, `position` where it is (its index and target in the current points). Nil
  /// when the change leaves the environment as it is; throws when the change is out of range.
  /// Points already resolved for the new environment come from `memo`.
  static func make(
    _ change: EnvironmentChange, resolved: Shared<Manager.Resolved>, environment: Environment,
    position: ModalPosition, memo: inout InterpolatorMemo
  ) throws(ManagerError) -> EnvironmentResponse? {
    let (next, description) = try environment.applying(change)
    guard next != environment else { return nil }
    // (`resolved.value` is read in place each time: a copy of the config would cost more than
    // the rest of the change.)
    var configEvent: EventKind? = nil
    var after: Shared<Manager.Resolved>? = nil
    let selection = resolved.value.adaptiveConfig.selection(for: next)
    if selection != resolved.value.selection {
      let reselected = resolved.value.reselected(selection, in: next, memo: &memo)
      configEvent = reselected.event
      after = reselected.resolved
    } else if !environment.differsInKeyboardOnly(from: next)
      || resolved.value.pointsDependOnKeyboard
    {
      // (A keyboard change cannot move points that never look at the keyboard: no layout.)
      after = Shared(resolved.value.rebuilt(in: next, memo: &memo))
    }
    var moved = position
    if let after {
      moved.index = resolved.value.remap(position.index, to: after.value)
      if var running = moved.animation {
        running.target = resolved.value.remap(running.target, to: after.value)
        moved.animation = running
      }
    }
    let keyboard: Bool = {
      if case .keyboard = change { return true }
      return false
    }()
    let plan = SettlePlan.make(
      points: after ?? resolved, environment: next, position: moved,
      configChanged: configEvent != nil, cause: keyboard ? .keyboard : .environment)
    return EnvironmentResponse(
      environment: next, keyboardEvent: environment.keyboardEvent(to: next),
      description: description, configEvent: configEvent, resolved: after, index: moved.index,
      animationTarget: moved.animation?.target, plan: plan)
  }

  /// ``make(_:resolved:environment:position:memo:)`` with no points resolved before.
  static func make(
    _ change: EnvironmentChange, resolved: Shared<Manager.Resolved>, environment: Environment,
    position: ModalPosition
  ) throws(ManagerError) -> EnvironmentResponse? {
    var memo = InterpolatorMemo()
    return try make(
      change, resolved: resolved, environment: environment, position: position, memo: &memo)
  }
}
