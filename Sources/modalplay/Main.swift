import CEditShim
import ModalCore
import ModalRender
import ModalShell
import ModalTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered writes to a file descriptor (no Foundation, no per-line system call).
struct Writer {
  let descriptor: Int32
  var buffer: [UInt8] = []

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    var offset = 0
    while offset < buffer.count {
      let count = buffer.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, raw.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      offset += count
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A bad command line: the message printed before the usage line.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// The parsed command line.
struct Invocation {
  var files: [String] = []
  var commands: [String] = []
  var interactiveAfter = false
  var preset: String? = nil
  var configFile: String? = nil
  var device: String? = nil
  var options = ShellOptions()
  var color = "auto"
  var width: Int? = nil
  var noHistory = false
  var noInit = false
  var help = false
  var version = false
}

enum Main {
  static let version = "modalplay 0.1.0"
  static let usage =
    "usage: modalplay [options] [FILE...] [-c COMMAND]...   (modalplay --help for more)"

  static let helpText = """
    modalplay: a terminal playground for iOS snap-point modals (sheets, drawers, dialogs).

    usage: modalplay [options] [FILE...]
           modalplay [options] -c 'COMMAND' ...
           modalplay test [PATH...] [--update]

    With no FILE and no -c, modalplay is interactive when stdin and stdout are terminals and
    otherwise reads commands from stdin. FILEs run in order in one session (- = stdin).

    options:
      --preset NAME      start with a built-in config (default demo01; see `presets`)
      --config FILE      start with a JSON config (see docs/config-schema.md)
      --device NAME      start on a device (default iphone-14; see `devices`)
      -c COMMAND         run a command first (repeatable)
      -i                 stay interactive after the FILEs and -c commands
      --echo             echo each input line after the prompt (the output is a transcript)
      --keep-going       do not stop scripts at the first error
      --quiet            do not draw frames
      --format text|json one JSON object per command with json
      --color auto|always|never   (auto honours NO_COLOR and TERM=dumb)
      --width N          output width (default: the terminal's, 80 in scripts)
      --ascii            plain ASCII frames
      --no-history       do not read or write ~/.modalplay_history (or $MODALPLAY_HISTORY)
      --no-init          do not run ~/.modalplayrc at interactive start
      -h, --help         this help
      -V, --version      the version

    `modalplay test` runs every .modal under the paths (default sessions/) in a fresh session
    (width 80, no color) and compares its transcript with the .expected file beside it.

    exit codes: 0 ok; 1 a command failed in a script, or a transcript mismatched; 2 usage
    error or unreadable file; 130 after Ctrl-C in a script.

    Type `help` inside modalplay for the commands.
    """

  static func fail(_ message: String) -> Result<Invocation, UsageError> {
    .failure(UsageError(message))
  }

  /// Parses the arguments; a message on failure.
  static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    var invocation = Invocation()
    var i = 0
    func value(_ name: String) -> String? {
      guard i + 1 < arguments.count else { return nil }
      i += 1
      return arguments[i]
    }
    var onlyFiles = false
    while i < arguments.count {
      let argument = arguments[i]
      if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
        invocation.files.append(argument)
        i += 1
        continue
      }
      var name = argument
      var inline: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      func take() -> String? { inline ?? value(name) }
      switch name {
      case "--": onlyFiles = true
      case "-c":
        guard let command = take() else { return fail("-c needs a command") }
        invocation.commands.append(command)
      case "-i": invocation.interactiveAfter = true
      case "--preset":
        guard let preset = take() else { return fail("--preset needs a name") }
        guard BuiltinPresets.source(named: preset) != nil else {
          return fail(
            "unknown preset '\(preset)'; presets: \(BuiltinPresets.names.joined(separator: ", "))")
        }
        invocation.preset = preset
      case "--config":
        guard let file = take() else { return fail("--config needs a file") }
        invocation.configFile = file
      case "--device":
        guard let device = take() else { return fail("--device needs a name") }
        guard Device.named(device) != nil else {
          return fail(
            "unknown device '\(device)'; devices: \(Device.all.map(\.name).joined(separator: ", "))"
          )
        }
        invocation.device = device
      case "--echo": invocation.options.echo = true
      case "--keep-going": invocation.options.keepGoing = true
      case "--quiet": invocation.options.quiet = true
      case "--format":
        guard let text = take(), let format = OutputFormat(rawValue: text) else {
          return fail("--format takes text or json")
        }
        invocation.options.format = format
      case "--color":
        guard let text = take(), ["auto", "always", "never"].contains(text) else {
          return fail("--color takes auto, always or never")
        }
        invocation.color = text
      case "--width":
        guard let text = take(), let width = Int(text), width >= 20, width <= 1000 else {
          return fail("--width takes a number of columns from 20 to 1000")
        }
        invocation.width = width
      case "--ascii": invocation.options.ascii = true
      case "--no-history": invocation.noHistory = true
      case "--no-init": invocation.noInit = true
      case "-h", "--help": invocation.help = true
      case "-V", "--version": invocation.version = true
      default:
        return fail("unknown option '\(argument)'")
      }
      i += 1
    }
    if invocation.preset != nil && invocation.configFile != nil {
      return fail("--preset and --config cannot be used together")
    }
    return .success(invocation)
  }

  static func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  static func terminalWidth() -> Int? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(1, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// `modalplay test [PATH...] [--update]`: the golden transcripts.
  static func runTests(_ arguments: [String]) -> Int32 {
    var out = Writer(1)
    defer { out.flush() }
    var update = false
    var paths: [String] = []
    for argument in arguments {
      switch argument {
      case "--update": update = true
      case "-h", "--help":
        out.write(
          "usage: modalplay test [PATH...] [--update]\nRuns every .modal under the paths (default sessions/) and compares its transcript with the .expected beside it; --update rewrites the .expected files.\n"
        )
        return 0
      default:
        if argument.hasPrefix("-") {
          writeError(
            "modalplay test: unknown option '\(argument)'\nusage: modalplay test [PATH...] [--update]\n"
          )
          return 2
        }
        paths.append(argument)
      }
    }
    if paths.isEmpty { paths = ["sessions"] }
    let runner = TranscriptRunner()
    let scripts = runner.scripts(under: paths)
    guard !scripts.isEmpty else {
      writeError("modalplay test: no .modal scripts under \(paths.joined(separator: ", "))\n")
      return 2
    }
    var failures = 0
    var changed = 0
    for script in scripts {
      do {
        let result = try runner.run(script, update: update)
        out.write(TranscriptRunner.report(result) + "\n")
        switch result.outcome {
        case .passed: break
        case .failed, .missingExpected: failures += 1
        case .updated(let wasChanged): if wasChanged { changed += 1 }
        }
      } catch {
        out.write("\(script): \(error.message)\n")
        failures += 1
      }
    }
    if update {
      out.write("\(scripts.count) transcript\(scripts.count == 1 ? "" : "s"), \(changed) updated\n")
    } else {
      out.write(
        "\(scripts.count) transcript\(scripts.count == 1 ? "" : "s"): \(scripts.count - failures) passed, \(failures) failed\n"
      )
    }
    return failures == 0 ? 0 : 1
  }

  /// Runs modalplay; returns the exit code.
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == "test" { return runTests(Array(arguments.dropFirst())) }
    var out = Writer(1)
    var err = Writer(2)
    defer {
      out.flush()
      err.flush()
    }
    let invocation: Invocation
    switch parse(arguments) {
    case .success(let parsed): invocation = parsed
    case .failure(let error):
      err.write("modalplay: \(error.message)\n\(usage)\n")
      return 2
    }
    if invocation.help {
      out.write(helpText + "\n")
      return 0
    }
    if invocation.version {
      out.write(version + "\n")
      return 0
    }
    let terminal = isatty(0) == 1 && isatty(1) == 1
    let scripted = !invocation.files.isEmpty || !invocation.commands.isEmpty
    let interactive = (!scripted && terminal) || (invocation.interactiveAfter && terminal)
    var options = invocation.options
    options.width = invocation.width ?? (interactive ? (terminalWidth() ?? 80) : 80)
    switch invocation.color {
    case "always": options.color = true
    case "never": options.color = false
    default:
      let term = environmentValue("TERM")
      options.color = isatty(1) == 1 && environmentValue("NO_COLOR") == nil && term != "dumb"
    }
    let files = LocalFileSystem()
    var environment = Environment()
    if let name = invocation.device, let device = Device.named(name) { environment.device = device }
    var session: Session
    do {
      if let path = invocation.configFile {
        let text: String
        do {
          text = try files.read(path)
        } catch {
          err.write("modalplay: \(error.message)\n")
          return 2
        }
        let document: ConfigDocument
        do {
          document = try ConfigCoding.decodeDocument(text)
        } catch {
          for problem in error.problems { err.write("\(path): \(problem)\n") }
          return 2
        }
        let name = String(path.split(separator: "/").last ?? Substring(path))
        session = try Session(
          document: document, name: name, environment: environment, options: options, files: files)
      } else {
        session = try Session(
          preset: invocation.preset ?? BuiltinPresets.defaultName, environment: environment,
          options: options, files: files)
      }
    } catch {
      err.write("modalplay: \(error.message)\n")
      return 2
    }
    mp_install_sigint()
    session.interrupted = { mp_take_interrupt() != 0 }

    // Output goes straight to the buffered writers, so a long script runs in constant memory.
    let writers = Writers(out: out, err: err)
    out = Writer(1)
    err = Writer(2)
    session.outputHandler = { stream, text in writers.write(stream, text) }
    session.bytesHandler = { stream, bytes in writers.write(stream, bytes) }
    defer {
      writers.out.flush()
      writers.err.flush()
    }
    func drain(_ session: inout Session) {
      for (stream, text) in session.takeOutput() { writers.write(stream, text) }
    }

    var status: Int32 = 0
    // -c commands, then the files, in order; each file is read a chunk at a time.
    for command in invocation.commands {
      let result = session.runScript(command, name: "-c")
      switch result {
      case .completed: break
      case .failed:
        status = 1
        if !invocation.options.keepGoing { return status }
      case .quit: return status
      case .interrupted: return 130
      }
    }
    var sources = invocation.files
    if !scripted && !terminal { sources.append("-") }
    for path in sources {
      let descriptor: Int32
      if path == "-" {
        descriptor = 0
      } else {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
          writers.err.write("modalplay: \(LocalFileSystem().readError(path))\n")
          return 2
        }
        var info = stat()
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
          close(descriptor)
          writers.err.write("modalplay: cannot read '\(path)': it is a directory\n")
          return 2
        }
      }
      defer { if descriptor != 0 { close(descriptor) } }
      var lines = StreamScriptLines(reader: StreamLineReader(fileDescriptor: descriptor))
      let name = path == "-" ? "<stdin>" : path
      let result =
        path == "-"
        ? session.runScript(&lines, name: name)
        : session.runScript(&lines, name: name, path: path)
      if lines.interrupted { return 130 }
      switch result {
      case .completed: break
      case .failed:
        status = 1
        if !invocation.options.keepGoing { return status }
      case .quit: return status
      case .interrupted: return 130
      }
    }
    guard interactive else { return status }
    writers.out.flush()
    session.outputHandler = nil
    session.bytesHandler = nil
    return interactiveLoop(&session, invocation: invocation, writers: writers, drain: drain)
  }

  static func interactiveLoop(
    _ session: inout Session, invocation: Invocation, writers: Writers,
    drain: (inout Session) -> Void
  ) -> Int32 {
    var historyPath: String? = nil
    if !invocation.noHistory {
      if let configured = environmentValue("MODALPLAY_HISTORY") {
        historyPath = configured.isEmpty ? nil : configured
      } else if let home = environmentValue("HOME") {
        historyPath = home + "/.modalplay_history"
      }
    }
    if !invocation.noInit, let home = environmentValue("HOME") {
      let path = home + "/.modalplayrc"
      if let text = try? LocalFileSystem().read(path) {
        _ = session.runScript(text, name: path)
        drain(&session)
      }
    }
    writers.out.write("\(version): type help for the commands, Tab to complete, Ctrl-D to leave.\n")
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
      writers.err.write("modalplay: cannot start line editing\n")
      return 2
    }
    let lineReader = reader
    while true {
      writers.out.flush()
      switch lineReader.read(prompt: session.prompt) {
      case .line(let line):
        lineReader.remember(line)
        session.run(line)
        drain(&session)
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

/// The session as seen by the Tab completer (updated after every line).
final class SessionBox {
  var session: Session
  init(_ session: Session) { self.session = session }
}

/// The two output streams, shared by the session's output handler and the main loop.
final class Writers {
  var out: Writer
  var err: Writer

  init(out: Writer, err: Writer) {
    self.out = out
    self.err = err
  }

  /// Writes bytes to a stream.
  func write(_ stream: OutputStream, _ bytes: UnsafeBufferPointer<UInt8>) {
    if stream == .standardOutput {
      out.write(bytes)
    } else {
      out.flush()
      err.write(bytes)
      err.flush()
    }
  }

  /// Writes to a stream; errors flush standard output first so the two interleave in order.
  func write(_ stream: OutputStream, _ text: String) {
    if stream == .standardOutput {
      out.write(text)
    } else {
      out.flush()
      err.write(text)
      err.flush()
    }
  }
}

/// A script file (or standard input) read a chunk at a time.
struct StreamScriptLines: ScriptLineSource {
  var reader: StreamLineReader
  /// True when Ctrl-C interrupted a read.
  var interrupted = false

  mutating func nextLine() -> ScriptLine? {
    switch reader.read(prompt: "") {
    case .line(let text): return .text(text)
    case .tooLong(let length): return .tooLong(length)
    case .endOfInput: return nil
    case .interrupted:
      interrupted = true
      return nil
    }
  }
}
