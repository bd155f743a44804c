import ModalCore
import Testing

@testable import ModalShell

/// `load` of several sheets, several files and a folder (issue 31, items 2 and 6): the line
/// listing the sheets, the name chosen, the errors, each through the shell's file access.
@Suite("load: sheets, files and folders")
struct LoadSheetsTests {
  static let panels = """
    class BottomLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
        ]
    }
    class DetailLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        ]
    }
    """

  static let alert = """
    extension AlertViewController: PanModalPresentable {
        var panScrollable: UIScrollView? { nil }
        var shortFormHeight: PanModalHeight { .contentHeight(alertHeight) }
    }
    """

  static let constants = "let alertHeight: CGFloat = 80\n"

  static let files = MemoryFileSystem(files: [
    "Panels.swift": panels,
    "Sheets/Alert.swift": alert,
    "Sheets/Constants.swift": constants,
    "Sheets/Old/Other.swift": "garbage(",
    "Notes/readme.txt": "no Swift here",
  ])

  /// The first `lines` lines of the import's report of `line`.
  static func report(_ line: String, lines: Int) throws -> [String] {
    var session = try quietSession(files: files)
    let (out, err) = outputs(&session, line)
    #expect(err == "")
    // (After the step's own lines.)
    let all = out.split(separator: "\n").map(String.init)
    let start = all.firstIndex { $0.hasPrefix("imported ") } ?? all.endIndex
    return Array(all[start...].prefix(lines))
  }

  /// The error of `line`.
  static func error(_ line: String) throws -> String {
    var session = try quietSession(files: files)
    return outputs(&session, line).err
  }

  @Test("a file of two layouts: the line listing them, and the named one read")
  func sheets() throws {
    #expect(
      try Self.report("load Panels.swift", lines: 4) == [
        "imported FloatingPanel code: 2 read, 0 approximated, 0 left out",
        "found 2 sheets: BottomLayout (L1), DetailLayout (L7); read BottomLayout, the",
        "  first: load Panels.swift NAME to read another",
        "snap 1 full: Panels.swift:4:9",
      ])
    #expect(
      try Self.report("load Panels.swift DetailLayout", lines: 3) == [
        "imported FloatingPanel code: 2 read, 0 approximated, 0 left out",
        "found 2 sheets: BottomLayout (L1), DetailLayout (L7); read DetailLayout",
        "snap 1 full: Panels.swift:10:9",
      ])
  }

  @Test("an unknown sheet name is one line with the names found and a suggestion")
  func unknownSheet() throws {
    #expect(
      try Self.error("load Panels.swift DetailLayot")
        == "error: Panels.swift: unknown sheet 'DetailLayot' (did you mean 'DetailLayout'?); sheets found: BottomLayout, DetailLayout\n"
    )
  }

  @Test("two files, and a folder's .swift files (not its subfolders'), read as one")
  func filesAndFolders() throws {
    let expected = [
      "imported PanModal code: 2 read, 0 approximated, 1 left out",
      "snap 1 short: Alert.swift:3:9",
      "snap 2 long: not in the code (the library's default)",
      "Alert.swift:1:11: recognised the PanModalPresentable conformance of",
      "  AlertViewController",
      "Alert.swift:3:9: recognised shortFormHeight .contentHeight(80)",
    ]
    #expect(
      try Self.report("load Sheets/Alert.swift Sheets/Constants.swift", lines: 6) == expected)
    #expect(try Self.report("load Sheets", lines: 6) == expected)
    #expect(try Self.report("load Sheets/", lines: 6) == expected)
  }

  @Test("a folder without Swift, an unreadable file, JSON with a name: one line each")
  func errors() throws {
    #expect(
      try Self.error("load Notes")
        == "error: load: no .swift file in Notes (a folder's own .swift files are read, not its subfolders')\n"
    )
    #expect(
      try Self.error("load Sheets/Alert.swift Missing.swift")
        == "error: cannot read 'Missing.swift': No such file or directory\n")
    #expect(
      try Self.error("load my.json NAME")
        == "error: load: my.json is not a .swift file: only Swift files are read together or by sheet name\n"
    )
  }

  @Test("in JSON the sheets are data: their names, libraries and places, the one read")
  func json() throws {
    var options = ShellOptions()
    options.quiet = true
    options.format = .json
    var session = try Session(preset: "demo01", options: options, files: Self.files)
    let (out, err) = outputs(&session, "load Panels.swift DetailLayout")
    #expect(err == "")
    let last = try #require(out.split(separator: "\n").last)
    #expect(
      last.contains(
        #""sheets": [{"name": "BottomLayout", "library": "FloatingPanel", "place": "L1"}, {"name": "DetailLayout", "library": "FloatingPanel", "place": "L7"}], "read": "DetailLayout", "chooser": null}}"#
      ))
    #expect(
      last.hasPrefix(
        #"{"input": "load Panels.swift DetailLayout", "ok": true, "result": {"report": ["imported FloatingPanel code: 2 read, 0 approximated, 0 left out", "found 2 sheets: BottomLayout (L1), DetailLayout (L7); read DetailLayout", "#
      ))
  }

  @Test("an unknown name among more sheets than are listed points to the list instead")
  func unknownAmongMany() throws {
    let many = (0..<25).map { index in
      """
      class L\(index): FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [.full: FloatingPanelLayoutAnchor(absoluteInset: 1, edge: .top, referenceGuide: .safeArea)]
      }
      """
    }.joined(separator: "\n")
    var session = try quietSession(files: MemoryFileSystem(files: ["Many.swift": many]))
    #expect(
      outputs(&session, "load Many.swift Zed").err
        == "error: Many.swift: unknown sheet 'Zed' (25 sheets: load Many.swift lists them)\n")
    #expect(
      outputs(&session, "load Many.swift L99").err
        == "error: Many.swift: unknown sheet 'L99' (did you mean 'L9'?)\n")
  }
}
