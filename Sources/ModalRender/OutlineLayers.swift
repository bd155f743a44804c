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
    let space = OutlineCanvas.space
    var text: [UInt32] = [space]
    text.reserveCapacity(24)
    OutlineCanvas.appendASCII("keyboard ", to: &text)
    canvas.appendNumber(Swift.abs(keyboard.height), decimals: 0, to: &text)
    text.append(space)
    let width = band.columns.count
    if text.count > width {
      // Without the spaces, cut to the band.
      guard width >= 2 else { return }
      text = OutlineCanvas.truncated(
        Array(text[1..<(text.count - 1)]), to: width, ellipsis: glyphs.ellipsis)
    }
    canvas.put(
      text, line: middle(band.rows) + 1,
      column: band.columns.lowerBound + (width - text.count) / 2 + 1)
  }
}
