/// One problem `lint` found in a config: which check, which snap point, in which environments,
/// what is wrong (with numbers) and a hint on how to fix it.
///
/// The same check on the same point in several environments is one finding: ``environments``
/// lists them all, and every number in ``message`` is the range it takes over them (`266.00 to
/// 285.00`), or a single value when it is the same everywhere.
public struct LintFinding: Hashable, Sendable {
  /// The checks, in the order findings on the same point are listed.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Two snappable points (the undershoot, standard base points, the overshoot) whose leading
    /// edges are within 0.5 pt of each other: the same percent.
    case duplicatePercent
    /// A standard base point that is less open than the previous standard base point by more
    /// than 0.5 pt.
    case outOfOrder
    /// The undershoot's rect overlaps the container by more than 0.5 pt in both directions.
    case undershootVisible
    /// The overshoot is less open than the last base point by more than 0.5 pt.
    case overshootBelowLastPoint
    /// The overshoot's frame is shorter than the last base point's along the primary axis by
    /// more than 0.5 pt.
    case overshootShorterThanLastPoint
    /// A standard point's frame extends more than 0.5 pt beyond an edge of the container.
    case frameOutside
    /// A standard point's frame is less than 0.5 pt wide or tall (or negative).
    case emptyFrame
    /// With a keyboard, a standard point's content (its frame less its paddings) overlaps the
    /// keyboard's frame by more than 0.5 pt.
    case keyboardCovers
    /// Every base point has `allowSnapping` false, so a release can never rest on one.
    case noSnappablePoint

    /// The position in ``allCases``, for sorting.
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
  }

  /// The check that fired.
  public var kind: Kind
  /// The snap point's combined index (0 = the undershoot, 1...n the base points, n + 1 the
  /// overshoot).
  public var index: Int
  /// The snap point's key, if it has one.
  public var key: String?
  /// The snap point's kind.
  public var pointKind: InterpolationPoint.Kind
  /// The other point the check compares with (the earlier point with the same percent, the
  /// previous base point, the last base point), if any.
  public var relatedIndex: Int?
  /// Which config of an adaptive config the point belongs to (`.defaultConfig` for a static
  /// config).
  public var selection: ConfigSelection
  /// The name of that config for an adaptive config (`default`, `compact-height`), nil for a
  /// static config.
  public var configName: String?
  /// The environments it happens in, in ``Lint/environments`` order.
  public var environments: [Environment]
  /// What is wrong, with numbers, on one line (without the point and the environments).
  public var message: String
  /// How to fix it, on one line.
  public var hint: String

  /// Creates a finding.
  public init(
    kind: Kind, index: Int, key: String? = nil, pointKind: InterpolationPoint.Kind,
    relatedIndex: Int? = nil, selection: ConfigSelection = .defaultConfig,
    configName: String? = nil, environments: [Environment], message: String, hint: String
  ) {
    self.kind = kind
    self.index = index
    self.key = key
    self.pointKind = pointKind
    self.relatedIndex = relatedIndex
    self.selection = selection
    self.configName = configName
    self.environments = environments
    self.message = message
    self.hint = hint
  }

  /// The snap point as the report names it: `snap 2`, `snap 2 (half)`, `snap 0 (undershoot)`,
  /// `snap 4 (overshoot)`, followed by `[config]` for an adaptive config.
  public var pointLabel: String {
    var label = "snap \(index)"
    if let key {
      label += " (\(key))"
    } else if pointKind == .undershoot || pointKind == .overshoot {
      label += " (\(pointKind.rawValue))"
    }
    if let configName { label += " [\(configName)]" }
    return label
  }

  /// The environments, compactly (``LintEnvironments/phrase(_:)``): `in all 24 environments`,
  /// `with keyboard 300 on every phone in landscape`, `on iphone-se portrait`...
  public var environmentsPhrase: String {
    LintEnvironments.phrase(environments)
  }

  /// The finding's line: `snap 1: the keyboard covers 120.00 pt of the content with keyboard
  /// 300 on iphone-se portrait`.
  public var line: String {
    "\(pointLabel): \(message) \(environmentsPhrase)"
  }
}
