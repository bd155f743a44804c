import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// Export then import over every preset `target` expresses: the second export is a fixed
/// point, and the presets named in `keeping` (and every preset whose export has no notes) keep
/// their rects on three phones in both orientations. Shared by the PanModal and FloatingPanel
/// import tests.
func importRoundTrip(_ name: String, keeping: Set<String>) throws {
  let target = try #require(SwiftExportTargets.named(name))
  for preset in BuiltinPresets.names {
    let original = try presetDocument(preset)
    guard target.refusal(original) == nil else { continue }
    let first = try target.export(original)
    var read = try SwiftImporters.read(first.code, file: "\(preset).swift")
    #expect(read.library == target.summary.prefix { $0 != ":" }.description, "\(preset)")
    read.document.name = original.name
    // The imported config is valid: no problems in the default config.
    #expect(read.document.config.defaultConfig.problems().map(\.description) == [], "\(preset)")
    let second = try target.export(read.document)
    var again = try SwiftImporters.read(second.code, file: "\(preset).swift").document
    again.name = original.name
    #expect(try target.export(again).code == second.code, "\(preset)")
    let same = again == read.document
    #expect(same, "\(preset)")
    guard keeping.contains(preset) || first.notes.isEmpty else { continue }
    for device in [Device.iphone14, .iphoneSE, .iphone15ProMax] {
      for orientation in [Orientation.portrait, .landscape] {
        let environment = Environment(device: device, orientation: orientation)
        let before = try Manager(config: original.config, environment: environment)
        let after = try Manager(config: read.document.config, environment: environment)
        let rects = zip(before.interpolator.points, after.interpolator.points).allSatisfy {
          abs($0.rect.minX - $1.rect.minX) < 0.01 && abs($0.rect.minY - $1.rect.minY) < 0.01
            && abs($0.rect.width - $1.rect.width) < 0.01
            && abs($0.rect.height - $1.rect.height) < 0.01
        }
        #expect(
          rects && before.interpolator.points.count == after.interpolator.points.count,
          "\(preset) \(device.name) \(orientation)")
      }
    }
  }
}

/// `load FILE.swift` of PanModal code (issue 14): a conformance in the style of PanModal's
/// README with the numbers computed by hand, a runtime value, the report and the round trip.
@Suite("Swift import: PanModal")
struct PanModalImportTests {
  /// PanModal's README example, with a look and a variable (skipped).
  static let readme = """
    import UIKit
    import PanModal

    extension UserGroupViewController: PanModalPresentable {

        var panScrollable: UIScrollView? {
            return tableView
        }

        var shortFormHeight: PanModalHeight {
            return .contentHeight(300)
        }

        var longFormHeight: PanModalHeight {
            return .maxHeightWithTopInset(40)
        }

        var cornerRadius: CGFloat { return 12 }
        var springDamping: CGFloat { return damping }
        var panModalBackgroundColor: UIColor { return UIColor.black.withAlphaComponent(0.5) }
        var anchorModalToLongForm: Bool { return false }
        var allowsTapToDismiss: Bool { return false }
    }
    """

  @Test("the README's conformance: the forms, the look, the report")
  func readme() throws {
    let result = try SwiftImporters.read(Self.readme, file: "UserGroup.swift")
    #expect(result.library == "PanModal")
    #expect(
      result.recognised == [
        "UserGroup.swift:4:11: recognised the PanModalPresentable conformance of UserGroupViewController",
        "UserGroup.swift:14:9: recognised longFormHeight .maxHeightWithTopInset(40)",
        "UserGroup.swift:10:9: recognised shortFormHeight .contentHeight(300)",
        "UserGroup.swift:18:9: recognised cornerRadius 12",
        "UserGroup.swift:20:9: recognised panModalBackgroundColor with alpha 0.5",
        "UserGroup.swift:21:9: recognised anchorModalToLongForm false",
        "UserGroup.swift:22:9: recognised allowsTapToDismiss false",
      ])
    #expect(
      result.skipped == [
        "UserGroup.swift:19:41: skipped springDamping: not a number: give one with set animations.snap.dampingRatio N"
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints[0].keyframe[.cornerRadius] == 12)
    #expect(config.snapPoints[0].keyframe[.backgroundOpacity] == 0.5)
    #expect(config.snapPoints[0].keyframe.backgroundTapInteraction == .ignore)
    #expect(config.handoff.options["anchorModalToLongForm"] == 0)
    // iphone-14 (390 x 844, safe 47 / 34): the short form 300 + 34 = 334 tall (y 510), the
    // long form 844 - (47 + 21 + 40) = 736 tall (y 108); full width.
    let m = try Manager(config: result.document.config)
    let rects = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect)
    #expect(
      rects == [
        Rect(x: 0, y: 510, width: 390, height: 334), Rect(x: 0, y: 108, width: 390, height: 736),
      ])
    // Under VoiceOver only the long form.
    let voiceOver = try #require(
      result.document.config.constrained.first { $0.conditions == [.voiceOver] })
    #expect(voiceOver.config.snapPoints[0].layout == voiceOver.config.snapPoints[1].layout)
  }

  @Test("a runtime height follows the content; another is skipped with the set to give it")
  func runtime() throws {
    let source = """
      extension ListViewController: PanModalPresentable {
        var panScrollable: UIScrollView? { tableView }
        var longFormHeight: PanModalHeight { .contentHeight(tableView.contentSize.height) }
        var shortFormHeight: PanModalHeight { .contentHeight(view.bounds.height / 2) }
      }
      """
    let result = try SwiftImporters.read(source, file: "List.swift")
    #expect(
      result.recognised == [
        "List.swift:1:11: recognised the PanModalPresentable conformance of ListViewController"
      ])
    #expect(
      result.approximated == [
        "List.swift:3:55: approximated tableView.contentSize.height: a runtime value: the form follows the content; give its length with set content.length N"
      ])
    #expect(
      result.skipped == [
        "List.swift:4:56: skipped .contentHeight(...): a runtime value: give the shortFormHeight with set snapPoints[0].layout.height N + safe.bottom max (100% - (safe.top + 21))"
      ])
  }

  @Test("PanModal's defaults: no long form is .maxHeight, below the file's topOffset; the rest")
  func defaults() throws {
    let source = """
      final class AlertViewController: UIViewController, PanModalPresentable {
        var panScrollable: UIScrollView? { nil }
        var shortFormHeight: PanModalHeight { .contentHeightIgnoringSafeArea(200) }
        var topOffset: CGFloat { 0 }
        var shouldRoundTopCorners: Bool { false }
        var isHapticFeedbackEnabled: Bool { false }
      }
      """
    let result = try SwiftImporters.read(source, file: "Alert.swift")
    #expect(
      result.recognised == [
        "Alert.swift:1:13: recognised the PanModalPresentable conformance of AlertViewController",
        "Alert.swift:4:7: recognised topOffset 0",
        "Alert.swift:3:7: recognised shortFormHeight .contentHeightIgnoringSafeArea(200)",
        "Alert.swift:5:7: recognised shouldRoundTopCorners false",
      ])
    #expect(
      result.skipped == [
        "Alert.swift:2:7: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        "Alert.swift:6:7: skipped isHapticFeedbackEnabled: no setting here: nothing plays haptics",
      ])
    // iphone-14: the short form 200 tall (y 644); topOffset 0 puts the long form's top at 0:
    // the whole 844 (PanModal's default offset, 47 + 21, would make it 776 tall at y 68).
    let m = try Manager(config: result.document.config)
    let rects = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect)
    #expect(
      rects == [
        Rect(x: 0, y: 644, width: 390, height: 200), Rect(x: 0, y: 0, width: 390, height: 844),
      ])
    #expect(m.interpolator.points[1].values[.cornerRadius] == 0)
  }

  /// The line of a `panScrollable` that returns nil: the content here still scrolls.
  static let noScrollView =
    "skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view"

  @Test("a topOffset the file fixes moves every height's top; one it does not is reported")
  func topOffset() throws {
    let source = """
      extension SheetViewController: PanModalPresentable {
          var panScrollable: UIScrollView? { nil }
          var topOffset: CGFloat { return 20.0 + 20.0 }
          var longFormHeight: PanModalHeight { .maxHeightWithTopInset(100) }
          var shortFormHeight: PanModalHeight { .contentHeight(900) }
      }
      """
    let result = try SwiftImporters.read(source, file: "Sheet.swift")
    #expect(result.recognised.contains("Sheet.swift:3:9: recognised topOffset 40"))
    #expect(result.skipped == ["Sheet.swift:2:9: \(Self.noScrollView)"])
    // iphone-14: the long form's top is 40 + 100 below the screen's top, 704 tall (y 140); the
    // short form, 900 + 34, is capped there too.
    let m = try Manager(config: result.document.config)
    let rects = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect)
    #expect(rects == Array(repeating: Rect(x: 0, y: 140, width: 390, height: 704), count: 2))
    let runtime = try SwiftImporters.read(
      source.replacingOccurrences(of: "20.0 + 20.0", with: "view.safeAreaInsets.top"),
      file: "Sheet.swift")
    #expect(
      runtime.skipped == [
        "Sheet.swift:3:9: skipped topOffset: not a number from 0: the heights keep PanModal's default top offset (safe top + 21): give each with set snapPoints[N].layout.height H",
        "Sheet.swift:2:9: \(Self.noScrollView)",
      ])
  }

  @Test("an .intrinsicHeight is a runtime value: reported with the content length standing in")
  func intrinsicHeight() throws {
    // The shape of PanModal's Sample StackedProfileViewController (the corpus's 38).
    let source = """
      class StackedProfileViewController: UIViewController, PanModalPresentable {
          var panScrollable: UIScrollView? { return nil }
          var longFormHeight: PanModalHeight { return .intrinsicHeight }
      }
      """
    let result = try SwiftImporters.read(source, file: "Profile.swift")
    #expect(
      result.approximated == [
        "Profile.swift:3:9: approximated longFormHeight .intrinsicHeight: a runtime value (the view's layout-fitting height): the form follows the content, 1200 pt here; give its length with set content.length N"
      ])
    // iphone-14: the content's 1200 pt + 34 is over the long form's cap, 844 - (47 + 21) =
    // 776 (y 68); the short form is the long form.
    let m = try Manager(config: result.document.config)
    let rects = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect)
    #expect(rects == Array(repeating: Rect(x: 0, y: 68, width: 390, height: 776), count: 2))
  }

  @Test("no longFormHeight with a panScrollable: PanModal's default, the content height, reported")
  func defaultLongFormWithScrollView() throws {
    // The shape of PanModal's Sample UserGroupViewController (the corpus's 40).
    let source = """
      class UserGroupViewController: UITableViewController, PanModalPresentable {
          var isShortFormEnabled = true
          var panScrollable: UIScrollView? {
              return tableView
          }
          var shortFormHeight: PanModalHeight {
              return isShortFormEnabled ? .contentHeight(300.0) : longFormHeight
          }
      }
      """
    let result = try SwiftImporters.read(source, file: "Group.swift")
    #expect(
      result.approximated == [
        "Group.swift:3:9: approximated longFormHeight: not declared: PanModal's default with a panScrollable is the scroll view's content height, a runtime value: the form follows the content, 1200 pt here; give its length with set content.length N"
      ])
    // iphone-14: short 300 + 34 = 334 (y 510); long 1200 + 34 capped at 776 (y 68).
    let m = try Manager(config: result.document.config)
    let rects = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect)
    #expect(
      rects == [
        Rect(x: 0, y: 510, width: 390, height: 334), Rect(x: 0, y: 68, width: 390, height: 776),
      ])
  }

  @Test("round trip: the second export of every preset is a fixed point; panmodal keeps its rects")
  func roundTrip() throws {
    try importRoundTrip("panmodal", keeping: ["panmodal"])
  }
}
