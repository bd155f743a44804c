// UIKit declarations the FloatingPanel stub and the floatingpanel export use (issue 14), with the
// signatures of Apple's iOS 18 SDK; bodies empty.

open class UIGestureRecognizer: NSObject {
  open var isEnabled: Bool = true
}

open class UITapGestureRecognizer: UIGestureRecognizer {}

open class NSLayoutConstraint: NSObject {}

extension UIView {
  /// A stored property in UIKit; computed here because an extension cannot store.
  public var isHidden: Bool {
    get { false }
    set {}
  }
}

extension UIViewController {
  /// UITraitEnvironment's `traitCollection` (a protocol UIViewController adopts in UIKit):
  /// the floatingpanel export's set-up chooses its layout by the controller's traits.
  public var traitCollection: UITraitCollection { UITraitCollection() }
}
