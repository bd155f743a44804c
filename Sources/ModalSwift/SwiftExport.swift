import ModalCore
import ModalSupport

/// The Swift source `export swift TARGET` writes for a config, and what the target could not
/// express: the notes head the file as comments and `export` prints them, so that
/// nothing is dropped silently.
public struct SwiftExport: Hashable, Sendable {
  /// The whole file, ending with a newline.
  public var code: String
  /// One line per thing the target cannot express, or expresses with a different behaviour.
  public var notes: [String]

  /// Creates an export.
  public init(code: String, notes: [String]) {
    self.code = code
    self.notes = notes
  }
}

/// The language an export target writes: `export swift TARGET` takes the Swift targets,
/// `export tsx TARGET` the React Native (TypeScript) ones.
public enum ExportLanguage: String, Hashable, Sendable {
  case swift
  case tsx
}

/// A library `export swift` (or `export tsx`) writes code for: its name, what it writes, the library versions the
/// code follows (and the test stubs declare), when it cannot express a config, and the writer.
public struct SwiftExportTarget: Sendable {
  /// The name `export swift NAME` and `--export NAME` take.
  public let name: String
  /// One line for `help` and the docs.
  public let summary: String
  /// The versions of the libraries (or SDK) the code is written against.
  public let follows: String
  /// What the file's header says it is exported for (the library or framework).
  let library: String
  /// The modules the file imports.
  let imports: [String]
  /// The language of the code: the `export` word before the target's name.
  public let language: ExportLanguage
  /// A library's own oldest iOS and where its package says so (nil for Apple's frameworks, whose
  /// exports work out what their API needs): the file's headline states it.
  let libraryMinimum: (version: String, source: String)?
  /// Nil when the target can express `config`, else why not (one line).
  public let refusal: @Sendable (ConfigDocument) -> String?
  /// The code and notes for a document (`refusal` returned nil) and the iOS version asked for
  /// (nil: the oldest the code needs).
  let write: @Sendable (ConfigDocument, IOSVersion?) -> SwiftExport

  /// Creates a target.
  init(
    name: String, summary: String, follows: String, library: String, imports: [String],
    language: ExportLanguage = .swift, libraryMinimum: (version: String, source: String)? = nil,
    refusal: @escaping @Sendable (ConfigDocument) -> String?,
    write: @escaping @Sendable (ConfigDocument, IOSVersion?) -> SwiftExport
  ) {
    self.name = name
    self.summary = summary
    self.follows = follows
    self.library = library
    self.imports = imports
    self.language = language
    self.libraryMinimum = libraryMinimum
    self.refusal = refusal
    self.write = write
  }

  /// The empty file of `document`'s export, named after the document (`config` when it has no
  /// name). A library's file states the library's own minimum iOS, or the version asked for.
  func file(for document: ConfigDocument, ios: IOSVersion?) -> SwiftFile {
    var file = SwiftFile(
      documentName: document.name ?? "config", target: library, follows: follows,
      imports: imports)
    if let minimum = libraryMinimum {
      file.availability =
        ios.map {
          "Written for iOS \($0.text) (--ios \($0.text)); \(library) needs iOS \(minimum.version)"
        }
        ?? "Needs iOS \(minimum.version): \(minimum.source)"
    }
    return file
  }

  /// The export of `document` for iOS `ios` (nil: the oldest its API needs), or the refusal as
  /// an error.
  public func export(_ document: ConfigDocument, ios: IOSVersion? = nil) throws(SwiftExportError)
    -> SwiftExport
  {
    if let reason = refusal(document) { throw SwiftExportError(message: reason) }
    return write(document, ios)
  }
}

/// Why a target cannot express a config (`export swift panmodal` of a left drawer).
public struct SwiftExportError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// Every export target, declared once: `export swift`, `--export`, completion, `help` and
/// docs/export.md read this list.
public enum SwiftExportTargets {
  public static let all: [SwiftExportTarget] = [
    AdaptiveModalExport.target,
    UIKitExport.target,
    SwiftUIExport.target,
    FloatingPanelExport.target,
    PanModalExport.target,
    GorhomExport.target,
  ]

  /// The names, in order.
  public static var names: [String] { all.map(\.name) }

  /// The targets that write Swift (what `load FILE.swift` reads back and the tests compile).
  public static var swift: [SwiftExportTarget] { all.filter { $0.language == .swift } }

  /// The names of the targets written in `language`, in order.
  public static func names(_ language: ExportLanguage) -> [String] {
    all.filter { $0.language == language }.map(\.name)
  }

  /// The target called `name`.
  public static func named(_ name: String) -> SwiftExportTarget? {
    all.first { $0.name == name }
  }
}

/// The file around the declarations: the header (what it is, what it follows, what it could
/// not express), the imports, the declarations.
public struct SwiftFile: Sendable {
  public var documentName: String
  public var target: String
  public var follows: String
  public var imports: [String]
  /// The deployment line (`Needs iOS 16.4: presentationCornerRadius`), under the header.
  public var availability: String?
  public var notes: [String] = []
  /// Top-level declarations, each already printed (several lines), separated by a blank line.
  public var declarations: [String] = []

  /// Creates an empty file for `target`.
  public init(documentName: String, target: String, follows: String, imports: [String]) {
    self.documentName = documentName
    self.target = target
    self.follows = follows
    self.imports = imports
  }

  /// The export: the code, and the notes also as comments at its top.
  public var export: SwiftExport {
    var lines = SwiftFile.comment("\(documentName): exported by modalplay for \(target).")
    lines += SwiftFile.comment("Follows " + follows + ".")
    if let availability { lines += SwiftFile.comment(availability + ".") }
    for note in notes { lines += SwiftFile.comment("modalplay: not exported: " + note) }
    lines.append("")
    lines += imports.sorted().map { "import " + $0 }
    var code = lines.joined(separator: "\n") + "\n"
    for declaration in declarations { code += "\n" + declaration + "\n" }
    return SwiftExport(code: code, notes: notes)
  }

  /// A function's signature (`head(parameters)tail`, `head` already indented by
  /// `indentation`) on one line when it fits the line length, else as swift-format writes it:
  /// the parameters on a line of their own (or one a line when they do not fit either), then
  /// `)tail` at the indentation.
  static func signature(
    _ head: String, _ parameters: [String], _ tail: String, indentation: String
  ) -> [String] {
    let line = head + "(" + parameters.joined(separator: ", ") + ")" + tail
    guard line.count > SwiftPrinter.lineLength else { return [line] }
    let inner = indentation + "  "
    let together = inner + parameters.joined(separator: ", ")
    let middle =
      together.count <= SwiftPrinter.lineLength
      ? [together]
      : parameters.enumerated().map { inner + $1 + ($0 < parameters.count - 1 ? "," : "") }
    return [head + "("] + middle + [indentation + ")" + tail]
  }

  /// A comment wrapped at the line length, `// ` on each line. The text is made visible first
  /// (``VisibleText``): a config's names and keys go into comments, and a line break in one
  /// would end the comment and make the rest code in the user's app. Only line comments are
  /// written, so `*/` and `/*` need nothing.
  static func comment(_ text: String, indentation: String = "", marker: String = "//")
    -> [String]
  {
    var lines: [String] = []
    var line = ""
    let width = SwiftPrinter.lineLength - indentation.count - marker.count - 1
    for word in VisibleText.visible(text).split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(indentation + marker + " " + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(indentation + marker + " " + line) }
    return lines
  }
}
