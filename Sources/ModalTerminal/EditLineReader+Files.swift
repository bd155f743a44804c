import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The files the editor reads at start: where the history lives, and whether the editrc may
// be read.
extension EditLineReader {
  /// The history path the shell uses: `MODALPLAY_HISTORY` when set (empty disables the
  /// history file), otherwise `~/.modalplay_history` (nil when `HOME` is unset or empty).
  package static func defaultHistoryPath() -> String? {
    if let value = getenv("MODALPLAY_HISTORY") {
      let path = String(cString: value)
      return path.isEmpty ? nil : path
    }
    guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else {
      return nil
    }
    return home.hasSuffix("/") ? home + ".modalplay_history" : home + "/.modalplay_history"
  }

  /// The largest editrc read (1 MiB; one is a few lines of key bindings).
  package static let maximumEditrcSize = 1 << 20

  /// Why the editrc libedit reads (`$EDITRC`, else `~/.editrc`) must not be read, or nil when
  /// it may be (or there is none): libedit opens it with `fopen`, which a named pipe would
  /// block forever.
  static func editrcProblem() -> String? {
    let path: String
    if let value = getenv("EDITRC") {
      path = String(cString: value)
    } else if let home = getenv("HOME") {
      path = String(cString: home) + "/.editrc"
    } else {
      return nil
    }
    do {
      close(try RegularFile.open(path, limit: maximumEditrcSize).descriptor)
      return nil
    } catch {
      return error.missing ? nil : error.description
    }
  }
}
