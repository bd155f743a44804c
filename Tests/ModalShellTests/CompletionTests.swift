import ModalCore
import Testing

@testable import ModalShell

/// Tab completion of values (issue 16): each kind of value completes from the declaration
/// the parser reads, with exact candidate lists.
@Suite("Completion of values")
struct ValueCompletionTests {
  /// The candidates for a line on demo01, presented at snap 1.
  private func candidates(_ line: String, preset: String = "demo01") throws -> [String] {
    try quietSession(preset).complete(line).candidates
  }

  @Test("set direction completes the four directions")
  func directions() throws {
    #expect(
      try candidates("set direction ")
        == ["bottomToTop", "leftToRight", "rightToLeft", "topToBottom"])
    #expect(try candidates("set direction le") == ["leftToRight"])
    // The canonical path and the value start where the value's word starts.
    let session = try quietSession()
    #expect(session.complete("set direction le").start == "set direction ".count)
  }

  @Test("set release completes the release rules, by the path and by its alias")
  func releaseRules() throws {
    let rules = ReleaseConfig.strategyNames.sorted()
    #expect(rules.count > 5)
    #expect(try candidates("set release ") == rules)
    #expect(try candidates("set release.strategy ") == rules)
    #expect(try candidates("set release near") == rules.filter { $0.hasPrefix("near") })
    #expect(try candidates("set release near") == ["nearest"])
  }

  @Test("set release. completes the rule's options, and an option's value offers none")
  func releaseOptions() throws {
    var session = try quietSession()
    session.run("set release velocityThreshold")
    _ = session.takeOutput()
    let declared = ReleaseStrategies.optionNames(for: "velocityThreshold").keys.sorted()
    #expect(!declared.isEmpty)
    #expect(
      session.complete("set release.options.").candidates
        == declared.map { "release.options." + $0 })
    let option = try #require(declared.first)
    #expect(session.complete("set release.options.\(option) ").candidates == ["none"])
  }

  @Test("every enumeration-valued path completes exactly the names its range lists")
  func everyEnumeratedPath() throws {
    var session = try quietSession()
    // An overshoot and a constrained config exist in demo01, so every scope has paths.
    let paths = session.complete("set ").candidates
    var checked = 0
    for path in paths {
      guard
        let field = try? ConfigSchema.resolve(
          path, in: session.document, selection: session.manager.selection),
        field.descriptor.range.hasPrefix("one of ")
      else { continue }
      // `one of a, b, c` (and `, or none / inherit to unset` for an optional field).
      var range = field.descriptor.range.dropFirst("one of ".count)
      var names: [String] = []
      if let unset = range.range(of: ", or ") {
        let words = range[unset.upperBound...].replacingOccurrences(of: " to unset", with: "")
        names += words.components(separatedBy: " / ")
        range = range[..<unset.lowerBound]
      }
      names += range.components(separatedBy: ", ")
      #expect(session.complete("set \(path) ").candidates == names.sorted(), "\(path)")
      // Every candidate is a value `set` accepts for that path (or one the config refuses for
      // a reason of its own, never `expected one of`).
      for name in names {
        session.run("set \(path) \(name)")
        let errors = session.takeOutput().filter { $0.0 == .standardError }.map(\.1)
        #expect(!errors.joined().contains("expected one of"), "\(path) \(name)")
        session.run("undo")
        _ = session.takeOutput()
      }
      checked += 1
    }
    // direction, percentStrategy, dragHandle, keyboardAvoidance, release.strategy,
    // handoff.rule, each point's mode and tap interaction, ...: all of them, not a sample.
    #expect(checked >= 8)
    #expect(paths.contains("direction") && paths.contains("keyboardAvoidance"))
  }

  @Test("a field with named values but no enumeration range still offers its names")
  func namedValues() throws {
    #expect(try candidates("set snapPoints[0].mode ") == ["inBetween", "standard"])
    #expect(
      try candidates("set keyboardAvoidance ")
        == ConfigSchema.valueCandidates(
          for: "keyboardAvoidance", in: quietSession().document, selection: .defaultConfig
        ).sorted())
  }

  @Test("expect state completes the state names; other checks their values")
  func expectValues() throws {
    #expect(
      try candidates("expect state ")
        == [
          "DISMISSED_GESTURE", "DISMISSED_PROGRAMMATIC", "DISMISSING_GESTURE",
          "DISMISSING_PROGRAMMATIC", "GESTURE_DRAGGING", "INITIAL", "PRESENTED_GESTURE",
          "PRESENTED_PROGRAMMATIC", "PRESENTING_GESTURE", "PRESENTING_PROGRAMMATIC",
          "SNAPPED_FROM_GESTURE_DRAGGING", "SNAPPED_PROGRAMMATIC", "SNAPPING_FROM_GESTURE_DRAGGING",
          "SNAPPING_PROGRAMMATIC",
        ].sorted())
    #expect(
      try candidates("expect state PRESENTED_") == ["PRESENTED_GESTURE", "PRESENTED_PROGRAMMATIC"])
    #expect(
      try candidates("expect visible ") == ["0", "1", "false", "no", "off", "on", "true", "yes"])
    #expect(try candidates("expect orientation ") == ["landscape", "portrait"])
    #expect(try candidates("expect voiceover ") == ["off", "on"])
    #expect(try candidates("expect keyboard ") == ["off"])
    #expect(try candidates("expect snap ") == ["1", "2", "3", "4", "5"])
    // The tolerance after a value is free text.
    #expect(try candidates("expect percent 0.3 ") == [])
    #expect(try candidates("expect state INITIAL ") == [])
  }

  @Test("add snap completes FIELD= names, then a field's values after its =")
  func addSnapFields() throws {
    let short = try candidates("add snap ")
    #expect(short.contains("at"))
    // One name per field, its shortest: the layout's and the keyframe's fields by their aliases.
    #expect(
      short.filter { !$0.contains(".") }
        == [
          "align=", "allowSnapping=", "at", "backgroundColor=", "blur=", "content=",
          "contentLength=", "corners=", "damping=", "dim=", "height=", "key=",
          "modalBackgroundColor=", "modalBackgroundOpacity=", "mode=", "opacity=", "page=",
          "radius=", "scale=", "shadow=", "tap=", "width=",
        ])
    #expect(!short.contains("layout.height=") && !short.contains("cornerRadius="))
    #expect(short.count == ConfigSchema.pointFields.count + 1)
    #expect(try candidates("add snap hei") == ["height="])
    #expect(try candidates("add snap at 2 hei") == ["height="])
    #expect(try candidates("add snap height=40% rad") == ["radius="])
    #expect(try candidates("add snap mode=") == ["mode=inBetween", "mode=standard"])
    #expect(try candidates("add snap mode=in") == ["mode=inBetween"])
    // A prefix no short name starts: every name, the full paths too.
    #expect(try candidates("add snap layout.hei") == ["layout.height="])
    #expect(try candidates("add snap nosuch") == [])
  }

  @Test("remove snap offers only the points it would remove")
  func removableSnaps() throws {
    // demo01: four base points; 5 is the overshoot, which remove snap refuses.
    #expect(try candidates("remove snap ") == ["1", "2", "3", "4"])
    var session = try quietSession()
    // With point 2 in between, removing point 1 would make it the first: refused, not offered.
    session.run("set snapPoints[1].mode inBetween")
    let set = session.takeOutput()
    #expect(set.allSatisfy { $0.0 == .standardOutput })
    #expect(session.complete("remove snap ").candidates == ["2", "3", "4"])
    session.run("remove snap 1")
    let refused = session.takeOutput()
    #expect(refused.contains { $0.0 == .standardError })
    var single = try quietSession("basic")
    while single.manager.config.snapPoints.count > 1 {
      single.run("remove snap \(single.manager.config.snapPoints.count)")
      _ = single.takeOutput()
    }
    // The last point cannot go.
    #expect(single.complete("remove snap ").candidates == [])
  }

  @Test("preset and device names, snap keys")
  func names() throws {
    #expect(try candidates("preset ") == BuiltinPresets.names.sorted())
    #expect(
      try candidates("preset demo0")
        == BuiltinPresets.names.filter { $0.hasPrefix("demo0") }.sorted())
    #expect(try candidates("device ") == Device.all.map(\.name).sorted())
    #expect(try candidates("device iphone-se") == ["iphone-se", "iphone-se-3"])
    var session = try quietSession()
    session.run("set snap.2.key half")
    _ = session.takeOutput()
    #expect(
      session.complete("snap ").candidates
        == ["1", "2", "3", "4", "5", "closest", "half", "next", "prev"])
    #expect(session.complete("snap h").candidates == ["half"])
    #expect(session.complete("expect key ").candidates == ["half"])
  }
}
