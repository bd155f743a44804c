import ModalCore
import Testing

@testable import ModalShell

/// The package's root directory (two levels above this file).
let packageRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/")
}()

@Suite("Transcripts")
struct TranscriptTests {
  @Test("sessions/basics.modal gives sessions/basics.expected")
  func basics() throws {
    let files = LocalFileSystem()
    let script = try files.read(packageRoot + "/sessions/basics.modal")
    let expected = try files.read(packageRoot + "/sessions/basics.expected")
    let (text, result) = Transcript.run(script, name: "sessions/basics.modal", files: files)
    #expect(result == .completed)
    #expect(text == expected)
  }
}
