import Testing

@testable import ModalCore

/// A bottom sheet sized by its content, as JSON (iphone-14 portrait: 390 x 844, safe bottom 34).
private let contentSheet = """
  {
    "snapPoints": [
      { "layout": { "align": "center/bottom", "width": "stretch", "height": "content + safe.bottom" } }
    ],
    "content": { "length": 300, "scrolls": false, "insets": { "top": 20, "bottom": 10 } }
  }
  """

private let phone = Environment(device: .iphone14, orientation: .portrait)

@Suite("Content: the config's content and the layout value content")
struct ContentTests {
  @Test("content decodes with every field and encodes back to the same JSON")
  func roundTrip() throws {
    let document = try ConfigCoding.decodeDocument(contentSheet)
    let content = try #require(document.config.defaultConfig.content)
    #expect(
      content
        == ContentConfig(
          length: 300, scrolls: false, insets: EdgeInsets(top: 20, bottom: 10)))
    let encoded = ConfigCoding.encodeDocument(document)
    #expect(
      encoded.contains(
        """
          "content": {
            "length": 300,
            "scrolls": false,
            "insets": {
              "top": 20,
              "bottom": 10
            }
          }
        """))
    #expect(try ConfigCoding.decodeDocument(encoded) == document)
  }

  @Test("the defaults are left out: scrolls true and zero insets encode as the length alone")
  func defaultsLeftOut() throws {
    let document = try ConfigCoding.decodeDocument(
      #"{ "snapPoints": [{ "layout": { "align": "center/bottom", "width": "stretch", "height": "content" } }], "content": { "length": 0 } }"#
    )
    #expect(document.config.defaultConfig.content == ContentConfig(length: 0))
    #expect(
      ConfigCoding.encodeDocument(document).contains("\"content\": {\n    \"length\": 0\n  }"))
  }

  @Test("a config without content encodes without a content key, as before")
  func noContent() throws {
    // The peer presets whose heights follow their content declare 300 pt of it (PanModal's
    // long form follows its 1200 pt list, in its default and its iPad popover configs;
    // Compose's sheet is sized by its 600 pt column, taller than half a phone).
    let sized: Set = ["modalkit-content", "half-modal", "panmodal", "material", "compose"]
    for name in BuiltinPresets.names {
      let document = try #require(try BuiltinPresets.document(named: name))
      let content = document.config.defaultConfig.content
      let length = name == "panmodal" ? 1200.0 : name == "compose" ? 600 : 300
      #expect(content == (sized.contains(name) ? ContentConfig(length: length) : nil), "\(name)")
      #expect(
        ConfigCoding.encodeDocument(document).contains("\"content\": ")
          == sized.contains(name), "\(name)")
    }
  }

  @Test("every wrong content field is reported at its JSON path")
  func errors() {
    let point =
      #""snapPoints": [{ "layout": { "align": "center/bottom", "width": "stretch", "height": 100 } }]"#
    #expect(
      loadProblems("{ \(point), \"content\": 300 }") == [
        "content: expected a content object, got a number"
      ])
    #expect(
      loadProblems("{ \(point), \"content\": {} }") == [
        "content.length: missing required key \"length\" (the content's length along the primary axis)"
      ])
    #expect(
      loadProblems(
        "{ \(point), \"content\": { \"length\": -1, \"scrolls\": 1, \"insets\": { \"top\": -2, \"left\": 3 } } }"
      ) == [
        "content.length: expected a content length from 0 to 10000000 pt, got -1",
        "content.scrolls: expected true or false, got a number",
        "content.insets.top: expected an inset from 0 to 100000 pt, got -2",
        "content.insets.left: unknown key (expected one of top, bottom, leading, trailing)",
      ])
    #expect(
      loadProblems("{ \(point), \"content\": { \"length\": 1, \"speed\": 2 } }") == [
        "content.speed: unknown key (expected one of length, across, scrolls, insets)"
      ])
  }

  @Test("content resolves to the length plus the insets along the primary axis")
  func resolves() throws {
    let config = try ConfigCoding.decodeDocument(contentSheet).config.defaultConfig
    #expect(config.contentLayoutLength == 330)
    let context = LayoutContext(environment: phone, config: config)
    let value = try LayoutValueSyntax.parseValue("content + safe.bottom")
    #expect(value.resolve(context, axis: .vertical) == 364)
    let capped = try LayoutValueSyntax.parseValue("content max 90%")
    var long = config
    long.setContentLength(1200)
    #expect(
      capped.resolve(LayoutContext(environment: phone, config: long), axis: .vertical) == 759.6)
    // The points of the config follow: 390 wide, 364 high, at the bottom.
    let interpolator = Interpolator(config: config, environment: phone)
    #expect(interpolator.points[1].rect == Rect(x: 0, y: 480, width: 390, height: 364))
    // Horizontal directions count leading + trailing.
    var drawer = config
    drawer.snapDirection = .leftToRight
    drawer.content?.insets = EdgeInsets(top: 20, left: 5, bottom: 10, right: 7)
    #expect(drawer.contentLayoutLength == 312)
  }

  @Test("without content, content resolves to 0; the syntax round-trips")
  func withoutContent() throws {
    var config = try ConfigCoding.decodeDocument(contentSheet).config.defaultConfig
    config.setContentLength(nil)
    #expect(config.content == nil)
    let value = try LayoutValueSyntax.parseValue("content + safe.bottom")
    #expect(value.resolve(LayoutContext(environment: phone, config: config), axis: .vertical) == 34)
    #expect(value.resolve(LayoutContext(environment: phone), axis: .vertical) == 34)
    for text in ["content", "content + safe.bottom", "content max 90%", "content - 10"] {
      #expect(LayoutValueSyntax.format(try LayoutValueSyntax.parseValue(text)) == text)
    }
  }

  @Test("the viewport is the frame's primary length less the insets, never below 0")
  func viewport() {
    let content = ContentConfig(length: 1200, insets: EdgeInsets(top: 20, bottom: 10))
    let frame = Rect(x: 0, y: 84.4, width: 390, height: 759.6)
    #expect(content.viewport(of: frame, along: .vertical) == 729.6)
    #expect(content.viewport(of: Rect(x: 0, y: 0, width: 390, height: 12), along: .vertical) == 0)
    #expect(content.viewport(of: frame, along: .horizontal) == 390)
  }

  @Test("the content fields of set: a length creates the content, none removes it")
  func fields() throws {
    var document = try ConfigCoding.decodeDocument(
      #"{ "snapPoints": [{ "layout": { "align": "center/bottom", "width": "stretch", "height": "content" } }] }"#
    )
    func set(_ path: String, _ text: String) throws {
      let field = try ConfigSchema.resolve(path, in: document, selection: .defaultConfig)
      try ConfigSchema.set(field, text, in: &document)
    }
    // Setting a field to its default on a config without content changes nothing.
    try set("content.scrolls", "true")
    try set("content.insets.top", "0")
    #expect(document.config.defaultConfig.content == nil)
    try set("content.insets.bottom", "8")
    #expect(
      document.config.defaultConfig.content
        == ContentConfig(length: 0, insets: EdgeInsets(bottom: 8)))
    try set("content.length", "420")
    #expect(document.config.defaultConfig.content?.length == 420)
    #expect(throws: (any Error).self) { try set("content.length", "10000001") }
    #expect(document.config.defaultConfig.content?.length == 420)
    try set("content.length", "none")
    #expect(document.config.defaultConfig.content == nil)
  }
}
