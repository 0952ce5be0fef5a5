import CursesTerminal
import MDXEngine
import Screens
import SessionEngine
import Strings
import TerminalUI

/// One interactive session of either vendor: the one program over a phone session, shown in the
/// curses terminal.
///
/// The terminal is taken when the session is created and given back by `finish` (or, should that
/// be skipped, when the session is released).
final class FrontSession<Session: PhoneSession> {
  /// The program being shown.
  let program: PhoneProgram<Session>
  /// The terminal it is shown in.
  let terminal: CursesTerminal

  /// Builds the app for `setup` over `runtime` and takes over the terminal.
  ///
  /// - Throws: `CursesTerminalError` when standard input or output is not a usable terminal.
  init(setup: FrontSetup, runtime: Session, environment: [String: String])
    throws(CursesTerminalError)
  {
    terminal = try CursesTerminal(environment: environment, palette: setup.palette)
    program = PhoneProgram(
      runtime: runtime, theme: runtime.theme(setup.appearance),
      strings: StringTable(language: setup.language),
      glyphs: GlyphSet.detect(environment: environment),
      size: terminal.size)
  }

  /// Builds the app over `runtime` and takes the terminal, writing any failure to standard
  /// error as one line; nil when the session cannot start.
  static func start(setup: FrontSetup, runtime: Session, environment: [String: String])
    -> FrontSession?
  {
    if let refusal = TerminalRefusal.reason(environment: environment) {
      StandardStreams.writeErrorLine(refusal)
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
    case .quit, .reached, .key: return ExitCode.success
    case .signal(let signal): return 128 + signal
    }
  }
}

/// Opens the device of the vendor `setup` names and hands the runtime on: the one place the
/// interactive commands (`run`, `record`, `walkthrough`) pick a vendor.
protocol FrontSessionUser {
  /// What the user of the session returns.
  associatedtype Outcome
  /// Works with a session over `runtime`, on a device that held `record` of the app's use
  /// (nil for a device in memory).
  func use<Session: PhoneSession>(_ runtime: Session, record: TimeAway.Record?) -> Outcome
}

extension FrontSetup {
  /// Opens the device `device` for this setup's vendor (a Citrix scenario on an `MDXRuntime`,
  /// any other on an Intune `SessionRuntime`) and hands the runtime to `user`; nil, with the
  /// reason on standard error, when the device cannot be opened.
  func withRuntime<User: FrontSessionUser>(on device: DeviceChoice, _ user: User) -> User.Outcome? {
    if let mdx {
      switch device.mdxRuntime(for: mdx) {
      case .success(let (runtime, record)): return user.use(runtime, record: record)
      case .failure(let error):
        StandardStreams.writeErrorLine("mamsim: \(error.message)")
        return nil
      }
    }
    do {
      let (runtime, record) = try device.runtime(for: scenario)
      return user.use(runtime, record: record)
    } catch {
      StandardStreams.writeErrorLine("mamsim: \(error.message)")
      return nil
    }
  }
}
