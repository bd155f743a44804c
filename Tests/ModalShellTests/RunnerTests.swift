import Foundation
import ModalCore
import Testing

@testable import ModalShell

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The transcript of a script in memory, with its run's failure.
func transcript(_ script: String, name: String = "t.modal", files: [String: String] = [:])
  -> Transcript.Run
{
  Transcript.record(script, name: name, path: nil, files: MemoryFileSystem(files: files))
}

@Suite("The transcript runner never blesses a failure")
struct RunnerFailureTests {
  @Test("a failed expect, an unreadable source and a failed command fail the run")
  func failures() {
    let expectRun = transcript("present\nexpect snap 3\n")
    #expect(expectRun.result == .failed)
    #expect(
      expectRun.failure
        == ScriptFailure(location: "t.modal:2", message: "expect snap 3: got 1"))
    let sourceRun = transcript("source missing.modal\n")
    #expect(
      sourceRun.failure
        == ScriptFailure(
          location: "t.modal:1",
          message: "cannot read 'missing.modal': No such file or directory"))
    #expect(transcript("snap 2\n").failure?.location == "t.modal:1")
    #expect(transcript("present\nsnap 2\n").failure == nil)
  }

  @Test("expect error accepts the failure before it; a success or another text fails")
  func expectError() {
    let accepted = transcript("present\nsnap 9\nexpect error \"no snap point 9\"\nsnap 2\n")
    #expect(accepted.result == .completed)
    #expect(accepted.failure == nil)
    #expect(
      accepted.text.contains(
        "t.modal:2: error: no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)\nmodal[1]> expect error \"no snap point 9\"\nmodal[1]> snap 2\n"
      ))
    let succeeded = transcript("present\nexpect error \"no snap point\"\n")
    #expect(
      succeeded.failure
        == ScriptFailure(
          location: "t.modal:2",
          message:
            "expect error: the command before succeeded (expected an error with 'no snap point')"
        ))
    let other = transcript("present\nsnap 9\nexpect error \"not presented\"\n")
    #expect(other.failure?.location == "t.modal:3")
    #expect(
      other.failure?.message.hasPrefix(
        "expect error: expected an error with 'not presented', got 'no snap point 9") == true)
    // Without expect error, the failure stops the script before the next line runs.
    let stopped = transcript("present\nsnap 9\necho never\n")
    #expect(stopped.failure?.location == "t.modal:2")
    #expect(!stopped.text.contains("never"))
  }

  @Test("modalplay test fails a failed run whose transcript matches; --update refuses it")
  func blessedFailure() throws {
    let script = "present\nexpect snap 3\n"
    let directory = try temporaryDirectory(["fail.modal": script])
    let echoed = try runModalplay(["--echo", "fail.modal"], directory: directory)
    #expect(echoed.status == 1)
    try echoed.stdout.write(
      toFile: directory + "/fail.expected", atomically: true, encoding: .utf8)
    let run = try runModalplay(["test", "fail.modal"], directory: directory)
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        fail.modal:2: error: expect snap 3: got 1
        FAIL    fail.modal: the run failed (its transcript matches, but a transcript never blesses a failure; use expect error for an intended one)
        1 transcript: 0 passed, 1 failed

        """)
    try "old\n".write(toFile: directory + "/fail.expected", atomically: true, encoding: .utf8)
    let update = try runModalplay(["test", "--update", "fail.modal"], directory: directory)
    #expect(update.status == 1)
    #expect(update.stdout.hasPrefix("fail.modal:2: error: expect snap 3: got 1\n"))
    #expect(update.stdout.hasSuffix("1 transcript, 0 updated, 1 refused\n"))
    #expect(
      try String(contentsOfFile: directory + "/fail.expected", encoding: .utf8) == "old\n")
  }
}

@Suite("Reports a CI can read", .serialized)
struct RunnerReportTests {
  @Test("a mismatch names the script line that printed the first differing line")
  func scriptLine() throws {
    let files = MemoryFileSystem(files: [
      "s/x.modal": "echo one\n\n# two\necho two\necho three\n",
      "s/x.expected": "one\nTWO\nthree\n",
    ])
    let result = try TranscriptRunner(files: files).run("s/x.modal")
    #expect(result.scriptLine == "s/x.modal:4")
    #expect(result.expectedLine == "TWO")
    #expect(result.actualLine == "two")
    #expect(
      TranscriptRunner.report(result).hasPrefix(
        "s/x.modal:4: the transcript differs from s/x.expected:2\n  expected: TWO\n  actual:   two\n--- s/x.expected\n"
      ))
  }

  @Test("--junit writes XML with one test case per transcript; --format json one record each")
  func machineReports() throws {
    let directory = try temporaryDirectory([
      "good.modal": "echo <ok> & \"fine\"\n",
      "good.expected": "<ok> & \"fine\"\n",
      "bad.modal": "echo a<b\n",
      "bad.expected": "A<B\n",
    ])
    let run = try runModalplay(
      ["test", "--format", "json", "--junit", "report.xml", "."], directory: directory)
    #expect(run.status == 1)
    let records = try run.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(records.count == 2)
    #expect(records[0]["script"] as? String == "./bad.modal")
    #expect(records[0]["status"] as? String == "failed")
    #expect(records[0]["file"] as? String == "./bad.modal")
    #expect(records[0]["line"] as? Int == 1)
    #expect(records[0]["expectedLine"] as? Int == 1)
    #expect(records[0]["location"] as? String == "./bad.modal:1")
    #expect((records[0]["diff"] as? [String])?.suffix(2) == ["-A<B", "+a<b"])
    #expect(records[1]["status"] as? String == "passed")
    let xml = try Data(contentsOf: URL(fileURLWithPath: directory + "/report.xml"))
    let parsed = JUnitCollector()
    let parser = XMLParser(data: xml)
    parser.delegate = parsed
    #expect(parser.parse())
    #expect(parsed.cases == ["./bad.modal", "./good.modal"])
    #expect(parsed.failures == ["./bad.modal:1: the transcript differs from ./bad.expected:1"])
    #expect(parsed.failureText.contains("-A<B\n+a<b\n"))
    #expect(try runModalplay(["test", "missing.modal"], directory: directory).status == 2)
  }

  @Test("a CRLF .expected is compared without its CRs; a BOM and CRLF script run")
  func lineEndings() throws {
    let files = MemoryFileSystem(files: [
      "w.modal": "\u{FEFF}frames off\r\necho two\r\n",
      "w.expected": "modal[-]> frames off\r\nframes off\r\ntwo\r\n",
      "v.modal": "echo one\n",
      "v.expected": "ONE\r\n",
    ])
    let runner = TranscriptRunner(files: files)
    let same = try runner.run("w.modal")
    #expect(same.outcome == .passed)
    #expect(same.crlf)
    let directory = try temporaryDirectory([:])
    try Data("\u{FEFF}frames off\r\necho two\r\n".utf8).write(
      to: URL(fileURLWithPath: directory + "/w.modal"))
    let echoed = try runModalplay(["--echo", "w.modal"], directory: directory)
    #expect(echoed.stdout == "modal[-]> frames off\nframes off\ntwo\n")
    let differs = try runner.run("v.modal")
    #expect(
      TranscriptRunner.report(differs).hasPrefix(
        "v.modal:1: the transcript differs from v.expected:1 (line endings differ too: the .expected has CRLF)\n  expected: ONE\n  actual:   one\n"
      ))
  }
}

/// The test cases and failures of a JUnit document.
final class JUnitCollector: NSObject, XMLParserDelegate {
  var cases: [String] = []
  var failures: [String] = []
  var failureText = ""
  var inFailure = false

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if element == "testcase" { cases.append(attributes["name"] ?? "") }
    if element == "failure" {
      failures.append(attributes["message"] ?? "")
      inFailure = true
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if element == "failure" { inFailure = false }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inFailure { failureText += string }
  }
}
