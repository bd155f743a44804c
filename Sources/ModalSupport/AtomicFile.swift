#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``AtomicFile/write(_:to:)`` did not replace a file. The file is then untouched and no
/// temporary file is left behind.
public struct AtomicFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as the caller gave it.
  public var path: String
  /// Why, for a person: `Permission denied`, `it is read-only`, `it is not a regular file`.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write 'PATH': REASON`.
  public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Replacing a file's contents so that no crash, kill or full disk ever leaves it half written,
/// and so that writing never does more than the user asked: the one place the program writes a
/// file (`save`, `record`, `test --update`; the REPL's history may use it too).
///
/// ``write(_:to:)``:
/// - writes through a symbolic link (a chain of them) to its final target; the link stays a
///   link;
/// - refuses a target that exists and is not a regular file, or that we may not write
///   (`access(W_OK)`, or no write permission bit at all, which stops root too): a read-only
///   file is never replaced, though its folder would allow it;
/// - writes a temporary file in the target's folder, created with `O_CREAT | O_EXCL` (so a
///   link planted at its name is never followed; another unique name is tried on `EEXIST`):
///   for an existing file mode 0600 while it is written, then that file's mode (0600 stays
///   0600) and, when allowed, its owner; a new file gets 0666 less the umask;
/// - `fsync`s it, renames it over the target, and `fsync`s the folder (best effort);
/// - on any failure removes the temporary file and throws, leaving the target as it was.
///
/// Like every rename-based write, a file with other hard links is replaced under this name
/// only (the other names keep the old contents).
public enum AtomicFile {
  /// The most symbolic links followed to the target (as Linux's `MAXSYMLINKS`).
  public static let maximumLinks = 40

  /// Replaces the file at `path` (or the file a link there leads to) by `bytes`, atomically.
  public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
    try write(bytes, to: path, temporaryName: { _ in randomSuffix() })
  }

  /// ``write(_:to:)`` with the temporary names' suffixes chosen by `temporaryName` (called
  /// with the attempt number from 0), so that tests can plant files at them.
  static func write(
    _ bytes: [UInt8], to path: String, temporaryName: (Int) -> String
  ) throws(AtomicFileError) {
    func failure(_ reason: String) -> AtomicFileError {
      AtomicFileError(path: path, reason: reason)
    }
    let target = try finalTarget(of: path)
    var status = stat()
    // The existing file's mode and owner; nil for a new file, whose mode the kernel makes
    // 0666 less the umask (asking for the umask would change it for a moment).
    var existing: (mode: mode_t, uid: uid_t, gid: gid_t)? = nil
    if lstat(target, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFREG else {
        throw failure("it is not a regular file")
      }
      // No write bit at all is read-only even for root, whom `access` always lets write.
      guard access(target, W_OK) == 0, status.st_mode & 0o222 != 0 else {
        throw failure(errno == EACCES || status.st_mode & 0o222 == 0 ? "it is read-only" : reason())
      }
      existing = (status.st_mode & 0o7777, status.st_uid, status.st_gid)
    } else if errno != ENOENT {
      throw failure(reason())
    }
    let (folder, name) = split(target)
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = folder + "/." + name + ".tmp-" + temporaryName(attempt)
      descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing == nil ? 0o666 : 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw failure(reason()) }
    do throws(AtomicFileError) {
      if let existing {
        // Best effort: only root may give a file away; the group may be ours to keep.
        _ = fchown(descriptor, existing.uid, existing.gid)
        guard fchmod(descriptor, existing.mode) == 0 else { throw failure(reason()) }
      }
      try writeAll(bytes, to: descriptor, failure)
      guard fsync(descriptor) == 0 else { throw failure(reason()) }
      let closed = close(descriptor)
      descriptor = -1
      guard closed == 0 else { throw failure(reason()) }
      guard rename(temporary, target) == 0 else { throw failure(reason()) }
    } catch {
      if descriptor >= 0 { close(descriptor) }
      unlink(temporary)
      throw error
    }
    syncFolder(folder)
  }

  /// The file a chain of symbolic links at `path` ends at (`path` itself when it is no link,
  /// or does not exist); a relative link resolves in its own folder.
  static func finalTarget(of path: String) throws(AtomicFileError) -> String {
    var current = path
    for _ in 0...maximumLinks {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        if errno == ENOENT { return current }
        throw AtomicFileError(path: path, reason: reason())
      }
      guard (status.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw AtomicFileError(path: path, reason: reason()) }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : split(current).folder + "/" + link
    }
    throw AtomicFileError(path: path, reason: "too many levels of symbolic links")
  }

  /// The folder (`.` for a bare name) and the last component of a path.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, _ failure: (String) -> AtomicFileError
  ) throws(AtomicFileError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + written, raw.count - written)
        #else
          return Darwin.write(descriptor, base + written, raw.count - written)
        #endif
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw failure(count < 0 ? reason() : "nothing was written") }
      written += count
    }
  }

  /// Makes the rename durable; a folder that cannot be opened or synced is not an error.
  static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// 16 random hexadecimal digits.
  static func randomSuffix() -> String {
    let value = UInt64.random(in: 0...UInt64.max)
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// `strerror(errno)`.
  static func reason() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text)
  }
}
