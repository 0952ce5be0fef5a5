import SessionEngine
import Testing

@testable import Screens

/// A catalog of many keys is read and checked in time that grows with its size: 8,000 unknown
/// keys (800 KB), each looked up for a "did you mean" among mamsim's keys.
@Suite struct StringCatalogSizeTests {
  /// A catalog of `count` keys that are not mamsim's, each with an English sentence.
  static func catalog(keys count: Int) -> String {
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for index in 0..<count {
      text += """
            "unknown.generated.key.\(index)" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sentence \(index)" } }
              }
            }\(index + 1 < count ? "," : "")

        """
    }
    return text + "  },\n  \"version\" : \"1.0\"\n}\n"
  }

  @Test func manyUnknownKeysAreCheckedQuickly() {
    let text = Self.catalog(keys: 8_000)
    #expect(text.utf8.count > 700_000)
    var found: [Diagnostic] = []
    let elapsed = ContinuousClock().measure {
      let (catalog, diagnostics) = StringCatalog.read(Array(text.utf8), file: "big.xcstrings")
      found = diagnostics + StringCatalogLinter.diagnostics(catalog, file: "big.xcstrings")
    }
    #expect(found.filter { $0.message.hasPrefix("mamsim has no key") }.count == 8_000)
    // About 10 s in a debug build on a loaded 2-core machine, well under a second in release.
    #expect(elapsed < .seconds(60), "took \(elapsed)")
  }

  @Test func aMisspeltKeyStillGetsItsSuggestion() throws {
    let key = try #require(StringKey.allCases.first { $0.rawValue.count > 12 }).rawValue
    let misspelt = String(key.dropLast()) + "x"
    let text = """
      {"sourceLanguage": "en", "strings": {"\(misspelt)": {"localizations": {}}}, "version": "1.0"}
      """
    let (catalog, _) = StringCatalog.read(Array(text.utf8), file: "c.xcstrings")
    let found = StringCatalogLinter.diagnostics(catalog, file: "c.xcstrings").map(\.message)
    #expect(found.contains("mamsim has no key \"\(misspelt)\"; did you mean \(key)?"), "\(found)")
  }
}
