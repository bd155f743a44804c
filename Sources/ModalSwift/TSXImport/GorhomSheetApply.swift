import ModalCore

extension GorhomSheetReader {
  /// Reads the prop `name` by its entry of ``GorhomProps/table``.
  mutating func apply(
    _ name: String, _ value: TSXNode, at: SourceLocation, _ log: inout SwiftImportLog
  ) {
    guard let prop = GorhomProps.byName[name] else {
      log.skip(
        name, "not a prop of \(element.component) this import reads (docs/import.md lists them)",
        at: at)
      return
    }
    let shown: String
    if case .string = value.value {
      shown = "\(name)=\(value.described)"
    } else {
      shown = "\(name)={\(value.described)}"
    }
    func expected(_ what: String) -> String {
      guard case .identifier(let name) = value.value else {
        return "expected \(what), found \(value.described)"
      }
      return
        "expected \(what): \(name) is not a constant of this file (state, a prop or an import: the app's value at run time)"
    }
    switch prop.use {
    case .app(let why): log.skip(name, why, at: at)
    case .notModelled(let why): log.skip(shown, why, at: at)
    case .snapPoints: snapPoints(value, at: at, &log)
    case .index:
      guard let number = number(value), number == number.rounded(), abs(number) <= 1024 else {
        return log.skip(name, expected("an integer"), at: at)
      }
      index = (Int(number), at)
    case .panDownToClose:
      guard let flag = boolean(value) else { return log.skip(name, expected("a boolean"), at: at) }
      panDownToClose = flag
      origins["release"] = at
      log.recognise("\(name)={\(flag)}: release.enablePanDownToClose \(flag ? 1 : 0)", at: at)
    case .overDrag:
      guard let flag = boolean(value) else { return log.skip(name, expected("a boolean"), at: at) }
      overDrag = flag
      origins["overdrag"] = at
      log.recognise("\(name)={\(flag)}: overdrag \(flag ? "gorhom" : "none")", at: at)
    case .overDragFactor:
      guard let number = number(value), number.isFinite else {
        return log.skip(name, expected("a finite number"), at: at)
      }
      factor = (number, at)
    case .keyboard:
      guard let text = string(value) else { return log.skip(name, expected("a string"), at: at) }
      guard let avoidance = KeyboardAvoidance(rawValue: text),
        [.interactive, .extend, .fillParent].contains(avoidance)
      else {
        return log.skip(
          name, "'\(text)' is not a keyboardBehavior (interactive, extend, fillParent)", at: at)
      }
      keyboard = avoidance
      origins["keyboardAvoidance"] = at
      log.recognise("\(name)='\(text)': keyboardAvoidance \(text)", at: at)
    case .keyboardBlur:
      guard let text = string(value) else { return log.skip(name, expected("a string"), at: at) }
      guard let blur = KeyboardBlurBehavior(rawValue: text) else {
        return log.skip(name, "'\(text)' is not a keyboardBlurBehavior (none, restore)", at: at)
      }
      keyboardBlur = blur
      origins["keyboardBlurBehavior"] = at
      log.recognise("\(name)='\(text)': keyboardBlurBehavior \(text)", at: at)
    case .dynamicSizing, .detached:
      guard let flag = boolean(value) else { return log.skip(name, expected("a boolean"), at: at) }
      if prop.use == .detached { sizing.detached = flag } else { sizing.enableDynamicSizing = flag }
      sizingGiven.insert(name)
      origins["gorhom.\(name)"] = at
      log.recognise("\(name)={\(flag)}: gorhom.\(name) \(flag)", at: at)
    case .maxDynamicContentSize, .bottomInset, .topInset:
      let range: NumberRange = prop.use == .maxDynamicContentSize ? .size : .inset
      guard let number = number(value), range.contains(number) else {
        return log.skip(name, expected(range.description), at: at)
      }
      switch prop.use {
      case .maxDynamicContentSize: sizing.maxDynamicContentSize = number
      case .bottomInset: sizing.bottomInset = number
      default: sizing.topInset = number
      }
      origins["gorhom.\(name)"] = at
      let text = LayoutValueSyntax.formatNumber(number)
      log.recognise("\(name)={\(text)}: gorhom.\(name) \(text)", at: at)
    case .handleIndicatorStyle:
      style(name, value, keys: ["width", "height"], at: at, &log) { reader, key, number in
        if key == "width" { reader.handleWidth = number } else { reader.handleHeight = number }
      }
    case .handleStyle:
      style(name, value, keys: ["paddingVertical"], at: at, &log) { reader, _, number in
        reader.handleOffset = number
      }
    case .backgroundStyle:
      style(name, value, keys: ["borderRadius"], at: at, &log) { reader, _, number in
        reader.cornerRadius = number
      }
    case .handleComponent:
      guard case .null = resolve(value).value else {
        return log.skip(
          shown, "not modelled: a custom handle; the model draws the preset's handle", at: at)
      }
      handleHidden = true
      origins["snapPoints[0].keyframe"] = at
      log.recognise("\(name)={null}: no drag handle (its opacity 0)", at: at)
    }
  }

  /// A style object's number literals under `keys`, each given to `set`; every other key is
  /// not modelled.
  mutating func style(
    _ name: String, _ value: TSXNode, keys: Set<String>, at: SourceLocation,
    _ log: inout SwiftImportLog, set: (inout GorhomSheetReader, String, Double) -> Void
  ) {
    guard case .object(let entries) = resolve(value).value else {
      return log.skip(
        name,
        "expected an object literal ({ \(keys.sorted().joined(separator: ", ")) }), found \(value.described)",
        at: at)
    }
    origins["snapPoints[0].keyframe"] = at
    for (key, entry) in entries {
      guard let key else {
        log.skip(
          "\(name)'s \(entry.described)", "a spread: its keys are not known here",
          at: entry.location)
        continue
      }
      guard keys.contains(key) else {
        log.skip(
          "\(name).\(key)",
          "not modelled: only \(keys.sorted().joined(separator: " and ")) of \(name) \(keys.count == 1 ? "is" : "are") read",
          at: entry.location)
        continue
      }
      guard let number = number(entry), number.isFinite else {
        log.skip(
          "\(name).\(key)", "expected a number, found \(entry.described)", at: entry.location)
        continue
      }
      set(&self, key, number)
      log.recognise("\(name).\(key) \(LayoutValueSyntax.formatNumber(number))", at: entry.location)
    }
  }

  /// `snapPoints`: numbers (points from the bottom: a height) and `'N%'` strings (a percent
  /// of the container), as the library's normalizeSnapPoint reads them
  /// (src/utilities/normalizeSnapPoint.ts@bc94d54 L4-17).
  mutating func snapPoints(_ value: TSXNode, at: SourceLocation, _ log: inout SwiftImportLog) {
    let node = resolve(value)
    guard case .array(let items) = node.value else {
      return log.skip(
        "snapPoints={\(value.described)}",
        "expected an array of numbers and 'N%' strings (inline, a const bound to one, or useMemo(() => [...]))",
        at: at)
    }
    pointsAt = node.location
    if log.skipTooMany(items.count, "snapPoints", at: node.location) { return }
    var perLine: [Int: Int] = [:]
    for item in items { perLine[item.location.line, default: 0] += 1 }
    for (position, item) in items.enumerated() {
      let what = "snapPoints[\(position)] \(item.described)"
      let resolved = resolve(item)
      let height: LayoutValue
      switch resolved.value {
      case .number(let number) where !number.isFinite:
        log.skip(what, "not a finite number", at: item.location)
        continue
      case .number(let number) where number > 0:
        height = .constant(number)
      case .number, .negative:
        log.skip(what, "a snap point's height must be more than 0 points", at: item.location)
        continue
      case .string(let text), .template(let text, substituted: false):
        guard text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite,
          percent > 0, percent <= 100,
          let parsed = try? LayoutValueSyntax.parseValue(
            LayoutValueSyntax.formatNumber(percent) + "%")
        else {
          log.skip(
            what,
            "expected a number of points or a percentage of the container from 0 to 100 ('50%')",
            at: item.location)
          continue
        }
        height = parsed
      case .template(_, substituted: true):
        log.skip(what, "a template with ${...}: not a constant", at: item.location)
        continue
      default:
        // A name whose binding could not be followed says why.
        var why = "expected a number of points or a percentage of the container ('50%')"
        if case .identifier = item.value, case .other(let reason) = resolved.value {
          why = reason + "; " + why
        }
        log.skip(what, why, at: item.location)
        continue
      }
      let line = item.location.line
      let comment = perLine[line] == 1 ? lineComments[line].flatMap(Self.key) : nil
      points.append(Point(height: height, key: comment, at: item.location, item: position))
    }
    log.recognise("snapPoints: \(points.count) of \(items.count) read", at: node.location)
  }

  /// The key a line comment gives (`// collapsed`, `// half: 50% + 10 on iphone-14 in
  /// portrait`): a word of letters, digits, `_` and `-`, else none.
  static func key(_ comment: String) -> String? {
    let head = comment.split(separator: ":", maxSplits: 1).first.map(String.init) ?? comment
    guard !head.isEmpty, head.count <= 64,
      head.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_" || $0 == "-"
      })
    else { return nil }
    return head
  }
}
