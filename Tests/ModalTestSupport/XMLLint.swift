import Foundation

/// What `xmllint --noout` says of an XML text: "" when it reads it without a complaint, its
/// messages otherwise; nil when xmllint is not installed (the tests then check the exact text
/// only). With `schema` (an XSD file's path) it validates the text against it too. The test
/// targets that write XML share it.
public func xmllintMessages(_ xml: String, schema: String? = nil) throws -> String? {
  let path = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  guard let path else { return nil }
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "modalplay-xmllint-\(UUID().uuidString).xml")
  try Data(xml.utf8).write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let run = try runTool(
    path, ["--noout"] + (schema.map { ["--schema", $0] } ?? []) + [file.path])
  // A valid file is reported as `FILE validates`: no complaint.
  let output = run.output.split(separator: "\n")
    .filter { !$0.hasSuffix(" validates") }.map { $0 + "\n" }.joined()
  return run.status == 0 ? output : "exit \(run.status): " + output
}
