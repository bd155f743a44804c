import ModalCore
import ModalTestSupport
import Testing

@testable import ModalShell

@Suite("Strategy: the config editor's release options and overdrag")
struct StrategyEditorTests {
  /// The message of the edit's error, or nil when it succeeds.
  static func message<Result>(_ body: () throws(EditError) -> Result) -> String? {
    do {
      _ = try body()
      return nil
    } catch {
      return error.message
    }
  }

  @Test("set overdrag linearTop FACTOR and deck; get prints them back")
  func overdrag() throws {
    let config = try presetConfig("demo03")
    let top = try ConfigEditor.set("overdrag", "linearTop .5", in: config)
    #expect(top.overdrag == .linearTop(0.5))
    #expect(try ConfigEditor.get("overdrag", in: top) == "linearTop 0.5")
    let deck = try ConfigEditor.set("overdrag", "deck", in: config)
    #expect(deck.overdrag == .deck)
    #expect(try ConfigEditor.get("overdrag", in: deck) == "deck")
    let expected =
      "overdrag: expected none, rubberBand, deck, linear FACTOR, linearTop FACTOR (e.g. linear 0.5) or gorhom [FACTOR], got "
    #expect(
      Self.message { () throws(EditError) in
        try ConfigEditor.set("overdrag", "linearTop", in: config)
      }
        == expected + "\"linearTop\"")
    #expect(
      Self.message { () throws(EditError) in try ConfigEditor.set("overdrag", "deck 2", in: config)
      }
        == expected + "\"deck 2\"")
  }

  @Test("set release.OPTION is checked against the strategy's options")
  func options() throws {
    let momentum = try ConfigEditor.set("release", "momentum", in: try presetConfig("demo03"))
    let set = try ConfigEditor.set("release.threshold", "0.7", in: momentum)
    #expect(set.release == ReleaseConfig(strategy: "momentum", options: ["threshold": 0.7]))
    #expect(
      Self.message { () throws(EditError) in
        try ConfigEditor.set("release.threshold", "2", in: momentum)
      } == "release.options.threshold: expected a number from 0 to 1, got 2")
    #expect(
      Self.message { () throws(EditError) in
        try ConfigEditor.set("release.momentumProjection", "0.5", in: momentum)
      } == "release.options.momentumProjection: expected 0 or 1 (off or on), got 0.5")
    #expect(
      Self.message { () throws(EditError) in
        try ConfigEditor.set("release.speed", "1", in: momentum)
      }
        == "release.options.speed: unknown option of momentum (expected one of decelerationRate, momentumProjection, removalThreshold, threshold)"
    )
    // Removing an option is always possible.
    #expect(try ConfigEditor.set("release.threshold", "none", in: set).release.options.isEmpty)
  }

  @Test("switching to a strategy that does not know an option says how to remove it")
  func foreignOption() throws {
    let config = try ConfigEditor.set(
      "release.velocityLimit", "200", in: try presetConfig("demo03"))
    #expect(
      Self.message { () throws(EditError) in try ConfigEditor.set("release", "deck", in: config) }
        == "release.strategy: velocityLimit is not an option of deck (expected one of dismissThreshold); remove it first with 'set release.options.velocityLimit none'"
    )
    // nearest does not check its options (it declares none).
    #expect(try ConfigEditor.set("release", "nearest", in: config).release.strategy == "nearest")
  }

  @Test("paths(for:) lists the options the strategy declares")
  func paths() throws {
    let config = try ConfigEditor.set(
      "release", "velocityThreshold", in: try presetConfig("demo03"))
    let paths = ConfigEditor.paths(for: config)
    let release = try #require(paths.firstIndex(of: "release.strategy"))
    #expect(
      Array(paths[release...].prefix(3)) == [
        "release.strategy", "release.options.allowsDragToDismiss", "release.options.threshold",
      ])
    let set = try ConfigEditor.set("release.threshold", "500", in: config)
    #expect(
      ConfigEditor.paths(for: set).filter { $0 == "release.options.threshold" }.count == 1)
  }
}
