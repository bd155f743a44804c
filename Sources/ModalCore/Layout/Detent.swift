/// A detent as Apple defines it: a height where a sheet naturally rests, written as
/// a layout value (`detent.medium`, `detent.large`, `detent.fraction(0.3)`,
/// `detent.height(200)`, `detent.custom(detent.max * 0.3)`) so that any config can use one,
/// not only the `ios-sheet` preset. docs/apple-sheet.md lists every rule with its source.
///
/// A detent's value is "a height within the safe area of the sheet" (Apple's page for
/// `UISheetPresentationController.Detent.custom(identifier:resolver:)`): the sheet's frame is
/// the value plus the bottom safe-area inset. On an `iphone-14` in portrait (844 pt tall,
/// bottom inset 34) `detent.height(200)` is a 234 pt frame whose top edge is at y = 610.
/// Every value is bounded by the context's ``AppleSheet/maximumDetentValue(_:)``, which is the
/// large detent's value.
public indirect enum Detent: Hashable, Sendable {
  /// `.large()` / SwiftUI `.large`: "a sheet at full height" (Apple's page for
  /// `Detent.large()`), the maximum detent value.
  case large
  /// `.medium()` / SwiftUI `.medium`: "approximately half the height of the screen, and is
  /// inactive in compact height" (Apple's page for `Detent.medium()`); the factor is
  /// ``AppleSheet/mediumFraction`` of the maximum detent value (assumed: Apple gives none).
  case medium
  /// SwiftUI `.fraction(f)`: "a custom detent with the specified fractional height" (Apple's
  /// page for `PresentationDetent.fraction(_:)`), taken as f times the maximum detent value
  /// (assumed: Apple does not say of what).
  case fraction(Double)
  /// SwiftUI `.height(h)`: "a custom detent with the specified height" (Apple's page for
  /// `PresentationDetent.height(_:)`), h points within the safe area.
  case height(Double)
  /// UIKit `.custom(identifier:resolver:)` / SwiftUI `.custom(D.self)`: the resolver's result,
  /// a value that may use `detent.max` (the context's `maximumDetentValue`) and that is
  /// inactive when it resolves to nothing (`inactive`, a keyboard field without a keyboard):
  /// "nil if the detent is inactive in the provided context" (Apple's page for
  /// `Detent.resolvedValue(in:)`).
  case custom(LayoutValue)
  /// `detent.max`: the context's `maximumDetentValue` (Apple's page for
  /// `UISheetPresentationControllerDetentResolutionContext.maximumDetentValue`), a value
  /// within the safe area for use inside `detent.custom(...)`; it is not a frame height.
  case maximum

  /// The value within the safe area, before the bottom inset is added; nil when the detent is
  /// inactive in `context`.
  public func value(_ context: LayoutContext) -> Double? {
    let maximum = AppleSheet.maximumDetentValue(context)
    switch self {
    case .large: return maximum
    case .medium:
      return isInactive(context) ? nil : maximum * AppleSheet.mediumFraction(context.environment)
    case .fraction(let fraction): return Swift.min(Swift.max(fraction, 0), 1) * maximum
    case .height(let height): return Swift.min(Swift.max(height, 0), maximum)
    case .custom(let resolver):
      guard let value = resolver.resolveOptional(context, axis: .vertical) else { return nil }
      return Swift.min(Swift.max(value, 0), maximum)
    case .maximum: return maximum
    }
  }

  /// What the layout value resolves to: the sheet's frame height (the value plus the bottom
  /// safe-area inset), or `detent.max` itself; nil when the detent is inactive.
  public func resolve(_ context: LayoutContext) -> Double? {
    guard let value = value(context) else { return nil }
    if self == .maximum { return value }
    return value + context.safeArea.bottom
  }

  /// True when the detent is inactive in `context`: `.medium` in compact height (Apple's page
  /// for `Detent.medium()`), a custom detent whose resolver gives nothing.
  public func isInactive(_ context: LayoutContext) -> Bool {
    switch self {
    case .medium: return context.environment.verticalSizeClass == .compact
    case .custom(let resolver): return resolver.resolveOptional(context, axis: .vertical) == nil
    case .large, .fraction, .height, .maximum: return false
    }
  }

  /// True when the detent refers to the keyboard (a custom resolver may).
  public var dependsOnKeyboard: Bool {
    if case .custom(let resolver) = self { return resolver.dependsOnKeyboard }
    return false
  }

  /// The text syntax's name (`detent.medium`, `detent.height(200)`).
  public var text: String {
    switch self {
    case .large: "detent.large"
    case .medium: "detent.medium"
    case .fraction(let fraction): "detent.fraction(\(LayoutValueSyntax.formatNumber(fraction)))"
    case .height(let height): "detent.height(\(LayoutValueSyntax.formatNumber(height)))"
    case .custom(let resolver): "detent.custom(\(LayoutValueSyntax.render(resolver)))"
    case .maximum: "detent.max"
    }
  }
}

/// The numbers of Apple's sheet that Apple does not document, declared once; each says where it
/// comes from. docs/apple-sheet.md prints them.
public enum AppleSheet {
  /// The large detent's top edge sits this far below the top safe-area inset (the status bar):
  /// PEERS.md's figure for iOS 15 to 18, not documented by Apple.
  public static let largeTopGap = 10.0
  /// `.medium()` is "approximately half" (Apple); this playground takes exactly half of the
  /// maximum detent value (assumed).
  public static let mediumFraction = 0.5

  /// `.medium`'s fraction of the maximum detent value in `environment`: ``mediumFraction``,
  /// or ``floatingMediumFraction`` (fitted to a measurement) on iOS 26 and later where the
  /// measurement was made, a phone in portrait.
  public static func mediumFraction(_ environment: Environment) -> Double {
    measuredOn26(environment) ? floatingMediumFraction : mediumFraction
  }

  /// The gap between the top safe-area inset and the large detent in `environment`:
  /// ``largeTopGap``, or ``floatingLargeTopGap`` (measured) on iOS 26 and later on a phone in
  /// portrait.
  public static func largeTopGap(_ environment: Environment) -> Double {
    measuredOn26(environment) ? floatingLargeTopGap : largeTopGap
  }

  /// True on iOS 26 and later in compact width and regular height (a phone in portrait), the
  /// only set-up the iOS 26 measurements cover; elsewhere the earlier figures stay (assumed).
  static func measuredOn26(_ environment: Environment) -> Bool {
    environment.ios >= .v26 && environment.horizontalSizeClass == .compact
      && environment.verticalSizeClass == .regular
  }

  /// The context's `maximumDetentValue`: the large detent's height within the safe area, the
  /// container's height less the top inset, the version's ``largeTopGap(_:)`` and the bottom
  /// inset. Never negative.
  public static func maximumDetentValue(_ context: LayoutContext) -> Double {
    let safe = context.safeArea
    let gap = largeTopGap(context.environment)
    return Swift.max(0, context.container.height - safe.top - gap - safe.bottom)
  }
}
