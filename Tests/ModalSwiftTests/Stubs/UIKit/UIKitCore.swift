// A stub of the UIKit declarations the exports use (issue 14), with the signatures of Apple's
// iOS 18 SDK (developer.apple.com symbol pages): labels, parameter types, defaults and cases as
// declared there, bodies empty. The export tests type-check every exported file against it
// with `swiftc -typecheck`. Each export target adds the declarations it needs in a file of its
// own (UIKit+TARGET.swift) so that none of them edits another's.
@_exported import Foundation

// UIResponder and so every view and view controller are main-actor isolated, as in the SDK
// (`@MainActor class UIResponder`): a conformance of one to a library's nonisolated protocol
// is checked as in Swift 6 language mode.
@MainActor open class UIResponder: NSObject {}

open class UIView: UIResponder {
  public override init() {}
  open var backgroundColor: UIColor?
}

open class UIScrollView: UIView {
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
  open var decelerationRate: DecelerationRate = .normal
}

open class UITableView: UIScrollView {}

open class UIColor: NSObject, @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public init(white: CGFloat, alpha: CGFloat) {}
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  open class var systemGray: UIColor { UIColor(white: 0.5, alpha: 1) }
}

open class UIVisualEffect: NSObject {}

open class UIBlurEffect: UIVisualEffect {
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }
  public init(style: UIBlurEffect.Style) {}
}

public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1)
  public static let left = UIRectEdge(rawValue: 2)
  public static let bottom = UIRectEdge(rawValue: 4)
  public static let right = UIRectEdge(rawValue: 8)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// QuartzCore's corner mask (UIKit re-exports QuartzCore).
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified, phone, pad, tv, carPlay, mac, vision
}

open class UITraitCollection: NSObject {
  open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
  open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
}

@MainActor open class UIPresentationController: NSObject {
  open var traitCollection: UITraitCollection { UITraitCollection() }
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover, none, automatic
}

open class UIViewController: UIResponder {
  public override init() {}
  open var view: UIView! { UIView() }
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var preferredContentSize: CGSize = .zero
  open var isModalInPresentation: Bool = false
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
}
