import ModalCore
import Testing

/// Expects two numbers to agree to within `tolerance` (0.005 by default: exact to 0.01 pt).
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 0.005,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(actual) is not \(expected)\(comment.map { " (\($0))" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects a rect to equal (x, y, width, height) to 0.01 pt.
func expectRect(
  _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let ok =
    abs(actual.x - x) <= 0.005 && abs(actual.y - y) <= 0.005
    && abs(actual.width - width) <= 0.005 && abs(actual.height - height) <= 0.005
  #expect(
    ok,
    "rect (\(actual.x), \(actual.y), \(actual.width), \(actual.height)) is not (\(x), \(y), \(width), \(height))\(comment.map { " (\($0))" } ?? "")",
    sourceLocation: sourceLocation)
}

/// A rect, briefly: `r(0, 590.8, 390, 253.2)`.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// The problems of decoding `text` as a config document, one line each (empty when it loads).
func loadProblems(_ text: String) -> [String] {
  do {
    _ = try ConfigCoding.decodeDocument(text)
    return []
  } catch {
    return error.problems.map(\.description)
  }
}
