import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// A SwiftUI sheet switched on the iOS version (`if #available(iOS 18, *) { ... } else { ...
/// }`) is exported back as the same test: the newer config in the `if`, the older one in the
/// `else`, each with the guards its floor needs; the export type-checks for its deployment
/// target and imports as the config it came from.
@Suite("SwiftUI export: a config switched on the iOS version", .serialized)
struct SwiftUIVersionSwitchTests {
  static let source = """
    struct Demo: View {
      @State private var shown = false
      var body: some View {
        Button("Show") { shown = true }
          .sheet(isPresented: $shown) {
            if #available(iOS 18, *) {
              Text("Hi").presentationDetents([.height(200), .large]).presentationCornerRadius(20)
            } else {
              Text("Hi").presentationDetents([.medium, .large])
            }
          }
      }
    }
    """

  static func imported() throws -> SwiftImportResult {
    try SwiftImporters.read(source, file: "Demo.swift")
  }

  static func export(_ ios: IOSVersion?) throws -> SwiftExport {
    try #require(SwiftExportTargets.named("swiftui")).export(try imported().document, ios: ios)
  }

  @Test("by default: if #available(iOS 18) with the newer modifiers, else the older config")
  func code() throws {
    let export = try Self.export(nil)
    #expect(
      export.code.contains("// Needs iOS 16: presentationDetents, presentationDragIndicator.\n"))
    #expect(
      export.code.contains(
        """
        extension View {
          /// The sheet of the modalplay config "config": apply it to the sheet's content.
          @ViewBuilder
          func configPresentation() -> some View {
            if #available(iOS 18, *) {
              self
                .presentationDetents([.height(200), .large])
                .presentationDragIndicator(.hidden)
                .presentationCornerRadius(20)
            } else {
              // Before iOS 18: the config before-ios-18.
              self
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.hidden)
            }
          }
        }
        """))
    #expect(!export.notes.contains { $0.contains("before-ios-18") })
  }

  @Test("for iOS 15: the older branch guards its detents again; nothing said twice")
  func oldest() throws {
    let export = try Self.export(.v15)
    #expect(
      export.code.contains(
        """
            } else {
              // Before iOS 18: the config before-ios-18.
              if #available(iOS 16, *) {
                self
                  .presentationDetents([.medium, .large])
                  .presentationDragIndicator(.hidden)
              } else {
                // SwiftUI before iOS 16 has no presentation detents: the sheet is full height.
                self
              }
            }
        """))
    #expect(
      export.notes == [
        "before iOS 18: presentationDetents needs iOS 16: before it the sheet goes without (it is behind #available)",
        "before iOS 18: presentationDragIndicator needs iOS 16: before it the sheet goes without (it is behind #available)",
      ])
  }

  @Test("the exports type-check for iOS 15, 16 and 18 in Swift 5 and 6 modes")
  func typecheck() throws {
    let stubs = try sharedIOSStubs()
    for version in [IOSVersion.v15, .v16, .v18] {
      let path = try scratchFolder(stubs) + "/Switched\(version.text).swift"
      try Self.export(version).code.write(toFile: path, atomically: true, encoding: .utf8)
      for (mode, run) in try typecheckForIOS([path], ios: version, stubs: stubs) {
        #expect(run.status == 0, "iOS \(version.text), Swift \(mode): \(run.output)")
      }
    }
  }

  @Test("the export imports as the config it came from, on every iOS version")
  func roundTrip() throws {
    let original = try Self.imported()
    for ios in [nil, IOSVersion.v15] {
      let again = try SwiftImporters.read(try Self.export(ios).code, file: "Again.swift")
      #expect(again.document.config.constrained.count == 1)
      // For iOS 15 the else holds a test for 16, so its config is read as 16 to 18.
      #expect(
        again.document.config.constrained.first?.name
          == (ios == nil ? "before-ios-18" : "ios-16-before-18"))
      for version in IOSVersion.allCases {
        var environment = Environment()
        environment.ios = version
        // iOS 15's SwiftUI has no detents: both read as a full-height sheet there.
        guard version >= .v16 || ios == nil else { continue }
        let a = try Manager(config: original.document.config, environment: environment)
        let b = try Manager(config: again.document.config, environment: environment)
        #expect(
          a.interpolator.points.map(\.rect) == b.interpolator.points.map(\.rect),
          "iOS \(version.text), exported for \(ios?.text ?? "default")")
      }
    }
  }

  @Test("two configs that give one detent name two heights: the newer written alone, with a note")
  func nameClash() throws {
    let source = Self.source.replacingOccurrences(
      of: "[.medium, .large])\n", with: "[.height(300), .large])\n")
    var document = try SwiftImporters.read(source, file: "Demo.swift").document
    document.config.defaultConfig.snapPoints[0].key = "peek"
    document.config.constrained[0].config.snapPoints[0].key = "peek"
    let export = try #require(SwiftExportTargets.named("swiftui")).export(document, ios: nil)
    #expect(!export.code.contains("if #available(iOS 18, *)"))
    #expect(export.code.contains("fileprivate static let peek = Self.height(200)"))
    #expect(
      export.notes.filter { $0.contains("before-ios-18") } == [
        "constrained config before-ios-18 (before iOS 18) is not written: it gives the detent name peek another height than the newer config's, and one file cannot declare both"
      ])
  }
}
