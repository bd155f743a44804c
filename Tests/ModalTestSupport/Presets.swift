import ModalCore

/// Why a helper could not build what a test asked for.
public struct TestSupportError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String
}

/// A built-in preset's document.
public func presetDocument(_ name: String) throws -> ConfigDocument {
  guard let document = try BuiltinPresets.document(named: name) else {
    throw TestSupportError(description: "no built-in preset \(name)")
  }
  return document
}

/// The default config of a built-in preset.
public func presetConfig(_ name: String) throws -> ModalConfig {
  try presetDocument(name).config.defaultConfig
}

/// A manager on a built-in preset, dismissed; `keys` names its base snap points in order.
public func presetManager(
  _ preset: String, environment: Environment = Environment(), keys: [String] = []
) throws -> Manager {
  var document = try presetDocument(preset)
  for (i, key) in keys.enumerated() where i < document.config.defaultConfig.snapPoints.count {
    document.config.defaultConfig.snapPoints[i].key = key
  }
  return try Manager(config: document.config, name: preset, environment: environment)
}

/// A manager on a built-in preset, presented at `index` without animation (settled).
public func presented(
  _ preset: String, at index: Int = 1, environment: Environment = Environment(),
  keys: [String] = []
) throws -> Manager {
  var manager = try presetManager(preset, environment: environment, keys: keys)
  _ = try manager.apply(.present(.index(index), animated: false))
  return manager
}

/// A manager on `config`, presented at `index` without animation (settled).
public func presented(_ config: ModalConfig, at index: Int) throws -> Manager {
  var manager = try Manager(config: config)
  _ = try manager.apply(.present(.index(index), animated: false))
  return manager
}
