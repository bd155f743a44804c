import Foundation
import ModalCore
import ModalRender
import ModalTestSupport
import Testing

/// The device drawn as a device in the frame's SVG: the screen clipped to its rounded corners
/// with its edge drawn, the status bar, the home indicator and the notch or island from the
/// device table, rotated to the left edge in landscape; exactly, line by line.
@Suite("export svg: the device around the frame")
struct FrameSVGDeviceTests {
  /// demo01 presented on `device` in `orientation`, as export svg draws it, split into lines.
  func lines(_ device: String, _ orientation: Orientation) throws -> [String] {
    let named = try #require(Device.named(device))
    var m = try presetManager(
      "demo01", environment: Environment(device: named, orientation: orientation))
    _ = try m.apply(.present(nil, animated: false))
    _ = try m.apply(.settle)
    return FrameSVG.render(m, title: "demo01").split(separator: "\n").map(String.init)
  }

  /// The line with `id`, if any.
  func line(_ lines: [String], _ id: String) -> String? {
    lines.first { $0.contains("id=\"\(id)\"") }
  }

  /// Checks that `expected` appear in `lines` one after the other, and returns where.
  @discardableResult
  func block(
    _ lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
  )
    -> Int?
  {
    guard let first = expected.first, let start = lines.firstIndex(of: first),
      start + expected.count <= lines.count
    else {
      Issue.record("no line \(expected.first ?? "")", sourceLocation: sourceLocation)
      return nil
    }
    #expect(
      Array(lines[start..<start + expected.count]) == expected, sourceLocation: sourceLocation)
    return start
  }

  /// The screen's clip path, its group and its edge for a screen of this size and radius.
  func screen(_ width: String, _ height: String, _ radius: String) -> (clip: String, edge: String) {
    let shape =
      "x=\"0.00\" y=\"0.00\" width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\" ry=\"\(radius)\""
    return (
      "    <clipPath id=\"screen-clip\"><rect id=\"screen-shape\" \(shape)/></clipPath>",
      "  <rect id=\"screen-edge\" \(shape) fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>"
    )
  }

  static let open = "  <g id=\"screen\" clip-path=\"url(#screen-clip)\">"

  @Test("iphone-14 in portrait: the notch centred on the top edge, the status bar, the home bar")
  func notchPortrait() throws {
    let svg = try lines("iphone-14", .portrait)
    let (clip, edge) = screen("390.00", "844.00", "47.33")
    #expect(svg.contains(clip))
    // Everything the screen shows is inside the clipped group, the backdrop first.
    let open = try #require(svg.firstIndex(of: Self.open))
    #expect(svg[open + 1] == "  <g id=\"backdrop\">")
    let overlay = block(
      svg,
      [
        "  <rect id=\"status-bar\" x=\"0.00\" y=\"0.00\" width=\"390.00\" height=\"47.00\" fill=\"#000000\" fill-opacity=\"0.04\"/>",
        "  <text id=\"status-time\" x=\"57.50\" y=\"22.00\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"15.00\" font-weight=\"600\" fill=\"#000000\">9:41</text>",
        "  <rect id=\"home-indicator\" x=\"128.00\" y=\"831.00\" width=\"134.00\" height=\"5.00\" rx=\"2.50\" ry=\"2.50\" fill=\"#000000\"/>",
        "  <rect id=\"cutout\" x=\"115.00\" y=\"0.00\" width=\"160.00\" height=\"34.00\" rx=\"17.00\" ry=\"17.00\" fill=\"#000000\" class=\"notch\"/>",
        "  <rect id=\"cutout-edge\" x=\"115.00\" y=\"0.00\" width=\"160.00\" height=\"17.00\" fill=\"#000000\"/>",
        "  </g>",
        edge,
        "  <g id=\"ticks\" stroke-width=\"2\">",
      ])
    // Above the sheet and the dim: the overlay comes after the modal's group.
    let modal = try #require(svg.firstIndex { $0.contains("id=\"modal-layer\"") })
    let dim = try #require(svg.firstIndex { $0.contains("id=\"dim\"") })
    #expect(dim < modal && modal < (overlay ?? 0))
  }

  @Test("iphone-14 in landscape: the notch on the left edge, no status bar, the home bar")
  func notchLandscape() throws {
    let svg = try lines("iphone-14", .landscape)
    let (clip, edge) = screen("844.00", "390.00", "47.33")
    #expect(svg.contains(clip))
    #expect(line(svg, "status-bar") == nil && line(svg, "status-time") == nil)
    block(
      svg,
      [
        "  <rect id=\"home-indicator\" x=\"355.00\" y=\"377.00\" width=\"134.00\" height=\"5.00\" rx=\"2.50\" ry=\"2.50\" fill=\"#000000\"/>",
        "  <rect id=\"cutout\" x=\"0.00\" y=\"115.00\" width=\"34.00\" height=\"160.00\" rx=\"17.00\" ry=\"17.00\" fill=\"#000000\" class=\"notch\"/>",
        "  <rect id=\"cutout-edge\" x=\"0.00\" y=\"115.00\" width=\"17.00\" height=\"160.00\" fill=\"#000000\"/>",
        "  </g>",
        edge,
      ])
  }

  @Test("iphone-16-pro: the island 14 pt down in portrait, 14 pt in from the left in landscape")
  func island() throws {
    let portrait = try lines("iphone-16-pro", .portrait)
    #expect(portrait.contains(screen("402.00", "874.00", "62.00").clip))
    block(
      portrait,
      [
        "  <rect id=\"status-bar\" x=\"0.00\" y=\"0.00\" width=\"402.00\" height=\"62.00\" fill=\"#000000\" fill-opacity=\"0.04\"/>",
        // Left of the island (138 / 2), level with its middle (14 + 37.33 / 2 + 15 / 3).
        "  <text id=\"status-time\" x=\"69.00\" y=\"37.67\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"15.00\" font-weight=\"600\" fill=\"#000000\">9:41</text>",
        "  <rect id=\"home-indicator\" x=\"134.00\" y=\"861.00\" width=\"134.00\" height=\"5.00\" rx=\"2.50\" ry=\"2.50\" fill=\"#000000\"/>",
        "  <rect id=\"cutout\" x=\"138.00\" y=\"14.00\" width=\"126.00\" height=\"37.33\" rx=\"18.67\" ry=\"18.67\" fill=\"#000000\" class=\"island\"/>",
        "  </g>",
      ])
    #expect(line(portrait, "cutout-edge") == nil)
    let landscape = try lines("iphone-16-pro", .landscape)
    let (clip, edge) = screen("874.00", "402.00", "62.00")
    #expect(landscape.contains(clip))
    block(
      landscape,
      [
        "  <rect id=\"home-indicator\" x=\"370.00\" y=\"389.00\" width=\"134.00\" height=\"5.00\" rx=\"2.50\" ry=\"2.50\" fill=\"#000000\"/>",
        "  <rect id=\"cutout\" x=\"14.00\" y=\"138.00\" width=\"37.33\" height=\"126.00\" rx=\"18.67\" ry=\"18.67\" fill=\"#000000\" class=\"island\"/>",
        "  </g>",
        edge,
      ])
  }

  @Test("iphone-se: a square screen, no clip, no edge, no cutout, no home bar; the status bar")
  func squareScreen() throws {
    for orientation in Orientation.allCases {
      let svg = try lines("iphone-se", orientation)
      for id in ["screen-clip", "screen", "screen-edge", "cutout", "cutout-edge", "home-indicator"]
      {
        #expect(line(svg, id) == nil, "\(id) \(orientation)")
      }
      if orientation == .portrait {
        block(
          svg,
          [
            "  <rect id=\"status-bar\" x=\"0.00\" y=\"0.00\" width=\"375.00\" height=\"20.00\" fill=\"#000000\" fill-opacity=\"0.04\"/>",
            "  <text id=\"status-time\" x=\"187.50\" y=\"14.00\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"12.00\" font-weight=\"600\" fill=\"#000000\">9:41</text>",
            "  <g id=\"ticks\" stroke-width=\"2\">",
          ])
      } else {
        // No status bar in landscape: the SE's landscape safe area is empty.
        #expect(line(svg, "status-bar") == nil)
      }
    }
  }

  @Test("ipad-pro-11: 30 pt corners, no cutout, the time at the left, the home bar, both ways")
  func pad() throws {
    let portrait = try lines("ipad-pro-11", .portrait)
    #expect(portrait.contains(screen("834.00", "1210.00", "30.00").clip))
    block(
      portrait,
      [
        "  <rect id=\"status-bar\" x=\"0.00\" y=\"0.00\" width=\"834.00\" height=\"24.00\" fill=\"#000000\" fill-opacity=\"0.04\"/>",
        "  <text id=\"status-time\" x=\"20.00\" y=\"16.00\" text-anchor=\"start\" font-family=\"sans-serif\" font-size=\"12.00\" font-weight=\"600\" fill=\"#000000\">9:41</text>",
        "  <rect id=\"home-indicator\" x=\"350.00\" y=\"1197.00\" width=\"134.00\" height=\"5.00\" rx=\"2.50\" ry=\"2.50\" fill=\"#000000\"/>",
        "  </g>",
        screen("834.00", "1210.00", "30.00").edge,
      ])
    let landscape = try lines("ipad-pro-11", .landscape)
    block(
      landscape,
      [
        "  <rect id=\"status-bar\" x=\"0.00\" y=\"0.00\" width=\"1210.00\" height=\"24.00\" fill=\"#000000\" fill-opacity=\"0.04\"/>",
        "  <text id=\"status-time\" x=\"20.00\" y=\"16.00\" text-anchor=\"start\" font-family=\"sans-serif\" font-size=\"12.00\" font-weight=\"600\" fill=\"#000000\">9:41</text>",
        "  <rect id=\"home-indicator\" x=\"538.00\" y=\"821.00\" width=\"134.00\" height=\"5.00\" rx=\"2.50\" ry=\"2.50\" fill=\"#000000\"/>",
        "  </g>",
        screen("1210.00", "834.00", "30.00").edge,
      ])
    #expect(line(landscape, "cutout") == nil)
  }

  @Test("a custom screen (size 500x300) is square: no clip, no cutout, no home bar")
  func customScreen() throws {
    var m = try presetManager("demo01")
    _ = try m.apply(.environment(.size(width: 500, height: 300)))
    _ = try m.apply(.present(nil, animated: false))
    let svg = FrameSVG.render(m, title: "custom").split(separator: "\n").map(String.init)
    for id in ["screen-clip", "screen-edge", "cutout", "home-indicator"] {
      #expect(line(svg, id) == nil, "\(id)")
    }
  }
}
