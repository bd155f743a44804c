/// Where a peer states a rule the model follows: the library, its repository, the commit read,
/// the file and the lines. Declared once per rule (on each ``RegisteredRule`` and on
/// ``PeerRuleSources`` for the drag and dim rules), so that `explain` can end its reasoning
/// with it and a user can check a decision against the library's own code.
public struct RuleSource: Hashable, Sendable {
  /// The library's name as the docs write it (`FloatingPanel`).
  public let library: String
  /// `owner/name` on GitHub, or where the reference lives when there is no repository.
  public let repository: String
  /// The commit read (7 hex digits), or nil when there is no repository to pin.
  public let commit: String?
  /// The file in the repository.
  public let file: String
  /// The lines, `L120-121`, or the function when a stored copy gives no line numbers.
  public let lines: String
  /// Where the model approximates the source, and why; nil when it follows it.
  public let approximation: String?

  /// Creates a reference.
  public init(
    _ library: String, repository: String, commit: String?, file: String, lines: String,
    approximation: String? = nil
  ) {
    self.library = library
    self.repository = repository
    self.commit = commit
    self.file = file
    self.lines = lines
    self.approximation = approximation
  }

  /// `FloatingPanel Sources/Behavior.swift@7efcc76 L80-82`: what `explain` prints.
  public var citation: String {
    "\(library) \(file)\(commit.map { "@" + $0 } ?? "") \(lines)"
  }
}

extension RegisteredRule {
  /// No library states the rule (the model's own).
  public static var source: RuleSource? { nil }
}

/// The references of the peers' rules, each declared once: the rule types and the docs'
/// table read them from here.
public enum PeerRuleSources {
  static let panModal = (repo: "slackhq/PanModal", commit: "76ab89f")
  static let floatingPanel = (repo: "scenee/FloatingPanel", commit: "7efcc76")
  static let modalKit = (repo: "emrearmagan/ModalKit", commit: "0bf4aed")
  static let material = (
    repo: "material-components/material-components-android", commit: "ac7e18e"
  )
  static let flutter = (repo: "flutter/flutter", commit: "02a909a")
  static let deck = (repo: "HarshilShah/DeckTransition", commit: "09fa09f")
  static let adaptive = (repo: "dominicstop/adaptive-modal", commit: "b7ad470")
  /// androidx's compose tree as copied in compose-native (androidx/androidx itself, 705 MB, is
  /// too large to fetch here); the files below are androidx's paths.
  static let compose = (repo: "brahmkshatriya/compose-native", commit: "bba6ae4")
  /// @gorhom/bottom-sheet v5.2.13.
  static let gorhom = (repo: "gorhom/react-native-bottom-sheet", commit: "bc94d54")
  static let gorhomGestures = "src/hooks/useGestureEventsHandlersDefault.tsx"

  static let panModalController = "PanModal/Controller/PanModalPresentationController.swift"
  static let modalKitController = "Sources/ModalKit/Controller/MKPresentationController.swift"
  static let materialBehavior =
    "lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java"
  static let flutterSheet = "packages/flutter/lib/src/widgets/draggable_scrollable_sheet.dart"
  static let composeAnchored =
    "compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/AnchoredDraggable.kt"
  static let composeSheetDefaults =
    "compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/SheetDefaults.kt"

  /// PanModal: with `anchorModalToLongForm` (default true) the sheet never goes above the
  /// long form.
  public static let panModalAnchor = RuleSource(
    "PanModal", repository: panModal.repo, commit: panModal.commit, file: panModalController,
    lines: "L90-93, L654-655")
  /// PanModal: the halved movement above the long form, only with `anchorModalToLongForm` off.
  public static let panModalHalved = RuleSource(
    "PanModal", repository: panModal.repo, commit: panModal.commit, file: panModalController,
    lines: "L580-585",
    approximation:
      "the excess past the last base point is halved (overdrag linearTop 0.5), where PanModal halves each pan event that starts above the long form; stopped at topOffset (safe.top + 21)"
  )
  /// PanModal: the dim below the short form divides by the container's height.
  public static let panModalDim = RuleSource(
    "PanModal", repository: panModal.repo, commit: panModal.commit, file: panModalController,
    lines: "L372, L654-668")
  /// PanModal: the scroll view is `H - anchoredYPosition` tall, with the bottom inset as
  /// content inset.
  public static let panModalViewport = RuleSource(
    "PanModal", repository: panModal.repo, commit: panModal.commit, file: panModalController,
    lines: "L370-381, L457")
  /// PanModal: no short form under VoiceOver.
  public static let panModalVoiceOver = RuleSource(
    "PanModal", repository: panModal.repo, commit: panModal.commit,
    file: "PanModal/Presentable/PanModalPresentable+LayoutHelpers.swift", lines: "L57")
  /// ModalKit: the sheet never goes above `maxPossibleOrigin`; the resistance scales the
  /// movement at or above the tallest size.
  public static let modalKitCap = RuleSource(
    "ModalKit", repository: modalKit.repo, commit: modalKit.commit, file: modalKitController,
    lines: "L78-79, L317, L517-524",
    approximation:
      "the resistance applies past the most open point (overdrag linearTop 1 - dragResistance), where ModalKit applies it to any upward step taken at or above the tallest size"
  )
  /// FloatingPanel: no rubber band by default.
  public static let floatingPanelRubberBand = RuleSource(
    "FloatingPanel", repository: floatingPanel.repo, commit: floatingPanel.commit,
    file: "Sources/Behavior.swift", lines: "L80-82 (Sources/Layout.swift L737-765)")
  /// DeckTransition: the card's friction curve and the 240 pt dismissal.
  public static let deckFriction = RuleSource(
    "DeckTransition", repository: deck.repo, commit: deck.commit,
    file: "Source/DeckPresentationController.swift", lines: "L609-634")
  /// @gorhom/bottom-sheet: the square-root over-drag resistance (`overdrag gorhom`).
  public static let gorhomOverDrag = RuleSource(
    "@gorhom/bottom-sheet", repository: gorhom.repo, commit: gorhom.commit,
    file: gorhomGestures, lines: "L211-256 (src/components/bottomSheet/constants.ts L9, L12)",
    approximation:
      "the model resists past its own ends, the most open point and the undershoot; the library resists below the first detent unless enablePanDownToClose, and not above the highest detent for a drag on a scrollable"
  )

  /// The drag, dim and accessibility rules, for the docs' table: the rule and its reference.
  public static let sheetRules: [(rule: String, source: RuleSource)] = [
    ("PanModal: no movement above the long form (anchorModalToLongForm)", panModalAnchor),
    ("PanModal: halved movement above the long form (anchorModalToLongForm 0)", panModalHalved),
    ("PanModal: dim below the short form over the container's height", panModalDim),
    ("PanModal: scroll viewport H - anchoredY less the bottom inset", panModalViewport),
    ("PanModal: no short form under VoiceOver", panModalVoiceOver),
    ("ModalKit: no movement above maxPossibleOrigin", modalKitCap),
    ("FloatingPanel: no rubber band by default", floatingPanelRubberBand),
    ("DeckTransition: friction curve, dismissal at 240 pt", deckFriction),
    ("@gorhom/bottom-sheet: square-root over-drag resistance", gorhomOverDrag),
  ]
}

extension PeerRuleSources {
  /// The table of every peer rule with its pinned reference, as docs/model.md prints it (a
  /// test keeps the two equal): the release strategies, the hand-off rules, then the drag,
  /// dim and VoiceOver rules; the model's own rules (no library) are left out.
  public static func markdownTable() -> [String] {
    func escaped(_ text: String) -> String {
      text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
    func row(_ rule: String, _ source: RuleSource) -> String {
      let commit = source.commit.map { "`\($0)`" } ?? "none"
      return
        "| \(escaped(rule)) | \(source.library) | \(source.repository) | \(commit) | `\(source.file)` | \(escaped(source.lines)) | \(escaped(source.approximation ?? "")) |"
    }
    var lines = [
      "| rule | library | repository | commit | file | lines | approximated |",
      "|---|---|---|---|---|---|---|",
    ]
    for name in ReleaseStrategies.names {
      if let source = ReleaseStrategies.source(of: name) {
        lines.append(row("release `\(name)`", source))
      }
    }
    for name in HandoffRules.names {
      if let source = HandoffRules.source(of: name) {
        lines.append(row("hand-off `\(name)`", source))
      }
    }
    for (rule, source) in sheetRules { lines.append(row(rule, source)) }
    return lines
  }
}
