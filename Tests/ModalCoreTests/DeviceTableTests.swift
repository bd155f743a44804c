import Foundation
import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalCore

private typealias Spec = EnvironmentTests.DeviceSpec

/// A phone of the table: the landscape insets worked out by hand from the model's rule (left /
/// right = the portrait top, bottom 21, top 0; none for a 20 pt status bar).
private func phone(
  _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
  landscape: EdgeInsets, regularInLandscape: Bool = false
) -> Spec {
  Spec(
    name: name, width: width, height: height, portrait: EdgeInsets(top: top, bottom: bottom),
    landscape: landscape, idiom: .phone,
    landscapeHorizontal: regularInLandscape ? .regular : .compact)
}

/// An iPad of the table: top 24 / bottom 20 in both orientations.
private func pad(_ name: String, _ width: Double, _ height: Double) -> Spec {
  Spec(
    name: name, width: width, height: height, portrait: EdgeInsets(top: 24, bottom: 20),
    landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad,
    landscapeHorizontal: .regular)
}

@Suite("The device table (issue 13)")
struct DeviceTableTests {
  /// Every device the table adds to the model's six, with the numbers of its cited sources
  /// (EnvironmentTests' portrait and landscape tests check each in both orientations).
  static let newDeviceSpecs: [EnvironmentTests.DeviceSpec] = [
    phone(
      "iphone-se-3", 375, 667, top: 20, bottom: 0,
      landscape: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
    phone(
      "iphone-13-mini", 375, 812, top: 50, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)),
    phone(
      "iphone-16", 393, 852, top: 59, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    // 932 pt wide in landscape: horizontally regular, like every screen of 896 pt or more.
    phone(
      "iphone-16-plus", 430, 932, top: 59, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), regularInLandscape: true),
    phone(
      "iphone-16-pro", 402, 874, top: 62, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
    phone(
      "iphone-16-pro-max", 440, 956, top: 62, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), regularInLandscape: true),
    phone(
      "iphone-16e", 390, 844, top: 47, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
    phone(
      "iphone-17", 402, 874, top: 62, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
    phone(
      "iphone-air", 420, 912, top: 68, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 68, bottom: 21, right: 68), regularInLandscape: true),
    phone(
      "iphone-17-pro", 402, 874, top: 62, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
    phone(
      "iphone-17-pro-max", 440, 956, top: 62, bottom: 34,
      landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), regularInLandscape: true),
    // Android phones, in dp: 923 and 998 dp wide in landscape are horizontally regular.
    phone(
      "pixel-9", 412, 923, top: 52, bottom: 16,
      landscape: EdgeInsets(top: 0, left: 52, bottom: 21, right: 52), regularInLandscape: true),
    phone(
      "pixel-9-pro-xl", 448, 998, top: 52, bottom: 16,
      landscape: EdgeInsets(top: 0, left: 52, bottom: 21, right: 52), regularInLandscape: true),
    phone(
      "galaxy-s25", 384, 832, top: 52, bottom: 16,
      landscape: EdgeInsets(top: 0, left: 52, bottom: 21, right: 52)),
    pad("ipad-mini-7", 744, 1133),
    pad("ipad-air-11", 820, 1180),
    pad("ipad-air-13", 1024, 1366),
    pad("ipad-pro-11", 834, 1210),
    pad("ipad-pro-13-m4", 1032, 1376),
  ]

  @Test("the table's devices, in its order, each once, named lower-case with hyphens")
  func names() {
    #expect(
      Device.all.map(\.name) == [
        "iphone-se", "iphone-se-3", "iphone-13-mini", "iphone-14", "iphone-15-pro",
        "iphone-15-pro-max", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max",
        "iphone-16e", "iphone-17", "iphone-air", "iphone-17-pro", "iphone-17-pro-max",
        "pixel-9", "pixel-9-pro-xl", "galaxy-s25", "ipad-mini-7", "ipad-air", "ipad-air-11",
        "ipad-air-13", "ipad-pro-11", "ipad-pro-13",
        "ipad-pro-13-m4",
      ])
    #expect(Set(Device.all.map(\.name)).count == Device.all.count)
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    for device in Device.all {
      #expect(device.name.allSatisfy(allowed.contains), "\(device.name)")
      #expect(!device.name.hasPrefix("-") && !device.name.hasSuffix("-"), "\(device.name)")
      #expect(Device.named(device.name) == device)
    }
    // Every device of the table has a spec with its exact numbers, old or new.
    #expect(
      Set(Device.all.map(\.name))
        == Set(
          Self.newDeviceSpecs.map(\.name) + [
            "iphone-se", "iphone-14", "iphone-15-pro",
            "iphone-15-pro-max", "ipad-air", "ipad-pro-13",
          ]))
  }

  @Test("families: phones first, each family one idiom, each with a source")
  func families() {
    #expect(
      Device.families.map(\.title) == [
        "iPhone SE", "iPhone 13 mini", "iPhone 14 and 15", "iPhone 16 and 16e",
        "iPhone 17 and Air", "Android phones", "iPad mini", "iPad Air", "iPad Pro",
      ])
    for family in Device.families {
      #expect(!family.devices.isEmpty, "\(family.title)")
      #expect(Set(family.devices.map(\.idiom)).count == 1, "\(family.title)")
      #expect(!family.source.isEmpty, "\(family.title)")
    }
    #expect(
      Device.all.map(\.idiom) == Array(repeating: .phone, count: 18)
        + Array(repeating: .pad, count: 7))
  }

  @Test("docs/devices.md has the table (generated from Device.markdownTable())")
  func docsTable() throws {
    let section = DocSection(
      "docs/devices.md", begin: "<!-- devices: generated from Device.markdownTable()",
      end: "<!-- devices end -->")
    #expect(try section.documented(Device.markdownTable()) == Device.markdownTable())
  }

  @Test("the markdown table's rows, exactly")
  func markdownRows() {
    let table = Device.markdownTable()
    #expect(table.count == 2 + 25 + 3 + 9)
    #expect(
      table[2] == "| `iphone-se` | iPhone SE | 375x667 | 2x | 20 0 0 0 | 0 0 0 0 | 0 | none | yes |"
    )
    #expect(
      table[3] == "| `iphone-se-3` | iPhone SE | 375x667 | 2x | 20 0 0 0 | 0 0 0 0 | 0 | none |  |")
    #expect(
      table[5]
        == "| `iphone-14` | iPhone 14 and 15 | 390x844 | 3x | 47 0 34 0 | 0 47 21 47 | 47.33 | notch 160x34 | yes |"
    )
    #expect(
      table[14]
        == "| `iphone-air` | iPhone 17 and Air | 420x912 | 3x | 68 0 34 0 | 0 68 21 68 | 62 | island 126x37.33 at 14 |  |"
    )
    // Android densities are fractional: the scale keeps its decimals.
    #expect(
      table[17]
        == "| `pixel-9` | Android phones | 412x923 | 2.625x | 52 0 16 0 | 0 52 21 52 | 0 | none |  |"
    )
    #expect(
      table[19]
        == "| `galaxy-s25` | Android phones | 384x832 | 2.8125x | 52 0 16 0 | 0 52 21 52 | 0 | none |  |"
    )
    #expect(
      table[26]
        == "| `ipad-pro-13-m4` | iPad Pro | 1032x1376 | 2x | 24 0 20 0 | 24 0 20 0 | 30 | none |  |"
    )
    #expect(table[27] == "")
    #expect(table[28] == "Sources:")
    #expect(table[30].hasPrefix("- iPhone SE: 375x667 pt for the SE (2nd and 3rd generation)"))
  }

  @Test("each device's screen corner radius and cutout, exactly; a custom container has neither")
  func cornersAndCutouts() throws {
    func device(_ name: String) throws -> Device { try #require(Device.named(name)) }
    let expected: [(String, Double, ScreenCutout?)] = [
      ("iphone-se", 0, nil), ("iphone-se-3", 0, nil),
      ("iphone-13-mini", 44, .notch(168, 31)),
      ("iphone-14", 47.33, .notch(160, 34)),
      ("iphone-15-pro", 55, .island(126, 37.33, top: 11)),
      ("iphone-15-pro-max", 55, .island(126, 37.33, top: 11)),
      ("iphone-16", 55, .island(126, 37.33, top: 11)),
      ("iphone-16-plus", 55, .island(126, 37.33, top: 11)),
      ("iphone-16-pro", 62, .island(126, 37.33, top: 14)),
      ("iphone-16-pro-max", 62, .island(126, 37.33, top: 14)),
      ("iphone-16e", 47.33, .notch(160, 34)),
      ("iphone-17", 62, .island(126, 37.33, top: 14)),
      ("iphone-air", 62, .island(126, 37.33, top: 14)),
      ("iphone-17-pro", 62, .island(126, 37.33, top: 14)),
      ("iphone-17-pro-max", 62, .island(126, 37.33, top: 14)),
      ("pixel-9", 0, nil), ("pixel-9-pro-xl", 0, nil), ("galaxy-s25", 0, nil),
      ("ipad-mini-7", 21.5, nil), ("ipad-air", 18, nil), ("ipad-air-11", 18, nil),
      ("ipad-air-13", 18, nil), ("ipad-pro-11", 30, nil), ("ipad-pro-13", 18, nil),
      ("ipad-pro-13-m4", 30, nil),
    ]
    #expect(expected.map(\.0) == Device.all.map(\.name))
    for (name, radius, cutout) in expected {
      #expect(try device(name).displayCornerRadius == radius, "\(name)")
      #expect(try device(name).cutout == cutout, "\(name)")
    }
    let custom = Device.custom(width: 500, height: 300)
    #expect(custom.displayCornerRadius == 0 && custom.cutout == nil)
  }

  @Test("a cutout's frame: centred on the top edge in portrait, on the left edge in landscape")
  func cutoutFrames() throws {
    let notch = try #require(Device.iphone14.cutout)
    #expect(
      notch.frame(screen: Size(width: 390, height: 844), orientation: .portrait)
        == Rect(x: 115, y: 0, width: 160, height: 34))
    #expect(
      notch.frame(screen: Size(width: 844, height: 390), orientation: .landscape)
        == Rect(x: 0, y: 115, width: 34, height: 160))
    let island = try #require(Device.named("iphone-16-pro")?.cutout)
    #expect(
      island.frame(screen: Size(width: 402, height: 874), orientation: .portrait)
        == Rect(x: 138, y: 14, width: 126, height: 37.33))
    #expect(
      island.frame(screen: Size(width: 874, height: 402), orientation: .landscape)
        == Rect(x: 14, y: 138, width: 37.33, height: 126))
    #expect(island.summary == "island 126x37.33 at 14")
    #expect(notch.summary == "notch 160x34")
  }

  @Test(
    "a typo of a device's name suggests the nearest one; a tie goes to the name nearest without its dashes"
  )
  func suggestions() {
    let names = Device.all.map(\.name)
    func nearest(_ typo: String) -> String? {
      Suggestions.nearest(to: typo, among: names, slack: 1)
    }
    // iphone-16, iphone-16e and iphone-16-pro are all two edits away; without the dashes
    // iphone16pr is one edit from iphone16pro and two from the others.
    #expect(Suggestions.editDistance("iphone-16pr", "iphone-16") == 2)
    #expect(Suggestions.editDistance("iphone-16pr", "iphone-16e") == 2)
    #expect(Suggestions.editDistance("iphone-16pr", "iphone-16-pro") == 2)
    #expect(nearest("iphone-16pr") == "iphone-16-pro")
    #expect(nearest("iphone16promax") == "iphone-16-pro-max")
    #expect(nearest("iPhone-Air") == "iphone-air")
    #expect(nearest("ipad-pro11") == "ipad-pro-11")
    #expect(nearest("ipad-pro-13m4") == "ipad-pro-13-m4")
    #expect(nearest("galaxy-s25") == "galaxy-s25")
    #expect(nearest("nokia-3310") == nil)
    // Without a tie the first nearest still wins, as before.
    #expect(Suggestions.nearest(to: "ab", among: ["abc", "abd"]) == "abc")
  }
}
