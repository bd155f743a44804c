import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// `if #available(iOS N, *)`, `#unavailable`, `guard #available` and `@available` around sheet
/// code: each branch is kept for its versions, as an adaptive config switched on `ios`, and the
/// report says which lines read as which versions; the UIKit export writes the switch back.
@Suite("Swift import: code for some iOS versions")
struct SwiftAvailabilityTests {
  static func read(_ source: String) throws -> SwiftImportResult {
    try SwiftImporters.read(source, file: "F.swift")
  }

  /// Each config's name, conditions and detent keys.
  static func configs(_ result: SwiftImportResult) -> [String] {
    let config = result.document.config
    let keys = { (c: ModalConfig) in c.snapPoints.map { $0.key ?? "-" }.joined(separator: ",") }
    return ["default: " + keys(config.defaultConfig)]
      + config.constrained.map { entry in
        "\(entry.name ?? "-") when "
          + entry.conditions.map { LayoutValueSyntax.format($0) }.joined(separator: " && ")
          + ": " + keys(entry.config)
      }
  }

  /// The report's lines about the version tests.
  static func versionLines(_ result: SwiftImportResult) -> [String] {
    (result.recognised + result.skipped).filter {
      $0.contains("available") || $0.contains("else {") || $0.contains("the code for")
        || $0.contains("guard")
    }
  }

  static let uikit = """
    func show(_ detail: UIViewController) {
      guard let sheet = detail.sheetPresentationController else { return }
      if #available(iOS 16, *) {
        sheet.detents = [.custom { _ in 200 }, .large()]
      } else {
        sheet.detents = [.medium(), .large()]
      }
      sheet.prefersGrabberVisible = true
    }
    """

  @Test("UIKit: if #available / else: the default is iOS 16's, the else is ios < 16")
  func uikitIfElse() throws {
    let result = try Self.read(Self.uikit)
    #expect(result.library == "UIKit")
    #expect(
      Self.configs(result) == [
        "default: detent1,large", "before-ios-16 when ios < 16: medium,large",
      ])
    #expect(
      Self.versionLines(result) == [
        "F.swift:3:3: recognised if #available(iOS 16, *) { ... } (lines 3-5): read as iOS 16 and later (the default config)",
        "F.swift:5:5: recognised else { ... } (lines 5-7): read as before iOS 16 (the config before-ios-16)",
      ])
    // Both readings keep the grabber set after the test.
    #expect(result.document.config.constrained[0].config.sheet?.prefersGrabberVisible == true)
    #expect(result.document.config.defaultConfig.sheet?.prefersGrabberVisible == true)
    // On iOS 15 the manager uses the else branch's detents.
    var environment = Environment()
    environment.ios = .v15
    let old = try Manager(config: result.document.config, environment: environment)
    #expect(old.config.snapPoints.map(\.key) == ["medium", "large"])
  }

  @Test("SwiftUI: an else-if chain, three versions; iOS 15 with no sheet code is reported")
  func swiftuiChain() throws {
    let result = try Self.read(
      """
      extension View {
        @ViewBuilder
        func detents() -> some View {
          if #available(iOS 16.4, *) {
            self.presentationDetents([.medium, .large]).presentationCornerRadius(24)
          } else if #available(iOS 16, *) {
            self.presentationDetents([.large])
          } else {
            self
          }
        }
      }
      """)
    #expect(result.library == "SwiftUI")
    #expect(
      Self.configs(result) == [
        "default: medium,large", "ios-16-before-16.4 when ios >= 16 && ios < 16.4: large",
      ])
    #expect(result.document.config.defaultConfig.sheet?.preferredCornerRadius == 24)
    #expect(result.document.config.constrained[0].config.sheet?.preferredCornerRadius == nil)
    #expect(
      Self.versionLines(result) == [
        "F.swift:4:5: recognised if #available(iOS 16.4, *) { ... } (lines 4-6): read as iOS 16.4 and later (the default config)",
        "F.swift:6:7: recognised else { ... } (lines 6-10): read as before iOS 16.4 (the config ios-16-before-16.4)",
        "F.swift:6:12: recognised if #available(iOS 16, *) { ... } (lines 6-8): read as iOS 16 and later (the config ios-16-before-16.4)",
        "F.swift: skipped the code for iOS 15 (before iOS 16): no sheet configuration found there: those versions read as the default config",
      ])
  }

  @Test("#unavailable, guard #available and @available")
  func otherForms() throws {
    let unavailable = try Self.read(
      """
      if #unavailable(iOS 17) {
        sheet.detents = [.medium()]
      } else {
        sheet.detents = [.large()]
      }
      """)
    #expect(Self.configs(unavailable) == ["default: large", "before-ios-17 when ios < 17: medium"])
    let guarded = try Self.read(
      """
      func show() {
        guard #available(iOS 16, *) else {
          sheet.detents = [.medium()]
          return
        }
        sheet.detents = [.custom { _ in 300 }]
      }
      """)
    #expect(Self.configs(guarded) == ["default: detent1", "before-ios-16 when ios < 16: medium"])
    #expect(
      Self.versionLines(guarded) == [
        "F.swift:2:3: recognised guard #available(iOS 16, *) else { ... } (lines 2-5): read as before iOS 16 (the config before-ios-16)",
        "F.swift:6:3: recognised the code after guard #available(iOS 16, *) (lines 6-6): read as iOS 16 and later (the default config)",
      ])
    let attribute = try Self.read(
      """
      struct Sheet: View {
        var body: some View { Text("x").presentationDetents([.medium]) }
      }
      @available(iOS 18, *)
      extension Sheet {
        var sized: some View { Text("x").presentationDetents([.large]) }
      }
      """)
    // Before 18 the extension is not there; from 18 both are, and the first sheet is read.
    #expect(
      Self.versionLines(attribute) == [
        "F.swift:4:1: recognised @available(iOS 18, *) (lines 4-7): read as iOS 18 and later (the default config)"
      ])
  }

  @Test("a test older or newer than every version modelled: its other branch is left out")
  func outOfRange() throws {
    let result = try Self.read(
      """
      if #available(iOS 13, *) {
        sheet.detents = [.medium(), .large()]
      } else {
        sheet.detents = [.large()]
      }
      """)
    #expect(Self.configs(result) == ["default: medium,large"])
    #expect(
      Self.versionLines(result) == [
        "F.swift:1:1: recognised if #available(iOS 13, *) { ... } (lines 1-3): read as iOS 13 and later (the default config)",
        "F.swift:3:3: skipped else { ... } (lines 3-5): runs only before iOS 13, older than any version modelled (15 to 27): left out",
      ])
  }

  @Test("hostile nesting stays linear and never crashes")
  func hostile() throws {
    // 2 000 nested tests, each around sheet code: one reading per modelled version at most.
    var source = ""
    for level in 0..<2_000 {
      source += "if #available(iOS \(15 + level % 13), *) { sheet.detents = [.large()]\n"
    }
    source += String(repeating: "}\n", count: 2_000)
    let clock = ContinuousClock()
    let start = clock.now
    _ = try? Self.read(source)
    let nested = clock.now - start
    // The same code without the tests, for a bound on the time.
    let plain = source.replacingAll("#available", with: "true || available")
    let plainStart = clock.now
    _ = try? Self.read(plain)
    let flat = clock.now - plainStart
    #expect(nested < flat * 20 + .seconds(2), "\(nested) against \(flat)")
    // Unbalanced and truncated tests are read without a crash.
    for broken in [
      "if #available(iOS 16, *) {", "guard #available(iOS", "@available(iOS 16, *)",
      "if #available(iOS 16, *) { sheet.detents = [.large()] } else",
      "} else { if #unavailable(iOS) { sheet.detents = [] }",
    ] {
      _ = try? Self.read(broken)
    }
  }

  @Test("the UIKit export writes the version switch back: export then import is the same config")
  func roundTrip() throws {
    let result = try Self.read(Self.uikit)
    let export = try #require(SwiftExportTargets.all.first { $0.name == "uikit" }).export(
      result.document, ios: nil)
    #expect(export.code.contains("  if #available(iOS 16, *) {\n"))
    #expect(export.code.contains("    // Before iOS 16: the config before-ios-16.\n"))
    #expect(export.code.contains("// Needs iOS 15: UISheetPresentationController."))
    #expect(!export.notes.contains { $0.contains("before-ios-16") })
    let again = try SwiftImporters.read(export.code, file: "Exported.swift")
    #expect(Self.configs(again) == Self.configs(result))
    for version in IOSVersion.allCases {
      var environment = Environment()
      environment.ios = version
      let a = try Manager(config: result.document.config, environment: environment)
      let b = try Manager(config: again.document.config, environment: environment)
      #expect(
        a.interpolator.points.map(\.rect) == b.interpolator.points.map(\.rect), "\(version)")
    }
  }

  @Test(
    "an export for iOS 15 (#available written by the exporter) imports with the preset as the default",
    arguments: ["uikit", "swiftui"])
  func exportForOldIOS(_ target: String) throws {
    var tests = 0
    for preset in ["ios-sheet", "swiftui-sheet"] {
      let document = try presetDocument(preset)
      let exporter = try #require(SwiftExportTargets.named(target))
      let code = try exporter.export(document, ios: .v15).code
      // (UIKit needs no test for the system's detents alone.)
      guard code.contains("#available(iOS 16") else { continue }
      tests += 1
      let read = try SwiftImporters.read(code, file: "Exported.swift")
      // The newest iOS reads as the preset does, on every version from the export's.
      let newest = try Manager(config: read.document.config)
      let original = try Manager(config: document.config)
      #expect(
        newest.interpolator.points.map(\.rect) == original.interpolator.points.map(\.rect),
        "\(preset) \(target)")
      // Every other config is an older version's.
      for entry in read.document.config.constrained {
        #expect(
          entry.conditions.allSatisfy {
            if case .compare(.ios, _) = $0 { true } else { false }
          }, "\(preset) \(target): \(entry.name ?? "-")")
      }
      guard target == "uikit" else { continue }
      // UIKit before 16: the system's medium and large, written back as the same test.
      #expect(
        Self.configs(read) == [
          "default: "
            + read.document.config.defaultConfig.snapPoints.map { $0.key ?? "-" }
            .joined(separator: ","), "before-ios-16 when ios < 16: medium,large",
        ], "\(preset)")
      let again = try SwiftImporters.read(
        try exporter.export(read.document).code, file: "Again.swift")
      #expect(Self.configs(again) == Self.configs(read), "\(preset)")
    }
    #expect(tests == (target == "uikit" ? 1 : 2))
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
