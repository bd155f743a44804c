import Foundation
import ModalTestSupport
import Testing

@testable import ModalShell

/// Debian's python3 with its jsonschema package (`python3-jsonschema`, installed by .ci/run).
enum SchemaTools {
  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let schema = packageRoot + "/docs/json-output.schema.json"

  /// Whether `python` can import jsonschema.
  static let canValidate: Bool = {
    guard let python, modalplayBinary != nil else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", "import jsonschema"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()
}

@Suite("docs/json-output.schema.json: every record of every session")
struct JSONSchemaTests {
  /// The `.modal` scripts under sessions/, and Tests/Schema's script of every kind of record.
  static func scripts() throws -> [String] {
    let sessions = packageRoot + "/sessions"
    let found = try #require(FileManager.default.enumerator(atPath: sessions))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".modal") }.sorted()
      .map { "sessions/" + $0 }
    return found + ["Tests/Schema/every-record.modal"]
  }

  @Test(
    "every record validates against the schema",
    .enabled(if: SchemaTools.canValidate, "needs /usr/bin/python3 with jsonschema and modalplay"))
  func everyRecord() throws {
    var lines: [String] = []
    for script in try Self.scripts() {
      let run = try runModalplay(
        ["--format", "json", "--keep-going", script], directory: packageRoot)
      let records = run.stdout.split(separator: "\n")
      #expect(!records.isEmpty, "\(script) wrote no record")
      for (number, record) in records.enumerated() {
        lines.append("\(script) record \(number + 1)\t\(record)")
      }
    }
    // The script of every kind reaches each kind of record.
    let every = lines.filter { $0.hasPrefix("Tests/Schema/") }.joined(separator: "\n")
    for member in [
      "\"result\"", "\"output\"", "\"ok\": false", "\"between\"", "\"samples\"",
      "\"set\"", "\"undid\"", "\"warning\"", "\"movedSheet\"", "\"file\"",
    ] {
      #expect(every.contains(member), "\(member)")
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modalplay-records-\(UUID().uuidString).txt")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = try runPython([
      packageRoot + "/Tests/Schema/validate_records.py", SchemaTools.schema, file.path,
    ])
    #expect(check.status == 0, "\(check.output)")
    #expect(check.output.hasSuffix("\(lines.count) records, 0 invalid\n"), "\(check.output)")
  }

  @Test("a record the schema refuses is reported with its origin and reason")
  func refuses() throws {
    try #require(SchemaTools.canValidate)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modalplay-records-\(UUID().uuidString).txt")
    let bad =
      "a record 1\t{\"input\": \"x\", \"ok\": true, \"extra\": 1}\n"
      + "a record 2\t{\"input\": \"x\", \"ok\": false}\nnot json\t{\n"
    try Data(bad.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = try runPython([
      packageRoot + "/Tests/Schema/validate_records.py", SchemaTools.schema, file.path,
    ])
    #expect(check.status == 1)
    #expect(check.output.hasSuffix("3 records, 3 invalid\n"), "\(check.output)")
  }

  @Test("the schema's step has a member of the right type for every fact of StepFacts")
  func factsInSchema() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: SchemaTools.schema))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    func resolve(_ node: [String: Any]) -> [String: Any] {
      guard let reference = node["$ref"] as? String else { return node }
      let name = String(reference.split(separator: "/").last ?? "")
      return definitions[name] as? [String: Any] ?? [:]
    }
    let step = try #require(definitions["step"] as? [String: Any])
    for fact in StepFacts.all {
      var node = step
      for key in fact.path {
        let properties = node["properties"] as? [String: Any] ?? [:]
        node = resolve(properties[key] as? [String: Any] ?? [:])
      }
      let types: [String]
      switch node["type"] {
      case let one as String: types = [one]
      case let many as [String]: types = many
      default: types = node["enum"] != nil ? ["string"] : []
      }
      let wanted =
        switch fact.kind {
        case .number(let decimals): decimals == 0 ? "integer" : "number"
        case .name: "string"
        case .flag: "boolean"
        }
      #expect(types.contains(wanted), "\(fact.name): \(types) lacks \(wanted)")
    }
  }

  /// Runs /usr/bin/python3 on `arguments`: its exit status and its output.
  func runPython(_ arguments: [String]) throws -> ToolRun {
    try runTool(try #require(SchemaTools.python), arguments)
  }
}
