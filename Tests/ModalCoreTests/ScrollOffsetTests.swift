import Testing

@testable import ModalCore

/// Two bottom sheets on iphone-14 portrait (390 x 844): 40% (337.6 high) and `content max 90%`
/// (759.6 high), holding 1200 pt of content below a 20 pt top inset, so the viewports are
/// 317.6 and 739.6 and the largest offsets 882.4 and 460.4.
let listSheet = """
  {
    "snapPoints": [
      { "layout": { "align": "center/bottom", "width": "stretch", "height": "40%" } },
      { "layout": { "align": "center/bottom", "width": "stretch", "height": "content max 90%" } }
    ],
    "content": { "length": 1200, "insets": { "top": 20 } }
  }
  """

private let phone = Environment(device: .iphone14, orientation: .portrait)

/// The list sheet presented at `index` without animating.
private func presented(at index: Int = 2) throws -> Manager {
  let config = try ConfigCoding.decodeDocument(listSheet).config
  var manager = try Manager(config: config, environment: phone)
  _ = try manager.apply(.present(.index(index), animated: false))
  return manager
}

func close(_ a: Double?, _ b: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-9
}

/// The manager with its content replaced (a config edit, as `content` and `set` make).
private func withContent(_ manager: Manager, _ edit: (inout ModalConfig) -> Void) throws
  -> Manager
{
  var next = manager
  var config = next.config
  edit(&config)
  _ = try next.apply(.replaceConfig(AdaptiveConfig(defaultConfig: config), name: "list"))
  _ = next.settleAnimation()
  return next
}

@Suite("The content's scroll offset")
struct ScrollOffsetTests {
  @Test("the range is 0 to length - viewport, 0 for content that does not scroll")
  func range() throws {
    let tall = try presented(at: 2)
    #expect(close(tall.contentViewport, 739.6))
    #expect(close(tall.contentMaxOffset, 460.4))
    #expect(tall.contentOffset == 0)
    let small = try presented(at: 1)
    #expect(close(small.contentMaxOffset, 882.4))
    let content = ContentConfig(length: 300)
    #expect(content.maxOffset(viewport: 400) == 0)
    #expect(content.maxOffset(viewport: 100) == 200)
    #expect(ContentConfig(length: 300, scrolls: false).maxOffset(viewport: 100) == 0)
    #expect(content.clamped(offset: -5, viewport: 100) == 0)
    #expect(content.clamped(offset: 250, viewport: 100) == 200)
    #expect(content.clamped(offset: 120, viewport: 100) == 120)
    #expect(try withContent(tall) { $0.setContentLength(nil) }.contentMaxOffset == nil)
  }

  @Test("scroll sets the offset; top, bottom, and offsets outside the range clamped")
  func scroll() throws {
    var m = try presented()
    #expect(try m.apply(.scroll(.offset(300))) == [])
    #expect(m.contentOffset == 300)
    _ = try m.apply(.scroll(.bottom))
    #expect(close(m.contentOffset, 460.4))
    _ = try m.apply(.scroll(.top))
    #expect(m.contentOffset == 0)
    _ = try m.apply(.scroll(.offset(2000)))
    #expect(close(m.contentOffset, 460.4))
    _ = try m.apply(.scroll(.offset(-40)))
    #expect(m.contentOffset == 0)
    // The frame does not move.
    #expect(close(m.frame.y, 84.4) && m.frame.height == 759.6)
  }

  @Test("scroll is refused when not presented, without content, or when it does not scroll")
  func refused() throws {
    let config = try ConfigCoding.decodeDocument(listSheet).config
    var dismissed = try Manager(config: config, environment: phone)
    #expect(throws: ManagerError.notPresented(action: "scroll")) {
      try dismissed.apply(.scroll(.offset(10)))
    }
    var bare = try withContent(try presented()) { $0.setContentLength(nil) }
    let before = bare
    #expect(
      throws: ManagerError.noScrollableContent(
        "the config has no content (add some with content LENGTH)")
    ) { try bare.apply(.scroll(.offset(10))) }
    #expect(bare == before)
    var fixed = try withContent(try presented()) { $0.content?.scrolls = false }
    #expect(fixed.contentMaxOffset == 0)
    #expect(
      throws: ManagerError.noScrollableContent(
        "the content does not scroll (content.scrolls is false)")
    ) { try fixed.apply(.scroll(.offset(10))) }
    #expect(
      ManagerError.noScrollableContent("the content does not scroll (content.scrolls is false)")
        .description == "cannot scroll: the content does not scroll (content.scrolls is false)")
    #expect(throws: ManagerError.notFinite("a scroll offset")) {
      var m = try presented()
      _ = try m.apply(.scroll(.offset(.nan)))
    }
  }

  @Test("a shorter content clamps the offset; removing the content makes it 0")
  func lengthChanges() throws {
    var m = try presented()
    _ = try m.apply(.scroll(.bottom))
    m = try withContent(m) { $0.setContentLength(1000) }
    #expect(close(m.contentMaxOffset, 260.4))
    #expect(close(m.contentOffset, 260.4))
    // A longer content leaves it where it is.
    m = try withContent(m) { $0.setContentLength(5000) }
    #expect(close(m.contentOffset, 260.4))
    m = try withContent(m) { $0.setContentLength(nil) }
    #expect(m.contentOffset == 0)
  }

  @Test("a larger frame clamps the offset (snap, rotate), a smaller one keeps it")
  func frameChanges() throws {
    var m = try presented(at: 1)
    _ = try m.apply(.scroll(.bottom))
    #expect(close(m.contentOffset, 882.4))
    _ = try m.apply(.snap(.index(2)))
    _ = m.settleAnimation()
    #expect(close(m.contentOffset, 460.4))
    _ = try m.apply(.snap(.index(1)))
    _ = m.settleAnimation()
    #expect(close(m.contentOffset, 460.4))
    // Landscape (844 x 390): the 40% sheet is 156 high, its range 0 to 1064.
    _ = try m.apply(.environment(.rotate(.landscape)))
    _ = m.settleAnimation()
    #expect(close(m.contentMaxOffset, 1064))
    _ = try m.apply(.scroll(.bottom))
    #expect(close(m.contentOffset, 1064))
    _ = try m.apply(.environment(.rotate(.portrait)))
    _ = m.settleAnimation()
    #expect(close(m.contentOffset, 882.4))
  }

  @Test("every frame of an animation keeps the offset in range")
  func duringAnimation() throws {
    var m = try presented(at: 1)
    _ = try m.apply(.scroll(.bottom))
    _ = try m.apply(.snap(.index(2)))
    var frames = 0
    while m.animation != nil && frames < 200 {
      _ = m.advanceClock(frames: 1)
      let maximum = try #require(m.contentMaxOffset)
      #expect(m.contentOffset >= 0 && m.contentOffset <= maximum + 1e-9)
      frames += 1
    }
    #expect(close(m.contentOffset, 460.4))
  }

  @Test("a new presentation starts at the top: 0 after dismiss and on present")
  func resets() throws {
    var m = try presented()
    _ = try m.apply(.scroll(.offset(300)))
    _ = try m.apply(.dismiss(.direct, animated: true))
    // During the exit animation the offset keeps its value.
    _ = m.advanceClock(frames: 2)
    #expect(m.state == .dismissingProgrammatic)
    #expect(m.contentOffset == 300)
    // A present that interrupts the dismissal starts at the top.
    _ = try m.apply(.present(nil, animated: false))
    #expect(m.state == .presentedProgrammatic)
    #expect(m.contentOffset == 0)
    _ = try m.apply(.scroll(.offset(300)))
    _ = try m.apply(.dismiss(.direct, animated: false))
    #expect(m.state == .dismissedProgrammatic)
    #expect(m.contentOffset == 0)
  }

  @Test("a drag on content scrolls it first; the rest at offset 0 moves the sheet (clause 5)")
  func dragDownHandsOver() throws {
    var m = try presented()
    _ = try m.apply(.scroll(.offset(100)))
    _ = try m.apply(.dragContent(amount: -150, secondary: 0))
    #expect(m.contentOffset == 0)
    #expect(m.state == .gestureDragging)
    #expect(close(m.gesture?.travel, -50))
    #expect(close(m.frame.y, 134.4))
    // Once the sheet has the finger it keeps it: moving back up moves the sheet, not the list.
    _ = try m.apply(.dragContent(amount: 30, secondary: 0))
    #expect(m.contentOffset == 0)
    #expect(close(m.frame.y, 104.4))
  }

  @Test("a drag on content within its range moves only the content, no gesture (clause 7)")
  func dragWithinRange() throws {
    var m = try presented()
    #expect(try m.apply(.dragContent(amount: 200, secondary: 0)) == [])
    #expect(m.contentOffset == 200)
    #expect(m.gesture == nil)
    #expect(m.state == .presentedProgrammatic)
    _ = try m.apply(.dragContent(amount: -120, secondary: 0))
    #expect(m.contentOffset == 80)
    #expect(m.gesture == nil)
  }

  @Test("past the largest offset towards open, the rest moves the sheet (clause 6)")
  func dragUpHandsOver() throws {
    var m = try presented(at: 1)
    _ = try m.apply(.scroll(.offset(800)))
    _ = try m.apply(.dragContent(amount: 100, secondary: 0))
    // The list reached its end (882.4) and the sheet took the other 17.6 pt; the taller
    // frame shows 17.6 pt more, so the offset is clamped to the new largest, 864.8.
    #expect(close(m.contentOffset, 864.8))
    #expect(close(m.contentMaxOffset, 864.8))
    #expect(close(m.gesture?.travel, 17.6))
    #expect(close(m.frame.y, 506.4 - 17.6))
  }

  @Test("without content, or with content that does not scroll, the sheet drags (clause 1)")
  func dragWithoutScrolling() throws {
    for edit in [
      { (c: inout ModalConfig) in c.setContentLength(nil) }, { $0.content?.scrolls = false },
    ] {
      var content = try withContent(try presented(), edit)
      var handle = content
      _ = try content.apply(.dragContent(amount: -60, secondary: 12))
      _ = try handle.apply(.dragMove(amount: -60, secondary: 12))
      // The same drag as on the handle; the content drag also records its touch.
      #expect(content.values == handle.values)
      #expect(content.gesture == handle.gesture)
      #expect(content.state == handle.state)
      #expect(content.touch?.owner == .sheet)
      #expect(content.contentOffset == 0)
      #expect(close(content.gesture?.travel, -60))
    }
  }
}
