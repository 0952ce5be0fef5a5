import Foundation
import Testing

@testable import SessionEngine

@Suite struct SettingsLoaderTests {
  private static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    """

  private func load(_ text: String, file: String = "Info.plist") -> SettingsLoadResult {
    SettingsLoader.load(data: Data(text.utf8), file: file)
  }

  @Test func infoPlistGivesItsSettingsWithKeyLines() {
    let text =
      Self.header + """

        <dict>
          <key>CFBundleIdentifier</key>
          <string>com.contoso.notes</string>
          <key>BuildDate</key>
          <date>2024-05-01T10:00:00Z</date>
          <key>Icon</key>
          <data>AAEC</data>
          <key>IntuneMAMSettings</key>
          <dict>
            <key>ADALClientId</key>
            <string>abc</string>
            <key>ADALRedirectUri</key>
            <string>msauth.com.contoso.notes://auth</string>
            <key>SplashDuration</key>
            <real>0.5</real>
            <key>VerboseLoggingEnabled</key>
            <integer>2</integer>
            <key>ContainingAppBundleId</key>
            <date>2024-05-01T10:00:00Z</date>
            <key>AccentColor</key>
            <string>blue</string>
          </dict>
        </dict>
        </plist>
        """
    let result = load(text)
    #expect(result.settings?.adalClientId == "abc")
    #expect(result.settings?.splashDuration == .milliseconds(500))
    #expect(result.settings?.otherAccepted["VerboseLoggingEnabled"] == .number(2))
    #expect(result.settings?.otherAccepted["ContainingAppBundleId"]?.stringValue != nil)
    #expect(result.diagnostics.count == 1)
    let accent = result.diagnostics.first
    #expect(accent?.keyPath == "IntuneMAMSettings.AccentColor")
    #expect(accent?.line == 23)
    #expect(
      accent?.description.hasPrefix("Info.plist:23: IntuneMAMSettings.AccentColor: warning:")
        == true)
  }

  @Test func bareSettingsPlistIsAccepted() {
    let text =
      Self.header + """

        <dict>
          <key>ADALClientId</key>
          <string>abc</string>
          <key>ADALRedirectScheme</key>
          <string>msauth.com.contoso.notes</string>
          <key>MAMPolicyRequired</key>
          <true/>
        </dict>
        </plist>
        """
    let result = load(text, file: "settings.plist")
    #expect(result.settings?.adalRedirectScheme == "msauth.com.contoso.notes")
    #expect(result.settings?.mamPolicyRequired == true)
    #expect(result.diagnostics.map(\.severity) == [.warning, .note])
    #expect(result.diagnostics[0].line == 9)
  }

  @Test func infoPlistWithoutSettingsIsAnError() {
    let text =
      Self.header + """

        <dict>
          <key>CFBundleIdentifier</key>
          <string>com.contoso.notes</string>
        </dict>
        </plist>
        """
    let result = load(text)
    #expect(result.settings == nil)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics[0].severity == .error)
    #expect(result.diagnostics[0].message.contains("no IntuneMAMSettings dictionary"))
  }

  @Test func settingsThatAreNotADictionaryAreAnError() {
    let text =
      Self.header + """

        <dict>
          <key>IntuneMAMSettings</key>
          <string>oops</string>
        </dict>
        </plist>
        """
    let result = load(text)
    #expect(result.settings == nil)
    #expect(result.diagnostics.first?.line == 5)
  }

  @Test func binaryPlistIsAccepted() throws {
    let settings: [String: [String: JSONValue]] = [
      "IntuneMAMSettings": [
        "ADALClientId": .string("abc"), "ADALRedirectUri": .string("x://y"),
        "AutoEnrollOnLaunch": .bool(true), "SplashDuration": .number(3),
      ]
    ]
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let data = try encoder.encode(settings)
    #expect(data.starts(with: Array("bplist".utf8)))
    let result = SettingsLoader.load(data: data, file: "Info.plist")
    #expect(result.diagnostics.isEmpty)
    #expect(result.settings?.autoEnrollOnLaunch == true)
    #expect(result.settings?.splashDuration == .seconds(3))
    #expect(result.settings?.adalRedirectUri == "x://y")
  }

  @Test func binaryPlistWithDateAndDataIsAccepted() throws {
    let plist: [String: Any] = [
      "CFBundleIdentifier": "com.contoso.notes",
      "IntuneMAMSettings": [
        "ADALClientId": "abc", "ADALRedirectUri": "x://y",
        "FinishLaunchingAtStartup": Date(timeIntervalSince1970: 0),
        "AppGroupIdentifiers": [Data([1, 2, 3])],
      ] as [String: Any],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    let result = SettingsLoader.load(data: data, file: "Info.plist")
    #expect(result.diagnostics.isEmpty)
    #expect(result.settings?.otherAccepted["AppGroupIdentifiers"] == .array([.string("AQID")]))
    #expect(result.settings?.otherAccepted["FinishLaunchingAtStartup"]?.stringValue != nil)
  }

  @Test func diagnosticsComeInLineOrder() {
    let text =
      Self.header + """

        <dict>
          <key>ADALClientId</key>
          <string>abc</string>
          <key>Zebra</key>
          <true/>
          <key>AccentColor</key>
          <string>nope</string>
        </dict>
        </plist>
        """
    let result = load(text, file: "s.plist")
    // The missing redirect is told at the dictionary it is missing from (line 4).
    #expect(result.diagnostics.map(\.line) == [4, 7, 9])
    #expect(result.diagnostics.map(\.severity) == [.error, .warning, .warning])
  }

  @Test func missingKeysAreReportedThroughTheLoader() {
    let result = load(Self.header + "\n<dict>\n</dict>\n</plist>\n", file: "empty.plist")
    #expect(result.settings == MAMSettings())
    #expect(result.diagnostics.map(\.severity) == [.error, .error])
  }

  @Test func mismatchedTagIsReportedAtItsLine() {
    let text =
      Self.header + """

        <dict>
          <key>ADALClientId</key>
          <string>abc</strin>
        </dict>
        </plist>
        """
    let result = load(text, file: "broken.plist")
    #expect(result.settings == nil)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics[0].severity == .error)
    #expect(result.diagnostics[0].line == 6)
    #expect(result.diagnostics[0].message.contains("</strin>"))
  }

  @Test func keyWithoutValueIsReportedAtItsLine() {
    let text =
      Self.header + """

        <dict>
          <key>ADALClientId</key>
          <key>ADALRedirectUri</key>
          <string>x</string>
        </dict>
        </plist>
        """
    let result = load(text, file: "broken.plist")
    #expect(result.settings == nil)
    #expect(result.diagnostics.first?.line == 6)
  }

  @Test func badIntegerIsReportedAtItsLine() {
    let text =
      Self.header + """

        <dict>
          <key>SplashDuration</key>
          <integer>fast</integer>
        </dict>
        </plist>
        """
    let result = load(text, file: "broken.plist")
    #expect(result.settings == nil)
    #expect(result.diagnostics.first?.line == 6)
  }

  @Test func unclosedDictIsReported() {
    let result = load(Self.header + "\n<dict>\n  <key>A</key>\n  <true/>\n", file: "cut.plist")
    #expect(result.settings == nil)
    #expect(result.diagnostics.first?.line == 4)
  }

  @Test func garbageNeverCrashes() {
    let inputs: [String] = [
      "", "not a plist", "<plist>", "<<<>>>", "<?xml", "<plist><array/></plist>",
      "<plist version=\"1.0\"><string>x</string></plist>", "<!-- open", "bplist00garbage",
    ]
    for input in inputs {
      let result = load(input, file: "junk")
      #expect(result.settings == nil, "\(input)")
      #expect(result.diagnostics.count == 1, "\(input)")
      #expect(result.diagnostics.first?.severity == .error, "\(input)")
    }
  }

  @Test func openStepPlistIsRefusedWithAHint() {
    let result = load("{}", file: "old.plist")
    #expect(result.settings == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "old.plist:1: error: an old-style (OpenStep) property list is "
          + "not read; convert it to XML, for example with plutil -convert xml1"
      ])
  }

  @Test func unreadableFileIsAnError() {
    let result = SettingsLoader.load(path: "/nonexistent/dir/Info.plist")
    #expect(result.settings == nil)
    #expect(result.diagnostics.first?.file == "/nonexistent/dir/Info.plist")
    #expect(result.diagnostics.first?.severity == .error)
  }
}
