import ModalCore
import Testing

// The expected interpolation points of every built-in preset, in eight environments.
//
// These numbers were NOT produced by the Swift code: they come from an independent calculator
// (a Python script, not committed) that implements MODEL.md section 1 (devices, landscape
// safe areas, the keyboard's overlap), section 2 (layout values and the six steps of a layout,
// the layout presets) and section 3 (the position percent), with the layouts transcribed
// directly from shared/reference/adaptive-modal-demos.md rather than from the presets' JSON.
// A few of them are derived by hand in the comments above each table.

/// The environments every preset is checked in: iphone-14 and iphone-se, portrait and
/// landscape, without and with a 300 pt keyboard.
enum PresetEnvironment: String, CaseIterable, Sendable {
  case iphone14 = "iphone-14 portrait"
  case iphone14Keyboard = "iphone-14 portrait, keyboard 300"
  case iphone14Landscape = "iphone-14 landscape"
  case iphone14LandscapeKeyboard = "iphone-14 landscape, keyboard 300"
  case iphoneSE = "iphone-se portrait"
  case iphoneSEKeyboard = "iphone-se portrait, keyboard 300"
  case iphoneSELandscape = "iphone-se landscape"
  case iphoneSELandscapeKeyboard = "iphone-se landscape, keyboard 300"

  /// The environment.
  var environment: Environment {
    switch self {
    case .iphone14: Environment(device: .iphone14)
    case .iphone14Keyboard: Environment(device: .iphone14, keyboardHeight: 300)
    case .iphone14Landscape: Environment(device: .iphone14, orientation: .landscape)
    case .iphone14LandscapeKeyboard:
      Environment(device: .iphone14, orientation: .landscape, keyboardHeight: 300)
    case .iphoneSE: Environment(device: .iphoneSE)
    case .iphoneSEKeyboard: Environment(device: .iphoneSE, keyboardHeight: 300)
    case .iphoneSELandscape: Environment(device: .iphoneSE, orientation: .landscape)
    case .iphoneSELandscapeKeyboard:
      Environment(device: .iphoneSE, orientation: .landscape, keyboardHeight: 300)
    }
  }
}

/// An expected interpolation point: its rect and its percent.
struct ExpectedPresetPoint: Sendable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  var percent: Double

  init(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ percent: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.percent = percent
  }
}

/// The points of one preset in one environment, in combined-index order.
struct PresetPointsCase: Sendable, CustomTestStringConvertible {
  var preset: String
  var environment: PresetEnvironment
  /// The config an adaptive preset selects there; nil for a static preset.
  var selection: ConfigSelection?
  var points: [ExpectedPresetPoint]

  init(
    _ preset: String, _ environment: PresetEnvironment, _ selection: ConfigSelection?,
    _ points: [ExpectedPresetPoint]
  ) {
    self.preset = preset
    self.environment = environment
    self.selection = selection
    self.points = points
  }

  var testDescription: String { "\(preset) on \(environment.rawValue)" }
}

/// The expected points, one table per preset.
enum PresetExpectedPoints {
  /// Short for the table rows: `P(x, y, width, height, percent)`.
  typealias P = ExpectedPresetPoint

  /// Every case, preset by preset.
  static let all: [PresetPointsCase] =
    basic + demo01 + demo02 + demo03 + demo04 + demo05 + demo06 + demo08 + demo09 + demo11
    + demo12 + demo14 + compactHeight + custom

  // basic, checked by hand on iphone-14 portrait (390 x 844): point 1 is 70% = 590.8 high,
  // bottom-aligned at y = 844 - 590.8 = 253.2, percent 1 - 253.2 / 844 = 0.7; the undershoot
  // (offscreenBottom) has bottom margin -590.8, which pushes it down by its height to y = 844,
  // percent 0; the overshoot (fitScreenVertically) is stretched with top margin 0: the screen.
  static let basic: [PresetPointsCase] = [
    PresetPointsCase(
      "basic", .iphone14, nil,
      [
        P(0, 844, 390, 590.8, 0),
        P(0, 253.2, 390, 590.8, 0.7),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "basic", .iphone14Keyboard, nil,
      [
        P(0, 844, 390, 590.8, 0),
        P(0, 253.2, 390, 590.8, 0.7),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "basic", .iphone14Landscape, nil,
      [
        P(0, 390, 844, 273, 0),
        P(0, 117, 844, 273, 0.7),
        P(0, 0, 844, 390, 1),
      ]),
    PresetPointsCase(
      "basic", .iphone14LandscapeKeyboard, nil,
      [
        P(0, 390, 844, 273, 0),
        P(0, 117, 844, 273, 0.7),
        P(0, 0, 844, 390, 1),
      ]),
    PresetPointsCase(
      "basic", .iphoneSE, nil,
      [
        P(0, 667, 375, 466.9, 0),
        P(0, 200.1, 375, 466.9, 0.7),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "basic", .iphoneSEKeyboard, nil,
      [
        P(0, 667, 375, 466.9, 0),
        P(0, 200.1, 375, 466.9, 0.7),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "basic", .iphoneSELandscape, nil,
      [
        P(0, 375, 667, 262.5, 0),
        P(0, 112.5, 667, 262.5, 0.7),
        P(0, 0, 667, 375, 1),
      ]),
    PresetPointsCase(
      "basic", .iphoneSELandscapeKeyboard, nil,
      [
        P(0, 375, 667, 262.5, 0),
        P(0, 112.5, 667, 262.5, 0.7),
        P(0, 0, 667, 375, 1),
      ]),
  ]

  // demo01 by hand on iphone-14 portrait: point 2 is 50% = 422 high, stretch - 15 - 15 = 360
  // wide at x = 15; bottom margin max(34, 15) = 34 lifts it to y = 844 - 34 - 422 = 388,
  // percent 1 - 388 / 844 = 0.540284. Point 3: 85% = 331.5 (under 375) by 75% = 633 (under
  // 667), centred at (29.25, 105.5), percent 0.875. Point 4: stretch with top margin 47:
  // (0, 47, 390, 797). In landscape (v.compact) the compact-height config takes over.
  static let demo01: [PresetPointsCase] = [
    PresetPointsCase(
      "demo01", .iphone14, .defaultConfig,
      [
        P(0, 844, 390, 253.2, 0),
        P(0, 590.8, 390, 253.2, 0.3),
        P(15, 388, 360, 422, 0.540284),
        P(29.25, 105.5, 331.5, 633, 0.875),
        P(0, 47, 390, 797, 0.944313),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "demo01", .iphone14Keyboard, .defaultConfig,
      [
        P(0, 844, 390, 253.2, 0),
        P(0, 590.8, 390, 253.2, 0.3),
        P(15, 388, 360, 422, 0.540284),
        P(29.25, 105.5, 331.5, 633, 0.875),
        P(0, 47, 390, 797, 0.944313),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "demo01", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo01", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo01", .iphoneSE, .defaultConfig,
      [
        P(0, 667, 375, 200.1, 0),
        P(0, 466.9, 375, 200.1, 0.3),
        P(15, 318.5, 345, 333.5, 0.522489),
        P(28.125, 83.375, 318.75, 500.25, 0.875),
        P(0, 20, 375, 647, 0.970015),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "demo01", .iphoneSEKeyboard, .defaultConfig,
      [
        P(0, 667, 375, 200.1, 0),
        P(0, 466.9, 375, 200.1, 0.3),
        P(15, 318.5, 345, 333.5, 0.522489),
        P(28.125, 83.375, 318.75, 500.25, 0.875),
        P(0, 20, 375, 647, 0.970015),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "demo01", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo01", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo02 by hand on iphone-14 portrait: point 1 is 80% = 312 wide centred at x = 39,
  // 20% = 168.8 high at y = 675.2 (percent 0.2); point 3 is 90% = 351 wide at x = 19.5; the
  // overshoot (fitScreenVertically) keeps point 3's width and fills the height.
  static let demo02: [PresetPointsCase] = [
    PresetPointsCase(
      "demo02", .iphone14, .defaultConfig,
      [
        P(39, 844, 312, 168.8, 0),
        P(39, 675.2, 312, 168.8, 0.2),
        P(39, 506.4, 312, 337.6, 0.4),
        P(19.5, 253.2, 351, 590.8, 0.7),
        P(19.5, 0, 351, 844, 1),
      ]),
    PresetPointsCase(
      "demo02", .iphone14Keyboard, .defaultConfig,
      [
        P(39, 844, 312, 168.8, 0),
        P(39, 675.2, 312, 168.8, 0.2),
        P(39, 506.4, 312, 337.6, 0.4),
        P(19.5, 253.2, 351, 590.8, 0.7),
        P(19.5, 0, 351, 844, 1),
      ]),
    PresetPointsCase(
      "demo02", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo02", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo02", .iphoneSE, .defaultConfig,
      [
        P(37.5, 667, 300, 133.4, 0),
        P(37.5, 533.6, 300, 133.4, 0.2),
        P(37.5, 400.2, 300, 266.8, 0.4),
        P(18.75, 200.1, 337.5, 466.9, 0.7),
        P(18.75, 0, 337.5, 667, 1),
      ]),
    PresetPointsCase(
      "demo02", .iphoneSEKeyboard, .defaultConfig,
      [
        P(37.5, 667, 300, 133.4, 0),
        P(37.5, 533.6, 300, 133.4, 0.2),
        P(37.5, 400.2, 300, 266.8, 0.4),
        P(18.75, 200.1, 337.5, 466.9, 0.7),
        P(18.75, 0, 337.5, 667, 1),
      ]),
    PresetPointsCase(
      "demo02", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo02", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo03 (leftToRight, percent = maxX / W) by hand on iphone-14 portrait: point 1 is
  // 50% = 195 wide, pushed to x = 15 by its left margin, 65% = 548.6 high centred at
  // y = 147.7, percent 210 / 390 = 0.538462; the undershoot (offscreenLeft, left margin -195)
  // sits at x = -195, percent 0; point 2 is stretch - 40 = 350 wide at x = 20, percent
  // 370 / 390 = 0.948718; the overshoot (offscreenRight, right margin -390) is 390 wide
  // (stretch, not shrunk by a negative margin) at x = 390: maxX 780, percent 2.
  static let demo03: [PresetPointsCase] = [
    PresetPointsCase(
      "demo03", .iphone14, .defaultConfig,
      [
        P(-195, 147.7, 195, 548.6, 0),
        P(15, 147.7, 195, 548.6, 0.538462),
        P(20, 63.3, 350, 717.4, 0.948718),
        P(390, 63.3, 390, 717.4, 2),
      ]),
    PresetPointsCase(
      "demo03", .iphone14Keyboard, .defaultConfig,
      [
        P(-195, 147.7, 195, 548.6, 0),
        P(15, 147.7, 195, 548.6, 0.538462),
        P(20, 63.3, 350, 717.4, 0.948718),
        P(390, 63.3, 390, 717.4, 2),
      ]),
    PresetPointsCase(
      "demo03", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo03", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo03", .iphoneSE, .defaultConfig,
      [
        P(-187.5, 116.725, 187.5, 433.55, 0),
        P(15, 116.725, 187.5, 433.55, 0.54),
        P(20, 50.025, 335, 566.95, 0.946667),
        P(375, 50.025, 375, 566.95, 2),
      ]),
    PresetPointsCase(
      "demo03", .iphoneSEKeyboard, .defaultConfig,
      [
        P(-187.5, 116.725, 187.5, 433.55, 0),
        P(15, 116.725, 187.5, 433.55, 0.54),
        P(20, 50.025, 335, 566.95, 0.946667),
        P(375, 50.025, 375, 566.95, 2),
      ]),
    PresetPointsCase(
      "demo03", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo03", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo04 (topToBottom, percent = maxY / H) by hand on iphone-14 portrait: point 1 has top
  // margin 47 + 10 = 57: (10, 57, 370, 168.8), percent 225.8 / 844 = 0.267536; the undershoot
  // (offscreenTop, top margin -168.8) is at y = -168.8, percent 0; point 2 is centred
  // (15, 211, 360, 422), percent 0.75; the overshoot (offscreenBottom) is at y = 844,
  // percent (844 + 422) / 844 = 1.5.
  static let demo04: [PresetPointsCase] = [
    PresetPointsCase(
      "demo04", .iphone14, .defaultConfig,
      [
        P(10, -168.8, 370, 168.8, 0),
        P(10, 57, 370, 168.8, 0.267536),
        P(15, 211, 360, 422, 0.75),
        P(15, 844, 360, 422, 1.5),
      ]),
    PresetPointsCase(
      "demo04", .iphone14Keyboard, .defaultConfig,
      [
        P(10, -168.8, 370, 168.8, 0),
        P(10, 57, 370, 168.8, 0.267536),
        P(15, 211, 360, 422, 0.75),
        P(15, 844, 360, 422, 1.5),
      ]),
    PresetPointsCase(
      "demo04", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo04", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo04", .iphoneSE, .defaultConfig,
      [
        P(10, -133.4, 355, 133.4, 0),
        P(10, 30, 355, 133.4, 0.244978),
        P(15, 166.75, 345, 333.5, 0.75),
        P(15, 667, 345, 333.5, 1.5),
      ]),
    PresetPointsCase(
      "demo04", .iphoneSEKeyboard, .defaultConfig,
      [
        P(10, -133.4, 355, 133.4, 0),
        P(10, 30, 355, 133.4, 0.244978),
        P(15, 166.75, 345, 333.5, 0.75),
        P(15, 667, 345, 333.5, 1.5),
      ]),
    PresetPointsCase(
      "demo04", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo04", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo05 (leftToRight) by hand on iphone-14 portrait: point 1 is 70% = 273 wide, full
  // height, percent 0.7; point 2 is 390 - 40 = 350 wide centred at x = 20 and
  // 844 - (47 + 34 + 40) = 723 high centred at y = 60.5, percent 370 / 390; the overshoot
  // (edgeRight) moves it to x = 390 - 350 = 40, percent 1.
  static let demo05: [PresetPointsCase] = [
    PresetPointsCase(
      "demo05", .iphone14, .defaultConfig,
      [
        P(-273, 0, 273, 844, 0),
        P(0, 0, 273, 844, 0.7),
        P(20, 60.5, 350, 723, 0.948718),
        P(40, 60.5, 350, 723, 1),
      ]),
    PresetPointsCase(
      "demo05", .iphone14Keyboard, .defaultConfig,
      [
        P(-273, 0, 273, 844, 0),
        P(0, 0, 273, 844, 0.7),
        P(20, 60.5, 350, 723, 0.948718),
        P(40, 60.5, 350, 723, 1),
      ]),
    PresetPointsCase(
      "demo05", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo05", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo05", .iphoneSE, .defaultConfig,
      [
        P(-262.5, 0, 262.5, 667, 0),
        P(0, 0, 262.5, 667, 0.7),
        P(20, 30, 335, 607, 0.946667),
        P(40, 30, 335, 607, 1),
      ]),
    PresetPointsCase(
      "demo05", .iphoneSEKeyboard, .defaultConfig,
      [
        P(-262.5, 0, 262.5, 667, 0),
        P(0, 0, 262.5, 667, 0.7),
        P(20, 30, 335, 607, 0.946667),
        P(40, 30, 335, 607, 1),
      ]),
    PresetPointsCase(
      "demo05", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo05", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo06 by hand on iphone-14 portrait: point 1 is 312 x 168.8 with bottom margin
  // max(34, 15) = 34: y = 844 - 34 - 168.8 = 641.2, percent 0.240284; the overshoot (a full
  // layout) is 87% = 339.3 wide at x = 25.35 and stretched between the margins 47 and 34:
  // (25.35, 47, 339.3, 763). On iphone-se (safe area 20 / 0) the bottom margin is 15.
  static let demo06: [PresetPointsCase] = [
    PresetPointsCase(
      "demo06", .iphone14, .defaultConfig,
      [
        P(39, 844, 312, 168.8, 0),
        P(39, 641.2, 312, 168.8, 0.240284),
        P(29.25, 388, 331.5, 422, 0.540284),
        P(25.35, 219.2, 339.3, 590.8, 0.740284),
        P(25.35, 47, 339.3, 763, 0.944313),
      ]),
    PresetPointsCase(
      "demo06", .iphone14Keyboard, .defaultConfig,
      [
        P(39, 844, 312, 168.8, 0),
        P(39, 641.2, 312, 168.8, 0.240284),
        P(29.25, 388, 331.5, 422, 0.540284),
        P(25.35, 219.2, 339.3, 590.8, 0.740284),
        P(25.35, 47, 339.3, 763, 0.944313),
      ]),
    PresetPointsCase(
      "demo06", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo06", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo06", .iphoneSE, .defaultConfig,
      [
        P(37.5, 667, 300, 133.4, 0),
        P(37.5, 518.6, 300, 133.4, 0.222489),
        P(28.125, 318.5, 318.75, 333.5, 0.522489),
        P(24.375, 185.1, 326.25, 466.9, 0.722489),
        P(24.375, 20, 326.25, 632, 0.970015),
      ]),
    PresetPointsCase(
      "demo06", .iphoneSEKeyboard, .defaultConfig,
      [
        P(37.5, 667, 300, 133.4, 0),
        P(37.5, 518.6, 300, 133.4, 0.222489),
        P(28.125, 318.5, 318.75, 333.5, 0.522489),
        P(24.375, 185.1, 326.25, 466.9, 0.722489),
        P(24.375, 20, 326.25, 632, 0.970015),
      ]),
    PresetPointsCase(
      "demo06", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo06", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo08 by hand on iphone-14 portrait: 30% = 253.2 at y = 590.8 and 75% = 633 at y = 211
  // (percents 0.3 and 0.75); the overshoot is the screen (fitScreen).
  static let demo08: [PresetPointsCase] = [
    PresetPointsCase(
      "demo08", .iphone14, .defaultConfig,
      [
        P(0, 844, 390, 253.2, 0),
        P(0, 590.8, 390, 253.2, 0.3),
        P(0, 211, 390, 633, 0.75),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "demo08", .iphone14Keyboard, .defaultConfig,
      [
        P(0, 844, 390, 253.2, 0),
        P(0, 590.8, 390, 253.2, 0.3),
        P(0, 211, 390, 633, 0.75),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "demo08", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo08", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo08", .iphoneSE, .defaultConfig,
      [
        P(0, 667, 375, 200.1, 0),
        P(0, 466.9, 375, 200.1, 0.3),
        P(0, 166.75, 375, 500.25, 0.75),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "demo08", .iphoneSEKeyboard, .defaultConfig,
      [
        P(0, 667, 375, 200.1, 0),
        P(0, 466.9, 375, 200.1, 0.3),
        P(0, 166.75, 375, 500.25, 0.75),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "demo08", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo08", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo09 by hand on iphone-14 portrait: bottom margin 34 + 0 + 15 = 49 puts point 1 at
  // y = 844 - 49 - 253.2 = 541.8; with the 300 pt keyboard the margin is 34 + 300 + 15 = 349:
  // y = 241.8, percent 1 - 241.8 / 844 = 0.713507. The overshoot (fitScreenVertically) keeps
  // the bottom margin: 844 - 349 = 495 high at y = 0.
  static let demo09: [PresetPointsCase] = [
    PresetPointsCase(
      "demo09", .iphone14, .defaultConfig,
      [
        P(15, 844, 360, 253.2, 0),
        P(15, 541.8, 360, 253.2, 0.358057),
        P(15, 0, 360, 795, 1),
      ]),
    PresetPointsCase(
      "demo09", .iphone14Keyboard, .defaultConfig,
      [
        P(15, 844, 360, 253.2, 0),
        P(15, 241.8, 360, 253.2, 0.713507),
        P(15, 0, 360, 495, 1),
      ]),
    PresetPointsCase(
      "demo09", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo09", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo09", .iphoneSE, .defaultConfig,
      [
        P(15, 667, 345, 200.1, 0),
        P(15, 451.9, 345, 200.1, 0.322489),
        P(15, 0, 345, 652, 1),
      ]),
    PresetPointsCase(
      "demo09", .iphoneSEKeyboard, .defaultConfig,
      [
        P(15, 667, 345, 200.1, 0),
        P(15, 151.9, 345, 200.1, 0.772264),
        P(15, 0, 345, 352, 1),
      ]),
    PresetPointsCase(
      "demo09", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo09", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo11 by hand on iphone-14 portrait: the height is 30% + safe.bottom = 253.2 + 34 = 287.2
  // (y = 556.8); with the keyboard 253.2 + 300 = 553.2 (y = 290.8, percent 0.655450).
  static let demo11: [PresetPointsCase] = [
    PresetPointsCase(
      "demo11", .iphone14, .defaultConfig,
      [
        P(0, 844, 390, 287.2, 0),
        P(0, 556.8, 390, 287.2, 0.340284),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "demo11", .iphone14Keyboard, .defaultConfig,
      [
        P(0, 844, 390, 553.2, 0),
        P(0, 290.8, 390, 553.2, 0.65545),
        P(0, 0, 390, 844, 1),
      ]),
    PresetPointsCase(
      "demo11", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo11", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo11", .iphoneSE, .defaultConfig,
      [
        P(0, 667, 375, 200.1, 0),
        P(0, 466.9, 375, 200.1, 0.3),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "demo11", .iphoneSEKeyboard, .defaultConfig,
      [
        P(0, 667, 375, 500.1, 0),
        P(0, 166.9, 375, 500.1, 0.749775),
        P(0, 0, 375, 667, 1),
      ]),
    PresetPointsCase(
      "demo11", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo11", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo12 (rightToLeft, percent = 1 - minX / W) by hand on iphone-14 portrait: point 1 is
  // 195 x 422, right-aligned and pulled in by its right margin 0 + 10 to x = 185, percent
  // 1 - 185 / 390 = 0.525641; point 2 sits at x = 10, percent 0.974359; the undershoot
  // (offscreenRight) is at x = 390 (percent 0), the overshoot (offscreenLeft) at x = -195
  // (percent 1.5).
  static let demo12: [PresetPointsCase] = [
    PresetPointsCase(
      "demo12", .iphone14, .defaultConfig,
      [
        P(390, 211, 195, 422, 0),
        P(185, 211, 195, 422, 0.525641),
        P(10, 211, 195, 422, 0.974359),
        P(-195, 211, 195, 422, 1.5),
      ]),
    PresetPointsCase(
      "demo12", .iphone14Keyboard, .defaultConfig,
      [
        P(390, 211, 195, 422, 0),
        P(185, 211, 195, 422, 0.525641),
        P(10, 211, 195, 422, 0.974359),
        P(-195, 211, 195, 422, 1.5),
      ]),
    PresetPointsCase(
      "demo12", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo12", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo12", .iphoneSE, .defaultConfig,
      [
        P(375, 166.75, 187.5, 333.5, 0),
        P(177.5, 166.75, 187.5, 333.5, 0.526667),
        P(10, 166.75, 187.5, 333.5, 0.973333),
        P(-187.5, 166.75, 187.5, 333.5, 1.5),
      ]),
    PresetPointsCase(
      "demo12", .iphoneSEKeyboard, .defaultConfig,
      [
        P(375, 166.75, 187.5, 333.5, 0),
        P(177.5, 166.75, 187.5, 333.5, 0.526667),
        P(10, 166.75, 187.5, 333.5, 0.973333),
        P(-187.5, 166.75, 187.5, 333.5, 1.5),
      ]),
    PresetPointsCase(
      "demo12", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo12", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // demo14 by hand on iphone-14 portrait: point 1 is the screen (percent 1); the overshoot
  // (halfOffscreenTop, top margin -50% of 844) is at y = -422, percent 1.5.
  static let demo14: [PresetPointsCase] = [
    PresetPointsCase(
      "demo14", .iphone14, .defaultConfig,
      [
        P(0, 844, 390, 844, 0),
        P(0, 0, 390, 844, 1),
        P(0, -422, 390, 844, 1.5),
      ]),
    PresetPointsCase(
      "demo14", .iphone14Keyboard, .defaultConfig,
      [
        P(0, 844, 390, 844, 0),
        P(0, 0, 390, 844, 1),
        P(0, -422, 390, 844, 1.5),
      ]),
    PresetPointsCase(
      "demo14", .iphone14Landscape, .constrained(0),
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo14", .iphone14LandscapeKeyboard, .constrained(0),
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "demo14", .iphoneSE, .defaultConfig,
      [
        P(0, 667, 375, 667, 0),
        P(0, 0, 375, 667, 1),
        P(0, -333.5, 375, 667, 1.5),
      ]),
    PresetPointsCase(
      "demo14", .iphoneSEKeyboard, .defaultConfig,
      [
        P(0, 667, 375, 667, 0),
        P(0, 0, 375, 667, 1),
        P(0, -333.5, 375, 667, 1.5),
      ]),
    PresetPointsCase(
      "demo14", .iphoneSELandscape, .constrained(0),
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "demo14", .iphoneSELandscapeKeyboard, .constrained(0),
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // compact-height by hand on iphone-14 landscape (844 x 390, safe area 0 / 47 / 21 / 47):
  // 80% = 675.2 wide at x = 84.4, 21 + 50% = 216 high at y = 174, percent 0.553846. With the
  // keyboard the height is min(300 + 195, 390) = 390: the top margin 10 pushes it to y = 10,
  // then the bottom edge (margin 0) pushes it back to y = 0 (step 4), percent 1, the same as
  // the overshoot's.
  static let compactHeight: [PresetPointsCase] = [
    PresetPointsCase(
      "compact-height", .iphone14, nil,
      [
        P(39, 844, 312, 456, 0),
        P(39, 388, 312, 456, 0.540284),
        P(39, 0, 312, 844, 1),
      ]),
    PresetPointsCase(
      "compact-height", .iphone14Keyboard, nil,
      [
        P(39, 844, 312, 722, 0),
        P(39, 122, 312, 722, 0.85545),
        P(39, 0, 312, 844, 1),
      ]),
    PresetPointsCase(
      "compact-height", .iphone14Landscape, nil,
      [
        P(84.4, 390, 675.2, 216, 0),
        P(84.4, 174, 675.2, 216, 0.553846),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "compact-height", .iphone14LandscapeKeyboard, nil,
      [
        P(84.4, 390, 675.2, 390, 0),
        P(84.4, 0, 675.2, 390, 1),
        P(84.4, 0, 675.2, 390, 1),
      ]),
    PresetPointsCase(
      "compact-height", .iphoneSE, nil,
      [
        P(37.5, 667, 300, 333.5, 0),
        P(37.5, 333.5, 300, 333.5, 0.5),
        P(37.5, 0, 300, 667, 1),
      ]),
    PresetPointsCase(
      "compact-height", .iphoneSEKeyboard, nil,
      [
        P(37.5, 667, 300, 633.5, 0),
        P(37.5, 33.5, 300, 633.5, 0.949775),
        P(37.5, 0, 300, 667, 1),
      ]),
    PresetPointsCase(
      "compact-height", .iphoneSELandscape, nil,
      [
        P(66.7, 375, 533.6, 187.5, 0),
        P(66.7, 187.5, 533.6, 187.5, 0.5),
        P(66.7, 0, 533.6, 375, 1),
      ]),
    PresetPointsCase(
      "compact-height", .iphoneSELandscapeKeyboard, nil,
      [
        P(66.7, 375, 533.6, 375, 0),
        P(66.7, 0, 533.6, 375, 1),
        P(66.7, 0, 533.6, 375, 1),
      ]),
  ]

  // custom by hand on iphone-14 portrait: stretch - 30 = 360 wide centred at x = 15; stretched
  // between the margins 47 + 15 = 62 and 34 + 0 + 15 = 49: (15, 62, 360, 733), percent
  // 1 - 62 / 844 = 0.926540; with the keyboard the bottom margin is 349: 433 high. The
  // undershoot is the unshrunk 844 pt stretch pushed below the screen (y = 844).
  static let custom: [PresetPointsCase] = [
    PresetPointsCase(
      "custom", .iphone14, nil,
      [
        P(15, 844, 360, 844, 0),
        P(15, 62, 360, 733, 0.92654),
      ]),
    PresetPointsCase(
      "custom", .iphone14Keyboard, nil,
      [
        P(15, 844, 360, 844, 0),
        P(15, 62, 360, 433, 0.92654),
      ]),
    PresetPointsCase(
      "custom", .iphone14Landscape, nil,
      [
        P(15, 390, 814, 390, 0),
        P(15, 15, 814, 339, 0.961538),
      ]),
    PresetPointsCase(
      "custom", .iphone14LandscapeKeyboard, nil,
      [
        P(15, 390, 814, 390, 0),
        P(15, 15, 814, 39, 0.961538),
      ]),
    PresetPointsCase(
      "custom", .iphoneSE, nil,
      [
        P(15, 667, 345, 667, 0),
        P(15, 35, 345, 617, 0.947526),
      ]),
    PresetPointsCase(
      "custom", .iphoneSEKeyboard, nil,
      [
        P(15, 667, 345, 667, 0),
        P(15, 35, 345, 317, 0.947526),
      ]),
    PresetPointsCase(
      "custom", .iphoneSELandscape, nil,
      [
        P(15, 375, 637, 375, 0),
        P(15, 15, 637, 345, 0.96),
      ]),
    PresetPointsCase(
      "custom", .iphoneSELandscapeKeyboard, nil,
      [
        P(15, 375, 637, 375, 0),
        P(15, 15, 637, 45, 0.96),
      ]),
  ]
}
