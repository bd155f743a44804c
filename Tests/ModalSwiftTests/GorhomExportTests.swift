import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// A bottom sheet of these heights with gorhom's release (pan-down-to-close on), overdrag and
/// keyboard behaviour `extend`.
private func mixed() throws -> ConfigDocument {
  let points = ["200", "50%", "100% - safe.top"].enumerated().map { index, height in
    """
    {"key": "p\(index)", "layout": {"align": "center/bottom", "width": "stretch", "height": "\(height)"}}
    """
  }
  return try ConfigCoding.decodeDocument(
    """
    {"name": "mix", "snapPoints": [\(points.joined(separator: ", "))], "initialIndex": 3,
     "release": {"strategy": "gorhom", "options": {"enablePanDownToClose": 1}},
     "handoff": {"rule": "gorhom"}, "overdrag": {"gorhom": 3}, "keyboardAvoidance": "extend"}
    """)
}

/// The type check of `code` as Sheet.tsx against the stubs of Stubs/ReactNative:
/// `tsc --noEmit --strict --jsx react`; nil when tsc is not installed.
private func typeCheck(_ code: String) throws -> ToolRun? {
  guard (try? runTool("sh", ["-c", "command -v tsc"]))?.status == 0 else {
    print(
      "GorhomExportTests: tsc is not installed (apt-get install node-typescript): not type-checked")
    return nil
  }
  let directory = NSTemporaryDirectory() + "modalplay-tsx-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  try code.write(toFile: directory + "/Sheet.tsx", atomically: true, encoding: .utf8)
  let stubs = exportTests + "/Stubs/ReactNative"
  let declarations = try FileManager.default.contentsOfDirectory(atPath: stubs)
    .filter { $0.hasSuffix(".d.ts") }.sorted().map { stubs + "/" + $0 }
  return try runTool(
    "tsc",
    ["--noEmit", "--strict", "--jsx", "react", "--target", "es2020"] + declarations + [
      directory + "/Sheet.tsx"
    ])
}

@Suite("export tsx gorhom")
struct GorhomExportTests {
  func exported(_ document: ConfigDocument) throws -> SwiftExport {
    try #require(SwiftExportTargets.named("gorhom")).export(document)
  }

  @Test("the gorhom preset: the whole file")
  func preset() throws {
    let export = try exported(presetDocument("gorhom"))
    #expect(export.notes.isEmpty)
    #expect(
      export.code == """
        // gorhom: exported by modalplay for @gorhom/bottom-sheet.
        // Follows @gorhom/bottom-sheet 5.2.13 (github.com/gorhom/react-native-bottom-sheet, tag v5.2.13),
        // React 18 and React Native 0.76 types.

        import React from 'react';
        import BottomSheet from '@gorhom/bottom-sheet';
        import type { BottomSheetProps } from '@gorhom/bottom-sheet';

        // The props of GorhomSheet: the sheet's content and its onChange.
        export interface GorhomSheetProps {
          children: React.ReactNode;
          onChange?: BottomSheetProps['onChange'];
        }

        // The sheet of the modalplay config "gorhom".
        export function GorhomSheet({ children, onChange }: GorhomSheetProps): React.ReactElement {
          const snapPoints = React.useMemo(
            () => [
              '25%', // collapsed
              '50%', // half
              '90%', // expanded
            ],
            [],
          );
          const handleChange = React.useCallback<NonNullable<BottomSheetProps['onChange']>>(
            (index, position, type) => {
              onChange?.(index, position, type);
            },
            [onChange],
          );
          return (
            <BottomSheet
              snapPoints={snapPoints}
              index={1}
              enableDynamicSizing={false}
              enablePanDownToClose={false}
              enableOverDrag={true}
              overDragResistanceFactor={2.5}
              onChange={handleChange}
            >
              {children}
            </BottomSheet>
          );
        }

        """)
  }

  @Test("a number, a percent and an expression (iphone-14's 797), pan-down-to-close, extend")
  func mix() throws {
    let export = try exported(mixed())
    #expect(
      export.code.contains(
        """
              200, // p0
              '50%', // p1
              797, // p2: 100% - safe.top on iphone-14 in portrait
        """))
    for prop in [
      "index={2}", "enablePanDownToClose={true}", "overDragResistanceFactor={3}",
      "keyboardBehavior=\"extend\"",
    ] {
      #expect(export.code.contains("      " + prop + "\n"), "\(prop)")
    }
    #expect(
      export.notes.contains(
        "snapPoints[2]'s height 100% - safe.top is neither a percent nor a number: 797 is its value on iphone-14 in portrait"
      ))
    #expect(
      export.code.contains(
        "// modalplay: not exported: snapPoints[2]'s height 100% - safe.top is neither a percent"))
  }

  @Test("what the props cannot say is a note: release, hand-off, overdrag, dim, animation")
  func notes() throws {
    let export = try exported(presetDocument("ios-sheet"))
    #expect(export.notes.contains { $0.hasPrefix("the release rule appleSheet") })
    #expect(export.notes.contains { $0.hasPrefix("the hand-off rule apple") })
    #expect(export.notes.contains { $0.hasPrefix("the snap animation") })
    #expect(export.code.contains("enablePanDownToClose={false}"))
  }

  @Test("Apple's look: the grabber, its padding and the radius as styles; a closed start is -1")
  func look() throws {
    let code = try exported(presetDocument("ios-sheet")).code
    #expect(
      code.contains(
        """
              keyboardBehavior="extend"
              handleIndicatorStyle={{ width: 36, height: 5 }}
              handleStyle={{ paddingVertical: 5 }}
              backgroundStyle={{ borderRadius: 10 }}
              onChange={handleChange}
        """))
    var closed = try presetDocument("gorhom")
    closed.config.defaultConfig.initialSnapPointIndex = 0
    #expect(try exported(closed).code.contains("      index={-1}\n"))
    if let run = try typeCheck(code) { #expect(run.status == 0, "\(run.output)") }
  }

  @Test("points out of ascending height are a note: the library takes the last as the highest")
  func order() throws {
    var document = try presetDocument("gorhom")
    let note =
      "the snap points are not in ascending height on iphone-14: @gorhom/bottom-sheet keeps their order and takes the last as the highest"
    #expect(!(try exported(document).notes.contains(note)))
    document.config.defaultConfig.snapPoints.swapAt(0, 2)
    #expect(try exported(document).notes.contains(note))
  }

  @Test("a drawer is refused in one line")
  func refused() throws {
    var document = try presetDocument("gorhom")
    document.config.defaultConfig.snapDirection = .leftToRight
    #expect(throws: SwiftExportError.self) { try exported(document) }
    #expect(
      try #require(SwiftExportTargets.named("gorhom")).refusal(document)
        == "gorhom cannot express a leftToRight modal: @gorhom/bottom-sheet rises from the bottom edge"
    )
  }

  @Test("names stay in their comments: a line break or U+2028 is made visible")
  func hostileNames() throws {
    var document = try presetDocument("gorhom")
    document.name = "a\nb\u{2028}c */ d"
    document.config.defaultConfig.snapPoints[0].key = "k\n);"
    let code = try exported(document).code
    #expect(code.contains("'25%', // k\\u{A});\n"))
    #expect(!code.contains("\u{2028}"))
    #expect(code.hasPrefix("// a\\u{A}b\\u{2028}c */ d: exported by modalplay"))
    if let run = try typeCheck(code) { #expect(run.status == 0, "\(run.output)") }
  }

  @Test("a name's characters that Swift allows and ECMAScript does not are left out")
  func identifiers() throws {
    var document = try presetDocument("gorhom")
    for (name, type) in [
      ("x²①y 日本", "Xy日本Sheet"), ("²", "Sheet"), ("😀", "ExportedSheet"), ("3d", "Config3dSheet"),
    ] {
      document.name = name
      let code = try exported(document).code
      #expect(code.contains("export function \(type)({"), "\(name)")
      if let run = try typeCheck(code) { #expect(run.status == 0, "\(name): \(run.output)") }
    }
  }

  @Test("the exports type-check with tsc --strict against the stubs")
  func typeChecks() throws {
    var closing = try presetDocument("gorhom")
    closing.config.defaultConfig.release.options["enablePanDownToClose"] = 1
    var keyboard = try presetDocument("gorhom")
    keyboard.config.defaultConfig.keyboardAvoidance = .fillParent
    keyboard.config.defaultConfig.keyboardBlurBehavior = .restore
    for document in [try presetDocument("gorhom"), try mixed(), closing, keyboard] {
      let code = try exported(document).code
      guard let run = try typeCheck(code) else { return }
      #expect(run.status == 0, "\(document.name ?? ""): \(run.output)")
    }
  }

  @Test("the gorhom section's props: dynamic sizing, its cap, detached and the insets")
  func sizing() throws {
    var document = try presetDocument("gorhom")
    document.config.defaultConfig.gorhom = GorhomConfig(
      enableDynamicSizing: true, maxDynamicContentSize: 500, detached: true, bottomInset: 24,
      topInset: 50)
    // Out of ascending height, but dynamic sizing with content sorts them: no note.
    document.config.defaultConfig.snapPoints.swapAt(0, 2)
    document.config.defaultConfig.content = ContentConfig(length: 300)
    let export = try exported(document)
    #expect(
      export.code.contains(
        """
              enableDynamicSizing={true}
              maxDynamicContentSize={500}
              detached={true}
              bottomInset={24}
              topInset={50}
              enablePanDownToClose={false}

        """))
    #expect(!export.notes.contains { $0.hasPrefix("the snap points are not in ascending") })
    // Without the section the model adds no content-sized point: false, as before.
    #expect(try exported(mixed()).code.contains("enableDynamicSizing={false}"))
    guard let run = try typeCheck(export.code) else { return }
    #expect(run.status == 0, "\(run.output)")
  }

  @Test("keyboardBehavior interactive / fillParent and keyboardBlurBehavior restore are props")
  func keyboardProps() throws {
    for (avoidance, blur, props) in [
      (
        KeyboardAvoidance.interactive, KeyboardBlurBehavior.none,
        ["keyboardBehavior=\"interactive\""]
      ),
      (
        .fillParent, .restore,
        ["keyboardBehavior=\"fillParent\"", "keyboardBlurBehavior=\"restore\""]
      ),
      (.extend, .restore, ["keyboardBehavior=\"extend\"", "keyboardBlurBehavior=\"restore\""]),
    ] {
      var document = try presetDocument("gorhom")
      document.config.defaultConfig.keyboardAvoidance = avoidance
      document.config.defaultConfig.keyboardBlurBehavior = blur
      let code = try exported(document).code
      for prop in props { #expect(code.contains("      " + prop + "\n"), "\(prop)") }
      #expect(code.contains("keyboardBlurBehavior") == (blur == .restore))
    }
  }

  @Test("the check can fail: a renamed prop does not type-check")
  func brokenExportFails() throws {
    let code = try exported(presetDocument("gorhom")).code
    let broken = code.replacingOccurrences(
      of: "enablePanDownToClose=", with: "enablePanDownToClosed=")
    #expect(broken != code)
    guard let run = try typeCheck(broken) else { return }
    #expect(run.status != 0)
    #expect(run.output.contains("enablePanDownToClosed"))
  }
}
