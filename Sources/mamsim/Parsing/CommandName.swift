/// The commands mamsim knows, spelled as the user types them.
enum CommandName: String, CaseIterable, Equatable, Sendable {
  /// Opens the interactive emulator (also what `mamsim` alone does).
  case run
  /// Checks scenario, settings and tape files for mistakes.
  case check
  /// Adds the SDK's Info.plist entries to an app's Info.plist, as the SDK's configurator does.
  case configure
  /// Works with scenario files; `scenario print` writes the built-in one.
  case scenario
  /// Plays tapes without a terminal, or live.
  case replay
  case present
  /// Writes a tape while the user drives the emulator.
  case record
  /// Walks the user through the first-policy test or the exit criteria.
  case walkthrough
  /// Uninstalls one app from the simulated device, or erases the device.
  case reset
  /// Prints what the simulated device holds, secrets masked.
  case inspect
  /// Shows help for mamsim or for one command.
  case help
}
