/// Why an action was refused. Every refusal leaves the manager exactly as it was.
public enum ManagerError: Error, Hashable, Sendable, CustomStringConvertible {
  case alreadyPresented
  case notPresented(action: String)
  case noDrag
  case dragInProgress(action: String)
  /// An index that does not exist; `valid` describes the indices that do.
  case noSuchIndex(Int, valid: String)
  case noSuchKey(String, keys: [String])
  case notSnappable(Int, reason: String)
  case noNeighbour(String)
  case notFinite(String)
  case snappingDisabled
  case noOverride
  case invalidConfig([ConfigProblem])
  case invalidEnvironment(String)
  /// `scroll` on a config without content, or whose content does not scroll.
  case noScrollableContent(String)
  /// `present` on an iOS version that lacks some of the config's detents (``SheetVersions``):
  /// the points, and the version.
  case detentsUnavailable([SheetVersions.Unavailable], ios: IOSVersion)

  /// A message a user can act on.
  public var description: String {
    switch self {
    case .alreadyPresented:
      return "the modal is already presented (dismiss it first)"
    case .notPresented(let action):
      return "cannot \(action): the modal is not presented (present it first)"
    case .noDrag:
      return "no drag in progress (start one with drag)"
    case .dragInProgress(let action):
      return "cannot \(action) during a drag (release it first)"
    case .noSuchIndex(let index, let valid):
      return "no snap point \(index): \(valid)"
    case .noSuchKey(let key, let keys):
      return keys.isEmpty
        ? "no snap point named '\(key)': this config has no keys (use an index)"
        : "no snap point named '\(key)': keys are \(keys.joined(separator: ", "))"
    case .notSnappable(let index, let reason):
      return "cannot snap to \(index): \(reason)"
    case .noNeighbour(let message):
      return message
    case .notFinite(let what):
      return "\(what) must be a finite number"
    case .snappingDisabled:
      return "dragging is disabled: the config's shouldEnableSnapping is false"
    case .noOverride:
      return "there is no override point to clear"
    case .invalidConfig(let problems):
      return "invalid config: " + problems.map(\.description).joined(separator: "; ")
    case .invalidEnvironment(let message):
      return message
    case .noScrollableContent(let reason):
      return "cannot scroll: \(reason)"
    case .detentsUnavailable(let points, let ios):
      return "cannot present on iOS \(ios.text): " + SheetVersions.message(points, on: ios)
    }
  }
}
