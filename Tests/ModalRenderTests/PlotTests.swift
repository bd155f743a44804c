import ModalCore
import Testing

@testable import ModalRender

// The `plot` chart (Plot.swift). Every expected chart below was checked against the points'
// values (`snaps`) before it was frozen; the checks are written above each one. The rules:
// the range is the points' percents widened by 10 % of their span each side (demo01: 0...1 ->
// -0.1...1.1); the curve starts after the y labels, a space and the axis (label width + 2
// columns) and takes the rest of the width, n columns; a percent p lies in column
// round((p - lo) / (hi - lo) x (n - 1)); a value v is on level round((v - min) / (max - min)
// x 11), level 0 being the bottom row. demo01's points (percent: height, radius, dim):
// 0: 0.000 (undershoot) 253.2, 25, 0; 1: 0.300 253.2, 25, 0; 2: 0.540 (1 - 388 / 844) 422,
// 10, 0.1; 3: 0.875 633, 20, 0; 4: 0.944 (1 - 47 / 844) 797, 25, 0; 5: 1.000 (overshoot)
// 844, 25, 0. Height and dim extrapolate beyond the ends (the first segment is flat, the last
// rises 844 per unit: height = 844 x percent there); the radius is clamped.

// MARK: - Helpers

/// The interpolator of a built-in preset's default config.
func plotInterpolator(_ preset: String, environment: Environment = Environment()) throws
  -> Interpolator
{
  let document = try #require(try BuiltinPresets.document(named: preset))
  return Interpolator(config: document.config.defaultConfig, environment: environment)
}

/// The chart of a preset's property.
func plotChart(
  _ preset: String, _ property: PlotProperty, width: Int = 80, ascii: Bool = false,
  current: Double? = nil
) throws -> String {
  Plot.render(
    try plotInterpolator(preset), property: property, current: current,
    style: OutlineStyle(width: width, ascii: ascii))
}

// MARK: - demo01

@Suite("Plot: demo01, a bottom sheet")
struct PlotDemo01Tests {
  // Labels 928.40 (844 x 1.1 at the right end) and 253.20 (flat left of point 1): 6 wide, the
  // axis in text column 7, the curve in columns 8-79 (n = 72, 1.2 / 71 per column). Point
  // columns: 0 -> 5.92 -> 6, 0.3 -> 23.67 -> 24, 0.540 -> 37.88 -> 38, 0.875 -> 57.69 -> 58,
  // 0.944 -> 61.79 -> 62, 1 -> 65.08 -> 65: text columns 14, 32, 46, 66, 70, 73. Levels
  // (v - 253.2) / 675.2 x 11: 253.2 -> 0, 422 -> 2.75 -> 3, 633 -> 6.19 -> 6, 797 -> 8.86 -> 9,
  // 844 -> 9.63 -> 10, 928.4 -> 11 in the last column only. Between points the slope is 0.2,
  // 0.3, 0.5 then 0.7 levels per column, so the rises are steps of 5 and 3 columns with a
  // two-row step before point 4. Percent labels every 0.25 (0.1 would be 5.9 columns apart,
  // less than 4 + 2): 0.00 in column 6 has its point in text column 14, 1.00 in 65 -> 73.
  @Test("height at width 80")
  func height80() throws {
    expectDrawing(
      try plotChart("demo01", .height),
      """
      height: the modal's height (points), by percent
      928.40 ┤                                                                     ╭──
             │                                                                 ●───╯
             │                                                              ●──╯
             │                                                            ╭─╯
             │                                                           ╭╯
             │                                                      ╭───●╯
             │                                                ╭─────╯
             │                                           ╭────╯
             │                                     ╭●────╯
             │                                ╭────╯
             │                           ╭────╯
      253.20 ┤──────●─────────────────●──╯
             └──────┬─────────────────┬─────────────┬───────────────────┬───┬──┬──────
                    0                 1             2                   3   4  5
                   0.00           0.25          0.50           0.75           1.00

      """)
  }

  // The same chart in ASCII (`+` for the labelled axis rows, the corner and the marks, `-`,
  // `|` and the turns `'` `.` for the curve, `*` on the points), with the current percent 0.54: column 37.87 -> 38, point 2's
  // (which keeps its own percent), text column 46; the value at 0.54 is 253.2 + 0.24 /
  // 0.240284 x 168.8 = 421.80; ` now 0.540, height 421.80` fits right of the `^`.
  @Test("height at width 80 in ASCII, with the current percent")
  func height80ASCII() throws {
    expectDrawing(
      try plotChart("demo01", .height, ascii: true, current: 0.54),
      """
      height: the modal's height (points), by percent
      928.40 +                                                                     .--
             |                                                                 *---'
             |                                                              *--'
             |                                                            .-'
             |                                                           .'
             |                                                      .---*'
             |                                                .-----'
             |                                           .----'
             |                                     .*----'
             |                                .----'
             |                           .----'
      253.20 +------*-----------------*--'
             +------+-----------------+-------------+-------------------+---+--+------
                    0                 1             2                   3   4  5
                   0.00           0.25          0.50           0.75           1.00
                                                    ^ now 0.540, height 421.80

      """)
  }

  // Width 60: the same labels, the curve in columns 8-59 (n = 52, 1.2 / 51 per column). Point
  // columns 4.25 -> 4, 17.0 -> 17, 27.21 -> 27, 41.44 -> 41, 44.38 -> 44, 46.75 -> 47: text
  // columns 12, 25, 35, 49, 52, 55; the same levels. Now: column 27, text column 35; 35 + 2 +
  // 24 cells > 60, so the text ends left of the `▲` (text columns 10-33).
  @Test("height at width 60, with the current percent")
  func height60() throws {
    expectDrawing(
      try plotChart("demo01", .height, width: 60, current: 0.54),
      """
      height: the modal's height (points), by percent
      928.40 ┤                                                  ╭─
             │                                               ●──╯
             │                                            ●──╯
             │                                           ╭╯
             │                                          ╭╯
             │                                       ╭─●╯
             │                                   ╭───╯
             │                               ╭───╯
             │                           ●───╯
             │                       ╭───╯
             │                   ╭───╯
      253.20 ┤────●────────────●─╯
             └────┬────────────┬─────────┬─────────────┬──┬──┬────
                  0            1         2             3  4  5
                 0.00       0.25      0.50       0.75       1.00
                now 0.540, height 421.80 ▲

      """)
  }

  // Width 40: n = 32 (1.2 / 31 per column). Point columns 2.58 -> 3, 10.33 -> 10, 16.54 -> 17,
  // 25.19 -> 25, 26.98 -> 27, 28.42 -> 28: text columns 11, 18, 25, 33, 35, 36. Points 4 and 5
  // are in adjacent columns: `5` would touch `4`, so they read `4,5` from column 35. Levels as
  // at width 80 (the slope 0.7 per column becomes 1.6: `●╯` then `│` on level 8 before point 4).
  // The title is cut with `…`; the percent labels, 0.25 apart (6.5 columns), still fit.
  @Test("height at width 40: indices joined")
  func height40() throws {
    expectDrawing(
      try plotChart("demo01", .height, width: 40),
      """
      height: the modal's height (points), by…
      928.40 ┤                               ╭
             │                            ●──╯
             │                           ●╯
             │                           │
             │                          ╭╯
             │                        ╭●╯
             │                     ╭──╯
             │                   ╭─╯
             │                ╭●─╯
             │              ╭─╯
             │            ╭─╯
      253.20 ┤───●──────●─╯
             └───┬──────┬──────┬───────┬─┬┬───
                 0      1      2       3 4,5
                0.00  0.25  0.50   0.75  1.00

      """)
  }

  // A current percent beyond the range widens it: -0.1...1.5; the label 1266.00 (844 x 1.5) is
  // 7 wide, the curve in columns 9-59 (n = 51, 1.6 / 50 per column). Point columns 3.13 -> 3,
  // 12.5 -> 13, 20.01 -> 20, 30.47 -> 30, 32.63 -> 33, 34.38 -> 34: points 4 and 5 join.
  // Levels (v - 253.2) / 1012.8 x 11: 422 -> 1.83 -> 2, 633 -> 4.13 -> 4, 797 -> 5.91 -> 6,
  // 844 -> 6.42 -> 6. The current percent is the last column; the now text goes left of it.
  @Test("a current percent beyond the points widens the range")
  func beyond() throws {
    expectDrawing(
      try plotChart("demo01", .height, width: 60, current: 1.5),
      """
      height: the modal's height (points), by percent
      1266.00 ┤                                                 ╭─
              │                                             ╭───╯
              │                                          ╭──╯
              │                                       ╭──╯
              │                                   ╭───╯
              │                                 ●●╯
              │                               ╭─╯
              │                            ╭─●╯
              │                        ╭───╯
              │                   ╭●───╯
              │               ╭───╯
       253.20 ┤───●─────────●─╯
              └───┬─────────┬──────┬─────────┬──┬┬────────────────
                  0         1      2         3  4,5
                 0.00    0.25    0.50    0.75   1.00    1.25
                                       now 1.500, height 1266.00 ▲

      """)
  }

  // Radius (clamped at both ends, so 25 flat beyond them): labels 25.00 and 10.00, 5 wide; the
  // curve in columns 7-79 (n = 73, 1.2 / 72 per column). Point columns 6, 24, 38.42 -> 38,
  // 58.5 -> 58 (58.4999... in floating point), 62.66 -> 63, 66: text columns 13, 31, 45, 65,
  // 70, 73. Levels (v - 10) / 15 x 11: 25 -> 11, 10 -> 0, 20 -> 7.33 -> 7. Now 0.54: point
  // 2's column 38; its value 25 - 0.24 / 0.240284 x 15 = 10.02.
  @Test("radius at width 80, with the current percent")
  func radius80() throws {
    expectDrawing(
      try plotChart("demo01", .radius, current: 0.54),
      """
      radius: the modal's corner radius (points), by percent
      25.00 ┤──────●─────────────────●╮                                     ●──●──────
            │                         ╰╮                                  ╭─╯
            │                          ╰─╮                               ╭╯
            │                            ╰╮                             ╭╯
            │                             ╰╮                          ╭●╯
            │                              ╰─╮                     ╭──╯
            │                                ╰╮                 ╭──╯
            │                                 ╰╮              ╭─╯
            │                                  ╰─╮         ╭──╯
            │                                    ╰╮     ╭──╯
            │                                     ╰╮ ╭──╯
      10.00 ┤                                      ●─╯
            └──────┬─────────────────┬─────────────┬───────────────────┬────┬──┬──────
                   0                 1             2                   3    4  5
                  0.00           0.25           0.50           0.75           1.00
                                                   ▲ now 0.540, radius 10.02

      """)
  }

  // Width 60 in ASCII: n = 53 (1.2 / 52 per column). Point columns 4.33 -> 4, 17.33 -> 17,
  // 27.75 -> 28, 42.25 -> 42, 45.25 -> 45, 47.67 -> 48: text columns 11, 24, 35, 49, 52, 55.
  // Point 4 rises from level 9 to 11 in one column: `'` on 9, `|` on 10, `*` on 11.
  @Test("radius at width 60 in ASCII")
  func radius60ASCII() throws {
    expectDrawing(
      try plotChart("demo01", .radius, width: 60, ascii: true),
      """
      radius: the modal's corner radius (points), by percent
      25.00 +----*------------*.                          *--*----
            |                  '.                         |
            |                   '.                       .'
            |                    '.                     .'
            |                     '.                  .*'
            |                      '.               .-'
            |                       '.            .-'
            |                        '.         .-'
            |                         '.      .-'
            |                          '.   .-'
            |                           '..-'
      10.00 +                            *'
            +----+------------+----------+-------------+--+--+----
                 0            1          2             3  4  5
                0.00       0.25       0.50       0.75       1.00

      """)
  }

  // Dim: 0 except 0.1 at point 2; labels 0.10 and 0.00, 4 wide; the curve in columns 6-79
  // (n = 74, 1.2 / 73 per column). Point columns 6.08 -> 6, 24.33 -> 24, 38.95 -> 39,
  // 59.31 -> 59, 63.53 -> 64, 66.92 -> 67: text columns 12, 30, 45, 65, 70, 73. Levels: 0.1 ->
  // 11, 0 -> 0; a rise of 11 levels over 15 columns before point 2, a fall over 20 after.
  @Test("dim at width 80")
  func dim80() throws {
    expectDrawing(
      try plotChart("demo01", .dim),
      """
      dim: the dimming layer's opacity, by percent
      0.10 ┤                                       ●╮
           │                                     ╭─╯╰─╮
           │                                    ╭╯    ╰─╮
           │                                   ╭╯       ╰─╮
           │                                 ╭─╯          ╰─╮
           │                                ╭╯              ╰─╮
           │                               ╭╯                 ╰╮
           │                             ╭─╯                   ╰─╮
           │                            ╭╯                       ╰─╮
           │                           ╭╯                          ╰─╮
           │                         ╭─╯                             ╰─╮
      0.00 ┤──────●─────────────────●╯                                 ●────●──●──────
           └──────┬─────────────────┬──────────────┬───────────────────┬────┬──┬──────
                  0                 1              2                   3    4  5
                 0.00           0.25           0.50            0.75           1.00

      """)
  }

  // Width 60 in ASCII with the current percent: n = 54 (1.2 / 53 per column). Point columns
  // 4.42 -> 4, 17.67 -> 18, 28.28 -> 28, 43.06 -> 43, 46.12 -> 46, 48.58 -> 49: text columns
  // 10, 24, 34, 49, 52, 55. The current 0.54 is in point 2's column (text 34); its dim is
  // 0.24 / 0.240284 x 0.1 = 0.0999 -> 0.10. The title is cut with `~`.
  @Test("dim at width 60 in ASCII, with the current percent")
  func dim60ASCII() throws {
    expectDrawing(
      try plotChart("demo01", .dim, width: 60, ascii: true, current: 0.54),
      """
      dim: the dimming layer's opacity, by percent
      0.10 +                            *.
           |                           .''-.
           |                          .'   '.
           |                         .'     '.
           |                        .'       '-.
           |                       .'          '.
           |                       |            '-.
           |                      .'              '.
           |                     .'                '.
           |                    .'                  '-.
           |                   .'                     '.
      0.00 +----*-------------*'                       *--*--*----
           +----+-------------+---------+--------------+--+--+----
                0             1         2              3  4  5
               0.00       0.25       0.50        0.75       1.00
                                        ^ now 0.540, dim 0.10

      """)
  }

  // A constant property is drawn on the middle row (level 5, the 7th row) with one label.
  @Test("a constant property: opacity")
  func constant() throws {
    expectDrawing(
      try plotChart("demo01", .opacity, width: 60),
      """
      opacity: the modal's opacity, by percent
           │
           │
           │
           │
           │
           │
      1.00 ┤────●─────────────●─────────●──────────────●──●──●────
           │
           │
           │
           │
           │
           └────┬─────────────┬─────────┬──────────────┬──┬──┬────
                0             1         2              3  4  5
               0.00       0.25       0.50        0.75       1.00

      """)
  }
}

// MARK: - demo03

@Suite("Plot: demo03, a left drawer")
struct PlotDemo03Tests {
  // demo03's points (percent = maxX / 390: x): 0: 0.000 (-195, offscreen left), 1: 0.538
  // (210 / 390: 15), 2: 0.949 (370 / 390: 20), 3: 2.000 (the overshoot, 780 / 390: 390).
  // The range is -0.2...2.2; x is not clamped for a horizontal direction, so it extrapolates:
  // -195 - 0.2 x 390 = -273.00 on the left, 390 + 0.2 x 352.05 = 460.39 on the right. Labels 7
  // wide, the curve in columns 9-79 (n = 71, 2.4 / 70 per column). Point columns 5.83 -> 6,
  // 21.54 -> 22, 33.5 -> 34, 64.17 -> 64: text columns 15, 31, 43, 73. Levels (v + 273) /
  // 733.39 x 11: -195 -> 1.17 -> 1, 15 -> 4.32 -> 4, 20 -> 4.39 -> 4, 390 -> 9.94 -> 10.
  // Percent labels every 0.25 (7.3 columns apart). Now 0.54: point 1's column (text 31);
  // x = 15 + 0.0015 / 0.410 x 5 = 15.02.
  @Test("x at width 80, with the current percent")
  func x80() throws {
    expectDrawing(
      try plotChart("demo03", .x, current: 0.54),
      """
      x: the modal's x, its left edge (points), by percent
       460.39 ┤                                                                    ╭──
              │                                                              ╭─●───╯
              │                                                         ╭────╯
              │                                                   ╭─────╯
              │                                              ╭────╯
              │                                        ╭─────╯
              │                                   ╭────╯
              │                  ╭───●───────────●╯
              │             ╭────╯
              │        ╭────╯
              │   ╭──●─╯
      -273.00 ┤───╯
              └──────┬───────────────┬───────────┬─────────────────────────────┬──────
                     0               1           2                             3
                    0.00   0.25   0.50    0.75   1.00   1.25    1.50   1.75   2.00
                                     ▲ now 0.540, x 15.02

      """)
  }

  // Width 60 in ASCII: n = 51 (2.4 / 50 per column). Point columns 4.17 -> 4, 15.38 -> 15,
  // 23.93 -> 24, 45.83 -> 46: text columns 13, 24, 33, 55. Percent labels every 0.5 (0.25 would
  // be 5.2 columns apart, less than 4 + 2).
  @Test("x at width 60 in ASCII")
  func x60ASCII() throws {
    expectDrawing(
      try plotChart("demo03", .x, width: 60, ascii: true),
      """
      x: the modal's x, its left edge (points), by percent
       460.39 +                                                 .-
              |                                             .*--'
              |                                         .---'
              |                                     .---'
              |                                 .---'
              |                             .---'
              |                         .---'
              |             .-*--------*'
              |         .---'
              |      .--'
              |  .-*-'
      -273.00 +--'
              +----+----------+--------+---------------------+----
                   0          1        2                     3
                  0.00       0.50      1.00      1.50       2.00

      """)
  }
}

// MARK: - The list and odd inputs

@Suite("Plot: the property list and odd inputs")
struct PlotListTests {
  @Test("the list of properties")
  func list() {
    expectDrawing(
      Plot.list(),
      """
      property      what it plots
      x             the modal's x, its left edge (points)
      y             the modal's y, its top edge (points)
      width         the modal's width (points)
      height        the modal's height (points)
      radius        the modal's corner radius (points)
      dim           the dimming layer's opacity
      opacity       the modal's opacity
      content       the modal's content opacity
      shadow        the shadow's opacity
      shadowRadius  the shadow's blur radius (points)
      scale         the modal's transform scale (x)
      blur          the modal's blur intensity
      bgBlur        the background's blur intensity

      """)
  }

  @Test("every property has a distinct name and channel")
  func names() {
    let names = PlotProperty.allCases.map(\.rawValue)
    #expect(Set(names).count == names.count)
    #expect(Set(PlotProperty.allCases.map(\.channel)).count == names.count)
    #expect(PlotProperty(rawValue: "content") == .contentOpacity)
    #expect(PlotProperty(rawValue: "bgBlur") == .backgroundBlur)
  }

  @Test("no points: a title and a message")
  func empty() {
    let interpolator = Interpolator(config: ModalConfig(snapPoints: []), environment: Environment())
    expectDrawing(
      Plot.render(interpolator, property: .height, current: 0.5, style: OutlineStyle(width: 30)),
      """
      height: the modal's height (p…
      no interpolation points

      """)
  }

  @Test("pure: the same input draws the same chart")
  func pure() throws {
    let interpolator = try plotInterpolator("demo03")
    for property in PlotProperty.allCases {
      let style = OutlineStyle(width: 70, ascii: property.rawValue.count % 2 == 0)
      #expect(
        Plot.render(interpolator, property: property, current: 0.7, style: style)
          == Plot.render(interpolator, property: property, current: 0.7, style: style))
    }
  }

  @Test("a current percent that is not finite is ignored")
  func nonFiniteCurrent() throws {
    let interpolator = try plotInterpolator("demo01")
    let style = OutlineStyle(width: 60)
    let plain = Plot.render(interpolator, property: .height, current: nil, style: style)
    #expect(Plot.render(interpolator, property: .height, current: .nan, style: style) == plain)
    #expect(
      Plot.render(interpolator, property: .height, current: .infinity, style: style) == plain)
  }
}

// MARK: - Properties

@Suite("Plot: properties over every preset")
struct PlotPropertyTests {
  static let widths = [8, 30, 60, 120]

  /// Every preset's configs (default and constrained) in portrait and landscape.
  static func interpolators() throws -> [(name: String, interpolator: Interpolator)] {
    var result: [(name: String, interpolator: Interpolator)] = []
    for name in BuiltinPresets.names {
      let document = try #require(try BuiltinPresets.document(named: name))
      let configs = [document.config.defaultConfig] + document.config.constrained.map(\.config)
      for (i, config) in configs.enumerated() {
        for orientation in [Orientation.portrait, .landscape] {
          result.append(
            (
              "\(name)[\(i)] \(orientation)",
              Interpolator(config: config, environment: Environment(orientation: orientation))
            ))
        }
      }
    }
    return result
  }

  /// Every property at every width, with no current percent, one between the first two
  /// points and one beyond the last, in box-drawing and ASCII characters, taken in turn (every
  /// combination of all of them would take a minute in a debug build).
  @Test("width, trailing spaces, ASCII, line count, and the points' columns carry their values")
  func everyPreset() throws {
    var round = 0
    for (name, interpolator) in try Self.interpolators() {
      let percents = interpolator.sortedPercents
      let middle = percents.count > 1 ? (percents[0] + percents[1]) / 2 : 0.5
      let beyond = (percents.last ?? 1) + 0.4
      let currents = [nil, middle, beyond]
      for property in PlotProperty.allCases {
        for width in Self.widths {
          round += 1
          check(
            interpolator, property: property, width: width, current: currents[round % 3],
            ascii: round % 2 == 1, name: name)
        }
      }
    }
  }

  func check(
    _ interpolator: Interpolator, property: PlotProperty, width: Int, current: Double?,
    ascii: Bool, name: String
  ) {
    let context =
      "\(name) \(property) width \(width) current \(String(describing: current)) ascii \(ascii)"
    let style = OutlineStyle(width: width, ascii: ascii)
    let text = Plot.render(interpolator, property: property, current: current, style: style)
    #expect(text.hasSuffix("\n"), "\(context)")
    let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
      .map { Array($0) }
    #expect(lines.count == 1 + Plot.rows + 3 + (current == nil ? 0 : 1), "\(context)")
    for line in lines {
      #expect(line.count <= width, "too wide: \(String(line)) in \(context)")
      #expect(line.last != " ", "trailing space: \(String(line)) in \(context)")
      if ascii {
        #expect(line.allSatisfy { $0.isASCII }, "not ASCII: \(String(line)) in \(context)")
      }
    }
    guard let chart = PlotChart(interpolator, property: property, current: current, width: width)
    else {
      Issue.record("no chart: \(context)")
      return
    }
    let channel = property.channel
    let point: Set<Character> = ascii ? ["*", "o"] : ["●", "○"]
    for snap in interpolator.points {
      let column = chart.column(of: snap.percent)
      let sharing = interpolator.points.filter { chart.column(of: $0.percent) == column }
      guard sharing.count == 1 else { continue }
      // Sampled at the point's own percent: exactly the point's value.
      #expect(chart.percents[column] == snap.percent, "\(context) point \(snap.index)")
      if interpolator.points.filter({ $0.percent == snap.percent }).count == 1 {
        #expect(chart.values[column] == snap.values[channel], "\(context) point \(snap.index)")
      }
      // Drawn on its level.
      guard let level = chart.levels[column] else { continue }
      let line = lines[1 + Plot.rows - 1 - level]
      let x = chart.chartStart + column
      if x < width {
        #expect(
          x < line.count && point.contains(line[x]),
          "\(context) point \(snap.index) not drawn at \(x): \(String(line))")
      }
    }
    // The current percent's column carries its value unless a point holds it, and shows the
    // marker.
    if let current {
      let column = chart.column(of: current)
      if !interpolator.points.contains(where: { chart.column(of: $0.percent) == column }) {
        #expect(chart.percents[column] == current, "\(context)")
      }
      let marker: Character = ascii ? "^" : "▲"
      let x = chart.chartStart + column
      if x < width, let last = lines.last {
        #expect(x < last.count && last[x] == marker, "\(context): \(String(last))")
      }
    }
    // The labels are the lowest and highest samples.
    let finite = chart.values.compactMap { $0 }
    #expect(finite.min() == chart.minimum && finite.max() == chart.maximum, "\(context)")
  }
}
