import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport

/// The package's root directory (two levels above this file's folder).
let packageRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/")
}()

/// Tests/ModalSwiftTests.
let exportTests = packageRoot + "/Tests/ModalSwiftTests"

/// The golden file of a preset's export for a target.
func goldenPath(target: String, preset: String) -> String {
  exportTests + "/Golden/\(target)/\(preset).swift"
}

/// Every (target, preset) pair the target can express, in the registries' order.
func expressiblePairs() throws -> [(target: SwiftExportTarget, preset: String, export: SwiftExport)]
{
  var pairs: [(SwiftExportTarget, String, SwiftExport)] = []
  for target in SwiftExportTargets.all {
    for preset in BuiltinPresets.names {
      let document = try presetDocument(preset)
      guard target.refusal(document) == nil else { continue }
      pairs.append((target, preset, try target.export(document)))
    }
  }
  return pairs
}

/// The stub modules, in the order they are built (a stub may import the ones before it).
let stubModules = [
  "UIKit", "SwiftUI", "DGSwiftUtilities", "ComputableLayout", "AdaptiveModal", "FloatingPanel",
  "PanModal",
]

/// What running a tool gave.
/// Builds every stub module that exists into a fresh directory and returns it.
func buildStubs() throws -> String {
  let directory =
    NSTemporaryDirectory()
    + "modalplay-stubs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
  try? FileManager.default.removeItem(atPath: directory)
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for module in stubModules {
    let folder = exportTests + "/Stubs/" + module
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
    let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    let run = try runTool(
      "swiftc",
      [
        "-emit-module", "-parse-as-library", "-module-name", module, "-I", directory, "-o",
        directory + "/\(module).swiftmodule",
      ] + files)
    guard run.status == 0 else {
      throw StubError(message: "the \(module) stub does not build:\n\(run.output)")
    }
  }
  return directory
}

/// The stub modules, built once per test process: building them is most of what the type checks
/// cost, and every test that type-checks reads the same modules.
private let builtStubs: Result<String, StubError> = {
  do {
    return .success(try buildStubs())
  } catch let error as StubError {
    return .failure(error)
  } catch {
    return .failure(StubError(message: "\(error)"))
  }
}()

/// The directory of the stub modules built once (``buildStubs()``).
func sharedStubs() throws -> String { try builtStubs.get() }

/// A fresh folder under the stubs' directory for one test's own files.
func scratchFolder(_ stubs: String) throws -> String {
  let folder = stubs + "/scratch-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  return folder
}

struct StubError: Error, Sendable, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// The language modes an export is type-checked in: as users build it, Swift 5 and Swift 6
/// (strict concurrency).
let languageModes = ["5", "6"]

/// `swiftc -typecheck` of `files` against the stubs, once in each of ``languageModes``.
func typecheckInEachMode(_ files: [String], stubs: String) throws -> [(mode: String, run: ToolRun)]
{
  try languageModes.map { mode in
    (mode, try runTool("swiftc", ["-typecheck", "-swift-version", mode, "-I", stubs] + files))
  }
}
