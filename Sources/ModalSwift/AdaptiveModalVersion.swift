import ModalCore

extension AdaptiveModalValues {
  /// An `ios` comparison as a Bool the app computes once (the OS version does not change while
  /// it runs): `ProcessInfo`'s `isOperatingSystemAtLeast`, since EvaluableCondition has no case
  /// for the version. `ios > 16` holds from 16.0.1, as the comparison of the real version would.
  static func ios(_ comparison: Comparison) -> String {
    func atLeast(_ version: Double, after: Bool = false) -> String {
      let major = Int(version.rounded(.down))
      let minor = Int(((version - Double(major)) * 10).rounded())
      return
        "ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: \(major), minorVersion: \(minor), patchVersion: \(after ? 1 : 0)))"
    }
    switch comparison {
    case .greaterThanOrEqual(let bound): return atLeast(bound)
    case .greaterThan(let bound): return atLeast(bound, after: true)
    case .lessThan(let bound): return "!" + atLeast(bound)
    case .lessThanOrEqual(let bound): return "!" + atLeast(bound, after: true)
    case .equal(let bound): return atLeast(bound) + " && !" + atLeast(bound, after: true)
    case .between(let low, let high): return atLeast(low) + " && !" + atLeast(high, after: true)
    }
  }
}
