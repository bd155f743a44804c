import ModalCore
import ModalSupport

/// `releasemap --svg FILE`: the release map as a picture. The map area is inset in `size`
/// (640 x 400) by `margins`; column c of n spans x = left + c x width / n, row r of m spans
/// y = top + r x height / m (the most open row at the top). Drawn, in this order: the
/// background, each row's runs of equal cells (`cell-R-C`, coloured by the index they land on
/// from `palette`, dismissed in `dismissedColor`), the cells where the `--vs` map lands
/// elsewhere (`vs-R-C`, outlined in red), the snap points' edges (`point-N`, a dashed line at
/// the edge's y, labelled with the index and key after a swatch of its colour), the frame,
/// the axes' ticks and titles. Every text is XML-escaped; every number has two decimals.
public enum ReleaseMapSVG {
  public static let size = Size(width: 640, height: 400)
  public static let margins = EdgeInsets(top: 40, left: 72, bottom: 56, right: 128)
  /// The colours of the indices 1, 2, ... (repeating); 0, the undershoot, is the first too
  /// when it does not dismiss.
  public static let palette = [
    "#a8d5ff", "#b8e6b8", "#ffe0a3", "#e3c4f5", "#ffc2c2", "#c7ecea", "#f4d6b3", "#d9d9f3",
  ]
  public static let dismissedColor = "#8e8e93"
  public static let differsColor = "#ff3b30"
  public static let textColor = "#3c3c43"

  /// The colour of a landing (nil: dismissed).
  public static func color(_ lands: Int?) -> String {
    guard let lands else { return dismissedColor }
    return palette[((lands % palette.count) + palette.count) % palette.count]
  }

  /// The SVG of `map`; `title` names it, `vs` the other map and its name.
  public static func render(
    _ map: ReleaseMap, title: String, vs: (map: ReleaseMap, name: String)?
  ) -> String {
    let area = Rect(
      x: margins.left, y: margins.top, width: size.width - margins.left - margins.right,
      height: size.height - margins.top - margins.bottom)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\">",
      "  <title>\(VisibleText.xml(title))</title>",
      FrameSVG.rect("background", 0, 0, size.width, size.height, fill: "#ffffff"),
    ]
    let columns = max(1, map.velocities.count)
    let rows = max(1, map.rows.count)
    let cellWidth = area.width / Double(columns)
    let cellHeight = area.height / Double(rows)
    for (r, row) in map.rows.enumerated() {
      var c = 0
      while c < row.lands.count {
        var end = c + 1
        while end < row.lands.count && row.lands[end] == row.lands[c] { end += 1 }
        lines.append(
          FrameSVG.rect(
            "cell-\(r)-\(c)", area.minX + Double(c) * cellWidth, area.minY + Double(r) * cellHeight,
            Double(end - c) * cellWidth, cellHeight, fill: color(row.lands[c])))
        c = end
      }
    }
    if let other = vs?.map {
      for (r, row) in map.rows.enumerated() where r < other.rows.count {
        for (c, lands) in row.lands.enumerated()
        where c < other.rows[r].lands.count && other.rows[r].lands[c] != lands {
          lines.append(
            FrameSVG.rect(
              "vs-\(r)-\(c)", area.minX + Double(c) * cellWidth + 0.5,
              area.minY + Double(r) * cellHeight + 0.5, cellWidth - 1, cellHeight - 1,
              extra: "fill=\"none\" stroke=\"\(differsColor)\" stroke-width=\"1\""))
        }
      }
    }
    // The points' edges, on the rows' scale (the first row's edge at the top of its cell's
    // middle, the last row's at the bottom's).
    if let first = map.rows.first, let last = map.rows.last, first.edge != last.edge {
      func y(_ edge: Double) -> Double {
        area.minY + cellHeight / 2 + (edge - first.edge) / (last.edge - first.edge)
          * (area.height - cellHeight)
      }
      let low = min(first.edge, last.edge)
      let high = max(first.edge, last.edge)
      for mark in map.marks where mark.edge >= low && mark.edge <= high {
        let at = y(mark.edge)
        let label = mark.key.map { "\(mark.index) \($0)" } ?? String(mark.index)
        let dash = mark.index == map.from ? "" : " stroke-dasharray=\"4 3\""
        lines.append(
          "  <line id=\"point-\(mark.index)\" x1=\"\(n(area.minX))\" y1=\"\(n(at))\" x2=\"\(n(area.maxX))\" y2=\"\(n(at))\" stroke=\"#000000\" stroke-width=\"1\"\(dash)/>"
        )
        lines.append(
          FrameSVG.rect(
            "swatch-\(mark.index)", area.maxX + 6, at - 5, 10, 10, fill: color(mark.index)))
        lines.append(text("point-label-\(mark.index)", area.maxX + 20, at + 4, label))
      }
      lines.append(
        text("y-top", area.minX - 6, area.minY + 10, FixedFormat.points(first.edge), anchor: "end"))
      lines.append(
        text("y-bottom", area.minX - 6, area.maxY, FixedFormat.points(last.edge), anchor: "end"))
    }
    lines.append(
      FrameSVG.rect(
        "map-area", area.x, area.y, area.width, area.height,
        extra: "fill=\"none\" stroke=\"\(textColor)\" stroke-width=\"1\""))
    if let low = map.velocities.first, let high = map.velocities.last {
      lines.append(
        text("x-low", area.minX, area.maxY + 16, ReleaseMapText.velocity(low), anchor: "start"))
      lines.append(
        text("x-high", area.maxX, area.maxY + 16, ReleaseMapText.velocity(high), anchor: "end"))
      if let zero = map.velocities.firstIndex(of: 0) {
        let x = area.minX + (Double(zero) + 0.5) * cellWidth
        lines.append(text("x-zero", x, area.maxY + 16, "0", anchor: "middle"))
      }
    }
    lines.append(
      text("x-label", area.midX, size.height - 12, "release velocity (pt/s)", anchor: "middle"))
    lines.append(
      text(
        "y-label", 16, area.midY, "leading edge at release (pt)", anchor: "middle",
        extra: " transform=\"rotate(-90 16.00 \(n(area.midY)))\""))
    var heading = "\(title) from \(map.from)"
    if let vs { heading += ", red: lands elsewhere with \(vs.name)" }
    lines.append(text("heading", area.minX, 24, heading, anchor: "start"))
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func text(
    _ id: String, _ x: Double, _ y: Double, _ content: String, anchor: String = "start",
    extra: String = ""
  ) -> String {
    "  <text id=\"\(id)\" x=\"\(n(x))\" y=\"\(n(y))\" font-family=\"sans-serif\" font-size=\"12\" fill=\"\(textColor)\" text-anchor=\"\(anchor)\"\(extra)>\(VisibleText.xml(content, attribute: false))</text>"
  }

  static func n(_ value: Double) -> String { FrameSVG.n(value) }
}
