import ModalTestSupport
import Testing

@testable import ModalCore

/// The names of the adaptive-modal presets, in the order `presets` lists them.
let adaptiveModalPresetNames = [
  "basic", "demo01", "demo02", "demo03", "demo04", "demo05", "demo06", "demo08", "demo09",
  "demo11", "demo12", "demo14", "compact-height", "custom",
]

/// The presets that are adaptive documents (a default config plus compact-height).
let adaptivePresetNames = Set(adaptiveModalPresetNames.filter { $0.hasPrefix("demo") })

/// The interpolation points of a preset's config in use in an environment, laid out as the
/// manager lays it out (inactive detents dropped, Apple's sheet applied).
func presetPoints(_ name: String, _ environment: Environment) throws -> [InterpolationPoint] {
  let document = try presetDocument(name)
  let config = AppleSheet.effective(document.config.config(for: environment), in: environment)
  return Interpolator(config: config, environment: environment).points
}

@Suite("Built-in presets: adaptive-modal demos")
struct PresetTests {
  // MARK: - The list

  @Test("the presets are listed in the reference's order, each with a one-line summary")
  func listing() {
    let entries = BuiltinPresets.adaptiveModalDemos
    #expect(entries.map(\.name) == adaptiveModalPresetNames)
    #expect(Array(BuiltinPresets.names.prefix(entries.count)) == adaptiveModalPresetNames)
    #expect(BuiltinPresets.names.contains(BuiltinPresets.defaultName))
    for entry in entries {
      #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"), "\(entry.name)")
      #expect(entry.summary.count <= 100, "\(entry.name): summary longer than 100 characters")
      #expect(BuiltinPresets.source(named: entry.name) == entry.source)
    }
  }

  @Test("the sources keep the canonical two-space indentation", arguments: adaptiveModalPresetNames)
  func indentation(name: String) throws {
    let source = try #require(BuiltinPresets.source(named: name))
    #expect(source.hasPrefix("{\n") && source.hasSuffix("\n}\n"))
    let lines = source.split(separator: "\n")
    for line in lines {
      let indent = line.prefix { $0 == " " }.count
      #expect(indent % 2 == 0, "\(name): \(line)")
      #expect(!line.contains("\t") && !line.hasSuffix(" "), "\(name): \(line)")
    }
  }

  // MARK: - Decoding

  @Test(
    "every preset decodes with no problems and carries its name",
    arguments: adaptiveModalPresetNames)
  func decodes(name: String) throws {
    let entry = try #require(BuiltinPresets.adaptiveModalDemos.first { $0.name == name })
    let document: ConfigDocument
    do {
      document = try ConfigCoding.decodeDocument(entry.source)
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

  @Test("encodeDocument round-trips every preset", arguments: adaptiveModalPresetNames)
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

  @Test(
    "every source is canonical: exactly what encodeDocument writes",
    arguments: adaptiveModalPresetNames)
  func canonical(name: String) throws {
    let source = try #require(BuiltinPresets.source(named: name))
    let encoded = ConfigCoding.encodeDocument(try presetDocument(name))
    #expect(encoded == source, "\(name): the canonical form is\n\(encoded)")
  }

  @Test("the demos are adaptive: compact-height when v.compact; the others are static")
  func adaptiveStructure() throws {
    let compactHeight = try presetDocument("compact-height")
    #expect(!compactHeight.config.isAdaptive)
    for name in adaptiveModalPresetNames {
      let document = try presetDocument(name)
      if adaptivePresetNames.contains(name) {
        #expect(document.config.constrained.count == 1, "\(name)")
        guard let constrained = document.config.constrained.first else { continue }
        #expect(constrained.name == "compact-height", "\(name)")
        #expect(constrained.conditions == [.verticalSizeClass(.compact)], "\(name)")
        #expect(constrained.config == compactHeight.config.defaultConfig, "\(name)")
      } else {
        #expect(!document.config.isAdaptive, "\(name)")
      }
    }
  }

  @Test("directions, edge points, drag handles, flags and the custom key")
  func configFields() throws {
    let expected: [(String, SnapDirection, Int, LayoutPreset, LayoutPreset?)] = [
      ("basic", .bottomToTop, 1, .automatic, .fitScreenVertically),
      ("demo01", .bottomToTop, 4, .automatic, .fitScreen),
      ("demo02", .bottomToTop, 3, .automatic, .fitScreenVertically),
      ("demo03", .leftToRight, 2, .offscreenLeft, .offscreenRight),
      ("demo04", .topToBottom, 2, .offscreenTop, .offscreenBottom),
      ("demo05", .leftToRight, 2, .offscreenLeft, .edgeRight),
      ("demo08", .bottomToTop, 2, .automatic, .fitScreen),
      ("demo09", .bottomToTop, 1, .automatic, .fitScreenVertically),
      ("demo11", .bottomToTop, 1, .automatic, .fitScreenVertically),
      ("demo12", .rightToLeft, 2, .offscreenRight, .offscreenLeft),
      ("demo14", .bottomToTop, 1, .offscreenBottom, .halfOffscreenTop),
      ("compact-height", .bottomToTop, 1, .automatic, .fitScreenVertically),
      ("custom", .bottomToTop, 1, .automatic, nil),
    ]
    for (name, direction, count, undershoot, overshoot) in expected {
      let config = try presetDocument(name).config.defaultConfig
      #expect(config.snapDirection == direction, "\(name)")
      #expect(config.snapPoints.count == count, "\(name)")
      #expect(config.undershoot.preset == undershoot, "\(name)")
      #expect(config.overshoot?.preset == overshoot, "\(name)")
      #expect(config.initialSnapPointIndex == 1, "\(name)")
      #expect(config.snapPercentStrategy == .position, "\(name)")
      #expect(config.snapAnimation == .default && config.entranceAnimation == .default)
      #expect(config.exitAnimation == .default, "\(name)")
      #expect(config.interpolationClamping == nil, "\(name)")
      let dismissesOnOvershoot = name == "demo04" || name == "demo12"
      #expect(
        config.flags.overrideShouldSnapToOvershootSnapPoint == (dismissesOnOvershoot ? true : nil))
      #expect(config.flags.shouldDismissModalOnSnapToOverShootSnapPoint == dismissesOnOvershoot)
      let noHandle = name == "demo12" || name == "demo14"
      #expect(config.dragHandlePosition == (noHandle ? .none : .automatic), "\(name)")
    }
    let demo06 = try presetDocument("demo06").config.defaultConfig
    #expect(demo06.snapDirection == .bottomToTop && demo06.snapPoints.count == 3)
    #expect(demo06.undershoot == .automatic)
    if case .layout = demo06.overshoot?.preset {
    } else {
      Issue.record("demo06's overshoot is not a full layout")
    }
    let custom = try presetDocument("custom").config.defaultConfig
    #expect(custom.snapPoints.map(\.key) == ["custom"])
  }

  // MARK: - Rects and percents

  @Test("the rect and percent of every point", arguments: PresetExpectedPoints.all)
  func points(_ expected: PresetPointsCase) throws {
    let environment = expected.environment.environment
    let document = try presetDocument(expected.preset)
    let selection = document.config.selection(for: environment)
    if let wanted = expected.selection {
      #expect(selection == wanted)
    } else {
      #expect(selection == .defaultConfig)
      #expect(!document.config.isAdaptive)
    }
    let config = document.config.config(for: environment)
    let points = Interpolator(config: config, environment: environment).points
    #expect(points.count == expected.points.count)
    for (index, (point, want)) in zip(points, expected.points).enumerated() {
      #expect(point.index == index)
      expectRect(point.rect, want.x, want.y, want.width, want.height, "point \(index)")
      expectClose(point.percent, want.percent, tolerance: 0.000001, "percent of point \(index)")
    }
  }

  @Test("landscape on a phone selects compact-height; portrait selects the default")
  func selection() throws {
    for name in adaptivePresetNames.sorted() {
      let config = try presetDocument(name).config
      for environment in PresetEnvironment.allCases.map(\.environment) {
        let expected: ConfigSelection =
          environment.orientation == .landscape ? .constrained(0) : .defaultConfig
        #expect(config.selection(for: environment) == expected, "\(name)")
      }
    }
  }

  @Test("paddings: demo11 and compact-height pad the content by the keyboard or the safe area")
  func paddings() throws {
    let demo11 = try presetPoints("demo11", PresetEnvironment.iphone14.environment)
    #expect(demo11[1].values.padding == EdgeInsets(top: 0, left: 15, bottom: 34, right: 15))
    let demo11Keyboard = try presetPoints("demo11", PresetEnvironment.iphone14Keyboard.environment)
    #expect(
      demo11Keyboard[1].values.padding == EdgeInsets(top: 0, left: 15, bottom: 300, right: 15))
    // In landscape the compact-height config is in use: safe.bottom 21, or the keyboard's 300.
    let landscape = try presetPoints("demo11", PresetEnvironment.iphone14Landscape.environment)
    #expect(landscape[1].values.padding == EdgeInsets(bottom: 21))
    let landscapeKeyboard = try presetPoints(
      "demo11", PresetEnvironment.iphone14LandscapeKeyboard.environment)
    #expect(landscapeKeyboard[1].values.padding == EdgeInsets(bottom: 300))
  }

  // MARK: - Keyframes (MODEL.md section 4)

  /// demo01 on iphone-14: every point. Base points inherit from the previous one; the
  /// undershoot takes point 1 with the undershoot defaults; the overshoot (no keyframe) is
  /// point 4.
  @Test("demo01: the resolved keyframe of every point")
  func demo01Keyframes() throws {
    let points = try presetPoints("demo01", Environment())
    #expect(points.count == 6)
    guard points.count == 6 else { return }
    let point1 = Look(
      cornerRadius: 25, maskedCorners: .top, modalBackgroundOpacity: 0.9, modalBlur: 1, dim: 0,
      backgroundBlur: 0, shadow: (0.2, 7, 0, -2))
    var undershoot = point1
    undershoot.contentOpacity = 0.5
    undershoot.modalBlur = 0
    expectLook(points[0], undershoot)
    expectLook(points[1], point1)
    expectLook(
      points[2],
      Look(
        cornerRadius: 10, maskedCorners: .all, modalBackgroundOpacity: 0.85, modalBlur: 0.6,
        dim: 0.1, backgroundBlur: 0.075, shadow: (0.2, 15, 2, 2)))
    expectLook(
      points[3],
      Look(
        cornerRadius: 20, maskedCorners: .all, modalBackgroundOpacity: 0.8, modalBlur: 1, dim: 0,
        backgroundBlur: 0.5, shadow: (0.3, 10, 2, 2), damping: 0.8))
    let point4 = Look(
      cornerRadius: 25, maskedCorners: .top, modalBackgroundOpacity: 0.83, modalBlur: 1, dim: 0,
      backgroundBlur: 1, shadow: (0.4, 10, 0, -1))
    expectLook(points[4], point4)
    expectLook(points[5], point4)
    // The materials are named on point 1 only and inherited by every point.
    for point in points {
      #expect(point.traits.modalBlurEffect == "systemUltraThinMaterial")
      #expect(point.traits.backgroundBlurEffect == "systemUltraThinMaterialDark")
    }
  }

  /// demo03's undershoot: point 1 (damp 0.5, shadow (1,1)/0.3/8, radius 10, mBgOp 0.87,
  /// handleOffset -14...), overlaid with the undershoot defaults (content 0.5, mBlur 0, dim 0,
  /// bgBlur 0, identity), then its own keyframe (scale 0.5, radius 5, content 0.3,
  /// handleOffset -14, bgBlur 0).
  @Test("demo03: the undershoot's keyframe over the undershoot defaults")
  func demo03Undershoot() throws {
    let points = try presetPoints("demo03", Environment())
    var look = Look(
      cornerRadius: 5, maskedCorners: .all, modalBackgroundOpacity: 0.87, modalBlur: 0, dim: 0,
      backgroundBlur: 0, shadow: (0.3, 8, 1, 1), damping: 0.5, handleOffset: -14)
    look.contentOpacity = 0.3
    look.transform = [.scaleX: 0.5, .scaleY: 0.5]
    expectLook(points[0], look)
    // Point 1 itself: scale 1, content 1, mBlur 1, bgBlur 0.04.
    expectLook(
      points[1],
      Look(
        cornerRadius: 10, maskedCorners: .all, modalBackgroundOpacity: 0.87, modalBlur: 1,
        dim: 0, backgroundBlur: 0.04, shadow: (0.3, 8, 1, 1), damping: 0.5, handleOffset: -14))
  }

  /// demo12's undershoot is a preset with no keyframe: it inherits everything from point 1
  /// (damp 0.25, radius 10, and the base defaults: content 1, mBlur 1, bgBlur 1), without the
  /// undershoot defaults.
  @Test("demo12: the undershoot inherits point 1 without the undershoot defaults")
  func demo12Undershoot() throws {
    let points = try presetPoints("demo12", Environment())
    let point1 = Look(
      cornerRadius: 10, maskedCorners: .all, modalBackgroundOpacity: 1, modalBlur: 1, dim: 0,
      backgroundBlur: 1, shadow: (0, 0, 0, 0), damping: 0.25)
    expectLook(points[0], point1)
    expectLook(points[1], point1)
    // Point 2 and the overshoot have no keyframe: the same values again.
    expectLook(points[2], point1)
    expectLook(points[3], point1)
    #expect(points[0].values == points[1].values.with(rect: points[0].rect))
  }

  /// demo02's undershoot: point 1 (rotateX 0, radius 10 top, shadow (0,-2)/0.3/7, dim 0,
  /// bgBlur 0 regular), the undershoot defaults, then rotateX -25, perspective 0.002,
  /// content 0.5.
  @Test("demo02: the undershoot tilts back (rotateX -25, perspective 0.002)")
  func demo02Undershoot() throws {
    let points = try presetPoints("demo02", Environment())
    var look = Look(
      cornerRadius: 10, maskedCorners: .top, modalBackgroundOpacity: 1, modalBlur: 0, dim: 0,
      backgroundBlur: 0, shadow: (0.3, 7, 0, -2))
    look.contentOpacity = 0.5
    look.transform = [.rotateX: -25, .perspective: 0.002]
    look.backgroundBlurEffect = "regular"
    expectLook(points[0], look)
    // Points 2 and 3 set their own tap interactions.
    #expect(points[1].traits.backgroundTapInteraction == .automatic)
    #expect(points[2].traits.backgroundTapInteraction == .dismiss)
    #expect(points[3].traits.backgroundTapInteraction == .ignore)
  }

  /// demo04's overshoot: point 2 (which inherits translate (1,1) and scale 1 from point 1 and
  /// sets shadow (2,2)/0.2/5, radius 15, dim 0.25), then scale 0.9, opacity 0.8, dim 0.
  @Test("demo04: the overshoot (scale 0.9, opacity 0.8, dim 0)")
  func demo04Overshoot() throws {
    let points = try presetPoints("demo04", Environment())
    #expect(points.count == 4)
    guard points.count == 4 else { return }
    var point2 = Look(
      cornerRadius: 15, maskedCorners: .all, modalBackgroundOpacity: 1, modalBlur: 1, dim: 0.25,
      backgroundBlur: 1, shadow: (0.2, 5, 2, 2))
    point2.transform = [.translateX: 1, .translateY: 1]
    expectLook(points[2], point2)
    var overshoot = point2
    overshoot.opacity = 0.8
    overshoot.dim = 0
    overshoot.transform = [.translateX: 1, .translateY: 1, .scaleX: 0.9, .scaleY: 0.9]
    expectLook(points[3], overshoot)
    // The undershoot: point 1 (shadow opacity 0.3 radius 10, radius 10, translate (1,1)),
    // the undershoot defaults (identity transform), then scale 0.75.
    var undershoot = Look(
      cornerRadius: 10, maskedCorners: .all, modalBackgroundOpacity: 1, modalBlur: 0, dim: 0,
      backgroundBlur: 0, shadow: (0.3, 10, 0, 0))
    undershoot.contentOpacity = 0.5
    undershoot.transform = [.scaleX: 0.75, .scaleY: 0.75]
    expectLook(points[0], undershoot)
  }

  /// demo14's undershoot sets a white modal background with opacity 0 and content 0.
  @Test("demo14: the undershoot's white, transparent background")
  func demo14Undershoot() throws {
    let points = try presetPoints("demo14", Environment())
    var look = Look(
      cornerRadius: 0, maskedCorners: .all, modalBackgroundOpacity: 0, modalBlur: 0, dim: 0,
      backgroundBlur: 0, shadow: (0, 0, 0, 0))
    look.contentOpacity = 0
    expectLook(points[0], look)
    // White is also the default modal background colour: this checks the value, not that
    // the keyframe set it.
    #expect(ColorChannels.modalBackground.color(in: points[0].values) == .white)
    expectLook(
      points[1],
      Look(
        cornerRadius: 0, maskedCorners: .all, modalBackgroundOpacity: 1, modalBlur: 1, dim: 0.2,
        backgroundBlur: 1, shadow: (0, 0, 0, 0)))
  }
}

// MARK: - Keyframe spot checks

/// The keyframe values a spot check compares; everything not listed has its default.
private struct Look {
  var cornerRadius: Double
  var maskedCorners: Corners
  var opacity = 1.0
  var contentOpacity = 1.0
  var modalBackgroundOpacity: Double
  var modalBlur: Double
  var dim: Double
  var backgroundBlur: Double
  /// Opacity, radius, offset x, offset y.
  var shadow: (opacity: Double, radius: Double, x: Double, y: Double)
  var damping = 1.0
  var handleOffset = 8.0
  /// The transform channels that differ from the identity.
  var transform: [Channel: Double] = [:]
  var backgroundBlurEffect: String? = nil

  init(
    cornerRadius: Double, maskedCorners: Corners, modalBackgroundOpacity: Double,
    modalBlur: Double, dim: Double, backgroundBlur: Double,
    shadow: (opacity: Double, radius: Double, x: Double, y: Double), damping: Double = 1,
    handleOffset: Double = 8
  ) {
    self.cornerRadius = cornerRadius
    self.maskedCorners = maskedCorners
    self.modalBackgroundOpacity = modalBackgroundOpacity
    self.modalBlur = modalBlur
    self.dim = dim
    self.backgroundBlur = backgroundBlur
    self.shadow = shadow
    self.damping = damping
    self.handleOffset = handleOffset
  }
}

/// The identity transform, by channel.
private let identityTransform: [Channel: Double] = [
  .translateX: 0, .translateY: 0, .translateZ: 0, .scaleX: 1, .scaleY: 1, .rotateX: 0,
  .rotateY: 0, .rotateZ: 0, .perspective: 0, .skewX: 0, .skewY: 0,
]

/// Expects a point's resolved keyframe to be `look` exactly (to 1e-9).
private func expectLook(
  _ point: InterpolationPoint, _ look: Look, sourceLocation: SourceLocation = #_sourceLocation
) {
  let values = point.values
  var expected: [(String, Channel, Double)] = [
    ("cornerRadius", .cornerRadius, look.cornerRadius),
    ("opacity", .opacity, look.opacity),
    ("contentOpacity", .contentOpacity, look.contentOpacity),
    ("modalBackgroundOpacity", .modalBackgroundOpacity, look.modalBackgroundOpacity),
    ("modalBlurIntensity", .modalBlurIntensity, look.modalBlur),
    ("backgroundOpacity", .backgroundOpacity, look.dim),
    ("backgroundBlurIntensity", .backgroundBlurIntensity, look.backgroundBlur),
    ("shadowOpacity", .shadowOpacity, look.shadow.opacity),
    ("shadowRadius", .shadowRadius, look.shadow.radius),
    ("shadowOffsetX", .shadowOffsetX, look.shadow.x),
    ("shadowOffsetY", .shadowOffsetY, look.shadow.y),
    ("secondaryAxisDamping", .secondaryAxisDamping, look.damping),
    ("handleOffset", .handleOffset, look.handleOffset),
    ("borderWidth", .borderWidth, 0),
  ]
  for channel in Channel.allCases {
    guard let identity = identityTransform[channel] else { continue }
    expected.append(("\(channel)", channel, look.transform[channel] ?? identity))
  }
  for (name, channel, value) in expected {
    expectClose(
      values[channel], value, tolerance: 1e-9, "point \(point.index) \(name)",
      sourceLocation: sourceLocation)
  }
  #expect(
    point.traits.maskedCorners == look.maskedCorners,
    "point \(point.index) maskedCorners", sourceLocation: sourceLocation)
  #expect(
    ColorChannels.shadow.color(in: values) == .black, "point \(point.index) shadow colour",
    sourceLocation: sourceLocation)
  if let effect = look.backgroundBlurEffect {
    #expect(
      point.traits.backgroundBlurEffect == effect, "point \(point.index) background blur",
      sourceLocation: sourceLocation)
  }
}

extension ModalValues {
  /// The same values with another frame.
  fileprivate func with(rect: Rect) -> ModalValues {
    var copy = self
    copy.rect = rect
    return copy
  }
}
