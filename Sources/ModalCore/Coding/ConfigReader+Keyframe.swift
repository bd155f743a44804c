/// Reading keyframes: numbers, colours, corners, blurs and the channel groups.
extension ConfigReader {
  // MARK: - Keyframes

  func keyframe(_ value: JSONValue, at path: ReadPath) -> Keyframe? {
    let start = problems.count
    var keyframe = Keyframe()
    readObject(value, at: path, "a keyframe object", expected: ConfigSchemaKeys.keyframe) {
      key, value, path in
      switch ConfigSchemaKeys.keyframeTargets[key] {
      case .number(let channel):
        keyframe[channel] = number(value, at: path, .keyframeValue)
        return true
      case .color(let channels):
        if let color = color(value, at: path) { keyframe.setColor(color, channels) }
        return true
      default: break
      }
      switch key {
      case "maskedCorners":
        keyframe.maskedCorners = corners(value, at: path)
      case "modalBlur":
        blur(value, at: path, intensity: .modalBlurIntensity, into: &keyframe) {
          $0.modalBlurEffect = $1
        }
      case "backgroundBlur":
        blur(value, at: path, intensity: .backgroundBlurIntensity, into: &keyframe) {
          $0.backgroundBlurEffect = $1
        }
      case "border":
        group(value, at: path, "a border object", ConfigSchemaKeys.border, into: &keyframe)
      case "shadow":
        group(value, at: path, "a shadow object", ConfigSchemaKeys.shadow, into: &keyframe)
      case "transform":
        transform(value, at: path, into: &keyframe)
      case "dragHandle":
        group(value, at: path, "a drag handle object", ConfigSchemaKeys.dragHandle, into: &keyframe)
      case "presenting":
        group(value, at: path, "a presenting object", ConfigSchemaKeys.presenting, into: &keyframe)
      case "allowSnapping":
        keyframe.allowSnapping = bool(value, at: path)
      case "backgroundTapInteraction":
        keyframe.backgroundTapInteraction = enumeration(value, at: path, TapInteraction.self)
      default:
        return false
      }
      return true
    }
    return problems.count == start ? keyframe : nil
  }

  /// An object of numbers and colors mapped to channels (`border`, `shadow`, ...).
  func group(
    _ value: JSONValue, at path: ReadPath, _ what: String, _ fields: ConfigSchemaKeys.Group,
    into keyframe: inout Keyframe
  ) {
    var result = keyframe
    readObject(value, at: path, what, keys: fields.keys) { key, value, path in
      if key == "color", let channels = fields.color {
        if let color = color(value, at: path) { result.setColor(color, channels) }
      } else if key == "offset", let channels = fields.offsetPair {
        if let pair = numberArray(
          value, at: path, count: 2, "[x, y]", ranges: [.keyframeValue, .keyframeValue])
        {
          result[channels.0] = pair[0]
          result[channels.1] = pair[1]
        }
      } else if let channel = fields.numbers.first(where: { $0.key == key })?.channel {
        result[channel] = number(value, at: path, .keyframeValue)
      }
    }
    keyframe = result
  }

  func transform(_ value: JSONValue, at path: ReadPath, into keyframe: inout Keyframe) {
    var result = keyframe
    readObject(value, at: path, "a transform object", keys: ConfigSchemaKeys.transformKeys) {
      key, value, path in
      guard let number = number(value, at: path, .keyframeValue) else { return }
      if key == "scale" {
        result[.scaleX] = number
        result[.scaleY] = number
      } else if let channel = ConfigSchemaKeys.transform.first(where: { $0.key == key })?.channel {
        result[channel] = number
      }
    }
    if let members = value.members, members.contains(where: { $0.key == "scale" }) {
      for key in ["scaleX", "scaleY"] where members.contains(where: { $0.key == key }) {
        report(JSONPath.key(path, key), "\"scale\" already sets scaleX and scaleY")
      }
    }
    keyframe = result
  }

  func blur(
    _ value: JSONValue, at path: ReadPath, intensity: Channel, into keyframe: inout Keyframe,
    setEffect: (inout Keyframe, String?) -> Void
  ) {
    var result = keyframe
    readObject(value, at: path, "a blur object", keys: ["effect", "intensity"]) {
      key, value, path in
      if key == "effect" {
        setEffect(&result, string(value, at: path))
      } else {
        result[intensity] = number(value, at: path, .keyframeValue)
      }
    }
    keyframe = result
  }

  func corners(_ value: JSONValue, at path: ReadPath) -> Corners? {
    switch value {
    case .string(let name):
      if let group = Corners.groups.first(where: { $0.name == name }) { return group.corners }
      report(
        path,
        "expected one of \(Corners.groups.map(\.name).joined(separator: ", ")) or an array of corners, got \(SchemaText.quoted(name))"
      )
      return nil
    case .array(let elements):
      var corners: Corners = []
      var valid = true
      for (position, element) in elements.enumerated() {
        let elementPath = JSONPath.index(path, position)
        if case .string(let name) = element,
          let single = Corners.singles.first(where: { $0.name == name })
        {
          corners.insert(single.corner)
        } else {
          valid = false
          report(
            elementPath,
            "expected one of \(Corners.singles.map(\.name).joined(separator: ", ")), got \(Self.describe(element))"
          )
        }
      }
      return valid ? corners : nil
    default:
      return mismatch(
        value, at: path, "expected a corner group like \"top\" or an array of corners")
    }
  }

  /// `#rrggbb`, `#rrggbbaa` or a name of ``Color/named`` (``ValueCodecs/color``).
  func color(_ value: JSONValue, at path: ReadPath) -> Color? {
    guard case .string(let text) = value else {
      return mismatch(value, at: path, ValueCodecs.colorExpected)
    }
    return parsed(at: path) { () throws(ValueError) in try ValueCodecs.color.parse(text) }
  }
}
