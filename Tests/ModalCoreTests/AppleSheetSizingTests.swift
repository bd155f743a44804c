import ModalTestSupport
import Testing

@testable import ModalCore

// presentationSizing (iOS 18) and preferredPlacement (iOS 27) on ipad-pro-11 (834 x 1210,
// insets 24 top, 20 bottom), worked out by hand from docs/apple-sheet.md: the page sheet is
// min(704, 834 - 80) = 704 wide and 1210 - 2 x (24 + 16) = 1130 tall, centred at (65, 40); the
// form sheet 540 x 620 at ((834 - 540) / 2, (1210 - 620) / 2) = (147, 295).

private let pad = Device.named("ipad-pro-11")!

/// The one point of ios-sheet on ipad-pro-11 on `ios`, after `change`.
private func frame(
  _ ios: IOSVersion, device: Device = pad, _ change: (inout ModalConfig) -> Void
) throws -> Rect {
  var document = try presetDocument("ios-sheet")
  change(&document.config.defaultConfig)
  var environment = Environment(device: device)
  environment.ios = ios
  let m = try Manager(config: document.config, environment: environment)
  let points = m.interpolator.points.filter { $0.kind == .standard }
  try #require(points.count == 1)
  return points[0].rect
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}

@Suite("Apple's sheet: presentationSizing (iOS 18) and preferredPlacement (iOS 27)")
struct AppleSheetSizingTests {
  @Test("sizing page, form and automatic on iOS 18 and later; ignored on 17")
  func sizing() throws {
    #expect(try frame(.v18) { $0.sheet?.sizing = .page } == rect(65, 40, 704, 1130))
    #expect(try frame(.v18) { $0.sheet?.sizing = .form } == rect(147, 295, 540, 620))
    #expect(try frame(.v27) { $0.sheet?.sizing = .automatic } == rect(65, 40, 704, 1130))
    #expect(try frame(.v17) { $0.sheet?.sizing = .form } == rect(65, 40, 704, 1130))
  }

  @Test("fitted: the content's size with its insets, within the page sheet's bounds")
  func fitted() throws {
    // 400 + 10 + 10 wide, 300 + 20 + 0 tall: 420 x 320 at (207, 445).
    let fitted = try frame(.v18) {
      $0.sheet?.sizing = .fitted
      $0.content = ContentConfig(
        length: 300, across: 400, insets: EdgeInsets(top: 20, left: 10, bottom: 0, right: 10))
    }
    #expect(fitted == rect(207, 445, 420, 320))
    // Taller than the page sheet: 1130 tall at y 40; no across: the form sheet's 540 wide.
    let tall = try frame(.v27) {
      $0.sheet?.sizing = .fitted
      $0.content = ContentConfig(length: 5000)
    }
    #expect(tall == rect(147, 40, 540, 1130))
    // Without content, the form sheet.
    #expect(try frame(.v18) { $0.sheet?.sizing = .fitted } == rect(147, 295, 540, 620))
  }

  @Test("placement leading and trailing on iOS 27, 40 pt from the edge; centred before")
  func placement() throws {
    #expect(try frame(.v27) { $0.sheet?.placement = .leading } == rect(40, 40, 704, 1130))
    // 834 - 40 - 704 = 90.
    #expect(try frame(.v27) { $0.sheet?.placement = .trailing } == rect(90, 40, 704, 1130))
    #expect(try frame(.v27) { $0.sheet?.placement = .center } == rect(65, 40, 704, 1130))
    #expect(try frame(.v26) { $0.sheet?.placement = .leading } == rect(65, 40, 704, 1130))
    let form = try frame(.v27) {
      $0.sheet?.prefersPageSizing = false
      $0.sheet?.placement = .trailing
    }
    // 834 - 40 - 540 = 254.
    #expect(form == rect(254, 295, 540, 620))
  }

  @Test("sizing and placement read and write under their names")
  func coding() throws {
    let json = #"""
      { "snapPoints": [ { "layout": { "align": "center/bottom", "width": "stretch",
        "height": "detent.large" } } ], "sheet": { "sizing": "fitted", "placement": "leading" } }
      """#
    let document = try ConfigCoding.decodeDocument(json)
    #expect(document.config.defaultConfig.sheet?.sizing == .fitted)
    #expect(document.config.defaultConfig.sheet?.placement == .leading)
    let written = ConfigCoding.encodeDocument(document)
    #expect(
      written.contains(#""sizing": "fitted""#) && written.contains(#""placement": "leading""#))
  }
}
