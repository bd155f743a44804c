import ModalCore

// The device around the frame's picture: the screen's rounded corners (everything on the screen
// is clipped to them, and their edge is drawn), the status bar, the home indicator and the
// notch or Dynamic Island, from the device table (`Device.displayCornerRadius`,
// `Device.cutout`). docs/export.md ("The frame as SVG") documents the rules.
extension FrameSVG {
  /// The colour of the screen's edge, the cutout, the home indicator and the status bar's time.
  public static let deviceColor = "#000000"

  /// The home indicator: 134 x 5 pt, 8 pt above the screen's bottom edge, centred, in both
  /// orientations and on every device that has one. An assumption: the figures commonly given
  /// for the notched phones' portrait indicator (Apple publishes none); the iPads' and the
  /// landscape indicator are drawn the same.
  public static let homeIndicator = (width: 134.0, height: 5.0, bottomGap: 8.0)

  /// What the frame draws of the device, worked out once from its environment.
  struct DeviceDrawing {
    /// The screen's corner radius, at most half its shorter side (0: a square screen, no clip).
    let radius: Double
    let container: Size
    /// The status bar: the safe area's top inset across the screen (none when 0).
    let statusBarHeight: Double
    /// The cutout's rectangle in the current orientation, and its kind.
    let cutout: (frame: Rect, kind: ScreenCutout.Kind)?
    /// True when the device has a home indicator: a screen with rounded corners (no home
    /// button) and a bottom safe-area inset in this orientation.
    let hasHomeIndicator: Bool
    let isPad: Bool

    init(_ environment: Environment) {
      let container = environment.containerSize
      self.container = container
      let device = environment.device
      let limit = min(container.width, container.height) / 2
      let corner = device.displayCornerRadius
      radius = corner.isFinite ? max(0, min(corner, limit)) : 0
      statusBarHeight = max(0, environment.safeArea.top)
      cutout = device.cutout.map {
        ($0.frame(screen: container, orientation: environment.orientation), $0.kind)
      }
      hasHomeIndicator = radius > 0 && environment.safeArea.bottom > 0
      isPad = device.idiom == .pad
    }

    /// The clip path of the screen's shape, for the definitions; nil for a square screen.
    var clipPath: String? {
      guard radius > 0 else { return nil }
      return "    <clipPath id=\"screen-clip\">"
        + String(
          FrameSVG.rect("screen-shape", 0, 0, container.width, container.height, radius: radius)
            .dropFirst(2)) + "</clipPath>"
    }

    /// The group that clips what the screen shows to its shape (closed by ``close``).
    var open: [String] {
      radius > 0 ? ["  <g id=\"screen\" clip-path=\"url(#screen-clip)\">"] : []
    }

    /// The status bar (a translucent band with the time), the home indicator and the cutout,
    /// on top of everything the screen shows, as the system draws them.
    var overlay: [String] {
      var lines: [String] = []
      if statusBarHeight > 0 {
        lines.append(
          FrameSVG.rect(
            "status-bar", 0, 0, container.width, statusBarHeight, fill: deviceColor,
            opacity: 0.04))
        // The time: centred in the band (left of the cutout beside one), at the iPads' left.
        let size = statusBarHeight > 24 ? 15.0 : 12.0
        let beside = cutout.flatMap { $0.frame.width > $0.frame.height ? $0.frame : nil }
        let baseline = (beside?.midY ?? statusBarHeight / 2) + size / 3
        let place: String
        if isPad {
          place = "x=\"\(n(20))\" y=\"\(n(baseline))\" text-anchor=\"start\""
        } else if let beside {
          place = "x=\"\(n(beside.minX / 2))\" y=\"\(n(baseline))\" text-anchor=\"middle\""
        } else {
          place = "x=\"\(n(container.width / 2))\" y=\"\(n(baseline))\" text-anchor=\"middle\""
        }
        lines.append(
          "  <text id=\"status-time\" \(place) font-family=\"sans-serif\" font-size=\"\(n(size))\" font-weight=\"600\" fill=\"\(deviceColor)\">9:41</text>"
        )
      }
      if hasHomeIndicator {
        let bar = homeIndicator
        lines.append(
          FrameSVG.rect(
            "home-indicator", (container.width - bar.width) / 2,
            container.height - bar.bottomGap - bar.height, bar.width, bar.height,
            radius: bar.height / 2, fill: deviceColor))
      }
      if let cutout {
        let frame = cutout.frame
        switch cutout.kind {
        case .island:
          lines.append(
            FrameSVG.rect(
              "cutout", frame.x, frame.y, frame.width, frame.height,
              radius: min(frame.width, frame.height) / 2, fill: deviceColor,
              extra: "class=\"island\""))
        case .notch:
          // Rounded on the side away from the edge it hangs from: the half against the edge
          // is squared off by a second rectangle.
          let thickness = min(frame.width, frame.height)
          lines.append(
            FrameSVG.rect(
              "cutout", frame.x, frame.y, frame.width, frame.height, radius: thickness / 2,
              fill: deviceColor, extra: "class=\"notch\""))
          let edge =
            frame.width > frame.height
            ? Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height / 2)
            : Rect(x: frame.x, y: frame.y, width: frame.width / 2, height: frame.height)
          lines.append(
            FrameSVG.rect(
              "cutout-edge", edge.x, edge.y, edge.width, edge.height, fill: deviceColor))
        }
      }
      return lines
    }

    /// The end of the screen's group and the screen's edge: a 2 pt line along its rounded
    /// outline (half of it outside the picture).
    var close: [String] {
      guard radius > 0 else { return [] }
      return [
        "  </g>",
        FrameSVG.rect(
          "screen-edge", 0, 0, container.width, container.height, radius: radius,
          extra: "fill=\"none\" stroke=\"\(deviceColor)\" stroke-width=\"2\""),
      ]
    }
  }
}
