import ModalCore

extension SwiftImporters {
  /// The readings of code that holds sheet code for some iOS versions only
  /// (``SwiftAvailability``): the code read once per run of adjacent modelled versions that run
  /// the same pieces, each reading with the pieces its versions do not run left out. The newest
  /// version's reading is the default config; each older one becomes a constrained config
  /// switched on `ios < N` (and `ios >= M` when an older one comes before it), after its own
  /// constrained configs (their conditions and the versions'); readings that give the same
  /// config are one. The report is the newest reading's with what the others add, a line per
  /// piece saying which versions read it, and a reading that gives no sheet said with why.
  static func readVersions(
    _ parser: SwiftParser, _ availability: SwiftAvailability, sources: SwiftSourceMap,
    leftOut: [String], sheet: String?, command: String
  ) throws(SwiftImportError) -> SwiftImportResult {
    let regions = availability.regions
    // The versions by the pieces they run (at most one reading per modelled version).
    var groups: [(versions: [IOSVersion], runs: [Bool])] = []
    for version in IOSVersion.allCases {
      let runs = availability.runs(on: version.number)
      if let last = groups.indices.last, groups[last].runs == runs {
        groups[last].versions.append(version)
      } else {
        groups.append(([version], runs))
      }
    }
    var readings: [(versions: [IOSVersion], result: SwiftImportResult)] = []
    var failures: [String] = []
    // The newest versions first: when their code gives no sheet, the import is refused as
    // it would be without the tests (an older branch is not the sheet of today's iOS).
    for group in groups.reversed() {
      let masked = parser.masking(
        regions.indices.filter { !group.runs[$0] }.map { regions[$0].range })
      do throws(SwiftImportError) {
        let result = try read(
          masked, blocks: SwiftBlocks(masked), sources: sources, leftOut: leftOut, sheet: sheet,
          command: command)
        if let first = readings.first, first.result.document.config == result.document.config {
          readings[0].versions.insert(contentsOf: group.versions, at: 0)
        } else {
          readings.insert((group.versions, result), at: 0)
        }
      } catch {
        if readings.isEmpty { throw error }
        var reason = error.message.split(separator: "\n").first.map(String.init) ?? ""
        if reason.hasPrefix(sources.all + ": ") { reason.removeFirst(sources.all.count + 2) }
        if let cut = reason.firstRange(of: " (expected ") {
          reason = String(reason[..<cut.lowerBound])
        }
        failures.insert(
          "\(sources.all): skipped the code for \(Self.range(group.versions, regions)): \(reason) there: those versions read as the default config",
          at: 0)
      }
    }
    guard let newest = readings.last else { throw SwiftImportError(message: sources.all) }
    // The configs: the older readings, oldest first, then the newest's own constrained ones.
    var names: [[IOSVersion]: String] = [:]
    var constrained: [ConstrainedConfig] = []
    for reading in readings.dropLast() {
      let conditions = Self.conditions(reading.versions, regions)
      let name = Self.name(reading.versions, regions)
      names[reading.versions] = name
      let config = reading.result.document.config
      for entry in config.constrained {
        constrained.append(
          ConstrainedConfig(
            name: entry.name.map { "\(name) \($0)" }, conditions: entry.conditions + conditions,
            config: entry.config))
      }
      constrained.append(
        ConstrainedConfig(name: name, conditions: conditions, config: config.defaultConfig))
    }
    var result = newest.result
    result.document.config.constrained = constrained + newest.result.document.config.constrained
    // The newest reading's lines, then what the older ones add.
    func lines(_ read: (SwiftImportResult) -> [String]) -> [String] {
      var seen = Set<String>()
      return readings.reversed().flatMap { read($0.result) }.filter { seen.insert($0).inserted }
    }
    var recognised = lines(\.recognised)
    var skipped = lines(\.skipped)
    // Each piece: the versions that read it, or why none does.
    let runs = IOSVersion.allCases.map { availability.runs(on: $0.number) }
    for (index, region) in regions.enumerated() {
      let piece =
        "\(region.what) (lines \(sources.line(of: region.at))-\(sources.line(of: region.end)))"
      let reading = readings.filter { reading in
        reading.versions.contains { version in
          IOSVersion.allCases.firstIndex(of: version).map { runs[$0][index] } ?? false
        }
      }
      guard !reading.isEmpty else {
        let when =
          region.from
          ? "from iOS \(SwiftAvailability.text(region.version)), newer than"
          : "before iOS \(SwiftAvailability.text(region.version)), older than"
        skipped.append(
          "\(sources.place(region.at)): skipped \(piece): runs only \(when) any version modelled (\(IOSVersion.oldest.text) to \(IOSVersion.newest.text)): left out"
        )
        continue
      }
      let configs = reading.map { reading in
        names[reading.versions].map { "the config \($0)" } ?? "the default config"
      }
      recognised.append(
        "\(sources.place(region.at)): recognised \(piece): read as \(Self.range(region)) (\(configs.joined(separator: ", ")))"
      )
    }
    result.recognised = recognised
    result.approximated = lines(\.approximated)
    result.skipped = skipped + failures
    return result
  }
  /// `iOS 16 and later`, `before iOS 16`: the versions a piece runs on, as its test says.
  static func range(_ region: SwiftAvailability.Region) -> String {
    let version = SwiftAvailability.text(region.version)
    return region.from ? "iOS \(version) and later" : "before iOS \(version)"
  }

  /// The code's threshold between two adjacent modelled versions: the lowest version a piece
  /// tests that is above `below` and at most `above` (`16.2` between 16 and 16.4), else `above`.
  static func threshold(
    above below: IOSVersion, upTo above: IOSVersion, _ regions: [SwiftAvailability.Region]
  ) -> Double {
    regions.map(\.version).filter { $0 > below.number && $0 <= above.number }.min()
      ?? above.number
  }

  /// The bounds of a run of adjacent versions, in the code's thresholds: nil at the oldest
  /// (lower) or the newest (upper) modelled version.
  static func bounds(_ versions: [IOSVersion], _ regions: [SwiftAvailability.Region]) -> (
    lower: Double?, upper: Double?
  ) {
    let all = IOSVersion.allCases
    guard let first = versions.first, let last = versions.last,
      let start = all.firstIndex(of: first), let end = all.firstIndex(of: last)
    else { return (nil, nil) }
    let lower = start > 0 ? threshold(above: all[start - 1], upTo: first, regions) : nil
    let upper = end + 1 < all.count ? threshold(above: last, upTo: all[end + 1], regions) : nil
    return (lower, upper)
  }

  /// `ios >= 16`, `ios < 16.4`: the conditions that select a run of versions.
  static func conditions(_ versions: [IOSVersion], _ regions: [SwiftAvailability.Region])
    -> [Condition]
  {
    let (lower, upper) = bounds(versions, regions)
    return [
      lower.map { Condition.compare(.ios, .greaterThanOrEqual($0)) },
      upper.map { Condition.compare(.ios, .lessThan($0)) },
    ].compactMap { $0 }
  }

  /// A constrained config's name for a run of versions: `before-ios-16`, `ios-16-before-16.4`.
  static func name(_ versions: [IOSVersion], _ regions: [SwiftAvailability.Region]) -> String {
    let (lower, upper) = bounds(versions, regions)
    switch (lower.map(SwiftAvailability.text), upper.map(SwiftAvailability.text)) {
    case (nil, let upper?): return "before-ios-\(upper)"
    case (let lower?, let upper?): return "ios-\(lower)-before-\(upper)"
    case (let lower?, nil): return "ios-\(lower)"
    case (nil, nil): return "every-ios"
    }
  }

  /// `iOS 15` / `iOS 15 to 18`: a run of modelled versions, for a reading that failed, with the
  /// code's bounds (`before iOS 16`).
  static func range(_ versions: [IOSVersion], _ regions: [SwiftAvailability.Region]) -> String {
    guard let first = versions.first, let last = versions.last else { return "no version" }
    let listed = first == last ? "iOS \(first.text)" : "iOS \(first.text) to \(last.text)"
    switch bounds(versions, regions) {
    case (nil, let upper?): return "\(listed) (before iOS \(SwiftAvailability.text(upper)))"
    case (let lower?, nil): return "\(listed) (iOS \(SwiftAvailability.text(lower)) and later)"
    default: return listed
    }
  }
}
