/// The characters of the outline, in a box-drawing and a plain ASCII set (`--ascii`), as
/// canvas cells (`OutlineCanvas.packed(_:)`).
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

  // The modal's box (its straight corners are the container's).
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

  // The content inside the modal (issue 12).
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
  static let unicode = OutlineGlyphs(
    topLeft: v("┌"), topRight: v("┐"), bottomLeft: v("└"), bottomRight: v("┘"),
    horizontal: v("─"), vertical: v("│"), safeMarkLeft: v("├"), safeMarkBottom: v("┴"),
    roundTopLeft: v("╭"), roundTopRight: v("╮"), roundBottomLeft: v("╰"),
    roundBottomRight: v("╯"), dottedHorizontal: v("┄"), dottedVertical: v("┆"),
    handleHorizontal: v("━"), handleVertical: v("┃"),
    contentRow: v("·"), thumbVertical: v("┃"), thumbHorizontal: v("━"),
    shadeNone: v(" "), shadeLight: v("."), shadeMedium: v("░"), shadeDense: v("▒"),
    shadeFull: v("▓"), keyboard: v("▒"), ellipsis: v("…"),
    offTop: v("▲"), offBottom: v("▼"), offLeft: v("◀"), offRight: v("▶"),
    tick: v("─"), tickCurrent: v("◀"), tickAbove: v("▴"), tickBelow: v("▾"),
    columnTick: v("│"), columnTickCurrent: v("▲"), columnTickLeft: v("◂"),
    columnTickRight: v("▸"))

  /// Plain ASCII: `+ - | . : # =` for the drawing, `^ v < >` for directions, `~` for a cut
  /// text.
  static let ascii = OutlineGlyphs(
    topLeft: v("+"), topRight: v("+"), bottomLeft: v("+"), bottomRight: v("+"),
    horizontal: v("-"), vertical: v("|"), safeMarkLeft: v("+"), safeMarkBottom: v("+"),
    roundTopLeft: v("+"), roundTopRight: v("+"), roundBottomLeft: v("+"),
    roundBottomRight: v("+"), dottedHorizontal: v("."), dottedVertical: v("."),
    handleHorizontal: v("="), handleVertical: v("="),
    contentRow: v("."), thumbVertical: v("#"), thumbHorizontal: v("#"),
    shadeNone: v(" "), shadeLight: v("."), shadeMedium: v(":"), shadeDense: v("#"),
    shadeFull: v("#"), keyboard: v("="), ellipsis: v("~"),
    offTop: v("^"), offBottom: v("v"), offLeft: v("<"), offRight: v(">"),
    tick: v("-"), tickCurrent: v("<"), tickAbove: v("^"), tickBelow: v("v"),
    columnTick: v("|"), columnTickCurrent: v("^"), columnTickLeft: v("<"),
    columnTickRight: v(">"))

  /// The legend of `help outline` (issue 16): each element's glyphs in this set and what they
  /// mean, read from the glyphs above so that it follows them.
  var legend: [(glyphs: [UInt32], meaning: String)] {
    [
      ([topLeft, horizontal, vertical], "the container (the screen), titled with the device"),
      ([safeMarkLeft, safeMarkBottom], "a safe-area inset on the container's border"),
      ([roundTopLeft, roundTopRight], "a modal corner that is rounded (masked, radius 1 or more)"),
      ([dottedHorizontal, dottedVertical], "the modal's border when it is transparent"),
      ([handleHorizontal, handleVertical], "the drag handle"),
      ([contentRow], "a row of the modal's content"),
      ([thumbVertical, thumbHorizontal], "the content's scroll indicator"),
      (
        [shadeLight, shadeMedium, shadeDense, shadeFull],
        "the dim, denser from 0.05, 0.25, 0.5, 0.75"
      ),
      ([keyboard], "the keyboard"),
      ([offTop, offBottom, offLeft, offRight], "the modal is off-screen on that side"),
      ([tick, tickCurrent], "a snap point's tick beside the box; the current one"),
      ([tickAbove, tickBelow], "snap points beyond the box, above or below"),
      ([columnTick, columnTickCurrent], "a snap point's tick below the box; the current one"),
      ([columnTickLeft, columnTickRight], "snap points beyond the box, left or right"),
      ([ellipsis], "a cut text"),
    ]
  }

  private static func v(_ scalar: Unicode.Scalar) -> UInt32 { OutlineCanvas.packed(scalar) }
}
