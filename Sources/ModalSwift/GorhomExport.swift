import ModalCore
import ModalSupport

/// `export tsx gorhom`: a React Native component (TypeScript) rendering `<BottomSheet>` of
/// @gorhom/bottom-sheet with the config's props, so that a sheet tuned here goes into a React
/// Native app as it is. Prop names and types are those of `BottomSheetProps`,
/// src/components/bottomSheet/types.d.ts at gorhom/react-native-bottom-sheet v5.2.13 (commit
/// bc94d54): `index` L38, `snapPoints` L50, `overDragResistanceFactor` L56, `enableOverDrag`
/// L80, `enablePanDownToClose` L86, `enableDynamicSizing` L92, `keyboardBehavior` L167,
/// `backgroundStyle` L222, `handleStyle` L230, `handleIndicatorStyle` L236, `onChange` L267,
/// `handleComponent` L293, `detached` L62, `topInset` L140, `bottomInset` L147,
/// `maxDynamicContentSize` L154; the defaults are src/components/bottomSheet/constants.ts L8-24.
enum GorhomExport {
  static let target = SwiftExportTarget(
    name: "gorhom",
    summary:
      "@gorhom/bottom-sheet (React Native, export tsx): a component rendering BottomSheet with the config's props",
    follows:
      "@gorhom/bottom-sheet 5.2.13 (github.com/gorhom/react-native-bottom-sheet, tag v5.2.13), React 18 and React Native 0.76 types",
    library: "@gorhom/bottom-sheet", imports: [], language: .tsx,
    refusal: refusal, write: write)

  /// The library's defaults (src/components/bottomSheet/constants.ts L8-9 and
  /// src/components/bottomSheetHandle/styles.ts L4-20): the handle's padding 10 around a 4 pt
  /// indicator 7.5% of the window wide, the background's radius 15
  /// (src/components/bottomSheetBackground/styles.ts).
  static let handlePadding = 10.0
  static let indicatorHeight = 4.0
  static let indicatorWidthShare = 0.075
  static let cornerRadius = 15.0

  static func refusal(_ document: ConfigDocument) -> String? {
    let config = document.config.defaultConfig
    guard config.snapDirection == .bottomToTop else {
      return
        "gorhom cannot express a \(config.snapDirection.rawValue) modal: @gorhom/bottom-sheet rises from the bottom edge"
    }
    guard !ExportProbe.standardIndices(config).isEmpty else {
      return "gorhom needs a standard snap point with a layout: the snapPoints prop"
    }
    return nil
  }

  /// One entry of `snapPoints`: a percent string or a number of points from the bottom, and
  /// the comment after it (the point's key, or why the value is the reference device's).
  static func snapPoint(_ index: Int, _ config: ModalConfig, _ reference: Interpolator) -> (
    code: String, measured: Bool
  ) {
    let layout = config.snapPoints[index].layout
    if let height = layout?.height, height.offset == nil, height.min == nil, height.max == nil {
      switch height.kind {
      case .percent(let percent, of: .target):
        return ("'\(LayoutValueSyntax.formatNumber(percent))%'", false)
      case .constant(let points):
        return (LayoutValueSyntax.formatNumber(points), false)
      default: break
      }
    }
    let measured = reference.points[index + 1].rect.height
    return (LayoutValueSyntax.formatNumber(ExportProbe.rounded(measured)), true)
  }

  static func write(_ document: ConfigDocument, ios: IOSVersion?) -> SwiftExport {
    let config = document.config.defaultConfig
    let name = document.name ?? "config"
    let type = typeName(name)
    let reference = ExportProbe.reference(config)
    var notes = ExportProbe.inBetweenNotes(config, library: target.library)
    let indices = ExportProbe.standardIndices(config)
    // snapPoints: the standard points, each a percent, a number or the reference's height.
    var entries: [String] = []
    for index in indices {
      let point = snapPoint(index, config, reference)
      var comment = config.snapPoints[index].key ?? ""
      if point.measured {
        let text = config.snapPoints[index].layout.map { AppleDetents.text($0.height) } ?? ""
        notes.append(
          "snapPoints[\(index)]'s height \(text) is neither a percent nor a number: \(point.code) is its value on iphone-14 in portrait"
        )
        comment += (comment.isEmpty ? "" : ": ") + "\(text) on iphone-14 in portrait"
      }
      let layout = config.snapPoints[index].layout
      if let layout, layout.width != .stretch || layout.verticalAlignment != .bottom {
        notes.append(
          "snapPoints[\(index)]'s frame (align \(layout.horizontalAlignment.rawValue)/\(layout.verticalAlignment.rawValue), width \(AppleDetents.text(layout.width))): the sheet is full width and rests on the container's bottom"
        )
      }
      entries.append(point.code + "," + (comment.isEmpty ? "" : " " + lineComment(comment)))
    }
    // Without dynamic sizing the library keeps the detents in the given order and takes the
    // last as the highest (src/hooks/useAnimatedDetents.ts@bc94d54 L48-64).
    // With dynamic sizing it sorts them (L94-95).
    let heights = indices.map { reference.points[$0 + 1].rect.height }
    if !GorhomSizing.sorts(config), zip(heights, heights.dropFirst()).contains(where: { $1 <= $0 })
    {
      notes.append(
        "the snap points are not in ascending height on iphone-14: @gorhom/bottom-sheet keeps their order and takes the last as the highest"
      )
    }
    // index: the initial point among the exported ones; the closed position is -1.
    let initial = config.initialSnapPointIndex - 1
    var startIndex = 0
    if initial < 0 {
      startIndex = -1
    } else if let found = indices.firstIndex(of: initial) {
      startIndex = found
    } else {
      notes.append(
        "the initial point snapPoints[\(initial)] is an in-between keyframe: the sheet opens at the first snap point"
      )
    }
    var props: [String] = ["snapPoints={snapPoints}", "index={\(startIndex)}"]
    props += sizingProps(config)
    props += releaseProps(config, &notes)
    props += overdragProps(config, &notes)
    props += keyboardProps(config, &notes)
    props += lookProps(config, reference, indices, &notes)
    props.append("onChange={handleChange}")
    notes += lossNotes(document)

    var lines = comment("\(name): exported by modalplay for \(target.library).")
    lines += comment("Follows " + target.follows + ".")
    for note in notes { lines += comment("modalplay: not exported: " + note) }
    lines += [
      "", "import React from 'react';", "import BottomSheet from '@gorhom/bottom-sheet';",
      "import type { BottomSheetProps } from '@gorhom/bottom-sheet';", "",
    ]
    lines += comment("The props of \(type): the sheet's content and its onChange.", marker: "//")
    lines += [
      "export interface \(type)Props {", "  children: React.ReactNode;",
      "  onChange?: BottomSheetProps['onChange'];", "}", "",
    ]
    lines += comment("The sheet of the modalplay config \"\(name)\".", marker: "//")
    lines += [
      "export function \(type)({ children, onChange }: \(type)Props): React.ReactElement {",
      "  const snapPoints = React.useMemo(",
      "    () => [",
    ]
    lines += entries.map { "      " + $0 }
    lines += [
      "    ],", "    [],", "  );",
      "  const handleChange = React.useCallback<NonNullable<BottomSheetProps['onChange']>>(",
      "    (index, position, type) => {", "      onChange?.(index, position, type);", "    },",
      "    [onChange],", "  );", "  return (", "    <BottomSheet",
    ]
    lines += props.map { "      " + $0 }
    lines += ["    >", "      {children}", "    </BottomSheet>", "  );", "}"]
    return SwiftExport(code: lines.joined(separator: "\n") + "\n", notes: notes)
  }

  /// `enablePanDownToClose` from the `gorhom` release's option; another release rule is a note.
  static func releaseProps(_ config: ModalConfig, _ notes: inout [String]) -> [String] {
    var close = false
    if config.release.strategy == GorhomRelease.name {
      close = (config.release.options["enablePanDownToClose"] ?? 0) != 0
    } else {
      notes.append(
        "the release rule \(config.release.strategy): @gorhom/bottom-sheet's release is its own (release gorhom), without pan-down-to-close"
      )
    }
    if config.handoff.rule != "gorhom" {
      notes.append(
        "the hand-off rule \(config.handoff.rule): @gorhom/bottom-sheet's scrollables follow its own (handoff.rule gorhom)"
      )
    }
    return ["enablePanDownToClose={\(close)}"]
  }

  /// `enableOverDrag` and `overDragResistanceFactor` from the `gorhom` overdrag; the others
  /// are the library's nearest, with a note.
  static func overdragProps(_ config: ModalConfig, _ notes: inout [String]) -> [String] {
    switch config.overdrag {
    case .gorhom(let factor):
      return [
        "enableOverDrag={true}",
        "overDragResistanceFactor={\(LayoutValueSyntax.formatNumber(factor))}",
      ]
    case .none:
      notes.append(
        "overdrag none: the sheet follows the finger past its ends; @gorhom/bottom-sheet resists or stops, here it stops (enableOverDrag false)"
      )
      return ["enableOverDrag={false}"]
    default:
      notes.append(
        "the overdrag curve: @gorhom/bottom-sheet resists with its own square root (overdrag gorhom), the factor 2.5 written"
      )
      return ["enableOverDrag={true}", "overDragResistanceFactor={2.5}"]
    }
  }

  /// `keyboardBehavior`: `extend`, `interactive` and `fillParent` are the library's; `lift` is
  /// closest to its `interactive` (the sheet lifted by the keyboard); `keyboardBlurBehavior`
  /// when it is not the default `none` (types.d.ts L167-173).
  static func keyboardProps(_ config: ModalConfig, _ notes: inout [String]) -> [String] {
    let behaviour = keyboardBehaviorProps(config, &notes)
    guard config.keyboardBlurBehavior != .none else { return behaviour }
    return behaviour + ["keyboardBlurBehavior=\"\(config.keyboardBlurBehavior.rawValue)\""]
  }

  static func keyboardBehaviorProps(_ config: ModalConfig, _ notes: inout [String]) -> [String] {
    switch config.keyboardAvoidance {
    case .extend: return ["keyboardBehavior=\"extend\""]
    case .interactive: return ["keyboardBehavior=\"interactive\""]
    case .fillParent: return ["keyboardBehavior=\"fillParent\""]
    case .lift: return ["keyboardBehavior=\"interactive\""]
    case .expand:
      notes.append(
        "keyboardAvoidance expand: written as keyboardBehavior extend (the highest detent), which does not bring back a dim"
      )
      return ["keyboardBehavior=\"extend\""]
    case .layout:
      if config.dependsOnKeyboard {
        notes.append(
          "the layouts that follow the keyboard: @gorhom/bottom-sheet has no keyboard value; its keyboardBehavior interactive (the default) lifts the sheet instead"
        )
      }
      return []
    }
  }

  /// The handle, the corner radius and the dim, from the first point on the reference device.
  static func lookProps(
    _ config: ModalConfig, _ reference: Interpolator, _ indices: [Int], _ notes: inout [String]
  ) -> [String] {
    guard let first = indices.first else { return [] }
    let values = reference.points[first + 1].values
    var props: [String] = []
    let width = values[.handleWidth]
    let height = values[.handleHeight]
    let offset = values[.handleOffset]
    let handle = GorhomConfig.handleHeight(
      width: width, height: height, offset: offset, opacity: values[.handleOpacity])
    if handle == 0 {
      props.append("handleComponent={null}")
    } else {
      let libraryWidth = ExportProbe.rounded(reference.container.width * indicatorWidthShare)
      if abs(width - libraryWidth) >= 0.005 || height != indicatorHeight {
        props.append(
          "handleIndicatorStyle={{ width: \(number(width)), height: \(number(height)) }}")
      }
      if offset != handlePadding {
        props.append("handleStyle={{ paddingVertical: \(number(offset)) }}")
      }
    }
    let radius = values[.cornerRadius]
    if radius != cornerRadius {
      props.append("backgroundStyle={{ borderRadius: \(number(radius)) }}")
    }
    if radius > 0, reference.points[first + 1].traits.maskedCorners != .all {
      notes.append("the masked corners: @gorhom/bottom-sheet's borderRadius rounds every corner")
    }
    if indices.contains(where: { reference.points[$0 + 1].values[.backgroundOpacity] > 0 }) {
      notes.append(
        "the dim: @gorhom/bottom-sheet has no backdrop unless backdropComponent is given (BottomSheetBackdrop)"
      )
    }
    return props
  }

  /// What the library's props have no place for: the animations and the constrained configs.
  static func lossNotes(_ document: ConfigDocument) -> [String] {
    let config = document.config.defaultConfig
    var notes: [String] = []
    // ANIMATION_CONFIGS (src/constants.ts L68-84): iOS's spring (the preset's) and Android's
    // 250 ms timing.
    let library = [
      AnimationConfig.reanimatedSpring(
        mass: 3, stiffness: 1000, damping: 500, overshootClamping: true, restDisplacement: 10,
        restSpeed: 10),
      .exponentialOut(duration: 0.25),
    ]
    if !library.contains(config.snapAnimation) {
      notes.append(
        "the snap animation: @gorhom/bottom-sheet animates with its own ANIMATION_CONFIGS (animationConfigs takes a reanimated config)"
      )
    }
    for index in document.config.constrained.indices {
      notes.append(
        "constrained config \(document.config.name(of: .constrained(index))): @gorhom/bottom-sheet's props do not adapt by themselves"
      )
    }
    return notes
  }

  /// The component's name: the Swift type name of `name` (``SwiftNames/typeName(_:)``) kept to
  /// what ECMAScript allows in an identifier (ID_Continue: letters, letter numbers, decimal
  /// digits, combining marks, `_`), which drops what Swift allows besides (`²`, `①`, U+00AD),
  /// and `Sheet` after it; `Sheet` alone when nothing is left, and in front when the name would
  /// start with a digit or a mark.
  static func typeName(_ name: String) -> String {
    func kept(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.isASCII {
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "_"
      }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .letterNumber, .decimalNumber, .nonspacingMark, .spacingMark:
        return true
      default: return false
      }
    }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: SwiftNames.typeName(name).unicodeScalars.filter(kept))
    let result = String(scalars)
    guard let head = result.unicodeScalars.first else { return "Sheet" }
    let starts: Bool
    switch head.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .letterNumber:
      starts = true
    default: starts = head == "_"
    }
    return (starts ? "" : "Sheet") + result + "Sheet"
  }

  static func number(_ value: Double) -> String {
    LayoutValueSyntax.formatNumber(ExportProbe.rounded(value))
  }

  /// A comment after code: the text made visible (``VisibleText``), so that a line break or a
  /// U+2028 (a line terminator in JavaScript) in a config's name cannot end the comment.
  static func lineComment(_ text: String) -> String {
    "// " + VisibleText.visible(text)
  }

  /// A comment of whole lines, wrapped, made visible the same way.
  static func comment(_ text: String, marker: String = "//") -> [String] {
    SwiftFile.comment(text, marker: marker)
  }
}
