import CursesTerminal
import FoundationEssentials
import Replay
import TerminalUI

/// Options of `mamsim present`.
struct PresentOptions: Equatable {
  /// The tape to present.
  var tape: String
  /// How many times faster than the tape's own timing it plays on; always positive.
  var speed: Double
}

/// `mamsim present TAPE`: a tape shown live in this terminal, scene by scene (`TapePresentation`).
enum PresentCommand {
  /// Presents the tape in `options`; returns the exit status (1 when the tape has errors or a
  /// check failed on the way to a scene, 128 plus a signal's number).
  static func run(_ options: PresentOptions) -> Int32 {
    let tape: Tape
    switch TapeLoader.load(path: options.tape) {
    case .failure(let failure):
      for diagnostic in failure.diagnostics {
        StandardStreams.writeErrorLine(diagnostic.description)
      }
      return ExitCode.failure
    case .success(let loaded): tape = loaded
    }
    let problems = TapeRunner.presentProblems(tape)
    if !problems.isEmpty {
      for problem in problems { StandardStreams.writeErrorLine(problem.description) }
      return ExitCode.failure
    }
    let environment = ProcessInfo.processInfo.environment
    guard let terminal = LiveTerminal.open(environment: environment) else {
      return ExitCode.failure
    }
    let ending = TapeRunner().present(
      tape, on: GlyphTerminal(terminal, glyphs: GlyphSet.detect(environment: environment)),
      speed: options.speed)
    terminal.restore()
    switch ending {
    case .quit: return ExitCode.success
    case .signal(let signal): return 128 + signal
    case .failed(let failure):
      StandardStreams.writeErrorLine("mamsim: \(failure.description)")
      if !failure.screen.isEmpty { StandardStreams.writeErrorLine(failure.screen) }
      return ExitCode.failure
    }
  }
}
