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
    let clock = WallClock()
    let runtime = app.runtime
    var onScreen: CellBuffer?
    while true {
      if let signal = terminal.pendingSignal { return .signal(signal) }
      runtime.advance(to: clock.now)
      if app.shouldQuit { return .quit }
      let frame = app.render(size: terminal.size)
      if frame != onScreen {
        terminal.draw(frame)
        onScreen = frame
      }
      var wait = Self.longestWait
      if let due = runtime.nextDue {
        wait = min(wait, max(.zero, due.duration(since: clock.now)))
      }
      guard let key = terminal.readKey(timeout: wait) else { continue }
      let now = clock.now
      runtime.advance(to: now)
      willHandle(key, runtime.now)
      app.handle(key)
    }
  }
}
