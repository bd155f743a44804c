// The regular-width sheet's size and place by version: SwiftUI's presentationSizing (iOS 18)
// and UISheetPresentationController's preferredPlacement (iOS 27). docs/apple-sheet.md lists
// each rule with its source.

/// SwiftUI's `presentationSizing(_:)` (iOS 18; Apple's page for `PresentationSizing`): the size
/// of a sheet in regular width and height. Before iOS 18 it is ignored.
public enum SheetSizing: String, Hashable, Sendable, CaseIterable {
  /// Not set: the sheet follows ``SheetConfig/prefersPageSizing`` (UIKit's property; SwiftUI's
  /// own `.automatic` "resolves to .form" on iOS, which an import writes as `form`).
  case automatic
  /// `.page`: the page sheet.
  case page
  /// `.form`: the form sheet ("slightly less wide than .page").
  case form
  /// `.fitted`: "dictated by the ideal size of the content": the config's content, with its
  /// insets, within the page sheet's margins.
  case fitted
}

/// `UISheetPresentationController.preferredPlacement` / SwiftUI's `presentationPlacement(_:)`
/// (iOS 27; Apple's pages for `UISheetPresentationController.Placement` and
/// `PresentationPlacement`): where a sheet sits in its presenting view. Before iOS 27 it is
/// ignored; it applies to the page and form sheets (regular width and height).
public enum SheetPlacement: String, Hashable, Sendable, CaseIterable {
  /// "The system determines the placement": centred here, as before iOS 27 (assumed).
  case automatic
  /// "Places the sheet on the leading edge" (left to right: the left).
  case leading
  /// "Centers the sheet within the presenting view."
  case center
  /// "Places the sheet on the trailing edge."
  case trailing
}

extension AppleSheet {
  /// The regular-width appearance `sheet` asks for in `environment`: its ``SheetSizing`` from
  /// iOS 18, else `prefersPageSizing`.
  static func regularAppearance(_ sheet: SheetConfig, _ environment: Environment) -> Appearance {
    guard environment.ios >= .v18 else { return sheet.prefersPageSizing ? .pageSheet : .formSheet }
    switch sheet.sizing {
    case .automatic: return sheet.prefersPageSizing ? .pageSheet : .formSheet
    case .page: return .pageSheet
    case .form, .fitted: return .formSheet
    }
  }

  /// The size `.fitted` proposes: the content's across extent (the form sheet's width without
  /// one) and its length, each with the content's insets; nil unless the sheet is fitted on
  /// iOS 18 or later and the config has content.
  static func fittedSize(_ config: ModalConfig, _ environment: Environment) -> Size? {
    guard let sheet = config.sheet, sheet.sizing == .fitted, environment.ios >= .v18,
      let content = config.content
    else { return nil }
    let insets = content.insets
    return Size(
      width: (content.across ?? formSheetSize.width) + insets.left + insets.right,
      height: content.length + insets.top + insets.bottom)
  }

  /// The page or form sheet's layout for `size`: centred vertically, and horizontally by the
  /// placement from iOS 27 (leading and trailing keep ``pageSheetSideMargin`` from the edge,
  /// assumed: Apple gives no figure), centred before.
  static func placed(_ size: Size, _ sheet: SheetConfig, _ environment: Environment) -> Layout {
    var layout = Layout(
      verticalAlignment: .center, width: .constant(size.width), height: .constant(size.height))
    guard environment.ios >= .v27 else { return layout }
    switch sheet.placement {
    case .automatic, .center: break
    case .leading:
      layout.horizontalAlignment = .left
      layout.marginLeft = .constant(pageSheetSideMargin)
    case .trailing:
      layout.horizontalAlignment = .right
      layout.marginRight = .constant(pageSheetSideMargin)
    }
    return layout
  }
}
