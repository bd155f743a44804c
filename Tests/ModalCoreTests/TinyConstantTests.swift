import Testing

@testable import ModalCore

// Issue 14: a width or height written as a bare number under 1 (`"height": 0.5`, SwiftUI's
// `.fraction(0.5)` written naturally) is half a point. It loads, and load, `set` and `lint`
// say what was probably meant.

/// A static document of bottom-sheet points with these heights (JSON values) and a width.
private func document(
  heights: [String], width: String = "\"100%\"", direction: String = "bottomToTop",
  extra: String = ""
) throws -> ConfigDocument {
  let points = heights.map {
    "{\"layout\": {\"align\": \"center/bottom\", \"width\": \(width), \"height\": \($0)}}"
  }
  return try ConfigCoding.decodeDocument(
    "{\"direction\": \"\(direction)\", \"snapPoints\": [\(points.joined(separator: ", "))]\(extra)}"
  )
}

@Suite("Tiny constants: a bare number under 1 as a width or height")
struct TinyConstantTests {
  @Test("a height of 0.5 loads as 0.5 pt, and the warning suggests 50% and detent.fraction(0.5)")
  func height() throws {
    let loaded = try document(heights: ["0.5", "0.25"])
    #expect(loaded.config.defaultConfig.snapPoints[0].layout?.height == .constant(0.5))
    let found = TinyConstants.find(in: loaded.config)
    #expect(
      found.map(\.warning) == [
        "snapPoints[0].layout.height is 0.5 pt: did you mean 50% (or detent.fraction(0.5))?",
        "snapPoints[1].layout.height is 0.25 pt: did you mean 25% (or detent.fraction(0.25))?",
      ])
    #expect(found.map(\.index) == [1, 2])
    #expect(found.map(\.field) == [.height, .height])
    #expect(found.map(\.value) == [0.5, 0.25])
  }

  @Test("a width, or a drawer's height, gets the percent alone; 0.07 reads as 7%")
  func widthAndDrawers() throws {
    #expect(
      TinyConstants.find(in: try document(heights: ["300"], width: "0.07").config).map(\.warning)
        == ["snapPoints[0].layout.width is 0.07 pt: did you mean 7%?"])
    let drawer = try document(heights: ["0.8"], direction: "leftToRight")
    #expect(
      TinyConstants.find(in: drawer.config).map(\.warning) == [
        "snapPoints[0].layout.height is 0.8 pt: did you mean 80%?"
      ])
  }

  @Test("only a bare constant strictly between 0 and 1: not 0, 1, negatives, sums or detents")
  func onlyBareConstants() throws {
    let values = [
      "0", "1", "-0.5", "1.5", "\"50%\"", "\"detent.fraction(0.5)\"", "\"0.5 + safe.bottom\"",
      "\"0.5 + 0.25\"", "{\"value\": 0.5, \"offset\": 100}", "\"kb ? 0.5 : 300\"",
    ]
    let loaded = try document(heights: values)
    #expect(loaded.config.defaultConfig.snapPoints.count == values.count)
    #expect(TinyConstants.find(in: loaded.config).isEmpty)
    // Bounds leave it a bare number.
    let bounded = try document(heights: ["{\"value\": 0.5, \"max\": 400}"])
    #expect(
      TinyConstants.find(in: bounded.config).map(\.path) == ["snapPoints[0].layout.height"])
  }

  @Test("custom undershoot and overshoot layouts, and every config of an adaptive document")
  func edgesAndAdaptive() throws {
    let layout = "{\"align\": \"center/bottom\", \"width\": 0.9, \"height\": \"100%\"}"
    let edges = try document(
      heights: ["300"], extra: ", \"overshoot\": {\"layout\": \(layout)}")
    let found = TinyConstants.find(in: edges.config)
    #expect(found.map(\.path) == ["overshoot.layout.width"])
    #expect(found.map(\.index) == [2])
    let point = { (height: String) in
      "{\"snapPoints\": [{\"layout\": {\"align\": \"center/bottom\", \"width\": \"100%\", \"height\": \(height)}}]}"
    }
    let adaptive = try ConfigCoding.decodeDocument(
      """
      {"default": \(point("0.4")), "constrained": [
        {"when": "v.compact", "config": \(point("300"))},
        {"when": "h.regular", "config": \(point("0.6"))}]}
      """)
    #expect(
      TinyConstants.find(in: adaptive.config).map(\.warning) == [
        "default.snapPoints[0].layout.height is 0.4 pt: did you mean 40% (or detent.fraction(0.4))?",
        "constrained[1].config.snapPoints[0].layout.height is 0.6 pt: did you mean 60% (or detent.fraction(0.6))?",
      ])
  }

  @Test("lint: a warning on the point in every environment, with the hint")
  func lint() throws {
    let findings = Lint.check(try document(heights: ["0.5", "\"50%\""]).config)
      .filter { $0.kind == .tinyConstant }
    #expect(findings.map(\.line) == ["snap 1: its height is 0.5 pt in all 24 environments"])
    #expect(findings.map(\.severity) == [.warning])
    #expect(
      findings.map(\.hint) == [
        "a bare number is points, so under 1 it is a fraction of a point: did you mean 50% (or detent.fraction(0.5))? (set snapPoints[0].layout.height 50%)"
      ])
    #expect(Lint.failure(findings, strict: false) == nil)
    #expect(Lint.failure(findings, strict: true) == "1 warning")
  }

  @Test("lint: a width and a height of one point are one finding naming both")
  func lintBoth() throws {
    let findings = Lint.check(try document(heights: ["600", "0.75"], width: "0.9").config)
      .filter { $0.kind == .tinyConstant }
    #expect(
      findings.map(\.line) == [
        "snap 1: its width is 0.9 pt in all 24 environments",
        "snap 2: its width is 0.9 pt and its height is 0.75 pt in all 24 environments",
      ])
    #expect(
      findings.last?.hint
        == "a bare number is points, so under 1 it is a fraction of a point: did you mean width 90% and height 75% (or detent.fraction(0.75))? (set snapPoints[1].layout.width 90% and set snapPoints[1].layout.height 75%)"
    )
  }

  @Test("lint: a constrained config's constant is reported where that config is in use")
  func lintConstrained() throws {
    let point = { (height: String) in
      "{\"snapPoints\": [{\"layout\": {\"align\": \"center/bottom\", \"width\": \"100%\", \"height\": \(height)}}]}"
    }
    let adaptive = try ConfigCoding.decodeDocument(
      """
      {"default": \(point("300")), "constrained": [
        {"name": "landscape", "when": "v.compact", "config": \(point("0.5"))}]}
      """)
    let findings = Lint.check(adaptive.config).filter { $0.kind == .tinyConstant }
    #expect(findings.map(\.pointLabel) == ["snap 1 [landscape]"])
    #expect(findings.first?.selection == .constrained(0))
    #expect(
      findings.first?.environments
        == LintEnvironments.all.filter { adaptive.config.selection(for: $0) == .constrained(0) })
  }
}
