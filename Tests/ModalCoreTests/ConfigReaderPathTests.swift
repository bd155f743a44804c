import Testing

@testable import ModalCore

/// The reader's paths made into text only for a problem (``ReadPath``), and the layout values
/// it keeps for texts the points repeat (``RecentLayoutValues``): what `load` prints is the
/// same as when every path was a string and every text was parsed.
@Suite("ConfigReader: lazy paths and repeated layout values")
struct ConfigReaderPathTests {
  @Test("a path is written as JSONPath writes it: keys, indices, quoted keys, a root")
  func pathText() {
    let root: ReadPath = ""
    #expect(root.isEmpty)
    let points = ReadPath.Parent(root).key("snapPoints")
    #expect(!points.isEmpty)
    let height = ReadPath.Parent(ReadPath.Parent(ReadPath.Parent(points).index(12)).key("layout"))
      .key("height")
    #expect(height.description == "snapPoints[12].layout.height")
    #expect(
      JSONPath.key(height, "odd key").description == "snapPoints[12].layout.height[\"odd key\"]")
    #expect(JSONPath.index(ReadPath("default"), 3).description == "default[3]")
    #expect(JSONPath.join(ReadPath("default"), "snapPoints[0].key") == "default.snapPoints[0].key")
  }

  @Test("a text refused at several points is reported at each; a repeated text reads the same")
  func repeatedTexts() throws {
    func point(_ height: String, _ width: String = "stretch") -> String {
      "{\"layout\": {\"align\": \"center/bottom\", \"width\": \"\(width)\", \"height\": \"\(height)\"}}"
    }
    let bad = "{\"snapPoints\": [\(point("fifty")), \(point("40%")), \(point("fifty"))]}"
    #expect(throws: ConfigLoadError.self) { try ConfigCoding.decodeDocument(bad) }
    do {
      _ = try ConfigCoding.decodeDocument(bad)
    } catch {
      #expect(
        error.problems.map(\.path) == [
          "snapPoints[0].layout.height", "snapPoints[2].layout.height",
        ])
    }
    // Six distinct texts, then the first again (pushed out of the four kept): parsed again.
    let heights = ["10%", "20%", "30%", "40%", "50%", "60%", "10%", "stretch - 20"]
    let good = "{\"snapPoints\": [" + heights.map { point($0, $0) }.joined(separator: ", ") + "]}"
    let document = try ConfigCoding.decodeDocument(good)
    let parsed = try heights.map { try LayoutCodecs.parseLayoutValue($0) }
    #expect(document.config.defaultConfig.snapPoints.map { $0.layout?.height } == parsed)
    #expect(document.config.defaultConfig.snapPoints.map { $0.layout?.width } == parsed)
  }

  @Test("an over-complex value is refused whether or not it is rendered to be checked")
  func complexity() {
    let sum = Array(repeating: "1", count: 70).joined(separator: " + ")
    #expect(throws: ValueError.self) { try LayoutCodecs.parseLayoutValue(sum) }
    #expect(LayoutCodecs.isSingleTerm(try! LayoutCodecs.parseLayoutValue("50%")))
    #expect(!LayoutCodecs.isSingleTerm(try! LayoutCodecs.parseLayoutValue("50% - 20")))
    #expect(!LayoutCodecs.isSingleTerm(try! LayoutCodecs.parseLayoutValue("kb ? 10% : 20%")))
  }

  @Test("duplicate keys of nested objects: each object finds its own first occurrence")
  func nestedDuplicates() {
    let (value, problems) = JSONParser.parse(#"{"a": 1, "b": {"x": 1, "y": 2, "x": 3}, "a": 2}"#)
    #expect(value?["b"]?["x"] == .number(1))
    #expect(value?["a"] == .number(1))
    #expect(
      problems.map(\.description) == [
        "b.x: duplicate key at line 1, column 32 (first at line 1, column 16)",
        "a: duplicate key at line 1, column 41 (first at line 1, column 2)",
      ])
  }

  @Test("a plain percent read from its bytes is what the parser reads; other texts go to it")
  func plainPercents() throws {
    for text in ["50%", "42.5000%", "0%", "007%", "0.0001%", "100000%", "99999.99999%"] {
      let fast = try #require(LayoutCodecs.plainPercent(text))
      #expect(fast == (try LayoutValueSyntax.parseValue(text)))
    }
    for text in [
      "%", "50", "-5%", "+5%", ".5%", "5.%", "1.2.3%", "5 %", "50% of screen", "1e3%",
      "1234567890123456%",
    ] {
      #expect(LayoutCodecs.plainPercent(text) == nil)
    }
    // Over 1e16: the parser's range error, not a value.
    #expect(throws: ValueError.self) { try LayoutCodecs.parseLayoutValue("20000000000000000%") }
  }
}
