import Foundation
import ModalCore
import ModalRender
import ModalTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `export svg FILE` (issue 15, its first part): the frame as SVG in the container's points,
/// parsed as XML here; the modal's element has exactly the frame and the radius, the dim the
/// keyframe's opacity; golden files for a bottom sheet with the keyboard (its presenting view
/// scaled behind the large detent), a left drawer and a sheet in landscape.
@Suite("export svg: the frame as SVG")
struct FrameSVGTests {
  /// The package's root directory.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// A manager on `preset` after `actions`.
  func manager(_ preset: String, _ environment: Environment = Environment(), _ actions: [Action])
    throws -> Manager
  {
    var m = try presetManager(preset, environment: environment)
    for action in actions { _ = try m.apply(action) }
    return m
  }

  /// The element with `id` in the SVG, and a number attribute of it.
  func element(_ svg: String, _ id: String) throws -> XMLElement {
    let document = try XMLDocument(xmlString: svg, options: [])
    let nodes = try document.nodes(forXPath: "//*[@id='\(id)']")
    return try #require(nodes.first as? XMLElement, "no element \(id)")
  }

  /// An attribute's text (read from the element's attribute list: the SVG's default
  /// namespace makes the by-name lookup miss on Linux).
  func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
  }

  func number(_ element: XMLElement, _ name: String) -> Double? {
    attribute(element, name).flatMap(Double.init)
  }

  @Test(
    "ios-sheet at large with the keyboard: the modal's rect and radius, the dim, the presenting view"
  )
  func sheet() throws {
    let m = try manager(
      "ios-sheet", Environment(),
      [.present(nil, animated: false), .snap(.key("large")), .settle, .environment(.keyboard(300))])
    let svg = FrameSVG.render(m, title: "ios-sheet on iphone-14 portrait")
    let modal = try element(svg, "modal")
    // large on iphone-14: y 57, 390 x 787, radius 10 on the top corners.
    #expect(number(modal, "x") == 0)
    #expect(number(modal, "y") == 57)
    #expect(number(modal, "width") == 390)
    #expect(number(modal, "height") == 787)
    #expect(number(modal, "rx") == 10)
    #expect(m.frame == Rect(x: 0, y: 57, width: 390, height: 787))
    // The bottom corners are squared off; the top ones are not.
    #expect(attribute(try element(svg, "corner-bottom-left"), "x") == "0.00")
    #expect(svg.contains("corner-top-left") == false)
    // The dim is the keyframe's 0.4, black.
    let dim = try element(svg, "dim")
    #expect(number(dim, "fill-opacity") == m.values[.backgroundOpacity])
    #expect(attribute(dim, "fill") == "#000000")
    // The presenting view: scaled by 1 - 94 / 844 about the top centre, moved down by 47.
    let presenting = try element(svg, "presenting")
    #expect(number(presenting, "y") == 47)
    #expect(number(presenting, "height") == 750)
    #expect(number(presenting, "width") == 346.56)
    // The keyboard: 300 tall at the bottom.
    let keyboard = try element(svg, "keyboard")
    #expect(number(keyboard, "y") == 544)
    #expect(number(keyboard, "height") == 300)
    // The current tick is large's leading edge.
    let tick = try element(svg, "tick-2")
    #expect(attribute(tick, "class") == "current")
    #expect(number(tick, "y1") == 57)
    try golden("ios-sheet-large-keyboard", svg)
  }

  @Test("a left drawer (demo03) and a sheet in landscape")
  func drawerAndLandscape() throws {
    let drawer = try manager("demo03", Environment(), [.present(nil, animated: false)])
    let svg = FrameSVG.render(drawer, title: "demo03 on iphone-14 portrait")
    let modal = try element(svg, "modal")
    let frame = drawer.frame
    #expect(number(modal, "x") == (frame.x * 100).rounded() / 100)
    #expect(number(modal, "width") == (frame.width * 100).rounded() / 100)
    #expect(number(modal, "height") == (frame.height * 100).rounded() / 100)
    // A drawer's ticks stand on the bottom edge at the points' trailing edges.
    let tick = try element(svg, "tick-\(drawer.currentIndex)")
    #expect(number(tick, "x1") == (frame.maxX * 100).rounded() / 100)
    try golden("demo03-drawer", svg)
    let landscape = try manager(
      "swiftui-sheet", Environment(orientation: .landscape), [.present(nil, animated: false)])
    let wide = FrameSVG.render(landscape, title: "swiftui-sheet on iphone-14 landscape")
    // Full screen in compact height: the whole container, no radius.
    let sheet = try element(wide, "modal")
    #expect(number(sheet, "width") == 844)
    #expect(number(sheet, "height") == 390)
    #expect(attribute(sheet, "rx") == nil)
    try golden("swiftui-sheet-landscape", wide)
  }

  @Test("dismissed: the container, the safe area and the ticks only")
  func dismissed() throws {
    let m = try presetManager("demo01")
    let svg = FrameSVG.render(m, title: "demo01")
    #expect(!svg.contains("id=\"modal\""))
    #expect(!svg.contains("id=\"dim\""))
    _ = try element(svg, "safe-area")
  }

  /// Compares with Golden/NAME.svg (MODALPLAY_UPDATE_GOLDEN=1 rewrites it).
  func golden(_ name: String, _ svg: String) throws {
    let path = Self.root + "/Tests/ModalRenderTests/Golden/\(name).svg"
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_GOLDEN"] == "1" {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == svg, "\(name)")
  }
}
