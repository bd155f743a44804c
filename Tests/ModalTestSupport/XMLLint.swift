import Foundation

/// What `xmllint --noout` says of an XML text: "" when it reads it without a complaint, its
/// messages otherwise; nil when xmllint is not installed (the tests then check the exact text
/// only). The test targets that write XML share it.
public func xmllintMessages(_ xml: String) throws -> String? {
  let path = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  guard let path else { return nil }
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "modalplay-xmllint-\(UUID().uuidString).xml")
  try Data(xml.utf8).write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = ["--noout", file.path]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let output = String(decoding: data, as: UTF8.self)
  return process.terminationStatus == 0 ? output : "exit \(process.terminationStatus): " + output
}
