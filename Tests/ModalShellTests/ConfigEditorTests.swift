import ModalCore
import ModalTestSupport
import Testing

@testable import ModalShell

/// A `set PATH VALUE`, the text `get PATH` gives afterwards, and the same edit made by hand.
struct EditorSetCase: Sendable, CustomTestStringConvertible {
  var path: String
  var value: String
  var canonical: String
  var edit: @Sendable (inout ModalConfig) -> Void

  init(
    _ path: String, _ value: String, canonical: String? = nil,
    _ edit: @escaping @Sendable (inout ModalConfig) -> Void
  ) {
    self.path = path
    self.value = value
    self.canonical = canonical ?? value
    self.edit = edit
  }

  var testDescription: String { "set \(path) \(value)" }
}

/// The configs the invalid edits start from.
enum EditorFixture: Sendable {
  /// demo01's default config: 4 base points, overshoot fitScreen, initialIndex 1.
  case demo01
  /// demo01 with only its first point.
  case onePoint
  /// demo01 with keys peek, half, card, full.
  case keyed
  /// demo01 without an overshoot.
  case noOvershoot
  /// demo01 with initialIndex 2.
  case initialTwo
  /// demo01 whose second point is inBetween without a layout.
  case inBetweenTwo

  func make() throws -> ModalConfig {
    var config = try presetConfig("demo01")
    switch self {
    case .demo01: break
    case .onePoint: config.snapPoints = [config.snapPoints[0]]
    case .keyed:
      for (index, key) in ["peek", "half", "card", "full"].enumerated() {
        config.snapPoints[index].key = key
      }
    case .noOvershoot: config.overshoot = nil
    case .initialTwo: config.initialSnapPointIndex = 2
    case .inBetweenTwo:
      config.snapPoints[1].mode = .inBetween
      config.snapPoints[1].layout = nil
    }
    return config
  }
}

/// An edit that must be refused.
enum EditorEdit: Sendable {
  case set(String, String)
  case get(String)
  case add(Int?, [String])
  case remove(Int)

  func run(_ config: ModalConfig) throws(EditError) {
    switch self {
    case .set(let path, let value): _ = try ConfigEditor.set(path, value, in: config)
    case .get(let path): _ = try ConfigEditor.get(path, in: config)
    case .add(let index, let fields):
      _ = try ConfigEditor.addSnap(at: index, fields: fields, in: config)
    case .remove(let index): _ = try ConfigEditor.removeSnap(index, in: config)
    }
  }
}

/// An invalid edit and its exact message.
struct EditorInvalidCase: Sendable, CustomTestStringConvertible {
  var fixture: EditorFixture
  var edit: EditorEdit
  var message: String

  init(_ fixture: EditorFixture, _ edit: EditorEdit, _ message: String) {
    self.fixture = fixture
    self.edit = edit
    self.message = message
  }

  /// An edit of demo01.
  init(_ edit: EditorEdit, _ message: String) {
    self.init(.demo01, edit, message)
  }

  var testDescription: String { message }
}

@Suite("ConfigEditor")
struct ConfigEditorTests {
  // MARK: - Hand edits

  static func point(
    _ index: Int, _ body: @escaping @Sendable (inout SnapPoint) -> Void
  ) -> @Sendable (inout ModalConfig) -> Void {
    { config in body(&config.snapPoints[index - 1]) }
  }

  static func layout(
    _ index: Int, _ body: @escaping @Sendable (inout Layout) -> Void
  ) -> @Sendable (inout ModalConfig) -> Void {
    point(index) { point in
      var layout = point.layout ?? Layout()
      body(&layout)
      point.layout = layout
    }
  }

  static func keyframe(
    _ index: Int, _ body: @escaping @Sendable (inout Keyframe) -> Void
  ) -> @Sendable (inout ModalConfig) -> Void {
    point(index) { body(&$0.keyframe) }
  }

  static func undershootKeyframe(
    _ body: @escaping @Sendable (inout Keyframe) -> Void
  ) -> @Sendable (inout ModalConfig) -> Void {
    { config in
      var keyframe = config.undershoot.keyframe ?? .empty
      body(&keyframe)
      config.undershoot.keyframe = keyframe.isEmpty ? nil : keyframe
    }
  }

  static func overshootKeyframe(
    _ body: @escaping @Sendable (inout Keyframe) -> Void
  ) -> @Sendable (inout ModalConfig) -> Void {
    { config in
      guard var edge = config.overshoot else { return }
      var keyframe = edge.keyframe ?? .empty
      body(&keyframe)
      edge.keyframe = keyframe.isEmpty ? nil : keyframe
      config.overshoot = edge
    }
  }

  static func number(
    _ index: Int, _ channel: Channel, _ value: Double?
  ) -> @Sendable (inout ModalConfig) -> Void {
    keyframe(index) { $0[channel] = value }
  }

  static func flag(
    _ body: @escaping @Sendable (inout ManagerFlags) -> Void
  ) -> @Sendable (inout ModalConfig) -> Void {
    { body(&$0.flags) }
  }

  static let topLevelCases: [EditorSetCase] = [
    .init("direction", "leftToRight") { $0.snapDirection = .leftToRight },
    .init("direction", "rightToLeft") { $0.snapDirection = .rightToLeft },
    .init("direction", "topToBottom") { $0.snapDirection = .topToBottom },
    .init("percentStrategy", "index") { $0.snapPercentStrategy = .index },
    .init("initialIndex", "2") { $0.initialSnapPointIndex = 2 },
    .init("dragHandle", "none") { $0.dragHandlePosition = DragHandlePosition.none },
    .init("dragHandle", "left") { $0.dragHandlePosition = .left },
    .init("release", "nearest") { $0.release.strategy = "nearest" },
    .init("release.strategy", "nearest", canonical: "nearest") { $0.release.strategy = "nearest" },
    .init("release.velocityLimit", "250") { $0.release.options["velocityLimit"] = 250 },
    .init("release.velocityLimit", "none") { $0.release.options["velocityLimit"] = nil },
    .init("overdrag", "rubberBand") { $0.overdrag = .rubberBand },
    .init("overdrag", "linear .5", canonical: "linear 0.5") { $0.overdrag = .linear(0.5) },
    .init("overdrag", "none") { $0.overdrag = Overdrag.none },
    .init("keyboardAvoidance", "lift") { $0.keyboardAvoidance = .lift },
    .init("overshoot", "fitScreenVertically") {
      $0.overshoot = EdgeSnapPoint(preset: .fitScreenVertically, keyframe: $0.overshoot?.keyframe)
    },
    .init("overshoot", "none") { $0.overshoot = nil },
    .init("undershoot", "offscreenTop") { $0.undershoot.preset = .offscreenTop },
    .init("undershoot", "automatic") { $0.undershoot.preset = .automatic },
    .init("manager.shouldEnableSnapping", "false", flag { $0.shouldEnableSnapping = false }),
    .init(
      "manager.shouldEnableOverShooting", "false", flag { $0.shouldEnableOverShooting = false }),
    .init(
      "manager.overrideShouldSnapToUnderShootSnapPoint", "true",
      flag { $0.overrideShouldSnapToUnderShootSnapPoint = true }),
    .init(
      "manager.overrideShouldSnapToUnderShootSnapPoint", "nil",
      flag { $0.overrideShouldSnapToUnderShootSnapPoint = nil }),
    .init(
      "manager.overrideShouldSnapToOvershootSnapPoint", "false",
      flag { $0.overrideShouldSnapToOvershootSnapPoint = false }),
    .init(
      "manager.shouldDismissModalOnSnapToUnderShootSnapPoint", "false",
      flag { $0.shouldDismissModalOnSnapToUnderShootSnapPoint = false }),
    .init(
      "manager.shouldDismissModalOnSnapToOverShootSnapPoint", "true",
      flag { $0.shouldDismissModalOnSnapToOverShootSnapPoint = true }),
    .init(
      "manager.shouldLockAxisToModalDirection", "true",
      flag { $0.shouldLockAxisToModalDirection = true }),
    .init("animation.snap", "springGesture 0.5 0.8 10") {
      $0.snapAnimation = .springGesture(duration: 0.5, dampingRatio: 0.8, maxGestureVelocity: 10)
    },
    .init("animation.snap", "springGesture", canonical: "springGesture 0.4 0.9 15") {
      $0.snapAnimation = .default
    },
    .init("animation.snap", "curve 0.3 easeInOut") {
      $0.snapAnimation = .curve(duration: 0.3, .easeInOut)
    },
    .init("animation.entrance", "spring 0.5 0.8") {
      $0.entranceAnimation = .spring(duration: 0.5, dampingRatio: 0.8)
    },
    .init("animation.entrance", "bezier 0.3 0.2 0 0.1 1") {
      $0.entranceAnimation = .bezier(duration: 0.3, x1: 0.2, y1: 0, x2: 0.1, y2: 1)
    },
    .init("animation.exit", "springPhysics 1 200 20 0") {
      $0.exitAnimation = .springPhysics(mass: 1, stiffness: 200, damping: 20, initialVelocity: 0)
    },
    .init("animation.exit", "springPhysics 1 200 20", canonical: "springPhysics 1 200 20 0") {
      $0.exitAnimation = .springPhysics(mass: 1, stiffness: 200, damping: 20, initialVelocity: 0)
    },
    .init("animation.exit", "default", canonical: "springGesture 0.4 0.9 15") {
      $0.exitAnimation = .default
    },
    .init("clamping.start", "y, x", canonical: "x,y") {
      $0.interpolationClamping = ClampingConfig(
        start: [.x, .y], end: ClampingConfig.defaults(for: $0.snapDirection).end)
    },
    .init("clamping.end", "none") {
      $0.interpolationClamping = ClampingConfig(
        start: ClampingConfig.defaults(for: $0.snapDirection).start, end: [])
    },
    .init("clamping.end", "shadow,cornerRadius", canonical: "cornerRadius,shadow") {
      $0.interpolationClamping = ClampingConfig(
        start: ClampingConfig.defaults(for: $0.snapDirection).start,
        end: [.cornerRadius, .shadow])
    },
    .init("clamping.start", "default") { $0.interpolationClamping = nil },
  ]

  static let pointCases: [EditorSetCase] = [
    .init("snap.2.height", "60%", layout(2) { $0.height = .percent(60) }),
    .init("snap.1.height", "120", layout(1) { $0.height = .constant(120) }),
    .init("snap.1.width", "50% of width", layout(1) { $0.width = .percent(50, of: .targetWidth) }),
    .init("snap.1.width", "stretch", layout(1) { $0.width = .stretch }),
    .init(
      "snap.1.height", "50%+safe.bottom", canonical: "50% + safe.bottom",
      layout(1) { $0.height = LayoutValue(.sum([.percent(50), .safeArea(.bottom)])) }),
    .init(
      "snap.2.width", "min(85%, 375)", canonical: "85% max 375",
      layout(2) { $0.width = LayoutValue(.percent(85, of: .target), max: .constant(375)) }),
    .init(
      "snap.1.margin.bottom", "kb ? kb.overlapH : safe.bottom",
      layout(1) {
        $0.marginBottom = LayoutValue(
          .conditional(
            .keyboardPresent, then: LayoutValue(.keyboardOverlap(.vertical)),
            else: .safeArea(.bottom)))
      }),
    .init(
      "snap.1.align", "left/top",
      layout(1) {
        $0.horizontalAlignment = .left
        $0.verticalAlignment = .top
      }),
    .init("snap.1.margin.top", "safe.top", layout(1) { $0.marginTop = .safeArea(.top) }),
    .init("snap.2.margin.left", "15", layout(2) { $0.marginLeft = .constant(15) }),
    .init("snap.2.margin.right", "none", layout(2) { $0.marginRight = nil }),
    .init(
      "snap.1.padding.top", "10% of current.height",
      layout(1) { $0.paddingTop = .percent(10, of: .currentHeight) }),
    .init("snap.1.padding.left", "8", layout(1) { $0.paddingLeft = .constant(8) }),
    .init(
      "snap.2.padding.bottom", "safe.bottom", layout(2) { $0.paddingBottom = .safeArea(.bottom) }),
    .init("snap.2.padding.right", "-4", layout(2) { $0.paddingRight = .constant(-4) }),
    .init("snap.1.offset.x", "-5", layout(1) { $0.offsetX = .constant(-5) }),
    .init(
      "snap.1.offset.y", "keyboard.height", canonical: "kb.height",
      layout(1) { $0.offsetY = LayoutValue(.keyboard(.height)) }),
    .init("snap.1.key", "peek", point(1) { $0.key = "peek" }),
    .init("snap.1.key", "none", point(1) { $0.key = nil }),
    .init("snap.2.page", "Details", point(2) { $0.page = "Details" }),
    // keyframe fields, by their schema names and their aliases
    .init("snap.1.radius", "12", number(1, .cornerRadius, 12)),
    .init("snap.2.cornerRadius", "8", number(2, .cornerRadius, 8)),
    .init("snap.1.radius", "none", number(1, .cornerRadius, nil)),
    .init("snap.1.radius", "inherit", canonical: "none", number(1, .cornerRadius, nil)),
    .init("snap.1.corners", "all", keyframe(1) { $0.maskedCorners = .all }),
    .init(
      "snap.1.maskedCorners", "bottomRight, topLeft", canonical: "topLeft,bottomRight",
      keyframe(1) { $0.maskedCorners = [.topLeft, .bottomRight] }),
    .init("snap.2.corners", "none", keyframe(2) { $0.maskedCorners = [] }),
    .init("snap.2.corners", "inherit", keyframe(2) { $0.maskedCorners = nil }),
    .init("snap.1.opacity", "0.5", number(1, .opacity, 0.5)),
    .init("snap.1.content", "0.7", number(1, .contentOpacity, 0.7)),
    .init("snap.2.contentOpacity", "1", number(2, .contentOpacity, 1)),
    .init(
      "snap.1.modalBackgroundColor", "#FF000080", canonical: "#ff000080",
      keyframe(1) {
        $0.setColor(Color(red: 1, green: 0, blue: 0, alpha: 128 / 255), .modalBackground)
      }
    ),
    .init(
      "snap.1.modalBackgroundColor", "white", canonical: "#ffffff",
      keyframe(1) { $0.setColor(.white, .modalBackground) }),
    .init(
      "snap.1.modalBackgroundColor", "none",
      keyframe(1) {
        for channel in [
          Channel.modalBackgroundRed, .modalBackgroundGreen, .modalBackgroundBlue,
          .modalBackgroundAlpha,
        ] {
          $0[channel] = nil
        }
      }),
    .init("snap.1.modalBackgroundOpacity", "0.8", number(1, .modalBackgroundOpacity, 0.8)),
    .init(
      "snap.1.modalBlur.effect", "systemThinMaterial",
      keyframe(1) { $0.modalBlurEffect = "systemThinMaterial" }),
    .init("snap.1.modalBlur.effect", "none", keyframe(1) { $0.modalBlurEffect = nil }),
    .init("snap.1.modalBlur.intensity", "0.3", number(1, .modalBlurIntensity, 0.3)),
    .init("snap.1.border.width", "2", number(1, .borderWidth, 2)),
    .init(
      "snap.1.border.color", "red", canonical: "#ff0000",
      keyframe(1) { $0.setColor(Color(red: 1, green: 0, blue: 0), .border) }),
    .init(
      "snap.1.shadow.color", "black", canonical: "#000000",
      keyframe(1) { $0.setColor(.black, .shadow) }),
    .init("snap.1.shadow.opacity", "0.4", number(1, .shadowOpacity, 0.4)),
    .init("snap.2.shadow", "0.25", number(2, .shadowOpacity, 0.25)),
    .init("snap.1.shadow.radius", "9", number(1, .shadowRadius, 9)),
    .init(
      "snap.1.shadow.offset", "1, -3", canonical: "1,-3",
      keyframe(1) {
        $0[.shadowOffsetX] = 1
        $0[.shadowOffsetY] = -3
      }),
    .init(
      "snap.1.shadow.offset", "none",
      keyframe(1) {
        $0[.shadowOffsetX] = nil
        $0[.shadowOffsetY] = nil
      }),
    .init("snap.1.transform.translateX", "10", number(1, .translateX, 10)),
    .init("snap.1.transform.translateY", "-10", number(1, .translateY, -10)),
    .init("snap.1.transform.translateZ", "1", number(1, .translateZ, 1)),
    .init(
      "snap.1.transform.scale", "0.9",
      keyframe(1) {
        $0[.scaleX] = 0.9
        $0[.scaleY] = 0.9
      }),
    .init(
      "snap.2.scale", "1.1",
      keyframe(2) {
        $0[.scaleX] = 1.1
        $0[.scaleY] = 1.1
      }),
    .init(
      "snap.1.scale", "none",
      keyframe(1) {
        $0[.scaleX] = nil
        $0[.scaleY] = nil
      }),
    .init("snap.1.transform.scaleX", "2", number(1, .scaleX, 2)),
    .init("snap.1.transform.scaleY", "0.5", number(1, .scaleY, 0.5)),
    .init("snap.1.transform.rotateX", "10", number(1, .rotateX, 10)),
    .init("snap.1.transform.rotateY", "20", number(1, .rotateY, 20)),
    .init("snap.1.transform.rotateZ", "45", number(1, .rotateZ, 45)),
    .init("snap.1.transform.perspective", "500", number(1, .perspective, 500)),
    .init("snap.1.transform.skewX", "5", number(1, .skewX, 5)),
    .init("snap.1.transform.skewY", "-5", number(1, .skewY, -5)),
    .init("snap.1.dragHandle.width", "40", number(1, .handleWidth, 40)),
    .init("snap.1.dragHandle.height", "5", number(1, .handleHeight, 5)),
    .init("snap.1.dragHandle.offset", "6", number(1, .handleOffset, 6)),
    .init(
      "snap.1.dragHandle.color", "gray", canonical: "#8e8e93",
      keyframe(1) { $0.setColor(.systemGray, .handle) }),
    .init("snap.1.dragHandle.opacity", "0.5", number(1, .handleOpacity, 0.5)),
    .init("snap.1.dragHandle.cornerRadius", "2.5", number(1, .handleCornerRadius, 2.5)),
    .init(
      "snap.1.backgroundColor", "#000000", keyframe(1) { $0.setColor(.black, .background) }),
    .init("snap.1.backgroundOpacity", "0.3", number(1, .backgroundOpacity, 0.3)),
    .init("snap.2.dim", "0.2", number(2, .backgroundOpacity, 0.2)),
    .init(
      "snap.1.backgroundBlur.effect", "systemMaterialDark",
      keyframe(1) { $0.backgroundBlurEffect = "systemMaterialDark" }),
    .init("snap.1.backgroundBlur.intensity", "0.1", number(1, .backgroundBlurIntensity, 0.1)),
    .init("snap.2.blur", "0.6", number(2, .backgroundBlurIntensity, 0.6)),
    .init("snap.1.allowSnapping", "false", keyframe(1) { $0.allowSnapping = false }),
    .init("snap.1.tap", "dismiss", keyframe(1) { $0.backgroundTapInteraction = .dismiss }),
    .init(
      "snap.2.backgroundTapInteraction", "passthrough",
      keyframe(2) { $0.backgroundTapInteraction = .passthrough }),
    .init("snap.1.damping", "0.5", number(1, .secondaryAxisDamping, 0.5)),
    .init("snap.2.secondaryAxisDamping", "0.25", number(2, .secondaryAxisDamping, 0.25)),
    .init("snap.1.presenting.scale", "0.95", number(1, .presentingScale, 0.95)),
    .init("snap.1.presenting.translateY", "10", number(1, .presentingTranslateY, 10)),
    .init("snap.1.presenting.cornerRadius", "12", number(1, .presentingCornerRadius, 12)),
    .init("snap.1.presenting.overlayOpacity", "0.3", number(1, .presentingOverlayOpacity, 0.3)),
  ]

  static let edgeCases: [EditorSetCase] = [
    .init("undershoot.preset", "offscreenBottom") { $0.undershoot.preset = .offscreenBottom },
    .init("undershoot.radius", "5", undershootKeyframe { $0[.cornerRadius] = 5 }),
    .init("undershoot.radius", "none", undershootKeyframe { $0[.cornerRadius] = nil }),
    .init("undershoot.allowSnapping", "false", undershootKeyframe { $0.allowSnapping = false }),
    .init(
      "undershoot.transform.scale", "0.5",
      undershootKeyframe {
        $0[.scaleX] = 0.5
        $0[.scaleY] = 0.5
      }),
    .init("overshoot.preset", "fitScreen") { $0.overshoot?.preset = .fitScreen },
    .init("overshoot.dim", "0.5", overshootKeyframe { $0[.backgroundOpacity] = 0.5 }),
    .init("overshoot.corners", "top", overshootKeyframe { $0.maskedCorners = .top }),
    .init(
      "overshoot.backgroundColor", "blue", canonical: "#0000ff",
      overshootKeyframe { $0.setColor(Color(red: 0, green: 0, blue: 1), .background) }),
  ]

  static let setCases = topLevelCases + pointCases + edgeCases

  @Test(
    "set changes exactly the field, get gives the canonical text back",
    arguments: setCases, ["demo01", "demo03"])
  func setsTheField(_ setCase: EditorSetCase, _ presetName: String) throws {
    let config = try presetConfig(presetName)
    var expected = config
    setCase.edit(&expected)
    let edited = try ConfigEditor.set(setCase.path, setCase.value, in: config)
    #expect(edited == expected)
    #expect(try ConfigEditor.get(setCase.path, in: edited) == setCase.canonical)
    #expect(try ConfigEditor.set(setCase.path, setCase.canonical, in: config) == expected)
    #expect(edited.problems().isEmpty)
  }

  @Test("the examples of SHELL.md")
  func shellExamples() throws {
    let config = try presetConfig("demo01")
    var expected = config
    expected.snapDirection = .leftToRight
    #expect(try ConfigEditor.set("direction", "leftToRight", in: config) == expected)

    expected = config
    expected.snapPoints[1].layout?.height = .percent(60)
    #expect(try ConfigEditor.set("snap.2.height", "60%", in: config) == expected)

    expected = config
    expected.snapPoints[0].keyframe[.cornerRadius] = 12
    #expect(try ConfigEditor.set("snap.1.radius", "12", in: config) == expected)

    var noOvershoot = config
    noOvershoot.overshoot = nil
    expected = config
    expected.overshoot = EdgeSnapPoint(preset: .fitScreen)
    #expect(try ConfigEditor.set("overshoot", "fitScreen", in: noOvershoot) == expected)

    expected = config
    expected.flags.shouldEnableOverShooting = false
    #expect(
      try ConfigEditor.set("manager.shouldEnableOverShooting", "false", in: config) == expected)

    expected = config
    var added = SnapPoint(layout: config.snapPoints[3].layout)
    added.layout?.height = .percent(40)
    added.keyframe[.cornerRadius] = 10
    added.keyframe[.backgroundOpacity] = 0.2
    expected.snapPoints.append(added)
    #expect(
      try ConfigEditor.addSnap(at: nil, fields: ["height=40%", "radius=10", "dim=0.2"], in: config)
        == expected)
  }

  @Test("clamping default goes back to the direction's defaults")
  func clampingDefault() throws {
    let config = try presetConfig("demo01")
    let defaults = ClampingConfig.defaults(for: .bottomToTop)
    let noEnd = try ConfigEditor.set("clamping.end", "none", in: config)
    #expect(noEnd.interpolationClamping == ClampingConfig(start: defaults.start, end: []))
    #expect(try ConfigEditor.get("clamping.start", in: noEnd) == ConfigEditorTests.defaultGroups)
    #expect(try ConfigEditor.set("clamping.end", "default", in: noEnd) == config)
    let both = try ConfigEditor.set("clamping.start", "x", in: noEnd)
    let startDefault = try ConfigEditor.set("clamping.start", "default", in: both)
    #expect(startDefault.interpolationClamping == ClampingConfig(start: defaults.start, end: []))
    // the default follows the direction until the clamping is set
    let drawer = try ConfigEditor.set("direction", "leftToRight", in: config)
    #expect(try ConfigEditor.get("clamping.start", in: drawer) == "default")
    #expect(drawer.effectiveClamping == ClampingConfig.defaults(for: .leftToRight))
  }

  static let defaultGroups = "x,width,horizontalPadding,cornerRadius,border,shadow,dragHandle"

  @Test("set release keeps the options; an edge point keeps its keyframe when its preset changes")
  func keepsWhatItDoesNotName() throws {
    let config = try ConfigEditor.set(
      "release.velocityLimit", "200", in: try presetConfig("demo03"))
    let nearest = try ConfigEditor.set("release", "nearest", in: config)
    #expect(nearest.release == ReleaseConfig(strategy: "nearest", options: ["velocityLimit": 200]))
    #expect(try ConfigEditor.get("release.velocityLimit", in: nearest) == "200")
    #expect(try ConfigEditor.get("release.other", in: nearest) == "none")
    let top = try ConfigEditor.set("undershoot", "offscreenTop", in: config)
    #expect(top.undershoot.keyframe == config.undershoot.keyframe)
    #expect(top.undershoot.keyframe != nil)
    let withKeyframe = try ConfigEditor.set("overshoot.radius", "4", in: config)
    let moved = try ConfigEditor.set("overshoot", "edgeRight", in: withKeyframe)
    #expect(
      moved.overshoot
        == EdgeSnapPoint(preset: .edgeRight, keyframe: Keyframe(values: [.cornerRadius: 4])))
    // emptying an edge keyframe removes it
    #expect(try ConfigEditor.set("overshoot.radius", "none", in: withKeyframe) == config)
  }

  @Test("a full-layout edge point keeps its layout under 'layout' and cannot be given one")
  func fullLayoutEdge() throws {
    let document = try #require(try BuiltinPresets.document(named: "demo06"))
    let config = document.config.defaultConfig
    #expect(try ConfigEditor.get("overshoot", in: config) == "layout")
    #expect(try ConfigEditor.set("overshoot", "layout", in: config) == config)
    #expect(try ConfigEditor.set("overshoot.preset", "layout", in: config) == config)
    let preset = try ConfigEditor.set("overshoot", "fitScreen", in: config)
    #expect(preset.overshoot?.preset == .fitScreen)
  }

  @Test("a snap point can be named by its key")
  func keyPaths() throws {
    let config = try EditorFixture.keyed.make()
    var expected = config
    expected.snapPoints[1].layout?.height = .percent(55)
    #expect(try ConfigEditor.set("snap.half.height", "55%", in: config) == expected)
    #expect(try ConfigEditor.get("snap.card.key", in: config) == "card")
  }

  @Test("a layout field of an inBetween point without a layout starts from the previous layout")
  func inBetweenLayout() throws {
    let config = try EditorFixture.inBetweenTwo.make()
    #expect(try ConfigEditor.get("snap.2.height", in: config) == "none")
    #expect(try ConfigEditor.get("snap.2.align", in: config) == "none")
    #expect(try ConfigEditor.set("snap.2.height", "none", in: config) == config)
    var expected = config
    var layout = try #require(config.snapPoints[0].layout)
    layout.height = .percent(40)
    expected.snapPoints[1].layout = layout
    let edited = try ConfigEditor.set("snap.2.height", "40%", in: config)
    #expect(edited == expected)
    expected.snapPoints[1].mode = .standard
    #expect(try ConfigEditor.set("snap.2.mode", "standard", in: edited) == expected)
  }

  @Test("get of a layout value the text syntax cannot express gives the JSON object form")
  func objectFormValue() throws {
    var config = try presetConfig("demo01")
    config.snapPoints[0].layout?.height = LayoutValue(
      .stretch, offset: LayoutValue.Offset(.add, .constant(10)), max: .percent(90))
    #expect(
      try ConfigEditor.get("snap.1.height", in: config)
        == #"{ "value": "stretch", "offset": 10, "max": "90%" }"#)
  }

  @Test("get of a uniform scale whose axes differ names both")
  func mixedScale() throws {
    var config = try presetConfig("demo01")
    config.snapPoints[0].keyframe[.scaleX] = 2
    config.snapPoints[0].keyframe[.scaleY] = nil
    #expect(try ConfigEditor.get("snap.1.scale", in: config) == "scaleX 2, scaleY none")
  }

  // MARK: - Round trips

  @Test(
    "set PATH (get PATH) changes nothing, for every path of every preset",
    arguments: BuiltinPresets.names)
  func roundTrip(_ presetName: String) throws {
    let document = try #require(try BuiltinPresets.document(named: presetName))
    var configs = [document.config.defaultConfig]
    configs += document.config.constrained.map(\.config)
    for config in configs {
      for path in ConfigEditor.paths(for: config) {
        let text = try ConfigEditor.get(path, in: config)
        #expect(
          try ConfigEditor.set(path, text, in: config) == config, "\(presetName) \(path) \(text)")
      }
    }
  }

  // MARK: - add snap and remove snap

  @Test("add snap at the end copies the last layout")
  func addAtEnd() throws {
    let config = try presetConfig("demo01")
    let edited = try ConfigEditor.addSnap(
      at: nil, fields: ["key=tall", "height=50%", "+", "safe.bottom", "mode=standard"], in: config)
    var layout = try #require(config.snapPoints[3].layout)
    layout.height = LayoutValue(.sum([.percent(50), .safeArea(.bottom)]))
    var expected = config
    expected.snapPoints.append(SnapPoint(key: "tall", layout: layout))
    #expect(edited == expected)
    #expect(edited.snapPoints.count == 5)
    #expect(try ConfigEditor.get("snap.5.height", in: edited) == "50% + safe.bottom")
    #expect(try ConfigEditor.get("snap.tall.height", in: edited) == "50% + safe.bottom")
    // words without FIELD= continue the value, even when they contain '='
    let conditional = try ConfigEditor.addSnap(
      at: nil, fields: ["height=safe.top", "==", "0", "?", "40%", ":", "50%", "dim=0.1"],
      in: config)
    #expect(try ConfigEditor.get("snap.5.height", in: conditional) == "safe.top == 0 ? 40% : 50%")
    #expect(try ConfigEditor.get("snap.5.dim", in: conditional) == "0.1")
  }

  @Test("add snap at 1 uses the default layout and shifts the initial index")
  func addAtOne() throws {
    let config = try presetConfig("demo01")
    let edited = try ConfigEditor.addSnap(at: 1, fields: ["height=20%", "corners=top"], in: config)
    var expected = config
    var point = SnapPoint(
      layout: Layout(
        horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
        height: .percent(20)))
    point.keyframe.maskedCorners = .top
    expected.snapPoints.insert(point, at: 0)
    expected.initialSnapPointIndex = 2
    #expect(edited == expected)
    #expect(edited.snapPoints[1] == config.snapPoints[0])
    #expect(try ConfigEditor.get("snap.2.radius", in: edited) == "25")

    let bare = try ConfigEditor.addSnap(at: 1, fields: [], in: config)
    #expect(try ConfigEditor.get("snap.1.align", in: bare) == "center/bottom")
    #expect(try ConfigEditor.get("snap.1.width", in: bare) == "stretch")
    #expect(try ConfigEditor.get("snap.1.height", in: bare) == "50%")
  }

  @Test("add snap at 3 copies point 2's layout and shifts the later points")
  func addAtThree() throws {
    var config = try presetConfig("demo01")
    config.initialSnapPointIndex = 3
    let edited = try ConfigEditor.addSnap(
      at: 3, fields: ["mode=inBetween", "radius=15", "page=Between"], in: config)
    var expected = config
    expected.snapPoints.insert(
      SnapPoint(
        page: "Between", mode: .inBetween, layout: config.snapPoints[1].layout,
        keyframe: Keyframe(values: [.cornerRadius: 15])), at: 2)
    expected.initialSnapPointIndex = 4
    #expect(edited == expected)
    #expect(edited.snapPoints[3] == config.snapPoints[2])
    #expect(edited.snapPoints[4] == config.snapPoints[3])

    let after = try ConfigEditor.addSnap(at: 4, fields: [], in: config)
    #expect(after.initialSnapPointIndex == 3)
    #expect(after.snapPoints[3].layout == config.snapPoints[2].layout)
  }

  @Test("remove snap: first, middle, last, and the index shifting")
  func remove() throws {
    let config = try presetConfig("demo01")
    var expected = config
    expected.snapPoints.remove(at: 0)
    #expect(try ConfigEditor.removeSnap(1, in: config) == expected)

    var initialThree = config
    initialThree.initialSnapPointIndex = 3
    expected = initialThree
    expected.snapPoints.remove(at: 1)
    expected.initialSnapPointIndex = 2
    let middle = try ConfigEditor.removeSnap(2, in: initialThree)
    #expect(middle == expected)
    #expect(middle.snapPoints[1] == config.snapPoints[2])

    var initialFour = config
    initialFour.initialSnapPointIndex = 4
    expected = initialFour
    expected.snapPoints.removeLast()
    expected.initialSnapPointIndex = 3
    #expect(try ConfigEditor.removeSnap(4, in: initialFour) == expected)

    var initialTwo = config
    initialTwo.initialSnapPointIndex = 2
    let removedInitial = try ConfigEditor.removeSnap(2, in: initialTwo)
    #expect(removedInitial.initialSnapPointIndex == 2)
    #expect(removedInitial.snapPoints[1] == config.snapPoints[2])

    // removing the initial point moves back over an inBetween point to a standard one
    var withBetween = config
    withBetween.snapPoints[2].mode = .inBetween
    withBetween.initialSnapPointIndex = 2
    let skipped = try ConfigEditor.removeSnap(2, in: withBetween)
    #expect(skipped.initialSnapPointIndex == 1)
    #expect(skipped.problems().isEmpty)

    let restored = try ConfigEditor.addSnap(
      at: 1, fields: [], in: try ConfigEditor.removeSnap(1, in: config))
    #expect(restored.snapPoints.count == 4)
  }

  // MARK: - Invalid edits

  static let presetNames =
    "automatic, offscreenBottom, offscreenTop, offscreenLeft, offscreenRight, halfOffscreenBottom, halfOffscreenTop, halfOffscreenLeft, halfOffscreenRight, edgeTop, edgeBottom, edgeLeft, edgeRight, fitScreen, fitScreenHorizontally, fitScreenVertically, center"

  static let animationForms =
    "springGesture [DURATION [DAMPINGRATIO [MAXVELOCITY]]], spring DURATION DAMPINGRATIO, springPhysics MASS STIFFNESS DAMPING [VELOCITY], curve DURATION linear|easeIn|easeOut|easeInOut, bezier DURATION X1 Y1 X2 Y2, reanimatedSpring [MASS [STIFFNESS [DAMPING [CLAMP [RESTDISPLACEMENT [RESTSPEED]]]]]], exponentialOut DURATION or default"

  static let invalidCases: [EditorInvalidCase] = [
    // paths
    .init(.set("snap.7.height", "50%"), "snap.7: no snap point 7 (the base points are 1 to 4)"),
    .init(.get("snap.9.height"), "snap.9: no snap point 9 (the base points are 1 to 4)"),
    .init(
      .set("snap.0.radius", "3"),
      "snap.0: no snap point 0 (the base points are 1 to 4; 0 is the undershoot: use undershoot.FIELD)"
    ),
    .init(
      .set("snap.5.radius", "3"),
      "snap.5: no snap point 5 (the base points are 1 to 4; 5 is the overshoot: use overshoot.FIELD)"
    ),
    .init(
      .onePoint, .set("snap.2.radius", "3"),
      "snap.2: no snap point 2 (the only base point is 1; 2 is the overshoot: use overshoot.FIELD)"),
    .init(
      .onePoint, .remove(3), "remove snap 3: no snap point 3 (the only base point is 1)"),
    .init(
      .set("snap.peek.radius", "3"),
      "snap.peek: no snap point with the key \"peek\" (expected an index from 1 to 4 or a key)"),
    .init(
      .set("snap.1.radis", "12"), "unknown path 'snap.1.radis' (did you mean 'snap.1.radius'?)"),
    .init(
      .set("snap.1.zzzzzz", "1"),
      "unknown path 'snap.1.zzzzzz' (a snap point's fields are key, page, mode, layout.FIELD (align, width, height, margins.top, paddings.top, offset.x, ...) and keyframe.FIELD (cornerRadius or radius, ...))"
    ),
    .init(
      .set("snap.1", "50%"), "unknown path 'snap.1' (expected snap.1.FIELD, e.g. snap.1.height)"),
    .init(
      .set("snap", "50%"), "unknown path 'snap' (expected snap.INDEX.FIELD, e.g. snap.1.height)"),
    .init(.set("Direction", "leftToRight"), "unknown path 'Direction' (did you mean 'direction'?)"),
    .init(
      .set("manager.shouldEnableSnaping", "false"),
      "unknown path 'manager.shouldEnableSnaping' (did you mean 'manager.shouldEnableSnapping'?)"),
    .init(
      .set("animations.snp", "default"),
      "unknown path 'animations.snp' (did you mean 'animations.snap'?)"),
    .init(
      .set("snapPoints[4].layout.height", "50%"),
      "snapPoints[4].layout.height: no snap point 4 (expected snapPoints[0] to snapPoints[3])"),
    .init(
      .set("snapPoints[0].layout.hieght", "50%"),
      "unknown path 'snapPoints[0].layout.hieght' (did you mean 'snapPoints[0].layout.height'?)"),
    .init(
      .set("constrained[0].config.direction", "leftToRight"),
      "constrained[0].config.direction: no constrained config 0 (there is none)"),
    .init(
      .set("snap.1.align", "none"),
      "snapPoints[0].layout.align: expected an alignment \"horizontal/vertical\" like \"center/bottom\" (left, center or right / top, center or bottom), got \"none\" (the alignment cannot be removed)"
    ),
    .init(
      .set("foo", "1"),
      "unknown path 'foo' (expected a path like direction, animations.snap, flags.shouldEnableSnapping, snapPoints[0].layout.height or undershoot.keyframe.cornerRadius; 'help paths' lists them all)"
    ),
    .init(
      .set("undershoot.radis", "3"),
      "unknown path 'undershoot.radis' (did you mean 'undershoot.radius'?)"),
    .init(
      .set("overshoot.zzzzzz", "3"),
      "unknown path 'overshoot.zzzzzz' (an edge point's fields are preset (the overshoot's), layout.FIELD and keyframe.FIELD (cornerRadius or radius, ...))"
    ),
    .init(
      .noOvershoot, .set("overshoot.radius", "5"),
      "overshoot.radius: the config has no overshoot (add one with 'set overshoot PRESET', e.g. 'set overshoot fitScreen')"
    ),
    .init(
      .noOvershoot, .get("overshoot.preset"),
      "overshoot.preset: the config has no overshoot (add one with 'set overshoot PRESET', e.g. 'set overshoot fitScreen')"
    ),
    // top-level values
    .init(
      .set("direction", "up"),
      "direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got \"up\""),
    .init(
      .set("direction", "LeftToRight"),
      "direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got \"LeftToRight\""
    ),
    .init(
      .set("percentStrategy", "percent"),
      "percentStrategy: expected one of position, index, got \"percent\""),
    .init(
      .set("dragHandle", "middle"),
      "dragHandle: expected one of automatic, none, top, bottom, left, right, got \"middle\""),
    .init(.set("initialIndex", "9"), "initialIndex: expected an index from 1 to 4, got 9"),
    .init(.set("initialIndex", "1.5"), "initialIndex: expected an integer, got \"1.5\""),
    .init(
      .inBetweenTwo, .set("initialIndex", "2"),
      "initialIndex: snap point 2 is inBetween and cannot be snapped to"),
    .init(
      .set("release", "magic"),
      "release.strategy: expected one of adaptive, nearest, biasedNearest, velocityThreshold, momentum, appleSheet, material, deck, halfModal, distance, flutter, compose, gorhom, got \"magic\""
    ),
    .init(
      .set("release.strategy", "Nearest"),
      "release.strategy: expected one of adaptive, nearest, biasedNearest, velocityThreshold, momentum, appleSheet, material, deck, halfModal, distance, flutter, compose, gorhom, got \"Nearest\""
    ),
    .init(
      .set("release.velocityLimit", "fast"),
      "release.options.velocityLimit: expected a number, got \"fast\""),
    .init(
      .set("overdrag", "linear"),
      "overdrag: expected none, rubberBand, deck, linear FACTOR, linearTop FACTOR (e.g. linear 0.5) or gorhom [FACTOR], got \"linear\""
    ),
    .init(
      .set("overdrag", "linear x"),
      "overdrag: expected none, rubberBand, deck, linear FACTOR, linearTop FACTOR (e.g. linear 0.5) or gorhom [FACTOR], got \"linear x\""
    ),
    .init(
      .set("keyboardAvoidance", "avoid"),
      "keyboardAvoidance: expected one of layout, lift, expand, extend, interactive, fillParent, got \"avoid\""
    ),
    .init(
      .set("overshoot", "fitscreen"), "overshoot: expected one of \(presetNames), got \"fitscreen\""
    ),
    .init(
      .set("undershoot", "none"),
      "undershoot: expected one of \(presetNames), got \"none\" (the undershoot cannot be removed)"),
    .init(
      .set("overshoot.preset", "none"),
      "overshoot.preset: expected one of \(presetNames), got \"none\" (remove the overshoot with 'set overshoot none')"
    ),
    .init(
      .set("manager.shouldEnableSnapping", "yes"),
      "flags.shouldEnableSnapping: expected true or false, got \"yes\""),
    .init(
      .set("manager.shouldLockAxisToModalDirection", "nil"),
      "flags.shouldLockAxisToModalDirection: expected true or false, got \"nil\""),
    .init(
      .set("manager.overrideShouldSnapToUnderShootSnapPoint", "maybe"),
      "flags.overrideShouldSnapToUnderShootSnapPoint: expected true, false or nil, got \"maybe\""),
    .init(
      .set("animation.snap", "wobble 1"),
      "animations.snap: expected an animation (\(animationForms)), got \"wobble 1\""),
    .init(
      .set("animation.snap", "spring 0.5"),
      "animations.snap: expected spring duration dampingRatio, got \"spring 0.5\" (1 number)"),
    .init(
      .set("animation.snap", "springGesture 0.4 0.9 15 1"),
      "animations.snap: expected springGesture [duration] [dampingRatio] [maxGestureVelocity], got \"springGesture 0.4 0.9 15 1\" (4 numbers)"
    ),
    .init(
      .set("animation.entrance", "spring 0 0.8"),
      "animations.entrance: expected a duration from 0.001 to 3600 s, got 0"),
    .init(
      .set("animation.exit", "springPhysics 1 200 -1"),
      "animations.exit: expected a damping from 0 to 1000000000, got -1"),
    .init(
      .set("animation.snap", "curve 0.3 bouncy"),
      "animations.snap: expected a curve (one of linear, easeIn, easeOut, easeInOut), got \"bouncy\""
    ),
    .init(
      .set("animation.snap", "bezier 0.3 a 0 0.1 1"),
      "animations.snap: expected a number for the x1, got \"a\""),
    .init(
      .set("clamping.start", "x,z"),
      "clamping.start: expected comma-separated clamping groups (x, y, width, height, horizontalPadding, verticalPadding, cornerRadius, opacity, modalBackground, border, shadow, transform, dragHandle, background, damping, presenting), default or none, got \"x,z\" (unknown group 'z')"
    ),
    .init(
      .set("clamping.end", "x,,y"),
      "clamping.end: expected comma-separated clamping groups (x, y, width, height, horizontalPadding, verticalPadding, cornerRadius, opacity, modalBackground, border, shadow, transform, dragHandle, background, damping, presenting), default or none, got \"x,,y\" (an empty group name)"
    ),
    // snap point values
    .init(
      .set("snap.2.height", "fifty"),
      "snapPoints[1].layout.height: expected a layout value like \"50%\", got \"fifty\" (unknown name 'fifty')"
    ),
    .init(
      .set("snap.1.height", "50% +"),
      "snapPoints[0].layout.height: expected a layout value like \"50%\", got \"50% +\" (expected a value, got the end)"
    ),
    .init(
      .set("snap.1.margin.top", "safe.middle"),
      "snapPoints[0].layout.margins.top: expected a layout value like \"50%\", got \"safe.middle\" (unknown name 'safe.middle')"
    ),
    .init(
      .set("snap.1.height", String(repeating: "1 + ", count: 65) + "1"),
      "snapPoints[0].layout.height: expected a layout value like \"50%\", got \"1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1...\" (too complex: at most 64 operators and parentheses)"
    ),
    .init(
      .set("snap.1.width", "none"),
      "snapPoints[0].layout.width: expected a layout value like \"50%\", got \"none\" (the width cannot be removed)"
    ),
    .init(
      .set("snap.1.align", "middle"),
      "snapPoints[0].layout.align: expected an alignment \"horizontal/vertical\" like \"center/bottom\" (left, center or right / top, center or bottom), got \"middle\""
    ),
    .init(
      .set("snap.1.mode", "middle"),
      "snapPoints[0].mode: expected one of standard, inBetween, got \"middle\""),
    .init(
      .set("snap.1.mode", "inBetween"),
      "snapPoints[0].mode: the first and the last snap points must be standard (an inBetween point needs a standard point on each side)"
    ),
    .init(
      .initialTwo, .set("snap.2.mode", "inBetween"),
      "snapPoints[1].mode: snap point 2 is inBetween and cannot be snapped to (initialIndex)"),
    .init(
      .inBetweenTwo, .set("snap.2.mode", "standard"),
      "snapPoints[1].mode: snap point 2 has no layout, and a standard snap point needs one (set a layout field first, e.g. snapPoints[1].layout.height)"
    ),
    .init(
      .keyed, .set("snap.2.key", "peek"),
      "snapPoints[1].key: snap point 1 already has the key \"peek\" (keys are unique)"),
    .init(
      .set("snap.1.key", "3"),
      "snapPoints[0].key: \"3\" cannot be a key: keys must not be numbers or next / prev / closest"),
    .init(
      .set("snap.1.key", "next"),
      "snapPoints[0].key: \"next\" cannot be a key: keys must not be numbers or next / prev / closest"
    ),
    .init(
      .set("snap.1.radius", "twelve"),
      "snapPoints[0].keyframe.cornerRadius: expected a number, got \"twelve\""),
    .init(
      .set("snap.1.opacity", "nan"),
      "snapPoints[0].keyframe.opacity: expected a number, got \"nan\""),
    .init(
      .set("snap.1.dim", "1e999"),
      "snapPoints[0].keyframe.backgroundOpacity: expected a finite number, got \"1e999\""),
    .init(
      .set("snap.1.scale", "1,5"),
      "snapPoints[0].keyframe.transform.scale: expected a number, got \"1,5\""),
    .init(
      .set("snap.1.corners", "diagonal"),
      "snapPoints[0].keyframe.maskedCorners: expected one of all, top, bottom, left, right, none, or a comma-separated list of topLeft, topRight, bottomLeft, bottomRight, got \"diagonal\""
    ),
    .init(
      .set("snap.1.modalBackgroundColor", "purple"),
      "snapPoints[0].keyframe.modalBackgroundColor: expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of black, white, clear, gray, red, green, blue), got \"purple\""
    ),
    .init(
      .set("snap.1.border.color", "#12345"),
      "snapPoints[0].keyframe.border.color: expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of black, white, clear, gray, red, green, blue), got \"#12345\""
    ),
    .init(
      .set("snap.1.shadow.offset", "1"),
      "snapPoints[0].keyframe.shadow.offset: expected two numbers \"x,y\" like \"0,-2\", got \"1\""),
    .init(
      .set("snap.1.tap", "close"),
      "snapPoints[0].keyframe.backgroundTapInteraction: expected one of automatic, dismiss, passthrough, ignore, got \"close\""
    ),
    .init(
      .set("snap.1.allowSnapping", "maybe"),
      "snapPoints[0].keyframe.allowSnapping: expected true or false, got \"maybe\""),
    .init(
      .set("snap.1.modalBlur.effect", "thin material"),
      "snapPoints[0].keyframe.modalBlur.effect: expected a blur material name like \"systemUltraThinMaterial\", got \"thin material\""
    ),
    .init(
      .set("undershoot.radius", "big"),
      "undershoot.keyframe.cornerRadius: expected a number, got \"big\""),
    .init(
      .set("undershoot", "layout"),
      "undershoot: expected one of \(presetNames), got \"layout\" (set a field of its layout instead, e.g. undershoot.layout.height)"
    ),
    // add snap and remove snap
    .init(
      .add(7, ["height=40%"]),
      "add snap at 7: expected an index from 1 to 5 (5 adds after the last base point)"),
    .init(
      .add(0, []), "add snap at 0: expected an index from 1 to 5 (5 adds after the last base point)"
    ),
    .init(.add(nil, ["radis=10"]), "add snap: unknown field 'radis' (did you mean 'radius'?)"),
    .init(
      .add(nil, ["zzzzzz=1"]),
      "add snap: unknown field 'zzzzzz' (a snap point's fields are key, page, mode, layout.FIELD (align, width, height, margins.top, paddings.top, offset.x, ...) and keyframe.FIELD (cornerRadius or radius, ...))"
    ),
    .init(.add(nil, ["40%"]), "add snap: expected FIELD=VALUE (e.g. height=40%), got \"40%\""),
    .init(
      .add(nil, ["height=fifty"]),
      "add snap: height: expected a layout value like \"50%\", got \"fifty\" (unknown name 'fifty')"
    ),
    .init(
      .add(2, ["dim=lots"]), "add snap at 2: dim: expected a number, got \"lots\""),
    .init(
      .add(1, ["mode=inBetween"]),
      "add snap at 1: the first and the last snap points must be standard (an inBetween point needs a standard point on each side) (snapPoints[0].mode)"
    ),
    .init(
      .keyed, .add(nil, ["key=half"]),
      "add snap: key: snap point 2 already has the key \"half\" (keys are unique)"),
    .init(.onePoint, .remove(1), "remove snap 1: a config needs at least one snap point"),
    .init(.remove(7), "remove snap 7: no snap point 7 (the base points are 1 to 4)"),
    .init(
      .remove(0),
      "remove snap 0: no snap point 0 (the base points are 1 to 4; 0 is the undershoot, which cannot be removed)"
    ),
    .init(
      .remove(5),
      "remove snap 5: no snap point 5 (the base points are 1 to 4; 5 is the overshoot: remove it with 'set overshoot none')"
    ),
    .init(
      .inBetweenTwo, .remove(1),
      "remove snap 1: snap point 2 would become the first point, and it is inBetween (the first and the last snap points must be standard)"
    ),
  ]

  @Test("an invalid edit throws its exact message and changes nothing", arguments: invalidCases)
  func refusesInvalidEdit(_ invalid: EditorInvalidCase) throws {
    let config = try invalid.fixture.make()
    let original = config
    var message: String?
    do {
      try invalid.edit.run(config)
    } catch {
      message = error.message
    }
    #expect(message == invalid.message)
    #expect(config == original)
  }

  @Test("there are at least 40 invalid edits, all with distinct messages")
  func invalidCount() {
    #expect(Self.invalidCases.count >= 40)
    #expect(Set(Self.invalidCases.map(\.message)).count == Self.invalidCases.count)
  }

  @Test("an EditError reads as its message")
  func errorDescription() {
    let error = EditError("direction: expected one of bottomToTop")
    #expect(error.description == error.message)
    #expect("\(error)" == "direction: expected one of bottomToTop")
  }

  // MARK: - paths(for:)

  /// Aliases and the canonical path each resolves to (in demo01).
  static let aliases: [(alias: String, canonical: String)] = [
    ("animation.snap", "animations.snap"), ("animation.entrance", "animations.entrance"),
    ("animation.exit", "animations.exit"), ("release", "release.strategy"),
    ("release.threshold", "release.options.threshold"),
    ("manager.shouldEnableSnapping", "flags.shouldEnableSnapping"),
    (
      "manager.overrideShouldSnapToOvershootSnapPoint",
      "flags.overrideShouldSnapToOvershootSnapPoint"
    ),
    ("manager.shouldLockAxisToModalDirection", "flags.shouldLockAxisToModalDirection"),
    ("snap.1.key", "snapPoints[0].key"), ("snap.1.align", "snapPoints[0].layout.align"),
    ("snap.4.width", "snapPoints[3].layout.width"),
    ("snap.4.height", "snapPoints[3].layout.height"),
    ("snap.2.margin.top", "snapPoints[1].layout.margins.top"),
    ("snap.3.padding.right", "snapPoints[2].layout.paddings.right"),
    ("snap.4.offset.x", "snapPoints[3].layout.offset.x"),
    ("snap.2.layout.height", "snapPoints[1].layout.height"),
    ("snap.1.cornerRadius", "snapPoints[0].keyframe.cornerRadius"),
    ("snap.2.radius", "snapPoints[1].keyframe.cornerRadius"),
    ("snap.2.corners", "snapPoints[1].keyframe.maskedCorners"),
    ("snap.3.dim", "snapPoints[2].keyframe.backgroundOpacity"),
    ("snap.3.content", "snapPoints[2].keyframe.contentOpacity"),
    ("snap.4.damping", "snapPoints[3].keyframe.secondaryAxisDamping"),
    ("snap.4.tap", "snapPoints[3].keyframe.backgroundTapInteraction"),
    ("snap.1.scale", "snapPoints[0].keyframe.transform.scale"),
    ("snap.1.shadow", "snapPoints[0].keyframe.shadow.opacity"),
    ("snap.1.blur", "snapPoints[0].keyframe.backgroundBlur.intensity"),
    ("snap.1.shadow.offset", "snapPoints[0].keyframe.shadow.offset"),
    ("snap.2.dragHandle.color", "snapPoints[1].keyframe.dragHandle.color"),
    ("snap.1.keyframe.opacity", "snapPoints[0].keyframe.opacity"),
    ("undershoot.preset", "undershoot"), ("undershoot.radius", "undershoot.keyframe.cornerRadius"),
    ("undershoot.maskedCorners", "undershoot.keyframe.maskedCorners"),
    ("overshoot.blur", "overshoot.keyframe.backgroundBlur.intensity"),
    ("overshoot.margin.top", "overshoot.layout.margins.top"),
  ]

  @Test("paths(for:) lists every canonical path, in a stable order; aliases resolve to them")
  func paths() throws {
    let config = try presetConfig("demo01")
    let document = ConfigDocument(config: config)
    let paths = ConfigEditor.paths(for: config)
    #expect(
      Array(paths.prefix(12)) == [
        "direction", "undershoot", "overshoot", "percentStrategy", "initialIndex", "dragHandle",
        "animations.snap", "animations.entrance", "animations.exit", "clamping.start",
        "clamping.end", "release.strategy",
      ])
    for (alias, canonical) in Self.aliases where canonical != "release.options.threshold" {
      #expect(paths.contains(canonical), "\(canonical)")
      #expect(!paths.contains(alias), "\(alias)")
      let resolved = try ConfigSchema.resolve(alias, in: document, selection: .defaultConfig)
      #expect(resolved.path == canonical, "\(alias)")
      #expect(try ConfigEditor.show(alias, in: document).hasPrefix(canonical + " = "))
    }
    #expect(
      try ConfigSchema.resolve("release.threshold", in: document, selection: .defaultConfig).path
        == "release.options.threshold")
    #expect(
      try ConfigSchema.resolve("handoff.edgeHeight", in: document, selection: .defaultConfig).path
        == "handoff.options.edgeHeight")
    #expect(
      paths.filter { $0.hasPrefix("handoff.") } == [
        "handoff.rule", "handoff.options.dragAtMaxOffset", "handoff.options.dragAtMinOffset",
        "handoff.options.edgeHeight", "handoff.options.velocityCutoff",
      ])
    #expect(!paths.contains { $0.hasPrefix("snapPoints[4]") })
    #expect(Set(paths).count == paths.count)
    // 52 config paths (7 of them content, 13 the sheet, 5 the gorhom section, 5 the hand-off rule
    // and its 4 options), 60 per snap point, 56 for the undershoot, 57 for the overshoot
    #expect(paths.count == 52 + 4 * 60 + 56 + 57)
    #expect(ConfigEditor.paths(for: config) == paths)
    let edited = try ConfigEditor.set("snap.1.radius", "3", in: config)
    #expect(ConfigEditor.paths(for: edited) == paths)
    // every path resolves to itself
    for path in paths {
      #expect(try ConfigSchema.resolve(path, in: document, selection: .defaultConfig).path == path)
    }
  }

  @Test("paths(for:) follows the snap points, the overshoot and the release options")
  func pathsFollowTheConfig() throws {
    let config = try presetConfig("demo03")
    var paths = ConfigEditor.paths(for: config)
    #expect(paths.count == 52 + 2 * 60 + 56 + 57)
    #expect(
      paths.contains("snapPoints[1].layout.height")
        && !paths.contains("snapPoints[2].layout.height"))

    let noOvershoot = try ConfigEditor.set("overshoot", "none", in: config)
    paths = ConfigEditor.paths(for: noOvershoot)
    #expect(paths.contains("overshoot"))
    #expect(!paths.contains { $0.hasPrefix("overshoot.") })

    let withOptions = try ConfigEditor.set(
      "release.b", "2", in: try ConfigEditor.set("release.a", "1", in: config))
    paths = ConfigEditor.paths(for: withOptions)
    let release = try #require(paths.firstIndex(of: "release.strategy"))
    #expect(
      Array(paths[release...].prefix(3)) == [
        "release.strategy", "release.options.a", "release.options.b",
      ])
  }
}
