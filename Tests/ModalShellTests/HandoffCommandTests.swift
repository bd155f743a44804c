import ModalCore
import Testing

@testable import ModalShell

// `listSession` (ScrollCommandTests): basic holding 1200 pt of content, offset 0 to 440.4.

@Suite("The hand-off in the shell: drag ... at, the moved line, explain, set handoff")
struct HandoffCommandTests {
  @Test("drag AMOUNT [ACROSS] [on SURFACE] [at VELOCITY] parses; at takes a velocity")
  func parses() throws {
    #expect(
      try CommandTable.parse("drag 40pt on content at 900")
        == .modal(.drag(.points(40), secondary: nil, on: .content, at: 900)))
    #expect(
      try CommandTable.parse("drag 40pt at -600")
        == .modal(.drag(.points(40), secondary: nil, on: .handle, at: -600)))
    #expect(
      try CommandTable.parse("drag 0.1 5pt on edge at 10")
        == .modal(.drag(.fraction(0.1), secondary: .points(5), on: .edge, at: 10)))
    #expect(
      try CommandTable.parse("drag 0.1") == .modal(.drag(.fraction(0.1), secondary: nil)))
    var session = try listSession()
    #expect(
      outputs(&session, "drag 1 on content at").err
        == "error: missing argument after 'at' (usage: drag AMOUNT [ACROSS] [on content|handle|edge] [at VELOCITY])\n"
    )
    #expect(
      outputs(&session, "drag 1 on content at fast").err
        == "error: expected a velocity in pt/s like 800 or -1200, got 'fast'\n")
    #expect(session.complete("drag 1 on content ").candidates == ["at"])
  }

  @Test("the content line says how a drag step was split; other steps do not")
  func movedLine() throws {
    var session = try listSession()
    _ = outputs(&session, "scroll 100")
    let run = outputs(&session, "drag -150pt on content")
    #expect(run.err == "")
    #expect(
      run.out.contains(
        "content  offset 0.00 of 440.40   viewport 759.60\n         moved sheet -50.00, content -100.00\n"
      ))
    let handle = outputs(&session, "drag 10pt")
    #expect(handle.out.contains("   moved sheet 10.00, content 0.00\n"))
    let release = outputs(&session, "release")
    #expect(!release.out.contains("moved"))
  }

  @Test("a fast drag keeps the list; release after a content-only drag is accepted")
  func fastAndRelease() throws {
    var session = try listSession()
    _ = outputs(&session, "scroll 30")
    let fast = outputs(&session, "drag -80pt on content at -900")
    #expect(fast.out.contains("moved sheet 0.00, content -30.00"))
    #expect(session.manager.gesture == nil)
    let release = outputs(&session, "release")
    #expect(release.err == "")
    #expect(!release.out.contains("moved"))
    #expect(session.manager.touch == nil)
  }

  @Test("explain after a drag on content names the rule, the clause and its numbers")
  func explain() throws {
    var session = try listSession()
    _ = outputs(&session, "scroll 100")
    _ = outputs(&session, "drag -150pt on content")
    let text = outputs(&session, "explain").out
    #expect(text.hasPrefix("handoff  adaptive: adaptive-modal's gesture delegate"))
    #expect(
      text.contains(
        "clause   7, 5: the content scrolls to offset 0, then moving towards closed the\n         sheet drags (allowModalToDragWhenAtMinScrollViewOffset)\n"
      ))
    #expect(
      text.contains(
        "step     finger -150.00 pt at 0.00 pt/s on content: sheet -50.00,\n         content -100.00\n"
      ))
    #expect(text.contains("owner    none (first step) -> sheet\n"))
    #expect(text.contains("         cut-off              500.00 pt/s\n"))
    #expect(text.contains("         offset               100.00 pt\n"))
    var json = try listSession(format: .json)
    _ = outputs(&json, "drag 40pt on content")
    let object = outputs(&json, "explain").out
    #expect(object.contains(#""kind": "handoff", "rule": "adaptive", "clause": "7""#))
    #expect(object.contains(#""ownerBefore": null, "owner": "content""#))
    let step = outputs(&json, "drag 10pt on content").out
    #expect(step.contains(#""movedSheet": 0.00, "movedContent": 10.00, "decelerating": false}"#))
  }

  @Test("set handoff.rule and handoff.OPTION, checked against the registry; completion")
  func set() throws {
    var session = try listSession()
    #expect(
      outputs(&session, "set handoff.velocityCutoff 800").out.hasSuffix(
        "\nhandoff.options.velocityCutoff = 800 (was none)\n"))
    #expect(session.manager.config.handoff.options == ["velocityCutoff": 800])
    #expect(
      outputs(&session, "set handoff.speed 1").err
        == "error: handoff.options.speed: unknown option of adaptive (expected one of dragAtMaxOffset, dragAtMinOffset, edgeHeight, velocityCutoff)\n"
    )
    #expect(
      outputs(&session, "set handoff.dragAtMinOffset 2").err
        == "error: handoff.options.dragAtMinOffset: expected 0 or 1 (off or on), got 2\n")
    #expect(
      outputs(&session, "set handoff.rule magic").err
        == "error: handoff.rule: expected one of \(HandoffRules.names.joined(separator: ", ")), got \"magic\"\n"
    )
    #expect(
      outputs(&session, "set handoff adaptive").out.hasSuffix(
        "\nhandoff.rule = adaptive (unchanged)\n"))
    #expect(
      ConfigSchema.valueCandidates(
        for: "handoff.rule", in: session.document, selection: .defaultConfig)
        == HandoffRules.names)
    #expect(
      session.complete("set handoff.options.").candidates == [
        "handoff.options.dragAtMaxOffset", "handoff.options.dragAtMinOffset",
        "handoff.options.edgeHeight", "handoff.options.velocityCutoff",
      ])
    // The option changes the rule's behaviour: with the cut-off at 800, 700 pt/s at offset 0
    // towards closed hands the finger to the sheet.
    let run = outputs(&session, "drag -20pt on content at -700")
    #expect(run.out.contains("moved sheet -20.00, content 0.00"))
  }
}

@Suite("The hand-off in the shell: release after a content drag")
struct HandoffReleaseCommandTests {
  @Test("release VELOCITY lets the content decelerate; the step line says decelerating")
  func decelerates() throws {
    var session = try listSession()
    _ = outputs(&session, "animate step")
    _ = outputs(&session, "scroll 200")
    _ = outputs(&session, "drag 10pt on content")
    let release = outputs(&session, "release 800")
    #expect(
      release.out.contains("content  offset 210.00 of 440.40   viewport 759.60   decelerating\n"))
    let tick = outputs(&session, "tick 6f")
    #expect(
      tick.out.contains("content  offset 282.50 of 440.40   viewport 759.60   decelerating\n"))
    let explain = outputs(&session, "explain").out
    #expect(explain.contains("clause   release: the content had the finger: it decelerates\n"))
    #expect(explain.contains("step     release at 800.00 pt/s after a touch on content\n"))
    #expect(explain.contains("         projected travel      399.60 pt\n"))
    // settle runs it to the end of the range (frame 26 after the release).
    let settle = outputs(&session, "settle")
    #expect(settle.out.contains("content  offset 440.40 of 440.40   viewport 759.60\n"))
    #expect(session.manager.deceleration == nil)
  }

  @Test("frames off: release runs the deceleration to its end in the same step")
  func settlesAtOnce() throws {
    var json = try listSession(format: .json)
    _ = outputs(&json, "drag 10pt on content")
    let out = outputs(&json, "release 300").out
    #expect(out.contains(#""decelerating": false}"#))
    #expect(json.manager.deceleration == nil)
    #expect(abs(json.manager.contentOffset - 159.35141079724409) < 1e-9)
    var stepping = try listSession(format: .json)
    _ = outputs(&stepping, "animate step")
    _ = outputs(&stepping, "drag 10pt on content")
    #expect(outputs(&stepping, "release 300").out.contains(#""decelerating": true}"#))
  }
}

@Suite("help handoff")
struct HandoffHelpTests {
  @Test("help handoff lists each rule and its options from the registry")
  func topic() {
    // Wide enough that nothing wraps (wrapping: FitTests).
    let text = Help.text(for: "handoff", width: 1000)
    #expect(text.hasPrefix("hand-off rules (set handoff.rule NAME"))
    #expect(text.contains("\n  adaptive  adaptive-modal's gesture delegate"))
    #expect(
      text.contains(
        "\n      velocityCutoff  0 to 1000000, default 500: above this |velocity| (pt/s) the list scrolls (clause 4)"
      ))
    #expect(text.contains("\n      dragAtMinOffset  0 or 1, default 1: "))
  }
}
