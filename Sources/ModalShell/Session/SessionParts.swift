import ModalCore

/// The session's state, in parts by what owns it. Each part is a value that compares with
/// `==`, so "a failed command changes nothing" is `part == before` for each part a command
/// may change (``Session/FuzzSnapshot``), and `reset` and `undo` say which parts they restore.
extension Session {
  /// What the commands work on: the manager, the document its config came from, the undo
  /// stack and the last step's events. Commands change it; `undo` restores its document and
  /// environment from a snapshot; `reset` replaces it whole.
  struct Workspace: Equatable {
    var manager: Manager
    /// The document the config came from, and its name (a preset name or a file name).
    var document: ConfigDocument
    var documentName: String
    var animateMode: AnimateMode = .off
    var undoStack: [Snapshot] = []
    var lastEvents: [Event] = []
    /// What `compare` replays (``GestureLog``).
    var gestures: GestureLog
  }

  /// What `record` replays: the commands that ran and succeeded since the start (or the last
  /// `reset`, which empties it).
  struct Recorded: Equatable {
    var lines: [String] = []
    /// True when the oldest were dropped (more than ``Session/historyLimit``).
    var dropped = false
  }

  /// The scripts running now: the `source` nesting, the running line and the last error.
  /// Every line changes it (a failed one too); `reset` keeps it.
  struct ScriptContext: Equatable {
    var sourceStack: [String] = []
    /// The `name:line` of each `source` line that led to the running script, outermost first.
    var sourceChain: [String] = []
    /// The script line running now (its text is built only when a `source` needs it).
    var currentLocation: Location? = nil
    /// The folders of the running scripts, innermost last: relative paths resolve in the last.
    var baseDirectories: [String] = []
    /// The error of the last command (nil when it succeeded), for `expect error`.
    var lastError: String? = nil
    /// The first failure that no `expect error` accepted.
    var firstFailure: ScriptFailure? = nil
  }

  /// The files the session made or wrote; `reset` keeps them (a file written stays the
  /// session's to overwrite).
  struct Files: Equatable {
    /// The folder `$TMP/` stands for, made on first use.
    var temporaryDirectory: String? = nil
    /// The canonical paths of the files `save` and `record` wrote: they may be written again
    /// without `--force`.
    var written: Set<String> = []
  }
}

extension Session.Snapshot: Equatable {
  /// The same entry of the undo stack (entries are never mutated).
  static func == (lhs: Session.Snapshot, rhs: Session.Snapshot) -> Bool { lhs === rhs }
}

// The parts' members by their names, as the commands use them; each forwards in place
// (`_modify`), so appending to a list or applying an action to the manager copies nothing.
extension Session {
  /// The live manager.
  public internal(set) var manager: Manager {
    get { workspace.manager }
    _modify { yield &workspace.manager }
  }
  /// The document the config came from.
  public internal(set) var document: ConfigDocument {
    get { workspace.document }
    _modify { yield &workspace.document }
  }
  /// The document's name (a preset name or a file name).
  public internal(set) var documentName: String {
    get { workspace.documentName }
    _modify { yield &workspace.documentName }
  }
  public internal(set) var animateMode: AnimateMode {
    get { workspace.animateMode }
    _modify { yield &workspace.animateMode }
  }
  var undoStack: [Snapshot] {
    get { workspace.undoStack }
    _modify { yield &workspace.undoStack }
  }
  var ranLines: [String] {
    get { recorded.lines }
    _modify { yield &recorded.lines }
  }
  var droppedLines: Bool {
    get { recorded.dropped }
    _modify { yield &recorded.dropped }
  }
  var sourceStack: [String] {
    get { script.sourceStack }
    _modify { yield &script.sourceStack }
  }
  var sourceChain: [String] {
    get { script.sourceChain }
    _modify { yield &script.sourceChain }
  }
  var currentLocation: Location? {
    get { script.currentLocation }
    _modify { yield &script.currentLocation }
  }
  var baseDirectories: [String] {
    get { script.baseDirectories }
    _modify { yield &script.baseDirectories }
  }
  var lastError: String? {
    get { script.lastError }
    _modify { yield &script.lastError }
  }
  /// The first failure of a script that no `expect error` accepted (nil while none), so that
  /// a test runner never blesses a run that failed.
  public internal(set) var firstFailure: ScriptFailure? {
    get { script.firstFailure }
    _modify { yield &script.firstFailure }
  }
  var temporaryDirectory: String? {
    get { fileState.temporaryDirectory }
    _modify { yield &fileState.temporaryDirectory }
  }
}
