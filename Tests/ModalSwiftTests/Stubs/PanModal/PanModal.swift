// A stub of PanModal's public declarations the panmodal export uses (issue 14), following
// PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7: PanModal/Presentable/PanModalHeight.swift,
// PanModalPresentable.swift, PanModalPresentable+Defaults.swift,
// PanModalPresentable+UIViewController.swift, Controller/PanModalPresentationController.swift,
// Presenter/UIViewController+PanModalPresenter.swift): the protocol's requirements, the
// defaults its extension gives them (bodies empty), the enum cases, the presenter's method.
// Isolation as the library's (commit 76ab89f): Swift 5 (PanModal.podspec swift_version 5.0), no
// @MainActor anywhere, so `PanModalPresentable: AnyObject` (PanModalPresentable.swift line 22) is
// nonisolated and PanModalPresentationController is main-actor isolated only through
// UIPresentationController.
import UIKit

// PanModalHeight.swift
public enum PanModalHeight: Equatable {
  case maxHeight
  case maxHeightWithTopInset(CGFloat)
  case contentHeight(CGFloat)
  case contentHeightIgnoringSafeArea(CGFloat)
  case intrinsicHeight
}

// PanModalPresentationController.swift
open class PanModalPresentationController: UIPresentationController {
  public enum PresentationState {
    case shortForm
    case longForm
  }
}

// PanModalPresentable.swift
public protocol PanModalPresentable: AnyObject {
  var panScrollable: UIScrollView? { get }
  var topOffset: CGFloat { get }
  var shortFormHeight: PanModalHeight { get }
  var longFormHeight: PanModalHeight { get }
  var cornerRadius: CGFloat { get }
  var springDamping: CGFloat { get }
  var transitionDuration: Double { get }
  var transitionAnimationOptions: UIView.AnimationOptions { get }
  var panModalBackgroundColor: UIColor { get }
  var dragIndicatorBackgroundColor: UIColor { get }
  var scrollIndicatorInsets: UIEdgeInsets { get }
  var anchorModalToLongForm: Bool { get }
  var allowsExtendedPanScrolling: Bool { get }
  var allowsDragToDismiss: Bool { get }
  var allowsTapToDismiss: Bool { get }
  var isUserInteractionEnabled: Bool { get }
  var isHapticFeedbackEnabled: Bool { get }
  var shouldRoundTopCorners: Bool { get }
  var showDragIndicator: Bool { get }
  func shouldRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool
  func willRespond(to panModalGestureRecognizer: UIPanGestureRecognizer)
  func shouldPrioritize(panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool
  func shouldTransition(to state: PanModalPresentationController.PresentationState) -> Bool
  func willTransition(to state: PanModalPresentationController.PresentationState)
  func panModalWillDismiss()
  func panModalDidDismiss()
}

// PanModalPresentable+Defaults.swift (every requirement but panScrollable has a default)
extension PanModalPresentable where Self: UIViewController {
  public var topOffset: CGFloat { 0 }
  public var shortFormHeight: PanModalHeight { longFormHeight }
  public var longFormHeight: PanModalHeight { .maxHeight }
  public var cornerRadius: CGFloat { 8.0 }
  public var springDamping: CGFloat { 0.8 }
  public var transitionDuration: Double { 0.5 }
  public var transitionAnimationOptions: UIView.AnimationOptions {
    [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState]
  }
  public var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.7) }
  public var dragIndicatorBackgroundColor: UIColor { UIColor.lightGray }
  public var scrollIndicatorInsets: UIEdgeInsets { .zero }
  public var anchorModalToLongForm: Bool { true }
  public var allowsExtendedPanScrolling: Bool { false }
  public var allowsDragToDismiss: Bool { true }
  public var allowsTapToDismiss: Bool { true }
  public var isUserInteractionEnabled: Bool { true }
  public var isHapticFeedbackEnabled: Bool { true }
  public var shouldRoundTopCorners: Bool { false }
  public var showDragIndicator: Bool { shouldRoundTopCorners }
  public func shouldRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool { true }
  public func willRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) {}
  public func shouldTransition(to state: PanModalPresentationController.PresentationState) -> Bool {
    true
  }
  public func shouldPrioritize(panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool { false }
  public func willTransition(to state: PanModalPresentationController.PresentationState) {}
  public func panModalWillDismiss() {}
  public func panModalDidDismiss() {}
}

// PanModalPresentable+UIViewController.swift
extension PanModalPresentable where Self: UIViewController {
  public typealias AnimationBlockType = () -> Void
  public typealias AnimationCompletionType = (Bool) -> Void
  public typealias LayoutType = UIViewController & PanModalPresentable
  public func panModalTransition(to state: PanModalPresentationController.PresentationState) {}
  public func panModalSetNeedsLayoutUpdate() {}
  public func panModalPerformUpdates(_ updates: () -> Void) {}
}

// UIViewController+PanModalPresenter.swift
extension UIViewController {
  public var isPanModalPresented: Bool { false }
  public func presentPanModal(
    _ viewControllerToPresent: UIViewController & PanModalPresentable, sourceView: UIView? = nil,
    sourceRect: CGRect = .zero
  ) {}
}
