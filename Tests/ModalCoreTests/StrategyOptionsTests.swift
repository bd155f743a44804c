import ModalTestSupport
import Testing

@testable import ModalCore

// MARK: - Options validation

@Suite("Strategy: options validation")
struct StrategyOptionsTests {
  static func problems(_ strategy: String, _ options: [String: Double]) -> [String] {
    var config = modalKitSheet
    config.release = ReleaseConfig(strategy: strategy, options: options)
    return config.problems().map(\.description)
  }

  @Test("an unknown option, a value out of range and a flag that is not 0 or 1")
  func messages() {
    #expect(
      Self.problems("momentum", ["threshold": 1.5]) == [
        "release.options.threshold: expected a number from 0 to 1, got 1.5"
      ])
    #expect(
      Self.problems("velocityThreshold", ["foo": 1]) == [
        "release.options.foo: unknown option of velocityThreshold (expected one of allowsDragToDismiss, threshold)"
      ])
    #expect(
      Self.problems("material", ["hideable": 0.5]) == [
        "release.options.hideable: expected 0 or 1 (off or on), got 0.5"
      ])
    #expect(
      Self.problems("deck", ["x": 1, "dismissThreshold": 0]) == [
        "release.options.dismissThreshold: expected a number from 1 to 10000, got 0",
        "release.options.x: unknown option of deck (expected one of dismissThreshold)",
      ])
    #expect(
      Self.problems("momentum", ["decelerationRate": 1]) == [
        "release.options.decelerationRate: expected a number from 0 to 0.9999, got 1"
      ])
    #expect(
      Self.problems("halfModal", ["dismissHeight": -1]) == [
        "release.options.dismissHeight: expected a number from 0 to 100000, got -1"
      ])
  }

  @Test("valid options, the ends of each range, and the unchecked strategies")
  func valid() {
    #expect(Self.problems("momentum", ["threshold": 0, "decelerationRate": 0.9999]).isEmpty)
    #expect(Self.problems("momentum", ["threshold": 1, "removalThreshold": 5.5]).isEmpty)
    #expect(Self.problems("distance", ["flickThreshold": 0.1, "distanceThreshold": 0.3]).isEmpty)
    #expect(Self.problems("material", ["hideable": 0, "skipCollapsed": 1]).isEmpty)
    #expect(Self.problems("adaptive", ["anything": -5]).isEmpty)
    #expect(Self.problems("nearest", ["velocityLimit": 200]).isEmpty)
    // An unknown strategy is one problem; its options are not checked.
    #expect(
      Self.problems("magic", ["x": 1]) == [
        "release.strategy: expected one of adaptive, nearest, biasedNearest, velocityThreshold, momentum, appleSheet, material, deck, halfModal, distance, flutter, compose, gorhom, got \"magic\""
      ])
  }

  @Test("a document with a bad option is refused with the option's path")
  func decoding() {
    let text = """
      { "snapPoints": [{ "layout": { "align": "center/bottom", "width": "stretch", "height": 300 } }],
        "release": { "strategy": "momentum", "options": { "threshold": 2, "speed": 1 } } }
      """
    var problems: [String] = []
    do {
      _ = try ConfigCoding.decodeDocument(text)
    } catch {
      problems = error.problems.map(\.description)
    }
    #expect(
      problems == [
        "release.options.speed: unknown option of momentum (expected one of decelerationRate, momentumProjection, removalThreshold, threshold)",
        "release.options.threshold: expected a number from 0 to 1, got 2",
      ])
  }

  @Test("the manager refuses a config with a bad option")
  func manager() {
    var config = panModalSheet
    config.release.options = ["threshold": -1]
    #expect(throws: ManagerError.self) { try Manager(config: config) }
  }
}

// MARK: - Overdrag coding

@Suite("Strategy: overdrag coding")
struct StrategyOverdragCodingTests {
  static func encoded(_ overdrag: Overdrag) -> String {
    var config = modalKitSheet
    config.overdrag = overdrag
    return ConfigCoding.encodeDocument(
      ConfigDocument(config: AdaptiveConfig(defaultConfig: config)))
  }

  @Test(
    "linearTop and deck are written and read back",
    arguments: [
      Overdrag.linearTop(0.5), .deck, .linear(0.25), .rubberBand, Overdrag.none,
    ])
  func roundTrip(_ overdrag: Overdrag) throws {
    let text = Self.encoded(overdrag)
    let decoded = try ConfigCoding.decodeDocument(text)
    #expect(decoded.config.defaultConfig.overdrag == overdrag)
  }

  @Test("the JSON forms")
  func forms() {
    #expect(
      Self.encoded(.linearTop(0.5)).hasSuffix("\"overdrag\": {\n    \"linearTop\": 0.5\n  }\n}\n"))
    #expect(Self.encoded(.deck).contains(#""overdrag": "deck""#))
  }

  static let layout = #"{ "align": "center/bottom", "width": "stretch", "height": 300 }"#

  @Test(
    "malformed overdrag values",
    arguments: [
      (
        #"{ "linear": 0.5, "linearTop": 0.5 }"#,
        #"overdrag: expected an object with one key, { "linear": factor }, { "linearTop": factor } or { "gorhom": factor }, got 2 keys"#
      ),
      (
        #"{}"#,
        #"overdrag: expected an object with one key, { "linear": factor }, { "linearTop": factor } or { "gorhom": factor }, got 0 keys"#
      ),
      (#"{ "linearTop": "half" }"#, "overdrag.linearTop: expected a number, got a string"),
      (
        #""Deck""#,
        #"overdrag: expected one of none, rubberBand, deck, gorhom or an object { "linear": factor }, { "linearTop": factor } or { "gorhom": factor }, got "Deck""#
      ),
    ])
  func malformed(value: String, message: String) {
    let text =
      #"{ "snapPoints": [{ "layout": \#(Self.layout) }], "overdrag": \#(value) }"#
    var problems: [String] = []
    do {
      _ = try ConfigCoding.decodeDocument(text)
    } catch {
      problems = error.problems.map(\.description)
    }
    #expect(problems == [message])
  }
}

// MARK: - Drag curves through the manager

@Suite("Strategy: drag curves")
struct StrategyDragCurveTests {
  @Test("linearTop halves the movement above PanModal's long form (y 68)")
  func linearTopAbove() throws {
    var m = try presented(
      strategySheet([334, 776], release: .adaptive, overdrag: .linearTop(0.5)), at: 2)
    expectRect(m.frame, 0, 68, 390, 776)
    _ = try m.apply(.dragMove(amount: 100, secondary: 0))
    expectRect(m.frame, 0, 18, 390, 826)
  }

  @Test("linearTop leaves the closed end alone; linear resists it too")
  func linearTopBelow() throws {
    var top = try presented(
      strategySheet([334, 776], release: .adaptive, overdrag: .linearTop(0.5)), at: 1)
    expectRect(top.frame, 0, 510, 390, 334)
    _ = try top.apply(.dragMove(amount: -434, secondary: 0))  // 100 past the undershoot (844)
    expectRect(top.frame, 0, 944, 390, 334)
    var both = try presented(
      strategySheet([334, 776], release: .adaptive, overdrag: .linear(0.5)), at: 1)
    _ = try both.apply(.dragMove(amount: -434, secondary: 0))
    expectRect(both.frame, 0, 894, 390, 334)
  }

  @Test("ModalKit: dragResistance 0.25 is linearTop(0.75) above the largest size (y 47)")
  func modalKitResistance() throws {
    var resisted = try presented(
      strategySheet([211, 422, 797], release: .adaptive, overdrag: .linearTop(0.75)), at: 3)
    _ = try resisted.apply(.dragMove(amount: 40, secondary: 0))
    expectRect(resisted.frame, 0, 17, 390, 827)
    // Inside the range the finger is followed one to one.
    _ = try resisted.apply(.dragMove(amount: -140, secondary: 0))
    expectRect(resisted.frame, 0, 147, 390, 697)
    var free = try presented(
      strategySheet([211, 422, 797], release: .adaptive), at: 3)
    _ = try free.apply(.dragMove(amount: 40, secondary: 0))
    expectRect(free.frame, 0, 7, 390, 837)
  }

  @Test("the deck curve: 0.5 t below 120, then 60 + 30 atan((t - 120) / 120) + (t - 120) / 10")
  func deckCurve() {
    #expect(DragCurves.deck(-10) == 0)
    #expect(DragCurves.deck(0) == 0)
    #expect(DragCurves.deck(100) == 50)
    #expect(DragCurves.deck(119.9) == 59.95)
    #expect(DragCurves.deck(120) == 60)
    expectClose(DragCurves.deck(200), 85.64)
    expectClose(DragCurves.deck(300), 107.48)
  }
}
