/// The iOS versions `export swift TARGET --ios VERSION` writes code for: the releases whose
/// sheet API differs (15: UISheetPresentationController; 16: custom detents and SwiftUI's
/// presentationDetents; 16.4: SwiftUI's presentation interaction, corner radius and compact
/// adaptation; 17: prefersPageSizing; 18: presentationSizing) and the newest, 26. Every export
/// target's own minimum is older than the first (PanModal 10, FloatingPanel and adaptive-modal 12,
/// Apple's sheet 15), so every version here is one each target can be built for.
public enum IOSVersion: String, CaseIterable, Comparable, Sendable {
  case v15 = "15"
  case v16 = "16"
  case v16Point4 = "16.4"
  case v17 = "17"
  case v18 = "18"
  case v26 = "26"

  /// The version as `--ios` takes it and `#available` writes it (`16.4`).
  public var text: String { rawValue }

  /// The oldest version, the default of a target whose API needs nothing newer.
  public static let oldest = IOSVersion.v15
  /// The newest version.
  public static let newest = IOSVersion.v26

  /// The version `--ios` names, or nil for one not in the list.
  public static func named(_ text: String) -> IOSVersion? { IOSVersion(rawValue: text) }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// An API an export uses and the iOS version that introduced it, as Apple's documentation
/// (developer.apple.com, each symbol's "availability") gives it; docs/export.md lists them.
struct IOSNeed: Hashable, Sendable {
  /// The API as the code names it (`presentationCornerRadius`).
  var api: String
  var version: IOSVersion
}

/// The iOS version an export is written for: the one `--ios` names, or else the oldest its API
/// needs. What it needs beyond that version goes behind `#available`.
struct IOSDeployment: Sendable {
  /// The deployment target.
  var version: IOSVersion
  /// Whether the version was asked for (`--ios`) or is the default.
  var requested: Bool
  /// What the code uses, each with its version.
  var needs: [IOSNeed]

  init(requested: IOSVersion?, needs: [IOSNeed]) {
    self.needs = needs
    self.requested = requested != nil
    self.version = requested ?? needs.map(\.version).max() ?? .oldest
  }

  /// Whether API of `version` needs an `#available` check here.
  func guards(_ version: IOSVersion) -> Bool { version > self.version }

  /// The comment line heading the file: `Needs iOS 16.4: presentationCornerRadius` by default;
  /// with `--ios`, the deployment target and what is behind `#available`.
  var headline: String {
    if !requested {
      let needed = needs.filter { $0.version == version }.map(\.api)
      return "Needs iOS \(version.text)"
        + (needed.isEmpty ? "" : ": " + needed.joined(separator: ", "))
    }
    let guarded = needs.filter { guards($0.version) }
    var line = "Written for iOS \(version.text) (--ios \(version.text))"
    if !guarded.isEmpty {
      line +=
        "; behind #available: "
        + guarded.map { "\($0.api) (iOS \($0.version.text))" }.joined(separator: ", ")
    }
    return line
  }
}
