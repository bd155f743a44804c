/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait
  case landscape

  /// The other orientation.
  public var toggled: Orientation { self == .portrait ? .landscape : .portrait }
}

/// A UIKit-style size class.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
  case compact
  case regular
}

/// The kind of device: a phone or a tablet.
public enum Idiom: String, Hashable, Sendable, CaseIterable {
  case phone
  case pad
}

/// A device: its screen in portrait, its safe areas in both orientations and its idiom.
///
/// The named devices are in ``Device/all``, declared once in the device table
/// (``Device/families``, with the source of their numbers); a custom container is a device
/// too (``Device/custom(width:height:safeArea:idiom:)``), so the environment never has to
/// special-case it.
public struct Device: Hashable, Sendable {
  /// The name users type (`iphone-14`), or `custom`.
  public var name: String
  /// The screen size in portrait.
  public var portraitSize: Size
  /// The safe-area insets in portrait.
  public var portraitSafeArea: EdgeInsets
  /// The safe-area insets in landscape.
  public var landscapeSafeArea: EdgeInsets
  /// Phone or pad.
  public var idiom: Idiom
  /// Physical pixels per point (`UIScreen.scale`, Flutter's `devicePixelRatio`): 2 for the
  /// SE's and the iPads' screens, 3 for the other phones. Flutter's velocity tolerance is
  /// 1 / (0.05 x this).
  public var scale: Double
  /// The radius of the screen's rounded corners in points (UIScreen's `_displayCornerRadius`):
  /// 0 for a square screen (the SE, a custom container). The frame's picture clips the screen
  /// to it, so a sheet's corners can be compared with the screen's.
  public var displayCornerRadius: Double
  /// The notch or Dynamic Island, in portrait; nil for none (the SE, the iPads, a custom
  /// container). Drawn in the frame's picture; layout reads the safe area instead.
  public var cutout: ScreenCutout?

  /// Creates a device from explicit values; the scale defaults to the idiom's usual one (3
  /// for a phone, 2 for a pad), the screen is square and has no cutout unless given.
  public init(
    name: String, portraitSize: Size, portraitSafeArea: EdgeInsets,
    landscapeSafeArea: EdgeInsets, idiom: Idiom, scale: Double? = nil,
    displayCornerRadius: Double = 0, cutout: ScreenCutout? = nil
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.idiom = idiom
    self.scale = scale ?? (idiom == .phone ? 3 : 2)
    self.displayCornerRadius = displayCornerRadius
    self.cutout = cutout
  }

  /// A phone whose landscape safe area follows the model: left and right equal to the portrait
  /// top inset (0 for a 20 pt status bar), top 0, bottom 21 (0 without a home indicator).
  static func phone(
    _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
    scale: Double = 3, corner: Double = 0, cutout: ScreenCutout? = nil
  ) -> Device {
    let notched = top > 20
    return Device(
      name: name, portraitSize: Size(width: width, height: height),
      portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
      landscapeSafeArea: EdgeInsets(
        top: 0, left: notched ? top : 0, bottom: notched ? 21 : 0, right: notched ? top : 0),
      idiom: .phone, scale: scale, displayCornerRadius: corner, cutout: cutout)
  }

  /// A tablet: the same top and bottom insets in both orientations.
  static func pad(
    _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
    corner: Double
  ) -> Device {
    let insets = EdgeInsets(top: top, bottom: bottom)
    return Device(
      name: name, portraitSize: Size(width: width, height: height), portraitSafeArea: insets,
      landscapeSafeArea: insets, idiom: .pad, displayCornerRadius: corner)
  }

  public static let iphoneSE = phone("iphone-se", 375, 667, top: 20, bottom: 0, scale: 2)
  public static let iphone14 = phone(
    "iphone-14", 390, 844, top: 47, bottom: 34, corner: 47.33, cutout: .notch13)
  public static let iphone15Pro = phone(
    "iphone-15-pro", 393, 852, top: 59, bottom: 34, corner: 55, cutout: .island14Pro)
  public static let iphone15ProMax = phone(
    "iphone-15-pro-max", 430, 932, top: 59, bottom: 34, corner: 55, cutout: .island14Pro)
  public static let ipadAir = pad("ipad-air", 820, 1180, top: 24, bottom: 20, corner: 18)
  public static let ipadPro13 = pad("ipad-pro-13", 1024, 1366, top: 24, bottom: 20, corner: 18)

  /// The six devices of the model (MODEL.md section 1), smallest first: the smallest phone, a
  /// notched phone, a Dynamic Island phone, the largest phone and two iPads.
  public static let modelDevices: [Device] = [
    iphoneSE, iphone14, iphone15Pro, iphone15ProMax, ipadAir, ipadPro13,
  ]

  /// The named devices, in the order of the device table (phones by family, then iPads).
  public static let all: [Device] = families.flatMap(\.devices)

  /// The default device of the playground.
  public static let defaultDevice = iphone14

  /// The named device with this name, if any.
  public static func named(_ name: String) -> Device? {
    all.first { $0.name == name }
  }

  /// A custom container of the given size (in the orientation it is given in: a wider-than-tall
  /// size is a landscape screen) with the given safe area in both orientations; the scale
  /// defaults to the idiom's (3 for a phone, 2 for a pad).
  public static func custom(
    width: Double, height: Double, safeArea: EdgeInsets = .zero, idiom: Idiom = .phone,
    scale: Double? = nil
  ) -> Device {
    let portrait = width <= height
    return Device(
      name: "custom",
      portraitSize: portrait
        ? Size(width: width, height: height) : Size(width: height, height: width),
      portraitSafeArea: safeArea, landscapeSafeArea: safeArea, idiom: idiom, scale: scale)
  }
}
