import Testing

@testable import ModalCore

// The modalkit preset on iphone-14: small (index 1) at y 633, medium (2) at y 422, large (3)
// at y 47, 375 pt above medium; with 2000 pt of content the largest offset is 1203 at large.

let modalKitRows: [PeerRow] = [
  PeerRow(
    name: "1: no content", index: 2, content: nil, sheet: -40, moved: 0, after: .sheet,
    clause: "1"),
  PeerRow(
    name: "1: content that does not scroll", index: 2, content: false, sheet: -40, moved: 0,
    after: .sheet, clause: "1"),
  PeerRow(
    name: "2: outside the scroll view, offset 100", index: 2, offset: 100, surface: .edge,
    sheet: -40, moved: 0, after: .sheet, clause: "2"),
  PeerRow(
    name: "3: large, offset 100, down", index: 3, offset: 100, sheet: 0, moved: -40,
    after: .content, clause: "3"),
  PeerRow(
    name: "3, 5: large, offset 100, 150 down", index: 3, offset: 100, movement: -150,
    sheet: -50, moved: -100, after: .sheet, clause: "3, 5"),
  PeerRow(
    name: "3: large, offset 100, up", index: 3, offset: 100, movement: 40, sheet: 0, moved: 40,
    after: .content, clause: "3"),
  PeerRow(
    name: "3: 0.4 pt below large rounds to the tallest size", index: 3, offset: 100,
    nudge: -0.4, sheet: 0, moved: -40, after: .content, clause: "3"),
  PeerRow(
    name: "4: 0.6 pt below large: nothing moves", index: 3, offset: 100, nudge: -0.6, sheet: 0,
    moved: 0, after: .content, clause: "4"),
  PeerRow(
    name: "4: medium, offset 100, down: nothing moves", index: 2, offset: 100, sheet: 0,
    moved: 0, after: .content, clause: "4"),
  PeerRow(
    name: "4: medium, offset 100, up: nothing moves", index: 2, offset: 100, movement: 40,
    sheet: 0, moved: 0, after: .content, clause: "4"),
  PeerRow(
    name: "5: medium, offset 0, down", index: 2, sheet: -40, moved: 0, after: .sheet,
    clause: "5"),
  PeerRow(
    name: "5: medium, offset 0, up short of large", index: 2, movement: 375, sheet: 375,
    moved: 0, after: .sheet, clause: "5"),
  PeerRow(
    name: "5, 3: medium, offset 0, up past large", index: 2, movement: 400, sheet: 375,
    moved: 25, after: .content, clause: "5, 3"),
  PeerRow(
    name: "5, 3: large, offset 0, up: the content", index: 3, movement: 40, sheet: 0, moved: 40,
    after: .content, clause: "5, 3"),
  PeerRow(
    name: "5: large, offset 0, down", index: 3, sheet: -40, moved: 0, after: .sheet,
    clause: "5"),
]

@Suite("Hand-off: modalkit's clauses")
struct ModalKitHandoffTests {
  @Test("texts and facts; no options")
  func texts() throws {
    let rule = ModalKitHandoff()
    let stuck = try peerDecision(rule, preset: "modalkit", modalKitRows[8])
    #expect(
      stuck.clause.text
        == "offset > 0 below the tallest size: the pan is refused and the offset is pinned, nothing moves"
    )
    #expect(
      stuck.facts == [
        .init("offset", 100, "pt"), .init("max offset", 1578, "pt"),
        .init("to the tallest size", 375, "pt"),
      ])
    #expect(HandoffRules.optionSpecs(for: "modalkit").isEmpty)
    #expect(
      handoffProblems("modalkit", ["grabberAreaOffset": 36]) == [
        "handoff.options.grabberAreaOffset: unknown option of modalkit (it has no options)"
      ])
  }
}
