import CursesTerminal
import DeviceStore
import FoundationEssentials
import Screens
import SessionEngine

/// Options of the interactive emulator.
struct InteractiveOptions: Equatable {
  /// The scenario file to simulate, or nil for the built-in scenario.
  var scenarioPath: String?
  /// The settings plist or Info.plist giving the app's IntuneMAMSettings, if any.
  var settingsPath: String?
  /// The app's `.entitlements` file, if given.
  var entitlementsPath: String? = nil
  /// `light` or `dark`, if given.
  var appearance: String?
  /// `ask`, `redefine` or `fixed`, if given.
  var palette: String? = nil
  /// The folder that keeps the simulated device between runs, if given.
  var statePath: String?
  /// Whether to start from a fresh device and keep nothing.
  var ephemeral: Bool
  /// The phone's language, if `--lang` gave one.
  var language: Language? = nil
  /// Whose built-in scenario to play when no scenario file is given (`--vendor`).
  var vendor: ScenarioVendor = .intune
}

/// Runs the interactive emulator: `mamsim` and `mamsim run`.
enum InteractiveCommand {
  /// Runs the emulator with `options`; returns the exit status.
  static func run(_ options: InteractiveOptions) -> Int32 {
    let environment = ProcessEnvironment.current()
    guard
      let setup = FrontSetup.load(
        scenarioPath: options.scenarioPath, settingsPath: options.settingsPath,
        entitlementsPath: options.entitlementsPath, appearance: options.appearance,
        language: options.language, palette: options.palette,
        vendor: options.vendor, environment: environment)
    else { return ExitCode.failure }
    // Refuse a device with no folder before anything else is looked at (nothing is made yet).
    let device: DeviceChoice
    do throws(DeviceStoreError) {
      device = try DeviceChoice.from(
        statePath: options.statePath, ephemeral: options.ephemeral, persistByDefault: true,
        environment: environment)
    } catch {
      StandardStreams.writeErrorLine("mamsim: \(error.message)")
      return ExitCode.failure
    }
    // Refuse an unusable terminal before the device folder is created or opened.
    if let refusal = TerminalRefusal.reason(environment: environment) {
      StandardStreams.writeErrorLine(refusal)
      return ExitCode.failure
    }
    do throws(CursesTerminalError) {
      try CursesTerminal.checkUsable(environment: environment)
    } catch {
      StandardStreams.writeErrorLine(error.message)
      return ExitCode.failure
    }
    // Read before the store is opened: opening it writes to the folder.
    var lastWrite: Date?
    if case .folder(let path) = device { lastWrite = TimeAway.lastWrite(in: path) }
    return setup.withRuntime(
      on: device, Show(setup: setup, environment: environment, lastWrite: lastWrite))
      ?? ExitCode.failure
  }

  /// Shows a session over the runtime until the user quits.
  private struct Show: FrontSessionUser {
    let setup: FrontSetup
    let environment: [String: String]
    /// When the device's database was last written before this session (`TimeAway`).
    let lastWrite: Date?

    func use<Session: PhoneSession>(_ runtime: Session, record: TimeAway.Record?) -> Int32 {
      // The phone's clock went on, for this app, while mamsim was closed.
      let away = TimeAway.since(record, lastWrite: lastWrite)
      if away > .zero { runtime.advance(to: runtime.now.advanced(by: away)) }
      guard
        let session = FrontSession.start(setup: setup, runtime: runtime, environment: environment)
      else { return ExitCode.failure }
      let ending = session.run()
      return session.finish(ending)
    }
  }
}
