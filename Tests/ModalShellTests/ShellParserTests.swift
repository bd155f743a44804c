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
      ("present", .modal(.present(nil, instant: false))),
      ("present 2", .modal(.present(.index(2), instant: false))),
      ("present half instant", .modal(.present(.key("half"), instant: true))),
      ("present instant", .modal(.present(nil, instant: true))),
      ("pres", .modal(.present(nil, instant: false))), ("sna 2", .modal(.snap(.index(2)))),
      ("prese 2", .modal(.present(.index(2), instant: false))),
      ("dismiss", .modal(.dismiss(.direct, instant: false))),
      ("dismiss instant", .modal(.dismiss(.direct, instant: true))),
      ("dismiss via", .modal(.dismiss(.viaSnapPoints, instant: false))),
      ("dismiss to offscreenLeft", .modal(.dismiss(.preset(.offscreenLeft), instant: false))),
      ("dismiss instant to edgeTop", .modal(.dismiss(.preset(.edgeTop), instant: true))),
      ("snap 2", .modal(.snap(.index(2)))), ("snap half", .modal(.snap(.key("half")))),
      ("snap next", .modal(.snap(.next))),
      ("snap prev", .modal(.snap(.previous))), ("snap closest", .modal(.snap(.closest))),
      ("drag 0.4", .modal(.drag(.fraction(0.4), secondary: nil))),
      ("drag 40%", .modal(.drag(.fraction(0.4), secondary: nil))),
      ("drag -120pt", .modal(.drag(.points(-120), secondary: nil))),
      ("drag 0 30pt", .modal(.drag(.fraction(0), secondary: .points(30)))),
      ("release", .modal(.release(velocity: 0))), ("release 800", .modal(.release(velocity: 800))),
      ("release -1200pt/s", .modal(.release(velocity: -1200))),
      ("fling 300", .modal(.fling(velocity: 300))),
      ("tap", .modal(.tap)), ("tick", .modal(.tick(frames: 1))),
      ("tick 0.1s", .modal(.tick(frames: 6))),
      ("tick 100ms", .modal(.tick(frames: 6))), ("tick 6f", .modal(.tick(frames: 6))),
      ("tick 0.5", .modal(.tick(frames: 30))),
      ("settle", .modal(.settle)), ("rotate", .environment(.rotate(nil))),
      ("rotate landscape", .environment(.rotate(.landscape))),
      ("keyboard 336", .environment(.keyboard(height: 336))),
      ("keyboard off", .environment(.keyboard(height: nil))),
      ("device ipad-air", .environment(.device("ipad-air"))), ("devices", .environment(.devices)),
      ("size 500x800", .environment(.size(width: 500, height: 800))),
      (
        "safearea 47 0 34 0",
        .environment(.safeArea(EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
      ),
      ("reduce-motion on", .environment(.reduceMotion(true))),
      ("reduce-motion off", .environment(.reduceMotion(false))),
      ("voiceover on", .environment(.voiceOver(true))),
      ("preset demo03", .config(.preset("demo03"))), ("presets", .config(.presets)),
      ("load my.json", .config(.load(path: "my.json"))),
      ("save 'a b.json'", .config(.save(path: "a b.json"))),
      ("config", .config(.config(json: false))), ("config json", .config(.config(json: true))),
      ("set snap.2.height 60%", .config(.set(path: "snap.2.height", value: "60%"))),
      (
        "set snap.1.height 30% + safe.bottom",
        .config(.set(path: "snap.1.height", value: "30% + safe.bottom"))
      ),
      ("set direction", .config(.set(path: "direction", value: nil))),
      (
        "add snap height=40% radius=10",
        .config(.addSnap(at: nil, fields: ["height=40%", "radius=10"]))
      ),
      ("add snap at 2 height=45%", .config(.addSnap(at: 2, fields: ["height=45%"]))),
      ("remove snap 3", .config(.removeSnap(3))), ("undo", .config(.undo)),
      ("override custom", .config(.override(preset: "custom"))),
      ("override clear", .config(.override(preset: nil))),
      ("state", .inspection(.state)), ("show", .inspection(.show)), ("snaps", .inspection(.snaps)),
      ("events", .inspection(.events(count: nil))),
      ("events 5", .inspection(.events(count: 5))),
      (
        "expect state PRESENTED_PROGRAMMATIC",
        .inspection(
          .expect(.fact(StepFacts.all[0]), value: "PRESENTED_PROGRAMMATIC", tolerance: nil))
      ),
      (
        "expect percent 0.54 ~0.01",
        .inspection(.expect(ExpectTarget(rawValue: "percent")!, value: "0.54", tolerance: 0.01))
      ),
      (
        "expect frame.y 388",
        .inspection(.expect(ExpectTarget(rawValue: "frame.y")!, value: "388", tolerance: nil))
      ),
      ("explain", .inspection(.explain)), ("lint", .inspection(.lint(strict: false))),
      ("plot", .inspection(.plot(nil))), ("plot blur", .inspection(.plot(.modalBlur))),
      ("keyboard 336pt", .environment(.keyboard(height: 336))),
      ("keyboard none", .environment(.keyboard(height: nil))),
      ("echo it's # all text", .inspection(.echo("it's # all text"))),
      ("  echo", .inspection(.echo(""))), ("ech 'a b'", .inspection(.echo("'a b'"))),
      ("frames on", .session(.frames(true))), ("frames off", .session(.frames(false))),
      ("? snap", .session(.help("snap"))),
      ("dismiss via instant", .modal(.dismiss(.viaSnapPoints, instant: true))),
      ("echo hello,  world", .inspection(.echo("hello,  world"))),
      ("animate step", .inspection(.animate(.step))),
      ("source lesson.modal", .session(.source(path: "lesson.modal"))),
      ("record out.modal", .session(.record(path: "out.modal"))),
      ("history", .session(.history)), ("help", .session(.help(nil))),
      ("help snap", .session(.help("snap"))),
      ("help pres", .session(.help("present"))),
      ("quit", .session(.quit)), ("exit", .session(.quit)),
    ] as [(String, Command)])
  func valid(line: String, command: Command) throws {
    #expect(try CommandTable.parse(line) == command)
    // The command comes from the declaration of its group.
    let name = try #require(line.split(separator: " ").first.map(String.init))
    #expect(try CommandTable.resolve(Word(name, offset: 0)).group == command.group)
  }

  @Test("blank and comment lines are nothing")
  func nothing() throws {
    #expect(try CommandTable.parse("") == nil)
    #expect(try CommandTable.parse("   ") == nil)
    #expect(try CommandTable.parse("# just a note") == nil)
  }
}
