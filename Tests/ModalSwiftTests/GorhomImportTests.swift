import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// The gorhom preset with `edit` applied.
func gorhomPreset(_ edit: (inout ModalConfig) throws -> Void = { _ in }) throws -> ConfigDocument {
  var document = try presetDocument("gorhom")
  var config = document.config.defaultConfig
  try edit(&config)
  document.config = AdaptiveConfig(defaultConfig: config)
  return document
}

/// `export tsx gorhom` of `document` read back by `load Sheet.tsx`.
func gorhomRoundTrip(_ document: ConfigDocument) throws -> SwiftImportResult {
  let code = try #require(SwiftExportTargets.named("gorhom")).export(document).code
  return try GorhomImport.read(code, file: "Sheet.tsx")
}

/// Expects the snap points' frames of `read` and `original` within 0.01 pt on an iPhone 14 and
/// a Pixel 9 in portrait.
func expectSameFrames(
  _ read: ConfigDocument, _ original: ConfigDocument, _ label: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  for name in ["iphone-14", "pixel-9"] {
    let device = try #require(Device.named(name))
    let environment = Environment(device: device, orientation: .portrait)
    let before = try Manager(config: original.config, environment: environment)
    let after = try Manager(config: read.config, environment: environment)
    let a = before.interpolator.points.map(\.rect)
    let b = after.interpolator.points.map(\.rect)
    #expect(a.count == b.count, "\(label) \(name)", sourceLocation: sourceLocation)
    for (x, y) in zip(a, b) {
      let close =
        abs(x.x - y.x) < 0.01 && abs(x.y - y.y) < 0.01 && abs(x.width - y.width) < 0.01
        && abs(x.height - y.height) < 0.01
      #expect(close, "\(label) \(name): \(x) vs \(y)", sourceLocation: sourceLocation)
    }
  }
}

/// The report of an export of the gorhom preset edited by `pan`, `index` and `factor` read back:
/// every line but those of `extra` (the look's) is the same in each.
func gorhomReport(
  index: Int = 1, initial: Int = 2, pan: Bool = false, factor: String = "2.5", extra: [String] = []
) -> [String] {
  let offset = extra.isEmpty ? 0 : 4
  return [
    "imported @gorhom/bottom-sheet code: \(7 + extra.count) read, 0 approximated, 2 left out",
    "snap 1 collapsed: Sheet.tsx:19:7", "snap 2 half: Sheet.tsx:20:7",
    "snap 3 expanded: Sheet.tsx:21:7",
    "Sheet.tsx:6:1: recognised import BottomSheet (the default export, BottomSheet)",
    "Sheet.tsx:18:11: recognised snapPoints: 3 of 3 read",
    "Sheet.tsx:34:7: recognised index={\(index)}: initialIndex \(initial)",
    "Sheet.tsx:35:7: recognised enableDynamicSizing={false}: gorhom.enableDynamicSizing false",
    "Sheet.tsx:36:7: recognised enablePanDownToClose={\(pan)}: release.enablePanDownToClose \(pan ? 1 : 0)",
    "Sheet.tsx:37:7: recognised enableOverDrag={true}: overdrag gorhom",
    "Sheet.tsx:38:7: recognised overDragResistanceFactor={\(factor)}: overdrag gorhom(\(factor))",
  ] + extra + [
    "Sheet.tsx:\(39 + offset):7: skipped onChange: a callback: the app's behaviour on the sheet's events, not its configuration",
    "Sheet.tsx:32:5: skipped the children of <BottomSheet>: the sheet's content: the model has no content to lay out",
  ]
}

/// The report's lines in order: the count, the points, then each line.
func reportLines(_ result: SwiftImportResult) -> [String] {
  [result.countLine] + result.points + result.recognised + result.approximated + result.skipped
}

@Suite("load Sheet.tsx: round trips of export tsx gorhom")
struct GorhomImportRoundTripTests {
  @Test("the gorhom preset reads back as itself, with an exact report")
  func preset() throws {
    let original = try presetDocument("gorhom")
    let result = try gorhomRoundTrip(original)
    #expect(result.document.config == original.config)
    try expectSameFrames(result.document, original, "gorhom")
    #expect(reportLines(result) == gorhomReport())
  }

  @Test("a mix of heights and percents, the initial point the first")
  func mixed() throws {
    let original = try gorhomPreset { config in
      config.snapPoints[1].layout?.height = .constant(300)
      config.snapPoints[2].layout?.height = try LayoutValueSyntax.parseValue("75%")
      config.initialSnapPointIndex = 1
    }
    let result = try gorhomRoundTrip(original)
    #expect(result.document.config == original.config)
    try expectSameFrames(result.document, original, "mixed")
    #expect(reportLines(result) == gorhomReport(index: 0, initial: 1))
  }

  @Test("pan-down-to-close on")
  func panDownToClose() throws {
    let original = try gorhomPreset { $0.release.options["enablePanDownToClose"] = 1 }
    let result = try gorhomRoundTrip(original)
    #expect(result.document.config == original.config)
    try expectSameFrames(result.document, original, "pan down")
    #expect(reportLines(result) == gorhomReport(pan: true))
  }

  @Test("an overdrag factor of 4, and the overdrag off")
  func overdrag() throws {
    let original = try gorhomPreset { $0.overdrag = .gorhom(4) }
    let result = try gorhomRoundTrip(original)
    #expect(result.document.config == original.config)
    try expectSameFrames(result.document, original, "factor 4")
    #expect(reportLines(result) == gorhomReport(factor: "4"))
    let off = try gorhomPreset { $0.overdrag = .none }
    #expect(try gorhomRoundTrip(off).document.config == off.config)
  }

  @Test("keyboardBehavior and keyboardBlurBehavior read back into the config's keyboard fields")
  func keyboard() throws {
    for avoidance in [KeyboardAvoidance.interactive, .extend, .fillParent] {
      for blur in KeyboardBlurBehavior.allCases {
        let original = try gorhomPreset { config in
          config.keyboardAvoidance = avoidance
          config.keyboardBlurBehavior = blur
        }
        let result = try gorhomRoundTrip(original)
        #expect(result.document.config == original.config, "\(avoidance) \(blur)")
        let name = avoidance.rawValue
        #expect(
          result.recognised.contains {
            $0.hasSuffix("recognised keyboardBehavior='\(name)': keyboardAvoidance \(name)")
          })
        #expect(
          result.recognised.contains {
            $0.hasSuffix("keyboardBlurBehavior='restore': keyboardBlurBehavior restore")
          } == (blur == .restore))
      }
    }
    let odd = """
      import BottomSheet from '@gorhom/bottom-sheet';
      const S = () => <BottomSheet snapPoints={[100]} keyboardBehavior="lift"
        keyboardBlurBehavior="keep" />;
      """
    let result = try GorhomImport.read(odd, file: "S.tsx")
    #expect(result.document.config.defaultConfig.keyboardAvoidance == .layout)
    #expect(result.document.config.defaultConfig.keyboardBlurBehavior == .none)
    #expect(
      result.skipped.filter { $0.contains("keyboard") } == [
        "S.tsx:2:49: skipped keyboardBehavior: 'lift' is not a keyboardBehavior (interactive, extend, fillParent)",
        "S.tsx:3:3: skipped keyboardBlurBehavior: 'keep' is not a keyboardBlurBehavior (none, restore)",
      ])
  }

  @Test("the handle, its padding and the corner radius read back from their styles")
  func look() throws {
    let original = try gorhomPreset { config in
      config.snapPoints[0].keyframe[.handleWidth] = 40
      config.snapPoints[0].keyframe[.handleHeight] = 6
      config.snapPoints[0].keyframe[.handleOffset] = 8
      config.snapPoints[0].keyframe[.cornerRadius] = 24
      config.keyboardAvoidance = .extend
    }
    let result = try gorhomRoundTrip(original)
    #expect(result.document.config == original.config)
    #expect(
      reportLines(result)
        == gorhomReport(extra: [
          "Sheet.tsx:39:7: recognised keyboardBehavior='extend': keyboardAvoidance extend",
          "Sheet.tsx:40:38: recognised handleIndicatorStyle.width 40",
          "Sheet.tsx:40:50: recognised handleIndicatorStyle.height 6",
          "Sheet.tsx:41:39: recognised handleStyle.paddingVertical 8",
          "Sheet.tsx:42:40: recognised backgroundStyle.borderRadius 24",
        ]))
  }
}

@Suite("load Sheet.tsx: the gorhom section's sizing props")
struct GorhomImportSizingTests {
  @Test(
    "enableDynamicSizing false, maxDynamicContentSize 500, detached with a bottom inset of 24, a top inset of 40: read back into the gorhom section"
  )
  func sizing() throws {
    let original = try gorhomPreset { config in
      config.gorhom = GorhomConfig(
        enableDynamicSizing: false, maxDynamicContentSize: 500, detached: true,
        bottomInset: 24, topInset: 40)
    }
    let result = try gorhomRoundTrip(original)
    #expect(result.document.config == original.config)
    #expect(
      result.document.config.defaultConfig.gorhom
        == GorhomConfig(
          enableDynamicSizing: false, maxDynamicContentSize: 500, detached: true,
          bottomInset: 24, topInset: 40))
    try expectSameFrames(result.document, original, "sizing")
    // The library's defaults (dynamic sizing on) read back too.
    let dynamic = try gorhomPreset { $0.gorhom = GorhomConfig() }
    #expect(try gorhomRoundTrip(dynamic).document.config == dynamic.config)
    #expect(
      reportLines(result) == [
        "imported @gorhom/bottom-sheet code: 11 read, 0 approximated, 2 left out",
        "snap 1 collapsed: Sheet.tsx:19:7", "snap 2 half: Sheet.tsx:20:7",
        "snap 3 expanded: Sheet.tsx:21:7",
        "Sheet.tsx:6:1: recognised import BottomSheet (the default export, BottomSheet)",
        "Sheet.tsx:18:11: recognised snapPoints: 3 of 3 read",
        "Sheet.tsx:34:7: recognised index={1}: initialIndex 2",
        "Sheet.tsx:35:7: recognised enableDynamicSizing={false}: gorhom.enableDynamicSizing false",
        "Sheet.tsx:36:7: recognised maxDynamicContentSize={500}: gorhom.maxDynamicContentSize 500",
        "Sheet.tsx:37:7: recognised detached={true}: gorhom.detached true",
        "Sheet.tsx:38:7: recognised bottomInset={24}: gorhom.bottomInset 24",
        "Sheet.tsx:39:7: recognised topInset={40}: gorhom.topInset 40",
        "Sheet.tsx:40:7: recognised enablePanDownToClose={false}: release.enablePanDownToClose 0",
        "Sheet.tsx:41:7: recognised enableOverDrag={true}: overdrag gorhom",
        "Sheet.tsx:42:7: recognised overDragResistanceFactor={2.5}: overdrag gorhom(2.5)",
        "Sheet.tsx:43:7: skipped onChange: a callback: the app's behaviour on the sheet's events, not its configuration",
        "Sheet.tsx:32:5: skipped the children of <BottomSheet>: the sheet's content: the model has no content to lay out",
      ])
  }

  @Test(
    "absent enableDynamicSizing is the library's true; a bare detached is true; out of range and strings are reported"
  )
  func handWritten() throws {
    let result = try GorhomImport.read(
      """
      import BottomSheet from '@gorhom/bottom-sheet';
      const Sheet = () => (
        <BottomSheet snapPoints={[200]} detached bottomInset={-1} topInset={12.5}
          maxDynamicContentSize="500" />
      );
      """, file: "S.tsx")
    #expect(
      result.document.config.defaultConfig.gorhom
        == GorhomConfig(enableDynamicSizing: true, detached: true, topInset: 12.5))
    #expect(
      result.recognised == [
        "S.tsx:1:1: recognised import BottomSheet (the default export, BottomSheet)",
        "S.tsx:3:3: recognised no enableDynamicSizing: gorhom.enableDynamicSizing true, the library's default (src/components/bottomSheet/constants.ts L15); its content-sized point needs the content's height (content N)",
        "S.tsx:3:28: recognised snapPoints: 1 of 1 read",
        "S.tsx:3:35: recognised detached={true}: gorhom.detached true",
        "S.tsx:3:61: recognised topInset={12.5}: gorhom.topInset 12.5",
      ])
    #expect(
      result.skipped == [
        "S.tsx:3:44: skipped bottomInset: expected an inset from 0 to 100000 pt, found -1",
        "S.tsx:4:5: skipped maxDynamicContentSize: expected a size from 1 to 100000 pt, found '500'",
      ])
  }
}
