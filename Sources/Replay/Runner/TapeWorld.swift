import FoundationEssentials
import MDXEngine
import SessionEngine
import Walkthrough

/// Builds the simulated world a tape asks for: its scenario with its settings applied.
enum TapeWorld {
  /// The Citrix world of `tape` when its scenario says `"vendor": "citrix"` (or a failure at its
  /// `Set Scenario` line); nil for an Intune tape.
  static func mdxScenario(for tape: Tape) -> Result<MDXScenario, TapeFailure>? {
    guard let path = tape.scenarioPath, case .success(let data) = BoundedFile.contents(of: path),
      let text = String(validating: data, as: UTF8.self),
      ScenarioVendor.declared(in: text) == .citrix
    else { return nil }
    let loaded = MDXScenarioLoader.load(text: text, file: path)
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    guard let found = loaded.scenario, errors.isEmpty else {
      return .failure(
        failure(
          at: tape.location(ofSetting: "Scenario"),
          ["the scenario \(path) cannot be used:"] + errors.map(\.description),
          masking: loaded.secrets))
    }
    return .success(found)
  }

  /// The scenario for `tape`, or a failure at the `Set` line whose file has errors.
  static func scenario(for tape: Tape) -> Result<Scenario, TapeFailure> {
    var scenario: Scenario
    if let path = tape.scenarioPath {
      let loaded = ScenarioLoader.load(path: path)
      let errors = loaded.diagnostics.filter { $0.severity == .error }
      guard let found = loaded.scenario, errors.isEmpty else {
        let lines = (errors.isEmpty ? loaded.diagnostics : errors).map(\.description)
        return .failure(
          failure(
            at: tape.location(ofSetting: "Scenario"),
            ["the scenario \(path) cannot be used:"] + lines,
            masking: loaded.secrets + settingsSecrets(of: tape)))
      }
      scenario = found
    } else {
      scenario = ScenarioLoader.embedded()
    }
    // The settings file is read once: its settings and the app's integration come from the
    // same bytes (a pipe gives them only once).
    var settingsData: Data?
    if let path = tape.settingsPath {
      let loaded: SettingsLoadResult
      switch BoundedFile.contents(of: path) {
      case .success(let data):
        settingsData = data
        loaded = SettingsLoader.load(data: data, file: path)
      case .failure:
        loaded = SettingsLoader.load(path: path)
      }
      guard let settings = loaded.settings, !loaded.hasErrors else {
        let lines = loaded.diagnostics.filter { $0.severity == .error }.map(\.description)
        // What could be read of the settings is masked, with the scenario's own secrets.
        let readable = loaded.settings?.valuesToScrubFromLogging ?? []
        return .failure(
          failure(
            at: tape.location(ofSetting: "Settings"),
            ["the settings \(path) cannot be used:"] + lines,
            masking: scenario.secrets + readable))
      }
      scenario.app.settings = settings
      scenario.adoptApp(
        bundleId: loaded.bundleId, name: loaded.appName, version: loaded.appVersion)
    }
    if tape.settingsPath != nil || tape.entitlementsPath != nil {
      let loaded = AppIntegrationLoader.load(
        settingsPath: tape.settingsPath, settingsData: settingsData,
        entitlementsPath: tape.entitlementsPath)
      let errors = loaded.diagnostics.filter { $0.severity == .error }.map(\.description)
      guard errors.isEmpty else {
        return .failure(
          failure(
            at: tape.location(ofSetting: "Entitlements"),
            ["the entitlements \(tape.entitlementsPath ?? "") cannot be used:"] + errors,
            masking: scenario.secrets))
      }
      scenario.app.integration = loaded.integration
    }
    // A walkthrough the scenario cannot pass is refused as `mamsim walkthrough` refuses it
    // (in English, as a tape's other diagnostics).
    if let name = tape.walkthrough, let kind = WalkthroughKind(rawValue: name),
      kind.vendor == .intune
    {
      let problems = Walkthrough.preflight(kind: kind, scenario: scenario)
      if !problems.isEmpty {
        return .failure(
          failure(
            at: tape.location(ofSetting: "Walkthrough"),
            ["this scenario cannot pass the \(kind.title.lowercased()):"] + problems,
            masking: scenario.secrets))
      }
    }
    return .success(scenario)
  }

  /// What `tape`'s recordings and messages must never spell out: the passwords of its
  /// scenario's accounts that are not demo ones, and its app's `ValuesToScrubFromLogging`;
  /// when its world cannot be built, what could still be read of its files.
  static func secrets(for tape: Tape) -> [String] {
    if let citrix = mdxScenario(for: tape) {
      guard case .success(let scenario) = citrix else {
        return tape.scenarioPath.map { MDXScenarioLoader.load(path: $0).secrets } ?? []
      }
      return scenario.secrets
    }
    if case .success(let scenario) = self.scenario(for: tape) { return scenario.secrets }
    let own = tape.scenarioPath.map { ScenarioLoader.load(path: $0).secrets }
    return (own ?? ScenarioLoader.embedded().secrets) + settingsSecrets(of: tape)
  }

  /// The `ValuesToScrubFromLogging` of `tape`'s settings file, as far as it can be read.
  private static func settingsSecrets(of tape: Tape) -> [String] {
    guard let path = tape.settingsPath else { return [] }
    return SettingsLoader.load(path: path).settings?.valuesToScrubFromLogging ?? []
  }

  /// A failure at `location` whose message is `lines`, `secrets` masked: the files' own
  /// diagnostics quote what they hold (an account named twice), which a tape's report relays.
  private static func failure(
    at location: SourceLocation, _ lines: [String], masking secrets: [String]
  )
    -> TapeFailure
  {
    let message = lines.joined(separator: "\n")
    return TapeFailure(
      location: location,
      message: secrets.isEmpty ? message : ScreenScrubber(values: secrets).scrub(message))
  }
}
