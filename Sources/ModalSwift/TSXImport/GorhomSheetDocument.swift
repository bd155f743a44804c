import ModalCore

extension GorhomSheetReader {
  /// The document: the `gorhom` preset's config (its animations, release, hand-off, overdrag
  /// and first point's look: the library's defaults) with the snap points and props read, so
  /// that a component with the preset's props reads back as `preset gorhom`; nil without a
  /// snap point.
  func document(_ log: inout SwiftImportLog) -> ConfigDocument? {
    guard !points.isEmpty, let source = BuiltinPresets.source(named: "gorhom"),
      let preset = try? ConfigCoding.decodeDocument(source)
    else {
      if points.isEmpty, pointsAt == nil {
        log.skip(
          "<\(element.tag)> without snapPoints",
          "not modelled: without snapPoints the library sizes the sheet to its content (enableDynamicSizing)",
          at: tokens[element.token].location)
      }
      return nil
    }
    var config = preset.config.defaultConfig
    var look = config.snapPoints.first?.keyframe ?? .empty
    // Ordered by height on the reference device (iphone-14 in portrait), as the model's
    // snap points are; the library keeps the given order (useAnimatedDetents.ts L48-64).
    let context = LayoutContext(environment: Environment())
    let heights = points.map { $0.height.resolve(context, axis: .vertical) }
    let order = points.indices.sorted { a, b in
      heights[a] == heights[b] ? a < b : heights[a] < heights[b]
    }
    if order != Array(points.indices), let at = pointsAt {
      log.approximate(
        "the order of snapPoints",
        "not in ascending height on iphone-14: the library keeps their order and takes the last as the highest; read in ascending height",
        at: at)
    }
    var keys = Set<String>()
    config.snapPoints = order.map { index in
      var key = points[index].key
      if let given = key, !keys.insert(given).inserted { key = nil }
      return SnapPoint(
        key: key,
        layout: Layout(
          horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
          height: points[index].height))
    }
    for (position, index) in order.enumerated() {
      log.origin(of: "snapPoints[\(position)]", at: points[index].at)
    }
    if let width = handleWidth { look[.handleWidth] = width }
    if let height = handleHeight { look[.handleHeight] = height }
    if let offset = handleOffset { look[.handleOffset] = offset }
    if handleHidden { look[.handleOpacity] = 0 }
    if let radius = cornerRadius { look[.cornerRadius] = radius }
    config.snapPoints[0].keyframe = look
    for (path, at) in origins { log.origin(of: path, at: at) }

    // index: the library's default 0, the first point; -1 mounts the sheet closed.
    func position(ofItem item: Int) -> Int? { order.firstIndex { points[$0].item == item } }
    config.initialSnapPointIndex = position(ofItem: 0).map { $0 + 1 } ?? 1
    if let (value, at) = index {
      log.origin(of: "initialIndex", at: at)
      if value == -1 {
        log.approximate(
          "index={-1}",
          "the sheet is mounted closed until the app opens it; read as opening at the first snap point, the one present opens to",
          at: at)
      } else if let position = position(ofItem: value) {
        config.initialSnapPointIndex = position + 1
        log.recognise("index={\(value)}: initialIndex \(position + 1)", at: at)
      } else {
        log.skip(
          "index={\(value)}",
          "no snap point of snapPoints is read at that index: the first is read",
          at: at)
      }
    }
    if panDownToClose == true { config.release.options["enablePanDownToClose"] = 1 }
    if overDrag == false {
      config.overdrag = .none
      if let (value, at) = factor {
        log.skip(
          "overDragResistanceFactor={\(LayoutValueSyntax.formatNumber(value))}",
          "enableOverDrag={false}: the sheet does not go past its ends, so the factor does nothing",
          at: at)
      }
    } else if let (value, at) = factor {
      config.overdrag = .gorhom(value)
      log.origin(of: "overdrag", at: at)
      log.recognise(
        "overDragResistanceFactor={\(LayoutValueSyntax.formatNumber(value))}: overdrag gorhom(\(LayoutValueSyntax.formatNumber(value)))",
        at: at)
    }
    if let keyboard { config.keyboardAvoidance = keyboard }
    if let keyboardBlur { config.keyboardBlurBehavior = keyboardBlur }
    config.gorhom = sizing
    return ConfigDocument(name: nil, description: nil, config: config)
  }
}
