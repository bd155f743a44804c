import ModalCore
import Testing

@testable import ModalShell

@Suite("flag: the app's switches that a config's conditions look at")
struct FlagCommandTests {
  /// Half height by default; while the app's `model.isEditing` is on, 90 % and not dismissable.
  static let json = #"""
    {
      "name": "editor",
      "default": {
        "snapPoints": [
          { "key": "half", "layout": { "align": "center/bottom", "width": "stretch", "height": "50%" } }
        ]
      },
      "constrained": [
        { "name": "editing", "when": "flag(model.isEditing) && !voiceover",
          "config": {
            "snapPoints": [
              { "key": "tall", "layout": { "align": "center/bottom", "width": "stretch", "height": "90%" } }
            ],
            "sheet": { "isModalInPresentation": true }
          } }
      ]
    }
    """#

  static func session(format: OutputFormat = .text) throws -> Session {
    var options = ShellOptions()
    options.quiet = true
    options.format = format
    var session = try Session(
      preset: "demo01", options: options, files: MemoryFileSystem(files: ["editor.json": json]))
    for line in ["load editor.json", "present"] { _ = outputs(&session, line) }
    return session
  }

  @Test("flag NAME on selects the config its condition names; off goes back; undo too")
  func switches() throws {
    var session = try Self.session()
    #expect(outputs(&session, "expect frame.y 422") == ("", ""))
    #expect(outputs(&session, "flag model.isEditing on").err == "")
    #expect(session.manager.environment.flags == ["model.isEditing"])
    for line in [
      "expect variant editing", "expect key tall",
      // 90% of 844 is 759.6 tall, below the full 797 (844 - 47, iOS 26 and later), so the
      // sheet floats: scaled by 374 / 390 to 728.44 and 8 pt above the bottom, y 107.56.
      "expect frame.y 107.56",
      "expect flags model.isEditing",
    ] {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
    _ = outputs(&session, "flag model.isEditing off")
    #expect(outputs(&session, "expect variant default") == ("", ""))
    #expect(outputs(&session, "expect flags none") == ("", ""))
    _ = outputs(&session, "undo")
    #expect(outputs(&session, "expect variant editing") == ("", ""))
  }

  @Test("the condition reads and writes as text, and names its flags")
  func syntax() throws {
    let condition = try LayoutValueSyntax.parseCondition("flag(model.isEditing) && !flag(_b.c)")
    #expect(condition == .all([.flag("model.isEditing"), .not(.flag("_b.c"))]))
    #expect(LayoutValueSyntax.format(condition) == "flag(model.isEditing) && !flag(_b.c)")
    #expect(condition.flags == ["model.isEditing", "_b.c"])
    #expect(throws: (any Error).self) { try LayoutValueSyntax.parseCondition("flag(9)") }
    #expect(throws: (any Error).self) { try LayoutValueSyntax.parseCondition("flag()") }
  }

  @Test("a bad name is one error that changes nothing; record replays the flags")
  func errors() throws {
    var session = try Self.session()
    #expect(
      outputs(&session, "flag 9lives on").err
        == "error: a flag is a name of letters, digits, '.' and '_' starting with a letter, at most 128 characters (model.isEditing)\n"
    )
    #expect(
      outputs(&session, "flag model.isEditing").err
        == "error: missing argument (usage: flag NAME on|off)\n")
    #expect(session.manager.environment.flags.isEmpty)
    var start = session.start
    start.environment.flags = ["model.isEditing"]
    #expect(start.lines.suffix(2) == ["flag model.isEditing on", "frames off"])
  }

  @Test("JSON: the step's environment lists the flags that are on")
  func json() throws {
    var session = try Self.session(format: .json)
    let on = outputs(&session, "flag model.isEditing on").out
    #expect(
      on.contains(
        #""voiceOver": false, "ios": "27", "flags": "model.isEditing", "config": "editor.json""#))
  }

  @Test("lint checks a config only a flag selects, with the flag on")
  func lint() throws {
    // The editing config's two points are one: only lint with the flag on can see it.
    let twice = Self.json.replacingOccurrences(
      of:
        #"{ "key": "tall", "layout": { "align": "center/bottom", "width": "stretch", "height": "90%" } }"#,
      with:
        #"{ "key": "tall", "layout": { "align": "center/bottom", "width": "stretch", "height": "90%" } }, { "key": "again", "layout": { "align": "center/bottom", "width": "stretch", "height": "90%" } }"#
    )
    #expect(twice != Self.json)
    let document = try ConfigCoding.decodeDocument(twice)
    let findings = Lint.check(document.config)
    // The keyboard covers the half sheet and the tall one (default and editing), as without
    // the flag; the duplicate is the editing config's, found with the flag on.
    let duplicate = try #require(findings.first { $0.kind == .duplicatePercent })
    #expect(findings.filter { $0.kind == .duplicatePercent }.count == 1)
    #expect(duplicate.configName == "editing")
    // As with `"when": "true"`: Apple's sheet (the config sets `sheet`) lays the points out
    // otherwise in landscape and on the iPad.
    #expect(duplicate.environmentsPhrase == "on every phone in portrait")
    #expect(duplicate.environments.allSatisfy { $0.flags == ["model.isEditing"] })
    #expect(
      Lint.check(document.config, in: Lint.environments).contains { $0.kind == .duplicatePercent }
        == false)
  }

  @Test("lint says once what a switched config shares with the default")
  func lintOnce() throws {
    // The switched config is the default but for holding the sheet: the same findings.
    let point =
      #"{ "key": "half", "layout": { "align": "center/bottom", "width": "stretch", "height": "50%" } }"#
    let same = #"""
      { "default": { "sheet": { "isModalInPresentation": false }, "snapPoints": [POINT] },
        "constrained": [ { "name": "editing", "when": "flag(e)",
          "config": { "sheet": { "isModalInPresentation": true }, "snapPoints": [POINT] } } ] }
      """#.replacingOccurrences(of: "POINT", with: point)
    let findings = Lint.check(try ConfigCoding.decodeDocument(same).config)
    #expect(findings.map(\.configName) == ["default"])
    #expect(findings.map(\.kind) == [.keyboardCovers])
  }
}
