import SessionEngine
import Strings
import Walkthrough

/// The Intune session runtime as the one program drives it.
extension SessionRuntime: PhoneSession {
  /// Whether the app is running.
  public var appIsRunning: Bool { state.isRunning }

  /// The session as it is now.
  public func makeView() -> SessionView { SessionView(self) }

  /// Opens the app.
  public func launchApp() { launch() }

  /// The world change, as the runtime makes it.
  public func applyWorld(_ change: WorldChange) throws(WorldChangeError) {
    try apply(change)
  }

  /// Engine events, data actions and launches; the rest is the program's.
  public func perform(_ command: FrontCommand) {
    switch command {
    case .session(let event): send(event)
    case .launchApp: launch()
    case .data(let action, let surface): perform(action, on: surface)
    case .appInFront(let inFront):
      // As iOS tells a running app: away for long enough, its PIN is asked again on return.
      guard state.isRunning, state.inForeground != inFront else { return }
      send(inFront ? .movedToForeground(scenario.device) : .movedToBackground)
    case .mdx, .world, .quit: break
    }
  }

  /// Nothing: the Intune SDK keeps no inactivity timer of its own that a key resets.
  public func userTouchedPhone() {}

  /// An Intune walkthrough over the scenario (a Citrix one fails at once).
  ///
  /// The web-views walkthrough starts from a policy whose clipboard level keeps organization
  /// data out of the personal app: under `allApps` a refused and an allowed paste would look
  /// alike, so the targeted account's policy is set to `managedAppsWithPasteIn` first (an
  /// administrator's edit, logged like any other).
  public func walkthrough(_ kind: WalkthroughKind, strings: StringTable) -> Walkthrough {
    let first = Walkthrough(kind: kind, scenario: scenario, now: now, strings: strings)
    guard kind == .webViews, let upn = first.targetedAccount,
      let user = scenario.tenant.user(upn: upn), let policy = scenario.policy(for: user),
      policy.allowedOutboundClipboardSharingLevel == .allApps
    else { return first }
    let edit = PolicyEdit(
      policy: policy.id, property: "allowedOutboundClipboardSharingLevel",
      value: .string(ClipboardSharingLevel.managedAppsWithPasteIn.rawValue))
    guard (try? apply(.admin(.editPolicy(edit)))) != nil else { return first }
    return Walkthrough(kind: kind, scenario: scenario, now: now, strings: strings)
  }

  /// The walkthrough's report over the Intune scenario.
  public func walkthroughReport(_ walkthrough: Walkthrough, json: Bool) -> String {
    if json {
      return WalkthroughReport.json(
        walkthrough, scenario: scenario, endedAt: now, scrubber: LogScrubber(values: valuesToScrub))
    }
    return WalkthroughReport.markdown(walkthrough, scenario: scenario, endedAt: now)
  }

  /// The app's `ValuesToScrubFromLogging`.
  public var valuesToScrub: [String] { scenario.app.settings.valuesToScrubFromLogging }

  /// The passwords of the tenant's users not marked as demo accounts.
  public var privatePasswords: [String] {
    scenario.tenant.users.filter { !$0.isDemo }.map(\.password)
  }

  /// The app's own colours (its accent, its forced appearance) in `appearance`.
  public func theme(_ appearance: Appearance) -> Theme {
    Theme.resolve(settings: scenario.app.settings, appearance: appearance)
  }
}
