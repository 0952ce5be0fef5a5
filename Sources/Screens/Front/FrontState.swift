import SessionEngine
import TerminalUI
import Walkthrough

/// Everything the front holds beyond the engine: the phone's focus and typed text (`ui`), the
/// guided test being walked through, the terminal's size, and a notice for the status line.
///
/// Changed only by `Front.update` (inputs) and `ScreenSettler` (keeping in step with the
/// session), so that a test can state exactly what an input does to it.
public struct FrontState: Equatable, Sendable {
  /// Focus, typed fields, open panels and overlays.
  public var ui = UIState()
  /// The guided test being walked through, if any, as far as the session has gone.
  public var walkthrough: Walkthrough?
  /// The terminal's size, as the last `resize` input gave it.
  public var size: TerminalSize
  /// A sentence for the status line until the next key (a change to the world was refused).
  public var notice: String?

  /// A fresh front on a terminal of `size`.
  public init(size: TerminalSize) {
    self.size = size
  }

  /// Whether the terminal is too small to show the phone: then only quitting, the help and
  /// resizing act, so that nothing reaches a screen the user cannot see.
  public var isTooSmall: Bool { Layout(size: size) == nil }
}
