import Foundation
import SessionEngine
import Testing

@testable import mamsim

/// `check` and `--scenario` tell the vendor of a scenario without a second parse when the text
/// cannot name one; the answer is always the full parse's.
@Suite struct VendorScenarioTests {
  /// The shipped scenarios, the built-in ones, and texts that name the vendor in odd ways.
  static func texts() throws -> [String] {
    let folder = CliHarness.repositoryRoot.appendingPathComponent("replays/scenarios")
    var texts = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".json") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    texts += [VendorScenario.embeddedJSON(.intune), VendorScenario.embeddedJSON(.citrix)]
    texts += [
      "", "{", "{}", "[]", #"{"vendor":"citrix"}"#, #"{"vendor":"Citrix"}"#,
      #"{"vendor":"intune"}"#,
      #"{"\u0076endor":"citrix"}"#, #"{"vendo\u0072":"citrix"}"#, #"{"vendor":3}"#,
      #"{"name":"vendor"}"#, #"{"app":{"vendor":"citrix"}}"#, #"{"VENDOR":"citrix"}"#,
      #"{"vendor":"citrix","vendor":"intune"}"#, #"{"vendor":"citrix""#, "vendor",
    ]
    return texts
  }

  @Test func answersAsTheFullParse() throws {
    var texts = try Self.texts()
    // Every shipped text cut short and with a byte range removed, at several places.
    var generator = SystemRandomNumberGenerator()
    for text in texts.prefix(8) {
      let bytes = Array(text.utf8)
      for _ in 0..<40 {
        let start = Int.random(in: 0..<max(1, bytes.count), using: &generator)
        let end = min(bytes.count, start + Int.random(in: 1..<40, using: &generator))
        texts.append(String(decoding: bytes[..<start], as: UTF8.self))
        texts.append(String(decoding: bytes[..<start] + bytes[end...], as: UTF8.self))
      }
    }
    for text in texts {
      #expect(
        VendorScenario.vendor(of: text) == ScenarioVendor.declared(in: text), "\(text.prefix(80))")
    }
  }

  @Test func theShortcutIsTakenOnlyWithoutTheMemberName() {
    #expect(VendorScenario.vendor(of: #"{"name":"plain"}"#) == .intune)
    #expect(VendorScenario.vendor(of: #"{"vendor":"citrix"}"#) == .citrix)
    #expect(VendorScenario.vendor(of: #"{"\u0076endor":"citrix"}"#) == .citrix)
  }
}
