import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

@Suite("A dismissal the app switches: read as flags, written back as parameters")
struct DismissSwitchTests {
  static let swiftUI = """
    struct EditorView: View {
        @StateObject var model = Model()
        var body: some View {
            Form {}
                .presentationDetents([.medium, .large])
                .interactiveDismissDisabled(model.isEditing && !model.isSaved)
        }
    }
    """

  static let uiKit = """
    func show(_ editor: UIViewController, model: Model) {
        editor.isModalInPresentation = model.hasChanges
        if let sheet = editor.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
        }
    }
    """

  @Test("SwiftUI: the argument's names become flags; the sheet holds while they say so")
  func swiftUIImport() throws {
    let result = try SwiftImporters.read(Self.swiftUI, file: "E.swift")
    #expect(
      result.approximated
        == [
          "E.swift:6:14: approximated .interactiveDismissDisabled(model.isEditing && !model.isSaved): the app's state at run time, read as a switch: flag model.isEditing, flag model.isSaved (flag NAME on|off); with every flag off the sheet can be dragged away (the config dismissDisabled holds it)"
        ])
    #expect(result.skipped == [])
    let config = result.document.config
    #expect(config.defaultConfig.sheet?.isModalInPresentation == false)
    #expect(config.constrained.count == 1)
    #expect(config.constrained[0].name == "dismissDisabled")
    #expect(
      config.constrained[0].conditions == [
        .all([.flag("model.isEditing"), .not(.flag("model.isSaved"))])
      ])
    #expect(config.constrained[0].config.sheet?.isModalInPresentation == true)
    // Which config the app's state selects.
    var editing = Environment()
    editing.flags = ["model.isEditing"]
    #expect(config.selection(for: Environment()) == .defaultConfig)
    #expect(config.selection(for: editing) == .constrained(0))
    editing.flags.insert("model.isSaved")
    #expect(config.selection(for: editing) == .defaultConfig)
  }

  @Test("UIKit: isModalInPresentation = one of the app's Booleans is the same switch")
  func uiKitImport() throws {
    let result = try SwiftImporters.read(Self.uiKit, file: "U.swift")
    #expect(
      result.approximated == [
        "U.swift:2:12: approximated viewController.isModalInPresentation = model.hasChanges: the app's state at run time, read as a switch: flag model.hasChanges (flag NAME on|off); with every flag off the sheet can be dragged away (the config dismissDisabled holds it)"
      ])
    #expect(result.document.config.constrained.first?.conditions == [.flag("model.hasChanges")])
  }

  @Test("a negated switch holds with every flag off, and the report says so")
  func negated() throws {
    let source = Self.swiftUI.replacingOccurrences(
      of: "model.isEditing && !model.isSaved", with: "!isSaved")
    let result = try SwiftImporters.read(source, file: "N.swift")
    #expect(
      result.approximated.last?.hasSuffix(
        "with every flag off the sheet cannot be dragged away (the config dismissDisabled holds it)"
      ) == true)
    #expect(result.document.config.selection(for: Environment()) == .constrained(0))
  }

  /// The export of `source` for `target`.
  static func export(_ source: String, _ target: String) throws -> String {
    var document = try SwiftImporters.read(source, file: "editor.swift").document
    document.name = "editor"
    return try #require(SwiftExportTargets.named(target)).export(document).code
  }

  @Test("the exports pass the app's state in: parameters named after the flags")
  func exports() throws {
    let swiftUI = try Self.export(Self.swiftUI, "swiftui")
    #expect(
      swiftUI.contains(
        """
          /// The sheet of the modalplay config "editor": apply it to the sheet's content. Pass
          /// `model.isEditing` as isEditing, `model.isSaved` as isSaved: the sheet cannot be dragged away
          /// while isEditing && !isSaved.
          func editorPresentation(isEditing: Bool, isSaved: Bool) -> some View {
            self
              .presentationDetents([.medium, .large])
              .presentationDragIndicator(.hidden)
              .interactiveDismissDisabled(isEditing && !isSaved)
          }
        """), "\(swiftUI)")
    #expect(!swiftUI.contains("not exported"))
    let uiKit = try Self.export(Self.swiftUI, "uikit")
    #expect(
      uiKit.contains(
        """
        @MainActor func configureEditor(
          _ viewController: UIViewController, isEditing: Bool, isSaved: Bool
        ) {
          viewController.modalPresentationStyle = .pageSheet
          viewController.isModalInPresentation = isEditing && !isSaved
        """), "\(uiKit)")
  }

  @Test("the exports type-check in Swift 5 and 6 and are swift-format clean")
  func typecheck() throws {
    let stubs = try sharedStubs()
    let folder = try scratchFolder(stubs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var files: [String] = []
    for target in ["swiftui", "uikit"] {
      for (name, source) in [("a", Self.swiftUI), ("b", Self.uiKit)] {
        let path = folder + "/\(target)-\(name).swift"
        try Self.export(source, target).replacingOccurrences(
          of: "editorPresentation", with: "\(target)\(name)"
        ).replacingOccurrences(of: "configureEditor", with: "configure\(target)\(name)")
          .write(toFile: path, atomically: true, encoding: .utf8)
        files.append(path)
      }
    }
    for (mode, run) in try typecheckInEachMode(files, stubs: stubs) {
      #expect(run.status == 0, "Swift \(mode): \(run.output)")
    }
    let lint = try runTool(
      "swift", ["format", "lint", "--configuration", packageRoot + "/.swift-format"] + files)
    #expect(lint.output == "", "\(lint.output)")
  }

  @Test("import, export, import: the same switch, its flags named as the parameters")
  func roundTrip() throws {
    let first = try SwiftImporters.read(Self.swiftUI, file: "E.swift").document
    let code = try #require(SwiftExportTargets.named("swiftui")).export(first).code
    let again = try SwiftImporters.read(code, file: "E2.swift").document
    #expect(
      again.config.constrained.first?.conditions == [
        .all([.flag("isEditing"), .not(.flag("isSaved"))])
      ])
    #expect(again.config.defaultConfig.snapPoints == first.config.defaultConfig.snapPoints)
  }

  @Test("only that shape is a switch: another adaptive config keeps its note")
  func shape() throws {
    var document = try SwiftImporters.read(Self.swiftUI, file: "E.swift").document
    #expect(DismissSwitch.read(document) != nil)
    document.config.constrained[0].config.sheet?.prefersGrabberVisible = true
    #expect(DismissSwitch.read(document) == nil)
    document.config.constrained[0].config.sheet?.prefersGrabberVisible = false
    document.config.constrained[0].conditions = [.voiceOver]
    #expect(DismissSwitch.read(document) == nil)
  }
}
