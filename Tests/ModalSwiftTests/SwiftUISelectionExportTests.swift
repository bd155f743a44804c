import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// The SwiftUI export writes an imported selection binding back: the same name, its initial
/// value the config's initial point.
@Suite("SwiftUI export: the selection binding", .serialized)
struct SwiftUISelectionExportTests {
  static let swiftui = SwiftExportTargets.named("swiftui")!

  /// A sheet whose binding `name` starts at `initial`.
  static func source(_ name: String, _ initial: String) -> String {
    SwiftUISelectionTests.sheet(
      "@State private var \(name): PresentationDetent = \(initial)", selection: "$" + name)
  }

  @Test("import, export, import: the same binding and the same initial point")
  func roundTrip() throws {
    for (name, initial, index) in [("detent", ".large", 2), ("chosen", ".medium", 1)] {
      let first = try SwiftImporters.read(Self.source(name, initial), file: "S.swift")
      #expect(first.document.selectionBinding == name)
      #expect(first.document.config.defaultConfig.initialSnapPointIndex == index)
      let code = try Self.swiftui.export(first.document).code
      #expect(code.contains("  @State private var \(name): PresentationDetent = \(initial)\n"))
      #expect(code.contains(".presentationDetents([.medium, .large], selection: $\(name))"))
      let second = try SwiftImporters.read(code, file: "E.swift")
      #expect(second.document.selectionBinding == name)
      #expect(second.document.config.defaultConfig.initialSnapPointIndex == index)
      #expect(second.document.config.defaultConfig == first.document.config.defaultConfig)
      #expect(try Self.swiftui.export(second.document).code == code)
    }
  }

  @Test("the export with a binding is a ViewModifier holding the state")
  func shape() throws {
    let document = try SwiftImporters.read(Self.source("detent", ".large"), file: "S.swift")
      .document
    #expect(
      try Self.swiftui.export(document).code.hasSuffix(
        """
        /// The sheet of the modalplay config "config": apply it to the sheet's content with
        /// .modifier(ConfigPresentation()). detent is the selected detent.
        struct ConfigPresentation: ViewModifier {
          @State private var detent: PresentationDetent = .large

          func body(content: Content) -> some View {
            content
              .presentationDetents([.medium, .large], selection: $detent)
              .presentationDragIndicator(.hidden)
          }
        }

        """))
  }

  @Test("below iOS 16 the header says the modifier is @available and what is behind #available")
  func headline() throws {
    var document = try SwiftImporters.read(Self.source("detent", ".large"), file: "S.swift")
      .document
    document.config.defaultConfig.sheet?.preferredCornerRadius = 12
    let code = try Self.swiftui.export(document, ios: .v15).code
    #expect(
      code.contains(
        """
        // Written for iOS 15 (--ios 15); @available(iOS 16, *): the view modifier (its selection is a
        // PresentationDetent); behind #available: presentationCornerRadius (iOS 16.4).

        """))
    #expect(code.contains("@available(iOS 16, *)\nstruct ConfigPresentation: ViewModifier {"))
  }

  @Test("with a binding, the export type-checks in Swift 5 and 6, and for iOS 15 and 26")
  func typecheck() throws {
    let stubs = try sharedStubs()
    let iosStubs = try sharedIOSStubs()
    var document = try SwiftImporters.read(Self.source("detent", ".large"), file: "S.swift")
      .document
    document.config.defaultConfig.sheet?.preferredCornerRadius = 12
    for version in [IOSVersion.oldest, .newest] {
      let path = try scratchFolder(stubs) + "/Selection.swift"
      try Self.swiftui.export(document, ios: version).code.write(
        toFile: path, atomically: true, encoding: .utf8)
      for (mode, run) in try typecheckInEachMode([path], stubs: stubs) {
        #expect(run.status == 0, "Swift \(mode):\n\(run.output)")
      }
      for (mode, run) in try typecheckForIOS([path], ios: version, stubs: iosStubs) {
        #expect(run.status == 0, "iOS \(version.text), Swift \(mode):\n\(run.output)")
      }
    }
  }
}
