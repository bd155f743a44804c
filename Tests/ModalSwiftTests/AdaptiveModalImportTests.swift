import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// `load FILE.swift` of adaptive-modal code (issue 14): the round trip through the export over
/// every preset, the schema's "two-step" example of peers-research.md 4.3 with its rects
/// computed by hand, the report, and the values that cannot be resolved.
@Suite("Swift import: adaptive-modal")
struct AdaptiveModalImportTests {
  /// peers-research.md 4.3 as written there (`self` presents, a flag set after init).
  static let twoStep = """
    import AdaptiveModal
    import ComputableLayout
    import DGSwiftUtilities

    let config = AdaptiveModalConfig(
      snapPoints: [
        AdaptiveModalSnapPointConfig(
          key: "peek",
          layoutConfig: ComputableLayout(
            horizontalAlignment: .center,
            verticalAlignment: .bottom,
            width: .stretch,
            height: .percent(percentValue: 0.3)
          ),
          keyframeConfig: AdaptiveModalKeyframeConfig(
            modalCornerRadius: 25,
            modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
            backgroundOpacity: 0
          )
        ),
        AdaptiveModalSnapPointConfig(
          key: "half",
          layoutConfig: ComputableLayout(
            horizontalAlignment: .center,
            verticalAlignment: .bottom,
            width: .stretch,
            height: .percent(percentValue: 0.5),
            marginLeft: .constant(15),
            marginRight: .constant(15),
            marginBottom: .safeAreaInsets(insetKey: \\.bottom, minValue: .constant(15))
          ),
          keyframeConfig: AdaptiveModalKeyframeConfig(
            modalCornerRadius: 10,
            modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                 .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
            backgroundOpacity: 0.1
          )
        ),
      ],
      snapDirection: .bottomToTop,
      overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .fitScreen)
    )
    let manager = AdaptiveModalManager(presentingViewController: self, staticConfig: config)
    // manager flags from "flags": set after init
    manager.shouldEnableOverShooting = true
    manager.shouldLockAxisToModalDirection = true
    """

  @Test("the two-step example: the points, the keyframes, the rects on iphone-14, the report")
  func twoStep() throws {
    let result = try SwiftImporters.read(Self.twoStep, file: "TwoStep.swift")
    #expect(result.library == "adaptive-modal")
    #expect(
      result.recognised == [
        "TwoStep.swift:5:14: recognised AdaptiveModalConfig: 2 snap points",
        "TwoStep.swift:45:36: recognised manager.shouldEnableOverShooting = true",
        "TwoStep.swift:46:42: recognised manager.shouldLockAxisToModalDirection = true",
      ])
    #expect(result.skipped == [])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["peek", "half"])
    #expect(config.snapDirection == .bottomToTop)
    #expect(config.overshoot == EdgeSnapPoint(preset: .fitScreen))
    #expect(config.undershoot == .automatic)
    #expect(config.flags.shouldLockAxisToModalDirection)
    #expect(
      config.snapPoints[1].layout?.marginBottom
        == LayoutValue(.safeArea(.bottom), min: .constant(15)))
    #expect(
      config.snapPoints[0].keyframe
        == Keyframe(
          values: [.cornerRadius: 25, .backgroundOpacity: 0], maskedCorners: [.topLeft, .topRight]))
    #expect(config.snapPoints[1].keyframe.maskedCorners == .all)
    #expect(config.snapPoints[1].keyframe[.backgroundOpacity] == 0.1)
    // iphone-14 portrait, 390 x 844, safe area 47 / 34. peek: 30% of 844 = 253.2 high at the
    // bottom, full width. half: 50% = 422 high, 15 in from each side (360 wide), its bottom
    // margin max(34, 15) = 34 above the bottom: y = 844 - 34 - 422 = 388. The undershoot is
    // peek moved below the screen; the overshoot fits the screen.
    let environment = Environment(device: .iphone14, orientation: .portrait)
    let manager = try Manager(config: result.document.config, environment: environment)
    #expect(
      manager.interpolator.points.map(\.rect) == [
        Rect(x: 0, y: 844, width: 390, height: 253.2),
        Rect(x: 0, y: 590.8, width: 390, height: 253.2),
        Rect(x: 15, y: 388, width: 360, height: 422),
        Rect(x: 0, y: 0, width: 390, height: 844),
      ])
  }

  @Test("round trip: every preset comes back equal, or as a fixed point of the export")
  func roundTrip() throws {
    let target = try #require(SwiftExportTargets.named("adaptive-modal"))
    var exact: [String] = []
    for preset in BuiltinPresets.names {
      let original = try presetDocument(preset)
      let first = try target.export(original)
      let result = try SwiftImporters.read(first.code, file: "\(preset).swift")
      #expect(result.library == "adaptive-modal", "\(preset)")
      #expect(result.skipped == [], "\(preset)")
      var read = result.document
      read.name = original.name
      if first.notes.isEmpty {
        #expect(read.config == original.config, "\(preset)")
        exact.append(preset)
      }
      let second = try target.export(read)
      let again = try SwiftImporters.read(second.code, file: "\(preset).swift")
      #expect(again.skipped == [], "\(preset)")
      var document = again.document
      document.name = original.name
      #expect(try target.export(document).code == second.code, "\(preset)")
      #expect(document == read || !first.notes.isEmpty, "\(preset)")
    }
    // 12 of the 25 presets export with no notes (basic, compact-height, custom, demo01 ...).
    #expect(exact.count >= 12, "\(exact)")
  }

  @Test("a variable and a function call are skipped with their place and the set path")
  func unresolved() throws {
    let source = """
      let config = AdaptiveModalConfig(
        snapPoints: [
          AdaptiveModalSnapPointConfig(
            layoutConfig: ComputableLayout(
              horizontalAlignment: .center,
              verticalAlignment: .center,
              width: .percent(percentValue: 0.85, maxValue: ScreenSize.iPhone8.size.width),
              height: .constant(sheetHeight())
            ),
            keyframeConfig: AdaptiveModalKeyframeConfig(modalCornerRadius: radius)
          )
        ],
        snapDirection: .bottomToTop,
        snapAnimationConfig: animation
      )
      """
    let result = try SwiftImporters.read(source, file: "Demo.swift")
    #expect(result.recognised == ["Demo.swift:1:14: recognised AdaptiveModalConfig: 1 snap point"])
    #expect(
      result.skipped == [
        "Demo.swift:7:55: skipped ScreenSize.iPhone8.size.width: not a value the import can resolve: give a value with set snapPoints[0].layout.width VALUE",
        "Demo.swift:8:27: skipped sheetHeight(...): not a value the import can resolve: give a value with set snapPoints[0].layout.height VALUE",
        "Demo.swift:10:70: skipped radius: not a value the import can resolve: give modalCornerRadius a value with set snapPoints[0].keyframe.FIELD VALUE ('help paths' lists the keyframe fields)",
        "Demo.swift:14:24: skipped animation: not a value the import can resolve: give a value with set animations.snap VALUE",
      ])
    let point = try #require(result.document.config.defaultConfig.snapPoints.first)
    // The width keeps its percent without the bound; the height stays the default stretch.
    #expect(point.layout?.width == .percent(85))
    #expect(point.layout?.height == .stretch)
    #expect(point.keyframe.isEmpty)
  }

  @Test("an adaptive document: its constrained configs, their conditions, the shared flags")
  func adaptive() throws {
    let document = try presetDocument("demo04")
    let target = try #require(SwiftExportTargets.named("adaptive-modal"))
    let result = try SwiftImporters.read(try target.export(document).code, file: "demo04.swift")
    let config = result.document.config
    #expect(config.constrained.map(\.name) == ["compact-height"])
    #expect(config.constrained.map(\.conditions) == [[.verticalSizeClass(.compact)]])
    #expect(config.constrained[0].config.flags == config.defaultConfig.flags)
    #expect(config.defaultConfig.flags.overrideShouldSnapToOvershootSnapPoint == true)
    #expect(config.defaultConfig == document.config.defaultConfig)
    #expect(
      result.recognised == [
        "demo04.swift:18:16: recognised AdaptiveModalConfig: 2 snap points",
        "demo04.swift:78:19: recognised AdaptiveModalConfig of constrained[0]: 1 snap point",
        "demo04.swift:73:22: recognised .adaptiveConfig: 1 constrained config",
        "demo04.swift:121:52: recognised manager.overrideShouldSnapToOvershootSnapPoint = true",
        "demo04.swift:122:58: recognised manager.shouldDismissModalOnSnapToOverShootSnapPoint = true",
      ])
  }

  @Test(
    "what no preset has comes back too: in-between points, conditions, spring, clamping, strategy"
  )
  func shapes() throws {
    func value(_ text: String) throws -> LayoutValue { try LayoutValueSyntax.parseValue(text) }
    func condition(_ text: String) throws -> Condition {
      try LayoutValueSyntax.parseCondition(text)
    }
    let conditions = try [
      "landscape", "width < 500", "height >= 300", "safe.top == 0", "width between 600 and 900",
      "!pad && (h.regular || voiceover)", "v.compact", "phone",
    ].map(condition)
    var height = try value("40%")
    for (index, test) in conditions.enumerated() {
      height = LayoutValue(
        .conditional(test, then: .constant(Double(100 + index)), else: height))
    }
    let points = [
      SnapPoint(
        key: "low", layout: Layout(height: height, marginBottom: try value("safe.bottom min 20")),
        keyframe: Keyframe(values: [.cornerRadius: 8], allowSnapping: false)),
      SnapPoint(mode: .inBetween, layout: nil, keyframe: Keyframe(values: [.opacity: 0.5])),
      SnapPoint(
        mode: .inBetween, layout: Layout(height: try value("kb ? kb.minY : 60% of screen.height")),
        keyframe: Keyframe(values: [.backgroundOpacity: 0.2])),
      SnapPoint(
        key: "high",
        layout: Layout(width: try value("90% of width max 500"), height: try value("80%"))
      ),
    ]
    let config = ModalConfig(
      snapDirection: .bottomToTop, snapPoints: points,
      overshoot: EdgeSnapPoint(
        preset: .layout(Layout(height: try value("stretch - 40"))),
        keyframe: Keyframe(values: [.scaleX: 1.1, .rotateZ: 5])),
      snapPercentStrategy: .index, snapAnimation: .spring(duration: 0.3, dampingRatio: 0.8),
      entranceAnimation: .bezier(duration: 0.5, x1: 0.2, y1: 0, x2: 0, y2: 1),
      exitAnimation: .curve(duration: 0.2, .easeIn), initialSnapPointIndex: 4,
      dragHandlePosition: .none,
      interpolationClamping: ClampingConfig(start: [.height, .x], end: [.transform]))
    let document = ConfigDocument(config: config)
    let target = try #require(SwiftExportTargets.named("adaptive-modal"))
    let export = try target.export(document)
    #expect(export.notes == [])
    let result = try SwiftImporters.read(export.code, file: "shapes.swift")
    #expect(result.skipped == [])
    #expect(result.document == document)
  }

  @Test("a clamping key without its whole group and an unknown argument are skipped")
  func partialClamping() throws {
    let source = """
      let config = AdaptiveModalConfig(
        snapPoints: [
          AdaptiveModalSnapPointConfig(
            layoutConfig: ComputableLayout(
              horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
              height: .constant(300)))
        ],
        snapDirection: .bottomToTop,
        interpolationClampingConfig: AdaptiveModalClampingConfig(
          clampingKeysLeft: [.modalSizeWidth, .modalPaddingLeft],
          clampingKeysRight: [.modalCornerRadius]),
        shouldAnimate: true
      )
      """
    let result = try SwiftImporters.read(source, file: "C.swift")
    #expect(
      result.skipped == [
        "C.swift:12:18: skipped the argument shouldAnimate: not an argument of AdaptiveModalConfig",
        "C.swift:10:41: skipped .modalPaddingLeft: not part of a whole clamping group modalplay has: give the groups with set clamping.start GROUPS",
      ])
    let config = result.document.config.defaultConfig
    #expect(config.interpolationClamping == ClampingConfig(start: [.width], end: [.cornerRadius]))
    #expect(config.snapPoints.first?.layout?.height == .constant(300))
  }

  /// A sample written in the style of adaptive-modal's README ("Basic Usage", commit b7ad470)
  /// and its example presets: UIKit's named colours, DGSwiftUtilities' `.topCorners`, `.init`
  /// for a `CGSize`, the `.automatic` undershoot, semicolons.
  static let readme = """
    import AdaptiveModal
    import ComputableLayout

    class SheetPresenter : UIViewController {

      @objc func onPressShowSheet(_ sender: UIButton) {
        let modalConfig = AdaptiveModalConfig(
          snapPoints: [
            AdaptiveModalSnapPointConfig(
              layoutConfig: ComputableLayout(
                horizontalAlignment: .center,
                verticalAlignment: .bottom,
                width: .stretch,
                height: .percent(percentValue: 0.6)
              ),
              keyframeConfig: AdaptiveModalKeyframeConfig(
                modalShadowColor: .black,
                modalShadowOffset: .init(width: 0, height: -2),
                modalShadowOpacity: 0.15,
                modalShadowRadius: 10,
                modalCornerRadius: 12,
                modalMaskedCorners: .topCorners,
                backgroundColor: .black,
                backgroundOpacity: 0.3
              )
            ),
          ],
          snapDirection: .bottomToTop,
          undershootSnapPoint: .automatic,
          overshootSnapPoint: AdaptiveModalSnapPointPreset(
            layoutPreset: .fitScreenVertically
          )
        );

        let modalManager = AdaptiveModalManager(
          presentingViewController: self,
          staticConfig: modalConfig
        );
      };
    };
    """

  @Test("a README-style sample: one point at 60%, its keyframe, the rects on iphone-14")
  func readme() throws {
    let result = try SwiftImporters.read(Self.readme, file: "Basic.swift")
    #expect(result.recognised == ["Basic.swift:7:23: recognised AdaptiveModalConfig: 1 snap point"])
    #expect(result.skipped == [])
    let config = result.document.config.defaultConfig
    var frame = Keyframe(
      values: [
        .shadowOffsetX: 0, .shadowOffsetY: -2, .shadowOpacity: 0.15, .shadowRadius: 10,
        .cornerRadius: 12, .backgroundOpacity: 0.3,
      ],
      maskedCorners: [.topLeft, .topRight])
    frame.setColor(.black, .shadow)
    frame.setColor(.black, .background)
    #expect(config.snapPoints.map(\.keyframe) == [frame])
    #expect(config.undershoot == .automatic)
    #expect(config.overshoot == EdgeSnapPoint(preset: .fitScreenVertically))
    // iphone-14 portrait, 390 x 844: 60% of 844 = 506.4 high at the bottom (y 337.6), below
    // the screen for the undershoot, the full height for the overshoot.
    let environment = Environment(device: .iphone14, orientation: .portrait)
    let manager = try Manager(config: result.document.config, environment: environment)
    let expected = [
      Rect(x: 0, y: 844, width: 390, height: 506.4),
      Rect(x: 0, y: 337.6, width: 390, height: 506.4),
      Rect(x: 0, y: 0, width: 390, height: 844),
    ]
    let rects = manager.interpolator.points.map(\.rect)
    #expect(rects.count == expected.count)
    for (rect, want) in zip(rects, expected) {
      let parts = [
        rect.x - want.x, rect.y - want.y, rect.width - want.width, rect.height - want.height,
      ]
      #expect(parts.allSatisfy { abs($0) < 1e-9 }, "\(rect) != \(want)")
    }
  }

  @Test("a file of several configs: listed by their cases, the first read, another by name")
  func several() throws {
    let point = """
      AdaptiveModalSnapPointConfig(layoutConfig: ComputableLayout(
            horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
            height: .constant(H)))
      """
    let source = """
      enum Presets {
        case small, large
        var config: AdaptiveModalConfig {
          switch self {
          case .small: return AdaptiveModalConfig(
            snapPoints: [\(point.replacingOccurrences(of: "H", with: "200"))],
            snapDirection: .bottomToTop)
          case .large: return AdaptiveModalConfig(
            snapPoints: [\(point.replacingOccurrences(of: "H", with: "500"))],
            snapDirection: .bottomToTop)
          }
        }
      }
      """
    let result = try SwiftImporters.read(source, file: "Presets.swift")
    #expect(
      result.sheetsLine(command: "load Presets.swift")
        == "found 2 sheets: small (L5), large (L10); read small, the first: load Presets.swift NAME to read another"
    )
    #expect(result.skipped == [])
    #expect(result.document.config.defaultConfig.snapPoints.first?.layout?.height == .constant(200))
    let large = try SwiftImporters.read(files: [("Presets.swift", source)], sheet: "large")
    #expect(large.document.config.defaultConfig.snapPoints.first?.layout?.height == .constant(500))
  }

  @Test("a condition on the window's size is skipped: the container is the target view")
  func windowSize() throws {
    let source = """
      let small = AdaptiveModalConfig(
        snapPoints: [
          AdaptiveModalSnapPointConfig(
            layoutConfig: ComputableLayout(
              horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
              height: .constant(200)))
        ],
        snapDirection: .bottomToTop)
      let manager = AdaptiveModalManager(
        presentingViewController: self,
        adaptiveConfig: .adaptiveConfig(
          defaultConfig: small,
          constrainedConfigs: [
            AdaptiveModalConstrainedConfig(
              constraints: [
                .size(of: .window, valueForKey: \\.width, condition: .isLessThan(toValue: 500)),
                .size(of: .targetView, valueForKey: \\.height, condition: .isLessThan(toValue: 600)),
              ],
              config: small)
          ]))
      """
    let result = try SwiftImporters.read(source, file: "W.swift")
    #expect(
      result.skipped == [
        "W.swift:16:11: skipped .size(...): not a value the import can resolve: give a value with set constrained[0].when VALUE"
      ])
    #expect(
      result.document.config.constrained.map(\.conditions) == [[.compare(.height, .lessThan(600))]])
  }
}
