/// Plays tapes headless against the real app on a virtual clock, as fast as the CPU allows.
public struct TapeRunner: Sendable {
  /// Where recordings go and whether snapshots are rewritten.
  public var options: RunnerOptions

  /// A runner with `options`.
  public init(options: RunnerOptions = RunnerOptions()) {
    self.options = options
  }

  /// Loads and plays the tape at `path`; a tape with errors is reported and not played.
  public func run(path: String) -> TapeResult {
    let clock = ContinuousClock()
    let began = clock.now
    switch TapeLoader.load(path: path) {
    case .failure(let failure):
      return TapeResult(
        file: path, diagnostics: failure.diagnostics, wallTime: clock.now - began)
    case .success(let tape):
      var result = run(tape)
      result.wallTime = clock.now - began
      return result
    }
  }

  /// Plays a loaded tape.
  public func run(_ tape: Tape) -> TapeResult {
    let clock = ContinuousClock()
    let began = clock.now
    var result = TapeResult(file: tape.file, diagnostics: tape.warnings)
    switch TapeWorld.scenario(for: tape) {
    case .failure(let failure):
      result.failures = [failure]
    case .success(let scenario):
      let session = TapeSession(tape: tape, scenario: scenario, options: options)
      if let failure = session.run() { result.failures = [failure] }
      result.virtualDuration = session.elapsed
      result.finalScreen = session.screenText
    }
    result.wallTime = clock.now - began
    return result
  }
}
