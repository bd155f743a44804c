// A stub of the DGSwiftUtilities declarations the adaptive-modal export uses (issue 14), read
// from github.com/dominicstop/DGSwiftUtilities at tag 0.11.0 (commit 4540cfd, the minimum
// adaptive-modal 2.1.2 and ComputableLayout 0.7.0 pin): Sources/Common/AnimationConfig/
// AnimationConfig.swift, Angle.swift, NumericLogicalExpression.swift, NumericOperation.swift,
// Transform3D.swift. Declarations only (names, labels, types, defaults, cases); bodies empty.
@_exported import UIKit

public enum AnimationConfig: Equatable {
  public static let `default`: Self = .springGesture(
    duration: 0.4, dampingRatio: 0.9, maxGestureVelocity: 15)

  case animator(UIViewPropertyAnimator)
  case presetCurve(duration: TimeInterval, curve: UIView.AnimationCurve)
  case presetSpring(duration: TimeInterval, dampingRatio: CGFloat)
  case bezierCurve(duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint)
  case springDamping(
    duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGVector? = nil,
    maxVelocity: CGFloat? = nil)
  case springPhysics(
    duration: TimeInterval, mass: CGFloat, stiffness: CGFloat, damping: CGFloat,
    initialVelocity: CGVector? = nil, maxVelocity: CGFloat? = nil)
  case springGesture(duration: TimeInterval, dampingRatio: CGFloat, maxGestureVelocity: CGFloat)
}

public enum Angle<T: BinaryFloatingPoint>: Equatable {
  case zero
  case radians(T)
  case degrees(T)
}

public enum NumericLogicalExpression<T: Numeric & Comparable & Equatable>: Equatable {
  case any
  case isLessThan(toValue: T)
  case isLessThanOrEqual(toValue: T)
  case isEqual(toValue: T)
  case isGreaterThan(toValue: T)
  case isGreaterThanOrEqual(toValue: T)
  case isBetweenRange(start: T, end: T, isInclusive: Bool = true)
}

public enum NumericOperation: String, CaseIterable {
  case multiply, divide, add, subtract
}

public struct Transform3D: Equatable {
  public init(
    translateX: CGFloat? = nil, translateY: CGFloat? = nil, translateZ: CGFloat? = nil,
    scaleX: CGFloat? = nil, scaleY: CGFloat? = nil, rotateX: Angle<CGFloat>? = nil,
    rotateY: Angle<CGFloat>? = nil, rotateZ: Angle<CGFloat>? = nil, perspective: CGFloat? = nil,
    skewX: CGFloat? = nil, skewY: CGFloat? = nil
  ) {}

  public init(
    translateX: CGFloat, translateY: CGFloat, translateZ: CGFloat, scaleX: CGFloat,
    scaleY: CGFloat, rotateX: Angle<CGFloat>, rotateY: Angle<CGFloat>, rotateZ: Angle<CGFloat>,
    perspective: CGFloat, skewX: CGFloat, skewY: CGFloat
  ) {}
}
