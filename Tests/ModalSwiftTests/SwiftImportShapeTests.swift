import ModalShell
import ModalSwift
import Testing

/// Deep and long shapes, 10 000 levels each, in a detent of a SwiftUI file: every bracket,
/// every binary operator's chain, a member chain, prefix operators, nested closures, and a
/// custom detent's resolver of one long chain. Each is read through the entry `load` and
/// `--config` read files with (`ConfigSource`, which runs the importers); each must end in a
/// clean error or a result that says why the shape was skipped, and the reader must have
/// stopped within ``SwiftParser/maxDepth`` units of the shape (its work bounded by the limit,
/// not by the shape's length).
@Suite("Swift import: deep and long shapes")
struct SwiftImportShapeTests {
  static let levels = 10_000

  /// A shape: its name, the text (`open` repeated, the middle, `close` repeated) and the
  /// length of one level of it before the limit.
  struct Shape: CustomStringConvertible {
    var name: String
    var open: String
    var middle = "1"
    var close = ""
    var unit: Int

    var text: String {
      String(repeating: open, count: levels) + middle + String(repeating: close, count: levels)
    }
    var description: String { name }
  }

  static let operators = ["+", "-", "*", "/", "==", "!=", "<", "<=", ">", ">=", "&&", "||"]

  static let shapes: [Shape] =
    [
      Shape(name: "parentheses", open: "(", close: ")", unit: 1),
      Shape(name: "brackets", open: "[", close: "]", unit: 1),
      Shape(name: "braces", open: "{", close: "}", unit: 1),
      Shape(name: "closures", open: "{ x in ", close: " }", unit: 7),
      Shape(name: "prefix -", open: "-", unit: 1),
      Shape(name: "prefix !", open: "!", unit: 1),
      Shape(
        name: "members", open: "", middle: "x" + String(repeating: ".a", count: levels), unit: 2),
    ]
    + operators.map { symbol in
      let link = " \(symbol) 1"
      return Shape(
        name: "chain " + symbol, open: "", middle: "1" + String(repeating: link, count: levels),
        unit: link.count)
    }

  /// The one place the report or the error gives the limit's reason: its column.
  static func refusalColumn(_ lines: [String], file: String) -> Int? {
    let refused = lines.filter { $0.contains(SwiftParser.tooDeep) }
    guard refused.count == 1, let line = refused.first else { return nil }
    let place = line.drop { $0 == " " }.dropFirst(file.count + 1).split(separator: ":")
    return place.count > 2 ? Int(place[1]) : nil
  }

  /// Reads `source` through the entry of `load` and `--config` (which runs the importers):
  /// the skipped lines of its report, or the lines of its error.
  static func read(_ source: String, file: String) -> [String] {
    switch ConfigSource.decode(source, path: file) {
    case .success(let loaded): loaded.report.filter { $0.contains(": skipped ") }
    case .failure(let error): error.message.split(separator: "\n").map(String.init)
    }
  }

  @Test("each shape in a detent is refused at the limit, within maxDepth units of its start")
  func detents() {
    let prefix = "Text(\"x\").presentationDetents([.medium, .height("
    for shape in Self.shapes {
      let lines = Self.read(prefix + shape.text + ")])\n", file: "S.swift")
      let column = Self.refusalColumn(lines, file: "S.swift")
      let bound = prefix.count + shape.unit * (SwiftParser.maxDepth + 1)
      #expect(column.map { $0 <= bound } == true, "\(shape): \(lines)")
    }
  }

  @Test("a custom detent's resolver of one long chain is skipped at its height(in:)")
  func resolver() {
    let chain = String(repeating: " + context.maxDetentValue", count: Self.levels)
    let source = """
      Text("x").presentationDetents([.medium, .custom(Bar.self)])
      struct Bar: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { 1\(chain) }
      }
      """
    #expect(
      Self.read(source, file: "R.swift") == [
        "R.swift:3:15: skipped Bar.height(in:): \(SwiftParser.tooDeep): give the height with set snapPoints[N].layout.height detent.custom(...)"
      ])
  }
}
