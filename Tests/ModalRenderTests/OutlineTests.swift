import ModalCore
import ModalTestSupport
import Testing

@testable import ModalRender

// The ASCII outline (SHELL.md "The ASCII outline"). Every expected drawing below was checked
// against its scene's numbers, and the checks are written above each one. The rules used:
// a portrait phone at width 80 is 24 rows x 22 columns (column = floor(x / 390 x 22), 17.7 pt
// each; row = floor(y / 844 x 24), 35.2 pt each); a start edge (minX, minY) lies in cell
// floor(p), an end edge (maxX, maxY) in cell ceil(p) - 1; line = row + 1 and text column =
// column + 1 (the border comes first). The safe-area marks of iphone-14 portrait are on rows
// ceil(47 / 844 x 24) - 1 = 1 and floor(810 / 844 x 24) = 23, i.e. lines 2 and 24. Each
// expected drawing ends with an empty line inside its literal: the drawing's final newline.

// MARK: - Helpers

/// The outline of a manager's current frame.
func outlineDrawing(_ manager: Manager, width: Int = 80, ascii: Bool = false) -> String {
  Outline.render(FrameScene(manager), style: OutlineStyle(width: width, ascii: ascii))
}

/// Compares whole drawings, reporting the first line that differs.
func expectDrawing(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    (0..<Swift.min(got.count, want.count)).first { got[$0] != want[$0] }
    ?? Swift.min(got.count, want.count)
  let gotLine = line < got.count ? String(got[line]) : "(none)"
  let wantLine = line < want.count ? String(want[line]) : "(none)"
  Issue.record(
    "drawing differs at line \(line):\n  got:  \(gotLine)\n  want: \(wantLine)\n\(actual)",
    sourceLocation: sourceLocation)
}

/// Names for demo01's four base points (the presets have none), so labels show.
let outlineDemo01Keys = ["peek", "half", "card", "large"]

// MARK: - Built-in presets

@Suite("Outline: demo01, a bottom sheet at each point")
struct OutlineDemo01Tests {
  // Point 1 (0, 590.8, 390, 253.2), radius 25 on the top corners, no dim: rows
  // floor(590.8 / 844 x 24) = floor(16.8) = 16 to ceil(24) - 1 = 23 (lines 17-24), columns 0-21
  // (the full width). The handle: 20 inner columns, 4 long from inner column 1 + 8 = 9 (text
  // columns 10-13), one row below the top. Ticks (minY): 844 -> 24 = outside, so on the bottom
  // border with ▾; 590.8 -> 16 (current); 388 -> 11.03 -> 11; 105.5 -> 3; 47 -> 1.34 -> 1;
  // 0 -> 0.
  @Test("point 1: the peek")
  func point1() throws {
    expectDrawing(
      outlineDrawing(try presented("demo01", at: 1)),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │ ─ 5
      ├                      │ ─ 4
      │                      │
      │                      │ ─ 3
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 2
      │                      │
      │                      │
      │                      │
      │                      │
      │╭────────────────────╮│ ◀ 1
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├┗────────────────────┛│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // Point 2 (15, 388, 360, 422), radius 10 on all corners, dim 0.1 (`.`): rows 11 (388 / 35.17
  // = 11.03) to ceil(810 / 35.17 = 23.03) - 1 = 23; columns floor(15 / 17.73 = 0.85) = 0 to
  // ceil(375 / 17.73 = 21.15) - 1 = 21. The 15 pt side margins and 34 pt bottom margin are
  // less than a cell and vanish (each edge is in the cell that holds it).
  @Test("point 2: the inset card, dimmed")
  func point2() throws {
    expectDrawing(
      outlineDrawing(try presented("demo01", at: 2)),
      """
      ┌─ iphone-14 390x844 ──┐
      │......................│ ─ 5
      ├......................│ ─ 4
      │......................│
      │......................│ ─ 3
      │......................│
      │......................│
      │......................│
      │......................│
      │......................│
      │......................│
      │......................│
      │╭────────────────────╮│ ◀ 2
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││ ─ 1
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├╰────────────────────╯│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // Point 3 (29.25, 105.5, 331.5, 633), radius 20 on all corners: rows 105.5 / 35.17 = 3 to
  // ceil(738.5 / 35.17 = 21.0) - 1 = 20; columns floor(1.65) = 1 to ceil(360.75 / 17.73 =
  // 20.35) - 1 = 20. The handle: 18 inner columns, from inner column 2 + 7 = 9.
  @Test("point 3: the centred card")
  func point3() throws {
    expectDrawing(
      outlineDrawing(try presented("demo01", at: 3)),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │ ─ 5
      ├                      │ ─ 4
      │                      │
      │ ╭──────────────────╮ │ ◀ 3
      │ │       ▬▬▬▬       │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │ ─ 2
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │ ─ 1
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ ╰──────────────────╯ │
      │                      │
      │                      │
      ├                      │
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // Point 4 (0, 47, 390, 797), top corners rounded: rows 1 to 23; its top-left corner shares
  // line 2 with the top safe-area mark (on the border, left of it).
  @Test("point 4: below the top safe area")
  func point4() throws {
    expectDrawing(
      outlineDrawing(try presented("demo01", at: 4)),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │ ─ 5
      ├╭────────────────────╮│ ◀ 4
      ││        ▬▬▬▬        ││
      ││                    ││ ─ 3
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││ ─ 2
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││ ─ 1
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├┗────────────────────┛│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // Point 5, the overshoot (0, 0, 390, 844): the whole box; ticks 5 (row 0) is current.
  @Test("point 5: the overshoot fills the screen")
  func point5() throws {
    expectDrawing(
      outlineDrawing(try presented("demo01", at: 5)),
      """
      ┌─ iphone-14 390x844 ──┐
      │╭────────────────────╮│ ◀ 5
      ├│        ▬▬▬▬        ││ ─ 4
      ││                    ││
      ││                    ││ ─ 3
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││ ─ 2
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││ ─ 1
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├┗────────────────────┛│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // A drag of 100 pt from point 1: the frame is interpolated to (7.40, 490.8, 375.21, 336.43)
  // with dim 0.049 (below 0.05: no shading): rows floor(13.96) = 13 to ceil(23.52) - 1 = 23,
  // columns 0 to ceil(21.58) - 1 = 21. No tick is current during a drag; the label is the
  // nearest point's key (point 1, `peek`), centred in the rows below the handle (15-22):
  // row 15 + 7 / 2 = 18, line 19.
  @Test("an in-between frame while dragging")
  func dragged() throws {
    var manager = try presented("demo01", at: 1, keys: outlineDemo01Keys)
    _ = try manager.apply(.dragMove(amount: 100, secondary: 0))
    expectDrawing(
      outlineDrawing(manager),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │ ─ 5
      ├                      │ ─ 4
      │                      │
      │                      │ ─ 3
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 2
      │                      │
      │╭────────────────────╮│
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││ ─ 1
      ││                    ││
      ││        peek        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├┗────────────────────┛│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // Dragged 150 pt down from point 1: (0, 740.8, 390, 253.2) ends at 994, below the container.
  // Rows 21 (740.8 / 35.17 = 21.06) to 28: drawn down to row 23 without a bottom border;
  // ` ▼ off-screen ` is centred on the bottom border over columns 0-21: inner column
  // (22 - 14) / 2 = 4. The nearest point is the undershoot (no key): no label.
  @Test("a frame clipped by the bottom edge")
  func clippedBelow() throws {
    var manager = try presented("demo01", at: 1, keys: outlineDemo01Keys)
    _ = try manager.apply(.dragMove(amount: -150, secondary: 0))
    expectDrawing(
      outlineDrawing(manager),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │ ─ 5
      ├                      │ ─ 4
      │                      │
      │                      │ ─ 3
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 2
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 1
      │                      │
      │                      │
      │                      │
      │                      │
      │╭────────────────────╮│
      ││        ▬▬▬▬        ││
      ├│                    ││
      └──── ▼ off-screen ────┘ ─ 0 ▾

      """)
  }

  // Point 2 with keys in ASCII: `+` container corners, `/ \` rounded and `[ ]` square modal
  // corners, `-` `|` sides, `====` handle, `.` shading, `*` safe-area marks; the
  // label `half` centred in rows 13-22 (row 17, line 18) and columns 2-19.
  @Test("point 2 in ASCII, with its label")
  func point2ASCII() throws {
    expectDrawing(
      outlineDrawing(
        try presented("demo01", at: 2, keys: outlineDemo01Keys), ascii: true),
      """
      +- iphone-14 390x844 --+
      |......................| - 5
      *......................| - 4
      |......................|
      |......................| - 3
      |......................|
      |......................|
      |......................|
      |......................|
      |......................|
      |......................|
      |......................|
      |/--------------------\\| < 2
      ||        ====        ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    || - 1
      ||        half        ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      *\\--------------------/|
      +----------------------+ - 0 v

      """)
  }

  // A dismissed modal: only the container, with no shading, the safe area and the ticks (none
  // current).
  @Test("dismissed: only the container")
  func dismissed() throws {
    expectDrawing(
      outlineDrawing(try presetManager("demo01")),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │ ─ 5
      ├                      │ ─ 4
      │                      │
      │                      │ ─ 3
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 2
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 1
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      ├                      │
      └──────────────────────┘ ─ 0 ▾

      """)
  }
}

@Suite("Outline: drawers and top sheets")
struct OutlineDirectionTests {
  // demo03 point 1 (15, 147.7, 195, 548.6), all corners rounded, handle on the right: rows
  // floor(4.2) = 4 to ceil(19.8) - 1 = 19, columns 0 to ceil(11.0) - 1 = 11 (210 / 17.73 =
  // 11.85 -> 11). The handle: 14 inner rows -> 2 rows from 5 + 6 = 11 (lines 12-13), in
  // column 10 (text column 11). Ticks below (maxX): 0 -> ceil(0) - 1 = -1, clamped to the
  // left border column with ◂; 210 -> 11 (text column 12, current ▲); 370 -> ceil(20.87) - 1 =
  // 20 (text column 21); 780 -> 43, clamped right with ▸ (text column 23).
  @Test("demo03 point 1: a left drawer")
  func demo03Point1() throws {
    expectDrawing(
      outlineDrawing(try presented("demo03", at: 1)),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │
      ├                      │
      │                      │
      │                      │
      │╭──────────╮          │
      ││          │          │
      ││          │          │
      ││          │          │
      ││          │          │
      ││          │          │
      ││          │          │
      ││         ▮│          │
      ││         ▮│          │
      ││          │          │
      ││          │          │
      ││          │          │
      ││          │          │
      ││          │          │
      ││          │          │
      │╰──────────╯          │
      │                      │
      │                      │
      │                      │
      ├                      │
      └──────────────────────┘
      ◂           ▲        │ ▸
      0           1        2 3

      """)
  }

  @Test("demo03 point 1 in ASCII")
  func demo03Point1ASCII() throws {
    expectDrawing(
      outlineDrawing(try presented("demo03", at: 1), ascii: true),
      """
      +- iphone-14 390x844 --+
      |                      |
      *                      |
      |                      |
      |                      |
      |/----------\\          |
      ||          |          |
      ||          |          |
      ||          |          |
      ||          |          |
      ||          |          |
      ||          |          |
      ||         =|          |
      ||         =|          |
      ||          |          |
      ||          |          |
      ||          |          |
      ||          |          |
      ||          |          |
      ||          |          |
      |\\----------/          |
      |                      |
      |                      |
      |                      |
      *                      |
      +----------------------+
      <           ^        | >
      0           1        2 3

      """)
  }

  // demo03 point 2 (20, 63.3, 350, 717.4): rows 1 (1.8) to ceil(22.2) - 1 = 22, columns
  // floor(1.13) = 1 to ceil(20.87) - 1 = 20; handle rows 1 + 1 + (20 - 2) / 2 = 11, 12.
  @Test("demo03 point 2: the drawer grown to a card")
  func demo03Point2() throws {
    expectDrawing(
      outlineDrawing(try presented("demo03", at: 2)),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │
      ├ ╭──────────────────╮ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                 ▮│ │
      │ │                 ▮│ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ │                  │ │
      │ ╰──────────────────╯ │
      ├                      │
      └──────────────────────┘
      ◂           │        ▲ ▸
      0           1        2 3

      """)
  }

  // demo03 point 3, its overshoot (390, 63.3, 390, 717.4): wholly right of the container.
  // Nothing of it is drawn; ▶ on the right border level with the middle of its rows 1-22:
  // row 1 + 21 / 2 = 11, line 12.
  @Test("demo03 point 3: entirely off to the right")
  func demo03Point3() throws {
    expectDrawing(
      outlineDrawing(try presented("demo03", at: 3)),
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
      │                      ▶
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
      ├                      │
      └──────────────────────┘
      ◂           │        │ ▲
      0           1        2 3

      """)
  }

  // demo04 point 1 (10, 57, 370, 168.8), a top sheet with its handle at the bottom: rows
  // floor(1.62) = 1 to ceil(6.42) - 1 = 6, columns 0 to 21; the handle in row 5. Ticks at the
  // leading edge maxY, mapped like an end edge: 0 -> -1, above the container: on the top
  // border with ▴; 225.8 -> 6 (current, level with the bottom border); 633 -> ceil(18) - 1 =
  // 17; 1266 -> 35, below: on the bottom border with ▾.
  @Test("demo04 point 1: a top sheet")
  func demo04Point1() throws {
    expectDrawing(
      outlineDrawing(try presented("demo04", at: 1)),
      """
      ┌─ iphone-14 390x844 ──┐ ─ 0 ▴
      │                      │
      ├╭────────────────────╮│
      ││                    ││
      ││                    ││
      ││                    ││
      ││        ▬▬▬▬        ││
      │╰────────────────────╯│ ◀ 1
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
      │                      │ ─ 2
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      ├                      │
      └──────────────────────┘ ─ 3 ▾

      """)
  }

  // demo04 point 2 (15, 211, 360, 422), dim 0.25 (`░`, the 0.25 boundary belongs to the
  // denser shade): rows 6 to 17.
  @Test("demo04 point 2: dimmed with ░")
  func demo04Point2() throws {
    expectDrawing(
      outlineDrawing(try presented("demo04", at: 2)),
      """
      ┌─ iphone-14 390x844 ──┐ ─ 0 ▴
      │░░░░░░░░░░░░░░░░░░░░░░│
      ├░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      │╭────────────────────╮│ ─ 1
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││        ▬▬▬▬        ││
      │╰────────────────────╯│ ◀ 2
      │░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░│
      ├░░░░░░░░░░░░░░░░░░░░░░│
      └──────────────────────┘ ─ 3 ▾

      """)
  }

  // demo04 point 3, the overshoot below (15, 844, 360, 422): entirely below, so only the
  // marker, centred over columns 0-21.
  @Test("demo04 point 3: entirely below")
  func demo04Point3() throws {
    expectDrawing(
      outlineDrawing(try presented("demo04", at: 3)),
      """
      ┌─ iphone-14 390x844 ──┐ ─ 0 ▴
      │                      │
      ├                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 1
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
      │                      │ ─ 2
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      ├                      │
      └──── ▼ off-screen ────┘ ◀ 3 ▾

      """)
  }

  // demo04 dragged 400 pt up from point 1: (10, -343, 370, 168.8), entirely above. The
  // title keeps its place; ` ▲ off-screen ` (14) cannot follow it in 22 columns, so the bare
  // arrow goes after the title and one `─` (inner column 17 + 4 = 21).
  @Test("demo04 dragged up: entirely above")
  func demo04Above() throws {
    var manager = try presented("demo04", at: 1)
    _ = try manager.apply(.dragMove(amount: -400, secondary: 0))
    expectDrawing(
      outlineDrawing(manager),
      """
      ┌─ iphone-14 390x844 ─▲┐ ─ 0 ▴
      │                      │
      ├                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │ ─ 1
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
      │                      │ ─ 2
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      ├                      │
      └──────────────────────┘ ─ 3 ▾

      """)
  }

  // demo12 point 1 (185, 211, 195, 422), a right drawer without a handle: rows 6 to 17,
  // columns floor(10.44) = 10 to ceil(21.44) - 1 = 21. Ticks at minX (start edges): 390 -> 22,
  // right of the container (▸); 185 -> 10 (current, text column 11, under the left side);
  // 10 -> floor(0.56) = 0 (text column 1); -195 -> -11, clamped left (◂). Indices 3 (column
  // 0) and 2 (column 1) would touch, so they are joined: `3,2`.
  @Test("demo12 point 1: a right drawer")
  func demo12Point1() throws {
    expectDrawing(
      outlineDrawing(try presented("demo12", at: 1)),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │
      ├                      │
      │                      │
      │                      │
      │                      │
      │                      │
      │          ╭──────────╮│
      │          │          ││
      │          │          ││
      │          │          ││
      │          │          ││
      │          │          ││
      │          │          ││
      │          │          ││
      │          │          ││
      │          │          ││
      │          │          ││
      │          ╰──────────╯│
      │                      │
      │                      │
      │                      │
      │                      │
      │                      │
      ├                      │
      └──────────────────────┘
      ◂│         ▲           ▸
      3,2        1           0

      """)
  }

  // demo12 point 3, its overshoot (-195, 211, 195, 422): entirely left; ◀ level with the
  // middle of rows 6-17 (row 11, line 12). The current tick is off-screen: ▲ wins over ◂.
  @Test("demo12 point 3: entirely off to the left")
  func demo12Point3() throws {
    expectDrawing(
      outlineDrawing(try presented("demo12", at: 3)),
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
      ◀                      │
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
      ├                      │
      └──────────────────────┘
      ▲│         │           ▸
      3,2        1           0

      """)
  }
}

@Suite("Outline: environment")
struct OutlineEnvironmentTests {
  /// demo09 at point 1 with a 336 pt keyboard, settled.
  func keyboardManager() throws -> Manager {
    var manager = try presented("demo09", at: 1)
    _ = try manager.apply(.environment(.keyboard(336)))
    _ = try manager.apply(.settle)
    return manager
  }

  // The keyboard (0, 508, 390, 336): rows floor(14.45) = 14 to 23, filled with ▒ over
  // everything, ` keyboard 336 ` (14) centred in its middle row 14 + 9 / 2 = 18 (line 19) from
  // inner column (22 - 14) / 2 = 4. The card sits above it at (15, 205.8, 360, 253.2): rows
  // 5 to ceil(13.05) - 1 = 13.
  @Test("a keyboard band with its height")
  func keyboard() throws {
    expectDrawing(
      outlineDrawing(try keyboardManager()),
      """
      ┌─ iphone-14 390x844 ──┐
      │                      │ ─ 2
      ├                      │
      │                      │
      │                      │
      │                      │
      │╭────────────────────╮│ ◀ 1
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      │╰────────────────────╯│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      │▦▦▦▦ keyboard 336 ▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      ├▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  @Test("a keyboard band in ASCII")
  func keyboardASCII() throws {
    expectDrawing(
      outlineDrawing(try keyboardManager(), ascii: true),
      """
      +- iphone-14 390x844 --+
      |                      | - 2
      *                      |
      |                      |
      |                      |
      |                      |
      |/--------------------\\| < 1
      ||        ====        ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      ||                    ||
      |\\--------------------/|
      |######################|
      |######################|
      |######################|
      |######################|
      |#### keyboard 336 ####|
      |######################|
      |######################|
      |######################|
      |######################|
      *######################|
      +----------------------+ - 0 v

      """)
  }

  /// demo01 at point 1, rotated to landscape and settled (the compact-height config).
  func landscapeManager() throws -> Manager {
    var manager = try presented("demo01", at: 1)
    _ = try manager.apply(.environment(.rotate(.landscape)))
    _ = try manager.apply(.settle)
    return manager
  }

  // 844 x 390 at width 80: rows floor(66 x 390 / 844 / 2) = floor(15.25) = 15, columns
  // round(30 x 844 / 390) = round(64.9) = 65 (13 pt per column, 26 pt per row); 67 + the
  // gutter's ` ─ 0 ▾` = 73 columns. The sheet (84.4, 174, 675.2, 216): rows floor(6.69) = 6
  // to 14, columns floor(6.5) = 6 to ceil(58.5) - 1 = 58. Safe area: left 47 ->
  // ceil(3.62) - 1 = 3 and right 797 -> floor(61.38) = 61 marked ┴ on the bottom border (text
  // columns 4 and 62); bottom 21 -> floor(369 / 26 = 14.19) = 14 marked ├ (line 15); top 0
  // is not marked. The title fits whole.
  @Test("landscape")
  func landscape() throws {
    expectDrawing(
      outlineDrawing(try landscapeManager()),
      """
      ┌─ iphone-14 landscape 844x390 ───────────────────────────────────┐
      │                                                                 │ ─ 2
      │                                                                 │
      │                                                                 │
      │                                                                 │
      │                                                                 │
      │                                                                 │
      │      ╭───────────────────────────────────────────────────╮      │ ◀ 1
      │      │                       ▬▬▬▬                        │      │
      │      │                                                   │      │
      │      │                                                   │      │
      │      │                                                   │      │
      │      │                                                   │      │
      │      │                                                   │      │
      │      │                                                   │      │
      ├      ┗───────────────────────────────────────────────────┛      │
      └───┴─────────────────────────────────────────────────────────┴───┘ ─ 0 ▾

      """)
  }

  @Test("landscape in ASCII")
  func landscapeASCII() throws {
    expectDrawing(
      outlineDrawing(try landscapeManager(), ascii: true),
      """
      +- iphone-14 landscape 844x390 -----------------------------------+
      |                                                                 | - 2
      |                                                                 |
      |                                                                 |
      |                                                                 |
      |                                                                 |
      |                                                                 |
      |      /---------------------------------------------------\\      | < 1
      |      |                       ====                        |      |
      |      |                                                   |      |
      |      |                                                   |      |
      |      |                                                   |      |
      |      |                                                   |      |
      |      |                                                   |      |
      |      |                                                   |      |
      *      [---------------------------------------------------]      |
      +---*---------------------------------------------------------*---+ - 0 v

      """)
  }

  // Width 40: rows floor(26 x 0.4621 / 2) = 6, columns round(12 x 2.164) = 26: 28 + 6 = 34
  // columns. The sheet: rows floor(2.68) = 2 to 5, columns floor(2.6) = 2 to ceil(23.4) - 1 =
  // 23; safe marks at columns ceil(1.45) - 1 = 1 and floor(24.55) = 24, row floor(5.68) = 5.
  // `iphone-14 landscape 844x390` (27) does not fit in 26 - 4 = 22: `iphone-14 844x390`.
  @Test("landscape at width 40")
  func landscapeNarrow() throws {
    expectDrawing(
      outlineDrawing(try landscapeManager(), width: 40),
      """
      ┌─ iphone-14 844x390 ──────┐
      │                          │ ─ 2
      │                          │
      │  ╭────────────────────╮  │ ◀ 1
      │  │        ▬▬▬▬        │  │
      │  │                    │  │
      ├  ┗────────────────────┛  │
      └─┴──────────────────────┴─┘ ─ 0 ▾

      """)
  }

  // Width 120: rows min(24, floor(106 x 0.4621 / 2) = 24) = 24, columns round(48 x 2.164) =
  // 104. The sheet: rows floor(10.71) = 10 to 23, columns floor(10.4) = 10 to ceil(93.6) - 1 =
  // 93; safe marks at columns 5 and 98, row floor(22.71) = 22.
  @Test("landscape at width 120")
  func landscapeWide() throws {
    expectDrawing(
      outlineDrawing(try landscapeManager(), width: 120),
      """
      ┌─ iphone-14 landscape 844x390 ──────────────────────────────────────────────────────────────────────────┐
      │                                                                                                        │ ─ 2
      │                                                                                                        │
      │                                                                                                        │
      │                                                                                                        │
      │                                                                                                        │
      │                                                                                                        │
      │                                                                                                        │
      │                                                                                                        │
      │                                                                                                        │
      │                                                                                                        │
      │          ╭──────────────────────────────────────────────────────────────────────────────────╮          │ ◀ 1
      │          │                                       ▬▬▬▬                                       │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      │          │                                                                                  │          │
      ├          │                                                                                  │          │
      │          ┗──────────────────────────────────────────────────────────────────────────────────┛          │
      └─────┴────────────────────────────────────────────────────────────────────────────────────────────┴─────┘ ─ 0 ▾

      """)
  }

  // A portrait phone keeps its 24 rows at width 40 (floor(26 x 844 / 390 / 2) = 28 > 24):
  // the same drawing as at 80 (36 columns at most).
  @Test("portrait at width 40 is the same as at 80")
  func portraitNarrow() throws {
    let manager = try presented("demo01", at: 2, keys: outlineDemo01Keys)
    let drawing = outlineDrawing(manager, width: 40)
    #expect(drawing == outlineDrawing(manager, width: 80))
    #expect(drawing == outlineDrawing(manager, width: 120))
    expectDrawing(
      drawing,
      """
      ┌─ iphone-14 390x844 ──┐
      │......................│ ─ 5
      ├......................│ ─ 4
      │......................│
      │......................│ ─ 3
      │......................│
      │......................│
      │......................│
      │......................│
      │......................│
      │......................│
      │......................│
      │╭────────────────────╮│ ◀ 2
      ││        ▬▬▬▬        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││ ─ 1
      ││        half        ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ││                    ││
      ├╰────────────────────╯│
      └──────────────────────┘ ─ 0 ▾

      """)
  }

  // Width 30: rows floor(16 x 844 / 390 / 2) = floor(17.3) = 17, columns round(34 x 390 /
  // 844) = round(15.7) = 16 (24.4 pt per column, 49.6 pt per row). Point 2: rows floor(7.81)
  // = 7 to ceil(16.3) - 1 = 16, columns floor(0.62) = 0 to ceil(15.38) - 1 = 15. Safe marks:
  // rows ceil(0.95) - 1 = 0 and floor(16.3) = 16. The title: `iphone-14 390x844` (17) is too
  // long for 16 - 4 = 12, `390x844` fits. Ticks 4 (47 -> 0.95 -> 0) and 5 (0) share row 0.
  @Test("portrait at width 30 shrinks")
  func portraitNarrower() throws {
    expectDrawing(
      outlineDrawing(try presented("demo01", at: 2, keys: outlineDemo01Keys), width: 30),
      """
      ┌─ 390x844 ──────┐
      ├................│ ─ 4,5
      │................│
      │................│ ─ 3
      │................│
      │................│
      │................│
      │................│
      │╭──────────────╮│ ◀ 2
      ││     ▬▬▬▬     ││
      ││              ││
      ││              ││
      ││              ││ ─ 1
      ││     half     ││
      ││              ││
      ││              ││
      ││              ││
      ├╰──────────────╯│
      └────────────────┘ ─ 0 ▾

      """)
  }

  // ipad-air 820 x 1180: rows 24, columns round(48 x 820 / 1180) = round(33.36) = 33 (24.8 pt
  // per column, 49.2 pt per row). Point 2 (15, 570, 790, 590): rows floor(11.59) = 11 to
  // ceil(23.59) - 1 = 23, columns 0 to ceil(32.40) - 1 = 32. Safe area top 24 -> ceil(0.49)
  // - 1 = 0, bottom 1160 -> floor(23.59) = 23. Ticks 4 (24 -> 0.49 -> 0) and 5 (0 -> 0)
  // share row 0: `─ 4,5`.
  @Test("iPad")
  func iPad() throws {
    let environment = Environment(device: .ipadAir)
    expectDrawing(
      outlineDrawing(
        try presented("demo01", at: 2, environment: environment, keys: outlineDemo01Keys)),
      """
      ┌─ ipad-air portrait 820x1180 ────┐
      ├.................................│ ─ 4,5
      │.................................│
      │.................................│
      │.................................│
      │.................................│
      │.................................│ ─ 3
      │.................................│
      │.................................│
      │.................................│
      │.................................│
      │.................................│
      │╭───────────────────────────────╮│ ◀ 2
      ││             ▬▬▬▬              ││
      ││                               ││
      ││                               ││
      ││                               ││
      ││                               ││ ─ 1
      ││             half              ││
      ││                               ││
      ││                               ││
      ││                               ││
      ││                               ││
      ││                               ││
      ├╰───────────────────────────────╯│
      └─────────────────────────────────┘ ─ 0 ▾

      """)
  }
}

// MARK: - Hand-built scenes

@Suite("Outline: hand-built scenes")
struct OutlineSceneTests {
  /// A 300 x 600 custom container (24 rows x 24 columns, 12.5 pt per column, 25 pt per row)
  /// with a dotted, square-cornered modal half below it, a left handle, a long label and
  /// ticks that collide or lie outside.
  static let halfBelow = FrameScene(
    deviceName: "custom", orientation: .portrait, container: Size(width: 300, height: 600),
    safeArea: EdgeInsets(top: 20), keyboard: nil, direction: .bottomToTop,
    modal: Rect(x: 30, y: 400, width: 240, height: 400), cornerRadius: 0, maskedCorners: .all,
    dim: 0.6, opacity: 0.02, handleEdge: .left, label: "a very long label indeed",
    ticks: [
      FrameScene.Tick(index: 1, position: 400, isCurrent: true),
      FrameScene.Tick(index: 2, position: 100, isCurrent: false),
      FrameScene.Tick(index: 3, position: 110, isCurrent: false),
      FrameScene.Tick(index: 4, position: -10, isCurrent: false),
    ])

  // The modal: rows 16 to ceil(32) - 1 = 31 (cut at 23, no bottom border), columns
  // floor(2.4) = 2 to ceil(21.6) - 1 = 21; opacity 0.02 < 0.05: dotted ┄┆ sides, radius 0:
  // square corners. Dim 0.6: ▒. The handle: 14 inner rows -> rows 17 + 6 = 23, 24, of which
  // row 23 shows, in column 3. The label: rows 17-23 (row 20), columns 4 + 1 to 20 - 1
  // (15 cells): `a very long la…`. ` ▼ off-screen ` centred over columns 2-21: inner
  // column 2 + 3 = 5. Ticks: 400 -> 16 (current); 100 -> 4 and 110 -> 4.4 -> 4 share a row;
  // -10 -> -1, above: on the top border. Safe area top 20 -> ceil(0.8) - 1 = 0.
  @Test("a dotted modal half below the container")
  func halfBelowDrawing() {
    expectDrawing(
      Outline.render(Self.halfBelow, style: OutlineStyle()),
      """
      ┌─ custom 300x600 ───────┐ ─ 4 ▴
      ├▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│ ─ 2,3
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│
      │▒▒┏┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┓▒▒│ ◀ 1
      │▒▒┆                  ┆▒▒│
      │▒▒┆                  ┆▒▒│
      │▒▒┆                  ┆▒▒│
      │▒▒┆  a very long la… ┆▒▒│
      │▒▒┆                  ┆▒▒│
      │▒▒┆                  ┆▒▒│
      │▒▒┆▮                 ┆▒▒│
      └───── ▼ off-screen ─────┘

      """)
  }

  @Test("a dotted modal half below the container, in ASCII")
  func halfBelowASCII() {
    expectDrawing(
      Outline.render(Self.halfBelow, style: OutlineStyle(ascii: true)),
      """
      +- custom 300x600 -------+ - 4 ^
      *%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%| - 2,3
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%%%%%%%%%%%%%%%%%%%%%%%|
      |%%[,,,,,,,,,,,,,,,,,,]%%| < 1
      |%%;                  ;%%|
      |%%;                  ;%%|
      |%%;                  ;%%|
      |%%;  a very long la~ ;%%|
      |%%;                  ;%%|
      |%%;                  ;%%|
      |%%;=                 ;%%|
      +----- v off-screen -----+

      """)
  }

  /// A left drawer cut by the left edge, with a non-ASCII label and mixed rounded corners.
  static let cutLeft: FrameScene = {
    var scene = halfBelow
    scene.direction = .leftToRight
    scene.dim = 0.9
    scene.opacity = 1
    scene.cornerRadius = 4
    scene.maskedCorners = [.topLeft, .bottomRight]
    scene.modal = Rect(x: -100, y: 250, width: 250, height: 100)
    scene.handleEdge = .right
    scene.label = "héllo wörld"
    scene.ticks = [
      FrameScene.Tick(index: 1, position: 150, isCurrent: true),
      FrameScene.Tick(index: 2, position: 160, isCurrent: false),
      FrameScene.Tick(index: 3, position: 295, isCurrent: false),
      FrameScene.Tick(index: 4, position: 400, isCurrent: false),
      FrameScene.Tick(index: 0, position: 0, isCurrent: false),
    ]
    return scene
  }()

  // The modal: rows 10 to ceil(14) - 1 = 13, columns floor(-8) = -8 to ceil(12) - 1 = 11:
  // no left side; ┐ (top right not masked) and ╯ (bottom right masked, radius 4); ◀ on the
  // left border at row 10 + 3 / 2 = 11. Dim 0.9: ▓. The handle: 2 inner rows -> 1 row at
  // 11, column 10. The label: columns 0 + 1 to 9 - 1 (8 cells): `héllo w…` (characters, not
  // bytes). Ticks (maxX): 150 -> 11 (current), 160 -> ceil(12.8) - 1 = 12, 295 -> 23, 400 ->
  // right (▸), 0 -> left (◂). Labels: `0` at 0; `1` at 12 and `2` at 13 touch: `1,2`; `3`
  // at 24 and `4` at 25 touch: `3,4`, which would end past the 26 columns and moves left to
  // 23.
  @Test("a drawer cut by the left edge")
  func cutLeftDrawing() {
    expectDrawing(
      Outline.render(Self.cutLeft, style: OutlineStyle()),
      """
      ┌─ custom 300x600 ───────┐
      ├▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │───────────┓▓▓▓▓▓▓▓▓▓▓▓▓│
      ◀ héllo w… ▮│▓▓▓▓▓▓▓▓▓▓▓▓│
      │           │▓▓▓▓▓▓▓▓▓▓▓▓│
      │───────────╯▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│
      └────────────────────────┘
      ◂           ▲│          │▸
      0           1,2        3,4

      """)
  }

  @Test("a drawer cut by the left edge, in ASCII")
  func cutLeftASCII() {
    expectDrawing(
      Outline.render(Self.cutLeft, style: OutlineStyle(ascii: true)),
      """
      +- custom 300x600 -------+
      *@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |-----------]@@@@@@@@@@@@|
      < héllo w~ =|@@@@@@@@@@@@|
      |           |@@@@@@@@@@@@|
      |-----------/@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      |@@@@@@@@@@@@@@@@@@@@@@@@|
      +------------------------+
      <           ^|          |>
      0           1,2        3,4

      """)
  }

  // A small modal (100, -50, 100, 20) wholly above, dim 0.3 (░). `custom 300x600` (14) and
  // ` ▲ off-screen ` do not both fit in 24 columns; the arrow is centred over the modal's
  // columns 8-15 (inner column 11) but must start after the title and a `─` (18).
  @Test("a modal wholly above, with the title")
  func wholyAbove() {
    var scene = Self.halfBelow
    scene.modal = Rect(x: 100, y: -50, width: 100, height: 20)
    scene.label = "x"
    scene.dim = 0.3
    expectDrawing(
      Outline.render(scene, style: OutlineStyle()),
      """
      ┌─ custom 300x600 ─▲─────┐ ─ 4 ▴
      ├░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│ ─ 2,3
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│ ◀ 1
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      │░░░░░░░░░░░░░░░░░░░░░░░░│
      └────────────────────────┘

      """)
  }

  // A 1 x 1 pt modal covers one cell (row 12, column 8): a lone corner. A 40 pt keyboard
  // covers rows floor(22.4) = 22 and 23; its text goes in row 22 from inner column
  // (24 - 13) / 2 = 5. Dim 0.1: `.`.
  @Test("a one-cell modal and a thin keyboard")
  func oneCell() {
    var scene = Self.halfBelow
    scene.modal = Rect(x: 100, y: 300, width: 1, height: 1)
    scene.dim = 0.1
    scene.keyboard = Rect(x: 0, y: 560, width: 300, height: 40)
    expectDrawing(
      Outline.render(scene, style: OutlineStyle()),
      """
      ┌─ custom 300x600 ───────┐ ─ 4 ▴
      ├........................│
      │........................│
      │........................│
      │........................│
      │........................│ ─ 2,3
      │........................│
      │........................│
      │........................│
      │........................│
      │........................│
      │........................│
      │........................│
      │........┏...............│
      │........................│
      │........................│
      │........................│
      │........................│ ◀ 1
      │........................│
      │........................│
      │........................│
      │........................│
      │........................│
      │▦▦▦▦▦ keyboard 40 ▦▦▦▦▦▦│
      │▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦▦│
      └────────────────────────┘

      """)
  }

  @Test("a dim of exactly 0.05, 0.5 and 0.75 takes the denser shade")
  func shadeBoundaries() {
    var scene = Self.halfBelow
    scene.modal = nil
    for (dim, shade) in [(0.049, " "), (0.05, "."), (0.5, "▒"), (0.75, "▓"), (2, "▓")] {
      scene.dim = dim
      let lines = Outline.render(scene, style: OutlineStyle()).split(separator: "\n")
      #expect(lines[3] == "│" + String(repeating: shade, count: 24) + "│", "dim \(dim)")
    }
  }

  // 300 x 600 at width 30 is 16 x 16: ` ▼ off-screen ` (14) fits with a `─` each side; at
  // width 29 (15 x 15) only the arrow does, centred over the modal's columns 1-13 (30 x 15 /
  // 300 = 1.5 -> 1, 270 x 15 / 300 = 13.5 -> 13): inner column 1 + 6 = 7.
  @Test("the bottom marker shortens to its arrow in a narrow box")
  func shortMarker() {
    let wide = Outline.render(Self.halfBelow, style: OutlineStyle(width: 30))
      .split(separator: "\n")
    #expect(wide[17] == "└─ ▼ off-screen ─┘")
    let narrow = Outline.render(Self.halfBelow, style: OutlineStyle(width: 29))
      .split(separator: "\n")
    #expect(narrow[16] == "└───────▼───────┘")
  }

  // Ticks 2 (current) and 3 share row 4 (100 and 110 pt); ticks 1 (current) and 2 share
  // column 11 of a left drawer (145 and 150 pt, ends 11.6 and 12.0 -> 11).
  @Test("a shared row or column still shows the current mark")
  func sharedCurrent() {
    var scene = Self.halfBelow
    scene.ticks = [
      FrameScene.Tick(index: 2, position: 100, isCurrent: true),
      FrameScene.Tick(index: 3, position: 110, isCurrent: false),
    ]
    let rows = Outline.render(scene, style: OutlineStyle()).split(separator: "\n")
    #expect(rows[5].hasSuffix("│ ◀ 2,3"))
    scene.direction = .leftToRight
    scene.ticks = [
      FrameScene.Tick(index: 2, position: 150, isCurrent: false),
      FrameScene.Tick(index: 1, position: 145, isCurrent: true),
    ]
    let columns = Outline.render(scene, style: OutlineStyle()).split(separator: "\n")
    // Cell 11 is text column 12 (the border is column 0).
    #expect(columns[26] == "            ▲")
    #expect(columns[27] == "            1,2")
  }

  @Test("a label with a newline stays on one line")
  func newlineLabel() {
    var scene = Self.halfBelow
    scene.label = "two\nlines"
    let drawing = Outline.render(scene, style: OutlineStyle())
    #expect(drawing.split(separator: "\n").count == 26)
    #expect(drawing.contains("two lines"))
  }

  @Test("no label when the inside is too small")
  func tinyModal() {
    var scene = Self.halfBelow
    // 3 x 3 cells: a handle fits (one cell), the label does not (no free column).
    scene.modal = Rect(x: 100, y: 100, width: 37.5, height: 75)
    scene.handleEdge = .top
    let lines = Outline.render(scene, style: OutlineStyle()).split(separator: "\n")
    #expect(lines[5] == "│▒▒▒▒▒▒▒▒┏┄┓▒▒▒▒▒▒▒▒▒▒▒▒▒│ ─ 2,3")
    #expect(lines[6] == "│▒▒▒▒▒▒▒▒┆▬┆▒▒▒▒▒▒▒▒▒▒▒▒▒│")
    #expect(lines[7] == "│▒▒▒▒▒▒▒▒┗┄┛▒▒▒▒▒▒▒▒▒▒▒▒▒│")
  }

  @Test("a container without a size draws only the box")
  func emptyContainer() {
    var scene = Self.halfBelow
    scene.container = Size(width: 0, height: 0)
    let drawing = Outline.render(scene, style: OutlineStyle())
    let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 24 + 2 + 1)
    #expect(lines[0].hasPrefix("┌─ custom portrait 0x0 ─"))
    #expect(!drawing.contains("┄") && !drawing.contains("◀") && !drawing.contains("├"))
  }
}

// MARK: - Scale and rounding

@Suite("Outline: scale and rounding")
struct OutlineLayoutTests {
  @Test(
    "box sizes",
    arguments: [
      (390.0, 844.0, 80, Axis.vertical, 24, 22),
      (390.0, 844.0, 30, Axis.vertical, 17, 16),
      (844.0, 390.0, 80, Axis.vertical, 15, 65),
      (844.0, 390.0, 80, Axis.horizontal, 18, 78),
      (844.0, 390.0, 40, Axis.vertical, 6, 26),
      (844.0, 390.0, 120, Axis.vertical, 24, 104),
      (820.0, 1180.0, 80, Axis.vertical, 24, 33),
      (2000.0, 10.0, 80, Axis.vertical, 1, 66),
      (10.0, 2000.0, 80, Axis.vertical, 24, 1),
      // floor(66 x 0.1815 / 2) = 5 rows, raised to the minimum 6, which fits: round(12 /
      // 0.1815) = 66 columns.
      (1000.0, 181.5, 80, Axis.vertical, 6, 66),
    ])
  func boxSizes(width: Double, height: Double, columns: Int, axis: Axis, rows: Int, inner: Int) {
    let layout = OutlineLayout(
      container: Size(width: width, height: height), width: columns, axis: axis)
    #expect(layout.rows == rows)
    #expect(layout.columns == inner)
    #expect(layout.boxWidth + (axis == .vertical ? 12 : 0) <= Swift.max(columns, 15))
  }

  @Test("edges map to the cells holding them")
  func spans() throws {
    // 390 pt in 22 cells: 17.727 pt each.
    let full = try #require(OutlineSpan(0, 390, length: 390, cells: 22))
    #expect(full.first == 0 && full.last == 21)
    let inset = try #require(OutlineSpan(15, 375, length: 390, cells: 22))
    #expect(inset.first == 0 && inset.last == 21)
    // Edges exactly on cell boundaries 2 and 5 cover cells 2-4.
    let boundary = try #require(OutlineSpan(390.0 / 22 * 2, 390.0 / 22 * 5, length: 390, cells: 22))
    #expect(boundary.first == 2 && boundary.last == 4)
    // Floating-point noise at a boundary is absorbed: 390 / 22 x 5 / 390 x 22 is
    // 4.999999999999999 (still cell 5 for a start edge) and 375 / 22 x 3 / 375 x 22 is
    // 3.0000000000000004 (still cell 2 for an end edge).
    let noisyStart = try #require(OutlineSpan(390.0 / 22 * 5, 200, length: 390, cells: 22))
    #expect(noisyStart.first == 5)
    let noisyEnd = try #require(OutlineSpan(0, 375.0 / 22 * 3, length: 375, cells: 22))
    #expect(noisyEnd.last == 2)
    // A sliver still covers a cell; reversed bounds are put in order.
    let sliver = try #require(OutlineSpan(100, 100.1, length: 390, cells: 22))
    #expect(sliver.first == 5 && sliver.last == 5)
    let reversed = try #require(OutlineSpan(375, 15, length: 390, cells: 22))
    #expect(reversed == inset)
    // Off-screen parts keep their cells outside 0..<22.
    let below = try #require(OutlineSpan(844, 1097.2, length: 844, cells: 24))
    #expect(below.first == 24 && below.last == 31 && below.visible(in: 24) == nil)
    #expect(below.clamped(to: 24) == 23...23)
    #expect(OutlineSpan(.nan, 1, length: 390, cells: 22) == nil)
    #expect(OutlineSpan(0, 1, length: 0, cells: 22) == nil)
  }
}

// MARK: - Properties

@Suite("Outline: properties over random scenes")
struct OutlinePropertyTests {
  static let containers: [(name: String, size: Size)] = [
    ("iphone-14", Size(width: 390, height: 844)), ("iphone-14", Size(width: 844, height: 390)),
    ("iphone-se", Size(width: 375, height: 667)), ("ipad-air", Size(width: 820, height: 1180)),
    ("ipad-pro-13", Size(width: 1366, height: 1024)), ("custom", Size(width: 1000, height: 120)),
    ("custom", Size(width: 120, height: 1000)), ("custom", Size(width: 333.3, height: 444.4)),
  ]
  static let widths = [8, 20, 30, 40, 60, 80, 100, 120, 160]
  static let labels: [String?] = [
    nil, "", "half", "a label far too long for any modal to hold", "café", "e\u{301}te\u{301}",
    "👩‍👩‍👧 family", "tab\tand\nnewline", "日本語",
  ]

  /// A random scene: any container, modal, keyboard, safe area and ticks, often off-screen.
  static func scene(_ rng: inout SeededGenerator) -> FrameScene {
    let container = rng.pick(containers)
    let (w, h) = (container.size.width, container.size.height)
    let direction = rng.pick(SnapDirection.allCases)
    let modal: Rect? =
      rng.chance(0.1)
      ? nil
      : Rect(
        x: rng.number(-1.2 * w...1.2 * w), y: rng.number(-1.2 * h...1.2 * h),
        width: rng.number(0...1.5 * w), height: rng.number(0...1.5 * h))
    var ticks: [FrameScene.Tick] = []
    let length = direction.axis == .vertical ? h : w
    for index in 0..<rng.whole(0...8) {
      ticks.append(
        FrameScene.Tick(
          index: rng.chance(0.05) ? rng.whole(10...1000) : index,
          position: rng.number(-0.5 * length...1.5 * length), isCurrent: rng.chance(0.2)))
    }
    return FrameScene(
      deviceName: container.name, orientation: w > h ? .landscape : .portrait,
      container: container.size,
      safeArea: EdgeInsets(
        top: rng.chance(0.5) ? rng.number(0...60) : 0,
        left: rng.chance(0.3) ? rng.number(0...60) : 0,
        bottom: rng.chance(0.5) ? rng.number(0...60) : 0,
        right: rng.chance(0.3) ? rng.number(0...60) : 0),
      keyboard: rng.chance(0.3)
        ? {
          let height = rng.number(0...h)
          return Rect(x: 0, y: h - height, width: w, height: height)
        }() : nil,
      direction: direction, modal: modal, cornerRadius: rng.number(0...30),
      maskedCorners: Corners(rawValue: rng.whole(0...15)), dim: rng.number(-0.2...1.2),
      opacity: rng.number(0...1), handleEdge: rng.pick([nil, .top, .bottom, .left, .right]),
      label: rng.pick(labels), ticks: ticks)
  }

  /// What `--ascii` may print besides the title and label: SHELL.md's `+ - | . : # =`, the
  /// arrows `^ v < >`, `~` for a cut text, `,` between indices, letters, digits and spaces.
  static func isAllowedASCII(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return "+-|.:%@#=*[]/\\,;_^v<>~ ".utf8.contains(ascii)
      || (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A)
      || (ascii >= 0x61 && ascii <= 0x7A)
  }

  @Test("300 random scenes: width, trailing spaces, line count, ASCII set")
  func randomScenes() {
    var rng = SeededGenerator(seed: 0x5EED_0F_0471_11E5)
    var lineCounts: [String: Int] = [:]
    for round in 0..<300 {
      let scene = Self.scene(&rng)
      let width = rng.pick(Self.widths)
      for ascii in [false, true] {
        let style = OutlineStyle(width: width, ascii: ascii)
        let drawing = Outline.render(scene, style: style)
        let context = "round \(round), width \(width), ascii \(ascii):\n\(drawing)"
        #expect(drawing.hasSuffix("\n"), "\(context)")
        let lines = drawing.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
          #expect(line.count <= width, "line too wide: \(line) in \(context)")
          #expect(line.last != " ", "trailing space: \(line) in \(context)")
        }
        // The line count depends on the container, the width and the axis only.
        let key = "\(scene.container) \(width) \(scene.direction.axis)"
        let expected = lineCounts[key, default: lines.count]
        lineCounts[key] = expected
        #expect(lines.count == expected, "line count changed for \(key): \(context)")
        var dismissed = scene
        dismissed.modal = nil
        dismissed.keyboard = nil
        dismissed.ticks = []
        #expect(
          Outline.render(dismissed, style: style).split(
            separator: "\n", omittingEmptySubsequences: false
          ).count - 1 == lines.count, "\(context)")
        // Pure: the same input draws the same output.
        #expect(Outline.render(scene, style: style) == drawing)
        if ascii {
          let texts = Set((scene.label ?? "") + scene.deviceName)
          for character in drawing where character != "\n" {
            #expect(
              Self.isAllowedASCII(character) || texts.contains(character)
                || (character == " " || character.isWhitespace),
              "unexpected \(character.unicodeScalars.map { $0.value }) in \(context)")
          }
        }
      }
    }
    // Several widths and containers repeat, so the line-count check compared real pairs.
    #expect(lineCounts.count < 300)
  }

  @Test("the box always starts the drawing")
  func boxCorners() {
    var rng = SeededGenerator(seed: 42)
    for _ in 0..<100 {
      let scene = Self.scene(&rng)
      let drawing = Outline.render(scene, style: OutlineStyle(width: 80))
      let lines = drawing.split(separator: "\n")
      let layout = OutlineLayout(
        container: scene.container, width: 80, axis: scene.direction.axis)
      #expect(lines[0].hasPrefix("┌─"))
      #expect(lines[layout.rows + 1].hasPrefix("└"))
      #expect(lines.count >= layout.rows + 2)
    }
  }
}
