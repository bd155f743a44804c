import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// The package's root directory (two levels above this file).
let packageRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/")
}()

/// Every session under sessions/, relative to the package root.
let sessionScripts: [String] = {
  let root = packageRoot + "/"
  return TranscriptRunner().scripts(under: [root + "sessions"]).map {
    String($0.dropFirst(root.count))
  }
}()

@Suite("Transcripts")
struct TranscriptTests {
  @Test("sessions/basics.modal gives sessions/basics.expected")
  func basics() throws {
    let files = LocalFileSystem()
    let script = try files.read(packageRoot + "/sessions/basics.modal")
    let expected = try files.read(packageRoot + "/sessions/basics.expected")
    let (text, result) = Transcript.run(script, name: "sessions/basics.modal", files: files)
    #expect(result == .completed)
    #expect(text == expected)
  }

  /// Each session runs from the package root, as `modalplay test` does, so that the script
  /// names in transcripts (and relative `source` / `load` paths) are the ones users see.
  @Test("every session's transcript matches its .expected", arguments: sessionScripts)
  func session(_ script: String) throws {
    let result = try TranscriptRunner(files: RootedFileSystem(root: packageRoot)).run(script)
    if case .failed(_, let diff) = result.outcome {
      Issue.record("\(TranscriptRunner.report(result))\n\(diff)")
    }
    #expect(result.outcome == .passed)
  }

  @Test("a mismatch reports file:line and a unified diff")
  func mismatch() {
    let diff = UnifiedDiff.make(
      old: "a\nb\nc\nd\n", new: "a\nb\nC\nd\n", oldName: "x.expected", newName: "x.modal (actual)")
    #expect(
      diff == """
        --- x.expected
        +++ x.modal (actual)
        @@ -1,4 +1,4 @@
         a
         b
        -c
        +C
         d

        """)
    #expect(UnifiedDiff.firstDifference("a\nb\nc\n", "a\nb\nC\n") == 3)
    #expect(UnifiedDiff.firstDifference("a\n", "a\nb\n") == 2)
  }
}

/// The local files, with relative paths resolved against a root directory instead of the
/// working directory (tests run in parallel, so they must not change it).
struct RootedFileSystem: FileSystem {
  let root: String
  let local = LocalFileSystem()

  func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : root + "/" + path }
  func read(_ path: String) throws(FileError) -> String { try local.read(resolve(path)) }
  func readBytes(_ path: String) throws(FileError) -> [UInt8] {
    try local.readBytes(resolve(path))
  }
  func exists(_ path: String) -> Bool { local.exists(resolve(path)) }
  func identity(_ path: String) -> FileIdentity? { local.identity(resolve(path)) }
  func write(_ path: String, _ contents: String) throws(FileError) {
    try local.write(resolve(path), contents)
  }
  func canonical(_ path: String) -> String { local.canonical(resolve(path)) }
  func list(_ directory: String) -> [String] { local.list(resolve(directory)) }
  func makeTemporaryDirectory() throws(FileError) -> String {
    try local.makeTemporaryDirectory()
  }
  func removeTemporaryDirectory(_ path: String) { local.removeTemporaryDirectory(path) }
}

@Suite("README")
struct ReadmeTests {
  /// Every block the README marks with `<!-- excerpt: FILE -->` is a verbatim part of FILE, so
  /// the examples users read first stay true.
  @Test("the README's transcript excerpts are copied from the .expected files")
  func excerpts() throws {
    let files = LocalFileSystem()
    let readme = try files.read(packageRoot + "/README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    var checked = 0
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- excerpt: ") {
      let name = line.dropFirst("<!-- excerpt: ".count).dropLast(" -->".count)
      #expect(index + 1 < lines.count && lines[index + 1] == "```")
      var block: [Substring] = []
      var cursor = index + 2
      while cursor < lines.count && lines[cursor] != "```" {
        block.append(lines[cursor])
        cursor += 1
      }
      let source = try files.read(packageRoot + "/" + name)
      #expect(source.contains(block.joined(separator: "\n") + "\n"), "README excerpt of \(name)")
      checked += 1
    }
    #expect(checked >= 2)
  }
}
