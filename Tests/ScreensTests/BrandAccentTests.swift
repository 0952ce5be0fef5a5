import Screens
import SessionEngine
import TerminalUI
import Testing

/// The brand reaches every screen: under a theme that sets an accent, no screen keeps the app's
/// own teal where the accent reads, and every screen that has an accent shows the theme's.
@Suite struct BrandAccentTests {
  /// Every colour a cell of `buffer` uses inside the phone's screen, foreground or background.
  private func phoneColours(_ pilot: Pilot) -> Set<RGBColor> {
    let buffer = pilot.screen
    guard let layout = Layout(size: buffer.size) else { return [] }
    let area = layout.phoneScreen
    var colours: Set<RGBColor> = []
    for y in area.y..<(area.y + area.height) {
      for x in area.x..<(area.x + area.width) {
        let style = buffer[x, y].style
        for color in [style.foreground, style.background] {
          if case .rgb(let rgb) = color { colours.insert(rgb) }
        }
      }
    }
    return colours
  }

  /// The screens a user passes on the way to the managed app, each as the pilot reaches it.
  private static var stops: [(String, (Pilot) -> Void)] {
    [
      ("sign-in", { _ in }),
      ("restart alert", { $0.toRestartAlert() }),
      ("home screen", { $0.toHomeAfterRestart() }),
      ("set PIN", { $0.toSetPin() }),
      ("managed notes", { $0.toManaged() }),
      ("enter PIN", { $0.toEnterPin() }),
    ]
  }

  @Test(arguments: [Appearance.dark, .light])
  func everyScreenWithAnAccentUsesTheThemesUnderTheDarkBrand(appearance: Appearance) throws {
    let settings = try ThemeTests.contosoDark()
    let accent = try #require(settings.accentColor)
    let theme = Theme.resolve(settings: settings, appearance: appearance)
    let appDefault = appearance == .dark ? Theme.systemDark : Theme.systemLight
    let accentReadsOnTheApp =
      accent.contrastRatio(with: theme.appBackground) >= SettingsValidator.minimumContrast
    for (name, reach) in Self.stops {
      let pilot = Pilot(size: TerminalSize(columns: 100, rows: 30), appearance: appearance) {
        $0.app.settings = settings
      }
      reach(pilot)
      let colours = phoneColours(pilot)
      // Where the accent reads on the app's background, the app's own teal (its brand and its
      // accent) is drawn nowhere; where it does not, the app's text keeps its own accent.
      if accentReadsOnTheApp {
        #expect(!colours.contains(appDefault.appBrand), "\(name) in \(appearance)")
        #expect(!colours.contains(appDefault.appAccent), "\(name) in \(appearance)")
      }
      #expect(colours.contains(accent), "\(name) in \(appearance) shows the theme's accent")
    }
  }

  @Test func theSignInFormsLabelAndButtonsTakeTheAccent() throws {
    let settings = try ThemeTests.contosoDark()
    let accent = try #require(settings.accentColor)
    let pilot = Pilot(size: TerminalSize(columns: 100, rows: 30), appearance: .dark) {
      $0.app.settings = settings
    }
    #expect(pilot.shows("Sign in to Contoso"))
    // The app's top bar is the brand's in either appearance.
    let bar = try #require(pilot.cell(of: "Contoso Notes · Not signed in"))
    #expect(bar.style.background == .rgb(accent))
    let label = try #require(pilot.cell(of: "Work account"))
    #expect(label.style.foreground == .rgb(accent))
    let button = try #require(pilot.cell(of: "[ Sign in ]"))
    #expect(button.style.foreground == .rgb(accent) || button.style.background == .rgb(accent))
  }

  @Test func withoutAnAccentTheAppKeepsItsOwnColours() {
    let theme = Theme.resolve(settings: MAMSettings(), appearance: .dark)
    #expect(theme.appAccent == Theme.systemDark.appAccent)
    #expect(theme.appBrand == Theme.systemDark.appBrand)
  }
}
