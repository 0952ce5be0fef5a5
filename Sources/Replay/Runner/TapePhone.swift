import Screens
import SessionEngine

/// A phone session a tape can play on: the one program's `PhoneSession`, and what a tape asks
/// of a vendor beyond keys, the clock and the screen.
///
/// `SessionRuntime` (Intune) and `MDXRuntime` (Citrix) conform, each in a file of its own, so
/// that one `TapeSession` plays every tape and the vendor's own lines — `Expect Event` and
/// `Expect Clipboard` for Intune, `Mdx` and `Expect Mdx` for Citrix — dispatch through here.
protocol TapePhone: PhoneSession {
  /// The language the screens speak when the tape does not set one.
  var defaultLanguage: Language { get }
  /// The scenario's accounts, whose passwords `Password` lines type.
  var passwords: TapePasswords { get }
  /// Ends the app, as iOS does (a tape's `Relaunch` then opens it again).
  func terminateApp()
  /// Whether the session has a delegate whose callbacks `Expect Event` and `Wait Event` read.
  var logsDelegateCallbacks: Bool { get }
  /// Carries out or checks one of the vendor's own lines: nil when it passed, else why not
  /// (another vendor's line is refused with a sentence naming the vendor it is for).
  /// `checkpoint` is where the last `Expect Event` matched in the delegate log.
  func vendorLine(_ command: TapeCommand, checkpoint: inout Int) -> String?
}
