/// When a command may write a file the user named: the one rule of `save`, `record`, `export
/// ... FILE`, `plot --svg`, `--html` and `modalplay test --junit`, so that no writer destroys
/// a file unasked and all of them refuse in the same words.
///
/// - A file the run reads as its input (a script being run, a transcript being tested) is
///   never written, not even with `--force`: it would destroy what is running or tested.
/// - An existing file is replaced only when this run wrote it before (a second `save` of the
///   same file) or with `--force`.
/// - A new file needs nothing.
///
/// The write itself is ``FileSystem/write(_:_:)``'s: atomic (`AtomicFile`).
public struct OverwriteRule {
  /// What the refusals call the command (`save`, `--junit`), before the path as written.
  public var command: String
  /// The command line that would replace the file (`save --force x.json`), for the hint.
  public var forcing: String
  /// What the inputs are, for the refusal (`a script being run`).
  public var inputs: String
  /// The files this run wrote (``target(of:files:)`` of each), which it may write again; nil
  /// for a command that writes its file once.
  public var written: Set<String>?

  /// A rule for one command.
  public init(command: String, forcing: String, inputs: String, written: Set<String>? = nil) {
    self.command = command
    self.forcing = forcing
    self.inputs = inputs
    self.written = written
  }

  /// Why `resolved` (the path opened, `path` as written) may not be written, or nil when it
  /// may. `inputs` holds the ``target(of:files:)`` of each input of the run.
  public func refusal(
    _ resolved: String, as path: String, files: any FileSystem, inputs: Set<String>,
    force: Bool
  ) -> String? {
    let target = Self.target(of: resolved, files: files)
    if inputs.contains(target) { return "\(command) \(path): refused, it is \(self.inputs)" }
    guard files.exists(resolved), !force, !(written?.contains(target) ?? false) else {
      return nil
    }
    let who = written == nil ? "" : " and this session did not write it"
    return "\(command) \(path): refused, the file exists\(who) (\(forcing) replaces it)"
  }

  /// What names the file at `path` however it is reached: its canonical path, or for a file
  /// not there yet its folder's canonical path and its name (a run may create an input, as
  /// `--update` creates an `.expected`).
  public static func target(of path: String, files: any FileSystem) -> String {
    if files.exists(path) { return files.canonical(path) }
    let folder = Paths.directory(of: path)
    return files.canonical(folder.isEmpty ? "." : folder) + "/" + Paths.fileName(path)
  }
}
