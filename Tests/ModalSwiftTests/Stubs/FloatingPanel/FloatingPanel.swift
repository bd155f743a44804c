// A stub of FloatingPanel's public declarations the floatingpanel export uses (issue 14),
// following FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2: Sources/Position.swift,
// State.swift, LayoutProperties.swift, LayoutAnchoring.swift, Layout.swift, Behavior.swift,
// Controller.swift, SurfaceView.swift, BackdropView.swift, GrabberView.swift): the types,
// initialisers with their labels, defaults and order, and enum cases as declared there; bodies
// empty. Linux has no Objective-C runtime, so `@objc` is left out and the protocols' `@objc
// optional` requirements are requirements with a default in an extension: a conformance that
// compiles here compiles against the library. Isolation as the library's (commit 7efcc76, tag
// 3.2.2): its Sources/ declare no @MainActor outside SwiftUI/ and build in Swift 5 mode
// (FloatingPanel.podspec swift_version 5.0), so its protocols (Layout.swift line 7,
// Behavior.swift line 7, LayoutAnchoring.swift line 6) and FloatingPanelState (State.swift line 7)
// are nonisolated, and FloatingPanelController (Controller.swift line 146), SurfaceView and
// BackdropView are main-actor isolated only as subclasses of UIViewController and UIView.
import UIKit

// Position.swift
public enum FloatingPanelPosition: Int {
  case top
  case left
  case bottom
  case right
}

// State.swift
open class FloatingPanelState: NSObject, NSCopying, RawRepresentable {
  public typealias RawValue = String

  required public init?(rawValue: RawValue) {
    self.order = 0
    self.rawValue = rawValue
  }

  public init(rawValue: RawValue, order: Int) {
    self.rawValue = rawValue
    self.order = order
  }

  public let rawValue: RawValue
  public let order: Int

  public func copy(with zone: NSZone? = nil) -> Any { self }

  nonisolated(unsafe) public static let full = FloatingPanelState(rawValue: "full", order: 1000)
  nonisolated(unsafe) public static let half = FloatingPanelState(rawValue: "half", order: 500)
  nonisolated(unsafe) public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
  nonisolated(unsafe) public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)
}

// LayoutProperties.swift
public enum FloatingPanelReferenceEdge: Int {
  case top
  case left
  case bottom
  case right
}

public enum FloatingPanelLayoutReferenceGuide: Int {
  case superview = 0
  case safeArea = 1
}

public enum FloatingPanelLayoutContentBoundingGuide: Int {
  case none = 0
  case superview = 1
  case safeArea = 2
}

// LayoutAnchoring.swift
public protocol FloatingPanelLayoutAnchoring {
  var referenceGuide: FloatingPanelLayoutReferenceGuide { get }
  func layoutConstraints(_ fpc: FloatingPanelController, for position: FloatingPanelPosition)
    -> [NSLayoutConstraint]
}

final public class FloatingPanelLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
  public init(
    absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge,
    referenceGuide: FloatingPanelLayoutReferenceGuide
  ) {
    self.referenceGuide = referenceGuide
  }

  public init(
    fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge,
    referenceGuide: FloatingPanelLayoutReferenceGuide
  ) {
    self.referenceGuide = referenceGuide
  }

  public let referenceGuide: FloatingPanelLayoutReferenceGuide

  public func layoutConstraints(
    _ vc: FloatingPanelController, for position: FloatingPanelPosition
  ) -> [NSLayoutConstraint] { [] }
}

final public class FloatingPanelIntrinsicLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
  public init(
    absoluteOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea
  ) {
    self.referenceGuide = referenceGuide
  }

  public init(
    fractionalOffset: CGFloat, referenceGuide: FloatingPanelLayoutReferenceGuide = .safeArea
  ) {
    self.referenceGuide = referenceGuide
  }

  public let referenceGuide: FloatingPanelLayoutReferenceGuide

  public func layoutConstraints(
    _ vc: FloatingPanelController, for position: FloatingPanelPosition
  ) -> [NSLayoutConstraint] { [] }
}

// Layout.swift
public protocol FloatingPanelLayout {
  var position: FloatingPanelPosition { get }
  var initialState: FloatingPanelState { get }
  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
  /// `@objc optional` in the library.
  func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint]
  /// `@objc optional` in the library.
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat
}

extension FloatingPanelLayout {
  public func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] { [] }
  public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0 }
}

open class FloatingPanelBottomLayout: NSObject, FloatingPanelLayout {
  public override init() {}
  open var initialState: FloatingPanelState { .half }
  open var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { [:] }
  open var position: FloatingPanelPosition { .bottom }
  open func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] { [] }
  open func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0 }
}

// Behavior.swift
public protocol FloatingPanelBehavior {
  /// Each requirement is `@objc optional` in the library.
  var springDecelerationRate: CGFloat { get }
  var springResponseTime: CGFloat { get }
  var momentumProjectionRate: CGFloat { get }
  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState)
    -> Bool
  func redirectionalProgress(
    _ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
  ) -> CGFloat
  func allowsRubberBanding(for edge: UIRectEdge) -> Bool
  var removalInteractionVelocityThreshold: CGFloat { get }
}

extension FloatingPanelBehavior {
  public var springDecelerationRate: CGFloat { 0 }
  public var springResponseTime: CGFloat { 0 }
  public var momentumProjectionRate: CGFloat { 0 }
  public func shouldProjectMomentum(
    _ fpc: FloatingPanelController, to proposedState: FloatingPanelState
  ) -> Bool { false }
  public func redirectionalProgress(
    _ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
  ) -> CGFloat { 0 }
  public func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
  public var removalInteractionVelocityThreshold: CGFloat { 0 }
}

open class FloatingPanelDefaultBehavior: FloatingPanelBehavior {
  public init() {}
  open var springDecelerationRate: CGFloat { 0 }
  open var springResponseTime: CGFloat { 0 }
  open var momentumProjectionRate: CGFloat { 0 }
  open func redirectionalProgress(
    _ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
  ) -> CGFloat { 0 }
  open func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
  open var removalInteractionVelocityThreshold: CGFloat = 5.5
}

// Controller.swift
public protocol FloatingPanelControllerDelegate: AnyObject {}

open class FloatingPanelController: UIViewController {
  public enum ContentInsetAdjustmentBehavior: Int {
    case always
    case never
  }

  public enum ContentMode: Int {
    case `static`
    case fitToBounds
  }

  public init(delegate: FloatingPanelControllerDelegate? = nil) {}

  public weak var delegate: FloatingPanelControllerDelegate?
  public var surfaceView: SurfaceView { SurfaceView() }
  public var backdropView: BackdropView { BackdropView() }
  public weak var trackingScrollView: UIScrollView?
  public var state: FloatingPanelState { .hidden }
  public var layout: FloatingPanelLayout {
    get { FloatingPanelBottomLayout() }
    set {}
  }
  public var behavior: FloatingPanelBehavior {
    get { FloatingPanelDefaultBehavior() }
    set {}
  }
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .always
  public var isRemovalInteractionEnabled: Bool {
    get { false }
    set {}
  }
  public var contentMode: ContentMode = .static
  public func track(scrollView: UIScrollView) {}
}

// SurfaceView.swift
public class SurfaceAppearance: NSObject {
  public class Shadow: NSObject {
    public var hidden: Bool = false
    public var color: UIColor = .black
    public var offset: CGSize = CGSize(width: 0.0, height: 1.0)
    public var opacity: Float = 0.2
    public var radius: CGFloat = 3
    public var spread: CGFloat = 0
  }

  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0.0
  public var shadows: [Shadow] = [Shadow()]
  public var borderColor: UIColor?
  public var borderWidth: CGFloat = 0.0
}

public class SurfaceView: UIView {
  public let grabberHandle = GrabberView()
  public var grabberHandlePadding: CGFloat = 6.0
  public var grabberAreaOffset: CGFloat = 36.0
  public var grabberHandleSize: CGSize = CGSize(width: 36.0, height: 5.0)
  public weak var contentView: UIView?
  public var contentPadding: UIEdgeInsets = .zero
  public var appearance = SurfaceAppearance()
  public var containerMargins: UIEdgeInsets = .zero
}

// GrabberView.swift
public class GrabberView: UIView {}

// BackdropView.swift
open class BackdropView: UIView {
  public var dismissalTapGestureRecognizer = UITapGestureRecognizer()
}
