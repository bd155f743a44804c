import CEditShim
import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A libedit history file that is only ever appended to, one whole line per `write(2)`.
///
/// The format is the one libedit's H_LOAD reads: a `_HiStOrY_V2_` line, then one entry per
/// line with whitespace, control bytes and backslashes escaped as strvis(3) does (`\040`,
/// `\\`). Rewriting the whole file after every line (libedit's H_SAVE) loses most of it when
/// the program is killed during the rewrite, and two shells sharing the file overwrite each
/// other's lines; an append with `O_APPEND` is a single `write(2)` of a complete line, so a
/// kill at any moment leaves the file whole (at most the newest line missing), and the lines
/// of every shell sharing the file are kept. The file only shrinks at start-up, when it holds
/// far more entries than the history keeps (see `compactionFactor`): it is then replaced by
/// its newest entries through a temporary file and a rename, under the file's `flock`.
package struct HistoryFile {
  /// The file's path.
  package let path: String

  /// The first line of every libedit history file.
  package static let header = "_HiStOrY_V2_\n"

  /// The file is compacted at start-up when it holds more than this many times the number of
  /// entries the history keeps: it stays small, and is rewritten only once in that many lines.
  package static let compactionFactor = 2

  /// The largest history file read (16 MiB). The history keeps 1000 entries and the file is
  /// compacted past twice that, so a real one stays far smaller; a larger file, like a named
  /// pipe or a device, is not used (``RegularFile``), so that nothing at the path can stall
  /// the start or fill the memory.
  package static let maximumSize = 16 << 20

  /// A history file at `path` (nothing is opened yet).
  package init(path: String) {
    self.path = path
  }

  /// One entry as a line of the file, with its `\n`: bytes up to the space, DEL and the
  /// backslash escaped (octal, `\\`), other bytes (UTF-8 text) as they are.
  package static func encode(_ entry: String) -> [UInt8] {
    var line: [UInt8] = []
    line.reserveCapacity(entry.utf8.count + 1)
    for byte in entry.utf8 {
      if byte == UInt8(ascii: "\\") {
        line += [byte, byte]
      } else if byte <= 0x20 || byte == 0x7F {
        let digits = [byte >> 6, (byte >> 3) & 7, byte & 7].map { UInt8(ascii: "0") + $0 }
        line += [UInt8(ascii: "\\")] + digits
      } else {
        line.append(byte)
      }
    }
    line.append(UInt8(ascii: "\n"))
    return line
  }

  /// Appends one entry in a single `write(2)` with `O_APPEND`, creating the file (mode 0600,
  /// with the header) when it does not exist. Returns nil, or the `errno` of the failure.
  ///
  /// The file is opened for each entry and locked (`flock`) while it is written: a
  /// compaction by another shell holds the lock from its read to its rename, and an append
  /// that finds the path renamed over its file opens the new one, so that no line goes to a
  /// file that is no longer linked. The header is written by whoever finds the file empty.
  ///
  /// Only a regular file is appended to (`O_NONBLOCK`, so that a named pipe never blocks the
  /// open): anything else gives `EINVAL`.
  @discardableResult
  package func append(_ entry: String) -> Int32? {
    let line = Self.encode(entry)
    for _ in 0..<Self.attempts {
      let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { return errno }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { return errno }
      guard (status.st_mode & S_IFMT) == S_IFREG else { return EINVAL }
      Self.lock(descriptor)
      guard let size = Self.sizeIfCurrent(descriptor, at: path) else { continue }
      return Self.writeAll(descriptor, size == 0 ? Array(Self.header.utf8) + line : line)
    }
    return EAGAIN
  }

  /// Loads the file into `history` (libedit keeps its newest entries up to its size).
  /// Returns the number of entries the file holds, or nil when it cannot be read.
  package func load(into history: OpaquePointer) -> Int? {
    let count = mp_history_load(history, path)
    return count < 0 ? nil : Int(count)
  }

  /// Loads the file into `history` and, when it holds more than `compactionFactor` times
  /// `size` entries, replaces it by the entries kept (see `replace(with:)`), holding the
  /// file's lock from the read to the rename so that no other shell's append is lost.
  ///
  /// Returns nil when the history may be kept in the file (it is loaded, or there is none
  /// yet), else why not in one line (`cannot read 'PATH': it is a named pipe, not a regular
  /// file`, `...: larger than 16 MiB`): the caller then keeps the history in memory only.
  package func loadAndCompact(into history: OpaquePointer, size: Int) -> String? {
    for _ in 0..<Self.attempts {
      let descriptor: Int32
      do {
        descriptor = try RegularFile.open(path, limit: Self.maximumSize).descriptor
      } catch {
        // No file yet (or a link to none): the first append creates it.
        return error.missing ? nil : error.description
      }
      defer { close(descriptor) }
      Self.lock(descriptor)
      guard Self.sizeIfCurrent(descriptor, at: path) != nil else { continue }
      guard let count = load(into: history), count > Self.compactionFactor * size else {
        return nil
      }
      _ = replace(with: Self.entries(of: history))
      return nil
    }
    return nil
  }

  /// How many times an append or a compaction opens the file again after finding it
  /// replaced by another shell's compaction.
  private static let attempts = 8

  /// Takes the exclusive lock of an open file, waiting for it. Where the file system has no
  /// locks, goes on without one (appends stay whole; only a compaction could then race).
  private static func lock(_ descriptor: Int32) {
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
  }

  /// The size of the open file when `path` still names it, nil when it has been replaced.
  private static func sizeIfCurrent(_ descriptor: Int32, at path: String) -> Int? {
    var opened = stat()
    var named = stat()
    guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0,
      opened.st_dev == named.st_dev, opened.st_ino == named.st_ino
    else { return nil }
    return Int(opened.st_size)
  }

  /// The entries of a history, oldest first.
  package static func entries(of history: OpaquePointer) -> [String] {
    var entries: [String] = []
    var entry = mp_history_oldest(history)
    while let text = entry {
      entries.append(String(cString: text))
      entry = mp_history_newer(history)
    }
    return entries
  }

  /// The entries libedit reads back from the file (keeping at most `size`, the newest), or
  /// nil when it cannot be read.
  package func read(size: Int = 1000) -> [String]? {
    guard let (descriptor, _) = try? RegularFile.open(path, limit: Self.maximumSize) else {
      return nil
    }
    close(descriptor)
    guard let history = mp_history_open(Int32(clamping: max(1, size))) else { return nil }
    defer { mp_history_close(history) }
    _ = mp_history_setunique(history, 0)
    guard load(into: history) != nil else { return nil }
    return Self.entries(of: history)
  }

  /// Replaces the file by the header and `entries` with ``AtomicFile/write(_:to:)`` (a new
  /// temporary file in the same folder, the old file's permissions, flushed, renamed over the
  /// file or the target of its link), so a kill during a compaction never leaves a short
  /// history. Returns nil, or why the file could not be replaced.
  @discardableResult
  package func replace(with entries: [String]) -> String? {
    var bytes = Array(Self.header.utf8)
    for entry in entries { bytes += Self.encode(entry) }
    do {
      try AtomicFile.write(bytes, to: path)
      return nil
    } catch {
      return error.reason
    }
  }

  /// Writes all of `bytes` (a short write continues, EINTR retries). Nil, or the `errno`.
  private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
      guard let base = raw.baseAddress else { return nil }
      var offset = 0
      while offset < raw.count {
        let count = systemWrite(descriptor, base + offset, raw.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return count < 0 ? errno : EIO }
        offset += count
      }
      return nil
    }
  }
}
