import ModalCore
import ModalRender
import ModalSupport

/// What `tune` was asked: its goals as typed (a drag's amount is resolved against the
/// container when it runs) and whether to apply what it finds.
public struct TuneRequest: Hashable, Sendable {
  /// A goal as typed.
  public enum Goal: Hashable, Sendable {
    case flick(velocity: Double, from: Int, to: Int?)
    case drag(Amount, from: Int, to: Int?)
    case neverSkip
    case noDismissAbove(Double)
  }

  public var goals: [Goal] = []
  public var apply = false
}

extension CommandTable {
  static let tuneCommand = CommandSpec(
    "tune", group: .inspection, usage: "tune GOAL... [--apply]",
    summary: "search the release rule's options for values meeting every goal",
    details:
      "tune flick 800 from 1 to 3    a flick at 800 pt/s from 1 lands on 3\ntune drag 20% from 2 to 1     a slow 20% drag towards open from 2 lands on 1\ntune never-skip               no release of the map skips a point\ntune no-dismiss-above -1000   only flicks down faster than 1000 pt/s dismiss\ntune never-skip --apply       and apply the set lines it prints",
    notes:
      "A goal's B is an index or dismissed. tune tries the options the rule declares (their\nranges, help paths), prints the set lines and the release map before and after; when no\nvalue of the rule's options meets every goal, it says which fail and which other rules\nmeet them all. Only --apply changes the config (one undo step)."
  ) { arguments throws(ShellError) in
    .inspection(.tune(try TuneRequest.parse(&arguments)))
  }
}

extension TuneRequest {
  /// Goals until the words run out; `--apply` anywhere.
  static func parse(_ arguments: inout ArgumentReader) throws(ShellError) -> TuneRequest {
    var request = TuneRequest()
    while true {
      if arguments.keyword("--apply") != nil {
        request.apply = true
      } else if arguments.keyword("flick") != nil {
        let velocity = try arguments.required(.velocity)
        let (from, to) = try fromTo(&arguments)
        request.goals.append(.flick(velocity: velocity, from: from, to: to))
      } else if arguments.keyword("drag") != nil {
        let amount = try arguments.required(.amount)
        let (from, to) = try fromTo(&arguments)
        request.goals.append(.drag(amount, from: from, to: to))
      } else if arguments.keyword("never-skip") != nil {
        request.goals.append(.neverSkip)
      } else if let word = arguments.keyword("no-dismiss-above") {
        request.goals.append(.noDismissAbove(try arguments.required(.velocity, after: word)))
      } else {
        break
      }
    }
    guard !request.goals.isEmpty else {
      // The next word (if any) is not a goal: `unexpected` names it; none is `missing`.
      _ = try arguments.required(GoalKind())
      return request
    }
    return request
  }

  /// `from A to B`: A an index, B an index or `dismissed`.
  static func fromTo(_ arguments: inout ArgumentReader) throws(ShellError) -> (Int, Int?) {
    _ = try arguments.required(.word("from"))
    let from = try arguments.required(.index)
    _ = try arguments.required(.word("to"))
    let to = try arguments.required(TargetKind())
    return (from, to)
  }
}

/// A word where a goal was expected: always an error naming the goals.
struct GoalKind: ArgumentKind {
  var completion: Completion {
    .words(["flick", "drag", "never-skip", "no-dismiss-above", "--apply"])
  }
  var noun: String { "goal" }

  func parse(_ word: Word) throws(ShellError) {
    throw expected("a goal (flick, drag, never-skip or no-dismiss-above)", word)
  }
}

/// A goal's target: an index, or `dismissed` (nil).
struct TargetKind: ArgumentKind {
  var completion: Completion { .snapIndices }
  var noun: String { "index" }

  func parse(_ word: Word) throws(ShellError) -> Int? {
    if word.text == "dismissed" || word.text == "dismiss" { return nil }
    guard let index = Int(word.text) else {
      throw expected("a snap point index or dismissed", word)
    }
    return index
  }
}

extension Session.Workspace {
  /// `tune`: the search on the current config (``Manager/tune(_:rows:velocities:)``), its
  /// report and the maps before and after; with `--apply` and every goal met, the options
  /// set in one edit.
  mutating func tune(
    _ request: TuneRequest, input: String, options: ShellOptions, recording: SessionRecording?
  ) throws(ShellError) -> Reply {
    let m = manager
    let length = m.interpolator.container[m.config.snapDirection.axis]
    let goals: [TuneGoal] = request.goals.map {
      switch $0 {
      case .flick(let v, let a, let b): .flick(velocity: v, from: a, to: b)
      case .drag(let amount, let a, let b): .drag(points: amount.points(of: length), from: a, to: b)
      case .neverSkip: .neverSkip
      case .noDismissAbove(let v): .noDismissAbove(v)
      }
    }
    let rows = ReleaseMapRequest.defaultRows
    let range = ReleaseMapRequest.defaultVelocities
    let digits = ReleaseMapText.digits(of: m.interpolator.points.filter(\.isSnappable).map(\.index))
    let velocities = ReleaseMap.velocities(
      from: range.lowerBound, to: range.upperBound,
      count: ReleaseMapText.columns(
        width: options.width, digits: digits, low: range.lowerBound, high: range.upperBound))
    let result: TuneResult
    let before: ReleaseMap
    let after: ReleaseMap
    do {
      result = try m.tune(goals, rows: rows, velocities: velocities)
      let edges = try m.releaseMapEdges(from: m.currentIndex, rows: rows)
      before = try m.releaseMap(from: m.currentIndex, velocities: velocities, edges: edges)
      after = try m.replacingRelease(result.after).releaseMap(
        from: m.currentIndex, velocities: velocities, edges: edges)
    } catch {
      throw ShellError("tune: " + error.description)
    }
    let name = documentName
    let report = TuneText.report(result, name: name)
    let ascii = options.ascii
    let color = options.color
    let text = { () -> String in
      let rule = result.after.strategy
      return report + "\nbefore:\n"
        + ReleaseMapText.render(
          before, title: "\(name) (\(rule))", vs: nil, ascii: ascii, color: color)
        + "\nafter:\n"
        + ReleaseMapText.render(
          after, title: "\(name) (\(rule))", vs: nil, ascii: ascii, color: color)
    }
    let json = { TuneText.json(result, before: before, after: after) }
    guard request.apply, result.solved, !result.changed.isEmpty else {
      return .data(text: text, json: json)
    }
    let tuned = result.after
    let step = try editConfig(input, recording: recording) { config throws(EditError) in
      var config = config
      config.release = tuned
      return config
    }
    return .sequence([.data(text: text, json: json), step])
  }
}

/// `tune`'s report: the goals, met before and after, the set lines or why there are none.
enum TuneText {
  /// `set release.NAME VALUE` (or `none`) for each option `changes` names.
  static func setLines(_ release: ReleaseConfig, _ changes: [String]) -> [String] {
    changes.map { name in
      "set release.\(name) "
        + (release.options[name].map(LayoutValueSyntax.formatNumber) ?? "none")
    }
  }

  static func report(_ result: TuneResult, name: String) -> String {
    let rule = result.before.strategy
    var lines = ["tune \(name) (\(rule)): \(result.evaluations) configurations tried"]
    let width = (result.goals.map(\.text.count).max() ?? 0) + 2
    for (i, goal) in result.goals.enumerated() {
      let text = goal.text + String(repeating: " ", count: width - goal.text.count)
      lines.append(
        "  \(text)now \(result.metBefore[i] ? "met" : "fails")"
          + ", tuned \(result.metAfter[i] ? "met" : "fails")")
    }
    if result.solved && result.changed.isEmpty {
      lines.append("every goal is met already: nothing to set")
    } else if result.solved {
      lines += setLines(result.after, result.changed)
    } else {
      let failing = result.goals.indices.filter { !result.metAfter[$0] }.map {
        result.goals[$0].text
      }
      let options = ReleaseStrategies.optionSpecs(for: rule).map(\.name)
      lines.append(
        "cannot meet \(failing.joined(separator: ", ")) with \(rule)'s options"
          + (options.isEmpty
            ? " (it declares none)" : " (\(options.joined(separator: ", ")))"))
      if result.alternatives.isEmpty {
        lines.append("no other rule meets every goal")
      } else {
        lines.append("rules that meet every goal:")
        for alternative in result.alternatives {
          let sets =
            ["set release.strategy \(alternative.release.strategy)"]
            + setLines(alternative.release, alternative.changes)
          lines.append("  " + sets.joined(separator: "; "))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ result: TuneResult, before: ReleaseMap, after: ReleaseMap) -> JSONValue {
    .object([
      ("rule", .string(result.before.strategy)),
      (
        "goals",
        .array(
          result.goals.indices.map { i in
            .object([
              ("goal", .string(result.goals[i].text)), ("before", .bool(result.metBefore[i])),
              ("after", .bool(result.metAfter[i])),
            ])
          })
      ),
      ("solved", .bool(result.solved)),
      ("set", .array(setLines(result.after, result.changed).map { .string($0) })),
      (
        "alternatives",
        .array(
          result.alternatives.map {
            .string(
              (["set release.strategy \($0.release.strategy)"]
                + setLines($0.release, $0.changes)).joined(separator: "; "))
          })
      ),
      ("evaluations", .number(Double(result.evaluations))),
      ("before", ReleaseMapJSON.record(before, vs: nil)),
      ("after", ReleaseMapJSON.record(after, vs: nil)),
    ])
  }
}
