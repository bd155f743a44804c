// The UIKit (and CoreGraphics) declarations the adaptive-modal export and its library stubs
// (DGSwiftUtilities, ComputableLayout, AdaptiveModal) use, with the signatures of Apple's iOS 18
// SDK (developer.apple.com symbol pages): labels, types and cases as declared there, bodies
// empty.

/// CoreGraphics' `CGVector` (Foundation on Linux lacks it).
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() {
    dx = 0
    dy = 0
  }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

extension UIView {
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}

open class UIViewPropertyAnimator: NSObject {}

public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified, leftToRight, rightToLeft
}

open class UIDevice: NSObject {}
