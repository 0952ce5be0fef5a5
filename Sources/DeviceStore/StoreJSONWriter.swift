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
    guard pairs.allSatisfy({ isASCII($0.key) }) else { return sortedUnicode(pairs) }
    // For ASCII names, Swift's string order is the order of their bytes, and names are equal
    // only when their bytes are.
    var ascending = true
    for index in pairs.indices.dropFirst() where !(pairs[index - 1].key < pairs[index].key) {
      ascending = false
      break
    }
    if ascending { return pairs }
    // Insertion sort of the positions: objects have a few dozen members, and equal names keep
    // the order they were set in.
    var order = Array(pairs.indices)
    for index in order.indices.dropFirst() {
      let position = order[index]
      var slot = index
      while slot > 0, pairs[position].key < pairs[order[slot - 1]].key {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      order[slot] = position
    }
    var result: [(key: String, value: StoreJSONNode)] = []
    result.reserveCapacity(pairs.count)
    for position in order {
      if let last = result.last, last.key == pairs[position].key {
        result[result.count - 1].value = pairs[position].value
      } else {
        result.append(pairs[position])
      }
    }
    return result
  }

  /// `sorted` for names that are not all ASCII: equal names found as Swift compares strings.
  private static func sortedUnicode(_ pairs: [(key: String, value: StoreJSONNode)]) -> [(
    key: String, value: StoreJSONNode
  )] {
    var unique: [(key: String, value: StoreJSONNode)] = []
    unique.reserveCapacity(pairs.count)
    var positions: [String: Int] = [:]
    for pair in pairs {
      if let index = positions[pair.key] {
        unique[index].value = pair.value
      } else {
        positions[pair.key] = unique.count
        unique.append(pair)
      }
    }
    unique.sort { compare($0.key, $1.key) < 0 }
    return unique
  }

  /// Whether every byte of `text` is ASCII.
  private static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in utf8.allSatisfy { $0 < 0x80 } }
  }

  /// The order of the UTF-8 bytes of `left` and `right`: negative, zero or positive.
  private static func compare(_ left: String, _ right: String) -> Int {
    var left = left
    var right = right
    return left.withUTF8 { a in
      right.withUTF8 { b in
        let count = min(a.count, b.count)
        var index = 0
        while index < count {
          if a[index] != b[index] { return Int(a[index]) - Int(b[index]) }
          index += 1
        }
        return a.count - b.count
      }
    }
  }

  /// Whether `byte` is written escaped.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
      || byte == UInt8(ascii: "/")
  }

  /// Writes `text` quoted, with `JSONEncoder`'s escapes; runs without escapes are copied whole.
  mutating func write(string text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices where Self.needsEscape(utf8[index]) {
        if start < index {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        }
        writeEscape(utf8[index])
        start = index + 1
      }
      if start < utf8.count {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes the escape of `byte`, one that `needsEscape`.
  private mutating func writeEscape(_ byte: UInt8) {
    bytes.append(0x5C)
    switch byte {
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x00..<0x20:
      bytes.append(UInt8(ascii: "u"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(Self.hexDigit(byte >> 4))
      bytes.append(Self.hexDigit(byte & 0x0F))
    default: bytes.append(byte)  // `"`, `\` and `/` follow the backslash as they are
    }
  }

  /// The lower-case hexadecimal digit of `value` (0–15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
