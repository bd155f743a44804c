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
  for target in SwiftExportTargets.swift {
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

// The availability check. `@available(iOS N, *)` means nothing to a compiler building for Linux,
// and the toolchain here has no iOS SDK: `swiftc -target arm64-apple-ios15.0` cannot load a
// standard library. It does ship Embedded Swift's standard library for arm64-apple-ios (built
// for iOS 18; `-Xfrontend -disable-target-os-checking` lets a type check for an older target
// load it). So the exports for Apple's frameworks are also type-checked as Embedded Swift for
// `arm64-apple-iosV` (V the deployment target) against the same UIKit and SwiftUI stubs, whose
// declarations carry Apple's `@available(iOS N, *)`: a use of iOS 16 API outside
// `if #available(iOS 16, *)` at --ios 15 is then a compile error, as in Xcode. Embedded Swift
// has no Foundation and no _Concurrency for that target; Stubs/IOSTarget holds the few
// declarations of theirs the stubs use. The library stubs (FloatingPanel, PanModal,
// adaptive-modal) are not built this way: Embedded Swift refuses their `weak` properties and
// existentials, and their exports use no API newer than iOS 15.

/// The modules of the iOS-target check, in build order (Stubs/IOSTarget first).
let iosStubModules = ["_Concurrency", "Foundation", "UIKit", "SwiftUI"]

/// The export targets the iOS-target check covers: Apple's frameworks.
let iosCheckedTargets: Set<String> = ["uikit", "swiftui"]

/// The flags of an Embedded Swift compile for iOS `version`.
func iosFlags(_ version: IOSVersion) -> [String] {
  [
    "-target", "arm64-apple-ios\(version.text)", "-enable-experimental-feature", "Embedded",
    "-Xfrontend", "-disable-target-os-checking",
  ]
}

/// Builds the iOS-target stub modules into a fresh directory and returns it.
func buildIOSStubs() throws -> String {
  let directory =
    NSTemporaryDirectory()
    + "modalplay-ios-stubs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for module in iosStubModules {
    let folder =
      exportTests + "/Stubs/"
      + (["_Concurrency", "Foundation"].contains(module) ? "IOSTarget" : module)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    let files = names.filter {
      $0.hasSuffix(".swift") && (!folder.hasSuffix("IOSTarget") || $0 == module + ".swift")
    }.sorted().map { folder + "/" + $0 }
    let run = try runTool(
      "swiftc",
      ["-emit-module", "-parse-as-library", "-wmo", "-module-name", module, "-I", directory]
        + iosFlags(.oldest) + ["-o", directory + "/\(module).swiftmodule"] + files)
    guard run.status == 0 else {
      throw StubError(message: "the \(module) stub does not build for iOS:\n\(run.output)")
    }
  }
  return directory
}

private let builtIOSStubs: Result<String, StubError> = {
  do {
    return .success(try buildIOSStubs())
  } catch let error as StubError {
    return .failure(error)
  } catch {
    return .failure(StubError(message: "\(error)"))
  }
}()

/// The directory of the iOS-target stub modules, built once (``buildIOSStubs()``).
func sharedIOSStubs() throws -> String { try builtIOSStubs.get() }

/// `swiftc -typecheck` of `files` for iOS `version` against the iOS-target stubs, once in each
/// of ``languageModes``.
func typecheckForIOS(_ files: [String], ios version: IOSVersion, stubs: String) throws
  -> [(mode: String, run: ToolRun)]
{
  try languageModes.map { mode in
    (
      mode,
      try runTool(
        "swiftc",
        ["-typecheck", "-swift-version", mode, "-I", stubs] + iosFlags(version) + files)
    )
  }
}
