import Foundation
import TestSupport
import Testing

@testable import SessionEngine

/// Tests that the settings and scenario readers end quickly on hostile input, with a diagnostic.
@Suite(.scratchFolder) struct ReaderLimitsTests {
  private func timed(_ body: () -> SettingsLoadResult) -> (SettingsLoadResult, Duration) {
    var result: SettingsLoadResult?
    let elapsed = ContinuousClock().measure { result = body() }
    return (result ?? SettingsLoadResult(settings: nil, diagnostics: []), elapsed)
  }

  @Test func deeplyNestedXMLPlistIsRefusedAtItsLine() {
    let depth = 10_000
    let text =
      "<plist version=\"1.0\">\n" + String(repeating: "<array>\n", count: depth)
      + String(repeating: "</array>\n", count: depth) + "</plist>\n"
    let (result, elapsed) = timed { SettingsLoader.load(data: Data(text.utf8), file: "deep.plist") }
    #expect(elapsed < HangGuard.limit)
    #expect(result.settings == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "deep.plist:65: error: not a valid property list: elements nest more than 64 deep, the "
          + "most accepted"
      ])
  }

  /// A binary plist whose only object is an array that holds itself.
  private static let selfContainingArray: [UInt8] = {
    var bytes = Array("bplist00".utf8)
    bytes += [0xA1, 0x00]  // object 0 at offset 8: an array of one element, object 0
    bytes += [0x08]  // offset table at 10: object 0 starts at byte 8
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]  // trailer: offset size 1, reference size 1
    bytes += [0, 0, 0, 0, 0, 0, 0, 1]  // one object
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]  // the top object is object 0
    bytes += [0, 0, 0, 0, 0, 0, 0, 10]  // the offset table starts at byte 10
    return bytes
  }()

  @Test func binaryPlistThatContainsItselfIsRefusedWithItsOffset() {
    let (result, elapsed) = timed {
      SettingsLoader.load(data: Data(Self.selfContainingArray), file: "loop.plist")
    }
    #expect(elapsed < HangGuard.limit)
    #expect(
      result.diagnostics.map(\.description) == [
        "loop.plist: error: not a valid binary property list: at byte offset 8: an array or "
          + "dictionary contains itself"
      ])
  }

  @Test func binaryPlistThatUnfoldsExponentiallyIsRefused() {
    // Object k (k ≥ 1) is an array holding object k-1 twice; object 0 is true: 2^40 leaves.
    let count = 41
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = [bytes.count]
    bytes.append(0x09)
    for index in 1..<count {
      offsets.append(bytes.count)
      bytes += [0xA2, UInt8(index - 1), UInt8(index - 1)]
    }
    let table = bytes.count
    bytes += offsets.map { UInt8($0) }
    bytes += [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, UInt8(count)]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(count - 1), 0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    let (result, elapsed) = timed { SettingsLoader.load(data: Data(bytes), file: "fan.plist") }
    #expect(elapsed < HangGuard.limit)
    #expect(result.diagnostics.first?.message.contains("more than 100000 values") == true)
  }

  @Test func binaryPlistWrittenByFoundationReadsTheSame() throws {
    let plist: [String: Any] = [
      "IntuneMAMSettings": [
        "ADALClientId": "abc", "SplashDuration": 0.5, "MultiIdentity": true,
        "WebViewHandledURLSchemes": ["https", "contoso"], "ÜnïcødeKey": "naïve",
      ]
    ]
    let binary = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    let xml = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .xml, options: 0)
    let fromBinary = SettingsLoader.load(data: binary, file: "b.plist")
    let fromXML = SettingsLoader.load(data: xml, file: "x.plist")
    #expect(fromBinary.settings != nil)
    #expect(fromBinary.settings == fromXML.settings)
    #expect(fromBinary.settings?.adalClientId == "abc")
  }

  @Test func xmlCharacterReferencesAreDecoded() {
    let text =
      "<plist><dict><key>IntuneMAMSettings</key><dict><key>ADALClientId</key>"
      + "<string>caf&#233; &#x263A; &amp; &lt;</string></dict></dict></plist>"
    let result = SettingsLoader.load(data: Data(text.utf8), file: "e.plist")
    #expect(result.settings?.adalClientId == "café ☺ & <")
  }

  @Test func scenarioDurationOverTheMaximumIsAnErrorAtItsLine() throws {
    let path = ScratchFolder.path("limits") + ".json"
    try """
    {
      "timing": {
        "signIn": "P106751991168D"
      }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let found = ScenarioLoader.load(path: path).diagnostics.map(\.description)
    #expect(
      found.contains(
        "\(path):3: timing.signIn: error: \"P106751991168D\" is not a usable ISO 8601 duration: "
          + "it is too long: the maximum is 36500 days (P36500D)"))
  }

  @Test func aScenarioOfManyUsersGroupsAndNotesIsCheckedWithoutHanging() {
    let count = 20_000
    let groups = (0..<count).map { "{\"id\": \"g\($0)\"}" }.joined(separator: ",\n")
    let memberships = (0..<count).map { "\"g\($0)\"" }.joined(separator: ", ")
    let users = (0..<count).map {
      "{\"upn\": \"u\($0)@contoso.com\", \"password\": \"p\", \"groups\": []}"
    }
    let notes = (0..<count).map {
      "{\"id\": \"n\($0)\", \"title\": \"t\", \"owner\": \"U\($0)@contoso.com\"}"
    }
    let text = """
      {"tenant": {"groups": [\(groups)],
        "users": [{"upn": "all@contoso.com", "password": "p",
          "groups": [\(memberships), "g-gone"]},
          \(users.joined(separator: ",\n"))]},
       "app": {"bundleId": "com.contoso.notes", "notes": [\(notes.joined(separator: ",\n")),
         {"id": "x", "title": "t", "owner": "ghost@contoso.com"}]}}
      """
    var result: ScenarioLoader.Result?
    let elapsed = ContinuousClock().measure {
      result = ScenarioLoader.load(text: text, file: "many.json")
    }
    #expect(elapsed < HangGuard.limit)
    let found = result?.diagnostics.map(\.message) ?? []
    #expect(found.contains("no group with id g-gone in tenant.groups"), "\(found.prefix(3))")
    #expect(found.contains("ghost@contoso.com is not a user of the tenant"), "\(found.prefix(3))")
    #expect(found.count == 3, "those two and the untargeted app: \(found.suffix(3))")
  }

  @Test func clockArithmeticSaturatesInsteadOfTrapping() {
    let late = Instant(milliseconds: .max - 5)
    #expect(late.advanced(by: .seconds(Int64.max)) == Instant(milliseconds: .max))
    #expect(Instant.zero.advanced(by: .seconds(Int64.min)) == Instant(milliseconds: .min))
    #expect(Duration.seconds(Int64.max).wholeMilliseconds == .max)
    #expect(Instant(milliseconds: .max).duration(since: Instant(milliseconds: .min)) > .zero)
  }

  @Test func inputLargerThanTheLimitIsRefusedWithoutReadingItAll() {
    #expect(BoundedFile.contents(of: "/dev/zero", limit: 1000) == .failure(.tooLarge(limit: 1000)))
    let result = SettingsLoader.load(path: "/dev/zero")
    #expect(result.diagnostics.first?.message.contains("larger than") == true)
  }
}
