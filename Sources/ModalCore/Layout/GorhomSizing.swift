// How @gorhom/bottom-sheet lays out its detents in a container (gorhom/react-native-bottom-sheet
// v5.2.13, commit bc94d54): `src/hooks/useAnimatedDetents.ts` L31-108, `normalizeSnapPoint`
// (`src/utilities/normalizeSnapPoint.ts` L4-17), the container's insets
// (`src/components/bottomSheetHostingContainer/BottomSheetHostingContainer.tsx` L30-42) and the
// container's height (`src/hooks/useAnimatedLayout.ts` L70-87).

/// The points of a config with a ``GorhomConfig`` section, laid out for one environment as the
/// library lays out its detents. Each point's layout becomes the height the library gives it,
/// bottom aligned above the bottom inset; with dynamic sizing a content-sized point (key
/// ``GorhomConfig/dynamicKey``) is inserted and every point sorted by height, so the place of
/// the content-sized point, and what `initialIndex` names, depend on the environment, as
/// the library's `index` does.
public enum GorhomSizing {
  /// `config` laid out in `environment`; the config itself when it has no `gorhom` section,
  /// when the section changes nothing (no insets, and dynamic sizing off or no content), or
  /// when its points are not the library's (another direction, in-between points).
  ///
  /// - The container: the hosting container is `absoluteFill` with `top: topInset` and
  ///   `bottom: bottomInset` (BottomSheetHostingContainer.tsx L30-42); its measured height is
  ///   the `containerHeight` the detents use (useAnimatedLayout.ts L80-84), so a percentage
  ///   is of the screen less both insets, and a detent of height `v` rests at
  ///   `max(0, containerHeight - v)` from the container's top (normalizeSnapPoint.ts L13-16):
  ///   bottom aligned with a bottom margin of `bottomInset`.
  /// - Dynamic sizing (useAnimatedDetents.ts L78-98): a detent at `containerHeight -
  ///   min(content + handle, maxDynamicContentSize ?? containerHeight)`, not clamped at 0,
  ///   added unless a detent already sits exactly there, then every detent sorted by
  ///   position, highest first (a stable sort: `Array.prototype.sort`), so by height from
  ///   the least open. The content is `content.length` plus its insets (the `content` layout
  ///   value), the handle the config's own, measured as the library measures it
  ///   (``GorhomConfig/handleHeight(_:)``, of the first point's keyframe). Sorting moves
  ///   keyframes: each point keeps the keyframe it had with its inherited values, and the
  ///   content-sized point takes the one of the point just below it (of the least open point
  ///   when it is the least open).
  /// - Closing (L54-57): detached, the sheet closes at `containerHeight + bottomInset`, its top
  ///   at the screen's bottom (the undershoot's own `offscreenBottom`); not detached, at
  ///   `containerHeight`, clipped by the container (`overflow: 'hidden'`): the undershoot is a
  ///   frame of height 0 at the top of the bottom inset.
  public static func effective(_ config: ModalConfig, in environment: Environment)
    -> ModalConfig
  {
    guard let gorhom = config.gorhom, config.snapDirection == .bottomToTop,
      config.snapPoints.allSatisfy({ $0.mode == .standard && $0.layout != nil })
    else { return config }
    let dynamic = sorts(config)
    guard dynamic || gorhom.topInset != 0 || gorhom.bottomInset != 0 else { return config }
    let context = LayoutContext(environment: environment, config: config)
    // Insets taller than the screen leave no container (the library would lay out negative
    // heights): 0, so that every height stays at or above 0.
    let containerHeight = Swift.max(
      0, context.container.height - gorhom.topInset - gorhom.bottomInset)
    let keyframes = dynamic ? Interpolator.standardKeyframes(config) : []
    var detents: [(position: Double, point: SnapPoint)] = []
    detents.reserveCapacity(config.snapPoints.count + 1)
    for (i, point) in config.snapPoints.enumerated() {
      var point = point
      if dynamic, let keyframe = keyframes[i] {
        let allowSnapping = point.keyframe.allowSnapping
        point.keyframe = keyframe
        point.keyframe.allowSnapping = allowSnapping
      }
      let value = detentValue(point, config, context, containerHeight: containerHeight)
      detents.append((Swift.max(0, containerHeight - value), point))
    }
    if dynamic, let content = config.content {
      // The handle the library measures is the one shown at the least open detent.
      let handle = keyframes.lazy.compactMap { $0 }.first.map(GorhomConfig.handleHeight) ?? 0
      let wanted = content.layoutLength(along: .vertical) + handle
      let position =
        containerHeight - Swift.min(wanted, gorhom.maxDynamicContentSize ?? containerHeight)
      if !detents.contains(where: { $0.position == position }) {
        detents.append((position, dynamicPoint(config, detents, at: position)))
      }
      // Stable: the order of equal positions is kept, as `Array.prototype.sort` keeps it.
      detents = detents.enumerated().sorted {
        $0.element.position != $1.element.position
          ? $0.element.position > $1.element.position : $0.offset < $1.offset
      }.map(\.element)
    }
    var result = config
    result.snapPoints = detents.map { entry in
      var point = entry.point
      point.layout = point.layout.map {
        sized($0, height: containerHeight - entry.position, bottomInset: gorhom.bottomInset)
      }
      return point
    }
    result.initialSnapPointIndex = Swift.min(
      Swift.max(config.initialSnapPointIndex, 1), result.snapPoints.count)
    if !gorhom.detached, gorhom.bottomInset != 0, config.undershoot.preset == .automatic {
      result.undershoot.preset = .layout(
        Layout(height: .zero, marginBottom: .constant(gorhom.bottomInset)))
      result.undershoot.keyframe = config.undershoot.keyframe ?? .empty
    }
    return result
  }

  /// True when the points of `config` are sorted by height and a content-sized point is added
  /// in each environment: dynamic sizing on and content declared. Without `content` the
  /// model does not know the content's height, so it adds no point and keeps the order (the
  /// library would wait for the content's layout, useAnimatedDetents.ts L67-71).
  public static func sorts(_ config: ModalConfig) -> Bool {
    guard let gorhom = config.gorhom else { return false }
    return gorhom.enableDynamicSizing && config.content != nil
  }

  /// The detent's value as the library reads it: a number is points, a percentage is of the
  /// container less the insets (normalizeSnapPoint.ts L12-15), `stretch` is 100%; any other
  /// height is resolved as the model resolves it.
  static func detentValue(
    _ point: SnapPoint, _ config: ModalConfig, _ context: LayoutContext,
    containerHeight: Double
  ) -> Double {
    guard let layout = point.layout else { return 0 }
    let height = layout.height
    if height.offset == nil, height.min == nil, height.max == nil {
      switch height.kind {
      case .constant(let value): return value
      case .percent(let percent, of: .target), .percent(let percent, of: .targetHeight):
        return percent * containerHeight / 100
      case .stretch: return containerHeight
      default: break
      }
    }
    return layout.computeRect(Interpolator.pointContext(context, point, config)).height
  }

  /// The content-sized point: the least open point's layout (resized by the caller), the
  /// keyframe of the point just below `position` (the least open one's when none is below),
  /// keyed ``GorhomConfig/dynamicKey`` unless a point already has that key.
  static func dynamicPoint(
    _ config: ModalConfig, _ detents: [(position: Double, point: SnapPoint)],
    at position: Double
  ) -> SnapPoint {
    let lowest = detents.max { $0.position < $1.position }?.point ?? config.snapPoints[0]
    let below = detents.filter { $0.position > position }.min { $0.position < $1.position }
    var keyframe = (below?.point ?? lowest).keyframe
    keyframe.allowSnapping = nil
    let taken = config.snapPoints.contains { $0.key == GorhomConfig.dynamicKey }
    return SnapPoint(
      key: taken ? nil : GorhomConfig.dynamicKey, layout: lowest.layout, keyframe: keyframe)
  }

  /// `layout` with the detent's height, bottom aligned above the bottom inset.
  static func sized(_ layout: Layout, height: Double, bottomInset: Double) -> Layout {
    var layout = layout
    layout.height = .constant(height)
    layout.verticalAlignment = .bottom
    layout.marginTop = nil
    layout.marginBottom = bottomInset == 0 ? nil : .constant(bottomInset)
    layout.offsetY = nil
    return layout
  }
}
