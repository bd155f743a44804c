/// What a peer's presentation controller does to the sheet itself, beyond splitting a touch:
/// a hard stop for the drag, how the dim falls below the least open point, and how long the
/// scroll view is. In the peers one controller owns all of these and the hand-off
/// (PanModal's `PanModalPresentationController`), so the manager asks the config's hand-off
/// rule for them; every rule but PanModal's keeps the model's own behaviour.
public struct SheetTraits: Hashable, Sendable {
  /// How far towards open a drag may take the sheet, whatever the overdrag.
  public enum OpenLimit: Hashable, Sendable {
    /// No limit of the rule's own (the overdrag and `shouldEnableOverShooting` decide).
    case none
    /// The most open base point (PanModal's long form, ModalKit's largest size with a scroll
    /// view).
    case mostOpenPoint
    /// The leading edge `margin` beyond the container's far safe-area inset (ModalKit's
    /// `maxPossibleOrigin`, H - safe.top tall for a bottom sheet, margin 0; PanModal's
    /// `topOffset`, safe.top + 21 from the top, margin 21).
    case farSafeArea(margin: Double)
  }

  /// How far towards open a drag may take the sheet.
  public var openLimit: OpenLimit
  /// Below the least open base point the dim is that point's dim x (1 - distance / the
  /// container's length), instead of the interpolation towards the undershoot.
  public var dimsOverContainer: Bool
  /// The content's viewport is the container less the anchor's openness, less the inset on
  /// the side the modal comes from, wherever the sheet is (instead of the frame's length).
  public var viewportFromAnchor: Bool

  /// Creates traits; none by default, the model's own behaviour.
  public init(
    openLimit: OpenLimit = .none, dimsOverContainer: Bool = false,
    viewportFromAnchor: Bool = false
  ) {
    self.openLimit = openLimit
    self.dimsOverContainer = dimsOverContainer
    self.viewportFromAnchor = viewportFromAnchor
  }

  /// The model's own behaviour.
  public static let none = SheetTraits()
}

extension HandoffRule {
  /// By default a rule changes nothing outside the hand-off.
  public func sheetTraits(_ config: ModalConfig) -> SheetTraits { .none }
}

extension PanModalHandoff {
  /// PanModal's default `topOffset` is the top safe inset + 21 (`PanModalPresentable+Defaults
  /// .swift`), the `anchoredYPosition` without `anchorModalToLongForm`.
  public static let topOffsetMargin = 21.0

  /// PanModal's presentation controller (slackhq/PanModal @ 76ab89f,
  /// `PanModal/Controller/PanModalPresentationController.swift`):
  /// - `adjust(toYPosition:)` (L654-655) sets `origin.y = max(yPos, anchoredYPosition)`, and
  ///   `anchoredYPosition` (L90-93) is the long form's y with `anchorModalToLongForm`
  ///   (default true, `PanModalPresentable+Defaults.swift` L63-65): the sheet never goes above
  ///   the long form. Only with the option off does `respond(to:)` (L583) halve the movement
  ///   above the long form (the preset's `linearTop 0.5` overdrag), and `anchoredYPosition` is
  ///   `topOffset`, the top safe inset + 21 by default (`PanModalPresentable+Defaults.swift`).
  /// - The dim (L662-668) is `1 - (y - shortFormYPosition) / presentedView.frame.height`, and
  ///   `presentedView` is the pan container, sized to the whole container
  ///   (`adjustPresentedViewFrame`, L372).
  /// - The scroll view is the presented view controller's view, `H - anchoredYPosition` tall
  ///   (L370, L381), with `contentInset.bottom` the bottom layout guide's length (L457).
  public func sheetTraits(_ config: ModalConfig) -> SheetTraits {
    let anchored =
      (config.handoff.options[Self.anchorModalToLongForm.name]
        ?? Self.anchorModalToLongForm.defaultValue ?? 1) != 0
    return SheetTraits(
      openLimit: anchored ? .mostOpenPoint : .farSafeArea(margin: Self.topOffsetMargin),
      dimsOverContainer: true, viewportFromAnchor: true)
  }
}

extension ModalKitHandoff {
  /// ModalKit's pan handler (emrearmagan/ModalKit @ 0bf4aed,
  /// `Sources/ModalKit/Controller/MKPresentationController.swift` L517-524):
  /// `newOrigin = max(maxPossibleOrigin, ...)` in both branches, where `maxPossibleOrigin` is
  /// `translateHeight(maximumHeight)` (L317) and `maximumHeight` the container less the top
  /// safe inset (L78-79). So the sheet never goes above that cap; the resistance (`1 -
  /// dragResistance` on the movement at or above the tallest size, the preset's `linearTop`,
  /// none by default) only scales the movement below it.
  public func sheetTraits(_ config: ModalConfig) -> SheetTraits {
    SheetTraits(openLimit: .farSafeArea(margin: 0))
  }
}

extension SnapDirection {
  /// The edge of the container the modal opens towards: top for a bottom sheet.
  public var farEdge: Edge {
    switch self {
    case .bottomToTop: .top
    case .topToBottom: .bottom
    case .leftToRight: .right
    case .rightToLeft: .left
    }
  }

  /// The edge of the container the modal comes from: bottom for a bottom sheet.
  public var originEdge: Edge {
    switch self {
    case .bottomToTop: .bottom
    case .topToBottom: .top
    case .leftToRight: .left
    case .rightToLeft: .right
    }
  }
}
