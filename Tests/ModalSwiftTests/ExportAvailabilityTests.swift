import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// `export swift TARGET --ios VERSION`: the code for a deployment target, what it needs said at
/// its top, newer API behind `#available` with the fallback in the else; checked by compiling
/// for iOS (``typecheckForIOS(_:ios:stubs:)``).
@Suite("export swift --ios: availability", .serialized)
struct ExportAvailabilityTests {
  /// Every preset each target can express, exported for `version`, written one file each to a
  /// fresh folder per target.
  static func exports(_ version: IOSVersion, stubs: String) throws -> [String: [String]] {
    var files: [String: [String]] = [:]
    var folders: [String: String] = [:]
    for target in SwiftExportTargets.swift {
      folders[target.name] = try scratchFolder(stubs)
    }
    for target in SwiftExportTargets.swift {
      for preset in BuiltinPresets.names {
        let document = try presetDocument(preset)
        guard target.refusal(document) == nil else { continue }
        let path = folders[target.name]! + "/\(preset).swift"
        try target.export(document, ios: version).code.write(
          toFile: path, atomically: true, encoding: .utf8)
        files[target.name, default: []].append(path)
      }
    }
    return files
  }

  @Test(
    "every preset x target, exported for the oldest and the newest iOS, type-checks for that iOS in Swift 5 and 6",
    arguments: [IOSVersion.oldest, IOSVersion.newest])
  func eachTarget(version: IOSVersion) throws {
    let stubs = try sharedStubs()
    let iosStubs = try sharedIOSStubs()
    for (target, files) in try Self.exports(version, stubs: stubs).sorted(by: { $0.key < $1.key }) {
      try #require(!files.isEmpty)
      for (mode, run) in try typecheckInEachMode(files, stubs: stubs) {
        #expect(run.status == 0, "\(target) --ios \(version.text), Swift \(mode):\n\(run.output)")
      }
      guard iosCheckedTargets.contains(target) else { continue }
      for (mode, run) in try typecheckForIOS(files, ios: version, stubs: iosStubs) {
        #expect(
          run.status == 0, "\(target) for iOS \(version.text), Swift \(mode):\n\(run.output)")
      }
    }
  }

  /// The export of `preset` for `target` at `version`.
  static func code(_ target: String, _ preset: String, _ version: IOSVersion?) throws -> String {
    try #require(SwiftExportTargets.named(target)).export(try presetDocument(preset), ios: version)
      .code
  }

  /// An export with one guard taken away, and the error compiling it for iOS 15 gives.
  static let unguarded: [(target: String, from: String, to: String, error: String)] = [
    (
      "uikit", "if #available(iOS 16, *) {", "if true {",
      "'custom(identifier:resolver:)' is only available in iOS 16 or newer"
    ),
    (
      "swiftui", "if #available(iOS 16.4, *) {", "if #available(iOS 16, *) {",
      "'presentationCornerRadius' is only available in iOS 16.4 or newer"
    ),
    (
      "swiftui", "} else if #available(iOS 16, *) {", "} else if true {",
      "'presentationDetents' is only available in iOS 16 or newer"
    ),
  ]

  @Test("a guard taken away fails the type check for iOS 15 (the check can fail)")
  func missingGuard() throws {
    let iosStubs = try sharedIOSStubs()
    for mutation in Self.unguarded {
      let code = try Self.code(mutation.target, "swiftui-sheet", .v15)
      let broken = code.replacingOccurrences(of: mutation.from, with: mutation.to)
      #expect(broken != code, "\(mutation.target): \(mutation.from)")
      let path = try scratchFolder(iosStubs) + "/Unguarded.swift"
      try broken.write(toFile: path, atomically: true, encoding: .utf8)
      for (mode, run) in try typecheckForIOS([path], ios: .v15, stubs: iosStubs) {
        #expect(run.status != 0, "\(mutation.target), Swift \(mode)")
        #expect(run.output.contains(mutation.error), "\(mutation.target): \(run.output)")
      }
    }
  }

  @Test("the default export, for the iOS its API needs, does not compile for an older iOS")
  func defaultNeedsItsVersion() throws {
    let iosStubs = try sharedIOSStubs()
    let code = try Self.code("swiftui", "swiftui-sheet", nil)
    #expect(
      code.contains(
        "// Needs iOS 16.4: presentationBackgroundInteraction, presentationCornerRadius.\n"))
    let path = try scratchFolder(iosStubs) + "/Default.swift"
    try code.write(toFile: path, atomically: true, encoding: .utf8)
    let old = try typecheckForIOS([path], ios: .v16, stubs: iosStubs)
    #expect(old.allSatisfy { $0.run.status != 0 })
    #expect(old[0].run.output.contains("'presentationCornerRadius' is only available in iOS 16.4"))
    let needed = try typecheckForIOS([path], ios: .v16Point4, stubs: iosStubs)
    #expect(needed.allSatisfy { $0.run.status == 0 }, "\(needed.map(\.run.output))")
  }

  @Test(
    "the headline: what the code needs by default, the deployment target and the guards with --ios")
  func headlines() throws {
    func headline(_ target: String, _ preset: String, _ version: IOSVersion?) throws -> String {
      let lines = try Self.code(target, preset, version).split(separator: "\n")
      let start = try #require(
        lines.firstIndex { $0.hasPrefix("// Needs") || $0.hasPrefix("// Written") })
      var text = String(lines[start].dropFirst(3))
      for line in lines[(start + 1)...] {
        guard line.hasPrefix("// "), !line.hasPrefix("// modalplay:") else { break }
        text += " " + line.dropFirst(3)
      }
      return text
    }
    #expect(
      try headline("uikit", "ios-sheet", nil) == "Needs iOS 15: UISheetPresentationController.")
    #expect(try headline("uikit", "swiftui-sheet", nil) == "Needs iOS 16: Detent.custom.")
    #expect(
      try headline("uikit", "swiftui-sheet", .v15)
        == "Written for iOS 15 (--ios 15); behind #available: Detent.custom (iOS 16).")
    #expect(try headline("uikit", "swiftui-sheet", .v17) == "Written for iOS 17 (--ios 17).")
    #expect(
      try headline("floatingpanel", "floatingpanel", nil)
        == "Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms .iOS(.v12))."
    )
    #expect(
      try headline("panmodal", "panmodal", .v26)
        == "Written for iOS 26 (--ios 26); PanModal needs iOS 10.")
  }

  @Test(
    "UIKit on iOS 15: the custom detents behind #available, the system's medium and large in the else, and a note"
  )
  func uikitFallback() throws {
    let export = try #require(SwiftExportTargets.named("uikit")).export(
      try presetDocument("swiftui-sheet"), ios: .v15)
    #expect(
      export.code.contains(
        """
          if #available(iOS 16, *) {
            sheet.detents = [
              .custom(identifier: .quarter) { context in 0.25 * context.maximumDetentValue },
              .custom(identifier: .short) { _ in 300 },
              .medium(),
              .large(),
            ]
            sheet.selectedDetentIdentifier = .quarter
            sheet.largestUndimmedDetentIdentifier = .short
          } else {
            // iOS 15 has no custom detents (Detent.custom is iOS 16): the system's medium and large stand
            // in.
            sheet.detents = [.medium(), .large()]
          }
          sheet.prefersGrabberVisible = true

        """))
    #expect(
      export.notes.contains(
        "the custom detents need iOS 16: before it the sheet has the system's medium and large detents (behind #available)"
      ))
  }

  @Test("SwiftUI on iOS 15: one branch per version the modifiers need, the last without detents")
  func swiftuiBranches() throws {
    let code = try Self.code("swiftui", "swiftui-sheet", .v15)
    #expect(
      code.contains(
        """
          @ViewBuilder
          func swiftuiSheetPresentation() -> some View {
            if #available(iOS 16.4, *) {
              self
                .presentationDetents([.quarter, .short, .medium, .large])
                .presentationBackgroundInteraction(.enabled(upThrough: .short))
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(20)
            } else if #available(iOS 16, *) {
              self
                .presentationDetents([.quarter, .short, .medium, .large])
                .presentationDragIndicator(.visible)
            } else {
              // SwiftUI before iOS 16 has no presentation detents: the sheet is full height.
              self
            }
          }
        }

        @available(iOS 16, *)
        extension PresentationDetent {
          fileprivate static let quarter = Self.fraction(0.25)
          fileprivate static let short = Self.height(300)
        }

        """))
  }

  @Test("the exports for every --ios are left as they are by swift format")
  func formatted() throws {
    let stubs = try sharedStubs()
    var paths: [String] = []
    for version in IOSVersion.allCases {
      let folder = try scratchFolder(stubs)
      for target in ["uikit", "swiftui"] {
        for preset in ["swiftui-sheet", "ios-sheet", "compact-height", "demo01"] {
          let path = folder + "/\(target)-\(preset).swift"
          try Self.code(target, preset, version).write(
            toFile: path, atomically: true, encoding: .utf8)
          paths.append(path)
        }
      }
    }
    let run = try runTool(
      "swift", ["format", "lint", "--configuration", packageRoot + "/.swift-format"] + paths)
    #expect(run.status == 0)
    #expect(run.output == "", "\(run.output)")
  }
}
