import CEditShim
import ModalCore
import ModalRender
import ModalShell
import ModalSupport
import ModalSwift
import ModalTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program: its command line (ModalShell's ``ProgramOptions``, then ``LaunchPlan``), the
/// session's start, the scripts, the interactive loop and `modalplay test`.
enum Main {
  static let version = "modalplay 0.1.0"

  static func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// The variables among `names` that are set, with their values.
  static func environment(_ names: [String]) -> [String: String] {
    var values: [String: String] = [:]
    for name in names { values[name] = environmentValue(name) }
    return values
  }

  static func terminalWidth() -> Int? { terminalSize()?.columns }

  /// The window size of the terminal the output shows on (TIOCGWINSZ, one cheap system call):
  /// standard output's, else (stdout piped, `modalplay | tee log`) that of standard error or
  /// input; nil when none is a terminal.
  static func terminalSize() -> (columns: Int, rows: Int)? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    for descriptor: Int32 in [1, 2, 0] where ioctl(descriptor, request, &size) == 0 {
      if size.ws_col > 0, size.ws_row > 0 { return (Int(size.ws_col), Int(size.ws_row)) }
    }
    return nil
  }

  /// Fits the session to the window as it is now (read before each interactive line, so a
  /// resize counts from the next step): the width follows the columns unless `--width` fixed
  /// it, the outline's height the rows (``ShellOptions/height``).
  static func fitToTerminal(_ session: inout Session, invocation: Invocation) {
    guard let size = terminalSize() else { return }
    if invocation.width == nil { session.options.width = min(1000, max(20, size.columns)) }
    session.options.height = size.rows
  }

  /// Runs modalplay; returns the exit code: the run's, or 1 when standard output or error
  /// could not be written (``Writers/finish(_:)``).
  static func run(_ arguments: [String]) -> Int32 {
    // Output goes straight to the buffered writers, so a long script runs in constant memory.
    let writers = Writers(out: Writer(1), err: Writer(2))
    let status =
      arguments.first == "test"
      ? runTests(Array(arguments.dropFirst()), writers: writers)
      : runSession(arguments, writers: writers)
    return writers.finish(status)
  }

  /// Runs everything but `modalplay test`; returns the exit code.
  static func runSession(_ arguments: [String], writers: Writers) -> Int32 {
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try ProgramOptions.parse(arguments, test: false)
    } catch {
      writers.err.writeShown("modalplay: \(error.message)\n\(ProgramHelp.usage)\n")
      return 2
    }
    if invocation.help {
      writers.out.write(ProgramHelp.text + "\n")
      return 0
    }
    if invocation.version {
      writers.out.write(version + "\n")
      return 0
    }
    if let out = invocation.html { return writePage(invocation, to: out, writers: writers) }
    let plan = LaunchPlan(invocation)
    guard var session = openSession(invocation, options: plan.options, writers: writers) else {
      return 2
    }
    defer { session.removeTemporaryFiles() }
    mp_install_sigint()
    session.interrupted = { mp_take_interrupt() != 0 }
    session.outputHandler = { stream, text in writers.write(stream, text) }
    session.bytesHandler = { stream, bytes in writers.write(stream, bytes) }

    let status: Int32
    switch runScripts(&session, invocation: invocation, sources: plan.sources, writers: writers) {
    case .exit(let code): return code
    case .ran(let ranStatus): status = ranStatus
    }
    if let target = invocation.export {
      guard status == 0 else { return status }
      switch session.swiftExport(target: target, ios: invocation.ios) {
      case .success(let export):
        for note in export.notes { writers.err.writeShown("note: \(note)\n") }
        writers.out.write(export.code)
        return 0
      case .failure(let error):
        writers.err.writeShown("modalplay: \(error.message)\n")
        return 1
      }
    }
    guard plan.interactive else { return status }
    writers.flush()
    session.outputHandler = nil
    session.bytesHandler = nil
    func drain(_ session: inout Session) {
      for (stream, text) in session.takeOutput() { writers.write(stream, text) }
    }
    return interactiveLoop(&session, invocation: invocation, writers: writers, drain: drain)
  }

  /// The session the command line asks for, on the `--device` and `--ios`: with the `--config` file's
  /// document, else the `--preset` (default demo01); nil after writing why it cannot start
  /// (the exit code is then 2).
  static func openSession(_ invocation: Invocation, options: ShellOptions, writers: Writers)
    -> Session?
  {
    let files = LocalFileSystem()
    var environment = Environment()
    if let name = invocation.device, let device = Device.named(name) { environment.device = device }
    if let ios = invocation.ios { environment.ios = ios }
    do {
      guard let path = invocation.configFile else {
        return try Session(
          preset: invocation.preset ?? BuiltinPresets.defaultName, environment: environment,
          options: options, files: files)
      }
      let resolved = Paths.resolve(path, base: "", home: files.home)
      let text: String
      do {
        text = try files.read(resolved)
      } catch {
        writers.err.writeShown("modalplay: \(error.message)\n")
        return nil
      }
      let document: ConfigDocument
      if ConfigSource.isImported(path) {
        // Swift or TSX source: the import's report on stderr, the session unchanged on failure.
        switch ConfigSource.decode(text, path: path) {
        case .success(let decoded):
          document = decoded.document
          for line in decoded.report { writers.err.write(line + "\n") }
        case .failure(let error):
          writers.err.writeShown("modalplay: \(error.message)\n")
          return nil
        }
      } else {
        do {
          document = try ConfigCoding.decodeDocument(text)
        } catch {
          for problem in error.problems { writers.err.writeShown("\(path): \(problem)\n") }
          return nil
        }
      }
      for warning in Session.tinyConstantWarnings(document.config) {
        writers.err.writeShown("warning: \(warning)\n")
      }
      let name = path == "-" ? "stdin" : Paths.fileName(path)
      var session = try Session(
        document: document, name: name, environment: environment, options: options, files: files)
      // `record` starts its script by loading the same file (stdin cannot be read twice).
      if path != "-" { session.start.configPath = files.canonical(resolved) }
      return session
    } catch {
      writers.err.writeShown("modalplay: \(error.message)\n")
      return nil
    }
  }

  /// How the scripts ended: every one run (the exit code so far: 1 after a failure), or the
  /// run stops now with a code.
  enum ScriptsEnd {
    case ran(Int32)
    case exit(Int32)
  }

  /// Runs the -c commands, then the script files in order (`-` = standard input).
  static func runScripts(
    _ session: inout Session, invocation: Invocation, sources: [String], writers: Writers
  ) -> ScriptsEnd {
    var status: Int32 = 0
    let keepGoing = invocation.options.keepGoing
    // The -c commands are one script named -c (the third is -c:3), so that an
    // `expect error` -c accepts the failure of the -c before it.
    if !invocation.commands.isEmpty {
      let result = session.runScript(invocation.commands.joined(separator: "\n"), name: "-c")
      if let code = stopCode(after: result, status: &status, keepGoing: keepGoing) {
        return .exit(code)
      }
    }
    for path in sources {
      if let code = runFile(
        path, in: &session, status: &status, keepGoing: keepGoing, writers: writers)
      {
        return .exit(code)
      }
    }
    return .ran(status)
  }

  /// Runs one script file (`-` = standard input) a chunk at a time; the exit code when the run
  /// must stop (2 when the file cannot be read, 130 after Ctrl-C), else nil.
  static func runFile(
    _ path: String, in session: inout Session, status: inout Int32, keepGoing: Bool,
    writers: Writers
  ) -> Int32? {
    let descriptor: Int32
    let opened = Paths.resolve(path, base: "", home: LocalFileSystem().home)
    if path == "-" {
      descriptor = 0
    } else {
      do {
        descriptor = try LocalFileSystem().openScript(opened, as: path)
      } catch {
        let message = error.message
        writers.err.writeShown("modalplay: \(message)\n")
        session.reportUnreadableScript(path, message: message)
        return 2
      }
    }
    defer { if descriptor != 0 { close(descriptor) } }
    var lines = StreamScriptLines(reader: StreamLineReader(fileDescriptor: descriptor))
    // With --echo the output is a transcript: the script is named by its file name, as
    // `modalplay test` names it, so the two agree from any folder.
    let name = session.options.echo ? Paths.fileName(path) : path
    let result =
      path == "-"
      ? session.runScript(&lines, name: "<stdin>")
      : session.runScript(&lines, name: name, path: opened)
    if lines.interrupted { return 130 }
    if let error = lines.reader.readError {
      // A read that failed (EIO, a vanished disk) ends the script: an error, never a success.
      let message = LocalFileSystem().readError(path == "-" ? "<stdin>" : path, code: error)
      writers.err.writeShown("modalplay: \(message)\n")
      session.reportUnreadableScript(path, message: message)
      return 2
    }
    return stopCode(after: result, status: &status, keepGoing: keepGoing)
  }

  /// The exit code a script's result stops the run with, or nil to go on: a failure sets
  /// `status` to 1 and stops unless `keepGoing`, `quit` stops with `status`, Ctrl-C with 130.
  static func stopCode(after result: ScriptResult, status: inout Int32, keepGoing: Bool)
    -> Int32?
  {
    switch result {
    case .completed: return nil
    case .failed:
      status = 1
      return keepGoing ? nil : status
    case .quit: return status
    case .interrupted: return 130
    }
  }

  static func interactiveLoop(
    _ session: inout Session, invocation: Invocation, writers: Writers,
    drain: (inout Session) -> Void
  ) -> Int32 {
    let historyPath = invocation.noHistory ? nil : EditLineReader.defaultHistoryPath()
    if !invocation.noInit, let home = environmentValue("HOME") {
      let path = home + "/.modalplayrc"
      let files = LocalFileSystem()
      // A missing start-up file is normal; one that exists but cannot be read is reported.
      if files.exists(path) {
        do {
          let text = try files.read(path)
          _ = session.runScript(text, name: path, path: path)
        } catch {
          writers.err.writeShown("modalplay: \(error.message)\n")
          writers.err.flush()
        }
        drain(&session)
      }
    }
    // A `clear` of the start-up file or of the scripts before `-i` is not the user's.
    _ = session.takeClearRequest()
    // The banner is for the person at the terminal, as the prompt is: with stdout piped
    // (`modalplay | tee log`) it goes to stderr with the prompt, as python3 -i's does, so
    // that the log holds results only and the banner never races the prompt through a pipe.
    let banner = session.banner(version: version) + "\n"
    if isatty(1) == 0 && isatty(2) == 1 {
      writers.err.write(banner)
      writers.err.flush()
    } else {
      writers.out.write(banner)
    }
    writers.out.flush()
    // The completer needs the session as it is when Tab is pressed: keep a copy updated after
    // every line (the session is a value).
    let box = SessionBox(session)
    guard
      let reader = EditLineReader(
        programName: "modalplay", historyPath: historyPath,
        completer: { line in
          let result = box.session.complete(line)
          return (result.start, result.candidates)
        })
    else {
      let reason = EditLineReader.loadFailure.map { ": " + $0 } ?? ""
      writers.err.writeShown("modalplay: cannot start line editing\(reason)\n")
      return 2
    }
    for problem in reader.startProblems { writers.err.writeShown("modalplay: \(problem)\n") }
    writers.err.flush()
    let lineReader = reader
    let piped = isatty(1) == 0
    // A help taller than the window goes through the pager (standard output a terminal).
    if isatty(1) == 1,
      let pager = Pager.command(
        pager: environmentValue("PAGER"), path: environmentValue("PATH"))
    {
      session.pager = { text in
        writers.flush()
        let shown = Pager.show(text, command: pager)
        _ = mp_take_interrupt()
        return shown
      }
    }
    while true {
      writers.flush()
      if piped { waitUntilRead() }
      switch lineReader.read(prompt: session.prompt) {
      case .line(let line):
        lineReader.remember(line)
        fitToTerminal(&session, invocation: invocation)
        session.run(line)
        drain(&session)
        if session.takeClearRequest() {
          writers.flush()
          lineReader.clearScreen()
        }
        box.session = session
        if session.didQuit { return 0 }
      case .interrupted:
        continue
      case .endOfInput:
        writers.out.write("\n")
        writers.out.flush()
        return 0
      default:
        continue
      }
    }
  }
}

extension Main {
  /// With stdout a pipe to the terminal (`modalplay | tee log`), waits (a second at most)
  /// until the program at the other end has read the last result, so that the prompt, drawn
  /// on stderr, comes after the result on the screen rather than before it (where a long
  /// step would scroll it away). Best effort: FIONREAD on the pipe, 2 ms at a time.
  static func waitUntilRead() {
    #if canImport(Glibc)
      let request = UInt(FIONREAD)
    #else
      let request: UInt = 0x4004_667F  // FIONREAD, _IOR('f', 127, int), a macro Swift cannot import
    #endif
    var waited = 0
    var pending: Int32 = 0
    while waited < 500, ioctl(1, request, &pending) == 0, pending > 0 {
      usleep(2000)
      waited += 1
    }
    // The reader writes what it read right after: give it that moment.
    if waited > 0 { usleep(5000) }
  }
}

/// The session as seen by the Tab completer (updated after every line).
final class SessionBox {
  var session: Session
  init(_ session: Session) { self.session = session }
}

/// A script file (or standard input) read a chunk at a time.
struct StreamScriptLines: ScriptLineSource {
  var reader: StreamLineReader
  /// True when Ctrl-C interrupted a read.
  var interrupted = false

  mutating func nextLine() -> ScriptLine? {
    switch reader.read(prompt: "") {
    case .line(let text): return reader.lastLineWasUTF8 ? .text(text) : .notUTF8
    case .tooLong(let length): return .tooLong(length)
    case .endOfInput: return nil
    case .interrupted:
      interrupted = true
      return nil
    }
  }
}
