/// The built-in presets: config documents in the JSON schema, embedded in the binary.
public enum BuiltinPresets {
  /// A preset: its name, a one-line summary and its JSON document.
  public struct Entry: Hashable, Sendable {
    public var name: String
    public var summary: String
    public var source: String
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

  /// The decoded document of a preset, or nil when there is no preset with that name.
  public static func document(named name: String) throws(ConfigLoadError) -> ConfigDocument? {
    guard let source = source(named: name) else { return nil }
    return try ConfigCoding.decodeDocument(source)
  }
}
