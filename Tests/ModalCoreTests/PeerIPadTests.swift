import ModalTestSupport
import Testing

@testable import ModalCore

// The peers on the iPad (issue 13, "Per-library iPad behaviour"): Material's 640 pt maxWidth,
// PanModal's popover on the pad idiom, FloatingPanel's one layout everywhere. Every number is
// worked out by hand: ipad-pro-13 is 1024 x 1366 with safe area top 24 / bottom 20 (1366 x
// 1024 in landscape, the same insets); iphone-14 in landscape is 844 x 390, top 0, left /
// right 47, bottom 21.

private let ipad = Environment(device: .ipadPro13)
private let ipadLandscape = Environment(device: .ipadPro13, orientation: .landscape)
private let phoneLandscape = Environment(device: .iphone14, orientation: .landscape)

/// Expects the points of a preset in an environment: (x, y, width, height) each, undershoot
/// first.
private func expectPoints(
  _ name: String, _ environment: Environment, _ expected: [Rect],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let points = try presetPoints(name, environment)
  #expect(points.count == expected.count, sourceLocation: sourceLocation)
  for (index, (point, want)) in zip(points, expected).enumerated() {
    expectRect(
      point.rect, want.x, want.y, want.width, want.height, "point \(index)",
      sourceLocation: sourceLocation)
  }
}

@Suite("Peer presets on the iPad")
struct PeerIPadTests {
  @Test("Material: 640 wide, centred, where the container is wider (ipad-pro-13 both ways)")
  func materialOnIPad() throws {
    // Peek min(max(64, 1366 - 1024 x 9 / 16 = 790), 300) = 300 (y 1066); half 683; expanded
    // 1366. Width min(1024, 640) = 640 at x = (1024 - 640) / 2 = 192.
    try expectPoints(
      "material", ipad,
      [r(192, 1366, 640, 300), r(192, 1066, 640, 300), r(192, 683, 640, 683), r(192, 0, 640, 1366)]
    )
    // Landscape: peek max(64, 1024 - 1366 x 9 / 16 = 255.625) = 255.625 (y 768.375); half
    // 512; expanded 1024; x = (1366 - 640) / 2 = 363.
    try expectPoints(
      "material", ipadLandscape,
      [
        r(363, 1024, 640, 255.625), r(363, 768.375, 640, 255.625), r(363, 512, 640, 512),
        r(363, 0, 640, 1024),
      ])
  }

  @Test("Material: a phone in landscape is wider than 640 too (iphone-14: x 102)")
  func materialOnPhoneLandscape() throws {
    // Peek 64 (390 - 474.75 < 64), half 195, expanded 390; x = (844 - 640) / 2 = 102.
    try expectPoints(
      "material", phoneLandscape,
      [r(102, 390, 640, 64), r(102, 326, 640, 64), r(102, 195, 640, 195), r(102, 0, 640, 390)])
  }

  @Test("PanModal: the pad idiom selects the popover, a phone the sheet")
  func panModalSelection() throws {
    let config = try presetDocument("panmodal").config
    #expect(config.selection(for: ipad) == .constrained(0))
    #expect(config.name(of: .constrained(0)) == "ipad-popover")
    #expect(config.selection(for: ipadLandscape) == .constrained(0))
    #expect(config.selection(for: Environment(device: .ipadAir)) == .constrained(0))
    #expect(config.selection(for: Environment(device: .iphone14)) == .defaultConfig)
    #expect(config.selection(for: phoneLandscape) == .defaultConfig)
  }

  @Test("PanModal's popover: 320 wide, the list's 1200 pt within the safe area, centred")
  func panModalPopover() throws {
    // Width min(320, 1024) = 320, x = (1024 - 320) / 2 = 352; height min(1200, 1366 - 44) =
    // 1200, y = (1366 - 1200) / 2 + (24 - 20) / 2 = 83 + 2 = 85. The undershoot is the same
    // frame (it fades).
    try expectPoints("panmodal", ipad, [r(352, 85, 320, 1200), r(352, 85, 320, 1200)])
    // Landscape: x = (1366 - 320) / 2 = 523; height min(1200, 1024 - 44) = 980, y = (1024 -
    // 980) / 2 + 2 = 24.
    try expectPoints("panmodal", ipadLandscape, [r(523, 24, 320, 980), r(523, 24, 320, 980)])
  }

  @Test("PanModal's popover: no short form, no drag dismissal, no dim, a tap outside dismisses")
  func panModalPopoverBehaviour() throws {
    let config = try presetDocument("panmodal").config.config(for: ipad)
    #expect(config.snapPoints.map(\.key) == ["popover"])
    #expect(config.flags.overrideShouldSnapToUnderShootSnapPoint == false)
    #expect(config.release.strategy == "nearest")
    #expect(config.release.options == [:])
    #expect(config.overdrag == .linear(0))
    let points = try presetPoints("panmodal", ipad)
    expectClose(points[1].values[.backgroundOpacity], 0)
    expectClose(points[1].values[.cornerRadius], 13)
    expectClose(points[0].values[.opacity], 0)
  }

  @Test("FloatingPanel: the default bottom layout on the iPad too (no per-size-class layout)")
  func floatingPanelOnIPad() throws {
    #expect(try !presetDocument("floatingpanel").config.isAdaptive)
    // Tip 20 + 69 = 89 (y 1277); half 683 + (20 - 24) / 2 = 681 (y 685); full 1366 - (24 +
    // 18) = 1324 (y 42); full width (no left / right inset).
    try expectPoints(
      "floatingpanel", ipad,
      [r(0, 1366, 1024, 89), r(0, 1277, 1024, 89), r(0, 685, 1024, 681), r(0, 42, 1024, 1324)])
  }
}
