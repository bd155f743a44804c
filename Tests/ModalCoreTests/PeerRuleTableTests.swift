import ModalTestSupport
import Testing

@testable import ModalCore

// Every threshold of the peers' rules as their sources state them, a case on each side, the
// expected values worked out by hand from the source (the arithmetic is in each row's
// comment). iphone-14 in portrait: 390 x 844, safe area top 47 / bottom 34, a 3x screen.

private let phone = Environment(device: .iphone14, orientation: .portrait)

/// The manager of a built-in preset on iphone-14, presented at `index` without animating.
private func presented(
  _ preset: String, at index: Int, edit: (inout ModalConfig) -> Void = { _ in }
) throws -> Manager {
  var config = try #require(try BuiltinPresets.document(named: preset)).config.defaultConfig
  edit(&config)
  var manager = try Manager(config: config, environment: phone)
  _ = try manager.apply(.present(.index(index), animated: false))
  return manager
}

/// One drag on the handle of a preset and where it leaves the sheet.
struct DragRow: CustomTestStringConvertible, Sendable {
  var name: String
  var preset: String
  var index: Int
  var options: [String: Double] = [:]
  var overdrag: Overdrag? = nil
  /// The content's length, when the row changes it.
  var content: Double? = nil
  var drags: [Double]
  var y: Double
  var dim: Double? = nil
  var testDescription: String { name }
}

private let dragRows: [DragRow] = [
  // PanModal (PanModalPresentationController.swift @ 76ab89f L654-655): origin.y =
  // max(yPos, anchoredYPosition), anchoredYPosition the long form's y 68 by default.
  DragRow(
    name: "PanModal: 40 pt up at the long form stays at 68", preset: "panmodal", index: 2,
    drags: [40], y: 68),
  DragRow(
    name: "PanModal: 40 down then 39 up stays below the long form, y 69",
    preset: "panmodal", index: 2, drags: [-40, 39], y: 69),
  // anchorModalToLongForm 0: anchoredYPosition is topOffset, 47 + 21 = 68 (L90-93), which is
  // also the preset's long form (its 1200 pt list reaches maxHeight): no movement above 68.
  DragRow(
    name: "PanModal, anchorModalToLongForm 0, long form at topOffset: stays at 68",
    preset: "panmodal", index: 2, options: ["anchorModalToLongForm": 0], drags: [40], y: 68),
  // With a 400 pt list the long form is 434 pt tall (y 410), the short form 334 (y 510).
  // Anchored: no movement above 410.
  DragRow(
    name: "PanModal, 400 pt list: 40 pt up at the long form stays at 410", preset: "panmodal",
    index: 2, content: 400, drags: [40], y: 410),
  // anchorModalToLongForm 0: above the long form the movement is halved (L580-585, the
  // preset's linearTop 0.5): 410 - 40 / 2 = 390; and stopped at topOffset 68: 410 - 1200 / 2
  // = -190 -> 68.
  DragRow(
    name: "PanModal, 400 pt list, anchorModalToLongForm 0: 40 pt up moves 20, y 390",
    preset: "panmodal", index: 2, options: ["anchorModalToLongForm": 0], content: 400,
    drags: [40], y: 390),
  DragRow(
    name: "PanModal, 400 pt list, anchorModalToLongForm 0: 1200 pt up stops at topOffset 68",
    preset: "panmodal", index: 2, options: ["anchorModalToLongForm": 0], content: 400,
    drags: [1200], y: 68),
  // FloatingPanel (Behavior.swift @ 7efcc76 L80-82): no rubber band by default, 1:1 past full
  // (y 65): 65 - 100 = -35; opted in, (1 - 1 / (100 x 0.55 / 844 + 1)) x 844 = 51.635.
  DragRow(
    name: "FloatingPanel: 100 pt past full moves 1:1, y -35", preset: "floatingpanel",
    index: 3, drags: [100], y: -35),
  DragRow(
    name: "FloatingPanel, rubber banding on: y 65 - 51.635", preset: "floatingpanel",
    index: 3, overdrag: .rubberBand, drags: [100], y: 65 - 51.635),
  DragRow(
    name: "FloatingPanel: 100 pt down from full, 1:1, y 165", preset: "floatingpanel",
    index: 3, drags: [-100], y: 165),
  // ModalKit (MKPresentationController.swift @ 0bf4aed L517-524): never above
  // maxPossibleOrigin = 844 - (844 - 47) = 47.
  DragRow(
    name: "ModalKit: 30 pt up at large (y 47) stays at 47", preset: "modalkit", index: 3,
    drags: [30], y: 47),
  DragRow(
    name: "ModalKit: from medium (y 422) 374 pt up: y 48", preset: "modalkit", index: 2,
    drags: [374], y: 48),
  DragRow(
    name: "ModalKit: from medium 376 pt up: capped at 47", preset: "modalkit", index: 2,
    drags: [376], y: 47),
  // dragResistance 0.5 (overdrag linearTop 0.5): the movement past the tallest size is halved
  // but still capped: 40 down then 60 up from large: 47 + 40 - 40 - 20 x 0.5 -> 47 at most.
  DragRow(
    name: "ModalKit, dragResistance 0.5: capped at 47 all the same", preset: "modalkit",
    index: 3, overdrag: .linearTop(0.5), drags: [-40, 60], y: 47),
]

/// Flutter's snap sizes 211, 422 and 844 on iphone-14 (y 633, 422, 0); the sheet cannot be
/// dismissed (the undershoot is no snap size), as in the `flutter` preset.
private let flutterSheet: ModalConfig = {
  var flags = ManagerFlags()
  flags.overrideShouldSnapToUnderShootSnapPoint = false
  return strategySheet(
    [211, 422, 844], keys: ["quarter", "half", "full"],
    release: ReleaseConfig(strategy: "flutter"), flags: flags)
}()

/// One release of the flutter strategy.
struct FlutterRow: CustomTestStringConvertible, Sendable {
  var name: String
  var edge: Double
  var velocity: Double
  var ratio = 3.0
  var target: Int
  var testDescription: String { name }
}

private let flutterRows: [FlutterRow] = [
  // toleranceFor: 1 / (0.05 x 3) = 6.6667 pt/s; at y 412 (size 432) half is 10 below, full
  // 412 above.
  FlutterRow(
    name: "3x: 6.66 pt/s is no velocity: nearest, half", edge: 412, velocity: 6.66,
    target: 2),
  FlutterRow(
    name: "3x: 6.67 pt/s > 6.6667: the next size up, full", edge: 412, velocity: 6.67,
    target: 3),
  // 2x: 1 / (0.05 x 2) = 10; at or below counts as none.
  FlutterRow(
    name: "2x: 10 pt/s (<= 10) is no velocity: half", edge: 412, velocity: 10,
    ratio: 2, target: 2),
  FlutterRow(name: "2x: 10.01 pt/s: full", edge: 412, velocity: 10.01, ratio: 2, target: 3),
  FlutterRow(
    name: "3x: -6.67 pt/s: the previous size, half", edge: 300, velocity: -6.67,
    target: 2),
  // Ties: size 316.5 (y 527.5) is 105.5 from 211 and 422: the larger; 316.4 is nearer 211.
  FlutterRow(
    name: "a tie (105.5 each way) goes to the larger size", edge: 527.5, velocity: 0,
    target: 2),
  FlutterRow(name: "size 316.4: 105.4 < 105.6, the smaller", edge: 527.6, velocity: 0, target: 1),
  // From exactly a size (position == nextSize): up moves on, down goes to the previous one.
  FlutterRow(name: "from exactly half, up: full", edge: 422, velocity: 100, target: 3),
  FlutterRow(name: "from exactly half, down: quarter", edge: 422, velocity: -100, target: 1),
  FlutterRow(
    name: "from exactly quarter (the first size), down: quarter", edge: 633,
    velocity: -3000, target: 1),
  FlutterRow(
    name: "from exactly full (no size after it), up: full", edge: 0, velocity: 100,
    target: 3),
  FlutterRow(name: "1 pt above half, up: full", edge: 421, velocity: 100, target: 3),
]

/// materialSheet (collapsed top 644, half 422, expanded 47) with the half point in use.
private let materialWithHalf: ModalConfig = {
  var config = materialSheet
  config.release = ReleaseConfig(strategy: "material", options: ["fitToContents": 0])
  return config
}()

/// One release after a nested scroll.
struct NestedRow: CustomTestStringConvertible, Sendable {
  var name: String
  var edge: Double
  var velocity: Double
  var direction: Double?
  var target: Int
  var testDescription: String { name }
}

private let nestedRows: [NestedRow] = [
  // onStopNestedScroll (L903-970): lastNestedScrollDy decides, not the velocity.
  NestedRow(
    name: "top 400, last step up, released downwards: up, above half: expanded",
    edge: 400, velocity: -300, direction: 1, target: 3),
  NestedRow(
    name: "the same release after a drag on the sheet: down, nearer half",
    edge: 400, velocity: -300, direction: nil, target: 2),
  NestedRow(
    name: "top 450, last step up: below half: half", edge: 450, velocity: 0,
    direction: 1, target: 2),
  // Down: the nearer of half and collapsed: |300 - 422| = 122 < 344.
  NestedRow(
    name: "top 300, last step down, released upwards: half", edge: 300, velocity: 300,
    direction: -1, target: 2),
  NestedRow(
    name: "the same release after a drag on the sheet: up: expanded", edge: 300,
    velocity: 300, direction: nil, target: 3),
  // No movement: onViewReleased's zero-velocity rule: 300 < |300 - 644|: expanded.
  NestedRow(
    name: "top 300, last step none: expanded", edge: 300, velocity: 0, direction: 0,
    target: 3),
  NestedRow(
    name: "at expanded (top 47), last step down: expanded", edge: 47, velocity: -100,
    direction: -1, target: 3),
  // shouldHide: 760 + 0.1 x 600 = 820, (820 - 644) / 200 = 0.88 > 0.5: hidden.
  NestedRow(
    name: "top 760, last step down at 600 pt/s: hidden", edge: 760, velocity: -600,
    direction: -1, target: 0),
  // 650 + 0.1 x 100 = 660, 16 / 200 = 0.08: not hidden; down: collapsed (|228| > |6|).
  NestedRow(
    name: "top 650, last step down at 100 pt/s: collapsed", edge: 650, velocity: -100,
    direction: -1, target: 1),
]

@Suite("The peers' rules at every threshold, as their sources state them")
struct PeerRuleTableTests {
  @Test("drag limits and dim", arguments: dragRows)
  func drag(_ row: DragRow) throws {
    var m = try presented(row.preset, at: row.index) { config in
      for (name, value) in row.options { config.handoff.options[name] = value }
      if let overdrag = row.overdrag { config.overdrag = overdrag }
      if let length = row.content { config.content?.length = length }
    }
    for amount in row.drags { _ = try m.apply(.dragMove(amount: amount, secondary: 0)) }
    expectClose(m.frame.y, row.y, tolerance: 0.001)
    if let dim = row.dim { expectClose(m.values[.backgroundOpacity], dim, tolerance: 0.000001) }
  }

  @Test("PanModal's viewport: 844 - 68 - 34 = 742 at both forms; 1200 pt scroll 458")
  func panModalViewport() throws {
    for index in [1, 2] {
      let m = try presented("panmodal", at: index)
      expectClose(m.contentViewport ?? 0, 742)
      expectClose(m.contentMaxOffset ?? 0, 1200 - 742)
    }
    // anchorModalToLongForm 0: the anchor is topOffset (68), here the long form too: 742.
    let m = try presented("panmodal", at: 2) { $0.handoff.options["anchorModalToLongForm"] = 0 }
    expectClose(m.contentViewport ?? 0, 742)
    // A 200 pt list: anchored at the long form (y 610) the scroll view is 234 - 34 = 200 tall
    // (nothing to scroll); at topOffset, 844 - 68 - 34 = 742.
    let short = try presented("panmodal", at: 2) { $0.content?.length = 200 }
    expectClose(short.contentViewport ?? 0, 200)
    let free = try presented("panmodal", at: 2) {
      $0.content?.length = 200
      $0.handoff.options["anchorModalToLongForm"] = 0
    }
    expectClose(free.contentViewport ?? 0, 742)
  }

  @Test("Flutter's snapping", arguments: flutterRows)
  func flutter(_ row: FlutterRow) {
    var input = releaseInput(flutterSheet, edge: row.edge, velocity: row.velocity, start: 2)
    input.devicePixelRatio = row.ratio
    let decision = FlutterRelease().decide(input)
    #expect(decision.target == row.target)
    #expect(!decision.dismisses)
  }

  @Test("the tolerance of each device table scale: 2x 10, 3x 6.6667")
  func tolerance() {
    #expect(Device.iphoneSE.scale == 2)
    #expect(Device.iphone14.scale == 3)
    #expect(Device.ipadAir.scale == 2)
    #expect(Device.custom(width: 400, height: 800).scale == 3)
    #expect(Device.custom(width: 800, height: 1200, idiom: .pad).scale == 2)
    #expect(Device.custom(width: 400, height: 800, scale: 2).scale == 2)
    // `size WxH` keeps the scale of the device it starts from (the SE's 2x).
    let se = Environment(device: .iphoneSE, orientation: .portrait)
    #expect((try? se.applying(.size(width: 400, height: 800)))?.0.device.scale == 2)
    expectClose(FlutterRelease.velocityTolerance(devicePixelRatio: 2), 10)
    expectClose(FlutterRelease.velocityTolerance(devicePixelRatio: 3), 1 / 0.15)
  }

  @Test("Material after a nested scroll", arguments: nestedRows)
  func material(_ row: NestedRow) {
    var input = releaseInput(materialWithHalf, edge: row.edge, velocity: row.velocity, start: 2)
    input.nestedScrollDirection = row.direction
    let decision = MaterialRelease().decide(input)
    #expect(decision.target == row.target)
    #expect(decision.dismisses == (row.target == 0))
  }

  @Test("a touch on the content records its last step's direction for Material")
  func nestedDirection() throws {
    var m = try presented("material", at: 2)
    _ = try m.apply(.dragContent(amount: 30, secondary: 0))
    #expect(m.touch?.lastDirection == 1)
    _ = try m.apply(.dragContent(amount: -10, secondary: 0))
    #expect(m.touch?.lastDirection == -1)
  }

  @Test("every peer rule has a pinned source; the model's own and Apple's have none")
  func sources() {
    for name in ReleaseStrategies.names {
      let own = ["nearest", "distance", "appleSheet"].contains(name)
      #expect((ReleaseStrategies.source(of: name) == nil) == own, "\(name)")
    }
    for name in HandoffRules.names {
      #expect((HandoffRules.source(of: name) == nil) == (name == "apple"), "\(name)")
    }
    #expect(
      ReleaseStrategies.source(of: "momentum")?.citation
        == "FloatingPanel Sources/Core.swift@7efcc76 L1051-1106")
  }

  @Test("docs/model.md's table of peer rules is PeerRuleSources.markdownTable()")
  func table() throws {
    let section = DocSection(
      "docs/model.md", begin: "<!-- peer rules: generated from", end: "<!-- peer rules end -->")
    let generated = PeerRuleSources.markdownTable()
    #expect(try section.documented(generated) == generated)
  }
}
