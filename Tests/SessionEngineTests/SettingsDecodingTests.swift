import TerminalUI
import Testing

@testable import SessionEngine

@Suite struct SettingsDecodingTests {
  @Test func defaultsMatchTheSDK() {
    let settings = MAMSettings()
    #expect(settings.adalClientId == nil)
    #expect(settings.authority == "common")
    #expect(settings.tokenCacheKeychainGroup == "com.microsoft.adalcache")
    #expect(settings.splashDuration == .milliseconds(1500))
    #expect(settings.supportsDarkMode)
    #expect(!settings.autoEnrollOnLaunch && !settings.mamPolicyRequired)
    #expect(settings.accentColor == nil)
  }

  @Test func contosoNotesIsValidWithSystemColours() {
    let settings = MAMSettings.contosoNotes
    #expect(settings.adalRedirectUri == "msauth.com.contoso.notes://auth")
    #expect(settings.adalClientId?.count == 36)
    #expect(settings.backgroundColor == nil && settings.accentColor == nil)
    #expect(SettingsValidator.validate(settings, file: "embedded", lines: [:]).isEmpty)
  }

  @Test func decodesEveryKindOfKey() {
    let value = JSONValue.object([
      "ADALClientId": .string("abc"),
      "ADALAuthority": .string("https://login.example/contoso"),
      "ADALCacheKeychainGroupOverride": .string("group.contoso"),
      "AutoEnrollOnLaunch": .bool(true),
      "SplashDuration": .number(2.25),
      "AccentColor": .string("0a84ff"),
      "WebViewHandledURLSchemes": .array([.string("contoso"), .string("notes")]),
      "VerboseLoggingEnabled": .bool(true),
      "MaxFileProtectionLevel": .string("NSFileProtectionComplete"),
    ])
    let (settings, diagnostics) = MAMSettings.decode(value, file: "s.json", keyPath: "settings")
    #expect(diagnostics.isEmpty)
    #expect(settings.adalClientId == "abc")
    #expect(settings.authority == "https://login.example/contoso")
    #expect(settings.tokenCacheKeychainGroup == "group.contoso")
    #expect(settings.autoEnrollOnLaunch)
    #expect(settings.splashDuration == .milliseconds(2250))
    #expect(settings.accentColor == RGBColor(red: 0x0A, green: 0x84, blue: 0xFF))
    #expect(settings.webViewHandledURLSchemes == ["contoso", "notes"])
    #expect(settings.otherAccepted["VerboseLoggingEnabled"] == .bool(true))
    #expect(settings.otherAccepted.count == 2)
    #expect(settings.unknownKeys.isEmpty)
  }

  @Test func wrongTypeIsAnError() {
    let value = JSONValue.object([
      "SupportsDarkMode": .string("NO"), "SplashDuration": .string("2"),
      "ValuesToScrubFromLogging": .array([.string("secret"), .number(4)]),
    ])
    let (settings, diagnostics) = MAMSettings.decode(
      value, file: "s.json", keyPath: "IntuneMAMSettings", lines: ["SupportsDarkMode": 7])
    #expect(settings.supportsDarkMode)
    #expect(settings.splashDuration == .milliseconds(1500))
    #expect(settings.valuesToScrubFromLogging == ["secret"])
    #expect(diagnostics.count == 3)
    // The SDK could not read any of them: errors, so check fails and run does not start.
    #expect(diagnostics.allSatisfy { $0.severity == .error })
    let dark = diagnostics.first { $0.keyPath == "IntuneMAMSettings.SupportsDarkMode" }
    #expect(dark?.line == 7)
    #expect(dark?.message.contains("a boolean") == true)
    #expect(dark?.message.contains("a string") == true)
  }

  @Test func malformedColourIsIgnored() {
    let value = JSONValue.object([
      "AccentColor": .string("#12345"), "BackgroundColor": .string("red"),
    ])
    let (settings, diagnostics) = MAMSettings.decode(
      value, file: "Info.plist", keyPath: "IntuneMAMSettings")
    #expect(settings.accentColor == nil && settings.backgroundColor == nil)
    #expect(diagnostics.count == 2)
    #expect(diagnostics[0].keyPath == "IntuneMAMSettings.AccentColor")
    #expect(diagnostics[0].message.contains("ignored"))
    #expect(diagnostics[0].message.contains("#12345"))
    // The SDK ignores a malformed colour too: a warning, not an error.
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test func unknownKeyWarnsWithAHint() {
    let value = JSONValue.object([
      "AccentColour": .string("#000000"), "adalclientid": .string("x"), "Zebra": .bool(true),
    ])
    let (settings, diagnostics) = MAMSettings.decode(value, file: "f", keyPath: "IntuneMAMSettings")
    #expect(settings.unknownKeys == ["AccentColour", "Zebra", "adalclientid"])
    #expect(settings.adalClientId == nil)
    let messages = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0.keyPath, $0.message) })
    #expect(
      messages["IntuneMAMSettings.AccentColour"]?.contains("did you mean \"AccentColor\"") == true)
    #expect(
      messages["IntuneMAMSettings.adalclientid"]?.contains("did you mean \"ADALClientId\"") == true)
    #expect(messages["IntuneMAMSettings.Zebra"]?.contains("did you mean") == false)
    #expect(messages["IntuneMAMSettings.Zebra"]?.contains("unknown key") == true)
  }

  @Test func notADictionaryWarnsAndGivesDefaults() {
    let (settings, diagnostics) = MAMSettings.decode(.array([]), file: "f", keyPath: "settings")
    #expect(settings == MAMSettings())
    #expect(diagnostics.count == 1 && diagnostics[0].keyPath == "settings")
  }

  @Test func negativeSplashDurationIsRejected() {
    let (settings, diagnostics) = MAMSettings.decode(
      .object(["SplashDuration": .number(-1)]), file: "f", keyPath: "k")
    #expect(settings.splashDuration == .milliseconds(1500))
    #expect(diagnostics.count == 1)
  }
}
