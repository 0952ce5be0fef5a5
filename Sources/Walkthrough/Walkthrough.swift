import SessionEngine
import Strings

/// A guided run of the first-policy test, the exit criteria, the web-view example or the first
/// Citrix MDX app (`Walkthrough+MDX`): the steps,
/// ticked from what the engine observed (delegate callbacks, state changes and data-protection
/// decisions — never screen text), with an explanation whenever the user does a step differently.
public struct Walkthrough: Equatable, Sendable {
  /// Which test.
  public let kind: WalkthroughKind
  /// The steps, in order.
  public internal(set) var steps: [WalkthroughStep]
  /// The latest explanation of something done differently, if any.
  public internal(set) var note: String?
  /// When the walkthrough began.
  public let startedAt: Instant
  /// When the last step passed.
  public internal(set) var finishedAt: Instant?
  /// The delegate callbacks seen so far.
  public private(set) var events: [EventLogEntry] = []
  /// How many data-protection decisions were seen so far.
  var decisionsSeen = 0
  /// The data-protection decisions seen during the walkthrough, for its report.
  public private(set) var decisionLog: [DataLogEntry] = []
  /// The words of its steps, explanations, checklist and report.
  public let strings: StringTable
  /// The tests whose steps follow one another, each from its first step.
  public internal(set) var parts: [WalkthroughPart]
  /// The check of the app's own files the integration walkthrough began with.
  public internal(set) var integration: IntegrationReport?

  let targeted: TenantUser?
  let untargeted: TenantUser?
  let signInKeys: StringKey
  /// Launch count when the restart prompt (or the app's own restart) came.
  private var launchesAtRestart: Int?
  /// Whether the app requires a policy (`MAMPolicyRequired`): the SDK applies the first policy
  /// as it arrives, so the restart step passes without a restart.
  let appliesPolicyAtOnce: Bool
  /// Whether the SDK protects the app's screens (`AppIntegration.protectsScenes`): when it does
  /// not, the policy arrives and no PIN is ever asked for, so the PIN step cannot pass.
  let protectsScenes: Bool
  private var notesAtSignOut: Int?
  /// Whether the Citrix app handed off to Secure Hub for a logon since the app last ran.
  var mdxHandedOff = false
  private var launchesAtSignOut: Int?

  /// Starts a walkthrough of `kind` on `scenario` at `now`, worded by `strings`; the prepared
  /// (admin) steps are checked at once.
  public init(
    kind: WalkthroughKind, scenario: Scenario, now: Instant, strings: StringTable = StringTable()
  ) {
    self.kind = kind
    self.startedAt = now
    self.strings = strings
    let candidates = scenario.tenant.users.filter { $0.enabled && $0.licensed }
    targeted = candidates.first { scenario.policy(for: $0) != nil }
    untargeted = candidates.first { scenario.policy(for: $0) == nil }
    signInKeys =
      scenario.app.signInStyle == .app ? .walkthroughSignInKeysApp : .walkthroughSignInKeysSDK
    appliesPolicyAtOnce = scenario.app.settings.mamPolicyRequired
    protectsScenes = scenario.app.integration.protectsScenes
    steps = []
    parts = [WalkthroughPart(kind: kind, start: 0)]
    switch kind {
    case .firstPolicy: steps = firstPolicySteps(scenario)
    case .exitCriteria: steps = exitCriteriaSteps(scenario)
    case .webViews: steps = webViewSteps(scenario, signIn: instructionToSignIn(targeted))
    case .firstMDXApp: steps = [Walkthrough.wrongVendorStep(needs: .citrix, strings: strings)]
    case .integration:
      // The first-policy test ends signed out with the app still working: the exit criteria
      // go on from there, with no step done twice.
      let first = firstPolicySteps(scenario)
      steps = first + exitCriteriaSteps(scenario)
      parts = [
        WalkthroughPart(kind: .firstPolicy, start: 0),
        WalkthroughPart(kind: .exitCriteria, start: first.count),
      ]
    }
    for problem in Walkthrough.preflight(kind: kind, scenario: scenario, strings: strings) {
      note = problem
    }
  }

  /// Why `scenario` cannot satisfy the test, one sentence each in `strings`' words; empty when it
  /// can.
  public static func preflight(
    kind: WalkthroughKind, scenario: Scenario, strings: StringTable = StringTable()
  ) -> [String] {
    var problems: [String] = []
    let candidates = scenario.tenant.users.filter { $0.enabled && $0.licensed }
    let targetedUser = candidates.first { scenario.policy(for: $0) != nil }
    if targetedUser == nil {
      problems.append(strings.text(.walkthroughPreflightNoTargeted, scenario.app.bundleId))
    }
    if kind == .firstPolicy || kind == .integration, let user = targetedUser,
      scenario.policy(for: user)?.pinRequired == false
    {
      problems.append(strings.text(.walkthroughPreflightNoPin))
    }
    if kind == .exitCriteria || kind == .integration,
      !candidates.contains(where: { scenario.policy(for: $0) == nil })
    {
      problems.append(strings.text(.walkthroughPreflightNoUntargeted))
    }
    if kind == .webViews { problems += webViewProblems(scenario, strings: strings) }
    if kind.vendor != .intune {
      problems = [strings.text(.walkthroughNeedsVendorDo, kind.vendor.rawValue)]
    }
    return problems
  }

  /// The index of the step to do now (the first not yet reached), or nil when none is left.
  public var currentIndex: Int? {
    steps.firstIndex { $0.status == .pending }
  }

  /// The test whose rules tick the current step, the step's index within that test, and the
  /// index the test starts at; nil when no step is left.
  var position: (kind: WalkthroughKind, step: Int, start: Int)? {
    guard let current = currentIndex,
      let part = parts.last(where: { $0.start <= current })
    else { return nil }
    return (part.kind, current - part.start, part.start)
  }

  /// Whether every step passed.
  public var isComplete: Bool { steps.allSatisfy(\.passed) }

  /// The account the next sign-in of the test needs (the current step's or a later one's), so
  /// the app's own hint names the same account as the checklist.
  public var nextAccount: String? {
    guard let index = currentIndex else { return nil }
    // A loop rather than a key path: this is read at every key a tape types.
    for step in steps[index...] {
      if let account = step.account { return account }
    }
    return nil
  }

  /// The UPN of the account the test signs in with as the targeted one, if any.
  public var targetedAccount: String? { targeted?.upn }

  // MARK: - The steps

  private func instructionToSignIn(_ user: TenantUser?) -> String {
    guard let user else { return strings.text(.walkthroughNoSuitableAccount) }
    return strings.text(
      .walkthroughSignInAs, user.upn,
      strings.text(signInKeys, user.upn, DemoPassword.shown(user, strings)))
  }

  private func firstPolicySteps(_ scenario: Scenario) -> [WalkthroughStep] {
    let bundle = scenario.app.bundleId
    let policy = targeted.flatMap { scenario.policy(for: $0) }
    let anyTargeting = scenario.policies.first { p in
      p.targetedBundleIds.contains { $0.lowercased() == bundle.lowercased() }
    }
    // Group ids are GUIDs, the same in any letter case.
    let group = policy.flatMap { p in
      scenario.tenant.groups.first { g in
        let id = g.id.lowercased()
        return p.assignedGroupIds.contains { $0.lowercased() == id }
          && targeted?.groups.contains { $0.lowercased() == id } == true
      }
    }
    let strings = strings
    func prepared(_ title: StringKey, _ detail: String, _ ok: Bool, _ why: String)
      -> WalkthroughStep
    {
      WalkthroughStep(
        title: strings.text(title),
        instruction: strings.text(.walkthroughPreparedByScenario, detail), prepared: true,
        status: ok
          ? .passed(at: ReportTime.text(startedAt, language: strings.language))
          : .failed(reason: why))
    }
    let settings =
      policy.map { p in
        strings.text(
          .walkthroughPolicySettings, p.displayName,
          strings.text(p.pinRequired ? .walkthroughPinRequired : .walkthroughPinNotRequired),
          strings.text(
            counting: p.minimumPinLength,
            p.pinCharacterSet == .numeric ? .walkthroughDigits : .walkthroughCharacters),
          p.periodOnlineBeforeAccessCheck.shortDescription)
      } ?? strings.text(.walkthroughNoPolicy)
    return [
      prepared(
        .walkthroughStepCreatePolicy, settings, (anyTargeting ?? policy) != nil,
        strings.text(.walkthroughNoPolicyFor, bundle)),
      prepared(
        .walkthroughStepTargetBundle, strings.text(.walkthroughPolicyTargets, bundle),
        anyTargeting != nil, strings.text(.walkthroughNoPolicyTargets, bundle)),
      prepared(
        .walkthroughStepAssignGroup,
        strings.text(
          .walkthroughAssignedTo, group?.displayName ?? strings.text(.walkthroughAGroup),
          targeted?.upn ?? strings.text(.walkthroughNobody)),
        targeted != nil, strings.text(.walkthroughNoAssignedAccount)),
      prepared(
        .walkthroughStepInstall,
        strings.text(.walkthroughInstalled, scenario.app.name, scenario.app.version), true, ""),
      WalkthroughStep(
        title: strings.text(.walkthroughStepSignInTargeted),
        instruction: instructionToSignIn(targeted), account: targeted?.upn),
      WalkthroughStep(
        title: strings.text(.walkthroughStepRestart),
        instruction: strings.text(restartInstruction(scenario.app))),
      WalkthroughStep(
        title: strings.text(.walkthroughStepSetPin),
        instruction: Walkthrough.setPinInstruction(policy, strings: strings)),
      WalkthroughStep(
        title: strings.text(.walkthroughStepSignOutManaged),
        instruction: strings.text(.walkthroughSignOutHow)),
      WalkthroughStep(
        title: strings.text(.walkthroughStepUseSignedOut),
        instruction: strings.text(
          scenario.app.settings.mamPolicyRequired
            ? .walkthroughStepNeedsUnmanagedApp : .walkthroughUseSignedOutHow)),
    ]
  }

  private func exitCriteriaSteps(_ scenario: Scenario) -> [WalkthroughStep] {
    [
      WalkthroughStep(
        title: strings.text(.walkthroughStepBuildsAndRuns),
        instruction: strings.text(.walkthroughPreparedOpen, scenario.app.name), prepared: true,
        status: .passed(at: ReportTime.text(startedAt, language: strings.language))),
      WalkthroughStep(
        title: strings.text(.walkthroughStepUntargeted),
        instruction: scenario.app.settings.mamPolicyRequired
          ? strings.text(.walkthroughStepNeedsUnmanagedApp) : instructionToSignIn(untargeted),
        account: untargeted?.upn),
      WalkthroughStep(
        title: strings.text(.walkthroughStepSignOut),
        instruction: strings.text(.walkthroughSignOutHow)),
      WalkthroughStep(
        title: strings.text(.walkthroughStepSignInTargeted),
        instruction: instructionToSignIn(targeted), account: targeted?.upn),
      WalkthroughStep(
        title: strings.text(.walkthroughStepManagedRestarted),
        instruction: strings.text(
          scenario.app.settings.mamPolicyRequired
            ? .walkthroughPolicyAppliesAtOnce : .walkthroughRestartPromptReopen)),
    ]
  }

  /// What to do for the restart step: wait when the SDK applies the policy at once or the app
  /// restarts itself, else answer the restart prompt.
  private func restartInstruction(_ app: AppDescription) -> StringKey {
    if app.settings.mamPolicyRequired { return .walkthroughPolicyAppliesAtOnce }
    return app.restartsItself ? .walkthroughRestartsItself : .walkthroughRestartPrompt
  }

  // MARK: - Observing the engine

  /// Takes in what happened since the last call: new delegate callbacks, new data-protection
  /// decisions and the state now.
  public mutating func observe(
    state: SessionState, log: EventLog, now: Instant, decisions: [DataLogEntry] = []
  ) {
    for entry in log.entries.dropFirst(events.count) {
      events.append(entry)
      handle(entry.callback, state: state, at: entry.at)
    }
    if decisions.count < decisionsSeen { decisionsSeen = 0 }
    for entry in decisions.dropFirst(decisionsSeen) {
      decisionsSeen += 1
      decisionLog.append(entry)
      guard kind == .webViews, let current = currentIndex,
        let step = Walkthrough.webViewStep(for: entry, current: current)
      else { continue }
      pass(step, at: entry.at)
    }
    checkState(state, now: now)
    if isComplete, finishedAt == nil { finishedAt = now }
  }

  mutating func pass(_ index: Int, at instant: Instant) {
    guard steps.indices.contains(index), !steps[index].passed else { return }
    steps[index].status = .passed(at: ReportTime.text(instant, language: strings.language))
    note = nil
  }

  /// The launch count the restart for the first policy starts from: an app that restarts
  /// itself (`restartApplication` answering YES) has launched again by the time its callback is
  /// looked at, so it is the one before.
  private static func launchBeforeRestart(_ state: SessionState, appRestartsItself: Bool) -> Int {
    appRestartsItself && state.isRunning ? state.launchCount - 1 : state.launchCount
  }

  private func explanation(for code: EnrollmentStatusCode, upn: String) -> String? {
    switch code {
    case .licensedNotTargeted: strings.text(.walkthroughExplain225, upn)
    case .accountNotLicensed: strings.text(.walkthroughExplain200, upn)
    case .enrollmentEndPointNetworkFailure: strings.text(.walkthroughExplain205)
    default: nil
    }
  }

  private mutating func handle(
    _ callback: DelegateCallback, state: SessionState, at instant: Instant
  ) {
    guard let (kind, current, start) = position else { return }
    func pass(_ step: Int, at instant: Instant) { self.pass(start + step, at: instant) }
    switch (kind, callback) {
    case (.firstPolicy, .enrollmentRequest(let status)) where current == 4:
      if status.code == .newPoliciesReceived {
        pass(4, at: instant)
      } else if let why = explanation(for: status.code, upn: status.upn) {
        note = strings.text(
          .walkthroughThenMenuSignInTargeted, why,
          targeted?.upn ?? strings.text(.walkthroughTheTargetedAccount))
      }
    case (.firstPolicy, .restartApplication(let itself)) where current == 5:
      launchesAtRestart = Self.launchBeforeRestart(state, appRestartsItself: itself)
    case (.firstPolicy, .unenrollRequest(let status)) where current == 7:
      if status.code == .unenrollmentSuccess {
        pass(7, at: instant)
        notesAtSignOut = state.notes.count
        launchesAtSignOut = state.launchCount
      }
    case (.exitCriteria, .enrollmentRequest(let status)) where current == 1:
      if status.code == .licensedNotTargeted {
        pass(1, at: instant)
        note = strings.text(.walkthroughRightHere225, status.upn)
      } else if status.code == .newPoliciesReceived {
        note = strings.text(
          .walkthroughTargetedNotWanted, status.upn,
          untargeted?.upn ?? strings.text(.walkthroughAnUntargetedOne))
      } else if let why = explanation(for: status.code, upn: status.upn) {
        // An unlicensed account stays signed in: the notes list has no Sign in until it signs
        // out. A network failure only needs the network back.
        note = strings.text(
          status.code == .accountNotLicensed
            ? .walkthroughThenMenuSignInTargeted : .walkthroughStepNeeds, why,
          untargeted?.upn ?? strings.text(.walkthroughALicensedUntargeted))
      }
    case (.exitCriteria, .enrollmentRequest(let status)) where current == 3:
      if status.code == .newPoliciesReceived {
        pass(3, at: instant)
      } else if let why = explanation(for: status.code, upn: status.upn) {
        note = strings.text(
          .walkthroughThenSignInTargeted, why,
          targeted?.upn ?? strings.text(.walkthroughTheTargetedAccount))
      }
    case (.exitCriteria, .restartApplication(let itself)) where current == 4:
      launchesAtRestart = Self.launchBeforeRestart(state, appRestartsItself: itself)
    default:
      break
    }
  }

  private mutating func checkState(_ state: SessionState, now: Instant) {
    if case .signedOut(let error?) = state.signIn {
      note = Walkthrough.explain(error, targeted: targeted, strings: strings)
    }
    if case .setPin(.choose(let problem?)) = state.sdkScreen, position?.kind == .firstPolicy,
      position?.step == 6
    {
      // Two PINs that differ broke no rule of the policy: only the typing.
      note =
        problem == .mismatch
        ? strings.text(.walkthroughPinMismatch)
        : strings.text(.walkthroughPinBreaksRule, Walkthrough.describe(problem, strings: strings))
    }
    guard let (kind, current, start) = position else { return }
    func pass(_ step: Int, at instant: Instant) { self.pass(start + step, at: instant) }
    switch (kind, current) {
    case (.firstPolicy, 5), (.exitCriteria, 4):
      if appliesPolicyAtOnce, state.isManaged { pass(current, at: now) }
      if let launches = launchesAtRestart, state.launchCount > launches, state.isManaged {
        pass(current, at: now)
      }
    case (.firstPolicy, 6):
      if state.pin.isSet, state.isManaged { pass(6, at: now) }
      if !protectsScenes, state.isManaged, state.isRunning {
        // Said on the spot, at the step, and the test goes on: waiting would wait forever.
        steps[start + 6].status = .failed(reason: strings.text(.walkthroughPinNotEnforced))
      }
    case (.firstPolicy, 7):
      // Signed out, still enrolled: the unenrollment this step waits for never comes.
      if case .signedOut = state.signIn, state.isRunning, state.registration != nil {
        steps[start + 7].status = .failed(reason: strings.text(.walkthroughSignOutKeepsAccount))
      }
    case (.firstPolicy, 8):
      guard case .signedOut = state.signIn, state.isRunning else { return }
      if appliesPolicyAtOnce {
        // The SDK asks for an account again instead of the app: the step can never pass.
        steps[start + 8].status = .failed(reason: strings.text(.walkthroughStepNeedsUnmanagedApp))
        return
      }
      // Used means the app's own screen, not the SDK's in front of it.
      guard state.sdkScreen == nil else { return }
      if state.notes.count > (notesAtSignOut ?? .max)
        || state.launchCount > (launchesAtSignOut ?? .max)
      {
        pass(8, at: now)
      }
    case (.exitCriteria, 2):
      if case .signedOut = state.signIn, state.isRunning { pass(2, at: now) }
    case (.webViews, 1):
      if state.isManaged, state.pin.isSet { pass(1, at: now) }
    default:
      break
    }
  }

  private static func explain(
    _ failure: AuthFailure, targeted: TenantUser?, strings: StringTable
  ) -> String {
    let why: StringKey
    switch failure {
    case .wrongPassword: why = .walkthroughAuthWrongPassword
    case .unknownUser: why = .walkthroughAuthUnknownUser
    case .accountDisabled: why = .walkthroughAuthDisabled
    case .networkUnavailable: return strings.text(.walkthroughAuthOffline)
    }
    guard let targeted else { return strings.text(why) }
    return strings.text(
      .walkthroughAuthHint, strings.text(why), targeted.upn, DemoPassword.shown(targeted, strings))
  }

  /// A PIN rule in a few words, in `strings`' words.
  static func describe(_ problem: PinProblem, strings: StringTable = StringTable()) -> String {
    switch problem {
    case .tooShort(let minimum): strings.text(counting: minimum, .walkthroughRuleTooShort)
    case .digitsOnly: strings.text(.walkthroughRuleDigitsOnly)
    case .simple: strings.text(.walkthroughRuleSimple)
    case .numericNotAllowed: strings.text(.walkthroughRuleNumericNotAllowed)
    case .needsMixedCharacters: strings.text(.walkthroughRuleMixed)
    case .mismatch: strings.text(.walkthroughRuleMismatch)
    case .reused(let count): strings.text(counting: count, .walkthroughRuleReused)
    case .expired(let days): strings.text(counting: days, .walkthroughRuleExpired)
    case .rulesChanged: strings.text(.walkthroughRuleRulesChanged)
    }
  }

  /// How to set the PIN the targeted user's `policy` asks for: its length with an example that
  /// passes, and a warning about simple PINs only when the policy refuses them.
  static func setPinInstruction(_ policy: AppProtectionPolicy?, strings: StringTable) -> String {
    let length = max(4, min(10, policy?.minimumPinLength ?? 4))
    let example = String("2580137946".prefix(length))
    var text = strings.text(.walkthroughSetPinHow, length, example)
    if policy?.simplePinBlocked == true { text += " " + strings.text(.walkthroughSetPinSimple) }
    return text
  }

}
