import Foundation
import ModalTestSupport
import Testing

@testable import ModalShell

/// The XSD beside this file: the rules of the JUnit schema CI servers validate against.
private let schema: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast()
  return (parts + ["Schemas", "junit-10.xsd"]).joined(separator: "/")
}()

/// One result of each kind a report holds, with fixed times.
private func results() -> [TranscriptRunner.Result] {
  var pass = TranscriptRunner.Result(
    script: "t/a.modal", expected: "t/a.expected", outcome: .passed)
  pass.seconds = 0.25
  var differs = TranscriptRunner.Result(
    script: "t/b.modal", expected: "t/b.expected",
    outcome: .failed(
      line: 2, diff: "--- t/b.expected\n+++ t/b.modal (actual)\n@@ -1,2 +1,2 @@\n x\n-A<B\n+a<b\n"))
  differs.scriptLine = "t/b.modal:1"
  differs.expectedLine = "A<B"
  differs.actualLine = "a<b"
  differs.seconds = 1.5
  let runFailed = TranscriptRunner.Result(
    script: "t/c.modal", expected: "t/c.expected",
    outcome: .runFailed(
      ScriptFailure(location: "t/c.modal:7: in t/inner.modal:2", message: "expect snap 3: got 2")))
  var missing = TranscriptRunner.Result(
    script: "t/d.modal", expected: "t/d.expected", outcome: .missingExpected(nil))
  missing.seconds = 0.001
  var unreadable = TranscriptRunner.Result(
    script: "t/e.modal", expected: "t/e.expected",
    outcome: .unreadable("cannot read 't/e.modal': it is a directory"))
  unreadable.seconds = 0.002
  return [pass, differs, runFailed, missing, unreadable]
}

/// `modalplay test --junit` writes what CI servers accept: the report validates against the
/// JUnit schema (junit-10.xsd), a failure's message starts with the `file:line` a CI server
/// annotates, and every case has its time.
@Suite("the JUnit report validates against junit-10.xsd")
struct JUnitSchemaTests {
  @Test("a pass, a differing transcript, a run failure, a missing .expected, an unreadable script")
  func everyKind() throws {
    let xml = TranscriptReport.junit(
      results(), timestamp: "2026-12-06T05:09:56", hostname: "ci<1>")
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites tests="5" failures="3" errors="1" time="1.753">
          <testsuite name="modalplay" tests="5" failures="3" errors="1" skipped="0" time="1.753" timestamp="2026-12-06T05:09:56" hostname="ci&lt;1&gt;">
            <testcase classname="modalplay.transcripts" name="t/a.modal" time="0.250"/>
            <testcase classname="modalplay.transcripts" name="t/b.modal" time="1.500">
              <failure message="t/b.modal:1: the transcript differs from t/b.expected:2" type="failed">--- t/b.expected
        +++ t/b.modal (actual)
        @@ -1,2 +1,2 @@
         x
        -A&lt;B
        +a&lt;b
        </failure>
            </testcase>
            <testcase classname="modalplay.transcripts" name="t/c.modal" time="0.000">
              <failure message="t/c.modal:7: in t/inner.modal:2: error: expect snap 3: got 2" type="run-failed">t/c.modal:7: in t/inner.modal:2: error: expect snap 3: got 2</failure>
            </testcase>
            <testcase classname="modalplay.transcripts" name="t/d.modal" time="0.001">
              <failure message="t/d.modal: no t/d.expected; create it with: modalplay test --update t/d.modal (or modalplay --echo t/d.modal &gt; t/d.expected)" type="missing">t/d.modal: no t/d.expected; create it with: modalplay test --update t/d.modal (or modalplay --echo t/d.modal &gt; t/d.expected)</failure>
            </testcase>
            <testcase classname="modalplay.transcripts" name="t/e.modal" time="0.002">
              <error message="t/e.modal: cannot read &apos;t/e.modal&apos;: it is a directory" type="unreadable">t/e.modal: cannot read &apos;t/e.modal&apos;: it is a directory</error>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    if let messages = try xmllintMessages(xml, schema: schema) { #expect(messages == "") }
  }

  @Test("the schema refuses what CI servers refuse: no errors count, an attribute on a case")
  func schemaBites() throws {
    let valid = TranscriptReport.junit(results(), timestamp: "2026-12-06T05:09:56", hostname: "h")
    for broken in [
      valid.replacingOccurrences(of: " errors=\"1\" skipped", with: " skipped"),
      valid.replacingOccurrences(
        of: "name=\"t/a.modal\"", with: "name=\"t/a.modal\" file=\"t/a.modal\""),
      valid.replacingOccurrences(of: "2026-12-06T05:09:56", with: "2026-12-06T05:09:56Z"),
    ] {
      if let messages = try xmllintMessages(broken, schema: schema) {
        #expect(messages.contains("fails to validate"))
      }
    }
  }

  @Test("JSON records: time, the failing file and line, the diff as lines")
  func json() {
    let all = results()
    #expect(
      TranscriptReport.json(all[0])
        == #"{"script": "t/a.modal", "expected": "t/a.expected", "status": "passed", "time": 0.250}"#
    )
    #expect(
      TranscriptReport.json(all[1])
        == #"{"script": "t/b.modal", "expected": "t/b.expected", "status": "failed", "time": 1.500, "file": "t/b.modal", "line": 1, "expectedLine": 2, "location": "t/b.modal:1", "message": "t/b.modal:1: the transcript differs from t/b.expected:2", "diff": ["--- t/b.expected", "+++ t/b.modal (actual)", "@@ -1,2 +1,2 @@", " x", "-A<B", "+a<b"]}"#
    )
    #expect(
      TranscriptReport.json(all[2])
        == #"{"script": "t/c.modal", "expected": "t/c.expected", "status": "run-failed", "time": 0.000, "file": "t/c.modal", "line": 7, "location": "t/c.modal:7: in t/inner.modal:2", "message": "t/c.modal:7: in t/inner.modal:2: error: expect snap 3: got 2"}"#
    )
    #expect(
      TranscriptReport.json(all[4])
        == #"{"script": "t/e.modal", "expected": "t/e.expected", "status": "unreadable", "time": 0.002, "file": "t/e.modal", "message": "t/e.modal: cannot read 't/e.modal': it is a directory"}"#
    )
  }

  @Test("modalplay test --junit: real times, timestamp and hostname in their formats, valid")
  func binary() throws {
    let directory = try temporaryDirectory([
      "good.modal": "echo a\n", "good.expected": "a\n",
      "bad.modal": "echo a\n", "bad.expected": "A\n",
      "new.modal": "echo n\n",
    ])
    let run = try runModalplay(["test", ".", "--junit", "report.xml"], directory: directory)
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        ./bad.modal:1: the transcript differs from ./bad.expected:1
          expected: A
          actual:   a
        --- ./bad.expected
        +++ ./bad.modal (actual)
        @@ -1,1 +1,1 @@
        -A
        +a
        ok      ./good.modal
        ./new.modal: no ./new.expected; create it with: modalplay test --update ./new.modal (or modalplay --echo ./new.modal > ./new.expected)
        3 transcripts: 1 passed, 2 failed

        """)
    let xml = try String(contentsOfFile: directory + "/report.xml", encoding: .utf8)
    #expect(xml.matches(of: #/ time="[0-9]+\.[0-9]{3}"/#).count == 5)
    #expect(
      xml.contains(
        #/ timestamp="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}" hostname="[^"]+">/#))
    if let messages = try xmllintMessages(xml, schema: schema) { #expect(messages == "") }
    let json = try runModalplay(["test", "--format", "json", "good.modal"], directory: directory)
    #expect(
      json.stdout.contains(
        #/^\{"script": "good.modal", "expected": "good.expected", "status": "passed", "time": [0-9]+\.[0-9]{3}\}\n$/#
      ))
  }
}
