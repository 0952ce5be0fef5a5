import SessionEngine

/// What the command line asks mamsim to do, fully checked and ready to run.
enum Command: Equatable {
  /// Open the interactive emulator.
  case interactive(InteractiveOptions)
  /// Check these files for mistakes.
  case check(CheckOptions)
  /// Add the SDK's Info.plist entries to an app's Info.plist.
  case configure(ConfigureOptions)
  /// Write the built-in scenario of a vendor to standard output.
  case printScenario(ScenarioVendor)
  /// Play tapes.
  case replay(ReplayOptions)
  /// `mamsim present TAPE`.
  case present(PresentOptions)
  /// Record a tape.
  case record(RecordOptions)
  /// Walk through a test of the SDK's integration guide.
  case walkthrough(WalkthroughOptions)
  /// Uninstall an app from the simulated device, or erase it.
  case reset(ResetOptions)
  /// Print the simulated device's contents.
  case inspect(statePath: String?)
  /// Show mamsim's help, or one command's.
  case help(CommandName?)
  /// Show the version.
  case version
}
