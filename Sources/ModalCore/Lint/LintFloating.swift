/// The check of `lint` on iOS 26's floating sheet (``AppleSheet/floats(_:_:)``):
/// ``LintFinding/Kind/floatingClipsContent``.
///
/// At a partial detent the card is the edge-attached frame scaled to (W - 16) / W and lifted
/// 8 pt (docs/apple-sheet.md, "iOS 26: the floating sheet"), and the model lays the content out
/// in the card, so the card shows up to 4 % less of it. Content that does not scroll and fits
/// the edge-attached sheet exactly (a sheet sized to its content, as apps size sheets for
/// iOS 15 to 18) then loses its end on iOS 26: nothing can bring it into view. Whether iOS 26
/// scales the content with the card (react-native-true-sheet issue 732 reports a scale
/// transform, which would keep it whole) is not documented: the check follows the model, and
/// docs/lint.md says so.
enum LintFloating {
  /// Records ``LintFinding/Kind/floatingClipsContent`` on each standard point of `context`
  /// below the full height whose content does not scroll, is longer than the card's viewport
  /// and fits the edge-attached frame. Measures: the length out of reach, the card's viewport.
  static func check(_ context: LintChecks.Context, into collector: inout Collector) {
    let config = context.config
    guard let content = config.content, !content.scrolls,
      AppleSheet.floats(config.sheet, context.environment)
    else { return }
    let axis = config.snapDirection.axis
    let width = context.interpolator.container.width
    let needed = content.length + content.insets.total(along: axis)
    for point in context.interpolator.points where point.kind == .standard {
      let inset = point.rect.x
      guard inset > 0.005, width > 2 * inset else { continue }
      let card = point.rect.size[axis]
      let attached = card * width / (width - 2 * inset)
      let hidden = needed - card
      guard hidden > LintChecks.tolerance, needed <= attached + LintChecks.tolerance else {
        continue
      }
      context.record(
        .floatingClipsContent, point,
        values: Collector.Measures(hidden, card - content.insets.total(along: axis)),
        into: &collector)
    }
  }
}
