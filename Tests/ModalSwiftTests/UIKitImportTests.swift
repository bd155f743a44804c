import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// `load FILE.swift` of UIKit code (issue 14): Apple's sample on the
/// UISheetPresentationController page against the ios-sheet preset, custom detents in the
/// style of WWDC21's "Customize and resize sheets in UIKit" with the numbers computed by hand,
/// the report, runtime values skipped with their location, and the round trip through the
/// uikit export.
@Suite("Swift import: UIKit")
struct UIKitImportTests {
  /// The sample on Apple's UISheetPresentationController page.
  static let appleSample = """
    // In a subclass of UIViewController, customize and present the sheet.
    func showMyViewControllerInACustomizedSheet() {
        let viewControllerToPresent = MyViewController()
        if let sheet = viewControllerToPresent.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        present(viewControllerToPresent, animated: true, completion: nil)
    }
    """

  @Test("Apple's sample: the ios-sheet preset's points on three phones in both orientations")
  func appleSample() throws {
    let result = try SwiftImporters.read(Self.appleSample, file: "Sheet.swift")
    #expect(result.library == "UIKit")
    #expect(
      result.recognised == [
        "Sheet.swift:5:15: recognised sheet.detents: 2 detents",
        "Sheet.swift:6:15: recognised sheet.largestUndimmedDetentIdentifier = medium",
        "Sheet.swift:7:15: recognised sheet.prefersScrollingExpandsWhenScrolledToEdge = false",
        "Sheet.swift:8:15: recognised sheet.prefersEdgeAttachedInCompactHeight = true",
        "Sheet.swift:9:15: recognised sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true",
      ])
    #expect(result.skipped == [])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["medium", "large"])
    #expect(
      config.sheet
        == SheetConfig(
          largestUndimmedDetentIdentifier: "medium", prefersEdgeAttachedInCompactHeight: true,
          widthFollowsPreferredContentSizeWhenEdgeAttached: true))
    #expect(config.handoff.rule == "apple")
    #expect(config.handoff.options["expandsWhenScrolledToEdge"] == 0)
    try expectSameRects(result.document, try presetDocument("ios-sheet"), "ios-sheet")
    // iphone-14 in portrait: max = 844 - 47 - 10 - 34 = 753; medium 376.5 + 34 = 410.5 tall,
    // large 753 + 34 = 787.
    let m = try Manager(config: result.document.config, environment: Environment(ios: .v18))
    let heights = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect.height)
    #expect(heights == [410.5, 787])
  }

  /// Custom detents as WWDC21 writes them: a static identifier, a local one and an inline one,
  /// a fraction, a height and arithmetic.
  static let customSample = """
    import UIKit

    extension UISheetPresentationController.Detent.Identifier {
        static let small = Self("small")
    }

    class ComposeViewController: UIViewController {
        func showPicker() {
            let picker = PickerViewController()
            picker.modalPresentationStyle = .pageSheet
            picker.isModalInPresentation = true
            if let sheet = picker.sheetPresentationController {
                let peek = UISheetPresentationController.Detent.Identifier("peek")
                sheet.detents = [
                    .custom(identifier: peek) { context in
                        0.3 * context.maximumDetentValue
                    },
                    .custom(identifier: .small) { _ in 200 },
                    .custom(identifier: .init("tall")) { context in
                        max(500, context.maximumDetentValue - 100)
                    },
                    .medium(),
                    .large(),
                ]
                sheet.selectedDetentIdentifier = peek
                sheet.largestUndimmedDetentIdentifier = .medium
                sheet.prefersGrabberVisible = true
                sheet.preferredCornerRadius = 20
            }
            present(picker, animated: true)
        }
    }
    """

  @Test("custom detents: keys from their identifiers, heights computed by hand, the report")
  func customSample() throws {
    let result = try SwiftImporters.read(Self.customSample, file: "Compose.swift")
    #expect(
      result.recognised == [
        "Compose.swift:15:17: recognised .custom(identifier: peek) as detent.fraction(0.3)",
        "Compose.swift:18:17: recognised .custom(identifier: small) as detent.height(200)",
        "Compose.swift:19:17: recognised .custom(identifier: tall) as detent.custom(500 min (detent.max - 100))",
        "Compose.swift:14:19: recognised sheet.detents: 5 detents",
        "Compose.swift:10:16: recognised viewController.modalPresentationStyle = .pageSheet",
        "Compose.swift:11:16: recognised viewController.isModalInPresentation = true",
        "Compose.swift:25:19: recognised sheet.selectedDetentIdentifier = peek",
        "Compose.swift:26:19: recognised sheet.largestUndimmedDetentIdentifier = medium",
        "Compose.swift:27:19: recognised sheet.prefersGrabberVisible = true",
        "Compose.swift:28:19: recognised sheet.preferredCornerRadius = 20",
      ])
    #expect(result.skipped == [])
    let config = result.document.config.defaultConfig
    // iphone-14 in portrait: max = 753. small 200 + 34 = 234; peek 0.3 x 753 + 34 = 259.9;
    // medium 376.5 + 34 = 410.5; tall max(500, 753 - 100) + 34 = 687; large 787.
    #expect(config.snapPoints.map(\.key) == ["small", "peek", "medium", "tall", "large"])
    #expect(config.initialSnapPointIndex == 2)
    #expect(
      config.sheet
        == SheetConfig(
          largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true,
          preferredCornerRadius: 20, isModalInPresentation: true))
    let m = try Manager(config: result.document.config, environment: Environment(ios: .v18))
    let heights = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect.height)
    #expect(zip(heights, [234, 259.9, 410.5, 687, 787]).allSatisfy { abs($0 - $1) < 0.005 })
    let dims = m.interpolator.points.filter { $0.kind == .standard }.map {
      $0.values[.backgroundOpacity]
    }
    #expect(dims == [0, 0, 0, 0.4, 0.4])
    // iphone-se (667 tall, safe area 20 / 0): max = 667 - 20 - 10 = 637; tall max(500, 537) =
    // 537, peek 0.3 x 637 = 191.1.
    let se = try Manager(
      config: result.document.config, environment: Environment(device: .iphoneSE, ios: .v18))
    let seHeights = se.interpolator.points.filter { $0.kind == .standard }.map(\.rect.height)
    #expect(zip(seHeights, [200, 191.1, 318.5, 537, 637]).allSatisfy { abs($0 - $1) < 0.005 })
  }

  @Test("runtime values are skipped with their location and the set path that gives them")
  func runtimeValues() throws {
    let source = """
      let vc = ListViewController()
      vc.preferredContentSize = CGSize(width: 400, height: tableView.contentSize.height)
      vc.sheetPresentationController?.detents = [
        .custom { context in tableView.contentSize.height },
        .large(),
        .custom(identifier: .missing) { _ in 100 },
      ]
      vc.sheetPresentationController?.preferredCornerRadius = theme.cornerRadius
      vc.sheetPresentationController?.prefersGrabberVisible = showsGrabber()
      vc.sheetPresentationController?.selectedDetentIdentifier = .medium
      vc.modalPresentationStyle = .popover
      """
    let result = try SwiftImporters.read(source, file: "List.swift")
    #expect(
      result.recognised == ["List.swift:3:33: recognised sheet.detents: 1 detent"])
    #expect(
      result.skipped == [
        "List.swift:4:3: skipped .custom(identifier: detent1): the resolver is not arithmetic over context.maximumDetentValue: give a value with set snapPoints[N].layout.height detent.height(H)",
        "List.swift:6:23: skipped .custom(identifier: ...): the identifier is not declared in the file: declare it as static let NAME = Self(\"KEY\")",
        "List.swift:2:27: skipped viewController.preferredContentSize = ...: not CGSize(width: W, height: H) of numbers: give a value with set sheet.preferredContentSize.width W and set sheet.preferredContentSize.height H",
        "List.swift:8:57: skipped sheet.preferredCornerRadius = ...: not a number: give a value with set sheet.preferredCornerRadius R",
        "List.swift:9:57: skipped sheet.prefersGrabberVisible = ...: not true or false: give a value with set sheet.prefersGrabberVisible true|false",
        "List.swift:10:60: skipped sheet.selectedDetentIdentifier = medium: names no detent of sheet.detents: give one with set initialSnapPointIndex I",
      ])
    #expect(
      result.approximated == [
        "List.swift:11:29: approximated viewController.modalPresentationStyle = .popover: not .pageSheet or .formSheet: read as a page sheet (set sheet.prefersPageSizing false for a form sheet)"
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["large"])
    #expect(config.sheet == SheetConfig())
  }

  @Test(
    "a change in animateChanges is not the initial sheet (left out, said); a second list is skipped"
  )
  func laterChanges() throws {
    let source = """
      sheet.detents = [.medium(), .large()]
      sheet.detents = [.large()]
      func expand() {
        sheet.animateChanges {
          sheet.selectedDetentIdentifier = .large
        }
      }
      """
    let result = try SwiftImporters.read(source, file: "Later.swift")
    #expect(result.recognised == ["Later.swift:1:7: recognised sheet.detents: 2 detents"])
    #expect(
      result.skipped == [
        "Later.swift:2:7: skipped sheet.detents = ...: only the first list (1:7) is read",
        "Later.swift:5:11: skipped sheet.selectedDetentIdentifier = ... in animateChanges { ... }: a change of the presented sheet at run time, not how it is presented: try it with set initialSnapPointIndex I",
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["medium", "large"])
    #expect(config.initialSnapPointIndex == 1)
  }

  @Test("a detent declared by name in the list, and its .identifier as the selected detent")
  func namedDetent() throws {
    // The shape of Home Assistant's EntityAddToHandler (the corpus's 19).
    let source = """
      if let sheet = hostingController.sheetPresentationController {
          let detent = UISheetPresentationController.Detent.custom(identifier: .init("deeplink")) { context in
              context.maximumDetentValue * 0.7
          }
          sheet.detents = [detent, .large()]
          sheet.selectedDetentIdentifier = detent.identifier
      }
      """
    let result = try SwiftImporters.read(source, file: "Deeplink.swift")
    #expect(
      result.recognised == [
        "Deeplink.swift:2:18: recognised .custom(identifier: deeplink) as detent.fraction(0.7)",
        "Deeplink.swift:5:11: recognised sheet.detents: 2 detents",
        "Deeplink.swift:6:11: recognised sheet.selectedDetentIdentifier = deeplink",
      ])
    #expect(result.skipped == [])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["deeplink", "large"])
    #expect(config.initialSnapPointIndex == 1)
    // iphone-14: 0.7 x 753 + 34 = 561.1 tall (y 282.9).
    let m = try Manager(config: result.document.config, environment: Environment(ios: .v18))
    let rect = try #require(m.interpolator.points.first { $0.kind == .standard }?.rect)
    #expect(abs(rect.y - 282.9) < 0.005 && abs(rect.height - 561.1) < 0.005)
  }

  @Test("detents set only in animateChanges: the refusal says they change a presented sheet")
  func onlyAnimatedDetents() throws {
    // The shape of DuckDuckGo's prompts (the corpus's 18 and 22).
    let source = """
      func didResizeContent(contentHeight: CGFloat) {
          if let sheetPresentationController = self.presentationController as? UISheetPresentationController {
              sheetPresentationController.animateChanges {
                  sheetPresentationController.detents = [.custom(resolver: { _ in contentHeight })]
              }
          }
      }
      """
    do {
      _ = try SwiftImporters.read(source, file: "Prompt.swift")
      Issue.record("no initial detents: refused")
    } catch {
      #expect(
        error.message.components(separatedBy: "\n").dropFirst() == [
          "  Prompt.swift:4:41: skipped sheet.detents = ...: in animateChanges { ... }: a change of the presented sheet at run time, not the detents it is presented with"
        ])
    }
  }

  @Test("a form sheet with its size")
  func formSheet() throws {
    let source = """
      vc.modalPresentationStyle = .formSheet
      vc.preferredContentSize = CGSize(width: 540, height: 620)
      if let sheet = vc.sheetPresentationController {
        sheet.detents = [.large()]
        sheet.largestUndimmedDetentIdentifier = nil
      }
      """
    let result = try SwiftImporters.read(source, file: "Form.swift")
    #expect(result.skipped == [])
    #expect(
      result.recognised == [
        "Form.swift:4:9: recognised sheet.detents: 1 detent",
        "Form.swift:1:4: recognised viewController.modalPresentationStyle = .formSheet as sheet.prefersPageSizing = false",
        "Form.swift:2:4: recognised viewController.preferredContentSize = 540 x 620",
        "Form.swift:5:9: recognised sheet.largestUndimmedDetentIdentifier = nil",
      ])
    #expect(
      result.document.config.defaultConfig.sheet
        == SheetConfig(
          preferredContentSize: Size(width: 540, height: 620), prefersPageSizing: false))
  }

  @Test("every sheet property and detent kind the export writes reads back the same")
  func everyProperty() throws {
    var document = try presetDocument("ios-sheet")
    document.name = "every"
    func point(_ key: String?, _ height: Detent) -> SnapPoint {
      SnapPoint(
        key: key,
        layout: Layout(
          horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
          height: LayoutValue(.detent(height))))
    }
    let custom = try LayoutValueSyntax.parseValue("detent.max * 0.2 min 44")
    document.config.defaultConfig.snapPoints = [
      point(nil, .height(120)), point("medium", .custom(custom)), point("quarter", .fraction(0.25)),
      point("large", .large),
    ]
    document.config.defaultConfig.initialSnapPointIndex = 3
    document.config.defaultConfig.sheet = SheetConfig(
      largestUndimmedDetentIdentifier: "quarter", prefersGrabberVisible: true,
      preferredCornerRadius: 12, prefersEdgeAttachedInCompactHeight: true,
      widthFollowsPreferredContentSizeWhenEdgeAttached: true,
      preferredContentSize: Size(width: 500, height: 640), prefersPageSizing: false,
      isModalInPresentation: true)
    let target = try #require(SwiftExportTargets.named("uikit"))
    let code = try target.export(document).code
    #expect(code.contains("fileprivate static let mediumDetent = Self(\"medium\")"))
    #expect(code.contains("viewController.preferredContentSize = CGSize(width: 500, height: 640)"))
    let result = try SwiftImporters.read(code, file: "every.swift")
    #expect(result.skipped == [])
    let read = result.document.config.defaultConfig
    // In height order on iphone-14: 120, max(0.2 x 753, 44) = 150.6, 0.25 x 753 = 188.25, 753.
    // The keyless point comes back with the export's identifier; the others keep their keys
    // (`medium` is a custom detent, written `.mediumDetent = Self("medium")`).
    #expect(read.snapPoints.map(\.key) == ["detent1", "medium", "quarter", "large"])
    #expect(
      read.snapPoints.map(\.layout?.height)
        == document.config.defaultConfig.snapPoints.map(\.layout?.height))
    #expect(read.initialSnapPointIndex == 3)
    #expect(read.sheet == document.config.defaultConfig.sheet)
    #expect(read.handoff == document.config.defaultConfig.handoff)
  }

  @Test(
    "round trip: the second export of every preset is a fixed point; the sheets keep their rects")
  func roundTrip() throws {
    // Every preset but the top-to-bottom ones.
    #expect(try expectRoundTrip("uikit", library: "UIKit") > 10)
  }
}
