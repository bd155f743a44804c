import ModalSupport

/// The built-in presets: config documents in the JSON schema, embedded in the binary.
public enum BuiltinPresets {
  /// A preset: its name, a one-line summary and its JSON document, built when it is read
  /// (start-up builds only the preset it opens, not the dozens it lists).
  public struct Entry: Hashable, Sendable {
    public var name: String
    public var summary: String
    let build: @Sendable () -> String
    /// The document itself, for a preset declared as a value (demo01: start-up reads it
    /// without decoding its JSON); nil for one declared as JSON.
    let value: (@Sendable () -> ConfigDocument)?

    /// The JSON document (the entry's builder runs on each read; the documents themselves are
    /// static constants, each made once).
    public var source: String { build() }

    /// An entry whose document `source` is made only when it is read.
    init(name: String, summary: String, source: @autoclosure @escaping @Sendable () -> String) {
      self.name = name
      self.summary = summary
      self.build = source
      self.value = nil
    }

    /// An entry declared as a value: `document`, whose encoding is `source`.
    init(
      name: String, summary: String, source: @autoclosure @escaping @Sendable () -> String,
      document: @autoclosure @escaping @Sendable () -> ConfigDocument
    ) {
      self.name = name
      self.summary = summary
      self.build = source
      self.value = document
    }

    /// Entries are the same preset when their names and summaries are.
    public static func == (a: Entry, b: Entry) -> Bool {
      a.name == b.name && a.summary == b.summary
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(summary)
    }
  }

  /// The preset `modalplay` starts with.
  public static let defaultName = "demo01"

  /// Every preset, in the order `presets` lists them.
  public static let all: [Entry] = adaptiveModalDemos + peerPresets

  /// The peer presets (other libraries' sheets, PEERS.md), in `presets`' order.
  public static var peers: [Entry] { peerPresets }

  /// The names of every preset.
  public static var names: [String] { all.map(\.name) }

  /// The JSON document of a preset.
  public static func source(named name: String) -> String? {
    all.first { $0.name == name }?.source
  }

  /// The decoded document of a preset, or nil when there is no preset with that name. Each
  /// is decoded once per process and kept (``decoded``): a script's `preset` lines, `compare`
  /// and `reset` read the same few presets again and again. A preset declared as a value is
  /// not decoded at all.
  public static func document(named name: String) throws(ConfigLoadError) -> ConfigDocument? {
    guard let entry = all.first(where: { $0.name == name }) else { return nil }
    if let value = entry.value { return value() }
    return try decoded.value(for: name) { () throws(ConfigLoadError) -> ConfigDocument in
      try ConfigCoding.decodeDocument(entry.source)
    }
  }

  /// The documents decoded so far, by preset name (a preset that does not decode is not kept:
  /// its error is reported on each read).
  static let decoded = OnceCache<String, ConfigDocument>()
}
