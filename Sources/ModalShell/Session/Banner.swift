import ModalCore

extension Session {
  /// The first command the banner suggests, for the modal as it is: present it when it is
  /// dismissed, else drag it (a start-up file may have presented it already).
  static func firstCommands(visible: Bool) -> String {
    visible ? "drag 0.1, then release 800" : "present, then drag 0.1 and release 800"
  }

  /// What the interactive shell prints before its first prompt: which config runs on which
  /// device and iOS version (so that a newcomer knows what the drawing is), a first command to try, and where
  /// help is. Two lines of at most 79 columns for the built-in names; `version` leads.
  ///
  ///     modalplay 0.1.0: demo01 on iphone-14, portrait, iOS 27.
  ///     Try: present, then drag 0.1 and release 800; help lists the commands.
  ///     Tab completes, clear clears the screen, Ctrl-D leaves.
  public func banner(version: String) -> String {
    let environment = manager.environment
    // An adaptive document names the constrained config in use (the default one goes
    // without saying).
    let selected =
      manager.selection == .defaultConfig
      ? "" : " (\(Text.shown(manager.adaptiveConfig.name(of: manager.selection))))"
    return [
      "\(version): \(Text.shown(documentName))\(selected) on \(environment.device.name), "
        + "\(environment.orientation.rawValue), iOS \(environment.ios.text).",
      "Try: \(Self.firstCommands(visible: manager.isVisible)); help lists the commands.",
      "Tab completes, clear clears the screen, Ctrl-D leaves.",
    ].joined(separator: "\n")
  }
}
