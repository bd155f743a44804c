import Testing

@testable import ModalCore

// `listSheet` (ScrollOffsetTests) on `handoffPhone` (HandoffRow): 40% and `content max 90%` sheets holding 1200 pt
// of content below a 20 pt inset, largest offsets 882.4 and 460.4.

private func presented(at index: Int = 1, handoff: HandoffConfig = .adaptive) throws -> Manager {
  var config = try ConfigCoding.decodeDocument(listSheet).config.defaultConfig
  config.handoff = handoff
  var manager = try Manager(config: config, environment: handoffPhone)
  _ = try manager.apply(.present(.index(index), animated: false))
  return manager
}

private let rows: [HandoffRow] = [
  HandoffRow(
    name: "1: no content", hasContent: false, scrolls: false, sheet: -40, content: 0,
    after: .sheet, clause: "1"),
  HandoffRow(
    name: "1: content that does not scroll", scrolls: false, sheet: -40, content: 0,
    after: .sheet, clause: "1"),
  HandoffRow(
    name: "2: on the edge strip", surface: .edge, sheet: -40, content: 0, after: .sheet,
    clause: "2"),
  HandoffRow(
    name: "2: edgeHeight 0, no strip: the content scrolls (7)", surface: .edge,
    options: ["edgeHeight": 0], sheet: 0, content: -40, after: .content, clause: "7"),
  HandoffRow(
    name: "on the handle", surface: .handle, sheet: -40, content: 0, after: .sheet,
    clause: "handle"),
  HandoffRow(
    name: "kept: the sheet had the finger", owner: .sheet, sheet: -40, content: 0,
    after: .sheet, clause: "kept"),
  HandoffRow(
    name: "3: decelerating, at 0 towards closed: the content (pinned)", offset: 0,
    decelerating: true, sheet: 0, content: 0, after: .content, clause: "3"),
  HandoffRow(
    name: "3: decelerating, within range", decelerating: true, sheet: 0, content: -40,
    after: .content, clause: "3"),
  HandoffRow(
    name: "4: 501 pt/s at 0 towards closed: the content (pinned)", offset: 0,
    velocity: -501, sheet: 0, content: 0, after: .content, clause: "4"),
  HandoffRow(
    name: "4: 500 pt/s is not above the cut-off: clause 5", offset: 0, velocity: -500,
    sheet: -40, content: 0, after: .sheet, clause: "5"),
  HandoffRow(
    name: "4: velocityCutoff 1000 lets 800 pt/s through to 5", offset: 0, velocity: -800,
    options: ["velocityCutoff": 1000], sheet: -40, content: 0, after: .sheet, clause: "5"),
  HandoffRow(
    name: "4: 501 pt/s within range scrolls", movement: 40, velocity: 501, sheet: 0,
    content: 40, after: .content, clause: "4"),
  HandoffRow(
    name: "5: at 0 towards closed", offset: 0, sheet: -40, content: 0, after: .sheet,
    clause: "5"),
  HandoffRow(
    name: "5: off: at 0 towards closed, lost", offset: 0, options: ["dragAtMinOffset": 0],
    sheet: 0, content: 0, after: .content, clause: "7"),
  HandoffRow(
    name: "5: at 0 towards open scrolls (7)", offset: 0, movement: 40, sheet: 0,
    content: 40, after: .content, clause: "7"),
  HandoffRow(
    name: "5: no movement, velocity towards closed", offset: 0, movement: 0, velocity: -100,
    sheet: 0, content: 0, after: .sheet, clause: "5"),
  HandoffRow(
    name: "6: at the end towards open", offset: 882.4, movement: 40, sheet: 40, content: 0,
    after: .sheet, clause: "6"),
  HandoffRow(
    name: "6: off: at the end towards open, lost", offset: 882.4, movement: 40,
    options: ["dragAtMaxOffset": 0], sheet: 0, content: 0, after: .content, clause: "7"),
  HandoffRow(
    name: "6: at the end towards closed scrolls (7)", offset: 882.4, sheet: 0,
    content: -40, after: .content, clause: "7"),
  HandoffRow(name: "7: within range", sheet: 0, content: -40, after: .content, clause: "7"),
  HandoffRow(
    name: "7, 5: scrolls to 0, the rest to the sheet", movement: -150, sheet: -50,
    content: -100, after: .sheet, clause: "7, 5"),
  HandoffRow(
    name: "7: off: scrolls to 0, the rest lost", movement: -150,
    options: ["dragAtMinOffset": 0], sheet: 0, content: -100, after: .content, clause: "7"),
  HandoffRow(
    name: "7, 6: scrolls to the end, the rest to the sheet", offset: 800, movement: 100,
    sheet: 17.6, content: 82.4, after: .sheet, clause: "7, 6"),
  HandoffRow(
    name: "7: owner content, within range", owner: .content, sheet: 0, content: -40,
    after: .content, clause: "7"),
]

@Suite("Hand-off rules: the protocol, the registry, adaptive's clauses")
struct HandoffTests {
  /// The input of a row, on the presented list sheet's points.
  private func input(_ row: HandoffRow) throws -> HandoffInput { try row.input("adaptive") }

  @Test("every adaptive clause on both sides of its condition", arguments: rows)
  func adaptive(_ row: HandoffRow) throws {
    try row.check(AdaptiveHandoff())
  }

  @Test("the clause texts and facts name the library's switches and numbers")
  func texts() throws {
    let five = AdaptiveHandoff().step(try input(rows[12]))
    #expect(
      five.clause.text
        == "at offset 0 moving towards closed: the sheet drags (allowModalToDragWhenAtMinScrollViewOffset)"
    )
    #expect(
      five.facts == [
        .init("velocity", 0, "pt/s"), .init("cut-off", 500, "pt/s"), .init("offset", 0, "pt"),
        .init("max offset", 882.4, "pt"),
      ])
    let four = AdaptiveHandoff().step(try input(rows[8]))
    #expect(four.clause.text == "|velocity| 501 pt/s > 500 pt/s: the content scrolls")
    let edge = AdaptiveHandoff().step(try input(rows[2]))
    #expect(
      edge.clause.text
        == "the finger is in the 20 pt edge strip: the sheet drags, the scroll is cancelled (modalSwipeGestureEdgeHeight)"
    )
    #expect(edge.facts == [.init("edge strip", 20, "pt")])
  }

  @Test("the input's facts for the other peers' rules")
  func facts() throws {
    let low = try presented(at: 1)
    let small = low.handoffInput(surface: .content, movement: -10, velocity: 0)
    #expect(small.snapIndex == 1)
    #expect(small.mostOpenIndex == 2)
    #expect(small.leastOpenIndex == 1)
    #expect(small.lastBaseIndex == 2)
    #expect(!small.isAtMostOpen)
    #expect(!small.isAnchoredAtLastBase)
    #expect(small.isAtMinExtent)
    #expect(!small.isAtMaxExtent)
    #expect(small.isFirstStep)
    #expect(small.movesTowardsClosed)
    #expect(close(small.maxOffset, 882.4))
    #expect(small.isAtMinOffset)
    let high = try presented(at: 2)
    let tall = high.handoffInput(surface: .content, movement: 10, velocity: 0)
    #expect(tall.snapIndex == 2)
    #expect(tall.isAtMostOpen)
    #expect(tall.isAnchoredAtLastBase)
    #expect(tall.isAtMaxExtent)
    #expect(!tall.isAtMinExtent)
    // Between points: nothing within 1 pt.
    var between = high
    _ = try between.apply(.dragMove(amount: -1.5, secondary: 0))
    let moved = between.handoffInput(surface: .content, movement: 0, velocity: 0)
    #expect(moved.snapIndex == nil)
    #expect(moved.owner == .sheet)
    #expect(!moved.isAtMostOpen)
    var near = high
    _ = try near.apply(.dragMove(amount: -0.5, secondary: 0))
    #expect(near.handoffInput(surface: .content, movement: 0, velocity: 0).snapIndex == 2)
  }

  @Test("the registry: one list, names, lookup, options and their problems")
  func registry() {
    #expect(
      HandoffRules.names == [
        "adaptive", "modalkit", "panmodal", "floatingpanel", "apple", "material", "flutter",
        "deck", "halfModal", "compose", "gorhom",
      ])
    #expect(HandoffRules.type(named: "adaptive") == AdaptiveHandoff.self)
    #expect(HandoffRules.type(named: "magic") == nil)
    #expect(HandoffRules.rule(for: HandoffConfig(rule: "magic")).name == "adaptive")
    #expect(
      HandoffRules.optionSpecs(for: "adaptive").map(\.name) == [
        "dragAtMaxOffset", "dragAtMinOffset", "edgeHeight", "velocityCutoff",
      ])
    #expect(HandoffRules.optionSpecs(for: "magic").isEmpty)
    #expect(HandoffRules.summary(of: "adaptive") == AdaptiveHandoff.summary)
    #expect(HandoffRules.problems(of: .adaptive).isEmpty)
    #expect(
      HandoffRules.problems(of: HandoffConfig(rule: "magic")) == [
        ConfigProblem(
          path: "handoff.rule",
          message: "expected one of \(HandoffRules.names.joined(separator: ", ")), got \"magic\"")
      ])
    #expect(
      HandoffRules.problems(
        of: HandoffConfig(options: ["speed": 1, "dragAtMinOffset": 2, "velocityCutoff": -1]))
        == [
          ConfigProblem(
            path: "handoff.options.dragAtMinOffset", message: "expected 0 or 1 (off or on), got 2"),
          ConfigProblem(
            path: "handoff.options.speed",
            message:
              "unknown option of adaptive (expected one of dragAtMaxOffset, dragAtMinOffset, edgeHeight, velocityCutoff)"
          ),
          ConfigProblem(
            path: "handoff.options.velocityCutoff",
            message: "expected a number from 0 to 1000000, got -1"),
        ])
  }

  @Test("the default release hook: the owner keeps the momentum, nothing carries over")
  func releaseHook() throws {
    var row = rows[19]
    row.owner = .content
    let content = AdaptiveHandoff().release(try input(row))
    #expect(content.outcome == .contentDecelerates)
    #expect(!content.carriesIntoSheet)
    row.owner = .sheet
    #expect(AdaptiveHandoff().release(try input(row)).outcome == .sheetReleases)
  }
}

@Suite("Hand-off: the manager's touch")
struct HandoffManagerTests {
  @Test("a content-only drag is a touch without a gesture; release ends it")
  func contentOnlyTouch() throws {
    var m = try presented(at: 1)
    #expect(try m.apply(.dragContent(amount: 120, secondary: 0)) == [])
    #expect(m.gesture == nil)
    #expect(m.contentOffset == 120)
    #expect(
      m.touch
        == Manager.Touch(
          surface: .content, owner: .content, movedSheet: 0, movedContent: 120, velocity: 0,
          lastDirection: 1))
    #expect(m.lastStep == Manager.StepSplit(sheet: 0, content: 120))
    guard case .handoff(let record) = m.lastExplanation else {
      Issue.record("expected a hand-off explanation")
      return
    }
    #expect(record.clause.id == "7")
    #expect(record.ownerBefore == nil)
    #expect(record.owner == .content)
    // A programmatic snap waits for the touch, as for a drag.
    #expect(throws: ManagerError.dragInProgress(action: "snap")) {
      _ = try m.apply(.snap(.index(2)))
    }
    #expect(try m.apply(.dragEnd(velocity: 0)) == [])
    #expect(m.touch == nil)
    #expect(m.contentOffset == 120)
    #expect(m.lastStep == nil)
    #expect(throws: ManagerError.noDrag) { _ = try m.apply(.dragEnd(velocity: 0)) }
  }

  @Test("the velocity of a step reaches the rule: above 500 pt/s the list keeps the finger")
  func velocity() throws {
    var m = try presented(at: 1)
    _ = try m.apply(.scroll(.offset(30)))
    _ = try m.apply(.dragContent(amount: -80, secondary: 0, on: .content, velocity: -900))
    #expect(m.contentOffset == 0)
    #expect(m.gesture == nil)
    #expect(m.lastStep == Manager.StepSplit(sheet: 0, content: -30))
    #expect(m.lastHandoff?.clause.id == "4")
    // Slower, at offset 0 towards closed: clause 5 hands the finger to the sheet.
    _ = try m.apply(.dragContent(amount: -20, secondary: 0, on: .content, velocity: -200))
    #expect(m.lastHandoff?.clause.id == "5")
    #expect(close(m.gesture?.travel, -20))
    #expect(m.touch?.owner == .sheet)
    #expect(close(m.touch?.movedSheet, -20))
    #expect(close(m.touch?.movedContent, -30))
    // A handle step in the same touch belongs to the sheet; release ends both.
    _ = try m.apply(.dragMove(amount: 5, secondary: 0))
    #expect(m.lastStep == Manager.StepSplit(sheet: 5, content: 0))
    #expect(close(m.touch?.movedSheet, -15))
    _ = try m.apply(.dragEnd(velocity: 0))
    #expect(m.touch == nil)
    #expect(m.gesture == nil)
    guard case .release = m.lastExplanation else {
      Issue.record("expected the release to be explained last")
      return
    }
  }

  @Test("on the edge strip the sheet drags; with edgeHeight 0 the content scrolls")
  func edge() throws {
    var m = try presented(at: 1)
    _ = try m.apply(.scroll(.offset(50)))
    _ = try m.apply(.dragContent(amount: 40, secondary: 0, on: .edge))
    #expect(m.contentOffset == 50)
    #expect(close(m.gesture?.travel, 40))
    var off = try presented(at: 1, handoff: HandoffConfig(options: ["edgeHeight": 0]))
    _ = try off.apply(.dragContent(amount: 40, secondary: 0, on: .edge))
    #expect(off.contentOffset == 40)
    #expect(off.gesture == nil)
  }

  @Test("a refused step changes nothing")
  func allOrNothing() throws {
    var m = try presented(at: 1)
    let before = m
    #expect(throws: ManagerError.notFinite("the velocity")) {
      _ = try m.apply(.dragContent(amount: 10, secondary: 0, on: .content, velocity: .nan))
    }
    #expect(m == before)
    var dismissed = try Manager(
      config: try ConfigCoding.decodeDocument(listSheet).config, environment: handoffPhone)
    #expect(throws: ManagerError.notPresented(action: "drag")) {
      _ = try dismissed.apply(.dragContent(amount: 10, secondary: 0))
    }
  }
}

@Suite("Hand-off: the config's handoff object")
struct HandoffCodingTests {
  @Test("written only when not the default; read back equal")
  func roundTrip() throws {
    var config = try ConfigCoding.decodeDocument(listSheet).config.defaultConfig
    let plain = ConfigCoding.encodeDocument(ConfigDocument(config: config))
    #expect(!plain.contains("handoff"))
    config.handoff = HandoffConfig(options: ["velocityCutoff": 800, "dragAtMinOffset": 0])
    let text = ConfigCoding.encodeDocument(ConfigDocument(config: config))
    let compact = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      compact.contains(
        #""handoff": { "rule": "adaptive", "options": { "dragAtMinOffset": 0, "velocityCutoff": 800 } }"#
      ), "\(compact)")
    #expect(try ConfigCoding.decodeDocument(text).config.defaultConfig == config)
  }

  @Test("an unknown rule or option is a one-line error with its JSON path")
  func errors() throws {
    func problems(_ handoff: String) -> [String] {
      let text = """
        { "snapPoints": [ { "layout": { "align": "center/bottom", "width": "stretch", "height": "40%" } } ],
          "handoff": \(handoff) }
        """
      do {
        _ = try ConfigCoding.decodeDocument(text)
        return []
      } catch {
        return error.problems.map(\.description)
      }
    }
    #expect(
      problems(#"{"rule": "magic"}"#) == [
        "handoff.rule: expected one of \(HandoffRules.names.joined(separator: ", ")), got \"magic\""
      ])
    #expect(
      problems(#"{"rule": "adaptive", "options": {"speed": 1}}"#) == [
        "handoff.options.speed: unknown option of adaptive (expected one of dragAtMaxOffset, dragAtMinOffset, edgeHeight, velocityCutoff)"
      ])
    #expect(
      problems(#"{"rule": "adaptive", "options": {"edgeHeight": 2000}}"#) == [
        "handoff.options.edgeHeight: expected a number from 0 to 1000, got 2000"
      ])
    #expect(problems(#""adaptive""#).count == 1)
    #expect(problems(#"{"options": {}}"#).count == 1)
  }
}

@Suite("Hand-off: the release of a touch and the content's deceleration")
struct HandoffReleaseTests {
  /// The small sheet (largest offset 882.4) with a content-only touch that left the offset at
  /// 100, released at `velocity`.
  private func released(_ velocity: Double) throws -> Manager {
    var m = try presented(at: 1)
    _ = try m.apply(.scroll(.offset(90)))
    _ = try m.apply(.dragContent(amount: 10, secondary: 0))
    _ = try m.apply(.dragEnd(velocity: velocity))
    return m
  }

  @Test("offset(t) = o0 + v (r^(1000 t) - 1) / (1000 ln r) at r = 0.998, frame by frame")
  func formula() throws {
    let glide = Manager.Deceleration(from: 100, velocity: 300)
    #expect(close(glide.offset(atFrame: 6), 127.18775523669615))
    #expect(close(glide.projectedDistance, 149.84994994993642))
    var m = try released(300)
    #expect(m.deceleration == glide)
    #expect(m.touch == nil)
    #expect(m.contentOffset == 100)
    let start = m.clock
    _ = m.advanceClock(frames: 6)
    #expect(m.clock == start + 6)
    #expect(close(m.contentOffset, 127.18775523669615))
    #expect(m.deceleration?.elapsedFrames == 6)
  }

  @Test("it stops at the first frame with less than 0.5 pt left to travel (frame 171)")
  func stopsWhenSlow() throws {
    var m = try released(300)
    let start = m.clock
    _ = m.advanceClock(frames: 170)
    #expect(close(m.contentOffset, 249.33449555160297))
    #expect(m.deceleration != nil)
    _ = m.advanceClock(frames: 1)
    #expect(close(m.contentOffset, 249.35141079724409))
    #expect(m.deceleration == nil)
    var settled = try released(300)
    #expect(settled.settleAnimation() == [])
    #expect(settled.clock == start + 171)
    #expect(close(settled.contentOffset, 249.35141079724409))
  }

  @Test("it stops at the ends of the range: the largest offset at frame 30, 0 at frame 2")
  func stopsAtTheEnds() throws {
    var up = try presented(at: 2)
    _ = try up.apply(.scroll(.offset(200)))
    _ = try up.apply(.dragContent(amount: 10, secondary: 0))
    _ = try up.apply(.dragEnd(velocity: 800))
    _ = up.advanceClock(frames: 29)
    #expect(up.deceleration != nil)
    _ = up.advanceClock(frames: 1)
    #expect(up.deceleration == nil)
    #expect(close(up.contentOffset, 460.4))
    var down = try presented(at: 2)
    _ = try down.apply(.scroll(.offset(100)))
    _ = try down.apply(.dragContent(amount: -10, secondary: 0))
    _ = try down.apply(.dragEnd(velocity: -3000))
    _ = down.advanceClock(frames: 1)
    #expect(down.deceleration != nil)
    _ = down.advanceClock(frames: 1)
    #expect(down.deceleration == nil)
    #expect(down.contentOffset == 0)
    // Nothing carries into the sheet by default: it stays at its point.
    #expect(down.state == .presentedProgrammatic)
    #expect(down.gesture == nil && down.animation == nil)
  }

  @Test("with carriesIntoSheet, reaching 0 towards closed releases the sheet with the speed left")
  func carries() throws {
    var m = try presented(at: 2)
    m.deceleration = Manager.Deceleration(from: 30, velocity: -2000, carriesIntoSheet: true)
    _ = m.advanceClock(frames: 1)
    #expect(m.contentOffset == 0)
    #expect(m.deceleration == nil)
    #expect(close(m.lastRelease?.velocity, -1934.3676348642575))
    #expect(m.state == .snappingFromGestureDragging)
    // adaptive's projection (v / 2 clamped to -300) keeps it at 2.
    #expect(m.lastRelease?.target == 2)
    #expect(m.animation?.target == 2)
  }

  @Test("a new drag stops it; its first step is clause 3 (the content is decelerating)")
  func dragStops() throws {
    var m = try released(300)
    _ = m.advanceClock(frames: 6)
    _ = try m.apply(.dragContent(amount: -5, secondary: 0))
    #expect(m.deceleration == nil)
    #expect(m.lastHandoff?.clause.id == "3")
    #expect(close(m.contentOffset, 122.18775523669615))
    var scrolled = try released(300)
    _ = try scrolled.apply(.scroll(.offset(10)))
    #expect(scrolled.deceleration == nil)
  }

  @Test("a touch the sheet owned releases the sheet with the release strategy")
  func sheetReleases() throws {
    var m = try presented(at: 2)
    _ = try m.apply(.dragContent(amount: -30, secondary: 0))
    #expect(m.lastHandoff?.clause.id == "5")
    _ = try m.apply(.dragEnd(velocity: -200))
    #expect(m.deceleration == nil)
    #expect(m.lastRelease?.velocity == -200)
    #expect(
      m.lastHandoff?.clause.text
        == "the sheet had the finger: it releases with the release strategy")
    guard case .release = m.lastExplanation else {
      Issue.record("expected the release to be explained")
      return
    }
  }
}
