/// Writes a `StoreJSONNode` as compact JSON, byte for byte as FoundationEssentials' `JSONEncoder`
/// does with `.sortedKeys`: members sorted by the bytes of their UTF-8 names, `"`, `\` and `/`
/// escaped, control characters as `\b \f \n \r \t` or `\u00xx` (lower-case hex), everything else
/// as is.
struct StoreJSONWriter {
  /// The deepest nesting of arrays and objects written (as `JSONEncoder`'s limit).
  static let maximumDepth = 512

  /// The text written so far.
  private(set) var bytes: [UInt8] = []

  /// A writer with room for `capacity` bytes.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Writes `node` nested `depth` containers deep.
  mutating func write(_ node: StoreJSONNode, depth: Int = 0) throws(StoreJSONError) {
    switch node {
    case .literal(let text):
      bytes.append(contentsOf: text.utf8)
    case .string(let text):
      write(string: text)
    case .array(let items):
      guard depth + 1 < Self.maximumDepth else { throw Self.tooDeep }
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.values.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        try write(item, depth: depth + 1)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard depth + 1 < Self.maximumDepth else { throw Self.tooDeep }
      bytes.append(UInt8(ascii: "{"))
      var first = true
      for (key, value) in Self.sorted(members.pairs) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        write(string: key)
        bytes.append(UInt8(ascii: ":"))
        try write(value, depth: depth + 1)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// The error for containers nested deeper than `maximumDepth`.
  private static var tooDeep: StoreJSONError {
    StoreJSONError(description: "the value is nested deeper than \(maximumDepth) levels")
  }

  /// `pairs` sorted by the UTF-8 bytes of their names, each name once: with the value set last
  /// but the spelling set first, as a `JSONEncoder` dictionary keeps it when Swift takes two
  /// spellings for the same name (`é` composed and decomposed).
  private static func sorted(_ pairs: [(key: String, value: StoreJSONNode)]) -> [(
    key: String, value: StoreJSONNode
  )] {
    var unique: [(key: String, value: StoreJSONNode)] = []
    unique.reserveCapacity(pairs.count)
    if pairs.count <= 16 {
      for pair in pairs {
        if let index = unique.firstIndex(where: { $0.key == pair.key }) {
          unique[index].value = pair.value
        } else {
          unique.append(pair)
        }
      }
    } else {
      var positions: [String: Int] = [:]
      for pair in pairs {
        if let index = positions[pair.key] {
          unique[index].value = pair.value
        } else {
          positions[pair.key] = unique.count
          unique.append(pair)
        }
      }
    }
    unique.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    return unique
  }

  /// Writes `text` quoted, with `JSONEncoder`'s escapes.
  mutating func write(string text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
      case UInt8(ascii: "/"): bytes.append(contentsOf: [0x5C, 0x2F])
      case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x00..<0x20:
        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
        bytes.append(Self.hexDigit(byte >> 4))
        bytes.append(Self.hexDigit(byte & 0x0F))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The lower-case hexadecimal digit of `value` (0–15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
