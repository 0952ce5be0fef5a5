import CursesTerminal
import Replay
import Screens

/// Plays a tape for a viewer on the real terminal: each stretch of the tape's time is waited out
/// in real time (divided by the speed), and Ctrl-C, q or a termination signal stops it.
final class LivePresenter: TapePresenter {
  private let terminal: CursesTerminal
  private let speed: Double
  private var onScreen: CellBuffer?
  /// The signal that stopped the replay, if one did.
  private(set) var signal: Int32?

  /// A presenter drawing on `terminal`, `speed` times faster than the tape's own timing.
  init(terminal: CursesTerminal, speed: Double) {
    self.terminal = terminal
    self.speed = speed
  }

  func show(_ app: MamsimApp) {
    let frame = app.render(size: terminal.size)
    guard frame != onScreen else { return }
    terminal.draw(frame)
    onScreen = frame
  }

  func pause(_ duration: Duration) -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + duration / speed
    while clock.now < end {
      if let pending = terminal.pendingSignal {
        signal = pending
        return false
      }
      let left = end - clock.now
      switch terminal.readKey(timeout: min(left, .milliseconds(50))) {
      case .control("c")?, .character("q")?: return false
      default: continue
      }
    }
    return true
  }
}
