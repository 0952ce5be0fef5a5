import FoundationEssentials

/// Reads a binary property list (`bplist00`) into a `JSONValue`, checking every offset.
///
/// Dates become ISO 8601 text and data base64 text, as in XML property lists. Any input ends in
/// time proportional to its size: an object that contains itself is refused, containers may
/// nest at most `maximumDepth` deep, and at most `maximumValues` values are built in all (shared
/// objects count each time they are used), so no small file unfolds into a huge one.
struct BinaryPlistReader {
  /// A problem at a byte offset from the start of the file.
  struct Failure: Error, Equatable {
    /// The 0-based byte offset where the problem is.
    var offset: Int
    /// What is wrong, in our words.
    var message: String
  }

  /// How deep arrays and dictionaries may nest.
  static let maximumDepth = 64
  /// How many values a document may unfold into.
  static let maximumValues = 100_000

  private let bytes: [UInt8]
  private var offsetSize = 0
  private var referenceSize = 0
  private var objectCount = 0
  private var offsetTable = 0
  private var built = 0
  private var open: Set<Int> = []

  /// The value of the binary property list `data`.
  static func read(_ data: Data) throws(Failure) -> JSONValue {
    try readTree(data).jsonValue
  }

  /// The value of the binary property list `data` as a tree, kinds kept (no places: not XML).
  static func readTree(_ data: Data) throws(Failure) -> PlistNode {
    var reader = BinaryPlistReader(bytes: Array(data))
    return try reader.readDocument()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func readDocument() throws(Failure) -> PlistNode {
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
      throw Failure(offset: 0, message: "too short to be a binary property list")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw Failure(offset: trailer + 6, message: "the trailer gives impossible integer sizes")
    }
    let count = try unsigned(at: trailer + 8, size: 8)
    let top = try unsigned(at: trailer + 16, size: 8)
    let table = try unsigned(at: trailer + 24, size: 8)
    guard count >= 1, count <= UInt64(trailer) else {
      throw Failure(offset: trailer + 8, message: "the trailer gives an impossible object count")
    }
    guard top < count else {
      throw Failure(offset: trailer + 16, message: "the top object is not in the object table")
    }
    guard table >= 8, table <= UInt64(trailer),
      UInt64(trailer) - table >= count * UInt64(offsetSize)
    else {
      throw Failure(offset: trailer + 24, message: "the offset table is outside the file")
    }
    objectCount = Int(count)
    offsetTable = Int(table)
    return try object(Int(top), depth: 0)
  }

  /// A big-endian unsigned integer of `size` bytes at `offset`.
  private func unsigned(at offset: Int, size: Int) throws(Failure) -> UInt64 {
    guard offset >= 0, size <= 8, offset <= bytes.count - size else {
      throw Failure(offset: max(0, min(offset, bytes.count)), message: "the file ends too soon")
    }
    var value: UInt64 = 0
    for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  /// The integer object at `start` whose number takes `size` bytes: 1, 2 and 4 bytes are
  /// unsigned, 8 bytes signed, and 16 bytes a signed 128-bit number, the form Apple's tools give
  /// a value from 2^63 to `UInt64.max`; one outside `PlistInteger.range` is refused.
  private func integer(at start: Int, size: Int) throws(Failure) -> PlistInteger {
    switch size {
    case 16:
      let high = Int64(bitPattern: try unsigned(at: start + 1, size: 8))
      let low = try unsigned(at: start + 9, size: 8)
      guard let number = PlistInteger(exactly: Int128(high) << 64 | Int128(low)) else {
        throw Failure(offset: start, message: "an integer \(PlistInteger.tooLarge)")
      }
      return number
    case 8: return PlistInteger(Int64(bitPattern: try unsigned(at: start + 1, size: 8)))
    default: return PlistInteger(try unsigned(at: start + 1, size: size))
    }
  }

  /// The offset in the file of object number `reference`.
  private func objectOffset(_ reference: Int, from place: Int) throws(Failure) -> Int {
    guard reference >= 0, reference < objectCount else {
      throw Failure(
        offset: place, message: "a reference to object \(reference), which does not exist")
    }
    let offset = try unsigned(at: offsetTable + reference * offsetSize, size: offsetSize)
    guard offset >= 8, offset < UInt64(offsetTable) else {
      throw Failure(
        offset: offsetTable + reference * offsetSize,
        message: "object \(reference) is said to start outside the objects")
    }
    return Int(offset)
  }

  private mutating func object(_ reference: Int, depth: Int, from place: Int = 0) throws(Failure)
    -> PlistNode
  {
    PlistNode(try value(reference, depth: depth, from: place))
  }

  private mutating func value(_ reference: Int, depth: Int, from place: Int) throws(Failure)
    -> PlistNode.Value
  {
    let start = try objectOffset(reference, from: place)
    built += 1
    guard built <= Self.maximumValues else {
      throw Failure(
        offset: start, message: "the document unfolds into more than \(Self.maximumValues) values")
    }
    let marker = bytes[start]
    let info = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x00: return .null
      case 0x08: return .bool(false)
      case 0x09: return .bool(true)
      default: throw Failure(offset: start, message: "unknown object marker \(hex(marker))")
      }
    case 0x1:
      guard info <= 4 else {
        throw Failure(offset: start, message: "an integer of an impossible size")
      }
      return .integer(try integer(at: start, size: 1 << info))
    case 0x2:
      switch info {
      case 2:
        return .real(Double(Float(bitPattern: UInt32(try unsigned(at: start + 1, size: 4)))))
      case 3: return .real(Double(bitPattern: try unsigned(at: start + 1, size: 8)))
      default: throw Failure(offset: start, message: "a real number of an impossible size")
      }
    case 0x3:
      guard marker == 0x33 else {
        throw Failure(offset: start, message: "unknown object marker \(hex(marker))")
      }
      let seconds = Double(bitPattern: try unsigned(at: start + 1, size: 8))
      guard seconds.isFinite, abs(seconds) < 1e11 else {
        throw Failure(offset: start, message: "a date out of range")
      }
      return .date(Date(timeIntervalSinceReferenceDate: seconds).formatted(.iso8601))
    case 0x4:
      let (length, body) = try length(info, at: start)
      let end = try span(body, length, elementSize: 1, at: start)
      return .data(Data(bytes[body..<end]).base64EncodedString())
    case 0x5:
      let (length, body) = try length(info, at: start)
      let end = try span(body, length, elementSize: 1, at: start)
      guard bytes[body..<end].allSatisfy({ $0 < 0x80 }) else {
        throw Failure(offset: start, message: "an ASCII string holds a byte that is not ASCII")
      }
      return .string(String(decoding: bytes[body..<end], as: UTF8.self))
    case 0x6:
      let (length, body) = try length(info, at: start)
      let end = try span(body, length, elementSize: 2, at: start)
      var units: [UInt16] = []
      units.reserveCapacity(length)
      var index = body
      while index < end {
        units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
        index += 2
      }
      return .string(String(decoding: units, as: UTF16.self))
    case 0x8:
      guard info < 8 else { throw Failure(offset: start, message: "a UID of an impossible size") }
      return .integer(PlistInteger(try unsigned(at: start + 1, size: info + 1)))
    case 0xA, 0xC:
      let (count, body) = try length(info, at: start)
      _ = try span(body, count, elementSize: referenceSize, at: start)
      return .array(try children(of: start, at: body, count: count, depth: depth))
    case 0xD:
      let (count, body) = try length(info, at: start)
      _ = try span(body, count * 2, elementSize: referenceSize, at: start)
      let keys = try children(of: start, at: body, count: count, depth: depth)
      let values = try children(
        of: start, at: body + count * referenceSize, count: count, depth: depth)
      var entries: [PlistEntry] = []
      entries.reserveCapacity(count)
      for (key, value) in zip(keys, values) {
        guard let name = key.string else {
          throw Failure(offset: start, message: "a dictionary key that is not a string")
        }
        entries.append(PlistEntry(key: name, value: value))
      }
      return .dictionary(entries)
    default:
      throw Failure(offset: start, message: "unknown object marker \(hex(marker))")
    }
  }

  /// The elements of the container at `start` whose `count` references begin at `body`.
  private mutating func children(
    of start: Int, at body: Int, count: Int, depth: Int
  ) throws(Failure) -> [PlistNode] {
    guard depth < Self.maximumDepth else {
      throw Failure(
        offset: start,
        message: "containers nest more than \(Self.maximumDepth) deep, the most accepted")
    }
    guard open.insert(start).inserted else {
      throw Failure(offset: start, message: "an array or dictionary contains itself")
    }
    defer { open.remove(start) }
    var elements: [PlistNode] = []
    for index in 0..<count {
      let place = body + index * referenceSize
      let reference = try unsigned(at: place, size: referenceSize)
      guard reference < UInt64(objectCount) else {
        throw Failure(offset: place, message: "a reference to an object that does not exist")
      }
      elements.append(try object(Int(reference), depth: depth + 1, from: place))
    }
    return elements
  }

  /// The length of the object at `start` (in its marker, or in the integer after it when the
  /// marker says 15) and where its body begins.
  private func length(_ info: Int, at start: Int) throws(Failure) -> (Int, Int) {
    guard info == 0x0F else { return (info, start + 1) }
    guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else {
      throw Failure(offset: start + 1, message: "a length that is not an integer")
    }
    let size = 1 << Int(bytes[start + 1] & 0x0F)
    guard size <= 8 else { throw Failure(offset: start + 1, message: "a length too large") }
    let value = try unsigned(at: start + 2, size: size)
    guard value <= UInt64(bytes.count) else {
      throw Failure(offset: start + 1, message: "a length larger than the file")
    }
    return (Int(value), start + 2 + size)
  }

  /// The end of `count` elements of `elementSize` bytes from `body`, checked to lie in the file.
  private func span(_ body: Int, _ count: Int, elementSize: Int, at start: Int) throws(Failure)
    -> Int
  {
    let (size, overflow) = count.multipliedReportingOverflow(by: elementSize)
    guard !overflow, body <= offsetTable, size <= offsetTable - body else {
      throw Failure(offset: start, message: "an object runs past the end of the objects")
    }
    return body + size
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
  }
}
