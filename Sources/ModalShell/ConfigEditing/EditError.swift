/// A refused config edit: one line that says what was wrong and what was expected, e.g.
/// `snapPoints[1].layout.height: expected a layout value like "50%", got "fifty" (unknown name 'fifty')`.
public struct EditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The whole message, starting with the path (or command) it is about.
  public var message: String

  /// Creates an error with its message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
