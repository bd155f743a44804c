import ModalCore
import ModalSupport

/// The ASCII outline of a frame (SHELL.md "The ASCII outline"): the container, the dimming,
/// the modal, the keyboard, the safe area and the snap points drawn as text.
///
/// The drawing, top to bottom:
///
/// - **Scale.** The container is a box of `rows` x `columns` inner cells: rows =
///   min(24, floor((width - 12 - 2) x H / W / 2)) (at least 6), columns = round(2 x rows x W /
///   H), fewer rows while the drawing would exceed the width (see `OutlineLayout`; the 12
///   columns are the tick gutter of a vertical direction, 0 for a horizontal one). A start edge
///   at v points lies in cell floor(v / L x n), an end edge in cell ceil(v / L x n) - 1: each
///   edge maps to the cell containing it and a rect covers at least one cell (`OutlineSpan`).
/// - **Title.** The top border reads `─ device orientation WxH ─`; when the box is too narrow
///   the orientation is dropped (the box's shape shows it), then the device, then the
///   device-and-size form is cut with `…`.
/// - **Dimming.** Every inner cell outside the modal shows the background opacity: below 0.05
///   a space, below 0.25 `.`, below 0.5 `░`, below 0.75 `▒`, else `▓` (ASCII: space `.` `:`
///   `%` `@`).
/// - **Presenting view** (DeckTransition; only when the scene has one). The container's rect
///   scaled by `scale` about its top centre (W x scale by H x scale, centred) and moved down by
///   `translateY`, as a box `┌┐└┘─│` with `╭╮╰╯` corners when its radius is at least 1 (ASCII
///   `+ - |`), its inside shaded by the overlay's opacity with the dimming's steps. It covers
///   the dimming (which stays around it) and the modal covers it; its part outside the
///   container is not drawn.
/// - **Modal.** A box `┏┓┗┛─│` (square corners of its own) whose corners are `╭╮╰╯` where the
///   corner is masked and the radius is at least 1, dotted `┄┆` when its opacity is below 0.05
///   (ASCII: `[ ] - |`, rounded `/ \`, dotted `, ;`), blank inside but for its content (below).
///   The part outside the container is not drawn; the container's border says where it went:
///   `▲ off-screen` / `▼ off-screen` centred over the modal on the top / bottom border (just
///   the arrow when the border is too short), `◀` / `▶` on the left / right border level with
///   it (ASCII `^ v < >`).
/// - **Drag handle** (modal at least 3 x 3 cells): `▬▬▬▬` centred one row inside a top or
///   bottom edge (shorter in a narrow modal), `▮` (two rows when the modal's inside is at least
///   4 rows tall, else one) centred one column inside a left or right edge; ASCII `=` for both.
/// - **Content** (only when the scene has one). Its cells: along the primary axis (rows
///   for a vertical direction, columns for a horizontal one) the viewport's, from the cell holding
///   the start edge at the frame's top (left) plus the top (leading) inset to the cell holding the
///   end edge at that plus the viewport; across it, from the cell holding the frame's other start
///   plus its inset to the cell holding its end less its inset. The modal's border and the handle's
///   row or column are taken off both (the handle keeps its line). With P points a cell along the
///   axis (the container's length over its cells) and a step S, the smallest multiple of 100 pt
///   that is at least 2 cells (100 pt on a portrait phone), the content has a row every S points:
///   row k, at content position k x S (0 <= k x S < length), is drawn while it is in the viewport
///   (0 <= k x S - offset < viewport), in the cell first + floor((k x S - offset) / P). So at
///   offset 0 row 0 is in the viewport's first cell, and `scroll 300` moves every row up (left) by
///   300 pt's worth of cells. A row is its position in points, a space, then `·` to the content's
///   last cell (only `·` when the number and one `·` do not fit; ASCII `_`); for a horizontal
///   direction it runs down a column, the digits one under the other. Rows are clipped at the
///   viewport's cells and at the container. Content that does not scroll or fits is drawn the same
///   way, and so is a dotted (transparent) modal's; nothing is drawn when no cell is left (a modal
///   under 3 x 3 cells, or insets and the handle that take every cell).
/// - **Label.** Centred in the modal's visible inside (one cell of padding each side, the
///   handle's row or column left free), cut with `…` (ASCII `~`) to fit, omitted when fewer
///   than 2 cells are left. The label wins over the content: it is drawn over the rows, with
///   the cell just before and just after it cleared.
/// - **Scroll indicator** (content that scrolls and does not fit: maxOffset > 0). A thumb on
///   the modal's trailing border, over the T cells of the viewport (the content's cells along
///   the primary axis): `┃` on the right border for a vertical direction, `━` on the bottom
///   border for a horizontal one (ASCII `H`). Its length is round(T x viewport / length),
///   within 1...T; it starts round((T - length) x offset / maxOffset) cells after the
///   viewport's first, so it touches the viewport's end at the largest offset. Drawn only
///   where that border is inside the container.
/// - **Keyboard.** Its rows are filled with `▦` (ASCII `#`) over everything, with
///   ` keyboard H ` (points, no decimals) centred in the band.
/// - **Safe area.** `├` (ASCII `*`) on the left border at the innermost row a top or bottom
///   inset reaches; `┴` (ASCII `*`) on the bottom border at the innermost column a left or right
///   inset reaches. Only insets above 0.
/// - **Snap ticks, vertical directions.** Right of the box, on the row of each point's leading
///   edge: ` ─ N`, the current one ` ◀ N`; ticks on one row share it (` ─ 4,5`). A tick outside
///   the container sits on the top or bottom border line with ` ▴` / ` ▾` after it (ASCII
///   `- N`, `< N`, `^`, `v`).
/// - **Snap ticks, horizontal directions.** Two lines below the box: a mark `│` (current `▲`,
///   outside the container `◂` / `▸` on the border column; ASCII `| ^ < >`) at each point's
///   column, and the indices starting under their marks; indices that would touch are joined
///   with commas (`1,2`). A mark sits in the column of the edge it marks, the column the
///   modal's border takes when it is at that point (the same cell rule), in each direction.
/// - **Colour** (`style.color`): the modal's border, handle and scroll indicator cyan, the
///   dim's shading blue, the keyboard's band magenta, the current tick's mark bold green
///   (`Highlight`); every cell keeps its character, so the drawing reads the same without.
///
/// Every line is at most `style.width` characters (anything beyond is cut) with no trailing
/// spaces; the line count depends only on the container, the width, the direction's axis and
/// the style's height (when set, the drawing's most lines: the box has fewer rows).
public enum Outline {
  /// The drawing of `scene`: its lines joined by "\n", with a trailing "\n".
  ///
  /// A pure function of its arguments (the terminal is never consulted).
  public static func render(_ scene: FrameScene, style: OutlineStyle) -> String {
    var renderer = OutlineRenderer(scene: scene, style: style)
    renderer.draw()
    return renderer.canvas.string()
  }

  /// The fewest lines a drawing of `scene` takes (its box at ``OutlineLayout/minRows`` inner
  /// rows, 8 lines, and its gutter): below that an interactive step leaves the outline out
  /// rather than draw it too small to read.
  public static func fewestLines(for scene: FrameScene) -> Int {
    OutlineLayout.minRows + OutlineLayout.frameLines(scene.direction.axis)
  }

  /// The same drawing, appended to a byte buffer as UTF-8 (what the shell writes after every
  /// command; no String is built).
  package static func render(_ scene: FrameScene, style: OutlineStyle, into bytes: ByteBuffer) {
    var renderer = OutlineRenderer(scene: scene, style: style)
    renderer.draw()
    renderer.canvas.append(to: bytes)
  }
}

/// One drawing in progress: the scene, its layout and the canvas it is drawn into.
///
/// The layers are drawn by extensions, one file a concern: `OutlineLayers.swift` (the dimming,
/// the presenting view, the keyboard), `OutlineModal.swift` (the modal's box, handle and
/// label), `OutlineContent.swift` (the content's rows and the scroll indicator),
/// `OutlineBorder.swift` (the container's border, safe-area marks, title and
/// off-screen markers) and `OutlineTicks.swift` (the snap ticks).
struct OutlineRenderer {
  let scene: FrameScene
  let glyphs: OutlineGlyphs
  let layout: OutlineLayout
  let rows: Int
  let columns: Int
  /// False when the container has no usable size: only the box, its title and the shading
  /// are drawn.
  let mapsPoints: Bool
  /// The tick texts right of the box (vertical directions): their line, and their cells in
  /// `gutterCells`.
  let gutter: [(line: Int, range: Range<Int>)]
  let gutterCells: [UInt32]
  let canvas: OutlineCanvas

  /// The cells of a rect along both axes (see `spans(of:)`).
  struct RectSpans {
    var rows: OutlineSpan
    var columns: OutlineSpan
  }

  /// The inner rows and columns of the box that a rect covers (see `visible(_:)`).
  struct VisibleCells {
    var rows: ClosedRange<Int>
    var columns: ClosedRange<Int>
  }

  /// Where the modal went off-screen, for the border's markers.
  struct Clipping {
    var top = false
    var bottom = false
    var left = false
    var right = false
    /// The modal's rows and columns moved into the box.
    var rows: ClosedRange<Int> = 0...0
    var columns: ClosedRange<Int> = 0...0
  }

  init(scene: FrameScene, style: OutlineStyle) {
    self.scene = scene
    let glyphs: OutlineGlyphs = style.ascii ? .ascii : .unicode
    self.glyphs = glyphs
    let axis = scene.direction.axis
    let layout = OutlineLayout(
      container: scene.container, width: style.width, axis: axis, height: style.height)
    self.layout = layout
    rows = layout.rows
    columns = layout.columns
    let w = scene.container.width
    let h = scene.container.height
    mapsPoints = w.isFinite && h.isFinite && w > 0 && h > 0
    var width = Swift.min(style.width, layout.boxWidth)
    if axis == .vertical && mapsPoints {
      (gutter, gutterCells) = Self.rowTicks(
        scene, rows: layout.rows, room: style.width - layout.boxWidth, glyphs: glyphs)
      for text in gutter {
        width = Swift.max(width, Swift.min(style.width, layout.boxWidth + text.range.count))
      }
    } else {
      (gutter, gutterCells) = ([], [])
    }
    canvas = OutlineCanvas(width: width, height: layout.lineCount, painted: style.color)
  }

  /// Draws the layers bottom to top: each covers what is under it where they meet.
  mutating func draw() {
    drawShading()
    if let presenting = scene.presenting { drawPresenting(presenting) }
    let clipping = drawModal()
    drawKeyboard()
    drawBorder(clipping)
    if layout.axis == .vertical {
      for text in gutter {
        canvas.put(gutterCells[text.range], line: text.line, column: layout.boxWidth)
        if gutterCells[text.range.lowerBound + 1] == glyphs.tickCurrent {
          canvas.paint(.current, line: text.line, column: layout.boxWidth + 1)
        }
      }
    } else {
      drawColumnTicks()
    }
  }

  // MARK: - Mapping

  /// The cells a rect covers (rows, columns), which may lie partly or wholly outside the box;
  /// nil when the rect is not finite or the container maps no points.
  func spans(of rect: Rect) -> RectSpans? {
    guard mapsPoints, rect.isFinite,
      let rowSpan = OutlineSpan(rect.minY, rect.maxY, length: scene.container.height, cells: rows),
      let columnSpan = OutlineSpan(
        rect.minX, rect.maxX, length: scene.container.width, cells: columns)
    else { return nil }
    return RectSpans(rows: rowSpan, columns: columnSpan)
  }

  /// The part of spans inside the box, or nil when none is.
  func visible(_ spans: RectSpans) -> VisibleCells? {
    guard let visibleRows = spans.rows.visible(in: rows),
      let visibleColumns = spans.columns.visible(in: columns)
    else { return nil }
    return VisibleCells(rows: visibleRows, columns: visibleColumns)
  }

  // MARK: - Helpers

  /// The middle of a range (the upper middle for an even count).
  func middle(_ range: ClosedRange<Int>) -> Int { range.lowerBound + (range.count - 1) / 2 }

  /// A cell moved into `0..<cells`.
  func clamp(_ cell: Int, _ cells: Int) -> Int { Swift.min(Swift.max(cell, 0), cells - 1) }
}
