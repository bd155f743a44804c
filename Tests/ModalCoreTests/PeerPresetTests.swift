import ModalTestSupport
import Testing

@testable import ModalCore

// The peer presets (shared/design/PEERS.md): each decodes, round-trips and is canonical; the
// rect and percent of every point on iphone-14 and iphone-se in both orientations; the
// keyframe values that make each peer look like itself; the release rule at both sides of
// its threshold; and the lint findings of each, with why.
//
// Every expected number is worked out by hand from PEERS.md and MODEL.md section 1 (iphone-14:
// 390 x 844, safe area top 47 / bottom 34, in landscape 844 x 390 with top 0, left / right 47,
// bottom 21; iphone-se: 375 x 667, top 20 / bottom 0, in landscape 667 x 375 with no inset),
// never copied from the program's output. A bottom sheet of height h in a container H tall
// has y = H - h and percent h / H (MODEL.md section 3: 1 - minY / H); the undershoot
// (offscreenBottom of the first point) keeps that point's x, width and height at y = H,
// percent 0.

/// The peer presets, in the order `presets` lists them (after the adaptive-modal demos).
let peerPresetNames = [
  "modalkit", "modalkit-content", "square-card", "deck", "half-modal", "panmodal",
  "floatingpanel", "ios-sheet", "swiftui-sheet", "material", "flutter", "compose", "gorhom",
]

/// The library each peer preset models, as its summary names it.
let peerLibraries: [String: String] = [
  "modalkit": "ModalKit", "modalkit-content": "ModalKit", "square-card": "Square's Modals",
  "deck": "DeckTransition", "half-modal": "UIKit half modal", "panmodal": "PanModal",
  "floatingpanel": "FloatingPanel", "ios-sheet": "UISheetPresentationController",
  "swiftui-sheet": "SwiftUI", "material": "Material BottomSheetBehavior",
  "flutter": "Flutter DraggableScrollableSheet",
  "compose": "Compose Material 3 ModalBottomSheet", "gorhom": "@gorhom/bottom-sheet",
]

/// The four environments the peers' points are checked in.
private let peerEnvironments: [PresetEnvironment] = [
  .iphone14, .iphone14Landscape, .iphoneSE, .iphoneSELandscape,
]

/// A point of a bottom sheet: full width unless said, height h in a container H tall.
private func sheet(
  _ h: Double, in height: Double, width: Double, x: Double = 0
) -> ExpectedPresetPoint {
  ExpectedPresetPoint(x, height - h, width, h, h / height)
}

/// The undershoot of a bottom sheet whose first point is `first`: the same x, width and height
/// at y = H, percent 0.
private func under(_ first: ExpectedPresetPoint, in height: Double) -> ExpectedPresetPoint {
  ExpectedPresetPoint(first.x, height, first.width, first.height, 0)
}

/// The points of a bottom sheet: the undershoot, then the heights given.
private func sheets(_ heights: [Double], in height: Double, width: Double, x: Double = 0)
  -> [ExpectedPresetPoint]
{
  let points = heights.map { sheet($0, in: height, width: width, x: x) }
  return [under(points[0], in: height)] + points
}

/// The expected points of every peer in every environment of `peerEnvironments`.
private let peerPointCases: [PresetPointsCase] = [
  // ModalKit: small H / 4, medium H / 2, large H - safe.top, each clamped to [safe.bottom +
  // 17, H - safe.top]. iphone-14: 844 / 4 = 211, 422, 844 - 47 = 797 (bounds [51, 797]).
  PresetPointsCase("modalkit", .iphone14, nil, sheets([211, 422, 797], in: 844, width: 390)),
  // Landscape: 390 / 4 = 97.5, 195, 390 - 0 = 390 (bounds [21 + 17 = 38, 390]).
  PresetPointsCase(
    "modalkit", .iphone14Landscape, nil, sheets([97.5, 195, 390], in: 390, width: 844)),
  // iphone-se: 667 / 4 = 166.75, 333.5, 667 - 20 = 647 (bounds [17, 647]).
  PresetPointsCase("modalkit", .iphoneSE, nil, sheets([166.75, 333.5, 647], in: 667, width: 375)),
  // Landscape: 375 / 4 = 93.75, 187.5, 375.
  PresetPointsCase(
    "modalkit", .iphoneSELandscape, nil, sheets([93.75, 187.5, 375], in: 375, width: 667)),

  // ModalKit content sizes: 300 + minH, (300 + minH) + 200, large; clamped as above.
  // iphone-14: 300 + 51 = 351, 551, 797.
  PresetPointsCase(
    "modalkit-content", .iphone14, nil, sheets([351, 551, 797], in: 844, width: 390)),
  // Landscape: 300 + 38 = 338, 538 clamped to 390, 390.
  PresetPointsCase(
    "modalkit-content", .iphone14Landscape, nil, sheets([338, 390, 390], in: 390, width: 844)),
  // iphone-se: 300 + 17 = 317, 517, 647.
  PresetPointsCase(
    "modalkit-content", .iphoneSE, nil, sheets([317, 517, 647], in: 667, width: 375)),
  // Landscape: 317, 517 clamped to 375, 375.
  PresetPointsCase(
    "modalkit-content", .iphoneSELandscape, nil, sheets([317, 375, 375], in: 375, width: 667)),

  // Square's card: width min(W - safe.left - safe.right - 20, 400), height min(240, H -
  // safe.top - safe.bottom), centred, then moved by ((safe.left - safe.right) / 2,
  // (safe.top - safe.bottom) / 2). The undershoot is the same frame, at the same percent.
  // iphone-14: width min(370, 400) = 370, x = (390 - 370) / 2 = 10; y = (844 - 240) / 2 +
  // (47 - 34) / 2 = 302 + 6.5 = 308.5; percent 1 - 308.5 / 844.
  PresetPointsCase(
    "square-card", .iphone14, nil,
    [
      ExpectedPresetPoint(10, 308.5, 370, 240, 1 - 308.5 / 844),
      ExpectedPresetPoint(10, 308.5, 370, 240, 1 - 308.5 / 844),
    ]),
  // Landscape: width min(844 - 94 - 20 = 730, 400) = 400, x = (844 - 400) / 2 + 0 = 222;
  // height min(240, 390 - 21) = 240, y = (390 - 240) / 2 + (0 - 21) / 2 = 64.5.
  PresetPointsCase(
    "square-card", .iphone14Landscape, nil,
    [
      ExpectedPresetPoint(222, 64.5, 400, 240, 1 - 64.5 / 390),
      ExpectedPresetPoint(222, 64.5, 400, 240, 1 - 64.5 / 390),
    ]),
  // iphone-se: width min(355, 400) = 355, x 10; y = (667 - 240) / 2 + (20 - 0) / 2 = 223.5.
  PresetPointsCase(
    "square-card", .iphoneSE, nil,
    [
      ExpectedPresetPoint(10, 223.5, 355, 240, 1 - 223.5 / 667),
      ExpectedPresetPoint(10, 223.5, 355, 240, 1 - 223.5 / 667),
    ]),
  // Landscape: width min(647, 400) = 400, x = (667 - 400) / 2 = 133.5; y = (375 - 240) / 2 =
  // 67.5; percent 1 - 67.5 / 375 = 0.82.
  PresetPointsCase(
    "square-card", .iphoneSELandscape, nil,
    [
      ExpectedPresetPoint(133.5, 67.5, 400, 240, 0.82),
      ExpectedPresetPoint(133.5, 67.5, 400, 240, 0.82),
    ]),

  // DeckTransition: the card's top at max(safe.top, 20) + 8. iphone-14: 47 + 8 = 55, a card
  // 844 - 55 = 789 tall (the default config).
  PresetPointsCase("deck", .iphone14, .defaultConfig, sheets([789], in: 844, width: 390)),
  // Landscape: max(0, 20) + 8 = 28, 390 - 28 = 362 (iphone-14-landscape, the 7th config).
  PresetPointsCase(
    "deck", .iphone14Landscape, .constrained(6), sheets([362], in: 390, width: 844)),
  // iphone-se: max(20, 20) + 8 = 28, 667 - 28 = 639 (iphone-se, the 1st).
  PresetPointsCase("deck", .iphoneSE, .constrained(0), sheets([639], in: 667, width: 375)),
  // Landscape: 28, 375 - 28 = 347 (iphone-se-landscape, the 6th).
  PresetPointsCase(
    "deck", .iphoneSELandscape, .constrained(5), sheets([347], in: 375, width: 667)),

  // The half modal: 300 and H - safe.top. iphone-14: 300, 844 - 47 = 797.
  PresetPointsCase("half-modal", .iphone14, nil, sheets([300, 797], in: 844, width: 390)),
  // Landscape: 300, 390 - 0 = 390.
  PresetPointsCase(
    "half-modal", .iphone14Landscape, nil, sheets([300, 390], in: 390, width: 844)),
  // iphone-se: 300, 667 - 20 = 647.
  PresetPointsCase("half-modal", .iphoneSE, nil, sheets([300, 647], in: 667, width: 375)),
  // Landscape: 300, 375.
  PresetPointsCase(
    "half-modal", .iphoneSELandscape, nil, sheets([300, 375], in: 375, width: 667)),

  // PanModal: topOffset = safe.top + 21; short form contentHeight(300) at y = H - (300 +
  // safe.bottom), no higher than the long form; long form maxHeight at y = topOffset.
  // iphone-14: topOffset 68, short y = 844 - 334 = 510 (334 tall), long y 68 (776 tall).
  PresetPointsCase("panmodal", .iphone14, .defaultConfig, sheets([334, 776], in: 844, width: 390)),
  // Landscape: topOffset 0 + 21 = 21, short 300 + 21 = 321 (y 69), long 390 - 21 = 369.
  PresetPointsCase(
    "panmodal", .iphone14Landscape, .defaultConfig, sheets([321, 369], in: 390, width: 844)),
  // iphone-se: topOffset 41, short 300 (y 367), long 667 - 41 = 626.
  PresetPointsCase("panmodal", .iphoneSE, .defaultConfig, sheets([300, 626], in: 667, width: 375)),
  // Landscape: topOffset 21, short 300 (y 75), long 375 - 21 = 354.
  PresetPointsCase(
    "panmodal", .iphoneSELandscape, .defaultConfig, sheets([300, 354], in: 375, width: 667)),

  // FloatingPanel, relative to the safe area and pinned to its left and right: tip
  // safe.bottom + 69, half safe.bottom + (H - safe.top - safe.bottom) / 2, full H - (safe.top
  // + 18). iphone-14: 34 + 69 = 103 (y 741); 34 + 763 / 2 = 415.5 (y 428.5); 844 - 65 = 779
  // (y 65).
  PresetPointsCase(
    "floatingpanel", .iphone14, nil, sheets([103, 415.5, 779], in: 844, width: 390)),
  // Landscape: x 47, width 844 - 94 = 750; 21 + 69 = 90; 21 + 369 / 2 = 205.5; 390 - 18 = 372.
  PresetPointsCase(
    "floatingpanel", .iphone14Landscape, nil,
    sheets([90, 205.5, 372], in: 390, width: 750, x: 47)),
  // iphone-se: 69 (y 598); 0 + 647 / 2 = 323.5 (y 343.5); 667 - 38 = 629 (y 38).
  PresetPointsCase(
    "floatingpanel", .iphoneSE, nil, sheets([69, 323.5, 629], in: 667, width: 375)),
  // Landscape: 69; 375 / 2 = 187.5; 375 - 18 = 357.
  PresetPointsCase(
    "floatingpanel", .iphoneSELandscape, nil, sheets([69, 187.5, 357], in: 375, width: 667)),

  // Apple's sheet (docs/apple-sheet.md; AppleSheetPresetTests has the other devices): with
  // detent.max = H - safe.top - 10 - safe.bottom, medium is 0.5 x max + safe.bottom and large
  // max + safe.bottom. iphone-14: max 753, medium 376.5 + 34 = 410.5, large 787.
  PresetPointsCase("ios-sheet", .iphone14, nil, sheets([410.5, 787], in: 844, width: 390)),
  // Landscape: edge attached, medium inactive; large 390 - 10 - 21 = 359 + 21 = 380 (y 10), as
  // wide as the safe area, 844 - 94 = 750 at x 47.
  PresetPointsCase(
    "ios-sheet", .iphone14Landscape, nil, sheets([380], in: 390, width: 750, x: 47)),
  // iphone-se: max 667 - 20 - 10 = 637, medium 318.5, large 637.
  PresetPointsCase("ios-sheet", .iphoneSE, nil, sheets([318.5, 637], in: 667, width: 375)),
  // Landscape: 375 - 10 = 365, no side insets.
  PresetPointsCase("ios-sheet", .iphoneSELandscape, nil, sheets([365], in: 375, width: 667)),

  // SwiftUI's sheet: quarter 0.25 x max + safe.bottom, short min(300, max) + safe.bottom,
  // medium, large. iphone-14: 188.25 + 34 = 222.25, 334, 410.5, 787.
  PresetPointsCase(
    "swiftui-sheet", .iphone14, nil, sheets([222.25, 334, 410.5, 787], in: 844, width: 390)),
  // Landscape: full screen, one point, the whole container (percent 1).
  PresetPointsCase(
    "swiftui-sheet", .iphone14Landscape, nil, sheets([390], in: 390, width: 844)),
  // iphone-se: 159.25, 300, 318.5, 637.
  PresetPointsCase(
    "swiftui-sheet", .iphoneSE, nil, sheets([159.25, 300, 318.5, 637], in: 667, width: 375)),
  PresetPointsCase(
    "swiftui-sheet", .iphoneSELandscape, nil, sheets([375], in: 375, width: 667)),

  // Material: peek min(max(64, H - W x 9 / 16), 300), half H / 2, expanded H.
  // iphone-14: 844 - 390 x 9 / 16 = 844 - 219.375 = 624.625, so min(624.625, 300) = 300.
  PresetPointsCase("material", .iphone14, nil, sheets([300, 422, 844], in: 844, width: 390)),
  // Landscape: 390 - 844 x 9 / 16 = 390 - 474.75 < 64, so 64. 844 is wider than the 640 pt
  // maxWidth: width 640, centred at x = (844 - 640) / 2 = 102.
  PresetPointsCase(
    "material", .iphone14Landscape, nil, sheets([64, 195, 390], in: 390, width: 640, x: 102)),
  // iphone-se: 667 - 375 x 9 / 16 = 456.0625, so 300.
  PresetPointsCase("material", .iphoneSE, nil, sheets([300, 333.5, 667], in: 667, width: 375)),
  // Landscape: 375 - 667 x 9 / 16 = -0.1875, so 64; width 640 at x = (667 - 640) / 2 = 13.5.
  PresetPointsCase(
    "material", .iphoneSELandscape, nil, sheets([64, 187.5, 375], in: 375, width: 640, x: 13.5)),

  // Flutter: 0.25, 0.5 and 1.0 of the parent.
  PresetPointsCase("flutter", .iphone14, nil, sheets([211, 422, 844], in: 844, width: 390)),
  PresetPointsCase(
    "flutter", .iphone14Landscape, nil, sheets([97.5, 195, 390], in: 390, width: 844)),
  PresetPointsCase("flutter", .iphoneSE, nil, sheets([166.75, 333.5, 667], in: 667, width: 375)),
  PresetPointsCase(
    "flutter", .iphoneSELandscape, nil, sheets([93.75, 187.5, 375], in: 375, width: 667)),

  // Compose: PartiallyExpanded at min(H / 2, sheet), Expanded at min(sheet, H), the sheet
  // safe.top + 48 + 600 + safe.bottom: 729 on iphone-14, 669 in landscape (0 + 48 + 600 + 21),
  // 668 on iphone-se, 648 in landscape; 640 wide and centred where the screen is wider.
  PresetPointsCase("compose", .iphone14, nil, sheets([422, 729], in: 844, width: 390)),
  PresetPointsCase(
    "compose", .iphone14Landscape, nil, sheets([195, 390], in: 390, width: 640, x: 102)),
  PresetPointsCase("compose", .iphoneSE, nil, sheets([333.5, 667], in: 667, width: 375)),
  PresetPointsCase(
    "compose", .iphoneSELandscape, nil, sheets([187.5, 375], in: 375, width: 640, x: 13.5)),
  // @gorhom/bottom-sheet: 25%, 50% and 90% of the container, safe areas included.
  PresetPointsCase("gorhom", .iphone14, nil, sheets([211, 422, 759.6], in: 844, width: 390)),
  PresetPointsCase(
    "gorhom", .iphone14Landscape, nil, sheets([97.5, 195, 351], in: 390, width: 844)),
  PresetPointsCase("gorhom", .iphoneSE, nil, sheets([166.75, 333.5, 600.3], in: 667, width: 375)),
  PresetPointsCase(
    "gorhom", .iphoneSELandscape, nil, sheets([93.75, 187.5, 337.5], in: 375, width: 667)),
]

/// The expected `lint` lines of a peer and why.
private let peerLintCases: [LintPresetCase] = [
  // No peer avoids the keyboard: it covers min(h, 300); H / 4 >= 93.75, H / 2 >= 187.5.
  LintPresetCase(
    name: "modalkit",
    lines: [
      "snap 1 (small): the keyboard covers 93.75 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 2 (medium): the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 3 (large): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
    ]),
  // Every size is >= 317 tall; in landscape 538 + minH and large both clamp to H (percent 1).
  LintPresetCase(
    name: "modalkit-content",
    lines: [
      "snap 1 (content): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
      "snap 2 (additional): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
      "snap 3 (large): has the same percent as snap 2 (1.000) on every phone in landscape",
      "snap 3 (large): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
    ]),
  // The undershoot is the card's frame at opacity 0: not visible, and at the same percent (a
  // note: the card fades out in place); the keyboard meets the card (a note).
  LintPresetCase(
    name: "square-card",
    lines: [
      "snap 1 (card): has the same percent as snap 0 (0.586 to 0.835) in all 24 environments",
      "snap 1 (card): the keyboard covers 4.50 to 232.50 pt of the content with keyboard 300 on iphone-se, iphone-14, iphone-15-pro, iphone-15-pro-max landscape, ipad-air landscape",
    ]),
  // The card is taller than 300 everywhere; each device and orientation has its own config.
  LintPresetCase(
    name: "deck",
    lines: [
      "default", "iphone-se", "iphone-15-pro", "iphone-15-pro-max", "ipad-air", "ipad-pro-13",
      "iphone-se-landscape", "iphone-14-landscape", "iphone-15-pro-landscape",
      "iphone-15-pro-max-landscape", "ipad-air-landscape", "ipad-pro-13-landscape",
    ].map { config in
      let device =
        config == "default"
        ? "iphone-14 portrait"
        : config.hasSuffix("-landscape")
          ? String(config.dropLast("-landscape".count)) + " landscape" : config + " portrait"
      return
        "snap 1 (card) [\(config)]: the keyboard covers 300.00 pt of the content with keyboard 300 on \(device)"
    }),
  // 300 and H - safe.top are both at least 300 tall.
  LintPresetCase(
    name: "half-modal",
    lines: [
      "snap 1 (default): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
      "snap 2 (maximum): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
    ]),
  // The short form is 300 + safe.bottom tall at least. The iPad popover fades in place (its
  // undershoot is its own frame, like square-card's) and the model does not move it for the
  // keyboard: on ipad-pro-13 the keyboard's top is 1366 - 300 = 1066 and the popover's bottom
  // 85 + 1200 = 1285 (219 covered), in landscape 1024 - 300 = 724 and 24 + 980 (280). Under
  // VoiceOver (on a phone: the popover comes first on an iPad) the short form is at the long
  // form (y = safe.top + 21): percent (H - safe.top - 21) / H, 0.919 on iphone-14.
  LintPresetCase(
    name: "panmodal",
    lines: [
      "snap 1 (popover) [ipad-popover]: has the same percent as snap 0 (0.938 to 0.980) on every iPad",
      "snap 1 (short) [default]: the keyboard covers 300.00 pt of the content with keyboard 300 on every phone",
      "snap 1 (popover) [ipad-popover]: the keyboard covers 219.00 to 280.00 pt of the content with keyboard 300 on every iPad",
      "snap 1 (short) [voiceover]: unreachable under VoiceOver: the config in use then puts it at snap 2's percent (0.906 to 0.951) on every phone",
      "snap 2 (long) [default]: the keyboard covers 300.00 pt of the content with keyboard 300 on every phone",
    ]),
  // tip is safe.bottom + 69 (69 to 103), half 187.5 at least (iphone-se in landscape).
  LintPresetCase(
    name: "floatingpanel",
    lines: [
      "snap 1 (tip): the keyboard covers 69.00 to 103.00 pt of the content with keyboard 300 on every device",
      "snap 2 (half): the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 3 (full): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
    ]),
  // Both sheets use keyboardAvoidance expand: the system sheet insets its content by the
  // keyboard, so lint reports no covered content. medium is inactive in compact height (it is
  // ios-sheet's opening point: it opens at large there); the edge-attached ios-sheet is as wide
  // as the safe area and swiftui-sheet is full screen there: no width warning.
  LintPresetCase(
    name: "ios-sheet",
    lines: [
      "snap 1 (medium): its height detent.medium is an inactive detent: the sheet skips it, and it is the point the sheet opens at: it opens at the next active one on every phone in landscape"
    ]),
  LintPresetCase(
    name: "swiftui-sheet",
    lines: [
      "snap 3 (medium): its height detent.medium is an inactive detent: the sheet skips it on every phone in landscape"
    ]),
  // The peek is 64 on the phones in landscape and 300 in portrait; half 187.5 at least.
  LintPresetCase(
    name: "material",
    lines: [
      "snap 1 (peek): the keyboard covers 64.00 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 2 (half): the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 3 (expanded): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
    ]),
  // As modalkit: 0.25 H (93.75 at least), 0.5 H (187.5 at least), H.
  LintPresetCase(
    name: "flutter",
    lines: [
      "snap 1 (quarter): the keyboard covers 93.75 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 2 (half): the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 3 (full): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
    ]),
  // imePadding: every point ends at the keyboard (its bottom margin is kb.overlapH).
  LintPresetCase(name: "compose", lines: []),
  // As flutter: 0.25 H, 0.5 H and 0.9 H (337.5 at least).
  LintPresetCase(
    name: "gorhom",
    lines: [
      "snap 1 (collapsed): the keyboard covers 93.75 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 2 (half): the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device",
      "snap 3 (expanded): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
    ]),
]

/// A peer's config in use in an environment, laid out as the manager lays it out.
private func peerConfig(_ name: String, _ environment: Environment = Environment(ios: .v18)) throws
  -> ModalConfig
{
  AppleSheet.effective(try presetDocument(name).config.config(for: environment), in: environment)
}

/// A peer's points in an environment.
private func peerPoints(_ name: String, _ environment: Environment = Environment(ios: .v18)) throws
  -> [InterpolationPoint]
{
  try presetPoints(name, environment)
}

/// The values of a config at the leading edge `y` of a bottom sheet, as a drag shows them.
private func values(
  _ name: String, atY y: Double, _ environment: Environment = Environment(ios: .v18)
)
  throws -> ModalValues
{
  let config = try peerConfig(name, environment)
  let interpolator = Interpolator(config: config, environment: environment)
  return interpolator.values(atPercent: interpolator.percent(forLeadingEdge: y))
}

/// A peer presented at its initial point, then dragged by `amount` points (positive = up) and
/// released at `velocity`.
private func released(
  _ name: String, from index: Int? = nil, drag amount: Double, velocity: Double
) throws -> Manager {
  var m = try presetManager(name)
  _ = try m.apply(.present(index.map(SnapTarget.index), animated: false))
  _ = try m.apply(.dragMove(amount: amount, secondary: 0))
  if m.gesture != nil { _ = try m.apply(.dragEnd(velocity: velocity)) }
  _ = try m.apply(.settle)
  return m
}

@Suite("Built-in presets: the peers")
struct PeerPresetTests {
  // MARK: - The list

  @Test("the peers follow the demos in `all`, each with a one-line summary naming its library")
  func listing() {
    #expect(BuiltinPresets.peerPresets.map(\.name) == peerPresetNames)
    #expect(
      BuiltinPresets.names
        == BuiltinPresets.adaptiveModalDemos.map(\.name) + peerPresetNames)
    for entry in BuiltinPresets.peerPresets {
      let library = peerLibraries[entry.name] ?? "?"
      #expect(entry.summary.contains(library), "\(entry.name): \(entry.summary)")
      #expect(!entry.summary.contains("\n") && entry.summary.count <= 100, "\(entry.name)")
      #expect(BuiltinPresets.source(named: entry.name) == entry.source)
    }
  }

  @Test("the sources keep the canonical two-space indentation", arguments: peerPresetNames)
  func indentation(name: String) throws {
    let source = try #require(BuiltinPresets.source(named: name))
    #expect(source.hasPrefix("{\n") && source.hasSuffix("\n}\n"))
    for line in source.split(separator: "\n") {
      #expect(line.prefix { $0 == " " }.count % 2 == 0, "\(name): \(line)")
      #expect(!line.contains("\t") && !line.hasSuffix(" "), "\(name): \(line)")
    }
  }

  // MARK: - Decoding

  @Test("every peer decodes with no problems and carries its name", arguments: peerPresetNames)
  func decodes(name: String) throws {
    let source = try #require(BuiltinPresets.source(named: name))
    let document: ConfigDocument
    do {
      document = try ConfigCoding.decodeDocument(source)
    } catch {
      Issue.record("\(name) does not decode:\n\(error.description)")
      return
    }
    #expect(document.name == name)
    #expect(document.description?.isEmpty == false)
    #expect(document.config.defaultConfig.problems().isEmpty, "\(name)")
    for constrained in document.config.constrained {
      #expect(constrained.config.problems().isEmpty, "\(name)")
    }
  }

  @Test("encodeDocument round-trips every peer", arguments: peerPresetNames)
  func roundTrips(name: String) throws {
    let document = try presetDocument(name)
    let text = ConfigCoding.encodeDocument(document)
    let again: ConfigDocument
    do {
      again = try ConfigCoding.decodeDocument(text)
    } catch {
      Issue.record("the encoding of \(name) does not decode:\n\(error.description)\n\(text)")
      return
    }
    #expect(again == document, "\(name):\n\(text)")
  }

  @Test("every source is canonical: exactly what encodeDocument writes", arguments: peerPresetNames)
  func canonical(name: String) throws {
    let source = try #require(BuiltinPresets.source(named: name))
    let encoded = ConfigCoding.encodeDocument(try presetDocument(name))
    #expect(encoded == source, "\(name): the canonical form is\n\(encoded)")
  }

  // MARK: - Rects and percents

  @Test("every point's rect and percent, hand-computed", arguments: peerPointCases)
  func points(_ expected: PresetPointsCase) throws {
    let environment = expected.environment.environment
    let document = try presetDocument(expected.preset)
    let selection = document.config.selection(for: environment)
    if let wanted = expected.selection {
      #expect(selection == wanted)
    } else {
      #expect(!document.config.isAdaptive)
    }
    let points = try presetPoints(expected.preset, environment)
    #expect(points.count == expected.points.count)
    for (index, (point, want)) in zip(points, expected.points).enumerated() {
      expectRect(point.rect, want.x, want.y, want.width, want.height, "point \(index)")
      expectClose(point.percent, want.percent, tolerance: 0.000001, "percent of point \(index)")
    }
  }

  @Test("every peer is checked in every environment")
  func pointCasesCover() {
    let covered = Set(peerPointCases.map { "\($0.preset) \($0.environment.rawValue)" })
    for name in peerPresetNames {
      for environment in peerEnvironments {
        #expect(covered.contains("\(name) \(environment.rawValue)"))
      }
    }
  }

  @Test("the points carry their keys")
  func keys() throws {
    let expected: [String: [String?]] = [
      "modalkit": ["small", "medium", "large"],
      "modalkit-content": ["content", "additional", "large"],
      "square-card": ["card"], "deck": ["card"], "half-modal": ["default", "maximum"],
      "panmodal": ["short", "long"], "floatingpanel": ["tip", "half", "full"],
      "ios-sheet": ["medium", "large"], "swiftui-sheet": ["quarter", "short", "medium", "large"],
      "material": ["peek", "half", "expanded"],
      "flutter": ["quarter", "half", "full"],
      "compose": ["partiallyExpanded", "expanded"],
      "gorhom": ["collapsed", "half", "expanded"],
    ]
    for name in peerPresetNames {
      let config = try peerConfig(name)
      #expect(config.snapPoints.map(\.key) == expected[name], "\(name)")
    }
    // In compact height: ios-sheet's medium is inactive, swiftui-sheet is one full-screen point.
    for name in ["ios-sheet", "swiftui-sheet"] {
      let compact = try peerConfig(name, PresetEnvironment.iphone14Landscape.environment)
      #expect(compact.snapPoints.map(\.key) == ["large"], "\(name)")
    }
  }

  // MARK: - The look

  @Test("ModalKit: radius 20 on all corners, a 40 x 5 indicator, the constant dim 0.5")
  func modalKitLook() throws {
    for name in ["modalkit", "modalkit-content"] {
      let points = try peerPoints(name)
      for point in points[1...] {
        expectClose(point.values[.cornerRadius], 20)
        #expect(point.traits.maskedCorners == .all)
        expectClose(point.values[.backgroundOpacity], 0.5)
        expectClose(point.values[.handleWidth], 40)
        expectClose(point.values[.handleHeight], 5)
        expectClose(point.values[.handleOffset], 6)
      }
      // The dim fades in with the presentation: 0 on the undershoot.
      expectClose(points[0].values[.backgroundOpacity], 0)
    }
  }

  @Test("Square's card: radius 12, overlay 0.6, overlay tap ignored; enter / exit scale 0.8")
  func squareLook() throws {
    let points = try peerPoints("square-card")
    let card = points[1]
    expectClose(card.values[.cornerRadius], 12)
    #expect(card.traits.maskedCorners == .all)
    expectClose(card.values[.backgroundOpacity], 0.6)
    #expect(card.traits.backgroundTapInteraction == .ignore)
    expectClose(card.values[.opacity], 1)
    // The undershoot: the same frame, opacity 0, scale 0.8, no overlay.
    let under = points[0]
    #expect(under.rect == card.rect)
    expectClose(under.values[.opacity], 0)
    expectClose(under.values[.scaleX], 0.8)
    expectClose(under.values[.scaleY], 0.8)
    expectClose(under.values[.backgroundOpacity], 0)
    let config = try peerConfig("square-card")
    let spring = AnimationConfig.springPhysics(
      mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)
    #expect(config.snapAnimation == spring && config.entranceAnimation == spring)
    #expect(config.exitAnimation == spring)
    #expect(config.dragHandlePosition == DragHandlePosition.none)
  }

  /// DeckTransition's presenting view: s = 1 - 2 x topInset / H, translateY topInset, radius
  /// 8 x s, overlay 0.2 on the card; the identity on the undershoot.
  @Test(
    "DeckTransition: the presenting view's keyframe on every environment",
    arguments: [
      // iphone-14: 1 - 94 / 844 = 0.888626, 47, 8 x 0.888626 = 7.109.
      (PresetEnvironment.iphone14, 0.888626, 47.0, 7.109005),
      // iphone-14 in landscape: topInset max(0, 20) = 20, 1 - 40 / 390 = 0.897436, 7.179487.
      (.iphone14Landscape, 0.897436, 20, 7.179487),
      // iphone-se: 1 - 40 / 667 = 0.940030, 7.520240.
      (.iphoneSE, 0.940030, 20, 7.520240),
      // iphone-se in landscape: 1 - 40 / 375 = 0.893333, 7.146667.
      (.iphoneSELandscape, 0.893333, 20, 7.146667),
    ])
  func deckPresenting(environment: PresetEnvironment, scale: Double, y: Double, radius: Double)
    throws
  {
    let points = try peerPoints("deck", environment.environment)
    let card = points[1].values
    expectClose(card[.presentingScale], scale, tolerance: 0.000001)
    expectClose(card[.presentingTranslateY], y, tolerance: 0.000001)
    expectClose(card[.presentingCornerRadius], radius, tolerance: 0.000001)
    expectClose(card[.presentingOverlayOpacity], 0.2)
    expectClose(card[.cornerRadius], 8)
    #expect(points[1].traits.maskedCorners == .top)
    expectClose(card[.backgroundOpacity], 0)
    #expect(points[1].traits.backgroundTapInteraction == .ignore)
    let under = points[0].values
    expectClose(under[.presentingScale], 1)
    expectClose(under[.presentingTranslateY], 0)
    expectClose(under[.presentingCornerRadius], 0)
    expectClose(under[.presentingOverlayOpacity], 0)
  }

  @Test("DeckTransition: one constrained config per model device and orientation, from the table")
  func deckDevices() throws {
    let rows = BuiltinPresets.deckDevices.map {
      "\($0.name): \($0.when.joined(separator: ", ")) -> \($0.topInset) \($0.height)"
    }
    #expect(
      rows == [
        "iphone-se: height == 667, safe.top <= 20 -> 20.0 667.0",
        "iphone-15-pro: height == 852, safe.top == 59 -> 59.0 852.0",
        "iphone-15-pro-max: height == 932, safe.top == 59 -> 59.0 932.0",
        "ipad-air: height == 1180, safe.top == 24 -> 24.0 1180.0",
        "ipad-pro-13: height == 1366, safe.top == 24 -> 24.0 1366.0",
        "iphone-se-landscape: height == 375, safe.top <= 20 -> 20.0 375.0",
        "iphone-14-landscape: height == 390, safe.top <= 20 -> 20.0 390.0",
        "iphone-15-pro-landscape: height == 393, safe.top <= 20 -> 20.0 393.0",
        "iphone-15-pro-max-landscape: height == 430, safe.top <= 20 -> 20.0 430.0",
        "ipad-air-landscape: height == 820, safe.top == 24 -> 24.0 820.0",
        "ipad-pro-13-landscape: height == 1024, safe.top == 24 -> 24.0 1024.0",
      ])
    #expect(
      BuiltinPresets.deckDefaultJSON == BuiltinPresets.deckConfigJSON(topInset: 47, height: 844))
  }

  @Test("PanModal's 300 pt/s: the strategy's default and the preset's threshold")
  func panModalSpeed() throws {
    #expect(VelocityThresholdRelease.panModalThreshold == 300)
    #expect(VelocityThresholdRelease.Option.threshold.defaultValue == 300)
    #expect(try peerConfig("panmodal").release.options["threshold"] == 300)
  }

  @Test("DeckTransition: 0.3 s ease-out presentation, 0.25 s release, no handle")
  func deckMotion() throws {
    let config = try peerConfig("deck")
    #expect(config.entranceAnimation == .curve(duration: 0.3, .easeOut))
    #expect(config.exitAnimation == .curve(duration: 0.3, .easeOut))
    #expect(config.snapAnimation == .curve(duration: 0.25, .easeInOut))
    #expect(config.dragHandlePosition == DragHandlePosition.none)
  }

  @Test("the half modal: dim 0.8 that a tap dismisses, radius 16 top, 0.2 s ease-out")
  func halfModalLook() throws {
    let points = try peerPoints("half-modal")
    for point in points[1...] {
      expectClose(point.values[.backgroundOpacity], 0.8)
      #expect(point.traits.backgroundTapInteraction == .dismiss)
      expectClose(point.values[.cornerRadius], 16)
      #expect(point.traits.maskedCorners == .top)
    }
    let config = try peerConfig("half-modal")
    let curve = AnimationConfig.curve(duration: 0.2, .easeOut)
    #expect(config.snapAnimation == curve && config.entranceAnimation == curve)
    #expect(config.exitAnimation == curve)
  }

  @Test("PanModal: radius 8 top, a 36 x 5 indicator 8 above, dim 0.7 fading below shortY")
  func panModalLook() throws {
    let points = try peerPoints("panmodal")
    for point in points[1...] {
      expectClose(point.values[.cornerRadius], 8)
      #expect(point.traits.maskedCorners == .top)
      expectClose(point.values[.backgroundOpacity], 0.7)
      expectClose(point.values[.handleWidth], 36)
      expectClose(point.values[.handleHeight], 5)
      // The indicator's bottom 8 above the top edge: its near side at -(8 + 5).
      expectClose(point.values[.handleOffset], -13)
      #expect(point.traits.backgroundTapInteraction == .dismiss)
    }
    // Below shortY (510) the dim is 0.7 x (1 - (y - 510) / 334): at y 610, 0.7 x 234 / 334.
    expectClose(try values("panmodal", atY: 610)[.backgroundOpacity], 0.7 * 234 / 334)
    // At the bottom it is 0.
    expectClose(try values("panmodal", atY: 844)[.backgroundOpacity], 0)
    let config = try peerConfig("panmodal")
    let spring = AnimationConfig.spring(duration: 0.5, dampingRatio: 0.8)
    #expect(config.snapAnimation == spring && config.entranceAnimation == spring)
    #expect(config.exitAnimation == spring)
  }

  @Test("FloatingPanel: backdrop 0 at tip and half, 0.3 at full; the default surface")
  func floatingPanelLook() throws {
    let points = try peerPoints("floatingpanel")
    let dims = points.map { $0.values[.backgroundOpacity] }
    for (dim, want) in zip(dims, [0.0, 0, 0, 0.3]) { expectClose(dim, want) }
    // Linear between half and full: half-way (y (428.5 + 65) / 2) is 0.15.
    expectClose(try values("floatingpanel", atY: 246.75)[.backgroundOpacity], 0.15)
    let tip = points[1].values
    expectClose(tip[.cornerRadius], 0)
    expectClose(tip[.shadowOpacity], 0.2)
    expectClose(tip[.shadowRadius], 3)
    expectClose(tip[.shadowOffsetX], 0)
    expectClose(tip[.shadowOffsetY], 1)
    expectClose(tip[.handleWidth], 36)
    expectClose(tip[.handleHeight], 5)
    expectClose(tip[.handleOffset], 6)
    expectClose(tip[.handleCornerRadius], 2.5)
    // Taps pass through the transparent backdrop and are taken by the 0.3 one.
    let taps = points[1...].map { $0.values.effectiveTapInteraction($0.traits) }
    #expect(taps == [.passthrough, .passthrough, .ignore])
    let config = try peerConfig("floatingpanel")
    #expect(config.initialSnapPointIndex == 2)
    #expect(
      config.snapAnimation
        == .springGesture(duration: 0.4, dampingRatio: 1, maxGestureVelocity: 15))
  }

  @Test("Apple's sheet: undimmed, passthrough at medium; dim 0.4 above it; radius 10 top")
  func iosSheetLook() throws {
    let points = try peerPoints("ios-sheet")
    expectClose(points[1].values[.backgroundOpacity], 0)
    #expect(points[1].values.effectiveTapInteraction(points[1].traits) == .passthrough)
    expectClose(points[2].values[.backgroundOpacity], 0.4)
    #expect(points[2].traits.backgroundTapInteraction == .dismiss)
    for point in points[1...] {
      expectClose(point.values[.cornerRadius], 10)
      #expect(point.traits.maskedCorners == .top)
      expectClose(point.values[.handleWidth], 36)
      expectClose(point.values[.handleHeight], 5)
      expectClose(point.values[.handleOffset], 5)
    }
    // Between medium (433.5) and large (57) the dim grows linearly: half-way (245.25) 0.2.
    expectClose(try values("ios-sheet", atY: 245.25)[.backgroundOpacity], 0.2)
    // Above large the dim holds 0.4 (the background is clamped at the open end).
    expectClose(try values("ios-sheet", atY: 20)[.backgroundOpacity], 0.4)
    let compact = try peerPoints("ios-sheet", PresetEnvironment.iphone14Landscape.environment)
    expectClose(compact[1].values[.backgroundOpacity], 0.4)
    #expect(compact[1].traits.backgroundTapInteraction == .dismiss)
  }

  @Test("Material: radius 28 top, 0 at expanded; the 32 x 4 handle; the 0.32 scrim")
  func materialLook() throws {
    let points = try peerPoints("material")
    let radii = points[1...].map { $0.values[.cornerRadius] }
    for (radius, want) in zip(radii, [28.0, 28, 0]) { expectClose(radius, want) }
    for point in points[1...] {
      #expect(point.traits.maskedCorners == .top)
      expectClose(point.values[.backgroundOpacity], 0.32)
      #expect(point.traits.backgroundTapInteraction == .dismiss)
      expectClose(point.values[.handleWidth], 32)
      expectClose(point.values[.handleHeight], 4)
      expectClose(point.values[.handleOffset], 22)
    }
    // The corners animate to 0 between half (422) and expanded (0): half-way 14.
    expectClose(try values("material", atY: 211)[.cornerRadius], 14)
  }

  @Test("Flutter: nothing drawn, initial 0.5, a 0.13 s linear snap")
  func flutterLook() throws {
    let points = try peerPoints("flutter")
    for point in points[1...] {
      expectClose(point.values[.cornerRadius], 0)
      expectClose(point.values[.backgroundOpacity], 0)
      #expect(point.values.effectiveTapInteraction(point.traits) == .passthrough)
    }
    let config = try peerConfig("flutter")
    #expect(config.initialSnapPointIndex == 2)
    #expect(config.snapAnimation == .curve(duration: 0.13, .linear))
    #expect(config.dragHandlePosition == DragHandlePosition.none)
  }

  // MARK: - Release rules and overdrag

  @Test("each peer's release strategy, options and overdrag")
  func releaseConfigs() throws {
    let expected: [(String, String, [String: Double], Overdrag, Bool?)] = [
      ("modalkit", "biasedNearest", ["dismissibleScale": 0.6, "isDismissable": 1], .none, nil),
      (
        "modalkit-content", "biasedNearest", ["dismissibleScale": 0.6, "isDismissable": 1],
        .none, nil
      ),
      ("square-card", "nearest", [:], .linear(0), false),
      ("deck", "deck", ["dismissThreshold": 240], .deck, nil),
      ("half-modal", "halfModal", ["scrollingEnabled": 1], .linearTop(0), nil),
      (
        "panmodal", "velocityThreshold", ["threshold": 300, "allowsDragToDismiss": 1],
        .linearTop(0.5), nil
      ),
      (
        "floatingpanel", "momentum",
        [
          "decelerationRate": 0.998, "threshold": 0.5, "momentumProjection": 0,
          "removalThreshold": 0,
        ],
        .none, false
      ),
      (
        "ios-sheet", "appleSheet",
        ["decelerationRate": 0.998, "threshold": 0.5, "momentumProjection": 0], .rubberBand, nil
      ),
      (
        "swiftui-sheet", "appleSheet",
        ["decelerationRate": 0.998, "threshold": 0.5, "momentumProjection": 0], .rubberBand, nil
      ),
      (
        "material", "material",
        [
          "fitToContents": 0, "hideable": 1, "skipCollapsed": 0,
          "significantVelocityThreshold": 500, "hideFriction": 0.1,
        ], .linearTop(0), nil
      ),
      (
        "flutter", "flutter", [:], .linearTop(0), false
      ),
      ("gorhom", "gorhom", [:], .gorhom(2.5), false),
    ]
    for (name, strategy, options, overdrag, undershoot) in expected {
      let document = try presetDocument(name)
      // PanModal's iPad popover (no pan at all) is checked in PeerIPadTests.
      let configs =
        [document.config.defaultConfig]
        + document.config.constrained.filter { $0.name != "ipad-popover" }.map(\.config)
      for config in configs {
        #expect(config.release.strategy == strategy, "\(name)")
        #expect(config.release.options == options, "\(name)")
        #expect(config.overdrag == overdrag, "\(name)")
        #expect(config.flags.overrideShouldSnapToUnderShootSnapPoint == undershoot, "\(name)")
        #expect(config.overshoot == nil, "\(name)")
      }
    }
  }

  @Test("ModalKit: dismissed below 0.6 x 211 = 126.6 pt visible, velocity ignored")
  func modalKitRule() throws {
    // 84 pt down from y 633: 211 - 84 = 127 visible >= 126.6, even at -3000 pt/s.
    let above = try released("modalkit", drag: -84, velocity: -3000)
    #expect(above.isVisible && above.currentIndex == 1)
    // 85 pt down: 126 < 126.6.
    let below = try released("modalkit", drag: -85, velocity: 0)
    #expect(!below.isVisible)
    expectClose(below.lastRelease?.fact("dismiss height") ?? 0, 126.6)
  }

  @Test("DeckTransition: held at 239 pt of travel, dismissed during the drag at 241")
  func deckRule() throws {
    var m = try presetManager("deck")
    _ = try m.apply(.present(nil, animated: false))
    _ = try m.apply(.dragMove(amount: -239, secondary: 0))
    #expect(m.state == .gestureDragging)
    // The card moved 60 + 30 x atan(119 / 120) + 11.9 = 95.336 pt (atan 0.991667 = 0.781215).
    expectClose(m.frame.y, 55 + 95.336, tolerance: 0.001)
    _ = try m.apply(.dragEnd(velocity: -3000))
    _ = try m.apply(.settle)
    #expect(m.isVisible && m.currentIndex == 1)
    _ = try m.apply(.dragMove(amount: -241, secondary: 0))
    #expect(m.gesture == nil && m.state == .dismissingGesture)
    _ = try m.apply(.settle)
    #expect(!m.isVisible)
  }

  @Test("the half modal: dismissed below 300 - 5 = 295 pt")
  func halfModalRule() throws {
    #expect(try released("half-modal", drag: -4, velocity: 0).currentIndex == 1)
    #expect(!(try released("half-modal", drag: -6, velocity: 0).isVisible))
    // Above the default height, dragging up: the maximum height.
    #expect(try released("half-modal", drag: 100, velocity: 0).currentIndex == 2)
  }

  @Test("PanModal: 100 pt above the short form, 299 pt/s is the nearest, 301 the long form")
  func panModalRule() throws {
    #expect(try released("panmodal", drag: 100, velocity: 299).currentIndex == 1)
    #expect(try released("panmodal", drag: 100, velocity: 301).currentIndex == 2)
    // Above the long form the sheet does not move: anchorModalToLongForm (default true) keeps
    // origin.y = max(yPos, anchoredYPosition), the long form's y 68.
    var m = try presetManager("panmodal")
    _ = try m.apply(.present(.index(2), animated: false))
    _ = try m.apply(.dragMove(amount: 40, secondary: 0))
    expectClose(m.frame.y, 68)
  }

  @Test("FloatingPanel: progress 0.49 of half -> full goes back, 0.51 goes on")
  func floatingPanelRule() throws {
    // half y 428.5, full y 65: 363.5 pt; 0.49 x 363.5 = 178.115, 0.51 x 363.5 = 185.385.
    #expect(try released("floatingpanel", drag: 178.115, velocity: 0).currentIndex == 2)
    #expect(try released("floatingpanel", drag: 185.385, velocity: 0).currentIndex == 3)
    // No rubber band past full by default (allowsRubberBanding(for:) is false): 1:1, 65 - 100.
    var m = try presetManager("floatingpanel")
    _ = try m.apply(.present(.index(3), animated: false))
    _ = try m.apply(.dragMove(amount: 100, secondary: 0))
    expectClose(m.frame.y, 65 - 100, tolerance: 0.001)
    // The backdrop holds full's 0.3 past full (the background is clamped at the open end).
    expectClose(m.values[.backgroundOpacity], 0.3)
  }

  @Test("Material: hidden past 500 pt/s when released above the middle (skipCollapsed)")
  func materialRule() throws {
    // From the peek (y 544), 100 pt down at -300: 100 + 30 = 130 <= 150 (half a peek).
    #expect(try released("material", drag: -100, velocity: -300).currentIndex == 1)
    // 160 pt down at -100: 170 > 150, and the top (704) is past the middle (422): hidden.
    #expect(!(try released("material", drag: -160, velocity: -100).isVisible))
    // With skipCollapsed, from expanded 200 pt down (top 200, above the middle): -499 goes to
    // the nearer of expanded (200) and half (222), -501 hides.
    var config = try presetDocument("material").config
    config.defaultConfig.release.options["skipCollapsed"] = 1
    for (velocity, visible) in [(-499.0, true), (-501.0, false)] {
      var m = try Manager(config: config, name: "material", environment: Environment(ios: .v18))
      _ = try m.apply(.present(.index(3), animated: false))
      _ = try m.apply(.dragMove(amount: -200, secondary: 0))
      _ = try m.apply(.dragEnd(velocity: velocity))
      _ = try m.apply(.settle)
      #expect(m.isVisible == visible, "\(velocity)")
      if visible { #expect(m.currentIndex == 3) }
    }
  }

  @Test("Flutter: a flick goes to the next size, a release at rest to the nearest")
  func flutterRule() throws {
    #expect(try released("flutter", drag: 10, velocity: 0).currentIndex == 2)
    #expect(try released("flutter", drag: 10, velocity: 100).currentIndex == 3)
    #expect(try released("flutter", drag: -100, velocity: -700).currentIndex == 1)
  }

  @Test("Square's card: a drag does not move it and a release leaves it in place")
  func squareRule() throws {
    var m = try presetManager("square-card")
    _ = try m.apply(.present(nil, animated: false))
    _ = try m.apply(.dragMove(amount: -100, secondary: 0))
    expectRect(m.frame, 10, 308.5, 370, 240)
    _ = try m.apply(.dragEnd(velocity: -700))
    _ = try m.apply(.settle)
    #expect(m.isVisible && m.currentIndex == 1)
  }

  @Test("Apple's sheet: a tap passes through at medium and dismisses at large")
  func iosSheetTaps() throws {
    var m = try presetManager("ios-sheet")
    _ = try m.apply(.present(nil, animated: false))
    #expect(texts(try m.apply(.backgroundTap)).contains("backgroundTap(passthrough)"))
    #expect(m.isVisible)
    _ = try m.apply(.snap(.key("large")))
    _ = try m.apply(.settle)
    #expect(texts(try m.apply(.backgroundTap)).contains("backgroundTap(dismiss)"))
    _ = try m.apply(.settle)
    #expect(!m.isVisible)
  }

  // MARK: - Lint

  @Test("every peer is covered by the lint expectations")
  func lintCovered() {
    #expect(peerLintCases.map(\.name) == peerPresetNames)
  }

  @Test("the peers lint as expected", arguments: peerLintCases)
  func lint(expected: LintPresetCase) throws {
    let lines = Lint.check(try presetDocument(expected.name).config).map(\.line)
    #expect(lines == expected.lines)
  }
}
