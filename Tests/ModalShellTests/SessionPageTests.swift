import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalShell

/// The session page (`--html`, `record --html`): one `<li>` per command, the JSON it carries,
/// the frames sampled from the manager (frame k is the manager after k frames), nothing that
/// reaches out of the file, text that cannot end its script element, and files not replaced
/// unasked.
@Suite struct SessionPageTests {
  static let script = """
    # a small lesson
    echo a sheet: present, then snap 3

    present
    expect snap 1
    snaps
    snap 3
    echo </script><!-- done --> & "quoted"
    """
  static let inputs = [
    "echo a sheet: present, then snap 3", "present", "expect snap 1", "snaps", "snap 3",
    "echo </script><!-- done --> & \"quoted\"",
  ]

  /// The script run in a fresh session with a recording, and its page.
  static func page(_ script: String = script) throws -> (html: String, recording: SessionRecording)
  {
    var session = try Session(files: MemoryFileSystem(files: [:]))
    let recording = SessionRecording()
    recording.beginScript("lesson.modal")
    session.recording = recording
    #expect(session.runScript(script, name: "lesson.modal") == .completed)
    return (SessionPage.render(recording, title: "lesson"), recording)
  }

  /// The page's JSON, parsed.
  static func data(_ html: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"session-data\">"
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  /// The modal's x, y, width and height in an SVG element line, nil for another element.
  static func modalRect(_ line: String) -> [Double]? {
    guard line.contains("id=\"modal\"") else { return nil }
    return ["x", "y", "width", "height"].compactMap { name in
      guard let range = line.range(of: " \(name)=\"") else { return nil }
      let rest = line[range.upperBound...]
      return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
    }
  }

  /// The modal rect of every frame of a step, in order.
  static func modalRects(_ step: [String: Any], lines: [String]) throws -> [[Double]] {
    let frames = try #require(step["frames"] as? [[Double]])
    return try frames.map { frame in
      let rects = frame.dropFirst(2).compactMap { index in modalRect(lines[Int(index)]) }
      return try #require(rects.first)
    }
  }

  @Test("The page lists one <li> per command, in order, and names the script")
  func stepList() throws {
    let (html, recording) = try Self.page()
    #expect(html.components(separatedBy: "<li ").count - 1 == Self.inputs.count)
    #expect(recording.scripts.map(\.name) == ["lesson.modal"])
    #expect(recording.scripts[0].steps.map(\.input) == Self.inputs)
    #expect(
      html.contains(
        "<li data-step=\"0\" data-script=\"lesson.modal\"><span>1</span> <code>echo a sheet"))
    #expect(html.contains("<li data-step=\"4\"><span>5</span> <code>snap 3</code></li>"))
    #expect(html.contains("<ol id=\"steps\">"))
    #expect(html.contains("<pre id=\"output\""))
    #expect(html.contains("<input type=\"range\" id=\"timeline\""))
  }

  @Test("The JSON parses: the element lines, the script, each step's input, output and frames")
  func json() throws {
    let (html, recording) = try Self.page()
    let data = try Self.data(html)
    #expect(data["title"] as? String == "lesson")
    let lines = try #require(data["lines"] as? [String])
    #expect(lines == recording.lines)
    #expect(
      lines.contains(
        "    <rect id=\"container\" x=\"0.00\" y=\"0.00\" width=\"390.00\" height=\"844.00\" fill=\"#f2f2f7\"/>"
      ))
    let scripts = try #require(data["scripts"] as? [[String: Any]])
    #expect(scripts.count == 1)
    #expect(scripts[0]["name"] as? String == "lesson.modal")
    let steps = try #require(scripts[0]["steps"] as? [[String: Any]])
    #expect(steps.compactMap { $0["input"] as? String } == Self.inputs)
    let present = try #require(steps[1]["output"] as? String)
    #expect(
      present.hasPrefix("state    INITIAL -> PRESENTING_PROGRAMMATIC -> PRESENTED_PROGRAMMATIC\n"))
    #expect(present.contains("\nat       snap 1   percent 0.300   time 0.383s\n"))
    #expect(present.contains("\nframe    x 0.00  y 590.80  width 390.00  height 253.20\n"))
    #expect(steps[0]["output"] as? String == "a sheet: present, then snap 3\n")
    #expect(steps[2]["output"] as? String == "")
    let first = try #require((steps[0]["frames"] as? [[Double]])?.first)
    #expect(Array(first.prefix(2)) == [390, 844])
  }

  @Test("An animated step has the animation's frames + 1, frame k the manager after k frames")
  func animatedFrames() throws {
    let (html, _) = try Self.page()
    let data = try Self.data(html)
    let lines = try #require(data["lines"] as? [String])
    let steps = try #require(
      (data["scripts"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
    var manager = try presetManager("demo01")
    for (index, action) in [(1, Action.present(nil, animated: true)), (4, .snap(.index(3)))] {
      _ = try manager.apply(action)
      var expected: [Rect] = []
      while manager.isMoving {
        expected.append(manager.frame)
        _ = manager.advanceClock(frames: 1)
      }
      expected.append(manager.frame)
      let rects = try Self.modalRects(steps[index], lines: lines)
      // present: 0.383 s at 60 frames a second.
      #expect(expected.count > 20)
      #expect(rects.count == expected.count)
      for (k, (rect, frame)) in zip(rects, expected).enumerated() {
        let want = [frame.x, frame.y, frame.width, frame.height]
        #expect(
          zip(rect, want).allSatisfy { abs($0 - $1) <= 0.005 + 1e-9 },
          "step \(index) frame \(k): \(rect) != \(want)")
      }
    }
    #expect(try Self.modalRects(steps[1], lines: lines).count == 24)
  }

  @Test("A step that moves nothing has one frame")
  func stillSteps() throws {
    let (_, recording) = try Self.page()
    let counts = recording.scripts[0].steps.map(\.frames.count)
    #expect(counts[0] == 1)
    #expect(counts[2] == 1)
    #expect(counts[3] == 1)
    #expect(counts[5] == 1)
    #expect(recording.frameCount == counts.reduce(0, +))
    #expect(recording.stepCount == 6)
  }

  @Test("In `animate step` mode `tick 6f` shows its 6 frames + 1; `animate on` the same as off")
  func tickAndAnimateOn() throws {
    let (_, stepped) = try Self.page("animate step\npresent\ntick 6f\ntick 6f\nsettle")
    #expect(stepped.scripts[0].steps.map(\.frames.count) == [1, 1, 7, 7, 1])
    let (_, off) = try Self.page("present\nsnap 3")
    let (_, on) = try Self.page("animate on\npresent\nsnap 3")
    // The same frames, drawn by the same lines (the indices differ: lines are numbered as met).
    func drawn(_ recording: SessionRecording, _ steps: ArraySlice<SessionRecording.Step>)
      -> [[[String]]]
    {
      steps.map { $0.frames.map { $0.elements.map { recording.lines[$0] } } }
    }
    #expect(drawn(on, on.scripts[0].steps.dropFirst()) == drawn(off, off.scripts[0].steps[...]))
  }

  @Test("A `source` line is one step: the output and the frames of the lines it ran")
  func sourceIsOneStep() throws {
    var session = try Session(files: MemoryFileSystem(files: ["inner.modal": "present\necho in\n"]))
    let recording = SessionRecording()
    session.recording = recording
    #expect(session.runScript("source inner.modal\nsnap 3", name: "outer.modal") == .completed)
    let steps = recording.scripts[0].steps
    #expect(recording.scripts[0].name == "session")
    #expect(steps.map(\.input) == ["source inner.modal", "snap 3"])
    #expect(steps[0].frames.count == 24)
    #expect(steps[0].output.hasPrefix("state    INITIAL -> PRESENTING_PROGRAMMATIC"))
    #expect(steps[0].output.hasSuffix("\nin\n"))
  }

  @Test("The page is the same every time")
  func deterministic() throws {
    #expect(try Self.page().html == (try Self.page().html))
  }

  @Test("Recording changes nothing the session prints")
  func outputUnchanged() throws {
    var plain = try Session(files: MemoryFileSystem(files: [:]))
    _ = plain.runScript(Self.script, name: "lesson.modal")
    var recorded = try Session(files: MemoryFileSystem(files: [:]))
    let recording = SessionRecording()
    recorded.recording = recording
    _ = recorded.runScript(Self.script, name: "lesson.modal")
    let plainText = plain.takeOutput().map(\.1).joined()
    #expect(recorded.takeOutput().map(\.1).joined() == plainText)
    #expect(recorded.manager == plain.manager)
    #expect(recording.scripts[0].steps.map(\.output).joined() == plainText)
  }

  @Test("The page reaches nothing outside itself: no URL, no src=; href= and url() to its own ids")
  func selfContained() throws {
    let (html, _) = try Self.page()
    let urls = html.matches(of: /https?:[^\s"'<>)]*/).map { String($0.output) }
    #expect(Set(urls).isSubset(of: ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xhtml"]))
    let lowered = html.lowercased()
    #expect(!lowered.contains("src="))
    // The SVG refers to its own filters and shapes (`url(#shadow-blur)`, `href="#backdrop"`),
    // in the page's markup or escaped in its JSON; nothing else.
    let references = lowered.matches(of: /(?:href=|url\()(\\?["']?)(.?)/)
    #expect(!references.isEmpty)
    #expect(references.allSatisfy { $0.output.2 == "#" })
    #expect(!lowered.contains("<link"))
    #expect(!lowered.contains("@import"))
    #expect(!lowered.contains("fetch("))
    #expect(!lowered.contains("type=\"module\""))
  }

  @Test("</script> and <!-- in a command or an echo cannot end or change the script element")
  func scriptEscaped() throws {
    let (html, _) = try Self.page()
    // The JSON's script element and the page's script: two ends, nothing else.
    #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    #expect(!html.contains("<!--"))
    #expect(
      html.contains("<code>echo &lt;/script&gt;&lt;!-- done --&gt; &amp; &quot;quoted&quot;</code>")
    )
    let steps = try #require(
      (try Self.data(html)["scripts"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
    #expect(steps[5]["input"] as? String == "echo </script><!-- done --> & \"quoted\"")
    #expect(steps[5]["output"] as? String == "</script><!-- done --> & \"quoted\"\n")
  }

  @Test("`record --html` replays what succeeded in a fresh session, writes no other file again")
  func recordHTML() throws {
    let directory = try temporaryDirectory(["old.html": "mine"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var session = try Session(files: LocalFileSystem())
    // `snap 9` fails and is left out of the replay.
    session.options.keepGoing = true
    _ = session.runScript("present\nsnap 9\nsnap 3\nsave \(directory)/x.json", name: "-c")
    // The replay saves again, but writes nothing.
    try "changed".write(toFile: directory + "/x.json", atomically: true, encoding: .utf8)
    _ = session.takeOutput()
    session.run("record --html \(directory)/old.html")
    #expect(
      session.takeOutput().map(\.1).joined()
        == "error: record \(directory)/old.html: refused, the file exists and this session did not write it (record --force \(directory)/old.html replaces it)\n"
    )
    session.run("record --force --html \(directory)/old.html")
    let reply = session.takeOutput().map(\.1).joined()
    let html = try String(contentsOfFile: directory + "/old.html", encoding: .utf8)
    #expect(
      reply == "recorded 3 commands to \(directory)/old.html as a page (\(html.utf8.count) bytes)\n"
    )
    #expect(try String(contentsOfFile: directory + "/x.json", encoding: .utf8) == "changed")
    let steps = try #require(
      (try Self.data(html)["scripts"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
    try #require(steps.count == 3)
    #expect(
      steps.compactMap { $0["input"] as? String } == [
        "present", "snap 3", "save \(directory)/x.json",
      ])
    #expect((steps[1]["output"] as? String)?.contains("at       snap 3   percent 0.875") == true)
    // Written by this session: replaced without --force.
    session.run("record --html \(directory)/old.html")
    #expect(session.takeOutput().map(\.1).joined().hasPrefix("recorded 3 commands"))
  }

  @Test(
    "modalplay --html writes the page, refuses to replace a file without --force",
    .enabled(if: modalplayBinary != nil, "needs the built modalplay binary"))
  func commandLine() throws {
    let directory = try temporaryDirectory([
      "a.modal": "present\nsnap 3\n", "b.modal": "echo second\necho third\n",
      "bad.modal": "present\nsnap 9\n",
      "out.html": "mine",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let refused = try runModalplay(["--html", "out.html", "a.modal"], directory: directory)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "modalplay: --html out.html: refused, the file exists (--html out.html --force replaces it)\n"
    )
    #expect(try String(contentsOfFile: directory + "/out.html", encoding: .utf8) == "mine")
    let written = try runModalplay(
      ["--html", "out.html", "--force", "a.modal", "b.modal"], directory: directory)
    #expect(written.status == 0)
    #expect(written.stderr == "")
    let html = try String(contentsOfFile: directory + "/out.html", encoding: .utf8)
    #expect(written.stdout.hasPrefix("wrote out.html: 2 scripts, 4 commands, "))
    #expect(written.stdout.hasSuffix(", \(html.utf8.count) bytes\n"))
    let scripts = try #require(try Self.data(html)["scripts"] as? [[String: Any]])
    #expect(scripts.compactMap { $0["name"] as? String } == ["a.modal", "b.modal"])
    let bad = try runModalplay(["--html", "bad.html", "bad.modal"], directory: directory)
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("bad.modal:2: error: "))
    #expect(!FileManager.default.fileExists(atPath: directory + "/bad.html"))
    let usage = try runModalplay(["--html", "x.html"], directory: directory)
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("modalplay: --html needs at least one SCRIPT\n"))
  }
}
