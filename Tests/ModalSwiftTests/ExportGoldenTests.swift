import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// The exports of every preset a target can express, byte for byte against the golden files
/// under Golden/TARGET/PRESET.swift (MODALPLAY_UPDATE_GOLDEN=1 rewrites them; read the diff),
/// type-checked against the stub modules, and left as they are by `swift format`.
@Suite("export swift: golden files", .serialized)
struct ExportGoldenTests {
  @Test("every preset x every target it can express matches its golden file")
  func golden() throws {
    let update = ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_GOLDEN"] == "1"
    var expected: Set<String> = []
    for (target, preset, export) in try expressiblePairs() {
      let path = goldenPath(target: target.name, preset: preset)
      expected.insert(path)
      if update {
        try FileManager.default.createDirectory(
          atPath: exportTests + "/Golden/" + target.name, withIntermediateDirectories: true)
        try export.code.write(toFile: path, atomically: true, encoding: .utf8)
        continue
      }
      let golden = try String(contentsOfFile: path, encoding: .utf8)
      #expect(export.code == golden, "\(target.name) \(preset)")
    }
    // No stale golden file.
    for target in SwiftExportTargets.swift {
      let folder = exportTests + "/Golden/" + target.name
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where name.hasSuffix(".swift") {
        #expect(expected.contains(folder + "/" + name), "stale \(target.name)/\(name)")
      }
    }
  }

  @Test("the golden files type-check against the stubs of the libraries' declarations")
  func typecheck() throws {
    let stubs = try sharedStubs()
    for target in SwiftExportTargets.swift {
      let folder = exportTests + "/Golden/" + target.name
      let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
      try #require(!files.isEmpty)
      for (mode, run) in try typecheckInEachMode(files, stubs: stubs) {
        #expect(run.status == 0, "\(target.name), Swift \(mode):\n\(run.output)")
      }
    }
  }

  /// A golden file with one thing changed, and what swiftc then says.
  static let mutations:
    [(target: String, preset: String, from: String, to: String, error: String)] = [
      // A wrong label.
      (
        "swiftui", "ios-sheet", ".presentationDragIndicator(",
        ".presentationDragIndicator(visibility: ", "extraneous argument label"
      ),
      // Two arguments out of their declaration order.
      (
        "adaptive-modal", "demo01",
        "    snapDirection: .bottomToTop,\n    overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .fitScreen)\n",
        "    overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .fitScreen),\n    snapDirection: .bottomToTop\n",
        "must precede argument"
      ),
      // An enum case the library does not have.
      (
        "floatingpanel", "floatingpanel", "let position: FloatingPanelPosition = .bottom",
        "let position: FloatingPanelPosition = .bottomEdge", "has no member 'bottomEdge'"
      ),
    ]

  @Test("a wrong label, order or case fails the type check (the check can fail)")
  func typecheckFails() throws {
    let stubs = try sharedStubs()
    for mutation in Self.mutations {
      let golden = try String(
        contentsOfFile: goldenPath(target: mutation.target, preset: mutation.preset),
        encoding: .utf8)
      let broken = golden.replacingOccurrences(of: mutation.from, with: mutation.to)
      #expect(broken != golden, "\(mutation.target) \(mutation.preset)")
      let path = try scratchFolder(stubs) + "/Broken.swift"
      try broken.write(toFile: path, atomically: true, encoding: .utf8)
      let run = try runTool("swiftc", ["-typecheck", "-I", stubs, path])
      #expect(run.status != 0, "\(mutation.target)")
      #expect(run.output.contains(mutation.error), "\(mutation.target): \(run.output)")
    }
  }

  @Test("swift format leaves the golden files as they are")
  func formatted() throws {
    let run = try runTool(
      "swift",
      [
        "format", "lint", "--configuration", packageRoot + "/.swift-format", "-r",
        exportTests + "/Golden",
      ])
    #expect(run.status == 0)
    #expect(run.output == "", "\(run.output)")
  }
}
