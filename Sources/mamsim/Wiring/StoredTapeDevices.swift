import DeviceStore
import MDXEngine
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
    return open(folder) { store throws(DeviceStoreError) in try store.runtime(for: scenario) }
  }

  func mdxRuntime(for scenario: MDXScenario, statePath: String?) -> Result<
    MDXRuntime, TapeDeviceError
  > {
    guard let folder = statePath ?? defaultStatePath else {
      return .success(MDXRuntime(scenario: scenario))
    }
    return open(folder) { store throws(DeviceStoreError) in try store.mdxRuntime(for: scenario) }
  }

  /// Claims `folder`, opens its store and makes a runtime there with `make`; any refusal
  /// (a folder another process holds, a damaged store) as a device error naming it.
  private func open<Runtime>(
    _ folder: String, _ make: (DeviceStore) throws(DeviceStoreError) -> Runtime
  ) -> Result<Runtime, TapeDeviceError> {
    DeviceChoice.warnIfOpenToOthers(folder)
    do throws(DeviceStoreError) {
      try DeviceStore.makeDirectory(folder)
      try locks.claim(folder)
      return .success(try make(try DeviceStore.open(directory: folder)))
    } catch {
      return .failure(TapeDeviceError(message: error.message))
    }
  }
}
