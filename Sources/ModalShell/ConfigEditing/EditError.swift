/// A refused config edit: one line that says what was wrong and what was expected, e.g.
/// `snap.2.height: expected a layout value like "50%", got "fifty" (unknown name 'fifty')`.
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

/// A problem with a value, before the path it was given for is known; ``ConfigEditor`` prefixes
/// the path and turns it into an ``EditError``.
struct FieldError: Error, Hashable, Sendable {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
