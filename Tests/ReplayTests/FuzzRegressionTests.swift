import Foundation
import MDXEngine
import Replay
import Screens
import SessionEngine
import Testing
@testable import Strings

/// Every input `bench/fuzz.sh` ever found (kept in `Tests/FuzzFixtures/READER/`) is read again by
/// its reader: it must end, within a second, with diagnostics rather than a trap or a hang.
@Suite struct FuzzRegressionTests {
  /// The folder of the inputs found for `reader`.
  private static func inputs(_ reader: String) -> [URL] {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FuzzFixtures").appendingPathComponent(reader)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  /// Reads `data` as `reader` does in the harness; the diagnostics' descriptions.
  private static func read(_ data: Data, as reader: String) -> [String] {
    switch reader {
    case "tape":
      let text = String(decoding: data, as: UTF8.self)
      switch TapeLoader.load(text: text, file: "fuzz.tape", folder: "/nonexistent-mamsim-fuzz") {
      case .success(let tape): return tape.warnings.map(\.description)
      case .failure(let failure): return failure.diagnostics.map(\.description)
      }
    case "scenario":
      let text = String(decoding: data, as: UTF8.self)
      return ScenarioLoader.load(text: text, file: "fuzz.json").diagnostics.map(\.description)
    case "citrix-scenario":
      let text = String(decoding: data, as: UTF8.self)
      return MDXScenarioLoader.load(text: text, file: "fuzz.json").diagnostics.map(\.description)
    case "mdx-policy":
      return MDXPolicyFileLoader.load(data: data, file: "fuzz.xml").diagnostics.map(\.description)
    case "catalog":
      return StringCatalog.read(Array(data), file: "fuzz.xcstrings").diagnostics.map(\.description)
    case "entitlements":
      return EntitlementsLoader.load(data: data, file: "fuzz.entitlements").diagnostics.map(
        \.description)
    default:
      return SettingsLoader.load(data: data, file: "fuzz.plist").diagnostics.map(\.description)
    }
  }

  @Test(arguments: [
    "tape", "xml-plist", "entitlements", "binary-plist", "scenario", "citrix-scenario",
    "mdx-policy", "catalog",
  ])
  func everyFoundInputIsReadQuickly(reader: String) throws {
    for url in Self.inputs(reader) {
      let data = try Data(contentsOf: url)
      var found: [String] = []
      let elapsed = ContinuousClock().measure { found = Self.read(data, as: reader) }
      #expect(elapsed < HangGuard.limit, "\(url.lastPathComponent) took \(elapsed)")
      #expect(!found.isEmpty, "\(url.lastPathComponent) gave no diagnostic")
    }
  }

  @Test func theFixturesAreThere() {
    #expect(Self.inputs("scenario").contains { $0.lastPathComponent.contains("surrogate") })
    #expect(Self.inputs("binary-plist").contains { $0.lastPathComponent.contains("itself") })
    #expect(Self.inputs("entitlements").count >= 3)
  }

  @Test func aLoneHighSurrogateIsASyntaxErrorAtItsLine() {
    let found = Self.read(Data(#"{"tenant": {"name": "\ud800\u0000"}}"#.utf8), as: "scenario")
    #expect(found.first?.hasPrefix("fuzz.json:1:") == true)
    #expect(found.first?.contains("high surrogate") == true)
  }
}
