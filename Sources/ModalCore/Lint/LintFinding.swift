import ModalSupport

/// One problem `lint` found in a config: which check, which snap point, in which environments,
/// what is wrong (with numbers) and a hint on how to fix it.
///
/// The same check on the same point in several environments is one finding: ``environments``
/// lists them all, and every number in ``message`` is the range it takes over them (`266.00 to
/// 285.00`), or a single value when it is the same everywhere.
public struct LintFinding: Hashable, Sendable {
  /// How much a finding matters, most severe first. `lint` fails on an error (and with
  /// `--strict` on a warning), so a CI can gate on it; notes never fail it.
  public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The modal cannot work as configured: base points out of order (a release and the
    /// interpolation assume the order), an empty frame, nothing to snap to.
    case error
    /// It works, but looks or feels wrong: two points in the same place, a visible undershoot,
    /// an overshoot that moves back or shrinks, a frame off the screen, the keyboard over
    /// content declared to stay above it, a sheet wider than its library draws one.
    case warning
    /// True of many ordinary configs, worth knowing but not a problem: the keyboard over a
    /// sheet that does not refer to it, an edge point that coincides with a point by design.
    case note

    /// ``allCases`` made once (each read of `allCases` builds a new array).
    private static let ordered = allCases

    /// The position in ``allCases`` (0 = the most severe).
    var rank: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// More severe first: `error < warning < note`. Equal severities (the usual case when lint
    /// merges occurrences) are decided without looking up their ranks.
    public static func < (a: Self, b: Self) -> Bool { a != b && a.rank < b.rank }

    /// `1 error`, `2 warnings`.
    public func count(_ count: Int) -> String {
      "\(count) \(rawValue)\(count == 1 ? "" : "s")"
    }
  }

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
    /// A base point declares its own `contentLength` but the config has no content, so the
    /// length changes nothing (`content` resolves to 0 there).
    case contentLengthWithoutContent
    /// Under VoiceOver, the config in use then puts a standard base point within
    /// 0.5 pt of another that it is apart from without VoiceOver: a VoiceOver user never rests
    /// at its own position (PanModal's short form).
    case unreachableUnderVoiceOver
    /// A standard base point of a vertical sheet is wider, by more than 0.5 pt, than the
    /// library its hand-off rule names ever draws one (``LibraryWidthLimit``):
    /// Material's 640 pt, Apple's safe-area width in compact height.
    case widerThanLibraryAllows
    /// A standard base point whose height is a detent inactive in an environment lint runs
    /// (`detent.medium` in compact height, a custom detent that resolves to
    /// nothing): the sheet skips it there. A note, as Apple means it, also on the point the
    /// sheet opens at (it then opens at the next active one, which the message says).
    case inactiveDetent
    /// A width or height of a base point (or of a custom undershoot / overshoot layout) that
    /// is a bare number above 0 and below 1 (``TinyConstant``): a number is points,
    /// so `"height": 0.5` is half a point, where `50%` or `detent.fraction(0.5)` was meant.
    case tinyConstant
    /// A standard base point whose detent an iOS version the sheet is used on does not have
    /// (``LintVersions``): custom, height and fraction detents on iOS 15.
    case unavailableDetent
    /// In compact height every standard point's detent is inactive (``LintVersions``): UIKit
    /// has no detent to show.
    case noActiveDetent
    /// On iOS 26's floating sheet, the content of a partial detent does not scroll and is
    /// longer than the card, though it fits the edge-attached sheet (``LintFloating``).
    case floatingClipsContent

    /// ``allCases`` made once (each read of `allCases` builds a new array).
    private static let ordered = allCases

    /// How many checks there are.
    static let count = ordered.count

    /// The position in ``allCases``, for sorting.
    var rank: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// The check's usual severity; ``LintChecks`` lowers some occurrences to a note (see
    /// docs/lint.md).
    public var severity: Severity {
      switch self {
      case .outOfOrder, .emptyFrame, .noSnappablePoint, .unavailableDetent, .noActiveDetent:
        .error
      case .duplicatePercent, .undershootVisible, .overshootBelowLastPoint,
        .overshootShorterThanLastPoint, .frameOutside, .keyboardCovers,
        .contentLengthWithoutContent, .unreachableUnderVoiceOver, .widerThanLibraryAllows,
        .tinyConstant, .floatingClipsContent:
        .warning
      case .inactiveDetent: .note
      }
    }
  }

  /// The check that fired.
  public var kind: Kind
  /// How much it matters: the most severe over its environments.
  public var severity: Severity
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
  public var environments: [Environment] {
    didSet { environmentMask = LintEnvironments.mask(of: environments) }
  }
  /// ``environments`` as bits of their positions in ``LintEnvironments/all``, nil when one is
  /// not there: kept with them (``Lint/phrases(_:)`` writes a phrase per set without comparing
  /// environments, and lint finds thousands of findings on a config with many points).
  private(set) var environmentMask: UInt64?
  /// What is wrong, with numbers, on one line (without the point and the environments).
  public var message: String
  /// How to fix it, on one line.
  public var hint: String

  /// Creates a finding; `severity` defaults to the check's usual one (``Kind/severity``).
  public init(
    kind: Kind, severity: Severity? = nil, index: Int, key: String? = nil,
    pointKind: InterpolationPoint.Kind,
    relatedIndex: Int? = nil, selection: ConfigSelection = .defaultConfig,
    configName: String? = nil, environments: [Environment], message: String, hint: String
  ) {
    self.init(
      kind: kind, severity: severity, index: index, key: key, pointKind: pointKind,
      relatedIndex: relatedIndex, selection: selection, configName: configName,
      environments: environments, mask: LintEnvironments.mask(of: environments),
      message: message, hint: hint)
  }

  /// Creates a finding whose environments' ``environmentMask`` is known already.
  init(
    kind: Kind, severity: Severity?, index: Int, key: String?, pointKind: InterpolationPoint.Kind,
    relatedIndex: Int?, selection: ConfigSelection, configName: String?,
    environments: [Environment], mask: UInt64?, message: String, hint: String
  ) {
    self.kind = kind
    self.severity = severity ?? kind.severity
    self.index = index
    self.key = key
    self.pointKind = pointKind
    self.relatedIndex = relatedIndex
    self.selection = selection
    self.configName = configName
    self.environments = environments
    self.environmentMask = mask
    self.message = message
    self.hint = hint
  }

  /// The snap point as the report names it: `snap 2`, `snap 2 (half)`, `snap 0 (undershoot)`,
  /// `snap 4 (overshoot)`, followed by `[config]` for an adaptive config.
  public var pointLabel: String {
    let label = ByteBuffer(capacity: 64)
    writeLabel(into: label)
    return label.string
  }

  /// Appends ``pointLabel`` (the report writes thousands of them).
  func writeLabel(into out: ByteBuffer) {
    out.append("snap " as StaticString)
    FixedFormat.append(index, to: out)
    if let key {
      out.append(" (" as StaticString)
      VisibleText.append(key, to: out)
      out.append(UInt8(ascii: ")"))
    } else if pointKind == .undershoot || pointKind == .overshoot {
      out.append(" (" as StaticString)
      out.append(pointKind.rawValue)
      out.append(UInt8(ascii: ")"))
    }
    if let configName {
      out.append(" [" as StaticString)
      VisibleText.append(configName, to: out)
      out.append(UInt8(ascii: "]"))
    }
  }

  /// The environments, compactly (``LintEnvironments/phrase(_:)``): `in all 24 environments`,
  /// `with keyboard 300 on every phone in landscape`, `on iphone-se portrait`...
  public var environmentsPhrase: String {
    LintEnvironments.phrase(environments)
  }

  /// The finding's line: `snap 1: the keyboard covers 120.00 pt of the content with keyboard
  /// 300 on iphone-se portrait` (the report puts the severity in front).
  public var line: String {
    line(phrase: environmentsPhrase)
  }

  /// The finding's line with its environments already written as `phrase`.
  func line(phrase: String) -> String {
    let line = ByteBuffer(capacity: 256)
    writeLine(phrase: phrase, into: line)
    return line.string
  }

  /// Appends ``line(phrase:)``.
  func writeLine(phrase: String, into out: ByteBuffer) {
    writeLabel(into: out)
    out.append(": " as StaticString)
    out.append(message)
    out.append(UInt8(ascii: " "))
    out.append(phrase)
  }

  /// True when `lint` fails on it: an error, or a warning when `strict`.
  public func fails(strict: Bool) -> Bool {
    severity == .error || (strict && severity == .warning)
  }
}
