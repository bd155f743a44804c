import ModalCore

/// The values of an adaptive-modal import: `ComputableLayoutValue` /
/// `ComputableLayoutValueMode` to layout values, `EvaluableCondition` to conditions (the
/// tables of peers-research.md 4.2 in reverse, as ``AdaptiveModalValues`` writes them).
extension AdaptiveModalReader {
  /// A layout value: the mode's helper with its offset and bounds, `ComputableLayoutValue(mode:
  /// ...)`, or a bare mode. An offset or a bound that cannot be resolved is skipped (the value
  /// is kept without it); a kind that cannot be resolved skips the whole value.
  mutating func value(_ node: SwiftNode, _ path: String) -> LayoutValue? {
    if let number = node.number { return .constant(number) }
    if node.call == nil, node.memberName == "stretch" { return .stretch }
    guard let call = node.call else {
      unresolved(node, path)
      return nil
    }
    let arguments = call.arguments
    guard var result = kind(Self.simpleName(call.name), arguments, node, path) else { return nil }
    let offsetNode = arguments.value("offsetValue")
    let minNode = arguments.value("minValue")
    let maxNode = arguments.value("maxValue")
    if offsetNode != nil || minNode != nil || maxNode != nil,
      result.offset != nil || result.min != nil || result.max != nil
    {
      result = LayoutValue(.sum([result]))
    }
    if let offsetNode, let offset = value(offsetNode, path) {
      let operationNode = arguments.value("offsetOperation")
      if let operation = operationNode?.memberName.flatMap(OffsetOperation.init(rawValue:)) {
        result.offset = LayoutValue.Offset(operation, offset)
      } else {
        unresolved(operationNode ?? offsetNode, path)
      }
    }
    if let minNode { result.min = value(minNode, path) }
    if let maxNode { result.max = value(maxNode, path) }
    return result
  }

  /// The kind of a mode's call (`.percent(...)` without its offset and bounds).
  mutating func kind(
    _ name: String, _ arguments: [SwiftCallArgument], _ node: SwiftNode, _ path: String
  ) -> LayoutValue? {
    switch name {
    case "ComputableLayoutValue":
      guard let mode = arguments.value("mode") else { break }
      return value(mode, path)
    case "stretch": return .stretch
    case "constant":
      guard let number = arguments.unlabelled?.number else {
        unresolved(arguments.unlabelled ?? node, path)
        return nil
      }
      return .constant(number)
    case "percent":
      guard let fraction = arguments.value("percentValue")?.number else { break }
      var target = PercentTarget.target
      if let relative = arguments.value("relativeTo") {
        guard let name = relative.memberName,
          let found = PercentTarget.allCases.first(where: {
            AdaptiveModalValues.percentTargetName($0) == name
          })
        else { break }
        target = found
      }
      return .percent(Self.percent(fraction), of: target)
    case "safeAreaInsets":
      guard case .keyPath(let key) = arguments.value("insetKey")?.kind,
        let edge = Edge(rawValue: key)
      else { break }
      return .safeArea(edge)
    case "keyboardScreenRect":
      guard case .keyPath(let key) = arguments.value("rectKey")?.kind,
        let field = KeyboardField(rawValue: key)
      else { break }
      return LayoutValue(.keyboard(field))
    case "keyboardRelativeSize":
      guard case .keyPath(let key) = arguments.value("sizeKey")?.kind,
        key == "height" || key == "width"
      else { break }
      return LayoutValue(.keyboardOverlap(key == "height" ? .vertical : .horizontal))
    case "multipleValues":
      guard let list = arguments.unlabelled, case .array(let items) = list.kind else { break }
      var parts: [LayoutValue] = []
      for item in items {
        guard let part = value(item, path) else { return nil }
        parts.append(part)
      }
      return LayoutValue(.sum(parts))
    case "conditionalLayoutValue", "conditionalValue":
      return conditional(name, arguments, node, path)
    default: break
    }
    unresolved(node, path)
    return nil
  }

  /// A fraction written for a percent (0.3) as the percent (30, not 30.000000000000004).
  static func percent(_ fraction: Double) -> Double {
    let rounded = (fraction * 100 * 1e9).rounded() / 1e9
    return rounded / 100 == fraction ? rounded : fraction * 100
  }

  /// `.conditionalLayoutValue(condition: .keyboardPresent | .isNilOrZero(x), ...)` and
  /// `.conditionalValue(condition: EvaluableCondition, ...)`; a missing or nil value is
  /// `inactive`, and a safe-area inset bounded by a condition on itself is the bounded inset.
  mutating func conditional(
    _ name: String, _ arguments: [SwiftCallArgument], _ node: SwiftNode, _ path: String
  ) -> LayoutValue? {
    guard let conditionNode = arguments.value("condition") else {
      unresolved(node, path)
      return nil
    }
    if let bounded = boundedSafeArea(conditionNode, arguments) { return bounded }
    let condition: Condition?
    if name == "conditionalLayoutValue" {
      if conditionNode.call == nil, conditionNode.memberName == "keyboardPresent" {
        condition = .keyboardPresent
      } else if let call = conditionNode.call, Self.simpleName(call.name) == "isNilOrZero",
        let inner = call.arguments.unlabelled
      {
        condition = value(inner, path).map { .isNilOrZero($0) }
      } else {
        unresolved(conditionNode, path)
        condition = nil
      }
    } else {
      condition = self.condition(conditionNode, path)
    }
    guard let condition else { return nil }
    func branch(_ label: String) -> LayoutValue?? {
      guard let node = arguments.value(label), node.kind != .nilLiteral else {
        return .some(LayoutValue(.inactive))
      }
      return value(node, path).map { .some($0) } ?? .none
    }
    guard let then = branch("trueValue"), let otherwise = branch("falseValue"),
      let then, let otherwise
    else { return nil }
    return LayoutValue(.conditional(condition, then: then, else: otherwise))
  }

  /// The export's exact form of `safe.top min 20`: `.conditionalValue(condition:
  /// .safeAreaInsets(valueForKey: \.top, condition: .isLessThan(toValue: 20)), trueValue:
  /// .constant(20), falseValue: .safeAreaInsets(insetKey: \.top))` (`isGreaterThan`: max).
  func boundedSafeArea(_ condition: SwiftNode, _ arguments: [SwiftCallArgument]) -> LayoutValue? {
    guard let test = condition.call, Self.simpleName(test.name) == "safeAreaInsets",
      case .keyPath(let key) = test.arguments.value("valueForKey")?.kind,
      let edge = Edge(rawValue: key),
      let comparison = test.arguments.value("condition")?.call,
      let bound = comparison.arguments.value("toValue")?.number,
      let trueCall = arguments.value("trueValue")?.call,
      Self.simpleName(trueCall.name) == "constant", trueCall.arguments.unlabelled?.number == bound,
      let falseCall = arguments.value("falseValue")?.call,
      Self.simpleName(falseCall.name) == "safeAreaInsets", falseCall.arguments.count == 1,
      case .keyPath(key) = falseCall.arguments.value("insetKey")?.kind
    else { return nil }
    switch Self.simpleName(comparison.name) {
    case "isLessThan": return LayoutValue(.safeArea(edge), min: .constant(bound))
    case "isGreaterThan": return LayoutValue(.safeArea(edge), max: .constant(bound))
    default: return nil
    }
  }

  /// An `EvaluableCondition`.
  mutating func condition(_ node: SwiftNode, _ path: String) -> Condition? {
    guard let call = node.call else {
      unresolved(node, path)
      return nil
    }
    let arguments = call.arguments
    let member = arguments.value("is")?.memberName
    switch Self.simpleName(call.name) {
    case "horizontalSizeClass":
      if let sizeClass = member.flatMap(SizeClass.init(rawValue:)) {
        return .horizontalSizeClass(sizeClass)
      }
    case "verticalSizeClass":
      if let sizeClass = member.flatMap(SizeClass.init(rawValue:)) {
        return .verticalSizeClass(sizeClass)
      }
    case "interfaceOrientation":
      switch member {
      case "portrait", "portraitUpsideDown": return .orientation(.portrait)
      case "landscapeLeft", "landscapeRight": return .orientation(.landscape)
      default: break
      }
    case "deviceIdiom":
      if let idiom = member.flatMap(Idiom.init(rawValue:)) { return .idiom(idiom) }
    case "isFlagTrue":
      if case .keyPath("isVoiceOverRunning") = arguments.value("forKey")?.kind { return .voiceOver }
    case "customFlag":
      if case .bool(let flag) = arguments.unlabelled?.kind { return flag ? .all([]) : .any([]) }
    case "size":
      // The container's size is the target view's; the window's or the screen's is not.
      guard arguments.value("of").map({ $0.call == nil && $0.memberName == "targetView" }) ?? true,
        case .keyPath(let key) = arguments.value("valueForKey")?.kind,
        let metric = Metric(rawValue: key), metric == .width || metric == .height,
        let comparison = arguments.value("condition").flatMap(Self.comparison)
      else { break }
      return .compare(metric, comparison)
    case "safeAreaInsets":
      guard case .keyPath(let key) = arguments.value("valueForKey")?.kind,
        let metric = Metric(rawValue: "safe." + key),
        let comparison = arguments.value("condition").flatMap(Self.comparison)
      else { break }
      return .compare(metric, comparison)
    case "ifAllAreTrue", "ifAnyAreTrue":
      guard let list = arguments.unlabelled, case .array(let items) = list.kind else { break }
      var conditions: [Condition] = []
      for item in items {
        guard let condition = condition(item, path) else { return nil }
        conditions.append(condition)
      }
      if Self.simpleName(call.name) == "ifAllAreTrue" { return .all(conditions) }
      // The export's `landscape`: either landscape orientation.
      if conditions == [.orientation(.landscape), .orientation(.landscape)] {
        return .orientation(.landscape)
      }
      return .any(conditions)
    case "negate":
      guard let inner = arguments.unlabelled else { break }
      return condition(inner, path).map { .not($0) }
    default: break
    }
    unresolved(node, path)
    return nil
  }

  /// `.isLessThan(toValue: 500)`, ..., `.isBetweenRange(start:end:)`.
  static func comparison(_ node: SwiftNode) -> Comparison? {
    guard let call = node.call else { return nil }
    let name = simpleName(call.name)
    if name == "isBetweenRange" {
      guard let start = call.arguments.value("start")?.number,
        let end = call.arguments.value("end")?.number
      else { return nil }
      return .between(start, end)
    }
    guard let bound = call.arguments.value("toValue")?.number else { return nil }
    switch name {
    case "isLessThan": return .lessThan(bound)
    case "isLessThanOrEqual": return .lessThanOrEqual(bound)
    case "isEqual": return .equal(bound)
    case "isGreaterThanOrEqual": return .greaterThanOrEqual(bound)
    case "isGreaterThan": return .greaterThan(bound)
    default: return nil
    }
  }
}
