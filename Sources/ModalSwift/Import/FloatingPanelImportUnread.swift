import ModalCore

/// What of a `FloatingPanelController`'s set-up the import does not turn into config, so that
/// it is reported instead of left out silently. The names are FloatingPanel's own
/// (scenee/FloatingPanel 7efcc76): the controller's properties (Sources/Controller.swift, lines
/// 173-271), the surface's and its appearance's (Sources/SurfaceView.swift, lines 16-132) and
/// the backdrop's (Sources/BackdropView.swift, line 13). An assignment to another object (a
/// view's `contentMode`, the app's own types) is the app's code and stays out of the report.
extension FloatingPanelImport {
  /// The parts of a panel that a receiver chain ending in one of them belongs to.
  static let panelParts: Set<String> = [
    "surfaceView", "appearance", "grabberHandle", "backdropView", "dismissalTapGestureRecognizer",
    "containerView",
  ]

  /// The controller's own properties that a set-up may assign (`fpc.contentMode = ...`); its
  /// `delegate`, `layout` and `behavior` are how the code gives what the import reads.
  static let controllerProperties: Set<String> = [
    "contentMode", "contentInsetAdjustmentBehavior", "isRemovalInteractionEnabled",
  ]

  /// The variables that hold a `FloatingPanelController` in `parser`'s code: those declared or
  /// assigned `FloatingPanelController(...)` or typed `FloatingPanelController` (a delegate
  /// method's parameter too), and `""` (the controller itself, `self.`) when a type of the
  /// code inherits from it. Wider than ``controllers(_:)`` (the panels the file creates, in
  /// order): any of these names a panel's part.
  static func panelVariables(_ parser: SwiftParser) -> Set<String> {
    let tokens = parser.tokens
    var names = Set<String>()
    for index in tokens.indices.dropFirst(2)
    where tokens[index].kind == .identifier("FloatingPanelController") {
      // `NAME = FloatingPanelController(`, `NAME: FloatingPanelController`, `class X:
      // FloatingPanelController`.
      let before = tokens[index - 1].kind
      guard before == .symbol("=") || before == .symbol(":"),
        case .identifier(let name) = tokens[index - 2].kind
      else { continue }
      let declaresType =
        index >= 3 && tokens[index - 3].kind == .identifier("class") && before == .symbol(":")
      names.insert(declaresType ? "" : name)
    }
    return names
  }

  /// True when the assignment `receiver.property` is to a part of a panel: a receiver chain
  /// through the surface or the backdrop, or a controller property of a variable in
  /// `controllers`.
  static func isPanel(_ receiver: String, _ property: String, controllers: Set<String>) -> Bool {
    let parts = receiver.split(separator: ".").map(String.init)
    if parts.contains(where: panelParts.contains) { return true }
    let own = parts.first == "self" ? Array(parts.dropFirst()) : parts
    guard controllerProperties.contains(property) else { return false }
    return own.count <= 1 && controllers.contains(own.first ?? "")
  }

  /// Why an assignment of a panel part the import does not read is left out, with what to do.
  static func unreadReason(_ receiver: String, _ property: String) -> String {
    let owner = receiver.split(separator: ".").last.map(String.init) ?? ""
    switch (owner, property) {
    case (_, "isRemovalInteractionEnabled"):
      return
        "not true or false: give the removal with set release.options.removalThreshold 5.5 (0: off)"
    case ("dismissalTapGestureRecognizer", "isEnabled"):
      return
        "not true or false: give the backdrop's tap with set snapPoints[N].keyframe.backgroundTapInteraction dismiss"
    case ("grabberHandle", "isHidden"):
      return "not true or false: hide the grabber with set snapPoints[N].keyframe.handleOpacity 0"
    case (_, "borderWidth"):
      return "not read: give it with set snapPoints[N].keyframe.borderWidth W"
    case (_, "borderColor"):
      return "not read: give it with set snapPoints[N].keyframe.borderRed R (borderGreen, ...)"
    case (_, "shadows"), (_, "shadow"):
      return
        "not read: the shadow keeps the preset's; give it with set snapPoints[N].keyframe.shadowOpacity A (shadowRadius, ...)"
    case ("backdropView", "backgroundColor"):
      return "not read: give the dim's color with set snapPoints[N].keyframe.backgroundRed R"
    case (_, "backgroundColor"), (_, "cornerCurve"), (_, "cornerConfiguration"),
      (_, "barColor"):
      return "no setting here: the panel's look keeps the preset's"
    case (_, "grabberHandlePadding"), (_, "grabberAreaOffset"):
      return "not read: give the grabber's place with set snapPoints[N].keyframe.handleOffset Y"
    case (_, "contentPadding"), (_, "containerMargins"):
      return
        "not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ..."
    case (_, "contentMode"):
      return "not modelled: the content keeps its length (set content.length N)"
    case (_, "contentInsetAdjustmentBehavior"):
      return "not modelled: the content's safe-area insets are not simulated"
    default:
      return "not modelled here: the panel behaves as without it"
    }
  }
}
