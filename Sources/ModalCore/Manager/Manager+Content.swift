// The content's scroll offset: where it lives, its range, `scroll`, and the clamp
// that keeps it in range whenever the length or the frame changes.
extension ContentConfig {
  /// The largest scroll offset with `viewport` points of the content shown:
  /// `max(0, length - viewport)`, or 0 when the content does not scroll.
  public func maxOffset(viewport: Double) -> Double {
    scrolls ? Swift.max(0, length - viewport) : 0
  }

  /// `offset` clamped to `0...maxOffset(viewport:)`: what `scroll` sets for an offset outside
  /// the range (the shell's reply names it).
  public func clamped(offset: Double, viewport: Double) -> Double {
    Swift.min(Swift.max(offset, 0), maxOffset(viewport: viewport))
  }
}

extension Manager {
  /// The largest scroll offset the content has in the modal's frame now
  /// (``ContentConfig/maxOffset(viewport:)`` of the content at its effective length,
  /// ``contentLength``), or nil without content.
  public var contentMaxOffset: Double? {
    guard let content = effectiveContent, let viewport = contentViewport else { return nil }
    return content.maxOffset(viewport: viewport)
  }

  /// Sets the offset like `setContentOffset(_:animated: false)`: refused when the modal is
  /// not presented or has no scrolling content; an offset outside the range is clamped to it.
  mutating func scroll(_ target: ScrollTarget) throws(ManagerError) {
    guard state.isPresented else { throw .notPresented(action: "scroll") }
    guard let content = config.content else {
      throw .noScrollableContent("the config has no content (add some with content LENGTH)")
    }
    guard content.scrolls else {
      throw .noScrollableContent("the content does not scroll (content.scrolls is false)")
    }
    let viewport = contentViewport ?? 0
    let effective = effectiveContent ?? content
    deceleration = nil
    switch target {
    case .offset(let offset):
      guard offset.isFinite else { throw .notFinite("a scroll offset") }
      contentOffset = effective.clamped(offset: offset, viewport: viewport)
    case .top: contentOffset = 0
    case .bottom: contentOffset = effective.maxOffset(viewport: viewport)
    }
  }

  /// Keeps the offset in `0...contentMaxOffset`; 0 without content and while the modal is
  /// dismissed or being presented (a new presentation starts at the top, as a fresh scroll
  /// view does). Run after every action and every advance of the clock, so it follows every
  /// change of the length or the frame. A deceleration ends with the content or the presentation.
  mutating func clampContentOffset() {
    guard contentOffset != 0 || isDecelerating else { return }
    guard let maximum = contentMaxOffset, !state.isDismissed,
      state != .presentingProgrammatic, state != .presentingGesture
    else {
      contentOffset = 0
      deceleration = nil
      return
    }
    contentOffset = Swift.min(contentOffset, maximum)
  }
}
