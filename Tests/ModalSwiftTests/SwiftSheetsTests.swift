import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// Several sheets in one file (issue 31, item 2): each importer lists them by name and line,
/// reads one with none of the others' settings, reads the one named, and FloatingPanel's
/// `floatingPanel(_:layoutFor:)` becomes an adaptive config of its branches.
@Suite("Swift import: several sheets in one file")
struct SwiftSheetsTests {
  /// Three layouts of one app and the set-up of two controllers, in the shape of
  /// FloatingPanel's Maps example (scenee/FloatingPanel 3.2.2, commit 7efcc769,
  /// Examples/Maps/Maps/MainViewController.swift): the first layout declares neither an
  /// initial state nor dims, the second does (`.tip`, 0.5), and the detail panel's controller
  /// has a corner radius and removal of its own.
  static let panels = """
    import UIKit
    import FloatingPanel

    class BottomLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 44.0, edge: .bottom, referenceGuide: .safeArea),
        ]
    }

    class LandscapeLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .tip
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea),
        ]
        func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0.5 }
    }

    class DetailLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .full
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        ]
    }

    class MapViewController: UIViewController {
        let fpc = FloatingPanelController()
        let detailFpc = FloatingPanelController()

        override func viewDidLoad() {
            super.viewDidLoad()
            fpc.layout = BottomLayout()
            fpc.surfaceView.appearance.cornerRadius = 12.0
            detailFpc.layout = DetailLayout()
            detailFpc.surfaceView.appearance.cornerRadius = 24.0
            detailFpc.isRemovalInteractionEnabled = true
        }
    }
    """

  /// The standard points' rects on `environment`.
  static func rects(_ document: ConfigDocument, _ environment: Environment = Environment())
    throws -> [Rect]
  {
    try Manager(config: document.config, environment: environment).interpolator.points.filter {
      $0.kind == .standard
    }.map(\.rect)
  }

  @Test("three FloatingPanel layouts: listed, the first read, none of the others' settings")
  func firstOfThree() throws {
    let result = try SwiftImporters.read(Self.panels, file: "Panels.swift")
    #expect(result.sheets.map(\.name) == ["BottomLayout", "LandscapeLayout", "DetailLayout"])
    #expect(
      result.sheetsLine(command: "load Panels.swift")
        == "found 3 sheets: BottomLayout (L4), LandscapeLayout (L13), DetailLayout (L23); read BottomLayout, the first: load Panels.swift NAME to read another"
    )
    #expect(
      result.recognised == [
        "Panels.swift:5:9: recognised position .bottom",
        "Panels.swift:6:9: recognised anchors: 3 states",
        "Panels.swift:38:51: recognised fpc.surfaceView.appearance.cornerRadius = 12",
      ])
    #expect(
      result.skipped == [
        "Panels.swift:40:57: skipped detailFpc.surfaceView.appearance.cornerRadius: set on detailFpc, the controller of another panel (DetailLayout): load FILE.swift DetailLayout to read it",
        "Panels.swift:41:49: skipped detailFpc.isRemovalInteractionEnabled: set on detailFpc, the controller of another panel (DetailLayout): load FILE.swift DetailLayout to read it",
      ])
    // Before, LandscapeLayout's initial state (.tip) and dims (0.5) were read into it, and
    // the detail controller's radius (24) and removal.
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["tip", "half", "full"])
    #expect(config.initialSnapPointIndex == 2)
    #expect(config.snapPoints.map { $0.keyframe[.backgroundOpacity] } == [0, 0, 0.3])
    #expect(config.snapPoints[0].keyframe[.cornerRadius] == 12)
    #expect(config.release.options["removalThreshold"] == 0)
    // iphone-14 (390 x 844, safe 47 / 34): tip 34 + 44 = 78 tall, half 34 + 763 / 2 = 415.5,
    // full 844 - (47 + 16) = 781.
    #expect(
      try Self.rects(result.document) == [
        Rect(x: 0, y: 766, width: 390, height: 78), Rect(x: 0, y: 428.5, width: 390, height: 415.5),
        Rect(x: 0, y: 63, width: 390, height: 781),
      ])
  }

  @Test("load FILE.swift NAME reads that layout, with its own controller's set-up")
  func named() throws {
    let result = try SwiftImporters.read(
      files: [("Panels.swift", Self.panels)], sheet: "DetailLayout")
    #expect(result.sheet == "DetailLayout")
    #expect(
      result.sheetsLine(command: "load Panels.swift")
        == "found 3 sheets: BottomLayout (L4), LandscapeLayout (L13), DetailLayout (L23); read DetailLayout"
    )
    #expect(
      result.recognised == [
        "Panels.swift:24:9: recognised position .bottom",
        "Panels.swift:26:9: recognised anchors: 1 states",
        "Panels.swift:25:9: recognised initialState .full",
        "Panels.swift:40:57: recognised detailFpc.surfaceView.appearance.cornerRadius = 24",
        "Panels.swift:41:49: recognised detailFpc.isRemovalInteractionEnabled = true",
      ])
    #expect(
      result.skipped == [
        "Panels.swift:38:51: skipped fpc.surfaceView.appearance.cornerRadius: set on fpc, the controller of another panel (BottomLayout): load FILE.swift BottomLayout to read it"
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints[0].keyframe[.cornerRadius] == 24)
    #expect(config.release.options["removalThreshold"] == 5.5)
    // Half the safe height above the safe bottom: 34 + 381.5.
    #expect(try Self.rects(result.document) == [Rect(x: 0, y: 428.5, width: 390, height: 415.5)])
    let landscape = try SwiftImporters.read(
      files: [("Panels.swift", Self.panels)], sheet: "LandscapeLayout")
    #expect(landscape.document.config.defaultConfig.initialSnapPointIndex == 1)
    #expect(
      landscape.document.config.defaultConfig.snapPoints.map { $0.keyframe[.backgroundOpacity] }
        == [0.5, 0.5])
  }

  @Test("a name the file does not declare is one error listing those it does")
  func unknownName() {
    #expect(throws: SwiftImportError.self) {
      try SwiftImporters.read(files: [("Panels.swift", Self.panels)], sheet: "DetailLayot")
    }
    do {
      _ = try SwiftImporters.read(files: [("Panels.swift", Self.panels)], sheet: "DetailLayot")
    } catch {
      #expect(
        error.message
          == "Panels.swift: no sheet named 'DetailLayot'; sheets: BottomLayout (L4), LandscapeLayout (L13), DetailLayout (L23)"
      )
      #expect(error.sheetNames == ["BottomLayout", "LandscapeLayout", "DetailLayout"])
    }
  }

  /// FloatingPanel's Maps example, its phone delegate and two of its layouts as written
  /// (scenee/FloatingPanel 3.2.2, commit 7efcc769, Examples/Maps/Maps/MainViewController.swift
  /// lines 152-254, the gesture code left out).
  static let maps = """
    class SearchPanelPhoneDelegate: NSObject, FloatingPanelControllerDelegate {
        func floatingPanel(_ vc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
            switch newCollection.verticalSizeClass {
            case .compact:
                let appearance = vc.surfaceView.appearance
                appearance.borderWidth = 1.0 / owner.traitCollection.displayScale
                vc.surfaceView.appearance = appearance
                return SearchPanelLandscapeLayout()
            default:
                return FloatingPanelBottomLayout()
            }
        }
    }

    class SearchPanelLandscapeLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition  = .bottom
        let initialState: FloatingPanelState = .tip
        let anchors: [FloatingPanelState : FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea),
        ]
        func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
            return 0.0
        }
    }

    class DetailPanelPhoneLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition  = .bottom
        let anchors: [FloatingPanelState : FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        ]
        let initialState: FloatingPanelState = .full
    }
    """

  @Test("floatingPanel(_:layoutFor:) on the vertical size class becomes an adaptive config")
  func layoutFor() throws {
    let result = try SwiftImporters.read(Self.maps, file: "Maps.swift")
    #expect(
      result.sheetsLine(command: "load Maps.swift")
        == "found 2 sheets: SearchPanelLandscapeLayout (L15), DetailPanelPhoneLayout (L27); floatingPanel(_:layoutFor:) (L2) chooses: SearchPanelLandscapeLayout when verticalSizeClass == .compact, FloatingPanelBottomLayout by default (iPhone portrait): load Maps.swift NAME reads one alone"
    )
    #expect(
      result.skipped == [
        "Maps.swift:6:38: skipped appearance.borderWidth: not read: give it with set snapPoints[N].keyframe.borderWidth W",
        "Maps.swift:5:13: skipped a statement of floatingPanel(_:layoutFor:): only the layout it returns is read (set the rest with set)",
      ])
    // The default config is FloatingPanel's own layout, which the chooser names.
    #expect(
      result.points == [
        "snap 1 tip: Maps.swift:2:10", "snap 2 half: Maps.swift:2:10",
        "snap 3 full: Maps.swift:2:10",
      ])
    let config = result.document.config
    #expect(config.constrained.map(\.name) == ["SearchPanelLandscapeLayout"])
    #expect(config.constrained.map(\.conditions) == [[.verticalSizeClass(.compact)]])
    // Portrait: FloatingPanelBottomLayout (tip 69, half 50%, full 18 from the top) at half:
    // 34 + 69 = 103, 34 + 763 / 2 = 415.5, 844 - (47 + 18) = 779 tall.
    let portrait = try Manager(config: config)
    #expect(portrait.selection == .defaultConfig)
    #expect(portrait.config.initialSnapPointIndex == 2)
    #expect(
      try Self.rects(result.document) == [
        Rect(x: 0, y: 741, width: 390, height: 103),
        Rect(x: 0, y: 428.5, width: 390, height: 415.5),
        Rect(x: 0, y: 65, width: 390, height: 779),
      ])
    // Landscape (844 x 390, safe 0 / 47 / 21 / 47): the landscape layout at tip, across the
    // safe area (x 47, 750 wide): tip 21 + 69 = 90 tall, full 390 - 16 = 374.
    let landscape = Environment(orientation: .landscape)
    let turned = try Manager(config: config, environment: landscape)
    #expect(turned.config.initialSnapPointIndex == 1)
    #expect(
      try Self.rects(result.document, landscape) == [
        Rect(x: 47, y: 300, width: 750, height: 90), Rect(x: 47, y: 16, width: 750, height: 374),
      ])
  }
}

/// The other shapes of a chooser: `if` on the horizontal size class with statements of its own
/// (FloatingPanel's Maps example, its iPad delegate, lines 263-275), a ternary on the size,
/// and a condition that depends on run time (no choice: the first layout).
@Suite("Swift import: FloatingPanel's layout choosers")
struct FloatingPanelChooserTests {
  static let layouts = """
    class BottomLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
        ]
    }
    class SidePanelLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .left
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 375, edge: .left, referenceGuide: .superview),
        ]
    }
    """

  @Test("if on the horizontal size class: the compact branch is the default")
  func ifBranches() throws {
    let source = """
      class SearchPanelPadDelegate: NSObject, FloatingPanelControllerDelegate {
          func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
              if newCollection.horizontalSizeClass == .compact {
                  fpc.surfaceView.containerMargins = .zero
                  return BottomLayout()
              }
              fpc.surfaceView.containerMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
              return SidePanelLayout()
          }
      }
      """ + "\n" + Self.layouts
    let result = try SwiftImporters.read(source, file: "Pad.swift")
    #expect(
      result.sheetsLine(command: "load Pad.swift")
        == "found 2 sheets: BottomLayout (L11), SidePanelLayout (L17); floatingPanel(_:layoutFor:) (L2) chooses: BottomLayout by default (iPhone portrait), SidePanelLayout when no other holds: load Pad.swift NAME reads one alone"
    )
    #expect(
      result.skipped == [
        "Pad.swift:4:48: skipped fpc.surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ...",
        "Pad.swift:7:44: skipped fpc.surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ...",
      ])
    let config = result.document.config
    #expect(config.constrained.map(\.name) == ["SidePanelLayout"])
    #expect(config.constrained.map(\.conditions) == [[.not(.horizontalSizeClass(.compact))]])
    // On an iPad (regular) the side panel: 375 wide from the left edge, the full height.
    let pad = Environment(device: .ipadAir)
    let rects = try Manager(config: config, environment: pad).interpolator.points.filter {
      $0.kind == .standard
    }.map(\.rect)
    #expect(rects.map(\.width) == [375])
    #expect(rects.map(\.x) == [0])
  }

  @Test("a ternary on the size: landscape where the width is the larger")
  func ternaryOnSize() throws {
    let source = """
      extension MapViewController: FloatingPanelControllerDelegate {
          func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {
              return size.width > size.height ? SidePanelLayout() : BottomLayout()
          }
      }
      """ + "\n" + Self.layouts
    let result = try SwiftImporters.read(source, file: "Size.swift")
    #expect(
      result.sheetsLine(command: "load Size.swift")
        == "found 2 sheets: BottomLayout (L6), SidePanelLayout (L12); floatingPanel(_:layoutFor:) (L2) chooses: SidePanelLayout when width > height, BottomLayout by default (iPhone portrait): load Size.swift NAME reads one alone"
    )
    #expect(result.document.config.constrained.map(\.conditions) == [[.orientation(.landscape)]])
  }

  @Test("a condition that depends on run time does not choose: the first layout is read")
  func runtimeCondition() throws {
    let source = """
      class DetailPanelPadDelegate: NSObject, FloatingPanelControllerDelegate {
          func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
              if let item = owner.detailVC.item, item.title.contains("Right") {
                  return SidePanelLayout()
              }
              return BottomLayout()
          }
      }
      """ + "\n" + Self.layouts
    let result = try SwiftImporters.read(source, file: "Detail.swift")
    #expect(
      result.sheetsLine(command: "load Detail.swift")
        == "found 2 sheets: BottomLayout (L9), SidePanelLayout (L15); read BottomLayout, the first: load Detail.swift NAME to read another"
    )
    #expect(!result.document.config.isAdaptive)
  }

  @Test("a chooser of one layout of the file and FloatingPanel's own still chooses")
  func oneLayoutAndTheLibrarys() throws {
    // The Maps example without its detail layout: before, the landscape-only layout was read
    // as the sheet, on every device.
    let source = SwiftSheetsTests.maps.components(separatedBy: "class DetailPanelPhoneLayout")[0]
    let result = try SwiftImporters.read(source, file: "Maps.swift")
    #expect(
      result.sheetsLine(command: "load Maps.swift")
        == "found 1 sheet: SearchPanelLandscapeLayout (L15); floatingPanel(_:layoutFor:) (L2) chooses: SearchPanelLandscapeLayout when verticalSizeClass == .compact, FloatingPanelBottomLayout by default (iPhone portrait): load Maps.swift NAME reads one alone"
    )
    #expect(result.document.config.constrained.map(\.name) == ["SearchPanelLandscapeLayout"])
    #expect(result.document.config.defaultConfig.snapPoints.map(\.key) == ["tip", "half", "full"])
  }

  @Test("a type whose anchors are constraints is no sheet")
  func constraintAnchors() throws {
    let source =
      """
      final class PinnedView: UIView {
          var anchors: [NSLayoutConstraint] = []
      }
      """ + "\n" + Self.layouts
    let result = try SwiftImporters.read(source, file: "Pinned.swift")
    #expect(result.sheets.map(\.name) == ["BottomLayout", "SidePanelLayout"])
    #expect(result.sheet == "BottomLayout")
  }
}
