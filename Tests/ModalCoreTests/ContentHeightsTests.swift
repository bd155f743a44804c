import Testing

@testable import ModalCore

/// Heights that follow the content (issue 12): `content.width` / `content.height` with
/// `content.across`, and a snap point's own `contentLength`. iphone-14 portrait: 390 x 844.
private let phone = Environment(device: .iphone14, orientation: .portrait)

/// A card as wide as its content: 300 long, 320 across, insets 10 on each side and 20 on top,
/// so `content` and `content.height` are 320 and `content.width` 340; the second point's page
/// is 700 long (720 with the insets).
private let cards = """
  {
    "snapPoints": [
      { "layout": { "align": "center/bottom", "width": "content.width", "height": "content" } },
      { "contentLength": 700,
        "layout": { "align": "center/bottom", "width": "content.width max 100%", "height": "content.height" } }
    ],
    "content": { "length": 300, "across": 320, "insets": { "top": 20, "leading": 10, "trailing": 10 } }
  }
  """

/// A list 1000 long in a 40% sheet (337.6 high), then a 500 pt sheet whose page is 1500 long.
private let pages = """
  {
    "snapPoints": [
      { "key": "small", "layout": { "align": "center/bottom", "width": "stretch", "height": "40%" } },
      { "key": "big", "contentLength": 1500,
        "layout": { "align": "center/bottom", "width": "stretch", "height": 500 } }
    ],
    "content": { "length": 1000 }
  }
  """

private func config(_ text: String) throws -> ModalConfig {
  try ConfigCoding.decodeDocument(text).config.defaultConfig
}

@Suite("Content heights: content.width / content.height, across, a page's own length")
struct ContentHeightsTests {
  @Test("content.width and content.height parse, format back, and resolve with the insets")
  func syntax() throws {
    for text in [
      "content.width", "content.height", "content.width max 100%", "content.height + 17",
    ] {
      let value = try LayoutValueSyntax.parseValue(text)
      #expect(LayoutValueSyntax.format(value) == text)
    }
    #expect(try LayoutValueSyntax.parseValue("content.width").kind == .contentExtent(.horizontal))
    #expect(try LayoutValueSyntax.parseValue("content.height").kind == .contentExtent(.vertical))
    let sheet = try config(cards)
    let context = LayoutContext(environment: phone, config: sheet)
    #expect(context.contentLength == 320)
    #expect(context.contentSize == Size(width: 340, height: 320))
    // The page's own length replaces the length along the primary axis only.
    let page = LayoutContext(environment: phone, config: sheet, point: sheet.snapPoints[1])
    #expect(page.contentLength == 720)
    #expect(page.contentSize == Size(width: 340, height: 720))
    // Without content every content value is 0.
    let none = LayoutContext(environment: phone)
    #expect(LayoutValue(.contentExtent(.horizontal)).resolve(none, axis: .horizontal) == 0)
  }

  @Test("a card sized by its content: exact rects for both pages")
  func cardRects() throws {
    let interpolator = Interpolator(config: try config(cards), environment: phone)
    #expect(interpolator.points[1].rect == Rect(x: 25, y: 524, width: 340, height: 320))
    #expect(interpolator.points[2].rect == Rect(x: 25, y: 124, width: 340, height: 720))
    // The undershoot is the first page moved offscreen: its own length, the same size.
    #expect(interpolator.points[0].rect.size == Size(width: 340, height: 320))
  }

  @Test("a drawer: content is its width, content.height the declared across")
  func drawer() throws {
    let text = """
      {
        "direction": "leftToRight",
        "snapPoints": [
          { "layout": { "align": "left/center", "width": "content", "height": "content.height" } }
        ],
        "content": { "length": 250, "across": 400, "insets": { "top": 5, "bottom": 5 } }
      }
      """
    let interpolator = Interpolator(config: try config(text), environment: phone)
    #expect(interpolator.points[1].rect == Rect(x: 0, y: 217, width: 250, height: 410))
  }

  @Test("the cross-axis value without content.across is refused at its path, naming the layout")
  func acrossRequired() throws {
    let sheet = """
      { "snapPoints": [
          { "layout": { "align": "center/bottom", "width": "stretch", "height": 300 } },
          { "layout": { "align": "center/bottom", "width": "content.width + 20", "height": "50%" } }
        ],
        "content": { "length": 300 } }
      """
    #expect(
      loadProblems(sheet) == [
        "content.across: snapPoints[1].layout uses content.width, the content's extent across the primary axis: declare content.across"
      ])
    // The primary-axis value needs no across; without content nothing is refused.
    let primary = sheet.replacingOccurrences(of: "content.width + 20", with: "content.height")
    #expect(loadProblems(primary) == [])
    var without = try ConfigCoding.decodeDocument(primary).config.defaultConfig
    without.snapPoints[1].layout?.width = try LayoutValueSyntax.parseValue("content.width + 20")
    without.content = nil
    #expect(without.problems() == [])
    // A drawer's cross value is content.height; inside a conditional and a bound it is found.
    let drawer = """
      { "direction": "rightToLeft", "snapPoints": [
          { "layout": { "align": "right/center", "width": 300, "height": "kb ? 100 : 50 min content.height" } }
        ],
        "content": { "length": 300 } }
      """
    #expect(
      loadProblems(drawer) == [
        "content.across: snapPoints[0].layout uses content.height, the content's extent across the primary axis: declare content.across"
      ])
  }

  @Test("across and a page's contentLength round-trip through JSON and set")
  func roundTrip() throws {
    let document = try ConfigCoding.decodeDocument(cards)
    let sheet = document.config.defaultConfig
    #expect(sheet.content?.across == 320)
    #expect(sheet.snapPoints.map(\.contentLength) == [nil, 700])
    let encoded = ConfigCoding.encodeDocument(document)
    #expect(encoded.contains("\"length\": 300,\n    \"across\": 320,"))
    #expect(encoded.contains("\"contentLength\": 700,"))
    #expect(try ConfigCoding.decodeDocument(encoded) == document)
    #expect(
      loadProblems(cards.replacingOccurrences(of: "700", with: "-1")) == [
        "snapPoints[1].contentLength: expected a content length from 0 to 10000000 pt, got -1"
      ])
  }

  @Test("the manager's content length is the page's: scroll range, clamp and nearest page")
  func effectiveLength() throws {
    var m = try Manager(config: try config(pages), environment: phone)
    #expect(m.contentLength == 1000)
    _ = try m.apply(.present(.index(1), animated: false))
    #expect(m.contentLength == 1000)
    #expect(close(m.contentMaxOffset, 662.4))
    _ = try m.apply(.snap(.key("big")))
    _ = m.settleAnimation()
    #expect(m.frame == Rect(x: 0, y: 344, width: 390, height: 500))
    #expect(m.contentLength == 1500)
    #expect(m.effectiveContent == ContentConfig(length: 1500))
    #expect(m.contentMaxOffset == 1000)
    _ = try m.apply(.scroll(.bottom))
    #expect(m.contentOffset == 1000)
    // Back on the small page the list is 1000 long again: the offset is clamped to its range.
    _ = try m.apply(.snap(.key("small")))
    _ = m.settleAnimation()
    #expect(m.contentLength == 1000)
    #expect(close(m.contentOffset, 662.4))
    // During a drag the nearest point's page gives the length (like the page label).
    _ = try m.apply(.dragBegin)
    _ = try m.apply(.dragMove(amount: 50, secondary: 0))
    #expect(m.contentLength == 1000)
    _ = try m.apply(.dragMove(amount: 100, secondary: 0))
    #expect(m.contentLength == 1500)
  }

  @Test("a dismissal through a preset keeps the page's own size (its length, not the config's)")
  func dismissPreset() throws {
    var m = try Manager(config: try config(cards), environment: phone)
    _ = try m.apply(.present(.index(2), animated: false))
    #expect(m.frame == Rect(x: 25, y: 124, width: 340, height: 720))
    _ = try m.apply(.dismiss(.preset(.offscreenBottom), animated: true))
    _ = try m.apply(.advance(frames: 5))
    #expect(m.animation != nil)
    #expect(m.frame.size == Size(width: 340, height: 720))
    #expect(m.frame.y > 124)
  }
}
