import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// `export swift adaptive-modal` (issue 14): each row of peers-research.md's 4.2 tables as the
/// exact Swift it becomes, the notes of two presets, and the target's place in the registry (the
/// shared golden tests then compare and type-check every preset's file).
@Suite("export swift adaptive-modal")
struct AdaptiveModalExportTests {
  /// The Swift of a layout value written in the text syntax, as a layout's width / height.
  func swift(value text: String) throws -> (code: String, notes: [String]) {
    var values = AdaptiveModalValues(config: try presetDocument("basic").config.defaultConfig)
    let code = SwiftPrinter.flatText(values.layoutValue(try LayoutValueSyntax.parseValue(text)))
    return (code, values.notes)
  }

  /// The Swift of a condition written in the text syntax, as an `EvaluableCondition`.
  func swift(condition text: String) throws -> String {
    var values = AdaptiveModalValues(config: try presetDocument("basic").config.defaultConfig)
    return SwiftPrinter.flatText(values.evaluable(try LayoutValueSyntax.parseCondition(text)))
  }

  @Test(
    "layout values map to ComputableLayoutValue",
    arguments: [
      ("stretch", ".stretch"),
      ("120", ".constant(120)"),
      ("50%", ".percent(percentValue: 0.5)"),
      ("50% of width", ".percent(relativeTo: .targetWidth, percentValue: 0.5)"),
      ("50% of height", ".percent(relativeTo: .targetHeight, percentValue: 0.5)"),
      ("50% of screen", ".percent(relativeTo: .screenSize, percentValue: 0.5)"),
      ("50% of screen.height", ".percent(relativeTo: .screenHeight, percentValue: 0.5)"),
      ("50% of window", ".percent(relativeTo: .windowSize, percentValue: 0.5)"),
      ("50% of current.height", ".percent(relativeTo: .currentHeight, percentValue: 0.5)"),
      ("safe.bottom", ".safeAreaInsets(insetKey: \\.bottom)"),
      ("kb.minY", ".keyboardScreenRect(rectKey: \\.minY)"),
      ("kb.height", ".keyboardScreenRect(rectKey: \\.height)"),
      ("kb.overlapH", ".keyboardRelativeSize(sizeKey: \\.height)"),
      (
        "30% + safe.bottom",
        ".multipleValues([.percent(percentValue: 0.3), .safeAreaInsets(insetKey: \\.bottom)])"
      ),
      ("85% max 375", ".percent(percentValue: 0.85, maxValue: .constant(375))"),
      ("safe.bottom min 15", ".safeAreaInsets(insetKey: \\.bottom, minValue: .constant(15))"),
      ("120 min 50", "ComputableLayoutValue(mode: .constant(120), minValue: .constant(50))"),
      ("stretch - 40", ".stretch(offsetValue: .constant(40), offsetOperation: .subtract)"),
      (
        "kb ? kb.overlapH : safe.bottom",
        ".conditionalLayoutValue(condition: .keyboardPresent, trueValue: .keyboardRelativeSize(sizeKey: \\.height), falseValue: .safeAreaInsets(insetKey: \\.bottom))"
      ),
      (
        "isNilOrZero(kb.height) ? 10 : 20",
        ".conditionalLayoutValue(condition: .isNilOrZero(.keyboardScreenRect(rectKey: \\.height)), trueValue: .constant(10), falseValue: .constant(20))"
      ),
      (
        "v.compact ? 100 : inactive",
        ".conditionalValue(condition: .verticalSizeClass(is: .compact), trueValue: .constant(100))"
      ),
      (
        "100% - ((safe.top min 20) + 8)",
        ".percent(percentValue: 1, offsetValue: .multipleValues([.conditionalValue(condition: .safeAreaInsets(valueForKey: \\.top, condition: .isLessThan(toValue: 20)), trueValue: .constant(20), falseValue: .safeAreaInsets(insetKey: \\.top)), .constant(8)]), offsetOperation: .subtract)"
      ),
    ])
  func layoutValue(text: String, expected: String) throws {
    let (code, notes) = try swift(value: text)
    #expect(code == expected)
    #expect(notes == [])
  }

  @Test(
    "conditions map to EvaluableCondition",
    arguments: [
      ("v.compact", ".verticalSizeClass(is: .compact)"),
      ("h.regular", ".horizontalSizeClass(is: .regular)"),
      ("pad", ".deviceIdiom(is: .pad)"),
      ("phone", ".deviceIdiom(is: .phone)"),
      (
        "landscape",
        ".ifAnyAreTrue([.interfaceOrientation(is: .landscapeLeft), .interfaceOrientation(is: .landscapeRight)])"
      ),
      (
        "width < 500",
        ".size(of: .targetView, valueForKey: \\.width, condition: .isLessThan(toValue: 500))"
      ),
      ("safe.top == 0", ".safeAreaInsets(valueForKey: \\.top, condition: .isEqual(toValue: 0))"),
      (
        "width between 600 and 900",
        ".size(of: .targetView, valueForKey: \\.width, condition: .isBetweenRange(start: 600, end: 900))"
      ),
      ("!pad", ".negate(.deviceIdiom(is: .pad))"),
      (
        "pad && landscape",
        ".ifAllAreTrue([.deviceIdiom(is: .pad), .ifAnyAreTrue([.interfaceOrientation(is: .landscapeLeft), .interfaceOrientation(is: .landscapeRight)])])"
      ),
      ("pad || phone", ".ifAnyAreTrue([.deviceIdiom(is: .pad), .deviceIdiom(is: .phone)])"),
      ("true", ".customFlag(true)"),
      ("false", ".customFlag(false)"),
    ])
  func condition(text: String, expected: String) throws {
    #expect(try swift(condition: text) == expected)
  }

  @Test("kb in a condition has no EvaluableCondition: .customFlag(false) and a note")
  func keyboardCondition() throws {
    var values = AdaptiveModalValues(config: try presetDocument("basic").config.defaultConfig)
    let code = values.evaluable(try LayoutValueSyntax.parseCondition("kb"))
    #expect(SwiftPrinter.flatText(code) == ".customFlag(false)")
    #expect(
      values.notes == [
        "the condition kb looks at the keyboard or a layout value, which EvaluableCondition cannot; written as .customFlag(false)"
      ])
  }

  @Test("an Apple detent is a note and the nearest ComputableLayout value")
  func detent() throws {
    let (code, notes) = try swift(value: "detent.height(200)")
    #expect(code == ".multipleValues([.constant(200), .safeAreaInsets(insetKey: \\.bottom)])")
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("detent.height(200) is Apple's detent") == true)
  }

  @Test("the large detent as a layout's height: the container less the top inset and 10")
  func largeDetent() throws {
    let (code, notes) = try swift(value: "detent.large")
    #expect(
      code
        == ".percent(percentValue: 1, offsetValue: .multipleValues([.safeAreaInsets(insetKey: \\.top), .constant(10)]), offsetOperation: .subtract)"
    )
    #expect(notes.count == 1)
  }

  @Test("animations map to DGSwiftUtilities' AnimationConfig")
  func animations() throws {
    var values = AdaptiveModalValues(config: try presetDocument("basic").config.defaultConfig)
    let cases: [(AnimationConfig, String)] = [
      (
        .springGesture(duration: 0.4, dampingRatio: 0.9, maxGestureVelocity: 15),
        ".springGesture(duration: 0.4, dampingRatio: 0.9, maxGestureVelocity: 15)"
      ),
      (
        .spring(duration: 0.3, dampingRatio: 0.8), ".presetSpring(duration: 0.3, dampingRatio: 0.8)"
      ),
      (
        .springPhysics(mass: 1, stiffness: 300, damping: 30, initialVelocity: 2),
        ".springPhysics(duration: 0.4, mass: 1, stiffness: 300, damping: 30, initialVelocity: CGVector(dx: 0, dy: 2))"
      ),
      (.curve(duration: 0.25, .easeInOut), ".presetCurve(duration: 0.25, curve: .easeInOut)"),
      (
        .bezier(duration: 0.5, x1: 0.2, y1: 0, x2: 0.4, y2: 1),
        ".bezierCurve(duration: 0.5, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.4, y: 1))"
      ),
    ]
    for (animation, expected) in cases {
      #expect(SwiftPrinter.flatText(values.animation(animation)) == expected)
    }
  }

  @Test("the deck preset's notes: release, hand-off, overdrag, presenting keyframe")
  func deckNotes() throws {
    let export = try AdaptiveModalExport.target.export(try presetDocument("deck"))
    #expect(
      export.notes == [
        "the default config, constrained[0] and 10 more: release \"deck\": adaptive-modal always releases with its own rule (the adaptive strategy with its default options)",
        "the default config, constrained[0] and 10 more: handoff \"deck\": adaptive-modal hands a drag between the scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)",
        "the default config, constrained[0] and 10 more: overdrag: adaptive-modal follows the finger past the end points up to the overshoot point, with no curve",
        "snapPoints[0], undershoot and 22 more: the presenting keyframe (the view behind the modal): adaptive-modal does not animate the presenting view",
      ])
    #expect(export.code.contains("// modalplay: not exported: the default config, constrained[0]"))
  }

  @Test("the floatingpanel preset's notes: momentum release, its hand-off, a clamping group")
  func floatingPanelNotes() throws {
    let export = try AdaptiveModalExport.target.export(try presetDocument("floatingpanel"))
    #expect(
      export.notes == [
        "release \"momentum\": adaptive-modal always releases with its own rule (the adaptive strategy with its default options)",
        "handoff \"floatingpanel\": adaptive-modal hands a drag between the scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)",
        "snapPoints[1]: the offset / min / max of a nested value ((safe.bottom - safe.top) / 2): a ComputableLayoutValueMode has none, written without them (a different value)",
        "snapPoints[1]: the offset / min / max of a nested value (safe.bottom - safe.top): a ComputableLayoutValueMode has none, written without them (a different value)",
        "interpolationClamping: clamping group background: adaptive-modal has no ClampingKeys for it (it is not clamped)",
      ])
    #expect(export.code.contains("manager.overrideShouldSnapToUnderShootSnapPoint = false"))
    #expect(export.code.contains("initialSnapPointIndex: 2"))
  }

  @Test("a keyframe: UIKit literals for colours, corners, blur; Transform3D with degrees")
  func keyframe() throws {
    var values = AdaptiveModalValues(config: try presetDocument("basic").config.defaultConfig)
    let frame = Keyframe(
      values: [
        .cornerRadius: 12, .rotateZ: 15, .scaleX: 0.9, .backgroundRed: 0, .backgroundGreen: 0,
        .backgroundBlue: 0, .backgroundAlpha: 1, .backgroundOpacity: 0.4,
        .presentingScale: 0.9,
      ], maskedCorners: .bottom, modalBlurEffect: "systemMaterial",
      backgroundTapInteraction: .dismiss)
    let code = try #require(AdaptiveModalExport.keyframe(frame, values: &values))
    #expect(
      SwiftPrinter.flatText(code)
        == "AdaptiveModalKeyframeConfig(backgroundTapInteraction: .dismiss, modalTransform: Transform3D(scaleX: 0.9, rotateZ: .degrees(15)), modalCornerRadius: 12, modalMaskedCorners: [.layerMinXMaxYCorner, .layerMaxXMaxYCorner], modalBackgroundVisualEffect: UIBlurEffect(style: .systemMaterial), backgroundColor: UIColor(red: 0, green: 0, blue: 0, alpha: 1), backgroundOpacity: 0.4)"
    )
    #expect(
      values.notes == [
        "the presenting keyframe (the view behind the modal): adaptive-modal does not animate the presenting view"
      ])
  }

  @Test("the target is registered and expresses every preset (the golden tests cover each)")
  func registered() throws {
    #expect(SwiftExportTargets.named("adaptive-modal") != nil)
    for preset in BuiltinPresets.names {
      #expect(AdaptiveModalExport.target.refusal(try presetDocument(preset)) == nil, "\(preset)")
    }
  }
}
