import ModalCore

/// How a corpus file's import compares with what its code says.
enum CorpusClass: String, CaseIterable, Sendable {
  /// Read as the code says (what cannot be a setting may be reported, nothing is lost).
  case right
  /// Read as the code says except what the report names: a runtime value stood in for, a
  /// property with no setting here.
  case partly
  /// Read otherwise than the code says, without a word for the difference.
  case wrong
  /// Not imported: one error, whose lines say why.
  case refused
}

/// A sheet as it reads: the standard points on iphone-14 in portrait (390 x 844, safe area 47
/// / 34), in the config's order.
struct CorpusReading: Equatable, Sendable {
  var library: String
  /// The points' frames (compared to 0.01 pt).
  var frames: [Rect]
  /// The points' keys: state or detent names (nil: the library has none).
  var keys: [String?]
  /// The point `present` opens at (1 = the first).
  var initial: Int
  /// The dim behind the sheet at each point (its background opacity).
  var dims: [Double]
  /// The Apple sheet's settings (nil for the other libraries).
  var sheet: SheetConfig? = nil
  /// The release options a row checks (`removalThreshold`: 0 when a drag cannot remove the
  /// sheet), only those named: where another panel's behavior could be read into this one.
  var options: [String: Double] = [:]
}

/// One file of Tests/ModalSwiftTests/Corpus, with its reading worked out by hand from the
/// code and, for the numbers, the library's source.
struct CorpusCase: Sendable {
  var file: String
  /// The library the code is written for.
  var library: String
  var kind: CorpusClass
  /// What the code says (nil for a refusal: the code gives no sheet to read).
  var expected: CorpusReading?
  /// The report's approximated then left-out lines, exactly (for a refusal: the lines under
  /// the error).
  var reported: [String] = []
  /// A refusal's first line.
  var error: String? = nil
  /// Why a case is not `right`: what differs or what is missing. For `wrong`, and a `partly`
  /// whose reading differs from `expected`, the comparison is a known issue: the day the
  /// importer reads it as the code says, the test fails until the table says so.
  var why: String = ""
  /// True when the import's reading differs from `expected` (a known issue).
  var differs: Bool = false
}

/// Shorthands for the table: a full-width frame on iphone-14, the Apple sheet's detents.
extension Rect {
  /// A frame as wide as iphone-14, `height` tall from `y`.
  static func phone(y: Double, height: Double) -> Rect {
    Rect(x: 0, y: y, width: 390, height: height)
  }
}
