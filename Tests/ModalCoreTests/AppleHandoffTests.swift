import Testing

@testable import ModalCore

// The ios-sheet preset on iphone-14: medium (index 1) at y 433.5 (410.5 tall: 0.5 x (844 - 47
// - 10 - 34) + 34), large (2) at y 57 (787 tall), 376.5 pt apart; with 2000 pt of content the
// largest offset is 2000 - 410.5 = 1589.5 at medium and 2000 - 787 = 1213 at large. A row sets
// the rule's options: none is the rule's default (expandsWhenScrolledToEdge 1, UIKit's),
// `off` the preset's own (Apple's sample sets prefersScrollingExpandsWhenScrolledToEdge false).

private let off = ["expandsWhenScrolledToEdge": 0.0]

let appleRows: [PeerRow] = [
  PeerRow(
    name: "1: no content", index: 1, content: nil, sheet: -40, moved: 0, after: .sheet,
    clause: "1"),
  PeerRow(
    name: "2: outside the scroll view, offset 100", index: 1, offset: 100, surface: .edge,
    sheet: -40, moved: 0, after: .sheet, clause: "2"),
  PeerRow(
    name: "kept: the sheet had the finger", index: 1, movement: 40, owner: .sheet, sheet: 40,
    moved: 0, after: .sheet, clause: "kept"),
  PeerRow(
    name: "3: medium, at the top, up: the sheet grows", index: 1, movement: 100, sheet: 100,
    moved: 0, after: .sheet, clause: "3"),
  PeerRow(
    name: "3, 6: medium, at the top, up past large", index: 1, movement: 400, sheet: 376.5,
    moved: 23.5, after: .content, clause: "3, 6"),
  PeerRow(
    name: "4: medium, offset 100, up: the content (assumed)", index: 1, offset: 100,
    movement: 40, sheet: 0, moved: 40, after: .content, clause: "4"),
  PeerRow(
    name: "4: medium, offset 100, down", index: 1, offset: 100, sheet: 0, moved: -40,
    after: .content, clause: "4"),
  PeerRow(
    name: "4, 5: medium, offset 100, 150 down", index: 1, offset: 100, movement: -150,
    sheet: -50, moved: -100, after: .sheet, clause: "4, 5"),
  PeerRow(
    name: "5: medium, at the top, down", index: 1, sheet: -40, moved: 0, after: .sheet,
    clause: "5"),
  PeerRow(
    name: "6: large, at the top, up", index: 2, movement: 40, sheet: 0, moved: 40,
    after: .content, clause: "6"),
  PeerRow(
    name: "5: large, at the top, down", index: 2, sheet: -40, moved: 0, after: .sheet,
    clause: "5"),
  PeerRow(
    name: "4: large, offset 100, down", index: 2, offset: 100, sheet: 0, moved: -40,
    after: .content, clause: "4"),
  PeerRow(
    name: "4: off: medium, at the top, up: the content", index: 1, movement: 40, options: off,
    sheet: 0, moved: 40, after: .content, clause: "4"),
  PeerRow(
    name: "4, 3: off: medium, at the end, up: the sheet grows", index: 1, offset: 1589.5,
    movement: 40, options: off, sheet: 40, moved: 0, after: .sheet, clause: "4, 3"),
  PeerRow(
    name: "4, 3: off: medium, 28 pt from the end, 100 up", index: 1, offset: 1561.5,
    movement: 100, options: off, sheet: 72, moved: 28, after: .sheet, clause: "4, 3"),
  PeerRow(
    name: "6: off: large, at the top, up", index: 2, movement: 40, options: off, sheet: 0,
    moved: 40, after: .content, clause: "6"),
  PeerRow(
    name: "4: off: large, at the end, up: lost", index: 2, offset: 1213, movement: 40,
    options: off, sheet: 0, moved: 0, after: .content, clause: "4"),
  PeerRow(
    name: "5: off: medium, at the top, down", index: 1, options: off, sheet: -40, moved: 0,
    after: .sheet, clause: "5"),
]

@Suite("Hand-off: apple's clauses")
struct AppleHandoffTests {
  @Test("texts name Apple's property and what is assumed")
  func texts() throws {
    let rule = AppleHandoff()
    let grow = try peerDecision(rule, preset: "ios-sheet", appleRows[4])
    #expect(
      grow.clause.text
        == "at the top moving up: the sheet grows to its largest detent, then the content scrolls the rest (prefersScrollingExpandsWhenScrolledToEdge)"
    )
    #expect(grow.facts.last == .init("to the largest detent", 376.5, "pt"))
    let down = try peerDecision(rule, preset: "ios-sheet", appleRows[8])
    #expect(down.clause.text == "at the top moving down: the sheet moves down (assumed)")
  }

  @Test("options: the default and its error")
  func options() {
    #expect(HandoffRules.optionSpecs(for: "apple").map(\.name) == ["expandsWhenScrolledToEdge"])
    #expect(AppleHandoff.expandsWhenScrolledToEdge.defaultValue == 1)
    #expect(
      handoffProblems("apple", ["expandsWhenScrolledToEdge": -1]) == [
        "handoff.options.expandsWhenScrolledToEdge: expected 0 or 1 (off or on), got -1"
      ])
  }
}
