import ModalCore

/// One prop of `BottomSheetProps` (and `BottomSheetModalProps`) as `load Sheet.tsx` reads it:
/// its name, the value it reads, and what it sets in the config or why it is not used. The
/// props and their defaults are those of gorhom/react-native-bottom-sheet v5.2.13 (commit
/// bc94d54): src/components/bottomSheet/types.d.ts L38-337, the defaults
/// src/components/bottomSheet/constants.ts L8-20, BottomSheetModal's own props
/// src/components/bottomSheetModal/types.d.ts. A prop another part of the model comes to read
/// is one entry of ``GorhomProps/table`` changed from `notModelled` to its use.
struct GorhomProp: Sendable {
  enum Use: Sendable, Equatable {
    case snapPoints, index, panDownToClose, overDrag, overDragFactor, keyboard, keyboardBlur
    /// The `gorhom` section's sizing props (``GorhomConfig``), under the same names.
    case dynamicSizing, maxDynamicContentSize, detached, bottomInset, topInset
    case handleIndicatorStyle, handleStyle, backgroundStyle, handleComponent
    /// Read, but the model has no place for it: why.
    case notModelled(String)
    /// The app's own (a callback, a ref, a component): why it is not the sheet's configuration.
    case app(String)
  }

  let name: String
  /// What value is read: `a boolean`, `a number`, ...
  let reads: String
  let use: Use

  /// What the prop sets, or why it is not used: the docs' table's last column.
  var effect: String {
    switch use {
    case .snapPoints:
      "the snap points: a number is a height in points, 'N%' a percent of the container; in ascending height; a line comment after one is its key"
    case .index: "initialIndex (-1, mounted closed: approximated as the first point)"
    case .panDownToClose: "release.enablePanDownToClose 1 (release gorhom)"
    case .overDrag: "false: overdrag none"
    case .overDragFactor: "overdrag gorhom(FACTOR)"
    case .keyboard: "keyboardAvoidance of the same name (absent: the preset's)"
    case .keyboardBlur: "keyboardBlurBehavior of the same name"
    case .dynamicSizing:
      "gorhom.enableDynamicSizing (absent: true, the library's default); the content-sized point needs the content's height (content N)"
    case .maxDynamicContentSize: "gorhom.maxDynamicContentSize"
    case .detached: "gorhom.detached"
    case .bottomInset: "gorhom.bottomInset"
    case .topInset: "gorhom.topInset"
    case .handleIndicatorStyle: "snap 1's dragHandle.width and dragHandle.height"
    case .handleStyle: "snap 1's dragHandle.offset"
    case .backgroundStyle: "snap 1's cornerRadius"
    case .handleComponent: "null: dragHandle.opacity 0; a component: not modelled"
    case .notModelled(let why), .app(let why): why
    }
  }
}

enum GorhomProps {
  static let callback =
    "a callback: the app's behaviour on the sheet's events, not its configuration"
  static let keyboard =
    "not modelled: the keyboard's dismissal as a drag begins is not in the gorhom model"
  static let animation =
    "not modelled: the gorhom preset's animation is the library's iOS spring (ANIMATION_CONFIGS, src/constants.ts L68-84)"

  /// Every prop read, one line each.
  static let table: [GorhomProp] = [
    GorhomProp(
      name: "snapPoints",
      reads: "an array of numbers and 'N%' strings, its constant or its useMemo", use: .snapPoints),
    GorhomProp(name: "index", reads: "an integer (default 0; -1 closed)", use: .index),
    GorhomProp(
      name: "enablePanDownToClose", reads: "a boolean (default false)", use: .panDownToClose),
    GorhomProp(name: "enableOverDrag", reads: "a boolean (default true)", use: .overDrag),
    GorhomProp(
      name: "overDragResistanceFactor", reads: "a number (default 2.5)", use: .overDragFactor),
    GorhomProp(
      name: "keyboardBehavior", reads: "'interactive' (default), 'extend' or 'fillParent'",
      use: .keyboard),
    GorhomProp(name: "enableDynamicSizing", reads: "a boolean (default true)", use: .dynamicSizing),
    GorhomProp(
      name: "handleIndicatorStyle", reads: "an object of width and height",
      use: .handleIndicatorStyle),
    GorhomProp(name: "handleStyle", reads: "an object of paddingVertical", use: .handleStyle),
    GorhomProp(name: "backgroundStyle", reads: "an object of borderRadius", use: .backgroundStyle),
    GorhomProp(
      name: "handleComponent", reads: "null (no handle) or a component", use: .handleComponent),
    GorhomProp(
      name: "maxDynamicContentSize", reads: "a number from 1 to 100000 (default none)",
      use: .maxDynamicContentSize),
    GorhomProp(name: "detached", reads: "a boolean (default false)", use: .detached),
    GorhomProp(
      name: "bottomInset", reads: "a number from 0 to 100000 (default 0)", use: .bottomInset),
    GorhomProp(name: "topInset", reads: "a number from 0 to 100000 (default 0)", use: .topInset),
    GorhomProp(
      name: "keyboardBlurBehavior", reads: "'none' (default) or 'restore'", use: .keyboardBlur),
    GorhomProp(
      name: "keyboardInputMode", reads: "'adjustPan' or 'adjustResize'",
      use: .notModelled("not modelled: Android's window input mode")),
    GorhomProp(
      name: "enableBlurKeyboardOnGesture", reads: "a boolean", use: .notModelled(keyboard)),
    GorhomProp(
      name: "android_keyboardInputMode", reads: "'adjustPan' or 'adjustResize'",
      use: .notModelled("not modelled: Android's window input mode")),
    GorhomProp(
      name: "animationConfigs", reads: "a reanimated config", use: .notModelled(animation)),
    GorhomProp(name: "overrideReduceMotion", reads: "a ReduceMotion", use: .notModelled(animation)),
    GorhomProp(
      name: "animateOnMount", reads: "a boolean (default true)",
      use: .notModelled("not modelled: present always animates from the closed position")),
    GorhomProp(
      name: "handleHeight", reads: "a number (default 24)",
      use: .notModelled(
        "not modelled: the handle's height the library reserves for the content's layout; the model's content is not laid out"
      )),
    GorhomProp(
      name: "enableContentPanningGesture", reads: "a boolean",
      use: .notModelled("not modelled: every drag moves the sheet")),
    GorhomProp(
      name: "enableHandlePanningGesture", reads: "a boolean",
      use: .notModelled("not modelled: every drag moves the sheet")),
    GorhomProp(
      name: "containerHeight", reads: "a number",
      use: .notModelled("not modelled: the container is the device's screen")),
    GorhomProp(
      name: "containerOffset", reads: "a shared value",
      use: .notModelled("not modelled: the container is the device's screen")),
    GorhomProp(
      name: "backdropComponent", reads: "a component",
      use: .notModelled("not modelled: the gorhom preset has no backdrop (no dim)")),
    GorhomProp(
      name: "backgroundComponent", reads: "a component",
      use: .notModelled(
        "not modelled: the background is the preset's, with backgroundStyle's borderRadius")),
    GorhomProp(
      name: "footerComponent", reads: "a component",
      use: .notModelled("not modelled: the model has no footer")),
    GorhomProp(
      name: "style", reads: "a style", use: .notModelled("not modelled: the sheet's own view style")
    ),
    GorhomProp(
      name: "containerStyle", reads: "a style",
      use: .notModelled("not modelled: the container's style")),
    GorhomProp(name: "onChange", reads: "a function", use: .app(callback)),
    GorhomProp(name: "onAnimate", reads: "a function", use: .app(callback)),
    GorhomProp(name: "onClose", reads: "a function", use: .app(callback)),
    GorhomProp(name: "onDismiss", reads: "a function", use: .app(callback)),
    GorhomProp(
      name: "ref", reads: "a ref",
      use: .app(
        "the app's handle on the sheet (snapToIndex, present): its calls are the app's, not read")),
    GorhomProp(name: "key", reads: "a value", use: .app("React's identity of the element")),
    GorhomProp(
      name: "name", reads: "a string",
      use: .app("BottomSheetModal's name among the modals of its provider")),
    GorhomProp(
      name: "stackBehavior", reads: "'push', 'switch' or 'replace'",
      use: .notModelled("not modelled: one sheet is modelled, not a stack of modals")),
    GorhomProp(
      name: "enableDismissOnClose", reads: "a boolean",
      use: .notModelled("not modelled: one sheet is modelled, not its unmounting")),
    GorhomProp(
      name: "animatedIndex", reads: "a shared value",
      use: .app("a value the app reads: the sheet's position, not its configuration")),
    GorhomProp(
      name: "animatedPosition", reads: "a shared value",
      use: .app("a value the app reads: the sheet's position, not its configuration")),
    GorhomProp(
      name: "gestureEventsHandlersHook", reads: "a hook",
      use: .notModelled(
        "not modelled: the release follows the library's own handlers (release gorhom)")),
    GorhomProp(
      name: "activeOffsetX", reads: "a number",
      use: .notModelled("not modelled: the gesture's activation")),
    GorhomProp(
      name: "activeOffsetY", reads: "a number",
      use: .notModelled("not modelled: the gesture's activation")),
    GorhomProp(
      name: "failOffsetX", reads: "a number",
      use: .notModelled("not modelled: the gesture's activation")),
    GorhomProp(
      name: "failOffsetY", reads: "a number",
      use: .notModelled("not modelled: the gesture's activation")),
    GorhomProp(
      name: "simultaneousHandlers", reads: "gesture handlers", use: .app("the app's other gestures")
    ),
    GorhomProp(name: "waitFor", reads: "gesture handlers", use: .app("the app's other gestures")),
    GorhomProp(
      name: "accessible", reads: "a boolean", use: .notModelled("not modelled: accessibility")),
    GorhomProp(
      name: "accessibilityLabel", reads: "a string",
      use: .notModelled("not modelled: accessibility")),
    GorhomProp(
      name: "accessibilityRole", reads: "a string", use: .notModelled("not modelled: accessibility")
    ),
  ]

  static let byName: [String: GorhomProp] = Dictionary(
    table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
