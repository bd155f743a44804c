import Testing

@testable import ModalCore

/// A config's problems with many snap points (an import of many detents): a duplicate key is
/// found in one pass (each point searched the points before it: 40 000 points took seconds).
@Suite("Config problems with many points")
struct ConfigProblemsScaleTests {
  @Test("40 000 keyed points: each duplicate found once, at once")
  func duplicateKeys() {
    var points = (0..<40_000).map { index in
      SnapPoint(key: "p\(index)", layout: Layout(height: .constant(Double(index % 700))))
    }
    points[20_000].key = "p7"
    points[39_999].key = "p20000"
    points[39_998].key = "p7"
    let config = ModalConfig(snapPoints: points)
    let start = ContinuousClock.now
    let problems = config.problems()
    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(
      problems == [
        ConfigProblem(path: "snapPoints[20000].key", message: "duplicate key \"p7\""),
        ConfigProblem(path: "snapPoints[39998].key", message: "duplicate key \"p7\""),
      ])
  }
}
