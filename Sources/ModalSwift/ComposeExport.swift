import ModalCore
import ModalSupport

/// `export kotlin compose`: the config as a `@Composable` function showing Compose Material 3's
/// `ModalBottomSheet`, so that an Android team gets the sheet tuned here as code.
///
/// Signatures from brahmkshatriya/compose-native @ bba6ae4 (a copy of androidx's compose
/// tree), compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/:
/// `ModalBottomSheet` (ModalBottomSheet.kt L94-111: `onDismissRequest`, `modifier`,
/// `sheetState`, `sheetMaxWidth`, `shape`, `scrimColor`, `dragHandle`, `content`, and
/// `@ExperimentalMaterial3Api`), `rememberModalBottomSheetState(skipPartiallyExpanded:)`
/// (ModalBottomSheet.kt L218-242: the anchors Hidden, PartiallyExpanded and Expanded, no
/// others; deprecated there for `rememberBottomSheetState`, kept as released versions have it
/// and for the legacy rule the `compose` release follows), `BottomSheetDefaults.SheetMaxWidth` 640 dp and `DragHandle(width:height:)`
/// (SheetDefaults.kt L559, L594-600), and `SheetState`'s `positionalThreshold`, an internal
/// constructor parameter (SheetDefaults.kt L92-96): what the sheet cannot be told is a note.
public enum ComposeExport {
  /// The name `export kotlin NAME` takes.
  public static let name = "compose"
  /// One line for `help` and the docs.
  public static let summary =
    "Compose Material 3: a @Composable showing ModalBottomSheet with rememberModalBottomSheetState"
  /// What the code is written against.
  public static let follows =
    "Compose Material 3's ModalBottomSheet as in androidx's compose tree (brahmkshatriya/compose-native @ bba6ae4: material3 ModalBottomSheet.kt, SheetDefaults.kt)"

  /// The drag handle's size in `BottomSheetDefaults.DragHandle` (SheetBottomTokens.kt L27-28).
  static let handleSize = (width: 32.0, height: 4.0)
  /// `BottomSheetDefaults.SheetMaxWidth` (SheetDefaults.kt L559).
  static let sheetMaxWidth = 640.0
  /// `anchoredDraggable`'s default positional threshold, the only one Material 3 uses.
  static let positionalThreshold = 56.0

  /// Nil when ModalBottomSheet can show `document`'s config, else why not (one line).
  public static func refusal(_ document: ConfigDocument) -> String? {
    let config = document.config.defaultConfig
    guard config.snapDirection == .bottomToTop else {
      return
        "compose cannot express a \(config.snapDirection.rawValue) modal: ModalBottomSheet rises from the bottom edge"
    }
    guard !ExportProbe.standardIndices(config).isEmpty else {
      return "compose needs a standard snap point with a layout: ModalBottomSheet's Expanded anchor"
    }
    return nil
  }

  /// The Kotlin file for `document`, or the refusal as an error.
  public static func export(_ document: ConfigDocument) throws(SwiftExportError) -> SwiftExport {
    if let reason = refusal(document) { throw SwiftExportError(message: reason) }
    return write(document)
  }

  static func write(_ document: ConfigDocument) -> SwiftExport {
    let config = document.config.defaultConfig
    var notes: [String] = []
    let indices = ExportProbe.standardIndices(config)
    let reference = Interpolator(config: config, environment: AppleDetents.reference)
    let points = indices.map { reference.points[$0 + 1] }
    let skip = skipsPartiallyExpanded(config, count: indices.count)
    notes += anchorNotes(config, indices, reference, skip: skip)
    notes += ExportProbe.inBetweenNotes(config, library: "ModalBottomSheet")
    notes += releaseNotes(config)

    var arguments = ["onDismissRequest = onDismissRequest"]
    if config.pointsDependOnKeyboard { arguments.append("modifier = Modifier.imePadding()") }
    if config.keyboardAvoidance != .layout && config.keyboardAvoidance != .lift {
      notes.append(
        "keyboardAvoidance \(config.keyboardAvoidance.rawValue): ModalBottomSheet follows the keyboard only through Modifier.imePadding()"
      )
    }
    arguments.append("sheetState = sheetState")
    arguments.append("sheetMaxWidth = \(dp(maxWidth(config, indices, &notes)))")
    arguments.append("shape = \(shape(points, &notes))")
    arguments.append("scrimColor = \(scrim(points, &notes))")
    arguments.append("dragHandle = \(handle(points[0]))")
    arguments.append("content = content")
    notes += lookNotes(config, document)

    let name = functionName(document.name ?? "config")
    var lines = SwiftFile.comment(
      "\(document.name ?? "config"): exported by modalplay for Compose Material 3.")
    lines += SwiftFile.comment("Follows " + follows + ".")
    lines += SwiftFile.comment(
      "Compiled by modalplay's tests with kotlinc 1.3 against stubs of these declarations, without the Compose compiler plugin."
    )
    for note in notes { lines += SwiftFile.comment("modalplay: not exported: " + note) }
    lines.append("")
    lines += imports(keyboard: config.pointsDependOnKeyboard).map { "import " + $0 }
    lines.append("")
    lines += SwiftFile.comment(
      "The sheet: show it while it is open; onDismissRequest hides it (a drag to Hidden, a tap on the scrim, back)."
    )
    lines += [
      "@OptIn(ExperimentalMaterial3Api::class)",
      "@Composable",
      "fun \(name)(onDismissRequest: () -> Unit, content: @Composable ColumnScope.() -> Unit) {",
      "    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = \(skip))",
      "    ModalBottomSheet(",
    ]
    lines += arguments.enumerated().map {
      "        " + $1 + ($0 < arguments.count - 1 ? "," : "")
    }
    lines += ["    )", "}"]
    return SwiftExport(code: lines.joined(separator: "\n") + "\n", notes: notes)
  }

  /// The imports, sorted as Android Studio writes them.
  static func imports(keyboard: Bool) -> [String] {
    var names = [
      "androidx.compose.foundation.layout.ColumnScope",
      "androidx.compose.foundation.shape.RoundedCornerShape",
      "androidx.compose.material3.BottomSheetDefaults",
      "androidx.compose.material3.ExperimentalMaterial3Api",
      "androidx.compose.material3.ModalBottomSheet",
      "androidx.compose.material3.rememberModalBottomSheetState",
      "androidx.compose.runtime.Composable",
      "androidx.compose.ui.Modifier",
      "androidx.compose.ui.graphics.Color",
      "androidx.compose.ui.unit.dp",
    ]
    if keyboard { names.append("androidx.compose.foundation.layout.imePadding") }
    return names.sorted()
  }

  /// `skipPartiallyExpanded`: the `compose` release's option, or a single point (Expanded only).
  static func skipsPartiallyExpanded(_ config: ModalConfig, count: Int) -> Bool {
    if count == 1 { return true }
    return config.release.strategy == ComposeRelease.name
      && config.release.options["skipPartiallyExpanded"] == 1
  }

  /// The points ModalBottomSheet has no anchor for, and the anchors' heights it decides itself.
  static func anchorNotes(
    _ config: ModalConfig, _ indices: [Int], _ reference: Interpolator, skip: Bool
  ) -> [String] {
    var notes: [String] = []
    let anchors =
      "ModalBottomSheet's anchors are Hidden, PartiallyExpanded (half the container) and Expanded (the content's height) and it takes no others"
    // With skipPartiallyExpanded the first point is the one the `compose` release leaves out,
    // as the sheet does: not a loss.
    let kept = [indices[0], indices[indices.count - 1]]
    for index in indices where !kept.contains(index) {
      let key = config.snapPoints[index].key.map { " (\($0))" } ?? ""
      notes.append("snapPoints[\(index)]\(key) has no anchor: \(anchors)")
    }
    let container = AppleDetents.reference.containerSize.height
    if !skip, let first = indices.first {
      let height = reference.points[first + 1].rect.height
      if abs(height - container / 2) >= 0.005 {
        notes.append(
          "snapPoints[\(first)]'s height \(number(height)) pt on an iphone-14: PartiallyExpanded is half the container, \(number(container / 2)) pt"
        )
      }
    }
    if let last = indices.last, let layout = config.snapPoints[last].layout,
      !AppleDetents.text(layout.height).contains("content")
    {
      let height = reference.points[last + 1].rect.height
      notes.append(
        "snapPoints[\(last)]'s height \(number(height)) pt on an iphone-14: Expanded is as tall as the content slot (at most the container), give the content that height"
      )
    }
    return notes
  }

  /// The release rule and the thresholds ModalBottomSheet cannot be given.
  static func releaseNotes(_ config: ModalConfig) -> [String] {
    let release = config.release
    guard release.strategy == ComposeRelease.name else {
      return [
        "the release rule \(release.strategy): ModalBottomSheet settles with anchoredDraggable's positional threshold (56 dp) and velocity threshold (125 dp/s)"
      ]
    }
    var notes: [String] = []
    let threshold =
      release.options["positionalThreshold"] ?? positionalThreshold
    if threshold != positionalThreshold {
      notes.append(
        "positionalThreshold \(number(threshold)) dp: SheetState's positionalThreshold is internal in Material 3 (its constructor is internal), so the sheet keeps 56 dp"
      )
    }
    if release.options["skipHiddenState"] == 1 {
      notes.append(
        "skipHiddenState 1: rememberModalBottomSheetState always has Hidden (skipHiddenState is rememberStandardBottomSheetState's, for BottomSheetScaffold)"
      )
    }
    return notes
  }

  /// `sheetMaxWidth`: N of a `stretch max N` width, else the default with a note.
  static func maxWidth(_ config: ModalConfig, _ indices: [Int], _ notes: inout [String]) -> Double {
    let widths = Set(
      indices.compactMap { config.snapPoints[$0].layout.map { AppleDetents.text($0.width) } })
    if widths.count == 1, let width = widths.first, width.hasPrefix("stretch max "),
      let value = Double(width.dropFirst("stretch max ".count)), value > 0
    {
      return value
    }
    notes.append(
      "the width \(widths.sorted().joined(separator: ", ")): ModalBottomSheet fills the width up to sheetMaxWidth, exported as its default 640 dp"
    )
    return sheetMaxWidth
  }

  /// `shape`: the first point's radius on its rounded corners.
  static func shape(_ points: [InterpolationPoint], _ notes: inout [String]) -> String {
    let first = points[0]
    let radius = first.values[.cornerRadius]
    if Set(points.map { $0.values[.cornerRadius] }).count > 1 {
      notes.append(
        "the corner radius changes between the points: ModalBottomSheet's shape is one, the first point's \(number(radius)) dp"
      )
    }
    switch first.traits.maskedCorners {
    case .all: return "RoundedCornerShape(\(dp(radius)))"
    case .top: break
    default:
      notes.append(
        "the masked corners: exported on the top corners, the edge away from the screen's")
    }
    return "RoundedCornerShape(topStart = \(dp(radius)), topEnd = \(dp(radius)))"
  }

  /// `scrimColor`: the first point's dim (colour times opacity).
  static func scrim(_ points: [InterpolationPoint], _ notes: inout [String]) -> String {
    func alpha(_ point: InterpolationPoint) -> Double {
      point.values[.backgroundOpacity] * point.values[.backgroundAlpha]
    }
    let values = points[0].values
    if Set(points.map(alpha)).count > 1 {
      notes.append(
        "the dim changes between the points: ModalBottomSheet's scrim is one colour, the first point's"
      )
    }
    let taps = Set(points.map(\.traits.backgroundTapInteraction))
    if taps != [.dismiss] {
      let names = taps.map(\.rawValue).sorted().joined(separator: ", ")
      notes.append("the background tap \(names): a tap on ModalBottomSheet's scrim dismisses it")
    }
    let (red, green, blue) = (
      values[.backgroundRed], values[.backgroundGreen], values[.backgroundBlue]
    )
    if red == 0, green == 0, blue == 0 {
      return "Color.Black.copy(alpha = \(float(alpha(points[0]))))"
    }
    return
      "Color(red = \(float(red)), green = \(float(green)), blue = \(float(blue)), alpha = \(float(alpha(points[0]))))"
  }

  /// `dragHandle`: Material's handle at the first point's size, or none.
  static func handle(_ point: InterpolationPoint) -> String {
    let values = point.values
    guard values[.handleOpacity] > 0, values[.handleWidth] > 0, values[.handleHeight] > 0 else {
      return "null"
    }
    let (width, height) = (values[.handleWidth], values[.handleHeight])
    if width == handleSize.width, height == handleSize.height {
      return "{ BottomSheetDefaults.DragHandle() }"
    }
    return "{ BottomSheetDefaults.DragHandle(width = \(dp(width)), height = \(dp(height))) }"
  }

  /// The animations and adaptive configs ModalBottomSheet has no parameter for.
  static func lookNotes(_ config: ModalConfig, _ document: ConfigDocument) -> [String] {
    var notes: [String] = []
    let spring = (try? BuiltinPresets.document(named: name))??.config.defaultConfig.snapAnimation
    if config.snapAnimation != spring {
      notes.append(
        "the snap animation \(config.snapAnimation.kindName): ModalBottomSheet settles with MaterialTheme.motionScheme's defaultSpatialSpec (a spring, damping ratio 0.9, stiffness 700)"
      )
    }
    for index in document.config.constrained.indices {
      notes.append(
        "constrained config \(document.config.name(of: .constrained(index))): the function shows one configuration"
      )
    }
    return notes
  }

  /// A Kotlin function name from a document's name: its ASCII letters and digits, each word
  /// capitalised, then `Sheet` (`compose` gives `ComposeSheet`; nothing usable gives
  /// `ConfigSheet`), so no text of the config reaches the code.
  public static func functionName(_ documentName: String) -> String {
    var name = ""
    var upper = true
    for scalar in documentName.unicodeScalars {
      let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      let isDigit = ("0"..."9").contains(scalar)
      guard isLetter || isDigit else {
        upper = true
        continue
      }
      let text = String(scalar)
      name += upper ? text.uppercased() : text
      upper = false
    }
    if name.isEmpty || name.first!.isNumber { name = "Config" + name }
    return name + "Sheet"
  }

  static func number(_ value: Double) -> String {
    LayoutValueSyntax.formatNumber(ExportProbe.rounded(value))
  }

  /// A Dp literal: `28.dp`, `28.5.dp`.
  static func dp(_ value: Double) -> String { number(value) + ".dp" }

  /// A Float literal: `0.32f`.
  static func float(_ value: Double) -> String { number(value) + "f" }
}
