/// Reading layouts, layout values (string and object forms) and conditions.
extension ConfigReader {
  // MARK: - Layouts

  func layout(_ value: JSONValue, at path: ReadPath) -> Layout? {
    let start = problems.count
    var layout = Layout()
    readObject(
      value, at: path, "a layout object", expected: ConfigSchemaKeys.layout,
      required: ["align", "width", "height"]
    ) { key, value, path in
      switch key {
      case "align":
        if let aligned = alignment(value, at: path) {
          layout.horizontalAlignment = aligned.horizontal
          layout.verticalAlignment = aligned.vertical
        }
      case "width":
        if let width = layoutValue(value, at: path) { layout.width = width }
      case "height":
        if let height = layoutValue(value, at: path) { layout.height = height }
      case "margins":
        (layout.marginTop, layout.marginLeft, layout.marginBottom, layout.marginRight) =
          edgeValues(value, at: path, "an object of margins").all
      case "paddings":
        (layout.paddingTop, layout.paddingLeft, layout.paddingBottom, layout.paddingRight) =
          edgeValues(value, at: path, "an object of paddings").all
      case "offset":
        var x: LayoutValue?
        var y: LayoutValue?
        readObject(value, at: path, "an offset object", expected: ["x", "y"]) { key, value, path in
          switch key {
          case "x": x = layoutValue(value, at: path)
          case "y": y = layoutValue(value, at: path)
          default: return false
          }
          return true
        }
        layout.offsetX = x
        layout.offsetY = y
      default:
        return false
      }
      return true
    }
    return problems.count == start ? layout : nil
  }

  /// The values of a `margins` or `paddings` object (nil for an edge it leaves out).
  struct EdgeValues {
    var top: LayoutValue?
    var left: LayoutValue?
    var bottom: LayoutValue?
    var right: LayoutValue?

    /// Top, left, bottom and right.
    var all: (LayoutValue?, LayoutValue?, LayoutValue?, LayoutValue?) { (top, left, bottom, right) }
  }

  func edgeValues(_ value: JSONValue, at path: ReadPath, _ what: String) -> EdgeValues {
    var values = EdgeValues()
    readObject(value, at: path, what, expected: ConfigSchemaKeys.edges) { key, value, path in
      switch key {
      case "top": values.top = layoutValue(value, at: path)
      case "left": values.left = layoutValue(value, at: path)
      case "bottom": values.bottom = layoutValue(value, at: path)
      case "right": values.right = layoutValue(value, at: path)
      default: return false
      }
      return true
    }
    return values
  }

  func alignment(_ value: JSONValue, at path: ReadPath) -> (
    horizontal: HorizontalAlignment, vertical: VerticalAlignment
  )? {
    guard case .string(let text) = value else {
      return mismatch(value, at: path, LayoutCodecs.alignmentExpected)
    }
    do {
      let (horizontal, vertical) = try LayoutCodecs.alignment.parse(text)
      return (horizontal, vertical)
    } catch {
      report(path, error.message)
      return nil
    }
  }

  /// A layout value: a number (a constant), a string in the layout-value syntax, or the
  /// object form.
  func layoutValue(_ value: JSONValue, at path: ReadPath) -> LayoutValue? {
    switch value {
    case .number:
      return number(value, at: path, .layoutConstant).map { .constant($0) }
    case .string(let text):
      if let known = recentLayoutValues.value(of: text) { return known }
      let value = parsed(at: path) { () throws(ValueError) in
        try LayoutCodecs.parseLayoutValue(text)
      }
      if let value { recentLayoutValues.insert(text, value) }
      return value
    case .object:
      return layoutValueObject(value, at: path)
    default:
      return mismatch(
        value, at: path, "expected a layout value (a number, a string like \"50%\" or an object)")
    }
  }

  func layoutValueObject(_ value: JSONValue, at path: ReadPath) -> LayoutValue? {
    let start = problems.count
    var base: LayoutValue?
    var sources: [String] = []
    var operation: OffsetOperation?
    var offset: LayoutValue?
    var minimum: LayoutValue?
    var maximum: LayoutValue?
    var condition: Condition?
    var branches: [String: LayoutValue] = [:]
    readObject(value, at: path, "a layout value object", keys: ConfigSchemaKeys.layoutValueObject) {
      key, value, path in
      switch key {
      case "value":
        sources.append(key)
        base = layoutValue(value, at: path)
      case "sum":
        sources.append(key)
        guard let elements = array(value, at: path, "an array of layout values") else { return }
        // A term that cannot be read is reported, and the value is then refused.
        let terms = self.elements(elements, at: path) { layoutValue($0, at: $1) }
        base = LayoutValue(.sum(terms ?? []))
      case "if":
        sources.append(key)
        condition = self.condition(value, at: path)
      case "then", "else":
        branches[key] = layoutValue(value, at: path)
      case "op":
        operation = enumeration(value, at: path, OffsetOperation.self)
      case "offset":
        offset = layoutValue(value, at: path)
      case "min":
        minimum = layoutValue(value, at: path)
      default:
        maximum = layoutValue(value, at: path)
      }
    }
    guard let members = value.members else { return nil }
    let has = { (key: String) in members.contains { $0.key == key } }
    if sources.isEmpty {
      report(path, "expected one of the keys \"value\", \"sum\" or \"if\"")
    } else if sources.count > 1 {
      report(path, "expected only one of the keys \"value\", \"sum\" and \"if\"")
    }
    if sources == ["if"] {
      for key in ["then", "else"] where !has(key) {
        report(path, "missing required key \"\(key)\"")
      }
    } else {
      for key in ["then", "else"] where has(key) {
        report(JSONPath.key(path, key), "\"\(key)\" goes with \"if\"")
      }
    }
    if has("op") && !has("offset") {
      report(JSONPath.key(path, "op"), "\"op\" goes with \"offset\"")
    }
    guard problems.count == start else { return nil }
    if let condition, let then = branches["then"], let otherwise = branches["else"] {
      base = LayoutValue(.conditional(condition, then: then, else: otherwise))
    }
    guard var result = base else { return nil }
    let modified = offset != nil || minimum != nil || maximum != nil
    if modified && (result.offset != nil || result.min != nil || result.max != nil) {
      result = LayoutValue(.sum([result]))
    }
    if let offset { result.offset = LayoutValue.Offset(operation ?? .add, offset) }
    if let minimum { result.min = minimum }
    if let maximum { result.max = maximum }
    return result
  }

  /// A condition string.
  func condition(_ value: JSONValue, at path: ReadPath) -> Condition? {
    guard case .string(let text) = value else {
      return mismatch(value, at: path, "expected a condition string like \"v.compact\"")
    }
    return parsed(at: path) { () throws(ValueError) in try LayoutCodecs.parseCondition(text) }
  }
}

/// The last few layout-value texts the reader parsed and their values: the points of a config
/// repeat the same few texts (`stretch`, a margin), and comparing a short string is far cheaper
/// than lexing and parsing it again. Only values that parsed are kept, so a text that fails is
/// reported at every path it appears at.
struct RecentLayoutValues {
  /// How many texts are kept.
  static let capacity = 4

  private var entries: [(text: String, value: LayoutValue, used: Int)] = []
  private var clock = 0

  /// The value of `text` when it is one of the texts kept.
  mutating func value(of text: String) -> LayoutValue? {
    for i in entries.indices where entries[i].text == text {
      clock += 1
      entries[i].used = clock
      return entries[i].value
    }
    return nil
  }

  /// Keeps `text`'s value, in place of the text used least lately when the list is full (a
  /// text every point repeats stays among texts each point has its own of).
  mutating func insert(_ text: String, _ value: LayoutValue) {
    clock += 1
    guard entries.count == Self.capacity else {
      entries.append((text, value, clock))
      return
    }
    var oldest = 0
    for i in entries.indices where entries[i].used < entries[oldest].used { oldest = i }
    entries[oldest] = (text, value, clock)
  }
}
