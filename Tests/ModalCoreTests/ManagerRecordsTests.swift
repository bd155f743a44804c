import ModalTestSupport
import Testing

@testable import ModalCore

@Suite("Manager: the bracket and the last explanation")
struct ManagerRecordsTests {
  @Test("demo01 dragged 100 pt up from snap 1: between 1 and 2, t = 100 / (590.8 - 388)")
  func bracketDuringDrag() throws {
    var m = try presented("demo01")
    _ = try m.apply(.dragMove(amount: 100, secondary: 0))
    let bracket = m.bracket
    #expect(bracket.lower == 1 && bracket.upper == 2)
    expectClose(bracket.fraction, 0.493097, tolerance: 1e-6)
  }

  /// The shell's former linear scan, kept here as the reference for the binary search.
  func scan(_ interpolator: Interpolator, _ percent: Double) -> Interpolator.Bracket {
    let sorted = interpolator.sortedPercents
    var low = 0
    while low + 1 < sorted.count - 1 && sorted[low + 1] <= percent { low += 1 }
    let p0 = sorted[low]
    let p1 = sorted[low + 1]
    let t = p1 == p0 ? 0 : (percent - p0) / (p1 - p0)
    return Interpolator.Bracket(
      lower: interpolator.sortedIndices[low], upper: interpolator.sortedIndices[low + 1],
      fraction: t)
  }

  @Test("the binary search brackets every percent as the linear scan did, ties and ends included")
  func bracketMatchesScan() throws {
    for preset in ["demo01", "demo09", "custom"] {
      let interpolator = try presetManager(preset).interpolator
      var percents = interpolator.sortedPercents
      percents += [-0.5, -0.01, 1.01, 2, .nan]
      for i in 0...200 { percents.append(Double(i) / 200) }
      for percent in percents {
        let found = try #require(interpolator.bracket(aroundPercent: percent))
        let expected = scan(interpolator, percent)
        #expect(found.lower == expected.lower && found.upper == expected.upper, "\(percent)")
        #expect(
          found.fraction == expected.fraction
            || (found.fraction.isNaN && expected.fraction.isNaN), "\(preset) \(percent)")
      }
    }
  }

  @Test("two points at the same percent: the bracket starts at the later one, fraction 0")
  func bracketAtTie() {
    let config = strategySheet([300, 300, 600], release: .adaptive)
    let interpolator = Interpolator(config: config, environment: Environment())
    let percent = interpolator.points[1].percent
    #expect(interpolator.points[2].percent == percent)
    let bracket = interpolator.bracket(aroundPercent: percent)
    #expect(bracket == Interpolator.Bracket(lower: 2, upper: 3, fraction: 0))
  }

  @Test("fewer than two points: no bracket; the manager reports the current point twice")
  func bracketOfOnePoint() throws {
    let config = strategySheet([300], release: .adaptive)
    var empty = Interpolator(config: config, environment: Environment())
    #expect(empty.bracket(aroundPercent: 0.5) != nil)
    var sheet = config
    sheet.snapPoints[0].layout = nil
    empty = Interpolator(config: sheet, environment: Environment())
    #expect(empty.points.isEmpty)
    #expect(empty.bracket(aroundPercent: 0.5) == nil)
  }

  @Test("the last explanation is whichever of a release and a snap was recorded last")
  func lastExplanation() throws {
    var m = try presetManager("demo01")
    #expect(m.lastExplanation == nil)
    _ = try m.apply(.present(nil, animated: false))
    guard case .snap(let present)? = m.lastExplanation else {
      Issue.record("expected the presentation's snap record")
      return
    }
    #expect(present.cause == .present && present.from == 0 && present.to == 1)
    _ = try m.apply(.dragMove(amount: 100, secondary: 0))
    _ = try m.apply(.dragEnd(velocity: 800))
    _ = try m.apply(.settle)
    guard case .release(let release)? = m.lastExplanation else {
      Issue.record("expected the release record")
      return
    }
    #expect(release.strategy == "adaptive" && release.target == 2)
    #expect(m.lastExplanation == .release(try #require(m.lastRelease)))
    // A rotation (demo01 has a landscape config: the nearest rect is 1) records a snap after
    // the release.
    _ = try m.apply(.environment(.rotate(.landscape)))
    guard case .snap(let rotated)? = m.lastExplanation else {
      Issue.record("expected the rotation's snap record")
      return
    }
    #expect(rotated.cause == .environment && rotated.from == 2 && rotated.to == 1)
    // A refused action records nothing.
    #expect(throws: ManagerError.self) { try m.apply(.snap(.index(99))) }
    #expect(m.lastExplanation == .snap(rotated))
  }

  @Test("snap causes print as explain names them")
  func causeNames() {
    #expect(
      Manager.SnapCause.allCases.map(\.name) == [
        "snap", "present", "dismiss", "keyboard", "environment", "config", "override",
        "clear override",
      ])
  }
}
