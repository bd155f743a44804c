import Testing

@testable import ModalCore

// The floatingpanel preset on iphone-14: half (index 2) at y 428.5, full (3) at y 65, 363.5 pt
// apart; with 2000 pt of content the largest offset is 1221 at full.

let floatingPanelRows: [PeerRow] = [
  PeerRow(
    name: "1: no content", index: 3, content: nil, sheet: -40, moved: 0, after: .sheet,
    clause: "1"),
  PeerRow(
    name: "1: content that does not scroll", index: 3, content: false, sheet: -40, moved: 0,
    after: .sheet, clause: "1"),
  PeerRow(
    name: "2: on the handle at full, offset 100", index: 3, offset: 100, surface: .handle,
    sheet: -40, moved: 0, after: .sheet, clause: "2"),
  PeerRow(
    name: "2: the edge strip is in the 36 pt band", index: 3, offset: 100, surface: .edge,
    sheet: -40, moved: 0, after: .sheet, clause: "2"),
  PeerRow(
    name: "2: in the band towards open: no seamless scroll", index: 2, movement: 500,
    surface: .edge, sheet: 500, moved: 0, after: .sheet, clause: "2"),
  PeerRow(
    name: "2: a 19 pt band leaves the edge strip on the content (5)", index: 3, offset: 100,
    surface: .edge, options: ["grabberAreaOffset": 19], sheet: 0, moved: -40, after: .content,
    clause: "5"),
  PeerRow(
    name: "3: the panel moves already", index: 2, owner: .sheet, sheet: -40, moved: 0,
    after: .sheet, clause: "3"),
  PeerRow(
    name: "3, S: moving up past full, the rest scrolls", index: 2, movement: 500, owner: .sheet,
    sheet: 363.5, moved: 136.5, after: .content, clause: "3, S"),
  PeerRow(
    name: "3: moving up short of full", index: 2, movement: 363.5, owner: .sheet, sheet: 363.5,
    moved: 0, after: .sheet, clause: "3"),
  PeerRow(
    name: "4: half is not scrollable, offset 100: pinned", index: 2, offset: 100, sheet: -40,
    moved: 0, after: .sheet, clause: "4"),
  PeerRow(
    name: "4: half, towards open", index: 2, movement: 100, sheet: 100, moved: 0,
    after: .sheet, clause: "4"),
  PeerRow(
    name: "4, S: half towards open past full", index: 2, movement: 400, sheet: 363.5,
    moved: 36.5, after: .content, clause: "4, S"),
  PeerRow(
    name: "4: every state scrollable: half, offset 100 scrolls (5)", index: 2, offset: 100,
    options: ["scrollsOnlyWhenMostExpanded": 0], sheet: 0, moved: -40, after: .content,
    clause: "5"),
  PeerRow(
    name: "4: 1.5 pt off the anchor", index: 3, offset: 100, nudge: -1.5, sheet: -40, moved: 0,
    after: .sheet, clause: "4"),
  PeerRow(
    name: "4: 0.5 pt off the anchor is within 1 pt (5)", index: 3, offset: 100, nudge: -0.5,
    sheet: 0, moved: -40, after: .content, clause: "5"),
  PeerRow(
    name: "4: anchorTolerance 2 takes 1.5 pt off (5)", index: 3, offset: 100, nudge: -1.5,
    options: ["anchorTolerance": 2], sheet: 0, moved: -40, after: .content, clause: "5"),
  PeerRow(
    name: "5: full, offset 100, towards closed", index: 3, offset: 100, sheet: 0, moved: -40,
    after: .content, clause: "5"),
  PeerRow(
    name: "5, 7: full, offset 100, 150 down: to 0, then the panel", index: 3, offset: 100,
    movement: -150, sheet: -50, moved: -100, after: .sheet, clause: "5, 7"),
  PeerRow(
    name: "5: full, offset 100, towards open", index: 3, offset: 100, movement: 40, sheet: 0,
    moved: 40, after: .content, clause: "5"),
  PeerRow(
    name: "5: at the end towards open: lost", index: 3, offset: 1221, movement: 40, sheet: 0,
    moved: 0, after: .content, clause: "5"),
  PeerRow(
    name: "6: decelerating at 0", index: 3, decelerating: true, sheet: 0, moved: 0,
    after: .content, clause: "6"),
  PeerRow(
    name: "7: full, offset 0, towards closed", index: 3, sheet: -40, moved: 0, after: .sheet,
    clause: "7"),
  PeerRow(
    name: "7, S: full, offset 0, towards open: the content scrolls", index: 3, movement: 40,
    sheet: 0, moved: 40, after: .content, clause: "7, S"),
  PeerRow(
    name: "7, S: owner content at full, offset 0, towards open", index: 3, movement: 40,
    owner: .content, sheet: 0, moved: 40, after: .content, clause: "7, S"),
]

@Suite("Hand-off: floatingpanel's clauses")
struct FloatingPanelHandoffTests {
  @Test("texts and facts name the band, the tolerance and the room to full")
  func texts() throws {
    let rule = FloatingPanelHandoff()
    let band = try peerDecision(rule, preset: "floatingpanel", floatingPanelRows[2])
    #expect(
      band.clause.text
        == "the touch began in the 36 pt grabber band: the panel moves, the content is pinned (grabberAreaOffset)"
    )
    #expect(band.facts.first == .init("grabber band", 36, "pt"))
    let seamless = try peerDecision(rule, preset: "floatingpanel", floatingPanelRows[11])
    #expect(
      seamless.clause.text
        == "the panel moves up to the most expanded anchor and stops there, the content scrolls the rest (shouldScrollingContentInMoving)"
    )
    #expect(seamless.facts.last == .init("to the most expanded", 363.5, "pt"))
    let between = try peerDecision(rule, preset: "floatingpanel", floatingPanelRows[13])
    #expect(
      between.clause.text
        == "the panel is not within 1 pt of an anchor: it moves, the content is pinned")
  }

  @Test("options: defaults and errors")
  func options() {
    #expect(
      HandoffRules.optionSpecs(for: "floatingpanel").map(\.name) == [
        "anchorTolerance", "grabberAreaOffset", "scrollsOnlyWhenMostExpanded",
      ])
    #expect(FloatingPanelHandoff.grabberAreaOffset.defaultValue == 36)
    #expect(FloatingPanelHandoff.anchorTolerance.defaultValue == 1)
    #expect(FloatingPanelHandoff.scrollsOnlyWhenMostExpanded.defaultValue == 1)
    #expect(
      handoffProblems(
        "floatingpanel", ["grabberAreaOffset": 2000, "scrollsOnlyWhenMostExpanded": 2])
        == [
          "handoff.options.grabberAreaOffset: expected a number from 0 to 1000, got 2000",
          "handoff.options.scrollsOnlyWhenMostExpanded: expected 0 or 1 (off or on), got 2",
        ])
    #expect(
      handoffProblems("floatingpanel", ["edgeHeight": 20]) == [
        "handoff.options.edgeHeight: unknown option of floatingpanel (expected one of anchorTolerance, grabberAreaOffset, scrollsOnlyWhenMostExpanded)"
      ])
  }

  @Test("the manager: at half the panel moves with the content pinned, then scrolls at full")
  func manager() throws {
    var m = try peerManager("floatingpanel", rule: "floatingpanel", index: 2, offset: 100)
    _ = try m.apply(.dragContent(amount: 400, secondary: 0))
    #expect(m.lastHandoff?.clause.id == "4, S")
    #expect(close(m.gesture?.travel, 363.5))
    #expect(close(m.contentOffset, 136.5))
    #expect(m.touch?.owner == .content)
  }
}
