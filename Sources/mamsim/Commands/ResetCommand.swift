import DeviceStore

/// Options of `mamsim reset`.
struct ResetOptions: Equatable {
  /// The device folder, or nil for the default one.
  var statePath: String?
  /// The app to uninstall, or nil to erase the whole device.
  var bundleId: String?
}

/// `mamsim reset`: uninstalls one app from the simulated device, or erases the device.
enum ResetCommand {
  /// Runs the reset; returns the exit status.
  static func run(_ options: ResetOptions) -> Int32 {
    let directory = options.statePath ?? DeviceStore.defaultDirectory()
    guard DeviceStore.exists(directory: directory) else {
      StandardStreams.writeLine("No simulated device in \(directory); nothing to reset.")
      return ExitCode.success
    }
    DeviceChoice.warnIfOpenToOthers(directory)
    do {
      guard let bundleId = options.bundleId else {
        let (store, damage) = try DeviceStore.openForErasing(directory: directory)
        try store.eraseDevice()
        if let damage {
          StandardStreams.writeLine("The device in \(directory) was damaged: \(damage.message)")
        }
        StandardStreams.writeLine("Erased the device in \(directory): no apps, empty keychain.")
        return ExitCode.success
      }
      let store = try DeviceStore.open(directory: directory, exclusive: true)
      let removed = try store.uninstall(bundleId: bundleId)
      StandardStreams.writeLine(
        removed
          ? "Uninstalled \(bundleId) from the device in \(directory)."
          : "\(bundleId) was not installed on the device in \(directory); nothing changed.")
      return ExitCode.success
    } catch {
      StandardStreams.writeErrorLine("mamsim reset: \(error.message)")
      return ExitCode.failure
    }
  }
}
