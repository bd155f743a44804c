import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// A layout object of a bottom sheet with this height (a JSON value).
private func layout(_ height: String) -> String {
  "{\"align\": \"center/bottom\", \"width\": \"100%\", \"height\": \(height)}"
}

/// A session whose file system holds `half.json`, a sheet 0.5 pt tall and one 0.25 pt tall.
private func session(format: OutputFormat = .text) throws -> Session {
  var options = ShellOptions()
  options.format = format
  options.quiet = true
  let json = "{\"snapPoints\": [{\"layout\": \(layout("0.5"))}, {\"layout\": \(layout("0.25"))}]}"
  return try Session(
    preset: "basic", options: options, files: MemoryFileSystem(files: ["half.json": json]))
}

// Issue 14: load and set accept a bare number under 1 as a height or width, and warn.
@Suite("Tiny constants: the warnings of load and set")
struct TinyConstantWarningTests {
  @Test("load warns on each, on standard output, and succeeds")
  func load() throws {
    var shell = try session()
    let run = outputs(&shell, "load half.json")
    #expect(run.err == "")
    #expect(
      run.out == """
        events   configDidChange(basic -> half.json)
        at       dismissed   time 0.000s
        warning: snapPoints[0].layout.height is 0.5 pt: did you mean 50% (or detent.fraction(0.5))?
        warning: snapPoints[1].layout.height is 0.25 pt: did you mean 25% (or detent.fraction(0.25))?

        """)
    #expect(shell.manager.config.snapPoints[0].layout?.height == .constant(0.5))
  }

  @Test("set warns on the value it brings in, not on what was there or is unchanged")
  func set() throws {
    var shell = try session()
    #expect(
      outputs(&shell, "set snap.1.height 0.3").out == """
        at       dismissed   time 0.000s
        snapPoints[0].layout.height = 0.3 (was 70%)
        warning: snapPoints[0].layout.height is 0.3 pt: did you mean 30% (or detent.fraction(0.3))?

        """)
    #expect(
      outputs(&shell, "set snap.1.height 0.3").out
        == "at       dismissed   time 0.000s\nsnapPoints[0].layout.height = 0.3 (unchanged)\n")
    // A new direction changes the hint, not the field: no warning again.
    #expect(
      outputs(&shell, "set direction leftToRight").out
        == "at       dismissed   time 0.000s\ndirection = leftToRight (was bottomToTop)\n")
    #expect(
      outputs(&shell, "set snap.1.width 0.5").out == """
        at       dismissed   time 0.000s
        snapPoints[0].layout.width = 0.5 (was stretch)
        warning: snapPoints[0].layout.width is 0.5 pt: did you mean 50%?

        """)
    #expect(
      outputs(&shell, "set snapPoints[0].layout \(layout("0.75"))").out == """
        at       dismissed   time 0.000s
        snapPoints[0].layout = {"align": "center/bottom", "width": "100%", "height": 0.75} (was {"align": "center/bottom", "width": 0.5, "height": 0.3})
        warning: snapPoints[0].layout.height is 0.75 pt: did you mean 75%?

        """)
  }

  @Test("add snap warns on the new point's layout")
  func addSnap() throws {
    var shell = try session()
    let run = outputs(&shell, "add snap height=0.9")
    #expect(run.err == "")
    #expect(
      run.out
        == "at       dismissed   time 0.000s\nwarning: snapPoints[1].layout.height is 0.9 pt: did you mean 90% (or detent.fraction(0.9))?\n"
    )
  }

  @Test("in JSON the warnings are the step's warning member")
  func json() throws {
    var shell = try session(format: .json)
    let loaded = outputs(&shell, "load half.json").out
    #expect(loaded.split(separator: "\n").count == 1)
    #expect(
      loaded.contains(
        #""warning": "snapPoints[0].layout.height is 0.5 pt: did you mean 50% (or detent.fraction(0.5))?\nsnapPoints[1].layout.height is 0.25 pt: did you mean 25% (or detent.fraction(0.25))?""#
      ))
    let set = outputs(&shell, "set snap.1.height 0.4").out
    #expect(
      set.contains(
        #""message": "snapPoints[0].layout.height = 0.4 (was 0.5)", "warning": "snapPoints[0].layout.height is 0.4 pt: did you mean 40% (or detent.fraction(0.4))?""#
      ))
  }

  @Test("a warning never fails a script")
  func script() throws {
    var shell = try session()
    let result = shell.runScript("load half.json\nset snap.1.height 0.2\nconfig", name: "t.modal")
    _ = shell.takeOutput()
    #expect(result == .completed)
    #expect(shell.firstFailure == nil)
  }

  @Test("--config FILE.json writes them on standard error and starts")
  func configOption() throws {
    let json = "{\"snapPoints\": [{\"layout\": \(layout("0.5"))}]}"
    let directory = try temporaryDirectory(["half.json": json])
    let run = try runModalplay(
      ["--quiet", "--config", "half.json", "-c", "echo started"], directory: directory)
    #expect(run.status == 0)
    #expect(run.stdout == "started\n")
    #expect(
      run.stderr
        == "warning: snapPoints[0].layout.height is 0.5 pt: did you mean 50% (or detent.fraction(0.5))?\n"
    )
  }
}
