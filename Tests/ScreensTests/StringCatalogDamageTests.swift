import SessionEngine
import Testing

@testable import Strings

/// The String Catalog reader on damaged files: a value of the wrong type is reported at its own
/// line and marks what it leaves unread; bytes that are not UTF-8, and UTF-16, have their place.
@Suite struct StringCatalogDamageTests {
  @Test func aWrongTypedValueIsReportedAtItsLineAndMarkedUnread() {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "OK_Button" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : 42
                }
              }
            }
          },
          "Cancel_Button" : { "localizations" : [] },
          "Retry_Button" : 3
        }
      }
      """
    let read = StringCatalog.read(Array(text.utf8), file: "x.xcstrings")
    #expect(
      read.diagnostics.map(\.description) == [
        "x.xcstrings:9: strings.OK_Button.localizations.de.stringUnit.value: error: must be a "
          + "string, not a number",
        "x.xcstrings:14: strings.Cancel_Button.localizations: error: must be an object, not an array",
        "x.xcstrings:15: strings.Retry_Button: error: must be an object, not a number",
      ])
    #expect(read.catalog.entry("OK_Button")?.damagedLanguages == ["de"])
    #expect(read.catalog.entry("Cancel_Button")?.isDamaged == true)
    #expect(read.catalog.entry("Retry_Button")?.isDamaged == true)
    let lint = StringCatalogLinter.diagnostics(read.catalog, file: "x.xcstrings")
    // The keys are there (not missing), and the unread German is not reported again.
    #expect(!lint.contains { $0.message.contains("OK_Button is missing") })
    #expect(!lint.contains { $0.message.contains("Cancel_Button is missing") })
    #expect(!lint.contains { $0.keyPath == "strings.OK_Button" && $0.message.contains("no de") })
    #expect(lint.contains { $0.keyPath == "strings.OK_Button" && $0.message.contains("no it") })
  }

  @Test func badBytesHaveTheirLineAndColumnAndUTF16IsNamed() {
    let bad = Array("{\n  \"sourceLanguage\" : \"é".utf8) + [0xC3] + Array("\"\n}\n".utf8)
    #expect(
      StringCatalog.read(bad, file: "x.xcstrings").diagnostics.map(\.description) == [
        "x.xcstrings:2: error: at column 24: a byte that is not UTF-8; the file must be saved as "
          + "UTF-8"
      ])
    let utf16: [UInt8] = [0xFE, 0xFF] + "{}".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(
      StringCatalog.read(utf16, file: "x.xcstrings").diagnostics.map(\.description) == [
        "x.xcstrings:1: error: the file is UTF-16, which is not read; save it as UTF-8"
      ])
  }

  @Test func longKeysAreQuotedShort() {
    let key = String(repeating: "K", count: 10_000)
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"\(key)\":{}}}"
    let read = StringCatalog.read(Array(text.utf8), file: "x.xcstrings")
    let lint = StringCatalogLinter.diagnostics(read.catalog, file: "x.xcstrings")
    let shown = String(repeating: "K", count: Excerpt.length) + "…"
    let unknown = lint.first { $0.message.hasPrefix("mamsim has no key") }
    #expect(unknown?.message == "mamsim has no key \"\(shown)\"")
    #expect(unknown?.keyPath == "strings.\(shown)")
  }
}
