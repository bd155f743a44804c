import ModalCore
import ModalTestSupport
import Testing

@testable import ModalRender

// The content inside the modal and its scroll indicator (issue 12; the rules are in the doc
// comment of `Outline`, "Content" and "Scroll indicator"). The grid of a 390 x 844 portrait
// container at width 80 is 24 rows x 22 columns: P = 844 / 24 = 35.17 pt a row, 17.73 pt a
// column; the step is 100 pt (2 x 35.17 = 70.33 -> one 100). A start edge lies in cell
// floor(v / L x n), an end edge in ceil(v / L x n) - 1; line = row + 1, text column = column
// + 1.

/// A 390 x 844 portrait container without safe area, dim, ticks or label, so that only the
/// modal and its content show.
private func scene(
  direction: SnapDirection = .bottomToTop, modal: Rect, handleEdge: Edge? = .top,
  label: String? = nil, content: FrameScene.Content?
) -> FrameScene {
  FrameScene(
    deviceName: "iphone-14", orientation: .portrait, container: Size(width: 390, height: 844),
    safeArea: .zero, keyboard: nil, direction: direction, modal: modal, cornerRadius: 0,
    maskedCorners: [], dim: 0, opacity: 1, handleEdge: handleEdge, label: label, ticks: [],
    content: content)
}

/// The bottom half: rows 12 (422 / 35.17 = 12) to 23, columns 0-21, the handle on row 13.
private let half = Rect(x: 0, y: 422, width: 390, height: 422)

/// 1000 pt of content in the bottom half's 422 pt: the largest offset is 578.
private func list(offset: Double) -> FrameScene.Content {
  FrameScene.Content(length: 1000, viewport: 422, offset: offset)
}

/// The drawing of a scene, at width 80.
private func render(_ scene: FrameScene, ascii: Bool = false) -> String {
  Outline.render(scene, style: OutlineStyle(width: 80, ascii: ascii))
}

/// The lines of a drawing from `first` on (the modal's, after the empty rows above it, which
/// `offsetZero` and the drawer's first drawing check once), each followed by "\n". The
/// comments number the lines of the whole drawing.
private func lines(_ drawing: String, from first: Int) -> String {
  drawing.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(first)
    .joined(separator: "\n")
}

@Suite("Outline: the content and its scroll indicator, hand-built")
struct ContentOutlineTests {
  // The viewport's rows: from the cell of 422 (12), past the border (13) and the handle's row
  // (14), to the cell of 844 (23) less the border: 14-22, T = 9 cells (lines 15-23). Across:
  // columns 1-20 (text columns 3-22 less the borders). Row k at 100k - offset lies in cell
  // 14 + floor((100k - offset) / 35.17). The thumb: round(9 x 422 / 1000 = 3.80) = 4 cells on
  // the right border (text column 22), starting round(5 x offset / 578) cells down.

  // Offset 0: rows 0, 100, 200, 300 at 0, 2.84, 5.69, 8.53 cells: 14, 16, 19, 22 (lines 15,
  // 17, 20, 23); 400 (11.37) is past the viewport's cells. The thumb at the top: lines 15-18.
  @Test("at offset 0 the first row is at the top of the viewport, the thumb at the top")
  func offsetZero() {
    expectDrawing(
      render(scene(modal: half, content: list(offset: 0))),
      """
      ┌─ iphone-14 390x844 ──┐
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
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││0 ··················┃│
      ││                    ┃│
      ││100 ················┃│
      ││                    ┃│
      ││                    ││
      ││200 ················││
      ││                    ││
      ││                    ││
      ││300 ················││
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  // Offset 300: row 200 is above the viewport (-100); 300, 400, 500, 600 at 0, 100, 200, 300
  // into it: the same cells as at offset 0, each row 300 pt (8.53 cells) up. The thumb starts
  // round(5 x 300 / 578 = 2.60) = 3 cells down: lines 18-21.
  @Test("after scroll 300 the rows move up by 300 pt of cells, the thumb follows")
  func scrolled() {
    expectDrawing(
      lines(render(scene(modal: half, content: list(offset: 300))), from: 13),
      """
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││300 ················││
      ││                    ││
      ││400 ················││
      ││                    ┃│
      ││                    ┃│
      ││500 ················┃│
      ││                    ┃│
      ││                    ││
      ││600 ················││
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  // Offset 578 (the largest): 600, 700, 800 at 22, 122, 222 into the viewport: 0.63, 3.47,
  // 6.31 cells, so cells 14, 17, 20 (lines 15, 18, 21); 900 (9.16 cells) is past it. The thumb
  // ends at the viewport's last cell: 5 cells down, lines 20-23.
  @Test("at the largest offset the thumb ends at the viewport's end")
  func largestOffset() {
    expectDrawing(
      lines(render(scene(modal: half, content: list(offset: 578))), from: 13),
      """
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││600 ················││
      ││                    ││
      ││                    ││
      ││700 ················││
      ││                    ││
      ││                    ┃│
      ││800 ················┃│
      ││                    ┃│
      ││                    ┃│
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  // Insets 120 / 100 top / bottom, 40 leading and trailing: the viewport is 422 - 220 = 202.
  // Its rows: the cell of 542 (15.41 -> 15) to the cell ending 744 (ceil(21.16) - 1 = 21),
  // lines 16-22; across, the cell of 40 (2.26 -> 2) to the cell ending 350 (ceil(19.74) - 1 =
  // 19): text columns 3-20, the insets' cells left blank. Rows 0, 100, 200 in cells 15, 17, 20;
  // 300 is past the viewport (300 >= 202). The thumb: round(7 x 202 / 1000 = 1.41) = 1 cell.
  @Test("rows are clipped at the viewport, the insets' cells stay blank")
  func insets() {
    let content = FrameScene.Content(
      length: 1000, viewport: 202, insets: EdgeInsets(top: 120, left: 40, bottom: 100, right: 40))
    #expect(content.maxOffset == 798)
    expectDrawing(
      lines(render(scene(modal: half, content: content)), from: 13),
      """
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││                    ││
      ││ 0 ················ ┃│
      ││                    ││
      ││ 100 ·············· ││
      ││                    ││
      ││                    ││
      ││ 200 ·············· ││
      ││                    ││
      ││                    ││
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  // A left drawer 300 x 422 at y = 211: rows 6 (211 / 35.17 = 6) to 17, columns 0 to
  // ceil(16.92) - 1 = 16, the handle in column 15 (rows 11-12). The viewport's columns: 1 to
  // 15 less the handle's: 1-14 (T = 14); across, rows 7-16 (lines 8-17). Columns every 100 pt
  // at 17.73 pt a column: 0, 5.64, 11.28 -> cells 1, 6, 12 (text columns 2, 7, 13), the
  // digits down from line 8, a blank, then `·`. The thumb on the bottom border (line 18):
  // round(14 x 300 / 600) = 7 cells, at text columns 2-8 at offset 0 and, 7 cells on, 9-15 at
  // the largest offset (300), where the columns are 300, 400, 500.
  @Test("a left drawer's content runs in columns, its thumb on the bottom border")
  func leftDrawer() {
    let drawer = Rect(x: 0, y: 211, width: 300, height: 422)
    expectDrawing(
      render(
        scene(
          direction: .leftToRight, modal: drawer, handleEdge: .right,
          content: FrameScene.Content(length: 600, viewport: 300))),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │┏───────────────┓     │
      ││0    1     2   │     │
      ││     0     0   │     │
      ││·    0     0   │     │
      ││·              │     │
      ││·    ·     ·  ▮│     │
      ││·    ·     ·  ▮│     │
      ││·    ·     ·   │     │
      ││·    ·     ·   │     │
      ││·    ·     ·   │     │
      ││·    ·     ·   │     │
      │┗━━━━━━━────────┛     │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      └──────────────────────┘



      """)
    expectDrawing(
      lines(
        render(
          scene(
            direction: .leftToRight, modal: drawer, handleEdge: .right,
            content: FrameScene.Content(length: 600, viewport: 300, offset: 300))), from: 7),
      """
      │┏───────────────┓     │
      ││3    4     5   │     │
      ││0    0     0   │     │
      ││0    0     0   │     │
      ││               │     │
      ││·    ·     ·  ▮│     │
      ││·    ·     ·  ▮│     │
      ││·    ·     ·   │     │
      ││·    ·     ·   │     │
      ││·    ·     ·   │     │
      ││·    ·     ·   │     │
      │┗───────━━━━━━━─┛     │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      └──────────────────────┘



      """)
  }

  // 300 pt in 422: rows 0, 100, 200 (there is no row at 300 = the length), no thumb (the
  // largest offset is 0).
  @Test("content that fits has its rows and no thumb")
  func fits() {
    let content = FrameScene.Content(length: 300, viewport: 422)
    #expect(content.maxOffset == 0)
    expectDrawing(
      lines(render(scene(modal: half, content: content)), from: 13),
      """
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││0 ··················││
      ││                    ││
      ││100 ················││
      ││                    ││
      ││                    ││
      ││200 ················││
      ││                    ││
      ││                    ││
      ││                    ││
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  @Test("content that does not scroll has its rows and no thumb")
  func notScrolling() {
    let content = FrameScene.Content(length: 1000, viewport: 422, scrolls: false)
    #expect(content.maxOffset == 0)
    expectDrawing(
      lines(render(scene(modal: half, content: content)), from: 13),
      """
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││0 ··················││
      ││                    ││
      ││100 ················││
      ││                    ││
      ││                    ││
      ││200 ················││
      ││                    ││
      ││                    ││
      ││300 ················││
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  @Test("ASCII: rows of `_`, the thumb `H`")
  func ascii() {
    expectDrawing(
      lines(render(scene(modal: half, content: list(offset: 300)), ascii: true), from: 13),
      """
      |[--------------------]|
      ||        ====        ||
      ||300 ________________||
      ||                    ||
      ||400 ________________||
      ||                    H|
      ||                    H|
      ||500 ________________H|
      ||                    H|
      ||                    ||
      ||600 ________________||
      |[--------------------]|
      +----------------------+

      """)
  }

  // The label `half` is centred in rows 14-22 (row 18, line 19) and columns 2-19 (text
  // columns 10-13). At offset 50 row 200 is 150 into the viewport: 4.27 cells, row 18 too. The
  // label covers it, with a blank before and after (text columns 9 and 14). Row 100 is in
  // cell 14 + floor(50 / 35.17) = 15, row 300 in 14 + floor(250 / 35.17) = 21; the thumb
  // starts round(5 x 50 / 578 = 0.43) = 0 cells down.
  @Test("the label is drawn over the content")
  func labelOverContent() {
    expectDrawing(
      lines(render(scene(modal: half, label: "half", content: list(offset: 50))), from: 13),
      """
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││                    ┃│
      ││100 ················┃│
      ││                    ┃│
      ││                    ┃│
      ││200 ··· half ·······││
      ││                    ││
      ││                    ││
      ││300 ················││
      ││                    ││
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  // 44 pt at y = 800: rows 22-23, no inside: nothing but the box, as without content.
  @Test("a modal too small for content draws none")
  func tooSmall() {
    let small = Rect(x: 0, y: 800, width: 390, height: 44)
    let drawing = render(scene(modal: small, content: list(offset: 0)))
    #expect(drawing == render(scene(modal: small, content: nil)))
    expectDrawing(
      drawing,
      """
      ┌─ iphone-14 390x844 ──┐
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
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │┏────────────────────┓│
      │┗────────────────────┛│
      └──────────────────────┘

      """)
  }

  // Moved right to x = 300: columns floor(16.92) = 16 to ceil(38.92) - 1 = 38, off the right.
  // The content's columns 17-37, inside the box 17-21 (text columns 18-22): row 0 shows `0 `
  // and three `·`, row 100 `100 ` and one `·`, nothing past the box; the right border, and
  // so the thumb, is off-screen. Moved left to x = -300 (columns -17 to 5, the content's -16
  // to 4): the numbers are off-screen, the rows' `·` show in columns 0-4 (text columns 1-5),
  // and the thumb on the right border (text column 6) on lines 15-18, not 20 (row 200).
  @Test("a modal gone off the side cuts its rows at the container")
  func offTheSide() {
    let right = render(
      scene(modal: Rect(x: 300, y: 422, width: 390, height: 422), content: list(offset: 0)))
    let rightLines = right.split(separator: "\n")
    #expect(rightLines[15] == "│                │0 ···│")
    #expect(rightLines[17] == "│                │100 ·│")
    let left = render(
      scene(modal: Rect(x: -300, y: 422, width: 390, height: 422), content: list(offset: 0)))
    let leftLines = left.split(separator: "\n")
    #expect(leftLines[15] == "│·····┃                │")
    #expect(leftLines[17] == "│·····┃                │")
    #expect(leftLines[20] == "│·····│                │")
  }

  @Test("without content the modal's inside stays blank")
  func noContent() {
    let lines = render(scene(modal: half, content: nil)).split(separator: "\n")
    for line in lines[15...23] { #expect(line == "││                    ││") }
  }

  // Dragged down to y = 700: rows 19 (19.91) to ceil(31.90) - 1 = 31, off the bottom. The
  // viewport's rows: 21 (past the border and the handle) to 30; inside the box 21-23. Rows 0
  // and 100 in rows 21 and 23 (lines 22 and 24); the thumb, round(10 x 0.422) = 4 cells from
  // row 21, shows on its 3 rows inside the box.
  @Test("rows and the thumb are clipped at the container")
  func offScreen() {
    let drawing = render(
      scene(modal: Rect(x: 0, y: 700, width: 390, height: 422), content: list(offset: 0)))
    expectDrawing(
      lines(drawing, from: 20),
      """
      │┏────────────────────┓│
      ││        ▬▬▬▬        ││
      ││0 ··················┃│
      ││                    ┃│
      ││100 ················┃│
      └──── ▼ off-screen ────┘

      """)
  }

  @Test("a modal far larger than the container draws only the cells inside it")
  func huge() {
    let modal = Rect(x: -1e8, y: -1e8, width: 2e8, height: 2e8)
    let drawing = render(
      scene(
        modal: modal, handleEdge: nil,
        content: FrameScene.Content(length: 1e7, viewport: 2e8, offset: 0)))
    #expect(drawing.split(separator: "\n").count == 26)
    #expect(!drawing.contains("·"))
  }
}

/// A `content max 90%` bottom sheet holding 1200 pt below a 20 pt top inset, on iphone-14
/// portrait: 759.6 high at y = 84.4, a 739.6 pt viewport, offsets 0 to 460.4.
private let listSheet = """
  {
    "snapPoints": [
      { "layout": { "align": "center/bottom", "width": "stretch", "height": "content max 90%" } }
    ],
    "content": { "length": 1200, "insets": { "top": 20 } }
  }
  """

@Suite("Outline: the content of a manager")
struct ManagerContentOutlineTests {
  func presentedList() throws -> Manager {
    let config = try ConfigCoding.decodeDocument(listSheet).config
    var manager = try Manager(
      config: config, environment: Environment(device: .iphone14, orientation: .portrait))
    _ = try manager.apply(.present(.index(1), animated: false))
    return manager
  }

  @Test("the scene takes the content's length, viewport, offset, range and insets")
  func sceneContent() throws {
    var manager = try presentedList()
    _ = try manager.apply(.scroll(.offset(300)))
    let content = try #require(FrameScene(manager).content)
    #expect(content.length == 1200)
    #expect(abs(content.viewport - 739.6) < 1e-9)
    #expect(content.offset == 300)
    #expect(abs(content.maxOffset - 460.4) < 1e-9)
    #expect(content.insets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(content.scrolls)
    #expect(try FrameScene(presented("demo01", at: 1)).content == nil)
  }

  // Rows 2 (84.4 / 35.17 = 2.40) to 23, the handle on row 3; the viewport from the cell of
  // 104.4 (2.97 -> 2), past the border and the handle, to the border: rows 4-22 (T = 19). At
  // offset 300 row 300 is in row 4 (line 5), 500 in 4 + floor(200 / 35.17) = 9 (line 10). The
  // thumb: round(19 x 739.6 / 1200 = 11.71) = 12 cells from 4 + round(7 x 300 / 460.4 = 4.56)
  // = 9: lines 10-21 (row 900, in row 4 + floor(600 / 35.17) = 21, is on line 22, past it).
  @Test("scroll moves the rows and the thumb")
  func scrolled() throws {
    var manager = try presentedList()
    let top = outlineDrawing(manager).split(separator: "\n")
    #expect(top[5] == "││0 ··················┃│")
    _ = try manager.apply(.scroll(.offset(300)))
    let lines = outlineDrawing(manager).split(separator: "\n")
    #expect(lines[4] == "││        ▬▬▬▬        ││")
    #expect(lines[5] == "││300 ················││")
    #expect(lines[9] == "││                    ││")
    #expect(lines[10] == "││500 ················┃│")
    #expect(lines[21] == "││                    ┃│")
    #expect(lines[22] == "││900 ················││")
  }

  @Test("a drag that moved the content shows it")
  func contentDrag() throws {
    var manager = try presentedList()
    _ = try manager.apply(.scroll(.offset(300)))
    let before = outlineDrawing(manager)
    _ = try manager.apply(.dragContent(amount: 100, secondary: 0))
    let scene = FrameScene(manager)
    #expect(scene.content?.offset == manager.contentOffset)
    #expect(manager.contentOffset != 300)
    #expect(outlineDrawing(manager) != before)
  }
}
