#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``RegularFile`` did not open or read a file.
public struct RegularFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as the caller gave it.
  public var path: String
  /// Why, for a person: `No such file or directory`, `it is a named pipe, not a regular
  /// file`, `larger than 16 MiB`.
  public var reason: String
  /// True when nothing is at the path (`ENOENT`, a link leading nowhere included): for the
  /// files that are optional (a history not made yet, no `~/.editrc`).
  public var missing: Bool

  /// Creates an error.
  public init(path: String, reason: String, missing: Bool = false) {
    self.path = path
    self.reason = reason
    self.missing = missing
  }

  /// `cannot read 'PATH': REASON`.
  public var description: String { "cannot read '\(path)': \(reason)" }
}

/// Opening a file the user named, to read it, so that nothing a path can name stalls or
/// floods the program: the one place the program opens a file it reads (configs, scripts,
/// `.expected` files, the history, the editrc).
///
/// A named pipe with no writer blocks `open(2)` until one comes, and a device such as
/// `/dev/zero` never ends; a config, a script or a history is a file on disk. So the file is
/// opened with `O_NONBLOCK` (the open returns at once whatever the path names), checked with
/// `fstat` to be a regular file of at most the caller's limit, and only then read, in
/// blocking mode. Anything else is refused with a one-line reason; standard input, which
/// `-` names and which may well be a pipe, is read through ``readAll(_:path:limit:expected:)``, still
/// bounded.
public enum RegularFile {
  /// Opens `path` for reading; the descriptor (the caller closes it) and the file's size.
  /// `limit` is the largest size accepted in bytes (nil: any, for a file read a line at a
  /// time).
  public static func open(_ path: String, limit: Int?) throws(RegularFileError) -> (
    descriptor: Int32, size: Int
  ) {
    #if canImport(Glibc)
      let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    #else
      let descriptor = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    #endif
    guard descriptor >= 0 else {
      let code = errno
      throw RegularFileError(path: path, reason: reason(code), missing: code == ENOENT)
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw RegularFileError(path: path, reason: reason(code))
    }
    if let refusal = refusal(mode: status.st_mode, size: Int(status.st_size), limit: limit) {
      close(descriptor)
      throw RegularFileError(path: path, reason: refusal)
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return (descriptor, Int(status.st_size))
  }

  /// The whole file at `path`, a regular file of at most `limit` bytes (one that grows past
  /// the limit while it is read is refused too).
  public static func read(_ path: String, limit: Int) throws(RegularFileError) -> [UInt8] {
    let (descriptor, size) = try open(path, limit: limit)
    defer { close(descriptor) }
    return try readAll(descriptor, path: path, limit: limit, expected: size)
  }

  /// What is left to read on an open descriptor (standard input, for `-`), refused when it
  /// passes `limit` bytes; `path` names it in errors. `expected`, the size `fstat` gave, only
  /// reserves the memory once (a file may still grow or shrink while it is read).
  public static func readAll(
    _ descriptor: Int32, path: String, limit: Int, expected: Int = 0
  ) throws(RegularFileError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expected, limit) + 1)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        #if canImport(Glibc)
          Glibc.read(descriptor, raw.baseAddress, raw.count)
        #else
          Darwin.read(descriptor, raw.baseAddress, raw.count)
        #endif
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw RegularFileError(path: path, reason: reason(errno))
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[0..<count])
      if bytes.count > limit {
        throw RegularFileError(path: path, reason: tooLarge(limit))
      }
    }
  }

  /// Why a file of this mode and size is not read, or nil when it is a regular file within
  /// `limit`.
  public static func refusal(mode: mode_t, size: Int, limit: Int?) -> String? {
    switch mode & S_IFMT {
    case S_IFREG:
      guard let limit, size > limit else { return nil }
      return tooLarge(limit)
    case S_IFDIR: return "it is a directory"
    case S_IFIFO: return "it is a named pipe, not a regular file"
    case S_IFCHR: return "it is a character device, not a regular file"
    case S_IFBLK: return "it is a block device, not a regular file"
    case S_IFSOCK: return "it is a socket, not a regular file"
    default: return "it is not a regular file"
    }
  }

  /// `larger than N MiB` (or bytes, for a limit under a MiB).
  public static func tooLarge(_ limit: Int) -> String {
    limit >= 1 << 20 && limit % (1 << 20) == 0
      ? "larger than \(limit >> 20) MiB" : "larger than \(limit) bytes"
  }

  /// `strerror(code)`.
  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
