import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// The rules that keep another sheet's, another device's or another file's code out of the
/// sheet read (the corpus's 07, 19, 23, 24, 26 and 44 read wrong before them), each on a small
/// file of the shape seen.
@Suite("Swift import: what belongs to the sheet read")
struct SwiftReadingsTests {
  /// The standard points' rects on iphone-14 portrait.
  static func rects(_ result: SwiftImportResult) throws -> [Rect] {
    try Manager(config: result.document.config, environment: Environment(ios: .v18)).interpolator
      .points.filter {
        $0.kind == .standard
      }.map(\.rect)
  }

  /// The rects rounded to 0.01 pt.
  static func rounded(_ rects: [Rect]) -> [Rect] {
    func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    return rects.map {
      Rect(x: round($0.x), y: round($0.y), width: round($0.width), height: round($0.height))
    }
  }

  @Test("a Mac Catalyst branch's form sheet is left out of the iPhone reading, and said")
  func catalystBranch() throws {
    // Home Assistant's EntityAddToHandler (the corpus's 19).
    let source = """
      func open(_ controller: UIViewController) {
          if Current.isCatalyst {
              controller.modalPresentationStyle = .formSheet
          } else if let sheet = controller.sheetPresentationController {
              sheet.detents = [.medium()]
          }
      }
      """
    let result = try SwiftImporters.read(source, file: "Open.swift")
    #expect(result.document.config.defaultConfig.sheet?.prefersPageSizing == true)
    #expect(
      result.skipped == [
        "Open.swift:2:5: skipped if Current.isCatalyst { ... }: runs only on Mac Catalyst: left out of the iPhone reading"
      ])
  }

  @Test("#if targetEnvironment(macCatalyst) and the else of an iPhone test are left out")
  func compileTimeBranch() throws {
    let source = """
      Text("Hi")
          .sheet(isPresented: $shown) {
              Form {}
                  .presentationDetents([.medium])
              #if targetEnvironment(macCatalyst)
                  .presentationCornerRadius(4)
              #endif
          }
      func style() {
          if UIDevice.current.userInterfaceIdiom == .phone {
              print("phone")
          } else {
              controller.isModalInPresentation = true
          }
      }
      """
    let result = try SwiftImporters.read(source, file: "Sheet.swift")
    let sheet = try #require(result.document.config.defaultConfig.sheet)
    #expect(sheet.preferredCornerRadius == nil)
    #expect(sheet.isModalInPresentation == false)
    #expect(
      result.skipped == [
        "Sheet.swift:5:9: skipped #if targetEnvironment(macCatalyst): runs only on Mac Catalyst: left out of the iPhone reading",
        "Sheet.swift:12:7: skipped else { ... } of if UIDevice.current.userInterfaceIdiom == .phone: runs only on devices other than the iPhone: left out of the iPhone reading",
      ])
  }

  /// Two panels, the search panel's chooser in the view controller, an iPad-only behavior set
  /// in a function only `case .pad:` calls (FloatingPanel's Maps example, the corpus's 23).
  static let panels = """
    class MainViewController: UIViewController, FloatingPanelControllerDelegate {
        lazy var fpc = FloatingPanelController()
        lazy var detailFpc = FloatingPanelController()

        override func viewDidLoad() {
            fpc.delegate = self
            detailFpc.isRemovalInteractionEnabled = true
            switch traitCollection.userInterfaceIdiom {
            case .pad:
                layoutForPad()
            default:
                break
            }
        }

        func layoutForPad() {
            fpc.behavior = PadBehavior()
        }

        func floatingPanel(_ vc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
            switch newCollection.verticalSizeClass {
            case .compact: return LandscapeLayout()
            default: return FloatingPanelBottomLayout()
            }
        }
    }

    class LandscapeLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .tip
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea),
        ]
    }

    class PadBehavior: FloatingPanelBehavior {
        var springResponseTime: CGFloat { 0.3 }
    }
    """

  @Test("another controller's set-up and an iPad-only behavior are not the panel's")
  func receiverAndIdiom() throws {
    let result = try SwiftImporters.read(Self.panels, file: "Maps.swift")
    let config = result.document.config.defaultConfig
    #expect(config.release.options["removalThreshold"] == 0)
    #expect(!result.recognised.contains { $0.contains("springResponseTime") })
    #expect(
      result.skipped == [
        "Maps.swift:7:49: skipped detailFpc.isRemovalInteractionEnabled: set on detailFpc, the controller of another panel: this panel is fpc's",
        "Maps.swift:16:5: skipped layoutForPad(): used only by code that runs only on iPad (L10): left out of the iPhone reading",
        "Maps.swift:36:1: skipped PadBehavior: used only by code that runs only on iPad (L17): left out of the iPhone reading",
      ])
  }

  @Test("a chooser on the app's Bool var reads the branch its initial value takes")
  func runTimeVar() throws {
    let source = """
      class PanelController: UIViewController, FloatingPanelControllerDelegate {
          var isCompact = true
          func floatingPanel(_ vc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
              return isCompact ? CompactLayout() : FloatingPanelBottomLayout()
          }
      }
      class CompactLayout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .tip
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
              .tip: FloatingPanelLayoutAnchor(absoluteInset: 100.0, edge: .bottom, referenceGuide: .safeArea),
          ]
      }
      """
    let result = try SwiftImporters.read(source, file: "Panel.swift")
    #expect(result.document.config.constrained.isEmpty)
    #expect(result.document.config.defaultConfig.snapPoints.map(\.key) == ["tip"])
    // 34 + 100 = 134 tall.
    #expect(try Self.rects(result) == [Rect(x: 0, y: 710, width: 390, height: 134)])
    #expect(
      result.skipped == [
        "Panel.swift:3:10: skipped FloatingPanelBottomLayout() of floatingPanel(_:layoutFor:): taken when !isCompact, which the app changes at run time: the panel starts with CompactLayout, read here; give its points with set"
      ])
    #expect(
      result.sheetsLine(command: "load Panel.swift")
        == "found 1 sheet: CompactLayout (L7); floatingPanel(_:layoutFor:) (L3) chooses at run time: CompactLayout at first, FloatingPanelBottomLayout when !isCompact: load Panel.swift NAME reads one alone"
    )
  }

  @Test("an inset on the screen's height is a conditional value of the container's")
  func screenInset() throws {
    let source = """
      class Layout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
              .full: FloatingPanelLayoutAnchor(absoluteInset: UIScreen.main.bounds.height == 667.0 ? 18.0 : 16.0, edge: .top, referenceGuide: .safeArea),
          ]
      }
      """
    let result = try SwiftImporters.read(source, file: "Layout.swift")
    #expect(result.skipped == [])
    // iphone-14: 844 - (47 + 16) = 781 tall; iphone-se (667 x 375, safe 20 / 0): 667 - 38.
    #expect(try Self.rects(result) == [Rect(x: 0, y: 63, width: 390, height: 781)])
    let se = try Manager(
      config: result.document.config, environment: Environment(device: .iphoneSE, ios: .v18))
    #expect(
      se.interpolator.points.filter { $0.kind == .standard }.map(\.rect) == [
        Rect(x: 0, y: 38, width: 375, height: 629)
      ])
  }

  /// Two SwiftUI sheets whose content views are declared apart; the second's view is not
  /// dismissible (Point-Free's TCA onboarding, the corpus's 07).
  static let steps = """
    struct Summary: View {
        var body: some View {
            Form {}
                .sheet(item: $model.basics) { basics in
                    BasicsStep(model: basics)
                        .presentationDetents([.medium])
                }
                .sheet(isPresented: Binding($model.topics)) {
                    TopicsStep()
                        .presentationDetents([.large])
                }
        }
    }
    struct BasicsStep: View {
        var body: some View { Form {} }
    }
    struct TopicsStep: View {
        var body: some View {
            Form {}
                .interactiveDismissDisabled()
        }
    }
    """

  @Test("another sheet's content view's modifiers are that sheet's; sheets named by binding")
  func contentViews() throws {
    let first = try SwiftImporters.read(Self.steps, file: "Steps.swift")
    #expect(first.sheets.map(\.name) == ["model.basics", "model.topics"])
    #expect(first.document.config.defaultConfig.sheet?.isModalInPresentation == false)
    let second = try SwiftImporters.read(
      files: [("Steps.swift", Self.steps)], sheet: "model.topics")
    #expect(second.document.config.defaultConfig.sheet?.isModalInPresentation == true)
  }

  @Test("a sheet outside .sheet(...) is named by the function or property that holds it")
  func namesByCode() throws {
    let source = """
      extension UINavigationController {
          func setUp() {
              present(UIHostingController(rootView: Form {}.presentationDetents([.medium])), animated: true)
          }
      }
      struct Router: View {
          private var filters: some View {
              Form {}.presentationDetents([.large])
          }
      }
      """
    let result = try SwiftImporters.read(source, file: "Router.swift")
    #expect(result.sheets.map(\.name) == ["setUp", "filters"])
  }

  @Test("the app's own .medium is read from its declaration; SwiftUI's is said where unsure")
  func redeclaredMedium() throws {
    let detents = """
      extension PresentationDetent {
          static let medium = Self.fraction(0.56)
          static let small = Self.height(150)
      }
      """
    let sheet = """
      Form {}.presentationDetents([.small, .medium])
      """
    let both = try SwiftImporters.read(files: [("Detents.swift", detents), ("Sheet.swift", sheet)])
    #expect(both.skipped == [])
    // 0.56 x 753 + 34 = 455.68; 150 + 34 = 184.
    #expect(
      Self.rounded(try Self.rects(both)) == [
        Rect(x: 0, y: 660, width: 390, height: 184),
        Rect(x: 0, y: 388.32, width: 390, height: 455.68),
      ])
    // A list of SwiftUI's detents alone says nothing.
    let system = try SwiftImporters.read(
      "Form {}.presentationDetents([.medium, .large])", file: "S.swift")
    #expect(system.skipped == [])
  }

  @Test("a refusal names the other set-ups, so that one can be loaded by name")
  func refusalNamesSheets() {
    let source = """
      class Prompt: UIViewController {
          func showNew() {
              sheetPresentationController?.detents = [.custom { _ in self.measured }]
          }
          func showOld() {
              sheetPresentationController?.detents = [.custom { _ in self.height }]
          }
      }
      """
    #expect {
      try SwiftImporters.read(source, file: "Prompt.swift")
    } throws: { error in
      let lines = (error as? SwiftImportError)?.message.components(separatedBy: "\n") ?? []
      return lines.last
        == "  found 2 UIKit sheets: showNew (L3), showOld (L6); showNew, the first, gives none: load Prompt.swift NAME reads another"
    }
  }

  @Test("sheets and platform branches deep in a file are found in linear time")
  func deepFile() throws {
    // `count` sheets and Mac Catalyst branches (each naming a type only it uses) 100 blocks
    // deep: each sheet's name and each branch's enclosing chooser were a walk out of 100
    // blocks.
    func source(_ count: Int) -> String {
      let types = (0..<count).map { "class P\($0) {}" }.joined(separator: "\n")
      let body = (0..<count).map { index in
        """
        if Current.isCatalyst { let p = P\(index)(); controller.modalPresentationStyle = .formSheet }
        Form {}.presentationDetents([.medium])
        """
      }.joined(separator: "\n")
      return types + "\nstruct V: View {\n  var body: some View {\n"
        + String(repeating: "Group {\n", count: 100) + body + String(repeating: "\n}", count: 100)
        + "\n  }\n}"
    }
    let clock = ContinuousClock()
    var small: SwiftImportResult? = nil
    let smallTime = try clock.measure {
      small = try SwiftImporters.read(source(500), file: "F.swift")
    }
    var large: SwiftImportResult? = nil
    let largeTime = try clock.measure {
      large = try SwiftImporters.read(source(5000), file: "F.swift")
    }
    #expect(small?.sheets.count == 500)
    #expect(large?.sheets.count == 5000)
    #expect(large?.skipped.filter { $0.contains("runs only on Mac Catalyst") }.count == 5000)
    // Ten times the code, about ten times the time.
    #expect(largeTime < smallTime * 30 + .seconds(1))
  }
}
