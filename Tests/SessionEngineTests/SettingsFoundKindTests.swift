import Foundation
import Testing

@testable import SessionEngine

/// A setting of the wrong type is told as what the file wrote: a date or data, which the plain
/// value holds as text, is never called a string, in XML and binary alike.
@Suite struct SettingsFoundKindTests {
  static func xml(_ members: String) -> Data {
    Data(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "<key>IntuneMAMSettings</key>\n<dict>\n" + members + "</dict>\n</dict>\n</plist>\n").utf8)
  }

  /// The wrong-type errors of `result` (the settings here lack a client id, also an error).
  static func messages(_ result: SettingsLoadResult) -> [String] {
    result.diagnostics.filter { $0.message.hasPrefix("expected ") }.map(\.description)
  }

  @Test func aDateOrDataWhereANumberOrABooleanBelongsIsNamed() {
    let result = SettingsLoader.load(
      data: Self.xml(
        "<key>SplashDuration</key>\n<date>2024-01-01T00:00:00Z</date>\n"
          + "<key>MultiIdentity</key>\n<data>AAEC</data>\n"
          + "<key>SupportsDarkMode</key>\n<data/>\n"
          + "<key>AutoEnrollOnLaunch</key>\n<string>YES</string>\n"),
      file: "Info.plist")
    #expect(
      Self.messages(result) == [
        "Info.plist:6: IntuneMAMSettings.SplashDuration: error: expected a number of seconds but "
          + "found a date; the SDK cannot read it",
        "Info.plist:8: IntuneMAMSettings.MultiIdentity: error: expected a boolean but found data; "
          + "the SDK cannot read it",
        "Info.plist:10: IntuneMAMSettings.SupportsDarkMode: error: expected a boolean but found "
          + "data; the SDK cannot read it",
        "Info.plist:12: IntuneMAMSettings.AutoEnrollOnLaunch: error: expected a boolean but found "
          + "a string; the SDK cannot read it",
      ])
  }

  @Test func aDateOrDataWhereAStringBelongsIsRefusedAndNamed() {
    let result = SettingsLoader.load(
      data: Self.xml(
        "<key>ADALClientId</key>\n<date>2024-01-01T00:00:00Z</date>\n"
          + "<key>ADALRedirectUri</key>\n<data>AAEC</data>\n"),
      file: "Info.plist")
    #expect(
      Self.messages(result) == [
        "Info.plist:6: IntuneMAMSettings.ADALClientId: error: expected a string but found a "
          + "date; the SDK cannot read it",
        "Info.plist:8: IntuneMAMSettings.ADALRedirectUri: error: expected a string but found "
          + "data; the SDK cannot read it",
      ])
    #expect(result.settings?.adalClientId == nil, "not taken as its text")
  }

  /// An element of the wrong type is told at its own line, by its index as a key path.
  @Test func aWrongElementIsToldAtItsOwnLine() {
    let result = SettingsLoader.load(
      data: Self.xml(
        "<key>ADALClientId</key>\n<string>abc</string>\n"
          + "<key>WebViewHandledURLSchemes</key>\n<array>\n<string>myapp</string>\n"
          + "<true/>\n</array>\n"),
      file: "Info.plist")
    #expect(
      result.diagnostics.map(\.description).contains(
        "Info.plist:11: IntuneMAMSettings.WebViewHandledURLSchemes[1]: error: should be a string "
          + "but is a boolean; the SDK cannot read it"), "\(result.diagnostics)")
    #expect(result.settings?.webViewHandledURLSchemes == ["myapp"])
  }

  /// A web-view scheme that is no scheme is warned about at its own line and index, counted
  /// in the file (an element refused before it does not shift it), in XML and in a scenario.
  @Test func aWebViewSchemeThatIsNoSchemeIsToldAtItsOwnLine() {
    let result = SettingsLoader.load(
      data: Self.xml(
        "<key>ADALClientId</key>\n<string>abc</string>\n"
          + "<key>ADALRedirectUri</key>\n<string>msauth.x://auth</string>\n"
          + "<key>WebViewHandledURLSchemes</key>\n<array>\n<string>https</string>\n"
          + "<integer>3</integer>\n<string>https://</string>\n<string>ms-word</string>\n"
          + "<string>1x</string>\n</array>\n"),
      file: "Info.plist")
    let schemes = result.diagnostics.filter { $0.message.contains("is not a URL scheme") }
    #expect(
      schemes.map(\.description) == [
        "Info.plist:14: IntuneMAMSettings.WebViewHandledURLSchemes[2]: warning: \"https://\" is "
          + "not a URL scheme (letters, digits, +, - and ., starting with a letter, without ://): "
          + "no link will match it",
        "Info.plist:16: IntuneMAMSettings.WebViewHandledURLSchemes[4]: warning: \"1x\" is not a "
          + "URL scheme (letters, digits, +, - and ., starting with a letter, without ://): no "
          + "link will match it",
      ], "\(result.diagnostics)")
    // Warned about, not dropped: the SDK keeps the string, it only never matches a link.
    #expect(result.settings?.webViewHandledURLSchemes == ["https", "https://", "ms-word", "1x"])
  }

  /// An Info.plist's CFBundleIdentifier must be one Xcode takes; a build setting is left to it.
  @Test func aBundleIdentifierXcodeRefusesIsAnErrorAtItsLine() {
    func load(_ bundleId: String) -> SettingsLoadResult {
      SettingsLoader.load(
        data: Data(
          ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>CFBundleIdentifier</key>\n<string>\(bundleId)</string>\n"
            + "<key>IntuneMAMSettings</key>\n<dict>\n<key>ADALClientId</key>\n<string>a</string>\n"
            + "<key>ADALRedirectUri</key>\n<string>msauth.x://auth</string>\n"
            + "</dict>\n</dict>\n</plist>\n").utf8),
        file: "Info.plist")
    }
    for bad in ["com.evil&#27;]0;x&#7;", "com.contoso.notes ", "a/b/../c", "com..x", ".com.x", ""] {
      let found = load(bad).diagnostics.filter { $0.keyPath == "CFBundleIdentifier" }
      #expect(found.map(\.line) == [4], "\(bad): \(found)")
      #expect(found.first?.severity == .error)
      #expect(found.first?.message.contains("is not a bundle identifier") == true)
    }
    for good in ["com.contoso.notes", "com.Contoso-2.x", "$(PRODUCT_BUNDLE_IDENTIFIER)"] {
      #expect(!load(good).diagnostics.contains { $0.keyPath == "CFBundleIdentifier" }, "\(good)")
    }
  }

  /// More ValuesToScrubFromLogging values than mamsim scrubs in bounded time are refused at the
  /// key, not cut (a value left out would be shown); as many are taken.
  @Test func tooManyValuesToScrubAreRefusedNotCut() {
    func load(_ count: Int) -> SettingsLoadResult {
      let values = (0..<count).map { "<string>v\($0)</string>" }.joined()
      return SettingsLoader.load(
        data: Self.xml(
          "<key>ADALClientId</key>\n<string>a</string>\n"
            + "<key>ValuesToScrubFromLogging</key>\n<array>\(values)</array>\n"),
        file: "Info.plist")
    }
    let many = load(MAMSettings.maximumValuesToScrub + 1)
    let refusal = many.diagnostics.first { $0.keyPath.hasSuffix("ValuesToScrubFromLogging") }
    #expect(refusal?.severity == .error)
    #expect(refusal?.line == 8)
    #expect(refusal?.message.hasPrefix("holds 1001 values; mamsim scrubs at most 1000") == true)
    let most = load(MAMSettings.maximumValuesToScrub)
    #expect(most.settings?.valuesToScrubFromLogging.count == 1000)
    #expect(!most.diagnostics.contains { $0.keyPath.hasSuffix("ValuesToScrubFromLogging") })
    // A thousand values scrub a screen's worth of text at once, every one of them.
    let scrubber = LogScrubber(values: most.settings?.valuesToScrubFromLogging ?? [])
    #expect(scrubber.scrub("x v999 y V12 z") == "x <scrubbed> y <scrubbed> z")
  }

  /// A client id of the wrong type in a binary plist (no lines to go by) is told as holding no
  /// client id, not as missing: the key is there.
  @Test func aWrongTypedClientIdInABinaryPlistIsNotCalledMissing() throws {
    let plist: [String: Any] = [
      "CFBundleIdentifier": "com.contoso.app",
      "IntuneMAMSettings": ["ADALClientId": 42, "ADALRedirectUri": "msauth.x://auth"],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    let messages = SettingsLoader.load(data: data, file: "Info.plist").diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("ADALClientId holds no client id") }, "\(messages)")
    #expect(!messages.contains { $0.hasPrefix("ADALClientId is missing") }, "\(messages)")
  }

  @Test func aRepeatedKeyIsToldByItsLastValue() {
    let result = SettingsLoader.load(
      data: Self.xml(
        "<key>SplashDuration</key>\n<date>2024-01-01T00:00:00Z</date>\n"
          + "<key>SplashDuration</key>\n<string>2</string>\n"),
      file: "Info.plist")
    #expect(
      Self.messages(result) == [
        "Info.plist:8: IntuneMAMSettings.SplashDuration: error: expected a number of seconds but "
          + "found a string; the SDK cannot read it"
      ])
  }

  @Test func aDateWhereTheSettingsDictionaryBelongsIsNamed() {
    let text =
      "<plist version=\"1.0\">\n<dict>\n<key>IntuneMAMSettings</key>\n"
      + "<date>2024-01-01T00:00:00Z</date>\n</dict>\n</plist>\n"
    let result = SettingsLoader.load(data: Data(text.utf8), file: "Info.plist")
    #expect(
      result.diagnostics.map(\.description) == [
        "Info.plist:3: IntuneMAMSettings: error: IntuneMAMSettings must be a dictionary but is a "
          + "date"
      ])
  }

  @Test func aBinaryPlistNamesDatesAndDataToo() throws {
    let plist: [String: Any] = [
      "IntuneMAMSettings": [
        "SplashDuration": Date(timeIntervalSince1970: 0), "MultiIdentity": Data([1, 2, 3]),
      ] as [String: Any]
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    let result = SettingsLoader.load(data: data, file: "Info.plist")
    #expect(
      Self.messages(result) == [
        "Info.plist: IntuneMAMSettings.MultiIdentity: error: expected a boolean but found data; "
          + "the SDK cannot read it",
        "Info.plist: IntuneMAMSettings.SplashDuration: error: expected a number of seconds but "
          + "found a date; the SDK cannot read it",
      ])
  }
}
