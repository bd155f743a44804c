/// The fields of the optional `content` object: its length, its extent across the primary axis,
/// whether it scrolls and its insets. Setting any of them on a config without content creates the
/// content (length 0 until told); `set content.length none` removes it.
enum ContentFields {
  /// The inset edges, in the schema's key order: `leading` and `trailing` are the left and
  /// right insets (the playground lays out left to right).
  static let insetEdges: [(name: String, keyPath: WritableKeyPath<EdgeInsets, Double> & Sendable)] =
    [
      ("top", \.top), ("bottom", \.bottom), ("leading", \.left), ("trailing", \.right),
    ]

  /// The content fields, in the schema's key order.
  static let all: [FieldDescriptor] = {
    var fields: [FieldDescriptor] = []
    fields.append(
      .config(
        "content.length", ScalarCodecs.number(.contentLength).optional(),
        "the content's length along the primary axis (none: the config has no content)",
        get: { config, _ in config.content?.length },
        set: { config, _, length in config.setContentLength(length) }))
    fields.append(
      .config(
        "content.across", ScalarCodecs.number(.contentLength).optional(),
        "the content's extent across the primary axis, for content.width in a sheet (none: not declared)",
        get: { config, _ in config.content?.across },
        set: { config, _, across in edit(&config) { $0.across = across } }))
    fields.append(
      .config(
        "content.scrolls", ScalarCodecs.bool, "the content is a scroll view",
        get: { config, _ in config.content?.scrolls ?? true },
        set: { config, _, scrolls in edit(&config) { $0.scrolls = scrolls } }))
    for (name, keyPath) in insetEdges {
      fields.append(
        .config(
          "content.insets." + name, ScalarCodecs.number(.inset),
          "the inset between the modal's \(name) edge and the content",
          get: { config, _ in config.content?.insets[keyPath: keyPath] ?? 0 },
          set: { config, _, inset in edit(&config) { $0.insets[keyPath: keyPath] = inset } }))
    }
    return fields
  }()

  /// Changes the content, creating it (length 0) when the config has none and the change
  /// gives it a value other than the default (so that setting a field to what `get` shows
  /// changes nothing).
  static func edit(_ config: inout ModalConfig, _ change: (inout ContentConfig) -> Void) {
    let current = config.content
    var content = current ?? ContentConfig(length: 0)
    change(&content)
    if current == nil && content == ContentConfig(length: 0) { return }
    config.content = content
  }
}
