import ModalCore
import ModalShell
import ModalTestSupport
import Testing

/// `load Sheet.tsx [NAME]` in a session: the @gorhom/bottom-sheet import's report, then the
/// lint; several sheets by name; the errors (an unknown name lists the names, a missing file,
/// a second file, a file without a sheet) change nothing.
@Suite("load Sheet.tsx")
struct TSXLoadTests {
  static let sheets = """
    import BottomSheet from '@gorhom/bottom-sheet';
    export function Small() {
      return <BottomSheet snapPoints={[150, '60%']} enableDynamicSizing={false} />;
    }
    export const Tall = () => <BottomSheet snapPoints={['90%']} enableDynamicSizing={false} />;
    """
  static let files = MemoryFileSystem(files: [
    "Sheets.tsx": sheets, "Sheets.ts": sheets, "Sheets.js": sheets,
    "Other.tsx": "export const x = <View />;\n",
  ])

  @Test("the first sheet, its report with the sheets found, then the lint")
  func first() throws {
    var session = try quietSession("basic", files: Self.files)
    let loaded = outputs(&session, "load Sheets.tsx")
    #expect(loaded.err == "")
    #expect(
      loaded.out.contains(
        """
        imported @gorhom/bottom-sheet code: 3 read, 0 approximated, 0 left out
        found 2 sheets: Small (L3), Tall (L5); read Small, the first: load Sheets.tsx
          NAME to read another
        snap 1: Sheets.tsx:3:36
        snap 2: Sheets.tsx:3:41
        Sheets.tsx:1:1: recognised import BottomSheet (the default export, BottomSheet)
        Sheets.tsx:3:35: recognised snapPoints: 2 of 2 read
        Sheets.tsx:3:49: recognised enableDynamicSizing={false}:
          gorhom.enableDynamicSizing false
        Sheets.tsx: no errors or warnings, 2 notes

        """))
    #expect(session.documentName == "Sheets.tsx")
    #expect(session.manager.adaptiveConfig.defaultConfig.snapPoints.count == 2)
  }

  @Test("NAME reads another sheet; .ts and .js files are read by the same reader")
  func named() throws {
    for file in ["Sheets.tsx", "Sheets.ts", "Sheets.js"] {
      var session = try quietSession("basic", files: Self.files)
      let loaded = outputs(&session, "load \(file) Tall")
      #expect(loaded.err == "")
      #expect(loaded.out.contains("found 2 sheets: Small (L3), Tall (L5); read Tall\n"), "\(file)")
      let heights = session.manager.adaptiveConfig.defaultConfig.snapPoints.compactMap {
        $0.layout.map { LayoutValueSyntax.render($0.height) }
      }
      #expect(heights == ["90%"])
    }
  }

  @Test("errors: an unknown name, a missing file, a second file, no sheet; nothing changes")
  func errors() throws {
    var session = try quietSession("basic", files: Self.files)
    let before = session.manager.adaptiveConfig
    #expect(
      outputs(&session, "load Sheets.tsx Smal").err
        == "error: Sheets.tsx: unknown sheet 'Smal' (did you mean 'Small'?); sheets found: Small, Tall\n"
    )
    #expect(
      outputs(&session, "load Missing.tsx").err
        == "error: cannot read 'Missing.tsx': No such file or directory\n")
    #expect(
      outputs(&session, "load Sheets.tsx Other.tsx").err
        == "error: load: Other.tsx: a .tsx file is read alone (its sheets by NAME: load Sheets.tsx NAME)\n"
    )
    #expect(
      outputs(&session, "load Other.tsx").err
        == "error: Other.tsx: no @gorhom/bottom-sheet sheet found (expected <BottomSheet ...> or <BottomSheetModal ...> of a component imported from '@gorhom/bottom-sheet')\n"
    )
    #expect(session.documentName == "basic")
    #expect(session.manager.adaptiveConfig == before)
  }
}
