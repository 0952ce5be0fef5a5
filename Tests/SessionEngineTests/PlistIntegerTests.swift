import Foundation
import SessionEngine
import Testing

/// Plist integers are exact from `Int64.min` to `UInt64.max` in both readers and the writer, and
/// one outside that range is refused where it is written, saying it is too large.
@Suite struct PlistIntegerTests {
  /// Numbers no `Double` holds, and the ends of the range.
  static let exact: [String] = [
    "9007199254740993", "1234567890123456789", "-9223372036854775808", "9223372036854775807",
    "9223372036854775808", "18446744073709551615", "-1", "0",
  ]

  static func xml(_ integers: [String]) -> String {
    let members = integers.enumerated().map {
      "<key>n\($0.offset)</key>\n<integer>\($0.element)</integer>\n"
    }
    return "<plist version=\"1.0\">\n<dict>\n" + members.joined() + "</dict>\n</plist>\n"
  }

  static func read(_ bytes: [UInt8]) -> Result<PlistDocument, Diagnostic> {
    PlistDocument.read(data: Data(bytes), file: "Info.plist")
  }

  /// A binary plist of one dictionary whose keys `n0`, `n1`… hold the integer objects
  /// `integers` (each its marker byte and number bytes), with 2-byte offsets.
  static func binary(_ integers: [[UInt8]]) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    let count = integers.count
    // Object 0 is the dictionary; keys are objects 1...count, values count+1...2count.
    offsets.append(bytes.count)
    bytes.append(0xD0 | UInt8(count))
    bytes += (1...count).map { UInt8($0) } + (1...count).map { UInt8(count + $0) }
    for index in 0..<count {
      offsets.append(bytes.count)
      let name = Array("n\(index)".utf8)
      bytes.append(0x50 | UInt8(name.count))
      bytes += name
    }
    for integer in integers {
      offsets.append(bytes.count)
      bytes += integer
    }
    let table = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    bytes += [0, 0, 0, 0, 0, 0, 2, 1]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(offsets.count)]
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0, 0, 0, 0, 0, 0, UInt8(table >> 8), UInt8(table & 0xFF)]
    return bytes
  }

  /// The big-endian bytes of `value`, `size` of them.
  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  /// An 8-byte integer object (signed), as Apple's tools write any value below 2^63.
  static func eightBytes(_ value: Int64) -> [UInt8] {
    [0x13] + bigEndian(UInt64(bitPattern: value), size: 8)
  }

  /// A 16-byte integer object: its high and low 8 bytes.
  static func sixteenBytes(high: Int64, low: UInt64) -> [UInt8] {
    [0x14] + bigEndian(UInt64(bitPattern: high), size: 8) + bigEndian(low, size: 8)
  }

  @Test func xmlIntegersReadExactlyAndAreWrittenBackDigitForDigit() throws {
    let document = try Self.read(Array(Self.xml(Self.exact).utf8)).get()
    for (index, digits) in Self.exact.enumerated() {
      let node = try #require(document.root["n\(index)"])
      #expect(node.value == .integer(try #require(PlistInteger(digits: digits))))
      #expect(PlistInteger(digits: digits)?.description == digits)
    }
    let written = PlistXMLWriter.document(document.root)
    for digits in Self.exact { #expect(written.contains("<integer>\(digits)</integer>\n")) }
    let reread = try Self.read(Array(written.utf8)).get()
    #expect(reread.root.entries?.map(\.value.value) == document.root.entries?.map(\.value.value))
  }

  @Test func leadingZerosAndASignAreTheNumberTheySpell() throws {
    let document = try Self.read(
      Array(Self.xml(["+0007", "-000", "00018446744073709551615"]).utf8)
    ).get()
    #expect(document.root["n0"]?.value == .integer(7))
    #expect(document.root["n1"]?.value == .integer(0))
    #expect(document.root["n2"]?.value == .integer(PlistInteger(UInt64.max)))
  }

  @Test func anXMLIntegerOutsideTheRangeIsRefusedAtItsLineAsTooLarge() {
    for digits in [
      "18446744073709551616", "-9223372036854775809", String(repeating: "9", count: 40),
    ] {
      guard case .failure(let problem) = Self.read(Array(Self.xml(["1", digits]).utf8)) else {
        Issue.record("\(digits) was read")
        continue
      }
      #expect(
        problem.description
          == "Info.plist:6: error: not a valid property list: \"\(digits)\" is too large: a "
          + "property list's integer holds -9223372036854775808 to 18446744073709551615")
    }
  }

  @Test func binaryIntegersOfEverySizeReadExactly() throws {
    let bytes = Self.binary([
      Self.eightBytes(9_007_199_254_740_993),
      Self.eightBytes(Int64.min),
      Self.sixteenBytes(high: 0, low: UInt64.max),
      Self.sixteenBytes(high: 0, low: 1 << 63),
      Self.sixteenBytes(high: -1, low: 1 << 63),
      [0x10, 0xFF],
      [0x11, 0xFF, 0xFE],
      [0x12, 0xFF, 0xFF, 0xFF, 0xFF],
    ])
    let document = try Self.read(bytes).get()
    let expected: [PlistInteger] = [
      9_007_199_254_740_993, PlistInteger(Int64.min), PlistInteger(UInt64.max),
      PlistInteger(UInt64(1) << 63), PlistInteger(Int64.min), 255, 65_534, 4_294_967_295,
    ]
    #expect(document.root.entries?.map(\.value.value) == expected.map { .integer($0) })
  }

  @Test func aBinaryIntegerOutsideTheRangeIsRefusedAtItsOffsetAsTooLarge() {
    let bytes = Self.binary([Self.eightBytes(1), Self.sixteenBytes(high: 1, low: 0)])
    guard case .failure(let problem) = Self.read(bytes) else {
      Issue.record("2^64 was read")
      return
    }
    // The dictionary (5 bytes) and two keys (3 bytes each), then the 8-byte integer (9 bytes).
    #expect(
      problem.message
        == "not a valid binary property list: at byte offset \(8 + 5 + 3 + 3 + 9): an integer "
        + "too large: a property list's integer holds -9223372036854775808 to "
        + "18446744073709551615")
  }

  @Test func configuringABinaryInfoPlistKeepsEveryInteger() throws {
    let bytes = Self.binary([
      Self.eightBytes(9_007_199_254_740_993), Self.sixteenBytes(high: 0, low: UInt64.max),
      Self.eightBytes(1_234_567_890_123_456_789), Self.eightBytes(Int64.min),
    ])
    let document = try Self.read(bytes).get()
    let outcome = try IntegrationConfigurator.configure(document).get()
    let written = String(decoding: outcome.bytes, as: UTF8.self)
    for digits in [
      "9007199254740993", "18446744073709551615", "1234567890123456789", "-9223372036854775808",
    ] {
      #expect(written.contains("<integer>\(digits)</integer>"), "\(digits)")
    }
  }

  @Test func settingsStillTakeAnIntegerAsSecondsAndRefuseAHugeOne() {
    func splash(_ digits: String) -> SettingsLoadResult {
      let text =
        "<plist><dict><key>IntuneMAMSettings</key><dict><key>SplashDuration</key>"
        + "<integer>\(digits)</integer></dict></dict></plist>"
      return SettingsLoader.load(data: Data(text.utf8), file: "Info.plist")
    }
    #expect(splash("3").settings?.splashDuration == .seconds(3))
    #expect(splash("0").settings?.splashDuration == .zero)
    let huge = splash("18446744073709551615")
    #expect(huge.settings?.splashDuration == .milliseconds(1500))
    #expect(huge.diagnostics.map(\.message).contains { $0.contains("is out of range (0 to 3600)") })
  }
}
