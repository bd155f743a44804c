import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// The corpus of issue 31: real Swift files from public apps, samples and the libraries' own
/// examples (Corpus/, each with its source in its first line), read through
/// `SwiftImporters.read` and compared with the reading worked out by hand (CorpusTable.swift).
@Suite("The corpus: real Swift files read as their code says")
struct CorpusTests {
  /// Tests/ModalSwiftTests/Corpus.
  static let folder = exportTests + "/Corpus"

  /// A corpus file's text.
  static func text(_ file: String) throws -> String {
    try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
  }

  /// What an import reads, in the table's terms: the manager's standard points on iphone-14 in
  /// portrait.
  static func reading(_ result: SwiftImportResult) throws -> CorpusReading {
    let config = result.document.config.defaultConfig
    let manager = try Manager(
      config: result.document.config,
      environment: Environment(device: .iphone14, orientation: .portrait, ios: .v18))
    let points = manager.interpolator.points.filter { $0.kind == .standard }
    return CorpusReading(
      library: result.library, frames: points.map(\.rect), keys: config.snapPoints.map(\.key),
      initial: config.initialSnapPointIndex,
      dims: points.map { $0.values[.backgroundOpacity] }, sheet: config.sheet,
      options: config.release.options)
  }

  @Test("every file reads as its row says", arguments: CorpusTable.cases)
  func reads(_ row: CorpusCase) throws {
    let text = try Self.text(row.file)
    guard row.kind != .refused else {
      do {
        let result = try SwiftImporters.read(text, file: row.file)
        Issue.record("\(row.file): read as \(result.library), expected a refusal")
      } catch {
        let lines = error.message.components(separatedBy: "\n")
        #expect(lines.first == row.error, "\(row.file)")
        #expect(lines.dropFirst().map { String($0.dropFirst(2)) } == row.reported, "\(row.file)")
      }
      return
    }
    let result = try SwiftImporters.read(text, file: row.file)
    #expect(result.library == row.library, "\(row.file)")
    #expect(result.approximated + result.skipped == row.reported, "\(row.file)")
    let expected = try #require(row.expected, "\(row.file): a reading to compare")
    let read = try Self.reading(result)
    if row.differs {
      withKnownIssue("\(row.file): \(row.why)") {
        #expect(read.matches(expected), "\(row.file): read \(read)")
      }
    } else {
      #expect(read.matches(expected), "\(row.file): read \(read)")
    }
  }

  /// The MBTA app's sheet (44) with the file declaring its detents (11), read as one source:
  /// the two detents only 11 declares are found, and its `medium`, which redeclares SwiftUI's,
  /// reads as the app's (0.56 x 753 + 34 = 455.68 tall, not SwiftUI's 410.5).
  @Test("44 with its detents' file (11) reads small, the app's medium and almostFull")
  func acrossFiles() throws {
    let names = ["11-mbta-detent-extension.swift", "44-mbta-content-view.swift"]
    let result = try SwiftImporters.read(files: names.map { ($0, try Self.text($0)) })
    #expect(result.skipped == [])
    let expected = CorpusReading(
      library: "SwiftUI",
      frames: [
        .phone(y: 660, height: 184), .phone(y: 388.32, height: 455.68),
        .phone(y: 57.5, height: 786.5),
      ],
      keys: ["small", "medium", "almostFull"], initial: 2, dims: [0, 0, 0.4],
      sheet: SheetConfig(
        largestUndimmedDetentIdentifier: "medium", isModalInPresentation: true,
        deploymentTarget: .v16))
    let read = try Self.reading(result)
    #expect(read.matches(expected), "read \(read)")
  }

  @Test("the folder and the table hold the same files, at least 40, each naming its source")
  func files() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(names == CorpusTable.cases.map(\.file).sorted())
    #expect(names.count >= 40)
    for name in names {
      let first = try Self.text(name).prefix { $0 != "\n" }
      // `// Source: https://github.com/OWNER/REPO/blob/COMMIT/PATH (LICENSE)`, a 40-digit commit.
      let prefix = "// Source: https://github.com/"
      #expect(first.hasPrefix(prefix), "\(name)")
      let parts = first.dropFirst(prefix.count).split(separator: "/")
      #expect(parts.count > 4 && parts[2] == "blob" && parts[3].count == 40, "\(name)")
      #expect(first.hasSuffix(" (MIT)") || first.hasSuffix(" (Apache-2.0)"), "\(name)")
    }
    // A class other than right says why.
    for row in CorpusTable.cases where row.kind != .right {
      #expect(!row.why.isEmpty, "\(row.file)")
    }
    #expect(CorpusTable.cases.allSatisfy { $0.kind == .refused ? $0.error != nil : true })
  }

  /// The counts the docs give: files per library, and how many read right, partly, wrong or
  /// were refused.
  static func countLines() -> [String] {
    let libraries = ["SwiftUI", "UIKit", "FloatingPanel", "PanModal", "adaptive-modal"]
    var lines = [
      "| library | files | right | partly | wrong | refused |", "|---|---|---|---|---|---|",
    ]
    func row(_ name: String, _ rows: [CorpusCase]) -> String {
      let counts = CorpusClass.allCases.map { kind in rows.filter { $0.kind == kind }.count }
      return "| \(name) | \(rows.count) | "
        + counts.map(String.init).joined(separator: " | ") + " |"
    }
    for library in libraries {
      lines.append(row(library, CorpusTable.cases.filter { $0.library == library }))
    }
    lines.append(row("all", CorpusTable.cases))
    return lines
  }

  @Test("docs/export.md gives the table's counts")
  func documented() throws {
    let section = DocSection(
      "docs/export.md", begin: "<!-- corpus counts: generated from CorpusTable",
      end: "<!-- end of corpus counts -->")
    #expect(try section.documented(Self.countLines()) == Self.countLines())
  }
}

extension CorpusCase: CustomTestStringConvertible {
  var testDescription: String { file }
}

extension CorpusReading {
  /// Equal, frames and dims to 0.01; of the release options, those `other` names.
  func matches(_ other: CorpusReading) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
    return library == other.library && keys == other.keys && initial == other.initial
      && sheet == other.sheet && frames.count == other.frames.count
      && zip(frames, other.frames).allSatisfy {
        close($0.x, $1.x) && close($0.y, $1.y) && close($0.width, $1.width)
          && close($0.height, $1.height)
      }
      && dims.count == other.dims.count && zip(dims, other.dims).allSatisfy { close($0, $1) }
      && other.options.allSatisfy { key, value in options[key].map { close($0, value) } ?? false }
  }
}
