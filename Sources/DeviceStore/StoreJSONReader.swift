/// Parses the JSON text of a stored row into a `StoreJSONValue`, accepting what FoundationEssentials'
/// `JSONDecoder` accepts (a leading byte-order mark, trailing commas, a repeated member's first value
/// kept) and refusing the rest.
///
/// Total: a row longer than `maximumSize` bytes or nested deeper than `maximumDepth` is refused,
/// and every other input either parses or throws a `StoreJSONError` naming the byte offset.
struct StoreJSONReader {
  /// The longest text read (rows are a few kilobytes).
  static let maximumSize = 16 << 20
  /// The deepest nesting of arrays and objects read (as `JSONDecoder`'s limit).
  static let maximumDepth = 512

  /// The text being read.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  private var index = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The value `text` holds, with nothing but white space after it.
  static func read(_ text: [UInt8]) throws(StoreJSONError) -> StoreJSONValue {
    guard text.count <= maximumSize else {
      throw StoreJSONError(description: "the text is longer than \(maximumSize) bytes")
    }
    let result: Result<StoreJSONValue, StoreJSONError> = text.withUnsafeBufferPointer { buffer in
      var reader = StoreJSONReader(buffer)
      do throws(StoreJSONError) {
        return .success(try reader.document())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The whole text: an optional byte-order mark, one value, white space.
  private mutating func document() throws(StoreJSONError) -> StoreJSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    skipSpace()
    let value = try self.value(depth: 0)
    skipSpace()
    guard index == bytes.count else { throw .syntax("unexpected text after the value", at: index) }
    return value
  }

  /// Skips JSON white space.
  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// The byte at `index`, or an error when the text ends there.
  private func peek() throws(StoreJSONError) -> UInt8 {
    guard index < bytes.count else { throw .syntax("unexpected end of the text", at: index) }
    return bytes[index]
  }

  /// One value starting at `index` (white space already skipped).
  private mutating func value(depth: Int) throws(StoreJSONError) -> StoreJSONValue {
    switch try peek() {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try word("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try word("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try word("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try number())
    default:
      throw .syntax("unexpected character", at: index)
    }
  }

  /// Reads the literal `text` (`true`, `false`, `null`).
  private mutating func word(_ text: StaticString) throws(StoreJSONError) {
    let start = index
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else {
      throw .syntax("unexpected end of the text", at: index)
    }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
      throw .syntax("unexpected character", at: start + offset)
    }
    index += count
    if index < bytes.count, Self.isWordByte(bytes[index]) {
      throw .syntax("unexpected character", at: index)
    }
  }

  /// Whether `byte` may continue a literal or a number (so `truex` or `1x` is refused).
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "+"):
      true
    default: false
    }
  }

  /// Reads a number as JSON writes it: `-`, an integer part without leading zeros, an optional
  /// fraction and exponent.
  private mutating func number() throws(StoreJSONError) -> String {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, Self.isDigit(bytes[index]) else {
      throw .syntax("a number needs a digit", at: index)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw .syntax("a fraction needs a digit", at: index)
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw .syntax("an exponent needs a digit", at: index)
      }
      skipDigits()
    }
    if index < bytes.count, Self.isWordByte(bytes[index]) {
      throw .syntax("unexpected character in a number", at: index)
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  /// Whether `byte` is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Skips ASCII digits.
  private mutating func skipDigits() {
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
  }

  /// Reads a string from its opening quote to its closing one; the text must be valid UTF-8
  /// without raw control characters.
  private mutating func string() throws(StoreJSONError) -> String {
    index += 1
    let start = index
    var plain = true
    while true {
      guard index < bytes.count else { throw .syntax("unterminated string", at: index) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { throw .syntax("control character in a string", at: index) }
      if byte == UInt8(ascii: "\\") {
        plain = false
        index += 2
      } else {
        if byte >= 0x80 { plain = false }
        index += 1
      }
    }
    let end = index
    index += 1
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if plain { return String(decoding: raw, as: UTF8.self) }
    return try unescape(raw, at: start)
  }

  /// The text of a string's contents with escapes (`raw` starts at byte `offset`).
  private func unescape(_ raw: UnsafeBufferPointer<UInt8>, at offset: Int) throws(StoreJSONError)
    -> String
  {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var position = 0
    while position < raw.count {
      let byte = raw[position]
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        position += 1
        continue
      }
      guard position + 1 < raw.count else {
        throw .syntax("unfinished escape", at: offset + position)
      }
      let escaped = raw[position + 1]
      position += 2
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var unit = try Self.hex(raw, position, at: offset)
        position += 4
        if unit >= 0xD800, unit < 0xDC00 {
          guard position + 1 < raw.count, raw[position] == UInt8(ascii: "\\"),
            raw[position + 1] == UInt8(ascii: "u")
          else { throw .syntax("a high surrogate without its low one", at: offset + position) }
          let low = try Self.hex(raw, position + 2, at: offset)
          guard low >= 0xDC00, low < 0xE000 else {
            throw .syntax("a high surrogate without its low one", at: offset + position)
          }
          position += 6
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        } else if unit >= 0xDC00, unit < 0xE000 {
          throw .syntax("a low surrogate without its high one", at: offset + position - 6)
        }
        guard let scalar = Unicode.Scalar(unit) else {
          throw .syntax("not a Unicode scalar", at: offset + position)
        }
        if let encoded = UTF8.encode(scalar) { out.append(contentsOf: encoded) }
      default:
        throw .syntax("unknown escape", at: offset + position - 1)
      }
    }
    guard let text = String(validating: out, as: UTF8.self) else {
      throw .syntax("a string is not valid UTF-8", at: offset)
    }
    return text
  }

  /// The four hexadecimal digits at `position` of `raw` as a number.
  private static func hex(_ raw: UnsafeBufferPointer<UInt8>, _ position: Int, at offset: Int)
    throws(StoreJSONError) -> UInt32
  {
    guard raw.count - position >= 4 else { throw .syntax("unfinished \\u escape", at: offset) }
    var value: UInt32 = 0
    for byte in raw[position..<(position + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .syntax("not a hexadecimal digit", at: offset + position)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Reads an array from `[` to `]` (a comma before `]` is allowed, as `JSONDecoder` allows it).
  private mutating func array(depth: Int) throws(StoreJSONError) -> StoreJSONValue {
    guard depth <= Self.maximumDepth else { throw .syntax("nested too deeply", at: index) }
    index += 1
    var items: [StoreJSONValue] = []
    skipSpace()
    if try peek() == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      items.append(try value(depth: depth))
      skipSpace()
      switch try peek() {
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
        if try peek() == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
      default:
        throw .syntax("expected ',' or ']'", at: index)
      }
    }
  }

  /// Reads an object from `{` to `}` (a comma before `}` is allowed; a repeated name keeps its
  /// first value, as with `JSONDecoder`).
  private mutating func object(depth: Int) throws(StoreJSONError) -> StoreJSONValue {
    guard depth <= Self.maximumDepth else { throw .syntax("nested too deeply", at: index) }
    index += 1
    var members: [(key: String, value: StoreJSONValue)] = []
    // The names seen, once there are too many to search one by one.
    var names: Set<String> = []
    skipSpace()
    if try peek() == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      guard try peek() == UInt8(ascii: "\"") else { throw .syntax("expected a name", at: index) }
      let key = try string()
      skipSpace()
      guard try peek() == UInt8(ascii: ":") else { throw .syntax("expected ':'", at: index) }
      index += 1
      skipSpace()
      let item = try value(depth: depth)
      if members.count < 16 {
        if !members.contains(where: { $0.key == key }) { members.append((key, item)) }
      } else {
        if names.isEmpty { names = Set(members.map(\.key)) }
        if names.insert(key).inserted { members.append((key, item)) }
      }
      skipSpace()
      switch try peek() {
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
        if try peek() == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
      default:
        throw .syntax("expected ',' or '}'", at: index)
      }
    }
  }
}
