import ModalCore
import ModalSupport

extension ConfigEditor {
  /// `add snap [at INDEX] FIELD=VALUE...`: inserts a base snap point (combined INDEX, default:
  /// after the last base point).
  ///
  /// The fields are a snap point's (``ConfigSchema/pointFields``, by path or alias:
  /// `height=40% radius=10 dim=0.2`, `layout.height=40%`); a word without `FIELD=` continues
  /// the previous value (`height=50% + safe.bottom`). The new point's layout is the previous
  /// base point's with the given fields changed, or `center/bottom, stretch x 50%` when there
  /// is none; its keyframe has only the given fields (the rest is inherited). `initialIndex`
  /// shifts so that it keeps naming the same point.
  public static func addSnap(at index: Int?, fields: [String], in config: ModalConfig)
    throws(EditError) -> ModalConfig
  {
    try addSnap(at: index, fields: fields, in: config, environment: nil).config
  }

  /// `add snap`, with a warning when the new point has the same percent as another in
  /// `environment` (the same layout when it is nil).
  public static func addSnap(
    at index: Int?, fields: [String], in config: ModalConfig, environment: Environment?
  ) throws(EditError) -> SnapAddition {
    let context = index.map { "add snap at \($0)" } ?? "add snap"
    let count = config.snapPoints.count
    let position = index ?? count + 1
    guard position >= 1 && position <= count + 1 else {
      throw EditError(
        "\(context): expected an index from 1 to \(count + 1) (\(count + 1) adds after the last base point)"
      )
    }
    let assignments = try assignments(fields, context: context)
    var edited = config
    let layout = ConfigSchema.inheritedLayout(before: position - 1, in: config.snapPoints)
    edited.snapPoints.insert(SnapPoint(layout: layout), at: position - 1)
    if edited.initialSnapPointIndex >= position && edited.initialSnapPointIndex < Int.max {
      edited.initialSnapPointIndex += 1
    }
    for (name, value) in assignments {
      guard let field = ConfigSchema.pointField(named: name) else {
        let names = ConfigSchema.pointFields.flatMap { [$0.path] + $0.aliases }
        if let suggestion = Suggestions.nearest(to: name, among: names) {
          throw EditError(
            "\(context): unknown field '\(name)' (\(Suggestions.didYouMean(suggestion)))")
        }
        throw EditError("\(context): unknown field '\(name)' (\(FieldPaths.pointHint))")
      }
      do {
        try ConfigSchema.set(
          field, SchemaText.trimmed(value), at: FieldLocation(point: position - 1), in: &edited)
      } catch {
        throw EditError("\(context): \(name): \(error.message)")
      }
    }
    try validate(edited, original: config, context: context, path: nil)
    return SnapAddition(
      config: edited, warning: samePercentWarning(position - 1, in: edited, environment))
  }

  /// The warning of `add snap` when the new point (at `position`) opens as far as another.
  static func samePercentWarning(
    _ position: Int, in config: ModalConfig, _ environment: Environment?
  ) -> String? {
    guard let layout = config.snapPoints[position].layout else { return nil }
    for (other, point) in config.snapPoints.enumerated() where other != position {
      guard let otherLayout = point.layout else { continue }
      let note: String
      if let environment {
        let mine = percent(layout, config, environment)
        guard abs(mine - percent(otherLayout, config, environment)) < 1e-9 else { continue }
        note = "the same percent, \(ScalarCodecs.formatNumber((mine * 1000).rounded() / 1000))"
      } else {
        guard layout == otherLayout else { continue }
        note = "the same layout"
      }
      return
        "add snap: the new snap point \(position + 1) has \(note), as snap point \(other + 1): a release cannot tell them apart"
    }
    return nil
  }

  /// The position-strategy percent of a layout in an environment.
  static func percent(_ layout: Layout, _ config: ModalConfig, _ environment: Environment)
    -> Double
  {
    let rect = layout.computeRect(LayoutContext(environment: environment, config: config))
    return config.snapDirection.percent(
      leadingEdge: config.snapDirection.leadingEdge(of: rect),
      container: environment.containerSize)
  }

  /// `remove snap INDEX`: removes the base snap point at this combined index.
  ///
  /// `initialIndex` shifts so that it keeps naming the same point; when that point is the one
  /// removed, it names the point that took its place (or the new last one), moving back to
  /// the nearest standard point if that one is inBetween.
  public static func removeSnap(_ index: Int, in config: ModalConfig) throws(EditError)
    -> ModalConfig
  {
    let context = "remove snap \(index)"
    let count = config.snapPoints.count
    guard index >= 1 && index <= count else {
      throw EditError("\(context): \(FieldPaths.noPoint(index, in: config, removing: true))")
    }
    guard count > 1 else {
      throw EditError("\(context): a config needs at least one snap point")
    }
    var edited = config
    edited.snapPoints.remove(at: index - 1)
    let rule = "the first and the last snap points must be standard"
    if index == 1, edited.snapPoints[0].mode == .inBetween {
      throw EditError(
        "\(context): snap point 2 would become the first point, and it is inBetween (\(rule))")
    }
    if index == count, edited.snapPoints[count - 2].mode == .inBetween {
      throw EditError(
        "\(context): snap point \(count - 1) would become the last point, and it is inBetween (\(rule))"
      )
    }
    var initial = config.initialSnapPointIndex
    if initial > index {
      initial -= 1
    } else if initial == index {
      initial = min(initial, count - 1)
      while initial > 1 && edited.snapPoints[initial - 1].mode == .inBetween { initial -= 1 }
    }
    edited.initialSnapPointIndex = initial
    try validate(edited, original: config, context: context, path: nil)
    return edited
  }

  /// Splits `FIELD=VALUE` words; a word that does not start with `NAME=` continues the
  /// previous value.
  static func assignments(_ words: [String], context: String) throws(EditError) -> [(
    name: String, value: String
  )] {
    var result: [(name: String, value: String)] = []
    for word in words {
      if let equals = word.firstIndex(of: "="), SchemaText.isIdentifier(word[..<equals], also: ".")
      {
        result.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
      } else if !result.isEmpty {
        result[result.count - 1].value += " " + word
      } else {
        throw EditError(
          "\(context): expected FIELD=VALUE (e.g. height=40%), got \(SchemaText.quoted(word))")
      }
    }
    return result
  }

}
