import ModalSupport

/// The part of a phone's screen the camera housing takes: a notch hanging from the top edge or a
/// Dynamic Island floating below it, centred horizontally in portrait.
///
/// The device table (``Device/families``) gives each device's cutout with the sources of its
/// numbers; the frame's picture draws it (rotated to the side in landscape), so a sheet's top
/// can be seen against it. Layout never reads it: the safe area already keeps content clear.
public struct ScreenCutout: Hashable, Sendable {
  /// The shape of the cutout.
  public enum Kind: String, Hashable, Sendable {
    /// Attached to the top edge, its lower corners rounded (iPhone X to 14, 16e).
    case notch
    /// A capsule below the top edge (iPhone 14 Pro onwards, 15, 16, 17, Air).
    case island
  }

  /// Notch or island.
  public var kind: Kind
  /// The size in portrait, in points.
  public var width: Double
  public var height: Double
  /// The distance from the screen's top edge in portrait (0 for a notch).
  public var top: Double

  /// Creates a cutout.
  public init(kind: Kind, width: Double, height: Double, top: Double = 0) {
    self.kind = kind
    self.width = width
    self.height = height
    self.top = top
  }

  /// A notch of this size, attached to the top edge.
  public static func notch(_ width: Double, _ height: Double) -> ScreenCutout {
    ScreenCutout(kind: .notch, width: width, height: height)
  }

  /// A Dynamic Island of this size, `top` points below the top edge.
  public static func island(_ width: Double, _ height: Double, top: Double) -> ScreenCutout {
    ScreenCutout(kind: .island, width: width, height: height, top: top)
  }

  /// The cutout's rectangle on a screen of `screen` size (in the orientation given). In
  /// landscape the device is turned so that its top edge is on the left (the status bar side
  /// of UIKit's `landscapeRight` interface orientation, where the cutout is at the left as the
  /// left safe-area inset is): the cutout is centred vertically against the left edge.
  public func frame(screen: Size, orientation: Orientation) -> Rect {
    switch orientation {
    case .portrait:
      return Rect(x: (screen.width - width) / 2, y: top, width: width, height: height)
    case .landscape:
      return Rect(x: top, y: (screen.height - width) / 2, width: height, height: width)
    }
  }

  /// The notch of the 13, 13 Pro, 14 and 16e (the device table gives the source).
  public static let notch13 = notch(160, 34)
  /// The 13 mini's notch.
  public static let notch13Mini = notch(168, 31)
  /// The Dynamic Island of the 14 Pro, 15 and 16 (not Pro): 11 pt below the top edge.
  public static let island14Pro = island(126, 37.33, top: 11)
  /// The island of the 16 Pro and Pro Max (and, by assumption, the 17 family and the Air): 14 pt
  /// below the top edge.
  public static let island16Pro = island(126, 37.33, top: 14)

  /// The table's text for it: `notch 160x34`, `island 126x37.33 at 11`.
  public var summary: String {
    let size = "\(Self.number(width))x\(Self.number(height))"
    switch kind {
    case .notch: return "notch \(size)"
    case .island: return "island \(size) at \(Self.number(top))"
    }
  }

  /// A number of points with up to two decimals and no trailing zeros (`47.33`, `55`).
  static func number(_ value: Double) -> String {
    var text = FixedFormat.format(value, decimals: 2)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
