/// A config used instead of the default one while all of its conditions hold.
public struct ConstrainedConfig: Hashable, Sendable {
  /// A name for messages and events (e.g. `compact-height`).
  public var name: String?
  /// All must hold (an empty list always holds).
  public var conditions: [Condition]
  public var config: ModalConfig

  /// Creates a constrained config.
  public init(name: String? = nil, conditions: [Condition], config: ModalConfig) {
    self.name = name
    self.conditions = conditions
    self.config = config
  }
}

/// Which config of an adaptive config is in use.
public enum ConfigSelection: Hashable, Sendable, CustomStringConvertible {
  case defaultConfig
  /// The constrained config at this position.
  case constrained(Int)

  public var description: String {
    switch self {
    case .defaultConfig: "default"
    case .constrained(let index): "constrained[\(index)]"
    }
  }
}

/// A default config plus constrained configs (MODEL.md section 8). A config with no
/// constrained configs is a static config.
public struct AdaptiveConfig: Hashable, Sendable {
  public var defaultConfig: ModalConfig
  public var constrained: [ConstrainedConfig]

  /// Creates an adaptive config (static when `constrained` is empty).
  public init(defaultConfig: ModalConfig, constrained: [ConstrainedConfig] = []) {
    self.defaultConfig = defaultConfig
    self.constrained = constrained
  }

  /// True when there is at least one constrained config.
  public var isAdaptive: Bool { !constrained.isEmpty }

  /// The app's switches the constrained configs' conditions name (``Condition/flag(_:)``), each
  /// once, in order: what `flag` completes to and what `lint` switches on.
  public var conditionFlags: [String] {
    var names: [String] = []
    for candidate in constrained {
      for condition in candidate.conditions {
        for name in condition.flags where !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  /// The first constrained config whose conditions all hold, else the default.
  public func selection(for environment: Environment) -> ConfigSelection {
    let context = LayoutContext(environment: environment)
    for (index, candidate) in constrained.enumerated()
    where candidate.conditions.allSatisfy({ $0.evaluate(context) }) {
      return .constrained(index)
    }
    return .defaultConfig
  }

  /// The config of a selection (the default for an index that does not exist).
  public func config(for selection: ConfigSelection) -> ModalConfig {
    switch selection {
    case .defaultConfig: return defaultConfig
    case .constrained(let index):
      return constrained.indices.contains(index) ? constrained[index].config : defaultConfig
    }
  }

  /// A readable name of a selection: the constrained config's name, or `default`.
  public func name(of selection: ConfigSelection) -> String {
    switch selection {
    case .defaultConfig: return "default"
    case .constrained(let index):
      guard constrained.indices.contains(index) else { return selection.description }
      return constrained[index].name ?? selection.description
    }
  }

  /// The config an environment selects, as written: its points before inactive detents are
  /// left out and Apple's sheet lays them out (``config(for:in:)`` gives the points in use).
  public func config(for environment: Environment) -> ModalConfig {
    config(for: selection(for: environment))
  }

  /// The config of a selection as it is laid out in `environment`: its inactive detents
  /// dropped, @gorhom/bottom-sheet's detents laid out (``GorhomSizing/effective(_:in:)``) and
  /// Apple's sheet applied (``AppleSheet/effective(_:in:)``). This is the config
  /// the manager and lint resolve.
  public func config(for selection: ConfigSelection, in environment: Environment) -> ModalConfig {
    AppleSheet.effective(
      GorhomSizing.effective(config(for: selection), in: environment), in: environment)
  }
}

/// A config document: a name, a one-line description and the (possibly adaptive) config.
/// Built-in presets and `--config` files are documents.
public struct ConfigDocument: Hashable, Sendable {
  public var name: String?
  public var description: String?
  public var config: AdaptiveConfig
  /// The SwiftUI selection binding the config was imported with (`detent` for
  /// `.presentationDetents([...], selection: $detent)`), so that the SwiftUI export writes the
  /// same binding back; its initial value is the config's `initialSnapPointIndex`, the one
  /// source of truth for where the sheet opens. Import metadata: the JSON config does not hold it
  /// (`save` writes the config, not the Swift names).
  public var selectionBinding: String?
  /// The app's own type the config was imported from (a PanModal view controller), so that
  /// the export extends that type instead of declaring one of its own. Import metadata, as
  /// ``selectionBinding`` is.
  public var sourceType: String?

  /// Creates a document.
  public init(name: String? = nil, description: String? = nil, config: AdaptiveConfig) {
    self.name = name
    self.description = description
    self.config = config
  }

  /// The document as `save` writes it and `load` reads it back: without the Swift names an
  /// import kept around the config (``selectionBinding``, ``sourceType``).
  public var saved: ConfigDocument {
    var saved = self
    saved.selectionBinding = nil
    saved.sourceType = nil
    return saved
  }

  /// A document holding one static config.
  public init(name: String? = nil, description: String? = nil, config: ModalConfig) {
    self.init(name: name, description: description, config: AdaptiveConfig(defaultConfig: config))
  }
}
