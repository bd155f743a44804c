/// What Apple's sheet has on each iOS version (``Environment/ios``): which detents exist. Each
/// rule names the Apple documentation page that gives the symbol's availability
/// (developer.apple.com, the "iOS 15.0+" line of the page); docs/apple-sheet.md prints them.
public enum SheetVersions {
  /// The first iOS version that has `detent`:
  /// - `.medium()` and `.large()`: iOS 15.0 (`UISheetPresentationController.Detent.medium()`,
  ///   `.large()`: "iOS 15.0+");
  /// - `.custom(identifier:resolver:)` and its `maximumDetentValue`: iOS 16.0
  ///   (`UISheetPresentationController.Detent.custom(identifier:resolver:)`: "iOS 16.0+");
  /// - SwiftUI's `.fraction(_:)`, `.height(_:)` and `.custom(_:)`: iOS 16.0
  ///   (`PresentationDetent`, and `View.presentationDetents(_:)` itself: "iOS 16.0+"), so a
  ///   SwiftUI sheet has no detents at all on iOS 15.
  public static func introduced(_ detent: Detent) -> IOSVersion {
    switch detent {
    case .large, .medium: .v15
    case .fraction, .height, .custom, .maximum: .v16
    }
  }

  /// A base point whose height is a detent an iOS version does not have.
  public struct Unavailable: Hashable, Sendable {
    /// The point's position among the config's base points (1 = the first), as written.
    public var index: Int
    /// The point's key, if it has one.
    public var key: String?
    /// Its detent.
    public var detent: Detent
    /// The first version that has the detent.
    public var introduced: IOSVersion

    /// `snap 1 (quarter)`: the point as the shell names it.
    public var point: String { "snap \(index)" + (key.map { " (\($0))" } ?? "") }
  }

  /// The base points of `config` (as written: before inactive detents are left out) whose
  /// height is a detent `ios` does not have, in order.
  public static func unavailable(_ config: ModalConfig, on ios: IOSVersion) -> [Unavailable] {
    var found: [Unavailable] = []
    for (position, point) in config.snapPoints.enumerated() {
      guard case .detent(let detent) = point.layout?.height.kind else { continue }
      let introduced = introduced(detent)
      guard introduced > ios else { continue }
      found.append(
        Unavailable(index: position + 1, key: point.key, detent: detent, introduced: introduced))
    }
    return found
  }

  /// What iOS 15 does instead of the detents it lacks: UIKit has `.medium()` and `.large()`
  /// only, and SwiftUI has no `presentationDetents` before iOS 16, so a SwiftUI sheet opens at
  /// full height (the `.sheet` of iOS 13). The end of every message about them.
  public static let olderInstead =
    "iOS 15 has only detent.medium and detent.large (UIKit's .medium() and .large(); a SwiftUI sheet has no presentationDetents before iOS 16 and opens at full height)"

  /// One line: the points `ios` lacks, which detent each is and the version it needs, and what
  /// the older version does instead. `snap 1 (quarter) is detent.fraction(0.25), which needs
  /// iOS 16; iOS 15 has only ...`.
  public static func message(_ points: [Unavailable], on ios: IOSVersion) -> String {
    let needs = points.map(\.introduced).max() ?? .v16
    let listed = points.enumerated().map { n, point in
      (n == 0 ? "\(point.point) is " : "\(point.point) ") + point.detent.text
    }
    let joined =
      listed.count == 1
      ? listed[0] : listed.dropLast().joined(separator: ", ") + " and " + listed.last!
    let verb = points.count == 1 ? "needs" : "need"
    return "\(joined), which \(verb) iOS \(needs.text); \(olderInstead)"
  }

  /// `sheet` as `ios` has it: `prefersPageSizing` is iOS 17.0+
  /// (`UISheetPresentationController.prefersPageSizing`: "iOS 17.0+"), and before it a sheet in
  /// regular width and height is the page sheet it was (UIKit's `.pageSheet`), so `false`
  /// has no effect there.
  public static func available(_ sheet: SheetConfig, on ios: IOSVersion) -> SheetConfig {
    guard ios < .v17, !sheet.prefersPageSizing else { return sheet }
    var older = sheet
    older.prefersPageSizing = true
    return older
  }

  /// What `ios` does without, for the step that switches to it: one line per option of
  /// `config`'s sheet that the version lacks or reads otherwise.
  /// - `prefersPageSizing` false before iOS 17 (``available(_:on:)``);
  /// - `sizing` other than automatic before iOS 18 and `placement` other than automatic
  ///   before iOS 27 (``SheetSizing``, ``SheetPlacement``: the layout ignores them there);
  /// - before iOS 16.4, SwiftUI's `presentationBackgroundInteraction`,
  ///   `presentationCornerRadius` and `presentationContentInteraction` (Apple's pages: "iOS
  ///   16.4+"): a config does not say whether it is UIKit's sheet or SwiftUI's, and UIKit's
  ///   `largestUndimmedDetentIdentifier`, `preferredCornerRadius` and
  ///   `prefersScrollingExpandsWhenScrolledToEdge` are iOS 15.0+, so the model keeps them and
  ///   the note says what a SwiftUI sheet does instead.
  public static func notes(_ config: ModalConfig, on ios: IOSVersion) -> [String] {
    guard let sheet = config.sheet else { return [] }
    var notes: [String] = []
    if ios < .v17, !sheet.prefersPageSizing {
      notes.append(
        "prefersPageSizing false needs iOS 17: on iOS \(ios.text) the sheet is a page sheet in regular width and height"
      )
    }
    if ios < .v18, sheet.sizing != .automatic {
      notes.append(
        "sheet.sizing \(sheet.sizing.rawValue) (presentationSizing) needs iOS 18: on iOS \(ios.text) it is ignored"
      )
    }
    if ios < .v27, sheet.placement != .automatic {
      notes.append(
        "sheet.placement \(sheet.placement.rawValue) (preferredPlacement) needs iOS 27: on iOS \(ios.text) the sheet is centred"
      )
    }
    guard ios < .v16Point4 else { return notes }
    var swiftUI: [(modifier: String, field: String)] = []
    if sheet.largestUndimmedDetentIdentifier != nil {
      swiftUI.append(
        (
          "presentationBackgroundInteraction (every detent dimmed)",
          "largestUndimmedDetentIdentifier"
        ))
    }
    if sheet.preferredCornerRadius != nil {
      swiftUI.append(("presentationCornerRadius (the automatic radius)", "preferredCornerRadius"))
    }
    if config.handoff.rule == "apple", config.handoff.options["expandsWhenScrolledToEdge"] != nil {
      swiftUI.append(
        (
          "presentationContentInteraction (scrolling at the top expands the sheet)",
          "prefersScrollingExpandsWhenScrolledToEdge"
        ))
    }
    if !swiftUI.isEmpty {
      let modifiers = Lint.list(swiftUI.map(\.modifier))
      let fields = Lint.list(swiftUI.map(\.field))
      notes.append(
        "a SwiftUI sheet ignores \(modifiers) before iOS 16.4; kept here as UIKit's \(fields) (iOS 15)"
      )
    }
    return notes
  }
}
