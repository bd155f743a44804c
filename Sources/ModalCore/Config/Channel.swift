/// One numeric property of a modal's visual state: a rect component, a padding or a keyframe
/// number. Every channel interpolates piecewise-linearly with the percent (MODEL.md section 5),
/// so the interpolation code treats them uniformly as a vector (``ModalValues``).
public enum Channel: Int, Hashable, Sendable, CaseIterable {
  case frameX, frameY, frameWidth, frameHeight
  case paddingTop, paddingLeft, paddingBottom, paddingRight
  case cornerRadius, opacity, contentOpacity
  case modalBackgroundRed, modalBackgroundGreen, modalBackgroundBlue, modalBackgroundAlpha
  case modalBackgroundOpacity, modalBlurIntensity
  case borderWidth, borderRed, borderGreen, borderBlue, borderAlpha
  case shadowRed, shadowGreen, shadowBlue, shadowAlpha
  case shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY
  case translateX, translateY, translateZ, scaleX, scaleY, rotateX, rotateY, rotateZ
  case perspective, skewX, skewY
  case handleWidth, handleHeight, handleOffset
  case handleRed, handleGreen, handleBlue, handleAlpha
  case handleOpacity, handleCornerRadius
  case backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha
  case backgroundOpacity, backgroundBlurIntensity
  case secondaryAxisDamping
  case presentingScale, presentingTranslateY, presentingCornerRadius, presentingOverlayOpacity

  /// The number of channels.
  public static let count = Channel.allCases.count

  /// The group that decides whether the channel is clamped beyond the end points.
  public var clampGroup: ClampGroup {
    switch self {
    case .frameX: .x
    case .frameY: .y
    case .frameWidth: .width
    case .frameHeight: .height
    case .paddingLeft, .paddingRight: .horizontalPadding
    case .paddingTop, .paddingBottom: .verticalPadding
    case .cornerRadius: .cornerRadius
    case .opacity, .contentOpacity: .opacity
    case .modalBackgroundRed, .modalBackgroundGreen, .modalBackgroundBlue, .modalBackgroundAlpha,
      .modalBackgroundOpacity, .modalBlurIntensity:
      .modalBackground
    case .borderWidth, .borderRed, .borderGreen, .borderBlue, .borderAlpha: .border
    case .shadowRed, .shadowGreen, .shadowBlue, .shadowAlpha, .shadowOpacity, .shadowRadius,
      .shadowOffsetX, .shadowOffsetY:
      .shadow
    case .translateX, .translateY, .translateZ, .scaleX, .scaleY, .rotateX, .rotateY, .rotateZ,
      .perspective, .skewX, .skewY:
      .transform
    case .handleWidth, .handleHeight, .handleOffset, .handleRed, .handleGreen, .handleBlue,
      .handleAlpha, .handleOpacity, .handleCornerRadius:
      .dragHandle
    case .backgroundRed, .backgroundGreen, .backgroundBlue, .backgroundAlpha, .backgroundOpacity,
      .backgroundBlurIntensity:
      .background
    case .secondaryAxisDamping: .damping
    case .presentingScale, .presentingTranslateY, .presentingCornerRadius,
      .presentingOverlayOpacity:
      .presenting
    }
  }
}

/// Groups of channels that clamp together (`interpolationClamping` in a config).
public enum ClampGroup: String, Hashable, Sendable, CaseIterable {
  case x, y, width, height
  case horizontalPadding, verticalPadding
  case cornerRadius, opacity, modalBackground, border, shadow, transform, dragHandle
  case background, damping, presenting

  /// A small distinct number per group, for bit masks.
  var bit: Int {
    switch self {
    case .x: 0
    case .y: 1
    case .width: 2
    case .height: 3
    case .horizontalPadding: 4
    case .verticalPadding: 5
    case .cornerRadius: 6
    case .opacity: 7
    case .modalBackground: 8
    case .border: 9
    case .shadow: 10
    case .transform: 11
    case .dragHandle: 12
    case .background: 13
    case .damping: 14
    case .presenting: 15
    }
  }
}

/// The full numeric state of a modal: one value per ``Channel``.
public struct ModalValues: Hashable, Sendable {
  /// The values, indexed by `Channel.rawValue`; always `Channel.count` long.
  public var storage: [Double]

  /// All zeros.
  public init() {
    storage = [Double](repeating: 0, count: Channel.count)
  }

  /// Wraps a storage vector; it must hold `Channel.count` values.
  init(storage: [Double]) {
    self.storage = storage
  }

  @inlinable public subscript(channel: Channel) -> Double {
    get { storage[channel.rawValue] }
    set { storage[channel.rawValue] = newValue }
  }

  /// The modal's frame.
  @inlinable public var rect: Rect {
    get {
      Rect(x: self[.frameX], y: self[.frameY], width: self[.frameWidth], height: self[.frameHeight])
    }
    set {
      self[.frameX] = newValue.x
      self[.frameY] = newValue.y
      self[.frameWidth] = newValue.width
      self[.frameHeight] = newValue.height
    }
  }

  /// The content insets.
  public var padding: EdgeInsets {
    get {
      EdgeInsets(
        top: self[.paddingTop], left: self[.paddingLeft], bottom: self[.paddingBottom],
        right: self[.paddingRight])
    }
    set {
      self[.paddingTop] = newValue.top
      self[.paddingLeft] = newValue.left
      self[.paddingBottom] = newValue.bottom
      self[.paddingRight] = newValue.right
    }
  }

  /// True when every value is finite.
  public var isFinite: Bool { storage.allSatisfy { $0.isFinite } }

  /// True when the transform is the identity.
  public var hasIdentityTransform: Bool {
    self[.translateX] == 0 && self[.translateY] == 0 && self[.translateZ] == 0
      && self[.scaleX] == 1 && self[.scaleY] == 1 && self[.rotateX] == 0 && self[.rotateY] == 0
      && self[.rotateZ] == 0 && self[.skewX] == 0 && self[.skewY] == 0
  }
}
