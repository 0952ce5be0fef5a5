import TerminalUI

extension TapeRunner {
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
