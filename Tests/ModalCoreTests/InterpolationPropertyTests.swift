import ModalTestSupport
import Testing

@testable import ModalCore

/// Builds random but valid configs and environments from a seeded generator.
struct RandomConfigs: SeededRandom {
  var rng: SeededGenerator

  mutating func simpleValue() -> LayoutValue {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: return .stretch
    case 1: return .constant(number(-50...500))
    case 2: return .percent(number(0...110), of: pick(PercentTarget.allCases))
    case 3: return .safeArea(pick(Edge.allCases))
    case 4: return LayoutValue(.keyboard(pick(KeyboardField.allCases)))
    case 5: return LayoutValue(.keyboardOverlap(pick(Axis.allCases)))
    case 6:
      return LayoutValue(.sum([.percent(number(0...60)), .safeArea(pick(Edge.allCases))]))
    default:
      return LayoutValue(
        .conditional(
          .keyboardPresent, then: LayoutValue(.keyboardOverlap(.vertical)), else: .safeArea(.bottom)
        ))
    }
  }

  mutating func value() -> LayoutValue {
    var value = simpleValue()
    if chance(0.2) {
      value.offset = .init(pick(OffsetOperation.allCases), .constant(number(0.5...40)))
    }
    if chance(0.2) { value.min = .constant(number(0...20)) }
    if chance(0.2) { value.max = .constant(number(200...900)) }
    return value
  }

  mutating func layout() -> Layout {
    Layout(
      horizontalAlignment: pick(HorizontalAlignment.allCases),
      verticalAlignment: pick(VerticalAlignment.allCases), width: value(), height: value(),
      marginTop: chance(0.4) ? value() : nil, marginLeft: chance(0.4) ? value() : nil,
      marginBottom: chance(0.4) ? value() : nil, marginRight: chance(0.4) ? value() : nil,
      paddingTop: chance(0.2) ? value() : nil, paddingLeft: chance(0.2) ? value() : nil,
      offsetX: chance(0.1) ? value() : nil, offsetY: chance(0.1) ? value() : nil)
  }

  mutating func keyframe() -> Keyframe {
    var keyframe = Keyframe()
    for channel in Channel.allCases where channel.rawValue >= Channel.cornerRadius.rawValue {
      if chance(0.15) { keyframe[channel] = number(-2...40) }
    }
    if chance(0.2) { keyframe.maskedCorners = pick([Corners.all, .top, .bottom, []]) }
    if chance(0.2) { keyframe.allowSnapping = chance(0.5) }
    if chance(0.2) { keyframe.backgroundTapInteraction = pick(TapInteraction.allCases) }
    return keyframe
  }

  mutating func config() -> ModalConfig {
    let count = Int.random(in: 1...5, using: &rng)
    var points: [SnapPoint] = []
    for i in 0..<count {
      let inBetween = i > 0 && i < count - 1 && chance(0.2)
      points.append(
        SnapPoint(
          key: chance(0.3) ? "k\(i)" : nil, mode: inBetween ? .inBetween : .standard,
          layout: inBetween && chance(0.5) ? nil : layout(),
          keyframe: chance(0.7) ? keyframe() : .empty))
    }
    return ModalConfig(
      snapDirection: pick(SnapDirection.allCases), snapPoints: points,
      undershoot: EdgeSnapPoint(
        preset: pick(LayoutPreset.named), keyframe: chance(0.5) ? keyframe() : nil),
      overshoot: chance(0.6)
        ? EdgeSnapPoint(preset: pick(LayoutPreset.named), keyframe: chance(0.5) ? keyframe() : nil)
        : nil,
      snapPercentStrategy: chance(0.8) ? .position : .index,
      interpolationClamping: chance(0.3)
        ? ClampingConfig(
          start: Set(ClampGroup.allCases.filter { _ in chance(0.5) }),
          end: Set(ClampGroup.allCases.filter { _ in chance(0.5) })) : nil)
  }

  mutating func environment() -> Environment {
    Environment(
      device: pick(Device.all), orientation: pick(Orientation.allCases),
      keyboardHeight: chance(0.4) ? number(0...450) : nil)
  }
}

@Suite("Interpolation properties")
struct InterpolationPropertyTests {
  @Test("1 000 random configs: every value is finite, every point's frame is reproduced exactly")
  func randomConfigs() {
    var random = RandomConfigs(rng: SeededGenerator(seed: 20_261_129))
    var checkedPoints = 0
    for _ in 0..<1000 {
      let config = random.config()
      #expect(config.problems().isEmpty)
      let environment = random.environment()
      let interpolator = Interpolator(config: config, environment: environment)
      #expect(interpolator.points.count == config.combinedCount)
      for point in interpolator.points {
        #expect(point.values.isFinite)
        #expect(point.percent.isFinite)
        let duplicates = interpolator.points.filter { $0.percent == point.percent }.count
        if duplicates == 1 {
          #expect(interpolator.values(atPercent: point.percent).rect == point.rect)
          checkedPoints += 1
        }
      }
      var previous: ModalValues? = nil
      for _ in 0..<20 {
        let values = interpolator.values(
          atPercent: random.number(-0.5...1.5), previous: previous)
        #expect(values.isFinite)
        previous = values
      }
    }
    #expect(checkedPoints > 2500)
  }
}
