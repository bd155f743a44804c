import Testing

@testable import ModalCore

// `lint` on configs with thousands of points (issue 11: its time grew quadratically with the
// points, 19.7 s at 20 000). These tests check the exact findings, never the time: the cost
// is measured by the benchmark (`modalbench lint`, bench/run.sh).

/// `count` bottom-sheet points with heights from `low` to `high` percent, evenly spaced.
private func sheet(points count: Int, from low: Double, to high: Double) -> AdaptiveConfig {
  let points = (0..<count).map { i in
    let percent = low + (high - low) * Double(i) / Double(Swift.max(1, count - 1))
    return SnapPoint(layout: Layout(height: .percent(percent)))
  }
  return AdaptiveConfig(defaultConfig: ModalConfig(snapPoints: points))
}

/// The duplicate-percent check by its definition, in quadratic time: in each environment,
/// every snappable point whose leading edge is within 0.5 pt of an earlier point's, against
/// the lowest such index. Returns (point, related point) -> the environments, in order.
private func duplicatesByDefinition(_ config: AdaptiveConfig) -> [[Int]: [Environment]] {
  var found: [[Int]: [Environment]] = [:]
  for environment in LintEnvironments.all {
    let modal = config.config(for: environment)
    let interpolator = Interpolator(config: modal, environment: environment)
    let snappable = interpolator.points.filter { $0.kind != .inBetween }
    let edges = snappable.map { modal.snapDirection.leadingEdge(of: $0.rect) }
    for i in snappable.indices {
      guard let j = (0..<i).first(where: { abs(edges[$0] - edges[i]) <= Lint.tolerance })
      else { continue }
      found[[snappable[i].index, snappable[j].index], default: []].append(environment)
    }
  }
  return found
}

@Suite("Lint with many points")
struct LintScaleTests {
  @Test("2 000 points at the same height: each is a duplicate of snap 1 everywhere")
  func sameHeight() {
    let count = 2_000
    let config = sheet(points: count, from: 50, to: 50)
    let findings = Lint.check(config)
    var expected: [String] = [
      "snap 1: the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device"
    ]
    for index in 2...count {
      expected.append(
        "snap \(index): has the same percent as snap 1 (0.500) in all 24 environments")
      expected.append(
        "snap \(index): the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device"
      )
    }
    #expect(findings.map(\.line) == expected)
    #expect(findings.filter { $0.kind == .duplicatePercent }.allSatisfy { $0.relatedIndex == 1 })
    #expect(Lint.summary(findings) == "1999 warnings, 2000 notes")
  }

  @Test("800 points 0.025 % apart: the duplicates are those of the definition")
  func dense() {
    // 0.025 % apart is 0.094 pt on iphone-se landscape to 0.34 pt on ipad-pro-13 portrait:
    // one to five neighbours on each side within 0.5 pt, different in each environment.
    let config = sheet(points: 800, from: 40, to: 59.975)
    let findings = Lint.check(config).filter { $0.kind == .duplicatePercent }
    let expected = duplicatesByDefinition(config)
    var actual: [[Int]: [Environment]] = [:]
    for finding in findings {
      actual[[finding.index, finding.relatedIndex ?? -1]] = finding.environments
    }
    #expect(findings.count == expected.count)
    #expect(actual == expected)
    #expect(findings.count > 800)
  }

  @Test("LowestInWindow gives the lowest index of a window moving forward")
  func lowestInWindow() {
    var window = LowestInWindow()
    #expect(window.lowest == nil)
    let indices = [5, 3, 8, 1, 9, 4]
    for (position, index) in indices.enumerated() { window.push(position: position, index: index) }
    #expect(window.lowest == 1)
    window.drop(below: 4)
    #expect(window.lowest == 4)
    window.drop(below: 5)
    #expect(window.lowest == 4)
    window.drop(below: 6)
    #expect(window.lowest == nil)
  }

  @Test("Each environment of lint's list is at its own position")
  func positions() {
    let positions = LintEnvironments.all.map(LintEnvironments.position(of:))
    #expect(positions == Array(LintEnvironments.all.indices))
    #expect(LintEnvironments.position(of: Environment(keyboardHeight: 250)) == nil)
    #expect(LintEnvironments.position(of: Environment(reduceMotion: true)) == nil)
  }
}
