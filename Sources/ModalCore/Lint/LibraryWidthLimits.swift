/// The widest vertical sheet a library draws, for lint's
/// ``LintFinding/Kind/widerThanLibraryAllows``: a config that follows a library (its
/// hand-off rule, `handoff.rule`, names it) but lays out a sheet wider than that library ever
/// draws one does not show what the library would.
///
/// The one table of these caps is ``all``. A library without a documented cap has no entry:
/// - `adaptive` (this library's own rule), `modalkit`, `panmodal`, `deck` (DeckTransition) and
///   `halfModal` (a hand-written half sheet) lay the sheet out across the container; none of
///   them documents a maximum width (PanModal's iPad popover is its own config, not a cap);
/// - `floatingpanel`: the surface's width is the layout's (`FloatingPanelLayout`'s anchors and
///   the per-size-class layouts), with no maximum of its own;
/// - `flutter`: the rule models `DraggableScrollableSheet`, which takes its parent's width.
///   Material 3's `BottomSheet` (`showModalBottomSheet`) defaults to `BoxConstraints(maxWidth:
///   640.0)` (`_BottomSheetDefaultsM3.constraints`), but that is the route around the sheet,
///   which the `flutter` preset does not model.
public struct LibraryWidthLimit: Hashable, Sendable {
  /// Where a library's cap applies and how wide it is.
  public enum Cap: Hashable, Sendable {
    /// The same width in every environment.
    case points(Double)
    /// In compact height (``Environment/verticalSizeClass``), the container's width less the
    /// left and right safe-area insets; elsewhere no cap (the container's width, which
    /// ``LintFinding/Kind/frameOutside`` already checks).
    case safeAreaWidthInCompactHeight
  }

  /// The hand-off rule that names the library (``HandoffRule/name``).
  public var rule: String
  /// The library as the finding names it: `Material`.
  public var library: String
  /// The sheet the cap applies to, as the finding names it: `a bottom sheet`.
  public var sheet: String
  /// The cap.
  public var cap: Cap
  /// Where the cap comes from, as the finding's message ends: `BottomSheetBehavior maxWidth`.
  public var source: String
  /// The width (a layout value) that keeps a sheet within the cap, for the finding's hint.
  public var fix: String

  /// The cap in an environment, in points, or nil where the library sets none there.
  public func width(in environment: Environment) -> Double? {
    switch cap {
    case .points(let width):
      return width
    case .safeAreaWidthInCompactHeight:
      guard environment.verticalSizeClass == .compact else { return nil }
      let safeArea = environment.safeArea
      return environment.containerSize.width - safeArea.left - safeArea.right
    }
  }

  /// The finding's message, given its width and cap as formatted numbers: `it is 834.00 to
  /// 1366.00 pt wide: Material caps a bottom sheet at 640.00 pt (BottomSheetBehavior
  /// maxWidth)`.
  func message(width: String, cap: String) -> String {
    "it is \(width) pt wide: \(library) caps \(sheet) at \(cap) pt (\(source))"
  }

  /// The finding's hint, naming the command that fixes the point whose width is at `path`
  /// (`snapPoints[0].layout.width`): `make it at most as wide as Material draws it: set
  /// snapPoints[0].layout.width stretch max 640`.
  func hint(path: String) -> String {
    "make it at most as wide as \(library) draws it: set \(path) \(fix)"
  }

  /// Every library with a documented cap, one entry each.
  public static let all: [LibraryWidthLimit] = [
    // Material: `Widget.MaterialComponents.BottomSheet` (bottomsheet/res/values/styles.xml,
    // inherited by Widget.Material3.BottomSheet) sets `android:maxWidth`
    // @dimen/material_bottom_sheet_max_width, 640dp, with no size qualifier
    // (docs/components/BottomSheet.md, "Max width ... 640dp"; BottomSheetBehavior's
    // `maxWidth`; peers-research.md section 1.9). One dp is taken as one pt, as the `material`
    // preset does.
    LibraryWidthLimit(
      rule: MaterialHandoff.name, library: "Material", sheet: "a bottom sheet",
      cap: .points(640), source: "BottomSheetBehavior maxWidth", fix: "stretch max 640"),
    // Apple: in compact height an edge-attached sheet (`prefersEdgeAttachedInCompactHeight`)
    // is as wide as the safe area unless `widthFollowsPreferredContentSizeWhenEdgeAttached`
    // is set: "the sheet's width equals the width of its container's safe area"
    // (developer.apple.com/documentation/uikit/uisheetpresentationcontroller/
    // widthfollowspreferredcontentsizewhenedgeattached; peers-research.md section 1.8).
    LibraryWidthLimit(
      rule: AppleHandoff.name, library: "Apple", sheet: "an edge-attached sheet in compact height",
      cap: .safeAreaWidthInCompactHeight, source: "the container's safe-area width",
      fix: "100% - (safe.left + safe.right)"),
  ]

  /// The cap of the library a hand-off rule names, or nil when it documents none.
  public static func limit(forRule rule: String) -> LibraryWidthLimit? {
    all.first { $0.rule == rule }
  }
}
