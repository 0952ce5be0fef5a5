import Screens
import TerminalUI

/// Someone watching tapes play in real time on a terminal (`mamsim replay --live`): the program's
/// loop runs on that terminal with a paced clock, and q, Ctrl-C or a signal stops it.
public final class LiveViewer {
  /// The terminal the tapes are shown on.
  public let terminal: any Terminal
  /// How many times faster than the tape's own timing it plays.
  public let speed: Double
  /// The signal that stopped the replay, if one did.
  public internal(set) var signal: Int32?

  /// A viewer at `terminal`, `speed` times faster than the tape's own timing.
  public init(terminal: any Terminal, speed: Double) {
    self.terminal = terminal
    self.speed = speed
  }
}
