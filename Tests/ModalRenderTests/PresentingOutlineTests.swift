import ModalCore
import ModalTestSupport
import Testing

@testable import ModalRender

// The presenting view behind the modal (DeckTransition, PEERS.md). The grid of iphone-14
// portrait at width 80 is 24 rows x 22 columns: 35.17 pt per row, 17.73 pt per column (see
// OutlineTests.swift for the rounding rules: a start edge lies in cell floor(v / L x n), an end
// edge in ceil(v / L x n) - 1; line = row + 1, text column = column + 1).

/// DeckTransition's presenting view on iphone-14 (top inset 47): s = 1 - 2 x 47 / 844.
let deckScale = 1 - 2 * 47.0 / 844

// MARK: - Hand-built scenes

@Suite("Outline: the presenting view, hand-built")
struct PresentingSceneTests {
  /// A bottom card dragged down to y = 400 over DeckTransition's presenting view: scale
  /// 0.8886, moved down 47, radius 8 x 0.8886 = 7.11, overlay 0.2; no dim.
  static let deck = FrameScene(
    deviceName: "iphone-14", orientation: .portrait, container: Size(width: 390, height: 844),
    safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), keyboard: nil,
    direction: .bottomToTop, modal: Rect(x: 0, y: 400, width: 390, height: 444),
    cornerRadius: 8, maskedCorners: .top, dim: 0, opacity: 1, handleEdge: .top, label: "card",
    ticks: [
      FrameScene.Tick(index: 0, position: 844, isCurrent: false),
      FrameScene.Tick(index: 1, position: 55, isCurrent: false),
    ],
    presenting: PresentingView(
      scale: deckScale, translateY: 47, cornerRadius: 8 * deckScale, overlayOpacity: 0.2))

  // The presenting rect: 390 x 0.8886 = 346.56 wide, x = (390 - 346.56) / 2 = 21.72, 844 x
  // 0.8886 = 750 high, y = 47 (maxY 797). Rows floor(47 / 35.17 = 1.34) = 1 to ceil(797 / 35.17
  // = 22.66) - 1 = 22; columns floor(21.72 / 17.73 = 1.23) = 1 to ceil(368.28 / 17.73 = 20.77)
  // - 1 = 20: its top border on line 2 in text columns 2-21, rounded (radius 7.11 >= 1), its
  // sides in text columns 2 and 21, its inside `.` (overlay 0.2 < 0.25). The modal (rows
  // floor(400 / 35.17 = 11.37) = 11 to 23, all the columns) covers its lower part, bottom border
  // included. The modal: rounded top corners (masked top), square bottom ones; the handle on
  // row 12, text columns 10-13; `card` centred in rows 13-22 (row 17, line 18) and columns 2-19.
  // Safe-area marks on lines 2 and 24 (over the presenting view's and the modal's left
  // sides, which are in column 1 and 0). Ticks: 55 -> row 1 (line 2), 844 -> below.
  @Test("DeckTransition's presenting view behind a dragged card")
  func deckDrawing() {
    expectDrawing(
      Outline.render(Self.deck, style: OutlineStyle()),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │
      ├ ╭──────────────────╮ │ ─ 1
      │ │..................│ │
      │ │..................│ │
      │ │..................│ │
      │ │..................│ │
      │ │..................│ │
      │ │..................│ │
      │ │..................│ │
      │ │..................│ │
      │ │..................│ │
      │╭────────────────────╮│
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││        card        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├┗────────────────────┛│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // The same in ASCII: `+ - |` for the presenting box, `.` inside.
  @Test("DeckTransition's presenting view in ASCII")
  func deckASCII() {
    expectDrawing(
      Outline.render(Self.deck, style: OutlineStyle(ascii: true)),
      """
      +- iphone-14 390x844 --+
      |                      |
      * /------------------\\ | - 1
      | |..................| |
      | |..................| |
      | |..................| |
      | |..................| |
      | |..................| |
      | |..................| |
      | |..................| |
      | |..................| |
      | |..................| |
      |/--------------------\\|
      ||        ====        ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||        card        ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      *[--------------------]|
      +----------------------+ - 0 v

      """)
  }

  // With a dim of 0.3 (`░`) around both, a square-cornered presenting view (radius 0.5 < 1)
  // and an overlay of 0.6 (`▒`): the dim shows only outside the presenting box and the modal.
  @Test("the dim around both, a denser overlay, square corners")
  func dimAround() {
    var scene = Self.deck
    scene.dim = 0.3
    scene.presenting = PresentingView(
      scale: deckScale, translateY: 47, cornerRadius: 0.5, overlayOpacity: 0.6)
    expectDrawing(
      Outline.render(scene, style: OutlineStyle()),
      """
      ┌─ iphone-14 390x844 ──┐
      │░░░░░░░░░░░░░░░░░░░░░░│
      ├░┌──────────────────┐░│ ─ 1
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │░│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│░│
      │╭────────────────────╮│
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││        card        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├┗────────────────────┛│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // Moved down by 600 (rows 17 to 42, cut by the bottom edge) with no modal: the top border on
  // row floor(600 / 35.17 = 17.06) = 17 and the sides down to the last row, no bottom border
  // and no off-screen marker (only the modal gets one).
  @Test("a presenting view cut by the bottom edge, no modal")
  func cutBelow() {
    var scene = Self.deck
    scene.modal = nil
    scene.ticks = []
    scene.presenting = PresentingView(
      scale: deckScale, translateY: 600, cornerRadius: 8, overlayOpacity: 0)
    expectDrawing(
      Outline.render(scene, style: OutlineStyle()),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │
      ├                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │ ╭──────────────────╮ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      ├ │                  │ │
      └──────────────────────┘

      """)
  }

  @Test("nothing drawn for a scale of 0 or a rect that is not finite")
  func degenerate() {
    var scene = Self.deck
    scene.presenting = nil
    let plain = Outline.render(scene, style: OutlineStyle())
    for presenting in [
      PresentingView(scale: 0, translateY: 47, cornerRadius: 8, overlayOpacity: 0.2),
      PresentingView(scale: -1, translateY: 47, cornerRadius: 8, overlayOpacity: 0.2),
      PresentingView(scale: .nan, translateY: 47, cornerRadius: 8, overlayOpacity: 0.2),
      PresentingView(scale: 0.9, translateY: .infinity, cornerRadius: 8, overlayOpacity: 0.2),
      PresentingView(scale: 0.9, translateY: 2000, cornerRadius: 8, overlayOpacity: 0.2),
    ] {
      scene.presenting = presenting
      #expect(Outline.render(scene, style: OutlineStyle()) == plain, "\(presenting)")
    }
  }

  @Test("the values that mean nothing to draw give no presenting view")
  func fromValues() {
    var values = ModalValues()
    values[.presentingScale] = 1
    #expect(PresentingView(values) == nil)
    values[.presentingCornerRadius] = 12
    #expect(PresentingView(values) == nil)
    values[.presentingOverlayOpacity] = 0.2
    #expect(
      PresentingView(values)
        == PresentingView(scale: 1, translateY: 0, cornerRadius: 12, overlayOpacity: 0.2))
    values[.presentingOverlayOpacity] = 0
    values[.presentingTranslateY] = 10
    #expect(PresentingView(values)?.translateY == 10)
    values[.presentingTranslateY] = 0
    values[.presentingScale] = 0.9
    #expect(PresentingView(values)?.scale == 0.9)
    let rect = PresentingView(scale: 0.5, translateY: 20, cornerRadius: 0, overlayOpacity: 0)
      .rect(in: Size(width: 400, height: 800))
    #expect(rect == Rect(x: 100, y: 20, width: 200, height: 400))
  }
}

// MARK: - Through a manager

@Suite("Outline: the presenting view through a manager")
struct PresentingManagerTests {
  /// A DeckTransition-like config: a bottom sheet whose top is at 47 + 8 = 55 (full width,
  /// height 844 - 55 = 789), radius 8 on the top corners, the presenting view transformed at
  /// the snap point and untouched (the defaults) on the undershoot.
  static func deckManager() throws -> Manager {
    let point = SnapPoint(
      key: "card",
      layout: Layout(
        horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
        height: .stretch, marginTop: .constant(55)),
      keyframe: Keyframe(
        values: [
          .cornerRadius: 8, .presentingScale: deckScale, .presentingTranslateY: 47,
          .presentingCornerRadius: 8 * deckScale, .presentingOverlayOpacity: 0.2,
        ], maskedCorners: .top))
    let undershoot = EdgeSnapPoint(
      preset: .automatic,
      keyframe: Keyframe(values: [
        .presentingScale: 1, .presentingTranslateY: 0, .presentingCornerRadius: 0,
        .presentingOverlayOpacity: 0,
      ]))
    let config = ModalConfig(snapPoints: [point], undershoot: undershoot)
    var manager = try Manager(config: config, name: "deck")
    _ = try manager.apply(.present(.index(1), animated: false))
    return manager
  }

  @Test("presented: DeckTransition's numbers, hidden behind the card at this scale")
  func presented() throws {
    let manager = try Self.deckManager()
    let scene = FrameScene(manager)
    #expect(scene.modal == Rect(x: 0, y: 55, width: 390, height: 789))
    let presenting = try #require(scene.presenting)
    #expect(Swift.abs(presenting.scale - deckScale) < 1e-12)
    #expect(presenting.translateY == 47)
    #expect(Swift.abs(presenting.cornerRadius - 8 * deckScale) < 1e-12)
    #expect(presenting.overlayOpacity == 0.2)
    // The presenting box (rows 1-22, columns 1-20) lies inside the card (rows 1-23, columns
    // 0-21): 8 points of it show above the card on a phone, less than a row here.
    var hidden = scene
    hidden.presenting = nil
    #expect(
      Outline.render(scene, style: OutlineStyle()) == Outline.render(hidden, style: OutlineStyle()))
  }

  // Dragged 100 pt down: the card's top at 155, percent 1 - 155 / 844 = 0.8164 between the
  // undershoot (0) and the card (1 - 55 / 844 = 0.9348): t = 0.8733 of the way to the card.
  // The presenting view: scale 1 - t x 0.1114 = 0.9027 (350.06 x 761.91, x = 19.97), moved down
  // 47 t = 41.04, overlay 0.2 t = 0.175 (`.`), radius 7.11 t = 6.21 (rounded). Rows floor(41.04
  // / 35.17 = 1.17) = 1 to ceil(802.96 / 35.17 = 22.83) - 1 = 22; columns floor(19.97 / 17.73 =
  // 1.13) = 1 to ceil(370.03 / 17.73 = 20.87) - 1 = 20. The card: rows floor(155 / 35.17 =
  // 4.41) = 4 to 26 (cut: ` ▼ off-screen ` on the bottom border from text column 5), its handle
  // on row 5; the label `card` (the nearest point) in rows 6-23: row 14, line 15. So the
  // presenting view shows on rows 1-3: its top border and two rows of `.`. No tick is current
  // during a drag.
  @Test("dragged down: the presenting view interpolated and showing above the card")
  func dragged() throws {
    var manager = try Self.deckManager()
    _ = try manager.apply(.dragMove(amount: -100, secondary: 0))
    let scene = FrameScene(manager)
    let presenting = try #require(scene.presenting)
    let t = (1 - 155.0 / 844) / (1 - 55.0 / 844)
    #expect(Swift.abs(presenting.scale - (1 + t * (deckScale - 1))) < 1e-9)
    #expect(Swift.abs(presenting.translateY - 47 * t) < 1e-9)
    #expect(Swift.abs(presenting.overlayOpacity - 0.2 * t) < 1e-9)
    expectDrawing(
      outlineDrawing(manager),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │
      ├ ╭──────────────────╮ │ ─ 1
      │ │..................│ │
      │ │..................│ │
      │╭────────────────────╮│
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││        card        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├│                    ││
      └──── ▼ off-screen ────┘ ─ 0 ▾

      """)
    expectDrawing(
      outlineDrawing(manager, ascii: true),
      """
      +- iphone-14 390x844 --+
      |                      |
      * /------------------\\ | - 1
      | |..................| |
      | |..................| |
      |/--------------------\\|
      ||        ====        ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||        card        ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      *|                    ||
      +---- v off-screen ----+ - 0 v

      """)
  }

  @Test("no presenting view when dismissed or when the config leaves it alone")
  func absent() throws {
    var manager = try Self.deckManager()
    _ = try manager.apply(.dismiss(.direct, animated: false))
    #expect(FrameScene(manager).presenting == nil)
    for preset in BuiltinPresets.names where preset != "deck" {
      let manager = try ModalTestSupport.presented(preset, at: 1)
      #expect(FrameScene(manager).presenting == nil, "\(preset)")
    }
  }
}

// MARK: - Properties

@Suite("Outline: random scenes with a presenting view")
struct PresentingPropertyTests {
  @Test("200 random scenes: width, trailing spaces, line count, ASCII set")
  func randomScenes() {
    var rng = SeededGenerator(seed: 0xDEC4_7A45)
    for round in 0..<200 {
      var scene = OutlinePropertyTests.scene(&rng)
      let plain = scene
      scene.presenting = PresentingView(
        scale: rng.number(-0.2...1.5), translateY: rng.number(-400...1200),
        cornerRadius: rng.number(0...20), overlayOpacity: rng.number(-0.2...1.2))
      let width = rng.pick(OutlinePropertyTests.widths)
      for ascii in [false, true] {
        let style = OutlineStyle(width: width, ascii: ascii)
        let drawing = Outline.render(scene, style: style)
        let context = "round \(round), width \(width), ascii \(ascii):\n\(drawing)"
        let lines = drawing.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        let plainLines = Outline.render(plain, style: style).dropLast().split(
          separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == plainLines.count, "\(context)")
        for line in lines {
          #expect(line.count <= width, "line too wide: \(line) in \(context)")
          #expect(line.last != " ", "trailing space: \(line) in \(context)")
        }
        if ascii {
          let texts = Set((scene.label ?? "") + scene.deviceName)
          for character in drawing where character != "\n" {
            #expect(
              OutlinePropertyTests.isAllowedASCII(character) || texts.contains(character)
                || character.isWhitespace,
              "unexpected \(character.unicodeScalars.map { $0.value }) in \(context)")
          }
        }
      }
    }
  }
}
