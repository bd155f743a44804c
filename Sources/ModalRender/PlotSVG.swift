import ModalCore
import ModalSupport

/// `plot PROPERTY --svg FILE`: the chart of a property against percent as SVG, drawn
/// from the very samples of the text chart (``Plot/samples(_:property:current:width:)``, one
/// per column of a chart `width` columns wide), so that the picture and the text agree.
///
/// The picture is `size` (640 x 400) with the plot area inset by `margins`; a percent p is at
/// x = left + (p - low) / (high - low) x plotWidth (low and high the text chart's range) and a
/// value v at y = top + plotHeight x (1 - (v - min) / (max - min)), min and max the lowest and
/// highest sample (a flat property on the middle line). Drawn, in this order: the background,
/// the plot area's frame, the y ticks (`y-tick-K`, a 1/2/5 x 10^k step giving at most 6
/// intervals) and the x ticks (`x-tick-K`, a 0.01/0.02/0.05 x 10^k step giving at most 8),
/// their labels with one fixed number of decimals per axis (2, more for a step below 0.01), the
/// axis titles (`x-label` "percent", `y-label` the property and its unit), the snap points'
/// marks (`snap-N`, a dashed vertical line at the point's percent with its index and key; an
/// in-between keyframe's `class="keyframe"`), the curve (`curve`, a polyline through every
/// finite sample in column order; a gap where a sample is not finite starts `curve-1`, ...),
/// and the current percent (`current`: a line, a dot on the curve and `now 0.540, height
/// 422.00`). Every number has two decimals.
public enum PlotSVG {
  /// The picture's size, in SVG units.
  public static let size = Size(width: 640, height: 400)
  /// The plot area's distance from the picture's edges.
  public static let margins = EdgeInsets(top: 48, left: 72, bottom: 64, right: 24)
  public static let curveColor = "#007aff"
  public static let currentColor = "#ff3b30"
  public static let gridColor = "#e5e5ea"
  public static let markColor = "#8e8e93"
  public static let textColor = "#3c3c43"

  /// Where the chart's numbers go: the plot area and the ranges mapped onto it.
  public struct Frame: Hashable, Sendable {
    /// The plot area.
    public var area: Rect
    /// The percent range (the text chart's).
    public var low: Double
    public var high: Double
    /// The lowest and highest sample.
    public var minimum: Double
    public var maximum: Double

    /// The x of a percent.
    public func x(_ percent: Double) -> Double {
      area.minX + (percent - low) / (high - low) * area.width
    }

    /// The y of a value (a flat range on the middle line).
    public func y(_ value: Double) -> Double {
      guard maximum > minimum else { return area.midY }
      return area.minY + area.height * (1 - (value - minimum) / (maximum - minimum))
    }
  }

  /// The SVG of the chart of `property` (`width` the text chart's columns: the same samples),
  /// `current` marked when given; `title` names it. A config without points gives the frame
  /// and a `no interpolation points` text.
  public static func render(
    _ interpolator: Interpolator, property: PlotProperty, current: Double?, width: Int,
    title: String
  ) -> String {
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\">",
      "  <title>\(VisibleText.xml(title))</title>",
      FrameSVG.rect("background", 0, 0, size.width, size.height, fill: "#ffffff"),
    ]
    let area = Rect(
      x: margins.left, y: margins.top, width: size.width - margins.left - margins.right,
      height: size.height - margins.top - margins.bottom)
    lines.append(
      FrameSVG.rect(
        "plot-area", area.x, area.y, area.width, area.height,
        extra: "fill=\"none\" stroke=\"\(markColor)\" stroke-width=\"1\""))
    lines.append(text("x-label", area.midX, size.height - 16, "percent", anchor: "middle"))
    lines.append(
      text(
        "y-label", 16, area.midY, property.axisTitle, anchor: "middle",
        extra: " transform=\"rotate(-90 16.00 \(n(area.midY)))\""))
    guard let chart = PlotChart(interpolator, property: property, current: current, width: width)
    else {
      lines.append(text("empty", area.midX, area.midY, "no interpolation points", anchor: "middle"))
      return (lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }
    let frame = Frame(
      area: area, low: chart.low, high: chart.high, minimum: chart.minimum,
      maximum: chart.maximum)
    lines += yTicks(frame)
    lines += xTicks(frame)
    lines += marks(interpolator, frame)
    lines += curve(zip(chart.percents, chart.values).map { ($0, $1) }, frame)
    if let current = chart.current, let value = chart.currentValue {
      let x = frame.x(current)
      lines.append(
        "  <g id=\"current\" stroke=\"\(currentColor)\" fill=\"\(currentColor)\">"
          + "<line x1=\"\(n(x))\" y1=\"\(n(area.minY))\" x2=\"\(n(x))\" y2=\"\(n(area.maxY))\" stroke-width=\"1\"/>"
          + "<circle cx=\"\(n(x))\" cy=\"\(n(frame.y(value)))\" r=\"4\"/></g>")
      let now =
        "now \(FixedFormat.percent(current)), \(property.rawValue) \(Plot.number(value))"
      lines.append(text("now", area.maxX, 32, now, anchor: "end", fill: currentColor))
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The curve: one polyline per run of finite samples.
  static func curve(_ samples: [(percent: Double, value: Double?)], _ frame: Frame) -> [String] {
    var runs: [[String]] = [[]]
    for sample in samples {
      guard let value = sample.value else {
        if !(runs.last?.isEmpty ?? true) { runs.append([]) }
        continue
      }
      runs[runs.count - 1].append("\(n(frame.x(sample.percent))),\(n(frame.y(value)))")
    }
    return runs.filter { !$0.isEmpty }.enumerated().map { offset, points in
      let id = offset == 0 ? "curve" : "curve-\(offset)"
      return
        "  <polyline id=\"\(id)\" points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(curveColor)\" stroke-width=\"2\"/>"
    }
  }

  /// A vertical dashed line at each point's percent, labelled with its index and key above the
  /// plot area (points in the range only; every point is, the range being built around them).
  static func marks(_ interpolator: Interpolator, _ frame: Frame) -> [String] {
    var lines: [String] = []
    for point in interpolator.points where point.percent.isFinite {
      let x = frame.x(point.percent)
      let label = String(point.index) + (point.key.map { " " + $0 } ?? "")
      let keyframe = point.kind == .inBetween ? " class=\"keyframe\"" : ""
      lines.append(
        "  <g id=\"snap-\(point.index)\"\(keyframe)><line x1=\"\(n(x))\" y1=\"\(n(frame.area.minY))\" x2=\"\(n(x))\" y2=\"\(n(frame.area.maxY))\" stroke=\"\(markColor)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
          + String(
            text(nil, x, frame.area.minY - 6, label, anchor: "middle", size: 11).dropFirst(2))
          + "</g>")
    }
    return lines
  }

  static func yTicks(_ frame: Frame) -> [String] {
    let (step, decimals) = tickStep(
      frame.maximum - frame.minimum, factors: [1, 2, 5], most: 6)
    // A flat property has one tick, at its value.
    let values =
      frame.maximum > frame.minimum
      ? tickValues(frame.minimum, frame.maximum, step) : [frame.minimum]
    var lines: [String] = []
    for (k, value) in values.enumerated() {
      let y = frame.y(value)
      lines.append(
        "  <line id=\"y-tick-\(k)\" x1=\"\(n(frame.area.minX))\" y1=\"\(n(y))\" x2=\"\(n(frame.area.maxX))\" y2=\"\(n(y))\" stroke=\"\(gridColor)\" stroke-width=\"1\"/>"
      )
      lines.append(
        text(
          "y-tick-\(k)-label", frame.area.minX - 6, y + 4,
          FixedFormat.format(value, decimals: decimals), anchor: "end", size: 11))
    }
    return lines
  }

  static func xTicks(_ frame: Frame) -> [String] {
    let (step, decimals) = tickStep(frame.high - frame.low, factors: [0.01, 0.02, 0.05], most: 8)
    var lines: [String] = []
    for (k, percent) in tickValues(frame.low, frame.high, step).enumerated() {
      let x = frame.x(percent)
      lines.append(
        "  <line id=\"x-tick-\(k)\" x1=\"\(n(x))\" y1=\"\(n(frame.area.maxY))\" x2=\"\(n(x))\" y2=\"\(n(frame.area.maxY + 6))\" stroke=\"\(markColor)\" stroke-width=\"1\"/>"
      )
      lines.append(
        text(
          "x-tick-\(k)-label", x, frame.area.maxY + 20,
          FixedFormat.format(percent, decimals: decimals), anchor: "middle", size: 11))
    }
    return lines
  }

  /// The smallest step `factor` x 10^k giving at most `most` intervals over `span` (1 for an
  /// empty span), and the decimals its labels need: 2, or more for a step below 0.01.
  static func tickStep(_ span: Double, factors: [Double], most: Int) -> (Double, Int) {
    let span = span.isFinite && span > 0 ? span : 1
    var scale = 1e-6
    for _ in 0..<24 {
      for factor in factors {
        let step = factor * scale
        if span / step <= Double(most) { return (step, decimals(of: step)) }
      }
      scale *= 10
    }
    return (span, 2)
  }

  /// The decimals that write a tick step exactly: 2, or up to 9 for a smaller step.
  static func decimals(of step: Double) -> Int {
    var power = 100.0
    for decimals in 2..<9 {
      let scaled = step * power
      if Swift.abs(scaled.rounded() - scaled) < 1e-6 * Swift.max(1, scaled) { return decimals }
      power *= 10
    }
    return 9
  }

  /// The multiples of `step` in `low...high` (at most 64).
  static func tickValues(_ low: Double, _ high: Double, _ step: Double) -> [Double] {
    guard low.isFinite, high.isFinite, step > 0 else { return [] }
    let first = (low / step - 1e-9).rounded(.up)
    let last = (high / step + 1e-9).rounded(.down)
    guard first <= last, last - first < 64 else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 * step }
  }

  static func text(
    _ id: String?, _ x: Double, _ y: Double, _ content: String, anchor: String,
    size: Int = 13, fill: String = textColor, extra: String = ""
  ) -> String {
    let identifier = id.map { "id=\"\($0)\" " } ?? ""
    return
      "  <text \(identifier)x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\" font-family=\"sans-serif\" font-size=\"\(size)\" fill=\"\(fill)\"\(extra)>\(VisibleText.xml(content))</text>"
  }

  static func n(_ value: Double) -> String { FrameSVG.n(value) }
}
