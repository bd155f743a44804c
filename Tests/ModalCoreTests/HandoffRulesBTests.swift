import Testing

@testable import ModalCore

// The rules of Material, Flutter, DeckTransition and the half modal, clause by clause, on the
// list sheet (ScrollOffsetTests' `listSheet` on iphone-14 portrait): point 1 at 40% (y 506.4,
// largest offset 882.4), point 2 at `content max 90%` (y 84.4, largest offset 460.4), 422 pt
// apart; 1200 pt of content below a 20 pt inset.

/// One release row: the touch's owner, the velocity and where the sheet is; the outcome.
private struct HandoffReleaseRow: CustomTestStringConvertible, Sendable {
  var name: String
  var index = 1
  var below = 0.0
  var offset = 100.0
  var velocity: Double
  var owner: HandoffOwner? = .content
  var options: [String: Double] = [:]
  var outcome: HandoffReleaseDecision.Outcome
  var carries = false

  var testDescription: String { name }

  func check(_ rule: any HandoffRule) throws {
    let row = HandoffRow(
      name: name, index: index, below: below, offset: offset, movement: 0, velocity: velocity,
      owner: owner, options: options, sheet: 0, content: 0, after: .content, clause: "")
    let decision = rule.release(try row.input(rule.name))
    #expect(decision.outcome == outcome)
    #expect(decision.carriesIntoSheet == carries)
    #expect(decision.clause.rule == rule.name)
  }
}

// MARK: - material

private let materialRows: [HandoffRow] = [
  HandoffRow(
    name: "handle", surface: .handle, sheet: -40, content: 0, after: .sheet, clause: "handle"),
  HandoffRow(
    name: "outside the list (on edge)", surface: .edge, sheet: -40, content: 0, after: .sheet,
    clause: "outside"),
  HandoffRow(
    name: "1: no content", hasContent: false, scrolls: false, sheet: -40, content: 0,
    after: .sheet, clause: "1"),
  HandoffRow(
    name: "1: content that does not scroll", movement: 40, scrolls: false, sheet: 40,
    content: 0, after: .sheet, clause: "1"),
  HandoffRow(
    name: "0: no movement", movement: 0, sheet: 0, content: 0, after: .content, clause: "0"),
  HandoffRow(
    name: "4: up below expanded, list scrolled: the sheet", movement: 40, sheet: 40, content: 0,
    after: .sheet, clause: "4"),
  HandoffRow(
    name: "4: up to just below expanded: all to the sheet", movement: 400, sheet: 400, content: 0,
    after: .sheet, clause: "4"),
  HandoffRow(
    name: "3: up past expanded: 422 to the sheet, the rest to the list", movement: 500,
    sheet: 422, content: 78, after: .content, clause: "3"),
  HandoffRow(
    name: "3: at expanded: all to the list", index: 2, movement: 40, sheet: 0, content: 40,
    after: .content, clause: "3"),
  HandoffRow(
    name: "3: at expanded, the list at its end: lost", index: 2, offset: 460.4, movement: 40,
    sheet: 0, content: 0, after: .content, clause: "3"),
  HandoffRow(
    name: "draggable 0: up below expanded: the list", movement: 40, options: ["draggable": 0],
    sheet: 0, content: 40, after: .content, clause: "draggable"),
  HandoffRow(
    name: "draggable 0: up past expanded still stops the sheet at expanded", movement: 500,
    options: ["draggable": 0], sheet: 422, content: 78, after: .content, clause: "3"),
  HandoffRow(
    name: "2: draggableOnNestedScroll 0, up, the list can scroll: the list", movement: 40,
    options: ["draggableOnNestedScroll": 0], sheet: 0, content: 40, after: .content,
    clause: "2"),
  HandoffRow(
    name: "2, 4: draggableOnNestedScroll 0, the list reaches its end, the rest to the sheet",
    offset: 862.4, movement: 40, options: ["draggableOnNestedScroll": 0], sheet: 20,
    content: 20, after: .sheet, clause: "2, 4"),
  HandoffRow(
    name: "2, 3: draggableOnNestedScroll 0, past the end and past expanded", offset: 862.4,
    movement: 500, options: ["draggableOnNestedScroll": 0], sheet: 422, content: 20,
    after: .sheet, clause: "2, 3"),
  HandoffRow(
    name: "2: draggableOnNestedScroll 0 and draggable 0: the rest is lost", offset: 862.4,
    movement: 40, options: ["draggableOnNestedScroll": 0, "draggable": 0], sheet: 0,
    content: 20, after: .content, clause: "2"),
  HandoffRow(
    name: "4: draggableOnNestedScroll 0 at the list's end: the sheet", offset: 882.4,
    movement: 40, options: ["draggableOnNestedScroll": 0], sheet: 40, content: 0,
    after: .sheet, clause: "4"),
  HandoffRow(
    name: "4: draggableOnNestedScroll 0 once the sheet has moved: the sheet", movement: 40,
    owner: .sheet, options: ["draggableOnNestedScroll": 0], sheet: 40, content: 0,
    after: .sheet, clause: "4"),
  HandoffRow(
    name: "5: down, the list scrolled: the list", sheet: 0, content: -40, after: .content,
    clause: "5"),
  HandoffRow(
    name: "5: down at expanded, the list scrolled: the list", index: 2, sheet: 0, content: -40,
    after: .content, clause: "5"),
  HandoffRow(
    name: "5, 6: down past the list's top: the rest to the sheet", movement: -150, sheet: -50,
    content: -100, after: .sheet, clause: "5, 6"),
  HandoffRow(
    name: "5: draggable 0: down past the top, the rest lost", movement: -150,
    options: ["draggable": 0], sheet: 0, content: -100, after: .content, clause: "5"),
  HandoffRow(
    name: "5: draggableOnNestedScroll 0: down, the list scrolled: the list",
    options: ["draggableOnNestedScroll": 0], sheet: 0, content: -40, after: .content,
    clause: "5"),
  HandoffRow(
    name: "6: down at the list's top: the sheet", index: 2, offset: 0, sheet: -40, content: 0,
    after: .sheet, clause: "6"),
  HandoffRow(
    name: "6: down at the top, below collapsed too (the config's drag decides)", offset: 0,
    sheet: -40, content: 0, after: .sheet, clause: "6"),
  HandoffRow(
    name: "draggable 0: down at the top: nothing", offset: 0, options: ["draggable": 0],
    sheet: 0, content: 0, after: .content, clause: "draggable"),
  HandoffRow(
    name: "4: between points, up: the sheet", below: 100, movement: 40, sheet: 40, content: 0,
    after: .sheet, clause: "4"),
]

private let materialReleases: [HandoffReleaseRow] = [
  HandoffReleaseRow(
    name: "expanded: the list flings", index: 2, velocity: 800, outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "expanded, the sheet's touch: the list flings", index: 2, velocity: -800,
    owner: .sheet, outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "not expanded, the list's touch: the sheet keeps the fling", velocity: -800,
    outcome: .sheetReleases),
  HandoffReleaseRow(
    name: "between points, the sheet's touch: the sheet settles", below: 30, velocity: 300,
    owner: .sheet, outcome: .sheetReleases),
  HandoffReleaseRow(
    name: "draggableOnNestedScroll 0, the list's touch: the list flings", velocity: 800,
    options: ["draggableOnNestedScroll": 0], outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "draggableOnNestedScroll 0, the sheet's touch: the sheet settles", velocity: 800,
    owner: .sheet, options: ["draggableOnNestedScroll": 0], outcome: .sheetReleases),
]

// MARK: - flutter

private let flutterRows: [HandoffRow] = [
  HandoffRow(
    name: "handle", surface: .handle, sheet: -40, content: 0, after: .sheet, clause: "handle"),
  HandoffRow(
    name: "1: content that does not scroll", scrolls: false, sheet: -40, content: 0,
    after: .sheet, clause: "1"),
  HandoffRow(
    name: "0: no movement", movement: 0, sheet: 0, content: 0, after: .content, clause: "0"),
  HandoffRow(
    name: "2: the list scrolled, up: the list", movement: 40, sheet: 0, content: 40,
    after: .content, clause: "2"),
  HandoffRow(
    name: "2: the list scrolled, down: the list", sheet: 0, content: -40, after: .content,
    clause: "2"),
  HandoffRow(
    name: "2, 3: down past the top at max: the rest to the extent", index: 2, movement: -150,
    sheet: -50, content: -100, after: .sheet, clause: "2, 3"),
  HandoffRow(
    name: "2: down past the top at min: the rest lost", movement: -150, sheet: 0,
    content: -100, after: .content, clause: "2"),
  HandoffRow(
    name: "2: up at the list's end: lost", offset: 882.4, movement: 40, sheet: 0, content: 0,
    after: .content, clause: "2"),
  HandoffRow(
    name: "3: at min moving up: the extent", offset: 0, movement: 40, sheet: 40, content: 0,
    after: .sheet, clause: "3"),
  HandoffRow(
    name: "3, 4: at min, 500 up: 422 to the extent, 78 to the list", offset: 0, movement: 500,
    sheet: 422, content: 78, after: .content, clause: "3, 4"),
  HandoffRow(
    name: "3: between, down: the extent", index: 2, below: 100, offset: 0, sheet: -40,
    content: 0, after: .sheet, clause: "3"),
  HandoffRow(
    name: "3: between, up: the extent", index: 2, below: 100, offset: 0, movement: 40,
    sheet: 40, content: 0, after: .sheet, clause: "3"),
  HandoffRow(
    name: "3, 4: between, 150 up: 100 to max, 50 to the list", index: 2, below: 100, offset: 0,
    movement: 150, sheet: 100, content: 50, after: .content, clause: "3, 4"),
  HandoffRow(
    name: "3: at max moving down: the extent", index: 2, offset: 0, sheet: -40, content: 0,
    after: .sheet, clause: "3"),
  HandoffRow(
    name: "3: down past min: the extent to min, the rest lost", index: 2, below: 400,
    offset: 0, sheet: -22, content: 0, after: .sheet, clause: "3"),
  HandoffRow(
    name: "4: at max moving up: the list", index: 2, offset: 0, movement: 40, sheet: 0,
    content: 40, after: .content, clause: "4"),
  HandoffRow(
    name: "4: within 1 pt of max moving up: the list", index: 2, below: 0.5, offset: 0,
    movement: 40, sheet: 0, content: 40, after: .content, clause: "4"),
  HandoffRow(
    name: "4: at min moving down: nothing (the list at its top)", offset: 0, sheet: 0,
    content: 0, after: .content, clause: "4"),
  HandoffRow(
    name: "on edge is on the list: at min moving up, the extent", offset: 0, movement: 40,
    surface: .edge, sheet: 40, content: 0, after: .sheet, clause: "3"),
]

private let flutterReleases: [HandoffReleaseRow] = [
  HandoffReleaseRow(
    name: "no velocity at a snap size: nothing", velocity: 0, outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "no velocity between sizes: the sheet snaps", below: 30, velocity: 0,
    owner: .sheet, outcome: .sheetReleases),
  HandoffReleaseRow(
    name: "towards closed, the list scrolled: the list, no carry", velocity: -800,
    outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "towards closed at the list's top: the sheet", index: 2, offset: 0, velocity: -800,
    owner: .sheet, outcome: .sheetReleases),
  HandoffReleaseRow(
    name: "towards open at max: the list", index: 2, velocity: 800, outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "towards open below max: the sheet", velocity: 800, outcome: .sheetReleases),
]

// MARK: - deck

private let deckRows: [HandoffRow] = [
  HandoffRow(
    name: "handle", surface: .handle, sheet: -40, content: 0, after: .sheet, clause: "handle"),
  HandoffRow(
    name: "1: no scroll view", hasContent: false, scrolls: false, sheet: -40, content: 0,
    after: .sheet, clause: "1"),
  HandoffRow(
    name: "kept: the card moved earlier in this touch", owner: .sheet, sheet: -40, content: 0,
    after: .sheet, clause: "kept"),
  HandoffRow(
    name: "2: offset > 0, down: the list, dismissal off", sheet: 0, content: -40,
    after: .content, clause: "2"),
  HandoffRow(
    name: "2: offset > 0, up: the list", movement: 40, sheet: 0, content: 40, after: .content,
    clause: "2"),
  HandoffRow(
    name: "2, 3: down past the top: the rest to the card", movement: -150, sheet: -50,
    content: -100, after: .sheet, clause: "2, 3"),
  HandoffRow(
    name: "2: up at the list's end: lost", offset: 882.4, movement: 40, sheet: 0, content: 0,
    after: .content, clause: "2"),
  HandoffRow(
    name: "3: offset 0, down: the card", offset: 0, sheet: -40, content: 0, after: .sheet,
    clause: "3"),
  HandoffRow(
    name: "3: offset 0, up: the card does not move, the list scrolls", offset: 0, movement: 40,
    sheet: 0, content: 40, after: .content, clause: "3"),
  HandoffRow(
    name: "4: decelerating at offset 0: the touch catches the list", offset: 0,
    decelerating: true, sheet: 0, content: 0, after: .content, clause: "4"),
  HandoffRow(
    name: "4: decelerating, scrolled: the list", decelerating: true, sheet: 0, content: -40,
    after: .content, clause: "4"),
  HandoffRow(
    name: "edge: above the list, the list scrolled: nothing", surface: .edge, sheet: 0,
    content: 0, after: .content, clause: "edge"),
  HandoffRow(
    name: "edge: above the list at its top, down: the card", offset: 0, surface: .edge,
    sheet: -40, content: 0, after: .sheet, clause: "3"),
  HandoffRow(
    name: "edge: above the list at its top, up: nothing", offset: 0, movement: 40,
    surface: .edge, sheet: 0, content: 0, after: .content, clause: "edge"),
]

private let deckReleases: [HandoffReleaseRow] = [
  HandoffReleaseRow(
    name: "the card's touch: it goes back", velocity: -800, owner: .sheet,
    outcome: .sheetReleases),
  HandoffReleaseRow(
    name: "the list's touch towards closed: the overshoot carries the card", velocity: -800,
    outcome: .contentDecelerates, carries: true),
  HandoffReleaseRow(
    name: "the list's touch towards open: no carry", velocity: 800,
    outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "the list's touch, no velocity: no carry", velocity: 0, outcome: .contentDecelerates),
]

// MARK: - halfModal

private let halfModalRows: [HandoffRow] = [
  HandoffRow(
    name: "outside: on the handle", surface: .handle, sheet: -40, content: 0, after: .sheet,
    clause: "outside"),
  HandoffRow(
    name: "outside: on edge (the header)", surface: .edge, sheet: -40, content: 0,
    after: .sheet, clause: "outside"),
  HandoffRow(
    name: "1: no scroll view", hasContent: false, scrolls: false, sheet: -40, content: 0,
    after: .sheet, clause: "1"),
  HandoffRow(
    name: "1: scrolling off", movement: 40, scrolls: false, sheet: 40, content: 0,
    after: .sheet, clause: "1"),
  HandoffRow(
    name: "kept: the sheet had the finger", owner: .sheet, sheet: -40, content: 0,
    after: .sheet, clause: "kept"),
  HandoffRow(
    name: "2: scrolled, down: the list", sheet: 0, content: -40, after: .content, clause: "2"),
  HandoffRow(
    name: "2: at the top, down: the list bounces, the sheet stays", offset: 0, sheet: 0,
    content: 0, after: .content, clause: "2"),
  HandoffRow(
    name: "2: past the top: the rest is lost", movement: -150, sheet: 0, content: -100,
    after: .content, clause: "2"),
  HandoffRow(
    name: "2: at the end, up: lost", offset: 882.4, movement: 40, sheet: 0, content: 0,
    after: .content, clause: "2"),
  HandoffRow(
    name: "2: at the maximum height, up: the list", index: 2, offset: 0, movement: 40,
    sheet: 0, content: 40, after: .content, clause: "2"),
]

private let halfModalReleases: [HandoffReleaseRow] = [
  HandoffReleaseRow(
    name: "the list's touch: it decelerates", velocity: -800, outcome: .contentDecelerates),
  HandoffReleaseRow(
    name: "the sheet's touch: the release strategy", velocity: 800, owner: .sheet,
    outcome: .sheetReleases),
]

@Suite("Hand-off rules: material, flutter, deck, halfModal")
struct HandoffRulesBTests {
  @Test("every material clause on both sides of its condition", arguments: materialRows)
  fileprivate func material(_ row: HandoffRow) throws { try row.check(MaterialHandoff()) }

  @Test(
    "material's release: the list flings only when expanded or ignored", arguments: materialReleases
  )
  fileprivate func materialRelease(_ row: HandoffReleaseRow) throws {
    try row.check(MaterialHandoff())
  }

  @Test("material's options: defaults, names and their errors")
  func materialOptions() {
    #expect(HandoffRules.type(named: "material") == MaterialHandoff.self)
    #expect(
      HandoffRules.optionSpecs(for: "material").map(\.name) == [
        "draggable", "draggableOnNestedScroll",
      ])
    #expect(MaterialHandoff.options.map(\.defaultValue) == [1, 1])
    #expect(
      HandoffRules.problems(
        of: HandoffConfig(rule: "material", options: ["draggable": 0.5, "edgeHeight": 20]))
        == [
          ConfigProblem(
            path: "handoff.options.draggable", message: "expected 0 or 1 (off or on), got 0.5"),
          ConfigProblem(
            path: "handoff.options.edgeHeight",
            message:
              "unknown option of material (expected one of draggable, draggableOnNestedScroll)"),
        ])
  }

  @Test("material's clause texts and facts")
  func materialTexts() throws {
    let three = MaterialHandoff().step(try materialRows[7].input("material"))
    #expect(
      three.clause.text
        == "moving up past expanded: the sheet takes the finger up to expanded, the list scrolls the rest"
    )
    #expect(
      three.facts == [
        .init("offset", 100, "pt"), .init("max offset", 882.4, "pt"),
        .init("to expanded", 422, "pt"),
      ])
  }

  @Test("every flutter clause on both sides of its condition", arguments: flutterRows)
  fileprivate func flutter(_ row: HandoffRow) throws { try row.check(FlutterHandoff()) }

  @Test("flutter's release: goBallistic's four cases", arguments: flutterReleases)
  fileprivate func flutterRelease(_ row: HandoffReleaseRow) throws {
    try row.check(FlutterHandoff())
  }

  @Test("flutter has no options")
  func flutterOptions() {
    #expect(HandoffRules.type(named: "flutter") == FlutterHandoff.self)
    #expect(HandoffRules.optionSpecs(for: "flutter").isEmpty)
    #expect(
      HandoffRules.problems(of: HandoffConfig(rule: "flutter", options: ["snap": 1])) == [
        ConfigProblem(
          path: "handoff.options.snap", message: "unknown option of flutter (it has no options)")
      ])
  }

  @Test("every deck clause on both sides of its condition", arguments: deckRows)
  fileprivate func deck(_ row: HandoffRow) throws { try row.check(DeckHandoff()) }

  @Test("deck's release: the overshoot carries the card", arguments: deckReleases)
  fileprivate func deckRelease(_ row: HandoffReleaseRow) throws { try row.check(DeckHandoff()) }

  @Test("deck has no options")
  func deckOptions() {
    #expect(HandoffRules.type(named: "deck") == DeckHandoff.self)
    #expect(HandoffRules.optionSpecs(for: "deck").isEmpty)
    #expect(
      HandoffRules.problems(of: HandoffConfig(rule: "deck", options: ["dismissThreshold": 240]))
        == [
          ConfigProblem(
            path: "handoff.options.dismissThreshold",
            message: "unknown option of deck (it has no options)")
        ])
  }

  @Test("every halfModal clause on both sides of its condition", arguments: halfModalRows)
  fileprivate func halfModal(_ row: HandoffRow) throws { try row.check(HalfModalHandoff()) }

  @Test("halfModal's release: the default hook", arguments: halfModalReleases)
  fileprivate func halfModalRelease(_ row: HandoffReleaseRow) throws {
    try row.check(HalfModalHandoff())
  }

  @Test("halfModal has no options; the registry lists the four rules in order")
  func halfModalOptions() {
    #expect(HandoffRules.type(named: "halfModal") == HalfModalHandoff.self)
    #expect(HandoffRules.optionSpecs(for: "halfModal").isEmpty)
    let material = HandoffRules.names.firstIndex(of: "material") ?? 0
    #expect(
      Array(HandoffRules.names[material...].prefix(4)) == [
        "material", "flutter", "deck", "halfModal",
      ])
  }
}
