/// The iOS versions whose sheet differs: the environment's `ios` (what the system sheet does on
/// that version) and `export swift TARGET --ios VERSION` (what code is written for it). 15:
/// UISheetPresentationController; 16: custom detents and SwiftUI's presentationDetents; 16.4:
/// SwiftUI's presentation interaction, corner radius and compact adaptation; 17:
/// prefersPageSizing; 18: presentationSizing; 26: the floating sheet; 27: the sheet's placement.
/// Every export target's own minimum is older than the first (PanModal 10, FloatingPanel and
/// adaptive-modal 12, Apple's sheet 15), so every version here is one each target can be built
/// for.
public enum IOSVersion: String, CaseIterable, Comparable, Sendable {
  case v15 = "15"
  case v16 = "16"
  case v16Point4 = "16.4"
  case v17 = "17"
  case v18 = "18"
  case v26 = "26"
  case v27 = "27"

  /// The version as `--ios` takes it and `#available` writes it (`16.4`).
  public var text: String { rawValue }

  /// The version as a number (16.4), for a condition's comparison (`ios >= 16.4`).
  public var number: Double { Double(rawValue)! }

  /// The oldest version, the default of a target whose API needs nothing newer.
  public static let oldest = IOSVersion.v15
  /// The newest version.
  public static let newest = IOSVersion.v27

  /// The versions as a list in prose (`15, 16, 16.4, 17, 18, 26 or 27`), for help and errors.
  public static let listed: String = {
    let texts = allCases.map(\.text)
    return texts.dropLast().joined(separator: ", ") + " or " + texts.last!
  }()

  /// The version `--ios` names, or nil for one not in the list.
  public static func named(_ text: String) -> IOSVersion? { IOSVersion(rawValue: text) }

  /// Its place in ``allCases`` (release order), without a search: every step that asks
  /// whether the sheet floats compares versions.
  var ordinal: Int {
    switch self {
    case .v15: 0
    case .v16: 1
    case .v16Point4: 2
    case .v17: 3
    case .v18: 4
    case .v26: 5
    case .v27: 6
    }
  }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    lhs.ordinal < rhs.ordinal
  }
}
