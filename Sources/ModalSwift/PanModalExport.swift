import ModalCore

/// `export swift panmodal`: a `PanModalPresentable` conformance of a view
/// controller declared in the file. PanModal has two forms: the first standard snap point is
/// the short form, the last the long form; each height is the first `PanModalHeight` that gives
/// the point's height on every probed device (PanModal caps every height at `topOffset`, safe
/// top + 21, and the short form at the long form). peers-research.md sections 1.6 and 4.7 give
/// the API shapes; the `panmodal` preset's comments say how PanModal's numbers map to a config.
enum PanModalExport {
  static let target = SwiftExportTarget(
    name: "panmodal",
    summary:
      "PanModal: a PanModalPresentable conformance (short and long form) of a view controller",
    follows: "PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7)",
    library: "PanModal", imports: ["PanModal", "UIKit"],
    // github.com/slackhq/PanModal at commit 76ab89f (1.2.7 and two commits): Package.swift line 8
    // `platforms: [.iOS(.v10)]`, PanModal.podspec line 26 `s.ios.deployment_target = '10.0'`.
    libraryMinimum: (
      "10", "PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10))"
    ),
    refusal: refusal,
    write: write)

  /// PanModal's top offset below the safe area (`topLayoutOffset + 21`).
  static let topOffset = 21.0

  static func refusal(_ document: ConfigDocument) -> String? {
    let config = document.config.defaultConfig
    guard config.snapDirection == .bottomToTop else {
      return
        "panmodal cannot express a \(config.snapDirection.rawValue) modal: PanModal's sheet rises from the bottom edge"
    }
    guard !ExportProbe.standardIndices(config).isEmpty else {
      return "panmodal needs a standard snap point with a layout: the short and long forms"
    }
    return nil
  }

  /// One fitted height: the code, the heights it predicts per probe sample, and a note when it
  /// is only the reference device's value.
  struct Height {
    var code: String
    var predicted: [Double]
    var note: String?
    /// The largest difference from the point over the samples (0 for a fit).
    var error: Double
  }

  /// PanModal's largest height in a sample: the container less the top offset (`top`, the
  /// view controller's `topOffset`; nil: PanModal's default, the safe top + 21).
  static func maxHeight(_ sample: ExportProbe.Sample, top: Double? = nil) -> Double {
    sample.length - (top ?? sample.far + topOffset)
  }

  /// The `topOffset` that makes point `index` PanModal's `.maxHeight` on every probed device,
  /// when the default one does not: the distance from the container's top to the point's is
  /// then the same everywhere (0 for a full-screen form, as `topOffset { 0 }` imports).
  /// PanModalPresentable+LayoutHelpers.swift (slackhq/PanModal 76ab89f, lines 72-74 and
  /// 92-95): `.maxHeight`'s top is `topOffset`, whatever the safe area.
  static func fixedTop(_ index: Int, _ probe: ExportProbe) -> Double? {
    let tops = probe.samples.map { $0.length - $0.extents[index] }
    guard let first = tops.first, first >= 0, first.isFinite,
      tops.allSatisfy({ abs($0 - first) < 0.01 })
    else { return nil }
    return first
  }

  /// The height of point `index`, every prediction at most `cap` (per sample).
  static func height(
    _ index: Int, _ probe: ExportProbe, _ config: ModalConfig, top: Double? = nil,
    cap: @escaping (Int) -> Double
  ) -> Height {
    let limit: (Int) -> Double = { Swift.min(cap($0), maxHeight(probe.samples[$0], top: top)) }
    func number(_ value: Double) -> String {
      LayoutValueSyntax.formatNumber(ExportProbe.rounded(value))
    }
    var forms: [(ExportProbe.Form, (Double) -> String)] = [
      (
        .init(solve: { _, _ in 0 }, predict: { s, _ in maxHeight(s, top: top) }),
        { _ in ".maxHeight" }
      ),
      (
        .init(
          solve: { s, e in maxHeight(s, top: top) - e > 0.005 ? maxHeight(s, top: top) - e : nil },
          predict: { s, inset in maxHeight(s, top: top) - inset }),
        { ".maxHeightWithTopInset(\(number($0)))" }
      ),
      (
        .init(solve: { s, e in e - s.near }, predict: { s, c in c + s.near }),
        { ".contentHeight(\(number($0)))" }
      ),
      (
        .init(solve: { _, e in e }, predict: { _, c in c }),
        { ".contentHeightIgnoringSafeArea(\(number($0)))" }
      ),
    ]
    if config.content != nil {
      forms.append(
        (
          .init(solve: { _, _ in 0 }, predict: { s, _ in s.content + s.near }),
          { _ in ".intrinsicHeight" }
        ))
    }
    // `.maxHeight` always has a number.
    let best = probe.best(index, forms.map(\.0), cap: limit) ?? (0, 0, 0)
    let form = forms[best.form].0
    let predicted = probe.samples.indices.map {
      Swift.min(form.predict(probe.samples[$0], best.value), limit($0))
    }
    let code = forms[best.form].1(best.value)
    var note: String?
    if best.error > 0 {
      let text = config.snapPoints[index].layout.map { AppleDetents.text($0.height) } ?? "(none)"
      note =
        "snapPoints[\(index)]'s height \(text) is no PanModalHeight: the nearest, \(code), is off by up to \(LayoutValueSyntax.formatNumber(ExportProbe.rounded(best.error, places: 1))) pt on the devices probed"
    } else if code == ".intrinsicHeight" {
      note =
        "snapPoints[\(index)] follows the content: .intrinsicHeight is the view's systemLayoutSizeFitting height, which stands for the content's \(LayoutValueSyntax.formatNumber(config.contentLayoutLength)) pt here"
    }
    return Height(code: code, predicted: predicted, note: note, error: best.error)
  }

  static func write(_ document: ConfigDocument, ios: IOSVersion?) -> SwiftExport {
    let config = document.config.defaultConfig
    var file = target.file(for: document, ios: ios)
    let name = file.documentName
    var notes = ExportProbe.inBetweenNotes(config, library: target.library)
    let indices = ExportProbe.standardIndices(config)
    guard let shortIndex = indices.first, let longIndex = indices.last else {
      return SwiftExport(code: "", notes: refusal(document).map { [$0] } ?? [])
    }
    let probe = ExportProbe(config: config)
    let reference = ExportProbe.reference(config)
    var top: Double? = nil
    var long = height(longIndex, probe, config) { _ in .infinity }
    // A long form no default PanModalHeight reaches (a full-screen sheet) may be `.maxHeight`
    // below a top offset of its own.
    if long.error > 0, let fixed = fixedTop(longIndex, probe) {
      let below = height(longIndex, probe, config, top: fixed) { _ in .infinity }
      if below.error == 0 { (top, long) = (fixed, below) }
    }
    let short =
      shortIndex == longIndex
      ? long : height(shortIndex, probe, config, top: top) { long.predicted[$0] }
    if indices.count > 2 {
      let dropped = indices.dropFirst().dropLast().map { "snapPoints[\($0)]" }
      notes.append(
        "PanModal has two forms: the short form takes snapPoints[\(shortIndex)] and the long form snapPoints[\(longIndex)]; \(dropped.joined(separator: ", ")) \(dropped.count == 1 ? "has" : "have") no form, a release lands on one of the two"
      )
    } else if indices.count == 1 {
      notes.append(
        "one snap point: PanModal's short form is its long form (shortFormHeight = longFormHeight)")
    }
    notes += [long.note, short.note].compactMap { $0 }
    let shortValues = reference.points[shortIndex + 1]
    if shortValues.values[.cornerRadius] > 0, shortValues.traits.maskedCorners != .top {
      notes.append("the masked corners: PanModal rounds the top corners only")
    }
    // An imported view controller is extended: the export replaces its PanModalPresentable
    // members, keeps its own scroll view, and leaves PanModal's defaults unsaid.
    let own = document.sourceType.flatMap { SwiftNames.typeName($0) == $0 ? $0 : nil }
    let type = own ?? SwiftNames.typeName(name) + "SheetViewController"
    var lines: [String]
    if let own {
      lines = SwiftFile.comment(
        "The sheet of \(own) as the modalplay config \"\(name)\" has it: these members replace its PanModalPresentable members (its panScrollable stays its own; PanModal's defaults are left out).",
        marker: "//")
    } else {
      lines = SwiftFile.comment(
        "The sheet of the modalplay config \"\(name)\": present it with presentPanModal(_:).",
        marker: "///")
      lines.append("final class \(type): UIViewController {}")
      lines.append("")
    }
    // PanModal's protocol is nonisolated (a Swift 5 library) and the view controller is
    // main-actor isolated: Swift 6 language mode accepts the conformance marked so.
    lines.append("extension \(type): @preconcurrency PanModalPresentable {")
    var properties: [(String, String, String)] = [
      ("panScrollable", "UIScrollView?", "nil"),
      ("shortFormHeight", "PanModalHeight", short.code),
      ("longFormHeight", "PanModalHeight", long.code),
    ]
    if let top { properties.append(("topOffset", "CGFloat", number(top))) }
    properties += [
      ("cornerRadius", "CGFloat", number(shortValues.values[.cornerRadius]))
    ]
    let (duration, damping) = animation(config, &notes)
    properties += [
      ("springDamping", "CGFloat", number(damping)),
      ("transitionDuration", "Double", number(duration)),
      ("panModalBackgroundColor", "UIColor", dim(shortValues, reference, longIndex, &notes)),
    ]
    properties += interaction(config, reference, indices, &notes)
    if own != nil {
      properties.removeAll { name, _, value in
        name == "panScrollable" || defaults[name] == value
          || (name == "shortFormHeight" && value == long.code)
      }
    }
    for (name, type, value) in properties {
      lines.append("  var \(name): \(type) { \(value) }")
    }
    lines.append("}")
    file.declarations.append(lines.joined(separator: "\n"))
    notes += lossNotes(config)
    notes += FloatingPanelExport.appearanceNotes(
      indices, reference, library: "PanModal",
      surface: "PanModal's container keeps one appearance")
    notes += ExportProbe.keyboardAndAdaptiveNotes(
      document, library: "PanModal",
      adapts: adapts)
    file.notes = notes
    return file.export
  }

  /// PanModal's defaults, as the export writes them (PanModalPresentable+Defaults.swift,
  /// slackhq/PanModal 76ab89f: cornerRadius 8, springDamping 0.8, the 0.7 black background,
  /// anchorModalToLongForm, allowsDragToDismiss, allowsTapToDismiss and showDragIndicator true;
  /// PanModalAnimator.swift: transitionDuration 0.5).
  static let defaults: [String: String] = [
    "cornerRadius": "8", "springDamping": "0.8", "transitionDuration": "0.5",
    "panModalBackgroundColor": "UIColor.black.withAlphaComponent(0.7)",
    "anchorModalToLongForm": "true", "allowsDragToDismiss": "true", "allowsTapToDismiss": "true",
    "showDragIndicator": "true",
  ]

  static func number(_ value: Double) -> String {
    LayoutValueSyntax.formatNumber(ExportProbe.rounded(value, places: 4))
  }

  /// `transitionDuration` and `springDamping`: the snap animation's spring.
  static func animation(_ config: ModalConfig, _ notes: inout [String]) -> (Double, Double) {
    if config.entranceAnimation != config.snapAnimation
      || config.exitAnimation != config.snapAnimation
    {
      notes.append(
        "the entrance and exit animations: PanModal uses one spring (transitionDuration, springDamping) for every transition; the snap animation's is exported"
      )
    }
    switch config.snapAnimation {
    case .spring(let duration, let damping), .springGesture(let duration, let damping, _):
      return (duration, damping)
    default:
      notes.append(
        "the snap animation \(config.snapAnimation.kindName): PanModal animates with a spring; its defaults (0.5 s, damping 0.8) are exported"
      )
      return (0.5, 0.8)
    }
  }

  /// `panModalBackgroundColor`: the short form's dim.
  static func dim(
    _ short: InterpolationPoint, _ reference: Interpolator, _ longIndex: Int,
    _ notes: inout [String]
  ) -> String {
    let values = short.values
    let long = reference.points[longIndex + 1].values
    let alpha = values[.backgroundOpacity] * values[.backgroundAlpha]
    if alpha != long[.backgroundOpacity] * long[.backgroundAlpha] {
      notes.append(
        "the dim changes between the forms: PanModal's background is one color, faded in on presentation"
      )
    }
    let (red, green, blue) = (
      values[.backgroundRed], values[.backgroundGreen], values[.backgroundBlue]
    )
    if red == 0, green == 0, blue == 0 {
      return "UIColor.black.withAlphaComponent(\(number(alpha)))"
    }
    return
      "UIColor(red: \(number(red)), green: \(number(green)), blue: \(number(blue)), alpha: \(number(alpha)))"
  }

  /// `anchorModalToLongForm`, `allowsDragToDismiss`, `allowsTapToDismiss`, `showDragIndicator`.
  static func interaction(
    _ config: ModalConfig, _ reference: Interpolator, _ indices: [Int], _ notes: inout [String]
  ) -> [(String, String, String)] {
    let anchor =
      config.handoff.rule != "panmodal"
      || config.handoff.options[PanModalHandoff.anchorModalToLongForm.name] != 0
    var drag = config.flags.overrideShouldSnapToUnderShootSnapPoint != false
    if config.release.strategy == VelocityThresholdRelease.name,
      config.release.options["allowsDragToDismiss"] == 0
    {
      drag = false
    }
    let points = indices.map { reference.points[$0 + 1] }
    let taps = Set(points.map(\.traits.backgroundTapInteraction))
    let tap = taps.contains(.dismiss)
    if taps.count > 1 {
      notes.append(
        "the background tap changes between the points: PanModal's allowsTapToDismiss holds at both forms"
      )
    }
    let first = points[0].values
    let handle = first[.handleOpacity] > 0 && first[.handleWidth] > 0 && first[.handleHeight] > 0
    if handle, first[.handleWidth] != 36 || first[.handleHeight] != 5 {
      notes.append(
        "the drag handle's size \(number(first[.handleWidth])) x \(number(first[.handleHeight])): PanModal's indicator is 36 x 5"
      )
    }
    return [
      ("anchorModalToLongForm", "Bool", "\(anchor)"),
      ("allowsDragToDismiss", "Bool", "\(drag)"),
      ("allowsTapToDismiss", "Bool", "\(tap)"),
      ("showDragIndicator", "Bool", "\(handle)"),
    ]
  }

  /// The release, overdrag and hand-off PanModal has no setting for.
  static func lossNotes(_ config: ModalConfig) -> [String] {
    let speed = VelocityThresholdRelease.panModalThreshold
    var notes: [String] = []
    if config.release.strategy != VelocityThresholdRelease.name {
      notes.append(
        "the release rule \(config.release.strategy): PanModal goes by the direction above \(number(speed)) pt/s, else to the nearest form"
      )
    } else if let threshold = config.release.options["threshold"], threshold != speed {
      notes.append(
        "the release threshold \(number(threshold)) pt/s: PanModal's is a constant \(number(speed)) pt/s"
      )
    }
    if config.overdrag != .linearTop(0.5) {
      notes.append(
        "the overdrag curve: PanModal halves the drag above the long form and follows the finger below the short form"
      )
    }
    if config.content?.scrolls == true {
      notes.append(
        "the content's scroll view: return it from panScrollable for PanModal's scroll hand-off (the export returns nil)"
      )
    }
    if config.content != nil, config.handoff.rule != "panmodal" {
      notes.append(
        "the hand-off rule \(config.handoff.rule): PanModal hands a drag between sheet and scroll view over by its own rule"
      )
    }
    return notes
  }

  /// The note on a constrained config: PanModal adapts by itself only under VoiceOver and on
  /// the iPad idiom.
  static func adapts(_ constrained: ConstrainedConfig) -> String {
    switch constrained.conditions {
    case [.voiceOver]:
      return "PanModal shows only the long form while VoiceOver runs, by itself"
    case [.idiom(.pad)]:
      return
        "PanModal presents a popover on the iPad idiom by itself (presentPanModal(_:sourceView:sourceRect:))"
    default:
      return "PanModal has no layouts per size class or device"
    }
  }
}
