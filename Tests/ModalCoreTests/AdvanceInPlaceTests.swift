import ModalTestSupport
import Testing

@testable import ModalCore

/// Issue 17: the clock advances the running animation in place (no copy of it out and back),
/// and the settle loop tests for a running animation by pattern, not by `!= nil`. Neither may
/// change a value or an event.
@Suite("Manager: advancing the animation in place")
struct AdvanceInPlaceTests {
  /// demo01 presented on point 2, snapping (animated) to point 1.
  func snapping() throws -> Manager {
    var m = try presented("demo01", at: 2)
    _ = try m.apply(.snap(.index(1)))
    return m
  }

  @Test("each frame shows the animation's values at that frame; the last one completes it")
  func framesFollowTheAnimation() throws {
    var m = try snapping()
    let running = try #require(m.animation)
    let start = m.clock
    #expect(m.isAnimating && m.isMoving && !m.isDecelerating)
    let frames = running.animation.finishFrame
    #expect(frames > 1)
    for frame in 1..<frames {
      #expect(m.advanceClock(frames: 1) == [])
      #expect(m.animation?.animation.elapsedFrames == frame)
      #expect(m.values == running.animation.values(atFrame: frame))
    }
    let last = m.advanceClock(frames: 1)
    #expect(last.map(\.frame) == Array(repeating: start + frames, count: last.count))
    #expect(
      last.map(\.kind) == [
        .animatorCompletion(.end),
        .stateWillChange(
          previous: .presentedProgrammatic, current: .snappingProgrammatic,
          next: .snappedProgrammatic),
        .didSnap(1),
      ])
    #expect(m.animation == nil && !m.isAnimating && !m.isMoving)
    #expect(m.values == running.animation.to)
    #expect(m.currentIndex == 1)
    #expect(m.clock == start + frames)
  }

  @Test("advancing in random chunks ends equal to advancing frame by frame")
  func chunksEqualSingleFrames() throws {
    var rng = SeededGenerator(seed: 17)
    for _ in 0..<40 {
      var single = try snapping()
      var chunked = single
      let total = Int(rng.next() % 90)
      var singleEvents: [Event] = []
      for _ in 0..<total { singleEvents += single.advanceClock(frames: 1) }
      var chunkedEvents: [Event] = []
      var left = total
      while left > 0 {
        let step = Swift.min(left, 1 + Int(rng.next() % 25))
        chunkedEvents += chunked.advanceClock(frames: step)
        left -= step
      }
      #expect(chunked == single)
      #expect(chunked.values == single.values)
      #expect(chunked.clock == single.clock)
      #expect(chunkedEvents == singleEvents)
      #expect(chunked.isMoving == (chunked.animation != nil || chunked.deceleration != nil))
    }
  }
}
