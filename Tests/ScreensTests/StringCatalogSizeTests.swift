import SessionEngine
import Testing

@testable import Screens
@testable import Strings

/// A catalog of many keys is read and checked whole: every unknown key is named, each looked up for
/// a "did you mean" among mamsim's keys. (How long 8,000 keys take is measured by bench/fuzz.sh's
/// slow-input shapes, not here.)
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

  @Test func everyUnknownKeyOfALargeCatalogIsNamed() {
    let text = Self.catalog(keys: 500)
    let (catalog, diagnostics) = StringCatalog.read(Array(text.utf8), file: "big.xcstrings")
    let found = diagnostics + StringCatalogLinter.diagnostics(catalog, file: "big.xcstrings")
    let unknown = found.filter { $0.message.hasPrefix("mamsim has no key") }
    #expect(unknown.count == 500)
    #expect(Set(unknown.map(\.line)).count == 500, "each key at its own line")
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
