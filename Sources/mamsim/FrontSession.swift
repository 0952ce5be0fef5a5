import CursesTerminal
import Screens
import SessionEngine

/// One interactive session: the app over a fresh in-memory runtime, shown in the curses terminal.
///
/// The terminal is taken when the session is created and given back by `finish` (or, should that
/// be skipped, when the session is released).
final class FrontSession {
  /// The app being shown.
  let app: MamsimApp
  /// The terminal it is shown in.
  let terminal: CursesTerminal

  /// Builds the app for `setup` over `runtime` and takes over the terminal.
  ///
  /// - Throws: `CursesTerminalError` when standard input or output is not a usable terminal.
  init(setup: FrontSetup, runtime: SessionRuntime, environment: [String: String])
    throws(CursesTerminalError)
  {
    let theme = Theme.resolve(settings: setup.scenario.app.settings, appearance: setup.appearance)
    app = MamsimApp(runtime: runtime, theme: theme)
    terminal = try CursesTerminal(environment: environment)
  }

  /// Opens the device, builds the app and takes the terminal, writing any failure to standard
  /// error as one line; nil when the session cannot start.
  static func start(setup: FrontSetup, device: DeviceChoice, environment: [String: String])
    -> FrontSession?
  {
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

  /// Runs the loop until the user quits or a signal arrives; `willHandle` sees every key first.
  func run(willHandle: (Key, Instant) -> Void = { _, _ in }) -> FrontLoop.Ending {
    defer { terminal.restore() }
    return FrontLoop(app: app, terminal: terminal).run(willHandle: willHandle)
  }

  /// Gives the terminal back and returns the exit status for `ending`: 0 for a quit, 128 plus the
  /// signal's number for a signal.
  func finish(_ ending: FrontLoop.Ending) -> Int32 {
    terminal.restore()
    switch ending {
    case .quit: return ExitCode.success
    case .signal(let signal): return 128 + signal
    }
  }
}
