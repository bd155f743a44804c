/// The fields of the optional `gorhom` object, @gorhom/bottom-sheet's sizing props under the
/// library's names (``GorhomConfig``). Setting any of them on a config without the section
/// gives it one with the library's defaults (when the value differs from them), as `sheet.*`
/// does.
enum GorhomFields {
  /// The gorhom fields, in the schema's key order.
  static let all: [FieldDescriptor] = {
    var fields: [FieldDescriptor] = []
    fields.append(
      .config(
        "gorhom.enableDynamicSizing", ScalarCodecs.bool,
        "add a detent of the content's height plus the 24 pt handle, sorted in with the others",
        get: { config, _ in (config.gorhom ?? GorhomConfig()).enableDynamicSizing },
        set: { config, _, on in edit(&config) { $0.enableDynamicSizing = on } }))
    fields.append(
      .config(
        "gorhom.maxDynamicContentSize", ScalarCodecs.number(.size).optional(), default: "none",
        "the content-sized detent's largest height (none: the container's)",
        get: { config, _ in config.gorhom?.maxDynamicContentSize },
        set: { config, _, size in edit(&config) { $0.maxDynamicContentSize = size } }))
    fields.append(
      .config(
        "gorhom.detached", ScalarCodecs.bool,
        "the sheet floats above the bottom inset and closes below it, at the screen's bottom",
        get: { config, _ in (config.gorhom ?? GorhomConfig()).detached },
        set: { config, _, on in edit(&config) { $0.detached = on } }))
    fields.append(
      .config(
        "gorhom.bottomInset", ScalarCodecs.number(.inset),
        "the container ends this far above the screen's bottom: the sheet rests above it",
        get: { config, _ in (config.gorhom ?? GorhomConfig()).bottomInset },
        set: { config, _, inset in edit(&config) { $0.bottomInset = inset } }))
    fields.append(
      .config(
        "gorhom.topInset", ScalarCodecs.number(.inset),
        "the container starts this far below the screen's top: percentages are of what is left",
        get: { config, _ in (config.gorhom ?? GorhomConfig()).topInset },
        set: { config, _, inset in edit(&config) { $0.topInset = inset } }))
    return fields
  }()

  /// Changes the section, creating it with the library's defaults when the config has none
  /// and the change makes it differ from them.
  static func edit(_ config: inout ModalConfig, _ change: (inout GorhomConfig) -> Void) {
    let current = config.gorhom
    var gorhom = current ?? GorhomConfig()
    change(&gorhom)
    if current == nil && gorhom == GorhomConfig() { return }
    config.gorhom = gorhom
  }
}
