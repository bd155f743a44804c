import Testing

@testable import ModalCore

// Phones in landscape: left / right = portrait top inset, top 0, bottom 21; iphone-se (a 20 pt
// status bar, no home indicator) has no landscape insets at all. iPads keep top 24 / bottom 20.
private let deviceSpecs: [EnvironmentTests.DeviceSpec] = [
  EnvironmentTests.DeviceSpec(
    name: "iphone-se", width: 375, height: 667, portrait: EdgeInsets(top: 20, bottom: 0),
    landscape: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), idiom: .phone,
    landscapeHorizontal: .compact),
  EnvironmentTests.DeviceSpec(
    name: "iphone-14", width: 390, height: 844, portrait: EdgeInsets(top: 47, bottom: 34),
    landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), idiom: .phone,
    landscapeHorizontal: .compact),
  EnvironmentTests.DeviceSpec(
    name: "iphone-15-pro", width: 393, height: 852, portrait: EdgeInsets(top: 59, bottom: 34),
    landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), idiom: .phone,
    landscapeHorizontal: .compact),
  EnvironmentTests.DeviceSpec(
    name: "iphone-15-pro-max", width: 430, height: 932, portrait: EdgeInsets(top: 59, bottom: 34),
    landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), idiom: .phone,
    landscapeHorizontal: .regular),
  EnvironmentTests.DeviceSpec(
    name: "ipad-air", width: 820, height: 1180, portrait: EdgeInsets(top: 24, bottom: 20),
    landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad,
    landscapeHorizontal: .regular),
  EnvironmentTests.DeviceSpec(
    name: "ipad-pro-13", width: 1024, height: 1366, portrait: EdgeInsets(top: 24, bottom: 20),
    landscape: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad,
    landscapeHorizontal: .regular),
]

private func expectInsets(
  _ actual: EdgeInsets, _ expected: EdgeInsets, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(actual.top, expected.top, "top", sourceLocation: sourceLocation)
  expectClose(actual.left, expected.left, "left", sourceLocation: sourceLocation)
  expectClose(actual.bottom, expected.bottom, "bottom", sourceLocation: sourceLocation)
  expectClose(actual.right, expected.right, "right", sourceLocation: sourceLocation)
}

@Suite("Environment")
struct EnvironmentTests {
  /// One named device as MODEL.md section 1 lists it, with the landscape safe area worked out by
  /// hand from the rotation rule.
  struct DeviceSpec: Sendable, CustomTestStringConvertible {
    var name: String
    var width: Double
    var height: Double
    var portrait: EdgeInsets
    var landscape: EdgeInsets
    var idiom: Idiom
    /// Horizontal size class in landscape (portrait is compact on phones, regular on pads).
    var landscapeHorizontal: SizeClass

    var testDescription: String { name }
  }

  @Test func theSixDevicesOfTheModelAreUnchanged() {
    // The model's six keep their names and numbers (the specs above), in the device table.
    #expect(
      Device.all.map(\.name).filter { name in deviceSpecs.contains { $0.name == name } }
        == deviceSpecs.map(\.name))
    #expect(Device.defaultDevice == Device.iphone14)
    #expect(Environment().device.name == "iphone-14")
    #expect(Environment().orientation == .portrait)
    #expect(Environment().keyboardHeight == nil)
    #expect(Device.named("ipad-air") == Device.ipadAir)
    #expect(Device.named("iphone-18") == nil)
    #expect(Device.named("custom") == nil)
  }

  @Test(arguments: deviceSpecs + DeviceTableTests.newDeviceSpecs)
  func portrait(_ spec: DeviceSpec) throws {
    let device = try #require(Device.named(spec.name))
    let env = Environment(device: device, orientation: .portrait)
    expectClose(env.containerSize.width, spec.width)
    expectClose(env.containerSize.height, spec.height)
    expectRect(env.containerRect, 0, 0, spec.width, spec.height)
    expectInsets(env.safeArea, spec.portrait)
    #expect(env.idiom == spec.idiom)
    // phone portrait: h compact / v regular; pad: regular / regular
    #expect(env.horizontalSizeClass == (spec.idiom == .phone ? .compact : .regular))
    #expect(env.verticalSizeClass == .regular)
  }

  @Test(arguments: deviceSpecs + DeviceTableTests.newDeviceSpecs)
  func landscape(_ spec: DeviceSpec) throws {
    let device = try #require(Device.named(spec.name))
    let env = Environment(device: device, orientation: .landscape)
    // rotating swaps width and height
    expectClose(env.containerSize.width, spec.height)
    expectClose(env.containerSize.height, spec.width)
    expectRect(env.containerRect, 0, 0, spec.height, spec.width)
    expectInsets(env.safeArea, spec.landscape)
    #expect(env.idiom == spec.idiom)
    // phone landscape: v compact, h compact (regular on the -max); pad: regular / regular
    #expect(env.horizontalSizeClass == spec.landscapeHorizontal)
    #expect(env.verticalSizeClass == (spec.idiom == .phone ? .compact : .regular))
  }

  @Test func onlyTheLargePhonesAreHorizontallyRegularInLandscape() {
    // At least 896 pt wide in landscape: the Plus, Pro Max and Air screens, and the Pixel 9
    // and 9 Pro XL (923 and 998 dp; the size classes are iOS's, applied to any phone).
    let regular = Device.all.filter {
      $0.idiom == .phone
        && Environment(device: $0, orientation: .landscape).horizontalSizeClass == .regular
    }
    #expect(
      regular.map(\.name) == [
        "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max", "iphone-air",
        "iphone-17-pro-max", "pixel-9", "pixel-9-pro-xl",
      ])
  }

  @Test func orientationToggles() {
    #expect(Orientation.portrait.toggled == .landscape)
    #expect(Orientation.landscape.toggled == .portrait)
    var env = Environment(device: .iphone15Pro)
    env.orientation = env.orientation.toggled
    expectClose(env.containerSize.width, 852)
    expectClose(env.containerSize.height, 393)
    expectInsets(env.safeArea, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    env.orientation = env.orientation.toggled
    expectClose(env.containerSize.width, 393)
    expectInsets(env.safeArea, EdgeInsets(top: 59, bottom: 34))
  }

  // The keyboard frame is (0, H - h, W, h).
  @Test(
    arguments: [
      // iphone-14 portrait, 300: y = 844 - 300 = 544
      (Device.iphone14, Orientation.portrait, 300.0, Rect(x: 0, y: 544, width: 390, height: 300)),
      // iphone-14 landscape, 300: y = 390 - 300 = 90
      (Device.iphone14, Orientation.landscape, 300.0, Rect(x: 0, y: 90, width: 844, height: 300)),
      // iphone-se portrait, 216: y = 667 - 216 = 451
      (Device.iphoneSE, Orientation.portrait, 216.0, Rect(x: 0, y: 451, width: 375, height: 216)),
      // ipad-air portrait, 300: y = 1180 - 300 = 880
      (Device.ipadAir, Orientation.portrait, 300.0, Rect(x: 0, y: 880, width: 820, height: 300)),
      // ipad-air landscape, 300: y = 820 - 300 = 520
      (Device.ipadAir, Orientation.landscape, 300.0, Rect(x: 0, y: 520, width: 1180, height: 300)),
      // ipad-pro-13 landscape, 398.5: y = 1024 - 398.5 = 625.5
      (
        Device.ipadPro13, Orientation.landscape, 398.5,
        Rect(x: 0, y: 625.5, width: 1366, height: 398.5)
      ),
    ])
  func keyboardFrameAndOverlap(
    device: Device, orientation: Orientation, height: Double, expected: Rect
  ) throws {
    let env = Environment(device: device, orientation: orientation, keyboardHeight: height)
    let frame = try #require(env.keyboardFrame)
    expectRect(frame, expected.x, expected.y, expected.width, expected.height)
    // the whole keyboard lies inside the container: the overlap is its size
    expectClose(env.keyboardOverlap.width, expected.width)
    expectClose(env.keyboardOverlap.height, height)
  }

  @Test(arguments: Device.all)
  func noKeyboard(_ device: Device) {
    for orientation in Orientation.allCases {
      let env = Environment(device: device, orientation: orientation)
      #expect(env.keyboardFrame == nil)
      #expect(env.keyboardOverlap == .zero)
    }
  }

  @Test func keyboardOfHeightZeroHasAFrameButNoOverlap() throws {
    let env = Environment(device: .iphone14, keyboardHeight: 0)
    let frame = try #require(env.keyboardFrame)
    expectRect(frame, 0, 844, 390, 0)
    #expect(env.keyboardOverlap == .zero)
  }

  @Test func keyboardTallerThanTheContainerOverlapsOnlyTheContainer() throws {
    // iphone-14 landscape is 844 x 390; a 500 pt keyboard starts at 390 - 500 = -110
    let env = Environment(device: .iphone14, orientation: .landscape, keyboardHeight: 500)
    let frame = try #require(env.keyboardFrame)
    expectRect(frame, 0, -110, 844, 500)
    expectClose(env.keyboardOverlap.width, 844)
    expectClose(env.keyboardOverlap.height, 390)
  }

  @Test func safeAreaOverrideReplacesTheDeviceInsetsInBothOrientations() {
    let override = EdgeInsets(top: 10, left: 11, bottom: 12, right: 13)
    for orientation in Orientation.allCases {
      let env = Environment(device: .iphone14, orientation: orientation, safeAreaOverride: override)
      expectInsets(env.safeArea, override)
    }
  }

  @Test func customPortraitDevice() {
    let device = Device.custom(
      width: 500, height: 800, safeArea: EdgeInsets(top: 10, left: 1, bottom: 5, right: 2),
      idiom: .pad)
    #expect(device.name == "custom")
    #expect(device.portraitSize == Size(width: 500, height: 800))
    let portrait = Environment(device: device, orientation: .portrait)
    expectRect(portrait.containerRect, 0, 0, 500, 800)
    expectInsets(portrait.safeArea, EdgeInsets(top: 10, left: 1, bottom: 5, right: 2))
    #expect(portrait.idiom == .pad)
    #expect(portrait.horizontalSizeClass == .regular)
    #expect(portrait.verticalSizeClass == .regular)
    let landscape = Environment(device: device, orientation: .landscape)
    expectRect(landscape.containerRect, 0, 0, 800, 500)
    // a custom container keeps its safe area as given
    expectInsets(landscape.safeArea, EdgeInsets(top: 10, left: 1, bottom: 5, right: 2))
    #expect(landscape.horizontalSizeClass == .regular)
    #expect(landscape.verticalSizeClass == .regular)
  }

  @Test func customWideDeviceIsStoredAsALandscapeScreen() throws {
    // 700 x 400 is wider than tall: its portrait size is 400 x 700
    let device = Device.custom(width: 700, height: 400)
    #expect(device.portraitSize == Size(width: 400, height: 700))
    #expect(device.idiom == .phone)
    let landscape = Environment(device: device, orientation: .landscape, keyboardHeight: 100)
    expectRect(landscape.containerRect, 0, 0, 700, 400)
    expectInsets(landscape.safeArea, .zero)
    // a phone in landscape: vertically compact, and compact horizontally (not a -max)
    #expect(landscape.verticalSizeClass == .compact)
    #expect(landscape.horizontalSizeClass == .compact)
    // keyboard (0, 400 - 100, 700, 100)
    let frame = try #require(landscape.keyboardFrame)
    expectRect(frame, 0, 300, 700, 100)
    let portrait = Environment(device: device, orientation: .portrait)
    expectRect(portrait.containerRect, 0, 0, 400, 700)
    #expect(portrait.verticalSizeClass == .regular)
    #expect(portrait.horizontalSizeClass == .compact)
  }

  @Test func squareCustomDeviceIsPortrait() {
    let device = Device.custom(width: 600, height: 600)
    #expect(device.portraitSize == Size(width: 600, height: 600))
  }
}

@Suite("Geometry")
struct GeometryTests {
  @Test func rectEdges() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 50)
    expectClose(rect.minX, 10)
    expectClose(rect.minY, 20)
    expectClose(rect.maxX, 40)
    expectClose(rect.maxY, 70)
    expectClose(rect.midX, 25)
    expectClose(rect.midY, 45)
    #expect(rect.size == Size(width: 30, height: 50))
    #expect(rect.origin == Point(x: 10, y: 20))
    #expect(rect.isFinite)
    #expect(!Rect(x: .infinity, y: 0, width: 1, height: 1).isFinite)
    #expect(!Rect(x: 0, y: 0, width: .nan, height: 1).isFinite)
  }

  @Test func intersection() throws {
    let a = Rect(x: 0, y: 0, width: 100, height: 100)
    let overlap = try #require(a.intersection(Rect(x: 50, y: 80, width: 100, height: 100)))
    expectRect(overlap, 50, 80, 50, 20)
    let inside = try #require(a.intersection(Rect(x: 10, y: 10, width: 5, height: 5)))
    expectRect(inside, 10, 10, 5, 5)
    // touching edges do not overlap
    #expect(a.intersection(Rect(x: 100, y: 0, width: 10, height: 10)) == nil)
    #expect(a.intersection(Rect(x: 0, y: 100, width: 10, height: 10)) == nil)
    #expect(a.intersection(Rect(x: 200, y: 200, width: 10, height: 10)) == nil)
  }

  @Test func sizeAndInsets() {
    let size = Size(width: 3, height: 4)
    #expect(size.swapped == Size(width: 4, height: 3))
    #expect(size[.horizontal] == 3)
    #expect(size[.vertical] == 4)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(Edge.allCases.map { insets[$0] } == [1, 2, 3, 4])
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }
}
