import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// A file's text, or nil when it cannot be read.
private func contents(_ path: String) -> String? {
  try? String(contentsOfFile: path, encoding: .utf8)
}

/// Where a thread leaves its result for the test that waits for it.
private final class ThreadResult<T>: @unchecked Sendable {
  var value: T?
}

/// Runs `body` on a thread with a 16 MiB stack and waits for its result: 64 nested scripts
/// need more stack than a test thread may have (512 KiB on macOS), as much as the main thread
/// of `modalplay` has.
private func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
  let result = ThreadResult<T>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    result.value = body()
    done.signal()
  }
  thread.stackSize = 16 << 20
  thread.start()
  done.wait()
  return result.value
}

/// Issue 11: never destroy a file, and fail loudly (failures 4, 5, 8, 9, 10 and U+FFFD).
@Suite("Files are never destroyed; scripts fail loudly")
struct FileSafetyTests {
  // MARK: save and record

  @Test("save and record refuse an existing file this session did not write, unless --force")
  func existingFiles() throws {
    let directory = try temporaryDirectory(["mine.json": "keep", "old.modal": "keep too\n"])
    var session = try quietSession(files: LocalFileSystem())
    let json = directory + "/mine.json"
    let script = directory + "/old.modal"
    #expect(
      outputs(&session, "save \(json)").err
        == "error: save \(json): refused, the file exists and this session did not write it (save --force \(json) replaces it)\n"
    )
    #expect(
      outputs(&session, "record \(script)").err
        == "error: record \(script): refused, the file exists and this session did not write it (record --force \(script) replaces it)\n"
    )
    #expect(contents(json) == "keep")
    #expect(contents(script) == "keep too\n")
    #expect(outputs(&session, "save --force \(json)").out == "saved demo01 to \(json)\n")
    #expect(
      try ConfigCoding.decodeDocument(contents(json) ?? "").config == session.manager.adaptiveConfig
    )
    #expect(outputs(&session, "record --force \(script)").out == "recorded 5 lines to \(script)\n")
    // Written by this session: written again without --force.
    _ = outputs(&session, "snap 2")
    #expect(outputs(&session, "save \(json)").err == "")
    #expect(outputs(&session, "record \(script)").out == "recorded 7 lines to \(script)\n")
    let fresh = directory + "/fresh.json"
    #expect(outputs(&session, "save \(fresh)").out == "saved demo01 to \(fresh)\n")
    #expect(outputs(&session, "save \(fresh)").err == "")
    // Another session did not write them.
    var other = try quietSession(files: LocalFileSystem())
    #expect(outputs(&other, "save \(fresh)").err.contains("refused, the file exists"))
  }

  @Test("a script that records or saves over itself is refused, exits 1, and is intact (failure 5)")
  func ownScript() throws {
    let script = "present\nrecord self.modal\n"
    let nested = "save outer.modal\n"
    let directory = try temporaryDirectory([
      "self.modal": script, "outer.modal": "source inner.modal\n", "inner.modal": nested,
    ])
    let run = try runModalplay(["--quiet", "self.modal"], directory: directory)
    #expect(run.status == 1)
    #expect(
      run.stderr == "self.modal:2: error: record self.modal: refused, it is a script being run\n")
    #expect(contents(directory + "/self.modal") == script)
    // --force never writes over a running script, even one further out.
    try "source inner.modal\n".write(
      toFile: directory + "/outer.modal", atomically: true, encoding: .utf8)
    try "save --force outer.modal\n".write(
      toFile: directory + "/inner.modal", atomically: true, encoding: .utf8)
    let outer = try runModalplay(["--quiet", "outer.modal"], directory: directory)
    #expect(outer.status == 1)
    #expect(
      outer.stderr
        == "outer.modal:1: in inner.modal:1: error: save outer.modal: refused, it is a script being run\n"
    )
    #expect(contents(directory + "/outer.modal") == "source inner.modal\n")
  }

  @Test("record with -c over an existing file needs --force; with it, the replay so far")
  func recordFromCommandLine() throws {
    let directory = try temporaryDirectory(["notes.modal": "precious\n"])
    let refused = try runModalplay(
      ["--quiet", "-c", "present", "-c", "record notes.modal"], directory: directory)
    #expect(refused.status == 1)
    #expect(contents(directory + "/notes.modal") == "precious\n")
    let forced = try runModalplay(
      ["--quiet", "-c", "present", "-c", "record --force notes.modal", "-c", "snap 2"],
      directory: directory)
    #expect(forced.status == 0)
    #expect(
      contents(directory + "/notes.modal")
        == "# recorded by modalplay: replays to the same state (modalplay FILE)\npreset demo01\ndevice iphone-14\nframes off\npresent\n"
    )
  }

  @Test("save --force and record --force parse; the flag comes before the file")
  func parsing() throws {
    #expect(
      try CommandTable.parse("save --force a.json") == .config(.save(path: "a.json", force: true)))
    #expect(try CommandTable.parse("save a.json") == .config(.save(path: "a.json", force: false)))
    #expect(
      try CommandTable.parse("record --force r.modal")
        == .session(.record(path: "r.modal", force: true)))
  }

  @Test("save keeps a 0600 file's mode, refuses a read-only one, writes through a link (failure 8)")
  func atomicSave() throws {
    let directory = try temporaryDirectory(["secret.json": "x", "locked.json": "locked"])
    let manager = FileManager.default
    try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: directory + "/secret.json")
    try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: directory + "/locked.json")
    try manager.createSymbolicLink(
      atPath: directory + "/link.json", withDestinationPath: "secret.json")
    var session = try quietSession(files: LocalFileSystem())
    #expect(outputs(&session, "save --force \(directory)/secret.json").err == "")
    let mode = try manager.attributesOfItem(atPath: directory + "/secret.json")[.posixPermissions]
    #expect(mode as? Int == 0o600)
    #expect(
      outputs(&session, "save --force \(directory)/locked.json").err
        == "error: cannot write '\(directory)/locked.json': it is read-only\n")
    #expect(contents(directory + "/locked.json") == "locked")
    _ = outputs(&session, "snap 2")
    #expect(outputs(&session, "save --force \(directory)/link.json").err == "")
    #expect(
      try manager.destinationOfSymbolicLink(atPath: directory + "/link.json") == "secret.json")
    let saved = try ConfigCoding.decodeDocument(contents(directory + "/secret.json") ?? "")
    #expect(saved.config == session.manager.adaptiveConfig)
    #expect(
      try manager.contentsOfDirectory(atPath: directory).sorted() == [
        "link.json", "locked.json", "secret.json",
      ])
  }

  @Test("a link leading nowhere counts as an existing file: written through with --force")
  func danglingLink() throws {
    let directory = try temporaryDirectory([:])
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/link.json", withDestinationPath: "made.json")
    var session = try quietSession(files: LocalFileSystem())
    let link = directory + "/link.json"
    #expect(outputs(&session, "save \(link)").err.contains("refused, the file exists"))
    #expect(contents(directory + "/made.json") == nil)
    #expect(outputs(&session, "save --force \(link)").out == "saved demo01 to \(link)\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "made.json")
    #expect(contents(directory + "/made.json") == contents(link))
  }

  // MARK: source depth

  @Test("source nested deeper than 64 is refused with a clear error (failure 4)")
  func sourceDepth() throws {
    var files: [String: String] = [:]
    for level in 1...70 { files["\(level).modal"] = "source \(level + 1).modal\n" }
    files["71.modal"] = "echo bottom\n"
    let refused = onLargeStack { [files] in Self.runNested(files) }
    #expect(refused?.result == .failed)
    let chain = (1...64).map { "\($0).modal:1" }.joined(separator: ": in ")
    #expect(refused?.failure?.location == "top.modal:1: in " + chain)
    #expect(
      refused?.failure?.message == "source 65.modal: refused, scripts may be nested 64 deep at most"
    )
    // 64 deep is allowed.
    files["64.modal"] = "echo bottom\n"
    let allowed = onLargeStack { [files] in Self.runNested(files) }
    #expect(allowed?.result == .completed)
    #expect(allowed?.output == "bottom\n")
  }

  /// `source 1.modal` in a quiet session over `files`: how it ended, its failure, its output.
  static func runNested(_ files: [String: String]) -> (
    result: ScriptResult?, failure: ScriptFailure?, output: String
  ) {
    guard var session = try? quietSession(files: MemoryFileSystem(files: files)) else {
      return (nil, nil, "")
    }
    let result = session.runScript("source 1.modal\n", name: "top.modal")
    return (result, session.firstFailure, session.takeOutput().map { $0.1 }.joined())
  }

  // MARK: modalplay test

  @Test("modalplay test follows each folder once: two links to itself end (failure 10)")
  func linkLoops() throws {
    let directory = try temporaryDirectory(["t.modal": "echo hi\n"])
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: directory + "/a", withDestinationPath: ".")
    try manager.createSymbolicLink(atPath: directory + "/b", withDestinationPath: directory)
    try manager.createDirectory(
      atPath: directory + "/sub", withIntermediateDirectories: false)
    try "echo sub\n".write(toFile: directory + "/sub/s.modal", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(atPath: directory + "/sub/up", withDestinationPath: "..")
    let runner = TranscriptRunner(files: LocalFileSystem())
    #expect(
      runner.scripts(under: [directory]) == [directory + "/sub/s.modal", directory + "/t.modal"])
    for name in ["t", "sub/s"] {
      let transcript = try runModalplay(["--echo", name + ".modal"], directory: directory)
      try transcript.stdout.write(
        toFile: directory + "/" + name + ".expected", atomically: true, encoding: .utf8)
    }
    let run = try runModalplay(["test", "."], directory: directory)
    #expect(run.status == 0)
    #expect(
      run.stdout == "ok      ./sub/s.modal\nok      ./t.modal\n2 transcripts: 2 passed, 0 failed\n")
  }

  // MARK: read errors

  #if os(Linux)
    @Test("a script whose read fails exits 2 with the file and the reason (failure 9)")
    func readError() throws {
      let run = try runModalplay(["/proc/self/mem"])
      #expect(run.status == 2)
      #expect(run.stderr == "modalplay: cannot read '/proc/self/mem': Input/output error\n")
      let json = try runModalplay(["--format", "json", "/proc/self/mem"])
      #expect(json.status == 2)
      #expect(
        json.stdout
          == "{\"input\": null, \"ok\": false, \"error\": \"cannot read '/proc/self/mem': Input/output error\", \"file\": \"/proc/self/mem\"}\n"
      )
      for command in ["source /proc/self/mem", "load /proc/self/mem"] {
        let nested = try runModalplay(["--quiet", "-c", command])
        #expect(nested.status == 1)
        #expect(nested.stderr == "-c:1: error: cannot read '/proc/self/mem': Input/output error\n")
      }
      let directory = try temporaryDirectory([:])
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/mem.modal", withDestinationPath: "/proc/self/mem")
      let test = try runModalplay(["test", "mem.modal"], directory: directory)
      #expect(test.status == 2)
      #expect(test.stdout.contains("mem.modal: cannot read 'mem.modal': Input/output error"))
    }
  #endif

  // MARK: binary lines

  @Test("a typed U+FFFD is text; invalid UTF-8 bytes are binary, in files and in memory")
  func replacementCharacter() throws {
    let typed = Array("echo a\u{FFFD}b\n".utf8)
    let invalid: [UInt8] = Array("echo a".utf8) + [0xFF, 0xFE] + Array("b\n".utf8)
    var lines = TextLines(bytes: typed + invalid + Array("echo \u{1}\n".utf8))
    #expect(lines.nextLine() == .text("echo a\u{FFFD}b"))
    #expect(lines.nextLine() == .notUTF8)
    #expect(lines.nextLine() == .text("echo \u{1}"))
    #expect(lines.nextLine() == nil)
    #expect(!Session.looksBinary("echo a\u{FFFD}b"))
    #expect(Session.looksBinary("echo \u{1}"))
    #expect(Session.looksBinary("nul\u{0}"))
    let directory = try temporaryDirectory([:])
    try Data(typed).write(to: URL(fileURLWithPath: directory + "/typed.modal"))
    try Data(invalid).write(to: URL(fileURLWithPath: directory + "/invalid.modal"))
    let accepted = try runModalplay(["typed.modal"], directory: directory)
    #expect(accepted.status == 0)
    #expect(accepted.stdout == "a\u{FFFD}b\n")
    let refused = try runModalplay(["invalid.modal"], directory: directory)
    #expect(refused.status == 1)
    #expect(refused.stderr == "invalid.modal:1: error: line contains binary data\n")
    // Through source and modalplay test too.
    let sourced = try runModalplay(
      ["-c", "source typed.modal", "-c", "source invalid.modal"], directory: directory)
    #expect(sourced.stdout == "a\u{FFFD}b\n")
    #expect(sourced.stderr == "-c:2: in invalid.modal:1: error: line contains binary data\n")
  }
}
