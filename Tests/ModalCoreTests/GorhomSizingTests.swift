import ModalTestSupport
import Testing

@testable import ModalCore

// @gorhom/bottom-sheet's sizing (gorhom/react-native-bottom-sheet v5.2.13, commit bc94d54):
// the content-sized detent of src/hooks/useAnimatedDetents.ts L78-98 and the insets of the
// hosting container. The preset's detents are 25%, 50% and 90% of the container: on an
// iphone-14 (844 pt) heights 211, 422 and 759.6, on a pixel-9 (923 pt) 230.75, 461.5 and
// 830.7, on an ipad-air (1180 pt) 295, 590 and 1062. The content-sized detent is
// `min(content + 24, maxDynamicContentSize ?? container)` high.

private let pixel9 = Device.named("pixel-9")!

/// The `gorhom` preset in `environment` with `edit` applied, presented at `index`
/// (unanimated; nil: the config's initial index).
private func sheet(
  _ environment: Environment = Environment(), at index: Int? = nil,
  _ edit: (inout GorhomConfig, inout ModalConfig) -> Void
) throws -> Manager {
  var document = try presetDocument("gorhom")
  var config = document.config.defaultConfig
  var gorhom = config.gorhom ?? GorhomConfig()
  edit(&gorhom, &config)
  config.gorhom = gorhom
  document.config.defaultConfig = config
  var m = try Manager(config: document.config, name: "gorhom", environment: environment)
  _ = try m.apply(.present(index.map { .index($0) }, animated: false))
  return m
}

/// Dynamic sizing on, with `content` points of content (and a cap, if given).
private func dynamic(
  _ content: Double, max: Double? = nil, _ environment: Environment = Environment(),
  at index: Int? = nil
) throws -> Manager {
  try sheet(environment, at: index) { gorhom, config in
    gorhom.enableDynamicSizing = true
    gorhom.maxDynamicContentSize = max
    config.content = ContentConfig(length: content)
  }
}

/// The keys of the base points in use, from the least open.
private func keys(_ m: Manager) -> [String] {
  m.config.snapPoints.map { $0.key ?? "-" }
}

/// The top and height of the base point keyed `key`.
private func detent(_ m: Manager, _ key: String) -> (y: Double, height: Double)? {
  guard let point = m.interpolator.points.first(where: { $0.key == key }) else { return nil }
  return (point.rect.y, point.rect.height)
}

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.005 }

/// Where a release lands after a drag of `amount` from `m`'s point with `velocity` (settled).
private func released(_ m: Manager, drag amount: Double, velocity: Double = 0) throws -> Manager {
  var m = m
  _ = try m.apply(.dragMove(amount: amount, secondary: 0))
  _ = try m.apply(.dragEnd(velocity: velocity))
  _ = try m.apply(.settle)
  return m
}

@Suite("@gorhom/bottom-sheet: dynamic sizing, detached, bottomInset and topInset")
struct GorhomSizingTests {
  @Test("the content-sized detent below, between and above the percentages (iphone-14)")
  func dynamicPlaceOnPhone() throws {
    // 100 + 24 = 124 < 211: the least open; index 2 (the library's index 1) is collapsed.
    let below = try dynamic(100)
    #expect(keys(below) == ["dynamic", "collapsed", "half", "expanded"])
    #expect(below.interpolator.points[1].rect == Rect(x: 0, y: 720, width: 390, height: 124))
    #expect(below.currentIndex == 2 && below.frame.y == 633)
    // 300 + 24 = 324, between 211 and 422: the sheet opens on it (index 2).
    let between = try dynamic(300)
    #expect(keys(between) == ["collapsed", "dynamic", "half", "expanded"])
    #expect(between.frame == Rect(x: 0, y: 520, width: 390, height: 324))
    // 800 + 24 = 824 > 759.6: the most open.
    let above = try dynamic(800)
    #expect(keys(above) == ["collapsed", "half", "expanded", "dynamic"])
    #expect(above.interpolator.points[4].rect == Rect(x: 0, y: 20, width: 390, height: 824))
  }

  @Test("a detent exactly where the content-sized one would be is not added twice")
  func dynamicEqualsDetent() throws {
    // 186 + 24 = 210 below collapsed (211), 187 + 24 = 211 on it, 188 + 24 = 212 above it.
    #expect(keys(try dynamic(186)) == ["dynamic", "collapsed", "half", "expanded"])
    let on = try dynamic(187)
    #expect(keys(on) == ["collapsed", "half", "expanded"])
    #expect(on.interpolator.points.count == 4)
    let over = try dynamic(188)
    #expect(keys(over) == ["collapsed", "dynamic", "half", "expanded"])
    #expect(detent(over, "dynamic").map { $0.y == 632 && $0.height == 212 } == true)
  }

  @Test("on a pixel-9 (923 pt) the boundaries move: half is 461.5 high")
  func dynamicPlaceOnPixel() throws {
    let environment = Environment(device: pixel9)
    let lower = try dynamic(437, environment)
    #expect(keys(lower) == ["collapsed", "dynamic", "half", "expanded"])
    #expect(detent(lower, "dynamic").map { $0.y == 462 && $0.height == 461 } == true)
    #expect(
      detent(lower, "collapsed").map { near($0.y, 692.25) && near($0.height, 230.75) } == true)
    #expect(keys(try dynamic(437.5, environment)) == ["collapsed", "half", "expanded"])
    let upper = try dynamic(438, environment)
    #expect(keys(upper) == ["collapsed", "half", "dynamic", "expanded"])
    #expect(detent(upper, "dynamic").map { $0.y == 461 && $0.height == 462 } == true)
    // The same content on an iphone-14 is above its half (422).
    #expect(keys(try dynamic(437)) == ["collapsed", "half", "dynamic", "expanded"])
  }

  @Test("on an ipad-air (1180 pt) around the 90% detent (1062)")
  func dynamicPlaceOnPad() throws {
    let environment = Environment(device: .ipadAir)
    let lower = try dynamic(1030, environment)
    #expect(keys(lower) == ["collapsed", "half", "dynamic", "expanded"])
    #expect(
      lower.interpolator.points[3].rect == Rect(x: 0, y: 126, width: 820, height: 1054))
    #expect(detent(lower, "expanded").map { near($0.y, 118) && near($0.height, 1062) } == true)
    let upper = try dynamic(1050, environment)
    #expect(keys(upper) == ["collapsed", "half", "expanded", "dynamic"])
    #expect(
      upper.interpolator.points[4].rect == Rect(x: 0, y: 106, width: 820, height: 1074))
  }

  @Test("the handle added to the content is the config's: its padding twice and its height")
  func handleHeight() throws {
    func handled(_ content: Double, _ edit: @escaping (inout Keyframe) -> Void) throws -> Manager {
      try sheet { gorhom, config in
        gorhom.enableDynamicSizing = true
        config.content = ContentConfig(length: content)
        edit(&config.snapPoints[0].keyframe)
      }
    }
    // The preset's handle: padding 10, indicator 4: 300 + 24 = 324 high, top at 520.
    #expect(detent(try handled(300) { _ in }, "dynamic").map { $0.y == 520 } == true)
    // Padding 6 and an indicator of 5: 300 + 17 = 317.
    let small = try handled(300) { keyframe in
      keyframe[.handleOffset] = 6
      keyframe[.handleHeight] = 5
    }
    #expect(detent(small, "dynamic").map { $0.y == 527 && $0.height == 317 } == true)
    // No handle (handleComponent={null}): the content alone, and on collapsed (211) it adds none.
    let none = try handled(300) { $0[.handleOpacity] = 0 }
    #expect(detent(none, "dynamic").map { $0.y == 544 && $0.height == 300 } == true)
    #expect(keys(try handled(211) { $0[.handleOpacity] = 0 }) == ["collapsed", "half", "expanded"])
    #expect(GorhomConfig.handleHeight(width: 40, height: 4, offset: 10, opacity: 0.5) == 24)
    #expect(GorhomConfig.handleHeight(width: 0, height: 4, offset: 10, opacity: 1) == 0)
    #expect(GorhomConfig.handleHeight(width: 40, height: 4, offset: -5, opacity: 1) == 0)
  }

  @Test("maxDynamicContentSize caps the content-sized detent; without it the container does")
  func dynamicCap() throws {
    // 475 + 24 = 499 under the cap of 500; 476 + 24 = 500 at it; 600 + 24 = 624 capped.
    #expect(detent(try dynamic(475, max: 500), "dynamic").map { $0.y == 345 } == true)
    #expect(detent(try dynamic(476, max: 500), "dynamic").map { $0.y == 344 } == true)
    let capped = try dynamic(600, max: 500)
    #expect(detent(capped, "dynamic").map { $0.y == 344 && $0.height == 500 } == true)
    #expect(keys(capped) == ["collapsed", "half", "dynamic", "expanded"])
    // No cap: 900 + 24 = 924 is capped at the container, 844: the sheet's top at 0.
    let full = try dynamic(900)
    #expect(detent(full, "dynamic").map { $0.y == 0 && $0.height == 844 } == true)
    // A cap above the container is not clamped: the detent is 880 high, its top at -36.
    let tall = try dynamic(900, max: 880)
    #expect(detent(tall, "dynamic").map { $0.y == -36 && $0.height == 880 } == true)
  }

  @Test("content that changes moves the point; the sheet keeps its index, as the library does")
  func contentChanges() throws {
    var m = try dynamic(300)
    #expect(m.currentIndex == 2 && m.frame.y == 520)
    var config = m.adaptiveConfig
    config.defaultConfig.content = ContentConfig(length: 100)
    _ = try m.apply(.replaceConfig(config, name: "gorhom"))
    _ = try m.apply(.settle)
    #expect(keys(m) == ["dynamic", "collapsed", "half", "expanded"])
    #expect(detent(m, "dynamic").map { $0.y == 720 } == true)
    #expect(m.currentIndex == 2 && m.frame.y == 633)
  }

  @Test("without dynamic sizing, or without content, nothing is added")
  func dynamicOff() throws {
    let off = try sheet { gorhom, config in
      gorhom.enableDynamicSizing = false
      config.content = ContentConfig(length: 300)
    }
    #expect(keys(off) == ["collapsed", "half", "expanded"])
    #expect(off.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    let noContent = try sheet { gorhom, _ in gorhom.enableDynamicSizing = true }
    #expect(keys(noContent) == ["collapsed", "half", "expanded"])
  }

  @Test("the release rule picks the content-sized detent by its place")
  func releaseChoosesDynamic() throws {
    // Detents at y 633, 520 (dynamic) and 422; midpoints 576.5 and 471.
    let half = try dynamic(300, at: 3)
    #expect(half.frame.y == 422)
    #expect(try released(half, drag: -48).frame.y == 422)
    let toDynamic = try released(half, drag: -50)
    #expect(toDynamic.currentIndex == 2 && toDynamic.frame.y == 520)
    let onDynamic = try dynamic(300)
    #expect(try released(onDynamic, drag: -56).frame.y == 520)
    #expect(try released(onDynamic, drag: -57).frame.y == 633)
  }

  @Test("bottomInset 24 and topInset 50: percentages of the 770 pt between them (iphone-14)")
  func insetsOnPhone() throws {
    let m = try sheet { gorhom, _ in
      gorhom.bottomInset = 24
      gorhom.topInset = 50
    }
    let rects = m.interpolator.points.map(\.rect)
    #expect(rects[1] == Rect(x: 0, y: 627.5, width: 390, height: 192.5))
    #expect(rects[2] == Rect(x: 0, y: 435, width: 390, height: 385))
    #expect(rects[3] == Rect(x: 0, y: 127, width: 390, height: 693))
    // Not detached: closed at the container's bottom, clipped by it (no height).
    #expect(rects[0] == Rect(x: 0, y: 820, width: 390, height: 0))
    // Without insets the same preset tops at 633 / 422 / 84.4.
    let plain = try sheet { _, _ in }
    #expect(plain.interpolator.points[2].rect == Rect(x: 0, y: 422, width: 390, height: 422))
  }

  @Test("detached: closed at containerHeight + bottomInset, the screen's bottom")
  func detachedCloses() throws {
    var m = try sheet { gorhom, _ in
      gorhom.detached = true
      gorhom.bottomInset = 24
      gorhom.topInset = 50
    }
    #expect(m.interpolator.points[0].rect == Rect(x: 0, y: 844, width: 390, height: 192.5))
    _ = try m.apply(.dismiss(.direct, animated: false))
    #expect(m.frame.y == 844)
    // With pan-down-to-close the closed position is a candidate: from collapsed (627.5) the
    // midpoint to 844 is 735.75.
    var close = try sheet(at: 1) { gorhom, config in
      gorhom.detached = true
      gorhom.bottomInset = 24
      gorhom.topInset = 50
      config.release.options["enablePanDownToClose"] = 1
    }
    #expect(try released(close, drag: -108).currentIndex == 1)
    close = try released(close, drag: -109)
    #expect(close.currentIndex == 0 && close.frame.y == 844)
  }

  @Test("insets on a pixel-9 and an ipad-air")
  func insetsElsewhere() throws {
    let insets: (inout GorhomConfig, inout ModalConfig) -> Void = { gorhom, _ in
      gorhom.bottomInset = 24
      gorhom.topInset = 50
    }
    // pixel-9: 923 - 74 = 849; 25% 212.25, 50% 424.5, 90% 764.1, above the 24 pt inset.
    let pixel = try sheet(Environment(device: pixel9), insets).interpolator.points
    #expect(near(pixel[1].rect.y, 686.75) && near(pixel[1].rect.height, 212.25))
    #expect(near(pixel[2].rect.y, 474.5) && near(pixel[3].rect.y, 134.9))
    // ipad-air: 1180 - 74 = 1106; 25% 276.5, 50% 553, 90% 995.4.
    let pad = try sheet(Environment(device: .ipadAir), insets).interpolator.points
    #expect(near(pad[1].rect.y, 879.5) && near(pad[2].rect.y, 603) && near(pad[3].rect.y, 160.6))
    #expect(near(pad[3].rect.height, 995.4))
  }

  @Test("dynamic sizing inside the insets: the content-sized detent rests on the bottom inset")
  func dynamicWithInsets() throws {
    let m = try sheet { gorhom, config in
      gorhom.enableDynamicSizing = true
      gorhom.bottomInset = 24
      gorhom.topInset = 50
      config.content = ContentConfig(length: 300)
    }
    // 770 - 324 = 446 below the container's top at 50: y 496.
    #expect(keys(m) == ["collapsed", "dynamic", "half", "expanded"])
    #expect(m.frame == Rect(x: 0, y: 496, width: 390, height: 324))
  }

  @Test("insets taller than the screen leave a container of 0: no negative heights")
  func hostileInsets() throws {
    let m = try sheet { gorhom, config in
      gorhom.enableDynamicSizing = true
      gorhom.bottomInset = 1000
      gorhom.topInset = 1000
      config.content = ContentConfig(length: 300)
    }
    // 844 - 2000 < 0: every detent is 0 high on the container's bottom, at y 844 - 1000.
    #expect(m.interpolator.points.dropFirst().allSatisfy { $0.rect.height == 0 })
    #expect(m.frame == Rect(x: 0, y: -156, width: 390, height: 0))
    #expect(keys(m) == ["collapsed", "half", "expanded"])
  }

  @Test("the gorhom section reads, writes and refuses bad values with their path")
  func coding() throws {
    var document = try presetDocument("gorhom")
    document.config.defaultConfig.gorhom = GorhomConfig(
      enableDynamicSizing: true, maxDynamicContentSize: 500, detached: true, bottomInset: 24,
      topInset: 50)
    let text = ConfigCoding.encodeDocument(document)
    #expect(
      text.contains(
        "\"gorhom\": {\n    \"maxDynamicContentSize\": 500,\n    \"detached\": true,\n    \"bottomInset\": 24,\n    \"topInset\": 50\n  }"
      ))
    #expect(try ConfigCoding.decodeDocument(text) == document)
    let bad =
      #"{"snapPoints": [{"layout": {"align": "center/bottom", "width": "stretch", "height": "50%"}}], "gorhom": {"bottomInset": -1, "top": 2}}"#
    #expect(
      loadProblems(bad) == [
        "gorhom.bottomInset: expected an inset from 0 to 100000 pt, got -1",
        "gorhom.top: unknown key (expected one of enableDynamicSizing, maxDynamicContentSize, detached, bottomInset, topInset)",
      ])
  }
}
