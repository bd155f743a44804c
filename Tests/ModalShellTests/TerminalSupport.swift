import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds what the terminal tests need: tmux and the built `modalplay` and
/// `modalplay-linedemo` executables.
enum TerminalTools {
  /// The `modalplay` executable next to the test bundle (or `MODALPLAY_BINARY`), if built.
  static let binary: String? = findBuilt("modalplay", override: "MODALPLAY_BINARY")
  /// The line readers' test driver next to the test bundle (or `MODALPLAY_LINEDEMO_BINARY`),
  /// if built.
  static let lineDemo: String? = findBuilt(
    "modalplay-linedemo", override: "MODALPLAY_LINEDEMO_BINARY")
  /// The tmux executable on the PATH, if installed.
  static let tmux: String? = findOnPath("tmux")
  /// bash, for the job-control test, if installed.
  static let bash: String? = findOnPath("bash")

  /// Whether the tmux tests of the shell can run.
  static var canDriveTerminal: Bool { binary != nil && tmux != nil }
  /// Whether the tmux tests of the line readers can run.
  static var canDriveLineDemo: Bool { lineDemo != nil && tmux != nil }

  /// A locale whose encoding is UTF-8, for the program under test.
  static var utf8Locale: String {
    #if os(macOS)
      return "en_US.UTF-8"
    #else
      return "C.UTF-8"
    #endif
  }

  /// Walks up from the test runner and bundle paths to the build directory's executable
  /// `name`; the environment variable `override`, when it names an executable, wins.
  ///
  /// Linux: the runner is `<build>/debug/<Package>PackageTests.xctest`. macOS: the bundle
  /// is `<build>/debug/<Package>PackageTests.xctest/Contents/MacOS/...`, named in the
  /// arguments of the runner or among the loaded bundles.
  static func findBuilt(_ name: String, override: String) -> String? {
    if let explicit = ProcessInfo.processInfo.environment[override], isExecutableFile(explicit) {
      return explicit
    }
    let current = FileManager.default.currentDirectoryPath
    var starts = CommandLine.arguments.filter { $0.contains("/") }
    starts += Bundle.allBundles.map(\.bundlePath)
    for start in starts {
      var directory = URL(fileURLWithPath: start, relativeTo: URL(fileURLWithPath: current))
        .standardizedFileURL
      for _ in 0..<6 {
        directory = directory.deletingLastPathComponent()
        let candidate = directory.appendingPathComponent(name).path
        if isExecutableFile(candidate) { return candidate }
        if directory.path == "/" { break }
      }
    }
    return nil
  }

  /// The first executable called `name` in the PATH (or the usual install places).
  static func findOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let directories =
      path.split(separator: ":").map(String.init) + [
        "/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin",
      ]
    for directory in directories where !directory.isEmpty {
      let candidate = directory + "/" + name
      if isExecutableFile(candidate) { return candidate }
    }
    return nil
  }

  /// A regular file the current user may execute.
  private static func isExecutableFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return false
    }
    return !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: path)
  }
}

/// A failure of the terminal harness, with what the screen showed.
struct TerminalError: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String
}

/// A scratch directory (a fake `HOME` and history files), removed by `remove()`.
struct TerminalScratch {
  /// The directory's path.
  let path: String

  /// Creates a fresh, empty directory under the system's temporary directory.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("modalplay-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// A path inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// The names of the files in the directory.
  func contents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// Deletes the directory and everything in it.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A program running in a pseudo-terminal of a private, detached tmux server (100 x 30).
///
/// Keys go in with `send-keys`; the screen comes back with `capture-pane -p`, polled until
/// a condition holds or a timeout passes. The server has its own socket, so tests never see
/// a user's tmux, and it is always killed afterwards (see `run`).
final class TerminalSession {
  /// The tmux executable.
  private let tmux: String
  /// The private server's socket name (`tmux -L`).
  private let socket: String
  /// The server's configuration file.
  private let configuration: String
  /// Where tmux commands write their output.
  private let outputFile: String

  /// Starts `command` (a shell command line) in a new server.
  private init(tmux: String, command: String, scratch: TerminalScratch) throws {
    self.tmux = tmux
    socket = "modalplay-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    configuration = scratch.file("tmux.conf")
    outputFile = scratch.file("tmux.out")
    // remain-on-exit keeps the pane (and its exit status) after the program ends.
    try "set -g remain-on-exit on\nset -g status off\n".write(
      toFile: configuration, atomically: true, encoding: .utf8)
    _ = try tmuxCommand(["new-session", "-d", "-x", "100", "-y", "30", command])
  }

  /// Runs `body` with a session running `command`, killing the tmux server afterwards
  /// whatever happens.
  static func run<Result>(
    _ command: String, scratch: TerminalScratch, _ body: (TerminalSession) throws -> Result
  ) throws -> Result {
    guard let tmux = TerminalTools.tmux else { throw TerminalError(description: "no tmux") }
    let session = try TerminalSession(tmux: tmux, command: command, scratch: scratch)
    defer { session.killServer() }
    return try body(session)
  }

  /// The command line that runs the line demo `binary` with `HOME` and the history file in
  /// `scratch`, then prints `[exited N]` (see `waitForExit`).
  static func demoCommand(
    binary: String, scratch: TerminalScratch, history: String?
  ) -> String {
    let variables = [
      "HOME=" + quote(scratch.path),
      "LC_ALL=" + TerminalTools.utf8Locale,
      "MODALPLAY_HISTORY=" + quote(history ?? ""),
    ]
    return "env " + variables.joined(separator: " ") + " " + quote(binary) + "; echo \""
      + exitMarker + "$?]\""
  }

  /// Quotes a word for /bin/sh.
  static func quote(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Types text literally.
  func type(_ text: String) throws {
    _ = try tmuxCommand(["send-keys", "-l", text])
  }

  /// Presses keys by tmux name (`Tab`, `Enter`, `Up`, `C-c`, `C-d`, ...).
  func press(_ keys: String...) throws {
    _ = try tmuxCommand(["send-keys"] + keys)
  }

  /// Resizes the window (the program gets SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    _ = try tmuxCommand(["resize-window", "-x", String(columns), "-y", String(rows)])
  }

  /// The visible screen, one string per row, trailing spaces removed.
  func screen() throws -> [String] {
    let text = try tmuxCommand(["capture-pane", "-p"])
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  /// Resizes the window and waits until its pane has the new size (tmux applies a resize in
  /// its own time; the program reads the size from the terminal).
  func resizeAndWait(columns: Int, rows: Int, timeout: Double = 10) throws {
    try resize(columns: columns, rows: rows)
    let wanted = "\(columns)x\(rows)"
    let deadline = Date().addingTimeInterval(timeout)
    while try tmuxCommand(["display-message", "-p", "#{pane_width}x#{pane_height}"])
      .trimmingCharacters(in: .whitespacesAndNewlines) != wanted
    {
      guard Date() < deadline else {
        throw TerminalError(description: "the pane never became \(wanted)")
      }
      usleep(20_000)
    }
  }

  /// The visible screen with the rows that a long line wrapped onto joined back to it
  /// (`capture-pane -J`): a line wider than the window shows as wider than it.
  func joinedScreen() throws -> [String] {
    let text = try tmuxCommand(["capture-pane", "-p", "-J"])
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  /// The last row that is not empty.
  static func lastLine(_ screen: [String]) -> String {
    screen.last(where: { !$0.isEmpty }) ?? ""
  }

  /// Polls the screen until `condition` holds; throws with the last screen after `timeout`.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Double = 10, _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var last: [String] = []
    repeat {
      last = try screen()
      if condition(last) { return last }
      usleep(20_000)
    } while Date() < deadline
    throw TerminalError(
      description: "timed out waiting for \(what); the screen was:\n"
        + last.joined(separator: "\n"))
  }

  /// Waits until the last non-empty row is exactly `line`.
  @discardableResult
  func waitForLastLine(_ line: String, timeout: Double = 10) throws -> [String] {
    try waitFor("last line \"\(line)\"", timeout: timeout) { Self.lastLine($0) == line }
  }

  /// Waits until the program started by `demoCommand` has exited; returns its exit status.
  ///
  /// The status comes from the `[exited N]` line the command prints afterwards: tmux's own
  /// `#{pane_dead_status}` sometimes stays empty (tmux 3.3 does not always reap the pane's
  /// process), even for `cat`.
  func waitForExit(timeout: Double = 10) throws -> Int {
    let screen = try waitFor("the program to exit", timeout: timeout) { screen in
      screen.contains { $0.hasPrefix(Self.exitMarker) }
    }
    let line = screen.first { $0.hasPrefix(Self.exitMarker) } ?? ""
    return Int(line.dropFirst(Self.exitMarker.count).prefix { $0 != "]" }) ?? -1
  }

  /// What `demoCommand` prints before the exit status.
  private static let exitMarker = "[exited "

  /// Runs a tmux command against this server; returns its standard output.
  @discardableResult
  private func tmuxCommand(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["LC_ALL"] = TerminalTools.utf8Locale
    let status = try TerminalProcess.run(
      tmux, ["-u", "-L", socket, "-f", configuration] + arguments, environment: environment,
      output: outputFile, errors: outputFile)
    let text = String(
      decoding: (try? Data(contentsOf: URL(fileURLWithPath: outputFile))) ?? Data(), as: UTF8.self)
    guard status == 0 else {
      throw TerminalError(
        description: "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
    }
    return text
  }

  /// Kills the private server and everything running in it, and removes its socket
  /// (tmux leaves the file behind).
  private func killServer() {
    let socketPath = try? tmuxCommand(["display-message", "-p", "#{socket_path}"])
    _ = try? tmuxCommand(["kill-server"])
    if let socketPath {
      let path = socketPath.trimmingCharacters(in: .whitespacesAndNewlines)
      if path.hasPrefix("/") && path.hasSuffix("/" + socket) { unlink(path) }
    }
  }
}

/// Runs the demo with standard input read from a file (not a terminal): the stream reader.
struct StreamRun {
  /// Standard output.
  var output: String
  /// Standard error.
  var errors: String
  /// The exit status.
  var status: Int32

  /// Runs the line demo `binary` on `input`.
  init(binary: String, input: [UInt8], scratch: TerminalScratch) throws {
    let inputPath = scratch.file("input")
    let outputPath = scratch.file("output")
    let errorPath = scratch.file("errors")
    try Data(input).write(to: URL(fileURLWithPath: inputPath))
    status = try TerminalProcess.run(
      binary, [],
      environment: [
        "HOME": scratch.path, "MODALPLAY_HISTORY": "",
        "LC_ALL": TerminalTools.utf8Locale,
      ], input: inputPath, output: outputPath, errors: errorPath)
    output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self)
    errors = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self)
  }
}

/// Starts programs with posix_spawn and waits for them.
///
/// Not Foundation's `Process`: on Linux it hands the child a socket it watches to learn
/// that the child ended, and the tmux server, forked by the tmux client, would inherit that
/// socket and keep the wait from ever finishing. Here the child gets only its three
/// standard descriptors.
enum TerminalProcess {
  /// Runs `executable` with `arguments` and exactly `environment`, standard input from
  /// `input`, standard output and error into the files `output` and `errors` (created or
  /// truncated; they may be the same file). Returns the exit status (-1 after a signal).
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String],
    input: String = "/dev/null", output: String, errors: String
  ) throws -> Int32 {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if errors == output {
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    // A clean signal state: nothing blocked, everything default.
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      closeInheritedDescriptors(&actions)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw TerminalError(description: "cannot start \(executable): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw TerminalError(description: "waitpid failed: \(errno)") }
    }
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }

  #if !canImport(Darwin)
    /// The glibc (2.34+) action that closes every descriptor from a number on, looked up at
    /// run time because Swift's Glibc module does not declare it.
    private typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Adds actions closing every descriptor above 2 in the child.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
      if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
        if closeFrom(&actions, 3) == 0 { return }
      }
      // Older C libraries: close the descriptors open now.
      for descriptor in Int32(3)..<1024 where fcntl(descriptor, F_GETFD) != -1 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  #endif
}

/// Reads a libedit history file: the `_HiStOrY_V2_` header, then one entry per line with
/// spaces, backslashes and unprintable bytes in strvis(3) octal escapes (`\040`).
func readHistoryFile(_ path: String) throws -> [String] {
  let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  var entries: [String] = []
  var current: [UInt8] = []
  var index = 0
  var sawHeader = false
  while index < bytes.count {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\n") {
      if sawHeader {
        entries.append(String(decoding: current, as: UTF8.self))
      } else {
        sawHeader = true
      }
      current = []
      index += 1
    } else if byte == UInt8(ascii: "\\"), index + 3 < bytes.count,
      let value = UInt8(String(decoding: bytes[(index + 1)...(index + 3)], as: UTF8.self), radix: 8)
    {
      current.append(value)
      index += 4
    } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == byte {
      current.append(byte)
      index += 2
    } else {
      current.append(byte)
      index += 1
    }
  }
  return entries
}

/// A program run by `sh` in a tmux pane as a shell script would run it: the program's pid is
/// written to a file (an inner `sh` writes its own pid, then execs the program), and when it
/// ends the parent shell prints `after N` (the exit status) and `modes: ...` (whether the
/// terminal echoes and is in canonical mode, from `stty -a`). Used by the signal tests: a
/// signal to the program must leave that parent alive and the terminal usable.
struct ChildOfShell {
  /// The file holding the program's pid.
  let pidFile: String
  /// The command line to start in tmux.
  let command: String

  /// Writes the script for `binary` with `arguments`, `HOME` in `scratch`, `history` as
  /// `MODALPLAY_HISTORY` (none when nil), into `scratch`.
  init(
    binary: String, arguments: [String] = [], scratch: TerminalScratch, history: String?
  ) throws {
    let quote = TerminalSession.quote
    pidFile = scratch.file("program.pid")
    let variables = [
      "HOME=" + quote(scratch.path), "LC_ALL=" + TerminalTools.utf8Locale,
      "MODALPLAY_HISTORY=" + quote(history ?? ""), "NO_COLOR=1",
    ]
    let program = (["env"] + variables + [quote(binary)] + arguments.map(quote))
      .joined(separator: " ")
    let script = """
      ulimit -c 0
      sh -c 'echo $$ > "$0"; exec "$@"' \(quote(pidFile)) \(program)
      echo "after $?"
      echo "modes: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' ')"

      """
    let path = scratch.file("run.sh")
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    command = "sh " + quote(path)
  }

  /// The program's pid, once the inner shell has written it.
  func pid(timeout: Double = 10) throws -> pid_t {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
        let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      usleep(20_000)
    } while Date() < deadline
    throw TerminalError(description: "no pid in \(pidFile)")
  }

  /// Waits for the parent's two lines; returns the exit status and the terminal modes
  /// (`icanon echo` when the terminal was left usable).
  static func waitForParent(_ session: TerminalSession, timeout: Double = 10) throws -> (
    status: Int, modes: String
  ) {
    let screen = try session.waitFor("the parent shell's lines", timeout: timeout) { screen in
      screen.contains { $0.hasPrefix("modes:") }
    }
    let after = screen.first { $0.hasPrefix("after ") } ?? ""
    let modes = screen.first { $0.hasPrefix("modes:") } ?? ""
    return (
      Int(after.dropFirst("after ".count)) ?? -1,
      String(modes.dropFirst("modes:".count)).trimmingCharacters(in: .whitespaces)
    )
  }
}

/// The entries libedit loads back from a history file (through `modalplay-linedemo
/// --read-history`, libedit's own H_LOAD), or nil when it cannot load it.
func loadHistoryWithLibedit(_ path: String, scratch: TerminalScratch) throws -> [String]? {
  let binary = try #require(TerminalTools.lineDemo)
  let output = scratch.file("read-history.out")
  let status = try TerminalProcess.run(
    binary, ["--read-history", path], environment: ["LC_ALL": TerminalTools.utf8Locale],
    output: output, errors: output)
  guard status == 0 else { return nil }
  let text = try String(contentsOfFile: output, encoding: .utf8)
  return text.split(separator: "\n").map { literal in
    // Each line is a Swift string literal: unescape \n, \t, \\, \", \u{...}.
    var result = ""
    var characters = literal.dropFirst().dropLast()[...]
    while let character = characters.popFirst() {
      guard character == "\\", let next = characters.popFirst() else {
        result.append(character)
        continue
      }
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "u":
        let digits = characters.dropFirst().prefix { $0 != "}" }
        characters = characters.dropFirst(digits.count + 2)
        if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
          result.unicodeScalars.append(scalar)
        }
      default: result.append(next)
      }
    }
    return result
  }
}
