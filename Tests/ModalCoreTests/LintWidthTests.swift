import ModalTestSupport
import Testing

@testable import ModalCore

/// `lint`'s "wider than the library allows" check (issue 13): a vertical sheet that follows a
/// library (its hand-off rule) but is wider than that library draws one.
///
/// Widths used below (the lint devices, portrait / landscape): iphone-se 375 / 667, iphone-14
/// 390 / 844, iphone-15-pro 393 / 852, iphone-15-pro-max 430 / 932, ipad-air 820 / 1180,
/// ipad-pro-13 1024 / 1366. In landscape the notched phones have left and right safe-area
/// insets equal to their portrait top inset (iphone-14 47, the 15 Pros 59), the SE none.
@Suite("Lint: wider than the library allows")
struct LintWidthTests {
  let kind = LintFinding.Kind.widerThanLibraryAllows

  /// A preset's default config with every base point's width replaced.
  func widened(_ preset: String, width: String) throws -> AdaptiveConfig {
    var config = try presetConfig(preset)
    for index in config.snapPoints.indices {
      config.snapPoints[index].layout?.width = try LayoutValueSyntax.parseValue(width)
    }
    return AdaptiveConfig(defaultConfig: config)
  }

  /// The findings of this check only.
  func widthFindings(_ config: AdaptiveConfig, in environments: [Environment]? = nil)
    -> [LintFinding]
  {
    let findings = environments.map { Lint.check(config, in: $0) } ?? Lint.check(config)
    return findings.filter { $0.kind == kind }
  }

  @Test("the caps: Material 640 everywhere, Apple the safe-area width in compact height only")
  func caps() throws {
    let material = try #require(LibraryWidthLimit.limit(forRule: "material"))
    let apple = try #require(LibraryWidthLimit.limit(forRule: "apple"))
    let landscape = { (device: Device) in Environment(device: device, orientation: .landscape) }
    #expect(material.width(in: Environment()) == 640)
    #expect(material.width(in: landscape(.ipadPro13)) == 640)
    // 844 - 47 - 47, 852 - 59 - 59, 932 - 59 - 59, 667 - 0 - 0.
    #expect(apple.width(in: landscape(.iphone14)) == 750)
    #expect(apple.width(in: landscape(.iphone15Pro)) == 734)
    #expect(apple.width(in: landscape(.iphone15ProMax)) == 814)
    #expect(apple.width(in: landscape(.iphoneSE)) == 667)
    // Regular height: the phones in portrait and the iPads; no cap there.
    #expect(apple.width(in: Environment()) == nil)
    #expect(apple.width(in: landscape(.ipadAir)) == nil)
    // The libraries without a documented cap have no entry.
    #expect(LibraryWidthLimit.all.map(\.rule) == ["material", "apple"])
    for rule in ["adaptive", "modalkit", "panmodal", "floatingpanel", "flutter", "deck"] {
      #expect(LibraryWidthLimit.limit(forRule: rule) == nil, "\(rule)")
    }
  }

  @Test("the material preset (stretch max 640) is within Material's cap")
  func materialPreset() throws {
    #expect(widthFindings(try presetDocument("material").config).isEmpty)
  }

  @Test("a stretched material sheet warns wherever the container is wider than 640")
  func stretchedMaterial() throws {
    // Every phone in landscape (667 to 932) and every iPad (820 to 1366); the phones in
    // portrait (375 to 430) are narrower than 640.
    let findings = widthFindings(try widened("material", width: "stretch"))
    let tail =
      "pt wide: Material caps a bottom sheet at 640.00 pt (BottomSheetBehavior maxWidth) on every phone in landscape, every iPad"
    #expect(
      findings.map(\.line) == [
        "snap 1 (peek): it is 667.00 to 1366.00 \(tail)",
        "snap 2 (half): it is 667.00 to 1366.00 \(tail)",
        "snap 3 (expanded): it is 667.00 to 1366.00 \(tail)",
      ])
    #expect(findings.map(\.severity) == [.warning, .warning, .warning])
    #expect(
      findings.first?.hint
        == "make it at most as wide as Material draws it: set snapPoints[0].layout.width stretch max 640"
    )
    // 16 of the 24 environments: 4 phones x landscape x 2 keyboards, 2 iPads x 2 x 2.
    #expect(findings.first?.environments.count == 16)
  }

  @Test("within the tolerance of the cap is no finding")
  func tolerance() throws {
    let ipad = [Environment(device: .ipadPro13)]
    #expect(widthFindings(try widened("material", width: "640.5"), in: ipad).isEmpty)
    let over = widthFindings(try widened("material", width: "641"), in: ipad)
    #expect(
      over.map(\.message)
        == [String](
          repeating:
            "it is 641.00 pt wide: Material caps a bottom sheet at 640.00 pt (BottomSheetBehavior maxWidth)",
          count: 3))
  }

  @Test("ios-sheet's edge-attached sheet is as wide as Apple draws it: no finding")
  func iosSheet() throws {
    // Its sheet section lays `large` out at the safe-area width in compact height: 844 - 2 x
    // 47 = 750 on iphone-14, 852 - 2 x 59 = 734 and 932 - 2 x 59 = 814 on the 15 Pros, 667 on
    // the SE (no side insets): exactly the caps.
    let document = try presetDocument("ios-sheet")
    #expect(widthFindings(document.config).isEmpty)
    let apple = try #require(LibraryWidthLimit.limit(forRule: "apple"))
    for device in [Device.iphone14, .iphone15Pro, .iphone15ProMax, .iphoneSE] {
      let landscape = Environment(device: device, orientation: .landscape)
      let points = laidOutPoints(document, landscape)
      #expect(points.count == 2, "\(device.name)")
      #expect(points.last?.rect.width == apple.width(in: landscape), "\(device.name)")
    }
  }

  @Test("without its sheet section ios-sheet stretches past the safe area on the notched phones")
  func iosSheetWithoutSection() throws {
    // The detents stay (medium is inactive in compact height, so `large` is the one point
    // there), but nothing sets the width: `stretch`, 844 / 852 / 932 wide against the caps 750
    // / 734 / 814. The SE has no side insets (667 = 667); in regular height Apple sets no cap.
    var document = try presetDocument("ios-sheet")
    document.config.defaultConfig.sheet = nil
    let findings = widthFindings(document.config)
    #expect(
      findings.map(\.line) == [
        "snap 2 (large): it is 844.00 to 932.00 pt wide: Apple caps an edge-attached sheet in compact height at 734.00 to 814.00 pt (the container's safe-area width) on iphone-14 landscape, iphone-15-pro landscape, iphone-15-pro-max landscape"
      ])
    #expect(
      findings.first?.hint
        == "make it at most as wide as Apple draws it: set snapPoints[1].layout.width 100% - (safe.left + safe.right)"
    )
    // The hint's width fixes it.
    for index in document.config.defaultConfig.snapPoints.indices {
      document.config.defaultConfig.snapPoints[index].layout?.width =
        try LayoutValueSyntax.parseValue("100% - (safe.left + safe.right)")
    }
    #expect(widthFindings(document.config).isEmpty)
  }

  @Test("swiftui-sheet is full screen in compact height, as Apple draws it: no finding")
  func swiftuiSheet() throws {
    // Known bug of the check (LintChecks.widths): it holds every `apple` config to the
    // edge-attached cap in compact height, also one its sheet section shows full screen there
    // (prefersEdgeAttachedInCompactHeight false, Apple's default), and reports swiftui-sheet's
    // `large` (844 to 932 wide, the whole container).
    let findings = widthFindings(try presetDocument("swiftui-sheet").config)
    #expect(findings.map(\.line) == [])
  }

  @Test("only vertical sheets, and only libraries with a cap")
  func scope() throws {
    let ipad = [Environment(device: .ipadPro13)]
    // A horizontal (side) sheet following Material: its width is its primary length.
    var side = try presetConfig("material")
    side.snapDirection = .leftToRight
    for index in side.snapPoints.indices {
      side.snapPoints[index].layout?.width = try LayoutValueSyntax.parseValue("stretch")
    }
    #expect(widthFindings(AdaptiveConfig(defaultConfig: side), in: ipad).isEmpty)
    // The same stretched bottom sheet following a library without a cap.
    var flutter = try widened("material", width: "stretch")
    flutter.defaultConfig.handoff.rule = "flutter"
    #expect(widthFindings(flutter, in: ipad).isEmpty)
  }
}
