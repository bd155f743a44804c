import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// Text that did not come from modalplay reaches the terminal as data: a config's keys, names,
/// description, pages and constrained names, file names, `echo` arguments, `.expected` lines.
/// An escape sequence in one (here: set the window title, clear the screen, and the 8-bit
/// CSI) is printed as `\u{1B}` text in every output, with or without colour; the colour codes
/// are modalplay's own only.
@Suite("outside text: printed with its control characters visible")
struct OutsideTextTests {
  /// A window title, a screen clear and the C1 control sequence introducer, as written.
  static let shown = #"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}"#

  /// Every text field of a document holds the sequences.
  static let json = #"""
    {
      "name": "N\u001b]0;pwned\u0007\u001b[2J\u009b",
      "description": "D\u001b]0;pwned\u0007\u001b[2J\u009b\nline2",
      "default": {
        "snapPoints": [
          { "key": "K\u001b]0;pwned\u0007\u001b[2J\u009b", "page": "P\u001b]0;pwned\u0007\u001b[2J\u009b",
            "layout": { "align": "center/bottom", "width": "stretch", "height": "30%" } },
          { "key": "half", "layout": { "align": "center/bottom", "width": "stretch", "height": "60%" } }
        ]
      },
      "constrained": [
        { "name": "C\u001b]0;pwned\u0007\u001b[2J\u009b", "when": "v.compact",
          "config": { "snapPoints": [
            { "key": "Q\u001b]0;pwned\u0007\u001b[2J\u009b", "layout": { "align": "center/bottom", "width": "stretch", "height": "40%" } }
          ] } }
      ]
    }
    """#

  /// The commands whose output quotes the document's text.
  static let lines = [
    "load evil.json", "config", "present", "snaps", "drag 0.1", "release 100", "explain",
    "lint", "snap nosuch", "expect key x", "export swift uikit", "set snap.1.key",
    "set snap.1.key K2\u{9B}", "set description", "echo a\u{9B}b\u{7F}c\u{2028}d", "rotate",
    "config", "events", "undo", "history",
  ]

  /// What `lines` print (standard output and error together) and the prompts after each.
  static func run(color: Bool) throws -> (text: String, prompts: [String]) {
    var options = ShellOptions()
    options.quiet = true
    options.color = color
    var session = try Session(
      preset: "demo01", options: options, files: MemoryFileSystem(files: ["evil.json": json]))
    var text = ""
    var prompts: [String] = []
    for line in lines {
      session.run(line)
      text += session.takeOutput().map(\.1).joined()
      prompts.append(session.prompt)
    }
    return (text, prompts)
  }

  /// The control characters of `text` other than the line feed, as `U+XXXX`.
  static func controls(_ text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || ($0.value >= 0x7F && $0.value <= 0x9F)
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  @Test("keys, names, description, page: each output shows the sequences as text")
  func shownAsText() throws {
    let (text, prompts) = try Self.run(color: false)
    #expect(Self.controls(text) == [])
    let lines = text.split(separator: "\n").map(String.init)
    let s = Self.shown
    for expected in [
      "config   evil.json: D\(s)\\u{A}line2",
      "         adaptive: default, C\(s) when v.compact;",
      "at       snap 1 (K\(s))   percent 0.300",
      "*  1      K\(s)  390.00  253.20  0.300    yes",
      "         >  1 (K\(s))  590.80  109.35    chosen",
      "  note: snap 1 (K\(s)) [default]: the keyboard",
      "error: no snap point named 'nosuch': keys are K\(s), half",
      "note: constrained config C\(s): the system sheet adapts to the size class by itself",
      "// N\(s): exported by modalplay for UIKit.",
      "default.snapPoints[0].key = K\(s)",
      "default.snapPoints[0].key = K2\\u{9B} (was K\(s))",
      "description = D\(s)\\u{A}line2",
      "a\\u{9B}b\\u{7F}c\\u{2028}d", "  15  echo a\\u{9B}b\\u{7F}c\\u{2028}d",
      "         configDidChange(default -> C\(s)),",
      "           in use: C\(s)",
      "0.733s configDidChange(default -> C\(s))",
    ] {
      #expect(lines.contains(expected), "\(expected)")
    }
    #expect(prompts[2] == "modal[1 K\(s)]> ")
  }

  @Test("with colour on, the only escape sequences are modalplay's own colours")
  func onlyOwnColours() throws {
    let (text, prompts) = try Self.run(color: true)
    let colours = try Regex(#"\u{1B}\[[0-9;]*m"#)
    #expect(text.contains(colours))
    #expect(Self.controls(text.replacing(colours, with: "")) == [])
    #expect(Self.controls(prompts.joined()) == [])
  }

  @Test("the banner, reset and save name the document with its control characters visible")
  func documentName() throws {
    var options = ShellOptions()
    options.quiet = true
    var session = try Session(
      document: try ConfigCoding.decodeDocument(Self.json), name: "n\u{1B}[2J",
      options: options, files: MemoryFileSystem())
    #expect(
      session.banner(version: "modalplay 0.1.0").hasPrefix(
        "modalplay 0.1.0: n\\u{1B}[2J on iphone-14, portrait, iOS 27.\n"))
    session.run("reset")
    #expect(
      session.takeOutput().map(\.1).joined()
        == "reset: n\\u{1B}[2J on iphone-14, dismissed, clock 0\n")
  }

  @Test("a script's file name in an error's location; the --echo line of a script")
  func fileNameAndEcho() throws {
    var options = ShellOptions()
    options.echo = true
    var session = try Session(preset: "demo01", options: options, files: MemoryFileSystem())
    let result = session.runScript("echo x\u{9B}y\nsnap 1 \u{9B}", name: "s\u{9B}[2J.modal")
    #expect(result == .failed)
    // An echo line prints its text once; another line is echoed after the prompt.
    #expect(
      session.takeOutput().map(\.1).joined() == """
        x\\u{9B}y
        modal[-]> snap 1 \\u{9B}
        s\\u{9B}[2J.modal:2: error: unexpected '\\u{9B}' (usage: snap INDEX|KEY|next|prev|closest)

        """)
  }

  @Test("modalplay test: file names, .expected lines and the diff show the sequences as text")
  func transcriptReport() throws {
    let files = MemoryFileSystem(files: [
      "t/a\u{1B}[2J.modal": "echo hi\n",
      "t/a\u{1B}[2J.expected": "h\u{1B}]0;x\u{7}i\n",
    ])
    let result = try TranscriptRunner(files: files).run("t/a\u{1B}[2J.modal")
    #expect(
      TranscriptRunner.report(result) == """
        t/a\\u{1B}[2J.modal:1: the transcript differs from t/a\\u{1B}[2J.expected:1
          expected: h\\u{1B}]0;x\\u{7}i
          actual:   hi
        --- t/a\\u{1B}[2J.expected
        +++ t/a\\u{1B}[2J.modal (actual)
        @@ -1,1 +1,1 @@
        -h\\u{1B}]0;x\\u{7}i
        +hi
        """)
  }

  @Test("the program's own messages: a --config file name and a test path")
  func programMessages() throws {
    let directory = try temporaryDirectory([:])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let missing = try runModalplay(
      ["--config", "x\u{1B}[2J.json", "-c", "quit"], directory: directory)
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "modalplay: cannot read 'x\\u{1B}[2J.json': No such file or directory\n")
    let none = try runModalplay(["test", "d\u{1B}[2J"], directory: directory)
    #expect(none.status == 2)
    #expect(none.stderr == "modalplay test: no .modal scripts under d\\u{1B}[2J\n")
  }
}
