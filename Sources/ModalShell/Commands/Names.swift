import ModalCore
import ModalRender
import ModalSupport
import ModalSwift

/// A set of names a word must be one of (devices, presets, plot properties, ...): what one is
/// called, the names, and the one shape of the error for a name that is not among them:
/// `unknown preset 'demo7' (did you mean 'demo01'?); presets: demo01, ...`.
public struct NameSet: Sendable {
  /// What one name is (`device`, `layout preset`).
  public let what: String
  /// How the list of names is introduced in an error (`devices`), or nil when the list is too
  /// long to print and `hint` says where to find it instead.
  public let plural: String?
  /// Where to find the names, when they are not listed (shown when there is no suggestion).
  public let hint: String?
  /// The names, in the order they are listed.
  public let names: [String]
  /// The names prepared once for the "did you mean" search (every unknown command is checked
  /// against every command).
  let candidates: Suggestions.Candidates
  /// The end of an error that lists the names (`; presets: demo01, ...`), built once; empty
  /// when they are not listed.
  let listing: String

  /// A set that lists its names in errors.
  public init(what: String, plural: String, names: [String]) {
    self.what = what
    self.plural = plural
    self.hint = nil
    self.names = names
    self.candidates = Suggestions.Candidates(names)
    self.listing = "; \(plural): \(names.joined(separator: ", "))"
  }

  /// A set too long to list: errors say `hint` instead.
  public init(what: String, hint: String, names: [String]) {
    self.what = what
    self.plural = nil
    self.hint = hint
    self.names = names
    self.candidates = Suggestions.Candidates(names)
    self.listing = ""
  }

  /// The message for a name that is not in the set: a suggestion when one is close, then the
  /// list (or the hint when there is no suggestion).
  public func unknownMessage(_ name: String) -> String {
    let near = candidates.nearest(to: name, slack: suggestionSlack)
    var message = "unknown "
    message.reserveCapacity(
      24 + what.utf8.count + name.utf8.count + (near?.utf8.count ?? 0) + listing.utf8.count
        + (hint?.utf8.count ?? 0))
    message += what
    message += " '"
    message += name
    message += "'"
    if let near {
      message += " ("
      message += Suggestions.didYouMean(near)
      message += ")"
    }
    if plural != nil {
      message += listing
    } else if let hint, near == nil {
      message += " ("
      message += hint
      message += ")"
    }
    return message
  }

  /// The error for a word that is not in the set, pointing at the word.
  public func unknown(_ word: Word) -> ShellError {
    ShellError(unknownMessage(word.text), offset: word.offset)
  }

  /// The error for a name that is not in the set (no position in a line).
  public func unknown(_ name: String) -> ShellError {
    ShellError(unknownMessage(name))
  }
}

extension NameSet {
  /// The built-in presets.
  public static let presets = NameSet(
    what: "preset", plural: "presets", names: BuiltinPresets.names)
  /// The devices: too many to list in a one-line error, so it points at `devices`.
  public static let devices = NameSet(
    what: "device", hint: "the devices command lists them", names: Device.all.map(\.name))
  /// The named layout presets (`dismiss to PRESET`).
  public static let layoutPresets = NameSet(
    what: "layout preset", plural: "presets", names: LayoutPreset.named.map(\.name))
  /// What `plot` can draw.
  public static let plotProperties = NameSet(
    what: "property", plural: "properties", names: PlotProperty.allCases.map(\.rawValue))
  /// What `expect` can check.
  public static let expectTargets = NameSet(
    what: "expect target", plural: "targets", names: ExpectTarget.allCases.map(\.rawValue))
  /// The targets of `export swift`.
  public static let exportTargets = NameSet(
    what: "export target", plural: "targets", names: SwiftExportTargets.names)
  /// The commands (and `help` topics).
  static let commands = NameSet(
    what: "command", hint: "type help for the list of commands", names: CommandTable.names)
}
