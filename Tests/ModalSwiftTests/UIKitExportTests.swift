import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// `export swift uikit` on configs built on Apple's detents (the presets use none, their golden
/// files show the measured heights): each detent kind, the initial and largest undimmed
/// identifiers, a custom resolver's arithmetic, every sheet property, the notes, and the
/// type check of a file using all of them.
@Suite("export swift uikit", .serialized)
struct UIKitExportTests {
  /// One point of each detent kind, ascending, with a sheet section that changes every default.
  static let json = """
    {
      "snapPoints": [
        { "key": "quarter", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.fraction(0.25)" } },
        { "key": "fixed", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.height(200)" } },
        { "key": "peek", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(max(detent.max * 0.3, 44))" } },
        { "key": "medium", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.medium" } },
        { "key": "large", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } }
      ],
      "initialIndex": 3,
      "release": "momentum",
      "keyboardAvoidance": "expand",
      "handoff": { "rule": "apple", "options": { "expandsWhenScrolledToEdge": 0 } },
      "sheet": {
        "largestUndimmedDetentIdentifier": "fixed", "prefersGrabberVisible": true,
        "preferredCornerRadius": 25, "prefersEdgeAttachedInCompactHeight": true,
        "widthFollowsPreferredContentSizeWhenEdgeAttached": true,
        "preferredContentSize": { "width": 400, "height": 500 }, "prefersPageSizing": false,
        "isModalInPresentation": true
      }
    }
    """

  func export(_ json: String = Self.json, name: String = "every-detent") throws -> SwiftExport {
    var document = try ConfigCoding.decodeDocument(json)
    document.name = name
    return try Self.target().export(document)
  }

  static func target() throws -> SwiftExportTarget {
    try #require(SwiftExportTargets.named("uikit"))
  }

  /// The code from `import UIKit` on (the header is the golden files' business).
  func declarations(_ export: SwiftExport) throws -> String {
    let start = try #require(export.code.range(of: "import UIKit\n"))
    return String(export.code[start.lowerBound...])
  }

  @Test("every detent kind, the identifiers and every sheet property, exactly")
  func everyDetent() throws {
    let export = try export()
    #expect(export.notes == [])
    #expect(
      try declarations(export) == """
        import UIKit

        extension UISheetPresentationController.Detent.Identifier {
          fileprivate static let quarter = Self("quarter")
          fileprivate static let fixed = Self("fixed")
          fileprivate static let peek = Self("peek")
        }

        /// The sheet of the modalplay config "every-detent": call it on the view controller before
        /// presenting it.
        @MainActor func configureEveryDetent(_ viewController: UIViewController) {
          viewController.modalPresentationStyle = .pageSheet
          viewController.isModalInPresentation = true
          viewController.preferredContentSize = CGSize(width: 400, height: 500)
          guard let sheet = viewController.sheetPresentationController else { return }
          sheet.detents = [
            .custom(identifier: .quarter) { context in 0.25 * context.maximumDetentValue },
            .custom(identifier: .fixed) { _ in 200 },
            .custom(identifier: .peek) { context in max(context.maximumDetentValue * 0.3, 44) },
            .medium(),
            .large(),
          ]
          sheet.selectedDetentIdentifier = .peek
          sheet.largestUndimmedDetentIdentifier = .fixed
          sheet.prefersGrabberVisible = true
          sheet.preferredCornerRadius = 25
          sheet.prefersScrollingExpandsWhenScrolledToEdge = false
          sheet.prefersEdgeAttachedInCompactHeight = true
          sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
          sheet.prefersPageSizing = false
        }

        """)
  }

  /// Two system detents, defaults everywhere: no identifiers, no property left at Apple's
  /// default, the undimmed detent by its system identifier.
  @Test("system detents only: no identifier extension, Apple's defaults left out")
  func systemDetents() throws {
    let json = """
      {
        "snapPoints": [
          { "key": "half", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.medium" } },
          { "key": "full", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } }
        ],
        "release": "momentum",
        "keyboardAvoidance": "expand",
        "sheet": { "largestUndimmedDetentIdentifier": "half" }
      }
      """
    let export = try export(json, name: "plain")
    #expect(export.notes == [])
    #expect(
      try declarations(export) == """
        import UIKit

        /// The sheet of the modalplay config "plain": call it on the view controller before presenting it.
        @MainActor func configurePlain(_ viewController: UIViewController) {
          viewController.modalPresentationStyle = .pageSheet
          guard let sheet = viewController.sheetPresentationController else { return }
          sheet.detents = [.medium(), .large()]
          sheet.selectedDetentIdentifier = .medium
          sheet.largestUndimmedDetentIdentifier = .medium
        }

        """)
  }

  /// A config with one keyed custom detent of `height`.
  static func oneDetent(_ height: String) -> String {
    """
    {
      "snapPoints": [
        { "key": "tall", "layout": { "align": "center/bottom", "width": "stretch", "height": "\(height)" } }
      ],
      "release": "momentum",
      "keyboardAvoidance": "expand",
      "sheet": {}
    }
    """
  }

  /// Resolvers of growing length, by the document name they are exported under.
  static let resolvers = [
    ("short-resolver", "detent.custom(detent.max - 120)"),
    ("bounded-resolver", "detent.custom((detent.max + 20) / 2 max 400)"),
    ("long-resolver", "detent.custom(((detent.max + 20) * 0.5 - 12) / 3 min 44 max 400)"),
  ]

  /// A resolver's arithmetic: `detent.max` becomes the context's `maximumDetentValue`, each
  /// operation and bound is kept (`max` as an upper bound is `min(_:_:)`); a list too long for
  /// its line has one detent a line, and a resolver too long for its line a body of its own.
  @Test("a custom resolver's arithmetic, and long ones broken as swift format breaks them")
  func resolverArithmetic() throws {
    var lists: [String] = []
    for (name, height) in Self.resolvers {
      let code = try export(Self.oneDetent(height), name: name).code
      let start = try #require(code.range(of: "  sheet.detents = "))
      let end = try #require(code.range(of: "\n}", range: start.upperBound..<code.endIndex))
      lists.append(String(code[start.upperBound..<end.lowerBound]))
    }
    #expect(
      lists == [
        "[.custom(identifier: .tall) { context in context.maximumDetentValue - 120 }]",
        """
        [
            .custom(identifier: .tall) { context in min((context.maximumDetentValue + 20) / 2, 400) }
          ]
        """,
        """
        [
            .custom(identifier: .tall) { context in
              min(max((((context.maximumDetentValue + 20) * 0.5) - 12) / 3, 44), 400)
            }
          ]
        """,
      ])
    // On the reference phone (maximum 753): ((753 + 20) * 0.5 - 12) / 3 = 124.83..., within
    // 44 and 400, as modalplay resolves the value less the bottom safe area (34).
    let config = try ConfigCoding.decodeDocument(Self.oneDetent(Self.resolvers[2].1)).config
    let manager = try Manager(config: config, environment: Environment(ios: .v18))
    let height = try #require(manager.interpolator.points.first { $0.key == "tall" }).rect.height
    #expect(abs(height - 34 - (((753 + 20) * 0.5) - 12) / 3) < 1e-9)
  }

  /// A config with a percent height, a resolver without a Swift equivalent, a keyword key, a
  /// point without a key, keyboard lift and an undimmed key that names no detent.
  func lossyExport() throws -> SwiftExport {
    let json = """
      {
        "snapPoints": [
          { "key": "default", "layout": { "align": "center/bottom", "width": "stretch", "height": "40%" } },
          { "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.custom(safe.top + 300)" } }
        ],
        "initialIndex": 1,
        "release": "momentum",
        "keyboardAvoidance": "lift",
        "sheet": {}
      }
      """
    var document = try ConfigCoding.decodeDocument(json)
    document.name = "lossy"
    // A key that names no base point (the loader refuses one; a document built in code can hold one).
    document.config.defaultConfig.sheet?.largestUndimmedDetentIdentifier = "nowhere"
    return try Self.target().export(document)
  }

  @Test("what Apple's sheet cannot say is a note, at the top of the file too")
  func notes() throws {
    let export = try lossyExport()
    #expect(
      export.notes == [
        "snapPoints[0]'s height 40% is not a detent: .height(303.6) is its height within the safe area on iphone-14 in portrait",
        "snapPoints[1]'s resolver detent.custom(safe.top + 300) has no Swift equivalent here: .height(347) is its value on iphone-14 in portrait",
        "keyboardAvoidance lift: the system sheet moves to its largest detent when the keyboard shows",
        "largestUndimmedDetentIdentifier nowhere names no detent: every detent is dimmed",
      ])
    #expect(
      export.code.contains(
        "// modalplay: not exported: largestUndimmedDetentIdentifier nowhere names no detent: every detent is\n// dimmed\n"
      ))
    // A key that is a Swift keyword gets a suffix; a point without a key is named by position.
    #expect(export.code.contains("  fileprivate static let defaultDetent = Self(\"default\")\n"))
    #expect(export.code.contains("  fileprivate static let detent2 = Self(\"detent2\")\n"))
    #expect(export.code.contains("  sheet.selectedDetentIdentifier = .defaultDetent\n"))
  }

  @Test("a left drawer is refused: Apple's sheet rises from the bottom edge")
  func refusal() throws {
    var document = try ConfigCoding.decodeDocument(Self.json)
    document.config.defaultConfig.snapDirection = .leftToRight
    #expect(
      try Self.target().refusal(document)
        == "uikit cannot express a leftToRight modal: Apple's sheet rises from the bottom edge")
  }

  /// Every export above, each in a file of its own.
  func samples() throws -> [(name: String, code: String)] {
    var samples = [("every-detent", try export().code), ("lossy", try lossyExport().code)]
    for (name, height) in Self.resolvers {
      samples.append((name, try export(Self.oneDetent(height), name: name).code))
    }
    return samples
  }

  /// The files above use the declarations of the stub the presets' golden files leave out.
  @Test(
    "the exports above type-check against the UIKit stub, are swift-format clean, and a wrong label fails"
  )
  func typecheck() throws {
    let stubs = try sharedStubs()
    let folder = try scratchFolder(stubs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var files: [String] = []
    for (name, code) in try samples() {
      files.append(folder + "/\(name).swift")
      try code.write(toFile: files[files.count - 1], atomically: true, encoding: .utf8)
    }
    for (mode, run) in try typecheckInEachMode(files, stubs: stubs) {
      #expect(run.status == 0, "Swift \(mode): \(run.output)")
    }
    let lint = try runTool(
      "swift", ["format", "lint", "--configuration", packageRoot + "/.swift-format"] + files)
    #expect(lint.status == 0)
    #expect(lint.output == "", "\(lint.output)")
    // The check can fail: a wrong label in a resolver.
    let code = try export().code
    let broken = code.replacingOccurrences(
      of: ".custom(identifier: .fixed)", with: ".custom(id: .fixed)")
    #expect(broken != code)
    try broken.write(toFile: files[0], atomically: true, encoding: .utf8)
    let failed = try runTool("swiftc", ["-typecheck", "-I", stubs, files[0]])
    #expect(failed.status != 0)
    #expect(failed.output.contains("error: extra argument 'id' in call"), "\(failed.output)")
  }
}
