/// The snap points of a config resolved for one environment, and the piecewise-linear
/// functions of the percent through them (MODEL.md sections 3 to 5).
///
/// Build it once per config and environment; evaluating a percent is then a binary search over
/// the sorted percents plus one multiply-add per channel, with no layout work.
public struct Interpolator: Hashable, Sendable {
  public let direction: SnapDirection
  public let container: Size
  public let percentStrategy: SnapPercentStrategy
  /// The points in combined-index order.
  public internal(set) var points: [InterpolationPoint]
  /// Combined indices ordered by percent (stable for equal percents).
  public let sortedIndices: [Int]
  /// The percents in `sortedIndices` order.
  public let sortedPercents: [Double]
  /// The leading edges in `sortedIndices` order.
  let sortedEdges: [Double]
  /// Channel values, point-major in `sortedIndices` order.
  let table: [Double]
  let clampStart: [Bool]
  let clampEnd: [Bool]
  /// True when no point's leading edge lies towards closed of the point before it in combined
  /// order (the usual case, and every edge a number), so that a release finds its nearest point
  /// by binary search in that order (``ReleaseInput/nearestPoint(to:)``) instead of ranking
  /// every point.
  public internal(set) var edgesOpenInIndexOrder: Bool
  /// The position in `points` of the first point with each key, so that `snap KEY` and the
  /// rules that look for a keyed point find it without walking every point.
  let keyPositions: [String: Int]

  /// Resolves every point of `config` in `environment`.
  public init(config: ModalConfig, environment: Environment) {
    self.init(
      config: config, environment: environment, keyframes: Self.standardKeyframes(config))
  }

  /// Resolves every point of `config` in `environment`, with the config's
  /// ``standardKeyframes(_:)`` already resolved (they do not depend on the environment: `lint`
  /// resolves them once for its 24 environments).
  init(config: ModalConfig, environment: Environment, keyframes: [Keyframe?]) {
    let context = LayoutContext(environment: environment, config: config)
    let direction = config.snapDirection
    self.direction = direction
    self.container = context.container
    self.percentStrategy = config.snapPercentStrategy
    let points = Self.resolvePoints(config: config, context: context, keyframes: keyframes)
    self.points = points
    let order = points.indices.sorted { a, b in
      points[a].percent != points[b].percent ? points[a].percent < points[b].percent : a < b
    }
    self.sortedIndices = order
    self.sortedPercents = order.map { points[$0].percent }
    self.sortedEdges = order.map { direction.leadingEdge(of: points[$0].rect) }
    var ordered = true
    var previous = -Double.infinity
    for point in points {
      let openness = direction.leadingEdge(of: point.rect) * direction.openingSign
      // `!(>=)` so that a NaN edge counts as out of order.
      if !(openness >= previous) {
        ordered = false
        break
      }
      previous = openness
    }
    self.edgesOpenInIndexOrder = ordered
    var keys: [String: Int] = [:]
    for (position, point) in points.enumerated() {
      if let key = point.key, keys[key] == nil { keys[key] = position }
    }
    self.keyPositions = keys
    var table: [Double] = []
    table.reserveCapacity(order.count * Channel.count)
    for index in order { table.append(contentsOf: points[index].values.storage) }
    self.table = table
    // Bit masks by group first: a Set lookup per channel would hash strings.
    let clamping = config.effectiveClampGroups
    var startGroups: UInt32 = 0
    var endGroups: UInt32 = 0
    for group in clamping.start { startGroups |= 1 << UInt32(group.bit) }
    for group in clamping.end { endGroups |= 1 << UInt32(group.bit) }
    self.clampStart = Channel.allCases.map { startGroups & (1 << UInt32($0.clampGroup.bit)) != 0 }
    self.clampEnd = Channel.allCases.map { endGroups & (1 << UInt32($0.clampGroup.bit)) != 0 }
  }

  /// The position in ``points`` of the first point with this key, or nil.
  public func position(ofKey key: String) -> Int? { keyPositions[key] }

  // MARK: - Evaluation

  /// Every channel at `percent`: linear between the two points around it, extrapolated along
  /// the first / last segment beyond the ends unless the channel is clamped there. A value that
  /// is not finite is replaced by `previous`'s (or the nearest end point's).
  public func values(atPercent percent: Double, previous: ModalValues? = nil) -> ModalValues {
    let count = sortedPercents.count
    let width = Channel.count
    var result = ModalValues(storage: Array(table[0..<width]))
    guard count > 1, percent.isFinite else { return result }
    var below = false
    var above = false
    let lower: Int
    if percent <= sortedPercents[0] {
      lower = 0
      below = percent < sortedPercents[0]
    } else if percent >= sortedPercents[count - 1] {
      lower = count - 2
      above = percent > sortedPercents[count - 1]
    } else {
      lower = Swift.min(Self.lastIndex(notAbove: percent, in: sortedPercents), count - 2)
    }
    let p0 = sortedPercents[lower]
    let p1 = sortedPercents[lower + 1]
    // Two points at the same percent: at or past it, the later one (the point the modal rests
    // on rather than, say, an undershoot with the same frame).
    let t = p1 == p0 ? (percent >= p1 ? 1 : 0) : (percent - p0) / (p1 - p0)
    let base0 = lower * width
    let base1 = base0 + width
    table.withUnsafeBufferPointer { table in
      result.storage.withUnsafeMutableBufferPointer { out in
        for channel in 0..<width {
          let a = table[base0 + channel]
          let b = table[base1 + channel]
          var value: Double
          if below && clampStart[channel] {
            value = a
          } else if above && clampEnd[channel] {
            value = b
          } else {
            value = a * (1 - t) + b * t
          }
          if !value.isFinite {
            value = previous?.storage[channel] ?? (t < 0.5 ? a : b)
          }
          out[channel] = value
        }
      }
    }
    return result
  }

  /// The two points around a percent, in percent order, and where the percent lies between
  /// them: what a drag readout shows (`between 1 and 2, t = 0.25`).
  public struct Bracket: Hashable, Sendable {
    /// The combined index of the last point at or below the percent (the first point when the
    /// percent is below every point; never the last point in percent order).
    public var lower: Int
    /// The combined index of the point after `lower` in percent order.
    public var upper: Int
    /// (percent - lower's percent) / (upper's - lower's): 0 at `lower`, 1 at `upper`, below 0 or
    /// above 1 beyond the ends, and 0 when both points have the same percent.
    public var fraction: Double
  }

  /// The bracket around `percent` (a binary search over the sorted percents), or nil with fewer
  /// than two points.
  public func bracket(aroundPercent percent: Double) -> Bracket? {
    let count = sortedPercents.count
    guard count > 1 else { return nil }
    let low = Swift.min(Self.lastIndex(notAbove: percent, in: sortedPercents), count - 2)
    let p0 = sortedPercents[low]
    let p1 = sortedPercents[low + 1]
    let fraction = p1 == p0 ? 0 : (percent - p0) / (p1 - p0)
    return Bracket(lower: sortedIndices[low], upper: sortedIndices[low + 1], fraction: fraction)
  }

  /// The values of the point with this combined index (its settled state).
  public func values(atIndex index: Int) -> ModalValues {
    points[index].values
  }

  /// The position in `sorted` of the last element that is <= value (0 when none).
  static func lastIndex(notAbove value: Double, in sorted: [Double]) -> Int {
    var low = 0
    var high = sorted.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sorted[mid] <= value {
        low = mid
      } else {
        high = mid - 1
      }
    }
    return low
  }

  /// The combined index of the point nearest `percent` that satisfies `include` (the first
  /// in sorted order on ties), or nil when none does. Binary search, then a walk outwards.
  public func nearestIndex(
    toPercent percent: Double, where include: (InterpolationPoint) -> Bool = { $0.isSnappable }
  ) -> Int? {
    let count = sortedPercents.count
    guard count > 0 else { return nil }
    let start = Self.lastIndex(notAbove: percent, in: sortedPercents)
    var left = start
    var right = start + 1
    var best: (position: Int, distance: Double)? = nil
    // Walk outwards until both sides are farther than the best found.
    while left >= 0 || right < count {
      let leftDistance = left >= 0 ? abs(sortedPercents[left] - percent) : .infinity
      let rightDistance = right < count ? abs(sortedPercents[right] - percent) : .infinity
      if let best, best.distance < Swift.min(leftDistance, rightDistance) { break }
      if leftDistance <= rightDistance {
        if include(points[sortedIndices[left]]),
          best.map({
            leftDistance < $0.distance || (leftDistance == $0.distance && left < $0.position)
          }) ?? true
        {
          best = (left, leftDistance)
        }
        left -= 1
      } else {
        if include(points[sortedIndices[right]]), best.map({ rightDistance < $0.distance }) ?? true
        {
          best = (right, rightDistance)
        }
        right += 1
      }
    }
    return best.map { sortedIndices[$0.position] }
  }

  // MARK: - Leading edge and percent

  /// The leading edge of a rect in this interpolator's direction.
  public func leadingEdge(of rect: Rect) -> Double {
    direction.leadingEdge(of: rect)
  }

  /// The percent of a leading-edge position: the position formula for the `position`
  /// strategy; piecewise-linear through the points' (edge, percent) pairs for `index`.
  public func percent(forLeadingEdge edge: Double) -> Double {
    switch percentStrategy {
    case .position:
      return direction.percent(leadingEdge: edge, container: container)
    case .index:
      return Self.piecewise(edge, xs: sortedEdges, ys: sortedPercents)
    }
  }

  /// The leading-edge position of a percent (the inverse of ``percent(forLeadingEdge:)``).
  public func leadingEdge(forPercent percent: Double) -> Double {
    switch percentStrategy {
    case .position:
      return direction.leadingEdge(percent: percent, container: container)
    case .index:
      return Self.piecewise(percent, xs: sortedPercents, ys: sortedEdges)
    }
  }

  /// Piecewise-linear map through (xs[i], ys[i]), extrapolated along the end segments; xs may
  /// be increasing or decreasing.
  static func piecewise(_ x: Double, xs: [Double], ys: [Double]) -> Double {
    let count = xs.count
    guard count > 1 else { return ys.first ?? 0 }
    let increasing = xs[count - 1] >= xs[0]
    // Find the segment by scanning the monotone sequence with a binary search on its
    // orientation.
    var low = 0
    var high = count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if (xs[mid] <= x) == increasing {
        low = mid
      } else {
        high = mid
      }
    }
    let x0 = xs[low]
    let x1 = xs[high]
    guard x1 != x0 else { return ys[low] }
    let t = (x - x0) / (x1 - x0)
    return ys[low] * (1 - t) + ys[high] * t
  }
}
