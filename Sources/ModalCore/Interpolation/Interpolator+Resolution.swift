// Resolving a config's points in an environment: the undershoot, the base points, the
// overshoot, keyboard lift, percents and in-between points (MODEL.md sections 3 to 5).
extension Interpolator {
  // MARK: - Resolution

  /// The points; `resolved` is ``standardKeyframes(_:)`` of the config.
  static func resolvePoints(
    config: ModalConfig, context: LayoutContext, keyframes resolved: [Keyframe?]
  ) -> [InterpolationPoint] {
    let base = config.snapPoints
    guard let firstLayout = base.first?.layout, let lastLayout = base.last?.layout,
      resolved.count == base.count
    else {
      return []
    }
    let direction = config.snapDirection
    var points: [InterpolationPoint] = []
    points.reserveCapacity(config.combinedCount)
    // One context lent to every layout (each sets and restores its `current`), not a copy per
    // point.
    var scratch = context
    points.append(
      undershootPoint(
        config, first: resolved[0], layout: firstLayout, of: base[0], in: &scratch))

    // The base points (in-between ones are filled in below), read in place (not copied).
    for i in base.indices {
      if let keyframe = resolved[i], let layout = base[i].layout {
        points.append(
          makePoint(
            index: i + 1, kind: .standard, key: base[i].key, page: base[i].page,
            frame: frame(layout, of: base[i], config, in: &scratch), keyframe: keyframe))
      } else {
        points.append(
          InterpolationPoint(
            index: i + 1, key: base[i].key, page: base[i].page, kind: .inBetween, percent: 0,
            values: ModalValues(), traits: ModalTraits()))
      }
    }

    // The overshoot.
    if let overshoot = config.overshoot {
      let preset = overshoot.preset == .automatic ? direction.overshootPreset : overshoot.preset
      var keyframe = (resolved[base.count - 1] ?? KeyframeDefaults.base(for: direction))
        .overlaid(with: overshoot.keyframe ?? .empty)
      keyframe.allowSnapping = overshoot.keyframe?.allowSnapping
      points.append(
        makePoint(
          index: base.count + 1, kind: .overshoot, key: nil, page: nil,
          frame: frame(
            preset.apply(to: lastLayout), of: base[base.count - 1], config, in: &scratch),
          keyframe: keyframe))
    }
    if config.keyboardAvoidance == .lift { lift(&points, context: context) }
    assignPercents(&points, config: config, context: context)
    fillInBetween(&points, config: config, context: &scratch)
    if config.sheet != nil && AppleSheet.floats(config.sheet, context.environment) {
      roundFloatingCards(&points, context: context)
    }
    return points
  }

  /// A floating sheet's card (narrower than the container) has all four corners rounded: its
  /// bottom corners nest in the display's (WWDC25 session 323).
  static func roundFloatingCards(_ points: inout [InterpolationPoint], context: LayoutContext) {
    for i in points.indices where points[i].values.rect.width < context.container.width - 0.005 {
      points[i].traits.maskedCorners = .all
    }
  }

  /// The rect and padding of `layout`, the layout of `point` (or a preset applied to it): in
  /// `scratch`, the environment's context, unless the point overrides the content's length
  /// (``pointContext(_:_:_:)``).
  static func frame(
    _ layout: Layout, of point: SnapPoint, _ config: ModalConfig,
    in scratch: inout LayoutContext
  ) -> (rect: Rect, padding: EdgeInsets) {
    var result: (rect: Rect, padding: EdgeInsets)
    if point.contentLength != nil, config.content != nil {
      var own = pointContext(scratch, point, config)
      result = layout.frame(in: &own)
    } else {
      result = layout.frame(in: &scratch)
    }
    if config.sheet != nil && AppleSheet.floats(config.sheet, scratch.environment) {
      result.rect = AppleSheet.floatingCard(result.rect, in: scratch)
    }
    return result
  }

  /// The context of `point`'s layout: `context` itself unless the point overrides the
  /// content's length (then `content` and the primary-axis extent resolve with its length).
  static func pointContext(_ context: LayoutContext, _ point: SnapPoint, _ config: ModalConfig)
    -> LayoutContext
  {
    guard point.contentLength != nil, config.content != nil else { return context }
    return LayoutContext(environment: context.environment, config: config, point: point)
  }

  /// The keyframes of the standard base points, each inheriting from the previous standard one
  /// (nil for in-between points).
  static func standardKeyframes(_ config: ModalConfig) -> [Keyframe?] {
    let base = config.snapPoints
    var resolved: [Keyframe?] = Array(repeating: nil, count: base.count)
    var previous = KeyframeDefaults.base(for: config.snapDirection)
    // By index: each point read in place, not copied (a copy retains its layout and strings).
    for i in base.indices where base[i].mode == .standard {
      var keyframe = previous.overlaid(with: base[i].keyframe)
      keyframe.allowSnapping = base[i].keyframe.allowSnapping
      resolved[i] = keyframe
      previous = keyframe
    }
    return resolved
  }

  /// The undershoot: its preset applied to the first layout, with the first point's keyframe
  /// (faded out unless the config says otherwise), laid out as `point`'s (``frame(_:of:_:in:)``).
  static func undershootPoint(
    _ config: ModalConfig, first: Keyframe?, layout: Layout, of point: SnapPoint,
    in scratch: inout LayoutContext
  ) -> InterpolationPoint {
    let direction = config.snapDirection
    let under = config.undershoot
    let preset = under.preset == .automatic ? direction.undershootPreset : under.preset
    var keyframe = first ?? KeyframeDefaults.base(for: direction)
    if under.preset == .automatic || under.keyframe != nil {
      keyframe = keyframe.overlaid(with: KeyframeDefaults.undershoot)
    }
    keyframe = keyframe.overlaid(with: under.keyframe ?? .empty)
    keyframe.allowSnapping = under.keyframe?.allowSnapping
    return makePoint(
      index: 0, kind: .undershoot, key: nil, page: nil,
      frame: frame(preset.apply(to: layout), of: point, config, in: &scratch), keyframe: keyframe)
  }

  /// Keyboard avoidance `lift`: a frame that would overlap the keyboard moves up by the
  /// overlap, never above the top safe inset (the undershoot stays offscreen).
  static func lift(_ points: inout [InterpolationPoint], context: LayoutContext) {
    guard let keyboard = context.keyboardFrame else { return }
    for i in points.indices where points[i].kind != .undershoot {
      var rect = points[i].rect
      let overlap = rect.maxY - keyboard.minY
      if overlap > 0 && rect.minY < context.container.height {
        rect.y = Swift.max(rect.y - overlap, Swift.min(rect.y, context.safeArea.top))
        points[i].values.rect = rect
      }
    }
  }

  /// The percents by the config's strategy (in-between points get theirs below).
  static func assignPercents(
    _ points: inout [InterpolationPoint], config: ModalConfig, context: LayoutContext
  ) {
    let direction = config.snapDirection
    for i in points.indices {
      switch config.snapPercentStrategy {
      case .position:
        points[i].percent = direction.percent(
          leadingEdge: direction.leadingEdge(of: points[i].rect), container: context.container)
      case .index:
        points[i].percent = Double(i + 1) / Double(points.count)
      }
      if !points[i].percent.isFinite { points[i].percent = 0 }
    }
  }

  /// In-between points: percent by index between the standard neighbours; unset fields
  /// interpolated from them.
  static func fillInBetween(
    _ points: inout [InterpolationPoint], config: ModalConfig, context: inout LayoutContext
  ) {
    let base = config.snapPoints
    var i = 1
    while i <= base.count {
      guard points[i].kind == .inBetween else {
        i += 1
        continue
      }
      let lower = i - 1
      var upper = i
      while points[upper].kind == .inBetween { upper += 1 }
      let span = Double(upper - lower)
      for j in i..<upper {
        let t = Double(j - lower) / span
        let frame = base[j - 1].layout.map { Self.frame($0, of: base[j - 1], config, in: &context) }
        points[j] = inBetweenPoint(
          own: base[j - 1], index: j, t: t, lower: points[lower], upper: points[upper],
          percentStrategy: config.snapPercentStrategy, count: points.count, frame: frame)
      }
      i = upper
    }
  }

  static func makePoint(
    index: Int, kind: InterpolationPoint.Kind, key: String?, page: String?,
    frame: (rect: Rect, padding: EdgeInsets), keyframe: Keyframe
  ) -> InterpolationPoint {
    var values = ModalValues()
    keyframe.apply(to: &values)
    values.rect = frame.rect
    values.padding = frame.padding
    sanitize(&values)
    let traits = ModalTraits(
      maskedCorners: keyframe.maskedCorners ?? .all, modalBlurEffect: keyframe.modalBlurEffect,
      backgroundBlurEffect: keyframe.backgroundBlurEffect, allowSnapping: keyframe.allowSnapping,
      backgroundTapInteraction: keyframe.backgroundTapInteraction ?? .automatic)
    return InterpolationPoint(
      index: index, key: key, page: page, kind: kind, percent: 0, values: values, traits: traits)
  }

  static func inBetweenPoint(
    own: SnapPoint, index: Int, t: Double, lower: InterpolationPoint, upper: InterpolationPoint,
    percentStrategy: SnapPercentStrategy, count: Int, frame: (rect: Rect, padding: EdgeInsets)?
  ) -> InterpolationPoint {
    // Every channel, by position in the storage (`Channel.allCases` would build an array).
    var values = ModalValues()
    for k in values.storage.indices {
      values.storage[k] = lower.values.storage[k] * (1 - t) + upper.values.storage[k] * t
    }
    own.keyframe.apply(to: &values)
    if let frame {
      values.rect = frame.rect
      values.padding = frame.padding
    }
    sanitize(&values)
    let near = t < 0.5 ? lower.traits : upper.traits
    let keyframe = own.keyframe
    let traits = ModalTraits(
      maskedCorners: keyframe.maskedCorners ?? near.maskedCorners,
      modalBlurEffect: keyframe.modalBlurEffect ?? near.modalBlurEffect,
      backgroundBlurEffect: keyframe.backgroundBlurEffect ?? near.backgroundBlurEffect,
      allowSnapping: false,
      backgroundTapInteraction: keyframe.backgroundTapInteraction ?? near.backgroundTapInteraction)
    let percent =
      percentStrategy == .index
      ? Double(index + 1) / Double(count) : lower.percent * (1 - t) + upper.percent * t
    return InterpolationPoint(
      index: index, key: own.key, page: own.page, kind: .inBetween, percent: percent,
      values: values, traits: traits)
  }

  static func sanitize(_ values: inout ModalValues) {
    values.storage.withUnsafeMutableBufferPointer { storage in
      for i in storage.indices where !storage[i].isFinite { storage[i] = 0 }
    }
  }
}
