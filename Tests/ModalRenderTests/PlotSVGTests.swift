import Foundation
import ModalCore
import Testing

@testable import ModalRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `plot PROPERTY --svg FILE` (issue 15): the chart as SVG, parsed as XML. The polyline is
/// the text chart's samples (``Plot/samples(_:property:current:width:)``) mapped by the
/// documented frame; the snap marks stand at the points' percents; the current percent is
/// shown; the axes are titled and their ticks have fixed decimals. demo01's points (see
/// PlotTests): percents 0, 0.3, 0.54, 0.875, 0.944, 1; heights 253.2 ... 844.
@Suite("plot --svg: the chart as SVG")
struct PlotSVGTests {
  func document(_ svg: String) throws -> XMLDocument {
    try XMLDocument(xmlString: svg, options: [])
  }

  func element(_ svg: String, _ id: String) throws -> XMLElement {
    let nodes = try document(svg).nodes(forXPath: "//*[@id='\(id)']")
    return try #require(nodes.first as? XMLElement, "no element \(id)")
  }

  func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
  }

  func number(_ element: XMLElement, _ name: String) -> Double? {
    attribute(element, name).flatMap(Double.init)
  }

  /// The ids of the elements whose id starts with `prefix`, in document order.
  func ids(_ svg: String, _ prefix: String) throws -> [String] {
    try document(svg).nodes(forXPath: "//*[starts-with(@id, '\(prefix)')]").compactMap {
      ($0 as? XMLElement).flatMap { attribute($0, "id") }
    }
  }

  @Test("demo01's height: the polyline is the text chart's samples, the marks at the points")
  func height() throws {
    let interpolator = try plotInterpolator("demo01")
    let current = interpolator.points[2].percent  // 1 - 388 / 844
    let svg = PlotSVG.render(
      interpolator, property: .height, current: current, width: 80, title: "height of demo01")
    let samples = Plot.samples(interpolator, property: .height, current: current, width: 80)
    #expect(samples.count == 72)  // 80 columns less the labels (6: 928.40), a space, the axis
    let values = samples.compactMap(\.value)
    let frame = PlotSVG.Frame(
      area: Rect(x: 72, y: 48, width: 544, height: 288), low: -0.1, high: 1.1,
      minimum: try #require(values.min()), maximum: try #require(values.max()))
    #expect(samples.first?.percent == -0.1)
    #expect(abs(frame.minimum - 253.2) < 1e-9)
    #expect(abs(frame.maximum - 844 * 1.1) < 1e-9)
    let points = try #require(attribute(try element(svg, "curve"), "points"))
      .split(separator: " ").map { pair in pair.split(separator: ",").compactMap { Double($0) } }
    #expect(points.count == samples.count)
    for (point, sample) in zip(points, samples) {
      let value = try #require(sample.value)
      #expect(abs(point[0] - frame.x(sample.percent)) <= 0.005)
      #expect(abs(point[1] - frame.y(value)) <= 0.005)
      // And back: the picture's numbers are the samples, to 0.01.
      let percent = (point[0] - 72) / 544 * 1.2 - 0.1
      #expect(abs(percent - sample.percent) <= 0.01)
      let height = frame.minimum + (1 - (point[1] - 48) / 288) * (frame.maximum - frame.minimum)
      #expect(abs(height - value) <= 0.01 * (frame.maximum - frame.minimum))
    }
    // The snap marks: one per point, at its percent, labelled with its index (and key).
    #expect(try ids(svg, "snap-") == ["snap-0", "snap-1", "snap-2", "snap-3", "snap-4", "snap-5"])
    for point in interpolator.points {
      let mark = try element(svg, "snap-\(point.index)")
      let line = try #require(mark.children?.first as? XMLElement)
      #expect(abs(try #require(number(line, "x1")) - frame.x(point.percent)) <= 0.005)
      let label = try #require(mark.children?.last as? XMLElement)
      #expect(label.stringValue == String(point.index) + (point.key.map { " " + $0 } ?? ""))
    }
    #expect(attribute(try element(svg, "snap-2"), "class") == nil)
    // The current percent: its line and the value's dot, and the line of text.
    let now = try element(svg, "current")
    let line = try #require(now.children?.first as? XMLElement)
    #expect(number(line, "x1") == ((72 + (current + 0.1) / 1.2 * 544) * 100).rounded() / 100)
    let dot = try #require(now.children?.last as? XMLElement)
    #expect(number(dot, "cy") == (frame.y(422) * 100).rounded() / 100)
    #expect(try element(svg, "now").stringValue == "now 0.540, height 422.00")
    // The axes: titled with the property and its unit; ticks with fixed decimals.
    #expect(try element(svg, "x-label").stringValue == "percent")
    #expect(try element(svg, "y-label").stringValue == "height (pt)")
    // -0.1...1.1: a step of 0.2 (0.1 would give 12 intervals, more than 8).
    let xTicks = try ids(svg, "x-tick-").filter { $0.hasSuffix("-label") }.map {
      try element(svg, $0).stringValue ?? ""
    }
    #expect(xTicks == ["0.00", "0.20", "0.40", "0.60", "0.80", "1.00"])
    let yTicks = try ids(svg, "y-tick-").filter { $0.hasSuffix("-label") }.map {
      try element(svg, $0).stringValue ?? ""
    }
    #expect(yTicks == ["400.00", "600.00", "800.00"])
    try goldenPlot("demo01-height", svg)
  }

  @Test("a flat property, a keyframe's class, a tiny step's decimals, no points")
  func edges() throws {
    let interpolator = try plotInterpolator("demo01")
    let flat = PlotSVG.render(
      interpolator, property: .opacity, current: nil, width: 80, title: "opacity")
    // Opacity is 1 everywhere: one tick at its value, the curve on the middle line.
    #expect(try ids(flat, "y-tick-").filter { $0.hasSuffix("-label") } == ["y-tick-0-label"])
    #expect(try element(flat, "y-tick-0-label").stringValue == "1.00")
    let points = try #require(attribute(try element(flat, "curve"), "points"))
    #expect(points.split(separator: " ").allSatisfy { $0.hasSuffix(",192.00") })
    #expect(!flat.contains("id=\"current\""))
    #expect(try element(flat, "y-label").stringValue == "opacity (fraction)")
    #expect(PlotSVG.tickStep(0.004, factors: [1, 2, 5], most: 6) == (0.001, 3))
    #expect(PlotSVG.tickStep(800, factors: [1, 2, 5], most: 6) == (200, 2))
    #expect(PlotSVG.tickStep(1.2, factors: [0.01, 0.02, 0.05], most: 8).1 == 2)
  }

  /// Compares with Golden/NAME.svg (MODALPLAY_UPDATE_GOLDEN=1 rewrites it).
  func goldenPlot(_ name: String, _ svg: String) throws {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast()
    let path = parts.joined(separator: "/") + "/Golden/\(name).svg"
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_GOLDEN"] == "1" {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == svg, "\(name)")
  }
}
