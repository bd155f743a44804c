/// A comparison of a metric with numbers.
public enum Comparison: Hashable, Sendable {
  case lessThan(Double)
  case lessThanOrEqual(Double)
  case equal(Double)
  case greaterThanOrEqual(Double)
  case greaterThan(Double)
  /// Inclusive at both ends.
  case between(Double, Double)

  /// Whether `value` satisfies the comparison.
  public func holds(for value: Double) -> Bool {
    switch self {
    case .lessThan(let bound): value < bound
    case .lessThanOrEqual(let bound): value <= bound
    case .equal(let bound): value == bound
    case .greaterThanOrEqual(let bound): value >= bound
    case .greaterThan(let bound): value > bound
    case .between(let low, let high): value >= low && value <= high
    }
  }
}

/// A number of the environment that a condition can compare.
public enum Metric: String, Hashable, Sendable, CaseIterable {
  /// The container's width.
  case width
  /// The container's height.
  case height
  case safeTop = "safe.top"
  case safeLeft = "safe.left"
  case safeBottom = "safe.bottom"
  case safeRight = "safe.right"
  /// The iOS version as a number (16.4), so that `ios >= 16` or `ios < 26` chooses a config the
  /// way `if #available(iOS 16, *)` chooses code.
  case ios

  /// The metric's value in an environment.
  public func value(in environment: Environment) -> Double {
    switch self {
    case .width: environment.containerSize.width
    case .height: environment.containerSize.height
    case .safeTop: environment.safeArea.top
    case .safeLeft: environment.safeArea.left
    case .safeBottom: environment.safeArea.bottom
    case .safeRight: environment.safeArea.right
    case .ios: environment.ios.number
    }
  }
}

/// A condition on the environment (MODEL.md section 8), used by adaptive configs and by
/// conditional layout values.
public indirect enum Condition: Hashable, Sendable {
  case horizontalSizeClass(SizeClass)
  case verticalSizeClass(SizeClass)
  case orientation(Orientation)
  case idiom(Idiom)
  case keyboardPresent
  /// VoiceOver is running: PanModal's "no short form while VoiceOver runs".
  case voiceOver
  /// One of the app's switches is on (``Environment/flags``): what an imported sheet's run-time
  /// condition (`model.isEditing`) becomes, so that the user can try the sheet both ways.
  case flag(String)
  case compare(Metric, Comparison)
  /// True when the value resolves to nothing or to 0 (on the vertical axis).
  case isNilOrZero(LayoutValue)
  case all([Condition])
  case any([Condition])
  case not(Condition)

  /// Evaluates the condition in a layout context.
  public func evaluate(_ context: LayoutContext) -> Bool {
    let environment = context.environment
    switch self {
    case .horizontalSizeClass(let sizeClass): return environment.horizontalSizeClass == sizeClass
    case .verticalSizeClass(let sizeClass): return environment.verticalSizeClass == sizeClass
    case .orientation(let orientation): return environment.orientation == orientation
    case .idiom(let idiom): return environment.idiom == idiom
    case .keyboardPresent: return environment.keyboardHeight != nil
    case .voiceOver: return environment.voiceOver
    case .flag(let name): return environment.flags.contains(name)
    case .compare(let metric, let comparison):
      return comparison.holds(for: metric.value(in: environment))
    case .isNilOrZero(let value):
      guard let resolved = value.resolveOptional(context, axis: .vertical) else { return true }
      return resolved == 0
    case .all(let conditions): return conditions.allSatisfy { $0.evaluate(context) }
    case .any(let conditions): return conditions.contains { $0.evaluate(context) }
    case .not(let condition): return !condition.evaluate(context)
    }
  }

  /// Evaluates the condition in an environment.
  public func evaluate(_ environment: Environment) -> Bool {
    evaluate(LayoutContext(environment: environment))
  }

  /// True when the condition looks at the keyboard.
  public var dependsOnKeyboard: Bool {
    switch self {
    case .keyboardPresent: true
    case .isNilOrZero(let value): value.dependsOnKeyboard
    case .all(let conditions), .any(let conditions): conditions.contains { $0.dependsOnKeyboard }
    case .not(let condition): condition.dependsOnKeyboard
    default: false
    }
  }

  /// True when the condition looks at VoiceOver: `lint` checks such configs under
  /// VoiceOver from their conditions.
  public var dependsOnVoiceOver: Bool {
    switch self {
    case .voiceOver: true
    case .all(let conditions), .any(let conditions): conditions.contains { $0.dependsOnVoiceOver }
    case .not(let condition): condition.dependsOnVoiceOver
    default: false
    }
  }

  /// The app's switches the condition looks at (``flag(_:)``), each once, in order.
  public var flags: [String] {
    var names: [String] = []
    collectFlags(into: &names)
    return names
  }

  private func collectFlags(into names: inout [String]) {
    switch self {
    case .flag(let name): if !names.contains(name) { names.append(name) }
    case .all(let conditions), .any(let conditions):
      for condition in conditions { condition.collectFlags(into: &names) }
    case .not(let condition): condition.collectFlags(into: &names)
    default: break
    }
  }

  /// The longest flag name: a dotted path of the app's code (`model.sheet.isEditing`).
  public static let maxFlagName = 128

  /// Whether `name` can name a flag: letters, digits, `.` and `_`, starting with a letter or
  /// `_`, at most ``maxFlagName`` characters (what a condition's text reads as one word).
  public static func isFlagName(_ name: String) -> Bool {
    guard let first = name.utf8.first, name.utf8.count <= maxFlagName,
      first == UInt8(ascii: "_") || isLetter(first)
    else { return false }
    return name.utf8.allSatisfy {
      isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
        || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }
}
