import Testing

@testable import ModalCore

/// A bottom sheet on iphone-14 (390 x 844) with two base points:
/// 0 undershoot (0, 844, 390, 253.2) p 0; 1 (0, 590.8, 390, 253.2) p 0.3;
/// 2 (15, 337.6, 360, 506.4) p 0.6; 3 overshoot fitScreen (0, 0, 390, 844) p 1.
func twoPointSheet(clamping: ClampingConfig? = nil) -> ModalConfig {
  var first = Keyframe()
  first[.cornerRadius] = 10
  first[.backgroundOpacity] = 0.2
  var second = Keyframe()
  second[.cornerRadius] = 20
  second[.backgroundOpacity] = 0.4
  var under = Keyframe()
  under[.cornerRadius] = 0
  var over = Keyframe()
  over[.backgroundOpacity] = 0.6
  return ModalConfig(
    snapDirection: .bottomToTop,
    snapPoints: [
      SnapPoint(
        key: "peek", layout: Layout(width: .stretch, height: .percent(30)), keyframe: first),
      SnapPoint(
        key: "tall",
        layout: Layout(
          width: .stretch, height: .percent(60), marginLeft: .constant(15),
          marginRight: .constant(15)), keyframe: second),
    ],
    undershoot: EdgeSnapPoint(preset: .automatic, keyframe: under),
    overshoot: EdgeSnapPoint(preset: .fitScreen, keyframe: over),
    interpolationClamping: clamping)
}

@Suite("Interpolation")
struct InterpolationTests {
  let interpolator = Interpolator(config: twoPointSheet(), environment: Environment())

  @Test("the points of the two-point sheet")
  func points() {
    let points = interpolator.points
    #expect(points.map(\.kind) == [.undershoot, .standard, .standard, .overshoot])
    #expect(points.map(\.index) == [0, 1, 2, 3])
    #expect(points.map(\.key) == [nil, "peek", "tall", nil])
    expectRect(points[0].rect, 0, 844, 390, 253.2)
    expectRect(points[1].rect, 0, 590.8, 390, 253.2)
    expectRect(points[2].rect, 15, 337.6, 360, 506.4)
    expectRect(points[3].rect, 0, 0, 390, 844)
    expectClose(points[0].percent, 0)
    expectClose(points[1].percent, 0.3)
    expectClose(points[2].percent, 0.6)
    expectClose(points[3].percent, 1)
  }

  @Test("at a point, every value is exactly the point's")
  func atPoints() {
    for point in interpolator.points {
      #expect(interpolator.values(atPercent: point.percent) == point.values)
    }
  }

  @Test("between points: linear in the percent")
  func between() {
    // 0.45 is halfway between 0.3 and 0.6.
    let mid = interpolator.values(atPercent: 0.45)
    expectRect(mid.rect, 7.5, 464.2, 375, 379.8)
    expectClose(mid[.cornerRadius], 15)
    expectClose(mid[.backgroundOpacity], 0.3)
    // 0.15 is halfway between the undershoot (radius 0, dim 0, content 0.5) and point 1.
    let low = interpolator.values(atPercent: 0.15)
    expectRect(low.rect, 0, 717.4, 390, 253.2)
    expectClose(low[.cornerRadius], 5)
    expectClose(low[.backgroundOpacity], 0.1)
    expectClose(low[.contentOpacity], 0.75)
  }

  @Test("above the last point: the last segment's slope, clamped properties hold")
  func aboveLast() {
    // t = (1.1 - 0.6) / 0.4 = 1.25 on the segment 2 -> 3.
    let v = interpolator.values(atPercent: 1.1)
    expectClose(v[.frameY], -84.4)  // 337.6 * -0.25
    expectClose(v[.frameHeight], 928.4)  // 506.4 * -0.25 + 844 * 1.25
    expectClose(v[.frameX], 0)  // x is clamped for vertical directions (else -3.75)
    expectClose(v[.frameWidth], 390)  // clamped (else 397.5)
    expectClose(v[.cornerRadius], 20)  // clamped
    expectClose(v[.backgroundOpacity], 0.65)  // 0.4 * -0.25 + 0.6 * 1.25, not clamped
  }

  @Test("below the first point: the first segment's slope, clamped properties hold")
  func belowFirst() {
    // t = -0.1 / 0.3 = -1/3 on the segment 0 -> 1.
    let v = interpolator.values(atPercent: -0.1)
    expectClose(v[.frameY], 928.4)  // 844 * 4/3 - 590.8 / 3
    expectClose(v[.frameHeight], 253.2)
    expectClose(v[.cornerRadius], 0)  // clamped at the undershoot's 0 (else -3.33)
    expectClose(v[.contentOpacity], 1.0 / 3)  // 0.5 * 4/3 - 1/3
    expectClose(v[.backgroundOpacity], -0.2 / 3)  // not clamped by default
  }

  @Test("a clamping config overrides the defaults at each end")
  func customClamping() {
    let clamping = ClampingConfig(start: [.opacity, .background], end: [])
    let custom = Interpolator(config: twoPointSheet(clamping: clamping), environment: Environment())
    let below = custom.values(atPercent: -0.1)
    expectClose(below[.contentOpacity], 0.5)
    expectClose(below[.backgroundOpacity], 0)
    expectClose(below[.cornerRadius], -10.0 / 3)  // radius no longer clamped: 0 - 10/3
    let above = custom.values(atPercent: 1.1)
    expectClose(above[.frameX], -3.75)  // 15 * -0.25
    expectClose(above[.frameWidth], 397.5)  // 360 * -0.25 + 390 * 1.25
    expectClose(above[.cornerRadius], 20)  // both ends are 20: slope 0
  }

  @Test("the nearest snappable point")
  func nearest() {
    #expect(interpolator.nearestIndex(toPercent: -5) == 0)
    #expect(interpolator.nearestIndex(toPercent: 0.14) == 0)
    #expect(interpolator.nearestIndex(toPercent: 0.16) == 1)
    #expect(interpolator.nearestIndex(toPercent: 0.46) == 2)
    #expect(interpolator.nearestIndex(toPercent: 0.81) == 3)
    #expect(interpolator.nearestIndex(toPercent: 0.81, where: { $0.kind != .overshoot }) == 2)
    #expect(interpolator.nearestIndex(toPercent: 0.5, where: { _ in false }) == nil)
  }

  @Test("a value that is not finite keeps the previous one")
  func nonFinite() {
    var low = Keyframe()
    low[.backgroundOpacity] = -1e308
    var high = Keyframe()
    high[.backgroundOpacity] = 1e308
    let config = ModalConfig(
      snapPoints: [
        SnapPoint(layout: Layout(height: .percent(30)), keyframe: low),
        SnapPoint(layout: Layout(height: .percent(60)), keyframe: high),
      ])
    let interpolator = Interpolator(config: config, environment: Environment())
    var previous = ModalValues()
    previous[.backgroundOpacity] = 0.42
    // Far beyond the last point the dim overflows to infinity.
    let v = interpolator.values(atPercent: 1e6, previous: previous)
    #expect(v.isFinite)
    #expect(v[.backgroundOpacity] == 0.42)
    // Without a previous value, the nearer end point's.
    #expect(interpolator.values(atPercent: 1e6)[.backgroundOpacity] == 1e308)
    // A layout that divides by zero resolves to 0 instead of infinity.
    let broken = ModalConfig(
      snapPoints: [
        SnapPoint(
          layout: Layout(
            width: LayoutValue(.stretch, offset: .init(.divide, .zero)), height: .percent(30)))
      ])
    let points = Interpolator(config: broken, environment: Environment()).points
    #expect(points.allSatisfy { $0.values.isFinite })
    #expect(points[1].rect.width == 0)
    #expect(
      Interpolator(config: broken, environment: Environment()).values(atPercent: .nan).isFinite)
  }
}

@Suite("Directions")
struct DirectionTests {
  let environment = Environment()

  func single(_ direction: SnapDirection, _ layout: Layout) -> Interpolator {
    Interpolator(
      config: ModalConfig(snapDirection: direction, snapPoints: [SnapPoint(layout: layout)]),
      environment: environment)
  }

  @Test("top sheet: percent is maxY / H")
  func topToBottom() {
    let interpolator = single(
      .topToBottom,
      Layout(verticalAlignment: .top, width: .stretch, height: .percent(40)))
    expectRect(interpolator.points[0].rect, 0, -337.6, 390, 337.6)
    expectRect(interpolator.points[1].rect, 0, 0, 390, 337.6)
    expectClose(interpolator.points[1].percent, 0.4)
    expectClose(interpolator.values(atPercent: 0.2)[.frameY], -168.8)
    expectClose(interpolator.values(atPercent: 0.5)[.frameY], 84.4)  // t = 1.25
    expectClose(interpolator.values(atPercent: -0.1)[.frameY], -422)  // t = -0.25
    expectClose(interpolator.percent(forLeadingEdge: 422), 0.5)
    expectClose(interpolator.leadingEdge(forPercent: 0.5), 422)
  }

  @Test("left drawer: percent is maxX / W")
  func leftToRight() {
    let interpolator = single(
      .leftToRight,
      Layout(
        horizontalAlignment: .left, verticalAlignment: .center, width: .percent(50),
        height: .percent(50)))
    expectRect(interpolator.points[0].rect, -195, 211, 195, 422)
    expectRect(interpolator.points[1].rect, 0, 211, 195, 422)
    expectClose(interpolator.points[1].percent, 0.5)
    expectClose(interpolator.values(atPercent: 0.25)[.frameX], -97.5)
    expectClose(interpolator.values(atPercent: 0.75)[.frameX], 97.5)
    expectClose(interpolator.values(atPercent: -0.25)[.frameX], -292.5)
    expectClose(interpolator.percent(forLeadingEdge: 97.5), 0.25)
    expectClose(interpolator.leadingEdge(forPercent: 0.25), 97.5)
  }

  @Test("right drawer: percent is 1 - minX / W")
  func rightToLeft() {
    let interpolator = single(
      .rightToLeft,
      Layout(
        horizontalAlignment: .right, verticalAlignment: .center, width: .percent(50),
        height: .percent(50)))
    expectRect(interpolator.points[0].rect, 390, 211, 195, 422)
    expectRect(interpolator.points[1].rect, 195, 211, 195, 422)
    expectClose(interpolator.points[1].percent, 0.5)
    expectClose(interpolator.values(atPercent: 0.25)[.frameX], 292.5)
    expectClose(interpolator.values(atPercent: 0.75)[.frameX], 97.5)
    expectClose(interpolator.values(atPercent: -0.25)[.frameX], 487.5)
    expectClose(interpolator.percent(forLeadingEdge: 97.5), 0.75)
    expectClose(interpolator.leadingEdge(forPercent: 0.75), 97.5)
  }

  @Test("bottom sheet: percent is 1 - minY / H")
  func bottomToTop() {
    let interpolator = single(.bottomToTop, Layout(width: .stretch, height: .percent(30)))
    expectClose(interpolator.percent(forLeadingEdge: 590.8), 0.3)
    expectClose(interpolator.leadingEdge(forPercent: 0.3), 590.8)
    expectClose(interpolator.percent(forLeadingEdge: 900), -56.0 / 844)
  }

  @Test("index strategy: percent is (index + 1) / count, edges map piecewise")
  func indexStrategy() {
    var config = twoPointSheet()
    config.snapPercentStrategy = .index
    let interpolator = Interpolator(config: config, environment: environment)
    #expect(interpolator.points.map(\.percent) == [0.25, 0.5, 0.75, 1])
    // Edge 464.2 is halfway between point 1 (590.8) and point 2 (337.6).
    expectClose(interpolator.percent(forLeadingEdge: 464.2), 0.625)
    expectClose(interpolator.leadingEdge(forPercent: 0.625), 464.2)
    // Beyond the overshoot (edge 0), along the last segment: 337.6 pt per 0.25.
    expectClose(interpolator.percent(forLeadingEdge: -337.6), 1.25)
  }
}

@Suite("Keyframe resolution")
struct KeyframeResolutionTests {
  let environment = Environment()

  @Test("base points inherit from the previous one; allowSnapping is not inherited")
  func inheritance() {
    var first = Keyframe()
    first[.cornerRadius] = 12
    first[.shadowOpacity] = 0.3
    first.allowSnapping = false
    first.maskedCorners = .top
    var second = Keyframe()
    second[.backgroundOpacity] = 0.5
    var third = Keyframe()
    third[.cornerRadius] = 4
    third[.scaleX] = 0.9
    let config = ModalConfig(
      snapPoints: [
        SnapPoint(layout: Layout(height: .percent(20)), keyframe: first),
        SnapPoint(layout: Layout(height: .percent(40)), keyframe: second),
        SnapPoint(layout: Layout(height: .percent(60)), keyframe: third),
      ])
    let points = Interpolator(config: config, environment: environment).points
    #expect(points[1].values[.cornerRadius] == 12)
    #expect(points[1].traits.allowSnapping == false)
    #expect(points[2].values[.cornerRadius] == 12)
    #expect(points[2].values[.shadowOpacity] == 0.3)
    #expect(points[2].values[.backgroundOpacity] == 0.5)
    #expect(points[2].traits.maskedCorners == .top)
    #expect(points[2].traits.allowSnapping == nil)
    #expect(points[3].values[.cornerRadius] == 4)
    #expect(points[3].values[.backgroundOpacity] == 0.5)
    #expect(points[3].values[.scaleX] == 0.9)
    #expect(points[3].values[.scaleY] == 1)  // transform fields inherit one by one
  }

  @Test("defaults of the first base point")
  func defaults() {
    let config = ModalConfig(snapPoints: [SnapPoint(layout: Layout(height: .percent(30)))])
    let point = Interpolator(config: config, environment: environment).points[1]
    let v = point.values
    #expect(v[.cornerRadius] == 0)
    #expect(v[.opacity] == 1)
    #expect(v[.contentOpacity] == 1)
    #expect(v[.modalBackgroundOpacity] == 1)
    #expect(v[.borderWidth] == 0)
    #expect(v[.shadowOpacity] == 0)
    #expect(v[.shadowRadius] == 0)
    #expect(v[.shadowOffsetX] == 0 && v[.shadowOffsetY] == 0)
    #expect(v.hasIdentityTransform)
    #expect(v[.handleWidth] == 40 && v[.handleHeight] == 6)
    #expect(v[.handleOffset] == 8)
    #expect(v[.handleOpacity] == 0.8)
    #expect(v[.handleCornerRadius] == 3)
    #expect(ColorChannels.background.color(in: v) == .black)
    #expect(v[.backgroundOpacity] == 0)
    #expect(v[.modalBlurIntensity] == 1 && v[.backgroundBlurIntensity] == 1)
    #expect(v[.secondaryAxisDamping] == 1)
    #expect(point.traits.maskedCorners == .all)
    #expect(point.traits.backgroundTapInteraction == .automatic)
    #expect(v.effectiveTapInteraction(point.traits) == .passthrough)
    // A horizontal direction gets a 6 x 40 handle.
    let drawer = ModalConfig(
      snapDirection: .leftToRight,
      snapPoints: [SnapPoint(layout: Layout(horizontalAlignment: .left, width: .percent(50)))])
    let drawerPoint = Interpolator(config: drawer, environment: environment).points[1]
    #expect(drawerPoint.values[.handleWidth] == 6 && drawerPoint.values[.handleHeight] == 40)
  }

  func undershoot(_ edge: EdgeSnapPoint) -> InterpolationPoint {
    var first = Keyframe()
    first[.contentOpacity] = 0.9
    first[.backgroundOpacity] = 0.3
    first[.backgroundBlurIntensity] = 0.6
    first[.modalBlurIntensity] = 0.7
    first[.cornerRadius] = 9
    first[.scaleX] = 1.2
    first.backgroundTapInteraction = .dismiss
    let config = ModalConfig(
      snapPoints: [SnapPoint(layout: Layout(height: .percent(30)), keyframe: first)],
      undershoot: edge)
    return Interpolator(config: config, environment: environment).points[0]
  }

  @Test("an automatic undershoot takes the undershoot defaults over the first point's values")
  func automaticUndershoot() {
    let v = undershoot(.automatic).values
    #expect(v[.contentOpacity] == 0.5)
    #expect(v[.backgroundOpacity] == 0)
    #expect(v[.backgroundBlurIntensity] == 0)
    #expect(v[.modalBlurIntensity] == 0)
    #expect(v[.scaleX] == 1)
    #expect(v[.cornerRadius] == 9)  // inherited
    #expect(undershoot(.automatic).traits.backgroundTapInteraction == .automatic)
    expectRect(undershoot(.automatic).rect, 0, 844, 390, 253.2)
  }

  @Test("an undershoot with a keyframe: defaults, then its own fields")
  func keyframedUndershoot() {
    var own = Keyframe()
    own[.contentOpacity] = 0.2
    let point = undershoot(EdgeSnapPoint(preset: .offscreenBottom, keyframe: own))
    #expect(point.values[.contentOpacity] == 0.2)
    #expect(point.values[.backgroundOpacity] == 0)
    #expect(point.values[.scaleX] == 1)
    #expect(point.values[.cornerRadius] == 9)
  }

  @Test("an undershoot with a preset and no keyframe inherits everything from snap 1")
  func presetOnlyUndershoot() {
    let point = undershoot(EdgeSnapPoint(preset: .offscreenBottom))
    #expect(point.values[.contentOpacity] == 0.9)
    #expect(point.values[.backgroundOpacity] == 0.3)
    #expect(point.values[.backgroundBlurIntensity] == 0.6)
    #expect(point.values[.modalBlurIntensity] == 0.7)
    #expect(point.values[.scaleX] == 1.2)
    #expect(point.traits.backgroundTapInteraction == .dismiss)
  }

  @Test("the overshoot inherits the last base point, then its own fields")
  func overshoot() {
    var last = Keyframe()
    last[.cornerRadius] = 14
    last[.backgroundOpacity] = 0.25
    var own = Keyframe()
    own[.opacity] = 0.8
    let config = ModalConfig(
      snapPoints: [
        SnapPoint(layout: Layout(height: .percent(30))),
        SnapPoint(layout: Layout(height: .percent(60)), keyframe: last),
      ],
      overshoot: EdgeSnapPoint(preset: .automatic, keyframe: own))
    let point = Interpolator(config: config, environment: environment).points[3]
    #expect(point.kind == .overshoot)
    #expect(point.values[.cornerRadius] == 14)
    #expect(point.values[.backgroundOpacity] == 0.25)
    #expect(point.values[.opacity] == 0.8)
    // automatic overshoot of a bottom sheet: edgeTop of the last layout.
    expectRect(point.rect, 0, 0, 390, 506.4)
    expectClose(point.percent, 1)
  }

  @Test("an in-between point: percent by index, unset fields interpolated")
  func inBetween() {
    var low = Keyframe()
    low[.cornerRadius] = 10
    low[.backgroundOpacity] = 0.1
    var middle = Keyframe()
    middle[.backgroundOpacity] = 0.9
    var high = Keyframe()
    high[.cornerRadius] = 40
    high[.backgroundOpacity] = 0.4
    let config = ModalConfig(
      snapPoints: [
        SnapPoint(layout: Layout(height: .percent(20)), keyframe: low),
        SnapPoint(mode: .inBetween, layout: nil, keyframe: middle),
        SnapPoint(mode: .inBetween, layout: nil),
        SnapPoint(layout: Layout(height: .percent(80)), keyframe: high),
      ])
    let interpolator = Interpolator(config: config, environment: environment)
    let points = interpolator.points
    #expect(points.map(\.kind) == [.undershoot, .standard, .inBetween, .inBetween, .standard])
    // Percents 0.2 and 0.8 with two points between them: 0.4 and 0.6.
    expectClose(points[2].percent, 0.4)
    expectClose(points[3].percent, 0.6)
    // Unset: interpolated by index (t = 1/3, 2/3); set: its own.
    expectClose(points[2].values[.cornerRadius], 20)
    expectClose(points[3].values[.cornerRadius], 30)
    expectClose(points[2].values[.backgroundOpacity], 0.9)
    expectClose(points[3].values[.backgroundOpacity], 0.3)  // 0.1 * 1/3 + 0.4 * 2/3
    expectRect(points[2].rect, 0, 506.4, 390, 337.6)  // height 168.8 -> 675.2 at t = 1/3
    #expect(points[2].isSnappable == false)
    #expect(interpolator.nearestIndex(toPercent: 0.41) == 1)
    // The drag passes through the in-between keyframe: at 0.3 (halfway from 0.2 to 0.4),
    // the dim is halfway between 0.1 and 0.9.
    expectClose(interpolator.values(atPercent: 0.3)[.backgroundOpacity], 0.5)
  }
}

@Suite("Interpolation regressions")
struct InterpolationRegressionTests {
  @Test("two points at the same percent: at it, the later point's values (Square's card)")
  func duplicatePercentAtTheEnd() throws {
    // The undershoot is the card's own frame, faded and scaled down (Square's enter values).
    let card = Layout(
      horizontalAlignment: .center, verticalAlignment: .center, width: .constant(370),
      height: .constant(240))
    var faded = Keyframe()
    faded[.opacity] = 0
    faded[.scaleX] = 0.8
    faded[.scaleY] = 0.8
    let config = ModalConfig(
      snapPoints: [SnapPoint(layout: card)],
      undershoot: EdgeSnapPoint(preset: .layout(card), keyframe: faded))
    let interpolator = Interpolator(config: config, environment: Environment())
    let point = interpolator.points[1]
    #expect(interpolator.points[0].percent == point.percent)
    // Before the fix this gave the undershoot's values: opacity 0, scale 0.8.
    #expect(interpolator.values(atPercent: point.percent) == point.values)
  }
}

@Suite("Hand-computed preset points")
struct HandComputedPresetTests {
  func points(_ preset: String, _ environment: Environment) throws -> [InterpolationPoint] {
    let document = try #require(try BuiltinPresets.document(named: preset))
    return Interpolator(config: document.config.config(for: environment), environment: environment)
      .points
  }

  @Test("demo09 on iphone-14 with a 336 pt keyboard")
  func demo09Keyboard() throws {
    let p = try points("demo09", Environment(keyboardHeight: 336))
    // Snap 1: h 30% = 253.2; bottom margin 34 + 336 + 15 = 385: y = 844 - 253.2 - 385 = 205.8;
    // left / right margins 0 + 15 shrink the stretched width to 360, x pushed to 15.
    expectRect(p[1].rect, 15, 205.8, 360, 253.2)
    expectClose(p[1].percent, 1 - 205.8 / 844)
    // Undershoot: offscreenBottom replaces the bottom margin with -253.2: y = 844.
    expectRect(p[0].rect, 15, 844, 360, 253.2)
    expectClose(p[0].percent, 0)
    // Overshoot: fitScreenVertically keeps the 385 bottom margin: h = 844 - 385 = 459, y 0.
    expectRect(p[2].rect, 15, 0, 360, 459)
    expectClose(p[2].percent, 1)
  }

  @Test("demo04 on iphone-14: a top sheet")
  func demo04() throws {
    let p = try points("demo04", Environment())
    // 1: h 20% = 168.8, margins 10 / 10 and top 47 + 10; percent = maxY / H = 225.8 / 844.
    expectRect(p[1].rect, 10, 57, 370, 168.8)
    expectClose(p[1].percent, 225.8 / 844)
    expectRect(p[0].rect, 10, -168.8, 370, 168.8)
    // 2: centred, h 50% = 422, margins 15 / 15: (15, 211, 360, 422), percent 633 / 844 = 0.75.
    expectRect(p[2].rect, 15, 211, 360, 422)
    expectClose(p[2].percent, 0.75)
    // Overshoot offscreenBottom: pushed down by its own height: y 844, maxY 1266, percent 1.5.
    expectRect(p[3].rect, 15, 844, 360, 422)
    expectClose(p[3].percent, 1.5)
  }

  @Test("demo03 on iphone-14: a left drawer")
  func demo03() throws {
    let p = try points("demo03", Environment())
    // 1: w 50% = 195, h 65% = 548.6, margin left 15: x 15, y (844 - 548.6) / 2 = 147.7.
    expectRect(p[1].rect, 15, 147.7, 195, 548.6)
    expectClose(p[1].percent, 210.0 / 390)
    expectRect(p[0].rect, -195, 147.7, 195, 548.6)
    // 2: w stretch - 40 = 350, h 85% = 717.4: x 20, y 63.3; percent 370 / 390.
    expectRect(p[2].rect, 20, 63.3, 350, 717.4)
    expectClose(p[2].percent, 370.0 / 390)
    // Overshoot offscreenRight: right margin -390 (its own width, not shrunk): x 390.
    expectRect(p[3].rect, 390, 63.3, 390, 717.4)
    expectClose(p[3].percent, 2)
  }

  @Test("demo01 on iphone-14: every point")
  func demo01() throws {
    let p = try points("demo01", Environment())
    let expected: [(Double, Double, Double, Double, Double)] = [
      (0, 844, 390, 253.2, 0), (0, 590.8, 390, 253.2, 0.3),
      (15, 388, 360, 422, 1 - 388.0 / 844), (29.25, 105.5, 331.5, 633, 0.875),
      (0, 47, 390, 797, 1 - 47.0 / 844), (0, 0, 390, 844, 1),
    ]
    #expect(p.count == expected.count)
    for (point, (x, y, w, h, percent)) in zip(p, expected) {
      expectRect(point.rect, x, y, w, h)
      expectClose(point.percent, percent)
    }
  }
}

@Suite("Pages")
struct PageTests {
  @Test("the page of the current point, and of the nearest point during a drag")
  func pages() throws {
    let config = ModalConfig(
      snapPoints: [
        SnapPoint(page: "Summary", layout: Layout(height: .percent(30))),
        SnapPoint(page: "Details", layout: Layout(height: .percent(70))),
      ])
    var m = try Manager(config: config)
    _ = try m.apply(.present(nil, animated: false))
    #expect(m.page == "Summary")
    _ = try m.apply(.dragMove(amount: 200, secondary: 0))  // 0.3 -> 0.537: nearer 0.7
    #expect(m.page == "Details")
    _ = try m.apply(.dragEnd(velocity: 0))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 2 && m.page == "Details")
  }
}
