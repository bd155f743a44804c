import ModalTestSupport
import Testing

@testable import ModalCore

// The release map (``Manager/releaseMap(from:velocities:edges:)``) against what a fresh
// manager does when told `snap FROM`, a drag to the row's edge and `release V`, for every
// release rule (on demo01's points) and every built-in preset (each with its own rule,
// overdrag and options); and its cost at 1 024 snap points.

/// Where a fresh copy of `presentedManager` lands after `snap FROM`, a drag of `travel` and a
/// release at `velocity`, settled: the index, nil when dismissed.
private func replay(
  _ presentedManager: Manager, from: Int, travel: Double, velocity: Double
) throws -> Int? {
  var m = presentedManager
  _ = try m.apply(.snap(.index(from)))
  _ = m.settleAnimation()
  _ = try m.apply(.dragMove(amount: travel, secondary: 0))
  if m.gesture != nil { _ = try m.apply(.dragEnd(velocity: velocity)) }
  _ = m.settleAnimation()
  return m.state.isDismissed ? nil : m.currentIndex
}

/// The managers the equality is checked on: demo01 with each rule, then each preset.
private func managers() throws -> [(name: String, manager: Manager)] {
  var list: [(String, Manager)] = []
  for rule in ReleaseStrategies.names {
    var document = try presetDocument("demo01")
    document.config.defaultConfig.release = ReleaseConfig(strategy: rule)
    var m = try Manager(config: document.config, name: "demo01+\(rule)")
    _ = try m.apply(.present(nil, animated: false))
    list.append(("demo01 with \(rule)", m))
  }
  for name in BuiltinPresets.names {
    list.append((name, try presented(name, at: 1)))
  }
  return list
}

@Suite("releasemap: each cell is snap FROM, a drag and a release")
struct ReleaseMapTests {
  @Test("random cells of every rule and preset equal the replayed commands")
  func cellsEqualReplay() throws {
    var rng = SeededGenerator(seed: 33)
    var checked = 0
    for (name, m) in try managers() {
      let froms = m.interpolator.points.filter { $0.isSnappable && $0.index >= 1 }
        .map(\.index).filter { $0 <= m.config.snapPoints.count }
      for _ in 0..<3 {
        let from = rng.pick(froms)
        let velocities = ReleaseMap.velocities(from: -3000, to: 3000, count: 31)
        let edges = try m.releaseMapEdges(from: from, rows: 17)
        let map = try m.releaseMap(from: from, velocities: velocities, edges: edges)
        #expect(map.rows.count == 17 && map.velocities.count == 31)
        var start = m
        _ = try start.apply(.snap(.index(from)))
        _ = start.settleAnimation()
        let startEdge = start.interpolator.leadingEdge(of: start.frame)
        let sign = m.config.snapDirection.openingSign
        for _ in 0..<12 {
          let r = rng.below(edges.count)
          let c = rng.below(velocities.count)
          var travel = sign * (edges[r] - startEdge)
          if case .deck = m.config.overdrag {
            travel = -DragCurves.deckTravel(forOffset: -travel)
          } else {
            // Inside the points' span a drag moves the edge exactly where asked.
            #expect(abs(map.rows[r].edge - edges[r]) < 0.01, "\(name) row \(r)")
          }
          let expected = try replay(m, from: from, travel: travel, velocity: velocities[c])
          #expect(
            map.rows[r].lands[c] == expected,
            "\(name) from \(from) edge \(edges[r]) v \(velocities[c])")
          checked += 1
        }
      }
    }
    #expect(checked == (ReleaseStrategies.names.count + BuiltinPresets.names.count) * 36)
  }

  @Test("the map changes nothing: the manager is equal before and after")
  func changesNothing() throws {
    let m = try presented("demo01", at: 2)
    let before = m
    _ = try m.releaseMap(
      from: 1, velocities: [-500, 0, 500], edges: try m.releaseMapEdges(from: 1, rows: 4))
    #expect(m == before)
  }

  @Test("rows run from the most open base point to the undershoot")
  func rowEdges() throws {
    let m = try presented("demo01", at: 1)
    let edges = try m.releaseMapEdges(from: 1, rows: 3)
    let points = m.interpolator.points
    let top = m.interpolator.leadingEdge(of: points[m.config.snapPoints.count].rect)
    let bottom = m.interpolator.leadingEdge(of: points[0].rect)
    #expect(edges == [top, (top + bottom) / 2, bottom])
  }

  @Test("bad requests are the manager's one-line errors, nothing changed")
  func errors() throws {
    let dismissed = try presetManager("demo01")
    #expect(throws: ManagerError.notPresented(action: "map releases")) {
      try dismissed.releaseMapEdges(from: 1, rows: 4)
    }
    let m = try presented("demo01", at: 1)
    #expect(throws: ManagerError.self) { try m.releaseMapEdges(from: 40, rows: 4) }
  }

  @Test("DeckTransition's inverse friction gives back the offset")
  func deckInverse() {
    for offset in [0.0, 10, 59.9, 60, 61, 75, 120, 300] {
      let travel = DragCurves.deckTravel(forOffset: offset)
      #expect(abs(DragCurves.deck(travel) - offset) < 1e-9, "\(offset)")
    }
    #expect(DragCurves.deckTravel(forOffset: -5) == 0)
  }

  @Test("at 1 024 snap points the work is one drag per row and one release per cell")
  func linearWork() throws {
    let points = (1...1024).map { i in
      SnapPoint(layout: Layout(verticalAlignment: .bottom, height: .constant(Double(i) * 0.8)))
    }
    var m = try Manager(
      config: ModalConfig(snapPoints: points, initialSnapPointIndex: 512),
      environment: Environment())
    _ = try m.apply(.present(nil, animated: false))
    for (rows, columns) in [(8, 10), (16, 10), (16, 40), (64, 80)] {
      let map = try m.releaseMap(
        from: 512, velocities: ReleaseMap.velocities(from: -3000, to: 3000, count: columns),
        edges: try m.releaseMapEdges(from: 512, rows: rows))
      #expect(map.work == ReleaseMap.Work(drags: rows, releases: rows * columns))
      #expect(map.rows.allSatisfy { $0.lands.count == columns })
    }
  }
}
