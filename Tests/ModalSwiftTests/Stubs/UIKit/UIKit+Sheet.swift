// The UIKit sheet declarations `export swift uikit` uses (issue 14), with the signatures of
// Apple's iOS 18 SDK as its developer.apple.com symbol pages declare them:
// - documentation/uikit/uisheetpresentationcontroller (the class, @MainActor; detents,
//   selectedDetentIdentifier, largestUndimmedDetentIdentifier, prefersGrabberVisible,
//   preferredCornerRadius-3mb5 (Swift: `CGFloat?`, default nil),
//   prefersScrollingExpandsWhenScrolledToEdge (default true), prefersEdgeAttachedInCompactHeight
//   (false), widthFollowsPreferredContentSizeWhenEdgeAttached (false), prefersPageSizing
//   (iOS 17, true), animateChanges(_:), invalidateDetents() (iOS 16))
// - .../uisheetpresentationcontroller/detent (medium(), large(), custom(identifier:resolver:)
//   (iOS 16), resolvedValue(in:), identifier)
// - .../uisheetpresentationcontroller/detent/identifier-swift.struct (init(_:),
//   init(rawValue:), medium, large)
// - documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
//   (containerTraitCollection, maximumDetentValue)
// - documentation/uikit/uiviewcontroller/sheetpresentationcontroller
// Bodies are empty or fatalError(): only the signatures matter to `swiftc -typecheck`. Each
// declaration carries its page's `@available(iOS N, *)` (checked by `typecheckForIOS`).

/// A context for resolving custom detent values.
@available(iOS 16, *)
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  var containerTraitCollection: UITraitCollection { get }
  var maximumDetentValue: CGFloat { get }
}

/// A presentation controller that manages the appearance and behavior of a sheet.
@available(iOS 15, *)
@MainActor open class UISheetPresentationController: UIPresentationController {
  /// An object that represents a height where a sheet naturally rests.
  @MainActor open class Detent: NSObject {
    /// Constants that identify system detent sizes.
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
      public var rawValue: String
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let large = Identifier("com.apple.UIKit.large")
      public static let medium = Identifier("com.apple.UIKit.medium")
    }

    open class func large() -> Self { fatalError() }
    open class func medium() -> Self { fatalError() }

    @available(iOS 16, *)
    @preconcurrency public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent { fatalError() }

    @available(iOS 16, *)
    @preconcurrency public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? { nil }

    open var identifier: UISheetPresentationController.Detent.Identifier { fatalError() }
  }

  open var detents: [UISheetPresentationController.Detent] = []
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
  open var prefersGrabberVisible: Bool = false
  @preconcurrency public var preferredCornerRadius: CGFloat? = nil
  open var prefersScrollingExpandsWhenScrolledToEdge: Bool = true
  open var prefersEdgeAttachedInCompactHeight: Bool = false
  open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false
  @available(iOS 17, *)
  open var prefersPageSizing: Bool {
    get { true }
    set {}
  }

  open func animateChanges(_ changes: () -> Void) {}
  @available(iOS 16, *)
  open func invalidateDetents() {}
}

extension UIViewController {
  /// The sheet presentation controller for the view controller (nil unless its
  /// `modalPresentationStyle` is `.pageSheet` or `.formSheet`).
  @available(iOS 15, *)
  @MainActor public var sheetPresentationController: UISheetPresentationController? { nil }
}
