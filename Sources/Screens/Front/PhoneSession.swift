import SessionEngine
import Strings
import Walkthrough

/// A phone session of either vendor as the one program drives it: the Intune `SessionRuntime`
/// or the Citrix `MDXRuntime`, each made to fit in a file of its own beside the others.
///
/// The program hands it the front's commands, the world's changes and the clock; the pure
/// front reads it only through the value `makeView()` returns. Whatever differs between the
/// vendors (their screens, what a control does, the panels, the help, the walkthroughs) lives
/// behind this protocol and `PhoneSessionView`, never in an `if` on the vendor.
public protocol PhoneSession: AnyObject {
  /// What the front reads of the session, as a value.
  associatedtype View: PhoneSessionView

  /// The current instant.
  var now: Instant { get }
  /// The next instant at which something falls due (a timer, a service's answer), if any.
  var nextDue: Instant? { get }
  /// The next instant after which the screen may read differently than a run of check-ins that
  /// change nothing but their time would leave it; `nextDue` unless the session knows better.
  var nextNotableDue: Instant? { get }
  /// Changes whenever anything the front reads changes (state, world, log, clock).
  var revision: UInt64 { get }
  /// Whether the app under test is running.
  var appIsRunning: Bool { get }

  /// The session as it is now, for the front to read.
  func makeView() -> View
  /// Opens the app from the phone's home screen.
  func launchApp()
  /// Moves the clock to `target`, delivering what falls due on the way.
  func advance(to target: Instant)
  /// Makes a change to the world (a panel row, or a tape's `Device`, `Admin` or `Advance` line).
  func applyWorld(_ change: WorldChange) throws(WorldChangeError)
  /// Carries out a command of the front meant for the session: an engine event, a data action,
  /// opening the app. The program itself handles `.world` and `.quit`.
  func perform(_ command: FrontCommand)
  /// Says that the user touched the phone (a key or a click on it, not on a panel or overlay).
  func userTouchedPhone()
  /// A walkthrough of `kind` over this session's world starting now, worded by `strings` (one
  /// failed step naming the scenario it needs when `kind` is for the other vendor).
  func walkthrough(_ kind: WalkthroughKind, strings: StringTable) -> Walkthrough
  /// The walkthrough's report now, in Markdown or (with `json`) JSON; the JSON scrubs
  /// `valuesToScrub` from its strings, the Markdown is left for the caller to scrub.
  func walkthroughReport(_ walkthrough: Walkthrough, json: Bool) -> String
  /// The values recordings, reports and logs mask (the app's `ValuesToScrubFromLogging`).
  var valuesToScrub: [String] { get }
  /// The passwords of the scenario's accounts not marked as demo ones, which a recording masks
  /// wherever they show (typed into a text field by `Password`, say); a demo account's
  /// password is shown on purpose, on the sign-in screen and in the side panel.
  var privatePasswords: [String] { get }
  /// The colours the app draws in for `appearance`.
  func theme(_ appearance: Appearance) -> Theme
}

extension PhoneSession {
  /// A session that knows of no quiet runs: the next thing due.
  public var nextNotableDue: Instant? { nextDue }
}
