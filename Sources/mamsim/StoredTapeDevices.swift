import DeviceStore
import Replay
import SessionEngine

/// Tape devices for `mamsim replay`: fresh in memory unless the tape (`Set State "dir"`) or the
/// command line (`--state DIR`) names a stored device; the tape's own setting wins.
struct StoredTapeDevices: TapeDevices {
  /// The folder `--state` gave, if any.
  let defaultStatePath: String?
  /// The folders claimed so far; a folder another process holds is refused.
  private let locks = HeldDeviceLocks()

  /// Devices for `replay`, in `defaultStatePath` when a tape names none.
  init(defaultStatePath: String?) {
    self.defaultStatePath = defaultStatePath
  }

  func runtime(for scenario: Scenario, statePath: String?) -> Result<
    SessionRuntime, TapeDeviceError
  > {
    guard let folder = statePath ?? defaultStatePath else {
      return .success(SessionRuntime(scenario: scenario))
    }
    DeviceChoice.warnIfOpenToOthers(folder)
    do {
      try DeviceStore.makeDirectory(folder)
      try locks.claim(folder)
      return .success(try DeviceStore.open(directory: folder).runtime(for: scenario))
    } catch {
      return .failure(TapeDeviceError(message: error.message))
    }
  }
}
