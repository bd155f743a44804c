import ModalCore
import ModalSupport

extension FrameSVG {
  /// The gap between two panels, in points.
  public static let panelGap = 24.0
  /// The height of a panel's caption above its frame, in points.
  public static let captionHeight = 28.0

  /// Several frames side by side (`compare --svg`): each panel is its caption (escaped) above
  /// the frame as ``elements(_:)`` draws it, in a nested `<svg>` of the container's size that
  /// clips it, left to right with ``panelGap`` between them. The ids of each panel's elements
  /// (and the references to them: `url(#...)`, `href="#..."`) take the prefix `pN-`, so that
  /// the panels' filters and clips stay their own in one document.
  public static func panels(_ panels: [(title: String, manager: Manager)], title: String)
    -> String
  {
    var body: [String] = []
    var x = 0.0
    var height = 0.0
    for (index, panel) in panels.enumerated() {
      let container = panel.manager.environment.containerSize
      let prefix = "p\(index)-"
      body.append("  <g id=\"\(prefix)panel\" transform=\"translate(\(n(x)) 0)\">")
      body.append(
        "    <text x=\"0\" y=\"18\" font-family=\"sans-serif\" font-size=\"15\" fill=\"\(labelColor)\">\(VisibleText.xml(panel.title))</text>"
      )
      body.append(
        "    <svg x=\"0\" y=\"\(n(captionHeight))\" width=\"\(n(container.width))\" height=\"\(n(container.height))\" viewBox=\"0 0 \(n(container.width)) \(n(container.height))\" overflow=\"hidden\">"
      )
      for line in elements(panel.manager) { body.append("    " + prefixed(line, prefix)) }
      body.append("    </svg>")
      body.append("  </g>")
      x += container.width + panelGap
      height = max(height, captionHeight + container.height)
    }
    let width = max(0, x - panelGap)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">",
      "  <title>\(VisibleText.xml(title))</title>",
    ]
    lines += body
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// An element line with its ids and the references to them prefixed. Text in a line is
  /// escaped (``VisibleText/xml(_:attribute:)``), so `id="` only occurs as an attribute.
  public static func prefixed(_ line: String, _ prefix: String) -> String {
    line.replacing("id=\"", with: "id=\"\(prefix)")
      .replacing("url(#", with: "url(#\(prefix)")
      .replacing("href=\"#", with: "href=\"#\(prefix)")
  }
}
