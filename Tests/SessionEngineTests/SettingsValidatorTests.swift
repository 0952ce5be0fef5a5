import TerminalUI
import Testing

@testable import SessionEngine

@Suite struct SettingsValidatorTests {
  private func valid() -> MAMSettings { MAMSettings.contosoNotes }

  @Test func missingClientIdIsAnError() {
    var settings = valid()
    settings.adalClientId = "  "
    let diagnostics = SettingsValidator.validate(settings, file: "Info.plist", lines: ["": 12])
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0].severity == .error)
    #expect(diagnostics[0].keyPath == "IntuneMAMSettings.ADALClientId")
    // Missing: told at the dictionary it is missing from, as the integration check does.
    #expect(diagnostics[0].line == 12)
    #expect(diagnostics[0].message.hasPrefix("ADALClientId is missing"))
    // There, but blank or of another type: not "missing", at its line.
    let there = SettingsValidator.validate(
      settings, file: "Info.plist", lines: ["": 12, "ADALClientId": 14])
    #expect(there.map(\.line) == [14])
    #expect(there.first?.message.hasPrefix("ADALClientId holds no client id") == true)
  }

  /// The contrast check: a pair the settings set, or one of them set and the other as the
  /// system gives it in each appearance the app is drawn in.
  @Test func textThatWouldNotReadIsAWarningOnTheKeyThatIsSet() throws {
    func warnings(_ change: (inout MAMSettings) -> Void) -> [Diagnostic] {
      var settings = valid()
      change(&settings)
      return SettingsValidator.validate(
        settings, file: "f", lines: ["ForegroundColor": 3, "BackgroundColor": 4, "AccentColor": 5])
    }
    let grey = try #require(RGBColor(hex: "#777777"))
    let white = try #require(RGBColor(hex: "#FFFFFF"))
    let black = try #require(RGBColor(hex: "#000000"))
    let both = warnings {
      $0.foregroundColor = grey
      $0.backgroundColor = try? #require(RGBColor(hex: "#666666"))
    }
    // The system accent on that grey is no better: a second warning, on the key that is set.
    #expect(
      both.map(\.keyPath) == [
        "IntuneMAMSettings.ForegroundColor", "IntuneMAMSettings.BackgroundColor",
      ])
    #expect(both.last?.message.hasPrefix("the light system AccentColor #0066CC on") == true)
    #expect(
      both.first?.message.hasPrefix("ForegroundColor #777777 on BackgroundColor #666666") == true)
    // White text alone is white on white in the light appearance.
    let light = warnings { $0.foregroundColor = white }
    #expect(light.map(\.line) == [3])
    #expect(
      light.first?.message
        == "ForegroundColor #FFFFFF on the light system BackgroundColor #FFFFFF has a contrast of "
        + "1.00:1, less than the 4.50:1 needed for readable text (set BackgroundColor too)")
    // A black background alone gets black text in light: on the BackgroundColor key.
    let dark = warnings { $0.backgroundColor = black }
    #expect(dark.map(\.keyPath).first == "IntuneMAMSettings.BackgroundColor")
    #expect(dark.first?.message.hasPrefix("the light system ForegroundColor #000000 on") == true)
    #expect(dark.first?.message.hasSuffix("(set ForegroundColor too)") == true)
    // Black text alone reads in light but not in dark, unless the app has no dark mode.
    let blackText = warnings { $0.foregroundColor = black }
    #expect(blackText.first?.message.contains("the dark system BackgroundColor #000000") == true)
    #expect(
      warnings {
        $0.foregroundColor = black; $0.supportsDarkMode = false
      }.isEmpty)
    let accent = warnings { $0.accentColor = try? #require(RGBColor(hex: "#FFD700")) }
    #expect(accent.map(\.keyPath) == ["IntuneMAMSettings.AccentColor"])
    let darkGrey = try #require(RGBColor(hex: "#555555"))
    #expect(
      warnings {
        $0.foregroundColor = darkGrey; $0.supportsDarkMode = false
      }.isEmpty)
  }

  /// A MaxFileProtectionLevel that is not one of the four is named, with the one meant, and
  /// taken as the default (files close when the phone locks), not as "files stay readable".
  @Test func aFileProtectionLevelThatIsNoneOfTheFourIsAWarningAndTheDefault() {
    var settings = valid()
    settings.otherAccepted["MaxFileProtectionLevel"] = .string(
      "NSFileProtectionCompleteUntilFirstUserAuthenticaton")
    let diagnostics = SettingsValidator.validate(
      settings, file: "f", lines: ["MaxFileProtectionLevel": 7])
    #expect(diagnostics.map(\.line) == [7])
    #expect(diagnostics.first?.keyPath == "IntuneMAMSettings.MaxFileProtectionLevel")
    #expect(
      diagnostics.first?.message.contains(
        "(did you mean \"NSFileProtectionCompleteUntilFirstUserAuthentication\"?)") == true)
    #expect(settings.protectedFilesCloseWhenLocked, "the default, not the level meant")
    settings.otherAccepted["MaxFileProtectionLevel"] = .bool(true)
    #expect(
      SettingsValidator.validate(settings, file: "f", lines: [:]).first?.message.hasPrefix(
        "MaxFileProtectionLevel is not a string") == true)
    for level in MAMSettings.fileProtectionLevels {
      settings.otherAccepted["MaxFileProtectionLevel"] = .string(level)
      #expect(SettingsValidator.validate(settings, file: "f", lines: [:]).isEmpty, "\(level)")
      #expect(settings.protectedFilesCloseWhenLocked == (level == "NSFileProtectionComplete"))
    }
  }

  @Test func missingRedirectIsAnErrorButEitherFormSuffices() {
    var settings = valid()
    settings.adalRedirectUri = nil
    let diagnostics = SettingsValidator.validate(settings, file: "f", lines: [:])
    #expect(diagnostics.map(\.severity) == [.error])
    #expect(diagnostics[0].message.contains("ADALRedirectScheme"))
    settings.adalRedirectScheme = "msauth.com.contoso.notes"
    #expect(SettingsValidator.validate(settings, file: "f", lines: [:]).isEmpty)
  }

  @Test func policyRequiredWithoutAutoEnrollWarnsAndNotes() {
    var settings = valid()
    settings.mamPolicyRequired = true
    let diagnostics = SettingsValidator.validate(
      settings, file: "f", lines: ["MAMPolicyRequired": 9])
    #expect(diagnostics.map(\.severity) == [.warning, .note])
    #expect(diagnostics[0].line == 9)
    #expect(diagnostics[0].message.contains("AutoEnrollOnLaunch"))
    #expect(diagnostics[1].message.contains("App Store"))
    settings.autoEnrollOnLaunch = true
    let withAutoEnroll = SettingsValidator.validate(settings, file: "f", lines: [:])
    #expect(withAutoEnroll.map(\.severity) == [.note])
  }

  @Test func lowContrastWarnsWithTheRatio() {
    var settings = valid()
    settings.backgroundColor = RGBColor(hex: "#FFFFFF")
    settings.foregroundColor = RGBColor(hex: "#777777")
    settings.accentColor = RGBColor(hex: "#FFFF00")
    let diagnostics = SettingsValidator.validate(settings, file: "f", lines: [:])
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(diagnostics[0].keyPath == "IntuneMAMSettings.ForegroundColor")
    #expect(diagnostics[0].message.contains("4.47:1"))
    #expect(diagnostics[1].keyPath == "IntuneMAMSettings.AccentColor")
    #expect(diagnostics[1].message.contains("1.07:1"))
  }

  @Test func lowSecondaryContrastWarns() {
    var settings = valid()
    settings.secondaryBackgroundColor = RGBColor(hex: "FFFFFF")
    settings.secondaryForegroundColor = RGBColor(hex: "AAAAAA")
    let diagnostics = SettingsValidator.validate(settings, file: "f", lines: [:])
    #expect(diagnostics.map(\.keyPath) == ["IntuneMAMSettings.SecondaryForegroundColor"])
    settings.secondaryForegroundColor = RGBColor(hex: "595959")
    #expect(SettingsValidator.validate(settings, file: "f", lines: [:]).isEmpty)
  }

  @Test func ratioTextRoundsDown() {
    #expect(SettingsValidator.ratioText(4.499) == "4.49")
    #expect(SettingsValidator.ratioText(21) == "21.00")
    #expect(SettingsValidator.ratioText(1) == "1.00")
  }
}
