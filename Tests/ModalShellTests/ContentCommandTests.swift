import ModalCore
import Testing

@testable import ModalShell

/// A session on basic (iphone-14 portrait), sized by 300 pt of content, presented.
private func contentSession(format: OutputFormat = .text) throws -> Session {
  var options = ShellOptions()
  options.format = format
  var session = try Session(preset: "basic", options: options, files: MemoryFileSystem())
  for line in ["frames off", "content 300", "set snap.1.height content + safe.bottom", "present"] {
    session.run(line)
  }
  _ = session.takeOutput()
  return session
}

@Suite("The content command")
struct ContentCommandTests {
  @Test("content LENGTH animates the sheet to its new rect at the same index, with events")
  func animates() throws {
    var session = try contentSession()
    #expect(session.manager.frame == Rect(x: 0, y: 510, width: 390, height: 334))
    _ = outputs(&session, "animate on")
    let run = outputs(&session, "content 500")
    #expect(run.err == "")
    #expect(
      run.out == """
        state    PRESENTED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC -> SNAPPED_PROGRAMMATIC
        events   animatorStart(1), animatorCompletion(end), didSnap(1)
        frames   t       percent  x        y        width    height   radius
                 0.383s  0.396    0.00     510.00   390.00   334.00   15.00
                 0.450s  0.466    0.00     450.88   390.00   393.12   15.00
                 0.517s  0.552    0.00     378.18   390.00   465.82   15.00
                 0.583s  0.602    0.00     336.31   390.00   507.69   15.00
                 0.650s  0.623    0.00     318.05   390.00   525.95   15.00
                 0.717s  0.631    0.00     311.64   390.00   532.36   15.00
                 0.750s  0.633    0.00     310.00   390.00   534.00   15.00
        at       snap 1   percent 0.633   time 0.750s
        frame    x 0.00  y 310.00  width 390.00  height 534.00
        look     radius 15.00 top, dim 0.20, opacity 1.00
        content  offset 0.00 of 0.00   viewport 534.00

        """)
    #expect(session.manager.currentIndex == 1)
    #expect(session.manager.frame == Rect(x: 0, y: 310, width: 390, height: 534))
    // Undo restores the 300 pt content and its rect.
    _ = outputs(&session, "undo")
    #expect(session.manager.config.content?.length == 300)
    #expect(session.manager.frame == Rect(x: 0, y: 510, width: 390, height: 334))
  }

  @Test("a bad length gets the range error and changes nothing")
  func badLength() throws {
    var session = try contentSession()
    let before = session.manager
    #expect(
      outputs(&session, "content -5").err
        == "error: expected a content length from 0 to 10000000 pt, got '-5'\n")
    #expect(
      outputs(&session, "content lots").err
        == "error: expected a content length in points or off, got 'lots'\n")
    #expect(
      outputs(&session, "content").err == "error: missing argument (usage: content LENGTH|off)\n")
    #expect(session.manager == before)
  }

  @Test("content off removes the content: the content line goes, content resolves to 0")
  func off() throws {
    var session = try contentSession()
    let run = outputs(&session, "content off")
    #expect(session.manager.config.content == nil)
    #expect(!run.out.contains("content "))
    #expect(session.manager.frame == Rect(x: 0, y: 810, width: 390, height: 34))
  }

  @Test("the JSON step carries the content's length and viewport, only with content")
  func json() throws {
    var session = try contentSession(format: .json)
    let run = outputs(&session, "content 1200")
    #expect(
      run.out.hasSuffix(
        #""frame": {"x": 0.00, "y": -390.00, "width": 390.00, "height": 1234.00}, "keyframe": {"cornerRadius": 15.00, "maskedCorners": "top", "dim": 0.20, "opacity": 1.00, "contentOpacity": 1.00, "shadowOpacity": 0.10, "scaleX": 1.00, "scaleY": 1.00, "translateX": 0.00, "translateY": 0.00}, "content": {"length": 1200.00, "offset": 0.00, "maxOffset": 0.00, "viewport": 1234.00, "decelerating": false}}"#
          + "\n"))
    let off = outputs(&session, "content off")
    #expect(!off.out.contains("\"content\""))
  }

  @Test("content completes off, like keyboard")
  func completion() throws {
    let session = try contentSession()
    #expect(session.complete("content ").candidates == ["off"])
  }

  @Test("panmodal: the long form follows its list (content 500, 200) and animates there")
  func panModalFollowsItsList() throws {
    var session = try Session(preset: "panmodal", files: MemoryFileSystem())
    for line in ["frames off", "present"] { session.run(line) }
    _ = session.takeOutput()
    // The short form is contentHeight(300): 334 pt. PanModal's scroll view is H -
    // anchoredYPosition tall (844 - 68) less its 34 pt bottom inset wherever the sheet is, so
    // the 1200 pt list scrolls 1200 - 742 = 458 here too.
    #expect(session.manager.frame == Rect(x: 0, y: 510, width: 390, height: 334))
    #expect(session.manager.contentMaxOffset == 458)
    // The long form is the list's contentHeight, capped at maxHeight: 844 - (47 + 21) = 776.
    _ = outputs(&session, "snap 2")
    #expect(session.manager.frame == Rect(x: 0, y: 68, width: 390, height: 776))
    _ = outputs(&session, "animate on")
    let run = outputs(&session, "content 500")
    #expect(run.err == "")
    let lines = run.out.split(separator: "\n").map(String.init)
    let frames = lines.filter { $0.hasSuffix("8.00") && $0.contains("s  ") }
    // The spring's frames run from maxHeight (68) to the 500 pt list's 534 pt (310).
    #expect(frames.count > 2)
    #expect(frames.first?.contains("0.00     68.00    390.00   776.00") == true)
    #expect(frames.last?.contains("0.00     310.00   390.00   534.00") == true)
    #expect(lines.contains("events   animatorStart(2), animatorCompletion(end), didSnap(2)"))
    #expect(session.manager.currentIndex == 2)
    #expect(session.manager.frame == Rect(x: 0, y: 310, width: 390, height: 534))
    #expect(outputs(&session, "expect content.length 500").err == "")
    // A list shorter than the short form: both forms are its 234 pt (the short form is never
    // above the long one).
    _ = outputs(&session, "content 200")
    #expect(session.manager.frame == Rect(x: 0, y: 610, width: 390, height: 234))
    _ = outputs(&session, "snap 1")
    #expect(session.manager.frame == Rect(x: 0, y: 610, width: 390, height: 234))
  }

  @Test("expect content.length reports the page's own length where it overrides the config's")
  func pageLength() throws {
    var session = try contentSession()
    for line in ["add snap at 2 height=60%", "set snapPoints[1].contentLength 900", "snap 2"] {
      #expect(outputs(&session, line).err == "", "\(line)")
    }
    #expect(outputs(&session, "expect content.length 900").err == "")
    #expect(session.manager.contentMaxOffset == 900 - 506.4)
    _ = outputs(&session, "snap 1")
    #expect(outputs(&session, "expect content.length 300").err == "")
  }
}
