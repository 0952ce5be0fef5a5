/// Options of the interactive emulator.
struct InteractiveOptions: Equatable {
  /// The scenario file to simulate, or nil for the built-in scenario.
  var scenarioPath: String?
  /// The settings plist or Info.plist giving the app's IntuneMAMSettings, if any.
  var settingsPath: String?
  /// `light` or `dark`, if given.
  var appearance: String?
  /// The folder that keeps the simulated device between runs, if given.
  var statePath: String?
  /// Whether to start from a fresh device and keep nothing.
  var ephemeral: Bool
}

/// Runs the interactive emulator (a stub until the integrator wires it).
enum InteractiveCommand {
  /// Runs the emulator with `options`; returns the exit status.
  static func run(_ options: InteractiveOptions) -> Int32 {
    StandardStreams.writeErrorLine("mamsim: the interactive emulator is not built yet")
    return 1
  }
}
