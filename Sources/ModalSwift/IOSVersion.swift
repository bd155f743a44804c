import ModalCore

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
