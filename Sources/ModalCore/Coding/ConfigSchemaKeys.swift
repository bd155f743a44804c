/// The keys of the schema's JSON objects, in the canonical order of `docs/config-schema.md`,
/// and their channels: read off the field descriptors (``ConfigSchema``), so that the reader,
/// the writer and `set` agree on every name. Shared by the reader and the writer.
enum ConfigSchemaKeys {
  static let documentHeader = ConfigSchema.documentFields.map(\.path)

  /// The config object's keys: the first part of each config field's path, with `snapPoints`
  /// (the points, whose fields are ``ConfigSchema/pointFields``) after `direction`.
  static let config: [String] = {
    var keys = unique(ConfigSchema.configFields.map { head($0.path) })
    keys.insert("snapPoints", at: 1)
    return keys
  }()

  /// The content object's keys (`length`, `scrolls`, `insets`) and the insets' edges.
  static let content = unique(ContentFields.all.map { head(tail($0.path)) })
  static let contentInsets = ContentFields.insetEdges.map(\.name)
  /// The sheet object's keys (``SheetFields``).
  static let sheet = unique(SheetFields.all.map { head(tail($0.path)) })
  /// The gorhom object's keys (``GorhomFields``).
  static let gorhom = unique(GorhomFields.all.map { head(tail($0.path)) })

  static let flags = ConfigSchema.flagFields.map { String($0.path.dropFirst("flags.".count)) }

  static let animationKinds = ValueCodecs.animationKinds

  static let layout = unique(LayoutSlot.descriptors(.snapPoint).map { head(tail($0.path)) })
  static let edges = LayoutSlot.all.filter { $0.path.hasPrefix("margins.") }.map { tail($0.path) }
  static let layoutValueObject = [
    "value", "sum", "if", "then", "else", "op", "offset", "min", "max",
  ]

  static let keyframe = unique(KeyframeFields.all.map { head($0.name) })

  /// What each keyframe key that holds a number or a colour sets, for the reader.
  static let keyframeTargets: [String: KeyframeFields.Target] = {
    var targets: [String: KeyframeFields.Target] = [:]
    for field in KeyframeFields.all where !field.name.contains(".") {
      switch field.target {
      case .number, .color: targets[field.name] = field.target
      default: break
      }
    }
    return targets
  }()

  /// Keyframe keys that hold one number.
  static let keyframeNumbers: [(key: String, channel: Channel)] = KeyframeFields.all.compactMap {
    guard !$0.name.contains("."), case .number(let channel) = $0.target else { return nil }
    return ($0.name, channel)
  }

  /// Keyframe keys that hold a color.
  static let keyframeColors: [(key: String, channels: ColorChannels)] = KeyframeFields.all
    .compactMap {
      guard !$0.name.contains("."), case .color(let channels) = $0.target else { return nil }
      return ($0.name, channels)
    }

  /// An object of a keyframe whose members map to channels.
  struct Group {
    /// Every key, in canonical order.
    var keys: [String]
    var numbers: [(key: String, channel: Channel)]
    /// The channels of the `color` key, if there is one.
    var color: ColorChannels?
    /// The channels of an `offset: [x, y]` key, if there is one.
    var offsetPair: (Channel, Channel)?

    /// The group of the keyframe fields named `NAME.KEY`.
    init(_ name: String) {
      let fields = KeyframeFields.all.filter { $0.name.hasPrefix(name + ".") }
      keys = fields.map { tail($0.name) }
      numbers = fields.compactMap {
        guard case .number(let channel) = $0.target else { return nil }
        return (tail($0.name), channel)
      }
      for field in fields {
        if case .color(let channels) = field.target { color = channels }
        if case .pair(let x, let y) = field.target { offsetPair = (x, y) }
      }
    }
  }

  static let border = Group("border")
  static let shadow = Group("shadow")
  static let dragHandle = Group("dragHandle")
  static let presenting = Group("presenting")

  /// The keyframe keys whose members are channels, with their groups.
  static let groups: [(key: String, group: Group)] = [
    ("border", border), ("shadow", shadow), ("dragHandle", dragHandle),
    ("presenting", presenting),
  ]

  /// Transform keys other than `scale`, in canonical order (`scale` goes before `scaleX`).
  static let transform = Group("transform").numbers

  static let transformKeys = Group("transform").keys

  /// The first part of a dotted path.
  static func head(_ path: String) -> String {
    String(path.prefix { $0 != "." })
  }

  /// A dotted path without its first part.
  static func tail(_ path: String) -> String {
    guard let dot = path.firstIndex(of: ".") else { return "" }
    return String(path[path.index(after: dot)...])
  }

  static func unique(_ keys: [String]) -> [String] {
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted }
  }
}
