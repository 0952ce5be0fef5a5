import SessionEngine

/// `mamsim scenario print`: the built-in scenario, as a file to start from.
enum ScenarioCommand {
  /// Writes the built-in scenario JSON, exactly, ending with one line break.
  static func printEmbedded() -> Int32 {
    let json = EmbeddedScenario.json
    StandardStreams.writeText(json.hasSuffix("\n") ? json : json + "\n")
    return ExitCode.success
  }
}
