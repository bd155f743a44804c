import ModalTestSupport
import Testing

@testable import ModalCore

/// The resolution of points (``Interpolator/resolvePoints(config:context:keyframes:)``)
/// against a reference written the plain way (each point on its own, every channel through
/// `Channel.allCases` and the channel subscript), on seeded random configs: the faster blend of
/// in-between points (over the storage positions) must give the same values bit for bit.
@Suite("Resolution reference")
struct ResolutionReferenceTests {
  @Test("2 000 random configs: base and in-between points equal the reference exactly")
  func randomConfigs() {
    var random = RandomConfigs(rng: SeededGenerator(seed: 20_261_202))
    var standard = 0
    var inBetween = 0
    for _ in 0..<2000 {
      let config = random.config()
      let environment = random.environment()
      let points = Interpolator(config: config, environment: environment).points
      let keyframes = Interpolator.standardKeyframes(config)
      #expect(points.count == config.combinedCount)
      for (i, own) in config.snapPoints.enumerated() {
        let point = points[i + 1]
        let context = LayoutContext(environment: environment, config: config, point: own)
        #expect(point.key == own.key)
        #expect(point.page == own.page)
        if let keyframe = keyframes[i], let layout = own.layout {
          // The frame the plain way: a copy of the context for the rect, another for the
          // padding (the resolution lends one context to every point).
          let rect = layout.computeRect(context)
          let expected = Interpolator.makePoint(
            index: i + 1, kind: .standard, key: own.key, page: own.page,
            frame: (rect, layout.computePadding(context, rect: rect)), keyframe: keyframe)
          #expect(point.kind == .standard)
          #expect(point.values == expected.values)
          #expect(point.traits == expected.traits)
          standard += 1
        } else {
          #expect(point.kind == .inBetween)
          #expect(point.values == referenceInBetween(points, at: i + 1, own, context))
          inBetween += 1
        }
      }
    }
    #expect(standard > 4000)
    #expect(inBetween > 150)
  }

  /// The values of the in-between point at combined index `j`, as the resolution computed them
  /// before it looped over the storage: interpolated channel by channel between the nearest
  /// non-in-between neighbours, then the point's own keyframe and layout, then sanitized.
  func referenceInBetween(
    _ points: [InterpolationPoint], at j: Int, _ own: SnapPoint, _ context: LayoutContext
  ) -> ModalValues {
    var lower = j - 1
    while points[lower].kind == .inBetween { lower -= 1 }
    var upper = j + 1
    while points[upper].kind == .inBetween { upper += 1 }
    let t = Double(j - lower) / Double(upper - lower)
    var values = ModalValues()
    for channel in Channel.allCases {
      values[channel] = points[lower].values[channel] * (1 - t) + points[upper].values[channel] * t
    }
    own.keyframe.apply(to: &values)
    if let layout = own.layout {
      let rect = layout.computeRect(context)
      values.rect = rect
      values.padding = layout.computePadding(context, rect: rect)
    }
    for channel in Channel.allCases where !values[channel].isFinite { values[channel] = 0 }
    return values
  }

  @Test("an in-between point halfway between two points: every channel the exact midpoint")
  func midpoint() {
    var lower = ModalValues()
    var upper = ModalValues()
    for k in lower.storage.indices {
      lower.storage[k] = Double(k)
      upper.storage[k] = Double(3 * k) + 1
    }
    upper[.opacity] = .infinity
    let point = Interpolator.inBetweenPoint(
      own: SnapPoint(layout: nil), index: 2, t: 0.5,
      lower: InterpolationPoint(
        index: 1, kind: .standard, percent: 0.25, values: lower, traits: ModalTraits()),
      upper: InterpolationPoint(
        index: 3, kind: .standard, percent: 0.75, values: upper, traits: ModalTraits()),
      percentStrategy: .position, count: 5, frame: nil)
    #expect(point.values[.frameX] == 0.5)
    #expect(point.values[.cornerRadius] == 16.5)
    #expect(point.values[.opacity] == 0)
    #expect(point.values[.presentingOverlayOpacity] == Double(2 * (Channel.count - 1)) + 0.5)
    #expect(point.percent == 0.5)
    #expect(point.kind == .inBetween)
  }
}
