/// The checks of ``Lint`` in one environment: each looks at the points an ``Interpolator``
/// resolved there and records what it finds in a ``Collector``.
enum LintChecks {
  /// Runs every check on `interpolator` (the points of `config` in `environment`, at
  /// `position` in the collector's environments);
  /// `keyboardReferences` tells, for each base point, whether its layout refers to the
  /// keyboard.
  ///
  /// Only ``keyboardCovers(_:_:_:)`` looks at the keyboard: the other checks find the same on
  /// the same points in an environment that differs only in the keyboard. `repeating` is what
  /// they found in such an environment (the groups this function returned there, the points
  /// resolved once for both, as ``Lint/check(_:in:)`` does): those groups list this
  /// environment too and only the keyboard check runs. Returns the groups the other checks
  /// found here (or `repeating`).
  @discardableResult
  static func run(
    _ config: ModalConfig, _ interpolator: Interpolator, environment: Environment, position: Int,
    selection: ConfigSelection, keyboardReferences: [Bool], repeating: [Int]? = nil,
    into collector: inout Collector
  ) -> [Int] {
    let points = interpolator.points
    guard !points.isEmpty else { return [] }
    let context = Context(
      config: config, interpolator: interpolator, environment: environment, position: position,
      selection: selection, keyboardReferences: keyboardReferences)
    let found: [Int]
    if let repeating {
      collector.repeatGroups(repeating, environment: position)
      found = repeating
    } else {
      collector.startNoting()
      duplicatePercents(points, context, &collector)
      order(points, context, &collector)
      undershoot(points, context, &collector)
      overshoot(points, context, &collector)
      frames(points, context, &collector)
      snapping(points, context, &collector)
      contentLengths(points, context, &collector)
      widths(points, context, &collector)
      found = collector.stopNoting()
    }
    keyboardCovers(points, context, &collector)
    return found
  }

  /// What every check needs besides the points.
  struct Context {
    var config: ModalConfig
    var interpolator: Interpolator
    var environment: Environment
    /// The environment's position in the collector's environments.
    var position: Int
    var selection: ConfigSelection
    /// For each base point, whether its layout refers to the keyboard.
    var keyboardReferences: [Bool]

    var direction: SnapDirection { config.snapDirection }

    /// The leading edge of a point.
    func edge(_ point: InterpolationPoint) -> Double {
      direction.leadingEdge(of: point.rect)
    }

    /// How far a point is open, in points along the primary axis (larger = more open).
    func openness(_ point: InterpolationPoint) -> Double {
      edge(point) * direction.openingSign
    }

    /// The position percent of a point's leading edge.
    func percent(_ point: InterpolationPoint) -> Double {
      percent(leadingEdge: edge(point))
    }

    /// The position percent of a leading edge.
    func percent(leadingEdge: Double) -> Double {
      direction.percent(leadingEdge: leadingEdge, container: interpolator.container)
    }

    /// A point's length along the primary axis.
    func length(_ point: InterpolationPoint) -> Double {
      point.rect.size[direction.axis]
    }

    /// True when a point is fully open: its leading edge within the tolerance of the
    /// container's far edge (percent 1).
    func fillsContainer(_ point: InterpolationPoint) -> Bool {
      (1 - percent(point)) * interpolator.container[direction.axis] <= LintChecks.tolerance
    }

    /// True when the layout of the point with this combined index refers to the keyboard (it
    /// declares where the keyboard goes), or the config lifts its frames above the keyboard.
    func avoidsKeyboard(index: Int) -> Bool {
      if config.keyboardAvoidance == .lift { return true }
      guard keyboardReferences.indices.contains(index - 1) else { return false }
      return keyboardReferences[index - 1]
    }

    /// Records an occurrence; `severity` defaults to the check's usual one.
    func record(
      _ kind: LintFinding.Kind, _ point: InterpolationPoint, related: Int? = nil,
      severity: LintFinding.Severity? = nil, values: Collector.Measures = .none,
      edges: [Edge: Double] = [:],
      into collector: inout Collector
    ) {
      collector.record(
        kind, point, related: related, severity: severity ?? kind.severity, values: values,
        edges: edges, environment: position, selection: selection)
    }

    /// Records an occurrence on the point at `position` in `points`, read in place (a copy of
    /// the point would retain its strings and values, once per point and environment).
    func record(
      _ kind: LintFinding.Kind, at position: Int, in points: [InterpolationPoint],
      related: Int? = nil, severity: LintFinding.Severity? = nil,
      values: Collector.Measures = .none, edges: [Edge: Double] = [:],
      into collector: inout Collector
    ) {
      collector.record(
        kind, index: points[position].index, pointKind: points[position].kind,
        pointKey: points[position].key, related: related, severity: severity ?? kind.severity,
        values: values, edges: edges, environment: self.position, selection: selection)
    }
  }

  static var tolerance: Double { Lint.tolerance }

  /// Below this opacity a point is out of sight.
  static let invisibleOpacity = 0.01

  /// True when a point is fully transparent.
  static func isTransparent(_ point: InterpolationPoint) -> Bool {
    point.values[.opacity] < invisibleOpacity
  }

  /// Snappable points (all but the in-between ones) whose leading edges are within the
  /// tolerance of an earlier point's: each is recorded against the lowest such index. Two
  /// cases are by design and only notes: the overshoot where the last point already fills
  /// the container (a sheet that grows to the full screen), and a point at a transparent
  /// undershoot (a card that fades out in place).
  static func duplicatePercents(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    // Positions in `points`, not copies of the points, and their edges, in one pass.
    var snappable: [Int] = []
    var edges: [Double] = []
    snappable.reserveCapacity(points.count)
    edges.reserveCapacity(points.count)
    for i in points.indices where points[i].kind != .inBetween {
      snappable.append(i)
      edges.append(context.edge(points[i]))
    }
    let order = ascendingOrder(edges)
    // The points within the tolerance of a finite edge are a window of `order` that only
    // moves forward; ``LowestInWindow`` gives the window's lowest index in amortised constant
    // time, so the check costs its sort, O(n log n). An infinite edge is within the tolerance
    // of nothing (inf - inf is not a number): such a point is never a duplicate.
    var window = LowestInWindow(capacity: order.count)
    var low = 0
    var high = 0
    for i in order where edges[i].isFinite {
      while !(abs(edges[order[low]] - edges[i]) <= tolerance) { low += 1 }
      high = Swift.max(high, low)
      while high < order.count, abs(edges[order[high]] - edges[i]) <= tolerance {
        window.push(position: high, index: order[high])
        high += 1
      }
      window.drop(below: low)
      let earliest = window.lowest.flatMap { $0 < i ? $0 : nil }
      guard let earliest else { continue }
      let point = snappable[i]
      let related = snappable[earliest]
      let byDesign =
        (points[point].kind == .overshoot && context.fillsContainer(points[related]))
        || (points[related].kind == .undershoot && isTransparent(points[related]))
      context.record(
        .duplicatePercent, at: point, in: points, related: points[related].index,
        severity: byDesign ? .note : nil,
        values: Collector.Measures(context.percent(leadingEdge: edges[i])), into: &collector)
    }
  }

  /// The positions of `edges` ordered by edge, then position. Points are usually written in
  /// the order they open, so their edges are often sorted one way or the other already: those
  /// cost one pass instead of a sort.
  static func ascendingOrder(_ edges: [Double]) -> [Int] {
    // One pass tells both (a NaN compares false both ways, so edges with one take the sort).
    var ascending = true
    var descending = true
    var i = 1
    while i < edges.count && (ascending || descending) {
      if !(edges[i - 1] <= edges[i]) { ascending = false }
      if !(edges[i - 1] > edges[i]) { descending = false }
      i += 1
    }
    if ascending { return Array(edges.indices) }
    let last = edges.count - 1
    if descending { return edges.indices.map { last - $0 } }
    return edges.indices.sorted { edges[$0] != edges[$1] ? edges[$0] < edges[$1] : $0 < $1 }
  }

  /// Standard base points less open than the previous standard base point.
  static func order(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    // Positions, not copies of the points (a copy retains their strings and values).
    var previous: Int? = nil
    for i in points.indices where points[i].kind == .standard {
      if let previous,
        context.openness(points[i]) - context.openness(points[previous]) < -tolerance
      {
        context.record(
          .outOfOrder, at: i, in: points, related: points[previous].index,
          values: Collector.Measures(context.percent(points[i]), context.percent(points[previous])),
          into: &collector)
      }
      previous = i
    }
  }

  /// The undershoot inside the container (unless it is transparent).
  static func undershoot(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    guard let under = points.first, under.kind == .undershoot, !isTransparent(under),
      let visible = under.rect.intersection(context.environment.containerRect),
      visible.width > tolerance, visible.height > tolerance
    else { return }
    context.record(
      .undershootVisible, under, values: Collector.Measures(visible.size[context.direction.axis]),
      into: &collector)
  }

  /// The overshoot less open, or shorter along the primary axis, than the last base point.
  static func overshoot(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    guard let over = points.last, over.kind == .overshoot,
      let last = points.last(where: { $0.kind == .standard })
    else { return }
    if context.openness(over) - context.openness(last) < -tolerance {
      context.record(
        .overshootBelowLastPoint, over, related: last.index,
        values: Collector.Measures(context.percent(over), context.percent(last)), into: &collector)
    }
    if context.length(over) - context.length(last) < -tolerance {
      context.record(
        .overshootShorterThanLastPoint, over, related: last.index,
        values: Collector.Measures(context.length(over), context.length(last)), into: &collector)
    }
  }

  /// True when a frame has no area (within the tolerance).
  static func isEmpty(_ rect: Rect) -> Bool {
    rect.width < tolerance || rect.height < tolerance
  }

  /// Standard points with an empty frame or a frame outside the container.
  static func frames(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    let container = context.environment.containerRect
    for i in points.indices where points[i].kind == .standard {
      let rect = points[i].rect
      if isEmpty(rect) {
        context.record(
          .emptyFrame, at: i, in: points, values: Collector.Measures(rect.width, rect.height),
          into: &collector)
        continue
      }
      let top = container.minY - rect.minY
      let left = container.minX - rect.minX
      let bottom = rect.maxY - container.maxY
      let right = rect.maxX - container.maxX
      // The dictionary only when the frame is outside: most frames are not.
      if top > tolerance || left > tolerance || bottom > tolerance || right > tolerance {
        let excess: [Edge: Double] = [.top: top, .left: left, .bottom: bottom, .right: right]
        context.record(
          .frameOutside, at: i, in: points, edges: excess.filter { $0.value > tolerance },
          into: &collector)
      }
    }
  }

  /// Standard points (with a frame) whose content is under the keyboard: a warning where the
  /// point refers to the keyboard or the config lifts, else a note (an ordinary sheet under a
  /// keyboard is what every sheet without a text field is). The one check that looks at the
  /// keyboard (``run(_:_:environment:position:selection:keyboardReferences:repeating:into:)``).
  static func keyboardCovers(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    // The system sheet (`expand`) insets its content by the keyboard: nothing is covered; nor
    // is it with @gorhom/bottom-sheet's temporary positions (`interactive`, `fillParent`): the
    // sheet leaves its detents for a position whose content ends at the keyboard
    // (BottomSheetContent.tsx@bc94d54 L95-116, L163-169).
    guard context.config.keyboardAvoidance != .expand,
      !context.config.keyboardAvoidance.usesTemporaryPosition,
      let keyboard = context.environment.keyboardFrame
    else { return }
    for i in points.indices where points[i].kind == .standard {
      let rect = points[i].rect
      if isEmpty(rect) { continue }
      let padding = points[i].values.padding
      let content = Rect(
        x: rect.x + padding.left, y: rect.y + padding.top,
        width: rect.width - padding.left - padding.right,
        height: rect.height - padding.top - padding.bottom)
      if let covered = content.intersection(keyboard), covered.width > tolerance,
        covered.height > tolerance
      {
        context.record(
          .keyboardCovers, at: i, in: points,
          severity: context.avoidsKeyboard(index: points[i].index) ? nil : .note,
          values: Collector.Measures(covered.height), into: &collector)
      }
    }
  }

  /// Every base point refuses snapping (recorded on the first standard base point).
  static func snapping(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    let base = context.config.snapPoints
    guard base.allSatisfy({ $0.mode == .inBetween || $0.keyframe.allowSnapping == false }),
      let first = points.first(where: { $0.kind == .standard })
    else { return }
    context.record(.noSnappablePoint, first, into: &collector)
  }

  /// Base points with their own `contentLength` in a config without content.
  static func contentLengths(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    guard context.config.content == nil else { return }
    let base = context.config.snapPoints
    for i in base.indices where points.indices.contains(i + 1) {
      guard let length = base[i].contentLength else { continue }
      context.record(
        .contentLengthWithoutContent, at: i + 1, in: points, values: Collector.Measures(length),
        into: &collector)
    }
  }
}

extension LintChecks {
  /// Standard base points of a vertical sheet wider than the library its hand-off rule names
  /// allows in this environment (``LibraryWidthLimit``): one comparison per point, the cap
  /// worked out once per environment.
  static func widths(
    _ points: [InterpolationPoint], _ context: Context, _ collector: inout Collector
  ) {
    guard context.direction.axis == .vertical,
      let limit = LibraryWidthLimit.limit(forRule: context.config.handoff.rule),
      let cap = limit.width(in: context.environment)
    else { return }
    // A sheet section lays the sheet out itself: the cap is the edge-attached sheet's, and a
    // full-screen sheet in compact height is as wide as the screen by design.
    if let sheet = context.config.sheet,
      AppleSheet.appearance(sheet, context.environment) != .edgeAttached
    {
      return
    }
    for i in points.indices
    where points[i].kind == .standard && points[i].rect.width - cap > tolerance {
      context.record(
        .widerThanLibraryAllows, at: i, in: points,
        values: Collector.Measures(points[i].rect.width, cap),
        into: &collector)
    }
  }
}

/// The lowest index among the positions of a window that only moves forward (positions pushed
/// in increasing order, dropped from the front): a queue whose indices increase from front to
/// back, so the front holds the lowest. Each position enters and leaves once.
struct LowestInWindow {
  /// The candidates, front to back: positions increasing, and indices increasing.
  private var entries: [(position: Int, index: Int)] = []
  private var front = 0

  /// An empty window with room for `capacity` positions (each enters once).
  init(capacity: Int = 0) {
    entries.reserveCapacity(capacity)
  }

  /// Adds the position at the back of the window, with its index.
  mutating func push(position: Int, index: Int) {
    while entries.count > front, let last = entries.last, last.index >= index {
      entries.removeLast()
    }
    entries.append((position, index))
  }

  /// Removes the positions before `low` from the window.
  mutating func drop(below low: Int) {
    while front < entries.count && entries[front].position < low { front += 1 }
  }

  /// The lowest index in the window, or nil when it is empty.
  var lowest: Int? { front < entries.count ? entries[front].index : nil }
}
