/// The undershoot or the overshoot.
public enum EdgeSide: String, Hashable, Sendable, CaseIterable {
  case undershoot
  case overshoot
}

/// Where a field sits in a config, beyond its descriptor: the base point (for snap point
/// fields) and the option name (for `release.options.NAME`).
public struct FieldLocation: Hashable, Sendable {
  /// The position in `snapPoints` (0-based), for snap point fields; 0 otherwise.
  public var point: Int
  /// The release option's name, for `release.options.NAME`; empty otherwise.
  public var option: String

  /// Creates a location.
  public init(point: Int = 0, option: String = "") {
    self.point = point
    self.option = option
  }
}

/// One config field, declared once: its JSON path, its kind of value (a ``ValueCodec``), its
/// default, a one-line doc and its short aliases. The decoder's key lists, the encoder's key
/// order, `set` / `get`, path completion, `help paths` and the field table of
/// `docs/config-schema.md` all read these.
public struct FieldDescriptor: Sendable {
  /// What a field's path is relative to.
  public enum Scope: Hashable, Sendable {
    /// The document itself (`name`, `description`).
    case document
    /// A constrained config of an adaptive document: `constrained[N].`.
    case constrained
    /// A config: nothing for a static document, `default.` or `constrained[N].config.` in an
    /// adaptive one.
    case config
    /// A base snap point of a config: `snapPoints[N].`.
    case snapPoint
    /// The undershoot or the overshoot: `undershoot.`, `overshoot.`.
    case edge(EdgeSide)

    /// The prefix of a path in this scope, with `N` for an index.
    public var prefix: String {
      switch self {
      case .document, .config: ""
      case .constrained: "constrained[N]."
      case .snapPoint: "snapPoints[N]."
      case .edge(let side): side.rawValue + "."
      }
    }
  }

  /// How the field reads and writes its text in the model.
  enum Access: Sendable {
    case document(
      get: @Sendable (ConfigDocument) -> String,
      set: @Sendable (inout ConfigDocument, String) throws(ValueError) -> Void)
    case constrained(
      get: @Sendable (ConstrainedConfig) -> String,
      set: @Sendable (inout ConstrainedConfig, String) throws(ValueError) -> Void)
    case config(
      get: @Sendable (ModalConfig, FieldLocation) -> String,
      set: @Sendable (inout ModalConfig, FieldLocation, String) throws(ValueError) -> Void)
  }

  /// What the path is relative to.
  public let scope: Scope
  /// The JSON path relative to the scope, e.g. `layout.height`, `keyframe.shadow.offset`,
  /// `flags.shouldEnableSnapping`, `release.options.NAME`.
  public let path: String
  /// The kind of value (the codec's), e.g. `layout value`.
  public let kind: String
  /// The texts accepted (the codec's range).
  public let range: String
  /// Value candidates for Tab completion.
  public let candidates: [String]
  /// The default as `get` prints it (`inherited` for keyframe fields, `required` for the
  /// fields a point must have).
  public let defaultText: String
  /// One line: what the field does.
  public let doc: String
  /// Other names `set` / `get` accept, relative to the scope (`height` for `layout.height`).
  public let aliases: [String]
  let access: Access

  /// The full path pattern, e.g. `snapPoints[N].layout.height`.
  public var pattern: String { scope.prefix + path }

  /// True for `release.options.NAME`, whose last part is any option name.
  public var isNamedOption: Bool { path.hasSuffix(".NAME") }

  init(
    scope: Scope, path: String, kind: String, range: String, candidates: [String],
    defaultText: String, doc: String, aliases: [String], access: Access
  ) {
    self.scope = scope
    self.path = path
    self.kind = kind
    self.range = range
    self.candidates = candidates
    self.defaultText = defaultText
    self.doc = doc
    self.aliases = aliases
    self.access = access
  }

  /// A field of a config (or of one of its points: `get` and `set` receive the location).
  static func config<Value>(
    in scope: Scope = .config, _ path: String, _ codec: ValueCodec<Value>,
    default defaultText: String? = nil, _ doc: String, aliases: [String] = [],
    get: @escaping @Sendable (ModalConfig, FieldLocation) -> Value,
    set: @escaping @Sendable (inout ModalConfig, FieldLocation, Value) throws(ValueError) -> Void
  ) -> FieldDescriptor {
    let sample = ModalConfig(snapPoints: [SnapPoint(layout: nil)])
    return FieldDescriptor(
      scope: scope, path: path, kind: codec.kind, range: codec.range,
      candidates: codec.candidates,
      defaultText: defaultText ?? codec.format(get(sample, FieldLocation())), doc: doc,
      aliases: aliases,
      access: .config(
        get: { config, location in codec.format(get(config, location)) },
        set: {
          (config: inout ModalConfig, location: FieldLocation, text: String) throws(ValueError) in
          try set(&config, location, try codec.parse(text))
        }))
  }

  /// A config field that is one stored property of the config, read and written as it is.
  static func config<Value>(
    _ path: String, _ codec: ValueCodec<Value>, _ doc: String, aliases: [String] = [],
    keyPath: WritableKeyPath<ModalConfig, Value> & Sendable
  ) -> FieldDescriptor {
    config(
      path, codec, doc, aliases: aliases, get: { config, _ in config[keyPath: keyPath] },
      set: { config, _, value in config[keyPath: keyPath] = value })
  }

  /// A field of the document.
  static func document(
    _ path: String, _ doc: String, keyPath: WritableKeyPath<ConfigDocument, String?> & Sendable
  ) -> FieldDescriptor {
    let codec = ScalarCodecs.text.optional()
    return FieldDescriptor(
      scope: .document, path: path, kind: codec.kind, range: codec.range, candidates: [],
      defaultText: "none", doc: doc, aliases: [],
      access: .document(
        get: { codec.format($0[keyPath: keyPath]) },
        set: { (document: inout ConfigDocument, text: String) throws(ValueError) in
          document[keyPath: keyPath] = try codec.parse(text)
        }))
  }

  /// A field of a constrained config.
  static func constrained<Value>(
    _ path: String, _ codec: ValueCodec<Value>, default defaultText: String, _ doc: String,
    keyPath: WritableKeyPath<ConstrainedConfig, Value> & Sendable
  ) -> FieldDescriptor {
    FieldDescriptor(
      scope: .constrained, path: path, kind: codec.kind, range: codec.range,
      candidates: codec.candidates, defaultText: defaultText, doc: doc, aliases: [],
      access: .constrained(
        get: { codec.format($0[keyPath: keyPath]) },
        set: { (constrained: inout ConstrainedConfig, text: String) throws(ValueError) in
          constrained[keyPath: keyPath] = try codec.parse(text)
        }))
  }

  /// The text of a config field in a config (nil for a document or constrained field).
  func text(in config: ModalConfig, at location: FieldLocation = FieldLocation()) -> String? {
    guard case .config(let get, _) = access else { return nil }
    return get(config, location)
  }

  /// True when `name` is this field's path or one of its aliases (with `NAME` matching any
  /// option name); the option name, if any, goes to `option`.
  func matches(_ name: String, option: inout String) -> Bool {
    for candidate in [path] + aliases {
      if candidate.hasSuffix(".NAME") {
        let stem = candidate.dropLast("NAME".count)
        if name.hasPrefix(stem), FieldDescriptor.isOptionName(name.dropFirst(stem.count)) {
          option = String(name.dropFirst(stem.count))
          return true
        }
      } else if candidate == name {
        return true
      }
    }
    return false
  }

  /// A release option name: a letter, then letters, digits or `_`; not `options`, so that
  /// `release.options` (the object) is not read as the alias `release.NAME`.
  static func isOptionName(_ text: Substring) -> Bool {
    text != "options" && SchemaText.isIdentifier(text, also: "_")
  }

}
