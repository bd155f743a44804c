/// Collects the occurrences of the checks, one group per (check, config, point, related point).
///
/// An occurrence is recorded once per point and environment (24 environments x 1 024 points
/// is 24 576 of them for one check): recording allocates nothing and hashes nothing. Numbers
/// come in a ``Measures`` (not an array), and a group is found through a table indexed by
/// (config, check, point) whose entries chain the groups of different related points.
struct Collector {
  /// What identifies a finding.
  struct Key: Hashable {
    var kind: LintFinding.Kind
    var selection: ConfigSelection
    var index: Int
    var related: Int?
  }

  /// The numbers an occurrence measures: none, one or two (no check measures more).
  struct Measures {
    /// How many of `first` and `second` are set.
    var count: Int
    var first: Double
    var second: Double

    /// No number.
    static let none = Measures(count: 0, first: 0, second: 0)

    private init(count: Int, first: Double, second: Double) {
      self.count = count
      self.first = first
      self.second = second
    }

    /// One number.
    init(_ first: Double) { self.init(count: 1, first: first, second: 0) }

    /// Two numbers.
    init(_ first: Double, _ second: Double) { self.init(count: 2, first: first, second: second) }
  }

  /// The occurrences of one finding: where, and the range of each measured number.
  struct Group {
    var key: Key
    var pointKind: InterpolationPoint.Kind
    var pointKey: String?
    /// The most severe over the occurrences.
    var severity: LintFinding.Severity
    /// Positions in ``Collector/environments``, in order (integers: comparing and copying
    /// environments is not free, and there is an occurrence per point and environment).
    var environments: [Int]
    /// How many numbers the first occurrence measured (later ones update as many).
    var measured: Int
    var first: Span
    var second: Span
    /// For ``LintFinding/Kind/frameOutside``: how far the frame goes past each edge, over the
    /// environments where it does.
    var edges: [Edge: Span]
    /// The next group in the same table entry (another related point), or -1.
    var next = -1

    /// The range of each measured number, in order.
    var ranges: [Span] { Array([first, second].prefix(measured)) }

    /// Adds one more occurrence (in place: one access to the group, not one per field).
    mutating func include(
      severity: LintFinding.Severity, values: Measures, edges: [Edge: Double], environment: Int
    ) {
      // (Equal severities, the usual case, skip the ranking.)
      if severity != self.severity && severity < self.severity { self.severity = severity }
      if environments.last != environment {
        environments.append(environment)
      }
      if measured > 0 && values.count > 0 { first.include(values.first) }
      if measured > 1 && values.count > 1 { second.include(values.second) }
      guard !edges.isEmpty else { return }
      for (edge, excess) in edges {
        if self.edges[edge] == nil {
          self.edges[edge] = Span(excess)
        } else {
          self.edges[edge]?.include(excess)
        }
      }
    }
  }

  /// The smallest and the largest value of a number over the environments.
  struct Span {
    var low: Double
    var high: Double

    init(_ value: Double) {
      low = value
      high = value
    }

    mutating func include(_ value: Double) {
      low = Swift.min(low, value)
      high = Swift.max(high, value)
    }
  }

  /// The environments checked, in order.
  let environments: [Environment]
  var groups: [Group] = []
  /// For each (config, check) (``slot(_:)``), for each point index: the first group of that
  /// point plus 1 (0: none yet); a group's ``Group/next`` leads to the others.
  private var table: [[Int]] = []

  /// For each position in ``environments``, the first position of an equal environment: a
  /// group lists an environment once however often it is given.
  let canonical: [Int]

  /// The positions in ``groups`` that occurrences went to since ``startNoting()``, or nil
  /// when not noting.
  private var noted: [Int]? = nil

  /// The check and config of the last occurrence recorded, with their ``slot(_:)``: a check
  /// records its occurrences one after another, and ranking the check is not free.
  private var lastSlot: (kind: LintFinding.Kind, selection: ConfigSelection, slot: Int)? = nil

  /// Collects the occurrences in these environments.
  init(environments: [Environment]) {
    self.environments = environments
    canonical = environments.indices.map { i in
      environments.firstIndex(of: environments[i]) ?? i
    }
  }

  /// The table entry of a key's config and check.
  private static func slot(_ key: Key) -> Int {
    Lint.rank(key.selection) * LintFinding.Kind.count + key.kind.rank
  }

  /// The position in ``groups`` of the group with this key, if there is one.
  func position(of key: Key) -> Int? {
    position(of: key, slot: Self.slot(key))
  }

  /// ``position(of:)`` given the key's ``slot(_:)``.
  private func position(of key: Key, slot: Int) -> Int? {
    guard key.index >= 0 else {
      // (Never a combined index, but a lookup must not fail on one.)
      return groups.firstIndex { $0.key == key }
    }
    guard slot < table.count, key.index < table[slot].count else { return nil }
    var position = table[slot][key.index] - 1
    while position >= 0 {
      if groups[position].key.related == key.related { return position }
      position = groups[position].next
    }
    return nil
  }

  /// Records one occurrence in one environment (its position in ``environments``).
  mutating func record(
    _ kind: LintFinding.Kind, _ point: InterpolationPoint, related: Int? = nil,
    severity: LintFinding.Severity, values: Measures = .none, edges: [Edge: Double] = [:],
    environment: Int,
    selection: ConfigSelection
  ) {
    record(
      kind, index: point.index, pointKind: point.kind, pointKey: point.key, related: related,
      severity: severity, values: values, edges: edges, environment: environment,
      selection: selection)
  }

  /// ``record(_:_:related:severity:values:edges:environment:selection:)`` from what it reads
  /// of the point (index, kind, key): the checks pass these, not a copy of the point (which
  /// retains its strings and values, once per point and environment). The key is read only
  /// for a new group.
  mutating func record(
    _ kind: LintFinding.Kind, index: Int, pointKind: InterpolationPoint.Kind,
    pointKey: @autoclosure () -> String?,
    related: Int? = nil, severity: LintFinding.Severity, values: Measures = .none,
    edges: [Edge: Double] = [:], environment: Int, selection: ConfigSelection
  ) {
    let key = Key(kind: kind, selection: selection, index: index, related: related)
    let environment = canonical[environment]
    let slot: Int
    if let last = lastSlot, last.kind == kind, last.selection == selection {
      slot = last.slot
    } else {
      slot = Self.slot(key)
      lastSlot = (kind, selection, slot)
    }
    if let position = position(of: key, slot: slot) {
      groups[position].include(
        severity: severity, values: values, edges: edges, environment: environment)
      noted?.append(position)
      return
    }
    noted?.append(groups.count)
    // Room for every environment at once: a group found in many grows without copying.
    var listed: [Int] = []
    listed.reserveCapacity(environments.count)
    listed.append(environment)
    var next = -1
    if key.index >= 0 {
      while table.count <= slot { table.append([]) }
      while table[slot].count <= key.index { table[slot].append(0) }
      next = table[slot][key.index] - 1
      table[slot][key.index] = groups.count + 1
    }
    groups.append(
      Group(
        key: key, pointKind: pointKind, pointKey: pointKey(), severity: severity,
        environments: listed, measured: values.count, first: Span(values.first),
        second: Span(values.second), edges: edges.isEmpty ? [:] : edges.mapValues { Span($0) },
        next: next))
  }
}

extension Collector {
  /// Starts noting the groups that occurrences go to (``stopNoting()`` tells them).
  mutating func startNoting() {
    noted = []
  }

  /// The positions in ``groups`` that occurrences went to since ``startNoting()``, in order
  /// (a group once per occurrence); noting stops.
  mutating func stopNoting() -> [Int] {
    defer { noted = nil }
    return noted ?? []
  }

  /// Lists the environment at `environment` in each group of `positions` (positions in
  /// ``groups``): what recording the same occurrences again there does, when they are those
  /// of an environment already recorded (the ranges and the severity already hold their
  /// numbers), without finding their groups again.
  mutating func repeatGroups(_ positions: [Int], environment: Int) {
    let environment = canonical[environment]
    for position in positions where groups[position].environments.last != environment {
      groups[position].environments.append(environment)
    }
  }
}
