import CEditShim
import ModalShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `modalplay --html OUT.html SCRIPT...`: every script in its own fresh session (the start the
// options give), recorded, then one page that plays them all (SessionPage, docs/html.md).
extension Main {
  /// Writes the page of the scripts to `out`; the exit code: 0, 1 when a script failed (the
  /// page is then written only with --keep-going), 2 when OUT may not be replaced, a script
  /// cannot be read or the page cannot be written. A script's first failure goes to standard
  /// error as `SCRIPT:LINE: error: ...`; the scripts' own output goes into the page only.
  static func writePage(_ invocation: Invocation, to out: String, writers: Writers) -> Int32 {
    let files = LocalFileSystem()
    let resolved = Paths.resolve(out, base: "", home: files.home)
    let rule = OverwriteRule(
      command: "--html", forcing: "--html \(out) --force", inputs: "a script being run")
    let inputs = invocation.files.filter { $0 != "-" }.map {
      OverwriteRule.target(of: Paths.resolve($0, base: "", home: files.home), files: files)
    }
    if let refusal = rule.refusal(
      resolved, as: out, files: files, inputs: Set(inputs), force: invocation.force)
    {
      writers.err.writeShown("modalplay: \(refusal)\n")
      return 2
    }
    var options = invocation.options
    options.width = invocation.width ?? 80
    options.color = false
    options.echo = false
    let recording = SessionRecording()
    var status: Int32 = 0
    mp_install_sigint()
    for path in invocation.files {
      guard var session = openSession(invocation, options: options, writers: writers) else {
        return 2
      }
      session.interrupted = { mp_take_interrupt() != 0 }
      // Everything printed goes into the page; the script's first failure (not an error an
      // `expect error` accepted) to standard error, after the run.
      session.outputHandler = { _, _ in }
      recording.beginScript(path == "-" ? "<stdin>" : Paths.fileName(path))
      session.recording = recording
      let code = runFile(
        path, in: &session, status: &status, keepGoing: options.keepGoing, writers: writers)
      session.removeTemporaryFiles()
      if let failure = session.firstFailure {
        writers.err.writeShown("\(failure.location): error: \(failure.message)\n")
      }
      if let code { return code }
    }
    let page = SessionPage.render(recording, title: pageTitle(invocation.files))
    do {
      try files.write(resolved, page)
    } catch {
      writers.err.writeShown("modalplay: --html \(out): \(error.message)\n")
      return 2
    }
    let scripts = recording.scripts.count
    writers.out.writeShown(
      "wrote \(out): \(scripts) script\(scripts == 1 ? "" : "s"), \(recording.stepCount) commands, \(recording.frameCount) frames, \(page.utf8.count) bytes\n"
    )
    return status
  }

  /// The page's title: the script's file name, or the first and the last of several.
  static func pageTitle(_ paths: [String]) -> String {
    let names = paths.map { $0 == "-" ? "<stdin>" : Paths.fileName($0) }
    guard let first = names.first, let last = names.last, names.count > 1 else {
      return "modalplay: " + (names.first ?? "")
    }
    return "modalplay: \(first) to \(last) (\(names.count) scripts)"
  }
}
