import ModalCore

/// The size of the outline's container box, in cells, for a container and a width.
///
/// A terminal cell is about twice as tall as it is wide, so a box of `rows` x `columns` inner
/// cells keeps the container's aspect when `columns = 2 x rows x W / H`:
///
/// - rows = min(24, floor((width - gutter - 2) x H / W / 2)), at least 6, where the gutter is
///   the 12 columns reserved right of the box for the snap ticks of a vertical direction (0 for
///   a horizontal one, whose ticks go below the box);
/// - columns = round(rows x 2 x W / H) (half away from zero), at least 1;
/// - while the box and its gutter would be wider than `width`, one row less (columns are
///   finally capped at the width left, for containers too flat to fit at any height).
///
/// The box is then `columns + 2` columns by `rows + 2` lines (its border included), and the
/// drawing is `rows + 2` lines for a vertical direction, `rows + 4` for a horizontal one.
struct OutlineLayout: Hashable, Sendable {
  /// The most inner rows (a portrait phone at width 80 gets exactly this many).
  static let maxRows = 24
  /// The fewest inner rows, unless the width cannot hold them.
  static let minRows = 6
  /// The columns reserved right of the box for the ticks of a vertical direction.
  static let gutterColumns = 12
  /// The lines below the box for the ticks of a horizontal direction (marks, indices).
  static let gutterLines = 2

  /// The box's inner rows.
  var rows: Int
  /// The box's inner columns.
  var columns: Int
  /// The primary axis (where the gutter goes).
  var axis: Axis

  /// The layout of a container drawn at most `width` columns wide and, with a `height`, at
  /// most that many lines tall (never fewer than 1 inner row).
  init(container: Size, width: Int, axis: Axis, height: Int? = nil) {
    let w = container.width
    let h = container.height
    let aspect = w.isFinite && h.isFinite && w > 0 && h > 0 ? h / w : 1
    let side = axis == .vertical ? Self.gutterColumns : 0
    let maxColumns = Swift.max(1, width - side - 2)
    var rows = Swift.min(Self.maxRows, Self.floorInt(Double(maxColumns) * aspect / 2))
    rows = Swift.max(rows, Self.minRows)
    if let height { rows = Swift.min(rows, Swift.max(1, height - Self.frameLines(axis))) }
    var columns = Self.columns(rows: rows, aspect: aspect)
    while columns > maxColumns && rows > 1 {
      rows -= 1
      columns = Self.columns(rows: rows, aspect: aspect)
    }
    self.rows = rows
    self.columns = Swift.min(columns, maxColumns)
    self.axis = axis
  }

  /// The box's width, border included.
  var boxWidth: Int { columns + 2 }

  /// The drawing's line count.
  var lineCount: Int { rows + Self.frameLines(axis) }

  /// The lines of a drawing that are not inner rows: the box's border, and the gutter below
  /// it for a horizontal direction.
  static func frameLines(_ axis: Axis) -> Int { 2 + (axis == .horizontal ? gutterLines : 0) }

  /// The inner columns that keep the aspect for a row count.
  static func columns(rows: Int, aspect: Double) -> Int {
    Swift.max(1, roundInt(Double(rows) * 2 / aspect))
  }

  /// floor(x) as an Int, saturated to +-1e9 (0 for NaN).
  static func floorInt(_ x: Double) -> Int {
    guard !x.isNaN else { return 0 }
    return Int(Swift.min(Swift.max(x, -1e9), 1e9).rounded(.down))
  }

  /// x rounded half away from zero as an Int, saturated to +-1e9 (0 for NaN).
  static func roundInt(_ x: Double) -> Int {
    guard !x.isNaN else { return 0 }
    return Int(Swift.min(Swift.max(x, -1e9), 1e9).rounded(.toNearestOrAwayFromZero))
  }
}

/// The cells a stretch of points covers along one axis of the box: `first...last`, which may
/// lie partly or wholly outside `0..<cells` (the part of a modal that is off-screen).
///
/// The rounding rule: a coordinate v on an axis of length L drawn in n cells is at cell
/// position p = v / L x n. A start edge (minX, minY) lies in cell floor(p + 1e-9); an end edge
/// (maxX, maxY) lies in cell ceil(p - 1e-9) - 1, the cell just before it when it falls on a
/// cell boundary, so a rect ending at the container's edge ends in the last cell. Each edge
/// thus maps to the cell containing it (the 1e-9 absorbs floating-point noise at exact cell
/// boundaries) and a rect covers at least one cell (`last >= first`).
struct OutlineSpan: Hashable, Sendable {
  var first: Int
  var last: Int

  /// The span of `lower..<upper` (in either order) on an axis of `length` points in `cells`
  /// cells, or nil when a bound is not finite or the axis is empty.
  init?(_ lower: Double, _ upper: Double, length: Double, cells: Int) {
    guard lower.isFinite, upper.isFinite, length.isFinite, length > 0, cells > 0 else {
      return nil
    }
    let start = Swift.min(lower, upper)
    let end = Swift.max(lower, upper)
    first = Self.startCell(start, length: length, cells: cells)
    last = Swift.max(first, Self.endCell(end, length: length, cells: cells))
  }

  /// The cell holding a start edge (or a point).
  static func startCell(_ value: Double, length: Double, cells: Int) -> Int {
    OutlineLayout.floorInt(value / length * Double(cells) + 1e-9)
  }

  /// The cell holding an end edge.
  static func endCell(_ value: Double, length: Double, cells: Int) -> Int {
    OutlineLayout.floorInt((value / length * Double(cells) - 1e-9).rounded(.up)) - 1
  }

  /// The part inside `0..<cells`, or nil when none is.
  func visible(in cells: Int) -> ClosedRange<Int>? {
    guard last >= 0, first < cells, cells > 0 else { return nil }
    return Swift.max(first, 0)...Swift.min(last, cells - 1)
  }

  /// The span with both ends moved into `0..<cells` (where an off-screen rect points to).
  func clamped(to cells: Int) -> ClosedRange<Int> {
    let top = Swift.max(cells - 1, 0)
    return Swift.min(Swift.max(first, 0), top)...Swift.min(Swift.max(last, 0), top)
  }
}
