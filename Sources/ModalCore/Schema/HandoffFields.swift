/// The fields of the `handoff` object: the rule and its numeric options, declared
/// like `release.strategy` / `release.options.NAME` (``ConfigSchema/releaseFields``), so that
/// `set handoff.rule NAME`, `set handoff.OPTION VALUE`, completion, `help paths` and the
/// schema document follow from them.
enum HandoffFields {
  /// The rule's codec: one of ``HandoffRules/names``.
  static let rule = names(kind: "hand-off rule", HandoffRules.names)

  /// A codec of one name out of a registry's list (a release strategy, a hand-off rule).
  static func names(kind: String, _ names: [String]) -> ValueCodec<String> {
    ValueCodec<String>(
      kind: kind, range: "one of " + names.joined(separator: ", "), candidates: names
    ) { (text: String) throws(ValueError) in
      guard names.contains(text) else {
        throw ValueError(
          "expected one of \(names.joined(separator: ", ")), got \(SchemaText.quoted(text))")
      }
      return text
    } format: {
      $0
    }
  }

  /// The fields, in the schema's key order.
  static let all: [FieldDescriptor] = {
    var fields: [FieldDescriptor] = []
    fields.append(
      .config(
        "handoff.rule", rule,
        "the rule that splits a drag on the content between the content and the sheet",
        aliases: ["handoff"], get: { config, _ in config.handoff.rule },
        set: { (config: inout ModalConfig, _: FieldLocation, name: String) throws(ValueError) in
          try setRule(name, in: &config)
        }))
    fields.append(
      .config(
        "handoff.options.NAME", ScalarCodecs.number().optional(), default: "the rule's",
        "a numeric option of the hand-off rule (see the rule table)", aliases: ["handoff.NAME"],
        get: { config, location in config.handoff.options[location.option] },
        set: { config, location, value in config.handoff.options[location.option] = value }))
    return fields
  }()

  /// Options the new rule does not declare would only fail validation with a less helpful
  /// message: say which one and how to remove it.
  static func setRule(_ name: String, in config: inout ModalConfig) throws(ValueError) {
    let declared = Set(HandoffRules.optionSpecs(for: name).map(\.name))
    if let foreign = config.handoff.options.keys.sorted().first(where: { !declared.contains($0) }) {
      let expected =
        declared.isEmpty
        ? "it has no options" : "expected one of \(declared.sorted().joined(separator: ", "))"
      throw ValueError(
        "\(foreign) is not an option of \(name) (\(expected)); remove it first with 'set handoff.options.\(foreign) none'"
      )
    }
    config.handoff.rule = name
  }

  /// The option names `set` completes for a config: the rule's declared options and any the
  /// config sets.
  static func optionNames(in config: ModalConfig) -> [String] {
    let declared = HandoffRules.optionSpecs(for: config.handoff.rule).map(\.name)
    return Set(config.handoff.options.keys).union(declared).sorted()
  }
}
