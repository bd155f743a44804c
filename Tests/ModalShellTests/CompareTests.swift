import Foundation
import ModalCore
import ModalRender
import Testing

@testable import ModalShell

/// `compare` (issue 33): each row is what the same commands give on that preset alone, the
/// session never changes, and the text, JSON and SVG say so exactly.
@Suite("compare")
struct CompareTests {
  /// A gesture: lines run before it (the environment it starts in) and its own lines, the
  /// first a `present`.
  struct Gesture: Sendable, CustomStringConvertible {
    var setup: [String]
    var lines: [String]
    var description: String { (setup + lines).joined(separator: "; ") }
  }

  static let gestures: [Gesture] = [
    Gesture(setup: [], lines: ["present", "drag 0.1", "release 800"]),
    Gesture(setup: [], lines: ["present", "snap next", "snap next"]),
    Gesture(setup: [], lines: ["present", "drag -0.4", "release -1500"]),
    Gesture(
      setup: ["content 1200"],
      lines: ["present", "drag 200pt on content", "drag -300pt on content", "release 200"]),
    Gesture(
      setup: ["device iphone-se", "rotate"],
      lines: ["present", "keyboard 300", "drag 0.05", "release", "keyboard off"]),
    Gesture(setup: ["animate step"], lines: ["present", "tick 0.1s", "drag 0.1"]),
  ]

  /// The presets of the rows: every peer and the default.
  static let presets = ["demo01"] + BuiltinPresets.peers.map(\.name)

  /// What a fresh session of `preset` gives for the gesture: its manager, the error of the
  /// line that failed (the replay stops there, as compare's does), the clock's advance over
  /// the last line that started an animation (with animate off, that animation's time), and
  /// what the drags on the content gave the sheet and the content.
  /// A `content` line of the setup changes the session's config only: it is left out.
  static func alone(_ preset: String, _ gesture: Gesture) throws -> (
    manager: Manager, failure: String?, time: Double?, handoff: (Double, Double)?
  ) {
    var session = try quietSession(preset, presented: false)
    for line in gesture.setup where !line.hasPrefix("content") {
      #expect(outputs(&session, line).err == "", "\(line)")
    }
    var time: Double? = nil
    var handoff: (Double, Double)? = nil
    for line in gesture.lines {
      let before = session.manager.clock
      let err = outputs(&session, line).err
      if !err.isEmpty {
        let message = String(err.dropFirst("error: ".count).dropLast())
        return (session.manager, "\(line): \(message)", time, handoff)
      }
      let started = session.workspace.lastEvents.contains {
        if case .animatorStart = $0.kind { true } else { false }
      }
      if started { time = Clock.seconds(session.manager.clock - before) }
      if line.contains("on content"), let step = session.manager.lastStep {
        handoff = ((handoff?.0 ?? 0) + abs(step.sheet), (handoff?.1 ?? 0) + abs(step.content))
      }
    }
    return (session.manager, nil, time, handoff)
  }

  /// The rows `compare` makes after the gesture on demo01.
  static func rows(_ gesture: Gesture, presets: [String], all: Bool = false) throws -> (
    session: Session, rows: [CompareRow]
  ) {
    var session = try quietSession(presented: false)
    for line in gesture.setup + gesture.lines { _ = outputs(&session, line) }
    let replayed = try session.workspace.comparedGesture(all: all)
    var files = session.fileAccess()
    let rows = try presets.map { name in
      Session.Workspace.replay(
        replayed, on: try Session.presetDocument(name), name: name, files: &files)
    }
    return (session, rows)
  }

  @Test("each row is what the commands give on that preset alone", arguments: gestures)
  func rowsEqualAlone(_ gesture: Gesture) throws {
    let (_, rows) = try Self.rows(gesture, presets: Self.presets)
    for row in rows {
      let alone = try Self.alone(row.name, gesture)
      let m = try #require(row.manager)
      #expect(row.failure == alone.failure, "\(row.name)")
      #expect(Session.position(of: m) == Session.position(of: alone.manager), "\(row.name)")
      #expect(m.isVisible == alone.manager.isVisible, "\(row.name)")
      #expect(m.currentIndex == alone.manager.currentIndex, "\(row.name)")
      #expect(m.currentPoint.key == alone.manager.currentPoint.key, "\(row.name)")
      #expect(m.frame == alone.manager.frame, "\(row.name)")
      #expect(
        m.values[.backgroundOpacity] == alone.manager.values[.backgroundOpacity], "\(row.name)")
      #expect(m.contentOffset == alone.manager.contentOffset, "\(row.name)")
      #expect(m.environment == alone.manager.environment, "\(row.name)")
      if alone.failure == nil, !gesture.setup.contains("animate step") {
        #expect(row.time == alone.time, "\(row.name)")
      }
      #expect(row.handoff?.sheet == alone.handoff?.0, "\(row.name)")
      #expect(row.handoff?.content == alone.handoff?.1, "\(row.name)")
    }
  }

  @Test("--all replays from the start, in the start's environment")
  func all() throws {
    let gesture = Gesture(
      setup: [],
      lines: ["rotate", "present", "drag 0.1", "release 300", "dismiss", "rotate", "present"])
    let (_, rows) = try Self.rows(gesture, presets: ["floatingpanel", "deck"], all: true)
    for row in rows {
      let alone = try Self.alone(row.name, gesture)
      let m = try #require(row.manager)
      #expect(row.failure == nil && alone.failure == nil)
      #expect(m.environment == alone.manager.environment)
      #expect(m.frame == alone.manager.frame)
      #expect(m.clock == alone.manager.clock)
    }
  }

  @Test("compare changes nothing in the session")
  func changesNothing() throws {
    var session = try quietSession()
    _ = outputs(&session, "drag 0.1")
    let before = session.fuzzSnapshot
    let out = outputs(&session, "compare")
    #expect(out.err == "")
    #expect(session.fuzzSnapshot.workspace == before.workspace)
    // The session's own row is where the session is.
    #expect(out.out.contains("demo01 (session)  1~2 "))
  }

  @Test("the errors: nothing to replay, an unknown preset, a preset named twice")
  func errors() throws {
    var session = try quietSession(presented: false)
    #expect(
      outputs(&session, "compare").err
        == "error: compare: nothing to replay: no present since the start (or the last reset); present the modal and move it first\n"
    )
    #expect(
      outputs(&session, "compare --all").err
        == "error: compare --all: nothing to replay: no modal action since the start (or the last reset)\n"
    )
    _ = outputs(&session, "present")
    #expect(outputs(&session, "compare nosuch").err.hasPrefix("error: unknown preset 'nosuch'"))
    #expect(
      outputs(&session, "compare deck deck").err
        == "error: compare: deck is named twice (usage: compare [PRESET...])\n")
    #expect(outputs(&session, "compare --svg").err.hasPrefix("error: missing "))
    // After reset there is nothing to replay again.
    _ = outputs(&session, "reset")
    #expect(outputs(&session, "compare").err.hasPrefix("error: compare: nothing to replay"))
  }

  @Test("config commands are not replayed and are listed; an undone environment is")
  func notReplayed() throws {
    var session = try quietSession(presented: false)
    for line in ["present", "set snap.1.radius 12", "rotate", "undo", "snap next"] {
      #expect(outputs(&session, line).err == "", "\(line)")
    }
    var options = session.options
    options.width = 200
    session.options = options
    let out = outputs(&session, "compare deck").out
    #expect(
      out.hasPrefix(
        "replayed present, rotate, snap next\nfrom     the last present, on iphone-14 portrait\nskipped  set snap.1.radius 12, undo (they change the config: not replayed)\n"
      ))
    // The undo brought the portrait back: the replay ends in portrait too.
    let replayed = try session.workspace.comparedGesture(all: false)
    var files = session.fileAccess()
    let row = Session.Workspace.replay(
      replayed, on: try Session.presetDocument("deck"), name: "deck", files: &files)
    #expect(row.manager?.environment.orientation == .portrait)
  }

  @Test("the text and JSON of one gesture, exactly")
  func golden() throws {
    var session = try quietSession()
    _ = outputs(&session, "drag 0.1")
    _ = outputs(&session, "release 800")
    #expect(
      outputs(&session, "compare floatingpanel deck material").out
        == """
        replayed present, drag 0.1, release 800
        from     the last present, on iphone-14 portrait
        config            lands   frame.y  dim   time
        demo01 (session)  2       388.00   0.10  0.317s
        floatingpanel     3 full  65.00    0.30  0.550s
        deck              1 card  55.00    0.00  0.250s
        material          2 half  422.00   0.32  0.267s

        """)
    var options = session.options
    options.format = .json
    session.options = options
    #expect(
      outputs(&session, "compare deck").out
        == """
        {"input": "compare deck", "ok": true, "result": {"from": "present", "environment": {"device": "iphone-14", "orientation": "portrait", "keyboard": null, "flags": []}, "replayed": ["present", "drag 0.1", "release 800"], "notReplayed": [], "rows": [{"config": "demo01", "session": true, "lands": "2", "index": 2, "key": null, "dismissed": false, "frameY": 388.00, "dim": 0.10, "time": 0.317, "handoff": null, "error": null}, {"config": "deck", "session": false, "lands": "1 card", "index": 1, "key": "card", "dismissed": false, "frameY": 55.00, "dim": 0.00, "time": 0.250, "handoff": null, "error": null}], "svg": null}}

        """)
  }

  @Test("Tab completes preset names and the options, after the names too")
  func completion() throws {
    let session = try quietSession()
    #expect(session.complete("compare fl").candidates == ["floatingpanel", "flutter"])
    #expect(session.complete("compare deck --").candidates == ["--all", "--svg"])
    #expect(session.complete("compare --all pan").candidates == ["panmodal"])
    #expect(session.complete("compare --svg --").candidates == ["--force"])
  }

  @Test("a narrow window leaves out the hand-off's points, then the time and the dim")
  func narrow() throws {
    var session = try quietSession()
    _ = outputs(&session, "drag 100pt on content")
    var options = session.options
    options.width = 40
    session.options = options
    #expect(
      outputs(&session, "compare deck").out
        == """
        replayed present, drag 100pt on content
        from     the last present, on iphone-14
                 portrait
        config            lands  frame.y
        demo01 (session)  1~2    490.80
        deck              0~1    55.00
        (left out to fit 40 columns: content,
          sheet, time, dim, hand-off)

        """)
  }

  @Test("a long gesture is named by its first and last commands")
  func longGesture() {
    let inputs = (1...20).map { "drag \($0)pt" }
    #expect(
      CompareText.listed(inputs).joined(separator: ", ")
        == "drag 1pt, drag 2pt, drag 3pt, drag 4pt, ... 13 more ..., drag 18pt, drag 19pt, drag 20pt"
    )
  }

  @Test("the log is bounded: the oldest entries go, the present's place follows")
  func bounded() throws {
    var log = GestureLog(start: Environment())
    let limit = GestureLog.limit
    let present = try #require(try CommandTable.parse("present"))
    let drag = try #require(try CommandTable.parse("drag 1pt"))
    let note = { (log: inout GestureLog, command: Command, input: String) in
      log.note(
        command, input: input, environment: Environment(), animate: .off, environmentBefore: nil)
    }
    for _ in 0..<(limit + 5) { note(&log, drag, "drag 1pt") }
    note(&log, present, "present")
    #expect(!log.dropped && log.present?.at == limit + 5)
    for _ in 0..<(limit - 5) { note(&log, drag, "drag 1pt") }
    // 2 x limit + 1 entries: trimmed to the last limit.
    #expect(log.entries.count == limit)
    #expect(log.dropped)
    let at = try #require(log.present?.at)
    #expect(at == 4)
    #expect(log.entries[at] == .command(input: "present"))
    // Past the bound the present itself goes.
    for _ in 0..<(limit + 1) { note(&log, drag, "drag 1pt") }
    #expect(log.present == nil && log.presentDropped)
    #expect(log.entries.count <= 2 * limit)
  }

  @Test("a gesture past the log's bound is refused with its reason, --all too")
  func pastTheBound() throws {
    var session = try quietSession()
    let drags = Array(repeating: "drag 1pt", count: 2 * GestureLog.limit + 1)
    _ = session.runScript(drags.joined(separator: "\n"), name: "drags")
    _ = session.takeOutput()
    #expect(
      outputs(&session, "compare deck").err
        == "error: compare: the gesture since the last present is longer than \(GestureLog.limit) commands: present again, or compare --all\n"
    )
    #expect(
      outputs(&session, "compare --all deck").err
        == "error: compare --all: the session's first commands were dropped (it keeps the last \(GestureLog.limit) to \(2 * GestureLog.limit)): compare without --all replays from the last present\n"
    )
  }

  @Test("--svg draws each final frame in its own panel, ids prefixed, captions escaped")
  func svg() throws {
    let directory = try temporaryDirectory([:])
    var session = try quietSession(files: LocalFileSystem())
    _ = outputs(&session, "release 800")
    let path = directory + "/compare.svg"
    let out = outputs(&session, "compare deck --svg \(path)")
    #expect(out.err == "")
    #expect(out.out.hasSuffix("wrote the final frames as SVG to \(path)\n"))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let manager = try #require(
      try Self.rows(
        Gesture(setup: [], lines: ["present", "release 800"]), presets: ["deck"]
      ).rows[0].manager)
    // The deck panel is the second: its lines are the frame's own, each id with p1-.
    for line in FrameSVG.elements(manager) {
      #expect(written.contains("    " + FrameSVG.prefixed(line, "p1-") + "\n"))
    }
    #expect(!written.contains("id=\"modal-layer\""))
    #expect(written.contains("id=\"p0-modal-layer\"") && written.contains("id=\"p1-modal-layer\""))
    #expect(written.contains(">demo01 (session): 1<") && written.contains(">deck: 1 card<"))
    let escaped = FrameSVG.panels([(title: "a<b&\"c", manager: manager)], title: "t<")
    #expect(
      escaped.contains(">a&lt;b&amp;&quot;c</text>") && escaped.contains("<title>t&lt;</title>"))
    #expect(
      escaped.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390.00\" height=\"872.00\""))
  }
}
