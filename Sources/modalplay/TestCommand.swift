import Dispatch
import ModalShell
import ModalSupport
import ModalTerminal

/// `modalplay test`: the golden transcripts, reported as text, JSON records or JUnit XML.
extension Main {
  /// Runs `modalplay test`: 0 when every transcript passed (or was updated), 1 when one failed
  /// or a failed run was refused, 2 for a usage error, an unreadable file or a report that may
  /// not be written.
  static func runTests(_ arguments: [String], writers: Writers) -> Int32 {
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try ProgramOptions.parse(arguments, test: true)
    } catch {
      writers.writeShown(
        .standardError, "modalplay test: \(error.message)\n\(ProgramHelp.testUsage)\n")
      return 2
    }
    if invocation.help {
      writers.out.write(ProgramHelp.testText + "\n")
      return 0
    }
    let paths = invocation.files.isEmpty ? ["sessions"] : invocation.files
    let scripts = TranscriptRunner().scripts(under: paths)
    guard !scripts.isEmpty else {
      writers.writeShown(
        .standardError,
        "modalplay test: no .modal scripts under \(paths.joined(separator: ", "))\n")
      return 2
    }
    // Refused before anything runs, so that a refusal changes nothing.
    if let junit = invocation.junit,
      let refusal = reportRefusal(junit, scripts: scripts, force: invocation.force)
    {
      writers.writeShown(.standardError, "modalplay test: \(refusal)\n")
      return 2
    }
    let json = invocation.options.format == .json
    let results = runAll(scripts, update: invocation.update)
    for result in results {
      writers.out.write(
        (json ? TranscriptReport.json(result) : TranscriptRunner.report(result))
          + "\n")
    }
    let failures = results.filter(TranscriptReport.isFailure).count
    if !json {
      writers.out.write(summary(results, failures: failures, update: invocation.update) + "\n")
    }
    if let junit = invocation.junit {
      do {
        try LocalFileSystem().write(junit, TranscriptReport.junit(results))
      } catch {
        writers.writeShown(.standardError, "modalplay test: \(error.message)\n")
        return 2
      }
    }
    let unreadable = results.contains {
      if case .unreadable = $0.outcome { return true }
      return false
    }
    return unreadable ? 2 : (failures == 0 ? 0 : 1)
  }

  /// Why the report `path` may not be written (``OverwriteRule``): never over a script being
  /// tested or its `.expected` (there or to be made by `--update`), over another existing file
  /// only with `--force`.
  static func reportRefusal(_ path: String, scripts: [String], force: Bool) -> String? {
    let files = LocalFileSystem()
    var inputs = Set<String>()
    for script in scripts {
      inputs.insert(OverwriteRule.target(of: script, files: files))
      inputs.insert(
        OverwriteRule.target(of: TranscriptRunner.expectedPath(for: script), files: files))
    }
    let rule = OverwriteRule(
      command: "--junit", forcing: "--junit \(path) --force",
      inputs: "a transcript being tested")
    return rule.refusal(path, as: path, files: files, inputs: inputs, force: force)
  }

  /// The results of `scripts` in their order, the scripts run on every core: each in a fresh
  /// session by its own runner, so that nothing is shared between them; each result carries
  /// the wall time of its own run.
  static func runAll(_ scripts: [String], update: Bool) -> [TranscriptRunner.Result] {
    let slots = ResultSlots(count: scripts.count)
    DispatchQueue.concurrentPerform(iterations: scripts.count) { index in
      let script = scripts[index]
      let start = RunClock.monotonicSeconds()
      var result: TranscriptRunner.Result
      do throws(FileError) {
        result = try TranscriptRunner().run(script, update: update)
      } catch {
        result = TranscriptRunner.Result(
          script: script, expected: TranscriptRunner.expectedPath(for: script),
          outcome: .unreadable(error.message))
      }
      result.seconds = RunClock.monotonicSeconds() - start
      slots.store(result, at: index)
    }
    return slots.results
  }

  /// One slot per script for the parallel runs. Unchecked Sendable: each slot is written by
  /// exactly one run, and read only after every run ended (`concurrentPerform` returns then).
  final class ResultSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<TranscriptRunner.Result?>

    init(count: Int) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: nil)
    }

    deinit {
      _ = slots.deinitialize()
      slots.deallocate()
    }

    func store(_ result: TranscriptRunner.Result, at index: Int) { slots[index] = result }

    var results: [TranscriptRunner.Result] { slots.compactMap { $0 } }
  }

  /// The last line: how many passed and failed (or were updated).
  static func summary(_ results: [TranscriptRunner.Result], failures: Int, update: Bool)
    -> String
  {
    let count = "\(results.count) transcript\(results.count == 1 ? "" : "s")"
    guard update else { return "\(count): \(results.count - failures) passed, \(failures) failed" }
    let changed = results.filter { $0.outcome == .updated(changed: true) }.count
    let refused = failures == 0 ? "" : ", \(failures) refused"
    return "\(count), \(changed) updated\(refused)"
  }
}
