import Foundation
import Testing

@testable import SessionEngine

/// Property lists with a key written twice in one dictionary, processing instructions and XML
/// declarations, and values too long to quote whole.
@Suite struct PlistRepeatedKeyTests {
  private static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>IntuneMAMSettings</key>
      <dict>
        <key>ADALClientId</key>
        <string>abc</string>
        <key>ADALRedirectUri</key>
        <string>msauth.x://auth</string>

    """
  private static let footer = "  </dict>\n</dict>\n</plist>\n"

  private func load(_ text: String) -> SettingsLoadResult {
    SettingsLoader.load(data: Data(text.utf8), file: "Info.plist")
  }

  @Test func aRepeatedKeyIsWarnedAtItsLineAndItsValueReportedThere() {
    let result = load(
      Self.header + """
            <key>AccentColor</key>
            <string>#000001</string>
            <key>AccentColor</key>
            <string>nonsense</string>

        """ + Self.footer)
    #expect(
      result.diagnostics.map(\.description) == [
        "Info.plist:12: IntuneMAMSettings.AccentColor: warning: the key is written again (first "
          + "on line 10); only this last value counts",
        "Info.plist:12: IntuneMAMSettings.AccentColor: warning: \"nonsense\" is not a colour in "
          + "#RRGGBB or RRGGBB form; it is ignored and the system colour is used",
      ])
  }

  @Test func manyRepeatedKeysAreWarnedOneByOneUpToALimitAndTheRestCounted() {
    // A generated plist that writes one key 1,001 times: 1,000 repeats.
    let repeats = String(
      repeating: "      <key>AccentColor</key>\n      <string>#000001</string>\n", count: 1001)
    let result = load(Self.header + repeats + Self.footer)
    let repeatWarnings = result.diagnostics.filter { $0.message.contains("written again") }
    let limit = PlistDocument.maximumRepeatWarnings
    #expect(repeatWarnings.count == limit + 1)
    #expect(repeatWarnings.first?.line == 12)
    // The one after the named ones is at the next repeat and counts all that are not named.
    #expect(repeatWarnings.last?.line == 12 + 2 * limit)
    #expect(
      repeatWarnings.last?.message
        == "\(1000 - limit) more keys from here on are written again in their dictionaries; "
        + "only the last value of each counts")
  }

  @Test func theTreeAndTheEntitlementsWarnToo() throws {
    let text = """
      <plist><dict>
      <key>keychain-access-groups</key><array><string>a</string></array>
      <key>keychain-access-groups</key>
      <array><integer>1</integer></array>
      </dict></plist>
      """
    let loaded = EntitlementsLoader.load(data: Data(text.utf8), file: "App.entitlements")
    #expect(
      loaded.diagnostics.map(\.description) == [
        "App.entitlements:3: keychain-access-groups: warning: the key is written again (first on "
          + "line 2); only this last value counts",
        "App.entitlements:4: keychain-access-groups[0]: error: must be a string naming a group, "
          + "not a number",
      ])
    let document = try PlistDocument.read(data: Data(text.utf8), file: "x").get()
    #expect(document.root.entry("keychain-access-groups")?.keyLine == 3)
    // Keys of different dictionaries never clash.
    let apart = "<plist><dict><key>a</key><dict><key>a</key><true/></dict></dict></plist>"
    #expect(try PlistDocument.read(data: Data(apart.utf8), file: "x").get().warnings.isEmpty)
  }

  @Test func declarationsAndProcessingInstructionsAreSkippedToTheirOwnEnd() throws {
    let body = "<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>\n"
    for prolog in [
      "<?xml version='1.0' encoding='utf-8' standalone='yes'?>\n",
      "<?xml version=\"1.0\"?>",
      "\n\n  <?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
      "<?xml version=\"1.0\"?>\n<?pi a > b?>\n<?xml-stylesheet href=\"s.css\"?>\n",
    ] {
      let document = try PlistDocument.read(data: Data((prolog + body).utf8), file: "x").get()
      #expect(document.root["a"]?.string == "b", "\(prolog)")
    }
    let inside = "<plist><dict><key>a</key><string>b<?pi ?>c</string></dict></plist>"
    #expect(
      try PlistDocument.read(data: Data(inside.utf8), file: "x").get().root["a"]?.string == "bc")
  }

  @Test func aBrokenDeclarationOrInstructionSaysWhatItIs() {
    func problem(_ text: String) -> String? {
      guard case .failure(let diagnostic) = PlistDocument.read(data: Data(text.utf8), file: "x")
      else { return nil }
      return diagnostic.description
    }
    #expect(
      problem("<?xml version=\"1.0\">\n<plist><true/></plist>")
        == "x:1: error: not a valid property list: the XML declaration starting here is never "
        + "closed with '?>'")
    #expect(
      problem("<plist>\n<?pi <true/></plist>")
        == "x:2: error: not a valid property list: a processing instruction (<?…) starting here "
        + "is never closed with '?>'")
    #expect(
      problem("<plist>\n<?xml version=\"1.0\"?><true/></plist>")
        == "x:2: error: not a valid property list: an XML declaration (<?xml …?>) inside the "
        + "property list; it may only open the file")
  }

  @Test func onlyXMLWhiteSpaceSurroundsANumber() {
    func value(_ integer: String) -> JSONValue? {
      let text = "<plist><dict><key>n</key><integer>\(integer)</integer></dict></plist>"
      guard case .success(let read) = PlistDocument.read(data: Data(text.utf8), file: "x")
      else { return nil }
      return read.root["n"]?.jsonValue
    }
    #expect(value(" \t\r\n 5\r\n") == .number(5))
    #expect(value("\u{A0}5") == nil, "a no-break space is text, not white space, to XML")
    #expect(value("5\u{2003}") == nil, "so is an em space")
  }

  @Test func longValuesAreQuotedShort() {
    let long = String(repeating: "7", count: 100_000) + "x"
    let shown = String(repeating: "7", count: Excerpt.length) + "…"
    let result = load(
      Self.header + "<key>SplashDuration</key><integer>\(long)</integer>\n" + Self.footer)
    #expect(
      result.diagnostics.map(\.description) == [
        "Info.plist:10: error: not a valid property list: \"\(shown)\" is not a whole number"
      ])
    let colour = load(
      Self.header + "<key>AccentColor</key><string>\(long)</string>\n" + Self.footer)
    #expect(colour.diagnostics.first?.message.hasPrefix("\"\(shown)\" is not a colour") == true)
    let key = load(Self.header + "<key>\(long)</key><true/>\n" + Self.footer)
    #expect(key.diagnostics.first?.keyPath == "IntuneMAMSettings.\(shown)")
    #expect(key.diagnostics.first?.message.hasPrefix("unknown key \"\(shown)\" is ignored") == true)
  }
}
