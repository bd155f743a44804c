// A stub of the ComputableLayout declarations the adaptive-modal export uses (issue 14), read
// from github.com/dominicstop/ComputableLayout at tag 0.7.0 (commit b9f9301, the version
// adaptive-modal 2.1.2 pins and resolves): Sources/ComputableLayout/ComputableLayout.swift,
// ComputableLayout+EmbeddedTypes.swift, ComputableLayoutHorizontalAlignment.swift,
// ComputableLayoutVerticalAlignment.swift, ComputableLayoutPreset.swift,
// Sources/ComputableLayoutValue/*.swift and Sources/EvaluableCondition/*.swift. Declarations
// only (names, labels, types, defaults, cases); bodies empty.
@_exported import DGSwiftUtilities

public enum ComputableLayoutHorizontalAlignment: String, Equatable, CaseIterable {
  case left, right, center
}

public enum ComputableLayoutVerticalAlignment: String, Equatable, CaseIterable {
  case top, bottom, center
}

public struct ComputableLayout: Equatable {
  public typealias HorizontalAlignment = ComputableLayoutHorizontalAlignment
  public typealias VerticalAlignment = ComputableLayoutVerticalAlignment

  public init(
    horizontalAlignment: HorizontalAlignment,
    verticalAlignment: VerticalAlignment,
    width: ComputableLayoutValue,
    height: ComputableLayoutValue,
    marginLeft: ComputableLayoutValue? = nil,
    marginRight: ComputableLayoutValue? = nil,
    marginTop: ComputableLayoutValue? = nil,
    marginBottom: ComputableLayoutValue? = nil,
    paddingLeft: ComputableLayoutValue? = nil,
    paddingRight: ComputableLayoutValue? = nil,
    paddingTop: ComputableLayoutValue? = nil,
    paddingBottom: ComputableLayoutValue? = nil,
    offsetX: ComputableLayoutValue? = nil,
    offsetY: ComputableLayoutValue? = nil
  ) {}
}

public enum ComputableLayoutPreset: Equatable {
  case automatic
  case offscreenBottom, offscreenTop, offscreenLeft, offscreenRight
  case halfOffscreenBottom, halfOffscreenTop, halfOffscreenLeft, halfOffscreenRight
  case edgeBottom, edgeTop, edgeLeft, edgeRight
  case fitScreen, fitScreenHorizontally, fitScreenVertically
  case center
  case layoutConfig(_ config: ComputableLayout)
}

public enum ComputableLayoutValuePercentTarget: String, CaseIterable {
  case screenSize, screenWidth, screenHeight
  case windowSize, windowWidth, windowHeight
  case targetSize, targetWidth, targetHeight
  case currentSize, currentWidth, currentHeight
}

public enum ComputableLayoutValueEvaluableCondition: Equatable {
  case isNilOrZero(_ value: ComputableLayoutValueMode)
  case keyboardPresent
}

public indirect enum ComputableLayoutValueMode: Equatable {
  case stretch
  case constant(_: CGFloat)
  case percent(relativeTo: ComputableLayoutValuePercentTarget = .targetSize, percentValue: Double)
  case safeAreaInsets(insetKey: KeyPath<UIEdgeInsets, CGFloat>)
  case keyboardScreenRect(rectKey: KeyPath<CGRect, CGFloat>)
  case keyboardRelativeSize(sizeKey: KeyPath<CGSize, CGFloat>)
  case multipleValues(_ values: [Self])
  case conditionalLayoutValue(
    condition: ComputableLayoutValueEvaluableCondition, trueValue: Self?, falseValue: Self? = nil)
  case conditionalValue(condition: EvaluableCondition, trueValue: Self?, falseValue: Self? = nil)
}

public struct ComputableLayoutValue: Equatable {
  public init(
    mode: ComputableLayoutValueMode,
    offsetValue: ComputableLayoutValueMode? = nil,
    offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil,
    maxValue: ComputableLayoutValueMode? = nil
  ) {}
}

// ComputableLayoutValue+StaticAlias.swift
extension ComputableLayoutValue {
  public static let stretch: Self = .init(mode: .stretch)

  public static func stretch(
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }

  public static func constant(_ constantValue: CGFloat) -> Self { .init(mode: .stretch) }

  public static func percent(
    relativeTo: ComputableLayoutValuePercentTarget = .targetSize, percentValue: Double,
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }

  public static func safeAreaInsets(
    insetKey: KeyPath<UIEdgeInsets, CGFloat>,
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }

  public static func keyboardScreenRect(
    rectKey: KeyPath<CGRect, CGFloat>,
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }

  public static func keyboardRelativeSize(
    sizeKey: KeyPath<CGSize, CGFloat>,
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }

  public static func multipleValues(
    _ values: [ComputableLayoutValueMode],
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }

  public static func conditionalLayoutValue(
    condition: ComputableLayoutValueEvaluableCondition,
    trueValue: ComputableLayoutValueMode?, falseValue: ComputableLayoutValueMode? = nil,
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }

  public static func conditionalValue(
    condition: EvaluableCondition,
    trueValue: ComputableLayoutValueMode?, falseValue: ComputableLayoutValueMode? = nil,
    offsetValue: ComputableLayoutValueMode? = nil, offsetOperation: NumericOperation? = nil,
    minValue: ComputableLayoutValueMode? = nil, maxValue: ComputableLayoutValueMode? = nil
  ) -> Self { .init(mode: .stretch) }
}

public enum EvaluableConditionSizeValue: Equatable {
  case window, screen, statusBar, targetView
  case custom(CGSize)
}

public enum EvaluableConditionFrameRectValue: Equatable {
  case window, targetView, statusBar
  case custom(CGRect)
}

public struct EvaluableConditionContext {
  public var isVoiceOverRunning: Bool { false }
}

public indirect enum EvaluableCondition: Equatable {
  public typealias FrameRectValue = EvaluableConditionFrameRectValue
  public typealias SizeValue = EvaluableConditionSizeValue

  public enum UserInterfaceStyle: CaseIterable, Equatable {
    case unspecified, dark, light
  }

  public enum UserInterfaceLevel: CaseIterable, Equatable {
    case unspecified, base, elevated
  }

  public enum UserInterfaceActiveAppearance: CaseIterable, Equatable {
    case unspecified, inactive, active
  }

  case frameRect(
    of: FrameRectValue, valueForKey: KeyPath<CGRect, CGFloat>,
    condition: NumericLogicalExpression<CGFloat>)
  case size(
    of: SizeValue, valueForKey: KeyPath<CGSize, CGFloat>,
    condition: NumericLogicalExpression<CGFloat>)
  case safeAreaInsets(
    valueForKey: KeyPath<UIEdgeInsets, CGFloat>, condition: NumericLogicalExpression<CGFloat>)
  case deviceIdiom(is: UIUserInterfaceIdiom)
  case deviceOrientation(is: UIDeviceOrientation)
  case horizontalSizeClass(is: UIUserInterfaceSizeClass)
  case verticalSizeClass(is: UIUserInterfaceSizeClass)
  case interfaceStyle(is: UserInterfaceStyle)
  case interfaceLevel(is: UserInterfaceLevel)
  case interfaceOrientation(is: UIInterfaceOrientation)
  case activeAppearance(is: UserInterfaceActiveAppearance)
  case layoutDirection(is: UITraitEnvironmentLayoutDirection)
  case isFlagTrue(forKey: KeyPath<EvaluableConditionContext, Bool>)
  case deviceFlags(forKey: KeyPath<UIDevice, Bool>)
  case customFlag(Bool)
  case negate(Self)
  case ifAnyAreTrue([Self])
  case ifAllAreTrue([Self])
}
