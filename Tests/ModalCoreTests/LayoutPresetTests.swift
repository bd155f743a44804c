import Testing

@testable import ModalCore

/// A bottom sheet: center/bottom, stretch x 30%.
private let sheet = Layout(
  horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
  height: .percent(30))

/// A drawer: left/center, 50% x 65%, margin left 15.
private let drawer = Layout(
  horizontalAlignment: .left, verticalAlignment: .center, width: .percent(50),
  height: .percent(65), marginLeft: .constant(15))

/// A full layout that replaces the base: right/top, 100 x 50.
private let corner = Layout(
  horizontalAlignment: .right, verticalAlignment: .top, width: .constant(100),
  height: .constant(50))

private let phonePortrait = LayoutContext(environment: Environment(device: .iphone14))
private let padLandscape = LayoutContext(
  environment: Environment(device: .ipadAir, orientation: .landscape))

@Suite("LayoutPreset")
struct LayoutPresetTests {
  // The sheet on iphone-14 portrait (390 x 844): 390 x 253.2 (30% of 844), at y = 590.8; on
  // ipad-air landscape (1180 x 820): 1180 x 246 (30% of 820), at y = 574.
  @Test(
    arguments: [
      (LayoutPreset.automatic, r(0, 590.8, 390, 253.2), r(0, 574, 1180, 246)),
      // the top on the container's bottom edge
      (.offscreenBottom, r(0, 844, 390, 253.2), r(0, 820, 1180, 246)),
      // the bottom on the container's top edge: y = -h
      (.offscreenTop, r(0, -253.2, 390, 253.2), r(0, -246, 1180, 246)),
      // a stretch with a negative margin is not shrunk: x = -W
      (.offscreenLeft, r(-390, 590.8, 390, 253.2), r(-1180, 574, 1180, 246)),
      (.offscreenRight, r(390, 590.8, 390, 253.2), r(1180, 574, 1180, 246)),
      // y = H - h / 2: 844 - 126.6 = 717.4, 820 - 123 = 697
      (.halfOffscreenBottom, r(0, 717.4, 390, 253.2), r(0, 697, 1180, 246)),
      (.halfOffscreenTop, r(0, -126.6, 390, 253.2), r(0, -123, 1180, 246)),
      // x = -W / 2, W / 2
      (.halfOffscreenLeft, r(-195, 590.8, 390, 253.2), r(-590, 574, 1180, 246)),
      (.halfOffscreenRight, r(195, 590.8, 390, 253.2), r(590, 574, 1180, 246)),
      (.edgeTop, r(0, 0, 390, 253.2), r(0, 0, 1180, 246)),
      (.edgeBottom, r(0, 590.8, 390, 253.2), r(0, 574, 1180, 246)),
      (.edgeLeft, r(0, 590.8, 390, 253.2), r(0, 574, 1180, 246)),
      (.edgeRight, r(0, 590.8, 390, 253.2), r(0, 574, 1180, 246)),
      (.fitScreen, r(0, 0, 390, 844), r(0, 0, 1180, 820)),
      (.fitScreenHorizontally, r(0, 590.8, 390, 253.2), r(0, 574, 1180, 246)),
      (.fitScreenVertically, r(0, 0, 390, 844), r(0, 0, 1180, 820)),
      // (844 - 253.2) / 2 = 295.4, (820 - 246) / 2 = 287
      (.center, r(0, 295.4, 390, 253.2), r(0, 287, 1180, 246)),
      // 390 - 100 = 290, 1180 - 100 = 1080
      (.layout(corner), r(290, 0, 100, 50), r(1080, 0, 100, 50)),
    ])
  func onTheSheet(_ preset: LayoutPreset, phone: Rect, pad: Rect) {
    let derived = preset.apply(to: sheet)
    let onPhone = derived.computeRect(phonePortrait)
    expectRect(onPhone, phone.x, phone.y, phone.width, phone.height, "\(preset.name) phone")
    let onPad = derived.computeRect(padLandscape)
    expectRect(onPad, pad.x, pad.y, pad.width, pad.height, "\(preset.name) pad")
  }

  // The drawer on iphone-14 portrait: 195 x 548.6 (50% of 390, 65% of 844) at
  // (15, (844 - 548.6) / 2 = 147.7); on ipad-air landscape: 590 x 533 at (15, 143.5).
  @Test(
    arguments: [
      (LayoutPreset.automatic, r(15, 147.7, 195, 548.6), r(15, 143.5, 590, 533)),
      // y = H: the margin left 15 is kept
      (.offscreenBottom, r(15, 844, 195, 548.6), r(15, 820, 590, 533)),
      (.offscreenTop, r(15, -548.6, 195, 548.6), r(15, -533, 590, 533)),
      // the margin left becomes -100% of the width: x = -w
      (.offscreenLeft, r(-195, 147.7, 195, 548.6), r(-590, 143.5, 590, 533)),
      // x = W - w + w = W
      (.offscreenRight, r(390, 147.7, 195, 548.6), r(1180, 143.5, 590, 533)),
      // y = H - h / 2: 844 - 274.3 = 569.7, 820 - 266.5 = 553.5
      (.halfOffscreenBottom, r(15, 569.7, 195, 548.6), r(15, 553.5, 590, 533)),
      (.halfOffscreenTop, r(15, -274.3, 195, 548.6), r(15, -266.5, 590, 533)),
      (.halfOffscreenLeft, r(-97.5, 147.7, 195, 548.6), r(-295, 143.5, 590, 533)),
      // x = W - w / 2: 390 - 97.5 = 292.5, 1180 - 295 = 885
      (.halfOffscreenRight, r(292.5, 147.7, 195, 548.6), r(885, 143.5, 590, 533)),
      (.edgeTop, r(15, 0, 195, 548.6), r(15, 0, 590, 533)),
      // y = H - h: 844 - 548.6 = 295.4, 820 - 533 = 287
      (.edgeBottom, r(15, 295.4, 195, 548.6), r(15, 287, 590, 533)),
      (.edgeLeft, r(0, 147.7, 195, 548.6), r(0, 143.5, 590, 533)),
      // x = W - w (the margin left 15 is clear of it)
      (.edgeRight, r(195, 147.7, 195, 548.6), r(590, 143.5, 590, 533)),
      (.fitScreen, r(0, 0, 390, 844), r(0, 0, 1180, 820)),
      (.fitScreenHorizontally, r(0, 147.7, 390, 548.6), r(0, 143.5, 1180, 533)),
      (.fitScreenVertically, r(15, 0, 195, 844), r(15, 0, 590, 820)),
      (.center, r(15, 147.7, 195, 548.6), r(15, 143.5, 590, 533)),
      (.layout(corner), r(290, 0, 100, 50), r(1080, 0, 100, 50)),
    ])
  func onTheDrawer(_ preset: LayoutPreset, phone: Rect, pad: Rect) {
    let derived = preset.apply(to: drawer)
    let onPhone = derived.computeRect(phonePortrait)
    expectRect(onPhone, phone.x, phone.y, phone.width, phone.height, "\(preset.name) phone")
    let onPad = derived.computeRect(padLandscape)
    expectRect(onPad, pad.x, pad.y, pad.width, pad.height, "\(preset.name) pad")
  }

  @Test func derivedFieldsOfTheOffscreenPresets() {
    let minus = { (percent: Double, target: PercentTarget) in
      LayoutValue.percent(-percent, of: target)
    }
    let base = drawer
    var expected = base
    expected.verticalAlignment = .bottom
    expected.marginTop = .zero
    expected.marginBottom = minus(100, .currentHeight)
    #expect(LayoutPreset.offscreenBottom.apply(to: base) == expected)
    expected.marginBottom = minus(50, .currentHeight)
    #expect(LayoutPreset.halfOffscreenBottom.apply(to: base) == expected)

    expected = base
    expected.verticalAlignment = .top
    expected.marginTop = minus(100, .currentHeight)
    expected.marginBottom = .zero
    #expect(LayoutPreset.offscreenTop.apply(to: base) == expected)
    expected.marginTop = minus(50, .currentHeight)
    #expect(LayoutPreset.halfOffscreenTop.apply(to: base) == expected)

    expected = base
    expected.horizontalAlignment = .left
    expected.marginLeft = minus(100, .currentWidth)
    expected.marginRight = .zero
    #expect(LayoutPreset.offscreenLeft.apply(to: base) == expected)
    expected.marginLeft = minus(50, .currentWidth)
    #expect(LayoutPreset.halfOffscreenLeft.apply(to: base) == expected)

    expected = base
    expected.horizontalAlignment = .right
    expected.marginLeft = .zero
    expected.marginRight = minus(100, .currentWidth)
    #expect(LayoutPreset.offscreenRight.apply(to: base) == expected)
    expected.marginRight = minus(50, .currentWidth)
    #expect(LayoutPreset.halfOffscreenRight.apply(to: base) == expected)
  }

  @Test func derivedFieldsOfTheOtherPresets() {
    var base = sheet
    base.marginTop = .constant(5)
    base.marginLeft = .constant(6)
    base.marginBottom = .constant(7)
    base.marginRight = .constant(8)
    base.paddingTop = .constant(1)
    base.offsetX = .constant(2)
    #expect(LayoutPreset.automatic.apply(to: base) == base)

    var expected = base
    expected.verticalAlignment = .top
    expected.marginTop = .zero
    #expect(LayoutPreset.edgeTop.apply(to: base) == expected)
    expected = base
    expected.verticalAlignment = .bottom
    expected.marginBottom = .zero
    #expect(LayoutPreset.edgeBottom.apply(to: base) == expected)
    expected = base
    expected.horizontalAlignment = .left
    expected.marginLeft = .zero
    #expect(LayoutPreset.edgeLeft.apply(to: base) == expected)
    expected = base
    expected.horizontalAlignment = .right
    expected.marginRight = .zero
    #expect(LayoutPreset.edgeRight.apply(to: base) == expected)

    expected = base
    expected.horizontalAlignment = .center
    expected.verticalAlignment = .center
    expected.width = .stretch
    expected.height = .stretch
    expected.marginTop = .zero
    expected.marginLeft = .zero
    expected.marginBottom = .zero
    expected.marginRight = .zero
    #expect(LayoutPreset.fitScreen.apply(to: base) == expected)

    expected = base
    expected.width = .stretch
    expected.marginLeft = .zero
    expected.marginRight = .zero
    #expect(LayoutPreset.fitScreenHorizontally.apply(to: base) == expected)

    // the bottom margin is kept
    expected = base
    expected.height = .stretch
    expected.marginTop = .zero
    #expect(LayoutPreset.fitScreenVertically.apply(to: base) == expected)

    expected = base
    expected.verticalAlignment = .center
    #expect(LayoutPreset.center.apply(to: base) == expected)

    #expect(LayoutPreset.layout(corner).apply(to: base) == corner)
  }

  @Test func fitScreenVerticallyKeepsTheBaseBottomMargin() {
    var base = sheet
    base.marginBottom = .constant(40)
    // stretch with margins 0 / 40: 844 - 40 = 804 at y 0; 820 - 40 = 780
    let derived = LayoutPreset.fitScreenVertically.apply(to: base)
    expectRect(derived.computeRect(phonePortrait), 0, 0, 390, 804)
    expectRect(derived.computeRect(padLandscape), 0, 0, 1180, 780)
  }

  @Test func offscreenPresetsPlaceTheRectJustOutsideTheContainer() {
    // offscreenBottom: minY == H; offscreenTop: maxY == 0; offscreenLeft: maxX == 0;
    // offscreenRight: minX == W -- for both bases on iphone-14 portrait
    for base in [sheet, drawer] {
      expectClose(LayoutPreset.offscreenBottom.apply(to: base).computeRect(phonePortrait).minY, 844)
      expectClose(LayoutPreset.offscreenTop.apply(to: base).computeRect(phonePortrait).maxY, 0)
      expectClose(LayoutPreset.offscreenLeft.apply(to: base).computeRect(phonePortrait).maxX, 0)
      expectClose(LayoutPreset.offscreenRight.apply(to: base).computeRect(phonePortrait).minX, 390)
    }
  }

  @Test func names() {
    #expect(LayoutPreset.named.count == 17)
    #expect(
      LayoutPreset.named.map(\.name) == [
        "automatic", "offscreenBottom", "offscreenTop", "offscreenLeft", "offscreenRight",
        "halfOffscreenBottom", "halfOffscreenTop", "halfOffscreenLeft", "halfOffscreenRight",
        "edgeTop", "edgeBottom", "edgeLeft", "edgeRight", "fitScreen", "fitScreenHorizontally",
        "fitScreenVertically", "center",
      ])
    for preset in LayoutPreset.named {
      #expect(LayoutPreset.named(preset.name) == preset)
    }
    #expect(LayoutPreset.layout(corner).name == "layout")
    #expect(LayoutPreset.named("layout") == nil)
    #expect(LayoutPreset.named("offScreenBottom") == nil)
  }
}
