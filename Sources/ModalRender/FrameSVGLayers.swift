import ModalCore

// The parts of the frame's SVG that need definitions: the blurs as
// `feGaussianBlur` filters, the content's rows clipped to its viewport, the scroll indicator.
// docs/export.md ("The frame as SVG") documents the rules; FrameSVG's doc comment the order.
extension FrameSVG {
  /// The Gaussian blur (its `stdDeviation`, in points) of a blur material at intensity 1: an
  /// approximation of UIKit's materials, whose radius is not published (about 20 pt for the
  /// system materials). The intensity scales it linearly.
  public static let materialBlur = 20.0

  /// The content's rows are this many points of content apart (the outline's unit).
  public static let contentRowStep = OutlineRenderer.contentStepUnit

  /// The hairline of a content row.
  public static let contentRowColor = "#c7c7cc"

  /// The blurs of a frame, in points (`stdDeviation`), 0 for none: the background's (the
  /// backdrop: container and presenting view) and the modal's (a blurred copy of the backdrop
  /// under the modal's fill, clipped to its shape) when the point's traits name a material and
  /// the intensity is above 0 (`materialBlur` x intensity, as UIKit draws no blur without a
  /// material); the shadow's, half its radius (CALayer's `shadowRadius` is about twice the
  /// Gaussian's standard deviation).
  public struct Blurs: Hashable, Sendable {
    public var background: Double
    public var modal: Double
    public var shadow: Double

    /// The blurs of a manager's frame.
    public init(_ manager: Manager) {
      let values = manager.values
      let traits = manager.traits
      func material(_ effect: String?, _ channel: Channel) -> Double {
        guard effect != nil, manager.isVisible else { return 0 }
        return FrameSVG.materialBlur * FrameSVG.clamp(values[channel])
      }
      background = material(traits.backgroundBlurEffect, .backgroundBlurIntensity)
      modal = material(traits.modalBlurEffect, .modalBlurIntensity)
      let radius = values[.shadowRadius]
      shadow = radius.isFinite && radius > 0 ? radius / 2 : 0
    }
  }

  /// The `<defs>` of the frame: the clip path of the screen's rounded shape, the filters of its
  /// blurs and the clip paths of the modal's shape (for the modal's blur) and of the content's
  /// viewport; nothing when none is needed.
  static func definitions(
    _ blurs: Blurs, modalShape: [String], viewport: Rect?, screen: String? = nil
  ) -> [String] {
    var lines: [String] = []
    if let screen { lines.append(screen) }
    func filter(_ id: String, _ deviation: Double) {
      lines.append(
        "    <filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(n(deviation))\"/></filter>"
      )
    }
    if blurs.background > 0 { filter("background-blur", blurs.background) }
    if blurs.modal > 0 {
      filter("modal-blur", blurs.modal)
      lines.append("    <clipPath id=\"modal-clip\">")
      lines += modalShape.map { "    " + $0 }
      lines.append("    </clipPath>")
    }
    if blurs.shadow > 0 { filter("shadow-blur", blurs.shadow) }
    if let viewport {
      lines.append(
        "    <clipPath id=\"content-clip\">"
          + String(
            rect("content-viewport", viewport.x, viewport.y, viewport.width, viewport.height)
              .dropFirst(2)) + "</clipPath>")
    }
    guard !lines.isEmpty else { return [] }
    return ["  <defs>"] + lines + ["  </defs>"]
  }

  /// The content's viewport in the modal's frame: along the primary axis from the frame's
  /// start plus the leading inset, `viewport` points long; across it, the frame less its
  /// insets. Nil when it is empty or a number is not finite.
  static func viewport(_ content: FrameScene.Content, in frame: Rect, axis: Axis) -> Rect? {
    let insets = content.insets
    let rect: Rect
    if axis == .vertical {
      rect = Rect(
        x: frame.minX + insets.left, y: frame.minY + insets.top,
        width: frame.width - insets.left - insets.right, height: content.viewport)
    } else {
      rect = Rect(
        x: frame.minX + insets.left, y: frame.minY + insets.top, width: content.viewport,
        height: frame.height - insets.top - insets.bottom)
    }
    guard rect.width > 0, rect.height > 0, rect.x.isFinite, rect.y.isFinite,
      rect.width.isFinite, rect.height.isFinite, content.offset.isFinite, content.length.isFinite
    else { return nil }
    return rect
  }

  /// The content's group, clipped to the viewport, at the content's opacity: row k (a column
  /// for a horizontal direction) covers the content from k x `contentRowStep` to the next row
  /// or the content's end, drawn `offset` points up (left) of its place, as a hairline rect
  /// with its position in points as text; only the rows that reach into the viewport.
  static func content(
    _ content: FrameScene.Content, viewport: Rect, axis: Axis, opacity: Double
  ) -> [String] {
    var lines = [
      "    <g id=\"content\" clip-path=\"url(#content-clip)\" opacity=\"\(n(clamp(opacity)))\">"
    ]
    let step = contentRowStep
    let vertical = axis == .vertical
    let start = vertical ? viewport.y : viewport.x
    let length = vertical ? viewport.height : viewport.width
    var k = Swift.max(0, OutlineLayout.floorInt(content.offset / step))
    // The rows in the viewport: at most one more than fit in it (the bound guards against
    // saturated numbers).
    let most = OutlineLayout.floorInt(length / step) + 2
    for _ in 0..<Swift.max(0, most) {
      let position = Double(k) * step
      let place = start + position - content.offset
      guard position < content.length, place < start + length else { break }
      let size = Swift.min(step, content.length - position)
      let row: Rect =
        vertical
        ? Rect(x: viewport.x, y: place, width: viewport.width, height: size)
        : Rect(x: place, y: viewport.y, width: size, height: viewport.height)
      lines.append(
        "    "
          + rect(
            "content-row-\(k)", row.x, row.y, row.width, row.height,
            extra:
              "fill=\"none\" stroke=\"\(contentRowColor)\" stroke-width=\"0.50\""))
      lines.append(
        "      <text id=\"content-row-\(k)-label\" x=\"\(n(row.x + 8))\" y=\"\(n(row.y + 20))\" font-family=\"sans-serif\" font-size=\"13\" fill=\"\(labelColor)\">\(OutlineLayout.roundInt(position))</text>"
      )
      k += 1
    }
    lines.append("    </g>")
    return lines
  }

  /// The scroll indicator (content that scrolls and does not fit): a 3 pt thumb 6 pt inside
  /// the frame's trailing edge (the right edge for a vertical direction, the bottom one for a
  /// horizontal one) along the viewport; its length the viewport's share of the content (at
  /// least 8 pt, at most the viewport), its start (viewport - length) x offset / maxOffset
  /// after the viewport's, so it touches the viewport's end at the largest offset.
  static func scrollIndicator(
    _ content: FrameScene.Content, viewport: Rect, frame: Rect, axis: Axis
  ) -> [String] {
    guard content.scrolls, content.maxOffset > 0, content.maxOffset.isFinite, content.length > 0
    else { return [] }
    let vertical = axis == .vertical
    let track = vertical ? viewport.height : viewport.width
    let length = Swift.min(track, Swift.max(8, track * content.viewport / content.length))
    let progress = Swift.min(Swift.max(content.offset / content.maxOffset, 0), 1)
    let start = (vertical ? viewport.y : viewport.x) + (track - length) * progress
    let thumb =
      vertical
      ? Rect(x: frame.maxX - 6, y: start, width: 3, height: length)
      : Rect(x: start, y: frame.maxY - 6, width: length, height: 3)
    return [
      "  "
        + rect(
          "scroll-indicator", thumb.x, thumb.y, thumb.width, thumb.height, radius: 1.5,
          fill: "#000000", opacity: 0.35)
    ]
  }
}
