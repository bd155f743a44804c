/// The canonical text of layout values and conditions, and the names both directions share.
extension LayoutValueSyntax {

  /// The text of a value, whether or not it reads back exactly (``format(_:)`` checks that):
  /// what the schema's complexity limit is measured on, by the encoder and by the Swift
  /// importers, so that what they accept the decoder accepts.
  package static func render(_ value: LayoutValue) -> String {
    var text = renderKind(value.kind)
    let isConditional: Bool = {
      if case .conditional = value.kind { return true }
      return false
    }()
    // a sum of one part already renders as that part, in parentheses when it needs them
    let isSum: Bool = {
      if case .sum(let values) = value.kind { return values.count > 1 }
      return false
    }()
    if let offset = value.offset {
      let symbol = offset.operation.symbol
      let multiplicative = offset.operation == .multiply || offset.operation == .divide
      if isConditional || (isSum && multiplicative) { text = "(\(text))" }
      text += " \(symbol) " + renderOperand(offset.value)
    } else if isConditional && (value.min != nil || value.max != nil) {
      text = "(\(text))"
    }
    if let min = value.min { text += " min " + renderOperand(min) }
    if let max = value.max { text += " max " + renderOperand(max) }
    return text
  }

  static func isAtomic(_ value: LayoutValue) -> Bool {
    guard value.offset == nil, value.min == nil, value.max == nil else { return false }
    switch value.kind {
    case .sum, .conditional: return false
    default: return true
    }
  }

  static func renderOperand(_ value: LayoutValue) -> String {
    isAtomic(value) ? render(value) : "(\(render(value)))"
  }

  static func renderKind(_ kind: LayoutValue.Kind) -> String {
    switch kind {
    case .stretch:
      return "stretch"
    case .constant(let number):
      return formatNumber(number)
    case .percent(let percent, let target):
      let suffix = target == .target ? "" : " of " + name(of: target)
      return formatNumber(percent) + "%" + suffix
    case .safeArea(let edge):
      return "safe." + edge.rawValue
    case .keyboard(let field):
      return "kb." + field.rawValue
    case .keyboardOverlap(let axis):
      return axis == .horizontal ? "kb.overlapW" : "kb.overlapH"
    case .content:
      return "content"
    case .contentExtent(let axis):
      return axis == .horizontal ? "content.width" : "content.height"
    case .sum(let values):
      return values.map(renderOperand).joined(separator: " + ")
    case .conditional(let condition, let then, let otherwise):
      return renderCondition(condition, parent: nil) + " ? " + renderBranch(then) + " : "
        + renderBranch(otherwise)
    case .detent(let detent):
      return detent.text
    case .inactive:
      return "inactive"
    }
  }

  static func renderBranch(_ value: LayoutValue) -> String {
    if case .conditional = value.kind, value.offset == nil, value.min == nil, value.max == nil {
      return "(\(render(value)))"
    }
    return render(value)
  }

  enum ConditionParent {
    case all
    case any
    case not
  }

  static func renderCondition(_ condition: Condition, parent: ConditionParent?) -> String {
    switch condition {
    case .horizontalSizeClass(let sizeClass): return "h." + sizeClass.rawValue
    case .verticalSizeClass(let sizeClass): return "v." + sizeClass.rawValue
    case .orientation(let orientation): return orientation.rawValue
    case .idiom(let idiom): return idiom.rawValue
    case .keyboardPresent: return "kb"
    case .voiceOver: return "voiceover"
    case .flag(let name): return "flag(\(name))"
    case .compare(let metric, let comparison):
      let text: String
      switch comparison {
      case .lessThan(let n): text = "\(metric.rawValue) < \(formatNumber(n))"
      case .lessThanOrEqual(let n): text = "\(metric.rawValue) <= \(formatNumber(n))"
      case .equal(let n): text = "\(metric.rawValue) == \(formatNumber(n))"
      case .greaterThanOrEqual(let n): text = "\(metric.rawValue) >= \(formatNumber(n))"
      case .greaterThan(let n): text = "\(metric.rawValue) > \(formatNumber(n))"
      case .between(let low, let high):
        text = "\(metric.rawValue) between \(formatNumber(low)) and \(formatNumber(high))"
      }
      return parent == nil ? text : "(\(text))"
    case .isNilOrZero(let value):
      return "isNilOrZero(\(render(value)))"
    case .all(let conditions):
      if conditions.isEmpty { return "true" }
      if conditions.count == 1 { return renderCondition(conditions[0], parent: parent) }
      let text = conditions.map { renderCondition($0, parent: .all) }.joined(separator: " && ")
      return parent == nil ? text : "(\(text))"
    case .any(let conditions):
      if conditions.isEmpty { return "false" }
      if conditions.count == 1 { return renderCondition(conditions[0], parent: parent) }
      let text = conditions.map { renderCondition($0, parent: .any) }.joined(separator: " || ")
      return parent == nil ? text : "(\(text))"
    case .not(let inner):
      return "!" + renderCondition(inner, parent: .not)
    }
  }

  /// The name of a percent target (`50% of screen.width`). A switch, not a dictionary keyed by
  /// the target: the first dictionary of a key type makes the runtime look up the key's
  /// Hashable conformance, about 90 000 instructions of every start-up.
  static func name(of target: PercentTarget) -> String {
    switch target {
    case .target: "target"
    case .targetWidth: "width"
    case .targetHeight: "height"
    case .screen: "screen"
    case .screenWidth: "screen.width"
    case .screenHeight: "screen.height"
    case .window: "window"
    case .windowWidth: "window.width"
    case .windowHeight: "window.height"
    case .current: "current"
    case .currentWidth: "current.width"
    case .currentHeight: "current.height"
    }
  }

  static let percentTargetsByName: [String: PercentTarget] = {
    var names: [String: PercentTarget] = [:]
    for target in PercentTarget.allCases { names[name(of: target)] = target }
    names["target.width"] = .targetWidth
    names["target.height"] = .targetHeight
    return names
  }()

  static let keyboardNames: [String: LayoutValue.Kind] = {
    var names: [String: LayoutValue.Kind] = [:]
    for prefix in ["kb.", "keyboard."] {
      for field in KeyboardField.allCases { names[prefix + field.rawValue] = .keyboard(field) }
      names[prefix + "overlapW"] = .keyboardOverlap(.horizontal)
      names[prefix + "overlapH"] = .keyboardOverlap(.vertical)
    }
    return names
  }()

  static let conditionWords: [String: Condition] = [
    "kb": .keyboardPresent, "keyboard": .keyboardPresent,
    "portrait": .orientation(.portrait), "landscape": .orientation(.landscape),
    "phone": .idiom(.phone), "pad": .idiom(.pad), "voiceover": .voiceOver,
    "h.compact": .horizontalSizeClass(.compact), "h.regular": .horizontalSizeClass(.regular),
    "v.compact": .verticalSizeClass(.compact), "v.regular": .verticalSizeClass(.regular),
    "true": .all([]), "false": .any([]),
  ]
}
