import ModalCore

extension Session {
  /// The parts of a session a command may change, but for the input history and the scripts'
  /// context, which every line changes (a failed one too). The fuzzer
  /// (Sources/ModalFuzzSupport) compares one taken before a failed command with one taken
  /// after: a failed command must change nothing.
  package struct FuzzSnapshot: Equatable {
    var workspace: Workspace
    var recorded: Recorded
    var fileState: Files
    var options: ShellOptions
    var didQuit: Bool

    /// The manager, for the fuzzer's own checks.
    package var manager: Manager { workspace.manager }
  }

  /// The session's parts now, for ``FuzzSnapshot``'s comparison (cheap: the parts are values
  /// sharing their storage).
  package var fuzzSnapshot: FuzzSnapshot {
    FuzzSnapshot(
      workspace: workspace, recorded: recorded, fileState: fileState, options: options,
      didQuit: didQuit)
  }
}
