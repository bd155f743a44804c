import ModalCore
import ModalSupport

// The layers of the outline around the modal: the dimming, the presenting view behind the
// modal, and the keyboard over everything.
extension OutlineRenderer {
  /// The shade of an opacity (the dim's, or the presenting view's overlay).
  func shade(_ opacity: Double) -> UInt32 {
    let value = opacity.isNaN ? 0 : opacity
    return value < 0.05
      ? glyphs.shadeNone
      : value < 0.25
        ? glyphs.shadeLight
        : value < 0.5 ? glyphs.shadeMedium : value < 0.75 ? glyphs.shadeDense : glyphs.shadeFull
  }

  /// The dimming: every inner cell shaded by the background's opacity.
  mutating func drawShading() {
    let shade = shade(scene.dim)
    guard shade != OutlineCanvas.space else { return }
    canvas.usePen(.dim)
    for row in 0..<rows { canvas.fill(shade, line: row + 1, from: 1, through: columns) }
    canvas.usePen(nil)
  }

  /// The presenting content behind the modal: the container's rect scaled about its top centre
  /// and moved down, as a box (rounded from a radius of 1) whose inside is shaded by the
  /// overlay's opacity like the dim. Its part outside the container is not drawn.
  mutating func drawPresenting(_ presenting: PresentingView) {
    guard presenting.scale > 0, let spans = spans(of: presenting.rect(in: scene.container)),
      let visible = visible(spans)
    else { return }
    let style = boxStyle(
      rounded: presenting.cornerRadius >= 1 ? .all : [], square: containerCorners, dotted: false,
      inside: shade(presenting.overlayOpacity), paint: nil)
    drawBox(spans, visible: visible, style: style)
  }

  /// The word of the keyboard's band, before its height.
  static let keyboardWord: StaticString = "keyboard "

  /// The keyboard's band over everything, with ` keyboard H ` centred in it (cut to fit).
  mutating func drawKeyboard() {
    guard let keyboard = scene.keyboard, let spans = spans(of: keyboard),
      let band = visible(spans)
    else { return }
    canvas.usePen(.keyboard)
    defer { canvas.usePen(nil) }
    for row in band.rows {
      canvas.fill(
        glyphs.keyboard, line: row + 1, from: band.columns.lowerBound + 1,
        through: band.columns.upperBound + 1)
    }
    // ` keyboard H `, or without its spaces (cut with an ellipsis) when the band is narrower.
    let width = band.columns.count
    let height = Swift.abs(keyboard.height)
    let full =
      2 + Self.keyboardWord.utf8CodeUnitCount
      + OutlineCanvas.numberCellCount(
        height, decimals: 0)
    let spaced = full <= width
    guard spaced || width >= 2 else { return }
    let count = spaced ? full : Swift.min(full - 2, width)
    let line = middle(band.rows) + 1
    let start = band.columns.lowerBound + (width - count) / 2 + 1
    let end = start + count
    var column = start
    if spaced { column += 1 }
    column = canvas.putASCII(Self.keyboardWord, line: line, column: column, end: end)
    column = canvas.putNumber(height, decimals: 0, line: line, column: column, end: end)
    if full - 2 > width { canvas[line, end - 1] = glyphs.ellipsis }
    if spaced {
      canvas[line, start] = OutlineCanvas.space
      canvas[line, column] = OutlineCanvas.space
    }
  }
}
