import DeviceStore
import FoundationEssentials
import MDXEngine
import SessionEngine

/// Where a session's simulated device lives: in memory, forgotten at exit, or in a folder.
enum DeviceChoice: Equatable {
  /// A fresh device that nothing is written for.
  case memory
  /// The persistent device in this folder (created owner-only when missing).
  case folder(String)

  /// The choice for `--state DIR` / `--ephemeral`: the folder given, memory, or, when neither is
  /// given and `persistByDefault`, the user's default device (`$XDG_STATE_HOME/mamsim`); refused
  /// when that default has no folder (neither `XDG_STATE_HOME` nor `HOME` is set).
  static func from(
    statePath: String?, ephemeral: Bool, persistByDefault: Bool, environment: [String: String]
  ) throws(DeviceStoreError) -> DeviceChoice {
    if ephemeral { return .memory }
    if let statePath { return .folder(statePath) }
    return persistByDefault
      ? .folder(try DeviceStore.defaultDirectory(environment: environment)) : .memory
  }

  /// A runtime for `scenario` on this device: the app resumed as iOS would resume it, or freshly
  /// installed; with what the device held of the app's use before it was resumed (nil in
  /// memory). The error says which file could not be used and why.
  func runtime(for scenario: Scenario) throws(DeviceStoreError) -> (
    SessionRuntime, TimeAway.Record?
  ) {
    switch self {
    case .memory:
      return (SessionRuntime(scenario: scenario), nil)
    case .folder(let path):
      Self.warnIfOpenToOthers(path)
      let store = try DeviceStore.open(directory: path, exclusive: true)
      // Read before the runtime's first step records a new use.
      let record = TimeAway.Record.of(scenario.app.bundleId, in: store)
      return (try store.runtime(for: scenario), record)
    }
  }

  /// A runtime for the Citrix `scenario` on this device: the shared vaults and the app's MDX
  /// session where an earlier run left them, or a fresh phone; with what the device held of the
  /// app's use. The error says what could not be used and why, as one line.
  func mdxRuntime(for scenario: MDXScenario) -> Result<
    (MDXRuntime, TimeAway.Record?), PlainError
  > {
    switch self {
    case .memory:
      return .success((MDXRuntime(scenario: scenario), nil))
    case .folder(let path):
      Self.warnIfOpenToOthers(path)
      do throws(DeviceStoreError) {
        let store = try DeviceStore.open(directory: path, exclusive: true)
        let record = TimeAway.Record.of(scenario.bundleId, in: store)
        do throws(SessionStoreError) {
          return .success((try MDXRuntime(scenario: scenario, keeper: store), record))
        } catch {
          return .failure(PlainError(message: error.message))
        }
      } catch {
        return .failure(PlainError(message: error.message))
      }
    }
  }

  /// A failure to open a device, as the sentence that says why.
  struct PlainError: Error {
    /// The sentence.
    var message: String
  }

  /// Writes a warning to standard error when the device folder at `path` is open to others.
  static func warnIfOpenToOthers(_ path: String) {
    if let warning = DeviceStore.permissionWarning(directory: path) {
      StandardStreams.writeErrorLine("mamsim: \(warning)")
    }
  }
}
