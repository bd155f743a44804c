import ModalCore

/// Following left-out code to what only it uses, and the report of what is left out.
extension SwiftPlatformCode {
  /// The functions called only from left-out code and the types used only there, left out
  /// too, pass after pass (at most ``maxPasses``, each linear in the tokens).
  mutating func follow(_ parser: SwiftParser, _ blocks: SwiftBlocks) {
    let tokens = parser.tokens
    var spans: [String: [Range<Int>]] = [:]
    for type in blocks.types where tokens[type.keyword].kind != .identifier("extension") {
      spans[type.name] = blocks.spans(ofType: type.name).sorted { $0.lowerBound < $1.lowerBound }
    }
    // For each token, the range that leaves it out (-1: kept).
    var region = [Int32](repeating: -1, count: tokens.count)
    var done = 0
    for _ in 0..<Self.maxPasses where done < ranges.count {
      // The new ranges, each token marked once.
      var reach = 0
      for next in ranges.indices.dropFirst(done).sorted(by: {
        ranges[$0].lowerBound < ranges[$1].lowerBound
      }) {
        var index = max(ranges[next].lowerBound, reach)
        while index < ranges[next].upperBound {
          if region[index] < 0 { region[index] = Int32(next) }
          index += 1
        }
        reach = max(reach, ranges[next].upperBound)
      }
      done = ranges.count
      // How often each function is called and each type named, in kept and left-out code.
      var calls: [String: (kept: Int, left: Int, first: Int)] = [:]
      var names: [String: (kept: Int, left: Int, first: Int)] = [:]
      for index in tokens.indices {
        guard case .identifier(let name) = tokens[index].kind else { continue }
        let out = region[index] >= 0
        if index + 1 < tokens.count, tokens[index + 1].kind == .symbol("("),
          parser.index.functions[name] != nil,
          index == 0 || tokens[index - 1].kind != .identifier("func")
        {
          var use = calls[name] ?? (0, 0, index)
          if out { use.left += 1 } else { use.kept += 1 }
          if out, use.left == 1 { use.first = index }
          calls[name] = use
        }
        if let own = spans[name], !Self.holds(own, index) {
          var use = names[name] ?? (0, 0, index)
          if out { use.left += 1 } else { use.kept += 1 }
          if out, use.left == 1 { use.first = index }
          names[name] = use
        }
      }
      for (name, use) in calls.sorted(by: { $0.value.first < $1.value.first })
      where use.kept == 0 && use.left > 0 {
        let platform = platforms[Int(region[use.first])]
        for declaration in parser.index.functions[name] ?? [] where region[declaration] < 0 {
          guard let extent = functionExtent(declaration, parser) else { continue }
          leave(extent, platform, "\(name)()", use: tokens[use.first].location)
        }
      }
      for (name, use) in names.sorted(by: { $0.value.first < $1.value.first })
      where use.kept == 0 && use.left > 0 {
        let platform = platforms[Int(region[use.first])]
        for span in spans[name] ?? [] where region[span.lowerBound] < 0 {
          leave(span, platform, name, use: tokens[use.first].location)
        }
      }
    }
  }

  /// True when one of `spans` (sorted by their start, a type's declarations) holds `index`: the
  /// last that starts at or before it, found by bisection, so that a type of many extensions
  /// named many times costs no more than its names.
  static func holds(_ spans: [Range<Int>], _ index: Int) -> Bool {
    var (low, high) = (0, spans.count)
    while low < high {
      let middle = (low + high) / 2
      if spans[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
    }
    return low > 0 && spans[low - 1].contains(index)
  }

  /// The tokens of the function whose name is at `name`: from `func` to its body's `}`.
  func functionExtent(_ name: Int, _ parser: SwiftParser) -> Range<Int>? {
    let tokens = parser.tokens
    let limit = min(tokens.count, name + SwiftBlocks.headerLimit)
    guard name >= 1,
      let open = tokens[name..<max(name, limit)].firstIndex(where: { $0.kind == .symbol("(") }),
      parser.closers[open] >= 0
    else { return nil }
    let after = Int(parser.closers[open]) + 1
    let stop = min(tokens.count, after + SwiftBlocks.headerLimit)
    guard after < stop,
      let body = tokens[after..<stop].firstIndex(where: {
        $0.kind == .symbol("{") || $0.kind == .symbol("}")
      }), tokens[body].kind == .symbol("{"), parser.closers[body] >= 0
    else { return nil }
    return (name - 1)..<(Int(parser.closers[body]) + 1)
  }

  /// The notes of the outermost ranges that hold a sheet setting, in the file's order.
  mutating func report(_ tokens: [SwiftToken]) {
    let order = ranges.indices.sorted {
      (ranges[$0].lowerBound, -ranges[$0].upperBound)
        < (ranges[$1].lowerBound, -ranges[$1].upperBound)
    }
    var reach = 0
    for index in order where ranges[index].lowerBound >= reach {
      let range = ranges[index]
      reach = range.upperBound
      let setting = tokens[range].indices.contains { at in
        guard case .identifier(let name) = tokens[at].kind else { return false }
        return Self.vocabulary.contains(name)
          || (name.hasPrefix("presentation") && name.count > "presentation".count)
      }
      guard setting else { continue }
      notes.append((whats[index], platforms[index], uses[index], tokens[range.lowerBound].location))
    }
  }
}
