import ModalCore

/// A sheet whose dismissal the app switches at run time: `.interactiveDismissDisabled(EXPR)`
/// (SwiftUI) with an argument made of the app's Booleans (`model.isEditing`,
/// `!isSaved && hasChanges`). The importer makes it an adaptive config whose default can be
/// dragged away and whose one constrained config, selected by the same expression of flags
/// (`flag(model.isEditing)`, switched with `flag NAME on|off`), cannot; the exports recognise
/// that shape and write the expression back as parameters of the sheet's method, so that the
/// app passes its own state again.
public enum DismissSwitch {
  /// The constrained config's name.
  public static let configName = "dismissDisabled"

  /// The condition of flags `node` states (names, `!`, `&&`, `||`, parentheses), nil for
  /// anything else (a call, a comparison, a literal).
  static func condition(_ node: SwiftNode) -> Condition? {
    switch node.kind {
    case .identifier, .member:
      guard let name = node.dottedName, Condition.isFlagName(name) else { return nil }
      return .flag(name)
    case .prefix("!", let inner): return condition(inner).map { .not($0) }
    case .parenthesized(let inner): return condition(inner)
    case .binary(let symbol, let left, let right) where symbol == "&&" || symbol == "||":
      guard let a = condition(left), let b = condition(right) else { return nil }
      return symbol == "&&" ? .all([a, b]) : .any([a, b])
    default: return nil
    }
  }

  /// `document` with the dismissal switched by `condition`: the default config can be dragged
  /// away, a copy that cannot is selected while the condition holds.
  static func switched(_ document: ConfigDocument, by condition: Condition) -> ConfigDocument {
    var result = document
    var free = document.config.defaultConfig
    free.sheet?.isModalInPresentation = false
    var held = free
    held.sheet?.isModalInPresentation = true
    result.config = AdaptiveConfig(
      defaultConfig: free,
      constrained: [ConstrainedConfig(name: configName, conditions: [condition], config: held)])
    return result
  }

  /// The condition of a document of that shape (one constrained config, conditioned on flags
  /// only, equal to the default but for not being dismissable), else nil.
  public static func read(_ document: ConfigDocument) -> Condition? {
    let config = document.config
    guard config.constrained.count == 1, let only = config.constrained.first,
      only.conditions.count == 1, let condition = only.conditions.first, isFlagsOnly(condition),
      only.config.sheet?.isModalInPresentation == true,
      config.defaultConfig.sheet?.isModalInPresentation == false
    else { return nil }
    var same = only.config
    same.sheet?.isModalInPresentation = false
    return same == config.defaultConfig ? condition : nil
  }

  static func isFlagsOnly(_ condition: Condition) -> Bool {
    switch condition {
    case .flag: true
    case .not(let inner): isFlagsOnly(inner)
    case .all(let parts), .any(let parts): !parts.isEmpty && parts.allSatisfy(isFlagsOnly)
    default: false
    }
  }

  /// The report's approximated line for a switch read from code, as `what` and `why`: the
  /// app's state at run time stands as flags the user switches, off until switched.
  static func approximation(_ before: String, _ condition: Condition, _ after: String = "")
    -> (what: String, why: String)
  {
    let names = condition.flags.map { "flag \($0)" }.joined(separator: ", ")
    let holds = condition.evaluate(LayoutContext(environment: Environment()))
    return (
      "\(before)\(swiftText(condition, names: [:]))\(after)",
      "the app's state at run time, read as a switch: \(names) (flag NAME on|off); with every flag off the sheet \(holds ? "cannot" : "can") be dragged away (the config \(configName) holds it)"
    )
  }

  /// The condition as Swift: each flag by its name in `names`, else by its own.
  static func swiftText(_ condition: Condition, names: [String: String], nested: Bool = false)
    -> String
  {
    switch condition {
    case .flag(let name): return names[name] ?? name
    case .not(let inner): return "!" + swiftText(inner, names: names, nested: true)
    case .all(let parts), .any(let parts):
      let symbol = if case .all = condition { " && " } else { " || " }
      let joined = parts.map { swiftText($0, names: names, nested: true) }.joined(
        separator: symbol)
      return nested ? "(" + joined + ")" : joined
    default: return "false"
    }
  }

  /// The sentence the exported function's doc comment ends with: which of the app's values to
  /// pass as which parameter, and when the sheet holds.
  static func passing(_ swift: (parameters: [(flag: String, name: String)], expression: String))
    -> String
  {
    " Pass " + swift.parameters.map { "`\($0.flag)` as \($0.name)" }.joined(separator: ", ")
      + ": the sheet cannot be dragged away while \(swift.expression)."
  }

  /// The Swift parameters that carry the flags (`isEditing: Bool`, named after each flag's
  /// last component, distinct) and the expression of them for the condition.
  public static func swift(_ condition: Condition) -> (
    parameters: [(flag: String, name: String)], expression: String
  ) {
    let flags = condition.flags
    let names = SwiftNames.unique(
      flags.map { $0.split(separator: ".").last.map(String.init) }, fallback: { "flag\($0)" },
      suffix: "Flag")
    let parameters = Array(zip(flags, names))
    let byFlag = Dictionary(parameters, uniquingKeysWith: { first, _ in first })
    return (
      parameters.map { (flag: $0.0, name: $0.1) }, swiftText(condition, names: byFlag)
    )
  }
}
