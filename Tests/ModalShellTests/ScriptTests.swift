import Foundation
import ModalCore
import Testing

@testable import ModalShell

@Suite("Scripts and exit codes", .serialized)
struct ScriptTests {
  @Test("a good script exits 0")
  func ok() throws {
    let run = try runModalplay(["--quiet", "-c", "present", "-c", "expect snap 1"])
    #expect(run.status == 0)
    #expect(
      run.stdout.contains("state    INITIAL -> PRESENTING_PROGRAMMATIC -> PRESENTED_PROGRAMMATIC"))
    #expect(run.stderr == "")
  }

  @Test("the first failing command stops the script with file:line and exit 1")
  func stops() throws {
    let directory = try temporaryDirectory([
      "bad.modal": "present\n# a comment\nsnap 9\necho never\n"
    ])
    let run = try runModalplay(["--quiet", "bad.modal"], directory: directory)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "bad.modal:3: error: no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)\n"
    )
    #expect(!run.stdout.contains("never"))
  }

  @Test("--keep-going runs the rest and still exits 1")
  func keepGoing() throws {
    let directory = try temporaryDirectory([
      "bad.modal": "snap 2\npresent\necho after\nfrobnicate\n"
    ])
    let run = try runModalplay(["--quiet", "--keep-going", "bad.modal"], directory: directory)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        bad.modal:1: error: cannot snap: the modal is not presented (present it first)
        bad.modal:4: error: unknown command 'frobnicate' (type help for the list of commands)

        """)
    #expect(run.stdout.contains("after\n"))
  }

  @Test("nested source reports the chain of files and lines; a cycle is refused")
  func nestedSource() throws {
    let directory = try temporaryDirectory([
      "outer.modal": "present\nsource inner.modal\necho not reached\n",
      "inner.modal": "echo inner\nsnap next\nsnap banana\n",
      "a.modal": "echo a\nsource b.modal\n",
      "b.modal": "echo b\nsource a.modal\n",
    ])
    let nested = try runModalplay(["--quiet", "outer.modal"], directory: directory)
    #expect(nested.status == 1)
    #expect(
      nested.stderr
        == "outer.modal:2: in inner.modal:3: error: no snap point named 'banana': this config has no keys (use an index)\n"
    )
    #expect(nested.stdout.contains("inner\n"))
    #expect(!nested.stdout.contains("not reached"))
    let cycle = try runModalplay(["--quiet", "a.modal"], directory: directory)
    #expect(cycle.status == 1)
    #expect(cycle.stdout == "a\nb\n")
    #expect(
      cycle.stderr
        == "a.modal:2: in b.modal:2: error: source a.modal: refused, it is already being run (a cycle)\n"
    )
  }

  @Test("usage errors and unreadable files exit 2")
  func usage() throws {
    let unknown = try runModalplay(["--frobnicate"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "modalplay: unknown option '--frobnicate'\nusage: modalplay [options] [FILE...] [-c COMMAND]...   (modalplay --help for more)\n"
    )
    let badPreset = try runModalplay(["--preset", "nope"])
    #expect(badPreset.status == 2)
    #expect(badPreset.stderr.hasPrefix("modalplay: unknown preset 'nope'; presets: basic, demo01"))
    let missing = try runModalplay(["missing.modal"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "modalplay: cannot read 'missing.modal': No such file or directory\n")
    let width = try runModalplay(["--width", "abc"])
    #expect(width.status == 2)
    // The unknown-name shape of the shell, with its suggestion.
    let device = try runModalplay(["--device", "iphone14"])
    #expect(device.status == 2)
    #expect(
      device.stderr
        == "modalplay: unknown device 'iphone14' (did you mean 'iphone-14'?)\nusage: modalplay [options] [FILE...] [-c COMMAND]...   (modalplay --help for more)\n"
    )
    let color = try runModalplay(["--color", "sometimes"])
    #expect(color.status == 2)
    #expect(color.stderr.hasPrefix("modalplay: --color takes auto, always or never\n"))
  }

  @Test("--color always paints errors, never and auto (not a terminal) do not")
  func color() throws {
    let always = try runModalplay(["--color", "always", "-c", "snap 9"])
    #expect(always.stderr.contains("\u{1B}[31merror:\u{1B}[0m "))
    for choice in ["never", "auto"] {
      let plain = try runModalplay(["--color=\(choice)", "-c", "snap 9"])
      #expect(plain.stderr.contains("error: "), "\(choice)")
      #expect(!plain.stderr.contains("\u{1B}"), "\(choice)")
    }
  }

  @Test("a broken --config reports every problem and exits 2")
  func badConfig() throws {
    let directory = try temporaryDirectory([
      "bad.json":
        #"{ "snapPoints": [ { "layout": { "align": "center/bottom", "width": "fifty", "height": "50%" } } ], "direction": "up" }"#
    ])
    let run = try runModalplay(["--config", "bad.json", "-c", "present"], directory: directory)
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        bad.json: snapPoints[0].layout.width: expected a layout value like "50%", got "fifty" (unknown name 'fifty')
        bad.json: direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got "up"

        """)
  }

  @Test("Ctrl-C during a script exits 130")
  func interrupted() throws {
    let script = String(repeating: "present\ndismiss\n", count: 100_000)
    let directory = try temporaryDirectory(["long.modal": script])
    let run = try runModalplay(
      ["--quiet", "long.modal"], directory: directory, interruptAfter: 0.3)
    #expect(run.status == 130)
  }

  @Test("commands from standard input, -V and -h")
  func stdinAndInfo() throws {
    let run = try runModalplay(["--quiet"], stdin: "present\nsnap 2\nexpect frame.y 388\n")
    #expect(run.status == 0)
    #expect(run.stdout.contains("at       snap 2   percent 0.540"))
    #expect(try runModalplay(["-V"]).stdout == "modalplay 0.1.0\n")
    let help = try runModalplay(["--help"])
    #expect(help.status == 0 && help.stdout.contains("usage: modalplay [options] [FILE...]"))
  }

  @Test("--format json prints one JSON object per command")
  func json() throws {
    let run = try runModalplay(
      ["--format", "json"], stdin: "present\nsnap 9\ndrag 0.1\npresets\n")
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)  // the script stops at snap 9
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["input"] as? String == "present")
    #expect(first["ok"] as? Bool == true)
    #expect(first["index"] as? Int == 1)
    #expect((first["frame"] as? [String: Any])?["y"] as? Double == 590.8)
    let second = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(second["ok"] as? Bool == false)
    #expect(
      second["error"] as? String
        == "no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)")
  }

  @Test("--ascii draws with plain ASCII only; --width scales; --quiet draws nothing")
  func drawingOptions() throws {
    let ascii = try runModalplay(["--ascii", "-c", "present"])
    #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(ascii.stdout.contains("+- iphone-14 390x844 --+"))
    let quiet = try runModalplay(["--quiet", "-c", "present"])
    #expect(!quiet.stdout.contains("iphone-14"))
    let narrow = try runModalplay(["--width", "40", "-c", "rotate", "-c", "present"])
    for line in narrow.stdout.split(separator: "\n")
    where line.hasPrefix("│") || line.hasPrefix("┌") {
      #expect(line.count <= 40)
    }
  }

  @Test("modalplay test: a failing script without its .expected says what failed, no --update")
  func missingExpectedFailing() throws {
    let directory = try temporaryDirectory(["new.modal": "present\nsnap 9\n"])
    let run = try runModalplay(["test", "new.modal"], directory: directory)
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        new.modal:2: error: no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)
        new.modal: no new.expected, and the run failed: fix the script, or mark an intended failure with expect error
        1 transcript: 0 passed, 1 failed

        """)
    let json = try runModalplay(["test", "--format", "json", "new.modal"], directory: directory)
    #expect(
      json.stdout.contains(
        "\"file\": \"new.modal\", \"line\": 2, \"location\": \"new.modal:2\""))
  }

  @Test("modalplay test: pass, mismatch with file:line and a diff, missing, --update")
  func transcripts() throws {
    let directory = try temporaryDirectory([
      "good.modal": "echo hello\n",
      "good.expected": "hello\n",
      "bad.modal": "echo one\necho two\n",
      "bad.expected": "one\nTWO\n",
      "new.modal": "echo new\n",
    ])
    let run = try runModalplay(["test", "."], directory: directory)
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        ./bad.modal:2: the transcript differs from ./bad.expected:2
          expected: TWO
          actual:   two
        --- ./bad.expected
        +++ ./bad.modal (actual)
        @@ -1,2 +1,2 @@
         one
        -TWO
        +two
        ok      ./good.modal
        ./new.modal: no ./new.expected; create it with: modalplay test --update ./new.modal (or modalplay --echo ./new.modal > ./new.expected)
        3 transcripts: 1 passed, 2 failed

        """)
    let update = try runModalplay(["test", "--update", "."], directory: directory)
    #expect(update.status == 0)
    #expect(
      update.stdout == """
        updated ./bad.expected
        same    ./good.expected
        updated ./new.expected
        3 transcripts, 2 updated

        """)
    #expect(try runModalplay(["test", "."], directory: directory).status == 0)
    let echoed = try runModalplay(["--echo", "new.modal"], directory: directory)
    #expect(
      try String(contentsOfFile: directory + "/new.expected", encoding: .utf8) == echoed.stdout)
    #expect(try runModalplay(["test", "nowhere"], directory: directory).status == 2)
  }
}
