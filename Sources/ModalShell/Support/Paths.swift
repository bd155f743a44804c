#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a file argument becomes a path to open: the same script reads the same files from any
/// working directory (docs/scripts.md "Paths").
public enum Paths {
  /// `path` resolved: `-` is standard input, `~` and `~/...` start at `home`, and a relative
  /// path is taken in `base` (the running script's folder; empty means the working
  /// directory).
  public static func resolve(_ path: String, base: String, home: String?) -> String {
    if path == "-" { return "/dev/stdin" }
    if let home, path == "~" || path.hasPrefix("~/") { return home + path.dropFirst() }
    if path.hasPrefix("/") || base.isEmpty { return path }
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    return base + "/" + relative
  }

  /// The folder part of a path (`a/b/c.modal` gives `a/b`, `c.modal` gives ``, `/c` gives `/`).
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The last component of a path (`a/b/c.modal` gives `c.modal`).
  public static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}

extension FileSystem {
  /// The home directory `~` stands for; none by default (files in memory).
  public var home: String? { nil }

  /// A new private folder for a session's temporary files; refused by default.
  public func makeTemporaryDirectory() throws(FileError) -> String {
    throw FileError("cannot create a temporary folder: this file system has none")
  }

  /// Does nothing.
  public func removeTemporaryDirectory(_ path: String) {}
}

extension LocalFileSystem {
  /// `$HOME`.
  public var home: String? {
    guard let value = getenv("HOME") else { return nil }
    return String(cString: value)
  }

  /// A new folder (mode 0700) under `$TMPDIR`, else `/tmp`, with a unique name.
  public func makeTemporaryDirectory() throws(FileError) -> String {
    var root = "/tmp"
    if let value = getenv("TMPDIR"), value.pointee != 0 { root = String(cString: value) }
    if root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    var template = Array((root + "/modalplay.XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return mkdtemp(base) != nil
    }
    guard made else {
      throw FileError("cannot create a temporary folder in '\(root)': \(Self.reason())")
    }
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Removes the folder and its contents (only what `makeTemporaryDirectory` made: a path
  /// under the temporary root named `modalplay.*`).
  public func removeTemporaryDirectory(_ path: String) {
    guard Paths.fileName(path).hasPrefix("modalplay.") else { return }
    removeTree(path)
  }

  func removeTree(_ path: String) {
    for entry in list(path) {
      if entry.hasSuffix("/") {
        removeTree(path + "/" + entry.dropLast())
      } else {
        unlink(path + "/" + entry)
      }
    }
    rmdir(path)
  }
}
