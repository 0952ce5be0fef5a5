import MDXEngine
import SessionEngine
import Strings
import Walkthrough

/// The Citrix MDX runtime as the one program drives it.
extension MDXRuntime: PhoneSession {
  /// Whether the MDX app is running.
  public var appIsRunning: Bool { state.isRunning }

  /// The session as it is now.
  public func makeView() -> MDXSessionView { MDXSessionView(self) }

  /// Opens the MDX app (which hands off to Secure Hub when it must).
  public func launchApp() { send(.launch) }

  /// The device and clock changes an MDX app knows; any other is refused.
  public func applyWorld(_ change: WorldChange) throws(WorldChangeError) {
    guard apply(change) else { throw .notForVendor("Citrix MDX") }
  }

  /// MDX events and launches; the rest is the program's or the other vendor's.
  public func perform(_ command: FrontCommand) {
    switch command {
    case .mdx(let event): send(event)
    case .launchApp: send(.launch)
    // Secure Hub's hand-offs move the app in and out of sight as the MDX engine tells them;
    // the home screen does not.
    case .session, .data, .world, .quit, .appInFront: break
    }
  }

  /// A key on the running app restarts the inactivity timer.
  public func userTouchedPhone() {
    if state.phase == .running { send(.userActivity) }
  }

  /// The Citrix walkthrough over the scenario (an Intune one fails at once).
  public func walkthrough(_ kind: WalkthroughKind, strings: StringTable) -> Walkthrough {
    Walkthrough(mdx: scenario, kind: kind, now: now, strings: strings)
  }

  /// The walkthrough's report over the Citrix scenario.
  public func walkthroughReport(_ walkthrough: Walkthrough, json: Bool) -> String {
    let app = WalkthroughReport.App(
      scenario: scenario.name, name: scenario.appName, bundleId: scenario.bundleId)
    if json {
      return WalkthroughReport.json(
        walkthrough, app: app, endedAt: now, scrubber: LogScrubber(values: valuesToScrub))
    }
    return WalkthroughReport.markdown(walkthrough, app: app, endedAt: now)
  }

  /// Nothing: a Citrix scenario names no values to scrub.
  public var valuesToScrub: [String] { [] }

  /// The passwords of the directory's users not marked as demo accounts.
  public var privatePasswords: [String] {
    scenario.configuration.users.filter { !$0.isDemo }.map { $0.password.reveal() }
  }

  /// The system colours in `appearance`.
  public func theme(_ appearance: Appearance) -> Theme {
    appearance == .dark ? Theme.systemDark : Theme.systemLight
  }
}
