import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// One config of an imported document (the default, or a constrained config of an adaptive one) as
/// the round trip compares it: its snap points on iphone-14 in both orientations, where it opens,
/// and the options the import read.
struct RoundTripBranch: Equatable, CustomStringConvertible {
  /// `default`, or the constrained config's name.
  var name: String
  /// The constrained config's conditions (none for the default).
  var conditions: [Condition]
  /// The points' keys: state or detent names.
  var keys: [String?]
  /// The standard points' frames on iphone-14 in portrait.
  var frames: [Rect]
  /// The same in landscape, where a chooser's landscape branch is used.
  var landscape: [Rect]
  /// The dim behind the sheet at each point.
  var dims: [Double]
  var initial: Int
  /// The release rule and its options.
  var release: ReleaseConfig
  /// The manager's flags (dismissal on a snap to the undershoot, snapping).
  var flags: ManagerFlags
  /// The Apple sheet's settings.
  var sheet: SheetConfig?

  var description: String {
    "\(name) \(conditions) keys \(keys) initial \(initial) frames \(frames) landscape "
      + "\(landscape) dims \(dims) "
      + "release \(release.strategy) \(release.options.sorted { $0.key < $1.key }) flags \(flags) "
      + "sheet \(sheet.map { "\($0)" } ?? "nil")"
  }

  /// The same frames, to 0.01 pt.
  static func same(_ a: [Rect], _ b: [Rect]) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) < 0.01 }
    return a.count == b.count
      && zip(a, b).allSatisfy {
        close($0.x, $1.x) && close($0.y, $1.y) && close($0.width, $1.width)
          && close($0.height, $1.height)
      }
  }

  /// Equal, frames and dims to 0.01 pt.
  static func == (a: RoundTripBranch, b: RoundTripBranch) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) < 0.01 }
    return a.name == b.name && a.conditions == b.conditions && a.keys == b.keys
      && a.initial == b.initial && a.release == b.release && a.flags == b.flags
      && a.sheet == b.sheet && same(a.frames, b.frames) && same(a.landscape, b.landscape)
      && a.dims.count == b.dims.count && zip(a.dims, b.dims).allSatisfy { close($0, $1) }
  }
}

/// What the round trip compares of a whole import: the library, the Swift names the import
/// keeps (the selection binding, the user's type), every branch, and the app's flags.
struct RoundTripReading: Equatable, CustomStringConvertible {
  var library: String
  var selectionBinding: String?
  var sourceType: String?
  var branches: [RoundTripBranch]
  var conditionFlags: [String]

  var description: String {
    "\(library) binding \(selectionBinding ?? "nil") type \(sourceType ?? "nil") flags "
      + "\(conditionFlags)\n" + branches.map { "  \($0)" }.joined(separator: "\n")
  }

  /// The reading of an import.
  init(_ result: SwiftImportResult) throws {
    let document = result.document
    library = result.library
    selectionBinding = document.selectionBinding
    sourceType = document.sourceType
    conditionFlags = document.config.conditionFlags
    let all =
      [("default", [Condition](), document.config.defaultConfig)]
      + document.config.constrained.enumerated().map {
        ($1.name ?? "constrained[\($0)]", $1.conditions, $1.config)
      }
    branches = try all.map { name, conditions, config in
      func standard(_ orientation: Orientation) throws -> [InterpolationPoint] {
        try Manager(
          config: AdaptiveConfig(defaultConfig: config),
          environment: Environment(device: .iphone14, orientation: orientation)
        ).interpolator.points.filter { $0.kind == .standard }
      }
      let points = try standard(.portrait)
      return RoundTripBranch(
        name: name, conditions: conditions, keys: config.snapPoints.map(\.key),
        frames: points.map(\.rect), landscape: try standard(.landscape).map(\.rect),
        dims: points.map { $0.values[.backgroundOpacity] },
        initial: config.initialSnapPointIndex, release: config.release, flags: config.flags,
        sheet: config.sheet)
    }
  }
}

/// A corpus file's round trip (issue 31, item 10).
struct RoundTripCase: Sendable, CustomTestStringConvertible {
  /// The files read together: the corpus file, after any file it needs.
  var files: [String]
  /// The export target of the file's library.
  var target: String
  var testDescription: String { files.last ?? "" }
}

/// The round trip of issue 31 (item 10) over the corpus: every file that imports is exported to its
/// own library's target, and the export, imported again, reads the same: the snap points (frames on
/// iphone-14 in portrait and landscape to 0.01 pt, keys), where the sheet opens, every branch of an
/// adaptive config with its conditions and the app's flags, the release options and manager flags,
/// the Apple sheet's settings, and the Swift names the import keeps.
@Suite("The corpus round trip: import, export to the same library, import again")
struct CorpusRoundTripTests {
  /// The export target of each importer's library.
  static let targets = [
    "SwiftUI": "swiftui", "UIKit": "uikit", "FloatingPanel": "floatingpanel",
    "PanModal": "panmodal", "adaptive-modal": "adaptive-modal",
  ]

  /// Files read with another that declares what they use (the MBTA app's detents).
  static let companions = ["44-mbta-content-view.swift": "11-mbta-detent-extension.swift"]

  /// Every corpus file that imports (not the refused ones).
  static let cases: [RoundTripCase] = CorpusTable.cases.filter { $0.kind != .refused }.map {
    RoundTripCase(
      files: (companions[$0.file].map { [$0] } ?? []) + [$0.file],
      target: targets[$0.library] ?? $0.library)
  }

  /// The import of `files`, each read from the corpus.
  static func read(_ files: [String]) throws -> SwiftImportResult {
    try SwiftImporters.read(files: files.map { ($0, try CorpusTests.text($0)) })
  }

  @Test("every file that imports reads back the same from its export", arguments: cases)
  func roundTrip(_ row: RoundTripCase) throws {
    let first = try Self.read(row.files)
    let target = try #require(SwiftExportTargets.named(row.target))
    let export = try target.export(first.document)
    let second = try SwiftImporters.read(export.code, file: "Exported.swift")
    let before = try RoundTripReading(first)
    let after = try RoundTripReading(second)
    #expect(after == before, "\(row.testDescription):\nbefore \(before)\nafter  \(after)")
  }

  /// The corpus's exports type-check against the stubs: one `swiftc` run per target and
  /// language mode over all its files (each export named after its file, so that their names
  /// do not clash), beside a declaration of each PanModal view controller the exports extend.
  @Test("the corpus's exports type-check in Swift 5 and 6, one run per target")
  func typecheck() throws {
    let stubs = try sharedStubs()
    let folder = try scratchFolder(stubs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var files: [String: [String]] = [:]
    var userTypes: Set<String> = []
    for (index, row) in Self.cases.enumerated() {
      var document = try Self.read(row.files).document
      // Named after its file, as `load` names it, so that the exports' names differ.
      document.name = row.testDescription
      let code = try #require(SwiftExportTargets.named(row.target)).export(document).code
      let path = folder + "/\(row.target)-\(index).swift"
      try code.write(toFile: path, atomically: true, encoding: .utf8)
      files[row.target, default: []].append(path)
      if row.target == "panmodal", let type = document.sourceType { userTypes.insert(type) }
    }
    let user = folder + "/UserTypes.swift"
    try
      (["import UIKit"]
      + userTypes.sorted().map {
        "final class \($0): UIViewController { var panScrollable: UIScrollView? { nil } }"
      }).joined(separator: "\n").write(toFile: user, atomically: true, encoding: .utf8)
    files["panmodal", default: []].append(user)
    #expect(files.keys.sorted() == Self.targets.values.sorted())
    for (target, paths) in files.sorted(by: { $0.key < $1.key }) {
      for (mode, run) in try typecheckInEachMode(paths, stubs: stubs) {
        #expect(run.status == 0, "\(target), Swift \(mode):\n\(run.output)")
      }
    }
  }
}
