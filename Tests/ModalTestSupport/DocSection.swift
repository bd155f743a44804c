import Foundation

/// The package's root directory (two levels above this file's folder), for the tests that
/// read the docs.
public let packageRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/")
}()

/// A part of a doc generated from the code's declarations, between two marker comments: the
/// one place the doc and its generator are compared, so that each doc check is a line.
///
/// The begin marker is found by its start (the comment may go on to say how to regenerate,
/// over more lines); the section starts after the line that closes that comment. The end
/// marker is a whole line.
public struct DocSection {
  /// The doc's path from the package root (`docs/config-schema.md`).
  public var path: String
  /// The start of the begin marker's first line.
  public var begin: String
  /// The end marker's line.
  public var end: String

  /// A section of the doc at `path`.
  public init(_ path: String, begin: String, end: String) {
    self.path = path
    self.begin = begin
    self.end = end
  }

  /// Held while a doc is read and rewritten: tests run in parallel, and two sections of one
  /// doc updated at once would each write the doc as it was before the other's change.
  private static let lock = NSLock()

  /// The section's lines as the doc has them, or, with `MODALPLAY_UPDATE_DOCS=1` in the
  /// environment, `generated` after writing it into the doc (so the test then passes and the
  /// diff shows the change).
  public func documented(_ generated: [String]) throws -> [String] {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    let file = packageRoot + "/" + path
    var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
    guard let marker = lines.firstIndex(where: { $0.hasPrefix(begin) }),
      let close = lines[marker...].firstIndex(where: { $0.contains("-->") }),
      let stop = lines[close...].firstIndex(of: end)
    else {
      throw TestSupportError(description: "\(path): no section between '\(begin)' and '\(end)'")
    }
    let start = close + 1
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_DOCS"] == "1" {
      lines.replaceSubrange(start..<stop, with: generated)
      try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
      return generated
    }
    return Array(lines[start..<stop])
  }
}
