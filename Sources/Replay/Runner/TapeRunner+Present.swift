import TerminalUI

extension TapeRunner {
  /// What `present` cannot honour in `tape`, each at its line: a `Set State`, since every
  /// replay of a presentation starts from a fresh phone in memory. Told before the terminal is
  /// taken.
  public static func presentProblems(_ tape: Tape) -> [TapeDiagnostic] {
    guard let statePath = tape.statePath else { return [] }
    return [
      TapeDiagnostic(
        tape.location(ofSetting: "State"),
        "mamsim present plays every scene on a fresh phone in memory, so it cannot keep the "
          + "device in \(TapeQuoting.quoted(statePath))",
        hint: .note("leave Set State out to present the tape, or play it with mamsim replay"))
    ]
  }

  /// Presents `tape` on `terminal` (`mamsim present`): live, stopping at each scene, each
  /// replay from the start on a fresh device from `devices`.
  public func present(_ tape: Tape, on terminal: any Terminal, speed: Double) -> PresentEnding {
    let screen = PresenterTerminal(terminal)
    let devices = devices
    if let citrix = TapeWorld.mdxScenario(for: tape) {
      switch citrix {
      case .failure(let failure): return .failed(failure)
      case .success(let scenario):
        return TapePresentation(tape: tape, terminal: screen, speed: speed) {
          devices.mdxRuntime(for: scenario, statePath: tape.statePath).mapError {
            TapeFailure(location: nil, message: $0.message)
          }
        }.run()
      }
    }
    switch TapeWorld.scenario(for: tape) {
    case .failure(let failure): return .failed(failure)
    case .success(let scenario):
      return TapePresentation(tape: tape, terminal: screen, speed: speed) {
        devices.runtime(for: scenario, statePath: tape.statePath).mapError {
          TapeFailure(location: nil, message: $0.message)
        }
      }.run()
    }
  }
}
