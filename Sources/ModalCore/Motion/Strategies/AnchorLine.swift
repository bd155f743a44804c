/// The anchors of a release, from closed to open: the points it may land on
/// (``ReleaseInput/anchorCandidates(from:)`` that are not excluded), for the rules that walk
/// from anchor to anchor (FloatingPanel's momentum, the distance rule). When the points are in
/// order (``Interpolator/edgesOpenInIndexOrder``) an anchor is a position in the points, found
/// by a binary search and a step to the next one admitted, so that a release does not walk
/// every point; otherwise the anchors are sorted once per release.
struct AnchorLine {
  /// An anchor: its position in the points (in order) or in `sorted`.
  typealias Anchor = Int

  let input: ReleaseInput
  /// The anchors by openness then index; nil when the points are in order.
  private let sorted: [ReleaseRecord.Candidate]?
  /// Whether the point at a position is an anchor (``ReleaseInput/anchorFilter()``).
  private let allowed: (Int) -> Bool
  /// The most closed and the most open anchor.
  let first: Anchor
  let last: Anchor

  /// The anchors of `input`; nil when there is none.
  init?(_ input: ReleaseInput) {
    self.input = input
    let allowed = input.anchorFilter()
    self.allowed = allowed
    if input.interpolator.edgesOpenInIndexOrder {
      sorted = nil
      let count = input.interpolator.points.count
      guard let first = (0..<count).first(where: allowed),
        let last = (0..<count).last(where: allowed)
      else { return nil }
      self.first = first
      self.last = last
    } else {
      let anchors = input.anchorCandidates(from: input.leadingEdge).filter { $0.excluded == nil }
        .sorted {
          input.openness($0.edge) != input.openness($1.edge)
            ? input.openness($0.edge) < input.openness($1.edge) : $0.index < $1.index
        }
      guard !anchors.isEmpty else { return nil }
      sorted = anchors
      first = 0
      last = anchors.count - 1
    }
  }

  /// The anchor's leading edge.
  func edge(_ anchor: Anchor) -> Double {
    if let sorted { return sorted[anchor].edge }
    return input.interpolator.leadingEdge(of: input.interpolator.points[anchor].rect)
  }

  /// The anchor's combined index.
  func index(_ anchor: Anchor) -> Int {
    if let sorted { return sorted[anchor].index }
    return input.interpolator.points[anchor].index
  }

  /// The anchor's edge as a position that grows as the modal opens.
  func openness(_ anchor: Anchor) -> Double { input.openness(edge(anchor)) }

  /// The next anchor towards open (`direction` > 0) or closed, or `anchor` itself at the end.
  func step(_ anchor: Anchor, direction: Double) -> Anchor {
    guard sorted == nil else {
      return direction > 0 ? Swift.min(anchor + 1, last) : Swift.max(anchor - 1, first)
    }
    if direction > 0 {
      return (anchor + 1..<last + 1).first(where: allowed) ?? anchor
    }
    return (first..<anchor).last(where: allowed) ?? anchor
  }

  /// The first anchor whose openness is above `position` (`strictly`) or at least `position`.
  func firstAhead(of position: Double, strictly: Bool) -> Anchor? {
    func ahead(_ anchor: Anchor) -> Bool {
      strictly ? position < openness(anchor) : position <= openness(anchor)
    }
    guard sorted == nil else { return (first..<last + 1).first(where: ahead) }
    // Every point's openness is at least the one before's: the first point ahead, by binary
    // search, then the first anchor from it.
    let points = input.interpolator.points
    var low = 0
    var high = points.count
    while low < high {
      let mid = (low + high) / 2
      let open = input.openness(input.interpolator.leadingEdge(of: points[mid].rect))
      if strictly ? position < open : position <= open { high = mid } else { low = mid + 1 }
    }
    return (low..<points.count).first(where: allowed)
  }
}

/// The segment of anchors (sorted by openness) that a position falls in when moving in a
/// direction, as FloatingPanel's `segment(at:forward:)` finds it: the anchor at or behind the
/// position (`from`) and the next one ahead (`to`). Outside the anchors both are the end
/// anchor on that side. A position exactly at an anchor starts the segment leaving it.
struct AnchorSegment: Equatable {
  /// Anchors of the line.
  var from: AnchorLine.Anchor
  var to: AnchorLine.Anchor

  /// The segment of `line` containing `position`; `direction` +1 (opening) or -1.
  static func containing(_ position: Double, direction: Double, in line: AnchorLine)
    -> AnchorSegment
  {
    let first = line.first
    if direction > 0 {
      // The first anchor strictly ahead.
      guard let ahead = line.firstAhead(of: position, strictly: true) else {
        return AnchorSegment(from: line.last, to: line.last)
      }
      guard ahead != first else { return AnchorSegment(from: first, to: first) }
      return AnchorSegment(from: line.step(ahead, direction: -1), to: ahead)
    }
    // Moving towards closed: the first anchor at or above the position is `from`.
    guard let behind = line.firstAhead(of: position, strictly: false) else {
      return AnchorSegment(from: line.last, to: line.last)
    }
    guard behind != first else { return AnchorSegment(from: first, to: first) }
    return AnchorSegment(from: behind, to: line.step(behind, direction: -1))
  }
  /// How far along the segment the openness `position` lies: |position - from| / |to - from|,
  /// 0 at `from` and 1 at `to` (`from` and `to` differ).
  func progress(of position: Double, in line: AnchorLine) -> Double {
    let fromOpen = line.openness(from)
    return abs(position - fromOpen) / abs(line.openness(to) - fromOpen)
  }
}

extension ReleaseInput {
  /// Whether the point at a position is an anchor: not excluded by
  /// ``anchorCandidates(from:)``.
  func anchorFilter() -> (Int) -> Bool {
    let points = interpolator.points
    let under = undershootAllowed
    let over = overshootAllowed
    let overIndex = overshootIndex
    // Each field read in place: a copy of the whole point (its key, its values) would cost
    // more than the test, which the release map runs at every cell.
    return { i in
      guard points[i].kind != .inBetween, points[i].traits.allowSnapping != false else {
        return false
      }
      let index = points[i].index
      if index == 0 { return under }
      return index != overIndex || over
    }
  }

  /// The index ``nearest(_:)`` picks from ``anchorCandidates(from:)``: the nearest anchor to
  /// `edge`, the lower index on ties; by binary search when the points are in order.
  func nearestAnchor(to edge: Double) -> Int? {
    guard interpolator.edgesOpenInIndexOrder, !edge.isNaN else {
      return nearest(anchorCandidates(from: edge))
    }
    let points = interpolator.points
    return searchNearest(
      to: edge, allowed: anchorFilter(),
      distance: { abs(interpolator.leadingEdge(of: points[$0].rect) - edge) }
    ).map { points[$0].index }
  }
}
