import ModalCore
import ModalSupport

/// An error of a command line: a message a user can act on, and the UTF-8 byte offset in the
/// line it refers to (when there is one).
public struct ShellError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int?
  /// Lines the JSON error record adds after the message (a failing `lint`'s report, which
  /// text prints before the error).
  public var detail: String?

  /// Creates an error.
  public init(_ message: String, offset: Int? = nil, detail: String? = nil) {
    self.message = message
    self.offset = offset
    self.detail = detail
  }

  public var description: String { message }
}

/// The candidate nearest `word` when it is close enough to be a likely typo.
public func suggestion(for word: String, among candidates: [String]) -> String? {
  Suggestions.nearest(to: word, among: candidates, slack: suggestionSlack)
}

/// The extra edits a shell word may have over a JSON key and still get a suggestion (words
/// are typed, keys mostly copied).
let suggestionSlack = 1
