import ModalCore

/// The numbers of a chart: its range, columns, samples and levels.
struct PlotChart {
  /// The percent range.
  let low: Double
  let high: Double
  /// Curve columns.
  let columns: Int
  /// The text column of the y axis and of the first curve column.
  let axisColumn: Int
  let chartStart: Int
  /// The width of the y labels (0 when left out).
  let labelWidth: Int
  /// The percent each column is sampled at.
  let percents: [Double]
  /// The sampled value per column (nil when not finite).
  let values: [Double?]
  /// The level (0 = bottom row) per column.
  let levels: [Int?]
  /// The lowest and highest sample.
  let minimum: Double
  let maximum: Double
  /// The y labels and their levels.
  let labels: [(level: Int, text: String)]
  /// Every interpolation point's column and combined index, by column then index.
  let marks: [(column: Int, index: Int)]
  /// The kind of the point a column is sampled at (nil for columns holding no point).
  let markKinds: [InterpolationPoint.Kind?]
  let current: Double?
  let currentValue: Double?

  /// The chart of `property` drawn `width` columns wide, or nil without points.
  init?(_ interpolator: Interpolator, property: PlotProperty, current: Double?, width: Int) {
    let points = interpolator.points.filter { $0.percent.isFinite }
    guard !points.isEmpty else { return nil }
    let channel = property.channel
    func value(_ percent: Double) -> Double? {
      let value = interpolator.values(atPercent: percent)[channel]
      return value.isFinite ? value : nil
    }
    let current = current.flatMap { $0.isFinite ? $0 : nil }
    (low, high) = Self.range(of: points, current: current)
    self.current = current

    // The extremes of a piecewise-linear function over [low, high] are at the ends or at the
    // points, so the labels (and the columns left for the curve) are known before sampling.
    let extremes = ([value(low), value(high)] + points.map { value($0.percent) }).compactMap {
      $0
    }
    labelWidth = Self.labelWidth(Self.labelTexts(extremes.min(), extremes.max()), width: width)
    axisColumn = labelWidth == 0 ? 0 : labelWidth + 1
    chartStart = axisColumn + 1
    columns = Swift.max(2, width - chartStart)

    let samples = Self.samples(points, current: current, low: low, high: high, columns: columns)
    percents = samples.percents
    marks = samples.marks
    markKinds = samples.kinds
    values = percents.map(value)
    currentValue = current.flatMap(value)
    let finite = values.compactMap { $0 }
    minimum = finite.min() ?? 0
    maximum = finite.max() ?? 0
    (levels, labels) = Self.levels(values, minimum: minimum, maximum: maximum)
  }

  /// The percent range: the points' span widened by 10 % of it each side (a span of 0 counts
  /// as 1), then to take in `current`.
  static func range(of points: [InterpolationPoint], current: Double?) -> (
    low: Double, high: Double
  ) {
    var lowest = points.first?.percent ?? 0
    var highest = lowest
    for point in points {
      lowest = Swift.min(lowest, point.percent)
      highest = Swift.max(highest, point.percent)
    }
    let span = highest - lowest
    let margin = 0.1 * (span > 0 ? span : 1)
    var low = lowest - margin
    var high = highest + margin
    if let current {
      low = Swift.min(low, current)
      high = Swift.max(high, current)
    }
    if !(high > low) { high = low + 1 }
    return (low, high)
  }

  /// The width of the y labels, or 0 when keeping them would leave fewer than
  /// `Plot.minimumLabelledColumns` for the curve.
  static func labelWidth(_ texts: [String], width: Int) -> Int {
    var labelWidth = 0
    for text in texts { labelWidth = Swift.max(labelWidth, OutlineCanvas.cellCount(text)) }
    return width - (labelWidth + 2) < Plot.minimumLabelledColumns ? 0 : labelWidth
  }

  /// The percent each column is sampled at: the column's own, else the one of the point
  /// nearest it among the points in the column, else `current` when it is in the column; the
  /// kind of the point sampled per column, and every point's column and index.
  static func samples(
    _ points: [InterpolationPoint], current: Double?, low: Double, high: Double, columns: Int
  ) -> (
    percents: [Double], kinds: [InterpolationPoint.Kind?], marks: [(column: Int, index: Int)]
  ) {
    let nominal = (0..<columns).map { column in
      column == columns - 1 ? high : low + (high - low) * Double(column) / Double(columns - 1)
    }
    var percents = nominal
    var kinds = [InterpolationPoint.Kind?](repeating: nil, count: columns)
    var marks: [(column: Int, index: Int)] = []
    var claimed = [Bool](repeating: false, count: columns)
    for point in points {
      let column = Self.column(of: point.percent, low: low, high: high, columns: columns)
      marks.append((column, point.index))
      if !claimed[column]
        || Swift.abs(point.percent - nominal[column])
          < Swift.abs(percents[column] - nominal[column])
      {
        percents[column] = point.percent
        kinds[column] = point.kind
        claimed[column] = true
      }
    }
    marks.sort { $0.column != $1.column ? $0.column < $1.column : $0.index < $1.index }
    if let current {
      let column = Self.column(of: current, low: low, high: high, columns: columns)
      if !claimed[column] { percents[column] = current }
    }
    return (percents, kinds, marks)
  }

  /// The level of each sample between `minimum` (level 0) and `maximum` (the top row), and
  /// the y labels with their levels; a flat property is drawn on the middle row.
  static func levels(_ values: [Double?], minimum: Double, maximum: Double) -> (
    levels: [Int?], labels: [(level: Int, text: String)]
  ) {
    let top = Plot.rows - 1
    let texts = labelTexts(minimum, maximum)
    if isFlat(minimum, maximum) {
      let levels = values.map { $0 == nil ? nil : top / 2 }
      return (levels, zip([top / 2], texts).map { ($0, $1) })
    }
    let levels = values.map { value in
      value.map { value in
        let level = OutlineLayout.roundInt((value - minimum) / (maximum - minimum) * Double(top))
        return Swift.min(Swift.max(level, 0), top)
      }
    }
    return (levels, zip([top, 0], texts).map { ($0, $1) })
  }

  /// The curve column of a percent.
  func column(of percent: Double) -> Int {
    Self.column(of: percent, low: low, high: high, columns: columns)
  }

  static func column(of percent: Double, low: Double, high: Double, columns: Int) -> Int {
    let column = OutlineLayout.roundInt((percent - low) / (high - low) * Double(columns - 1))
    return Swift.min(Swift.max(column, 0), columns - 1)
  }

  /// True when a property does not change enough to draw a slope.
  static func isFlat(_ minimum: Double, _ maximum: Double) -> Bool {
    maximum - minimum <= 1e-9 * Swift.max(1, Swift.abs(maximum))
  }

  /// The y labels of a range (one for a flat one).
  static func labelTexts(_ minimum: Double?, _ maximum: Double?) -> [String] {
    guard let minimum, let maximum else { return [] }
    if isFlat(minimum, maximum) { return [Plot.number(minimum)] }
    return [Plot.number(maximum), Plot.number(minimum)]
  }

  /// The round percents under the axis: texts and their start columns, within `width`.
  ///
  /// The step is the smallest of 0.01, 0.025, 0.05 x 10^k (k = 0...9) that puts the labels at
  /// least the longest label's width + 2 columns apart; each label has its decimal point in its
  /// column, and one that would not fit the width (or would touch the one before) is left out.
  func percentLabels(width: Int) -> [(start: Int, text: String)] {
    let perColumn = Double(columns - 1) / (high - low)
    var scale = 1.0
    for _ in 0..<10 {
      for factor in [0.01, 0.025, 0.05] {
        let step = factor * scale
        let first = (low / step - 1e-9).rounded(.up)
        let last = (high / step + 1e-9).rounded(.down)
        guard first.isFinite, last.isFinite, last - first < 1000 else { continue }
        var texts: [(column: Int, text: String)] = []
        var longest = 0
        var k = first
        while k <= last {
          let text = Plot.number(k * step)
          longest = Swift.max(longest, text.utf8.count)
          texts.append((column(of: k * step), text))
          k += 1
        }
        guard step * perColumn >= Double(longest + 2) else { continue }
        var result: [(start: Int, text: String)] = []
        var end = -1
        for (column, text) in texts {
          let point = text.utf8.firstIndex(of: UInt8(ascii: ".")).map {
            text.utf8.distance(from: text.utf8.startIndex, to: $0)
          }
          let start = chartStart + column - (point ?? text.utf8.count - 1)
          let stop = start + text.utf8.count
          if start < 0 || stop > width || start <= end { continue }
          result.append((start, text))
          end = stop
        }
        return result
      }
      scale *= 10
    }
    return []
  }
}
