import Testing

@testable import ModalCore

// The panmodal preset on iphone-14: short (index 1) at y 510, long (2) at y 68, 442 pt apart;
// with 2000 pt of content the largest offset is 1224 at the long form (a 776 pt viewport), so
// allowsExtendedPanScrolling derives to on; 500 pt fit, and derive it off.

let panModalRows: [PeerRow] = [
  PeerRow(
    name: "1: no content", index: 2, content: nil, sheet: -40, moved: 0, after: .sheet,
    clause: "1"),
  PeerRow(
    name: "2: outside the scroll view, anchored, offset 100", index: 2, offset: 100,
    surface: .edge, sheet: -40, moved: 0, after: .sheet, clause: "2"),
  PeerRow(
    name: "2: outside the scroll view moving up stops at the long form", index: 1,
    movement: 500, surface: .edge, sheet: 442, moved: 0, after: .sheet, clause: "2"),
  PeerRow(
    name: "3: allowsExtendedPanScrolling 0, anchored, offset 100", index: 2, offset: 100,
    options: ["allowsExtendedPanScrolling": 0], sheet: -40, moved: 0, after: .sheet,
    clause: "3"),
  PeerRow(
    name: "3: off, at the long form moving up: nothing moves", index: 2, movement: 60,
    options: ["allowsExtendedPanScrolling": 0], sheet: 0, moved: 0, after: .sheet, clause: "3"),
  PeerRow(
    name: "3: derived off (500 pt fit the long form)", index: 2, length: 500, sheet: -40,
    moved: 0, after: .sheet, clause: "3"),
  PeerRow(
    name: "3: set on with 500 pt: anchored at 0 moving up (5)", index: 2, movement: 60,
    length: 500, options: ["allowsExtendedPanScrolling": 1], sheet: 0, moved: 0,
    after: .content, clause: "5"),
  PeerRow(
    name: "4: anchored, offset 100, down", index: 2, offset: 100, sheet: 0, moved: -40,
    after: .content, clause: "4"),
  PeerRow(
    name: "4, 6: anchored, offset 100, 150 down", index: 2, offset: 100, movement: -150,
    sheet: -50, moved: -100, after: .sheet, clause: "4, 6"),
  PeerRow(
    name: "4: anchored, offset 100, up", index: 2, offset: 100, movement: 40, sheet: 0,
    moved: 40, after: .content, clause: "4"),
  PeerRow(
    name: "4, 6: decelerating at offset 0 down: the sheet", index: 2, decelerating: true,
    sheet: -40, moved: 0, after: .sheet, clause: "4, 6"),
  PeerRow(
    name: "4: 0.4 pt below the long form rounds to anchored", index: 2, offset: 100,
    nudge: -0.4, sheet: 0, moved: -40, after: .content, clause: "4"),
  PeerRow(
    name: "6: 0.6 pt below the long form is not anchored", index: 2, offset: 100, nudge: -0.6,
    sheet: -40, moved: 0, after: .sheet, clause: "6"),
  PeerRow(
    name: "5: anchored at offset 0 moving up", index: 2, movement: 60, sheet: 0, moved: 60,
    after: .content, clause: "5"),
  PeerRow(
    name: "6: anchored at offset 0 moving down", index: 2, sheet: -40, moved: 0, after: .sheet,
    clause: "6"),
  PeerRow(
    name: "6: short form, offset 100: halted", index: 1, offset: 100, sheet: -40, moved: 0,
    after: .sheet, clause: "6"),
  PeerRow(
    name: "6: short form up to the long form exactly", index: 1, movement: 442, sheet: 442,
    moved: 0, after: .sheet, clause: "6"),
  PeerRow(
    name: "6, 5: short form up past the long form", index: 1, movement: 500, sheet: 442,
    moved: 58, after: .content, clause: "6, 5"),
  // anchorModalToLongForm 0: the anchor is topOffset, 47 + 21 = 68, which the preset's long
  // form (its list reaches maxHeight) sits at: anchored there as with the option on.
  PeerRow(
    name: "4: anchorModalToLongForm 0: anchored at topOffset (y 68), offset 100", index: 2,
    offset: 100, options: ["anchorModalToLongForm": 0], sheet: 0, moved: -40, after: .content,
    clause: "4"),
  // Below topOffset nothing is anchored: from the short form (y 510) a drag down moves the
  // sheet, the content halted.
  PeerRow(
    name: "6: anchorModalToLongForm 0: not anchored at the short form", index: 1, offset: 100,
    options: ["anchorModalToLongForm": 0], sheet: -40, moved: 0, after: .sheet, clause: "6"),
  PeerRow(
    name: "6: anchorModalToLongForm 0: no stop at the long form", index: 1, movement: 500,
    options: ["anchorModalToLongForm": 0], sheet: 500, moved: 0, after: .sheet, clause: "6"),
]

@Suite("Hand-off: panmodal's clauses")
struct PanModalHandoffTests {
  @Test("texts and facts: the distance to the anchor")
  func texts() throws {
    let rule = PanModalHandoff()
    let split = try peerDecision(rule, preset: "panmodal", panModalRows[17])
    #expect(
      split.clause.text
        == "the sheet moves up to the long form and stops there, the content scrolls the rest")
    #expect(split.facts.last == .init("to the anchor", 442, "pt"))
    let lost = try peerDecision(rule, preset: "panmodal", panModalRows[4])
    #expect(
      lost.clause.text
        == "allowsExtendedPanScrolling is off: the sheet is never anchored, it moves and the content is halted; it stops at the long form, the rest is lost"
    )
  }

  @Test("release: the top bounce carries a release towards closed into the sheet")
  func release() throws {
    let rule = PanModalHandoff()
    var row = panModalRows[7]
    row.owner = .content
    row.movement = 0
    row.velocity = -800
    let bounce = rule.release(try peerInput("panmodal", rule: rule.name, row))
    #expect(bounce.outcome == .contentDecelerates)
    #expect(bounce.carriesIntoSheet)
    #expect(bounce.clause.id == "bounce")
    row.velocity = 800
    let up = rule.release(try peerInput("panmodal", rule: rule.name, row))
    #expect(up.outcome == .contentDecelerates)
    #expect(!up.carriesIntoSheet)
    row.velocity = -800
    row.options = ["topBounce": 0]
    #expect(!rule.release(try peerInput("panmodal", rule: rule.name, row)).carriesIntoSheet)
    row.owner = .sheet
    #expect(rule.release(try peerInput("panmodal", rule: rule.name, row)).outcome == .sheetReleases)
  }

  @Test(
    "the top bounce in the manager: the list's fling down reaches its top and the sheet springs back to the long form"
  )
  func topBounceInTheManager() throws {
    let document = try #require(try BuiltinPresets.document(named: "panmodal"))
    var manager = try Manager(
      config: document.config, environment: Environment(device: .iphone14, orientation: .portrait))
    _ = try manager.apply(.present(.index(2), animated: false))
    _ = try manager.apply(.scroll(.offset(100)))
    // Anchored at the long form with the list scrolled: the list takes the finger (clause 4).
    _ = try manager.apply(.dragContent(amount: -40, secondary: 0))
    #expect(manager.contentOffset == 60)
    #expect(manager.gesture == nil)
    _ = try manager.apply(.dragEnd(velocity: -2000))
    #expect(manager.deceleration?.carriesIntoSheet == true)
    _ = try manager.apply(.settle)
    #expect(manager.contentOffset == 0)
    #expect(manager.deceleration == nil)
    #expect(manager.state == .snappedFromGestureDragging)
    #expect(manager.currentIndex == 2)
    #expect(manager.frame == Rect(x: 0, y: 68, width: 390, height: 776))
    let record = try #require(manager.lastRelease)
    #expect(record.strategy == "the panmodal hand-off's top bounce")
    #expect(record.target == 2 && !record.dismisses)
    #expect(
      record.adjustments == [
        "the content's momentum carries into the sheet at offset 0 (the top bounce): it springs back to its point (2)"
      ])
  }

  @Test("options: defaults (allowsExtendedPanScrolling derived) and errors")
  func options() {
    #expect(
      HandoffRules.optionSpecs(for: "panmodal").map(\.name) == [
        "allowsExtendedPanScrolling", "anchorModalToLongForm", "topBounce",
      ])
    #expect(PanModalHandoff.allowsExtendedPanScrolling.defaultValue == nil)
    #expect(PanModalHandoff.allowsExtendedPanScrolling.isFlag)
    #expect(PanModalHandoff.anchorModalToLongForm.defaultValue == 1)
    #expect(
      handoffProblems("panmodal", ["allowsExtendedPanScrolling": 0.5, "topBounce": 3]) == [
        "handoff.options.allowsExtendedPanScrolling: expected 0 or 1 (off or on), got 0.5",
        "handoff.options.topBounce: expected 0 or 1 (off or on), got 3",
      ])
  }
}
