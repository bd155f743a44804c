import ModalCore
import ModalTestSupport
import Testing

/// `lint` on iOS 26's floating card: content that does not scroll and fits the edge-attached
/// sheet exactly but not the card. ios-sheet's medium on the iphone-14 (390 x 844, insets 47
/// and 34): edge attached 461.26 pt tall, the card 461.26 x 374 / 390 = 442.34 pt.
@Suite("Lint: content out of reach on iOS 26's floating card")
struct LintFloatingTests {
  /// ios-sheet with `length` pt of content that scrolls or not.
  func config(_ length: Double, scrolls: Bool = false, background: SheetBackground = .glass)
    throws -> AdaptiveConfig
  {
    var config = try presetConfig("ios-sheet")
    config.content = ContentConfig(length: length, scrolls: scrolls)
    config.sheet?.background = background
    return AdaptiveConfig(defaultConfig: config)
  }

  func floating(_ config: AdaptiveConfig) -> [LintFinding] {
    Lint.check(config).filter { $0.kind == .floatingClipsContent }
  }

  @Test("460 pt that does not scroll: 17.66 pt out of reach at medium on iphone-14 portrait")
  func clipped() throws {
    let found = floating(try config(460))
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.index == 1)
    #expect(finding.severity == .warning)
    #expect(
      finding.message
        == "the content does not scroll, and iOS 26's floating card (8 pt in from the sides and the bottom) shows 442.34 pt of it: its last 17.66 pt is out of reach"
    )
    #expect(finding.environmentsPhrase == "on iphone-14 portrait")
  }

  @Test(
    "no finding when the content scrolls, fits the card, overflows the edge-attached sheet too, or the background is custom"
  )
  func quiet() throws {
    #expect(floating(try config(460, scrolls: true)).isEmpty)
    #expect(floating(try config(300)).isEmpty)
    #expect(floating(try config(462)).isEmpty)
    #expect(floating(try config(460, background: .custom)).isEmpty)
  }
}
