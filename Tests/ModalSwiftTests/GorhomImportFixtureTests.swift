import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// `load Sheet.tsx` of components in the shapes of the library's own examples (the fixtures
/// under TSX/ name the example each follows): the exact report of each.
@Suite("load Sheet.tsx: the library's example shapes")
struct GorhomImportFixtureTests {
  static func read(_ name: String, sheet: String? = nil) throws -> SwiftImportResult {
    let text = try String(contentsOfFile: exportTests + "/TSX/" + name, encoding: .utf8)
    return try GorhomImport.read(text, file: name, sheet: sheet)
  }

  static func report(_ result: SwiftImportResult) -> [String] {
    [result.countLine] + result.points + result.recognised + result.approximated + result.skipped
  }

  @Test(
    "the basic example: a useMemo of percentages in a screen factory, the gorhom preset's points")
  func basic() throws {
    let result = try Self.read("BasicExample.tsx")
    #expect(
      Self.report(result) == [
        "imported @gorhom/bottom-sheet code: 4 read, 0 approximated, 6 left out",
        "snap 1: BasicExample.tsx:13:39", "snap 2: BasicExample.tsx:13:46",
        "snap 3: BasicExample.tsx:13:53",
        "BasicExample.tsx:7:1: recognised import BottomSheet (the default export, BottomSheet)",
        "BasicExample.tsx:13:38: recognised snapPoints: 3 of 3 read",
        "BasicExample.tsx:25:11: recognised index={1}: initialIndex 2",
        "BasicExample.tsx:30:11: recognised enableDynamicSizing={false}: gorhom.enableDynamicSizing false",
        "BasicExample.tsx:24:11: skipped ref: the app's handle on the sheet (snapToIndex, present): its calls are the app's, not read",
        "BasicExample.tsx:27:11: skipped animationConfigs={animationConfigs}: not modelled: the gorhom preset's animation is the library's iOS spring (ANIMATION_CONFIGS, src/constants.ts L68-84)",
        "BasicExample.tsx:28:11: skipped animateOnMount={true}: not modelled: present always animates from the closed position",
        "BasicExample.tsx:29:11: skipped enableContentPanningGesture={enableContentPanningGesture}: not modelled: every drag moves the sheet",
        "BasicExample.tsx:31:11: skipped onChange: a callback: the app's behaviour on the sheet's events, not its configuration",
        "BasicExample.tsx:23:9: skipped the children of <BottomSheet>: the sheet's content: the model has no content to lay out",
      ])
    // The preset's frames: its points without their keys.
    var preset = try presetDocument("gorhom")
    for index in preset.config.defaultConfig.snapPoints.indices {
      preset.config.defaultConfig.snapPoints[index].key = nil
    }
    #expect(result.document.config == preset.config)
  }

  @Test("the modal example: a block-bodied useMemo, state and a custom handle reported")
  func modal() throws {
    let result = try Self.read("ModalExample.tsx")
    #expect(
      Self.report(result) == [
        "imported @gorhom/bottom-sheet code: 3 read, 0 approximated, 6 left out",
        "snap 1: ModalExample.tsx:16:13", "snap 2: ModalExample.tsx:16:18",
        "ModalExample.tsx:5:1: recognised import BottomSheetModal",
        "ModalExample.tsx:16:12: recognised snapPoints: 2 of 2 read",
        "ModalExample.tsx:29:9: recognised enableDynamicSizing={false}: gorhom.enableDynamicSizing false",
        "ModalExample.tsx:25:9: skipped ref: the app's handle on the sheet (snapToIndex, present): its calls are the app's, not read",
        "ModalExample.tsx:27:9: skipped enablePanDownToClose: expected a boolean: enablePanDownToClose is not a constant of this file (state, a prop or an import: the app's value at run time)",
        "ModalExample.tsx:28:9: skipped enableDismissOnClose={true}: not modelled: one sheet is modelled, not its unmounting",
        "ModalExample.tsx:30:9: skipped onDismiss: a callback: the app's behaviour on the sheet's events, not its configuration",
        "ModalExample.tsx:31:9: skipped handleComponent={renderHeaderHandle}: not modelled: a custom handle; the model draws the preset's handle",
        "ModalExample.tsx:24:7: skipped the children of <BottomSheetModal>: the sheet's content: the model has no content to lay out",
      ])
    let heights = result.document.config.defaultConfig.snapPoints.compactMap(\.layout?.height)
    #expect(heights.map(LayoutValueSyntax.render) == ["300", "50%"])
    #expect(result.document.config.defaultConfig.initialSnapPointIndex == 1)
  }

  @Test(
    "two sheets: the first read by default, the other by its component's name, keys from comments")
  func twoSheets() throws {
    let first = try Self.read("MapSheets.tsx")
    #expect(first.sheets.map(\.name) == ["LocationListBottomSheet", "LocationDetailsBottomSheet"])
    #expect(
      first.sheetsLine(command: "load MapSheets.tsx")
        == "found 2 sheets: LocationListBottomSheet (L19), LocationDetailsBottomSheet (L36); read LocationListBottomSheet, the first: load MapSheets.tsx NAME to read another"
    )
    #expect(
      Self.report(first) == [
        "imported @gorhom/bottom-sheet code: 10 read, 0 approximated, 2 left out",
        "snap 1 peek: MapSheets.tsx:12:3", "snap 2 middle: MapSheets.tsx:13:3",
        "snap 3 full: MapSheets.tsx:14:3",
        "MapSheets.tsx:7:1: recognised import BottomSheetModal",
        "MapSheets.tsx:7:1: recognised import BottomSheet as Sheet",
        "MapSheets.tsx:11:21: recognised snapPoints: 3 of 3 read",
        "MapSheets.tsx:19:5: recognised no enableDynamicSizing: gorhom.enableDynamicSizing true, the library's default (src/components/bottomSheet/constants.ts L15); its content-sized point needs the content's height (content N)",
        "MapSheets.tsx:21:7: recognised index={2}: initialIndex 3",
        "MapSheets.tsx:22:7: recognised enablePanDownToClose={true}: release.enablePanDownToClose 1",
        "MapSheets.tsx:23:7: recognised overDragResistanceFactor={1.5}: overdrag gorhom(1.5)",
        "MapSheets.tsx:24:7: recognised keyboardBehavior='extend': keyboardAvoidance extend",
        "MapSheets.tsx:25:7: recognised keyboardBlurBehavior='restore': keyboardBlurBehavior restore",
        "MapSheets.tsx:26:40: recognised backgroundStyle.borderRadius 24",
        "MapSheets.tsx:26:61: skipped backgroundStyle.backgroundColor: not modelled: only borderRadius of backgroundStyle is read",
        "MapSheets.tsx:27:7: skipped animatedIndex: a value the app reads: the sheet's position, not its configuration",
      ])
    let config = first.document.config.defaultConfig
    #expect(config.overdrag == .gorhom(1.5))
    #expect(config.keyboardAvoidance == .extend)
    #expect(config.keyboardBlurBehavior == .restore)
    #expect(config.release.options["enablePanDownToClose"] == 1)
    #expect(config.snapPoints[0].keyframe[.cornerRadius] == 24)
    #expect(config.gorhom == GorhomConfig(enableDynamicSizing: true))

    let second = try Self.read("MapSheets.tsx", sheet: "LocationDetailsBottomSheet")
    #expect(
      second.approximated == [
        "MapSheets.tsx:42:9: approximated index={-1}: the sheet is mounted closed until the app opens it; read as opening at the first snap point, the one present opens to"
      ])
    #expect(
      second.skipped.contains(
        "MapSheets.tsx:41:9: skipped topInset: expected an inset from 0 to 100000 pt: headerHeight is not a constant of this file (state, a prop or an import: the app's value at run time)"
      ))
    #expect(
      second.skipped.contains(
        "MapSheets.tsx:43:9: skipped the spread {...{ ... }} of props: its props are the app's at run time: write each prop on the element"
      ))
    let text = try String(contentsOfFile: exportTests + "/TSX/MapSheets.tsx", encoding: .utf8)
    do {
      _ = try GorhomImport.read(text, file: "MapSheets.tsx", sheet: "Nope")
      Issue.record("a sheet the file does not hold was read")
    } catch {
      #expect(
        error.message
          == "MapSheets.tsx: no sheet named 'Nope'; sheets: LocationListBottomSheet (L19), LocationDetailsBottomSheet (L36)"
      )
      #expect(error.sheetNames == ["LocationListBottomSheet", "LocationDetailsBottomSheet"])
    }
  }
}

@Suite("load Sheet.tsx: docs")
struct GorhomImportDocsTests {
  @Test(
    "docs/export.md's table of gorhom props is GorhomProps.table (MODALPLAY_UPDATE_DOCS=1 rewrites it)"
  )
  func table() throws {
    let rows =
      ["| prop | read as | sets, or why it is not used |", "|---|---|---|"]
      + GorhomProps.table.map { "| `\($0.name)` | \($0.reads) | \($0.effect) |" }
    let section = DocSection(
      "docs/export.md", begin: "<!-- gorhom props:", end: "<!-- end gorhom props -->")
    #expect(try section.documented(rows) == rows)
  }
}
