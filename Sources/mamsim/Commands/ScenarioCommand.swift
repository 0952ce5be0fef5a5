import SessionEngine

/// `mamsim scenario print [--vendor intune|citrix]`: a built-in scenario, as a file to start from.
enum ScenarioCommand {
  /// Writes the built-in scenario JSON of `vendor`, exactly, ending with one line break.
  static func printEmbedded(_ vendor: ScenarioVendor = .intune) -> Int32 {
    let json = VendorScenario.embeddedJSON(vendor)
    StandardStreams.writeText(json.hasSuffix("\n") ? json : json + "\n")
    return ExitCode.success
  }
}
