import ModalCore
import Testing

@testable import ModalShell

/// The error a line's parse throws, or nil when it parses.
func parseError(_ line: String) -> ShellError? {
  do {
    _ = try CommandTable.parse(line)
    return nil
  } catch {
    return error
  }
}

@Suite("Argument kinds")
struct ArgumentKindTests {
  /// Per argument kind: a bad word, a missing argument, an extra word. Missing and extra quote
  /// the command's usage, which is written only in its declaration.
  static let cases: [(kind: String, bad: (String, String), missing: String, extra: String)] = [
    (
      "amount", ("drag 4x", "expected an amount like 0.4, 40% or 120pt, got '4x'"), "drag",
      "drag 1 0.2 3"
    ),
    (
      "velocity", ("fling up", "expected a velocity in pt/s like 800 or -1200, got 'up'"), "fling",
      "fling 1 2"
    ),
    (
      "duration",
      ("tick 1h", "expected a duration like 0.1s, 100ms or 6f (up to an hour), got '1h'"), "snap",
      "tick 1 2"
    ),
    (
      "number", ("safearea 1 x 3 4", "expected an inset in points, got 'x'"), "safearea 1 2",
      "safearea 1 2 3 4 5"
    ),
    (
      "index", ("remove snap one", "expected a snap point index, got 'one'"), "remove snap",
      "remove snap 1 2"
    ),
    (
      "count", ("events -2", "expected a number of events of at least 1, got '-2'"), "expect state",
      "events 1 2"
    ),
    (
      "keyboard height", ("keyboard 3in", "expected a keyboard height in points or off, got '3in'"),
      "keyboard", "keyboard 300 off"
    ),
    ("size", ("size 5x", "expected a size like 500x800, got '5x'"), "size", "size 5x5 6x6"),
    (
      "tolerance", ("expect dim 0 1%", "expected a tolerance like ~0.01, got '1%'"), "expect dim",
      "expect dim 0 ~1 x"
    ),
    (
      "field", ("add snap at 1 radius", "expected FIELD=VALUE like height=40%, got 'radius'"),
      "add", "remove snap 1 x"
    ),
    (
      "choice", ("animate fast", "expected off, on or step, got 'fast'"), "animate",
      "animate on off"
    ),
    ("on/off", ("frames yes", "expected on or off, got 'yes'"), "frames", "reduce-motion on off"),
    ("word", ("config yaml", "expected json, got 'yaml'"), "load", "config json json"),
    (
      "orientation", ("rotate up", "expected portrait or landscape, got 'up'"), "size",
      "rotate portrait now"
    ),
    (
      "keyword", ("remove point 1", "expected 'snap' (usage: remove snap INDEX)"), "remove",
      "snaps 1"
    ),
  ]

  @Test("a bad word says what was expected", arguments: cases.map { $0.bad })
  func bad(line: String, message: String) throws {
    #expect(parseError(line)?.message == message)
  }

  @Test("a missing argument quotes the usage of the declaration", arguments: cases.map(\.missing))
  func missing(line: String) throws {
    let name = try #require(line.split(separator: " ").first.map(String.init))
    let spec = try #require(CommandTable.spec(named: name))
    #expect(parseError(line) == ShellError("missing argument (usage: \(spec.usage))"))
  }

  @Test("an extra word is unexpected, at its offset, with the usage", arguments: cases.map(\.extra))
  func extra(line: String) throws {
    let words = try Words.split(line)
    let spec = try CommandTable.resolve(words[0])
    let last = try #require(words.last)
    #expect(
      parseError(line)
        == ShellError("unexpected '\(last.text)' (usage: \(spec.usage))", offset: last.offset))
  }

  @Test("missing after a keyword names what is missing")
  func missingAfterKeyword() {
    #expect(
      parseError("dismiss instant to")
        == ShellError(
          "missing preset after 'to' (usage: dismiss [instant] [via | to PRESET])", offset: 16))
    #expect(
      parseError("add snap at")
        == ShellError(
          "missing index after 'at' (usage: add snap [at INDEX] FIELD=VALUE...)", offset: 9))
  }

  @Test("every command without arguments refuses one, quoting its name as the usage")
  func noArguments() throws {
    for spec in CommandTable.all where spec.usage == spec.name {
      #expect(
        parseError("\(spec.name) x")
          == ShellError("unexpected 'x' (usage: \(spec.name))", offset: spec.name.utf8.count + 1))
    }
  }

  @Test("numbers in the forms users mean, nothing else")
  func numbers() {
    #expect(Numbers.parse("1e3") == 1000)
    #expect(Numbers.parse("-0.5") == -0.5)
    for text in ["", "nan", "inf", "0x10", "1e999", "1,5", " 1"] {
      #expect(Numbers.parse(text) == nil, "\(text)")
    }
  }
}

@Suite("Unknown names")
struct UnknownNameTests {
  static let presets = BuiltinPresets.names.joined(separator: ", ")
  static let layouts = LayoutPreset.named.map(\.name).joined(separator: ", ")
  static let properties =
    "x, y, width, height, radius, dim, opacity, content, shadow, shadowRadius, scale, blur, bgBlur"
  static let targets =
    "state, time, visible, device, orientation, keyboard, voiceover, ios, flags, config, variant, index, key, dragging, animating, percent, between.lower, between.upper, between.t, frame.x, frame.y, frame.width, frame.height, radius, corners, inset, bottomRadius, dim, opacity, contentOpacity, shadowOpacity, scaleX, scaleY, translateX, translateY, content.length, content.offset, content.maxOffset, content.viewport, content.movedSheet, content.movedContent, content.decelerating, snap, between, event, lint, error"

  /// Every place a name is looked up, with and without a close name.
  static let cases: [(String, String)] = [
    ("snpa", "unknown command 'snpa' (did you mean 'snap'?)"),
    ("zzz", "unknown command 'zzz' (type help for the list of commands)"),
    ("help snpa", "unknown command 'snpa' (did you mean 'snap'?)"),
    ("help zzz", "unknown command 'zzz' (type help for the list of commands)"),
    // Too many devices to list: one line, a suggestion or where to find the names.
    ("device ipad-ari", "unknown device 'ipad-ari' (did you mean 'ipad-air'?)"),
    ("device iphone-16pr", "unknown device 'iphone-16pr' (did you mean 'iphone-16-pro'?)"),
    (
      "device iphone-17-pro-mac",
      "unknown device 'iphone-17-pro-mac' (did you mean 'iphone-17-pro-max'?)"
    ),
    ("device iphone-ari", "unknown device 'iphone-ari' (did you mean 'iphone-air'?)"),
    ("device ipad-mini", "unknown device 'ipad-mini' (did you mean 'ipad-mini-7'?)"),
    ("device zzz", "unknown device 'zzz' (the devices command lists them)"),
    ("preset demo7", "unknown preset 'demo7' (did you mean 'demo01'?); presets: \(presets)"),
    ("preset zzz", "unknown preset 'zzz'; presets: \(presets)"),
    ("override custon", "unknown preset 'custon' (did you mean 'custom'?); presets: \(presets)"),
    ("override zzz", "unknown preset 'zzz'; presets: \(presets)"),
    (
      "dismiss to edgeTo",
      "unknown layout preset 'edgeTo' (did you mean 'edgeTop'?); presets: \(layouts)"
    ),
    ("dismiss to zzz", "unknown layout preset 'zzz'; presets: \(layouts)"),
    (
      "plot heigth", "unknown property 'heigth' (did you mean 'height'?); properties: \(properties)"
    ),
    ("plot zzz", "unknown property 'zzz'; properties: \(properties)"),
    ("expect stat x", "unknown expect target 'stat' (did you mean 'state'?); targets: \(targets)"),
    ("expect zzz x", "unknown expect target 'zzz'; targets: \(targets)"),
  ]

  @Test(
    "one shape: unknown WHAT 'NAME', a suggestion when one is close, the list", arguments: cases)
  func shape(line: String, message: String) throws {
    let error = try #require(parseError(line))
    #expect(error.message == message)
    // The error points at the name.
    let name = try #require(message.split(separator: "'").dropFirst().first)
    let word = try #require(try Words.split(line).first { $0.text == name })
    #expect(error.offset == word.offset)
  }

  @Test("a session on an unknown preset says so in the same shape")
  func sessionPreset() {
    #expect(
      throws: ShellError(
        "unknown preset 'demo7' (did you mean 'demo01'?); presets: \(Self.presets)")
    ) {
      try Session(preset: "demo7")
    }
  }

  @Test("a set too long to list points to where the names are, unless it suggests one")
  func hint() {
    let names = NameSet(what: "thing", hint: "see things", names: ["alpha", "beta"])
    #expect(names.unknownMessage("alpah") == "unknown thing 'alpah' (did you mean 'alpha'?)")
    #expect(names.unknownMessage("zzz") == "unknown thing 'zzz' (see things)")
    let listed = NameSet(what: "thing", plural: "things", names: ["alpha", "beta"])
    #expect(
      listed.unknownMessage("bet")
        == "unknown thing 'bet' (did you mean 'beta'?); things: alpha, beta")
    #expect(
      listed.unknown(Word("zzz", offset: 4))
        == ShellError("unknown thing 'zzz'; things: alpha, beta", offset: 4))
  }
}

@Suite("Expect targets")
struct ExpectTargetTests {
  @Test("every target parses to its case, in the order the error lists them")
  func parse() throws {
    for target in ExpectTarget.allCases where target != .check(.between) && target != .check(.lint)
    {
      #expect(
        try CommandTable.parse("expect \(target.rawValue) 1")
          == .inspection(.expect(target, value: "1", tolerance: nil)))
    }
    // The two forms with their own arguments.
    #expect(
      try CommandTable.parse("expect between 1 2")
        == .inspection(.expect(.check(.between), value: "1 2", tolerance: nil)))
    #expect(
      try CommandTable.parse("expect lint clean")
        == .inspection(.expect(.check(.lint), value: "clean", tolerance: nil)))
    #expect(ExpectTarget.allCases.count == StepFacts.all.count + 5)
    #expect(ExpectTarget(rawValue: "frame.height")?.rawValue == "frame.height")
    #expect(ExpectTarget(rawValue: "error") == .check(.error))
  }

  @Test("each target checks its value")
  func check() throws {
    var session = try quietSession()
    let passing = [
      "expect state PRESENTED_PROGRAMMATIC", "expect snap 1", "expect key none",
      "expect lint clean",
      "expect percent 0.3", "expect frame.x 0", "expect frame.y 590.8", "expect frame.width 390",
      "expect frame.height 253.2 ~0.01", "expect radius 25", "expect dim 0", "expect opacity 1",
      "expect config demo01", "expect event didShow", "expect visible true", "expect keyboard off",
      "expect orientation portrait", "expect voiceover off", "expect time 0.383",
      "expect device iphone-14", "expect variant default", "expect index 1",
      "expect dragging no", "expect animating off", "expect corners top",
      "expect contentOpacity 1", "expect shadowOpacity 0.2", "expect scaleX 1", "expect scaleY 1",
      "expect translateX 0", "expect translateY 0", "expect flags none", "expect ios 27",
    ]
    // Every target but between and between.lower/upper/t, which hold only while the modal
    // moves (GateTests), error, which needs a failed command before it (RunnerTests), and the
    // seven content facts, which need content (below), and the two facts of iOS 26's floating
    // sheet (FloatingSheetFactTests).
    #expect(passing.count == ExpectTarget.allCases.count - 14)
    for line in passing {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
    #expect(
      outputs(&session, "expect content.length 300").err
        == "error: expect content.length 300: got none (no content)\n")
    #expect(
      outputs(&session, "expect content.offset 0").err
        == "error: expect content.offset 0: got none (no content)\n")
    _ = outputs(&session, "content 300")
    #expect(outputs(&session, "expect content.length 300") == ("", ""))
    #expect(
      outputs(&session, "expect content.length 301").err
        == "error: expect content.length 301: got 300.00, difference 1.00 > tolerance 0.005\n")
    #expect(outputs(&session, "expect content.offset 0") == ("", ""))
    #expect(
      outputs(&session, "expect content.offset 1").err
        == "error: expect content.offset 1: got 0.00, difference 1.00 > tolerance 0.005\n")
    _ = outputs(&session, "snap 9")
    #expect(outputs(&session, "expect error \"no snap point 9\"") == ("", ""))
    #expect(
      outputs(&session, "expect radius 24").err
        == "error: expect radius 24: got 25.00, difference 1.00 > tolerance 0.005\n")
  }
}

@Suite("Completion from the declarations")
struct CompletionTests {
  @Test(
    "what each command reads at the cursor completes",
    arguments: [
      ("", CommandTable.names + ["exit"]),
      ("sn", ["snap", "snaps"]),
      // 5 is demo01's overshoot.
      ("snap ", ["1", "2", "3", "4", "5", "closest", "next", "prev"]),
      ("present ", ["1", "2", "3", "4", "5", "instant"]),
      ("present 2 ", ["instant"]),
      ("present instant ", []),
      ("dismiss ", ["instant", "to", "via"]),
      ("dismiss instant ", ["to", "via"]),
      ("dismiss via ", ["instant"]),
      ("dismiss to edgeT", ["edgeTop"]),
      ("override c", ["clear", "compact-height", "compose", "custom"]),
      (
        "device ipad",
        [
          "ipad-air", "ipad-air-11", "ipad-air-13", "ipad-mini-7", "ipad-pro-11", "ipad-pro-13",
          "ipad-pro-13-m4",
        ]
      ),
      ("device iphone-17", ["iphone-17", "iphone-17-pro", "iphone-17-pro-max"]),
      ("rotate ", ["landscape", "portrait"]),
      ("frames ", ["off", "on"]),
      ("keyboard ", ["off"]),
      ("config ", ["json"]),
      ("add ", ["snap"]),
      ("add snap a", ["align=", "allowSnapping=", "at"]),
      ("add snap at ", ["1", "2", "3", "4", "5"]),
      // 5 is the overshoot, which remove snap refuses.
      ("remove snap ", ["1", "2", "3", "4"]),
      ("expect fr", ["frame.height", "frame.width", "frame.x", "frame.y"]),
      ("expect state PRESENTED_P", ["PRESENTED_PROGRAMMATIC"]),
      ("plot s", ["scale", "shadow", "shadowRadius"]),
      ("animate ", ["off", "on", "step"]),
      ("help sn", ["snap", "snaps"]),
      ("drag ", []),
      ("drag abc ", []),
      ("snap 1 ", []),
      ("frobnicate ", []),
    ] as [(String, [String])])
  func complete(line: String, expected: [String]) throws {
    let session = try quietSession()
    #expect(session.complete(line).candidates == expected.sorted())
    #expect(
      session.complete(line).start == line.count
        - (line.split(separator: " ", omittingEmptySubsequences: false).last?.count ?? 0))
  }

  @Test("set paths and file names complete from the session")
  func sessionCandidates() throws {
    let files = MemoryFileSystem(files: ["lesson.modal": "present\n", "config.json": "{}"])
    let session = try quietSession(files: files)
    #expect(
      session.complete("set snapPoints[0].layout.hei").candidates
        == ["snapPoints[0].layout.height"])
    #expect(
      session.complete("set default.snapPoints[0].layout.hei").candidates
        == ["default.snapPoints[0].layout.height"])
    #expect(session.complete("source l").candidates == ["lesson.modal"])
    #expect(session.complete("load c").candidates == ["config.json"])
  }
}

@Suite("Help from the declarations")
struct HelpTests {
  @Test("help lists every command's usage and summary, by group, aligned")
  func list() throws {
    // Wide enough that nothing wraps (wrapping: FitTests).
    let help = Help.text(for: nil, width: 1000)
    for spec in CommandTable.all {
      #expect(help.contains("  " + spec.usage + "  "), "\(spec.name)")
      #expect(help.contains(spec.summary), "\(spec.name)")
    }
    #expect(help.hasPrefix("Modal actions:\n  present [INDEX|KEY] [instant]"))
    #expect(
      help.hasSuffix(
        "\nA prefix names the only command it starts; from 3 letters on, a modal action\nwins over the others (pres = present, not preset or presets).\nhelp COMMAND for details."
      ))
    #expect(help.contains("\nTopics:\n  help paths    every config path"))
    #expect(help.contains("\n  help handoff  the hand-off rules of a drag on the content"))
  }

  @Test("help COMMAND: usage, summary, details, notes")
  func command() throws {
    for spec in CommandTable.all {
      #expect(
        Help.text(for: spec.name, width: 1000).hasPrefix("usage: \(spec.usage)\n\(spec.summary)"))
    }
    #expect(Help.text(for: "tap") == "usage: tap\ntap the background")
    #expect(
      Help.text(for: "set", width: 1000).hasSuffix(
        "content.width (docs/config-schema.md lists them all).\n\nPaths: run `set` with Tab to complete them, or see the README."
      ))
  }

  @Test("every usage starts with its command's name; every example in help parses to it")
  func examples() throws {
    var count = 0
    for spec in CommandTable.all {
      #expect(spec.usage == spec.name || spec.usage.hasPrefix(spec.name + " "), "\(spec.name)")
      // Example lines: the command, then (after two spaces) what it does.
      for line in spec.details.split(separator: "\n") where line.hasPrefix(spec.name + " ") {
        let example = String(line.split(separator: "  ").first ?? line)
        let command = try #require(try CommandTable.parse(example), "\(example)")
        #expect(command.group == spec.group, "\(example)")
        #expect(try CommandTable.resolve(Word(spec.name, offset: 0)) === spec)
        count += 1
      }
    }
    #expect(count == 86)
  }

  @Test("a topic is one declaration: listed, shown")
  func topics() {
    // A topic never hides a command's help.
    for topic in CommandTable.topics { #expect(CommandTable.spec(named: topic.name) == nil) }
    let topic = HelpTopic("paths", summary: "every set path") { ["a  1", "b  2"] }
    #expect(Help.text(for: "paths", topics: [topic]) == "a  1\nb  2")
    let help = Help.text(for: nil, topics: [topic])
    #expect(
      help.hasSuffix(
        "\nTopics:\n  help paths  every set path\nA prefix names the only command it starts; from 3 letters on, a modal action\nwins over the others (pres = present, not preset or presets).\nhelp COMMAND for details."
      ))
  }
}
