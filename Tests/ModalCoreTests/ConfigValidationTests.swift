import Testing

@testable import ModalCore

/// A document built in memory (as an import builds it) checked by the JSON reader: each
/// refused field is left out, a refused layout leaves its point out, nothing else changes.
@Suite("ConfigValidation: a document from another source")
struct ConfigValidationTests {
  static func point(_ key: String, _ height: Double) -> SnapPoint {
    SnapPoint(
      key: key,
      layout: Layout(
        horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
        height: .constant(height)))
  }

  @Test("a valid document comes back equal, with nothing left out")
  func validUnchanged() throws {
    let document = ConfigDocument(
      name: "ok", description: nil,
      config: AdaptiveConfig(
        defaultConfig: ModalConfig(snapPoints: [Self.point("a", 100), Self.point("b", 300)])))
    let valid = try ConfigValidation.validated(document)
    #expect(valid.document == document)
    #expect(valid.leftOut == [])
  }

  @Test("a zero duration and an infinite keyframe value go; the point with an infinite height")
  func leavesOut() throws {
    var config = ModalConfig(snapPoints: [
      Self.point("a", 100), Self.point("b", .infinity), Self.point("c", 300),
    ])
    config.snapAnimation = .spring(duration: 0, dampingRatio: 1)
    config.snapPoints[0].keyframe[.cornerRadius] = .infinity
    config.initialSnapPointIndex = 3
    let document = ConfigDocument(
      name: nil, description: nil, config: AdaptiveConfig(defaultConfig: config))
    let valid = try ConfigValidation.validated(document)
    #expect(
      valid.leftOut.map(\.description) == [
        "snapPoints[0].keyframe.cornerRadius: expected a finite number, got inf (left out: the default is used)",
        "snapPoints[1].layout.height: expected a finite number, got inf (snap point \"b\" left out)",
        "animations.snap.duration: expected a duration from 0.001 to 3600 s, got 0 (left out: the default is used)",
        "initialIndex: expected an index from 1 to 2, got 3 (left out: the default is used)",
      ])
    let read = valid.document.config.defaultConfig
    #expect(read.snapPoints.map(\.key) == ["a", "c"])
    #expect(read.snapPoints[0].keyframe[.cornerRadius] == nil)
    #expect(read.snapAnimation == ModalConfig(snapPoints: []).snapAnimation)
    #expect(read.initialSnapPointIndex == 1)
    #expect(
      try ConfigCoding.decodeDocument(ConfigCoding.encodeDocument(valid.document)) == valid.document
    )
  }

  @Test("no point left is a refusal with every reason")
  func refusal() {
    let document = ConfigDocument(
      name: nil, description: nil,
      config: AdaptiveConfig(defaultConfig: ModalConfig(snapPoints: [Self.point("a", .nan)])))
    #expect(throws: ConfigValidation.Refusal.self) { try ConfigValidation.validated(document) }
    do {
      _ = try ConfigValidation.validated(document)
    } catch {
      #expect(error.leftOut.map(\.path) == ["snapPoints[0].layout.height"])
      #expect(error.problems.map(\.description) == ["snapPoints: expected at least one snap point"])
    }
  }
}
