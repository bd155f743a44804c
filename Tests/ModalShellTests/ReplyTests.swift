import ModalCore
import Testing

@testable import ModalShell

@Suite("Commands answer with a Reply; only the output prints it")
struct ReplyTests {
  @Test("a command's run prints nothing; send prints its reply in the session's format")
  func computeThenPrint() throws {
    var session = try quietSession()
    _ = session.takeOutput()
    let reply = try session.workspace.run(
      .snap(.index(2)), input: "snap 2", recording: nil, width: 80)
    #expect(session.takeOutput().isEmpty)
    #expect(session.manager.currentIndex == 2)
    guard case .step(let report) = reply else {
      Issue.record("snap answers a step, not \(reply)")
      return
    }
    #expect(
      report.events.map(\.kind.name) == [
        "stateWillChange", "willSnap", "animatorStart", "animatorCompletion", "stateWillChange",
        "didSnap",
      ])
    session.send(reply, input: "snap 2")
    let text = session.takeOutput().map(\.1).joined()
    #expect(
      text.hasPrefix(
        "state    PRESENTED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC -> SNAPPED_PROGRAMMATIC\n"))
    session.options.format = .json
    session.send(reply, input: "snap 2")
    let json = session.takeOutput().map(\.1).joined()
    #expect(json.hasPrefix(#"{"input": "snap 2", "ok": true, "state": "SNAPPED_PROGRAMMATIC""#))
  }

  @Test("each kind of reply in JSON: text as output, data as result, done as the envelope alone")
  func kinds() throws {
    var session = try quietSession()
    session.options.format = .json
    _ = session.takeOutput()
    session.send(.text("hello"), input: "echo hello")
    session.send(.data(text: { "t" }, json: { .integer(3) }), input: "x")
    session.send(.done, input: "expect visible yes")
    session.send(.none, input: "source a.modal")
    session.send(.sequence([.done, .text("b")]), input: "y")
    #expect(
      session.takeOutput().map(\.1).joined()
        == """
        {"input": "echo hello", "ok": true, "output": "hello"}
        {"input": "x", "ok": true, "result": 3}
        {"input": "expect visible yes", "ok": true}
        {"input": "y", "ok": true}
        {"input": "y", "ok": true, "output": "b"}

        """)
  }

  @Test("the inspection commands run on the workspace, given the line before's error")
  func inspectionOnWorkspace() throws {
    let session = try quietSession()
    var workspace = session.workspace
    var files = session.fileAccess()
    let options = session.options
    let expectError = InspectionCommand.expect(.check(.error), value: "no snap", tolerance: nil)
    #expect(
      throws: ShellError(
        "expect error: the command before succeeded (expected an error with 'no snap')")
    ) {
      try workspace.run(
        expectError, input: "expect error", files: &files, lastError: nil, options: options)
    }
    let reply = try workspace.run(
      expectError, input: "expect error", files: &files, lastError: "no snap point 9",
      options: options)
    guard case .done = reply else {
      Issue.record("expect answers done, not \(reply)")
      return
    }
    _ = try workspace.run(
      .animate(.on), input: "animate on", files: &files, lastError: nil, options: options)
    #expect(workspace.animateMode == .on)
    #expect(session.animateMode == .off)
  }
}
