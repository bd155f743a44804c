import ModalTestSupport
import Testing

@testable import ModalCore

// The @gorhom/bottom-sheet peer (gorhom/react-native-bottom-sheet v5.2.13, commit bc94d54) on
// an iphone-14 (844 pt tall): its detents 25%, 50% and 90% have their tops at y 633, 422 and
// 84.4; the closed position (the undershoot) is y 844.

/// The `gorhom` preset presented at `index` (unanimated), with `edit` applied to its config.
private func gorhom(
  at index: Int = 2, _ edit: (inout ModalConfig) -> Void = { _ in }
) throws -> Manager {
  var document = try presetDocument("gorhom")
  edit(&document.config.defaultConfig)
  var m = try Manager(config: document.config, name: "gorhom", environment: Environment())
  _ = try m.apply(.present(.index(index), animated: false))
  return m
}

/// The preset with pan-down-to-close set to `flag`.
private func panDownToClose(_ flag: Double) -> (inout ModalConfig) -> Void {
  { $0.release.options["enablePanDownToClose"] = flag }
}

/// The preset with 1200 pt of scrolling content.
private func withList(_ config: inout ModalConfig) {
  config.content = ContentConfig(length: 1200)
}

/// Where a release lands after a drag of `amount` from `index` with `velocity` (settled).
private func released(
  from index: Int = 2, drag amount: Double, velocity: Double,
  _ edit: (inout ModalConfig) -> Void = { _ in }
) throws -> Manager {
  var m = try gorhom(at: index, edit)
  _ = try m.apply(.dragMove(amount: amount, secondary: 0))
  _ = try m.apply(.dragEnd(velocity: velocity))
  _ = try m.apply(.settle)
  return m
}

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.005 }

@Suite("@gorhom/bottom-sheet: release, overdrag and hand-off")
struct GorhomTests {
  @Test("the preset's detents: 25%, 50% and 90% of the container, index 1 is the second")
  func detents() throws {
    let m = try gorhom()
    #expect(m.currentIndex == 2)
    #expect(m.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    let tops = try (1...3).map { try gorhom(at: $0).frame.y }
    #expect(near(tops[0], 633) && near(tops[1], 422) && near(tops[2], 84.4))
  }

  @Test("no velocity: the nearest detent to the finger, a tie to the less open one")
  func positionThreshold() throws {
    // Midway between 633 and 422 is 527.5.
    #expect(try released(drag: -105, velocity: 0).frame.y == 422)
    #expect(try released(drag: -106, velocity: 0).frame.y == 633)
    let tie = try released(drag: -105.5, velocity: 0)
    #expect(tie.currentIndex == 1)
    #expect(tie.frame == Rect(x: 0, y: 633, width: 390, height: 211))
  }

  @Test("the destination is the finger plus 0.2 s of velocity (snapPoint.ts L7)")
  func velocityThreshold() throws {
    // From y 432 downwards: 432 + 0.2 x 476 = 527.2 stays, 432 + 0.2 x 480 = 528 goes.
    #expect(try released(drag: -10, velocity: -476).currentIndex == 2)
    #expect(try released(drag: -10, velocity: -480).currentIndex == 1)
    // From y 412 upwards: the midpoint of 422 and 84.4 is 253.2; 412 - 158 = 254, 412 - 160 = 252.
    #expect(try released(drag: 10, velocity: 790).currentIndex == 2)
    let up = try released(drag: 10, velocity: 800)
    #expect(up.currentIndex == 3)
    #expect(near(up.frame.y, 84.4) && near(up.frame.height, 759.6))
  }

  @Test("enablePanDownToClose adds the closed position: the sheet closes past 738.5")
  func panDownToCloseThreshold() throws {
    // From 633: the midpoint of 633 and 844 is 738.5.
    #expect(try released(from: 1, drag: -105, velocity: 0, panDownToClose(1)).currentIndex == 1)
    let closed = try released(from: 1, drag: -106, velocity: 0, panDownToClose(1))
    #expect(closed.currentIndex == 0)
    #expect(closed.state == .dismissedGesture)
    // Without it the closed position is no candidate: the first detent.
    let kept = try released(from: 1, drag: -200, velocity: 0, panDownToClose(0))
    #expect(kept.currentIndex == 1 && kept.frame.y == 633)
    // A flick: 643 + 0.2 x 477 = 738.4 stays, 643 + 0.2 x 478 = 738.6 closes.
    #expect(try released(from: 1, drag: -10, velocity: -477, panDownToClose(1)).currentIndex == 1)
    #expect(try released(from: 1, drag: -10, velocity: -478, panDownToClose(1)).currentIndex == 0)
  }

  @Test("the raw destination is the finger's, not the resisted position (L381-382)")
  func fingerNotResisted() throws {
    // 400 pt above the highest detent: the finger is at -315.6, the sheet at
    // 84.4 - sqrt(401) x 2.5 = 34.34. With 2000 pt/s down the finger's destination is 84.4
    // (detent 3); the resisted one, 434.34, would pick detent 2.
    var m = try gorhom(at: 3)
    _ = try m.apply(.dragMove(amount: 400, secondary: 0))
    #expect(near(m.frame.y, 84.4 - 401.0.squareRoot() * 2.5))
    _ = try m.apply(.dragEnd(velocity: -2000))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 3)
  }

  @Test("overdrag gorhom: sqrt(1 + excess) x overDragResistanceFactor past an end")
  func overdrag() throws {
    var m = try gorhom(at: 3)
    _ = try m.apply(.dragMove(amount: 50, secondary: 0))
    #expect(near(m.frame.y, 66.55))  // 84.4 - sqrt(51) x 2.5 = 66.546
    var small = try gorhom(at: 3)
    _ = try small.apply(.dragMove(amount: 0.5, secondary: 0))
    #expect(near(small.frame.y, 81.34))  // the first point past the end jumps by 2.5 x sqrt(1.5)
    var stiff = try gorhom(at: 3) { $0.overdrag = .gorhom(0) }
    _ = try stiff.apply(.dragMove(amount: 50, secondary: 0))
    #expect(near(stiff.frame.y, 84.4))
    #expect(DragCurves.gorhom(0, factor: 2.5) == 0)
    #expect(DragCurves.gorhom(3, factor: 2.5) == 5)
    #expect(DragCurves.gorhom(-3, factor: 2.5) == 0)
  }

  @Test("overdrag gorhom reads and writes as text and JSON")
  func overdragCodec() throws {
    #expect(try ValueCodecs.overdrag.parse("gorhom") == .gorhom(2.5))
    #expect(try ValueCodecs.overdrag.parse("gorhom 4") == .gorhom(4))
    #expect(ValueCodecs.overdrag.format(.gorhom(2.5)) == "gorhom")
    #expect(ValueCodecs.overdrag.format(.gorhom(4)) == "gorhom 4")
    #expect(throws: ValueError.self) { try ValueCodecs.overdrag.parse("gorhom 101") }
    #expect(throws: ValueError.self) { try ValueCodecs.overdrag.parse("gorhom x") }
    var document = try presetDocument("gorhom")
    #expect(document.config.defaultConfig.overdrag == .gorhom(2.5))
    #expect(ConfigCoding.encodeDocument(document).contains("\"overdrag\": \"gorhom\""))
    document.config.defaultConfig.overdrag = .gorhom(4)
    let text = ConfigCoding.encodeDocument(document)
    #expect(text.contains("\"gorhom\": 4"))
    #expect(try ConfigCoding.decodeDocument(text).config.defaultConfig.overdrag == .gorhom(4))
  }

  @Test("hand-off, below the highest detent: the list is locked, the sheet takes the finger")
  func locked() throws {
    var m = try gorhom(at: 2, withList)
    _ = try m.apply(.dragContent(amount: 100, secondary: 0))
    #expect(m.frame.y == 322 && m.contentOffset == 0)
    #expect(m.lastHandoff?.clause.id == "2")
    // Up past the highest detent: the sheet stops at 84.4, the list scrolls the rest.
    var past = try gorhom(at: 2, withList)
    _ = try past.apply(.dragContent(amount: 400, secondary: 0))
    #expect(near(past.frame.y, 84.4) && near(past.contentOffset, 62.4))
    #expect(past.lastHandoff?.clause.id == "2, 3")
    // A scrolled list below the highest detent stays at its offset while the sheet moves.
    var scrolled = try gorhom(at: 2, withList)
    _ = try scrolled.apply(.scroll(.offset(100)))
    _ = try scrolled.apply(.dragContent(amount: -50, secondary: 0))
    #expect(scrolled.frame.y == 472 && scrolled.contentOffset == 100)
  }

  @Test("hand-off at the highest detent: the list scrolls; down, the offset goes first")
  func atHighest() throws {
    var m = try gorhom(at: 3, withList)
    _ = try m.apply(.dragContent(amount: 100, secondary: 0))
    #expect(near(m.frame.y, 84.4) && m.contentOffset == 100)
    #expect(m.lastHandoff?.clause.id == "3")
    _ = try m.apply(.dragContent(amount: -60, secondary: 0))
    #expect(near(m.frame.y, 84.4) && m.contentOffset == 40)
    #expect(m.lastHandoff?.clause.id == "4")
    _ = try m.apply(.dragContent(amount: -90, secondary: 0))
    #expect(near(m.frame.y, 134.4) && m.contentOffset == 0)
    #expect(m.lastHandoff?.clause.id == "4, 2")
    // Released slowly there the sheet goes back to the nearest detent, the highest.
    _ = try m.apply(.dragEnd(velocity: 0))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 3 && near(m.frame.y, 84.4))
  }

  @Test("release at the highest detent with the list scrolled: the sheet stays (L408-410)")
  func releaseAtHighest() throws {
    var m = try gorhom(at: 3, withList)
    _ = try m.apply(.dragContent(amount: 100, secondary: 0))
    _ = try m.apply(.dragContent(amount: -60, secondary: 0))
    _ = try m.apply(.dragEnd(velocity: -3000))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 3 && near(m.frame.y, 84.4))
    #expect(m.contentOffset == 0)  // the list decelerated to its top
    // With the list at its top a fast flick down releases the sheet: 84.4 + 0.2 x 3000 = 684.4.
    var top = try gorhom(at: 3, withList)
    _ = try top.apply(.dragContent(amount: -1, secondary: 0))
    _ = try top.apply(.dragEnd(velocity: -3000))
    _ = try top.apply(.settle)
    #expect(top.currentIndex == 1 && top.frame.y == 633)
  }

  @Test(
    "keyboardAvoidance extend: the keyboard takes the sheet to its highest detent, and it stays")
  func keyboardExtend() throws {
    var m = try gorhom(at: 2) { $0.keyboardAvoidance = .extend }
    _ = try m.apply(.environment(.keyboard(300)))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 3 && near(m.frame.y, 84.4))
    _ = try m.apply(.environment(.keyboard(nil)))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 3 && near(m.frame.y, 84.4))
    // With layout (the preset's) the sheet stays.
    var layout = try gorhom(at: 2)
    _ = try layout.apply(.environment(.keyboard(300)))
    _ = try layout.apply(.settle)
    #expect(layout.currentIndex == 2 && layout.frame.y == 422)
    // The keyboard still covers the extended sheet: lint says so with the extend hint.
    var document = try presetDocument("gorhom")
    document.config.defaultConfig.keyboardAvoidance = .extend
    let lines = Lint.check(document.config).map(\.line).joined(separator: "\n")
    #expect(lines.contains("snap 3 (expanded): the keyboard covers 300.00 pt"))
  }
}
