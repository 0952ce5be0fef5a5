import MDXEngine
import SessionEngine

/// Provides the simulated device a tape plays on: a fresh one in memory, or a stored one when the
/// tape (`Set State "dir"`) or the command line (`--state DIR`) names a folder.
///
/// The Replay library knows no database; the executable passes a provider backed by the store.
/// Intune tapes get a `SessionRuntime`, Citrix tapes an `MDXRuntime`, on the same device.
public protocol TapeDevices: Sendable {
  /// A runtime for `scenario` on the device in `statePath` (nil: a fresh device in memory), or
  /// why there is none.
  func runtime(for scenario: Scenario, statePath: String?) -> Result<
    SessionRuntime, TapeDeviceError
  >

  /// An MDX runtime for the Citrix `scenario` on the device in `statePath` (nil: a fresh phone
  /// in memory), resuming the app's session and the shared vaults kept there; or why there is
  /// none.
  func mdxRuntime(for scenario: MDXScenario, statePath: String?) -> Result<
    MDXRuntime, TapeDeviceError
  >
}

extension TapeDevices {
  /// A fresh phone in memory; a tape that names a stored device is refused, as for Intune.
  public func mdxRuntime(for scenario: MDXScenario, statePath: String?) -> Result<
    MDXRuntime, TapeDeviceError
  > {
    guard let statePath else { return .success(MDXRuntime(scenario: scenario)) }
    return .failure(MemoryTapeDevices.refusal(statePath))
  }
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
    return .failure(Self.refusal(statePath))
  }

  /// Why a stored device in `statePath` cannot be had here.
  static func refusal(_ statePath: String) -> TapeDeviceError {
    TapeDeviceError(
      message: "a stored device (\(statePath)) needs mamsim replay; this runner has none")
  }
}
