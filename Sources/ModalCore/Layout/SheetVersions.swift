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
}
