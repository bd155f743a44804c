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
  ///
  /// One pass over the bytes (the generic `replacing` costs tens of thousands of instructions
  /// a line, and a panel has dozens): the three patterns never overlap one another, and the
  /// prefix neither makes nor breaks one, so this is the same as replacing each in turn.
  public static func prefixed(_ line: String, _ prefix: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(line.utf8.count + 3 * prefix.utf8.count)
    let text = Array(line.utf8)
    var index = 0
    while index < text.count {
      if let pattern = referencePatterns.first(where: { matches($0, in: text, at: index) }) {
        bytes += pattern
        bytes += prefix.utf8
        index += pattern.count
      } else {
        bytes.append(text[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What an id or a reference to one starts with: `id="`, `url(#`, `href="#`.
  static let referencePatterns: [[UInt8]] = ["id=\"", "url(#", "href=\"#"].map { Array($0.utf8) }

  /// True when `pattern` occurs in `text` at `index`.
  static func matches(_ pattern: [UInt8], in text: [UInt8], at index: Int) -> Bool {
    guard text[index] == pattern[0], index + pattern.count <= text.count else { return false }
    for offset in 1..<pattern.count where text[index + offset] != pattern[offset] { return false }
    return true
  }
}
