import SessionEngine

/// Provides the simulated device a tape plays on: a fresh one in memory, or a stored one when the
/// tape (`Set State "dir"`) or the command line (`--state DIR`) names a folder.
///
/// The Replay library knows no database; the executable passes a provider backed by the store.
public protocol TapeDevices: Sendable {
  /// A runtime for `scenario` on the device in `statePath` (nil: a fresh device in memory), or
  /// why there is none.
  func runtime(for scenario: Scenario, statePath: String?) -> Result<
    SessionRuntime, TapeDeviceError
  >
}

/// Why a tape's device could not be had.
public struct TapeDeviceError: Error, Equatable, Sendable {
  /// What went wrong, naming the folder or file.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }
}

/// Fresh devices in memory only; a tape that names a stored device is refused.
public struct MemoryTapeDevices: TapeDevices {
  /// Creates the provider.
  public init() {}

  public func runtime(for scenario: Scenario, statePath: String?) -> Result<
    SessionRuntime, TapeDeviceError
  > {
    guard let statePath else { return .success(SessionRuntime(scenario: scenario)) }
    return .failure(
      TapeDeviceError(
        message: "a stored device (\(statePath)) needs mamsim replay; this runner has none"))
  }
}
