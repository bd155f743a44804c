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
      "ios-sheet", Environment(ios: .v18),
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

  @Test("panel ids: every id and every reference to one takes the panel's prefix")
  func prefixedIds() {
    #expect(
      FrameSVG.prefixed(
        ##"<rect id="sheet" filter="url(#shadow)" clip-path="url(#clip)"/><use href="#sheet"/>"##,
        "p2-")
        == ##"<rect id="p2-sheet" filter="url(#p2-shadow)" clip-path="url(#p2-clip)"/><use href="#p2-sheet"/>"##
    )
    // Each pattern at the very start and end, repeated, and cut short; other text untouched.
    #expect(FrameSVG.prefixed(#"id="id=""#, "p0-") == #"id="p0-id="p0-"#)
    #expect(FrameSVG.prefixed("url(#", "p0-") == "url(#p0-")
    #expect(FrameSVG.prefixed(##"href="#"##, "p0-") == ##"href="#p0-"##)
    #expect(FrameSVG.prefixed(#"id= url( href="é ✓"#, "p0-") == #"id= url( href="é ✓"#)
    #expect(FrameSVG.prefixed("", "p0-") == "")
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

  @Test("deck: the presenting view scaled about its top centre, moved down, rounded, darkened")
  func deck() throws {
    let m = try manager("deck", Environment(), [.present(nil, animated: false)])
    let svg = FrameSVG.render(m, title: "deck on iphone-14 portrait")
    let values = m.values
    // DeckTransition on iphone-14: s = 1 - 2 x 47 / 844, moved down to the status bar's bottom.
    #expect(values[.presentingScale] == 1 - 94.0 / 844)
    let presenting = try element(svg, "presenting")
    #expect(number(presenting, "width") == 346.56)
    #expect(number(presenting, "height") == 750)
    #expect(number(presenting, "x") == 21.72)
    #expect(number(presenting, "y") == 47)
    #expect(number(presenting, "rx") == 7.11)
    #expect(number(presenting, "ry") == 7.11)
    let overlay = try element(svg, "presenting-overlay")
    #expect(number(overlay, "fill-opacity") == 0.2)
    #expect(number(overlay, "rx") == 7.11)
    // The card: the modal below the status bar's bottom plus the deck's gap.
    let modal = try element(svg, "modal")
    #expect(number(modal, "y") == (m.frame.y * 100).rounded() / 100)
    #expect(number(modal, "height") == (m.frame.height * 100).rounded() / 100)
    // The presenting view is in the backdrop, under the dim.
    #expect(
      svg.range(of: "id=\"presenting\"")!.lowerBound < svg.range(of: "id=\"dim\"")!.lowerBound)
    try golden("deck-presenting", svg)
  }

  @Test("a sheet with 1200 pt of content scrolled by 300: rows clipped to the viewport, the thumb")
  func content() throws {
    var document = try presetDocument("basic")
    document.config.defaultConfig.content = ContentConfig(length: 1200)
    var m = try Manager(config: document.config, name: "basic", environment: Environment())
    for action: Action in [.present(nil, animated: false), .settle, .scroll(.offset(300))] {
      _ = try m.apply(action)
    }
    let frame = m.frame
    let viewport = try #require(m.contentViewport)
    let maxOffset = try #require(m.contentMaxOffset)
    #expect(m.contentOffset == 300)
    #expect(maxOffset == 1200 - viewport)
    let svg = FrameSVG.render(m, title: "basic with content")
    // The viewport: the frame (no insets), viewport points tall.
    let clip = try element(svg, "content-viewport")
    #expect(number(clip, "x") == frame.x)
    #expect(number(clip, "y") == (frame.y * 100).rounded() / 100)
    #expect(number(clip, "width") == frame.width)
    #expect(number(clip, "height") == (viewport * 100).rounded() / 100)
    let group = try element(svg, "content")
    #expect(attribute(group, "clip-path") == "url(#content-clip)")
    #expect(number(group, "opacity") == 1)
    // At offset 300 the first row drawn is the one at 300, at the viewport's top.
    #expect(!svg.contains("id=\"content-row-2\""))
    let row = try element(svg, "content-row-3")
    #expect(number(row, "y") == (frame.y * 100).rounded() / 100)
    #expect(number(row, "height") == 100)
    #expect(number(row, "width") == frame.width)
    #expect(try element(svg, "content-row-3-label").stringValue == "300")
    let next = try element(svg, "content-row-4")
    #expect(number(next, "y") == ((frame.y + 100) * 100).rounded() / 100)
    // The last row drawn is the last one starting inside the viewport.
    let last = Int(((300 + viewport) / 100).rounded(.up)) - 1
    _ = try element(svg, "content-row-\(min(last, 11))")
    #expect(!svg.contains("id=\"content-row-\(min(last, 11) + 1)\""))
    // The thumb: the viewport's share of the content, at the offset's share of the range.
    let thumb = try element(svg, "scroll-indicator")
    let length = viewport * viewport / 1200
    #expect(number(thumb, "x") == frame.maxX - 6)
    #expect(number(thumb, "height") == (length * 100).rounded() / 100)
    #expect(
      number(thumb, "y") == ((frame.y + (viewport - length) * 300 / maxOffset) * 100).rounded()
        / 100)
    try golden("basic-content", svg)
  }

  @Test("a left drawer's content runs along x: columns, the thumb on the bottom edge")
  func drawerContent() throws {
    var document = try presetDocument("demo03")
    document.config.defaultConfig.content = ContentConfig(length: 800)
    var m = try Manager(config: document.config, name: "demo03", environment: Environment())
    for action: Action in [.present(nil, animated: false), .settle, .scroll(.offset(200))] {
      _ = try m.apply(action)
    }
    let frame = m.frame
    let viewport = try #require(m.contentViewport)
    let maxOffset = try #require(m.contentMaxOffset)
    #expect(m.contentOffset == 200)
    let svg = FrameSVG.render(m, title: "demo03 with content")
    let round = { (value: Double) in (value * 100).rounded() / 100 }
    let clip = try element(svg, "content-viewport")
    #expect(number(clip, "x") == round(frame.x))
    #expect(number(clip, "width") == round(viewport))
    #expect(number(clip, "height") == round(frame.height))
    // Column 2 (content at 200) at the viewport's left edge, 100 pt wide, the frame's height.
    #expect(!svg.contains("id=\"content-row-1\""))
    let column = try element(svg, "content-row-2")
    #expect(number(column, "x") == round(frame.x))
    #expect(number(column, "y") == round(frame.y))
    #expect(number(column, "width") == 100)
    #expect(number(column, "height") == round(frame.height))
    let thumb = try element(svg, "scroll-indicator")
    let length = viewport * viewport / 800
    #expect(number(thumb, "y") == round(frame.maxY - 6))
    #expect(number(thumb, "height") == 3)
    #expect(number(thumb, "width") == round(length))
    #expect(number(thumb, "x") == round(frame.x + (viewport - length) * 200 / maxOffset))
  }

  @Test("blurs: the shadow's radius, the modal's material, the background's material")
  func blurs() throws {
    let m = try manager("demo01", Environment(), [.present(nil, animated: false), .settle])
    let svg = FrameSVG.render(m, title: "demo01")
    let values = m.values
    let blurs = FrameSVG.Blurs(m)
    #expect(values[.shadowRadius] == 7)
    #expect(blurs.shadow == 3.5)
    #expect(m.traits.modalBlurEffect == "systemUltraThinMaterial")
    #expect(blurs.modal == 20 * values[.modalBlurIntensity])
    let shadow = try element(svg, "shadow-blur")
    let gaussian = try #require(shadow.children?.first as? XMLElement)
    #expect(gaussian.localName == "feGaussianBlur")
    #expect(attribute(gaussian, "stdDeviation") == "3.50")
    #expect(attribute(try element(svg, "shadow"), "filter") == "url(#shadow-blur)")
    let use = try element(svg, "modal-material")
    #expect(attribute(use, "href") == "#backdrop")
    #expect(attribute(use, "clip-path") == "url(#modal-clip)")
    // The clip is the modal's shape: its frame and its radius.
    let clip = try element(svg, "modal-clip-shape")
    #expect(number(clip, "y") == (m.frame.y * 100).rounded() / 100)
    #expect(number(clip, "rx") == values[.cornerRadius])
    // No background material at intensity 0: no filter on the backdrop.
    #expect(attribute(try element(svg, "backdrop"), "filter") == nil)
    // demo14's points blur the background at intensity 1 but name no material: no blur (as
    // UIKit draws none). With a material named, the backdrop is blurred by 20 pt x intensity.
    let plain = try manager("demo14", Environment(), [.present(nil, animated: false), .settle])
    #expect(plain.values[.backgroundBlurIntensity] == 1)
    #expect(FrameSVG.Blurs(plain).background == 0)
    var document = try presetDocument("demo14")
    for i in document.config.defaultConfig.snapPoints.indices {
      document.config.defaultConfig.snapPoints[i].keyframe.backgroundBlurEffect = "regular"
    }
    var blurred = try Manager(config: document.config, name: "demo14", environment: Environment())
    _ = try blurred.apply(.present(nil, animated: false))
    _ = try blurred.apply(.settle)
    #expect(FrameSVG.Blurs(blurred).background == 20)
    let wide = FrameSVG.render(blurred, title: "demo14")
    #expect(attribute(try element(wide, "backdrop"), "filter") == "url(#background-blur)")
    let filter = try #require(try element(wide, "background-blur").children?.first as? XMLElement)
    #expect(attribute(filter, "stdDeviation") == "20.00")
  }

  @Test("dismissed: the container, the safe area and the ticks only")
  func dismissed() throws {
    let m = try presetManager("demo01")
    let svg = FrameSVG.render(m, title: "demo01")
    #expect(!svg.contains("id=\"modal\""))
    #expect(!svg.contains("id=\"dim\""))
    _ = try element(svg, "safe-area")
  }

  @Test("the README's picture is demo01's frame after present, as export svg writes it")
  func readmePicture() throws {
    let m = try manager("demo01", Environment(), [.present(nil, animated: false), .settle])
    let svg = FrameSVG.render(m, title: "demo01 on iphone-14 portrait")
    let path = Self.root + "/docs/pictures/demo01-iphone-14.svg"
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_DOCS"] == "1" {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == svg,
      "docs/pictures/demo01-iphone-14.svg: run MODALPLAY_UPDATE_DOCS=1 swift test --skip-build --filter FrameSVGTests"
    )
    let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
    #expect(readme.contains("](docs/pictures/demo01-iphone-14.svg)"))
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
