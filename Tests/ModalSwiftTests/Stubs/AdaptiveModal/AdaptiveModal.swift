// A stub of the AdaptiveModal declarations the adaptive-modal export uses (issue 14), read from
// github.com/dominicstop/adaptive-modal at commit b7ad470 (tag 2.1.2 plus a dependency bump;
// Package.swift pins ComputableLayout from 0.7.0 and DGSwiftUtilities from 0.11.0):
// Sources/AdaptiveModalConfig/AdaptiveModalConfig.swift, AdaptiveModalSnapPointConfig.swift,
// AdaptiveModalSnapPointMode.swift, AdaptiveModalSnapPointPreset.swift,
// AdaptiveModalKeyframeConfig.swift, AdaptiveModalClampingConfig.swift,
// AdaptiveModalConstrainedConfig.swift, AdaptiveModalConfigMode.swift and
// Sources/AdaptiveModalManager/AdaptiveModalManager.swift. Declarations only (names, labels,
// types, defaults, cases); bodies empty.
@_exported import ComputableLayout

public struct AdaptiveModalConfig: Equatable {
  public enum Orientation: String {
    case vertical
    case horizontal
  }

  public enum SnapDirection: String {
    case bottomToTop
    case topToBottom
    case leftToRight
    case rightToLeft
  }

  public enum SnapPercentStrategy: String {
    case index
    case position
  }

  public enum DragHandlePosition: String {
    case automatic, none
    case top, bottom, left, right
  }

  public init(
    snapPoints: [AdaptiveModalSnapPointConfig],
    snapDirection: SnapDirection,
    snapPercentStrategy: SnapPercentStrategy? = nil,
    snapAnimationConfig: AnimationConfig? = nil,
    entranceAnimationConfig: AnimationConfig? = nil,
    exitAnimationConfig: AnimationConfig? = nil,
    interpolationClampingConfig: AdaptiveModalClampingConfig? = nil,
    initialSnapPointIndex: Int? = nil,
    undershootSnapPoint: AdaptiveModalSnapPointPreset? = nil,
    overshootSnapPoint: AdaptiveModalSnapPointPreset? = nil,
    dragHandlePosition: DragHandlePosition = .automatic,
    dragHandleHitSlop: CGPoint? = nil,
    modalSwipeGestureEdgeHeight: CGFloat? = nil,
    shouldSetModalScrollViewContentInsets: Bool? = nil,
    shouldSetModalScrollViewVerticalScrollIndicatorInsets: Bool? = nil,
    shouldSetModalScrollViewHorizontalScrollIndicatorInsets: Bool? = nil
  ) {}
}

public enum AdaptiveModalSnapPointMode: Equatable {
  case standard(layoutConfig: ComputableLayout)
  case inBetween(layoutConfig: ComputableLayout?)
}

public struct AdaptiveModalSnapPointConfig: Equatable {
  public init(
    key: String?,
    type: AdaptiveModalSnapPointMode,
    keyframeConfig: AdaptiveModalKeyframeConfig?
  ) {}

  public init(
    key: String? = nil,
    layoutConfig: ComputableLayout,
    keyframeConfig: AdaptiveModalKeyframeConfig? = nil
  ) {}

  public init(
    key: String? = nil,
    fromSnapPointPreset snapPointPreset: AdaptiveModalSnapPointPreset,
    fromBaseLayoutConfig baseLayoutConfig: ComputableLayout
  ) {}
}

public struct AdaptiveModalSnapPointPreset: Equatable {
  public static let automatic: Self = .init(layoutPreset: .automatic)

  public init(
    layoutPreset: ComputableLayoutPreset,
    keyframeConfig: AdaptiveModalKeyframeConfig? = nil
  ) {}
}

public struct AdaptiveModalKeyframeConfig: Equatable {
  public enum BackgroundInteractionMode: String {
    case automatic
    case dismiss, passthrough, ignore
  }

  public enum LayoutValueEdgeInsets: Equatable {
    case edgeInsets(UIEdgeInsets)
    case layoutValue(
      top: ComputableLayoutValue,
      left: ComputableLayoutValue,
      bottom: ComputableLayoutValue,
      right: ComputableLayoutValue
    )
  }

  public init(
    allowSnapping: Bool? = nil,
    backgroundTapInteraction: BackgroundInteractionMode? = nil,
    secondaryGestureAxisDampingPercent: CGFloat? = nil,
    modalScrollViewContentInsets: LayoutValueEdgeInsets? = nil,
    modalScrollViewVerticalScrollIndicatorInsets: LayoutValueEdgeInsets? = nil,
    modalScrollViewHorizontalScrollIndicatorInsets: LayoutValueEdgeInsets? = nil,
    modalTransform: Transform3D? = nil,
    modalBorderWidth: CGFloat? = nil,
    modalBorderColor: UIColor? = nil,
    modalShadowColor: UIColor? = nil,
    modalShadowOffset: CGSize? = nil,
    modalShadowOpacity: CGFloat? = nil,
    modalShadowRadius: CGFloat? = nil,
    modalCornerRadius: CGFloat? = nil,
    modalMaskedCorners: CACornerMask? = nil,
    modalOpacity: CGFloat? = nil,
    modalContentOpacity: CGFloat? = nil,
    modalBackgroundColor: UIColor? = nil,
    modalBackgroundOpacity: CGFloat? = nil,
    modalBackgroundVisualEffect: UIVisualEffect? = nil,
    modalBackgroundVisualEffectOpacity: CGFloat? = nil,
    modalBackgroundVisualEffectIntensity: CGFloat? = nil,
    modalDragHandleSize: CGSize? = nil,
    modalDragHandleOffset: CGFloat? = nil,
    modalDragHandleColor: UIColor? = nil,
    modalDragHandleOpacity: CGFloat? = nil,
    modalDragHandleCornerRadius: CGFloat? = nil,
    backgroundColor: UIColor? = nil,
    backgroundOpacity: CGFloat? = nil,
    backgroundVisualEffect: UIVisualEffect? = nil,
    backgroundVisualEffectOpacity: CGFloat? = nil,
    backgroundVisualEffectIntensity: CGFloat? = nil
  ) {}
}

public struct AdaptiveModalClampingConfig: Equatable {
  public enum ClampingKeys: String, CaseIterable {
    case modalSizeHeight
    case modalSizeWidth
    case modalOriginX
    case modalOriginY
    case modalPaddingTop
    case modalPaddingLeft
    case modalPaddingBottom
    case modalPaddingRight
    case modalTransformTranslateX
    case modalTransformTranslateY
    case modalTransformTranslateZ
    case modalTransformScaleX
    case modalTransformScaleY
    case modalTransformRotateX
    case modalTransformRotateY
    case modalTransformRotateZ
    case modalTransformPerspective
    case modalTransformSkewX
    case modalTransformSkewY
    case modalBorderWidth
    case modalShadowOffset
    case modalShadowRadius
    case modalCornerRadius
    case modalDragHandleSizeHeight
    case modalDragHandleSizeWidth
    case modalDragHandleOffset
    case modalDragHandleCornerRadius
  }

  public init(
    clampingKeysLeft: Set<ClampingKeys>,
    clampingKeysRight: Set<ClampingKeys>
  ) {}

  public init(clampingKeys: Set<ClampingKeys>) {}
}

public struct AdaptiveModalConstrainedConfig {
  public init(
    constraints: [EvaluableCondition],
    config: AdaptiveModalConfig,
    identifier: String? = nil
  ) {}
}

public enum AdaptiveModalConfigMode {
  case staticConfig(AdaptiveModalConfig)
  case adaptiveConfig(
    defaultConfig: AdaptiveModalConfig,
    constrainedConfigs: [AdaptiveModalConstrainedConfig]
  )
}

public class AdaptiveModalManager: NSObject {
  public var shouldEnableSnapping = true
  public var shouldEnableOverShooting = true
  public var shouldDismissKeyboardOnGestureSwipe = false
  public var shouldLockAxisToModalDirection = false
  public var overrideShouldSnapToUnderShootSnapPoint: Bool?
  public var overrideShouldSnapToOvershootSnapPoint: Bool?
  public var shouldDismissModalOnSnapToUnderShootSnapPoint = true
  public var shouldDismissModalOnSnapToOverShootSnapPoint = false
  public var isSwipeGestureEnabled = true
  public var isModalContentSwipeGestureEnabled = true
  public var allowModalToDragWhenAtMinScrollViewOffset = true
  public var allowModalToDragWhenAtMaxScrollViewOffset = true
  public var isModalDragHandleGestureEnabled = true

  public init(
    presentingViewController presentingVC: UIViewController? = nil,
    staticConfig: AdaptiveModalConfig
  ) {}

  public init(
    presentingViewController presentingVC: UIViewController? = nil,
    adaptiveConfig: AdaptiveModalConfigMode
  ) {}
}
