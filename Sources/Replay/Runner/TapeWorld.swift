import SessionEngine

/// Builds the simulated world a tape asks for: its scenario with its settings applied.
enum TapeWorld {
  /// The scenario for `tape`, or a failure at the `Set` line whose file has errors.
  static func scenario(for tape: Tape) -> Result<Scenario, TapeFailure> {
    var scenario: Scenario
    if let path = tape.scenarioPath {
      let loaded = ScenarioLoader.load(path: path)
      let errors = loaded.diagnostics.filter { $0.severity == .error }
      guard let found = loaded.scenario, errors.isEmpty else {
        let lines = (errors.isEmpty ? loaded.diagnostics : errors).map(\.description)
        return .failure(
          TapeFailure(
            location: TapeSettingLocator.location(of: "Scenario", in: tape),
            message: (["the scenario \(path) cannot be used:"] + lines).joined(separator: "\n")))
      }
      scenario = found
    } else {
      scenario = ScenarioLoader.embedded()
    }
    if let path = tape.settingsPath {
      let loaded = SettingsLoader.load(path: path)
      guard let settings = loaded.settings, !loaded.hasErrors else {
        let lines = loaded.diagnostics.filter { $0.severity == .error }.map(\.description)
        return .failure(
          TapeFailure(
            location: TapeSettingLocator.location(of: "Settings", in: tape),
            message: (["the settings \(path) cannot be used:"] + lines).joined(separator: "\n")))
      }
      scenario.app.settings = settings
    }
    return .success(scenario)
  }
}
