import ModalCore
import ModalRender
import ModalTestSupport
import Testing

/// A key is any text: both SVG writers write its characters as XML data, the ones XML 1.0
/// forbids (a vertical tab, ESC, U+FFFE) and the other controls as `\u{...}`, so that every
/// XML reader reads the file.
@Suite("SVG: a config's text as XML data")
struct SVGOutsideTextTests {
  static let key = "k\u{B}<&>\"'\u{1B}[2J\u{FFFE}\u{9B}\ttab"
  /// ``key`` as the SVG writers write it.
  static let written = "k\\u{B}&lt;&amp;&gt;&quot;&apos;\\u{1B}[2J\\u{FFFE}\\u{9B}&#9;tab"

  @Test("export svg: the label and the title")
  func frame() throws {
    let m = try presented("demo01", at: 1, keys: [Self.key])
    let svg = FrameSVG.render(m, title: "title \u{0}" + Self.key)
    #expect(svg.contains("<title>title \\u{0}\(Self.written)</title>"))
    #expect(svg.contains(">\(Self.written)</text>"))
    // The tick's label: its index and key.
    #expect(svg.contains(" fill=\"#007aff\">1 \(Self.written)</text>"))
    if let messages = try xmllintMessages(svg) { #expect(messages == "") }
  }

  @Test("plot --svg: the snap mark's label and the title")
  func plot() throws {
    var document = try presetDocument("demo01")
    document.config.defaultConfig.snapPoints[0].key = Self.key
    let interpolator = Interpolator(
      config: document.config.defaultConfig, environment: Environment())
    let svg = PlotSVG.render(
      interpolator, property: .height, current: nil, width: 80, title: "height of \(Self.key)")
    #expect(svg.contains("<title>height of \(Self.written)</title>"))
    #expect(svg.contains(">1 \(Self.written)</text>"))
    if let messages = try xmllintMessages(svg) { #expect(messages == "") }
  }
}
