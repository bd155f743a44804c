import ModalCore
import Testing

@testable import ModalShell

/// `set` on a whole document: the document's own fields, adaptive paths, the change message,
/// and the warning of `add snap`.
@Suite("ConfigEditor: documents, messages and warnings")
struct ConfigEditorDocumentTests {
  static func document(_ name: String) throws -> ConfigDocument {
    try #require(try BuiltinPresets.document(named: name))
  }

  @Test("set name and set description edit the document and say so")
  func nameAndDescription() throws {
    let document = try Self.document("basic")
    let renamed = try ConfigEditor.set("name", "mine", in: document)
    #expect(renamed.document.name == "mine")
    #expect(renamed.document.config == document.config)
    #expect(renamed.renamesDocument)
    #expect(renamed.message == "name = mine (was basic)")
    let described = try ConfigEditor.set("description", "  a short sheet ", in: document)
    #expect(described.document.description == "a short sheet")
    #expect(!described.renamesDocument)
    #expect(
      described.message
        == "description = a short sheet (was adaptive-modal's README basic usage: one bottom sheet at 70% of the height)"
    )
    #expect(try ConfigEditor.set("name", "none", in: document).document.name == nil)
    #expect(try ConfigEditor.get("name", in: document) == "basic")
  }

  @Test("a set says what it changed, with the canonical path")
  func changeMessage() throws {
    let document = try Self.document("basic")
    let edit = try ConfigEditor.set("snap.1.height", "200", in: document)
    #expect(edit.message == "snapPoints[0].layout.height = 200 (was 70%)")
    #expect(edit.path == "snapPoints[0].layout.height")
    #expect(edit.oldValue == "70%" && edit.newValue == "200")
    #expect(edit.document.config.defaultConfig.snapPoints[0].layout?.height == .constant(200))
    let same = try ConfigEditor.set("snapPoints[0].layout.height", "70%", in: document)
    #expect(same.message == "snapPoints[0].layout.height = 70% (unchanged)")
    let flag = try ConfigEditor.set("manager.shouldEnableSnapping", "false", in: document)
    #expect(flag.message == "flags.shouldEnableSnapping = false (was true)")
    let option = try ConfigEditor.set("release.threshold", "0.5", in: document)
    #expect(option.message == "release.options.threshold = 0.5 (was none)")
    #expect(
      try ConfigEditor.show("snap.1.radius", in: document)
        == "snapPoints[0].keyframe.cornerRadius = 15")
  }

  @Test("in an adaptive document the canonical paths carry the config's prefix")
  func adaptivePaths() throws {
    let document = try Self.document("demo01")
    #expect(document.config.isAdaptive)
    let selected = ConfigSelection.constrained(0)
    let edit = try ConfigEditor.set("snap.1.height", "40%", in: document, selection: selected)
    #expect(edit.path == "constrained[0].config.snapPoints[0].layout.height")
    #expect(edit.document.config.constrained[0].config.snapPoints[0].layout?.height == .percent(40))
    #expect(edit.document.config.defaultConfig == document.config.defaultConfig)
    // The same field by its canonical path, whatever config is in use.
    let direct = try ConfigEditor.set(
      "constrained[0].config.snapPoints[0].layout.height", "40%", in: document)
    #expect(direct.document == edit.document)
    let byDefault = try ConfigEditor.set("snap.1.height", "40%", in: document)
    #expect(byDefault.path == "default.snapPoints[0].layout.height")
    #expect(
      try ConfigEditor.show("default.direction", in: document, selection: selected)
        == "default.direction = bottomToTop")
    // A constrained config's own fields.
    #expect(try ConfigEditor.get("constrained[0].when", in: document) == "v.compact")
    let when = try ConfigEditor.set("constrained[0].when", "v.compact; portrait", in: document)
    #expect(
      when.document.config.constrained[0].conditions
        == [
          try LayoutValueSyntax.parseCondition("v.compact"),
          try LayoutValueSyntax.parseCondition("portrait"),
        ])
    #expect(when.message == "constrained[0].when = v.compact; portrait (was v.compact)")
    #expect(
      StrategyEditorTests.message { () throws(EditError) in
        try ConfigEditor.set("constrained[9].name", "x", in: document)
      } == "constrained[9].name: no constrained config 9 (the only one is constrained[0])"
    )
    // A problem of the edited config names the field with the prefix.
    #expect(
      StrategyEditorTests.message { () throws(EditError) in
        try ConfigEditor.set("initialIndex", "9", in: document, selection: selected)
      }
        == "constrained[0].config.initialIndex: expected an index from 1 to \(document.config.constrained[0].config.snapPoints.count), got 9"
    )
    // Completion lists the canonical paths of the config in use.
    let paths = ConfigEditor.paths(for: document, selection: selected)
    #expect(paths.prefix(2) == ["name", "description"])
    #expect(paths.contains("constrained[0].when"))
    #expect(paths.contains("constrained[0].config.snapPoints[0].layout.height"))
    #expect(!paths.contains("default.snapPoints[0].layout.height"))
  }

  @Test("add snap warns when the new point has the same percent as another")
  func addSnapWarning() throws {
    let config = try Self.document("basic").config.defaultConfig
    let environment = Environment(device: .iphone14)
    let same = try ConfigEditor.addSnap(
      at: nil, fields: ["height=70%"], in: config, environment: environment)
    #expect(same.config.snapPoints.count == 2)
    #expect(
      same.warning
        == "add snap: the new snap point 2 has the same percent, 0.7, as snap point 1: a release cannot tell them apart"
    )
    // 590.8 pt on this device is 70% of 844: the same percent with another layout.
    let points = try ConfigEditor.addSnap(
      at: 1, fields: ["height=590.8"], in: config, environment: environment)
    #expect(
      points.warning
        == "add snap: the new snap point 1 has the same percent, 0.7, as snap point 2: a release cannot tell them apart"
    )
    let different = try ConfigEditor.addSnap(
      at: nil, fields: ["height=30%"], in: config, environment: environment)
    #expect(different.warning == nil)
    // Without an environment, the same layout.
    let layout = try ConfigEditor.addSnap(
      at: nil, fields: ["radius=3"], in: config, environment: nil)
    #expect(
      layout.warning
        == "add snap: the new snap point 2 has the same layout, as snap point 1: a release cannot tell them apart"
    )
    #expect(
      try ConfigEditor.addSnap(at: nil, fields: ["height=20%"], in: config, environment: nil)
        .warning == nil)
  }

  @Test("add snap takes the canonical field names too")
  func addSnapCanonicalNames() throws {
    let config = try Self.document("basic").config.defaultConfig
    let edited = try ConfigEditor.addSnap(
      at: nil, fields: ["layout.height=30%", "keyframe.cornerRadius=4"], in: config)
    #expect(edited.snapPoints[1].layout?.height == .percent(30))
    #expect(edited.snapPoints[1].keyframe[.cornerRadius] == 4)
  }

  @Test("a value get prints in the JSON object form is set back unchanged, however long")
  func objectFormRoundTrip() throws {
    var config = try Self.document("basic").config.defaultConfig
    // A condition over 60 characters: quoting it for a message would shorten it, so the
    // object form must not use the message quoting.
    let condition = try LayoutValueSyntax.parseCondition(
      "width >= 500 && height >= 700 && safe.top == 0 && safe.bottom == 0 && portrait")
    let value = LayoutValue(
      .conditional(
        condition, then: LayoutValue(.stretch, offset: LayoutValue.Offset(.add, .constant(10))),
        else: .percent(50)))
    config.snapPoints[0].layout?.height = value
    let text = try ConfigEditor.get("snapPoints[0].layout.height", in: config)
    #expect(text.hasPrefix(#"{ "if": "(width >= 500) && (height >= 700) && (safe.top == 0)"#))
    #expect(!text.contains("..."))
    #expect(try ConfigEditor.set("snapPoints[0].layout.height", text, in: config) == config)
    let broken = StrategyEditorTests.message { () throws(EditError) in
      try ConfigEditor.set("snap.1.height", #"{ "value": "stretch", "max": }"#, in: config)
    }
    #expect(
      broken
        == #"snapPoints[0].layout.height: expected a layout value like "50%" or its JSON object form, got "{ \"value\": \"stretch\", \"max\": }" (line 1, column 30: expected a value (an object, an array, a string, a number, true, false or null), got '}')"#
    )
  }

  @Test("value candidates for Tab completion come from the field's codec")
  func valueCandidates() throws {
    let document = try Self.document("basic")
    let candidates = { (path: String) in
      ConfigSchema.valueCandidates(for: path, in: document, selection: .defaultConfig)
    }
    #expect(
      candidates("direction") == ["bottomToTop", "topToBottom", "leftToRight", "rightToLeft"])
    #expect(candidates("manager.shouldEnableSnapping") == ["true", "false"])
    #expect(
      candidates("snap.1.tap") == [
        "automatic", "dismiss", "passthrough", "ignore", "none", "inherit",
      ])
    #expect(candidates("snap.1.corners").suffix(1) == ["inherit"])
    #expect(candidates("overshoot").last == "none")
    #expect(candidates("snap.1.height") == ["none"])
    #expect(candidates("nothing").isEmpty)
  }
}
