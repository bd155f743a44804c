import ModalCore

/// What a command that reads or writes files is given: the file system, the session's files
/// part (its `$TMP/` folder, the files it wrote), the folder relative paths resolve in and
/// the scripts being run (never overwritten).
struct FileAccess {
  let system: any FileSystem
  var state: Session.Files
  /// The running script's folder (empty: the working directory).
  let base: String
  /// The canonical paths of the scripts being run.
  let running: [String]

  /// The path to open for a file argument: `$TMP/` is the session's own temporary folder,
  /// `~` the home directory, `-` standard input, and a relative path is taken in the running
  /// script's folder (the working directory interactively and in `-c`).
  mutating func resolve(_ path: String) throws(ShellError) -> String {
    if path == "$TMP" || path.hasPrefix("$TMP/") {
      if state.temporaryDirectory == nil {
        do {
          state.temporaryDirectory = try system.makeTemporaryDirectory()
        } catch {
          throw ShellError(error.message)
        }
      }
      return (state.temporaryDirectory ?? "") + path.dropFirst(4)
    }
    return Paths.resolve(path, base: base, home: system.home)
  }

  /// Reads a file argument as text; errors name the file as written.
  mutating func read(_ path: String) throws(ShellError) -> String {
    String(decoding: try readBytes(path), as: UTF8.self)
  }

  /// The `.swift` files of a folder argument, sorted, as paths to read (the folder as written,
  /// then the file's name); nil when the argument is not a folder. Subfolders are not
  /// searched: a folder is one module's files, and `load` reads what is named.
  mutating func swiftFiles(inFolder path: String) throws(ShellError) -> [String]? {
    let entries = system.list(try resolve(path))
    guard !entries.isEmpty || path.hasSuffix("/") else { return nil }
    let folder = path.hasSuffix("/") ? path : path + "/"
    return entries.filter { $0.hasSuffix(".swift") }.map { folder + $0 }
  }

  /// Reads a file argument's bytes as they are (a script's); errors name the file as written.
  mutating func readBytes(_ path: String) throws(ShellError) -> [UInt8] {
    let resolved = try resolve(path)
    do {
      return try system.readBytes(resolved)
    } catch {
      throw ShellError(Self.naming(error.message, resolved, as: path))
    }
  }

  /// Writes the file argument of `save`, `export`, `record` or `plot --svg` (`command`),
  /// atomically; errors name the file as written. ``OverwriteRule``: never over a script being
  /// run, nor over an existing file this session did not write unless `force`.
  mutating func write(_ path: String, _ contents: String, command: String, force: Bool)
    throws(ShellError)
  {
    let resolved = try resolve(path)
    let rule = OverwriteRule(
      command: command, forcing: "\(command) --force \(path)", inputs: "a script being run",
      written: state.written)
    if let refusal = rule.refusal(
      resolved, as: path, files: system, inputs: Set(running), force: force)
    {
      throw ShellError(refusal)
    }
    do {
      try system.write(resolved, contents)
    } catch {
      throw ShellError(Self.naming(error.message, resolved, as: path))
    }
    state.written.insert(OverwriteRule.target(of: resolved, files: system))
  }

  /// A file error's message with the path opened replaced by the path as written, so that a
  /// transcript reads the same from any folder.
  static func naming(_ message: String, _ resolved: String, as written: String) -> String {
    guard resolved != written, let range = message.firstRange(of: "'\(resolved)'") else {
      return message
    }
    var renamed = message
    renamed.replaceSubrange(range, with: "'\(written)'")
    return renamed
  }
}
