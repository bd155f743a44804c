import ModalCore
import ModalRender
import ModalSupport

/// The tables and summaries of the inspection commands.
enum Listings {
  /// The empty `devices` table: its columns and how it fits a narrower width (`help devices`
  /// says it).
  static let devicesTable = TextTable(
    header: ["device", "portrait", "safe area (t l b r)", "landscape safe area", "lint"],
    fitting: [.drop(3), .drop(2)])

  /// The empty `snaps` table: its columns and how it fits a narrower width (`help snaps`).
  static let snapsTable = TextTable(
    header: [
      "", "index", "key", "kind", "x", "y", "width", "height", "percent", "radius", "dim", "snap",
    ],
    fitting: [
      .abbreviate(
        3, ["undershoot": "under", "standard": "std", "inBetween": "betw", "overshoot": "over"]),
      .drop(9), .drop(10), .drop(4), .drop(5), .drop(3), .drop(11), .drop(8), .drop(2),
    ])

  /// `devices`: the device table by family (a heading, then its devices indented), with the
  /// portrait size, both safe areas, and `yes` for the devices `lint` checks. 78 columns;
  /// narrower, the landscape safe area goes, then the portrait one.
  static func devices(width: Int) -> String {
    var table = devicesTable
    func points(_ value: Double) -> String { FixedFormat.format(value, decimals: 0) }
    func insets(_ i: EdgeInsets) -> String {
      [i.top, i.left, i.bottom, i.right].map(points).joined(separator: " ")
    }
    for family in Device.families {
      table.rows.append([family.title])
      for device in family.devices {
        let size = device.portraitSize
        var row = [
          "  " + device.name, "\(points(size.width))x\(points(size.height))",
          insets(device.portraitSafeArea), insets(device.landscapeSafeArea),
        ]
        // No empty last cell: it would leave the row's padding as trailing spaces.
        if LintEnvironments.devices.contains(device) { row.append("yes") }
        table.rows.append(row)
      }
    }
    return String(table.render(width: width).dropLast())
  }

  /// `presets`: each preset's name and what it is, the description wrapped at the width.
  static func presets(width: Int) -> String {
    var table = TextTable(header: ["preset", "what it is"], wrapsLast: true)
    for entry in BuiltinPresets.all { table.rows.append([entry.name, entry.summary]) }
    return String(table.render(width: width).dropLast())
  }

  /// Whether a release may rest on a point: `yes`, `no`, `never` (in-between points) or
  /// `rules` (the undershoot / overshoot rules decide).
  static func snapping(_ point: InterpolationPoint) -> String {
    switch point.kind {
    case .inBetween: "never"
    case .undershoot, .overshoot: point.traits.allowSnapping.map { $0 ? "yes" : "no" } ?? "rules"
    case .standard: point.traits.allowSnapping == false ? "no" : "yes"
    }
  }

  /// `snaps`: every interpolation point, the current one marked `*`. Past the width the kinds
  /// are abbreviated (`under`, `std`, `betw`, `over`), then the columns radius, dim, x, y,
  /// kind, snap, percent and key are left out, in this order.
  static func snaps(_ m: Manager, width: Int) -> String {
    var table = snapsTable
    let current = m.isVisible && m.gesture == nil ? m.currentIndex : -1
    for point in m.interpolator.points {
      let r = point.rect
      let allowed = snapping(point)
      table.rows.append([
        point.index == current ? "*" : "", String(point.index), Text.shown(point.key) ?? "-",
        point.kind.rawValue, Text.pt(r.x), Text.pt(r.y), Text.pt(r.width), Text.pt(r.height),
        Text.pct(point.percent), Text.pt(point.values[.cornerRadius]),
        Text.pt(point.values[.backgroundOpacity]), allowed,
      ])
    }
    // Without the table's last newline, removed in place: `String(text.dropLast())` went
    // through the generic Collection path, which counts every Character of the text first
    // (5.6 M instructions for the 1 024 rows of a 1 024-point config).
    var text = table.render(width: width)
    if !text.isEmpty { text.removeLast() }
    if let sheet = sheetLine(m) { text += "\n" + TextWrap.lines(sheet, width: width) }
    return text
  }

  /// Under the `snaps` table of a config that Apple's sheet lays out (a `sheet` section or a
  /// detent height, docs/apple-sheet.md): the appearance in this environment and the points
  /// left out of it, e.g. `sheet    edge attached (compact height); inactive here: medium
  /// (detent.medium)`. Nil for every other config.
  static func sheetLine(_ m: Manager) -> String? {
    let source = m.adaptiveConfig.config(for: m.selection)
    guard AppleSheet.reshapes(source) else { return nil }
    var parts: [String] = []
    if let sheet = source.sheet {
      switch AppleSheet.appearance(sheet, m.environment) {
      case .bottomSheet: parts.append("bottom sheet")
      case .edgeAttached: parts.append("edge attached (compact height)")
      case .fullScreen: parts.append("full screen (compact height): one point")
      case .pageSheet: parts.append("page sheet (regular width and height): one point")
      case .formSheet: parts.append("form sheet (regular width and height): one point")
      }
    }
    let active = Set(AppleSheet.activePoints(source, in: m.environment).sources)
    let inactive = source.snapPoints.enumerated().filter { !active.contains($0.offset) }.map {
      index, point in
      let height =
        point.layout.flatMap { LayoutValueSyntax.format($0.height) }.map { " (\($0))" } ?? ""
      return (Text.shown(point.key) ?? "snapPoints[\(index)]") + height
    }
    if !inactive.isEmpty { parts.append("inactive here: " + inactive.joined(separator: ", ")) }
    guard !parts.isEmpty else { return nil }
    return "sheet    " + parts.joined(separator: "; ")
  }

  static func configSummary(_ document: ConfigDocument, name: String, manager m: Manager) -> String
  {
    let adaptive = m.adaptiveConfig
    let config = m.config
    var lines: [String] = []
    var head = "config   \(Text.shown(name))"
    if let description = document.description { head += ": \(Text.shown(description))" }
    lines.append(head)
    if adaptive.isAdaptive {
      let parts = adaptive.constrained.enumerated().map { index, constrained in
        "\(Text.shown(constrained.name) ?? "constrained[\(index)]") when \(constrained.conditions.map { LayoutValueSyntax.format($0) }.joined(separator: " && "))"
      }
      lines.append(
        "         adaptive: default, \(parts.joined(separator: ", ")); in use: \(Text.shown(adaptive.name(of: m.selection)))"
      )
    }
    let over: String = config.overshoot.map { $0.preset.name } ?? "none"
    lines.append(
      "         \(config.snapDirection.rawValue), \(config.snapPoints.count) snap point\(config.snapPoints.count == 1 ? "" : "s"), undershoot \(config.undershoot.preset.name), overshoot \(over)"
    )
    lines.append(
      "         release \(config.release.strategy), initial index \(config.initialSnapPointIndex), drag handle \(config.dragHandlePosition.rawValue), keyboard avoidance \(config.keyboardAvoidance.rawValue), percent \(config.snapPercentStrategy.rawValue)"
    )
    // The keyboard's blur behaviour only where it matters (a temporary position) or is set.
    if config.keyboardAvoidance.usesTemporaryPosition || config.keyboardBlurBehavior != .none {
      lines.append("         keyboard blur behavior \(config.keyboardBlurBehavior.rawValue)")
    }
    // The hand-off rule only when it is not the default, so that earlier listings stay.
    if config.handoff != .adaptive {
      let options = config.handoff.options.sorted { $0.key < $1.key }.map {
        "\($0.key) \(LayoutValueSyntax.formatNumber($0.value))"
      }
      lines.append(
        "         handoff \(config.handoff.rule)"
          + (options.isEmpty ? "" : " (" + options.joined(separator: ", ") + ")"))
    }
    if m.override != nil { lines.append("         an override point is active (override clear)") }
    return lines.joined(separator: "\n")
  }
}
