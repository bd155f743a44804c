import ModalCore
import Testing

@testable import ModalShell

/// Issue 16's input rules: bare drag amounts, the prefix rule, `clear`, the banner.
@Suite("Input rules")
struct InputRuleTests {
  @Test(
    "a bare drag amount beyond one container length is refused with a suggestion",
    arguments: [
      (
        "drag 40",
        "expected an amount from -1 to 1 screen lengths, got '40' (did you mean 40% or 40pt?)"
      ),
      (
        "drag -1.5",
        "expected an amount from -1 to 1 screen lengths, got '-1.5' (did you mean -1.5% or -1.5pt?)"
      ),
      (
        "drag 0 2",
        "expected an amount from -1 to 1 screen lengths, got '2' (did you mean 2% or 2pt?)"
      ),
    ])
  func bareDrag(line: String, message: String) throws {
    var session = try quietSession()
    let frame = session.manager.frame
    let (out, err) = outputs(&session, line)
    #expect(out == "")
    #expect(err == "error: \(message)\n")
    #expect(session.manager.frame == frame)
    #expect(session.manager.gesture == nil)
  }

  @Test("a bare amount up to one length, and any percent or points, still drag")
  func acceptedDrags() throws {
    for line in ["drag 1", "drag -1", "drag 0.4", "drag 40%", "drag 40pt", "drag 150%"] {
      var session = try quietSession()
      let (_, err) = outputs(&session, line)
      #expect(err == "", "\(line)")
      #expect(session.manager.gesture != nil, "\(line)")
    }
  }

  @Test(
    "the prefix rule: the only command a prefix starts, else from 3 letters the only modal action",
    arguments: [
      ("pres", "present"), ("pre", "present"), ("sna", "snap"), ("un", "undo"),
      ("presets", "presets"), ("preset", "preset"), ("snaps", "snaps"), ("cle", "clear"),
      ("rel", "release"), ("dr", "drag"),
    ])
  func prefixes(typed: String, command: String) throws {
    #expect(try CommandTable.resolve(Word(typed, offset: 0)).name == command)
  }

  @Test(
    "shorter shared prefixes, and those with no single modal action, list the candidates",
    arguments: [
      ("pr", "'pr' is ambiguous: present, preset, presets"),
      ("sn", "'sn' is ambiguous: snap, snaps"),
      ("d", "'d' is ambiguous: dismiss, drag, device, devices"),
      ("dev", "'dev' is ambiguous: device, devices"),
      ("c", "'c' is ambiguous: config, content, compare, clear"),
    ])
  func ambiguous(typed: String, message: String) throws {
    #expect(throws: ShellError(message, offset: 0)) {
      try CommandTable.resolve(Word(typed, offset: 0))
    }
  }

  @Test("help states the prefix rule from its declaration")
  func helpStatesRule() throws {
    let help = Help.text(for: nil)
    #expect(
      help.hasSuffix(
        "\nA prefix names the only command it starts; from 3 letters on, a modal action\nwins over the others (pres = present, not preset or presets).\nhelp COMMAND for details."
      ))
    #expect(PrefixRule.summary.allSatisfy { $0.count <= 79 })
  }

  @Test("clear prints nothing and asks the interactive loop to clear, once; not from a source")
  func clear() throws {
    let files = MemoryFileSystem(files: ["c.modal": "clear\necho after\n"])
    var session = try quietSession(files: files)
    let (out, err) = outputs(&session, "clear")
    #expect(out == "" && err == "")
    let first = session.takeClearRequest()
    let second = session.takeClearRequest()
    #expect(first && !second)
    let sourced = outputs(&session, "source c.modal")
    #expect(sourced.out == "after\n")
    let fromSource = session.takeClearRequest()
    #expect(!fromSource)
    // Scripts print nothing for it; JSON answers as for every command.
    var json = try quietSession()
    json.options.format = .json
    let answer = outputs(&json, "clear").out
    #expect(answer == "{\"input\": \"clear\", \"ok\": true}\n")
    // Not recorded: it changes nothing a replay needs.
    #expect(!Session.isRecorded(.session(.clear)))
  }

  @Test("the banner names the config and the device and suggests a first command")
  func banner() throws {
    let session = try quietSession(presented: false)
    #expect(
      session.banner(version: "modalplay 0.1.0")
        == """
        modalplay 0.1.0: demo01 on iphone-14, portrait, iOS 27.
        Try: present, then drag 0.1 and release 800; help lists the commands.
        Tab completes, clear clears the screen, Ctrl-D leaves.
        """)
    var landscape = try quietSession("basic")
    landscape.run("device iphone-se")
    landscape.run("rotate landscape")
    _ = landscape.takeOutput()
    #expect(
      landscape.banner(version: "v")
        == """
        v: basic on iphone-se, landscape, iOS 27.
        Try: drag 0.1, then release 800; help lists the commands.
        Tab completes, clear clears the screen, Ctrl-D leaves.
        """)
    var constrained = try quietSession(presented: false)
    constrained.run("rotate landscape")
    _ = constrained.takeOutput()
    #expect(
      constrained.banner(version: "v").hasPrefix(
        "v: demo01 (compact-height) on iphone-14, landscape, iOS 27.\n"))
    for line in session.banner(version: "modalplay 0.1.0").split(separator: "\n") {
      #expect(line.count <= 79)
    }
  }
}
