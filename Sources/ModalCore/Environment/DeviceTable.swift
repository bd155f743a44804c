import ModalSupport

/// A group of the device table: the devices `devices` lists under one title, and where their
/// numbers come from.
public struct DeviceFamily: Sendable {
  /// The heading `devices` and the docs list the group under (`iPhone 16`).
  public let title: String
  /// The family's devices, in the order they are listed.
  public let devices: [Device]
  /// Where the point sizes and insets come from (the pages, by URL), and how a value no page
  /// gives was derived: printed under the docs' table, so a reader can check each number.
  public let source: String

  /// Creates a family.
  public init(title: String, devices: [Device], source: String) {
    self.title = title
    self.devices = devices
    self.source = source
  }
}

extension Device {
  // The device table: the one declaration of every named device. `Device.all` (the parser, the
  // completion, `devices`, `--device`, the docs' table) reads it. The six devices of the model
  // (MODEL.md section 1) keep their names and numbers; the others come from the pages each
  // family cites. No page gives every landscape inset, so every phone's follow the model's rule
  // (`Device.phone`: left and right = the portrait top inset, bottom 21, top 0; none for a 20 pt
  // status bar), which is what device_preview's presets give for the 16 Pro, 16 Pro Max and 17
  // Pro (flutterware gives a bottom of 20); iPads keep their top 24 / bottom 20 in both
  // orientations (`Device.pad`).

  /// The named devices by family: phones (oldest screens first), then iPads.
  public static let families: [DeviceFamily] = [
    DeviceFamily(
      title: "iPhone SE",
      devices: [iphoneSE, phone("iphone-se-3", 375, 667, top: 20, bottom: 0, scale: 2)],
      source:
        "375x667 pt for the SE (2nd and 3rd generation): https://seahawkmedia.com/?p=364947; a 20 pt status bar and a home button: no bottom inset, none in landscape; a 2x screen (750x1334 px). iphone-se is the model's device; iphone-se-3 has the same numbers under the 3rd generation's name. A square screen (corner radius 0: iPhone12,8 and iPhone14,6 read 0.0 in https://github.com/flutter/flutter/issues/97349, comment of 2025-01-13) and no cutout."
    ),
    DeviceFamily(
      title: "iPhone 13 mini",
      devices: [
        phone(
          "iphone-13-mini", 375, 812, top: 50, bottom: 34, corner: 44, cutout: .notch13Mini)
      ],
      source:
        "375x812 pt: https://gist.github.com/ricsantos/e7baee6885626b9cb87c021a5097623f (the points table). Top 50 / bottom 34: not in the pages searched; the insets reported for the 12 mini and 13 mini, to be checked. Corner radius 44 (iPhone14,4): https://github.com/flutter/flutter/issues/97349 (comment of 2025-01-13, UIScreen's _displayCornerRadius read on every simulator) and https://github.com/kylebshr/ScreenCorners/issues/5. Notch 168x31 pt: public code (a DeviceKit extension's notchWidth / notchHeight for the 13 mini, found by search; its repository not recorded), an assumption to be checked."
    ),
    DeviceFamily(
      title: "iPhone 14 and 15",
      devices: [iphone14, iphone15Pro, iphone15ProMax],
      source:
        "The playground's first devices, unchanged: the iPhone 14 (390x844, a 47 pt notch), 15 Pro and 15 Pro Max (393x852 and 430x932, the 59 pt Dynamic Island), with a 34 pt home indicator. Corner radii: 47.33 for the 14 (iPhone14,7), 55 for the 15 Pro and Pro Max (iPhone16,1 and 16,2): https://github.com/flutter/flutter/issues/97349 (comment of 2025-01-13, UIScreen's _displayCornerRadius read on every simulator; the 14's also https://github.com/kylebshr/ScreenCorners/issues/5). The 14's notch is the 13's, 160x34 pt: public code (a DeviceKit extension's notchWidth / notchHeight for the 13, 13 Pro and 13 Pro Max, found by search; its repository not recorded), an assumption to be checked. The Dynamic Island is 126x37.33 pt, 11 pt below the top edge: the static island's size and origin in public code (Suyash Srijan's DynamicIsland type, `size` and `origin`)."
    ),
    DeviceFamily(
      title: "iPhone 16 and 16e",
      devices: [
        phone("iphone-16", 393, 852, top: 59, bottom: 34, corner: 55, cutout: .island14Pro),
        phone(
          "iphone-16-plus", 430, 932, top: 59, bottom: 34, corner: 55, cutout: .island14Pro),
        phone(
          "iphone-16-pro", 402, 874, top: 62, bottom: 34, corner: 62, cutout: .island16Pro),
        phone(
          "iphone-16-pro-max", 440, 956, top: 62, bottom: 34, corner: 62, cutout: .island16Pro),
        phone(
          "iphone-16e", 390, 844, top: 47, bottom: 34, corner: 47.33, cutout: .notch13),
      ],
      source:
        "Points: https://github.com/piotrbakker/diagonal (from Apple's technical specifications, https://support.apple.com/specs/). Insets of the 16 Pro and 16 Pro Max (62 / 34, landscape 62 62 21): https://pub.dev/documentation/device_preview/3.0.0-prerelease3/presets/DevicePresets/iPhone16Pro-constant.html and .../iPhone16ProMax-constant.html; the 16 (59 / 34): https://pub.dev/documentation/flutterware/0.7.0/devices/Devices/iphone16-constant.html (it gives a landscape bottom of 20 where the rule gives 21; a 59 pt screen measured in UIKit reads 0 59 21 59 in landscape: http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation). The 16 Plus has the 15 Plus's screen and the 16e the 14's, so their insets (59 / 34 and 47 / 34) are the model's for those screens. Corner radii: 55 for the 16 and 16 Plus (iPhone17,3 and 17,4), 62 for the 16 Pro and Pro Max (iPhone17,1 and 17,2): https://github.com/flutter/flutter/issues/97349 (comment of 2025-01-13) and https://github.com/kylebshr/ScreenCorners/pull/9 (the 16 and 16 Plus). The 16e is not in that list: 47.33 and the 14's notch (160x34), an assumption from its having the 14's screen. Islands: the 16 and 16 Plus have the 15 Pro's (126x37.33 at 11); the 16 Pro and Pro Max's sits 14 pt below the top edge (public code placing an island view at y 14 on the 16 Pro and Pro Max), its size assumed the same 126x37.33."
    ),
    DeviceFamily(
      title: "iPhone 17 and Air",
      devices: [
        phone("iphone-17", 402, 874, top: 62, bottom: 34, corner: 62, cutout: .island16Pro),
        phone(
          "iphone-air", 420, 912, top: 68, bottom: 34, corner: 62, cutout: .island16Pro),
        phone(
          "iphone-17-pro", 402, 874, top: 62, bottom: 34, corner: 62, cutout: .island16Pro),
        phone(
          "iphone-17-pro-max", 440, 956, top: 62, bottom: 34, corner: 62, cutout: .island16Pro),
      ],
      source:
        "Points: https://github.com/microsoft/playwright/pull/40917 (the 17 family's descriptors, from ios-resolution.com) and https://github.com/piotrbakker/diagonal. Insets of the 17 Pro (62 / 34, landscape 62 62 21): https://pub.dev/documentation/device_preview/3.0.0-prerelease3/presets/DevicePresets/iPhone17Pro-constant.html; the 17 has the 16 Pro's screen (https://pub.dev/documentation/flutterware/latest/devices/Devices/iphone16Pro-constant.html) and the 17 Pro Max the 16 Pro Max's, so their insets are those. The Air's top 68: not in the pages searched; the value reported at its launch, to be checked. Corner radius 62 for all four: the 17 family and the Air read the 16 Pro's corners in Xcode 26 RC (https://github.com/artembolotov/artembolotov.github.io, blog/_posts/2025-09-11-iphone-air.md). Islands: the 16 Pro's (126x37.33, 14 pt down), an assumption for all four (no page gives the 17 family's island; the Air's may sit lower, as its 68 pt top inset suggests)."
    ),
    DeviceFamily(
      title: "Android phones",
      devices: [
        phone("pixel-9", 412, 923, top: 52, bottom: 16, scale: 2.625),
        phone("pixel-9-pro-xl", 448, 998, top: 52, bottom: 16, scale: 3),
        phone("galaxy-s25", 384, 832, top: 52, bottom: 16, scale: 2.8125),
      ],
      source:
        "Sizes in dp (the model's unit on these devices; scale = px per dp, Android's density): the Pixel 9's 1080x2424 px at 420 dpi (2.625) is 411.43x923.43 dp, listed as 412x923 as browsers' device lists round it; the Pixel 9 Pro XL's 1344x2992 px at 3x is 448x997.33 dp, listed as 448x998; the Galaxy S25's 1080x2340 px at 450 dpi (2.8125) is 384x832 dp. The densities are assumptions to be checked (the usual defaults of these screens; a user's display-size setting changes them). Insets (assumptions): a 52 dp status bar and a 16 dp gesture navigation bar, the Pixel 6's as measured in https://github.com/react/react-native/issues/33612 (comment of 2023-02-08: 136 px and 42 px at 2.625), taken for all three; landscape follows the model's phone rule (left and right = the portrait top, bottom 21), not Android's (to be checked). No corner radius nor cutout recorded (the punch-hole cameras lie inside the status bar)."
    ),
    DeviceFamily(
      title: "iPad mini",
      devices: [pad("ipad-mini-7", 744, 1133, top: 24, bottom: 20, corner: 21.5)],
      source:
        "744x1133 pt (the 6th generation's screen, which the A17 Pro model keeps): https://github.com/piotrbakker/diagonal and https://www.idropnews.com/news/apple-debuts-seventh-gen-ipad-mini-with-a17-pro-chip/226402/. Insets: the model's iPad rule (top 24 / bottom 20 in both orientations). Corner radius 21.5 (iPad16,2, as iPad14,1 of the 6th generation): https://github.com/flutter/flutter/issues/97349 (comment of 2025-01-13; the iPads after iPad13,17 in a public copy of that list). No cutout."
    ),
    DeviceFamily(
      title: "iPad Air",
      devices: [
        ipadAir, pad("ipad-air-11", 820, 1180, top: 24, bottom: 20, corner: 18),
        pad("ipad-air-13", 1024, 1366, top: 24, bottom: 20, corner: 18),
      ],
      source:
        "ipad-air is the model's (820x1180, the 10.9-inch screen). 11-inch (M2 / M3) 820x1180 and 13-inch (M2 / M3) 1024x1366 pt: https://github.com/piotrbakker/diagonal. Insets: the model's iPad rule. Corner radius 18 for all three (the 10.9-inch iPad13,2, the M2 iPad14,9 and 14,11): https://github.com/flutter/flutter/issues/97349 (comment of 2025-01-13) and https://kylebashour.com/posts/finding-the-real-iphone-x-corner-radius (iPad Air 18.0). No cutout."
    ),
    DeviceFamily(
      title: "iPad Pro",
      devices: [
        pad("ipad-pro-11", 834, 1210, top: 24, bottom: 20, corner: 30), ipadPro13,
        pad("ipad-pro-13-m4", 1032, 1376, top: 24, bottom: 20, corner: 30),
      ],
      source:
        "ipad-pro-11 is the 11-inch (M4), 834x1210 pt; ipad-pro-13 is the model's (1024x1366, the 12.9-inch screen of the 3rd to 6th generation); ipad-pro-13-m4 is the 13-inch (M4), 1032x1376 pt: https://github.com/piotrbakker/diagonal. Insets: the model's iPad rule. Corner radii: 18 for the 12.9-inch (iPad8,5 to 14,5; also https://kylebashour.com/posts/finding-the-real-iphone-x-corner-radius), 30 for the M4 11-inch and 13-inch (iPad16,4 and 16,6): https://github.com/flutter/flutter/issues/97349 (comment of 2025-01-13; the iPads after iPad13,17 in a public copy of that list). No cutout."
    ),
  ]
}

extension Device {
  /// The device table as docs/devices.md prints it (a test keeps the two equal): one row per
  /// device under its family, then each family's sources.
  public static func markdownTable() -> [String] {
    func points(_ value: Double) -> String { FixedFormat.format(value, decimals: 0) }
    // Android densities are fractional (2.625, 2.8125): up to 4 decimals, no trailing zeros.
    func scale(_ value: Double) -> String {
      var text = FixedFormat.format(value, decimals: 4)
      while text.contains("."), text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text
    }
    func insets(_ i: EdgeInsets) -> String {
      [i.top, i.left, i.bottom, i.right].map(points).joined(separator: " ")
    }
    var lines = [
      "| device | family | portrait (pt) | scale | safe area (t l b r) | landscape safe area | corner radius | cutout (portrait, pt) | lint |",
      "|---|---|---|---|---|---|---|---|---|",
    ]
    for family in families {
      for device in family.devices {
        let size = device.portraitSize
        let lint = LintEnvironments.devices.contains(device) ? "yes" : ""
        lines.append(
          "| `\(device.name)` | \(family.title) | \(points(size.width))x\(points(size.height)) | \(scale(device.scale))x | \(insets(device.portraitSafeArea)) | \(insets(device.landscapeSafeArea)) | \(ScreenCutout.number(device.displayCornerRadius)) | \(device.cutout?.summary ?? "none") | \(lint) |"
        )
      }
    }
    lines.append("")
    lines.append("Sources:")
    lines.append("")
    for family in families { lines.append("- \(family.title): \(family.source)") }
    return lines
  }
}
