import ModalSupport

extension Environment {
  /// The environment after `change`, and how `environmentDidChange` describes it
  /// (`orientation landscape`, `keyboard 336.00`, ...): a pure function, so that a change can be
  /// checked and described before anything moves. Throws when the change is out of range (a
  /// keyboard taller than the container, a size or safe area that leaves no room).
  public func applying(_ change: EnvironmentChange) throws(ManagerError) -> (
    environment: Environment, description: String
  ) {
    var next = self
    switch change {
    case .rotate(let orientation):
      next.orientation = orientation ?? self.orientation.toggled
      return (next, "orientation \(next.orientation.rawValue)")
    case .keyboard(let height):
      if let height {
        let limit = next.containerSize.height
        guard height.isFinite, height > 0, height <= limit else {
          throw .invalidEnvironment(
            "the keyboard height must be more than 0 and at most the container's height (\(FixedFormat.points(limit)))"
          )
        }
      }
      next.keyboardHeight = height
      return (next, height.map { "keyboard \(FixedFormat.points($0))" } ?? "keyboard off")
    case .device(let device):
      next.device = device
      next.safeAreaOverride = nil
      if let height = next.keyboardHeight, height > next.containerSize.height {
        next.keyboardHeight = next.containerSize.height
      }
      return (next, "device \(device.name)")
    case .size(let width, let height):
      let sizes = NumberRange.size
      guard sizes.contains(width), sizes.contains(height) else {
        let low = NumberRange.format(sizes.bounds.lowerBound)
        let high = NumberRange.format(sizes.bounds.upperBound)
        throw .invalidEnvironment("the size must be from \(low)x\(low) to \(high)x\(high) points")
      }
      next.device = .custom(
        width: width, height: height, safeArea: next.safeArea, idiom: next.device.idiom,
        scale: next.device.scale)
      next.orientation = width <= height ? .portrait : .landscape
      next.safeAreaOverride = nil
      if let keyboard = next.keyboardHeight, keyboard > height { next.keyboardHeight = height }
      return (
        next,
        "size \(FixedFormat.format(width, decimals: 0))x\(FixedFormat.format(height, decimals: 0))"
      )
    case .safeArea(let insets):
      let size = next.containerSize
      let all = [insets.top, insets.left, insets.bottom, insets.right]
      guard all.allSatisfy({ $0.isFinite && $0 >= 0 }), insets.top + insets.bottom < size.height,
        insets.left + insets.right < size.width
      else {
        throw .invalidEnvironment(
          "the safe area must be 4 non-negative insets that leave room inside the container")
      }
      next.safeAreaOverride = insets
      return (
        next, "safe area \(all.map { FixedFormat.format($0, decimals: 0) }.joined(separator: " "))"
      )
    case .reduceMotion(let on):
      next.reduceMotion = on
      return (next, "reduce motion \(on ? "on" : "off")")
    case .voiceOver(let on):
      next.voiceOver = on
      return (next, "voiceover \(on ? "on" : "off")")
    case .flag(let name, let on):
      guard Condition.isFlagName(name) else {
        throw .invalidEnvironment(
          "a flag is a name of letters, digits, '.' and '_' starting with a letter, at most \(Condition.maxFlagName) characters (model.isEditing)"
        )
      }
      if on { next.flags.insert(name) } else { next.flags.remove(name) }
      return (next, "flag \(name) \(on ? "on" : "off")")
    case .ios(let version):
      next.ios = version
      return (next, "ios \(version.text)")
    case .restore(let environment):
      return (environment, "restored")
    }
  }

  /// True when `other` differs from this environment in the keyboard only (or not at all).
  func differsInKeyboardOnly(from other: Environment) -> Bool {
    var same = other
    same.keyboardHeight = keyboardHeight
    return same == self
  }

  /// The keyboard event of a change from this environment to `next`, if the keyboard changed.
  func keyboardEvent(to next: Environment) -> EventKind? {
    switch (keyboardHeight, next.keyboardHeight) {
    case (nil, .some(let height)): .keyboardWillShow(height)
    case (.some(let old), .some(let height)) where old != height: .keyboardWillChange(height)
    case (.some(let old), nil): .keyboardWillHide(old)
    default: nil
    }
  }
}
