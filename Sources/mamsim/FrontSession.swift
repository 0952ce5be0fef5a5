import CursesTerminal
import Screens
import SessionEngine

/// One interactive session: the program over a runtime, shown in the curses terminal.
///
/// The terminal is taken when the session is created and given back by `finish` (or, should that
/// be skipped, when the session is released).
final class FrontSession {
  /// The program being shown.
  let program: Program
  /// The terminal it is shown in.
  let terminal: CursesTerminal

  /// Builds the app for `setup` over `runtime` and takes over the terminal.
  ///
  /// - Throws: `CursesTerminalError` when standard input or output is not a usable terminal.
  init(setup: FrontSetup, runtime: SessionRuntime, environment: [String: String])
    throws(CursesTerminalError)
  {
    let theme = Theme.resolve(settings: setup.scenario.app.settings, appearance: setup.appearance)
    terminal = try CursesTerminal(environment: environment, palette: setup.palette)
    program = Program(
      runtime: runtime, theme: theme, strings: StringTable(language: setup.language),
      glyphs: GlyphSet.detect(environment: environment),
      size: terminal.size)
  }

  /// Opens the device, builds the app and takes the terminal, writing any failure to standard
  /// error as one line; nil when the session cannot start.
  static func start(setup: FrontSetup, device: DeviceChoice, environment: [String: String])
    -> FrontSession?
  {
    if let refusal = TerminalRefusal.reason(environment: environment) {
      StandardStreams.writeErrorLine(refusal)
      return nil
    }
    let runtime: SessionRuntime
    do {
      runtime = try device.runtime(for: setup.scenario)
    } catch {
      StandardStreams.writeErrorLine("mamsim: \(error.message)")
      return nil
    }
    do {
      return try FrontSession(setup: setup, runtime: runtime, environment: environment)
    } catch {
      StandardStreams.writeErrorLine(error.message)
      return nil
    }
  }

  deinit {
    terminal.restore()
  }

  /// Runs the program's loop on the wall clock until the user quits or a signal arrives;
  /// `observe` sees every key handled.
  func run(observe: ((ProgramStep) -> Void)? = nil) -> ProgramEnding {
    defer { terminal.restore() }
    return program.run(on: terminal, clock: WallClock(), observe: observe)
  }

  /// Gives the terminal back and returns the exit status for `ending`: 0 for a quit, 128 plus the
  /// signal's number for a signal.
  func finish(_ ending: ProgramEnding) -> Int32 {
    terminal.restore()
    switch ending {
    case .quit, .reached: return ExitCode.success
    case .signal(let signal): return 128 + signal
    }
  }
}
