import CursesTerminal
import DeviceStore
import MDXEngine
import Screens
import SessionEngine

/// One interactive Citrix MDX session: the `MDXProgram` over an `MDXRuntime`, in the curses
/// terminal. The shared vaults are kept in the device store; the rest of the MDX state lives in
/// memory only for now.
enum MDXFrontSession {
  /// Takes the terminal, runs the MDX program on the wall clock until the user quits or a signal
  /// arrives, gives the terminal back; returns the exit status.
  static func run(
    _ scenario: MDXScenario, setup: FrontSetup, device: DeviceChoice,
    environment: [String: String]
  ) -> Int32 {
    let runtime: MDXRuntime
    switch device {
    case .memory: runtime = MDXRuntime(scenario: scenario)
    case .folder(let path):
      DeviceChoice.warnIfOpenToOthers(path)
      let store: DeviceStore
      do throws(DeviceStoreError) {
        store = try DeviceStore.open(directory: path, exclusive: true)
      } catch {
        StandardStreams.writeErrorLine("mamsim: \(error.message)")
        return ExitCode.failure
      }
      do throws(SessionStoreError) {
        runtime = try MDXRuntime(scenario: scenario, keeper: store)
      } catch {
        StandardStreams.writeErrorLine("mamsim: \(error.message)")
        return ExitCode.failure
      }
    }
    let terminal: CursesTerminal
    do throws(CursesTerminalError) {
      terminal = try CursesTerminal(environment: environment, palette: setup.palette)
    } catch {
      StandardStreams.writeErrorLine(error.message)
      return ExitCode.failure
    }
    defer { terminal.restore() }
    let theme = setup.appearance == .dark ? Theme.systemDark : Theme.systemLight
    let program = MDXProgram(runtime: runtime, theme: theme, size: terminal.size)
    let glyphs = GlyphSet.detect(environment: environment)
    let ending = program.run(on: GlyphTerminal(terminal, glyphs: glyphs), clock: WallClock())
    terminal.restore()
    switch ending {
    case .quit, .reached: return ExitCode.success
    case .signal(let signal): return 128 + signal
    }
  }
}
