/// Which snap point an action refers to.
public enum SnapTarget: Hashable, Sendable {
  /// A combined index (1 = the first base point).
  case index(Int)
  /// A snap point's key.
  case key(String)
  /// The next standard point towards more open.
  case next
  /// The previous standard point towards closed.
  case previous
  /// The standard point nearest the current frame.
  case closest
}

/// How a programmatic dismissal moves the modal out.
public enum DismissMode: Hashable, Sendable {
  /// Slide the current layout out to the undershoot derived from it.
  case direct
  /// Snap down through every snap point to the undershoot.
  case viaSnapPoints
  /// Slide out to this preset applied to the current layout.
  indirect case preset(LayoutPreset)
}

/// Where `scroll` moves the content (like `setContentOffset`).
public enum ScrollTarget: Hashable, Sendable {
  /// An offset in points from the top of the content (clamped to the content's range).
  case offset(Double)
  /// Offset 0.
  case top
  /// The largest offset: the end of the content at the end of the viewport.
  case bottom
}

/// Where the finger is during a drag: on the grabber (the default, and every drag
/// before content existed), on the content's scroll view, or inside the leading-edge strip.
public enum DragSurface: String, Hashable, Sendable, CaseIterable {
  case handle, content, edge
}

/// A change of the environment.
public enum EnvironmentChange: Hashable, Sendable {
  /// Toggle the orientation (nil) or set it.
  case rotate(Orientation?)
  /// Show or resize the keyboard to a height, or hide it (nil).
  case keyboard(Double?)
  /// Switch to a device (portrait or landscape as now; custom safe area cleared).
  indirect case device(Device)
  /// A custom container size, in the current orientation's terms.
  case size(width: Double, height: Double)
  /// A custom safe area.
  case safeArea(EdgeInsets)
  /// The reduce-motion accessibility flag.
  case reduceMotion(Bool)
  /// The VoiceOver flag: the configs whose conditions look at it switch.
  case voiceOver(Bool)
  /// One of the app's switches (``Environment/flags``) on or off: the configs whose conditions
  /// look at it switch.
  case flag(String, Bool)
  /// The iOS version the system sheet behaves as (``Environment/ios``): the configs whose
  /// conditions look at it switch, and Apple's sheet follows the version's rules.
  case ios(IOSVersion)
  /// Every field at once (undo).
  indirect case restore(Environment)
}

/// One thing the manager can be told to do (every shell command that moves the modal becomes
/// one of these).
public enum Action: Hashable, Sendable {
  /// Present at the initial index or a given point; `animated` false jumps there.
  case present(SnapTarget?, animated: Bool)
  /// Dismiss.
  case dismiss(DismissMode, animated: Bool)
  /// A programmatic snap.
  case snap(SnapTarget)
  /// Start a drag (a no-op when one is running).
  case dragBegin
  /// Move the finger by `amount` points along the primary axis (positive = towards more open)
  /// and `secondary` points along the other axis; starts a drag when none is running.
  case dragMove(amount: Double, secondary: Double)
  /// Move the finger by `amount` points with the finger on the content (or `on` the edge
  /// strip) at `velocity` pt/s (0 = a slow drag): the config's hand-off rule splits it between
  /// the content's offset and the sheet (`Manager+Handoff`).
  case dragContent(
    amount: Double, secondary: Double, on: DragSurface = .content, velocity: Double = 0)
  /// End the drag (or the touch) with a velocity in points per second (positive = towards more
  /// open).
  case dragEnd(velocity: Double)
  /// A tap on the background.
  case backgroundTap
  /// Advance the simulated clock by a number of frames.
  case advance(frames: Int)
  /// Run the animation to its end.
  case settle
  /// Change the environment.
  case environment(EnvironmentChange)
  /// Replace the config (adaptive or not); `name` is used in the `configDidChange` event.
  indirect case replaceConfig(AdaptiveConfig, name: String)
  /// Snap to a temporary override point (MODEL.md section 10).
  indirect case snapToOverride(SnapPoint)
  /// Remove the override point and animate back to the real point.
  case clearOverride
  /// Set the content's scroll offset programmatically (clamped to its range).
  case scroll(ScrollTarget)
}
