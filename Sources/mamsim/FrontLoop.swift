import CursesTerminal
import Screens
import SessionEngine

/// The interactive loop: moves the session to the wall clock, draws what changed, reads keys.
///
/// Single-threaded. Each turn delivers what fell due, draws the frame if it differs from the one
/// on screen, then waits for a key no longer than the next scheduled event or 100 ms (the spinner
/// and the clock in the title turn with time).
struct FrontLoop {
  /// How a session ended.
  enum Ending: Equatable {
    /// The user quit (q or Ctrl-C).
    case quit
    /// A termination signal arrived; the terminal must be restored and the status be 128 + it.
    case signal(Int32)
  }

  /// The longest wait for a key between two looks at the clock.
  static let longestWait: Duration = .milliseconds(100)

  /// The app being shown.
  let app: MamsimApp
  /// The terminal it is shown in.
  let terminal: CursesTerminal

  /// Runs until the user quits or a signal arrives. `willHandle` sees each key, with the session
  /// instant it arrived at, before the app handles it.
  func run(willHandle: (Key, Instant) -> Void = { _, _ in }) -> Ending {
    // The session moves by the real time that passed, so it resumes from wherever its clock
    // stood (a stored device, or the device panel's jumps) rather than from zero.
    let clock = ContinuousClock()
    var last = clock.now
    let runtime = app.runtime
    func catchUp() {
      let now = clock.now
      runtime.advance(by: now - last)
      last = now
    }
    var onScreen: CellBuffer?
    while true {
      if let signal = terminal.pendingSignal { return .signal(signal) }
      catchUp()
      if app.shouldQuit { return .quit }
      let frame = app.render(size: terminal.size)
      if frame != onScreen {
        terminal.draw(frame)
        onScreen = frame
      }
      var wait = Self.longestWait
      if let due = runtime.nextDue {
        wait = min(wait, max(.zero, due.duration(since: runtime.now)))
      }
      guard let key = terminal.readKey(timeout: wait) else { continue }
      catchUp()
      willHandle(key, runtime.now)
      app.handle(key)
    }
  }
}
