import ModalTestSupport
import Testing

@testable import ModalCore

/// Apple's detents as layout values and the `sheet` section (issue 13): the syntax, the values
/// on a device, inactive detents leaving the points in use, keys kept across rotations, the
/// system sheet's keyboard, the section's JSON and its errors. The presets built on them have
/// their own tests (AppleSheetPresetTests).
@Suite("Apple's detents")
struct DetentTests {
  /// Three keyed detents and a sheet section with the largest undimmed detent `medium`.
  static let json = """
    {
      "snapPoints": [
        { "key": "peek", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.height(200)" } },
        { "key": "medium", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.medium" } },
        { "key": "large", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } }
      ],
      "keyboardAvoidance": "expand",
      "sheet": { "largestUndimmedDetentIdentifier": "medium", "prefersGrabberVisible": true }
    }
    """

  func manager(_ environment: Environment = Environment(ios: .v18)) throws -> Manager {
    let document = try ConfigCoding.decodeDocument(Self.json)
    return try Manager(config: document.config, environment: environment)
  }

  /// The (key, rect) of the base points in use.
  func points(_ m: Manager) -> [String] {
    m.interpolator.points.filter { $0.kind == .standard }.map {
      "\($0.key ?? "-") \($0.rect.x) \($0.rect.y) \($0.rect.width) \($0.rect.height)"
    }
  }

  @Test("the syntax: every detent parses and is written back as typed")
  func syntax() throws {
    for text in [
      "detent.medium", "detent.large", "detent.max", "detent.fraction(0.25)",
      "detent.height(200)", "detent.custom(detent.max * 0.3)",
      "detent.custom(v.compact ? inactive : 300)", "detent.height(200) max 50%",
    ] {
      #expect(LayoutValueSyntax.format(try LayoutValueSyntax.parseValue(text)) == text)
    }
    #expect(
      try LayoutValueSyntax.parseValue("detent.height(200)") == LayoutValue(.detent(.height(200))))
    #expect(throws: SyntaxError.self) { try LayoutValueSyntax.parseValue("detent.fraction(1.5)") }
    #expect(throws: SyntaxError.self) { try LayoutValueSyntax.parseValue("detent.small") }
    #expect(throws: SyntaxError.self) { try LayoutValueSyntax.parseValue("detent.height") }
  }

  @Test("values on iphone-14 in portrait: detent.max 753, every frame height")
  func values() throws {
    // 844 tall, insets 47 / 34: max = 844 - 47 - 10 - 34 = 753.
    let context = LayoutContext(environment: Environment(ios: .v18))
    let height = { (text: String) throws -> Double in
      try LayoutValueSyntax.parseValue(text).resolve(context, axis: .vertical)
    }
    #expect(try height("detent.max") == 753)
    #expect(try height("detent.large") == 787)  // 753 + 34
    #expect(try height("detent.medium") == 410.5)  // 376.5 + 34
    #expect(try height("detent.fraction(0.25)") == 222.25)  // 188.25 + 34
    #expect(try height("detent.height(200)") == 234)  // y = 844 - 234 = 610
    #expect(try height("detent.height(2000)") == 787)  // bounded by the maximum
    #expect(abs(try height("detent.custom(detent.max * 0.3)") - 259.9) < 1e-9)  // 225.9 + 34
    // Nothing for an inactive custom detent (counted as 0 by a layout).
    #expect(
      try LayoutValueSyntax.parseValue("detent.custom(inactive)").resolveOptional(
        context, axis: .vertical) == nil)
  }

  @Test("the points in use: medium leaves in compact height, the sheet lays each appearance out")
  func appearances() throws {
    // Portrait: a bottom sheet, full width.
    #expect(
      points(try manager()) == [
        "peek 0.0 610.0 390.0 234.0", "medium 0.0 433.5 390.0 410.5", "large 0.0 57.0 390.0 787.0",
      ])
    // Landscape (844 x 390, insets 0 top, 21 bottom, 47 each side): full screen by default,
    // one point keyed large.
    let landscape = Environment(orientation: .landscape, ios: .v18)
    #expect(points(try manager(landscape)) == ["large 0.0 0.0 844.0 390.0"])
    // Edge attached: medium inactive; max = 390 - 0 - 10 - 21 = 359; peek 221 tall at y 169,
    // large 380 tall at y 10; both 844 - 94 = 750 wide at x 47.
    var m = try manager(landscape)
    _ = try m.apply(.replaceConfig(edgeAttached(), name: "edge"))
    #expect(points(m) == ["peek 47.0 169.0 750.0 221.0", "large 47.0 10.0 750.0 380.0"])
    // An iPad (ipad-air, 820 x 1180, insets 24 / 20): the page sheet, 704 wide, centred, 1180
    // - 2 x (24 + 16) = 1100 tall.
    #expect(
      points(try manager(Environment(device: .ipadAir, ios: .v18))) == [
        "large 58.0 40.0 704.0 1100.0"
      ])
  }

  func edgeAttached() throws -> AdaptiveConfig {
    var config = try ConfigCoding.decodeDocument(Self.json).config
    config.defaultConfig.sheet?.prefersEdgeAttachedInCompactHeight = true
    return config
  }

  @Test("activePoints: the kept points' positions and the initial point")
  func activePoints() throws {
    var config = try ConfigCoding.decodeDocument(Self.json).config.defaultConfig
    config.initialSnapPointIndex = 2  // medium
    let landscape = Environment(orientation: .landscape, ios: .v18)
    let active = AppleSheet.activePoints(config, in: landscape)
    #expect(active.sources == [0, 2])
    #expect(active.config.snapPoints.map(\.key) == ["peek", "large"])
    // The initial point (medium) is inactive: the next active one, large.
    #expect(active.config.initialSnapPointIndex == 2)
    #expect(AppleSheet.activePoints(config, in: Environment(ios: .v18)).sources == [0, 1, 2])
  }

  @Test("a rotation keeps the detent the sheet rests on, by its key")
  func keysKept() throws {
    var config = try edgeAttached()
    config.defaultConfig.sheet?.largestUndimmedDetentIdentifier = nil
    var m = try Manager(config: config, environment: Environment(ios: .v18))
    _ = try m.apply(.present(.key("large"), animated: false))
    _ = try m.apply(.environment(.rotate(.landscape)))
    _ = try m.apply(.settle)
    #expect(m.currentPoint.key == "large")
    #expect(m.currentIndex == 2)
    _ = try m.apply(.environment(.rotate(.portrait)))
    _ = try m.apply(.settle)
    // Back in portrait large is index 3 again (medium is back at 2).
    #expect(m.currentPoint.key == "large")
    #expect(m.currentIndex == 3)
    #expect(m.frame == r(0, 57, 390, 787))
  }

  @Test("the keyboard as the system sheet handles it: to the largest point, the dim comes back")
  func keyboard() throws {
    var m = try manager()
    _ = try m.apply(.present(.key("peek"), animated: false))
    #expect(m.values[.backgroundOpacity] == 0)
    _ = try m.apply(.environment(.keyboard(300)))
    _ = try m.apply(.settle)
    #expect(m.currentPoint.key == "large")
    #expect(m.frame == r(0, 57, 390, 787))
    #expect(m.values[.backgroundOpacity] == AppleSheet.dimOpacity)
    // Hiding it leaves the sheet where it is.
    _ = try m.apply(.environment(.keyboard(nil)))
    _ = try m.apply(.settle)
    #expect(m.currentPoint.key == "large")
    // Without expand the sheet stays on peek (its frame ignores the keyboard).
    var config = try ConfigCoding.decodeDocument(Self.json).config
    config.defaultConfig.keyboardAvoidance = .layout
    var plain = try Manager(config: config, environment: Environment(ios: .v18))
    _ = try plain.apply(.present(.key("peek"), animated: false))
    _ = try plain.apply(.environment(.keyboard(300)))
    _ = try plain.apply(.settle)
    #expect(plain.currentPoint.key == "peek")
  }

  @Test("a detent the keyboard made inactive comes back with the keyboard")
  func keyboardDetent() throws {
    var config = try ConfigCoding.decodeDocument(Self.json).config
    config.defaultConfig.snapPoints[0].layout?.height = try LayoutValueSyntax.parseValue(
      "detent.custom(kb ? 300 : inactive)")
    var m = try Manager(config: config, environment: Environment(ios: .v18))
    #expect(m.config.snapPoints.map(\.key) == ["medium", "large"])
    _ = try m.apply(.environment(.keyboard(250)))
    // 300 + 34 = 334 tall at y 844 - 334 = 510.
    #expect(m.config.snapPoints.map(\.key) == ["peek", "medium", "large"])
    #expect(m.interpolator.points[1].rect == r(0, 510, 390, 334))
    _ = try m.apply(.environment(.keyboard(nil)))
    #expect(m.config.snapPoints.map(\.key) == ["medium", "large"])
    _ = try m.apply(.environment(.keyboard(250)))
    #expect(m.config.snapPoints.map(\.key) == ["peek", "medium", "large"])
  }

  @Test("surroundings: undimmed at and below medium, the grabber, the presenting view at large")
  func surroundings() throws {
    let m = try manager()
    let base = m.interpolator.points.filter { $0.kind == .standard }
    #expect(base.map { $0.values[.backgroundOpacity] } == [0, 0, 0.4])
    #expect(base.map(\.traits.backgroundTapInteraction) == [.passthrough, .passthrough, .dismiss])
    #expect(base.map { $0.values[.handleWidth] } == [36, 36, 36])
    #expect(base.map { $0.values[.cornerRadius] } == [10, 10, 10])
    // 1 - 2 x 47 / 844 at large (dimmed); 1 elsewhere.
    #expect(base.map { $0.values[.presentingScale] } == [1, 1, 1 - 94.0 / 844])
    // Moved down by safe.top (47) at large: its top edge at the status bar's bottom.
    #expect(base.map { $0.values[.presentingTranslateY] } == [0, 0, 47])
  }

  @Test("the sheet object reads, writes back and refuses an unknown undimmed key")
  func coding() throws {
    let document = try ConfigCoding.decodeDocument(Self.json)
    let again = try ConfigCoding.decodeDocument(ConfigCoding.encodeDocument(document))
    #expect(again == document)
    #expect(
      document.config.defaultConfig.sheet
        == SheetConfig(largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true))
    let unknown = Self.json.replacingOccurrences(
      of: "\"medium\", \"prefers", with: "\"half\", \"prefers")
    #expect(
      loadProblems(unknown) == [
        "sheet.largestUndimmedDetentIdentifier: no snap point has the key \"half\" (keys: peek, medium, large)"
      ])
    let flag = Self.json.replacingOccurrences(
      of: "\"prefersGrabberVisible\": true", with: "\"prefersGrabberVisible\": 1")
    #expect(
      loadProblems(flag) == ["sheet.prefersGrabberVisible: expected true or false, got a number"])
  }

  @Test("lint: medium is an inactive detent on the phones in landscape, a note")
  func lint() throws {
    var document = try ConfigCoding.decodeDocument(Self.json)
    // peek's detent.height(200) needs iOS 16: an error on the default deployment target, 15.
    let on15 = Lint.check(document.config)
    #expect(on15.map(\.kind) == [.unavailableDetent, .inactiveDetent])
    #expect(on15.first?.index == 1)
    #expect(on15.first?.severity == .error)
    document.config.defaultConfig.sheet?.deploymentTarget = .v16
    let findings = Lint.check(document.config)
    #expect(findings.map(\.kind) == [.inactiveDetent])
    #expect(findings.first?.index == 2)
    #expect(findings.first?.severity == .note)
  }
}
