import ModalCore
import ModalSupport

/// The current frame as SVG (`export svg FILE`), in the container's own points (one
/// SVG unit = one point), every number with two decimals and the elements in a fixed order, so
/// that an SVG can be a golden file. Drawn, back to front: the definitions (`<defs>`, only when
/// the screen's rounded corners, a blur or the content need them: see ``Blurs``); on a screen
/// with rounded corners, a group clipped to them (`screen`) around what the screen shows: the
/// backdrop (`backdrop`: the container
/// and the presenting view, scaled about its top centre, moved down, rounded, darkened, as the
/// `presenting` channels say; blurred by the background's material), the safe area's outline,
/// the dimming layer at its colour and opacity, the modal (its shadow, blurred by half its
/// radius; the modal's material as a blurred copy of the backdrop clipped to its shape; the
/// frame with its radius on its masked corners, its background colour and opacity, its
/// transform; the content's rows clipped to the viewport at the scroll offset; the drag
/// handle, the label, the scroll indicator), the keyboard, the status bar, the home indicator
/// and the notch or island (FrameSVGDevice.swift); then the screen's edge, and the snap points'
/// leading edges as ticks.
///
/// Colours come from the keyframes; where nothing sets one: the container's (presenting
/// content) `#f2f2f7`, the presenting view's `#ffffff`, the keyboard's `#d1d3d9`, the ticks'
/// `#8e8e93` (the current one `#007aff`), the label's `#3c3c43`, the content rows' hairlines
/// `#c7c7cc` (docs/export.md lists them). Not drawn: 3D rotations, skews, the border.
public enum FrameSVG {
  public static let containerColor = "#f2f2f7"
  public static let presentingColor = "#ffffff"
  public static let keyboardColor = "#d1d3d9"
  public static let tickColor = "#8e8e93"
  public static let currentTickColor = "#007aff"
  public static let labelColor = "#3c3c43"

  /// The SVG of the manager's frame; `title` names it (`demo01 on iphone-14 portrait`).
  public static func render(_ manager: Manager, title: String) -> String {
    let container = manager.environment.containerSize
    var lines: [String] = []
    lines.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(container.width))\" height=\"\(n(container.height))\" viewBox=\"0 0 \(n(container.width)) \(n(container.height))\">"
    )
    lines.append("  <title>\(VisibleText.xml(title))</title>")
    lines += elements(manager)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The drawing's element lines, back to front, without the `<svg>` wrapper and its title:
  /// what ``render(_:title:)`` writes between them. The session page (`--html`) draws every
  /// frame from these lines, so the page and `export svg` draw the same picture.
  public static func elements(_ manager: Manager) -> [String] {
    let environment = manager.environment
    let container = environment.containerSize
    let values = manager.values
    let scene = FrameScene(manager)
    var lines: [String] = []
    let blurs = Blurs(manager)
    let axis = manager.config.snapDirection.axis
    let viewport =
      manager.isVisible
      ? scene.content.flatMap { FrameSVG.viewport($0, in: values.rect, axis: axis) } : nil
    let device = DeviceDrawing(environment)
    lines += definitions(
      blurs, modalShape: modalShape(manager, values, id: "modal-clip-shape"), viewport: viewport,
      screen: device.clipPath)
    lines += device.open
    let filter = blurs.background > 0 ? " filter=\"url(#background-blur)\"" : ""
    lines.append("  <g id=\"backdrop\"\(filter)>")
    lines.append(
      "  " + rect("container", 0, 0, container.width, container.height, fill: containerColor))
    if manager.isVisible {
      lines += presenting(values, container).map { "  " + $0 }
    }
    lines.append("  </g>")
    let safe = environment.safeArea
    lines.append(
      rect(
        "safe-area", safe.left, safe.top, container.width - safe.left - safe.right,
        container.height - safe.top - safe.bottom,
        extra: "fill=\"none\" stroke=\"\(tickColor)\" stroke-width=\"1\" stroke-dasharray=\"4 4\""))
    if manager.isVisible {
      let dim = clamp(values[.backgroundOpacity])
      lines.append(
        rect(
          "dim", 0, 0, container.width, container.height,
          fill: color(values, .background), opacity: dim * clamp(values[.backgroundAlpha])))
      lines += modal(manager, values, scene, blurs: blurs, viewport: viewport)
    }
    if let keyboard = environment.keyboardFrame {
      lines.append(
        rect(
          "keyboard", keyboard.x, keyboard.y, keyboard.width, keyboard.height, fill: keyboardColor))
    }
    lines += device.overlay
    lines += device.close
    lines += ticks(scene, container)
    return lines
  }

  /// The presenting view and its overlay, where ``PresentingView`` puts them (the outline's
  /// rule: scaled about the top centre, then moved down); untouched, the whole container.
  static func presenting(_ values: ModalValues, _ container: Size) -> [String] {
    let view =
      PresentingView(values)
      ?? PresentingView(scale: 1, translateY: 0, cornerRadius: 0, overlayOpacity: 0)
    let frame = view.rect(in: container)
    var lines = [
      rect(
        "presenting", frame.x, frame.y, frame.width, frame.height, radius: view.cornerRadius,
        fill: presentingColor)
    ]
    let overlay = clamp(view.overlayOpacity)
    if overlay > 0 {
      lines.append(
        rect(
          "presenting-overlay", frame.x, frame.y, frame.width, frame.height,
          radius: view.cornerRadius, fill: "#000000", opacity: overlay))
    }
    return lines
  }

  /// The modal's group: shadow, frame, square corners where the mask leaves them, handle,
  /// label, scroll indicator.
  static func modal(
    _ manager: Manager, _ values: ModalValues, _ scene: FrameScene, blurs: Blurs, viewport: Rect?
  ) -> [String] {
    let frame = values.rect
    let radius = cornerRadius(values)
    let centre = (x: frame.midX, y: frame.midY)
    let transform =
      "translate(\(n(values[.translateX])) \(n(values[.translateY]))) "
      + "translate(\(n(centre.x)) \(n(centre.y))) rotate(\(n(values[.rotateZ]))) "
      + "scale(\(n(values[.scaleX])) \(n(values[.scaleY]))) translate(\(n(-centre.x)) \(n(-centre.y)))"
    var lines = [
      "  <g id=\"modal-layer\" opacity=\"\(n(clamp(values[.opacity])))\" transform=\"\(transform)\">"
    ]
    let shadow = clamp(values[.shadowOpacity]) * clamp(values[.shadowAlpha])
    if shadow > 0 {
      lines.append(
        "  "
          + rect(
            "shadow", frame.x + values[.shadowOffsetX], frame.y + values[.shadowOffsetY],
            frame.width, frame.height, radius: radius, fill: color(values, .shadow),
            opacity: shadow,
            extra: blurs.shadow > 0 ? "filter=\"url(#shadow-blur)\"" : nil))
    }
    if blurs.modal > 0 {
      lines.append(
        "    <use id=\"modal-material\" href=\"#backdrop\" filter=\"url(#modal-blur)\" clip-path=\"url(#modal-clip)\"/>"
      )
    }
    let fill = color(values, .modalBackground)
    let fillOpacity = clamp(values[.modalBackgroundOpacity]) * clamp(values[.modalBackgroundAlpha])
    lines += modalShape(manager, values, id: "modal", fill: fill, opacity: fillOpacity).map {
      "  " + $0
    }
    if let content = scene.content, let viewport {
      lines += self.content(
        content, viewport: viewport, axis: scene.direction.axis, opacity: values[.contentOpacity])
    }
    if let handle = handleRect(values, frame, scene.handleEdge), values[.handleOpacity] > 0 {
      lines.append(
        "  "
          + rect(
            "drag-handle", handle.x, handle.y, handle.width, handle.height,
            radius: values[.handleCornerRadius], fill: color(values, .handle),
            opacity: clamp(values[.handleOpacity]) * clamp(values[.handleAlpha])))
    }
    if let label = scene.label {
      lines.append(
        "    <text id=\"label\" x=\"\(n(frame.midX))\" y=\"\(n(frame.midY))\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"17\" fill=\"\(labelColor)\">\(VisibleText.xml(label))</text>"
      )
    }
    if let content = scene.content, let viewport {
      lines += scrollIndicator(
        content, viewport: viewport, frame: frame, axis: scene.direction.axis)
    }
    lines.append("  </g>")
    return lines
  }

  /// The modal's corner radius, at most half its shorter side.
  static func cornerRadius(_ values: ModalValues) -> Double {
    let frame = values.rect
    return max(0, min(values[.cornerRadius], min(frame.width, frame.height) / 2))
  }

  /// The modal's shape: the frame with its radius (`id`), then a square (`id-corner-NAME`, or
  /// `corner-NAME` for the modal itself) over each corner the mask leaves square.
  static func modalShape(
    _ manager: Manager, _ values: ModalValues, id: String, fill: String? = nil,
    opacity: Double? = nil
  ) -> [String] {
    let frame = values.rect
    let radius = cornerRadius(values)
    if manager.floatingInset != nil {
      // iOS 26's floating card: every corner rounded, the bottom ones nesting in the display's.
      let bottom = AppleSheet.floatingBottomRadius(
        card: frame, inset: frame.x, sheet: manager.config.sheet,
        device: manager.environment.device)
      if abs(bottom - radius) > 0.005 {
        return [card(id, frame, top: radius, bottom: bottom, fill: fill, opacity: opacity)]
      }
    }
    var lines = [
      rect(
        id, frame.x, frame.y, frame.width, frame.height, radius: radius, fill: fill,
        opacity: opacity)
    ]
    let masked = manager.traits.maskedCorners
    let corners: [(Corners, String, Double, Double)] = [
      (.topLeft, "top-left", frame.minX, frame.minY),
      (.topRight, "top-right", frame.maxX - radius, frame.minY),
      (.bottomLeft, "bottom-left", frame.minX, frame.maxY - radius),
      (.bottomRight, "bottom-right", frame.maxX - radius, frame.maxY - radius),
    ]
    // The radius applies to the masked corners only: the others are squared off.
    if radius > 0 {
      let prefix = id == "modal" ? "corner-" : id + "-corner-"
      for (corner, name, x, y) in corners where !masked.contains(corner) {
        lines.append(rect(prefix + name, x, y, radius, radius, fill: fill, opacity: opacity))
      }
    }
    return lines
  }

  /// A card `frame` whose top corners have the radius `top` and bottom corners `bottom`: a
  /// path, since an SVG rect has one radius.
  static func card(
    _ id: String, _ frame: Rect, top: Double, bottom: Double, fill: String?, opacity: Double?
  ) -> String {
    let (x, y, right, base) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    var d = "M\(n(x + top)) \(n(y))H\(n(right - top))"
    d += "A\(n(top)) \(n(top)) 0 0 1 \(n(right)) \(n(y + top))V\(n(base - bottom))"
    d += "A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(right - bottom)) \(n(base))H\(n(x + bottom))"
    d += "A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(x)) \(n(base - bottom))V\(n(y + top))"
    d += "A\(n(top)) \(n(top)) 0 0 1 \(n(x + top)) \(n(y))Z"
    var text = "  <path id=\"\(id)\" d=\"\(d)\""
    if let fill { text += " fill=\"\(fill)\"" }
    if let opacity { text += " fill-opacity=\"\(n(opacity))\"" }
    return text + "/>"
  }

  /// The drag handle's rect on its edge, `offset` points in from it.
  static func handleRect(_ values: ModalValues, _ frame: Rect, _ edge: Edge?) -> Rect? {
    guard let edge else { return nil }
    let width = values[.handleWidth]
    let height = values[.handleHeight]
    let offset = values[.handleOffset]
    switch edge {
    case .top:
      return Rect(x: frame.midX - width / 2, y: frame.minY + offset, width: width, height: height)
    case .bottom:
      return Rect(
        x: frame.midX - width / 2, y: frame.maxY - offset - height, width: width, height: height)
    case .left:
      return Rect(x: frame.minX + offset, y: frame.midY - height / 2, width: width, height: height)
    case .right:
      return Rect(
        x: frame.maxX - offset - width, y: frame.midY - height / 2, width: width, height: height)
    }
  }

  /// The ticks: a short line at each snap point's leading edge on the container's trailing
  /// side (its bottom for a drawer), the current one marked.
  static func ticks(_ scene: FrameScene, _ container: Size) -> [String] {
    var lines = ["  <g id=\"ticks\" stroke-width=\"2\">"]
    for tick in scene.ticks {
      let stroke = tick.isCurrent ? currentTickColor : tickColor
      let current = tick.isCurrent ? " class=\"current\"" : ""
      let coordinates: String
      if scene.direction.axis == .vertical {
        coordinates =
          "x1=\"\(n(container.width - 12))\" y1=\"\(n(tick.position))\" x2=\"\(n(container.width))\" y2=\"\(n(tick.position))\""
      } else {
        coordinates =
          "x1=\"\(n(tick.position))\" y1=\"\(n(container.height - 12))\" x2=\"\(n(tick.position))\" y2=\"\(n(container.height))\""
      }
      lines.append(
        "    <line id=\"tick-\(tick.index)\"\(current) \(coordinates) stroke=\"\(stroke)\"/>")
    }
    lines.append("  </g>")
    // Each tick's label, its index and key (`2 large`), inside the container beside the tick.
    lines.append(
      "  <g id=\"tick-labels\" font-family=\"sans-serif\" font-size=\"11\" stroke=\"none\">")
    for tick in scene.ticks {
      let text = "\(tick.index)" + (tick.key.map { " " + VisibleText.xml($0) } ?? "")
      let fill = tick.isCurrent ? currentTickColor : tickColor
      let place =
        scene.direction.axis == .vertical
        ? "x=\"\(n(container.width - 15))\" y=\"\(n(min(max(tick.position + 4, 12), container.height - 3)))\" text-anchor=\"end\""
        : "x=\"\(n(min(max(tick.position, 12), container.width - 12)))\" y=\"\(n(container.height - 15))\" text-anchor=\"middle\""
      lines.append(
        "    <text id=\"tick-label-\(tick.index)\" \(place) fill=\"\(fill)\">\(text)</text>")
    }
    lines.append("  </g>")
    return lines
  }

  static func rect(
    _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    radius: Double = 0, fill: String? = nil, opacity: Double? = nil, extra: String? = nil
  ) -> String {
    var text =
      "  <rect id=\"\(id)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\""
    if radius > 0 { text += " rx=\"\(n(radius))\" ry=\"\(n(radius))\"" }
    if let fill { text += " fill=\"\(fill)\"" }
    if let opacity { text += " fill-opacity=\"\(n(opacity))\"" }
    if let extra { text += " " + extra }
    return text + "/>"
  }

  /// `#rrggbb` of a colour's channels.
  static func color(_ values: ModalValues, _ channels: ColorChannels) -> String {
    func byte(_ channel: Channel) -> String {
      let value = Int((clamp(values[channel]) * 255).rounded())
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(channels.red) + byte(channels.green) + byte(channels.blue)
  }

  static func clamp(_ value: Double) -> Double {
    value.isFinite ? min(1, max(0, value)) : 0
  }

  /// A number with two decimals (`-0.00` written `0.00`).
  static func n(_ value: Double) -> String {
    let text = FixedFormat.format(value.isFinite ? value : 0, decimals: 2)
    return text == "-0.00" ? "0.00" : text
  }
}
