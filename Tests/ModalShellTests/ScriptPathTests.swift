import Foundation
import ModalCore
import Testing

@testable import ModalShell

@Suite("Paths mean the same from anywhere", .serialized)
struct ScriptPathTests {
  @Test("file arguments: ~, -, a script's folder, the working directory")
  func resolution() {
    #expect(Paths.resolve("~/a.json", base: "sub", home: "/home/me") == "/home/me/a.json")
    #expect(Paths.resolve("~", base: "", home: "/home/me") == "/home/me")
    #expect(Paths.resolve("~/a.json", base: "", home: nil) == "~/a.json")
    #expect(Paths.resolve("-", base: "sub", home: nil) == "/dev/stdin")
    #expect(Paths.resolve("b.modal", base: "sub", home: nil) == "sub/b.modal")
    #expect(Paths.resolve("./b.modal", base: "/abs/sub", home: nil) == "/abs/sub/b.modal")
    #expect(Paths.resolve("/etc/x", base: "sub", home: nil) == "/etc/x")
    #expect(Paths.resolve("b.modal", base: "", home: nil) == "b.modal")
    #expect(Paths.directory(of: "a/b/c.modal") == "a/b")
    #expect(Paths.directory(of: "c.modal") == "")
    #expect(Paths.directory(of: "/c.modal") == "/")
  }

  @Test("sub/main.modal, ./sub/main.modal and an absolute path give the same transcript")
  func sameFromAnywhere() throws {
    let directory = try temporaryDirectory([:])
    try FileManager.default.createDirectory(
      atPath: directory + "/sub/lib", withIntermediateDirectories: true)
    let files = [
      "sub/main.modal":
        "source lib/helper.modal\nsave $TMP/mine.json\nload $TMP/mine.json\nsnap 9\nexpect error \"no snap point 9\"\n",
      "sub/lib/helper.modal": "frames off\npresent\nsource more.modal\n",
      "sub/lib/more.modal": "snap 2\nexpect snap 2\n",
    ]
    for (name, text) in files {
      try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
    let forms = ["sub/main.modal", "./sub/main.modal", directory + "/sub/main.modal"]
    let runs = try forms.map { try runModalplay(["--echo", $0], directory: directory) }
    for run in runs { #expect(run.status == 0) }
    #expect(runs[0].stdout.contains("main.modal:4: error: no snap point 9"))
    #expect(runs[1].stdout == runs[0].stdout)
    #expect(runs[2].stdout == runs[0].stdout)
    // From another folder, too.
    let elsewhere = try runModalplay(["--echo", "main.modal"], directory: directory + "/sub")
    #expect(elsewhere.stdout == runs[0].stdout)
    let update = try runModalplay(["test", "--update", "sub/main.modal"], directory: directory)
    #expect(update.status == 0)
    for form in forms {
      let test = try runModalplay(["test", form], directory: directory)
      #expect(test.status == 0)
      #expect(test.stdout.hasPrefix("ok      \(form)\n"))
    }
  }

  @Test("a nested failure shows the chain; the third -c reports -c:3")
  func locations() throws {
    let nested = transcript(
      "present\nsource b.modal\n", name: "a.modal",
      files: ["b.modal": "echo b\nsnap 9\n"])
    #expect(nested.failure?.location == "a.modal:2: in b.modal:2")
    #expect(nested.text.contains("a.modal:2: in b.modal:2: error: no snap point 9"))
    let run = try runModalplay(["-c", "present", "-c", "snap 2", "-c", "snap 9", "--quiet"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("-c:3: error: no snap point 9"))
    let expected = try runModalplay([
      "--quiet", "-c", "present", "-c", "snap 9", "-c", "expect error 'no snap point 9'",
    ])
    #expect(expected.status == 0)
  }

  @Test("$TMP/ is a private folder per session, removed at the end")
  func temporaryFolder() throws {
    var first = try quietSession(files: LocalFileSystem())
    var second = try quietSession(files: LocalFileSystem())
    #expect(outputs(&first, "save $TMP/x.json").out == "saved demo01 to $TMP/x.json\n")
    #expect(outputs(&second, "save $TMP/x.json").err == "")
    let folder = try #require(first.temporaryDirectory)
    #expect(folder != second.temporaryDirectory)
    #expect(FileManager.default.fileExists(atPath: folder + "/x.json"))
    #expect(outputs(&first, "load $TMP/x.json").err == "")
    first.removeTemporaryFiles()
    second.removeTemporaryFiles()
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(
      outputs(&first, "load $TMP/missing.json").err
        == "error: cannot read '$TMP/missing.json': No such file or directory\n")
    first.removeTemporaryFiles()
  }

  @Test("--config - and load - read standard input")
  func standardInput() throws {
    let document = try #require(try BuiltinPresets.document(named: "basic"))
    let json = ConfigCoding.encodeDocument(document)
    let config = try runModalplay(
      ["--config", "-", "--quiet", "-c", "expect config stdin", "-c", "present"], stdin: json)
    #expect(config.status == 0)
    #expect(config.stderr == "")
    let load = try runModalplay(["--quiet", "-c", "load -", "-c", "expect config -"], stdin: json)
    #expect(load.status == 0)
    #expect(load.stderr == "")
  }
}

@Suite("Sessions that start where they say", .serialized)
struct SessionStartTests {
  @Test("reset returns to the starting config and environment, dismissed, clock 0, no undo")
  func reset() throws {
    var environment = Environment()
    environment.device = try #require(Device.named("iphone-se"))
    var session = try Session(preset: "demo04", environment: environment)
    for line in ["present", "snap 2", "rotate", "preset demo01", "frames off", "animate on"] {
      let ran = session.run(line)
      #expect(ran)
    }
    _ = session.takeOutput()
    #expect(outputs(&session, "reset").out == "reset: demo04 on iphone-se, dismissed, clock 0\n")
    #expect(!session.manager.isVisible)
    #expect(session.manager.clock == 0)
    #expect(session.manager.environment == environment)
    #expect(session.documentName == "demo04")
    #expect(session.manager.log.last(20).isEmpty)
    #expect(!session.options.quiet)
    #expect(session.animateMode == .off)
    #expect(outputs(&session, "undo").err == "error: nothing to undo\n")
  }

  @Test("modalplay --echo sessions/tour/*.modal runs all fourteen lessons in one go")
  func wholeTour() throws {
    let lessons = sessionScripts.filter { $0.hasPrefix("sessions/tour/") }
    #expect(lessons.count == 14)
    let run = try runModalplay(["--echo"] + lessons, directory: packageRoot)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    // Each lesson's part is its own transcript; only the prompt before `reset` shows where
    // the lesson before it ended.
    let expected = try lessons.map {
      try String(contentsOfFile: packageRoot + "/" + $0, encoding: .utf8)
    }
    let joined = try lessons.map {
      try String(
        contentsOfFile: packageRoot + "/" + TranscriptRunner.expectedPath(for: $0),
        encoding: .utf8)
    }.joined()
    #expect(expected.allSatisfy { $0.contains("\nreset\n") })
    let normalized = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("modal[") && $0.hasSuffix("]> reset") ? "modal[-]> reset" : String($0)
    }.joined(separator: "\n")
    #expect(normalized == joined)
  }

  @Test("record writes a script that replays to the same state")
  func recordReplays() throws {
    let directory = try temporaryDirectory([:])
    var environment = Environment()
    environment.device = try #require(Device.named("iphone-se"))
    var options = ShellOptions()
    options.quiet = true
    var session = try Session(
      preset: "demo04", environment: environment, options: options, files: LocalFileSystem())
    let script =
      "present\nsnap 9\nexpect error \"no snap point 9\"\nset snap.2.radius 7\nsnap 2\nrotate\ndrag 0.3\n"
    #expect(session.runScript(script, name: "s.modal") == .completed)
    session.run("release")
    session.run("keyboard 300")
    session.run("snap banana")  // fails: left out
    let path = directory + "/replay.modal"
    let recordedOK = session.run("record \(path)")
    #expect(recordedOK)
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      recorded == """
        # recorded by modalplay: replays to the same state (modalplay FILE)
        preset demo04
        device iphone-se
        frames off
        present
        set snap.2.radius 7
        snap 2
        rotate
        drag 0.3
        release
        keyboard 300

        """)
    var replay = try Session(files: LocalFileSystem())
    #expect(replay.runScript(recorded, name: "replay.modal") == .completed)
    #expect(replay.manager.state == session.manager.state)
    #expect(replay.manager.percent == session.manager.percent)
    #expect(replay.manager.frame == session.manager.frame)
    #expect(replay.manager.environment == session.manager.environment)
    #expect(replay.manager.adaptiveConfig == session.manager.adaptiveConfig)
    #expect(replay.documentName == session.documentName)
    #expect(replay.options.quiet)
  }

  @Test("a session opened on --config records a load of that file; failed -c are left out")
  func recordFromConfig() throws {
    let document = try #require(try BuiltinPresets.document(named: "basic"))
    let directory = try temporaryDirectory(["cfg.json": ConfigCoding.encodeDocument(document)])
    let run = try runModalplay(
      [
        "--config", "cfg.json", "--device", "iphone-se", "--quiet", "-c", "present", "-c",
        "snap 9", "-c", "expect error 'no snap point 9'", "-c", "rotate", "-c", "record out.modal",
      ], directory: directory)
    #expect(run.status == 0)
    let recorded = try String(contentsOfFile: directory + "/out.modal", encoding: .utf8)
    let canonical = URL(fileURLWithPath: directory + "/cfg.json").resolvingSymlinksInPath().path
    #expect(
      recorded
        == "# recorded by modalplay: replays to the same state (modalplay FILE)\nload \(canonical)\ndevice iphone-se\nframes off\npresent\nrotate\n"
    )
    try "expect config cfg.json\nexpect orientation landscape\nexpect snap 1\n".write(
      toFile: directory + "/check.modal", atomically: true, encoding: .utf8)
    let replay = try runModalplay(["out.modal", "check.modal"], directory: directory)
    #expect(replay.status == 0)
    #expect(replay.stderr == "")
  }

  @Test("record keeps the last commands of a very long run, and says so")
  func recordBounded() throws {
    var session = try quietSession(presented: false)
    let count = 2 * Session.historyLimit + 1
    let script = String(repeating: "frames off\n", count: count)
    #expect(session.runScript(script, name: "long.modal") == .completed)
    let (text, lines) = session.recordedScript()
    #expect(lines == Session.historyLimit + 3)
    #expect(
      text.hasPrefix(
        "# recorded by modalplay: replays to the same state (modalplay FILE)\n# (only the last \(Session.historyLimit) commands were kept: the replay starts further back)\npreset demo01\n"
      ))
  }
}
