import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// A config that switches on the iOS version (`ios < 16`, as the importers read an
/// `if #available(iOS 16, *)` branch) exported for adaptive-modal, whose EvaluableCondition has
/// no case for the version: the condition is a Bool the app computes once from ProcessInfo.
@Suite("adaptive-modal export: an ios condition")
struct AdaptiveModalVersionTests {
  @Test("each comparison is ProcessInfo's isOperatingSystemAtLeast, exactly")
  func comparisons() {
    func atLeast(_ major: Int, _ minor: Int, _ patch: Int) -> String {
      "ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: \(major), minorVersion: \(minor), patchVersion: \(patch)))"
    }
    #expect(AdaptiveModalValues.ios(.greaterThanOrEqual(16.4)) == atLeast(16, 4, 0))
    #expect(AdaptiveModalValues.ios(.greaterThan(16)) == atLeast(16, 0, 1))
    #expect(AdaptiveModalValues.ios(.lessThan(16)) == "!" + atLeast(16, 0, 0))
    #expect(AdaptiveModalValues.ios(.lessThanOrEqual(17)) == "!" + atLeast(17, 0, 1))
    #expect(
      AdaptiveModalValues.ios(.equal(26)) == atLeast(26, 0, 0) + " && !" + atLeast(26, 0, 1))
    #expect(
      AdaptiveModalValues.ios(.between(16, 18))
        == atLeast(16, 0, 0) + " && !" + atLeast(18, 0, 1))
  }

  @Test("a config switched on ios < 16 exports to adaptive-modal code that type-checks")
  func typechecks() throws {
    var document = try presetDocument("demo01")
    var older = document.config.defaultConfig
    older.snapPoints.removeLast()
    document.config.constrained = [
      ConstrainedConfig(
        name: "before-ios-16", conditions: [.compare(.ios, .lessThan(16))], config: older)
    ]
    document.name = "versioned"
    let export = try #require(SwiftExportTargets.named("adaptive-modal")).export(document)
    #expect(
      export.code.contains(
        ".customFlag(\n              !ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 16, minorVersion: 0, patchVersion: 0))\n"
      ), "\(export.code)")
    let stubs = try sharedStubs()
    let folder = try scratchFolder(stubs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/versioned.swift"
    try export.code.write(toFile: path, atomically: true, encoding: .utf8)
    for (mode, run) in try typecheckInEachMode([path], stubs: stubs) {
      #expect(run.status == 0, "Swift \(mode): \(run.output)")
    }
  }
}
