import MDXEngine
import SessionEngine
import Strings

extension Walkthrough {
  /// Starts a walkthrough of `kind` on the Citrix `scenario` at `now`, worded by `strings`.
  ///
  /// The first-MDX-app walkthrough: Secure Hub on the phone, enrolment, the Citrix PIN, a
  /// managed app's answers, a logon handed off to Secure Hub, and the administrator's App lock,
  /// each step ticked from the MDX engine's state. An Intune walkthrough on a Citrix phone is one
  /// failed step that says which scenario it needs.
  public init(
    mdx scenario: MDXScenario, kind: WalkthroughKind = .firstMDXApp, now: Instant,
    strings: StringTable = StringTable()
  ) {
    self.kind = kind
    startedAt = now
    self.strings = strings
    targeted = nil
    untargeted = nil
    signInKeys = .walkthroughSignInKeysSDK
    appliesPolicyAtOnce = false
    protectsScenes = true
    parts = [WalkthroughPart(kind: kind, start: 0)]
    let configuration = scenario.configuration
    let user = configuration.users.first
    let enrol =
      user.map {
        strings.text(
          .mdxWalkEnrolDo, configuration.serverAddress, $0.samAccountName,
          DemoPassword.shown($0, strings))
      } ?? strings.text(.mdxWalkEnrolNoUser, configuration.serverAddress)
    steps = [
      WalkthroughStep(
        title: strings.text(.mdxWalkHubTitle),
        instruction: strings.text(.mdxWalkHubDo, strings.text(.mdxHubInstall))),
      WalkthroughStep(title: strings.text(.mdxWalkEnrolTitle), instruction: enrol),
      WalkthroughStep(
        title: strings.text(.mdxWalkPinTitle),
        instruction: strings.text(.mdxWalkPinDo, configuration.pinLength)),
      WalkthroughStep(
        title: strings.text(.mdxWalkManagedTitle), instruction: strings.text(.mdxWalkManagedDo)),
      WalkthroughStep(
        title: strings.text(.mdxWalkLogonTitle),
        instruction: strings.text(.mdxWalkLogonDo, strings.text(.mdxLogonForce))),
      WalkthroughStep(
        title: strings.text(.mdxWalkLockTitle), instruction: strings.text(.mdxWalkLockDo)),
    ]
    if kind.vendor != .citrix {
      steps = [Walkthrough.wrongVendorStep(needs: kind.vendor, strings: strings)]
    } else if configuration.mode != .managed {
      note = strings.text(.mdxWalkNotManaged)
    }
  }

  /// The one step of a walkthrough started on the other vendor's phone: failed, naming the
  /// vendor whose scenario it needs.
  public static func wrongVendorStep(needs vendor: ScenarioVendor, strings: StringTable)
    -> WalkthroughStep
  {
    let instruction = strings.text(.walkthroughNeedsVendorDo, vendor.rawValue)
    return WalkthroughStep(
      title: strings.text(.walkthroughNeedsVendorTitle), instruction: instruction,
      status: .failed(reason: instruction))
  }

  /// Takes in the MDX engine's state now: each step passes when the state shows it done, in
  /// order (never from what the screen says).
  public mutating func observe(mdx state: MDXState, now: Instant) {
    guard kind == .firstMDXApp else { return }
    while let current = currentIndex, passes(current, state) {
      pass(current, at: now)
    }
    if currentIndex == 4, state.phase == .hubLogon { mdxHandedOff = true }
    // Locked by the administrator before the forced logon: the logon cannot be done from the
    // locked screen, so the step says how to go on (and the note goes once it is not so).
    let lockedEarly = strings.text(.mdxWalkLockedEarly, strings.text(.mdxRowAppUnlock))
    if currentIndex == 4, state.phase == .adminLocked {
      note = lockedEarly
    } else if note == lockedEarly {
      note = nil
    }
    // An app outside managed mode never passes the managed step: say so while it waits.
    if state.configuration.mode != .managed, currentIndex != nil {
      note = strings.text(.mdxWalkNotManaged)
    }
    if isComplete, finishedAt == nil { finishedAt = now }
  }

  /// Whether step `index` of the first-MDX-app walkthrough is done in `state`.
  private mutating func passes(_ index: Int, _ state: MDXState) -> Bool {
    switch index {
    case 0: return state.secureHubInstalled
    // Enrolled once Secure Hub took the server and the directory account (the PIN is next).
    case 1: return state.enrolledUser != nil || state.pendingUser != nil
    case 2: return state.pin != nil
    case 3:
      return state.phase == .running
        && MdxManager.answer("isAppManaged", policy: "", state)?.value == "true"
    case 4:
      if state.phase == .hubLogon { mdxHandedOff = true }
      return mdxHandedOff && state.phase == .running
    case 5: return state.phase == .adminLocked
    default: return false
    }
  }
}
