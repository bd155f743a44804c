// iOS 26's floating sheet: on a phone in portrait a partial-height sheet with the system's
// Liquid Glass background is inset from the screen's left, right and bottom edges; at full
// height it is edge attached. Apple describes this in words only (WWDC25 session 323: "partial
// height sheets are inset by default with a Liquid Glass background ... when moving to full
// height the sheet anchors to the screen's edges"), so every number here is an assumption
// fitted to public measurements; docs/apple-sheet.md lists each with its source.
extension AppleSheet {
  /// The gap between a floating sheet and the screen's left, right and bottom edges: 8 pt.
  /// Source: the reference's measurement of `.medium` on a 402 x 874 phone, the frame
  /// (8, 415.03, 386, 450.97); react-native-true-sheet issue 732 reports the same sheet as a
  /// `scale(0.961)` transform at every non-large detent on a 414 pt wide iPhone 11, which is
  /// 8 pt each side (414 x 0.961 = 398).
  public static let floatingInset = 8.0
  /// The gap between the top safe-area inset and the large detent on iOS 26 and later: 0, so
  /// `.large` on an iphone-16-pro (top inset 62) is (0, 62, 402, 812), the reference's
  /// measurement.
  public static let floatingLargeTopGap = 0.0
  /// `.medium`'s fraction of the maximum detent value on iOS 26 and later, fitted to the
  /// reference's `.medium` frame on a 402 x 874 phone: the card's 450.97 pt, unscaled
  /// (x 402 / 386) and less the 34 pt bottom inset, is 435.66 pt of the 778 pt maximum. No
  /// round fraction gives that frame to 0.01 pt (0.56 gives a 450.99 pt card).
  public static let floatingMediumFraction = 0.55998
  /// The floating sheet's top corner radius when `preferredCornerRadius` is automatic: about
  /// 38 pt (a third-party reverse-engineering write-up of the iOS 26 sheet; unofficial).
  public static let floatingCornerRadius = 38.0

  /// The radius of a floating card's bottom corners, whose frame is `card`, its side gap
  /// `inset`: concentric with the display's rounded corners, so the card nests in them (WWDC25
  /// session 323: "the bottom edges pull in, nesting in the display's curved corners"; the
  /// reference's row 6: they "follow the display's corner radius"). Concentric means the
  /// display's radius less the gap (62 - 8 = 54 pt on an iphone-16-pro; 0 on a display with
  /// square corners), an assumption: Apple publishes no figure. A `preferredCornerRadius`
  /// overrides it, as it does the top corners (row 6). At most half the card's shorter side,
  /// so a very short card is a capsule, as the top corners are.
  public static func floatingBottomRadius(
    card: Rect, inset: Double, sheet: SheetConfig?, device: Device
  ) -> Double {
    let concentric = max(0, device.displayCornerRadius - inset)
    let radius = sheet?.preferredCornerRadius ?? concentric
    return max(0, min(radius, min(card.width, card.height) / 2))
  }

  /// True when `sheet` floats in `environment`: iOS 26 or later, the system's (glass)
  /// background, and the bottom-sheet appearance (a phone in portrait). Every other
  /// appearance and every earlier iOS is edge attached as before ("not reproducible on earlier
  /// versions", react-native-screens issue 3235).
  public static func floats(_ sheet: SheetConfig?, _ environment: Environment) -> Bool {
    guard let sheet, environment.ios >= .v26, sheet.background == .glass else { return false }
    return appearance(sheet, environment) == .bottomSheet
  }

  /// The gap around a floating sheet whose unscaled frame is `height` tall: ``floatingInset``
  /// below the full height (the large detent's frame, `detent.max + safe.bottom`), 0 at and
  /// above it, where the sheet is edge attached. A step at the detents (the system scales the
  /// sheet at every non-large detent); a drag between two points interpolates their frames, so
  /// the gap shrinks steadily from one to the other.
  public static func floatingInset(height: Double, in context: LayoutContext) -> Double {
    let full = maximumDetentValue(context) + context.safeArea.bottom
    return height < full - 0.005 ? floatingInset : 0
  }

  /// The floating card of the edge-attached frame `rect`: the frame scaled by
  /// s = (W - 2 x inset) / W about the container's vertical centre line, so its side gaps are
  /// the inset, then, when the frame rests on the bottom edge, lifted by the inset so that the
  /// bottom gap is the same (the reference's mechanism: "the full-width frame is scaled, so the
  /// side and bottom gaps are equal"). A frame below the screen (the undershoot) keeps its
  /// bottom edge and stays off screen. The frame itself when the inset is 0.
  public static func floatingCard(_ rect: Rect, in context: LayoutContext) -> Rect {
    let container = context.container
    let inset = floatingInset(height: rect.height, in: context)
    guard inset > 0, container.width > 2 * inset, rect.height > 0 else { return rect }
    let scale = (container.width - 2 * inset) / container.width
    let centre = container.width / 2
    let resting = abs(rect.maxY - container.height) < 0.005
    let bottom = resting ? rect.maxY - inset : rect.maxY
    let height = rect.height * scale
    return Rect(
      x: centre + (rect.x - centre) * scale, y: bottom - height, width: rect.width * scale,
      height: height)
  }
}

extension Manager {
  /// The gap between iOS 26's floating sheet and the screen's sides (and bottom, at rest): the
  /// card's x, 8 pt at a partial detent and shrinking to 0 on the way to the full height. Nil
  /// while the modal is dismissed, when the sheet does not float, or at the full height, where
  /// it is edge attached.
  public var floatingInset: Double? {
    // The cheap checks first: reading the sheet section copies it.
    guard isVisible, environment.ios >= .v26, frame.x > 0.005,
      AppleSheet.floats(config.sheet, environment)
    else {
      return nil
    }
    return frame.x
  }

  /// The radius of the floating sheet's bottom corners
  /// (``AppleSheet/floatingBottomRadius(card:inset:sheet:device:)``), nil when
  /// ``floatingInset`` is.
  public var floatingBottomRadius: Double? {
    floatingInset.map {
      AppleSheet.floatingBottomRadius(
        card: frame, inset: $0, sheet: config.sheet, device: environment.device)
    }
  }
}
