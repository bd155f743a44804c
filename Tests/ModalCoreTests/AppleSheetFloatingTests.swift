import ModalTestSupport
import Testing

@testable import ModalCore

// iOS 26's floating sheet, frames worked out by hand from docs/apple-sheet.md ("iOS 26: the
// floating sheet") and the device table, never copied from the program's output.
//
// iphone-16-pro: 402 x 874, insets 62 top, 34 bottom. On iOS 26 and later in portrait
// detent.max = 874 - 62 - 0 - 34 = 778; the card of an edge-attached frame h tall below the
// full 812 is s = 386 / 402 of it, 8 pt from the sides and the bottom: (8, 866 - s h, 386, s h).
// quarter (.fraction(0.25)): 0.25 x 778 + 34 = 228.5 -> 219.41 tall, y 646.59.
// short (.height(300)): 334 -> 320.71, y 545.29.
// medium: 0.55998 x 778 + 34 = 469.66 -> 450.97, y 415.03 (the reference's measurement).
// large: 812, (0, 62, 402, 812) (the reference's measurement).
// On iOS 18: detent.max = 874 - 62 - 10 - 34 = 768; medium 0.5 x 768 + 34 = 418 (y 456), large
// 802 (y 72), full width.

private let phone = Device.named("iphone-16-pro")!
private let pad = Device.named("ipad-pro-11")!

/// The environment on iphone-16-pro (or `device`) in portrait on `ios`.
private func on(_ ios: IOSVersion, _ device: Device = phone, keyboard: Double? = nil)
  -> Environment
{
  var environment = Environment(device: device, keyboardHeight: keyboard)
  environment.ios = ios
  return environment
}

/// The standard points of `preset` (or `document`) in `environment`: key and frame.
private func frames(_ document: ConfigDocument, _ environment: Environment) throws -> [(
  String?, Rect
)] {
  let m = try Manager(config: document.config, environment: environment)
  return m.interpolator.points.filter { $0.kind == .standard }.map { ($0.key, $0.rect) }
}

/// True when `a` and `b` agree to 0.005 pt in every field.
private func close(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.x - b.x) < 0.005 && abs(a.y - b.y) < 0.005 && abs(a.width - b.width) < 0.005
    && abs(a.height - b.height) < 0.005
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}

@Suite("Apple's sheet on iOS 26: the floating sheet")
struct AppleSheetFloatingTests {
  @Test("versions compare in release order: the list's order, and their numbers'")
  func versionOrder() {
    let all = IOSVersion.allCases
    #expect(all.map(\.ordinal) == Array(all.indices))
    for a in all {
      for b in all {
        #expect((a < b) == (a.number < b.number), "\(a.text) < \(b.text)")
      }
    }
  }

  @Test("ios-sheet on iphone-16-pro: medium floats at the measured frame, large is edge attached")
  func iosSheet() throws {
    for ios in [IOSVersion.v26, .v27] {
      let points = try frames(presetDocument("ios-sheet"), on(ios))
      #expect(points.map(\.0) == ["medium", "large"])
      #expect(close(points[0].1, rect(8, 415.03, 386, 450.97)), "\(points[0].1)")
      #expect(close(points[1].1, rect(0, 62, 402, 812)), "\(points[1].1)")
    }
  }

  @Test("swiftui-sheet on iphone-16-pro: every partial detent floats 8 pt in, large does not")
  func swiftuiSheet() throws {
    let points = try frames(presetDocument("swiftui-sheet"), on(.newest))
    #expect(points.map(\.0) == ["quarter", "short", "medium", "large"])
    let expected = [
      rect(8, 646.59, 386, 219.41), rect(8, 545.29, 386, 320.71), rect(8, 415.03, 386, 450.97),
      rect(0, 62, 402, 812),
    ]
    for (point, rect) in zip(points, expected) {
      #expect(close(point.1, rect) || abs(point.1.y - rect.y) < 0.006, "\(point)")
      #expect(abs(point.1.height - rect.height) < 0.006 && point.1.x == rect.x, "\(point)")
    }
  }

  @Test("before iOS 26 nothing floats: iOS 18 is edge attached at every detent")
  func before26() throws {
    let points = try frames(presetDocument("ios-sheet"), on(.v18))
    #expect(points[0].1 == rect(0, 456, 402, 418))
    #expect(points[1].1 == rect(0, 72, 402, 802))
    let m = try Manager(config: presetDocument("ios-sheet").config, environment: on(.v18))
    #expect(m.interpolator.points.allSatisfy { $0.traits.maskedCorners == .top })
  }

  @Test("a custom background keeps the edge-attached sheet on iOS 26, with 26's detents")
  func customBackground() throws {
    var document = try presetDocument("ios-sheet")
    document.config.defaultConfig.sheet?.background = .custom
    let points = try frames(document, on(.v27))
    // medium 469.66 tall, full width, on the bottom edge: y 874 - 469.66 = 404.34.
    #expect(close(points[0].1, rect(0, 404.34, 402, 469.66)), "\(points[0].1)")
    #expect(points[1].1 == rect(0, 62, 402, 812))
  }

  @Test("mid-drag from medium to large the gap shrinks steadily from 8 pt to 0")
  func midDrag() throws {
    var m = try Manager(config: presetDocument("ios-sheet").config, environment: on(.v27))
    _ = try m.apply(.present(.key("medium"), animated: false))
    // Half-way up: y from 415.03 to 62 is 353.03 pt; 176.51 pt up the frame is the mean of the
    // two: (4, 238.51, 394, 631.49).
    _ = try m.apply(.dragMove(amount: 353.02882 / 2, secondary: 0))
    #expect(close(m.frame, rect(4, 238.51, 394, 631.49)), "\(m.frame)")
    var lastX = m.frame.x
    for _ in 0..<4 {
      _ = try m.apply(.dragMove(amount: 40, secondary: 0))
      #expect(m.frame.x < lastX && m.frame.x >= 0)
      #expect(abs(m.frame.x * 2 + m.frame.width - 402) < 1e-9)
      lastX = m.frame.x
    }
  }

  @Test("corners: all four rounded at 38 pt where it floats, the top at large; an override wins")
  func corners() throws {
    var m = try Manager(config: presetDocument("ios-sheet").config, environment: on(.v27))
    _ = try m.apply(.present(.key("medium"), animated: false))
    #expect(m.traits.maskedCorners == .all)
    #expect(m.values[.cornerRadius] == 38)
    _ = try m.apply(.snap(.key("large")))
    _ = try m.apply(.settle)
    #expect(m.traits.maskedCorners == .top)
    var document = try presetDocument("ios-sheet")
    document.config.defaultConfig.sheet?.preferredCornerRadius = 20
    var custom = try Manager(config: document.config, environment: on(.v27))
    _ = try custom.apply(.present(.key("medium"), animated: false))
    #expect(custom.values[.cornerRadius] == 20)
  }

  @Test("a .height(376) detent: (376 + 34) x 386 / 402 = 393.68 tall (measured 393.67)")
  func customDetentPadding() throws {
    var document = try presetDocument("ios-sheet")
    document.config.defaultConfig.snapPoints[0].layout?.height =
      try LayoutValueSyntax
      .parseValue("detent.height(376)")
    let points = try frames(document, on(.v27))
    #expect(abs(points[0].1.height - 393.68) < 0.005, "\(points[0].1)")
    #expect(abs(points[0].1.maxY - 866) < 1e-9)
  }

  @Test("ipad-pro-11 and a phone in landscape do not float: the same frames on 18 and 27")
  func otherAppearances() throws {
    // ipad-pro-11, 834 x 1210, insets 24 / 20: a page sheet min(704, 834 - 80) = 704 wide
    // (x 65), 1210 - 2 x (24 + 16) = 1130 tall (y 40).
    for ios in [IOSVersion.v18, .v27] {
      let points = try frames(presetDocument("ios-sheet"), on(ios, pad))
      #expect(points.map(\.1) == [rect(65, 40, 704, 1130)])
    }
    var landscape18 = on(.v18)
    landscape18.orientation = .landscape
    var landscape27 = on(.v27)
    landscape27.orientation = .landscape
    let sheet = try presetDocument("ios-sheet")
    #expect(try frames(sheet, landscape18).map(\.1) == frames(sheet, landscape27).map(\.1))
  }

  @Test("the content's viewport is the card's height")
  func viewport() throws {
    var document = try presetDocument("ios-sheet")
    document.config.defaultConfig.content = ContentConfig(length: 2000)
    var m = try Manager(config: document.config, environment: on(.v27))
    _ = try m.apply(.present(.key("medium"), animated: false))
    let viewport = try #require(m.contentViewport)
    #expect(abs(viewport - 450.97) < 0.005, "\(viewport)")
  }

  @Test("sheet.background reads, writes and refuses a value it does not know, with its path")
  func coding() throws {
    let json =
      #"{ "snapPoints": [ { "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } } ], "sheet": { "background": "custom" } }"#
    let document = try ConfigCoding.decodeDocument(json)
    #expect(document.config.defaultConfig.sheet?.background == .custom)
    let written = ConfigCoding.encodeDocument(document)
    #expect(written.contains(#""background": "custom""#))
    let bad =
      #"{ "snapPoints": [ { "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } } ], "sheet": { "background": "paper" } }"#
    do {
      _ = try ConfigCoding.decodeDocument(bad)
      Issue.record("paper was read")
    } catch {
      #expect("\(error)".contains("sheet.background"), "\(error)")
    }
  }
}
