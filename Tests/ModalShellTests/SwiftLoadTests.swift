import ModalCore
import ModalShell
import ModalTestSupport
import Testing

/// `load FILE.swift` in a session (issue 14): the import's report, then the lint of what it
/// read, for each importer; a file with nothing recognisable is one error and changes nothing.
@Suite("load FILE.swift")
struct SwiftLoadTests {
  static let files = MemoryFileSystem(files: [
    "Sheet.swift": """
    if let sheet = viewControllerToPresent.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.preferredCornerRadius = radius
    }
    """,
    "Settings.swift": """
    SettingsView()
      .presentationDetents([.medium, .large])
      .presentationDragIndicator(.visible)
    """,
    "x.swift": "let x = 1\nprint(x)\n",
    "bad.swift": "Text(\"x\")\n  .presentationDetents([.fraction(1.5), .height(-1)])\n",
  ])

  /// The lint of a medium / large sheet read from `file`.
  static func lint(_ file: String) -> String {
    """
    \(file): no errors or warnings, 1 note
      note: snap 1 (medium): its height detent.medium is an inactive detent: the
        sheet skips it, and it is the point the sheet opens at: it opens at the next
        active one on every phone in landscape
        hint: Apple's .medium is inactive in compact height, and a custom detent
          whose resolver gives nothing (inactive) is inactive: to keep a point
          there, set snapPoints[0].layout.height detent.fraction(0.5)

    """
  }

  @Test(
    "UIKit code: the report (its counts, each point's line, each line read or left out), then the lint"
  )
  func uikit() throws {
    var session = try quietSession("basic", files: Self.files)
    let loaded = outputs(&session, "load Sheet.swift")
    #expect(loaded.err == "")
    // The sheet re-presents at its first detent (floating on the default version, its top at
    // 393.66), then the report and the lint.
    #expect(loaded.out.contains("at       snap 1 (medium)   percent 0.534   time 1.017s\n"))
    #expect(
      loaded.out.hasSuffix(
        """
        imported UIKit code: 2 read, 0 approximated, 1 left out
        snap 1 medium: Sheet.swift:2:22
        snap 2 large: Sheet.swift:2:33
        Sheet.swift:2:11: recognised sheet.detents: 2 detents
        Sheet.swift:3:11: recognised sheet.largestUndimmedDetentIdentifier = medium
        Sheet.swift:4:35: skipped sheet.preferredCornerRadius = ...: not a number: give
          a value with set sheet.preferredCornerRadius R

        """ + Self.lint("Sheet.swift")))
    #expect(session.documentName == "Sheet.swift")
    #expect(
      session.manager.adaptiveConfig.defaultConfig.snapPoints.map(\.key) == ["medium", "large"])
  }

  @Test("SwiftUI code: the report, then the lint")
  func swiftui() throws {
    var session = try quietSession("basic", files: Self.files)
    let loaded = outputs(&session, "load Settings.swift")
    #expect(loaded.err == "")
    #expect(
      loaded.out.hasSuffix(
        """
        imported SwiftUI code: 2 read, 0 approximated, 0 left out
        snap 1 medium: Settings.swift:2:25
        snap 2 large: Settings.swift:2:34
        Settings.swift:2:4: recognised .presentationDetents: 2 detents
        Settings.swift:3:4: recognised .presentationDragIndicator

        """ + Self.lint("Settings.swift")))
    #expect(session.manager.adaptiveConfig.defaultConfig.sheet?.prefersGrabberVisible == true)
  }

  @Test("a file with nothing recognisable: one error line, the session unchanged")
  func nothing() throws {
    var session = try quietSession("basic", files: Self.files)
    let before = session.manager.adaptiveConfig
    let loaded = outputs(&session, "load x.swift")
    #expect(loaded.out == "")
    #expect(
      loaded.err
        == "error: x.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))\n"
    )
    #expect(session.documentName == "basic")
    #expect(session.manager.adaptiveConfig == before)
  }

  /// The error of a file whose detents are all skipped: the first line, then each reason.
  static let badError = """
    bad.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))
      bad.swift:2:25: skipped .fraction(...): not a number from 0 to 1: give one with set snapPoints[N].layout.height detent.fraction(F)
      bad.swift:2:41: skipped .height(...): not a number: give one with set snapPoints[N].layout.height detent.height(H)

    """

  @Test("nothing read for a reason: the error's first line, then the skipped lines; unchanged")
  func reasons() throws {
    var session = try quietSession("basic", files: Self.files)
    let before = session.manager.adaptiveConfig
    let loaded = outputs(&session, "load bad.swift")
    #expect(loaded.out == "")
    #expect(loaded.err == "error: " + Self.badError)
    #expect(session.documentName == "basic")
    #expect(session.manager.adaptiveConfig == before)
  }

  @Test("modalplay --config of such a file: the same error on stderr, exit 2")
  func reasonsAtStart() throws {
    let directory = try temporaryDirectory(["bad.swift": Self.files.files["bad.swift"] ?? ""])
    let run = try runModalplay(
      ["--quiet", "--config", "bad.swift", "-c", "quit"], directory: directory)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == "modalplay: " + Self.badError)
  }
}
