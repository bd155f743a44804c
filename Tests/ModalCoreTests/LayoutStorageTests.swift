import Testing

@testable import ModalCore

/// A layout keeps its fields in one shared box (copy on write): copies must still behave as
/// values, and `frame(in:)`, which lends one context to many layouts, must give what
/// `computeRect` and `computePadding` give and leave the context as it found it.
@Suite("Layout storage")
struct LayoutStorageTests {
  /// Centered, 200 pt wide, half the height, with a bottom margin and a top padding of 10 % of
  /// the computed height (`current`).
  static let sized = Layout(
    width: .constant(200), height: .percent(50),
    marginBottom: .percent(10, of: .currentHeight), paddingTop: .percent(10, of: .currentHeight))

  static let context = LayoutContext(environment: Environment(device: .iphone14))

  @Test("a changed copy leaves the original as it was; equal layouts are equal and hash alike")
  func valueSemantics() {
    let original = Self.sized
    var copy = original
    #expect(copy == original)
    copy.marginTop = .constant(10)
    copy.width = .constant(300)
    #expect(original.marginTop == nil)
    #expect(original.width == .constant(200))
    #expect(copy.marginTop == .constant(10))
    #expect(copy.width == .constant(300))
    #expect(copy != original)
    // Built apart, field by field: equal to the one built at once, with the same hash.
    var rebuilt = Layout()
    rebuilt.width = .constant(200)
    rebuilt.height = .percent(50)
    rebuilt.marginBottom = .percent(10, of: .currentHeight)
    rebuilt.paddingTop = .percent(10, of: .currentHeight)
    #expect(rebuilt == original)
    #expect(rebuilt.hashValue == original.hashValue)
    #expect(Set([original, rebuilt, copy]).count == 2)
  }

  @Test("frame(in:) gives the rect and insets of computeRect and computePadding")
  func frameMatchesComputeRect() {
    var context = Self.context
    let frame = Self.sized.frame(in: &context)
    // iphone-14 portrait, 390 x 844: x (390 - 200) / 2, height 422, the bottom margin 42.2
    // pushes y from 422 up to 379.8; the top padding is 42.2.
    let r = frame.rect
    #expect(abs(r.x - 95) < 0.01 && abs(r.y - 379.8) < 0.01)
    #expect(abs(r.width - 200) < 0.01 && abs(r.height - 422) < 0.01)
    #expect(abs(frame.padding.top - 42.2) < 0.01)
    #expect(frame.padding.left == 0 && frame.padding.bottom == 0 && frame.padding.right == 0)
    #expect(frame.rect == Self.sized.computeRect(Self.context))
    #expect(frame.padding == Self.sized.computePadding(Self.context, rect: frame.rect))
  }

  @Test("frame(in:) leaves the context's current size as it found it, nil or set")
  func contextRestored() {
    var context = Self.context
    _ = Self.sized.frame(in: &context)
    #expect(context == Self.context)
    context.current = Size(width: 10, height: 20)
    let before = context
    let rect = Self.sized.frame(in: &context).rect
    #expect(context == before)
    // The size is resolved with the caller's `current`, as computeRect does.
    #expect(rect == Self.sized.computeRect(before))
  }
}
