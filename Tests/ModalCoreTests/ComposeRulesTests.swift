import ModalTestSupport
import Testing

@testable import ModalCore

// Compose Material 3's ModalBottomSheet (the `compose` preset, release and hand-off rules), on
// both sides of each threshold, the values worked out by hand from the source
// (brahmkshatriya/compose-native @ bba6ae4, AnchoredDraggable.kt L1483-1513, L1620-1648, L1714;
// BottomSheet.kt L293-327, L417-441; SheetDefaults.kt L580-582, L634-698).
//
// iphone-14 portrait (390 x 844, safe 47 / 34): the 600 pt content makes the sheet 47 + 48 +
// 600 + 34 = 729 tall, so Expanded is at y 844 - 729 = 115, PartiallyExpanded at 844 / 2 = 422
// and Hidden at 844. pixel-9 (412 x 923 dp, status bar 52, navigation bar 16): 52 + 48 + 600 +
// 16 = 716, Expanded at 923 - 716 = 207, PartiallyExpanded at 461.5.

/// One drag on the sheet of the compose preset and where its release lands.
struct ComposeReleaseRow: CustomTestStringConvertible, Sendable {
  var name: String
  var device = "iphone-14"
  var start: Int
  var options: [String: Double] = [:]
  var content: Double? = nil
  /// The drag (positive = up) and the release velocity (pt/s, positive = up).
  var drag: Double
  var velocity: Double
  var target: Int
  var y: Double
  var dismisses = false
  var testDescription: String { name }

  func run() throws -> Manager {
    var config = try #require(try BuiltinPresets.document(named: "compose")).config.defaultConfig
    for (name, value) in options { config.release.options[name] = value }
    if let content { config.content?.length = content }
    let device = try #require(Device.named(self.device))
    var m = try Manager(config: config, environment: Environment(device: device))
    _ = try m.apply(.present(.index(start), animated: false))
    _ = try m.apply(.dragMove(amount: drag, secondary: 0))
    _ = try m.apply(.dragEnd(velocity: velocity))
    _ = try m.apply(.settle)
    return m
  }
}

private let releaseRows: [ComposeReleaseRow] = [
  // Positional: 55 dp from PartiallyExpanded (422) is short of 56: back to it.
  ComposeReleaseRow(
    name: "up 55 at 100 pt/s: short of 56 dp, back to 1", start: 1, drag: 55, velocity: 100,
    target: 1, y: 422),
  ComposeReleaseRow(
    name: "up 56 at 100 pt/s: at the 56 dp threshold, on to 2", start: 1, drag: 56,
    velocity: 100, target: 2, y: 115),
  // Velocity: 125 dp/s decides the direction whatever the distance; 124 does not.
  ComposeReleaseRow(
    name: "up 10 at 125 pt/s: the velocity threshold, on to 2", start: 1, drag: 10,
    velocity: 125, target: 2, y: 115),
  ComposeReleaseRow(
    name: "up 10 at 124 pt/s: below it, 10 < 56, back to 1", start: 1, drag: 10, velocity: 124,
    target: 1, y: 422),
  ComposeReleaseRow(
    name: "down 55 at -100 pt/s: back to 1", start: 1, drag: -55, velocity: -100, target: 1,
    y: 422),
  ComposeReleaseRow(
    name: "down 56 at -100 pt/s: Hidden, dismissed", start: 1, drag: -56, velocity: -100,
    target: 0, y: 844, dismisses: true),
  ComposeReleaseRow(
    name: "down 10 at -125 pt/s: Hidden, dismissed", start: 1, drag: -10, velocity: -125,
    target: 0, y: 844, dismisses: true),
  ComposeReleaseRow(
    name: "down 10 at -124 pt/s: back to 1", start: 1, drag: -10, velocity: -124, target: 1,
    y: 422),
  // The threshold counts from the anchor behind the sheet, not from where the drag began:
  // from Expanded (115) down 340 to 455 is 33 past PartiallyExpanded (back to it); down 400 to
  // 515 is 93 past it (on to Hidden).
  ComposeReleaseRow(
    name: "from 2 down 340 at -100: 33 past 1, back to 1", start: 2, drag: -340,
    velocity: -100, target: 1, y: 422),
  ComposeReleaseRow(
    name: "from 2 down 400 at -100: 93 past 1, Hidden", start: 2, drag: -400, velocity: -100,
    target: 0, y: 844, dismisses: true),
  // No velocity: the closest anchor. 422 - 268 = 154 from 1, 153 from 2 (115): 2.
  ComposeReleaseRow(
    name: "up 154 at 0: 153 from 2, 154 from 1: 2", start: 1, drag: 154, velocity: 0,
    target: 2, y: 115),
  ComposeReleaseRow(
    name: "up 153 at 0: 153 from 1, 154 from 2: 1", start: 1, drag: 153, velocity: 0,
    target: 1, y: 422),
  // skipPartiallyExpanded: from Expanded down 300 (415) at -100: 300 past Expanded: Hidden.
  ComposeReleaseRow(
    name: "skipPartiallyExpanded: from 2 down 300 at -100: Hidden", start: 2,
    options: ["skipPartiallyExpanded": 1], drag: -300, velocity: -100, target: 0, y: 844,
    dismisses: true),
  ComposeReleaseRow(
    name: "skipPartiallyExpanded: from 2 down 55 at -100: back to 2", start: 2,
    options: ["skipPartiallyExpanded": 1], drag: -55, velocity: -100, target: 2, y: 115),
  // A 200 pt content: the sheet (329) is not taller than half (422): no PartiallyExpanded; 1
  // meets 2 at y 515. Down 60 from 2 at -100: 60 past Expanded: Hidden.
  ComposeReleaseRow(
    name: "200 pt content: down 60 at -100 from 2: Hidden", start: 2, content: 200, drag: -60,
    velocity: -100, target: 0, y: 844, dismisses: true),
  ComposeReleaseRow(
    name: "200 pt content: down 50 at -100 from 2: back to 2", start: 2, content: 200,
    drag: -50, velocity: -100, target: 2, y: 515),
  // skipHiddenState: a fast downward release from 1 stays at 1 (no anchor below).
  ComposeReleaseRow(
    name: "skipHiddenState: down 10 at -125 from 1: stays at 1", start: 1,
    options: ["skipHiddenState": 1], drag: -10, velocity: -125, target: 1, y: 422),
  // pixel-9: dp are the model's unit; the same thresholds, other anchors (207, 461.5).
  ComposeReleaseRow(
    name: "pixel-9: up 55 at 100: back to 1", device: "pixel-9", start: 1, drag: 55,
    velocity: 100, target: 1, y: 461.5),
  ComposeReleaseRow(
    name: "pixel-9: up 56 at 100: on to 2", device: "pixel-9", start: 1, drag: 56,
    velocity: 100, target: 2, y: 207),
  ComposeReleaseRow(
    name: "pixel-9: down 10 at -125: Hidden", device: "pixel-9", start: 1, drag: -10,
    velocity: -125, target: 0, y: 923, dismisses: true),
  ComposeReleaseRow(
    name: "pixel-9: down 10 at -124: back to 1", device: "pixel-9", start: 1, drag: -10,
    velocity: -124, target: 1, y: 461.5),
]

@Suite("Compose Material 3's sheet")
struct ComposeRulesTests {
  @Test("the release on both sides of 56 dp and 125 dp/s", arguments: releaseRows)
  func release(_ row: ComposeReleaseRow) throws {
    let m = try row.run()
    let record = try #require(m.lastRelease)
    #expect(record.target == row.target, "\(record.adjustments)")
    #expect(record.dismisses == row.dismisses)
    if !row.dismisses {
      #expect(m.currentIndex == row.target)
      expectClose(m.frame.y, row.y)
    }
  }

  @Test("the preset's anchors on iphone-14 and pixel-9")
  func anchors() throws {
    let config = try #require(try BuiltinPresets.document(named: "compose")).config.defaultConfig
    for (name, partial, expanded, width) in [
      ("iphone-14", 422.0, 115.0, 390.0), ("pixel-9", 461.5, 207.0, 412.0),
      ("pixel-9-pro-xl", 499.0, 282.0, 448.0), ("galaxy-s25", 416.0, 116.0, 384.0),
    ] {
      let device = try #require(Device.named(name))
      let i = Interpolator(config: config, environment: Environment(device: device))
      expectClose(i.points[1].rect.y, partial)
      expectClose(i.points[2].rect.y, expanded)
      expectClose(i.points[2].rect.width, width)
    }
  }

  @Test("imePadding: the anchors in the container above a 300 pt keyboard")
  func keyboard() throws {
    let config = try #require(try BuiltinPresets.document(named: "compose")).config.defaultConfig
    // iphone-14 with a 300 pt keyboard: the container ends at 544; the sheet is 47 + 48 + 600
    // (the bottom inset consumed by the padding) = 695, so Expanded is the whole 544 (y 0)
    // and PartiallyExpanded half of it, 272 tall at y 544 - 272 = 272.
    let i = Interpolator(
      config: config, environment: Environment(device: .iphone14, keyboardHeight: 300))
    expectClose(i.points[1].rect.y, 272)
    expectClose(i.points[1].rect.height, 272)
    expectClose(i.points[2].rect.y, 0)
    expectClose(i.points[2].rect.height, 544)
    // Without a keyboard the bottom inset is part of the sheet: 729 tall, y 115.
    let bare = Interpolator(config: config, environment: Environment(device: .iphone14))
    expectClose(bare.points[2].rect.height, 729)
  }

  @Test("sheetMaxWidth: 640 dp, centred in landscape on ipad-pro-13")
  func maxWidth() throws {
    let config = try #require(try BuiltinPresets.document(named: "compose")).config.defaultConfig
    let i = Interpolator(
      config: config, environment: Environment(device: .ipadPro13, orientation: .landscape))
    expectClose(i.points[2].rect.width, 640)
    expectClose(i.points[2].rect.x, (1366 - 640) / 2)
  }

  @Test("the Android devices' dp sizes, insets and scales")
  func devices() throws {
    let pixel = try #require(Device.named("pixel-9"))
    #expect(pixel.portraitSize == Size(width: 412, height: 923))
    #expect(pixel.portraitSafeArea == EdgeInsets(top: 52, bottom: 16))
    #expect(pixel.scale == 2.625)
    #expect(
      try #require(Device.named("pixel-9-pro-xl")).portraitSize == Size(width: 448, height: 998))
    let galaxy = try #require(Device.named("galaxy-s25"))
    #expect(galaxy.portraitSize == Size(width: 384, height: 832))
    #expect(galaxy.scale == 2.8125)
  }
}

// MARK: - The hand-off rule, on HandoffRow's list sheet (point 1 at y 506.4, point 2 at 84.4,
// 422 apart; the list at offset 100 of 882.4 at point 1).

private let composeHandoffRows: [HandoffRow] = [
  HandoffRow(
    name: "handle", surface: .handle, sheet: -40, content: 0, after: .sheet, clause: "handle"),
  HandoffRow(
    name: "outside the list", surface: .edge, sheet: -40, content: 0, after: .sheet,
    clause: "outside"),
  HandoffRow(
    name: "1: content that does not scroll", movement: 40, scrolls: false, sheet: 40,
    content: 0, after: .sheet, clause: "1"),
  HandoffRow(
    name: "0: no movement", movement: 0, sheet: 0, content: 0, after: .content, clause: "0"),
  // onPreScroll: up, the sheet first, even with the list scrolled.
  HandoffRow(
    name: "pre: up 40 below Expanded, list scrolled: the sheet", movement: 40, sheet: 40,
    content: 0, after: .sheet, clause: "pre"),
  HandoffRow(
    name: "pre: up 422, exactly to Expanded: the sheet", movement: 422, sheet: 422, content: 0,
    after: .sheet, clause: "pre"),
  HandoffRow(
    name: "pre: up 500: 422 to the sheet, 78 to the list", movement: 500, sheet: 422,
    content: 78, after: .content, clause: "pre"),
  HandoffRow(
    name: "pre: at Expanded: all to the list", index: 2, movement: 40, sheet: 0, content: 40,
    after: .content, clause: "pre"),
  // onPostScroll: down, the list first.
  HandoffRow(
    name: "post: down 40, list scrolled 100: the list", sheet: 0, content: -40,
    after: .content, clause: "post"),
  HandoffRow(
    name: "post: down 100, exactly to the list's top: the list", movement: -100, sheet: 0,
    content: -100, after: .content, clause: "post"),
  HandoffRow(
    name: "post: down 150: 100 to the list, 50 to the sheet", movement: -150, sheet: -50,
    content: -100, after: .sheet, clause: "post"),
  HandoffRow(
    name: "post: down at the list's top: the sheet", offset: 0, sheet: -40, content: 0,
    after: .sheet, clause: "post"),
]

extension ComposeRulesTests {
  @Test("the hand-off: onPreScroll up, onPostScroll down", arguments: composeHandoffRows)
  func handoff(_ row: HandoffRow) throws { try row.check(ComposeHandoff()) }

  @Test("the hand-off's release: onPreFling and onPostFling")
  func handoffRelease() throws {
    func release(index: Int = 1, below: Double = 0, offset: Double = 100, velocity: Double)
      throws -> HandoffReleaseDecision
    {
      let row = HandoffRow(
        name: "", index: index, below: below, offset: offset, movement: 0, velocity: velocity,
        owner: .content, sheet: 0, content: 0, after: .content, clause: "")
      return ComposeHandoff().release(try row.input("compose"))
    }
    // Up below Expanded: the sheet's; 1 pt below Expanded still is.
    #expect(try release(velocity: 800).outcome == .sheetReleases)
    #expect(try release(index: 2, below: 1, velocity: 800).outcome == .sheetReleases)
    #expect(try release(index: 2, velocity: 800).outcome == .contentDecelerates)
    #expect(try release(velocity: 0).outcome == .sheetReleases)
    #expect(try release(offset: 0, velocity: -800).outcome == .sheetReleases)
    let scrolled = try release(offset: 100, velocity: -800)
    #expect(scrolled.outcome == .contentDecelerates)
    #expect(scrolled.carriesIntoSheet)
    #expect(scrolled.clause.id == "postFling")
    #expect(HandoffRules.type(named: "compose") == ComposeHandoff.self)
    #expect(HandoffRules.optionSpecs(for: "compose").isEmpty)
  }
}
