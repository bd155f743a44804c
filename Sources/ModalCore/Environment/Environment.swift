/// Everything outside the config that a layout can depend on: the device, its orientation,
/// the keyboard, the accessibility flags and the iOS version (MODEL.md section 1).
public struct Environment: Hashable, Sendable {
  /// The device (a named one or a custom container).
  public var device: Device
  /// Portrait or landscape.
  public var orientation: Orientation
  /// The keyboard's height, or nil when no keyboard is shown.
  public var keyboardHeight: Double?
  /// Replaces the device's safe area (in the current orientation) when set.
  public var safeAreaOverride: EdgeInsets?
  /// The accessibility flag that turns snap animations into cross-fades.
  public var reduceMotion: Bool
  /// VoiceOver is running: nothing moves by itself, but an adaptive config can
  /// switch on it (the `voiceover` condition), as PanModal drops its short form.
  public var voiceOver: Bool
  /// The app's own switches that are on (`model.isEditing`): a condition of an imported sheet
  /// that depends on the app's state at run time (`.interactiveDismissDisabled(model.isEditing)`)
  /// becomes a `flag(NAME)` condition, and the user switches it with `flag NAME on|off` to see
  /// the sheet both ways.
  public var flags: Set<String>
  /// The iOS version the system sheet behaves as (what detents exist, whether a partial sheet
  /// floats): part of the environment like the device, since one config looks different on
  /// the oldest and the newest iOS an app supports. The newest by default.
  public var ios: IOSVersion

  /// Creates an environment; by default the default device in portrait with no keyboard.
  public init(
    device: Device = .defaultDevice, orientation: Orientation = .portrait,
    keyboardHeight: Double? = nil, safeAreaOverride: EdgeInsets? = nil, reduceMotion: Bool = false,
    voiceOver: Bool = false, flags: Set<String> = [], ios: IOSVersion = .newest
  ) {
    self.device = device
    self.orientation = orientation
    self.keyboardHeight = keyboardHeight
    self.safeAreaOverride = safeAreaOverride
    self.reduceMotion = reduceMotion
    self.voiceOver = voiceOver
    self.flags = flags
    self.ios = ios
  }

  /// The container's size: the device's screen in the current orientation.
  public var containerSize: Size {
    orientation == .portrait ? device.portraitSize : device.portraitSize.swapped
  }

  /// The container as a rectangle at the origin.
  public var containerRect: Rect {
    let size = containerSize
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The safe-area insets in the current orientation.
  public var safeArea: EdgeInsets {
    if let safeAreaOverride { return safeAreaOverride }
    return orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea
  }

  /// Phone or pad.
  public var idiom: Idiom { device.idiom }

  /// Horizontal size class: regular on a pad, and on a phone in landscape at least 896 pt wide
  /// (the large phones); compact otherwise.
  public var horizontalSizeClass: SizeClass {
    if idiom == .pad { return .regular }
    return orientation == .landscape && containerSize.width >= 896 ? .regular : .compact
  }

  /// Vertical size class: compact on a phone in landscape, regular otherwise.
  public var verticalSizeClass: SizeClass {
    idiom == .phone && orientation == .landscape ? .compact : .regular
  }

  /// The keyboard's frame in container coordinates: (0, H - h, W, h), or nil when absent.
  public var keyboardFrame: Rect? {
    guard let height = keyboardHeight else { return nil }
    let size = containerSize
    return Rect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// The size of the keyboard's overlap with the container (zero when there is none).
  public var keyboardOverlap: Size {
    guard let frame = keyboardFrame, let overlap = frame.intersection(containerRect) else {
      return .zero
    }
    return overlap.size
  }
}
