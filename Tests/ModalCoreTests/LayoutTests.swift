import Testing

@testable import ModalCore

/// The four containers of the rect tests: iphone-14 (390 x 844, safe 47 / 34; 844 x 390, safe
/// 0 / 47 / 21 / 47 in landscape) and ipad-air (820 x 1180, safe 24 / 20; 1180 x 820).
enum RectScenario: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case phonePortrait
  case phoneLandscape
  case padPortrait
  case padLandscape

  var testDescription: String { rawValue }

  func environment(keyboard: Double? = nil) -> Environment {
    switch self {
    case .phonePortrait: Environment(device: .iphone14, keyboardHeight: keyboard)
    case .phoneLandscape:
      Environment(device: .iphone14, orientation: .landscape, keyboardHeight: keyboard)
    case .padPortrait: Environment(device: .ipadAir, keyboardHeight: keyboard)
    case .padLandscape:
      Environment(device: .ipadAir, orientation: .landscape, keyboardHeight: keyboard)
    }
  }

  var context: LayoutContext { LayoutContext(environment: environment()) }
}

private func layout(
  _ h: HorizontalAlignment, _ v: VerticalAlignment, _ width: LayoutValue, _ height: LayoutValue,
  top: LayoutValue? = nil, left: LayoutValue? = nil, bottom: LayoutValue? = nil,
  right: LayoutValue? = nil, offsetX: LayoutValue? = nil, offsetY: LayoutValue? = nil
) -> Layout {
  Layout(
    horizontalAlignment: h, verticalAlignment: v, width: width, height: height, marginTop: top,
    marginLeft: left, marginBottom: bottom, marginRight: right, offsetX: offsetX,
    offsetY: offsetY)
}

private func expectRect(
  _ layout: Layout, _ scenario: RectScenario, _ expected: Rect,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let rect = layout.computeRect(scenario.context)
  expectRect(
    rect, expected.x, expected.y, expected.width, expected.height, "\(scenario)",
    sourceLocation: sourceLocation)
}

@Suite("LayoutTests")
struct LayoutTests {
  // Step 2, a 200 x 100 rect: x = 0, (W - 200) / 2, W - 200; y = 0, (H - 100) / 2, H - 100.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, [0.0, 95, 190], [0.0, 372, 744]),
      (.phoneLandscape, [0, 322, 644], [0, 145, 290]),
      (.padPortrait, [0, 310, 620], [0, 540, 1080]),
      (.padLandscape, [0, 490, 980], [0, 360, 720]),
    ])
  func alignment(_ scenario: RectScenario, xs: [Double], ys: [Double]) {
    let horizontals: [HorizontalAlignment] = [.left, .center, .right]
    let verticals: [VerticalAlignment] = [.top, .center, .bottom]
    for (h, x) in zip(horizontals, xs) {
      for (v, y) in zip(verticals, ys) {
        let rect = layout(h, v, .constant(200), .constant(100)).computeRect(scenario.context)
        expectRect(rect, x, y, 200, 100, "\(scenario) \(h)/\(v)")
      }
    }
  }

  // Step 3: center/bottom, stretch x 40%, margins left 15, right 25, bottom 10.
  // width W - 40, x pushed to 15; height 40% of H, y = H - 0.4 H - 10.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(15, 496.4, 350, 337.6)),  // 844 - 337.6 - 10
      (.phoneLandscape, r(15, 224, 804, 156)),  // 390 - 156 - 10
      (.padPortrait, r(15, 698, 780, 472)),  // 1180 - 472 - 10
      (.padLandscape, r(15, 482, 1140, 328)),  // 820 - 328 - 10
    ])
  func stretchShrinksByItsMargins(_ scenario: RectScenario, expected: Rect) {
    let sheet = layout(
      .center, .bottom, .stretch, .percent(40), left: .constant(15), bottom: .constant(10),
      right: .constant(25))
    expectRect(sheet, scenario, expected)
  }

  // left/top, 100 x stretch, margins top safe.top and bottom safe.bottom: h = H - top - bottom.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(0, 47, 100, 763)),  // 844 - 47 - 34
      (.phoneLandscape, r(0, 0, 100, 369)),  // 390 - 0 - 21
      (.padPortrait, r(0, 24, 100, 1136)),  // 1180 - 24 - 20
      (.padLandscape, r(0, 24, 100, 776)),  // 820 - 24 - 20
    ])
  func stretchHeightBetweenSafeAreaMargins(_ scenario: RectScenario, expected: Rect) {
    let column = layout(
      .left, .top, .constant(100), .stretch, top: .safeArea(.top), bottom: .safeArea(.bottom))
    expectRect(column, scenario, expected)
  }

  // center/center, stretch x stretch, every margin 20: (20, 20, W - 40, H - 40)
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(20, 20, 350, 804)),
      (.phoneLandscape, r(20, 20, 804, 350)),
      (.padPortrait, r(20, 20, 780, 1140)),
      (.padLandscape, r(20, 20, 1140, 780)),
    ])
  func centeredStretchInsideMargins(_ scenario: RectScenario, expected: Rect) {
    let twenty = LayoutValue.constant(20)
    let full = layout(
      .center, .center, .stretch, .stretch, top: twenty, left: twenty, bottom: twenty,
      right: twenty)
    expectRect(full, scenario, expected)
  }

  // left/top, stretch x 100, margins left -20 and right 10: a negative margin means no shrink,
  // and the left-aligned rect is pushed out by 20: (-20, 0, W, 100).
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(-20, 0, 390, 100)),
      (.phoneLandscape, r(-20, 0, 844, 100)),
      (.padPortrait, r(-20, 0, 820, 100)),
      (.padLandscape, r(-20, 0, 1180, 100)),
    ])
  func stretchWithANegativeMarginDoesNotShrink(_ scenario: RectScenario, expected: Rect) {
    let wide = layout(
      .left, .top, .stretch, .constant(100), left: .constant(-20), right: .constant(10))
    expectRect(wide, scenario, expected)
  }

  // center/bottom, (stretch - 40) x 100, margins left / right 10: still a stretch, so it shrinks
  // by 20 to W - 60; at x = 20 it overlaps no margin band, so it is centered again at 30.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(30, 744, 330, 100)),
      (.phoneLandscape, r(30, 290, 784, 100)),
      (.padPortrait, r(30, 1080, 760, 100)),
      (.padLandscape, r(30, 720, 1120, 100)),
    ])
  func stretchWithAnOffsetIsStillAStretch(_ scenario: RectScenario, expected: Rect) {
    let narrowed = layout(
      .center, .bottom, LayoutValue(.stretch, offset: .init(.subtract, .constant(40))),
      .constant(100), left: .constant(10), right: .constant(10))
    expectRect(narrowed, scenario, expected)
  }

  // Step 3, not a stretch: 100 x 80 with margins left 60, right 70 (130 > 100: w = 100 - 30 = 70)
  // and top 50, bottom 40 (90 > 80: h = 80 - 10 = 70).
  @Test(
    arguments: [
      // right/bottom: x = W - 100, then the right band moves it left by
      // (W - 100 + 70) - (W - 70) = 40: x = W - 140; y = H - 80 - 30 = H - 110
      (RectScenario.phonePortrait, r(250, 734, 70, 70)),
      (.phoneLandscape, r(704, 280, 70, 70)),
      (.padPortrait, r(680, 1070, 70, 70)),
      (.padLandscape, r(1040, 710, 70, 70)),
    ])
  func bothPositiveMarginsExceedingTheSizeShrinkIt(_ scenario: RectScenario, rightBottom: Rect) {
    let margins = (
      top: LayoutValue.constant(50), left: LayoutValue.constant(60),
      bottom: LayoutValue.constant(40), right: LayoutValue.constant(70)
    )
    let topLeft = layout(
      .left, .top, .constant(100), .constant(80), top: margins.top, left: margins.left,
      bottom: margins.bottom, right: margins.right)
    // left/top: pushed to the margins (60, 50)
    expectRect(topLeft, scenario, r(60, 50, 70, 70))
    let bottomRight = layout(
      .right, .bottom, .constant(100), .constant(80), top: margins.top, left: margins.left,
      bottom: margins.bottom, right: margins.right)
    expectRect(bottomRight, scenario, rightBottom)
  }

  @Test(arguments: RectScenario.allCases)
  func marginsThatAreNotBothPositiveOrDoNotExceedTheSizeKeepIt(_ scenario: RectScenario) {
    // 0 + 150 > 100, but the left margin is not positive: 100 x 80 at the origin
    let zeroLeft = layout(
      .left, .top, .constant(100), .constant(80), top: .zero, left: .zero,
      bottom: .constant(150), right: .constant(150))
    expectRect(zeroLeft, scenario, r(0, 0, 100, 80))
    // -10 + 150 > 100: no shrink, and the negative margin pushes the left-aligned rect out
    let negativeLeft = layout(
      .left, .top, .constant(100), .constant(80), top: .constant(-10), left: .constant(-10),
      bottom: .constant(150), right: .constant(150))
    expectRect(negativeLeft, scenario, r(-10, -10, 100, 80))
    // 30 + 40 <= 100 and 20 + 20 <= 80: only pushed to the margins
    let fits = layout(
      .left, .top, .constant(100), .constant(80), top: .constant(20), left: .constant(30),
      bottom: .constant(20), right: .constant(40))
    expectRect(fits, scenario, r(30, 20, 100, 80))
  }

  // Step 5: center/center 100 x 100, margins left / top 30 and right / bottom 90 (120 > 100:
  // 80 x 80). Centered at (W - 100) / 2 it overlaps no band, so it is centered again at
  // (W - 80) / 2 -- the margins do not shift it.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(155, 382, 80, 80)),  // (390 - 80) / 2, (844 - 80) / 2
      (.phoneLandscape, r(382, 155, 80, 80)),
      (.padPortrait, r(370, 550, 80, 80)),  // (820 - 80) / 2, (1180 - 80) / 2
      (.padLandscape, r(550, 370, 80, 80)),
    ])
  func centeredResizedAxisIsCenteredAgain(_ scenario: RectScenario, expected: Rect) {
    let box = layout(
      .center, .center, .constant(100), .constant(100), top: .constant(30), left: .constant(30),
      bottom: .constant(90), right: .constant(90))
    expectRect(box, scenario, expected)
  }

  // center/center 200 x 200, margins left / top 150 and right / bottom 60 (210 > 200: 190 x 190).
  // Where the centered rect overlaps the leading band it is pushed (to 150, then back by the
  // trailing band's excess 150 + 190 - (L - 60) = 10 on a 390 axis), elsewhere re-centered at
  // (L - 190) / 2.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(140, 327, 190, 190)),  // x pushed; y (844 - 190) / 2
      (.phoneLandscape, r(327, 140, 190, 190)),  // x (844 - 190) / 2; y pushed
      (.padPortrait, r(315, 495, 190, 190)),  // (820 - 190) / 2, (1180 - 190) / 2
      (.padLandscape, r(495, 315, 190, 190)),
    ])
  func centeredResizedAxisThatOverlapsABandIsPushedNotCentered(
    _ scenario: RectScenario, expected: Rect
  ) {
    let box = layout(
      .center, .center, .constant(200), .constant(200), top: .constant(150),
      left: .constant(150), bottom: .constant(60), right: .constant(60))
    expectRect(box, scenario, expected)
  }

  // Step 4, positive margins on the aligned edges: right/bottom 200 x 100 with margins right 20
  // and bottom 30 lands at (W - 220, H - 130).
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(170, 714, 200, 100)),
      (.phoneLandscape, r(624, 260, 200, 100)),
      (.padPortrait, r(600, 1050, 200, 100)),
      (.padLandscape, r(960, 690, 200, 100)),
    ])
  func pushedInsideTheMarginBand(_ scenario: RectScenario, rightBottom: Rect) {
    let topLeft = layout(
      .left, .top, .constant(200), .constant(100), top: .constant(30), left: .constant(20))
    expectRect(topLeft, scenario, r(20, 30, 200, 100))
    let bottomRight = layout(
      .right, .bottom, .constant(200), .constant(100), bottom: .constant(30),
      right: .constant(20))
    expectRect(bottomRight, scenario, rightBottom)
  }

  // A full-size (100 %, not stretch) rect between margins: the leading band pushes it in by 20,
  // then the trailing band pushes it back by the excess, so the trailing side wins.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(0, 0, 390, 844), r(-30, -40, 390, 844)),
      (.phoneLandscape, r(0, 0, 844, 390), r(-30, -40, 844, 390)),
      (.padPortrait, r(0, 0, 820, 1180), r(-30, -40, 820, 1180)),
      (.padLandscape, r(0, 0, 1180, 820), r(-30, -40, 1180, 820)),
    ])
  func theTrailingBandIsAppliedLast(
    _ scenario: RectScenario, rightBottom: Rect, leftTop: Rect
  ) {
    // right/bottom with margins left 20 / top 20: x = 0 -> 20 -> 0
    let rightAligned = layout(
      .right, .bottom, .percent(100), .percent(100), top: .constant(20), left: .constant(20))
    expectRect(rightAligned, scenario, rightBottom)
    // left/top with margins right 30 / bottom 40: the trailing band pushes it to (-30, -40)
    let leftAligned = layout(
      .left, .top, .percent(100), .percent(100), bottom: .constant(40), right: .constant(30))
    expectRect(leftAligned, scenario, leftTop)
  }

  // Negative margins push an edge-aligned rect outward: right/bottom 200 x 100 with margins
  // right -50 and bottom -40 lands at (W - 200 + 50, H - 100 + 40).
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(240, 784, 200, 100), r(190, 744, 200, 100)),
      (.phoneLandscape, r(694, 330, 200, 100), r(644, 290, 200, 100)),
      (.padPortrait, r(670, 1120, 200, 100), r(620, 1080, 200, 100)),
      (.padLandscape, r(1030, 760, 200, 100), r(980, 720, 200, 100)),
    ])
  func negativeMarginsPushEdgeAlignedRectsOut(
    _ scenario: RectScenario, pushedOut: Rect, unmoved: Rect
  ) {
    let topLeft = layout(
      .left, .top, .constant(200), .constant(100), top: .constant(-40), left: .constant(-50))
    expectRect(topLeft, scenario, r(-50, -40, 200, 100))
    let bottomRight = layout(
      .right, .bottom, .constant(200), .constant(100), bottom: .constant(-40),
      right: .constant(-50))
    expectRect(bottomRight, scenario, pushedOut)
    // a negative margin on the edge the rect is not aligned to does not move it
    let awayFromTopLeft = layout(
      .left, .top, .constant(200), .constant(100), bottom: .constant(-40), right: .constant(-50))
    expectRect(awayFromTopLeft, scenario, r(0, 0, 200, 100))
    let awayFromBottomRight = layout(
      .right, .bottom, .constant(200), .constant(100), top: .constant(-40),
      left: .constant(-50))
    expectRect(awayFromBottomRight, scenario, unmoved)
    // nor does it move a centered rect: ((W - 200) / 2, (H - 100) / 2)
    let centered = layout(
      .center, .center, .constant(200), .constant(100), top: .constant(-40),
      left: .constant(-50), bottom: .constant(-40), right: .constant(-50))
    let rect = centered.computeRect(scenario.context)
    expectClose(rect.x, (unmoved.x) / 2, "\(scenario)")  // half of W - 200
    expectClose(rect.y, (unmoved.y) / 2, "\(scenario)")  // half of H - 100
  }

  // center/center 200 x 100 with margins left 150 and top 400: pushed only where the centered
  // rect overlaps the band. Phone portrait: x 95 < 150 -> 150; y 372 < 400 -> 400.
  // Phone landscape: x 322 is clear; y 145 -> 400, then back by 400 + 100 - 390 = 110 -> 290.
  // Pad portrait: x 310 and y 540 are clear. Pad landscape: x 490 clear; y 360 -> 400.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(150, 400, 200, 100)),
      (.phoneLandscape, r(322, 290, 200, 100)),
      (.padPortrait, r(310, 540, 200, 100)),
      (.padLandscape, r(490, 400, 200, 100)),
    ])
  func centerIsPushedOnlyWhenItOverlapsTheLeadingBand(_ scenario: RectScenario, expected: Rect) {
    let box = layout(
      .center, .center, .constant(200), .constant(100), top: .constant(400),
      left: .constant(150))
    expectRect(box, scenario, expected)
  }

  // center/center 200 x 100 with margins right 150 and bottom 400.
  // Phone portrait: maxX 295 > 240 -> x 40; maxY 472 > 444 -> y 344.
  // Phone landscape: maxX 522 <= 694 -> 322; maxY 245 > -10 -> y 145 - 255 = -110.
  // Pad portrait: clear on both. Pad landscape: maxX 690 <= 1030; maxY 460 > 420 -> y 320.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(40, 344, 200, 100)),
      (.phoneLandscape, r(322, -110, 200, 100)),
      (.padPortrait, r(310, 540, 200, 100)),
      (.padLandscape, r(490, 320, 200, 100)),
    ])
  func centerIsPushedOnlyWhenItOverlapsTheTrailingBand(_ scenario: RectScenario, expected: Rect) {
    let box = layout(
      .center, .center, .constant(200), .constant(100), bottom: .constant(400),
      right: .constant(150))
    expectRect(box, scenario, expected)
  }

  // Step 6: center/bottom 200 x 100 with offsets 10 and -20: ((W - 200) / 2 + 10, H - 120).
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(105, 724, 200, 100), r(134, 287.6, 200, 100)),
      (.phoneLandscape, r(332, 270, 200, 100), r(406.4, 106, 200, 100)),
      (.padPortrait, r(320, 1060, 200, 100), r(392, 422, 200, 100)),
      (.padLandscape, r(500, 700, 200, 100), r(608, 278, 200, 100)),
    ])
  func offsets(_ scenario: RectScenario, constant: Rect, percent: Rect) {
    let moved = layout(
      .center, .bottom, .constant(200), .constant(100), offsetX: .constant(10),
      offsetY: .constant(-20))
    expectRect(moved, scenario, constant)
    // center/center with offsets 10% and -10% along each axis:
    // phone portrait 95 + 39 = 134, 372 - 84.4 = 287.6; landscape 322 + 84.4, 145 - 39;
    // pad portrait 310 + 82, 540 - 118; pad landscape 490 + 118, 360 - 82
    let byPercent = layout(
      .center, .center, .constant(200), .constant(100), offsetX: .percent(10),
      offsetY: .percent(-10))
    expectRect(byPercent, scenario, percent)
  }

  @Test(arguments: RectScenario.allCases)
  func offsetsAreAppliedAfterTheMargins(_ scenario: RectScenario) {
    // pushed to (20, 30) by the margins, then moved by -30 and 50% of the 100 pt height
    let moved = layout(
      .left, .top, .constant(200), .constant(100), top: .constant(30), left: .constant(20),
      offsetX: .constant(-30), offsetY: .percent(50, of: .currentHeight))
    expectRect(moved, scenario, r(-10, 80, 200, 100))
  }

  // left/top, stretch x 100, margins 20 / 20, offset x 10% of current.width: `current` is the
  // size of step 1 (W wide, before the margins): x = 20 + W / 10.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, r(59, 0, 350, 100)),
      (.phoneLandscape, r(104.4, 0, 804, 100)),
      (.padPortrait, r(102, 0, 780, 100)),
      (.padLandscape, r(138, 0, 1140, 100)),
    ])
  func offsetsSeeTheSizeOfStepOneAsCurrent(_ scenario: RectScenario, expected: Rect) {
    let moved = layout(
      .left, .top, .stretch, .constant(100), left: .constant(20), right: .constant(20),
      offsetX: .percent(10, of: .currentWidth))
    expectRect(moved, scenario, expected)
  }

  // center/bottom, stretch x 30%, margins left / right 15, paddings top safe.top, left 10,
  // bottom 50% of current.height, right 5%: rect (15, H - 0.3 H, W - 30, 0.3 H); paddings
  // (top, left, bottom, right) and a left padding of 10% of current.width (the final width).
  @Test(
    arguments: [
      // 0.3 * 844 = 253.2, 844 - 253.2 = 590.8; 253.2 / 2 = 126.6; 390 / 20 = 19.5; 360 / 10
      (RectScenario.phonePortrait, r(15, 590.8, 360, 253.2), [47.0, 10, 126.6, 19.5, 36]),
      // 0.3 * 390 = 117, 390 - 117 = 273; 58.5; 844 / 20 = 42.2; 814 / 10
      (.phoneLandscape, r(15, 273, 814, 117), [0, 10, 58.5, 42.2, 81.4]),
      // 0.3 * 1180 = 354, 1180 - 354 = 826; 177; 820 / 20 = 41; 790 / 10
      (.padPortrait, r(15, 826, 790, 354), [24, 10, 177, 41, 79]),
      // 0.3 * 820 = 246, 820 - 246 = 574; 123; 1180 / 20 = 59; 1150 / 10
      (.padLandscape, r(15, 574, 1150, 246), [24, 10, 123, 59, 115]),
    ])
  func paddings(_ scenario: RectScenario, expected: Rect, insets: [Double]) {
    let bare = layout(
      .center, .bottom, .stretch, .percent(30), left: .constant(15), right: .constant(15))
    var padded = bare
    padded.paddingTop = .safeArea(.top)
    padded.paddingLeft = .constant(10)
    padded.paddingBottom = .percent(50, of: .currentHeight)
    padded.paddingRight = .percent(5)
    let context = scenario.context
    let rect = padded.computeRect(context)
    // paddings do not move the frame
    expectRect(rect, expected.x, expected.y, expected.width, expected.height)
    #expect(rect == bare.computeRect(context))
    let padding = padded.computePadding(context, rect: rect)
    expectClose(padding.top, insets[0])
    expectClose(padding.left, insets[1])
    expectClose(padding.bottom, insets[2])
    expectClose(padding.right, insets[3])
    var relative = bare
    relative.paddingLeft = .percent(10, of: .currentWidth)
    expectClose(relative.computePadding(context, rect: rect).left, insets[4])
    // no paddings: zero insets
    #expect(bare.computePadding(context, rect: rect) == .zero)
  }

  // center/bottom, stretch x 40%, margin bottom `kb ? kb.overlapH : safe.bottom`:
  // y = H - 0.4 H - margin.
  @Test(
    arguments: [
      (RectScenario.phonePortrait, 472.4, 206.4),  // 844 - 337.6 - 34; 844 - 337.6 - 300
      (.phoneLandscape, 213, -66),  // 390 - 156 - 21; 390 - 156 - 300
      (.padPortrait, 688, 408),  // 1180 - 472 - 20; 1180 - 472 - 300
      (.padLandscape, 472, 192),  // 820 - 328 - 20; 820 - 328 - 300
    ])
  func keyboardAvoidingMargin(_ scenario: RectScenario, withoutKeyboard: Double, with: Double) {
    let sheet = layout(
      .center, .bottom, .stretch, .percent(40),
      bottom: LayoutValue(
        .conditional(
          .keyboardPresent, then: LayoutValue(.keyboardOverlap(.vertical)),
          else: .safeArea(.bottom))))
    #expect(sheet.dependsOnKeyboard)
    let plain = sheet.computeRect(LayoutContext(environment: scenario.environment()))
    expectClose(plain.y, withoutKeyboard)
    let raised = sheet.computeRect(
      LayoutContext(environment: scenario.environment(keyboard: 300)))
    expectClose(raised.y, with)
    expectClose(raised.height, plain.height)
  }

  @Test func defaultsAndKeyboardDependence() {
    let layout = Layout()
    #expect(layout.horizontalAlignment == .center)
    #expect(layout.verticalAlignment == .bottom)
    #expect(layout.width == .stretch)
    #expect(layout.height == .stretch)
    #expect(!layout.dependsOnKeyboard)
    expectRect(layout.computeRect(RectScenario.phonePortrait.context), 0, 0, 390, 844)
    var padded = layout
    padded.paddingBottom = LayoutValue(.keyboard(.height))
    #expect(padded.dependsOnKeyboard)
    var moved = layout
    moved.offsetY = LayoutValue(.keyboard(.minY))
    #expect(moved.dependsOnKeyboard)
  }
}
