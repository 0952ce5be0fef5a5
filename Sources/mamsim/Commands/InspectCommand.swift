import DeviceStore

/// `mamsim inspect`: prints what the simulated device holds, secrets masked.
enum InspectCommand {
  /// Prints the store in `statePath` (or the default folder); returns the exit status.
  static func run(statePath: String?) -> Int32 {
    do throws(DeviceStoreError) {
      let directory: String
      if let given = statePath {
        directory = given
      } else {
        directory = try DeviceStore.defaultDirectory()
      }
      try DeviceStore.checkFolder(directory)
      guard DeviceStore.exists(directory: directory) else {
        StandardStreams.writeErrorLine(
          "mamsim inspect: no simulated device in \(directory) yet (run the emulator first)")
        return ExitCode.failure
      }
      let store = try DeviceStore.open(directory: directory, readOnly: true)
      // Told as the emulator and reset tell it: what inspect masks, others may read whole.
      DeviceChoice.warnIfOpenToOthers(directory)
      // Each line as one line, its control characters as escapes: a bundle id or a note the
      // device holds can carry an escape sequence, which must not drive the terminal.
      for line in try StoreInspector.text(of: store).split(
        separator: "\n", omittingEmptySubsequences: false)
      {
        StandardStreams.writeSingleLine(String(line))
      }
      return ExitCode.success
    } catch {
      StandardStreams.writeErrorLine("mamsim inspect: \(error.message)")
      return ExitCode.failure
    }
  }
}
