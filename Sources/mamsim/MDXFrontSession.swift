import CursesTerminal
import MDXEngine
import Screens
import SessionEngine

/// One interactive Citrix MDX session: the `MDXProgram` over a fresh `MDXRuntime`, in the curses
/// terminal. The MDX state lives in memory only for now (nothing is written to the device store).
enum MDXFrontSession {
  /// Takes the terminal, runs the MDX program on the wall clock until the user quits or a signal
  /// arrives, gives the terminal back; returns the exit status.
  static func run(_ scenario: MDXScenario, setup: FrontSetup, environment: [String: String])
    -> Int32
  {
    let terminal: CursesTerminal
    do throws(CursesTerminalError) {
      terminal = try CursesTerminal(environment: environment, palette: setup.palette)
    } catch {
      StandardStreams.writeErrorLine(error.message)
      return ExitCode.failure
    }
    defer { terminal.restore() }
    let theme = setup.appearance == .dark ? Theme.systemDark : Theme.systemLight
    let program = MDXProgram(
      runtime: MDXRuntime(scenario: scenario), theme: theme, size: terminal.size)
    let glyphs = GlyphSet.detect(environment: environment)
    let ending = program.run(on: GlyphTerminal(terminal, glyphs: glyphs), clock: WallClock())
    terminal.restore()
    switch ending {
    case .quit, .reached: return ExitCode.success
    case .signal(let signal): return 128 + signal
    }
  }
}
