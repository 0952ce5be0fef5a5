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
    do throws(DeviceStoreError) {
      let directory: String
      if let given = options.statePath {
        directory = given
      } else {
        directory = try DeviceStore.defaultDirectory()
      }
      try DeviceStore.checkFolder(directory)
      guard DeviceStore.exists(directory: directory) else {
        // A link at the lock makes the folder refused (naming this command as the remedy).
        if try DeviceStore.removeLinkedLock(directory: directory) {
          StandardStreams.writeLine(
            "Removed the symbolic link \(directory)/\(DeviceLock.fileName) (what it points to "
              + "was left as it is); no simulated device in \(directory), so nothing else to "
              + "reset.")
        } else {
          StandardStreams.writeLine("No simulated device in \(directory); nothing to reset.")
        }
        return ExitCode.success
      }
      do throws(DeviceStoreError) {
        let status = try reset(directory, bundleId: options.bundleId)
        // Told of the files as the reset left them (it replaces a link with a file of its own).
        DeviceChoice.warnIfOpenToOthers(directory)
        return status
      } catch  where error.kind == .corrupt || error.kind == .notOurs {
        DeviceChoice.warnIfOpenToOthers(directory)
        let database = directory + "/" + DeviceStore.databaseFileName
        let why =
          error.kind == .corrupt
          ? "mamsim reset does not delete a damaged database, so that it can still be looked "
            + "into or recovered"
          : "mamsim reset erases only a mamsim device"
        StandardStreams.writeErrorLine(
          "mamsim reset: \(error.message)\n\(why): to start a new phone in \(directory), move "
            + "\(database) away (with any \(database)-wal and -shm beside it), then run "
            + "'mamsim reset --state \(directory)' again")
        return ExitCode.failure
      }
    } catch {
      StandardStreams.writeErrorLine("mamsim reset: \(error.message)")
      return ExitCode.failure
    }
  }

  /// Erases the device in `directory`, or uninstalls `bundleId` from it; returns the exit status.
  private static func reset(_ directory: String, bundleId: String?) throws(DeviceStoreError)
    -> Int32
  {
    guard let bundleId else {
      let (store, damage) = try DeviceStore.openForErasing(directory: directory)
      try store.eraseDevice()
      if let damage {
        StandardStreams.writeLine(
          "The device in \(directory) was damaged, so its files were removed and a new phone "
            + "started there. What was wrong: \(damage.problem).")
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
  }
}
