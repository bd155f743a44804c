// UIKit declarations the PanModal stub and the panmodal export use (issue 14), with the
// signatures of Apple's iOS 18 SDK; bodies empty.

open class UIPanGestureRecognizer: UIGestureRecognizer {}

extension UIView {
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  }
}

extension UIColor {
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
}
