import ModalCore

/// What of a UIKit sheet's set-up the import does not turn into config, so that it is reported
/// instead of left out silently. The names are UIKit's: the properties and methods of
/// `UISheetPresentationController` (UIKit's UISheetPresentationController.h, iOS 17 SDK) and
/// the presentation properties of the presented `UIViewController` (UIViewController.h). Only
/// an assignment to the sheet or its controller counts (their receivers are found from what
/// the import reads: `sheet.detents = ...` makes `sheet` the sheet, `vc.sheetPresentationController`
/// makes `vc` the controller); `popover.sourceView = ...` or a view's `delegate` is another
/// object's and stays out of the report.
extension UIKitImport {
  /// The sheet's properties not read, and why.
  static let unreadSheetProperties: [String: String] = [
    "delegate":
      "app code, not modelled: the delegate's callbacks are not run (the events show when UIKit calls them)",
    "sourceView": "not modelled: the sheet is not anchored to a view (a popover's source on iPad)",
    "traitOverrides": "not modelled: the sheet's trait collection follows the device here",
    "overrideTraitCollection": "not modelled: the sheet's trait collection follows the device here",
  ]

  /// The presented view controller's presentation properties not read, and why.
  static let unreadControllerProperties: [String: String] = [
    "modalTransitionStyle":
      "no setting here: the sheet slides in (give its curve with set animations.entrance ...)",
    "transitioningDelegate":
      "not modelled: a custom transition's animations are app code; the sheet's own are used",
    "modalPresentationCapturesStatusBarAppearance": "no setting here: no status bar is drawn",
  ]

  /// The identifier a member access's receiver ends with (`vc.sheetPresentationController?.x`:
  /// `sheetPresentationController`), for the `.` at `dot`; nil when it is not a name.
  static func owner(_ tokens: [SwiftToken], dot: Int) -> String? {
    var index = dot - 1
    while index >= 0, tokens[index].kind == .symbol("?") || tokens[index].kind == .symbol("!") {
      index -= 1
    }
    guard index >= 0, case .identifier(let name) = tokens[index].kind else { return nil }
    return name
  }

  /// Reports each assignment of a sheet or controller property in the tables above, each
  /// `invalidateDetents()` of the sheet, and each property the import reads that is set in
  /// `animateChanges { ... }` (a change of the presented sheet, not how it is presented).
  static func unread(_ parser: SwiftParser, _ log: inout SwiftImportLog) {
    for change in assignments(parser, animated: true) {
      log.skip(
        "\(displayName(change.property)) = ... in animateChanges { ... }",
        "a change of the presented sheet at run time, not how it is presented: try it with set \(change.property == "detents" ? "snapPoints[N].layout.height ..." : setPath(change.property))",
        at: change.at)
    }
    let tokens = parser.tokens
    var sheets: Set<String> = ["sheetPresentationController"]
    var controllers: Set<String> = []
    for index in tokens.indices.dropFirst(2) {
      guard case .identifier(let name) = tokens[index].kind, tokens[index - 1].kind == .symbol(".")
      else { continue }
      if name == "sheetPresentationController", let owner = owner(tokens, dot: index - 1) {
        controllers.insert(owner)
      }
      guard index + 1 < tokens.count, tokens[index + 1].kind == .symbol("="),
        properties.contains(name), let owner = owner(tokens, dot: index - 1)
      else { continue }
      if displayName(name).hasPrefix("viewController.") {
        controllers.insert(owner)
      } else {
        sheets.insert(owner)
      }
    }
    for index in tokens.indices.dropFirst(2) {
      guard case .identifier(let name) = tokens[index].kind, tokens[index - 1].kind == .symbol("."),
        index + 1 < tokens.count, let owner = owner(tokens, dot: index - 1)
      else { continue }
      let at = tokens[index].location
      if tokens[index + 1].kind == .symbol("=") {
        if sheets.contains(owner), let why = unreadSheetProperties[name] {
          log.skip("sheet.\(name) = ...", why, at: at)
        } else if controllers.contains(owner), let why = unreadControllerProperties[name] {
          log.skip("viewController.\(name) = ...", why, at: at)
        }
      } else if name == "invalidateDetents", sheets.contains(owner),
        tokens[index + 1].kind == .symbol("(")
      {
        log.skip(
          "sheet.invalidateDetents()",
          "a run-time request to resolve the detents again: here they are resolved at every change of the environment",
          at: at)
      }
    }
  }
}
