import ModalTestSupport
import Testing

@testable import ModalCore

/// Random actions, valid and invalid, from a seeded generator.
struct RandomActions: SeededRandom {
  var rng: SeededGenerator
  let presets: [String]

  mutating func target() -> SnapTarget {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0, 1: return .index(Int.random(in: -1...7, using: &rng))
    case 2: return .key(pick(["custom", "peek", "nope"]))
    case 3: return .next
    case 4: return .previous
    default: return .closest
    }
  }

  mutating func weird(_ normal: Double) -> Double {
    chance(0.03) ? pick([.nan, .infinity, -.infinity]) : normal
  }

  mutating func action() throws -> Action {
    switch Int.random(in: 0..<22, using: &rng) {
    case 0: return .present(chance(0.5) ? nil : target(), animated: chance(0.7))
    case 1:
      let mode: DismissMode = pick([
        .direct, .viaSnapPoints, .preset(pick(LayoutPreset.named)),
      ])
      return .dismiss(mode, animated: chance(0.7))
    case 2, 3: return .snap(target())
    case 4, 5, 6, 7:
      return .dragMove(
        amount: weird(number(-400...400)), secondary: chance(0.2) ? number(-50...50) : 0)
    case 8, 9: return .dragEnd(velocity: weird(number(-3000...3000)))
    case 10: return .backgroundTap
    case 11, 12: return .advance(frames: Int.random(in: 0...30, using: &rng))
    case 13: return .settle
    case 14: return .environment(.rotate(chance(0.5) ? nil : pick(Orientation.allCases)))
    case 15:
      return .environment(.keyboard(chance(0.3) ? nil : weird(number(-50...1200))))
    case 16: return .environment(.device(pick(Device.all)))
    case 17:
      // The two accessibility flags (VoiceOver: issue 13, panmodal switches on it).
      return chance(0.5)
        ? .environment(.reduceMotion(chance(0.3))) : .environment(.voiceOver(chance(0.5)))
    case 18:
      let name = pick(presets)
      let document = try #require(try BuiltinPresets.document(named: name))
      var config = document.config
      // Half of them hold content (issue 12), so that the offset meets every change.
      if chance(0.5) { config.defaultConfig.setContentLength(number(0...3000)) }
      // Some pages with their own length (with or without content in the config).
      let points = config.defaultConfig.snapPoints.count
      if chance(0.3), points > 0 {
        config.defaultConfig.snapPoints[Int.random(in: 0..<points, using: &rng)].contentLength =
          number(0...3000)
      }
      return .replaceConfig(config, name: name)
    case 19: return .scroll(pick([.top, .bottom, .offset(number(-200...3000))]))
    case 20:
      return .dragContent(
        amount: weird(number(-400...400)), secondary: chance(0.2) ? number(-50...50) : 0,
        on: pick([.content, .content, .edge]),
        velocity: chance(0.5) ? 0 : weird(number(-2000...2000)))
    default:
      if chance(0.5) { return .clearOverride }
      let custom = try #require(try BuiltinPresets.document(named: "custom"))
      return .snapToOverride(custom.config.defaultConfig.snapPoints[0])
    }
  }
}

@Suite("Manager invariants")
struct ManagerInvariantTests {
  static let cases: [(String, String, UInt64)] = [
    ("demo01", "iphone-14", 1), ("demo03", "ipad-air", 2), ("demo04", "iphone-se", 3),
    ("demo12", "iphone-15-pro-max", 4), ("demo09", "iphone-14", 5),
  ]

  @Test("section 11 holds after each of 10 000 random actions", arguments: cases)
  func invariants(preset: String, device: String, seed: UInt64) throws {
    var m = try presetManager(
      preset, environment: Environment(device: try #require(Device.named(device))))
    var random = RandomActions(
      rng: SeededGenerator(seed: seed), presets: ["demo01", "demo02", "demo04", "basic", preset])
    var accepted = 0
    for step in 0..<10_000 {
      let action = try random.action()
      let before = m
      do {
        let events = try m.apply(action)
        accepted += 1
        for event in events {
          if case .stateWillChange(_, let current, let next) = event.kind {
            #expect(
              ModalState.allowedTransitions.contains(.init(from: current, to: next)),
              "step \(step): \(action) made \(current.rawValue) -> \(next.rawValue)")
          }
          #expect(event.frame >= before.clock)
        }
      } catch {
        #expect(m == before, "step \(step): the refused \(action) changed the manager")
      }
      if case .replaceConfig = action {
        // After every content change the content-dependent rects are a fresh layout of the
        // same config in the same environment.
        #expect(
          m.interpolator == Interpolator(config: m.config, environment: m.environment),
          "step \(step): after \(action) the points are not a fresh layout")
      }
      #expect(m.values.isFinite, "step \(step): \(action) left a non-finite value")
      #expect(m.interpolator.points.allSatisfy { $0.values.isFinite && $0.percent.isFinite })
      #expect(m.clock >= before.clock)
      let maxOffset = m.contentMaxOffset ?? 0
      #expect(
        m.contentOffset >= 0 && m.contentOffset <= maxOffset + 1e-9,
        "step \(step): after \(action) the offset \(m.contentOffset) is outside 0...\(maxOffset)")
      if !m.isVisible { #expect(m.contentOffset == 0, "step \(step): dismissed at an offset") }
      if !m.isVisible {
        #expect(m.gesture == nil && m.animation == nil, "step \(step): dismissed but moving")
        #expect(m.touch == nil && m.deceleration == nil, "step \(step): dismissed but touched")
      }
      if m.deceleration != nil {
        #expect(m.touch == nil && m.gesture == nil, "step \(step): decelerating under a finger")
      }
      if m.gesture != nil {
        #expect(m.state == .gestureDragging || m.state == .dismissingGesture)
      }
      if m.animation != nil { #expect(m.state.isAnimating, "step \(step): \(m.state)") }
      if m.isVisible && m.animation == nil && m.gesture == nil {
        #expect(
          [
            .presentedProgrammatic, .presentedGesture, .snappedProgrammatic,
            .snappedFromGestureDragging,
          ].contains(m.state), "step \(step): \(m.state)")
        #expect(
          m.frame == m.currentPoint.rect,
          "step \(step): after \(action) the settled frame \(m.frame) is not point \(m.currentIndex)'s \(m.currentPoint.rect)"
        )
      }
    }
    #expect(accepted > 3000)
  }
}
