import MDXEngine
import Screens

/// Plays tapes headless against the real app on a virtual clock, as fast as the CPU allows.
public struct TapeRunner: Sendable {
  /// Where recordings go and whether snapshots are rewritten.
  public var options: RunnerOptions
  /// Where the tapes' simulated devices come from.
  public var devices: any TapeDevices
  /// Checks patterns for every play, so repeated plays compile each regex once.
  private let matcher = PatternMatcher()
  /// Reads snapshot files once for every play.
  private let snapshots = SnapshotFiles()

  /// A runner with `options`, playing on devices from `devices` (fresh, in memory, by default).
  public init(
    options: RunnerOptions = RunnerOptions(), devices: any TapeDevices = MemoryTapeDevices()
  ) {
    self.options = options
    self.devices = devices
  }

  /// Loads and plays the tape at `path`; a tape with errors is reported and not played.
  /// With a `viewer`, the tape plays in real time on the viewer's terminal.
  public func run(path: String, viewer: LiveViewer? = nil) -> TapeResult {
    let clock = ContinuousClock()
    let began = clock.now
    switch TapeLoader.load(path: path) {
    case .failure(let failure):
      return TapeResult(
        file: path, diagnostics: failure.diagnostics, wallTime: clock.now - began)
    case .success(let tape):
      var result = run(tape, viewer: viewer)
      result.wallTime = clock.now - began
      return result
    }
  }

  /// Plays a loaded tape (in real time for `viewer`, when given).
  /// With `options.svgDirectory`, the tape is also recorded as an SVG named after it there, and
  /// with `options.gifDirectory` as a GIF.
  public func run(_ tape: Tape, viewer: LiveViewer? = nil) -> TapeResult {
    let clock = ContinuousClock()
    let began = clock.now
    let tape = withFolderOutputs(tape)
    var result = TapeResult(file: tape.file, diagnostics: tape.warnings)
    if let collision = OutputPlaces(paths: CanonicalPath()).collision(in: tape, options: options) {
      result.failures = [collision]
      result.wallTime = clock.now - began
      return result
    }
    // The one place a tape picks its vendor: a Citrix scenario plays on an MDX runtime, any
    // other on an Intune one; the same `TapeSession` plays both.
    if let citrix = TapeWorld.mdxScenario(for: tape) {
      switch citrix {
      case .failure(let failure): result.failures = [failure]
      case .success(let scenario):
        switch devices.mdxRuntime(for: scenario, statePath: tape.statePath) {
        case .failure(let error): result.failures = [deviceFailure(error, tape)]
        case .success(let runtime):
          play(tape, on: runtime, viewer: viewer, into: &result)
          if result.failures.isEmpty, let problem = runtime.storeError {
            // The session went on in memory; the device folder does not hold its end.
            result.failures = [
              TapeFailure(
                location: nil, message: "the device store did not keep a step: \(problem.message)")
            ]
          }
        }
      }
    } else {
      switch TapeWorld.scenario(for: tape) {
      case .failure(let failure):
        result.failures = [failure]
      case .success(let scenario):
        switch devices.runtime(for: scenario, statePath: tape.statePath) {
        case .failure(let error): result.failures = [deviceFailure(error, tape)]
        case .success(let runtime): play(tape, on: runtime, viewer: viewer, into: &result)
        }
      }
    }
    result.wallTime = clock.now - began
    return result
  }

  /// `tape` with the recordings `options.svgDirectory` and `options.gifDirectory` ask for added
  /// to its outputs (named after the tape there).
  func withFolderOutputs(_ tape: Tape) -> Tape {
    var tape = tape
    tape.outputs += options.folderOutputs(forTape: tape.file)
    return tape
  }

  /// A device that could not be had, at the tape's `Set State` line when it has one.
  private func deviceFailure(_ error: TapeDeviceError, _ tape: Tape) -> TapeFailure {
    TapeFailure(
      location: tape.statePath == nil ? nil : tape.location(ofSetting: "State"),
      message: error.message)
  }

  /// Plays `tape` on `runtime` and writes what happened into `result`.
  private func play(
    _ tape: Tape, on runtime: some TapePhone, viewer: LiveViewer?, into result: inout TapeResult
  ) {
    let session = TapeSession(
      tape: tape, runtime: runtime, options: options, viewer: viewer, matcher: matcher,
      snapshots: snapshots)
    if let failure = session.run() { result.failures = [failure] }
    result.virtualDuration = session.elapsed
    if options.keepsFinalScreen { result.finalScreen = session.screenText }
  }
}
