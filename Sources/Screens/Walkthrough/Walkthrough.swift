import SessionEngine

/// A guided run of the first-policy test or the exit criteria: the steps, ticked from what the
/// engine observed (delegate callbacks and state changes — never screen text), with an explanation
/// whenever the user does a step differently.
public struct Walkthrough: Equatable, Sendable {
  /// Which test.
  public let kind: WalkthroughKind
  /// The steps, in order.
  public private(set) var steps: [WalkthroughStep]
  /// The latest explanation of something done differently, if any.
  public private(set) var note: String?
  /// When the walkthrough began.
  public let startedAt: Instant
  /// When the last step passed.
  public private(set) var finishedAt: Instant?
  /// The delegate callbacks seen so far.
  public private(set) var events: [EventLogEntry] = []

  private let targeted: TenantUser?
  private let untargeted: TenantUser?
  private let signInKeys: String
  /// Launch count when the restart prompt (or the app's own restart) came.
  private var launchesAtRestart: Int?
  private var notesAtSignOut: Int?
  private var launchesAtSignOut: Int?

  /// Starts a walkthrough of `kind` on `scenario` at `now`; the prepared (admin) steps are
  /// checked at once.
  public init(kind: WalkthroughKind, scenario: Scenario, now: Instant) {
    self.kind = kind
    self.startedAt = now
    let candidates = scenario.tenant.users.filter { $0.enabled && $0.licensed }
    targeted = candidates.first { scenario.policy(for: $0) != nil }
    untargeted = candidates.first { scenario.policy(for: $0) == nil }
    signInKeys =
      scenario.app.signInStyle == .app
      ? "type %@ in Work account, Tab, type %@, Enter"
      : "press Enter on Sign in, type %@, Tab, type %@, Enter"
    steps = []
    steps = kind == .firstPolicy ? firstPolicySteps(scenario) : exitCriteriaSteps(scenario)
    for problem in Walkthrough.preflight(kind: kind, scenario: scenario) { note = problem }
  }

  /// Why `scenario` cannot satisfy the test, one sentence each; empty when it can.
  public static func preflight(kind: WalkthroughKind, scenario: Scenario) -> [String] {
    var problems: [String] = []
    let candidates = scenario.tenant.users.filter { $0.enabled && $0.licensed }
    let targetedUser = candidates.first { scenario.policy(for: $0) != nil }
    if targetedUser == nil {
      problems.append(
        "No enabled, licensed account is targeted by a policy for \(scenario.app.bundleId): nobody can get the first policy."
      )
    }
    if kind == .firstPolicy, let user = targetedUser,
      scenario.policy(for: user)?.pinRequired == false
    {
      problems.append(
        "The policy does not require a PIN (pinRequired is false): the PIN step cannot happen.")
    }
    if kind == .exitCriteria, !candidates.contains(where: { scenario.policy(for: $0) == nil }) {
      problems.append(
        "The exit criteria need a licensed account that no policy targets; this scenario has none.")
    }
    return problems
  }

  /// The index of the step to do now (the first not yet reached), or nil when none is left.
  public var currentIndex: Int? {
    steps.firstIndex { $0.status == .pending }
  }

  /// Whether every step passed.
  public var isComplete: Bool { steps.allSatisfy(\.passed) }

  // MARK: - The steps

  private func instructionToSignIn(_ user: TenantUser?) -> String {
    guard let user else { return "No suitable account exists in this scenario." }
    return "Sign in as \(user.upn): " + fill(signInKeys, user.upn, user.password) + "."
  }

  private func fill(_ template: String, _ first: String, _ second: String) -> String {
    var parts = template.split(separator: "%@", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3 else { return template }
    parts[0] += first
    parts[1] += second
    return parts.joined()
  }

  private func firstPolicySteps(_ scenario: Scenario) -> [WalkthroughStep] {
    let bundle = scenario.app.bundleId
    let policy = targeted.flatMap { scenario.policy(for: $0) }
    let anyTargeting = scenario.policies.first { p in
      p.targetedBundleIds.contains { $0.lowercased() == bundle.lowercased() }
    }
    let group = policy.flatMap { p in
      scenario.tenant.groups.first { g in
        p.assignedGroupIds.contains(g.id) && targeted?.groups.contains(g.id) == true
      }
    }
    func prepared(_ title: String, _ detail: String, _ ok: Bool, _ why: String) -> WalkthroughStep {
      WalkthroughStep(
        title: title, instruction: "Prepared by the scenario: " + detail, prepared: true,
        status: ok ? .passed(at: startedAt.description) : .failed(reason: why))
    }
    let settings =
      policy.map { p in
        "\(p.displayName): PIN \(p.pinRequired ? "required" : "not required"), at least \(p.minimumPinLength) \(p.pinCharacterSet == .numeric ? "digits" : "characters"), asked again after \(p.periodOnlineBeforeAccessCheck.shortDescription) away."
      } ?? "no policy."
    return [
      prepared(
        "Create an app protection policy", settings, (anyTargeting ?? policy) != nil,
        "the scenario has no policy for \(bundle)"),
      prepared(
        "Target the app's bundle id", "the policy targets \(bundle).", anyTargeting != nil,
        "no policy targets \(bundle)"),
      prepared(
        "Assign it to a group with the test account",
        "assigned to \(group?.displayName ?? "a group") holding \(targeted?.upn ?? "nobody").",
        targeted != nil, "no licensed, enabled account is in an assigned group"),
      prepared(
        "Install the app", "\(scenario.app.name) \(scenario.app.version) is installed and open.",
        true, ""),
      WalkthroughStep(
        title: "Sign in with the targeted account", instruction: instructionToSignIn(targeted)),
      WalkthroughStep(
        title: "The SDK restarts the app with the policy",
        instruction: scenario.app.restartsItself
          ? "Wait: the app restarts itself once the policy arrives."
          : "On the restart prompt press Enter (OK); the app closes. Press Enter on the home screen to open it again."
      ),
      WalkthroughStep(
        title: "Set the app PIN",
        instruction:
          "After the splash, type a PIN twice (e.g. 2580); avoid 1111 or 1234 if simple PINs are blocked."
      ),
      WalkthroughStep(
        title: "Sign the managed account out",
        instruction: "Tab to Menu, Enter, then Down to Sign out and Enter."),
      WalkthroughStep(
        title: "Use the app signed out",
        instruction:
          "Write a note (Menu, New note, type a title, Enter), or quit and reopen the app."),
    ]
  }

  private func exitCriteriaSteps(_ scenario: Scenario) -> [WalkthroughStep] {
    [
      WalkthroughStep(
        title: "The app builds and runs", instruction: "Prepared: \(scenario.app.name) is open.",
        prepared: true,
        status: .passed(at: startedAt.description)),
      WalkthroughStep(
        title: "An untargeted account works unmanaged", instruction: instructionToSignIn(untargeted)
      ),
      WalkthroughStep(
        title: "Sign out", instruction: "Tab to Menu, Enter, then Down to Sign out and Enter."),
      WalkthroughStep(
        title: "Sign in with the targeted account", instruction: instructionToSignIn(targeted)),
      WalkthroughStep(
        title: "The app is managed and restarted",
        instruction:
          "On the restart prompt press Enter (OK), then Enter on the home screen to reopen the app."
      ),
    ]
  }

  // MARK: - Observing the engine

  /// Takes in what happened since the last call: new delegate callbacks and the state now.
  public mutating func observe(state: SessionState, log: EventLog, now: Instant) {
    for entry in log.entries.dropFirst(events.count) {
      events.append(entry)
      handle(entry.callback, state: state, at: entry.at)
    }
    checkState(state, now: now)
    if isComplete, finishedAt == nil { finishedAt = now }
  }

  private mutating func pass(_ index: Int, at instant: Instant) {
    guard steps.indices.contains(index), !steps[index].passed else { return }
    steps[index].status = .passed(at: instant.description)
    note = nil
  }

  private func explanation(for code: EnrollmentStatusCode, upn: String) -> String? {
    switch code {
    case .licensedNotTargeted:
      "\(upn) is licensed, but no policy targets it for this app: the service answered 225, so no restart will come."
    case .accountNotLicensed:
      "\(upn) has no Intune licence: the service answered 200; the app stays unmanaged."
    case .enrollmentEndPointNetworkFailure:
      "The device is offline: enrollment failed with 205 and will be tried again."
    default: nil
    }
  }

  private mutating func handle(
    _ callback: DelegateCallback, state: SessionState, at instant: Instant
  ) {
    guard let current = currentIndex else { return }
    switch (kind, callback) {
    case (.firstPolicy, .enrollmentRequest(let status)) where current == 4:
      if status.code == .newPoliciesReceived {
        pass(4, at: instant)
      } else if let why = explanation(for: status.code, upn: status.upn) {
        note =
          why
          + " Sign out (Menu, Sign out) and sign in as \(targeted?.upn ?? "the targeted account")."
      }
    case (.firstPolicy, .restartApplication) where current == 5:
      launchesAtRestart = state.launchCount
    case (.firstPolicy, .unenrollRequest(let status)) where current == 7:
      if status.code == .unenrollmentSuccess {
        pass(7, at: instant)
        notesAtSignOut = state.notes.count
        launchesAtSignOut = state.launchCount
      }
    case (.exitCriteria, .enrollmentRequest(let status)) where current == 1:
      if status.code == .licensedNotTargeted {
        pass(1, at: instant)
        note =
          "225 is right here: \(status.upn) is licensed but not targeted, and the app goes on unmanaged."
      } else if status.code == .newPoliciesReceived {
        note =
          "\(status.upn) is targeted by a policy; this step needs an account no policy targets, such as \(untargeted?.upn ?? "an untargeted one"). Finish the restart, sign out, and sign in with that one."
      } else if let why = explanation(for: status.code, upn: status.upn) {
        note = why + " This step needs \(untargeted?.upn ?? "a licensed, untargeted account")."
      }
    case (.exitCriteria, .enrollmentRequest(let status)) where current == 3:
      if status.code == .newPoliciesReceived {
        pass(3, at: instant)
      } else if let why = explanation(for: status.code, upn: status.upn) {
        note = why + " Sign out and sign in as \(targeted?.upn ?? "the targeted account")."
      }
    case (.exitCriteria, .restartApplication) where current == 4:
      launchesAtRestart = state.launchCount
    default:
      break
    }
  }

  private mutating func checkState(_ state: SessionState, now: Instant) {
    if case .signedOut(let error?) = state.signIn {
      note = Walkthrough.explain(error, targeted: targeted)
    }
    if case .setPin(.choose(let problem?)) = state.sdkScreen, currentIndex == 6 {
      note = "That PIN breaks a rule of the policy: \(Walkthrough.describe(problem)) Try another."
    }
    guard let current = currentIndex else { return }
    switch (kind, current) {
    case (.firstPolicy, 5), (.exitCriteria, 4):
      if let launches = launchesAtRestart, state.launchCount > launches, state.isManaged {
        pass(current, at: now)
      }
    case (.firstPolicy, 6):
      if state.pin.isSet, state.isManaged { pass(6, at: now) }
    case (.firstPolicy, 8):
      guard case .signedOut = state.signIn, state.isRunning else { return }
      if state.notes.count > (notesAtSignOut ?? .max)
        || state.launchCount > (launchesAtSignOut ?? .max)
      {
        pass(8, at: now)
      }
    case (.exitCriteria, 2):
      if case .signedOut = state.signIn, state.isRunning { pass(2, at: now) }
    default:
      break
    }
  }

  private static func explain(_ failure: AuthFailure, targeted: TenantUser?) -> String {
    let hint = targeted.map { " The targeted account is \($0.upn), password \($0.password)." } ?? ""
    switch failure {
    case .wrongPassword: return "The identity provider refused the password." + hint
    case .unknownUser: return "The tenant has no such account." + hint
    case .accountDisabled:
      return "That account is disabled in the tenant, so it cannot sign in." + hint
    case .networkUnavailable: return "The device is offline: turn the network back on (F4)."
    }
  }

  /// A PIN rule in a few words.
  static func describe(_ problem: PinProblem) -> String {
    switch problem {
    case .tooShort(let minimum): "it needs at least \(minimum) characters."
    case .digitsOnly: "a numeric PIN takes digits only."
    case .simple: "no repeats or runs such as 1111 or 1234 (simplePinBlocked)."
    case .numericNotAllowed: "a passcode needs a letter or a symbol."
    case .needsMixedCharacters: "a passcode needs a number, a letter and a symbol."
    case .mismatch: "the two entries must be the same."
    case .reused(let count): "it may not be one of the last \(count) PINs."
    case .expired(let days): "a PIN lasts \(days) days."
    }
  }
}
