import DeviceStore
import SessionEngine

/// `mamsim store-stress` (hidden, for bench/crash-safety.sh): drives the built-in scenario through
/// a fixed cycle of steps on a device folder, or checks that what a killed run left there is a
/// state the cycle passes through.
///
///     mamsim store-stress --state DIR --steps N    run N actions (kill it at any moment)
///     mamsim store-stress --state DIR --verify     open, integrity_check, compare with a replay
enum StoreStressCommand {
  /// The hidden command's name.
  static let name = "store-stress"
  /// PBKDF2 rounds for the stress run's PINs: it measures crash safety, not hashing.
  static let pinIterations = 1000

  /// Runs the command with `arguments` (after its name); returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    var state: String?
    var actions = 1000
    var verify = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--state": state = rest.popFirst()
      case "--steps": actions = rest.popFirst().flatMap { Int($0) } ?? -1
      case "--verify": verify = true
      default:
        StandardStreams.writeErrorLine("mamsim store-stress: unexpected argument '\(argument)'")
        return ExitCode.usage
      }
    }
    guard let state, actions >= 0 else {
      StandardStreams.writeErrorLine(
        "mamsim store-stress: usage: store-stress --state DIR (--steps N | --verify)")
      return ExitCode.usage
    }
    do {
      return verify ? try check(state) : try drive(state, actions: actions)
    } catch {
      StandardStreams.writeErrorLine("mamsim store-stress: \(error.message)")
      return ExitCode.failure
    }
  }

  /// Runs `actions` actions of the cycle on the device in `directory`.
  private static func drive(_ directory: String, actions: Int) throws(DeviceStoreError) -> Int32 {
    let store = try DeviceStore.open(directory: directory, pinHashIterations: pinIterations)
    let runtime = try store.runtime(for: ScenarioLoader.embedded())
    for index in 0..<actions {
      perform(index, on: runtime)
      if let error = runtime.storeError {
        StandardStreams.writeErrorLine("mamsim store-stress: \(error.message)")
        return ExitCode.failure
      }
    }
    StandardStreams.writeLine("done: \(runtime.snapshot.steps) steps")
    return ExitCode.success
  }

  /// Opens the device (which checks it), runs `PRAGMA integrity_check`, and looks for the saved
  /// snapshot among the snapshots a fresh in-memory run of the cycle saves.
  private static func check(_ directory: String) throws(DeviceStoreError) -> Int32 {
    let store = try DeviceStore.open(directory: directory, pinHashIterations: pinIterations)
    let problems = try store.integrityProblems()
    guard problems.isEmpty else {
      StandardStreams.writeErrorLine(
        "mamsim store-stress: integrity_check failed: " + problems.joined(separator: "; "))
      return ExitCode.failure
    }
    let bundleId = ScenarioLoader.embedded().app.bundleId
    guard let saved = try store.storedSnapshot(bundleId: bundleId) else {
      StandardStreams.writeLine("ok: integrity ok, no step saved yet (the state before the first)")
      return ExitCode.success
    }
    let target = try text(saved)
    let replay = try DeviceStore.open(
      directory: directory, ephemeral: true, pinHashIterations: pinIterations)
    let recorder = RecordingStore(replay)
    let vault = StoredPinVault(store: replay, bundleId: bundleId)
    let runtime: SessionRuntime
    do {
      runtime = try SessionRuntime(
        scenario: ScenarioLoader.embedded(), store: recorder, vault: vault)
    } catch {
      throw DeviceStoreError(.database, error.message)
    }
    var index = 0
    while runtime.snapshot.steps <= saved.steps + 1 {
      perform(index, on: runtime)
      index += 1
      for snapshot in recorder.takeSaved() where snapshot.steps == saved.steps {
        if try text(snapshot) == target {
          StandardStreams.writeLine("ok: integrity ok, state after step \(saved.steps)")
          return ExitCode.success
        }
      }
    }
    StandardStreams.writeErrorLine(
      "mamsim store-stress: the saved state (step \(saved.steps)) is not one the engine passes "
        + "through")
    return ExitCode.failure
  }

  /// A snapshot as canonical JSON, for comparison.
  private static func text(_ snapshot: RuntimeSnapshot) throws(DeviceStoreError) -> String {
    try StoreSnapshotText.canonical(snapshot)
  }

  /// Action `index` of the cycle: enroll, set a PIN, write notes, leave and come back, relaunch,
  /// sign out (a wipe), end the app.
  private static func perform(_ index: Int, on runtime: SessionRuntime) {
    let alex = "alex@contoso.com"
    switch index % 14 {
    case 0: runtime.launch()
    case 1:
      runtime.send(.appSignInSubmitted(upn: alex, password: Secret("Pilot-2580")))
      runtime.advance(by: .seconds(5))
    case 2: runtime.send(.restartAcknowledged)
    case 3:
      runtime.launch()
      runtime.advance(by: .seconds(2))
    case 4, 5:
      runtime.send(.pinSubmitted(Secret("2580")))
      runtime.advance(by: .milliseconds(10))
    case 6:
      runtime.send(
        .noteAdded(Note(id: "c\(index)", title: "work \(index)", body: "b", owner: alex)))
    case 7:
      runtime.send(.noteAdded(Note(id: "p\(index)", title: "home \(index)", body: "b", owner: nil)))
    case 8:
      runtime.send(.movedToBackground)
      runtime.advance(by: .seconds(31 * 60))
      runtime.send(.movedToForeground(runtime.scenario.device))
    case 9, 11:
      runtime.send(.pinSubmitted(Secret("2580")))
      runtime.advance(by: .milliseconds(10))
    case 10:
      runtime.relaunch()
      runtime.advance(by: .seconds(2))
    case 12:
      runtime.send(.signOutRequested)
      runtime.advance(by: .seconds(5))
    default:
      runtime.send(.wipeNoticeAcknowledged)
      runtime.send(.terminated)
    }
  }
}
