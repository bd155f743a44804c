import ModalCore
import ModalShell

/// Fuzz target (a): command lines run in a session. The input is a short script: each line
/// runs on its own, as a one-line script (so that binary and over-long lines go through the
/// script reader), in a session on the default preset with frames drawn, on files in memory
/// (`fuzz.json`, a preset's config, `fuzz.swift`, a SwiftUI sheet for `load`'s importers, and
/// `fuzz.modal`, a script of commands that cannot fail halfway, as a failed `source` keeps
/// what its first lines did) so that nothing is
/// written to disk. A first line `#!json` switches the output to JSON records, which are
/// checked too (``FuzzInvariants/checkRecords(_:line:)``).
package enum CommandFuzz {
  /// The most lines of one input that run (the rest are ignored, so an input stays fast).
  package static let lineLimit = 16

  /// The files `load` and `source` can read.
  static let files = MemoryFileSystem(files: [
    "fuzz.json": BuiltinPresets.source(named: "basic") ?? "{}",
    "fuzz.modal": "# sourced by the fuzzer\nsnaps\nstate\n",
    "fuzz.swift": """
    Text("x")
      .presentationDetents([.height(200), .medium, .large])
      .presentationDragIndicator(.visible)

    """,
  ])

  /// Runs one input; returns the violated invariants, one line each (empty when all hold).
  package static func run(_ bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var options = ShellOptions()
    if let first = lines.first, first.elementsEqual("#!json".utf8) {
      options.format = .json
      lines.removeFirst()
    }
    var session: Session
    do {
      session = try Session(options: options, files: files)
    } catch {
      return ["the default preset does not open: \(error.message)"]
    }
    // In JSON, standard output is kept per line to check its records; text is dropped.
    let records = RecordCollector()
    session.outputHandler = { stream, text in
      if options.format == .json && stream == .standardOutput { records.text += text }
    }
    session.bytesHandler = { _, _ in }
    for (number, line) in lines.prefix(lineLimit).enumerated() {
      let text = String(decoding: line, as: UTF8.self)
      let before = session.fuzzSnapshot
      let result = session.runScript(text, name: "fuzz", firstLine: number + 1)
      // `reset` starts a fresh manager (clock 0, INITIAL): its clock starts again.
      let fresh = session.manager.clock == 0 && session.manager.state == .initial
      var violations = FuzzInvariants.check(
        session.manager, after: fresh ? nil : before.manager)
      if result == .failed && session.fuzzSnapshot != before {
        violations.append("the failed command changed the session")
      }
      if options.format == .json {
        violations += FuzzInvariants.checkRecords(records.text, line: text)
        records.text = ""
      }
      if !violations.isEmpty {
        return violations.map { "line \(number + 1) (\(text.debugDescription)): \($0)" }
      }
      if session.didQuit { break }
    }
    return []
  }
}

/// The standard output of one line in JSON mode (a class: the session's output handler
/// appends to it).
final class RecordCollector {
  var text = ""
}
