import ModalTestSupport
import Testing

@testable import ModalShell

/// The JUnit report and the session page write outside text (script names, messages, diffs,
/// commands) through the escaping of every XML writer: an XML reader reads the report, and
/// the characters XML forbids are `\u{...}` text.
@Suite("JUnit and HTML: outside text as data")
struct ReportXMLTests {
  @Test("JUnit: a script name and a diff with a vertical tab, ESC and U+FFFE pass xmllint")
  func junit() throws {
    var result = TranscriptRunner.Result(
      script: "a\u{B}<b>.modal", expected: "a\u{B}<b>.expected",
      outcome: .failed(line: 2, diff: "-x\u{1B}[2J\u{FFFE}\n+y\n"))
    result.scriptLine = "a\u{B}<b>.modal:1"
    let xml = TranscriptReport.junit([result])
    #expect(
      xml.contains(
        "<testcase classname=\"modalplay.transcripts\" name=\"a\\u{B}&lt;b&gt;.modal\" time=\"0.000\">"
      )
    )
    #expect(xml.contains("-x\\u{1B}[2J\\u{FFFE}\n+y\n</failure>"))
    if let messages = try xmllintMessages(xml) { #expect(messages == "") }
  }

  @Test("the session page: the title, a script's name and a command")
  func page() throws {
    let recording = SessionRecording()
    recording.beginScript("s\u{B}'.modal")
    var session = try Session(files: MemoryFileSystem(files: [:]))
    session.recording = recording
    #expect(session.runScript("echo a\u{9B}<b>", name: "s.modal") == .completed)
    let html = SessionPage.render(recording, title: "t\u{C}<")
    #expect(html.contains("<title>t\\u{C}&lt;</title>"))
    #expect(html.contains(" data-script=\"s\\u{B}&apos;.modal\">"))
    #expect(html.contains("<code>echo a\\u{9B}&lt;b&gt;</code>"))
  }
}
