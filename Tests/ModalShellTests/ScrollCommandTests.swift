import ModalCore
import Testing

@testable import ModalShell

/// A session on basic (iphone-14 portrait) holding 1200 pt of content in a sheet capped at
/// 90% (759.6 high): the viewport is 759.6 and the offset runs from 0 to 440.4.
func listSession(format: OutputFormat = .text) throws -> Session {
  var options = ShellOptions()
  options.format = format
  var session = try Session(preset: "basic", options: options, files: MemoryFileSystem())
  for line in [
    "frames off", "content 1200", "set snap.1.height content max 90%", "present",
  ] {
    session.run(line)
  }
  _ = session.takeOutput()
  return session
}

@Suite("The scroll command")
struct ScrollCommandTests {
  @Test("scroll OFFSET sets the offset; the content line shows offset, largest offset, viewport")
  func scrolls() throws {
    var session = try listSession()
    let run = outputs(&session, "scroll 120")
    #expect(run.err == "")
    #expect(
      run.out == """
        at       snap 1   percent 0.900   time 0.400s
        frame    x 0.00  y 84.40  width 390.00  height 759.60
        look     radius 15.00 top, dim 0.20, opacity 1.00
        content  offset 120.00 of 440.40   viewport 759.60

        """)
    #expect(session.manager.contentOffset == 120)
    _ = outputs(&session, "scroll 200pt")
    #expect(session.manager.contentOffset == 200)
    #expect(outputs(&session, "expect content.offset 200") == ("", ""))
    _ = outputs(&session, "scroll bottom")
    #expect(outputs(&session, "expect content.offset 440.4") == ("", ""))
    _ = outputs(&session, "scroll top")
    #expect(session.manager.contentOffset == 0)
  }

  @Test("an offset outside the range is clamped and the reply says so")
  func clamps() throws {
    var session = try listSession()
    let past = outputs(&session, "scroll 2000")
    #expect(past.err == "")
    #expect(
      past.out.hasSuffix(
        "content  offset 440.40 of 440.40   viewport 759.60\noffset 2000.00 is outside 0 to 440.40: clamped to 440.40\n"
      ))
    let before = outputs(&session, "scroll -30")
    #expect(before.out.hasSuffix("offset -30.00 is outside 0 to 440.40: clamped to 0.00\n"))
    #expect(session.manager.contentOffset == 0)
  }

  @Test("scroll is refused without content, when it does not scroll, and when not presented")
  func refusals() throws {
    var session = try listSession()
    _ = outputs(&session, "set content.scrolls false")
    #expect(
      outputs(&session, "scroll 10").err
        == "error: cannot scroll: the content does not scroll (content.scrolls is false)\n")
    _ = outputs(&session, "content off")
    #expect(
      outputs(&session, "scroll 10").err
        == "error: cannot scroll: the config has no content (add some with content LENGTH)\n")
    _ = outputs(&session, "dismiss")
    #expect(
      outputs(&session, "scroll 10").err
        == "error: cannot scroll: the modal is not presented (present it first)\n")
    #expect(
      outputs(&session, "scroll far").err
        == "error: expected a scroll offset in points, top or bottom, got 'far'\n")
    #expect(
      outputs(&session, "scroll 20000000").err
        == "error: expected a scroll offset from -10000000 to 10000000 pt, got '20000000'\n")
  }

  @Test("the JSON step carries offset and maxOffset, and the clamp message")
  func json() throws {
    var session = try listSession(format: .json)
    let out = outputs(&session, "scroll 2000").out
    #expect(
      out.contains(
        #""content": {"length": 1200.00, "offset": 440.40, "maxOffset": 440.40, "viewport": 759.60, "decelerating": false}"#
      ))
    #expect(out.contains(#""message": "offset 2000.00 is outside 0 to 440.40: clamped to 440.40""#))
  }

  @Test("scroll completes top and bottom, and help shows it")
  func completion() throws {
    let session = try listSession()
    #expect(session.complete("scroll ").candidates == ["bottom", "top"])
    #expect(Help.text(for: "scroll").contains("scroll bottom  the largest offset"))
  }

  @Test("drag ... on content|handle|edge parses; no on is the handle")
  func dragParses() throws {
    #expect(
      try CommandTable.parse("drag -80pt on content")
        == .modal(.drag(.points(-80), secondary: nil, on: .content)))
    #expect(
      try CommandTable.parse("drag 0.1 5pt on edge")
        == .modal(.drag(.fraction(0.1), secondary: .points(5), on: .edge)))
    #expect(
      try CommandTable.parse("drag 0.1")
        == .modal(.drag(.fraction(0.1), secondary: nil, on: .handle)))
    var session = try listSession()
    #expect(
      outputs(&session, "drag 1 on side").err
        == "error: expected handle, content or edge, got 'side'\n")
    #expect(
      outputs(&session, "drag 1 on").err
        == "error: missing surface after 'on' (usage: drag AMOUNT [ACROSS] [on content|handle|edge] [at VELOCITY])\n"
    )
    #expect(session.complete("drag 1 on ").candidates == ["content", "edge", "handle"])
  }

  @Test("a drag on content scrolls it, then hands the rest to the sheet at the top")
  func dragOnContent() throws {
    var session = try listSession()
    _ = outputs(&session, "scroll 100")
    let run = outputs(&session, "drag -150pt on content")
    #expect(run.err == "")
    #expect(session.manager.contentOffset == 0)
    #expect(run.out.contains("content  offset 0.00 of 440.40"))
    #expect(abs(session.manager.frame.y - 134.4) < 1e-9)
    _ = outputs(&session, "release")
    #expect(outputs(&session, "expect snap 1") == ("", ""))
  }
}
