/// Apple's sheet around a config's points: the properties of
/// `UISheetPresentationController` (and their SwiftUI modifiers) that decide what surrounds the
/// detents, under Apple's own names. A config with a `sheet` section is laid out the way the
/// system sheet lays itself out in each size class (``AppleSheet/effective(_:in:)``): a bottom
/// sheet in compact width, full screen or edge attached in compact height, a page or form sheet
/// in regular width and height. docs/apple-sheet.md maps every field to its UIKit property and
/// its SwiftUI modifier, with the source of each rule.
public struct SheetConfig: Hashable, Sendable {
  /// `largestUndimmedDetentIdentifier`: the key of the largest point with no dim, where taps
  /// on the background pass through ("no dim and pass-through at and below it"); nil dims
  /// every point. SwiftUI's `presentationBackgroundInteraction(.enabled(upThrough: D))` is D,
  /// `.enabled` the largest point's key, `.disabled` / `.automatic` nil.
  public var largestUndimmedDetentIdentifier: String?
  /// `prefersGrabberVisible` (SwiftUI `presentationDragIndicator(.visible)`): the grabber at
  /// the top of the sheet.
  public var prefersGrabberVisible: Bool
  /// `preferredCornerRadius` (SwiftUI `presentationCornerRadius(_:)`); nil is
  /// `UISheetPresentationControllerAutomaticDimension` (``AppleSheet/automaticCornerRadius``).
  public var preferredCornerRadius: Double?
  /// `prefersEdgeAttachedInCompactHeight`: false (Apple's default) shows the sheet full screen
  /// in compact height; true attaches it to the bottom edge only. SwiftUI's
  /// `presentationCompactAdaptation(.sheet)` or `(.none)` is true, `.automatic` and
  /// `.fullScreenCover` false.
  public var prefersEdgeAttachedInCompactHeight: Bool
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached`: false makes an edge-attached sheet as
  /// wide as its container's safe area; true uses ``preferredContentSize``'s width.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
  /// The presented view controller's `preferredContentSize`: the form sheet's size and, with
  /// ``widthFollowsPreferredContentSizeWhenEdgeAttached``, the edge-attached width; nil is the
  /// system's (``AppleSheet/formSheetSize``).
  public var preferredContentSize: Size?
  /// `prefersPageSizing` (iOS 17; SwiftUI `presentationSizing(.page)` / `.form`): in regular
  /// width and height, true (Apple's default) is a page sheet that "follows the readable
  /// width", false a form sheet sized by ``preferredContentSize``.
  public var prefersPageSizing: Bool
  /// `isModalInPresentation` (SwiftUI `interactiveDismissDisabled()`): neither a swipe nor a
  /// tap on the background dismisses the sheet.
  public var isModalInPresentation: Bool
  /// The oldest iOS the app supports (its deployment target): `lint` checks the sheet on every
  /// version from it to the newest (``SheetVersions``), and a detent the deployment target does
  /// not have is an error there, as the code using it would not build for it without
  /// `#available`. Not a property of Apple's sheet: the Xcode build setting
  /// `IPHONEOS_DEPLOYMENT_TARGET`. Default 15, the first with a sheet of detents.
  public var deploymentTarget: IOSVersion
  /// What is behind the sheet's content: the system's background (``SheetBackground/glass``,
  /// Liquid Glass from iOS 26, so a partial-height sheet floats) or the app's own
  /// (``SheetBackground/custom``: SwiftUI `presentationBackground(_:)`, a UIKit sheet whose
  /// view draws its own background), which keeps the edge-attached sheet of iOS 18 and before.
  public var background: SheetBackground
  /// SwiftUI's `presentationSizing(_:)` (iOS 18): page, form or fitted to the content in
  /// regular width and height; `automatic` leaves it to ``prefersPageSizing``.
  public var sizing: SheetSizing
  /// `preferredPlacement` (iOS 27; SwiftUI `presentationPlacement(_:)`): the page or form
  /// sheet on the leading or trailing edge, or centred.
  public var placement: SheetPlacement

  /// A sheet with Apple's defaults: everything dimmed, no grabber, the automatic corner radius,
  /// full screen in compact height, page sizing, dismissible.
  public init(
    largestUndimmedDetentIdentifier: String? = nil, prefersGrabberVisible: Bool = false,
    preferredCornerRadius: Double? = nil, prefersEdgeAttachedInCompactHeight: Bool = false,
    widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false,
    preferredContentSize: Size? = nil, prefersPageSizing: Bool = true,
    isModalInPresentation: Bool = false, deploymentTarget: IOSVersion = .oldest,
    background: SheetBackground = .glass, sizing: SheetSizing = .automatic,
    placement: SheetPlacement = .automatic
  ) {
    self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
    self.prefersGrabberVisible = prefersGrabberVisible
    self.preferredCornerRadius = preferredCornerRadius
    self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
    self.widthFollowsPreferredContentSizeWhenEdgeAttached =
      widthFollowsPreferredContentSizeWhenEdgeAttached
    self.preferredContentSize = preferredContentSize
    self.prefersPageSizing = prefersPageSizing
    self.isModalInPresentation = isModalInPresentation
    self.deploymentTarget = deploymentTarget
    self.background = background
    self.sizing = sizing
    self.placement = placement
  }

  /// The corner radius in use.
  public var cornerRadius: Double { preferredCornerRadius ?? AppleSheet.automaticCornerRadius }
}

/// The sheet's background (``SheetConfig/background``). On iOS 26 and later the system's
/// Liquid Glass background is what lets a partial-height sheet float inset from the screen's
/// edges (WWDC25 session 323: "partial height sheets are inset by default with a Liquid Glass
/// background"); a sheet with its own background keeps the edge-attached look (assumed: Apple
/// ties the inset to the glass, and the project takes an opaque background as opting out).
public enum SheetBackground: String, Hashable, Sendable, CaseIterable {
  /// The system's background: Liquid Glass on iOS 26 and later.
  case glass
  /// The app's own background (SwiftUI `presentationBackground(_:)`).
  case custom
}
