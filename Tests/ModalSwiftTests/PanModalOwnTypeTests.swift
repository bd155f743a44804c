import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

@Suite("PanModal: an imported view controller is exported onto itself")
struct PanModalOwnTypeTests {
  static let source = """
    import PanModal
    class ProfileViewController: UIViewController, PanModalPresentable {
        var panScrollable: UIScrollView? { tableView }
        var shortFormHeight: PanModalHeight { .contentHeight(300) }
        var longFormHeight: PanModalHeight { .maxHeightWithTopInset(40) }
        var cornerRadius: CGFloat { 12 }
    }
    """

  static func export() throws -> String {
    var document = try SwiftImporters.read(source, file: "P.swift").document
    document.name = "profile"
    #expect(document.sourceType == "ProfileViewController")
    return try #require(SwiftExportTargets.named("panmodal")).export(document).code
  }

  @Test("the extension names the user's type, keeps its scroll view and says no default again")
  func extendsTheUsersType() throws {
    let code = try Self.export()
    #expect(
      code.hasSuffix(
        """
        // The sheet of ProfileViewController as the modalplay config "profile" has it: these members
        // replace its PanModalPresentable members (its panScrollable stays its own; PanModal's defaults are
        // left out).
        extension ProfileViewController: @preconcurrency PanModalPresentable {
          var shortFormHeight: PanModalHeight { .contentHeight(300) }
          var longFormHeight: PanModalHeight { .maxHeightWithTopInset(40) }
          var cornerRadius: CGFloat { 12 }
        }

        """), "\(code)")
    #expect(!code.contains("final class"))
  }

  @Test("it type-checks beside the user's class in Swift 5 and 6, and reads back the same")
  func typecheckAndRoundTrip() throws {
    let code = try Self.export()
    let stubs = try sharedStubs()
    let folder = try scratchFolder(stubs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let user = folder + "/Profile.swift"
    try """
    import UIKit

    final class ProfileViewController: UIViewController {
      var panScrollable: UIScrollView? { nil }
    }
    """.write(toFile: user, atomically: true, encoding: .utf8)
    let export = folder + "/Export.swift"
    try code.write(toFile: export, atomically: true, encoding: .utf8)
    for (mode, run) in try typecheckInEachMode([user, export], stubs: stubs) {
      #expect(run.status == 0, "Swift \(mode): \(run.output)")
    }
    let first = try SwiftImporters.read(Self.source, file: "P.swift").document
    let again = try SwiftImporters.read(code, file: "E.swift").document
    #expect(again.sourceType == "ProfileViewController")
    #expect(again.config.defaultConfig.snapPoints == first.config.defaultConfig.snapPoints)
  }
}
