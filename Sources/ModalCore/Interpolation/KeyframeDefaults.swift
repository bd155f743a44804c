/// The keyframe defaults of MODEL.md section 4 and the rules that resolve every point's
/// keyframe from the partial keyframes of a config.
public enum KeyframeDefaults {
  /// The values a first base point starts from (horizontal directions get a 6 x 40 handle).
  public static func base(for direction: SnapDirection) -> Keyframe {
    direction.axis == .horizontal ? horizontalBase : verticalBase
  }

  static let verticalBase = makeBase(horizontal: false)
  static let horizontalBase = makeBase(horizontal: true)

  static func makeBase(horizontal: Bool) -> Keyframe {
    var keyframe = Keyframe()
    let values: [(Channel, Double)] = [
      (.cornerRadius, 0), (.opacity, 1), (.contentOpacity, 1), (.modalBackgroundOpacity, 1),
      (.modalBlurIntensity, 1), (.borderWidth, 0), (.shadowOpacity, 0), (.shadowRadius, 0),
      (.shadowOffsetX, 0), (.shadowOffsetY, 0),
      (.translateX, 0), (.translateY, 0), (.translateZ, 0), (.scaleX, 1), (.scaleY, 1),
      (.rotateX, 0), (.rotateY, 0), (.rotateZ, 0), (.perspective, 0), (.skewX, 0), (.skewY, 0),
      (.handleWidth, horizontal ? 6 : 40), (.handleHeight, horizontal ? 40 : 6),
      (.handleOffset, 8), (.handleOpacity, 0.8), (.handleCornerRadius, 3),
      (.backgroundOpacity, 0), (.backgroundBlurIntensity, 1), (.secondaryAxisDamping, 1),
      (.presentingScale, 1), (.presentingTranslateY, 0), (.presentingCornerRadius, 0),
      (.presentingOverlayOpacity, 0),
    ]
    for (channel, value) in values { keyframe[channel] = value }
    keyframe.setColor(.white, .modalBackground)
    keyframe.setColor(.black, .border)
    keyframe.setColor(.black, .shadow)
    keyframe.setColor(.systemGray, .handle)
    keyframe.setColor(.black, .background)
    keyframe.maskedCorners = .all
    keyframe.backgroundTapInteraction = .automatic
    return keyframe
  }

  /// What the undershoot overlays on the first base point's values (unless it has an explicit
  /// preset and no keyframe): content opacity 0.5, background opacity 0, both blur intensities
  /// 0, the identity transform, tap automatic.
  public static let undershoot: Keyframe = {
    var keyframe = Keyframe()
    let values: [(Channel, Double)] = [
      (.contentOpacity, 0.5), (.backgroundOpacity, 0), (.modalBlurIntensity, 0),
      (.backgroundBlurIntensity, 0),
      (.translateX, 0), (.translateY, 0), (.translateZ, 0), (.scaleX, 1), (.scaleY, 1),
      (.rotateX, 0), (.rotateY, 0), (.rotateZ, 0), (.perspective, 0), (.skewX, 0), (.skewY, 0),
    ]
    for (channel, value) in values { keyframe[channel] = value }
    keyframe.backgroundTapInteraction = .automatic
    return keyframe
  }()
}
