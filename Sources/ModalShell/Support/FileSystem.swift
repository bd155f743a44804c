import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read or written: a message naming the file and the reason.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// The files the shell reads and writes; the real one uses POSIX calls, tests use a dictionary.
public protocol FileSystem: Sendable {
  /// The file's text (invalid UTF-8 is repaired with U+FFFD).
  func read(_ path: String) throws(FileError) -> String
  /// The file's bytes as they are, for scripts (a line that is not UTF-8 is refused, while a
  /// U+FFFD typed in a line is not). Defaults to the UTF-8 of ``read(_:)``.
  func readBytes(_ path: String) throws(FileError) -> [UInt8]
  /// True when there is a file, folder or link at the path, so that `save` and `record` do
  /// not replace a file unasked. Defaults to whether ``read(_:)`` succeeds.
  func exists(_ path: String) -> Bool
  /// The device and inode of the file or folder at the path (links followed), so that a
  /// folder reached twice (through links) is searched once; nil when unknown, and then
  /// ``canonical(_:)`` tells them apart. Defaults to nil.
  func identity(_ path: String) -> FileIdentity?
  /// Writes the file atomically, keeping its mode and any link to it (``AtomicFile``).
  func write(_ path: String, _ contents: String) throws(FileError)
  /// A canonical form of the path, for recognising the same file twice (cycle detection).
  func canonical(_ path: String) -> String
  /// The entries of a directory (directories end with `/`), sorted; empty when unreadable.
  func list(_ directory: String) -> [String]
  /// The home directory `~` stands for (nil: `~` is not expanded). Defaults to nil.
  var home: String? { get }
  /// A new private folder for a session's temporary files (`$TMP/` in file arguments), so
  /// that parallel runs never share a fixed name. Refused by default.
  func makeTemporaryDirectory() throws(FileError) -> String
  /// Removes a folder made by ``makeTemporaryDirectory()`` and everything in it. Defaults to
  /// doing nothing.
  func removeTemporaryDirectory(_ path: String)
}

/// What makes a file or folder the same one under any name: its device and inode.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  /// Creates an identity.
  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

extension FileSystem {
  public func readBytes(_ path: String) throws(FileError) -> [UInt8] { Array(try read(path).utf8) }
  public func exists(_ path: String) -> Bool { (try? read(path)) != nil }
  public func identity(_ path: String) -> FileIdentity? { nil }
}

/// The machine's files, through POSIX calls (no Foundation).
public struct LocalFileSystem: FileSystem {
  /// The largest file read whole (16 MiB): configs, scripts that `source` and `modalplay
  /// test` run, `.expected` files. A larger one is refused (`larger than 16 MiB`) rather than
  /// held in memory.
  public static let maximumSize = 16 << 20

  /// Creates the file system.
  public init() {}

  static func reason(_ code: Int32 = errno) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// The message for a file that cannot be read: `cannot read 'PATH': REASON`, the reason
  /// being `errno`'s (or `code`'s) description.
  public func readError(_ path: String, code: Int32 = errno) -> String {
    "cannot read '\(path)': \(Self.reason(code))"
  }

  public func read(_ path: String) throws(FileError) -> String {
    String(decoding: try readBytes(path), as: UTF8.self)
  }

  /// A regular file of at most ``maximumSize`` bytes (``RegularFile``: a named pipe or a
  /// device is refused at once rather than waited on or read forever); `/dev/stdin`, what `-`
  /// names, is standard input as it is, within the same size.
  public func readBytes(_ path: String) throws(FileError) -> [UInt8] {
    do {
      if path == "/dev/stdin" {
        return try RegularFile.readAll(0, path: path, limit: Self.maximumSize)
      }
      return try RegularFile.read(path, limit: Self.maximumSize)
    } catch {
      throw FileError(error.description)
    }
  }

  /// Opens a script that is read a line at a time (`modalplay FILE`, `--html`): a regular
  /// file of any size, since it is never held whole; errors name it `written`.
  public func openScript(_ path: String, as written: String) throws(FileError) -> Int32 {
    do {
      return try RegularFile.open(path, limit: nil).descriptor
    } catch {
      throw FileError(RegularFileError(path: written, reason: error.reason).description)
    }
  }

  /// A link counts even when it leads nowhere: writing through it would create a file
  /// somewhere else, which `save` should not do unasked either.
  public func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  public func identity(_ path: String) -> FileIdentity? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileIdentity(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino))
  }

  public func write(_ path: String, _ contents: String) throws(FileError) {
    do {
      try AtomicFile.write(Array(contents.utf8), to: path)
    } catch {
      throw FileError(error.description)
    }
  }

  public func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  public func list(_ directory: String) -> [String] {
    guard let handle = opendir(directory.isEmpty ? "." : directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      let full =
        directory.isEmpty
        ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
      var status = stat()
      let isDirectory = stat(full, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
      names.append(isDirectory ? name + "/" : name)
    }
    return names.sorted()
  }
}

/// Files in memory, for tests.
public struct MemoryFileSystem: FileSystem {
  /// The files by path.
  public var files: [String: String]

  /// Creates a file system holding these files.
  public init(files: [String: String] = [:]) { self.files = files }

  public func read(_ path: String) throws(FileError) -> String {
    guard let text = files[path] else {
      throw FileError("cannot read '\(path)': No such file or directory")
    }
    return text
  }

  public func write(_ path: String, _ contents: String) throws(FileError) {
    throw FileError("cannot write '\(path)': the in-memory file system is read-only")
  }

  public func exists(_ path: String) -> Bool { files[path] != nil }

  public func canonical(_ path: String) -> String { path }

  /// The entries of a folder as the local file system gives them: names, a subfolder's with
  /// `/` (a subfolder is there when a file's path goes through it).
  public func list(_ directory: String) -> [String] {
    let prefix = directory.isEmpty || directory.hasSuffix("/") ? directory : directory + "/"
    var entries: Set<String> = []
    for path in files.keys where path.hasPrefix(prefix) {
      let rest = path.dropFirst(prefix.count)
      guard !rest.isEmpty else { continue }
      if let slash = rest.firstIndex(of: "/") {
        entries.insert(String(rest[...slash]))
      } else {
        entries.insert(String(rest))
      }
    }
    return entries.sorted()
  }
}
