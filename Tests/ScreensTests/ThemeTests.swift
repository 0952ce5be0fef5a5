import Foundation
import Screens
import SessionEngine
import TerminalUI
import Testing

/// Theme.resolve and Appearance.detect, and the colours the screens are really drawn in.
@Suite("Theme")
struct ThemeTests {
  static let red = RGBColor(red: 0xC0, green: 0x10, blue: 0x20)
  static let ink = RGBColor(red: 0x11, green: 0x22, blue: 0x33)
  static let paper = RGBColor(red: 0xFA, green: 0xF0, blue: 0xE0)

  // MARK: - Theme.resolve

  @Test func lightAppearanceWithoutColoursUsesTheLightDefaults() {
    let theme = Theme.resolve(settings: MAMSettings(), appearance: .light)
    #expect(theme == Theme.systemLight)
  }

  @Test func darkAppearanceWithoutColoursFollowsTheSystemDarkDefaults() {
    let theme = Theme.resolve(settings: MAMSettings(), appearance: .dark)
    #expect(theme.sdkBackground == Theme.systemDark.sdkBackground)
    #expect(theme.sdkForeground == Theme.systemDark.sdkForeground)
    #expect(theme.accent == Theme.systemDark.accent)
    #expect(theme.appBackground == Theme.systemDark.appBackground)
    #expect(theme.sdkBackground != Theme.systemLight.sdkBackground)
  }

  @Test func explicitColoursWinInEitherAppearance() {
    var settings = MAMSettings()
    settings.backgroundColor = ThemeTests.paper
    settings.foregroundColor = ThemeTests.ink
    settings.accentColor = ThemeTests.red
    for appearance in Appearance.allCases {
      let theme = Theme.resolve(settings: settings, appearance: appearance)
      #expect(theme.sdkBackground == ThemeTests.paper)
      #expect(theme.sdkForeground == ThemeTests.ink)
      #expect(theme.accent == ThemeTests.red)
    }
  }

  @Test func withoutDarkModeSupportTheSDKKeepsLightDefaultsInDarkAppearance() {
    var settings = MAMSettings()
    settings.supportsDarkMode = false
    let theme = Theme.resolve(settings: settings, appearance: .dark)
    #expect(theme.sdkBackground == Theme.systemLight.sdkBackground)
    #expect(theme.sdkForeground == Theme.systemLight.sdkForeground)
    #expect(theme.accent == Theme.systemLight.accent)
  }

  // MARK: - Appearance.detect

  @Test(arguments: [
    ("15;0", Appearance.dark), ("0;15", .light), ("15;default;0", .dark), ("7;8", .dark),
    ("0;7", .light), ("garbage", .light),
  ])
  func colorfgbg(value: String, expected: Appearance) {
    #expect(Appearance.detect(environment: ["COLORFGBG": value]) == expected)
  }

  @Test func missingColorfgbgMeansLight() {
    #expect(Appearance.detect(environment: [:]) == .light)
    #expect(Appearance.detect(environment: ["TERM": "xterm-256color"]) == .light)
  }

  // MARK: - Colours on screen

  /// The settings of `themes/contoso-dark.plist`, loaded as mamsim loads them.
  static func contosoDark() throws -> MAMSettings {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../themes/contoso-dark.plist").standardizedFileURL.path
    let result = SettingsLoader.load(path: path)
    #expect(!result.hasErrors, "\(result.diagnostics)")
    return try #require(result.settings)
  }

  @Test func pinBoxesAreAccentColouredWithACaretInTheActiveOne() {
    let pilot = Pilot()
    pilot.toSetPin()
    pilot.type("25")
    let boxes = pilot.pinBoxMarks()
    #expect(boxes.map(\.text) == ["●", "●", "_", " "])
    #expect(boxes.allSatisfy { $0.color == .rgb(Theme.systemLight.accent) })
    let caret = try? #require(pilot.cell(of: "[_]"))
    #expect(caret?.style.foreground == .rgb(Theme.systemLight.accent))
  }

  @Test func withoutFocusNoBoxHoldsTheCaret() {
    let pilot = Pilot()
    pilot.toEnterPin()
    pilot.type("2")
    #expect(pilot.pinBoxMarks().map(\.text) == ["●", "_", " ", " "])
    pilot.press(.tab)  // to Forgot PIN
    #expect(pilot.pinBoxMarks().map(\.text) == ["●", " ", " ", " "])
  }

  @Test func activePinBoxUsesTheSettingsAccentColour() throws {
    let settings = try ThemeTests.contosoDark()
    let accent = try #require(settings.accentColor)
    #expect(accent == RGBColor(hex: "#6CB4FF"))
    let pilot = Pilot { $0.app.settings = settings }
    pilot.toSetPin()
    #expect(pilot.pinBoxMarks().first?.text == "_")
    #expect(pilot.pinBoxMarks().first?.color == .rgb(accent))
    pilot.type("2")
    let boxes = pilot.pinBoxMarks()
    #expect(boxes.map(\.text) == ["●", "_", " ", " "])
    #expect(boxes.allSatisfy { $0.color == .rgb(accent) })
  }

  @Test func accentSetOnTheScenarioColoursTheActiveBox() {
    let pilot = Pilot { $0.app.settings.accentColor = ThemeTests.red }
    pilot.toSetPin()
    #expect(pilot.pinBoxMarks().map(\.color) == Array(repeating: .rgb(ThemeTests.red), count: 4))
    #expect(pilot.pinBoxMarks().first?.text == "_")
  }

  @Test func sdkScreensUseTheSettingsColoursAndAppScreensDoNot() throws {
    let settings = try ThemeTests.contosoDark()
    let background = try #require(settings.backgroundColor)
    let foreground = try #require(settings.foregroundColor)
    let pilot = Pilot { $0.app.settings = settings }
    pilot.toSetPin()
    let title = try #require(pilot.cell(of: "Set a PIN"))
    #expect(title.style.background == .rgb(background))
    #expect(title.style.foreground == .rgb(foreground))
    #expect(pilot.phoneCorner().style.background == .rgb(background))
    pilot.type("2580")
    pilot.wait(.seconds(1))
    pilot.type("2580")
    pilot.wait(.seconds(2))
    #expect(pilot.app.currentScreen.identity == "app.notes")
    let note = try #require(pilot.cell(of: "Groceries"))
    #expect(note.style.background == .rgb(Theme.systemLight.appBackground))
    #expect(note.style.background != .rgb(background))
    #expect(note.style.foreground != .rgb(foreground))
  }

  @Test func focusedButtonUsesTheAccent() throws {
    let pilot = Pilot { $0.app.settings.accentColor = ThemeTests.red }
    pilot.toRestartAlert()
    let ok = try #require(pilot.cell(of: "[ OK ]"))
    #expect(ok.style.background == .rgb(ThemeTests.red))
  }

  @Test func unfocusedButtonIsNotFilledWithTheAccent() throws {
    let pilot = Pilot()
    pilot.toEnterPin()
    // Focus sits on the PIN boxes: the Forgot PIN button is drawn plain.
    let forgot = try #require(pilot.cell(of: "[ Forgot PIN ]"))
    #expect(forgot.style.background != .rgb(Theme.systemLight.accent))
    pilot.press(.tab)
    let focused = try #require(pilot.cell(of: "[ Forgot PIN ]"))
    #expect(focused.style.background == .rgb(Theme.systemLight.accent))
  }

  @Test func darkAppearanceDrawsSDKScreensInSystemDarkUnlessColoursAreSet() throws {
    let plain = Pilot(appearance: .dark)
    plain.toRestartAlert()
    #expect(
      try #require(plain.cell(of: "Restart required")).style.background
        == .rgb(Theme.systemDark.sdkBackground))
    let branded = Pilot(appearance: .dark) { $0.app.settings.backgroundColor = ThemeTests.paper }
    branded.toRestartAlert()
    #expect(
      try #require(branded.cell(of: "Restart required")).style.background
        == .rgb(ThemeTests.paper))
    let lightOnly = Pilot(appearance: .dark) { $0.app.settings.supportsDarkMode = false }
    lightOnly.toRestartAlert()
    #expect(
      try #require(lightOnly.cell(of: "Restart required")).style.background
        == .rgb(Theme.systemLight.sdkBackground))
  }
}
