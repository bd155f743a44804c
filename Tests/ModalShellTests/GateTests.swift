import Foundation
import ModalCore
import Testing

@testable import ModalShell

// Checks a CI can gate on (issue 10, "Checks that can gate"): `lint` fails on an error (with
// --strict on a warning), `expect lint clean`, expect's tolerance and differences, `expect snap`
// only at rest, `expect between`, and booleans for `expect visible`.
@Suite("Checks that can gate", .serialized)
struct GateTests {
  // MARK: - lint

  @Test("lint fails on an error, prints the report first, and the next script line is not run")
  func lintFailsOnError() throws {
    var session = try quietSession("modalkit")
    _ = outcome(&session, "set snap.2.height 10%")
    let lint = outcome(&session, "lint")
    #expect(!lint.ok)
    #expect(
      lint.out.hasPrefix(
        "modalkit: 1 error, 3 notes\n  error: snap 2 (medium): its percent 0.100 is below snap 1's 0.250 in all 24\n"
      ))
    #expect(lint.err == "error: lint: modalkit has 1 error\n")
    var script = try quietSession("modalkit")
    #expect(
      script.runScript("set snap.2.height 10%\nlint\necho after\n", name: "gate.modal")
        == .failed)
    let output = script.takeOutput().map(\.1).joined()
    #expect(output.contains("gate.modal:2: error: lint: modalkit has 1 error\n"))
    #expect(!output.contains("after"))
  }

  @Test("lint passes with notes only; --strict fails on a warning")
  func lintStrict() throws {
    var notes = try quietSession("demo01")
    let plain = outcome(&notes, "lint")
    #expect(plain.ok)
    #expect(
      plain.out.hasPrefix("demo01: no errors or warnings, 5 notes\n  note: snap 1 [default]:"))
    #expect(outcome(&notes, "lint --strict").ok)
    var warned = try quietSession("modalkit-content")
    let lax = outcome(&warned, "lint")
    #expect(lax.ok)
    #expect(
      lax.out.hasPrefix(
        "modalkit-content: 1 warning, 3 notes; 2 distinct\n  warning: snap 3 (large):"))
    let strict = outcome(&warned, "lint --strict")
    #expect(!strict.ok)
    #expect(strict.out == lax.out)
    #expect(strict.err == "error: lint --strict: modalkit-content has 1 warning\n")
    #expect(!outcome(&warned, "lint --loose").ok)
  }

  @Test("in JSON, a failing lint is one record that carries the report")
  func lintJSON() throws {
    var session = try quietSession("modalkit-content")
    session.options.format = .json
    let strict = outcome(&session, "lint --strict")
    #expect(!strict.ok)
    let lines = strict.out.split(separator: "\n")
    #expect(lines.count == 1)
    let record = try JSONSerialization.jsonObject(with: Data(strict.out.utf8)) as? [String: Any]
    #expect(record?["ok"] as? Bool == false)
    let error = record?["error"] as? String ?? ""
    #expect(
      error.hasPrefix(
        "lint --strict: modalkit-content has 1 warning\nmodalkit-content: 1 warning, 3 notes; 2 distinct\n"
      ))
  }

  @Test("modalplay exits 1 on lint's error, and on a warning only with --strict")
  func lintExitCodes() throws {
    let directory = try temporaryDirectory([:])
    let lax = try runModalplay(
      ["--quiet", "--preset", "modalkit-content", "-c", "lint"], directory: directory)
    #expect(lax.status == 0)
    let strict = try runModalplay(
      ["--quiet", "--preset", "modalkit-content", "-c", "lint --strict"], directory: directory)
    #expect(strict.status == 1)
    #expect(strict.stderr == "-c:1: error: lint --strict: modalkit-content has 1 warning\n")
    let error = try runModalplay(
      ["--quiet", "--preset", "modalkit", "-c", "set snap.2.height 10%", "-c", "lint"],
      directory: directory)
    #expect(error.status == 1)
    #expect(error.stderr.hasSuffix("error: lint: modalkit has 1 error\n"))
  }

  @Test("expect lint clean: no error or warning (notes are fine)")
  func expectLintClean() throws {
    var notes = try quietSession("demo01")
    #expect(outcome(&notes, "expect lint clean").ok)
    var warned = try quietSession("modalkit-content")
    let failed = outcome(&warned, "expect lint clean")
    #expect(!failed.ok)
    #expect(
      failed.err
        == "error: expect lint clean: got 1 warning: snap 3 (large): has the same percent as snap 2 (1.000) on every phone in landscape\n"
    )
    _ = outcome(&warned, "set snap.2.height 10%")
    #expect(
      outcome(&warned, "expect lint clean").err
        == ("error: expect lint clean: got 1 error: snap 2 (additional): its percent 0.100 is below snap 1's 0.247 to 0.867 in all 24 environments\n")
    )
  }

  // MARK: - expect

  @Test("a failed number prints the difference and the tolerance, the default or the given one")
  func toleranceMessages() throws {
    var session = try quietSession("demo01")
    // At snap 1: frame.y 590.80, percent 0.300.
    #expect(outcome(&session, "expect frame.y 590.804").ok)
    #expect(
      outcome(&session, "expect frame.y 590.81").err
        == "error: expect frame.y 590.81: got 590.80, difference 0.01 > tolerance 0.005\n")
    #expect(
      outcome(&session, "expect frame.y 588 ~2").err
        == "error: expect frame.y 588: got 590.80, difference 2.80 > tolerance 2\n")
    #expect(outcome(&session, "expect frame.y 589 ~2").ok)
    // A difference that prints as the tolerance at two decimals is shown in full.
    #expect(
      outcome(&session, "expect frame.y 590.806 ~0.005").err
        == "error: expect frame.y 590.806: got 590.80, difference 0.006 > tolerance 0.005\n")
    #expect(outcome(&session, "expect percent 0.3004").ok)
    #expect(
      outcome(&session, "expect percent 0.301").err
        == "error: expect percent 0.301: got 0.300, difference 0.001 > tolerance 0.0005\n")
    #expect(ExpectTarget(rawValue: "frame.y")?.defaultTolerance == 0.005)
    #expect(ExpectTarget(rawValue: "percent")?.defaultTolerance == 0.0005)
    #expect(ExpectTarget(rawValue: "visible")?.defaultTolerance == nil)
  }

  @Test("help expect documents the default tolerances and the forms")
  func helpExpect() {
    // At 80 columns the paragraph (one line was 86 wide) is reflowed as one.
    let help = Help.text(for: "expect")
    #expect(
      help.contains("  percent               the position from 0 (closed) to 1 (within 0.0005)\n"))
    #expect(help.contains("  frame.y               the frame's y (within 0.005 pt)\n"))
    #expect(help.contains("  keyboard              the keyboard's height (within 0.005 pt)\n"))
    #expect(
      help.contains("  between LOW HIGH      between those points (while dragging or animating)\n"))
    #expect(
      help.contains(
        "A number passes within ~TOLERANCE, else within half of the last digit printed\n(listed); a failure prints the difference and the tolerance."
      ))
    #expect(help.contains("  expect between 1 2\n"))
    #expect(help.contains("  expect lint clean"))
    #expect(help.contains("A flag takes\nyes/no/true/false/on/off/1/0."))
  }

  @Test("expect snap fails while dragging; expect between passes only between the two points")
  func snapWhileDragging() throws {
    var session = try quietSession("demo01")
    #expect(outcome(&session, "expect snap 1").ok)
    #expect(outcome(&session, "expect between 1 2").err == "error: expect between 1 2: got 1\n")
    _ = outcome(&session, "drag 0.1")
    #expect(
      outcome(&session, "expect snap 1").err
        == "error: expect snap 1: got between 1 and 2 (dragging)\n")
    #expect(outcome(&session, "expect between 1 2").ok)
    #expect(outcome(&session, "expect between 2 1").ok)
    #expect(
      outcome(&session, "expect between 0 1").err
        == "error: expect between 0 1: got between 1 and 2 (dragging)\n")
    _ = outcome(&session, "release")
    #expect(session.manager.gesture == nil && session.manager.animation == nil)
    #expect(
      outcome(&session, "expect between 1 2").err.hasPrefix("error: expect between 1 2: got "))
  }

  @Test("expect snap fails while animating (animate step), and passes once it settles")
  func snapWhileAnimating() throws {
    var session = try quietSession("demo01", presented: false)
    _ = outcome(&session, "animate step")
    _ = outcome(&session, "present")
    #expect(
      outcome(&session, "expect snap 1").err == "error: expect snap 1: got at 0 (animating to 1)\n")
    _ = outcome(&session, "tick 6f")
    #expect(outcome(&session, "expect between 0 1").ok)
    _ = outcome(&session, "settle")
    #expect(outcome(&session, "expect snap 1").ok)
  }

  @Test("expect visible compares booleans: yes/no, true/false, on/off, 1/0")
  func visibleBooleans() throws {
    var shown = try quietSession("demo01")
    for word in ["yes", "true", "on", "1", "YES"] {
      #expect(outcome(&shown, "expect visible \(word)").ok, "\(word)")
    }
    for word in ["no", "false", "off", "0"] {
      #expect(
        outcome(&shown, "expect visible \(word)").err
          == "error: expect visible \(word): got visible\n")
    }
    var hidden = try quietSession("demo01", presented: false)
    #expect(outcome(&hidden, "expect visible no").ok)
    #expect(outcome(&hidden, "expect visible false").ok)
    #expect(
      outcome(&hidden, "expect visible yes").err == "error: expect visible yes: got not visible\n")
    #expect(
      outcome(&hidden, "expect snap 1").err == "error: expect snap 1: got none (dismissed)\n")
  }

  @Test("lint --strict parses to its command")
  func parsing() throws {
    #expect(try CommandTable.parse("lint --strict") == .inspection(.lint(strict: true)))
    #expect(try CommandTable.parse("lint") == .inspection(.lint(strict: false)))
  }
}
