import Foundation
import ModalTestSupport
import Testing

@testable import ModalCore

@Suite("ConfigCoding: the schema's descriptors, the docs and the shared codecs")
struct ConfigCodingSchemaTests {
  // MARK: - Docs

  static let begin = "<!-- fields: generated from ConfigSchema.markdownTable()"
  static let end = "<!-- fields end -->"

  /// The generated part of docs/config-schema.md: the table, then the edge points' note.
  static var generated: [String] { ConfigSchema.markdownTable() + ["", ConfigSchema.edgeNote] }

  @Test("the field table of docs/config-schema.md is the descriptors' table")
  func docsTable() throws {
    let section = DocSection("docs/config-schema.md", begin: Self.begin, end: Self.end)
    #expect(try section.documented(Self.generated) == Self.generated)
  }

  /// The backticked keys of the first column of the first table under a heading.
  static func tableKeys(_ heading: String, in text: String) -> [String] {
    var lines = text.components(separatedBy: "\n").drop { $0 != heading }.dropFirst()
    lines = lines.drop { !$0.hasPrefix("|") }
    var keys: [String] = []
    for line in lines.dropFirst(2) {
      guard line.hasPrefix("|") else { break }
      let cell = line.split(separator: "|", omittingEmptySubsequences: false)[1]
      keys += cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(
        \.element)
    }
    return keys
  }

  @Test("the hand-written tables of docs/config-schema.md name the schema's keys, in order")
  func docsKeyTables() throws {
    let text = try String(contentsOfFile: packageRoot + "/docs/config-schema.md", encoding: .utf8)
    #expect(Self.tableKeys("## A config", in: text) == ConfigSchemaKeys.config)
    #expect(Self.tableKeys("## Keyframes", in: text) == ConfigSchemaKeys.keyframe)
    #expect(
      Self.tableKeys("## Snap points", in: text)
        == ["key", "page", "contentLength", "mode", "layout", "keyframe"])
    #expect(
      ConfigSchema.pointFields.map { ConfigSchemaKeys.head($0.path) }.reduce(into: [String]()) {
        if $0.last != $1 { $0.append($1) }
      } == ["key", "page", "contentLength", "mode", "layout", "keyframe"])
  }

  @Test("docs/ stands alone: no reference to the design files, every link resolves")
  func docsStandAlone() throws {
    let folder = packageRoot + "/docs"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".md")
    }
    #expect(names.contains("model.md") && names.contains("config-schema.md"))
    for name in names {
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      for banned in ["MODEL.md", "PEERS.md", "SHELL.md", "ARCHITECTURE.md", "shared/"] {
        #expect(!text.contains(banned), "\(name) mentions \(banned)")
      }
      for link in text.components(separatedBy: "](").dropFirst() {
        let target = String(link.prefix { $0 != ")" && $0 != "#" })
        guard target.hasSuffix(".md") else { continue }
        #expect(names.contains(target), "\(name) links to \(target)")
      }
    }
  }

  @Test("every field has a doc, a kind and a default; paths and aliases are unique")
  func descriptors() {
    var names = Set<String>()
    for field in ConfigSchema.allFields {
      #expect(!field.doc.isEmpty && !field.kind.isEmpty && !field.defaultText.isEmpty)
      for name in [field.pattern]
        + field.aliases.map({ ConfigSchema.aliasPattern(field.scope, $0) })
      {
        #expect(names.insert(name).inserted, "\(name)")
      }
    }
    #expect(ConfigSchema.documentFields.map(\.path) == ["name", "description"])
    #expect(ConfigSchema.configFields.count == 50)
    #expect(ConfigSchema.pointFields.count == 60)
  }

  @Test("help paths lists every field with its kind and default")
  func pathHelp() throws {
    let lines = ConfigSchema.pathHelp()
    #expect(
      lines.contains(
        "  snapPoints[N].layout.height  layout value, default required (also snap.N.height)"))
    #expect(
      lines.contains(
        "  flags.shouldEnableSnapping  bool, default true (also manager.shouldEnableSnapping)"))
    #expect(
      lines.contains(
        "  animations.snap  animation, default springGesture 0.4 0.9 15 (also animation.snap)"))
    #expect(
      lines.contains(
        "  snapPoints[N].keyframe.cornerRadius  number, default inherited (also snap.N.cornerRadius, snap.N.radius)"
      ))
    #expect(lines.contains("  name  text, default none"))
    #expect(lines.count == 2 + 2 * ConfigSchema.listedFields.count + 1)
  }

  // MARK: - Every path a load error prints is a set path

  /// A valid config with two points, full-layout edge points, options and clamping.
  static let config = """
    {
      "snapPoints": [
        { "layout": { "align": "center/bottom", "width": "stretch", "height": "30%" } },
        { "layout": { "align": "center/bottom", "width": "stretch", "height": "60%" },
          "keyframe": { "cornerRadius": 4 } }
      ],
      "undershoot": { "layout": { "align": "center/bottom", "width": "stretch", "height": 0 } },
      "overshoot": { "layout": { "align": "center/top", "width": "stretch", "height": "100%" } },
      "release": { "strategy": "nearest", "options": { "x": 1 } },
      "clamping": { "start": [], "end": [] }
    }
    """

  /// An adaptive document whose default and constrained config are ``config``.
  static let base = """
    { "default": \(config),
      "constrained": [ { "name": "wide", "when": "landscape", "config": \(config) } ] }
    """

  /// The JSON path of a field of the base document (index 1, option `x`, in the default
  /// config, or in constrained config 0 when `constrained`).
  static func jsonPath(_ field: FieldDescriptor, constrained: Bool) -> String {
    let path = field.pattern.replacingOccurrences(
      of: "[N]", with: field.scope == .snapPoint ? "[1]" : "[0]"
    )
    .replacingOccurrences(of: "NAME", with: "x")
    switch field.scope {
    case .document, .constrained: return path
    default: return (constrained ? "constrained[0].config." : "default.") + path
    }
  }

  /// `json` with the member at `path` (keys and `[i]` indices) replaced by `value`.
  static func replacing(_ json: JSONValue, at path: [String], with value: JSONValue) -> JSONValue {
    guard let head = path.first else { return value }
    let rest = Array(path.dropFirst())
    if head.hasPrefix("["), case .array(var elements) = json,
      let index = Int(head.dropFirst().dropLast()), elements.indices.contains(index)
    {
      elements[index] = replacing(elements[index], at: rest, with: value)
      return .array(elements)
    }
    var members = json.members ?? []
    if let position = members.firstIndex(where: { $0.key == head }) {
      members[position].value = replacing(members[position].value, at: rest, with: value)
    } else {
      members.append((head, replacing(.object([]), at: rest, with: value)))
    }
    return .object(members)
  }

  static func segments(_ path: String) -> [String] {
    var result: [String] = []
    for part in path.split(separator: ".") {
      var text = Substring(part)
      if let bracket = text.firstIndex(of: "[") {
        result.append(String(text[..<bracket]))
        text = text[bracket...]
        while let close = text.firstIndex(of: "]") {
          result.append(String(text[...close]))
          text = text[text.index(after: close)...]
        }
      } else {
        result.append(String(text))
      }
    }
    return result
  }

  @Test("a wrong value in any field is reported at a path that set accepts as that field")
  func loadErrorPathsAreSetPaths() throws {
    let (parsed, _) = JSONParser.parse(Self.base)
    let json = try #require(parsed)
    let document = try ConfigCoding.decodeDocument(Self.base)
    var checked = 0
    for field in ConfigSchema.allFields {
      for constrained in [false, true] {
        let path = Self.jsonPath(field, constrained: constrained)
        let wrong: JSONValue = field.kind.contains("bool") ? .string("maybe") : .bool(true)
        let broken = Self.replacing(json, at: Self.segments(path), with: wrong)
        var problems: [ConfigProblem] = []
        do {
          _ = try ConfigCoding.decodeDocument(json: broken)
        } catch {
          problems = error.problems
        }
        #expect(problems.contains { $0.path == path }, "\(path): \(problems)")
        // Every path is accepted; the field's own path is its canonical one (`release`, the
        // string form's path, is an alias of `release.strategy`).
        for problem in problems where !problem.path.isEmpty {
          let resolved = try ConfigSchema.resolve(
            problem.path, in: document, selection: .defaultConfig)
          if problem.path == path { #expect(resolved.path == path) }
        }
        checked += 1
      }
    }
    #expect(checked == 2 * ConfigSchema.allFields.count)
  }

  /// Broken parts of values and objects (a JSON path of the base document and what goes
  /// there), and the path each problem is reported at.
  static let brokenParts: [(path: String, json: String, reported: String)] = [
    (
      "default.animations.snap", #"{ "type": "spring", "duration": -1, "dampingRatio": 1 }"#,
      "default.animations.snap.duration"
    ),
    (
      "default.snapPoints[1].layout.height", #"{ "value": "50%", "op": "add" }"#,
      "default.snapPoints[1].layout.height.op"
    ),
    ("default.clamping.start", #"["x", "zz"]"#, "default.clamping.start[1]"),
    (
      "default.snapPoints[1].keyframe.maskedCorners", #"["topLeft", "middle"]"#,
      "default.snapPoints[1].keyframe.maskedCorners[1]"
    ),
    ("default.overdrag", #"{ "linear": "x" }"#, "default.overdrag.linear"),
    (
      "default.snapPoints[1].keyframe.shadow", #"{ "offset": [0, "x"] }"#,
      "default.snapPoints[1].keyframe.shadow.offset[1]"
    ),
    ("constrained[0].when", #"["portrait", 3]"#, "constrained[0].when[1]"),
    ("default.snapPoints[1]", "{}", "default.snapPoints[1]"),
    (
      "default.snapPoints[1].layout", #"{ "align": "center/bottom" }"#,
      "default.snapPoints[1].layout"
    ),
    ("default.undershoot.keyframe", "3", "default.undershoot.keyframe"),
  ]

  @Test(
    "a problem inside a value or an object names the field(s) to set",
    arguments: brokenParts.map(\.path))
  func loadErrorPartsNameTheirField(_ path: String) throws {
    let part = try #require(Self.brokenParts.first { $0.path == path })
    let (parsed, _) = JSONParser.parse(Self.base)
    let (value, _) = JSONParser.parse(part.json)
    let broken = Self.replacing(
      try #require(parsed), at: Self.segments(path), with: try #require(value))
    var problems: [ConfigProblem] = []
    do {
      _ = try ConfigCoding.decodeDocument(json: broken)
    } catch {
      problems = error.problems
    }
    #expect(problems.contains { $0.path == part.reported }, "\(problems)")
    // In a valid document of the same shape, set accepts every path the load error printed.
    let validText = try #require(Self.validParts[path])
    let validPart = try #require(JSONParser.parse(validText).value)
    let valid = Self.replacing(try #require(parsed), at: Self.segments(path), with: validPart)
    let document = try ConfigCoding.decodeDocument(json: valid)
    for problem in problems where !problem.path.isEmpty {
      #expect(try Self.setsItsOwnValue(problem.path, in: document), "\(problem.path)")
    }
  }

  /// A valid value of the same shape for each of ``brokenParts``.
  static let validParts: [String: String] = [
    "default.animations.snap": #"{ "type": "spring", "duration": 1, "dampingRatio": 1 }"#,
    "default.snapPoints[1].layout.height": #"{ "value": "50%", "op": "add", "offset": 10 }"#,
    "default.clamping.start": #"["x", "y"]"#,
    "default.snapPoints[1].keyframe.maskedCorners": #"["topLeft", "bottomRight"]"#,
    "default.overdrag": #"{ "linear": 0.5 }"#,
    "default.snapPoints[1].keyframe.shadow": #"{ "offset": [0, 2] }"#,
    "constrained[0].when": #"["portrait", "landscape"]"#,
    "default.snapPoints[1]":
      #"{ "layout": { "align": "center/bottom", "width": "stretch", "height": "70%" } }"#,
    "default.snapPoints[1].layout":
      #"{ "align": "center/top", "width": "stretch", "height": "70%" }"#,
    "default.undershoot.keyframe": #"{ "cornerRadius": 3 }"#,
  ]

  /// `set PATH (get PATH)` at a field or at any other JSON path succeeds and leaves the
  /// document's JSON as it was.
  static func setsItsOwnValue(_ path: String, in document: ConfigDocument) throws -> Bool {
    let before = ConfigCoding.encodeDocument(document)
    var edited = document
    do {
      let field = try ConfigSchema.resolve(path, in: document, selection: .defaultConfig)
      try ConfigSchema.set(field, ConfigSchema.get(field, in: document), in: &edited)
    } catch {
      let value = try ConfigSchema.json(
        at: path, in: document, selection: .defaultConfig, unknown: error
      ).value
      // Not in the canonical JSON (a default the writer leaves out): nothing is there to set.
      guard value != ConfigSchema.absentJSON else { return true }
      edited =
        try ConfigSchema.setJSON(
          path, value, in: document, selection: .defaultConfig, unknown: error
        ).document
    }
    return ConfigCoding.encodeDocument(edited) == before
  }

  /// Every path of a JSON value (members and elements, at every depth).
  static func allPaths(_ json: JSONValue, base: String = "") -> [String] {
    switch json {
    case .object(let members):
      return members.flatMap { member -> [String] in
        let path = JSONPath.key(base, member.key)
        return [path] + allPaths(member.value, base: path)
      }
    case .array(let elements):
      return elements.indices.flatMap { index -> [String] in
        let path = JSONPath.index(base, index)
        return [path] + allPaths(elements[index], base: path)
      }
    default: return []
    }
  }

  @Test(
    "set at every path of a preset's canonical JSON with the value there changes nothing",
    arguments: BuiltinPresets.names)
  func presetPathsSetTheirOwnValue(_ name: String) throws {
    let document = try #require(try BuiltinPresets.document(named: name))
    let json = try #require(JSONParser.parse(ConfigCoding.encodeDocument(document)).value)
    for path in Self.allPaths(json) {
      #expect(try Self.setsItsOwnValue(path, in: document), "\(name): \(path)")
    }
  }

  @Test("set at a path that is not a field: the message, the value, errors change nothing")
  func setJSONPaths() throws {
    let base = try ConfigCoding.decodeDocument(Self.base)
    // The field resolver's errors: for a path that names no field, for a part of a value.
    var unknown = ValueError("unknown")
    unknown.isUnknownPath = true
    var part = ValueError("part of a field's value")
    part.isPartOfDocument = true
    func set(
      _ path: String, _ value: String, in document: ConfigDocument, field: ValueError? = nil
    ) throws(ValueError) -> JSONPathEdit {
      try ConfigSchema.setJSON(
        path, value, in: document, selection: .defaultConfig, unknown: field ?? part)
    }
    let spring = #"{"snap": {"type": "spring", "duration": 0.4, "dampingRatio": 1}}"#
    let animated = try set("animations", spring, in: base)
    #expect(animated.path == "default.animations")
    #expect(animated.oldValue == ConfigSchema.absentJSON)
    #expect(
      animated.newValue == #"{"snap": {"type": "spring", "duration": 0.4, "dampingRatio": 1}}"#)
    let document = animated.document
    let edit = try set("animations.snap.duration", "0.5", in: document)
    #expect(edit.path == "default.animations.snap.duration")
    #expect(edit.oldValue == "0.4")
    #expect(edit.newValue == "0.5")
    #expect(
      edit.document.config.defaultConfig.snapAnimation
        != document.config.defaultConfig.snapAnimation)
    #expect(
      try ConfigSchema.json(
        at: "default.animations.snap.duration", in: edit.document, selection: .defaultConfig,
        unknown: part) == ("default.animations.snap.duration", "0.5"))
    // Exactly that value changed: the old JSON with that one value replaced.
    var expected = try #require(JSONParser.parse(ConfigCoding.encodeDocument(document)).value)
    var created: [String] = []
    let steps = try #require(JSONPath.steps("default.animations.snap.duration"))
    _ = try JSONSplice.replace(&expected, steps[...], with: .number(0.5), created: &created)
    #expect(ConfigCoding.encodeDocument(edit.document) == JSONWriter.format(expected))
    // A word that is not JSON is a JSON string; an index equal to the count appends.
    let clamp = try set("clamping.start[0]", "shadow", in: base)
    #expect(clamp.path == "default.clamping.start[0]")
    #expect(clamp.oldValue == ConfigSchema.absentJSON)
    #expect(clamp.newValue == "\"shadow\"")
    #expect(clamp.document.config.defaultConfig.interpolationClamping?.start == [.shadow])
    // Errors name the path (the document is a value: nothing changed).
    // An index out of range, inside a field's value or an object of the document.
    #expect(throws: ValueError("default.clamping.start[9]: no element 9 (there is none)")) {
      try set("clamping.start[9]", "x", in: base)
    }
    #expect(
      throws: ValueError(
        "default.snapPoints[1].keyframe.shadow.offset[5]: no element 5 (expected default.snapPoints[1].keyframe.shadow.offset[0] to default.snapPoints[1].keyframe.shadow.offset[1])"
      )
    ) {
      let shadow = #"{"offset": [0, 2]}"#
      let shaded = try set("snapPoints[1].keyframe.shadow", shadow, in: base).document
      return try set("snapPoints[1].keyframe.shadow.offset[5]", "1", in: shaded)
    }
    #expect(
      throws: ValueError(
        "default.animations.snap.duration: expected a duration from 0.001 to 3600 s, got -1")
    ) { try set("animations.snap.duration", "-1", in: document) }
    // A key the reader does not know: the resolver's error.
    #expect(throws: part) { try set("animations.snap.speed", "1", in: document) }
    // A field's own error (no JSON is tried) and an unknown path that is no JSON path either.
    #expect(throws: ValueError("field")) {
      try set("animations", spring, in: document, field: ValueError("field"))
    }
    #expect(throws: unknown) { try set("nothing", "1", in: document, field: unknown) }
  }

  // MARK: - One codec per kind

  @Test("one quoting: a backspace is \\b in a saved file, a load error and a set error")
  func quoting() throws {
    let text = "up\u{08}\u{0C}\u{01}\"\\"
    #expect(SchemaText.quoted(text) == #""up\b\f\u0001\"\\""#)
    #expect(SchemaText.quoted(text) == JSONWriter.quote(text))
    let long = String(repeating: "\u{08}", count: 70)
    #expect(SchemaText.json(long) == "\"" + String(repeating: "\\b", count: 70) + "\"")
    let json = #"{ "direction": "up\b", "snapPoints": [] }"#
    var loadMessage = ""
    do {
      _ = try ConfigCoding.decodeDocument(json)
    } catch {
      loadMessage = error.problems[0].message
    }
    var setMessage = ""
    let codec = ScalarCodecs.enumeration(SnapDirection.self)
    do {
      _ = try codec.parse("up\u{08}")
    } catch {
      setMessage = error.message
    }
    #expect(loadMessage == setMessage)
    #expect(setMessage.hasSuffix(#"got "up\b""#))
    // Long texts are shortened to 57 characters and "...".
    #expect(
      SchemaText.quoted(String(repeating: "a", count: 61)) == "\""
        + String(repeating: "a", count: 57) + "...\"")
  }

  @Test("one colour codec: the same colour from JSON and from set, and the same text back")
  func colour() throws {
    let color = try ValueCodecs.color.parse("#0080FF40")
    #expect(color == Color(red: 0, green: 128 / 255, blue: 1, alpha: 64 / 255))
    #expect(ValueCodecs.color.format(color) == "#0080ff40")
    #expect(ValueCodecs.color.format(.systemGray) == "#8e8e93")
    #expect(try ValueCodecs.color.parse("gray") == .systemGray)
    let reader = ConfigReader()
    #expect(reader.color(.string("#0080FF40"), at: "c") == color)
    #expect(reader.color(.string("#12345"), at: "c") == nil)
    var setMessage = ""
    do {
      _ = try ValueCodecs.color.parse("#12345")
    } catch {
      setMessage = error.message
    }
    #expect(reader.problems.map(\.message) == [setMessage])
  }

  @Test("one complexity count for JSON and set")
  func complexity() throws {
    #expect(SchemaText.expressionComplexity("min(1, 2) + (3 * 4)") == 5)
    #expect(SchemaText.expressionComplexity("50% of width") == 0)
    #expect(SchemaText.expressionComplexity("safe.top == 0 ? 40% : 50%") == 2)
    #expect(SchemaText.expressionComplexity("50 $") == nil)
    let deep = String(repeating: "1 + ", count: 65) + "1"
    var setMessage = ""
    do {
      _ = try LayoutCodecs.layoutValue.parse(deep)
    } catch {
      setMessage = error.message
    }
    let reader = ConfigReader()
    #expect(reader.layoutValue(.string(deep), at: "h") == nil)
    #expect(reader.problems.map(\.message) == [setMessage])
    #expect(setMessage.hasSuffix("(too complex: at most 64 operators and parentheses)"))
  }

  @Test("every codec reads back what it prints")
  func codecRoundTrips() throws {
    let layout = LayoutCodecs.layoutValue
    for text in ["stretch", "50%", "50% + safe.bottom", "85% max 375", "kb ? kb.overlapH : 0"] {
      #expect(layout.format(try layout.parse(text)) == text)
    }
    let value = LayoutValue(.stretch, offset: LayoutValue.Offset(.add, .constant(10)))
    // The object form, for what the text syntax cannot say, reads back too.
    #expect(layout.format(value) == #"{ "value": "stretch", "offset": 10 }"#)
    #expect(try layout.parse(layout.format(value)) == value)
    #expect(ValueCodecs.corners.format(try ValueCodecs.corners.parse("topLeft,topRight")) == "top")
    #expect(
      ValueCodecs.overdrag.format(try ValueCodecs.overdrag.parse("linearTop .5")) == "linearTop 0.5"
    )
    #expect(
      ValueCodecs.animation.format(try ValueCodecs.animation.parse("default"))
        == "springGesture 0.4 0.9 15")
    #expect(
      LayoutCodecs.conditions.format(try LayoutCodecs.conditions.parse("portrait; kb"))
        == "portrait; kb")
    #expect(ValueCodecs.clampGroups.format(try ValueCodecs.clampGroups.parse("y,x")) == "x,y")
    #expect(ScalarCodecs.optionalBool.format(try ScalarCodecs.optionalBool.parse("null")) == "nil")
  }
}
