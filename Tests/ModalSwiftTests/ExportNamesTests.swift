import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// A config's names and keys are any text, and the export goes into the user's app: text in
/// comments stays one comment line, text in string literals is escaped, and identifiers made
/// from keys are valid and distinct, for every target (type-checked against the stubs).
@Suite("export swift: names and keys from the config", .serialized)
struct ExportNamesTests {
  /// A name that would end the header comment and add a `#warning` to the user's app.
  static let hostileName = "S\n#warning(\"PWNED\")\n// \u{1B}]0;t\u{07} */ /*"

  /// Keys that are Swift keywords, that read the same in camel case, that have no letter, and
  /// one with line breaks, quotes, a backslash and escape sequences; one point has no key.
  static let json = #"""
    {
      "snapPoints": [
        { "key": "class", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.2)" } },
        { "key": "a-b", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.25)" } },
        { "key": "a_b", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.3)" } },
        { "key": "😀", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.35)" } },
        { "key": "---", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.4)" } },
        { "key": "default", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.45)" } },
        { "key": "init", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.fraction(0.5)" } },
        { "key": "Type", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.height(440)" } },
        { "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.6)" } },
        { "key": "detent9", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.65)" } },
        { "key": "medium", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.7)" } },
        { "key": "presentation", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.75)" } },
        { "key": "self", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.8)" } },
        { "key": "in", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.85)" } },
        { "key": "x\n#warning(\"PWNED\")\n//\\\u001b[2J\u0085\u2028", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(detent.max * 0.9)" } },
        { "key": "protocol", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } }
      ],
      "release": "momentum",
      "keyboardAvoidance": "expand",
      "sheet": { "largestUndimmedDetentIdentifier": "protocol" }
    }
    """#

  static func document() throws -> ConfigDocument {
    var document = try ConfigCoding.decodeDocument(json)
    document.name = hostileName
    return document
  }

  static func export(_ target: String) throws -> SwiftExport {
    try #require(SwiftExportTargets.named(target)).export(try document())
  }

  /// The lines of the export that start with `prefix` (after their indentation).
  static func lines(_ code: String, _ prefix: String) -> [String] {
    code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix(prefix) }
  }

  @Test("the header keeps the name on comment lines, its line breaks and escapes visible")
  func header() throws {
    for target in SwiftExportTargets.swift {
      let code = try Self.export(target.name).code
      let first = try #require(code.split(separator: "\n").first)
      #expect(first.hasPrefix(#"// S\u{A}#warning("PWNED")\u{A}// \u{1B}]0;t\u{7} */ /*: "#))
      // No line of the file starts with anything the name brought.
      #expect(!code.contains("\n#warning"), "\(target.name)")
      #expect(!code.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "\(target.name)")
    }
  }

  @Test("uikit: one valid, distinct static identifier per detent, the keys as escaped strings")
  func uikitIdentifiers() throws {
    let code = try Self.export("uikit").code
    #expect(
      Self.lines(code, "fileprivate static let") == [
        #"fileprivate static let classDetent = Self("class")"#,
        #"fileprivate static let aB = Self("a-b")"#,
        #"fileprivate static let aB2 = Self("a_b")"#,
        #"fileprivate static let exported = Self("😀")"#,
        #"fileprivate static let exported2 = Self("---")"#,
        #"fileprivate static let defaultDetent = Self("default")"#,
        #"fileprivate static let initDetent = Self("init")"#,
        #"fileprivate static let type = Self("Type")"#,
        #"fileprivate static let detent9 = Self("detent9")"#,
        #"fileprivate static let detent92 = Self("detent9")"#,
        #"fileprivate static let mediumDetent = Self("medium")"#,
        #"fileprivate static let presentation = Self("presentation")"#,
        #"fileprivate static let selfDetent = Self("self")"#,
        #"fileprivate static let inDetent = Self("in")"#,
        #"fileprivate static let xWarningPWNED2J = Self("x\n#warning(\"PWNED\")\n//\\\u{1B}[2J\u{85}\u{2028}")"#,
      ])
    #expect(
      Self.lines(code, "sheet.largestUndimmedDetentIdentifier") == [
        "sheet.largestUndimmedDetentIdentifier = .large"
      ])
  }

  @Test("swiftui: the custom detents' properties and types are valid and distinct")
  func swiftuiIdentifiers() throws {
    let code = try Self.export("swiftui").code
    #expect(
      Self.lines(code, "fileprivate static let") == [
        "fileprivate static let classDetent = Self.custom(ClassDetentDetent.self)",
        "fileprivate static let aB = Self.custom(ABDetent.self)",
        "fileprivate static let aB2 = Self.custom(AB2Detent.self)",
        "fileprivate static let exported = Self.custom(ExportedDetent.self)",
        "fileprivate static let exported2 = Self.custom(Exported2Detent.self)",
        "fileprivate static let defaultDetent = Self.custom(DefaultDetentDetent.self)",
        "fileprivate static let detent9 = Self.custom(Detent9Detent.self)",
        "fileprivate static let detent92 = Self.custom(Detent92Detent.self)",
        "fileprivate static let mediumDetent = Self.custom(MediumDetentDetent.self)",
        "fileprivate static let presentationDetent = Self.custom(PresentationDetentDetent.self)",
        "fileprivate static let selfDetent = Self.custom(SelfDetentDetent.self)",
        "fileprivate static let inDetent = Self.custom(InDetentDetent.self)",
        "fileprivate static let xWarningPWNED2J = Self.custom(XWarningPWNED2JDetent.self)",
      ])
  }

  @Test("floatingpanel: the custom states' names are valid and distinct, their raw values the keys")
  func floatingPanelStates() throws {
    // (Each declaration on one line, as it reads: the exporter breaks it after its `=`.)
    let code = try Self.export("floatingpanel").code.replacingOccurrences(
      of: "=\n    FloatingPanelState", with: "= FloatingPanelState")
    let states = Self.lines(code, "nonisolated(unsafe) fileprivate static let")
    #expect(states.count == 13)
    #expect(
      Array(states.prefix(4)) == [
        #"nonisolated(unsafe) fileprivate static let classPoint = FloatingPanelState(rawValue: "class", order: 7)"#,
        #"nonisolated(unsafe) fileprivate static let aB = FloatingPanelState(rawValue: "a-b", order: 14)"#,
        #"nonisolated(unsafe) fileprivate static let aB2 = FloatingPanelState(rawValue: "a_b", order: 21)"#,
        #"nonisolated(unsafe) fileprivate static let exported = FloatingPanelState(rawValue: "😀", order: 28)"#,
      ])
  }

  @Test("every target's export of the config type-checks against the stubs, without a warning")
  func typecheck() throws {
    let stubs = try sharedStubs()
    let folder = try scratchFolder(stubs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for target in SwiftExportTargets.swift {
      let path = folder + "/\(target.name).swift"
      try Self.export(target.name).code.write(toFile: path, atomically: true, encoding: .utf8)
      for (mode, run) in try typecheckInEachMode([path], stubs: stubs) {
        #expect(run.status == 0, "\(target.name), Swift \(mode):\n\(run.output)")
        #expect(run.output == "", "\(target.name), Swift \(mode)")
      }
    }
  }

  @Test("unique names: keywords and reserved names suffixed, a number after a taken name")
  func uniqueNames() {
    #expect(
      SwiftNames.unique(
        ["a-b", "a_b", "aB", nil, "point4", "😀", "---", "tip", "Type", "é-t"],
        fallback: { "point\($0 + 1)" }, reserved: ["tip"], suffix: "Point")
        == [
          "aB", "aB2", "aB3", "point4", "point42", "exported", "exported2", "tipPoint", "type",
          "éT",
        ])
    // The upper-case forms are kept distinct too (types are made from them).
    #expect(SwiftNames.unique(["ab", "Ab"], fallback: { "p\($0)" }, suffix: "X") == ["ab", "ab2"])
    #expect(SwiftNames.typeName("1st-sheet") == "Config1stSheet")
    #expect(SwiftNames.typeName("\u{301}a") == "Config\u{301}a")
  }
}
