import Foundation
import SessionEngine
import Testing

@testable import DeviceStore

/// The store's own JSON coders against FoundationEssentials' on what is hard to get right: string
/// escapes, numbers at their edges, key order, empty and nested containers, `null`, super
/// encoders; and the reader's limits and refusals.
@Suite struct StoreJSONTests {
  /// Any JSON value, coded through the containers (numbers as doubles).
  enum AnyJSON: Codable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    init(from decoder: any Decoder) throws {
      if let container = try? decoder.container(keyedBy: SnapshotCodingKey.self) {
        var members: [String: AnyJSON] = [:]
        for key in container.allKeys {
          members[key.stringValue] = try container.decode(AnyJSON.self, forKey: key)
        }
        self = .object(members)
      } else if var container = try? decoder.unkeyedContainer() {
        var items: [AnyJSON] = []
        while !container.isAtEnd { items.append(try container.decode(AnyJSON.self)) }
        self = .array(items)
      } else {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
          self = .null
        } else if let flag = try? container.decode(Bool.self) {
          self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
          self = .number(number)
        } else {
          self = .string(try container.decode(String.self))
        }
      }
    }

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .object(let members):
        var container = encoder.container(keyedBy: SnapshotCodingKey.self)
        for (key, value) in members { try container.encode(value, forKey: SnapshotCodingKey(key)) }
      case .array(let items):
        var container = encoder.unkeyedContainer()
        for item in items { try container.encode(item) }
      case .null:
        var container = encoder.singleValueContainer()
        try container.encodeNil()
      case .bool(let flag):
        var container = encoder.singleValueContainer()
        try container.encode(flag)
      case .number(let number):
        var container = encoder.singleValueContainer()
        try container.encode(number)
      case .string(let text):
        var container = encoder.singleValueContainer()
        try container.encode(text)
      }
    }
  }

  /// A deterministic generator (SplitMix64), so a failure repeats.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The characters random strings are made of: every escape, ASCII, two-, three- and four-byte
  /// UTF-8, combining marks.
  static let alphabet: [Character] = {
    var characters: [Character] = [
      "\"", "\\", "/", "a", "Z", "0", " ", "\u{7F}", "é", "ß", "中",
      "😀", "👩‍💻", "e\u{301}", "\u{2028}", "\u{FEFF}", "{", "}", "[", "]", ":", ",",
    ]
    for code in 0..<0x20 {
      if let scalar = Unicode.Scalar(code) { characters.append(Character(scalar)) }
    }
    return characters
  }()

  static func randomString(_ random: inout Random) -> String {
    let length = Int.random(in: 0...24, using: &random)
    return String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "a" })
  }

  @Test func stringsAreEscapedAsFoundationEscapesThem() throws {
    var random = Random(state: 18)
    for round in 0..<400 {
      let text = Self.randomString(&random)
      let key = Self.randomString(&random)
      try StoreJSONCheck.expectSameText(text, "string \(round)")
      try StoreJSONCheck.expectSameText([key: text, text: key], "keys \(round)")
      try StoreJSONCheck.expectSameText([text, key], "array \(round)")
      let written = try StoreJSONEncoder.encode([key: [text]])
      #expect(try StoreJSONDecoder.decode([String: [String]].self, from: written) == [key: [text]])
    }
    let every = String(Self.alphabet)
    try StoreJSONCheck.expectSameText(every, "the whole alphabet")
    #expect(
      try StoreJSONEncoder.encode("a/b\"c\\d\u{1}\u{1F}\n")
        == Array(#""a\/b\"c\\d\u0001\u001f\n""#.utf8))
  }

  @Test func escapedStringsAreReadAsFoundationReadsThem() {
    let texts = [
      #""\u00e9\u4E2D\ud83d\ude00\/\b\f\n\r\t\"\\""#, #""\ud800""#, #""\udc00""#,
      #""\ud83d\u0041""#, #""\x""#, #""\u12""#, #""\u12G4""#, "\"a\u{1}\"", "\"\u{7F}\"",
      "\"caf\u{E9}\"", "\"\\", "\"",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      #expect(
        StoreJSONCheck.storeValue(String.self, bytes)
          == StoreJSONCheck.foundationValue(String.self, bytes), "\(text)")
    }
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
    ] {
      #expect(StoreJSONCheck.storeValue(String.self, bytes) == nil)
      #expect(StoreJSONCheck.foundationValue(String.self, bytes) == nil)
    }
  }

  @Test func numbersAtTheirEdgesAreWrittenAlike() throws {
    try StoreJSONCheck.expectSameText([Int.min, Int.max, 0, -1], "Int")
    try StoreJSONCheck.expectSameText([Int64.min, Int64.max], "Int64")
    try StoreJSONCheck.expectSameText([UInt64.max, 0], "UInt64")
    try StoreJSONCheck.expectSameText([Int8.min, Int8.max], "Int8")
    try StoreJSONCheck.expectSameText([UInt8.max], "UInt8")
    try StoreJSONCheck.expectSameText([Int16.min, Int16.max], "Int16")
    try StoreJSONCheck.expectSameText([UInt32.max], "UInt32")
    let doubles: [Double] = [
      0, -0.0, 1, -1, 0.1, 1.0 / 3, 1e15, 1e16, 1e17, 123_456_789.125, 1e-7, 0.0001,
      5e-324, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      9_007_199_254_740_993, 2.5e-300, -1.5e300, .pi, 100, 1e21, 1e22,
    ]
    try StoreJSONCheck.expectSameText(doubles, "Double")
    for double in doubles {
      try StoreJSONCheck.expectSameText(double, "Double \(double)")
      let text = try StoreJSONEncoder.encode(double)
      #expect(try StoreJSONDecoder.decode(Double.self, from: text).bitPattern == double.bitPattern)
    }
    let floats: [Float] = [
      0, -0.0, 0.1, 1.0 / 3, 1e10, .greatestFiniteMagnitude, 1e-45, 16_777_217,
    ]
    try StoreJSONCheck.expectSameText(floats, "Float")
    var random = Random(state: 7)
    for _ in 0..<300 {
      let double = Double(bitPattern: random.next())
      if double.isFinite { try StoreJSONCheck.expectSameText(double, "Double \(double)") }
      let integer = Int(bitPattern: UInt(random.next()))
      try StoreJSONCheck.expectSameText(integer, "Int \(integer)")
    }
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: StoreJSONError.self) { try StoreJSONEncoder.encode([bad]) }
      #expect(throws: (any Error).self) { try StoreJSONCheck.foundationText([bad]) }
    }
  }

  /// (Left out: integers of 2^53 and more written with a fraction or an exponent, which
  /// `JSONDecoder` reads through `Decimal` and the store's decoder refuses, and zeros with some
  /// exponents, `0e5`, which this toolchain's `JSONDecoder` refuses as a Double and the store's
  /// decoder reads as 0: the store writes neither.)
  @Test func numbersAreReadAsFoundationReadsThem() {
    let texts = [
      "0", "-0", "1", "-1", "1.0", "1e2", "1E+2", "1.5", "1e400", "-1e400", "01", "-", "1.",
      ".5", "1e", "+1", "300", "-129", "255", "256", "9223372036854775807",
      "9223372036854775808", "-9223372036854775808", "18446744073709551615", "1.5e-3",
      "9007199254740991.0", "1e-400", "0.0e-5", "1e-400e", "0.1", "2.5e-324",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      #expect(
        StoreJSONCheck.storeValue(Int.self, bytes)
          == StoreJSONCheck.foundationValue(Int.self, bytes), "Int \(text)")
      #expect(
        StoreJSONCheck.storeValue(Int8.self, bytes)
          == StoreJSONCheck.foundationValue(Int8.self, bytes), "Int8 \(text)")
      #expect(
        StoreJSONCheck.storeValue(UInt8.self, bytes)
          == StoreJSONCheck.foundationValue(UInt8.self, bytes), "UInt8 \(text)")
      #expect(
        StoreJSONCheck.storeValue(UInt64.self, bytes)
          == StoreJSONCheck.foundationValue(UInt64.self, bytes), "UInt64 \(text)")
      #expect(
        StoreJSONCheck.storeValue(Double.self, bytes)?.bitPattern
          == StoreJSONCheck.foundationValue(Double.self, bytes)?.bitPattern, "Double \(text)")
    }
  }

  /// Keys that sort differently by bytes, by case, by number and by Unicode order.
  @Test func keysAreSortedByTheirUTF8Bytes() throws {
    let keys = [
      "b", "a", "B", "A", "_", "10", "9", "2", "é", "z", "Z", "", "a b", "ab", "aB",
      "😀", "中", "\u{FEFF}", "~", "a/b", "a\"b",
    ]
    let object = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    try StoreJSONCheck.expectSameText(object, "keys")
    try StoreJSONCheck.expectSameText([1: "a", 10: "b", 2: "c", -1: "d"], "integer keys")
    try StoreJSONCheck.expectSameText(Twins(), "canonically equal keys")
  }

  /// Two names Swift takes for equal (`é` composed and decomposed), set one after the other.
  struct Twins: Encodable {
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: SnapshotCodingKey.self)
      try c.encode(1, forKey: SnapshotCodingKey("e\u{301}"))
      try c.encode(2, forKey: SnapshotCodingKey("\u{E9}"))
      try c.encode(3, forKey: SnapshotCodingKey("e"))
    }
  }

  /// A value that uses every container: repeated and nested keys, `null`s, super encoders,
  /// empty values.
  struct Everything: Codable, Equatable {
    var number = 3
    var empty = Nothing()
    var optional: Int? = nil
    var items: [Int?] = [nil, 1, nil]
    var nested: [[String]] = [[], ["a"], []]
    var emptyObject: [String: Int] = [:]

    struct Nothing: Codable, Equatable {
      init() {}
      init(from decoder: any Decoder) throws {}
      func encode(to encoder: any Encoder) throws {}
    }

    init() {}

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
      number = try c.decode(Int.self, forKey: SnapshotCodingKey("number"))
      empty = try c.decode(Nothing.self, forKey: SnapshotCodingKey("empty"))
      optional = try c.decodeIfPresent(Int.self, forKey: SnapshotCodingKey("optional"))
      items = try c.decode([Int?].self, forKey: SnapshotCodingKey("items"))
      nested = try c.decode([[String]].self, forKey: SnapshotCodingKey("nested"))
      emptyObject = try c.decode([String: Int].self, forKey: SnapshotCodingKey("emptyObject"))
      let inner = try c.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: .init("twice"))
      _ = try inner.decode(Int.self, forKey: SnapshotCodingKey("first"))
      _ = try c.superDecoder().singleValueContainer().decode(String.self)
      var list = try c.nestedUnkeyedContainer(forKey: SnapshotCodingKey("list"))
      _ = try list.superDecoder().singleValueContainer().decode(Bool.self)
      _ = try list.decodeNil()
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: SnapshotCodingKey.self)
      try c.encode(0, forKey: SnapshotCodingKey("number"))
      try c.encode(number, forKey: SnapshotCodingKey("number"))
      try c.encode(empty, forKey: SnapshotCodingKey("empty"))
      try c.encodeIfPresent(optional, forKey: SnapshotCodingKey("optional"))
      try c.encodeNil(forKey: SnapshotCodingKey("null"))
      try c.encode(items, forKey: SnapshotCodingKey("items"))
      try c.encode(nested, forKey: SnapshotCodingKey("nested"))
      try c.encode(emptyObject, forKey: SnapshotCodingKey("emptyObject"))
      var first = c.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: .init("twice"))
      try first.encode(1, forKey: SnapshotCodingKey("first"))
      var second = c.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: .init("twice"))
      try second.encode(2, forKey: SnapshotCodingKey("second"))
      var sup = c.superEncoder().singleValueContainer()
      try sup.encode("above")
      _ = c.superEncoder(forKey: SnapshotCodingKey("unused"))
      var list = c.nestedUnkeyedContainer(forKey: SnapshotCodingKey("list"))
      var item = list.superEncoder().singleValueContainer()
      try list.encodeNil()
      try item.encode(true)
      _ = list.nestedContainer(keyedBy: SnapshotCodingKey.self)
      _ = list.nestedUnkeyedContainer()
      var deeper = list.nestedUnkeyedContainer()
      try deeper.encode(1.5)
    }
  }

  @Test func everyContainerIsWrittenAndReadAlike() throws {
    var value = Everything()
    try StoreJSONCheck.expectSameText(value, "everything")
    value.optional = 5
    try StoreJSONCheck.expectSameText(value, "everything with an optional")
    let text = try StoreJSONEncoder.encode(value)
    #expect(try StoreJSONDecoder.decode(Everything.self, from: text) == value)
    #expect(StoreJSONCheck.foundationValue(Everything.self, text) == value)
    try StoreJSONCheck.expectSameText([Everything.Nothing()], "an empty value in an array")
    try StoreJSONCheck.expectSameText([[Int]](), "an empty array")
    try StoreJSONCheck.expectSameText([String: [Int]](), "an empty object")
    try StoreJSONCheck.expectSameText(Int?.none, "null at the top")
    try StoreJSONCheck.expectSameText([true, false], "booleans")
    #expect(throws: StoreJSONError.self) { try StoreJSONEncoder.encode(Everything.Nothing()) }
    #expect(throws: (any Error).self) { try StoreJSONCheck.foundationText(Everything.Nothing()) }
  }

  /// Every golden text of the saved state's types is read and written alike (as any JSON).
  @Test func theSnapshotGoldensAreReadAndWrittenAlike() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../SessionEngineTests/Goldens/signed-in-snapshot-coding.json")
    let goldens = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
    #expect(goldens.count > 20)
    for (name, text) in goldens {
      let bytes = Array(text.utf8)
      let value = try JSONDecoder().decode(AnyJSON.self, from: Data(bytes))
      #expect(try StoreJSONDecoder.decode(AnyJSON.self, from: bytes) == value, "\(name)")
      try StoreJSONCheck.expectSameText(value, name)
      StoreJSONCheck.expectSameVerdicts(AnyJSON.self, bytes, count: 12, name)
    }
  }

  @Test func syntaxIsAcceptedAndRefusedAsFoundationDoes() {
    let texts = [
      "[1,]", "{\"a\":1,}", "[,]", "[,1]", "[1,,]", "{,}", "[1 2]", "\u{FEFF}[1]", " [1] ",
      "[1]\u{0}", "[1]x", "[tru]", "[nulll]", "[truex]", "[\u{0C}1]", "{\"a\" 1}", "{a:1}",
      "{\"a\":1,\"a\":\"x\"}", "[\n\t\r 1]", "", " ", "[", "]", "{\"a\":", "[[[]]]", "[1}",
      "{\"a\":1]", "nul", "[-]", "[-0]", "[1.5e+3]", "[\"\\/\"]",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      #expect(
        StoreJSONCheck.storeValue(AnyJSON.self, bytes)
          == StoreJSONCheck.foundationValue(AnyJSON.self, bytes), "\(text.debugDescription)")
    }
  }

  @Test func theReaderHasLimits() {
    let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
    #expect(throws: StoreJSONError.self) { try StoreJSONReader.read(deep) }
    let nested =
      Array(repeating: UInt8(ascii: "["), count: 600)
      + Array(repeating: UInt8(ascii: "]"), count: 600)
    #expect(throws: StoreJSONError.self) { try StoreJSONReader.read(nested) }
    let fine =
      Array(repeating: UInt8(ascii: "["), count: 500)
      + Array(repeating: UInt8(ascii: "]"), count: 500)
    #expect(throws: Never.self) { try StoreJSONReader.read(fine) }
    let huge =
      [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: 17 << 20)
      + [UInt8(ascii: "\"")]
    #expect(throws: StoreJSONError.self) { try StoreJSONReader.read(huge) }
  }

  /// A row of the wrong shape is refused as corrupt, naming the row.
  @Test func aWrongRowIsCorruptAndNamed() throws {
    let texts = [
      #"{"hash":[1],"iterations":1,"length":4}"#,
      #"{"hash":[1],"iterations":"1","length":4,"salt":[2]}"#,
      #"{"hash":[300],"iterations":1,"length":4,"salt":[2]}"#, #"{"hash":[1],"iterations":1,"#,
      "[]",
      "null",
    ]
    for text in texts {
      #expect(StoreJSONCheck.foundationValue(PinHashRecord.self, Array(text.utf8)) == nil)
      do {
        _ = try StoreJSON.decode(PinHashRecord.self, Array(text.utf8), what: "the row of X")
        Issue.record("\(text) was read")
      } catch {
        #expect(error.kind == .corrupt)
        #expect(error.message.hasPrefix("the row of X cannot be read: "), "\(error.message)")
      }
    }
    let good = #"{"hash":[1],"iterations":1,"length":4,"salt":[2],"setAt":{"milliseconds":5}}"#
    let record = try StoreJSON.decode(PinHashRecord.self, Array(good.utf8), what: "the row")
    #expect(record == StoreJSONCheck.foundationValue(PinHashRecord.self, Array(good.utf8)))
    #expect(try StoreJSON.text(record) == good)
  }
}
