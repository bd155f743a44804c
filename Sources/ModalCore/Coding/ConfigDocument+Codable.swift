/// `Codable` through the JSON schema of `docs/config-schema.md`: a document encodes to the
/// same value ``ConfigCoding/encodeDocument(_:)`` writes, and decodes with the same checks as
/// ``ConfigCoding/decodeDocument(_:)`` (every problem is listed in the error's description).
extension ConfigDocument: Codable {
  /// Decodes a document from any decoder (e.g. Foundation's `JSONDecoder`). Throws
  /// `DecodingError.dataCorrupted` listing every problem of the document.
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    do {
      self = try ConfigCoding.decodeDocument(json: json)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "invalid config document:\n" + error.description))
    }
  }

  /// Encodes the document's canonical JSON value.
  public func encode(to encoder: any Encoder) throws {
    try ConfigWriter.document(self).encode(to: encoder)
  }
}

/// A coding key for any object member.
struct JSONCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension JSONValue: Codable {
  /// Reads whatever value the decoder holds: an object, an array, null, a boolean, a number
  /// or a string. Objects keep the order of the decoder's `allKeys`.
  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: JSONCodingKey.self) {
      var members: [(key: String, value: JSONValue)] = []
      for key in object.allKeys {
        let nested = try object.superDecoder(forKey: key)
        members.append((key.stringValue, try JSONValue(from: nested)))
      }
      self = .object(members)
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd {
        elements.append(try JSONValue(from: try array.superDecoder()))
      }
      self = .array(elements)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else if let text = try? single.decode(String.self) {
      self = .string(text)
    } else {
      throw DecodingError.dataCorruptedError(
        in: single, debugDescription: "expected a JSON value")
    }
  }

  /// Writes the value with the encoder's containers (objects in order).
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number), .fixed(let number, _):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try element.encode(to: array.superEncoder()) }
    case .object(let members):
      var object = encoder.container(keyedBy: JSONCodingKey.self)
      for (key, value) in members {
        try value.encode(to: object.superEncoder(forKey: JSONCodingKey(stringValue: key)))
      }
    }
  }
}
