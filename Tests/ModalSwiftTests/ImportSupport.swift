import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// Expects `read` to give `original`'s points (their rects) on three phones in both
/// orientations: the check every importer's tests make against a preset.
func expectSameRects(
  _ read: ConfigDocument, _ original: ConfigDocument, _ label: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  for device in [Device.iphone14, .iphoneSE, .iphone15ProMax] {
    for orientation in [Orientation.portrait, .landscape] {
      let environment = Environment(device: device, orientation: orientation)
      let before = try Manager(config: original.config, environment: environment)
      let after = try Manager(config: read.config, environment: environment)
      #expect(
        before.interpolator.points.map(\.rect) == after.interpolator.points.map(\.rect),
        "\(label) \(device.name) \(orientation)", sourceLocation: sourceLocation)
    }
  }
}

/// The round trip of issue 14 through the export `targetName`, over every preset it
/// expresses: export, import (nothing skipped), export again; the second export is a fixed point (its import
/// exports the same code and reads the same document) and a preset with a sheet section keeps
/// its rects. Returns how many presets it checked.
@discardableResult
func expectRoundTrip(
  _ targetName: String, library: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> Int {
  let target = try #require(SwiftExportTargets.named(targetName), sourceLocation: sourceLocation)
  var checked = 0
  for preset in BuiltinPresets.names {
    let original = try presetDocument(preset)
    guard target.refusal(original) == nil else { continue }
    checked += 1
    let first = try target.export(original)
    let result = try SwiftImporters.read(first.code, file: "\(preset).swift")
    #expect(result.library == library, "\(preset)", sourceLocation: sourceLocation)
    #expect(result.skipped == [], "\(preset)", sourceLocation: sourceLocation)
    var read = result.document
    read.name = original.name
    let second = try target.export(read)
    var again = try SwiftImporters.read(second.code, file: "\(preset).swift").document
    again.name = original.name
    #expect(
      try target.export(again).code == second.code, "\(preset)", sourceLocation: sourceLocation)
    #expect(again == read, "\(preset)", sourceLocation: sourceLocation)
    guard original.config.defaultConfig.sheet != nil else { continue }
    try expectSameRects(read, original, preset, sourceLocation: sourceLocation)
  }
  return checked
}
