import DeviceStore
import Replay
import SessionEngine

/// Tape devices for `mamsim replay`: fresh in memory unless the tape (`Set State "dir"`) or the
/// command line (`--state DIR`) names a stored device; the tape's own setting wins.
struct StoredTapeDevices: TapeDevices {
  /// The folder `--state` gave, if any.
  let defaultStatePath: String?

  func runtime(for scenario: Scenario, statePath: String?) -> Result<
    SessionRuntime, TapeDeviceError
  > {
    guard let folder = statePath ?? defaultStatePath else {
      return .success(SessionRuntime(scenario: scenario))
    }
    do {
      return .success(try DeviceStore.open(directory: folder).runtime(for: scenario))
    } catch {
      return .failure(TapeDeviceError(message: error.message))
    }
  }
}
