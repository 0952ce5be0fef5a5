import CursesTerminal
import FoundationEssentials
import MDXEngine
import Screens
import SessionEngine

/// What the interactive front needs before it takes the terminal: the scenario with its settings
/// applied, and the appearance to draw in.
struct FrontSetup {
  /// The scenario to simulate, with `--settings` already applied.
  var scenario: Scenario
  /// The appearance to draw in.
  var appearance: Appearance
  /// The phone's language: `--lang`, else the scenario's `device.language`, else the POSIX
  /// environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
  var language: Language
  /// Whether the terminal's palette may be redefined.
  var palette: PaletteChoice = .ask
  /// The Citrix MDX world, when the scenario file says `"vendor": "citrix"` (then `scenario` is
  /// unused and the one front runs over an `MDXRuntime` instead).
  var mdx: MDXScenario? = nil

  /// The language a replay of this setup's tape speaks when the tape sets none: the Intune
  /// scenario's device language, else English (a Citrix scenario names none).
  var replayLanguage: Language {
    mdx == nil ? scenario.device.language ?? .english : .english
  }

  /// Loads the scenario and settings named by the options, writing every diagnostic to standard
  /// error; nil when an error prevents starting.
  ///
  /// - Parameters:
  ///   - scenarioPath: the scenario file, or nil for the built-in scenario of `vendor`.
  ///   - vendor: whose built-in scenario to play when no file is given (Intune's Contoso unless
  ///     a Citrix walkthrough asks for Citrix's).
  ///   - settingsPath: a settings plist or an Info.plist, or nil to keep the scenario's settings.
  ///   - settingsData: the bytes of `settingsPath` when the caller has read them already (a
  ///     pipe gives them only once), else nil to read them here, once.
  ///   - entitlementsPath: the app's `.entitlements` file, or nil. With an Info.plist, the
  ///     app's integration (`AppIntegration`) comes from both.
  ///   - appearance: `light` or `dark`, or nil to ask the terminal (`COLORFGBG`).
  ///   - language: the language `--lang` asked for, if any.
  ///   - environment: the process environment.
  static func load(
    scenarioPath: String?, settingsPath: String?, settingsData: Data? = nil,
    entitlementsPath: String? = nil, appearance: String?, language: Language? = nil,
    palette: String? = nil, vendor: ScenarioVendor = .intune,
    environment: [String: String]
  ) -> FrontSetup? {
    var failed = false
    var scenario = ScenarioLoader.embedded()
    var mdx: MDXScenario?
    if scenarioPath == nil, vendor == .citrix {
      mdx = MDXScenarioLoader.embedded()
      failed = mdx == nil
    }
    if let scenarioPath {
      let result = VendorScenario.load(path: scenarioPath)
      report(result.diagnostics)
      switch result.scenario {
      case .intune(let loaded) where !hasErrors(result.diagnostics):
        scenario = loaded
      case .citrix(let loaded) where !hasErrors(result.diagnostics):
        mdx = loaded
      default:
        failed = true
      }
    }
    // The settings file is read once, here or by the caller: its settings and the app's
    // integration come from the same bytes, so a pipe (`--settings <(…)`) gives both.
    var bytes = settingsData
    if let settingsPath, bytes == nil {
      switch BoundedFile.contents(of: settingsPath) {
      case .success(let read): bytes = read
      case .failure(let failure):
        report([Diagnostic(.error, file: settingsPath, keyPath: "", message: failure.description)])
        failed = true
      }
    }
    if let settingsPath, let bytes {
      let result = SettingsLoader.load(data: bytes, file: settingsPath)
      report(result.diagnostics)
      if let settings = result.settings, !result.hasErrors {
        scenario.app.settings = settings
        scenario.adoptApp(
          bundleId: result.bundleId, name: result.appName, version: result.appVersion)
      } else {
        failed = true
      }
    }
    if !failed, settingsPath != nil || entitlementsPath != nil {
      let loaded = AppIntegrationLoader.load(
        settingsPath: settingsPath, settingsData: bytes, entitlementsPath: entitlementsPath)
      report(loaded.diagnostics)
      if hasErrors(loaded.diagnostics) { failed = true }
      scenario.app.integration = loaded.integration
    }
    guard !failed else { return nil }
    let chosen =
      appearance.flatMap(Appearance.init(rawValue:))
      ?? Appearance.detect(environment: environment)
    let spoken = language ?? scenario.device.language ?? Language.fromEnvironment(environment)
    return FrontSetup(
      scenario: scenario, appearance: chosen, language: spoken,
      palette: palette.flatMap(PaletteChoice.init(rawValue:)) ?? .ask, mdx: mdx)
  }

  /// Whether any of `diagnostics` is an error.
  private static func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// Writes each diagnostic on its own line to standard error.
  private static func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { StandardStreams.writeErrorLine(diagnostic.description) }
  }
}
