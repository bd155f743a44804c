/// The characters of the outline, in a box-drawing and a plain ASCII set (`--ascii`), as
/// canvas cells (`OutlineCanvas.packed(_:)`).
///
/// Each element the eye has to tell apart has a glyph of its own in both sets: the
/// keyboard, each dim level, the safe-area marks, the modal's corners (square and rounded) and
/// its drag handle share no character with each other or with the rest of the drawing (the
/// presenting view, a box behind the modal, draws its rounded corners like the modal's).
struct OutlineGlyphs: Sendable {
  // The container's box.
  var topLeft: UInt32
  var topRight: UInt32
  var bottomLeft: UInt32
  var bottomRight: UInt32
  var horizontal: UInt32
  var vertical: UInt32
  /// A safe-area mark on the container's left border (top / bottom insets).
  var safeMarkLeft: UInt32
  /// A safe-area mark on the container's bottom border (left / right insets).
  var safeMarkBottom: UInt32

  // The modal's box: square corners of its own, rounded ones where a masked corner has a
  // radius (the presenting view's box shares those and the container's square corners).
  var modalTopLeft: UInt32
  var modalTopRight: UInt32
  var modalBottomLeft: UInt32
  var modalBottomRight: UInt32
  var roundTopLeft: UInt32
  var roundTopRight: UInt32
  var roundBottomLeft: UInt32
  var roundBottomRight: UInt32
  var dottedHorizontal: UInt32
  var dottedVertical: UInt32
  /// The drag handle on a top or bottom edge (repeated along a row).
  var handleHorizontal: UInt32
  /// The drag handle on a left or right edge (repeated down a column).
  var handleVertical: UInt32

  // The content inside the modal.
  /// A content row's line (repeated along a row, or down a column for a horizontal direction).
  var contentRow: UInt32
  /// The scroll indicator's thumb on a right border.
  var thumbVertical: UInt32
  /// The scroll indicator's thumb on a bottom border.
  var thumbHorizontal: UInt32

  // The dimming's shades, by density.
  var shadeNone: UInt32
  var shadeLight: UInt32
  var shadeMedium: UInt32
  var shadeDense: UInt32
  var shadeFull: UInt32
  /// The keyboard's band.
  var keyboard: UInt32
  /// Marks a cut text.
  var ellipsis: UInt32

  // Off-screen markers on the container's border, by the side the modal went off.
  var offTop: UInt32
  var offBottom: UInt32
  var offLeft: UInt32
  var offRight: UInt32

  // The vertical gutter (right of the box).
  var tick: UInt32
  var tickCurrent: UInt32
  var tickAbove: UInt32
  var tickBelow: UInt32

  // The horizontal gutter (below the box).
  var columnTick: UInt32
  var columnTickCurrent: UInt32
  var columnTickLeft: UInt32
  var columnTickRight: UInt32

  /// Box-drawing and block characters.
  static let unicode = OutlineGlyphs(ascii: false)

  /// Plain ASCII: `+ - |` for the container, `[ ]` and `/ \` for the modal's square and
  /// rounded corners, `=` for its handle, `. : % @` for the dim, `#` for the keyboard, `*` for
  /// the safe area, `^ v < >` for directions, `~` for a cut text.
  static let ascii = OutlineGlyphs(ascii: true)

  /// The legend of `help outline`: each element's glyphs in this set and what they
  /// mean, read from the glyphs above so that it follows them.
  var legend: [(glyphs: [UInt32], meaning: String)] {
    [
      ([topLeft, horizontal, vertical], "the container (the screen), titled with the device"),
      ([safeMarkLeft, safeMarkBottom], "a safe-area inset on the container's border"),
      (
        [modalTopLeft, modalTopRight, modalBottomLeft, modalBottomRight],
        "a modal corner that is square"
      ),
      (
        [roundTopLeft, roundTopRight, roundBottomLeft, roundBottomRight],
        "a modal corner that is rounded (masked, radius 1 or more)"
      ),
      ([dottedHorizontal, dottedVertical], "the modal's border when it is transparent"),
      ([handleHorizontal, handleVertical], "the drag handle"),
      ([contentRow], "a row of the modal's content"),
      ([thumbVertical, thumbHorizontal], "the content's scroll indicator"),
      ([shadeLight], "the dim from 0.05"),
      ([shadeMedium], "the dim from 0.25"),
      ([shadeDense], "the dim from 0.5"),
      ([shadeFull], "the dim from 0.75"),
      ([keyboard], "the keyboard"),
      ([offTop, offBottom, offLeft, offRight], "the modal is off-screen on that side"),
      ([tick, tickCurrent], "a snap point's tick beside the box; the current one"),
      ([tickAbove, tickBelow], "snap points beyond the box, above or below"),
      ([columnTick, columnTickCurrent], "a snap point's tick below the box; the current one"),
      ([columnTickLeft, columnTickRight], "snap points beyond the box, left or right"),
      ([ellipsis], "a cut text"),
    ]
  }
}

extension OutlineGlyphs {
  /// The box-drawing set or the ASCII one; each glyph is written once as its pair
  /// `g(box-drawing, ASCII)`, which keeps an element's two characters side by side.
  fileprivate init(ascii: Bool) {
    func g(_ box: Unicode.Scalar, _ plain: Unicode.Scalar) -> UInt32 {
      OutlineCanvas.packed(ascii ? plain : box)
    }
    self.init(
      topLeft: g("┌", "+"), topRight: g("┐", "+"), bottomLeft: g("└", "+"),
      bottomRight: g("┘", "+"), horizontal: g("─", "-"), vertical: g("│", "|"),
      safeMarkLeft: g("├", "*"), safeMarkBottom: g("┴", "*"), modalTopLeft: g("┏", "["),
      modalTopRight: g("┓", "]"), modalBottomLeft: g("┗", "["), modalBottomRight: g("┛", "]"),
      roundTopLeft: g("╭", "/"), roundTopRight: g("╮", "\\"), roundBottomLeft: g("╰", "\\"),
      roundBottomRight: g("╯", "/"), dottedHorizontal: g("┄", ","), dottedVertical: g("┆", ";"),
      handleHorizontal: g("▬", "="), handleVertical: g("▮", "="), contentRow: g("·", "_"),
      thumbVertical: g("┃", "H"), thumbHorizontal: g("━", "H"), shadeNone: g(" ", " "),
      shadeLight: g(".", "."), shadeMedium: g("░", ":"), shadeDense: g("▒", "%"),
      shadeFull: g("▓", "@"), keyboard: g("▦", "#"), ellipsis: g("…", "~"), offTop: g("▲", "^"),
      offBottom: g("▼", "v"), offLeft: g("◀", "<"), offRight: g("▶", ">"), tick: g("─", "-"),
      tickCurrent: g("◀", "<"), tickAbove: g("▴", "^"), tickBelow: g("▾", "v"),
      columnTick: g("│", "|"), columnTickCurrent: g("▲", "^"), columnTickLeft: g("◂", "<"),
      columnTickRight: g("▸", ">"))
  }
}

/// The characters of the `plot` chart, box-drawing or plain ASCII (declared beside the
/// outline's, so that each drawing's glyphs are in one place).
struct PlotGlyphs: Sendable {
  var axis: UInt32
  var labelledAxis: UInt32
  var corner: UInt32
  var horizontal: UInt32
  var mark: UInt32
  var flat: UInt32
  var vertical: UInt32
  /// Rising: the turn up on the previous level, the turn right on the new one.
  var riseFrom: UInt32
  var riseTo: UInt32
  /// Falling: the turn down on the previous level, the turn right on the new one.
  var fallFrom: UInt32
  var fallTo: UInt32
  var point: UInt32
  var keyframe: UInt32
  var now: UInt32
  var ellipsis: UInt32

  /// Box-drawing characters and discs.
  static let unicode = PlotGlyphs(ascii: false)

  /// Plain ASCII: the axes' `+` is theirs alone; the curve turns with `'` and `.`.
  static let ascii = PlotGlyphs(ascii: true)

  /// What each glyph of the chart means, in the shape of `OutlineGlyphs.legend`.
  var legend: [(glyphs: [UInt32], meaning: String)] {
    [
      ([axis, labelledAxis, corner, horizontal], "the axes; a labelled value"),
      ([mark], "an interpolation point's percent on the x axis"),
      ([flat, vertical, riseFrom, riseTo, fallFrom, fallTo], "the curve"),
      ([point], "the value at a snap point"),
      ([keyframe], "the value at an in-between keyframe"),
      ([now], "the current percent"),
      ([ellipsis], "a cut text"),
    ]
  }
}

extension PlotGlyphs {
  /// The box-drawing set or the ASCII one; each glyph is written once as its pair
  /// `g(box-drawing, ASCII)`, which keeps an element's two characters side by side.
  fileprivate init(ascii: Bool) {
    func g(_ box: Unicode.Scalar, _ plain: Unicode.Scalar) -> UInt32 {
      OutlineCanvas.packed(ascii ? plain : box)
    }
    self.init(
      axis: g("│", "|"), labelledAxis: g("┤", "+"), corner: g("└", "+"), horizontal: g("─", "-"),
      mark: g("┬", "+"), flat: g("─", "-"), vertical: g("│", "|"), riseFrom: g("╯", "'"),
      riseTo: g("╭", "."), fallFrom: g("╮", "."), fallTo: g("╰", "'"), point: g("●", "*"),
      keyframe: g("○", "o"), now: g("▲", "^"), ellipsis: g("…", "~"))
  }
}
