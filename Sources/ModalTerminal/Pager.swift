#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pager a long `help` goes through interactively: `$PAGER` run by `/bin/sh`,
/// else `less -R` when it is installed, else none. Only the interactive loop uses it, and only
/// when standard output is a terminal: scripts and `modalplay test` never page.
public enum Pager {
  /// The command to run: `PAGER` when set (none when it is empty), else `less -R` when `less`
  /// is in one of the `path`'s folders, else nil (print directly).
  public static func command(pager: String?, path: String?) -> String? {
    if let pager {
      return pager.allSatisfy({ $0 == " " }) ? nil : pager
    }
    for folder in (path ?? "/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
      if access(folder + "/less", X_OK) == 0 { return "less -R" }
    }
    return nil
  }

  /// Runs `command` through `/bin/sh -c` with `text` on its standard input and waits for it;
  /// false when it could not start (no shell, `command not found`: exit 126 or 127), and the
  /// caller then prints the text itself. SIGPIPE is ignored while writing (a pager may quit
  /// before reading everything).
  public static func show(_ text: String, command: String) -> Bool {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return false }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    let arguments = ["/bin/sh", "-c", command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, "/bin/sh", &actions, nil, &argv, environ)
    close(readEnd)
    guard spawned == 0 else {
      close(writeEnd)
      return false
    }
    var ignore = sigaction()
    var previous = sigaction()
    sigemptyset(&ignore.sa_mask)
    #if canImport(Glibc)
      ignore.__sigaction_handler.sa_handler = SIG_IGN
    #else
      ignore.__sigaction_u.__sa_handler = SIG_IGN
    #endif
    sigaction(SIGPIPE, &ignore, &previous)
    var bytes = Array(text.utf8)
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        systemWrite(writeEnd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { break }
      offset += written
    }
    close(writeEnd)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    sigaction(SIGPIPE, &previous, nil)
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    return !(exited && (code == 126 || code == 127))
  }
}
