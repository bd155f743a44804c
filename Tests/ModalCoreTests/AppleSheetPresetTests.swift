import ModalTestSupport
import Testing

@testable import ModalCore

// The ios-sheet and swiftui-sheet presets (issue 13) on three phones in both orientations,
// without and with a 300 pt keyboard, and on the iPad; every number worked out by hand from
// docs/apple-sheet.md and the device table (Sources/ModalCore/Environment/DeviceTable.swift),
// never copied from the program's output.
//
// The rules: detent.max = H - safe.top - 10 - safe.bottom; a detent's frame is its value plus
// safe.bottom, bottom aligned (y = H - height): large = max, medium = 0.5 x max, fraction(f) =
// f x max, height(h) = min(h, max), custom(v) = min(max(v, 0), max). In compact height (every
// phone in landscape) ios-sheet is edge attached (medium inactive, x = safe.left, width W -
// safe.left - safe.right) and swiftui-sheet full screen (one point keyed large, the whole
// container). The keyboard does not move the frames; it moves a sheet resting below its
// largest point to it (keyboardAvoidance expand).
//
// The devices (portrait W x H, safe top / bottom; landscape: top 0, left = right = the portrait
// top on a notched phone, bottom 21; none on the SE):
// - iphone-14: 390 x 844, 47 / 34; landscape 844 x 390, 0 / 47 / 21 / 47.
// - iphone-se-3: 375 x 667, 20 / 0; landscape 667 x 375, no insets.
// - iphone-17-pro-max: 440 x 956, 62 / 34; landscape 956 x 440, 0 / 62 / 21 / 62.
//
// detent.max: iphone-14 844 - 47 - 10 - 34 = 753 (landscape 390 - 0 - 10 - 21 = 359);
// iphone-se-3 667 - 20 - 10 = 637 (landscape 375 - 10 = 365); iphone-17-pro-max 956 - 62 -
// 10 - 34 = 850 (landscape 440 - 10 - 21 = 409).

/// Which config a case lays out: a preset, or ios-sheet with a custom detent added.
enum AppleSheetSubject: String, Sendable {
  case iosSheet = "ios-sheet"
  case swiftuiSheet = "swiftui-sheet"
  /// ios-sheet with a first point `custom` at `detent.custom(detent.max * 0.3)`.
  case custom = "ios-sheet + custom"

  /// The document.
  func document() throws -> ConfigDocument {
    switch self {
    case .iosSheet, .swiftuiSheet: return try presetDocument(rawValue)
    case .custom:
      var document = try presetDocument("ios-sheet")
      var point = document.config.defaultConfig.snapPoints[0]
      point.key = "custom"
      point.layout?.height = try LayoutValueSyntax.parseValue("detent.custom(detent.max * 0.3)")
      document.config.defaultConfig.snapPoints.insert(point, at: 0)
      return document
    }
  }
}

/// A point as the system sheet lays it out: its key, its frame, its dim and what a tap on the
/// background does there.
struct AppleSheetPoint: Sendable {
  var key: String
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  var dim: Double
  var tap: TapInteraction
}

/// The base points of a subject on a device in an orientation.
struct AppleSheetCase: Sendable, CustomTestStringConvertible {
  var subject: AppleSheetSubject
  var device: String
  var orientation: Orientation
  var points: [AppleSheetPoint]

  var testDescription: String { "\(subject.rawValue) on \(device) \(orientation.rawValue)" }

  /// The environment, with a keyboard of `keyboard` points or none.
  func environment(keyboard: Double? = nil) throws -> Environment {
    Environment(
      device: try #require(Device.named(device)), orientation: orientation,
      keyboardHeight: keyboard, ios: .v18)
  }
}

/// A bottom-aligned point `height` tall in a container `container` tall: y = container - height.
private func bottom(
  _ key: String, _ height: Double, in container: Double, x: Double = 0, width: Double,
  dim: Double, tap: TapInteraction
) -> AppleSheetPoint {
  AppleSheetPoint(
    key: key, x: x, y: container - height, width: width, height: height, dim: dim, tap: tap)
}

/// Undimmed, taps pass through (at or below the largest undimmed detent).
private let clear = (dim: 0.0, tap: TapInteraction.passthrough)
/// Dimmed 0.4, a tap dismisses (above it).
private let dimmed = (dim: 0.4, tap: TapInteraction.dismiss)

/// A phone's numbers: portrait height, detent.max and bottom inset; in landscape the same, and
/// the width and left inset.
private struct Phone {
  var name: String
  var width: Double
  var height: Double
  var max: Double
  var bottom: Double
  var landscapeMax: Double
  var landscapeBottom: Double
  var side: Double
}

private let phones = [
  Phone(
    name: "iphone-14", width: 390, height: 844, max: 753, bottom: 34, landscapeMax: 359,
    landscapeBottom: 21, side: 47),
  Phone(
    name: "iphone-se-3", width: 375, height: 667, max: 637, bottom: 0, landscapeMax: 365,
    landscapeBottom: 0, side: 0),
  Phone(
    name: "iphone-17-pro-max", width: 440, height: 956, max: 850, bottom: 34, landscapeMax: 409,
    landscapeBottom: 21, side: 62),
]

/// Every case, worked out in the comments (x, y, width, height).
let appleSheetCases: [AppleSheetCase] = [
  // ios-sheet in portrait: medium 0.5 x max + bottom, large max + bottom, full width.
  // iphone-14: medium 376.5 + 34 = 410.5 (y 433.5), large 753 + 34 = 787 (y 57).
  AppleSheetCase(
    subject: .iosSheet, device: "iphone-14", orientation: .portrait,
    points: [
      bottom("medium", 410.5, in: 844, width: 390, dim: clear.dim, tap: clear.tap),
      bottom("large", 787, in: 844, width: 390, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-se-3: medium 318.5 + 0 (y 348.5), large 637 (y 30).
  AppleSheetCase(
    subject: .iosSheet, device: "iphone-se-3", orientation: .portrait,
    points: [
      bottom("medium", 318.5, in: 667, width: 375, dim: clear.dim, tap: clear.tap),
      bottom("large", 637, in: 667, width: 375, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-17-pro-max: medium 425 + 34 = 459 (y 497), large 850 + 34 = 884 (y 72).
  AppleSheetCase(
    subject: .iosSheet, device: "iphone-17-pro-max", orientation: .portrait,
    points: [
      bottom("medium", 459, in: 956, width: 440, dim: clear.dim, tap: clear.tap),
      bottom("large", 884, in: 956, width: 440, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // ios-sheet in landscape: edge attached, medium inactive; large max + bottom, as wide as the
  // safe area. iphone-14: 359 + 21 = 380 (y 10), x 47, 844 - 94 = 750 wide.
  AppleSheetCase(
    subject: .iosSheet, device: "iphone-14", orientation: .landscape,
    points: [bottom("large", 380, in: 390, x: 47, width: 750, dim: 0.4, tap: .dismiss)]),
  // iphone-se-3: 365 (y 10), no side insets: x 0, 667 wide.
  AppleSheetCase(
    subject: .iosSheet, device: "iphone-se-3", orientation: .landscape,
    points: [bottom("large", 365, in: 375, width: 667, dim: 0.4, tap: .dismiss)]),
  // iphone-17-pro-max: 409 + 21 = 430 (y 10), x 62, 956 - 124 = 832 wide.
  AppleSheetCase(
    subject: .iosSheet, device: "iphone-17-pro-max", orientation: .landscape,
    points: [bottom("large", 430, in: 440, x: 62, width: 832, dim: 0.4, tap: .dismiss)]),

  // swiftui-sheet in portrait: quarter 0.25 x max + bottom, short min(300, max) + bottom,
  // medium, large; undimmed up through short.
  // iphone-14: quarter 188.25 + 34 = 222.25 (y 621.75), short 334 (y 510), medium 410.5
  // (y 433.5), large 787 (y 57).
  AppleSheetCase(
    subject: .swiftuiSheet, device: "iphone-14", orientation: .portrait,
    points: [
      bottom("quarter", 222.25, in: 844, width: 390, dim: clear.dim, tap: clear.tap),
      bottom("short", 334, in: 844, width: 390, dim: clear.dim, tap: clear.tap),
      bottom("medium", 410.5, in: 844, width: 390, dim: dimmed.dim, tap: dimmed.tap),
      bottom("large", 787, in: 844, width: 390, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-se-3: quarter 159.25 (y 507.75), short 300 (y 367), medium 318.5 (y 348.5), large
  // 637 (y 30).
  AppleSheetCase(
    subject: .swiftuiSheet, device: "iphone-se-3", orientation: .portrait,
    points: [
      bottom("quarter", 159.25, in: 667, width: 375, dim: clear.dim, tap: clear.tap),
      bottom("short", 300, in: 667, width: 375, dim: clear.dim, tap: clear.tap),
      bottom("medium", 318.5, in: 667, width: 375, dim: dimmed.dim, tap: dimmed.tap),
      bottom("large", 637, in: 667, width: 375, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-17-pro-max: quarter 212.5 + 34 = 246.5 (y 709.5), short 334 (y 622), medium 459
  // (y 497), large 884 (y 72).
  AppleSheetCase(
    subject: .swiftuiSheet, device: "iphone-17-pro-max", orientation: .portrait,
    points: [
      bottom("quarter", 246.5, in: 956, width: 440, dim: clear.dim, tap: clear.tap),
      bottom("short", 334, in: 956, width: 440, dim: clear.dim, tap: clear.tap),
      bottom("medium", 459, in: 956, width: 440, dim: dimmed.dim, tap: dimmed.tap),
      bottom("large", 884, in: 956, width: 440, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // swiftui-sheet in landscape: full screen, one point keyed large, the whole container, no
  // dim; a tap has no background to land on (ignored).
  AppleSheetCase(
    subject: .swiftuiSheet, device: "iphone-14", orientation: .landscape,
    points: [bottom("large", 390, in: 390, width: 844, dim: 0, tap: .ignore)]),
  AppleSheetCase(
    subject: .swiftuiSheet, device: "iphone-se-3", orientation: .landscape,
    points: [bottom("large", 375, in: 375, width: 667, dim: 0, tap: .ignore)]),
  AppleSheetCase(
    subject: .swiftuiSheet, device: "iphone-17-pro-max", orientation: .landscape,
    points: [bottom("large", 440, in: 440, width: 956, dim: 0, tap: .ignore)]),

  // ios-sheet with custom = detent.custom(detent.max * 0.3): 0.3 x max + bottom, below medium
  // so undimmed. iphone-14: 225.9 + 34 = 259.9 (y 584.1).
  AppleSheetCase(
    subject: .custom, device: "iphone-14", orientation: .portrait,
    points: [
      bottom("custom", 259.9, in: 844, width: 390, dim: clear.dim, tap: clear.tap),
      bottom("medium", 410.5, in: 844, width: 390, dim: clear.dim, tap: clear.tap),
      bottom("large", 787, in: 844, width: 390, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-se-3: 191.1 (y 475.9).
  AppleSheetCase(
    subject: .custom, device: "iphone-se-3", orientation: .portrait,
    points: [
      bottom("custom", 191.1, in: 667, width: 375, dim: clear.dim, tap: clear.tap),
      bottom("medium", 318.5, in: 667, width: 375, dim: clear.dim, tap: clear.tap),
      bottom("large", 637, in: 667, width: 375, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-17-pro-max: 255 + 34 = 289 (y 667).
  AppleSheetCase(
    subject: .custom, device: "iphone-17-pro-max", orientation: .portrait,
    points: [
      bottom("custom", 289, in: 956, width: 440, dim: clear.dim, tap: clear.tap),
      bottom("medium", 459, in: 956, width: 440, dim: clear.dim, tap: clear.tap),
      bottom("large", 884, in: 956, width: 440, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // In landscape the custom detent stays active (medium goes), edge attached. The undimmed
  // identifier (medium) is not in use there, but "at and below it" still holds for custom,
  // which comes before it: custom stays undimmed, large is dimmed. iphone-14: 0.3 x 359 + 21 =
  // 128.7 (y 261.3), x 47, 750 wide.
  AppleSheetCase(
    subject: .custom, device: "iphone-14", orientation: .landscape,
    points: [
      bottom("custom", 128.7, in: 390, x: 47, width: 750, dim: clear.dim, tap: clear.tap),
      bottom("large", 380, in: 390, x: 47, width: 750, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-se-3: 0.3 x 365 = 109.5 (y 265.5).
  AppleSheetCase(
    subject: .custom, device: "iphone-se-3", orientation: .landscape,
    points: [
      bottom("custom", 109.5, in: 375, width: 667, dim: clear.dim, tap: clear.tap),
      bottom("large", 365, in: 375, width: 667, dim: dimmed.dim, tap: dimmed.tap),
    ]),
  // iphone-17-pro-max: 0.3 x 409 + 21 = 143.7 (y 296.3), x 62, 832 wide.
  AppleSheetCase(
    subject: .custom, device: "iphone-17-pro-max", orientation: .landscape,
    points: [
      bottom("custom", 143.7, in: 440, x: 62, width: 832, dim: clear.dim, tap: clear.tap),
      bottom("large", 430, in: 440, x: 62, width: 832, dim: dimmed.dim, tap: dimmed.tap),
    ]),
]

/// The interpolation points of a document's config in use in `environment`, laid out as the
/// manager lays it out (``AppleSheet/effective(_:in:)``).
func laidOutPoints(_ document: ConfigDocument, _ environment: Environment)
  -> [InterpolationPoint]
{
  let config = AppleSheet.effective(document.config.config(for: environment), in: environment)
  return Interpolator(config: config, environment: environment).points
}

/// The interpolation points of a case's config in use, with a keyboard or none.
private func sheetPoints(_ item: AppleSheetCase, keyboard: Double? = nil) throws
  -> [InterpolationPoint]
{
  let environment = try item.environment(keyboard: keyboard)
  return try laidOutPoints(item.subject.document(), environment)
}

/// A manager on a case's config, presented at its first point without animating.
private func sheetManager(_ item: AppleSheetCase) throws -> Manager {
  var manager = try Manager(
    config: try item.subject.document().config, name: item.subject.rawValue,
    environment: try item.environment())
  _ = try manager.apply(.present(.index(1), animated: false))
  return manager
}

@Suite("Apple's sheet: the ios-sheet and swiftui-sheet presets")
struct AppleSheetPresetTests {
  @Test("the cases cover every subject on three phones in both orientations")
  func coverage() {
    let covered = Set(appleSheetCases.map(\.testDescription))
    #expect(covered.count == appleSheetCases.count)
    for subject in [AppleSheetSubject.iosSheet, .swiftuiSheet, .custom] {
      for phone in phones {
        for orientation in Orientation.allCases {
          let name = "\(subject.rawValue) on \(phone.name) \(orientation.rawValue)"
          #expect(covered.contains(name), "\(name)")
        }
      }
    }
  }

  @Test("the device numbers the cases use are the device table's")
  func devices() throws {
    for phone in phones {
      let device = try #require(Device.named(phone.name))
      let portrait = Environment(device: device, ios: .v18)
      let landscape = Environment(device: device, orientation: .landscape, ios: .v18)
      #expect(portrait.containerSize == Size(width: phone.width, height: phone.height))
      #expect(portrait.safeArea.bottom == phone.bottom)
      #expect(landscape.safeArea.left == phone.side && landscape.safeArea.right == phone.side)
      #expect(landscape.safeArea.bottom == phone.landscapeBottom)
      #expect(AppleSheet.maximumDetentValue(LayoutContext(environment: portrait)) == phone.max)
      #expect(
        AppleSheet.maximumDetentValue(LayoutContext(environment: landscape)) == phone.landscapeMax
      )
    }
  }

  @Test(
    "every point's rect, key, dim and tap, with the keyboard off and on",
    arguments: appleSheetCases, [nil, 300.0])
  func points(_ item: AppleSheetCase, keyboard: Double?) throws {
    let points = try sheetPoints(item, keyboard: keyboard)
    let base = points.filter { $0.kind == .standard }
    #expect(base.count == item.points.count)
    for (point, want) in zip(base, item.points) {
      #expect(point.key == want.key)
      expectRect(point.rect, want.x, want.y, want.width, want.height, "\(want.key)")
      expectClose(point.values[.backgroundOpacity], want.dim, "dim at \(want.key)")
      #expect(point.values.effectiveTapInteraction(point.traits) == want.tap, "\(want.key)")
    }
    // The undershoot: the first point's frame below the container.
    let first = try #require(item.points.first)
    let height = try item.environment().containerSize.height
    expectRect(points[0].rect, first.x, height, first.width, first.height, "undershoot")
  }

  @Test(
    "the keyboard moves a sheet resting below its largest point to it; hidden, it stays",
    arguments: appleSheetCases)
  func keyboard(_ item: AppleSheetCase) throws {
    var manager = try sheetManager(item)
    let first = try #require(item.points.first)
    let last = try #require(item.points.last)
    #expect(manager.currentPoint.key == first.key)
    expectRect(manager.frame, first.x, first.y, first.width, first.height, "presented")
    _ = try manager.apply(.environment(.keyboard(300)))
    _ = try manager.apply(.settle)
    #expect(manager.currentPoint.key == last.key)
    expectRect(manager.frame, last.x, last.y, last.width, last.height, "with the keyboard")
    expectClose(manager.values[.backgroundOpacity], last.dim, "the dim of \(last.key)")
    _ = try manager.apply(.environment(.keyboard(nil)))
    _ = try manager.apply(.settle)
    #expect(manager.currentPoint.key == last.key)
    expectRect(manager.frame, last.x, last.y, last.width, last.height, "keyboard hidden")
  }

  @Test("a background tap at and below the undimmed detent passes through, above it dismisses")
  func taps() throws {
    let phone = Environment(device: .iphone14, ios: .v18)
    for (preset, key, through) in [
      ("ios-sheet", "medium", true), ("ios-sheet", "large", false),
      ("swiftui-sheet", "quarter", true), ("swiftui-sheet", "short", true),
      ("swiftui-sheet", "medium", false), ("swiftui-sheet", "large", false),
    ] {
      var manager = try presetManager(preset, environment: phone)
      _ = try manager.apply(.present(.key(key), animated: false))
      let events = texts(try manager.apply(.backgroundTap))
      _ = try manager.apply(.settle)
      let want = through ? "backgroundTap(passthrough)" : "backgroundTap(dismiss)"
      #expect(events.contains(want), "\(preset) at \(key): \(events)")
      #expect(manager.isVisible == through, "\(preset) at \(key)")
    }
  }

  @Test(
    "the presenting view behind a dimmed large in portrait: scale 1 - 2 x safe.top / H",
    arguments: [
      // 1 - 94 / 844, 1 - 40 / 667, 1 - 124 / 956.
      ("iphone-14", 0.888626), ("iphone-se-3", 0.940030), ("iphone-17-pro-max", 0.870293),
    ])
  func presenting(device: String, scale: Double) throws {
    let environment = Environment(device: try #require(Device.named(device)), ios: .v18)
    for preset in ["ios-sheet", "swiftui-sheet"] {
      let points = try presetPoints(preset, environment)
      let large = try #require(points.last)
      #expect(large.key == "large")
      expectClose(large.values[.presentingScale], scale, tolerance: 0.000001, "\(preset)")
      // Scaled about the top centre and moved down by safe.top: its top at the status bar's
      // bottom, its bottom edge safe.top above the screen's (s x H + safe.top = H - safe.top).
      let top = environment.safeArea.top
      expectClose(large.values[.presentingTranslateY], top, "\(preset)")
      expectClose(
        scale * environment.containerSize.height + top, environment.containerSize.height - top,
        tolerance: 0.001, "\(preset)")
      expectClose(large.values[.presentingCornerRadius], preset == "ios-sheet" ? 10 : 20)
      // Below large the presenting view is untouched.
      for point in points.dropLast() where point.kind == .standard {
        expectClose(point.values[.presentingScale], 1, "\(preset) at \(point.key ?? "?")")
      }
      // Not in landscape: the edge-attached and full-screen sheets leave it alone.
      let landscape = Environment(device: environment.device, orientation: .landscape, ios: .v18)
      let flat = try #require(try presetPoints(preset, landscape).last)
      expectClose(flat.values[.presentingScale], 1, "\(preset) in landscape")
    }
  }

  @Test("the look: ios-sheet radius 10, swiftui-sheet 20, both with the 36 x 5 grabber")
  func look() throws {
    for (preset, radius) in [("ios-sheet", 10.0), ("swiftui-sheet", 20)] {
      for point in try presetPoints(preset, Environment(ios: .v18)).dropFirst() {
        expectClose(point.values[.cornerRadius], radius, "\(preset)")
        #expect(point.traits.maskedCorners == .top)
        expectClose(point.values[.handleWidth], 36)
        expectClose(point.values[.handleHeight], 5)
        expectClose(point.values[.handleOffset], 5)
      }
    }
    // Full screen in compact height: no corners, no grabber.
    let full = try #require(
      try presetPoints("swiftui-sheet", Environment(orientation: .landscape, ios: .v18)).last)
    expectClose(full.values[.cornerRadius], 0)
    expectClose(full.values[.handleOpacity], 0)
  }

  @Test("the presets' sheet sections and keyboard avoidance are Apple's sample and SwiftUI's")
  func sections() throws {
    let ios = try presetConfig("ios-sheet")
    #expect(
      ios.sheet
        == SheetConfig(
          largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true,
          prefersEdgeAttachedInCompactHeight: true,
          widthFollowsPreferredContentSizeWhenEdgeAttached: true))
    #expect(ios.keyboardAvoidance == .expand)
    // prefersScrollingExpandsWhenScrolledToEdge = false.
    #expect(ios.handoff == HandoffConfig(rule: "apple", options: ["expandsWhenScrolledToEdge": 0]))
    #expect(ios.initialSnapPointIndex == 1)
    let swiftui = try presetConfig("swiftui-sheet")
    #expect(
      swiftui.sheet
        == SheetConfig(
          largestUndimmedDetentIdentifier: "short", prefersGrabberVisible: true,
          preferredCornerRadius: 20, deploymentTarget: .v16))
    #expect(swiftui.keyboardAvoidance == .expand)
    #expect(swiftui.handoff == HandoffConfig(rule: "apple", options: [:]))
    #expect(swiftui.initialSnapPointIndex == 1)
    #expect(try presetDocument("ios-sheet").config.constrained.isEmpty)
    #expect(try presetDocument("swiftui-sheet").config.constrained.isEmpty)
  }

  // MARK: - The iPad

  @Test(
    "ios-sheet on an iPad: a centred page sheet min(704, W - 80) wide, H - 2 x (24 + 16) tall",
    arguments: [
      // ipad-air 820 x 1180: 704 wide at x 58, 1100 tall at y 40.
      ("ipad-air", Orientation.portrait, 58.0, 40.0, 704.0, 1100.0),
      // In landscape 1180 x 820: x 238, 740 tall at y 40.
      ("ipad-air", .landscape, 238, 40, 704, 740),
      // ipad-pro-13 1024 x 1366: x 160, 1286 tall at y 40.
      ("ipad-pro-13", .portrait, 160, 40, 704, 1286),
    ])
  func pageSheet(
    device: String, orientation: Orientation, x: Double, y: Double, width: Double,
    height: Double
  ) throws {
    let environment = Environment(
      device: try #require(Device.named(device)), orientation: orientation, ios: .v18)
    let points = try presetPoints("ios-sheet", environment)
    #expect(points.count == 2)
    let sheet = points[1]
    #expect(sheet.key == "large")
    expectRect(sheet.rect, x, y, width, height)
    #expect(sheet.traits.maskedCorners == .all)
    expectClose(sheet.values[.backgroundOpacity], 0.4)
    #expect(sheet.values.effectiveTapInteraction(sheet.traits) == .ignore)
    expectClose(sheet.values[.presentingScale], 1)
  }

  @Test(
    "prefersPageSizing false: the 540 x 620 form sheet, centred",
    arguments: [
      // ipad-air 820 x 1180: x (820 - 540) / 2 = 140, y (1180 - 620) / 2 = 280.
      ("ipad-air", Orientation.portrait, 140.0, 280.0),
      // ipad-pro-13 in landscape, 1366 x 1024: x 413, y 202.
      ("ipad-pro-13", .landscape, 413, 202),
    ])
  func formSheet(device: String, orientation: Orientation, x: Double, y: Double) throws {
    var document = try presetDocument("ios-sheet")
    document.config.defaultConfig.sheet?.prefersPageSizing = false
    let environment = Environment(
      device: try #require(Device.named(device)), orientation: orientation, ios: .v18)
    let points = laidOutPoints(document, environment)
    #expect(points.count == 2)
    expectRect(points[1].rect, x, y, 540, 620)
    #expect(points[1].traits.maskedCorners == .all)
  }

  @Test("swiftui-sheet on an iPad: the same page sheet, radius 20 on every corner")
  func swiftuiPageSheet() throws {
    let points = try presetPoints("swiftui-sheet", Environment(device: .ipadAir, ios: .v18))
    #expect(points.count == 2)
    #expect(points[1].key == "large")
    expectRect(points[1].rect, 58, 40, 704, 1100)
    expectClose(points[1].values[.cornerRadius], 20)
    #expect(points[1].traits.maskedCorners == .all)
  }
}
