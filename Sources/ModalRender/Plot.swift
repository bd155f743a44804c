import ModalCore
import ModalSupport

/// A property the `plot` command can chart against the percent, by the name users type.
public enum PlotProperty: String, CaseIterable, Sendable {
  case x
  case y
  case width
  case height
  case radius
  case dim
  case opacity
  case contentOpacity = "content"
  case shadowOpacity = "shadow"
  case shadowRadius
  case scale
  case modalBlur = "blur"
  case backgroundBlur = "bgBlur"

  /// The channel the property reads.
  public var channel: Channel {
    switch self {
    case .x: .frameX
    case .y: .frameY
    case .width: .frameWidth
    case .height: .frameHeight
    case .radius: .cornerRadius
    case .dim: .backgroundOpacity
    case .opacity: .opacity
    case .contentOpacity: .contentOpacity
    case .shadowOpacity: .shadowOpacity
    case .shadowRadius: .shadowRadius
    case .scale: .scaleX
    case .modalBlur: .modalBlurIntensity
    case .backgroundBlur: .backgroundBlurIntensity
    }
  }

  /// The unit of the property's values: `pt` for lengths, `fraction` for opacities and
  /// intensities (0...1), `factor` for the scale.
  public var unit: String {
    switch self {
    case .x, .y, .width, .height, .radius, .shadowRadius: "pt"
    case .dim, .opacity, .contentOpacity, .shadowOpacity, .modalBlur, .backgroundBlur: "fraction"
    case .scale: "factor"
    }
  }

  /// The title of the value axis of `plot --svg`: the property and its unit (`height (pt)`).
  public var axisTitle: String { "\(rawValue) (\(unit))" }

  /// One line saying what the property is.
  public var summary: String {
    switch self {
    case .x: "the modal's x, its left edge (points)"
    case .y: "the modal's y, its top edge (points)"
    case .width: "the modal's width (points)"
    case .height: "the modal's height (points)"
    case .radius: "the modal's corner radius (points)"
    case .dim: "the dimming layer's opacity"
    case .opacity: "the modal's opacity"
    case .contentOpacity: "the modal's content opacity"
    case .shadowOpacity: "the shadow's opacity"
    case .shadowRadius: "the shadow's blur radius (points)"
    case .scale: "the modal's transform scale (x)"
    case .modalBlur: "the modal's blur intensity"
    case .backgroundBlur: "the background's blur intensity"
    }
  }
}

/// The `plot` command's chart: one property of a resolved config against the percent.
///
/// The chart, top to bottom (every line at most `style.width` columns, no trailing spaces):
///
/// - **Title.** `height: the modal's height (points), by percent`, cut with `…` (ASCII `~`)
///   to fit.
/// - **Range.** The percents from the lowest point's minus 10 % of the points' span to the
///   highest point's plus 10 % (a span of 0 counts as 1), widened to take in `current`. Column
///   c of n stands for the percent lo + (hi - lo) x c / (n - 1); a percent p lies in column
///   round((p - lo) / (hi - lo) x (n - 1)) (half away from zero).
/// - **Samples.** One `Interpolator.values(atPercent:)` per column, at the column's percent,
///   except that a column holding interpolation points is sampled at the percent of the one
///   nearest the column's percent, and a column holding only `current` at `current`: so each
///   point's column carries exactly that point's value, and the corners of the piecewise-linear
///   curve fall on the points.
/// - **Rows.** 12 rows; a value v is on level round((v - min) / (max - min) x 11) counted from
///   the bottom row, min and max being the lowest and highest sample. A constant property is
///   drawn on the middle row (level 5).
/// - **Y axis.** The max label (`FixedFormat`, 2 decimals) right-aligned beside the top row and
///   the min label beside the bottom row, then a space and the axis: `┤` on a labelled row,
///   `│` on the others (ASCII `+`, `|`). The labels are left out when fewer than 10 columns
///   would remain for the curve.
/// - **Curve.** Each column goes from the previous column's level to its own: `─` when they are
///   equal, else `╯` (rising) or `╮` (falling) on the previous level, `│` between, and `╭` /
///   `╰` on its own level; a point's column shows `●` on its level (`○` for an in-between
///   keyframe). ASCII: `- | ' . * o` (`'` and `.` for the turns: `+` is the axes').
/// - **X axis.** `└` under the axis, then `─` with `┬` at each point's column (ASCII `+ - +`).
/// - **Indices.** Each point's combined index starting under its mark; indices that would
///   touch are joined with commas (`4,5`), and the last ones move left to fit the width.
/// - **Percents.** Round percents, 2 decimals, each with its decimal point in its column; the
///   step is the smallest of 0.01, 0.025 and 0.05 times a power of ten that puts the labels at
///   least the longest label's width + 2 columns apart (0.25 for demo01 at width 80).
/// - **Now** (only with `current`): `▲ now 0.540, height 422.00` starting in the current
///   percent's column, or `now 0.540, height 422.00 ▲` ending in it when the first form does
///   not fit (ASCII `^`).
public enum Plot {
  /// The chart's rows.
  static let rows = 12
  /// The fewest curve columns that keep the y labels.
  static let minimumLabelledColumns = 10

  /// A number of the chart (the y labels, the percents under the axis, the current value):
  /// `FixedFormat`, 2 decimals.
  static func number(_ value: Double) -> String { FixedFormat.format(value, decimals: 2) }

  /// An ASCII chart of `property` against percent across the points' range and a little
  /// beyond (10 % of the range each side), the snap points marked and numbered, the current
  /// percent marked.
  ///
  /// A pure function of its arguments; the result's lines end with "\n".
  public static func render(
    _ interpolator: Interpolator, property: PlotProperty, current: Double?, style: OutlineStyle
  ) -> String {
    let glyphs: PlotGlyphs = style.ascii ? .ascii : .unicode
    let title = "\(property.rawValue): \(property.summary), by percent"
    let width = Swift.max(0, style.width)
    guard let chart = PlotChart(interpolator, property: property, current: current, width: width)
    else {
      let canvas = OutlineCanvas(width: width, height: 2)
      canvas.putText(title, line: 0, column: 0, limit: width, ellipsis: glyphs.ellipsis)
      canvas.putText(
        "no interpolation points", line: 1, column: 0, limit: width, ellipsis: glyphs.ellipsis)
      return canvas.string()
    }
    var canvas = OutlineCanvas(
      width: width, height: 1 + rows + 3 + (chart.current == nil ? 0 : 1), painted: style.color)
    canvas.putText(title, line: 0, column: 0, limit: width, ellipsis: glyphs.ellipsis)
    drawYAxis(chart, glyphs: glyphs, canvas: &canvas)
    drawCurve(chart, glyphs: glyphs, canvas: &canvas)
    drawXAxis(chart, glyphs: glyphs, canvas: &canvas)
    drawPercents(chart, canvas: &canvas)
    if let current = chart.current {
      drawNow(chart, current: current, property: property, glyphs: glyphs, canvas: &canvas)
    }
    return canvas.string()
  }

  /// The samples the chart of `property` `width` columns wide is drawn from: each column's
  /// percent and value (nil where not finite); empty without points. For `--format json`,
  /// so that the data and the chart agree.
  public static func samples(
    _ interpolator: Interpolator, property: PlotProperty, current: Double?, width: Int
  ) -> [(percent: Double, value: Double?)] {
    let columns = Swift.max(0, width)
    guard let chart = PlotChart(interpolator, property: property, current: current, width: columns)
    else { return [] }
    return zip(chart.percents, chart.values).map { (percent: $0, value: $1) }
  }

  /// The list for `plot` with no argument: each property with its description, wrapped at
  /// `width`.
  public static func list(width: Int = 80) -> String {
    var table = TextTable(header: ["property", "what it plots"], wrapsLast: true)
    for property in PlotProperty.allCases {
      table.rows.append([property.rawValue, property.summary])
    }
    return table.render(width: width)
  }

  // MARK: - Parts

  static func drawYAxis(_ chart: PlotChart, glyphs: PlotGlyphs, canvas: inout OutlineCanvas) {
    for row in 0..<rows {
      canvas[1 + row, chart.axisColumn] = glyphs.axis
    }
    for label in chart.labels {
      let line = 1 + rows - 1 - label.level
      canvas[line, chart.axisColumn] = glyphs.labelledAxis
      if chart.labelWidth > 0 {
        let cells = canvas.text(label.text)
        canvas.put(cells, line: line, column: chart.labelWidth - cells.count)
      }
    }
  }

  static func drawCurve(_ chart: PlotChart, glyphs: PlotGlyphs, canvas: inout OutlineCanvas) {
    let bottomLine = rows
    canvas.usePen(.curve)
    defer { canvas.usePen(nil) }
    var previous: Int? = nil
    for column in 0..<chart.columns {
      guard let level = chart.levels[column] else {
        previous = nil
        continue
      }
      let x = chart.chartStart + column
      let from = previous ?? level
      if from == level {
        canvas[bottomLine - level, x] = glyphs.flat
      } else {
        let rising = level > from
        for between in (Swift.min(from, level) + 1)..<Swift.max(from, level) {
          canvas[bottomLine - between, x] = glyphs.vertical
        }
        canvas[bottomLine - from, x] = rising ? glyphs.riseFrom : glyphs.fallFrom
        canvas[bottomLine - level, x] = rising ? glyphs.riseTo : glyphs.fallTo
      }
      if let kind = chart.markKinds[column] {
        canvas[bottomLine - level, x] = kind == .inBetween ? glyphs.keyframe : glyphs.point
      }
      previous = level
    }
  }

  static func drawXAxis(_ chart: PlotChart, glyphs: PlotGlyphs, canvas: inout OutlineCanvas) {
    let axisLine = 1 + rows
    canvas[axisLine, chart.axisColumn] = glyphs.corner
    canvas.fill(
      glyphs.horizontal, line: axisLine, from: chart.chartStart,
      through: chart.chartStart + chart.columns - 1)
    var entries: [(column: Int, index: Int)] = []
    entries.reserveCapacity(chart.marks.count)
    for mark in chart.marks {
      canvas[axisLine, chart.chartStart + mark.column] = glyphs.mark
      entries.append((chart.chartStart + mark.column, mark.index))
    }
    for label in IndexLabels.joined(entries, width: canvas.width) {
      canvas.put(label.cells, line: axisLine + 1, column: label.start)
    }
  }

  static func drawPercents(_ chart: PlotChart, canvas: inout OutlineCanvas) {
    let line = 1 + rows + 2
    for label in chart.percentLabels(width: canvas.width) {
      canvas.putText(label.text, line: line, column: label.start, limit: .max, ellipsis: 0)
    }
  }

  static func drawNow(
    _ chart: PlotChart, current: Double, property: PlotProperty, glyphs: PlotGlyphs,
    canvas: inout OutlineCanvas
  ) {
    let line = 1 + rows + 3
    let text =
      "now \(FixedFormat.percent(current)), \(property.rawValue) "
      + number(chart.currentValue ?? 0)
    let cells = canvas.text(text)
    let column = chart.chartStart + chart.column(of: current)
    if column + 2 + cells.count <= canvas.width {
      canvas[line, column] = glyphs.now
      canvas.put(cells, line: line, column: column + 2)
    } else if column - 1 - cells.count >= 0 {
      canvas.put(cells, line: line, column: column - 1 - cells.count)
      canvas[line, column] = glyphs.now
    } else {
      canvas[line, column] = glyphs.now
      canvas.put(
        OutlineCanvas.truncated(cells, to: canvas.width - column - 2, ellipsis: glyphs.ellipsis),
        line: line, column: column + 2)
    }
  }
}
