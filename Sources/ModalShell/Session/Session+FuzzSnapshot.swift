import ModalCore

extension Session {
  /// Everything a command may change in a session except the input history and the last
  /// error, which every line changes. The fuzzer (Sources/ModalFuzzSupport) compares one taken
  /// before a failed command with one taken after: a failed command must change nothing.
  package struct FuzzSnapshot: Equatable {
    package var manager: Manager
    var document: ConfigDocument
    var documentName: String
    var options: ShellOptions
    var animateMode: AnimateMode
    /// The undo stack, by identity of its entries (they are never mutated).
    var undoStack: [ObjectIdentifier]
    var ranLines: [String]
    var droppedLines: Bool
    var didQuit: Bool
    var lastEvents: [Event]
    var temporaryDirectory: String?
  }

  /// The session's state now, for ``FuzzSnapshot``'s comparison (cheap: the manager and the
  /// document are values sharing their storage).
  package var fuzzSnapshot: FuzzSnapshot {
    FuzzSnapshot(
      manager: manager, document: document, documentName: documentName, options: options,
      animateMode: animateMode, undoStack: undoStack.map(ObjectIdentifier.init),
      ranLines: ranLines, droppedLines: droppedLines, didQuit: didQuit, lastEvents: lastEvents,
      temporaryDirectory: temporaryDirectory)
  }
}
