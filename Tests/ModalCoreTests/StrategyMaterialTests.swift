import Testing

@testable import ModalCore

// MARK: - material (Android BottomSheetBehavior)

/// COLLAPSED: a 200 pt peek (edge 644); HALF: the point keyed `half` (edge 422); EXPANDED:
/// edge 47. The middle between expanded and hidden (844) is 445.5; half a peek is 100 pt.
let materialSheet = strategySheet(
  [200, 422, 797], keys: [nil, "half", nil], release: ReleaseConfig(strategy: "material"))

let materialCases: [ReleaseCase] = [
  // fitToContents (the default): expanded and collapsed only.
  ReleaseCase(
    "upward velocity: expanded", edge: 500, velocity: 100, target: 3,
    facts: ["expanded edge": 47, "collapsed edge": 644, "peek height": 200, "fitToContents": 1],
    note: "velocity towards open: expanded (3)"),
  ReleaseCase(
    "no velocity, 0.58 peeks below collapsed and past the middle: hidden", edge: 760, target: 0,
    dismisses: true,
    facts: ["hide offset / peek": 0.58, "hide edge": 760, "middle edge": 445.5],
    note:
      "downward velocity 0 <= 500, but the top is past the middle: hidden (dismiss)"),
  ReleaseCase(
    "no velocity, 0.48 peeks below collapsed: no hiding, the nearest state", edge: 740,
    target: 1, facts: ["hide offset / peek": 0.48],
    note: "no velocity: the nearest state is collapsed (1)"),
  ReleaseCase(
    "the friction adds 0.1 s of the velocity: 740 + 16 is 0.56 peeks down: hidden", edge: 740,
    velocity: -160, target: 0, dismisses: true, facts: ["hide edge": 756, "hideFriction": 0.1],
    note: "the sheet should hide"),
  ReleaseCase(
    "skipCollapsed, 501 pt/s down: hidden", options: ["skipCollapsed": 1], edge: 400,
    velocity: -501, target: 0, dismisses: true,
    facts: ["significantVelocityThreshold": 500, "skipCollapsed": 1],
    note: "downward velocity 501 > 500: hidden (dismiss)"),
  ReleaseCase(
    "skipCollapsed, 499 pt/s down, above the middle: expanded", options: ["skipCollapsed": 1],
    edge: 400, velocity: -499, target: 3,
    note: "downward velocity 499 <= 500 and the top is not past the middle: expanded (3)"),
  ReleaseCase(
    "down from above the collapsed point: collapsed, never expanded", edge: 300, velocity: -200,
    target: 1, note: "velocity towards closed: collapsed (1)"),
  ReleaseCase(
    "above the collapsed point nothing hides", edge: 300, velocity: -200, target: 1,
    note: "the top is above the collapsed point: no hiding"),
  ReleaseCase(
    "not hideable: a fast release far down collapses", options: ["hideable": 0], edge: 800,
    velocity: -2000, target: 1, facts: ["hideable": 0], note: "not hideable: no hiding"),
  ReleaseCase(
    "no velocity, nearer expanded (253 < 344)", edge: 300, target: 3,
    note: "no velocity: the nearest state is expanded (3)"),
  ReleaseCase(
    "no velocity, a tie between expanded and collapsed: collapsed", edge: 345.5, target: 1,
    note: "the nearest state is collapsed (1)"),
  // fitToContents 0: the half point takes part.
  ReleaseCase(
    "half in use, up from below half: half", options: ["fitToContents": 0], edge: 500,
    velocity: 100, target: 2, facts: ["half edge": 422],
    note: "velocity towards open, the top below the half point: half (2)"),
  ReleaseCase(
    "half in use, up from above half: expanded", options: ["fitToContents": 0], edge: 400,
    velocity: 100, target: 3, note: "velocity towards open: expanded (3)"),
  ReleaseCase(
    "half in use, down, nearer half (122 < 344)", options: ["fitToContents": 0], edge: 300,
    velocity: -200, target: 2,
    note: "velocity towards closed: the nearer of half and collapsed is half (2)"),
  ReleaseCase(
    "half in use, down, nearer collapsed (104 < 118)", options: ["fitToContents": 0],
    edge: 540, velocity: -200, target: 1,
    note: "velocity towards closed: the nearer of half and collapsed is collapsed (1)"),
  ReleaseCase(
    "half in use, down, a tie: collapsed", options: ["fitToContents": 0], edge: 533,
    velocity: -200, target: 1, note: "the nearer of half and collapsed is collapsed (1)"),
  // onViewReleased with no velocity and half in use (BottomSheetBehavior.java @ ac7e18e
  // L2160-2190), tops measured from the container's top: collapsed 644, half 422. Above half
  // (top < 422): expanded when top < |top - 644|, i.e. below 322, so the boundary is half
  // the collapsed top, not the middle of expanded (47) and half (234.5).
  ReleaseCase(
    "half in use, no velocity, top 200 < |200 - 644| = 444: expanded",
    options: ["fitToContents": 0], edge: 200, target: 3, note: "no velocity, the top above half"),
  ReleaseCase(
    "half in use, no velocity, top 300 < 344: expanded (nearer half, but above 322)",
    options: ["fitToContents": 0], edge: 300, target: 3, note: "no velocity, the top above half"),
  ReleaseCase(
    "half in use, no velocity, top 321 < 323: expanded", options: ["fitToContents": 0],
    edge: 321, target: 3, note: "no velocity, the top above half"),
  ReleaseCase(
    "half in use, no velocity, top 322 = |322 - 644| (strict <): half",
    options: ["fitToContents": 0], edge: 322, target: 2, note: "no velocity, the top above half"),
  ReleaseCase(
    "half in use, no velocity, top 323 >= 321: half", options: ["fitToContents": 0], edge: 323,
    target: 2, note: "no velocity, the top above half"),
  // At or below half: half when |top - 422| < |top - 644| (below 533), a tie collapses.
  ReleaseCase(
    "half in use, no velocity, top 500: |78| < |144|: half", options: ["fitToContents": 0],
    edge: 500, target: 2, note: "no velocity, the top at or below half"),
  ReleaseCase(
    "half in use, no velocity, top 532: |110| < |112|: half", options: ["fitToContents": 0],
    edge: 532, target: 2, note: "no velocity, the top at or below half"),
  ReleaseCase(
    "half in use, no velocity, top 533: a tie (111 = 111) collapses",
    options: ["fitToContents": 0], edge: 533, target: 1, note: "is collapsed (1)"),
  ReleaseCase(
    "half in use, skipCollapsed, slow above the middle: the nearer of expanded and half",
    options: ["fitToContents": 0, "skipCollapsed": 1], edge: 300, velocity: -499, target: 2,
    note: "the nearer of expanded and half is half (2)"),
  ReleaseCase(
    "half in use, skipCollapsed, slow near the top: expanded",
    options: ["fitToContents": 0, "skipCollapsed": 1], edge: 100, velocity: -100, target: 3,
    note: "the nearer of expanded and half is expanded (3)"),
  ReleaseCase(
    "half in use, skipCollapsed, slow past the middle: hidden",
    options: ["fitToContents": 0, "skipCollapsed": 1], edge: 500, velocity: -100, target: 0,
    dismisses: true, note: "but the top is past the middle: hidden (dismiss)"),
  ReleaseCase(
    "significantVelocityThreshold 1000: 501 pt/s is not significant",
    options: ["skipCollapsed": 1, "significantVelocityThreshold": 1000], edge: 400,
    velocity: -501, target: 3, note: "downward velocity 501 <= 1000"),
]

@Suite("Strategy: material (BottomSheetBehavior)")
struct StrategyMaterialTests {
  @Test("every branch of the rule", arguments: materialCases)
  func branches(_ release: ReleaseCase) {
    release.check("material", on: materialSheet)
  }

  @Test("fitToContents excludes the half point; other points are no Material state")
  func candidates() {
    let config = strategySheet(
      [200, 300, 422, 797], keys: [nil, nil, "half", nil],
      release: ReleaseConfig(strategy: "material"))
    let record = MaterialRelease().decide(releaseInput(config, edge: 500, velocity: 100)).record
    #expect(record.candidates[0].edge == 844 && record.candidates[0].excluded == nil)
    #expect(
      record.candidates[2].excluded == "not a Material state (expanded, half, collapsed, hidden)")
    #expect(record.candidates[3].excluded == "fitToContents: no half-expanded state")
    #expect(record.fact("half edge") == nil)
  }

  @Test("without a point keyed half, fitToContents 0 has no half state")
  func noHalfKey() {
    var config = strategySheet([200, 422, 797], release: ReleaseConfig(strategy: "material"))
    config.release.options = ["fitToContents": 0]
    let up = MaterialRelease().decide(releaseInput(config, edge: 500, velocity: 100))
    #expect(up.target == 3)
    let down = MaterialRelease().decide(releaseInput(config, edge: 300, velocity: -200))
    #expect(down.target == 1)
  }
}

// MARK: - deck (DeckTransition)

/// The card on iphone-14: top at 47 + 8 = 55, so 789 pt tall, one base point.
let deckCard = strategySheet([789], release: ReleaseConfig(strategy: "deck"), overdrag: .deck)

@Suite("Strategy: deck (DeckTransition)")
struct StrategyDeckTests {
  @Test(
    "a release returns to the presented point whatever the velocity",
    arguments: [
      ReleaseCase(
        "95.34 pt down, flung down", edge: 150.34, velocity: -3000, target: 1,
        facts: ["travel down": 95.34], note: "back to the presented point (1)"),
      ReleaseCase(
        "a little up, flung up", edge: 55, velocity: 3000, target: 1,
        facts: ["dismissThreshold": 240], note: "the velocity is not used"),
    ])
  func release(_ release: ReleaseCase) {
    release.check("deck", on: deckCard)
  }

  @Test(
    "dismisses during the drag from 240 pt down",
    arguments: [
      (-239.0, [String: Double](), false), (-240, [:], true), (-241, [:], true), (100, [:], false),
      (-99, ["dismissThreshold": 100], false), (-100, ["dismissThreshold": 100], true),
    ])
  func duringDrag(travel: Double, options: [String: Double], dismisses: Bool) {
    var config = deckCard
    config.release.options = options
    let input = releaseInput(config, edge: 55 - travel)
    #expect(DeckRelease().dismissesDuringDrag(travel: travel, input: input) == dismisses)
  }

  @Test("only the deck may dismiss during a drag; the others say so and never do")
  func onlyDeckDismissesDuringDrag() {
    let input = releaseInput(deckCard, edge: 55)
    for name in ReleaseConfig.strategyNames {
      let strategy = ReleaseStrategies.strategy(for: ReleaseConfig(strategy: name))
      #expect(strategy.mayDismissDuringDrag == (name == "deck"), "\(name)")
      if !strategy.mayDismissDuringDrag {
        for travel in [-10_000.0, -241, 0, 241] {
          #expect(!strategy.dismissesDuringDrag(travel: travel, input: input), "\(name)")
        }
      }
    }
  }

  @Test("the friction curve moves the card, exact frames; 241 pt down dismisses in the drag")
  func dragThroughTheManager() throws {
    var m = try Manager(config: deckCard)
    _ = try m.apply(.present(nil, animated: false))
    expectRect(m.frame, 0, 55, 390, 789)
    _ = try m.apply(.dragMove(amount: 50, secondary: 0))
    expectRect(m.frame, 0, 55, 390, 789, "upward travel does not move the card")
    _ = try m.apply(.dragMove(amount: -150, secondary: 0))  // t = 100
    expectRect(m.frame, 0, 105, 390, 789)
    _ = try m.apply(.dragMove(amount: -20, secondary: 0))  // t = 120
    expectRect(m.frame, 0, 115, 390, 789)
    _ = try m.apply(.dragMove(amount: -80, secondary: 0))  // t = 200
    expectRect(m.frame, 0, 140.64, 390, 789)
    _ = try m.apply(.dragMove(amount: -39, secondary: 0))  // t = 239
    expectRect(m.frame, 0, 150.34, 390, 789)
    #expect(m.gesture != nil && m.state == .gestureDragging)
    _ = try m.apply(.dragMove(amount: -2, secondary: 0))  // t = 241
    #expect(m.gesture == nil)
    #expect(m.state == .dismissingGesture)
    #expect(m.animation?.target == 0)
    let record = try #require(m.lastRelease)
    #expect(record.strategy == "deck" && record.dismisses && record.target == 0)
    expectClose(try #require(record.fact("travel down")), 241)
    #expect(record.adjustments == ["travel down 241 >= 240: dismissed during the drag"])
  }

  @Test("released at 239 pt down, the card springs back to its place")
  func releaseBeforeTheThreshold() throws {
    var m = try Manager(config: deckCard)
    _ = try m.apply(.present(nil, animated: false))
    _ = try m.apply(.dragMove(amount: -239, secondary: 0))
    expectRect(m.frame, 0, 150.34, 390, 789)
    _ = try m.apply(.dragEnd(velocity: -3000))
    #expect(m.state == .snappingFromGestureDragging)
    #expect(m.animation?.target == 1)
    let record = try #require(m.lastRelease)
    #expect(record.target == 1 && !record.dismisses)
    // The finger's travel, not the card's 95.34 pt.
    expectClose(try #require(record.fact("travel down")), 239)
    _ = m.settleAnimation()
    expectRect(m.frame, 0, 55, 390, 789)
  }
}

// MARK: - halfModal

/// The default height 300 (edge 544), the maximum H - 47 = 797 (edge 47); dismissHeight 295.
let halfModalSheet = strategySheet([300, 797], release: ReleaseConfig(strategy: "halfModal"))

let halfModalCases: [ReleaseCase] = [
  ReleaseCase(
    "below dismissHeight: dismiss", edge: 550, target: 0, dismisses: true,
    facts: ["height": 294, "dismissHeight": 295, "default height": 300, "maximum height": 797],
    note: "height 294 < dismissHeight 295: dismiss"),
  ReleaseCase(
    "just above dismissHeight: the default height", edge: 548, target: 1,
    note: "height 296 is from dismissHeight to the default height 300: the default height (1)"),
  ReleaseCase(
    "exactly dismissHeight does not dismiss", edge: 549, target: 1,
    note: "height 295 is from dismissHeight"),
  ReleaseCase(
    "above the default height dragging up: the maximum", edge: 400, velocity: -5000, start: 1,
    target: 2, facts: ["travel": 144, "scrollingEnabled": 1],
    note: "height 444 > the default height, dragging up: the maximum height (2)"),
  ReleaseCase(
    "above the default height dragging down: the default", edge: 400, start: 2, target: 1,
    facts: ["travel": -353],
    note: "height 444 > the default height, dragging down: the default height (1)"),
  ReleaseCase(
    "scrolling off: dragging up goes to the default", options: ["scrollingEnabled": 0],
    edge: 400, start: 1, target: 1,
    note: "dragging up, but scrolling is off: the default height (1)"),
  ReleaseCase(
    "at the maximum without travel: the maximum", edge: 47, start: 2, target: 2,
    note: "no net travel: the maximum height (2)"),
  ReleaseCase(
    "dismissHeight 200: 244 pt is kept", options: ["dismissHeight": 200], edge: 600, target: 1,
    facts: ["dismissHeight": 200], note: "the default height (1)"),
]

@Suite("Strategy: halfModal")
struct StrategyHalfModalTests {
  @Test("every branch of the rule", arguments: halfModalCases)
  func branches(_ release: ReleaseCase) {
    release.check("halfModal", on: halfModalSheet)
  }
}
