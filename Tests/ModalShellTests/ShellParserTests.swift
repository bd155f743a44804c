import ModalCore
import Testing

@testable import ModalShell

@Suite("Words")
struct WordsTests {
  @Test("splitting like a shell")
  func split() throws {
    #expect(try Words.split("snap  2").map(\.text) == ["snap", "2"])
    #expect(
      try Words.split("echo 'a  b' \"c \\\"d\\\"\" e\\ f").map(\.text) == [
        "echo", "a  b", "c \"d\"", "e f",
      ])
    #expect(try Words.split("  # a comment").isEmpty)
    #expect(try Words.split("drag 0.4 # note").map(\.text) == ["drag", "0.4"])
    #expect(try Words.split("set a#b").map(\.text) == ["set", "a#b"])
    #expect(try Words.split("snap 2").map(\.offset) == [0, 5])
    #expect(try Words.split("echo ünïcødé ✓").map(\.text) == ["echo", "ünïcødé", "✓"])
    #expect(throws: WordsError(message: "unterminated quote", offset: 5)) {
      try Words.split("echo 'abc")
    }
  }

  @Test("the plain-line fast path splits exactly like the full rules")
  func plainAgreesWithFull() throws {
    let pieces = ["drag", "0.4", " ", "  ", "\t", "ü", "✓", "-1e3", "snap", "\r", "40%", "x"]
    // A fixed pseudo-random sequence (an LCG), so that every run checks the same lines.
    var state: UInt64 = 2026
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var plain = 0
    for _ in 0..<2000 {
      let count = next(9)
      let line = (0..<count).map { _ in pieces[next(pieces.count)] }.joined()
      let fast = try #require(Words.splitPlain(line), "\(line)")
      #expect(fast == (try Words.splitQuoted(line)), "\(line)")
      plain += 1
    }
    #expect(plain == 2000)
    for line in ["echo 'a b'", "a\\ b", "x # c", "say \"hi\"", "set a#b"] {
      #expect(Words.splitPlain(line) == nil, "\(line)")
    }
  }
}

@Suite("Command parsing")
struct CommandParsingTests {
  @Test(
    "every command's valid forms",
    arguments: [
      ("present", Command.present(nil, instant: false)),
      ("present 2", .present(.index(2), instant: false)),
      ("present half instant", .present(.key("half"), instant: true)),
      ("present instant", .present(nil, instant: true)),
      ("pres", .present(nil, instant: false)), ("sna 2", .snap(.index(2))),
      ("prese 2", .present(.index(2), instant: false)),
      ("dismiss", .dismiss(.direct, instant: false)),
      ("dismiss instant", .dismiss(.direct, instant: true)),
      ("dismiss via", .dismiss(.viaSnapPoints, instant: false)),
      ("dismiss to offscreenLeft", .dismiss(.preset(.offscreenLeft), instant: false)),
      ("dismiss instant to edgeTop", .dismiss(.preset(.edgeTop), instant: true)),
      ("snap 2", .snap(.index(2))), ("snap half", .snap(.key("half"))), ("snap next", .snap(.next)),
      ("snap prev", .snap(.previous)), ("snap closest", .snap(.closest)),
      ("drag 0.4", .drag(.fraction(0.4), secondary: nil)),
      ("drag 40%", .drag(.fraction(0.4), secondary: nil)),
      ("drag -120pt", .drag(.points(-120), secondary: nil)),
      ("drag 0 30pt", .drag(.fraction(0), secondary: .points(30))),
      ("release", .release(velocity: 0)), ("release 800", .release(velocity: 800)),
      ("release -1200pt/s", .release(velocity: -1200)), ("fling 300", .fling(velocity: 300)),
      ("tap", .tap), ("tick", .tick(frames: 1)), ("tick 0.1s", .tick(frames: 6)),
      ("tick 100ms", .tick(frames: 6)), ("tick 6f", .tick(frames: 6)),
      ("tick 0.5", .tick(frames: 30)),
      ("settle", .settle), ("rotate", .rotate(nil)), ("rotate landscape", .rotate(.landscape)),
      ("keyboard 336", .keyboard(height: 336)), ("keyboard off", .keyboard(height: nil)),
      ("device ipad-air", .device("ipad-air")), ("devices", .devices),
      ("size 500x800", .size(width: 500, height: 800)),
      ("safearea 47 0 34 0", .safeArea(EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))),
      ("reduce-motion on", .reduceMotion(true)), ("reduce-motion off", .reduceMotion(false)),
      ("preset demo03", .preset("demo03")), ("presets", .presets),
      ("load my.json", .load(path: "my.json")), ("save 'a b.json'", .save(path: "a b.json")),
      ("config", .config(json: false)), ("config json", .config(json: true)),
      ("set snap.2.height 60%", .set(path: "snap.2.height", value: "60%")),
      (
        "set snap.1.height 30% + safe.bottom",
        .set(path: "snap.1.height", value: "30% + safe.bottom")
      ),
      ("set direction", .set(path: "direction", value: nil)),
      ("add snap height=40% radius=10", .addSnap(at: nil, fields: ["height=40%", "radius=10"])),
      ("add snap at 2 height=45%", .addSnap(at: 2, fields: ["height=45%"])),
      ("remove snap 3", .removeSnap(3)), ("undo", .undo),
      ("override custom", .override(preset: "custom")), ("override clear", .override(preset: nil)),
      ("state", .state), ("show", .show), ("snaps", .snaps), ("events", .events(count: nil)),
      ("events 5", .events(count: 5)),
      (
        "expect state PRESENTED_PROGRAMMATIC",
        .expect(what: "state", value: "PRESENTED_PROGRAMMATIC", tolerance: nil)
      ),
      ("expect percent 0.54 ~0.01", .expect(what: "percent", value: "0.54", tolerance: 0.01)),
      ("echo hello,  world", .echo("hello,  world")), ("animate step", .animate(.step)),
      ("source lesson.modal", .source(path: "lesson.modal")),
      ("record out.modal", .record(path: "out.modal")),
      ("history", .history), ("help", .help(nil)), ("help snap", .help("snap")),
      ("help pres", .help("present")),
      ("quit", .quit), ("exit", .quit),
    ] as [(String, Command)])
  func valid(line: String, command: Command) throws {
    #expect(try CommandTable.parse(line) == command)
  }

  @Test("blank and comment lines are nothing")
  func nothing() throws {
    #expect(try CommandTable.parse("") == nil)
    #expect(try CommandTable.parse("   ") == nil)
    #expect(try CommandTable.parse("# just a note") == nil)
  }
}
