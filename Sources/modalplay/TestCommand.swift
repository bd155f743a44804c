import ModalShell
import ModalTerminal

/// `modalplay test`: the golden transcripts, reported as text, JSON records or JUnit XML.
extension Main {
  static let testUsage =
    "usage: modalplay test [PATH...] [--update] [--format text|json] [--junit FILE]"

  /// The parsed `modalplay test` command line.
  struct TestInvocation {
    var update = false
    var json = false
    var junit: String? = nil
    var paths: [String] = []
  }

  /// Parses `modalplay test`'s arguments; nil after writing why (or the help: `help` true).
  static func parseTest(_ arguments: [String], help: inout Bool) -> TestInvocation? {
    var parsed = TestInvocation()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      func value() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
      }
      switch argument {
      case "--update": parsed.update = true
      case "--junit":
        guard let file = value() else {
          writeError("modalplay test: --junit needs a file\n\(testUsage)\n")
          return nil
        }
        parsed.junit = file
      case "--format":
        switch value() {
        case "json": parsed.json = true
        case "text": parsed.json = false
        default:
          writeError("modalplay test: --format takes text or json\n\(testUsage)\n")
          return nil
        }
      case "-h", "--help":
        help = true
        return nil
      default:
        if argument.hasPrefix("-") {
          writeError("modalplay test: unknown option '\(argument)'\n\(testUsage)\n")
          return nil
        }
        parsed.paths.append(argument)
      }
    }
    return parsed
  }

  /// Runs `modalplay test`: 0 when every transcript passed (or was updated), 1 when one failed
  /// or a failed run was refused, 2 for a usage error or an unreadable file.
  static func runTests(_ arguments: [String]) -> Int32 {
    var out = Writer(1)
    defer { out.flush() }
    var help = false
    guard let invocation = parseTest(arguments, help: &help) else {
      if help {
        out.write(
          "\(testUsage)\nRuns every .modal under the paths (default sessions/) and compares its transcript with the .expected beside it; --update rewrites the .expected files (never for a run that failed); --format json prints one JSON object per transcript; --junit FILE writes a JUnit XML report. See docs/scripts.md.\n"
        )
        return 0
      }
      return 2
    }
    let paths = invocation.paths.isEmpty ? ["sessions"] : invocation.paths
    let runner = TranscriptRunner()
    let scripts = runner.scripts(under: paths)
    guard !scripts.isEmpty else {
      writeError("modalplay test: no .modal scripts under \(paths.joined(separator: ", "))\n")
      return 2
    }
    var results: [TranscriptRunner.Result] = []
    for script in scripts {
      let result: TranscriptRunner.Result
      do {
        result = try runner.run(script, update: invocation.update)
      } catch {
        result = TranscriptRunner.Result(
          script: script, expected: TranscriptRunner.expectedPath(for: script),
          outcome: .unreadable(error.message))
      }
      out.write(
        (invocation.json ? TranscriptReport.json(result) : TranscriptRunner.report(result))
          + "\n")
      results.append(result)
    }
    let failures = results.filter(TranscriptReport.isFailure).count
    if !invocation.json {
      out.write(summary(results, failures: failures, update: invocation.update) + "\n")
    }
    if let junit = invocation.junit {
      do {
        try LocalFileSystem().write(junit, TranscriptReport.junit(results))
      } catch {
        writeError("modalplay test: \(error.message)\n")
        return 2
      }
    }
    let unreadable = results.contains {
      if case .unreadable = $0.outcome { return true }
      return false
    }
    return unreadable ? 2 : (failures == 0 ? 0 : 1)
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
