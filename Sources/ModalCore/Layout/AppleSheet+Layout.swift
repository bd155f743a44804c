// How the system sheet lays a config out in each size class: which points are
// active, where the sheet sits, its width, corners, grabber, dim and the presenting view
// behind it. Every number Apple does not document is declared here once, with its source;
// docs/apple-sheet.md prints them.
extension AppleSheet {
  /// `preferredCornerRadius`'s automatic value: PEERS.md's "about 10" (iOS 15 to 18; not
  /// documented).
  public static let automaticCornerRadius = 10.0
  /// The dim above the largest undimmed detent: PEERS.md's figure (Apple documents a
  /// "dimming layer", not its opacity).
  public static let dimOpacity = 0.4
  /// The grabber (`prefersGrabberVisible`): 36 x 5 pt, 5 pt below the sheet's top edge
  /// (PEERS.md's figure; not documented).
  public static let grabberSize = Size(width: 36, height: 5)
  public static let grabberOffset = 5.0
  /// A form sheet's size when `preferredContentSize` is not set: UIKit's long-standing 540 x
  /// 620 (assumed: Apple says only that it is "smaller than that of the page sheet").
  public static let formSheetSize = Size(width: 540, height: 620)
  /// A page sheet's width: at most 704 pt and 40 pt clear of each side (assumed: Apple says
  /// only "roughly the size of a page, where the height is greater than the width").
  public static let pageSheetMaxWidth = 704.0
  public static let pageSheetSideMargin = 40.0
  /// A page or form sheet keeps this far clear of the top safe-area inset and of the bottom
  /// edge (assumed).
  public static let regularVerticalMargin = 16.0

  /// How the sheet appears in an environment (Apple's pages for `prefersEdgeAttachedInCompactHeight`,
  /// `prefersPageSizing`, `UIModalPresentationStyle.pageSheet` and `.formSheet`).
  public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Compact width, regular height (a phone in portrait): a bottom sheet as wide as the
    /// container, resting on its detents.
    case bottomSheet
    /// Compact height with `prefersEdgeAttachedInCompactHeight`: a sheet attached to the bottom
    /// edge, as wide as the container's safe area (or `preferredContentSize`'s width); `.medium`
    /// is inactive.
    case edgeAttached
    /// Compact height without it: "a full screen appearance"; one point, the whole container.
    case fullScreen
    /// Regular width and height with `prefersPageSizing`: a centred page sheet; one point.
    case pageSheet
    /// Regular width and height without it: a centred form sheet of `preferredContentSize`.
    case formSheet
  }

  /// The appearance of `sheet` in `environment`: compact height first (a large phone in
  /// landscape is regular width but compact height, and Apple's compact-height rules apply),
  /// then regular width and height, else the bottom sheet.
  public static func appearance(_ sheet: SheetConfig, _ environment: Environment) -> Appearance {
    if environment.verticalSizeClass == .compact {
      return sheet.prefersEdgeAttachedInCompactHeight ? .edgeAttached : .fullScreen
    }
    if environment.horizontalSizeClass == .regular {
      return regularAppearance(sheet, environment)
    }
    return .bottomSheet
  }

  /// `config` as the system sheet lays it out in `environment`: the points whose detent is
  /// inactive there dropped, then, with a `sheet` section, the appearance's frames and
  /// keyframes. A keyframe value the config sets itself is kept.
  public static func effective(_ config: ModalConfig, in environment: Environment)
    -> ModalConfig
  {
    laidOut(config, in: environment).config
  }

  /// ``effective(_:in:)`` and, for each of its base points, the position of the point of
  /// `config` it comes from (what `lint` names in its findings).
  public static func laidOut(_ config: ModalConfig, in environment: Environment)
    -> (config: ModalConfig, sources: [Int])
  {
    var (result, sources) = activePoints(config, in: environment)
    guard let written = config.sheet else { return (result, sources) }
    let sheet = SheetVersions.available(written, on: environment.ios)
    let appearance = appearance(sheet, environment)
    switch appearance {
    case .bottomSheet, .edgeAttached:
      dress(
        &result, sheet, appearance, environment, undimmed: undimmedPosition(sheet, config, sources))
    case .fullScreen, .pageSheet, .formSheet:
      if let last = result.snapPoints.lastIndex(where: { $0.mode == .standard }) {
        sources = [sources[last]]
      }
      single(&result, sheet, appearance, environment)
    }
    if sheet.isModalInPresentation {
      result.flags.overrideShouldSnapToUnderShootSnapPoint = false
    }
    return (result, sources)
  }

  /// True when the points in use can differ from the config's own: it has a sheet section or
  /// a point whose height is a detent (callers that cache per config check this first).
  public static func reshapes(_ config: ModalConfig) -> Bool {
    config.sheet != nil
      || config.snapPoints.contains {
        if case .detent = $0.layout?.height.kind { return true }
        return false
      }
  }

  /// The config without the points whose height is a detent inactive in `environment`
  /// (`.medium` in compact height, a custom detent that resolves to nothing), and without
  /// in-between points left at either end, with the positions of the points kept. The config
  /// as it is when no standard point would stay. The initial point is the same one, or the
  /// next active one.
  public static func activePoints(_ config: ModalConfig, in environment: Environment)
    -> (config: ModalConfig, sources: [Int])
  {
    let all = Array(config.snapPoints.indices)
    let inactive = config.snapPoints.map { point -> Bool in
      guard case .detent(let detent) = point.layout?.height.kind else { return false }
      return detent.isInactive(
        LayoutContext(environment: environment, config: config, point: point))
    }
    guard inactive.contains(true) else { return (config, all) }
    var kept: [(index: Int, point: SnapPoint)] = []
    for (index, point) in config.snapPoints.enumerated() where !inactive[index] {
      kept.append((index, point))
    }
    while let first = kept.first, first.point.mode == .inBetween { kept.removeFirst() }
    while let last = kept.last, last.point.mode == .inBetween { kept.removeLast() }
    guard !kept.isEmpty else { return (config, all) }
    var result = config
    result.snapPoints = kept.map(\.point)
    let initial = config.initialSnapPointIndex - 1
    let position = kept.firstIndex { $0.index >= initial } ?? kept.count - 1
    result.initialSnapPointIndex = position + 1
    return (result, kept.map(\.index))
  }

  /// The bottom sheet and the edge-attached sheet: bottom aligned, the appearance's width, the
  /// top corners rounded, the grabber, the dim and the presenting view.
  static func dress(
    _ config: inout ModalConfig, _ sheet: SheetConfig, _ appearance: Appearance,
    _ environment: Environment, undimmed: Int
  ) {
    let width = sheetWidth(sheet, appearance)
    let floating = appearance == .bottomSheet && floats(sheet, environment)
    // The derived keyframe depends only on whether the point is dimmed and whether the
    // presenting view is scaled behind it: made once each, not once a point (lint lays out
    // every point in each of its 24 environments), and each point is changed in place
    // rather than copied out and back.
    func derived(dimmed: Bool, scaled: Bool) -> Keyframe {
      var keyframe = surroundings(sheet, dimmed: dimmed, corners: .top)
      if floating { keyframe[.cornerRadius] = sheet.preferredCornerRadius ?? floatingCornerRadius }
      presenting(&keyframe, scaled: scaled, sheet: sheet, environment: environment)
      return keyframe
    }
    let undimmedKeyframe = derived(dimmed: false, scaled: false)
    let dimmedKeyframe = derived(dimmed: true, scaled: false)
    let scaledKeyframe = derived(dimmed: true, scaled: true)
    for index in config.snapPoints.indices {
      let isLarge: Bool
      if config.snapPoints[index].layout != nil {
        config.snapPoints[index].layout!.horizontalAlignment = .center
        config.snapPoints[index].layout!.verticalAlignment = .bottom
        config.snapPoints[index].layout!.width = width
        isLarge = config.snapPoints[index].layout!.height.kind == .detent(.large)
      } else {
        isLarge = false
      }
      let dimmed = index > undimmed
      let keyframe =
        !dimmed
        ? undimmedKeyframe
        : (appearance == .bottomSheet && isLarge ? scaledKeyframe : dimmedKeyframe)
      config.snapPoints[index].keyframe = keyframe.overlaid(with: config.snapPoints[index].keyframe)
    }
  }

  /// Full screen, the page sheet and the form sheet: one point (the largest, with its key) and
  /// its frame.
  static func single(
    _ config: inout ModalConfig, _ sheet: SheetConfig, _ appearance: Appearance,
    _ environment: Environment
  ) {
    guard var point = config.snapPoints.last(where: { $0.mode == .standard }) else { return }
    let container = environment.containerSize
    var derived: Keyframe
    switch appearance {
    case .fullScreen:
      point.layout = Layout(width: .stretch, height: .stretch)
      derived = surroundings(sheet, dimmed: false, corners: .top)
      derived[.cornerRadius] = 0
      derived[.handleOpacity] = 0
      derived.backgroundTapInteraction = .ignore
    default:
      var size = regularSize(sheet, appearance, environment)
      if let fitted = fittedSize(config, environment) {
        let bound = regularSize(sheet, .pageSheet, environment)
        size = Size(
          width: Swift.min(fitted.width, bound.width),
          height: Swift.min(fitted.height, bound.height))
      }
      size.width = Swift.min(size.width, container.width)
      point.layout = placed(size, sheet, environment)
      derived = surroundings(sheet, dimmed: true, corners: .all)
      // A tap outside a page or form sheet does not dismiss it (assumed; not documented).
      derived.backgroundTapInteraction = .ignore
    }
    presenting(&derived, scaled: false, sheet: sheet, environment: environment)
    point.keyframe = derived.overlaid(with: point.keyframe)
    point.mode = .standard
    config.snapPoints = [point]
    config.initialSnapPointIndex = 1
  }

  /// The position (0-based, in the points in use) of the largest point at or below the largest
  /// undimmed detent of `source` (the config as written; `sources` gives each point in use its
  /// position there): "at and below it" by the detents' order, so that the smaller detents stay
  /// undimmed when the identifier's own detent is inactive (`.medium` in compact height). -1
  /// when every point is dimmed.
  static func undimmedPosition(_ sheet: SheetConfig, _ source: ModalConfig, _ sources: [Int])
    -> Int
  {
    guard let key = sheet.largestUndimmedDetentIdentifier,
      let limit = source.snapPoints.lastIndex(where: { $0.key == key })
    else { return -1 }
    return sources.lastIndex { $0 <= limit } ?? -1
  }

  /// The sheet's width: the container's in compact width; in compact height the container's
  /// safe area, or `preferredContentSize`'s width within it (Apple's page for
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached`).
  static func sheetWidth(_ sheet: SheetConfig, _ appearance: Appearance) -> LayoutValue {
    guard appearance == .edgeAttached else { return .stretch }
    let safeWidth = LayoutValue(
      .stretch,
      offset: LayoutValue.Offset(
        .subtract, LayoutValue(.sum([.safeArea(.left), .safeArea(.right)]))))
    guard sheet.widthFollowsPreferredContentSizeWhenEdgeAttached,
      let preferred = sheet.preferredContentSize
    else { return safeWidth }
    return LayoutValue(.constant(preferred.width), max: safeWidth)
  }

  /// The page or form sheet's size in `environment`, clear of the margins.
  static func regularSize(
    _ sheet: SheetConfig, _ appearance: Appearance, _ environment: Environment
  ) -> Size {
    let container = environment.containerSize
    let safe = environment.safeArea
    let tallest = Swift.max(
      0, container.height - 2 * (safe.top + regularVerticalMargin))
    let widest = Swift.max(0, container.width - 2 * pageSheetSideMargin)
    if appearance == .pageSheet {
      return Size(width: Swift.min(pageSheetMaxWidth, widest), height: tallest)
    }
    let preferred = sheet.preferredContentSize ?? formSheetSize
    return Size(
      width: Swift.min(preferred.width, widest), height: Swift.min(preferred.height, tallest))
  }

  /// Corners, grabber, dim and background taps of a point.
  static func surroundings(_ sheet: SheetConfig, dimmed: Bool, corners: Corners) -> Keyframe {
    var keyframe = Keyframe()
    keyframe[.cornerRadius] = sheet.cornerRadius
    keyframe.maskedCorners = corners
    if sheet.prefersGrabberVisible {
      keyframe[.handleWidth] = grabberSize.width
      keyframe[.handleHeight] = grabberSize.height
      keyframe[.handleOffset] = grabberOffset
    } else {
      keyframe[.handleOpacity] = 0
    }
    keyframe[.backgroundOpacity] = dimmed ? dimOpacity : 0
    if !dimmed {
      keyframe.backgroundTapInteraction = .passthrough
    } else {
      keyframe.backgroundTapInteraction = sheet.isModalInPresentation ? .ignore : .dismiss
    }
    return keyframe
  }

  /// The presenting view behind the large detent when it is dimmed in a bottom sheet: in the
  /// presenting channels' terms (scaled about the container's top centre, then moved down),
  /// scaled by s = 1 - 2 x safe.top / H and moved down by safe.top, so that its top edge sits
  /// at the top safe-area inset and its bottom edge as far above the screen's bottom, its
  /// corners rounded like the sheet's (assumed: the card stack of iOS 13 and later, for which
  /// Apple gives no figure; DeckTransition's arithmetic is the same). Elsewhere it is untouched.
  static func presenting(
    _ keyframe: inout Keyframe, scaled: Bool, sheet: SheetConfig, environment: Environment
  ) {
    let height = environment.containerSize.height
    let top = environment.safeArea.top
    let scale = scaled && height > 0 ? 1 - 2 * top / height : 1
    keyframe[.presentingScale] = scale
    keyframe[.presentingTranslateY] = scaled ? top : 0
    keyframe[.presentingCornerRadius] = scaled ? sheet.cornerRadius : 0
  }
}
