import Testing

@testable import ModalCore

/// The matrix the value tests run over: two devices, both orientations, with and without a
/// 300 pt keyboard.
///
/// iphone-14: 390 x 844, safe 47 / 0 / 34 / 0 in portrait; 844 x 390, safe 0 / 47 / 21 / 47 in
/// landscape. ipad-air: 820 x 1180 (1180 x 820 in landscape), safe 24 / 0 / 20 / 0 in both.
enum ValueScenario: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case phonePortrait
  case phonePortraitKeyboard
  case phoneLandscape
  case phoneLandscapeKeyboard
  case padPortrait
  case padPortraitKeyboard
  case padLandscape
  case padLandscapeKeyboard

  var testDescription: String { rawValue }

  var environment: Environment {
    let device: Device
    let orientation: Orientation
    switch self {
    case .phonePortrait, .phonePortraitKeyboard: (device, orientation) = (.iphone14, .portrait)
    case .phoneLandscape, .phoneLandscapeKeyboard: (device, orientation) = (.iphone14, .landscape)
    case .padPortrait, .padPortraitKeyboard: (device, orientation) = (.ipadAir, .portrait)
    case .padLandscape, .padLandscapeKeyboard: (device, orientation) = (.ipadAir, .landscape)
    }
    return Environment(device: device, orientation: orientation, keyboardHeight: keyboard)
  }

  var keyboard: Double? {
    switch self {
    case .phonePortraitKeyboard, .phoneLandscapeKeyboard, .padPortraitKeyboard,
      .padLandscapeKeyboard:
      300
    default: nil
    }
  }

  var context: LayoutContext { LayoutContext(environment: environment) }
}

private func kb(_ field: KeyboardField) -> LayoutValue { LayoutValue(.keyboard(field)) }
private func sum(_ values: LayoutValue...) -> LayoutValue { LayoutValue(.sum(values)) }
private func with(
  _ value: LayoutValue, _ operation: OffsetOperation, _ offset: LayoutValue
) -> LayoutValue {
  var result = value
  result.offset = LayoutValue.Offset(operation, offset)
  return result
}

/// Resolves on both axes: (horizontal, vertical).
private func both(_ value: LayoutValue, _ context: LayoutContext) -> (Double, Double) {
  (value.resolve(context, axis: .horizontal), value.resolve(context, axis: .vertical))
}

private func expectBoth(
  _ value: LayoutValue, _ context: LayoutContext, _ horizontal: Double, _ vertical: Double,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let (h, v) = both(value, context)
  expectClose(h, horizontal, comment, sourceLocation: sourceLocation)
  expectClose(v, vertical, comment, sourceLocation: sourceLocation)
}

@Suite("LayoutValue")
struct LayoutValueTests {
  // stretch: (W, H), whatever the keyboard
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 390.0, 844.0), (.phonePortraitKeyboard, 390, 844),
      (.phoneLandscape, 844, 390), (.phoneLandscapeKeyboard, 844, 390),
      (.padPortrait, 820, 1180), (.padPortraitKeyboard, 820, 1180),
      (.padLandscape, 1180, 820), (.padLandscapeKeyboard, 1180, 820),
    ])
  func stretch(_ scenario: ValueScenario, width: Double, height: Double) {
    expectBoth(.stretch, scenario.context, width, height)
    #expect(LayoutValue.stretch.isStretch)
    #expect(with(.stretch, .subtract, .constant(40)).isStretch)
    #expect(!LayoutValue.percent(100).isStretch)
  }

  @Test(arguments: ValueScenario.allCases)
  func constant(_ scenario: ValueScenario) {
    let context = scenario.context
    expectBoth(.constant(120), context, 120, 120)
    expectBoth(.constant(-15), context, -15, -15)
    expectBoth(.constant(0.25), context, 0.25, 0.25)
    expectBoth(.zero, context, 0, 0)
  }

  // 25 % of the container / screen / window: (W / 4, H / 4).
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 97.5, 211.0), (.phonePortraitKeyboard, 97.5, 211),
      (.phoneLandscape, 211, 97.5), (.phoneLandscapeKeyboard, 211, 97.5),
      (.padPortrait, 205, 295), (.padPortraitKeyboard, 205, 295),
      (.padLandscape, 295, 205), (.padLandscapeKeyboard, 295, 205),
    ])
  func percentOfContainerScreenAndWindow(
    _ scenario: ValueScenario, quarterWidth: Double, quarterHeight: Double
  ) {
    let context = scenario.context
    for target in [PercentTarget.target, .screen, .window] {
      expectBoth(.percent(25, of: target), context, quarterWidth, quarterHeight, "\(target)")
    }
    for target in [PercentTarget.targetWidth, .screenWidth, .windowWidth] {
      expectBoth(.percent(25, of: target), context, quarterWidth, quarterWidth, "\(target)")
    }
    for target in [PercentTarget.targetHeight, .screenHeight, .windowHeight] {
      expectBoth(.percent(25, of: target), context, quarterHeight, quarterHeight, "\(target)")
    }
    // the default target is the container along the axis
    expectBoth(.percent(25), context, quarterWidth, quarterHeight)
    // -50 % is minus twice a quarter
    expectBoth(.percent(-50), context, -2 * quarterWidth, -2 * quarterHeight)
  }

  @Test(arguments: ValueScenario.allCases)
  func percentOfCurrent(_ scenario: ValueScenario) {
    var context = scenario.context
    // unknown current size: nothing, which resolves to 0
    for target in [PercentTarget.current, .currentWidth, .currentHeight] {
      let value = LayoutValue.percent(25, of: target)
      #expect(value.resolveRaw(context, axis: .horizontal) == nil)
      #expect(value.resolveRaw(context, axis: .vertical) == nil)
      expectBoth(value, context, 0, 0)
    }
    // known current size 300 x 120: 25 % -> 75 x 30
    context.current = Size(width: 300, height: 120)
    expectBoth(.percent(25, of: .current), context, 75, 30)
    expectBoth(.percent(25, of: .currentWidth), context, 75, 75)
    expectBoth(.percent(25, of: .currentHeight), context, 30, 30)
    expectBoth(.percent(-100, of: .currentHeight), context, -120, -120)
  }

  // (top, left, bottom, right)
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 47.0, 0.0, 34.0, 0.0), (.phonePortraitKeyboard, 47, 0, 34, 0),
      (.phoneLandscape, 0, 47, 21, 47), (.phoneLandscapeKeyboard, 0, 47, 21, 47),
      (.padPortrait, 24, 0, 20, 0), (.padPortraitKeyboard, 24, 0, 20, 0),
      (.padLandscape, 24, 0, 20, 0), (.padLandscapeKeyboard, 24, 0, 20, 0),
    ])
  func safeAreaEdges(
    _ scenario: ValueScenario, top: Double, left: Double, bottom: Double, right: Double
  ) {
    let context = scenario.context
    // an inset does not depend on the axis it is resolved on
    expectBoth(.safeArea(.top), context, top, top)
    expectBoth(.safeArea(.left), context, left, left)
    expectBoth(.safeArea(.bottom), context, bottom, bottom)
    expectBoth(.safeArea(.right), context, right, right)
  }

  // (minX, minY, maxX, maxY, width, height) of the keyboard frame (0, H - 300, W, 300), or nil.
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, nil), (.phoneLandscape, nil), (.padPortrait, nil),
      (.padLandscape, nil),
      (.phonePortraitKeyboard, [0.0, 544, 390, 844, 390, 300]),  // 844 - 300 = 544
      (.phoneLandscapeKeyboard, [0, 90, 844, 390, 844, 300]),  // 390 - 300 = 90
      (.padPortraitKeyboard, [0, 880, 820, 1180, 820, 300]),  // 1180 - 300 = 880
      (.padLandscapeKeyboard, [0, 520, 1180, 820, 1180, 300]),  // 820 - 300 = 520
    ] as [(ValueScenario, [Double]?)])
  func keyboardFields(_ scenario: ValueScenario, expected: [Double]?) {
    let context = scenario.context
    let fields: [KeyboardField] = [.minX, .minY, .maxX, .maxY, .width, .height]
    for (index, field) in fields.enumerated() {
      let value = kb(field)
      #expect(value.dependsOnKeyboard)
      if let expected {
        #expect(value.resolveRaw(context, axis: .vertical) != nil)
        expectBoth(value, context, expected[index], expected[index], "\(field)")
      } else {
        // nothing without a keyboard, which counts as 0
        #expect(value.resolveRaw(context, axis: .horizontal) == nil)
        #expect(value.resolveRaw(context, axis: .vertical) == nil)
        expectBoth(value, context, 0, 0, "\(field)")
      }
    }
  }

  // (overlap width, overlap height): the whole keyboard, or 0 without one
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 0.0, 0.0), (.phonePortraitKeyboard, 390, 300),
      (.phoneLandscape, 0, 0), (.phoneLandscapeKeyboard, 844, 300),
      (.padPortrait, 0, 0), (.padPortraitKeyboard, 820, 300),
      (.padLandscape, 0, 0), (.padLandscapeKeyboard, 1180, 300),
    ])
  func keyboardOverlap(_ scenario: ValueScenario, width: Double, height: Double) {
    let context = scenario.context
    let overlapW = LayoutValue(.keyboardOverlap(.horizontal))
    let overlapH = LayoutValue(.keyboardOverlap(.vertical))
    // 0, not nothing, without a keyboard
    #expect(overlapW.resolveRaw(context, axis: .horizontal) != nil)
    #expect(overlapH.resolveRaw(context, axis: .vertical) != nil)
    expectBoth(overlapW, context, width, width)
    expectBoth(overlapH, context, height, height)
  }

  // 10% + safe.left + kb.width horizontally, 30% + safe.bottom + kb.height vertically
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 39.0, 287.2),  // 39 + 0 + 0; 253.2 + 34 + 0
      (.phonePortraitKeyboard, 429, 587.2),  // 39 + 0 + 390; 253.2 + 34 + 300
      (.phoneLandscape, 131.4, 138),  // 84.4 + 47 + 0; 117 + 21 + 0
      (.phoneLandscapeKeyboard, 975.4, 438),  // 84.4 + 47 + 844; 117 + 21 + 300
      (.padPortrait, 82, 374),  // 82 + 0 + 0; 354 + 20 + 0
      (.padPortraitKeyboard, 902, 674),  // 82 + 0 + 820; 354 + 20 + 300
      (.padLandscape, 118, 266),  // 118 + 0 + 0; 246 + 20 + 0
      (.padLandscapeKeyboard, 1298, 566),  // 118 + 0 + 1180; 246 + 20 + 300
    ])
  func sumWithAPartThatMayResolveToNothing(
    _ scenario: ValueScenario, horizontal: Double, vertical: Double
  ) {
    let context = scenario.context
    let h = sum(.percent(10), .safeArea(.left), kb(.width))
    let v = sum(.percent(30), .safeArea(.bottom), kb(.height))
    expectClose(h.resolve(context, axis: .horizontal), horizontal)
    expectClose(v.resolve(context, axis: .vertical), vertical)
    // a sum is never nothing, even when every part is
    #expect(sum(kb(.height)).resolveRaw(context, axis: .vertical) != nil)
    expectBoth(sum(), context, 0, 0)
  }

  // kb ? kb.overlapH : safe.bottom, and portrait ? kb.minY : 5
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 34.0, nil), (.phonePortraitKeyboard, 300, 544),
      (.phoneLandscape, 21, 5), (.phoneLandscapeKeyboard, 300, 5),
      (.padPortrait, 20, nil), (.padPortraitKeyboard, 300, 880),
      (.padLandscape, 20, 5), (.padLandscapeKeyboard, 300, 5),
    ] as [(ValueScenario, Double, Double?)])
  func conditional(_ scenario: ValueScenario, keyboardOrSafe: Double, portraitMinY: Double?) {
    let context = scenario.context
    let value = LayoutValue(
      .conditional(
        .keyboardPresent, then: LayoutValue(.keyboardOverlap(.vertical)),
        else: .safeArea(.bottom)))
    expectClose(value.resolve(context, axis: .vertical), keyboardOrSafe)
    let chosen = LayoutValue(
      .conditional(.orientation(.portrait), then: kb(.minY), else: .constant(5)))
    // the chosen branch's nothing is the conditional's nothing
    let raw = chosen.resolveRaw(context, axis: .vertical)
    if let portraitMinY {
      expectClose(raw ?? .nan, portraitMinY)
    } else {
      #expect(raw == nil)
    }
    expectClose(chosen.resolve(context, axis: .vertical), portraitMinY ?? 0)
  }

  // stretch + 10, stretch - 10%, stretch * 0.5, stretch / 4 on (horizontal, vertical)
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, [400.0, 854, 351, 759.6, 195, 422, 97.5, 211]),
      (.phonePortraitKeyboard, [400, 854, 351, 759.6, 195, 422, 97.5, 211]),
      (.phoneLandscape, [854, 400, 759.6, 351, 422, 195, 211, 97.5]),
      (.phoneLandscapeKeyboard, [854, 400, 759.6, 351, 422, 195, 211, 97.5]),
      (.padPortrait, [830, 1190, 738, 1062, 410, 590, 205, 295]),
      (.padPortraitKeyboard, [830, 1190, 738, 1062, 410, 590, 205, 295]),
      (.padLandscape, [1190, 830, 1062, 738, 590, 410, 295, 205]),
      (.padLandscapeKeyboard, [1190, 830, 1062, 738, 590, 410, 295, 205]),
    ])
  func offsetOperations(_ scenario: ValueScenario, expected: [Double]) {
    let context = scenario.context
    // the offset value resolves along the same axis: 10% is W / 10 or H / 10
    // 390 - 39 = 351, 844 - 84.4 = 759.6, 820 - 82 = 738, 1180 - 118 = 1062
    expectBoth(with(.stretch, .add, .constant(10)), context, expected[0], expected[1])
    expectBoth(with(.stretch, .subtract, .percent(10)), context, expected[2], expected[3])
    expectBoth(with(.stretch, .multiply, .constant(0.5)), context, expected[4], expected[5])
    expectBoth(with(.stretch, .divide, .constant(4)), context, expected[6], expected[7])
  }

  // safe.bottom + kb.height: the offset resolves to nothing (0) without a keyboard
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 34.0), (.phonePortraitKeyboard, 334),
      (.phoneLandscape, 21), (.phoneLandscapeKeyboard, 321),
      (.padPortrait, 20), (.padPortraitKeyboard, 320),
      (.padLandscape, 20), (.padLandscapeKeyboard, 320),
    ])
  func offsetByAKeyboardValue(_ scenario: ValueScenario, expected: Double) {
    let value = with(.safeArea(.bottom), .add, kb(.height))
    #expect(value.dependsOnKeyboard)
    expectClose(value.resolve(scenario.context, axis: .vertical), expected)
  }

  @Test func offsetOperationsApplyWithTheValueOnTheLeft() {
    #expect(OffsetOperation.add.apply(12, 3) == 15)
    #expect(OffsetOperation.subtract.apply(12, 3) == 9)
    #expect(OffsetOperation.multiply.apply(12, 3) == 36)
    #expect(OffsetOperation.divide.apply(12, 3) == 4)
  }

  // 50% min 300 and 50% max 300 on (horizontal, vertical)
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, [300.0, 422, 195, 300]),  // halves 195 / 422
      (.phonePortraitKeyboard, [300, 422, 195, 300]),
      (.phoneLandscape, [422, 300, 300, 195]),  // halves 422 / 195
      (.phoneLandscapeKeyboard, [422, 300, 300, 195]),
      (.padPortrait, [410, 590, 300, 300]),  // halves 410 / 590
      (.padPortraitKeyboard, [410, 590, 300, 300]),
      (.padLandscape, [590, 410, 300, 300]),  // halves 590 / 410
      (.padLandscapeKeyboard, [590, 410, 300, 300]),
    ])
  func minAndMax(_ scenario: ValueScenario, expected: [Double]) {
    let context = scenario.context
    expectBoth(
      LayoutValue(.percent(50, of: .target), min: .constant(300)), context, expected[0], expected[1]
    )
    expectBoth(
      LayoutValue(.percent(50, of: .target), max: .constant(300)), context, expected[2], expected[3]
    )
  }

  // safe.bottom max 25 and kb.height min safe.bottom (vertical)
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, 25.0, 34.0), (.phonePortraitKeyboard, 25, 300),
      (.phoneLandscape, 21, 21), (.phoneLandscapeKeyboard, 21, 300),
      (.padPortrait, 20, 20), (.padPortraitKeyboard, 20, 300),
      (.padLandscape, 20, 20), (.padLandscapeKeyboard, 20, 300),
    ])
  func boundsAreValues(_ scenario: ValueScenario, capped: Double, keyboardAtLeastSafe: Double) {
    let context = scenario.context
    expectClose(
      LayoutValue(.safeArea(.bottom), max: .constant(25)).resolve(context, axis: .vertical), capped)
    let value = LayoutValue(.keyboard(.height), min: .safeArea(.bottom))
    #expect(value.dependsOnKeyboard)
    expectClose(value.resolve(context, axis: .vertical), keyboardAtLeastSafe)
  }

  @Test(arguments: ValueScenario.allCases)
  func rawThenOffsetThenClamp(_ scenario: ValueScenario) {
    let context = scenario.context
    // 100 + 50 = 150, then max 120 -> 120 (clamping first would give 100 + 50 = 150)
    expectBoth(
      LayoutValue(.constant(100), offset: .init(.add, .constant(50)), max: .constant(120)),
      context, 120, 120)
    // 100 - 50 = 50, then min 80 -> 80 (clamping first would give 100 - 50 = 50)
    expectBoth(
      LayoutValue(.constant(100), offset: .init(.subtract, .constant(50)), min: .constant(80)),
      context, 80, 80)
    // 100 * 2 = 200, min 250 -> 250, max 150 -> 150 (the max is applied last)
    expectBoth(
      LayoutValue(
        .constant(100), offset: .init(.multiply, .constant(2)), min: .constant(250),
        max: .constant(150)),
      context, 150, 150)
    // a raw nothing counts as 0 before the offset: kb.height + 7 is 7 without a keyboard
    let keyboardPlus7 = with(kb(.height), .add, .constant(7))
    expectBoth(keyboardPlus7, context, 7 + (scenario.keyboard ?? 0), 7 + (scenario.keyboard ?? 0))
  }
}

@Suite("Condition")
struct ConditionTests {
  // (horizontal compact, vertical compact, portrait, phone, keyboard)
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, [true, false, true, true, false]),
      (.phonePortraitKeyboard, [true, false, true, true, true]),
      (.phoneLandscape, [true, true, false, true, false]),
      (.phoneLandscapeKeyboard, [true, true, false, true, true]),
      (.padPortrait, [false, false, true, false, false]),
      (.padPortraitKeyboard, [false, false, true, false, true]),
      (.padLandscape, [false, false, false, false, false]),
      (.padLandscapeKeyboard, [false, false, false, false, true]),
    ])
  func environmentConditions(_ scenario: ValueScenario, truth: [Bool]) {
    let context = scenario.context
    let cases: [(Condition, Bool)] = [
      (.horizontalSizeClass(.compact), truth[0]), (.horizontalSizeClass(.regular), !truth[0]),
      (.verticalSizeClass(.compact), truth[1]), (.verticalSizeClass(.regular), !truth[1]),
      (.orientation(.portrait), truth[2]), (.orientation(.landscape), !truth[2]),
      (.idiom(.phone), truth[3]), (.idiom(.pad), !truth[3]),
      (.keyboardPresent, truth[4]),
    ]
    for (condition, expected) in cases {
      #expect(condition.evaluate(context) == expected, "\(condition)")
      #expect(condition.evaluate(scenario.environment) == expected, "\(condition)")
      // a conditional value picks its branch from the same condition
      let value = LayoutValue(.conditional(condition, then: .constant(1), else: .constant(2)))
      expectClose(value.resolve(context, axis: .vertical), expected ? 1 : 2, "\(condition)")
    }
  }

  // (width, height, safe.top, safe.left, safe.bottom, safe.right)
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, [390.0, 844, 47, 0, 34, 0]),
      (.phonePortraitKeyboard, [390, 844, 47, 0, 34, 0]),
      (.phoneLandscape, [844, 390, 0, 47, 21, 47]),
      (.phoneLandscapeKeyboard, [844, 390, 0, 47, 21, 47]),
      (.padPortrait, [820, 1180, 24, 0, 20, 0]),
      (.padPortraitKeyboard, [820, 1180, 24, 0, 20, 0]),
      (.padLandscape, [1180, 820, 24, 0, 20, 0]),
      (.padLandscapeKeyboard, [1180, 820, 24, 0, 20, 0]),
    ])
  func metrics(_ scenario: ValueScenario, expected: [Double]) {
    let metrics: [Metric] = [.width, .height, .safeTop, .safeLeft, .safeBottom, .safeRight]
    for (metric, value) in zip(metrics, expected) {
      expectClose(metric.value(in: scenario.environment), value, "\(metric)")
      #expect(Condition.compare(metric, .equal(value)).evaluate(scenario.context))
    }
  }

  // height >= 700, safe.top == 0, width between 600 and 900, safe.left > 0, safe.bottom < 30,
  // safe.right <= 0
  @Test(
    arguments: [
      (ValueScenario.phonePortrait, [true, false, false, false, false, true]),
      (.phonePortraitKeyboard, [true, false, false, false, false, true]),
      (.phoneLandscape, [false, true, true, true, true, false]),
      (.phoneLandscapeKeyboard, [false, true, true, true, true, false]),
      (.padPortrait, [true, false, true, false, true, true]),
      (.padPortraitKeyboard, [true, false, true, false, true, true]),
      (.padLandscape, [true, false, false, false, true, true]),
      (.padLandscapeKeyboard, [true, false, false, false, true, true]),
    ])
  func comparisonsAcrossTheMatrix(_ scenario: ValueScenario, truth: [Bool]) {
    let conditions: [Condition] = [
      .compare(.height, .greaterThanOrEqual(700)), .compare(.safeTop, .equal(0)),
      .compare(.width, .between(600, 900)), .compare(.safeLeft, .greaterThan(0)),
      .compare(.safeBottom, .lessThan(30)), .compare(.safeRight, .lessThanOrEqual(0)),
    ]
    for (condition, expected) in zip(conditions, truth) {
      #expect(condition.evaluate(scenario.context) == expected, "\(condition)")
      #expect(!condition.dependsOnKeyboard)
    }
  }

  // every comparison, true and false, against the width 390 of iphone-14 portrait
  @Test(
    arguments: [
      (Comparison.lessThan(391), true), (.lessThan(390), false),
      (.lessThanOrEqual(390), true), (.lessThanOrEqual(389), false),
      (.equal(390), true), (.equal(391), false),
      (.greaterThanOrEqual(390), true), (.greaterThanOrEqual(391), false),
      (.greaterThan(389), true), (.greaterThan(390), false),
      (.between(390, 400), true), (.between(380, 390), true), (.between(300, 500), true),
      (.between(391, 400), false), (.between(300, 389), false),
    ])
  func comparisons(_ comparison: Comparison, expected: Bool) {
    let env = Environment(device: .iphone14)
    #expect(Condition.compare(.width, comparison).evaluate(env) == expected)
    #expect(comparison.holds(for: 390) == expected)
  }

  @Test func isNilOrZero() {
    let none = LayoutContext(environment: Environment(device: .iphone14))
    let keyboard = LayoutContext(environment: Environment(device: .iphone14, keyboardHeight: 300))
    let zeroKeyboard = LayoutContext(
      environment: Environment(device: .iphone14, keyboardHeight: 0))
    let cases: [(LayoutValue, LayoutContext, Bool)] = [
      (kb(.height), none, true),  // nothing
      (kb(.height), keyboard, false),  // 300
      (kb(.height), zeroKeyboard, true),  // 0
      (kb(.minY), keyboard, false),  // 544
      (LayoutValue(.keyboardOverlap(.vertical)), none, true),  // 0
      (LayoutValue(.keyboardOverlap(.vertical)), keyboard, false),  // 300
      (.constant(0), none, true),
      (.constant(5), none, false),
      (.safeArea(.left), none, true),  // 0 in portrait
      (.safeArea(.top), none, false),  // 47
      (.percent(50, of: .current), none, true),  // nothing: no current size
      (sum(kb(.height)), none, true),  // a sum of nothing is 0
      (with(kb(.height), .add, .constant(5)), none, false),  // 0 + 5
      (with(.constant(5), .subtract, .constant(5)), keyboard, true),  // 5 - 5
    ]
    for (value, context, expected) in cases {
      let condition = Condition.isNilOrZero(value)
      #expect(condition.evaluate(context) == expected, "\(value)")
      let chosen = LayoutValue(.conditional(condition, then: .constant(1), else: .constant(2)))
      expectClose(chosen.resolve(context, axis: .horizontal), expected ? 1 : 2)
    }
    var sized = none
    sized.current = Size(width: 10, height: 20)
    #expect(!Condition.isNilOrZero(.percent(50, of: .current)).evaluate(sized))  // 10 (vertical)
  }

  @Test(arguments: ValueScenario.allCases)
  func combinators(_ scenario: ValueScenario) {
    let context = scenario.context
    let environment = scenario.environment
    let phone = environment.idiom == .phone
    let portrait = environment.orientation == .portrait
    let keyboard = scenario.keyboard != nil
    #expect(Condition.all([]).evaluate(context))
    #expect(!Condition.any([]).evaluate(context))
    #expect(Condition.all([.all([]), .not(.any([]))]).evaluate(context))
    #expect(!Condition.all([.all([]), .any([])]).evaluate(context))
    #expect(Condition.any([.any([]), .all([])]).evaluate(context))
    let phoneAndPortrait = Condition.all([.idiom(.phone), .orientation(.portrait)])
    #expect(phoneAndPortrait.evaluate(context) == (phone && portrait))
    let keyboardOrLandscape = Condition.any([.keyboardPresent, .orientation(.landscape)])
    #expect(keyboardOrLandscape.evaluate(context) == (keyboard || !portrait))
    #expect(Condition.not(.idiom(.pad)).evaluate(context) == phone)
    // !(phone && (landscape || kb))
    let nested = Condition.not(
      .all([.idiom(.phone), .any([.orientation(.landscape), .keyboardPresent])]))
    #expect(nested.evaluate(context) == !(phone && (!portrait || keyboard)))
    #expect(Condition.not(.not(.keyboardPresent)).evaluate(context) == keyboard)
  }

  @Test func combinatorTruthTable() {
    // written out for three scenarios
    let phonePortrait = ValueScenario.phonePortrait.context
    let phonePortraitKeyboard = ValueScenario.phonePortraitKeyboard.context
    let padLandscape = ValueScenario.padLandscape.context
    let nested = Condition.not(
      .all([.idiom(.phone), .any([.orientation(.landscape), .keyboardPresent])]))
    #expect(nested.evaluate(phonePortrait))  // !(T && (F || F))
    #expect(!nested.evaluate(phonePortraitKeyboard))  // !(T && (F || T))
    #expect(nested.evaluate(padLandscape))  // !(F && ...)
    let anyOfAll = Condition.any([
      .all([.idiom(.pad), .orientation(.landscape)]), .all([.idiom(.phone), .keyboardPresent]),
    ])
    #expect(!anyOfAll.evaluate(phonePortrait))
    #expect(anyOfAll.evaluate(phonePortraitKeyboard))
    #expect(anyOfAll.evaluate(padLandscape))
  }

  @Test func dependsOnKeyboard() {
    #expect(Condition.keyboardPresent.dependsOnKeyboard)
    #expect(Condition.isNilOrZero(kb(.height)).dependsOnKeyboard)
    #expect(!Condition.isNilOrZero(.safeArea(.top)).dependsOnKeyboard)
    #expect(Condition.all([.idiom(.phone), .not(.keyboardPresent)]).dependsOnKeyboard)
    #expect(Condition.any([.idiom(.phone), .keyboardPresent]).dependsOnKeyboard)
    #expect(!Condition.any([.idiom(.phone), .orientation(.portrait)]).dependsOnKeyboard)
    #expect(!Condition.horizontalSizeClass(.compact).dependsOnKeyboard)
    #expect(!LayoutValue.stretch.dependsOnKeyboard)
    #expect(sum(.stretch, LayoutValue(.keyboardOverlap(.vertical))).dependsOnKeyboard)
    #expect(with(.stretch, .subtract, kb(.height)).dependsOnKeyboard)
    #expect(LayoutValue(.stretch, max: kb(.minY)).dependsOnKeyboard)
    #expect(
      LayoutValue(.conditional(.keyboardPresent, then: .zero, else: .stretch)).dependsOnKeyboard)
    #expect(
      LayoutValue(.conditional(.idiom(.pad), then: .zero, else: kb(.height))).dependsOnKeyboard)
    #expect(
      !LayoutValue(.conditional(.idiom(.pad), then: .zero, else: .stretch)).dependsOnKeyboard)
  }
}
