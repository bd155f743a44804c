/// An RGBA color with components in 0...1.
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  /// Creates a color.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// UIKit's systemGray, the default drag handle color.
  public static let systemGray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

  /// Named colors accepted in configs.
  public static let named: [(name: String, color: Color)] = [
    ("black", .black), ("white", .white), ("clear", .clear), ("gray", .systemGray),
    ("red", Color(red: 1, green: 0, blue: 0)), ("green", Color(red: 0, green: 1, blue: 0)),
    ("blue", Color(red: 0, green: 0, blue: 1)),
  ]
}

/// A set of corners (which corners a corner radius applies to).
public struct Corners: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let topLeft = Corners(rawValue: 1)
  public static let topRight = Corners(rawValue: 2)
  public static let bottomLeft = Corners(rawValue: 4)
  public static let bottomRight = Corners(rawValue: 8)
  public static let top: Corners = [.topLeft, .topRight]
  public static let bottom: Corners = [.bottomLeft, .bottomRight]
  public static let left: Corners = [.topLeft, .bottomLeft]
  public static let right: Corners = [.topRight, .bottomRight]
  public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]

  /// The single corners, with their names.
  public static let singles: [(name: String, corner: Corners)] = [
    ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
    ("bottomRight", .bottomRight),
  ]

  /// Names of the common sets.
  public static let groups: [(name: String, corners: Corners)] = [
    ("all", .all), ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
    ("none", []),
  ]
}

/// What a tap on the background (outside the modal) does.
public enum TapInteraction: String, Hashable, Sendable, CaseIterable {
  /// `passthrough` when the background is see-through, else `ignore`.
  case automatic
  case dismiss
  case passthrough
  case ignore
}

/// The visual and behavioural properties of a snap point (MODEL.md section 4). Every field is
/// optional: unset fields are inherited (see ``KeyframeDefaults`` and ``Interpolator``).
///
/// The numbers are kept in a fixed vector with a bit per channel saying which are set, so that
/// resolving a config's keyframes (merging them point after point) needs no hashing.
public struct Keyframe: Hashable, Sendable {
  /// One value per channel (0 where unset), indexed by `Channel.rawValue`.
  private var storage: [Double]
  /// Bit `channel.rawValue` is set when that channel has a value.
  private var mask: UInt64
  public var maskedCorners: Corners?
  /// The modal's blur material (e.g. `systemUltraThinMaterial`).
  public var modalBlurEffect: String?
  /// The background's blur material.
  public var backgroundBlurEffect: String?
  /// Whether a release may land on this point; not inherited.
  public var allowSnapping: Bool?
  public var backgroundTapInteraction: TapInteraction?

  /// Creates a keyframe.
  public init(
    values: [Channel: Double] = [:], maskedCorners: Corners? = nil,
    modalBlurEffect: String? = nil, backgroundBlurEffect: String? = nil,
    allowSnapping: Bool? = nil, backgroundTapInteraction: TapInteraction? = nil
  ) {
    self.storage = Self.zeros
    self.mask = 0
    self.maskedCorners = maskedCorners
    self.modalBlurEffect = modalBlurEffect
    self.backgroundBlurEffect = backgroundBlurEffect
    self.allowSnapping = allowSnapping
    self.backgroundTapInteraction = backgroundTapInteraction
    for (channel, value) in values { self[channel] = value }
  }

  static let zeros = [Double](repeating: 0, count: Channel.count)

  /// A keyframe with nothing set.
  public static let empty = Keyframe()

  /// True when nothing is set.
  public var isEmpty: Bool { self == .empty }

  /// The numeric properties that are set.
  public var values: [Channel: Double] {
    get {
      var result: [Channel: Double] = [:]
      for channel in setChannels { result[channel] = storage[channel.rawValue] }
      return result
    }
    set {
      storage = Self.zeros
      mask = 0
      for (channel, value) in newValue { self[channel] = value }
    }
  }

  /// The channels that are set, in channel order.
  public var setChannels: [Channel] {
    var channels: [Channel] = []
    var bits = mask
    while bits != 0 {
      let index = bits.trailingZeroBitCount
      if let channel = Channel(rawValue: index) { channels.append(channel) }
      bits &= bits - 1
    }
    return channels
  }

  public subscript(channel: Channel) -> Double? {
    get { mask & (1 << UInt64(channel.rawValue)) != 0 ? storage[channel.rawValue] : nil }
    set {
      let bit: UInt64 = 1 << UInt64(channel.rawValue)
      if let newValue {
        storage[channel.rawValue] = newValue
        mask |= bit
      } else {
        storage[channel.rawValue] = 0
        mask &= ~bit
      }
    }
  }

  /// Copies every set value into a values vector.
  public func apply(to values: inout ModalValues) {
    var bits = mask
    while bits != 0 {
      let index = bits.trailingZeroBitCount
      values.storage[index] = storage[index]
      bits &= bits - 1
    }
  }

  /// Sets the four channels of a color.
  public mutating func setColor(_ color: Color, _ channels: ColorChannels) {
    self[channels.red] = color.red
    self[channels.green] = color.green
    self[channels.blue] = color.blue
    self[channels.alpha] = color.alpha
  }

  /// This keyframe with every field that `overlay` sets replaced by the overlay's.
  public func overlaid(with overlay: Keyframe) -> Keyframe {
    var result = self
    if overlay.mask != 0 {
      var bits = overlay.mask
      while bits != 0 {
        let index = bits.trailingZeroBitCount
        result.storage[index] = overlay.storage[index]
        bits &= bits - 1
      }
      result.mask |= overlay.mask
    }
    result.maskedCorners = overlay.maskedCorners ?? maskedCorners
    result.modalBlurEffect = overlay.modalBlurEffect ?? modalBlurEffect
    result.backgroundBlurEffect = overlay.backgroundBlurEffect ?? backgroundBlurEffect
    result.allowSnapping = overlay.allowSnapping ?? allowSnapping
    result.backgroundTapInteraction = overlay.backgroundTapInteraction ?? backgroundTapInteraction
    return result
  }
}

/// The four channels of one color property.
public struct ColorChannels: Hashable, Sendable {
  public var red: Channel
  public var green: Channel
  public var blue: Channel
  public var alpha: Channel

  public static let modalBackground = ColorChannels(
    red: .modalBackgroundRed, green: .modalBackgroundGreen, blue: .modalBackgroundBlue,
    alpha: .modalBackgroundAlpha)
  public static let border = ColorChannels(
    red: .borderRed, green: .borderGreen, blue: .borderBlue, alpha: .borderAlpha)
  public static let shadow = ColorChannels(
    red: .shadowRed, green: .shadowGreen, blue: .shadowBlue, alpha: .shadowAlpha)
  public static let handle = ColorChannels(
    red: .handleRed, green: .handleGreen, blue: .handleBlue, alpha: .handleAlpha)
  public static let background = ColorChannels(
    red: .backgroundRed, green: .backgroundGreen, blue: .backgroundBlue, alpha: .backgroundAlpha)

  /// Reads the color from a values vector.
  public func color(in values: ModalValues) -> Color {
    Color(red: values[red], green: values[green], blue: values[blue], alpha: values[alpha])
  }
}

/// The discrete (non-interpolated) properties of a resolved point; they switch at the nearest
/// point.
public struct ModalTraits: Hashable, Sendable {
  public var maskedCorners: Corners
  public var modalBlurEffect: String?
  public var backgroundBlurEffect: String?
  /// The point's own setting; nil means "the default for its kind" (true for base points; for
  /// the undershoot and overshoot the release rules decide).
  public var allowSnapping: Bool?
  public var backgroundTapInteraction: TapInteraction

  /// Creates traits.
  public init(
    maskedCorners: Corners = .all, modalBlurEffect: String? = nil,
    backgroundBlurEffect: String? = nil, allowSnapping: Bool? = nil,
    backgroundTapInteraction: TapInteraction = .automatic
  ) {
    self.maskedCorners = maskedCorners
    self.modalBlurEffect = modalBlurEffect
    self.backgroundBlurEffect = backgroundBlurEffect
    self.allowSnapping = allowSnapping
    self.backgroundTapInteraction = backgroundTapInteraction
  }
}

extension ModalValues {
  /// What an `automatic` background tap means with these values: `passthrough` when the
  /// background is see-through (no blur, or blur intensity 0, and background opacity 0),
  /// `ignore` otherwise.
  public func effectiveTapInteraction(_ traits: ModalTraits) -> TapInteraction {
    guard traits.backgroundTapInteraction == .automatic else {
      return traits.backgroundTapInteraction
    }
    let noBlur = traits.backgroundBlurEffect == nil || self[.backgroundBlurIntensity] == 0
    return noBlur && self[.backgroundOpacity] == 0 ? .passthrough : .ignore
  }
}
