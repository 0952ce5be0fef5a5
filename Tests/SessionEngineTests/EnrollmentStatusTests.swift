import Testing

@testable import SessionEngine

/// Each enrollment and check-in outcome, with the status the delegate sees and the retry that follows.
@Suite struct EnrollmentStatusTests {
  @Test func unlicensedAccountGets200AndRetriesIn12Hours() {
    let runtime = Harness.runtime()
    runtime.launch()
    runtime.signInWithApp(Harness.casey)
    #expect(runtime.callbackSummary == ["enrollmentRequest 200"])
    guard case .waitingToRetry(let retryAt, .accountNotLicensed) = runtime.state.registration?.phase
    else {
      Issue.record(
        "expected a retry after 200, got \(String(describing: runtime.state.registration))")
      return
    }
    #expect(retryAt == Instant(milliseconds: 1400).advanced(by: RetryPolicy.notTargetedRetry))
    // The retry really happens, and is refused again.
    runtime.advance(by: .seconds(12 * 3600))
    #expect(runtime.callbackSummary == ["enrollmentRequest 200", "enrollmentRequest 200"])
  }

  @Test func licensedButNotTargetedGets225() {
    let runtime = Harness.runtime()
    runtime.launch()
    runtime.signInWithApp(Harness.blake)
    #expect(runtime.callbackSummary == ["enrollmentRequest 225"])
    #expect(runtime.state.signIn == .signedIn(Harness.blake.account))
  }

  @Test func disabledAccountCannotSignIn() {
    let runtime = Harness.runtime()
    runtime.launch()
    runtime.signInWithApp(Harness.drew)
    #expect(runtime.state.signIn == .signedOut(error: .accountDisabled))
    #expect(runtime.callbacks.isEmpty)
  }

  @Test func wrongPasswordAndUnknownUserAreRefused() {
    let runtime = Harness.runtime()
    runtime.launch()
    runtime.signInWithApp(Harness.alex, password: "nope")
    #expect(runtime.state.signIn == .signedOut(error: .wrongPassword))
    runtime.send(.appSignInSubmitted(upn: "who@contoso.com", password: Secret("x")))
    runtime.advance(by: .seconds(1))
    #expect(runtime.state.signIn == .signedOut(error: .unknownUser))
  }

  @Test func networkFailureThenRetrySucceeds() {
    let runtime = Harness.runtime()
    runtime.launch()
    runtime.send(
      .appSignInSubmitted(upn: Harness.alex.upn, password: Secret(Harness.alex.password)))
    runtime.advance(by: .milliseconds(599))  // the sign-in reached the identity provider online
    runtime.apply(.online(false))
    runtime.advance(by: .seconds(1))
    #expect(runtime.state.signIn == .signedIn(Harness.alex.account))
    #expect(runtime.callbackSummary == ["enrollmentRequest 205"])
    #expect(
      runtime.due(.enrollmentRetry) == Instant(milliseconds: 1400).advanced(by: .seconds(300)))
    runtime.advance(by: .seconds(301))  // the retry at 301.4 s, answered at 302.2 s
    #expect(runtime.callbackSummary == ["enrollmentRequest 205", "enrollmentRequest 205"])
    // The back-off doubles: the second failure (at 302.2 s) waits 10 minutes.
    #expect(
      runtime.due(.enrollmentRetry) == Instant(milliseconds: 302_200).advanced(by: .seconds(600)))
    runtime.apply(.online(true))
    runtime.advance(by: .seconds(602))
    #expect(
      runtime.callbackSummary.suffix(3) == [
        "enrollmentRequest 100", "policyRequest 100", "restartApplication",
      ])
  }

  @Test func checkInOfflineGets212AndBacksOff() {
    let runtime = Harness.managed()
    let before = runtime.log.entries.count
    runtime.apply(.online(false))
    runtime.advance(by: .seconds(30 * 60 + 1))
    #expect(runtime.callbackSummary.dropFirst(before) == ["policyRequest 212"])
    #expect(runtime.state.networkFailures == 1)
    runtime.apply(.online(true))
    runtime.advance(by: .seconds(5 * 60 + 1))
    #expect(
      runtime.callbackSummary.dropFirst(before) == ["policyRequest 212", "policyRequest 101"])
    #expect(runtime.state.networkFailures == 0)
  }

  @Test func cancelledSDKSignInGets219() {
    let runtime = Harness.runtime { $0.app.signInStyle = .sdk }
    runtime.launch()
    runtime.send(.appSignInRequested)
    guard case .signInPrompt(let prompt) = runtime.state.sdkScreen else {
      Issue.record("expected the SDK's sign-in prompt")
      return
    }
    #expect(prompt.reason == .loginAndEnroll)
    #expect(prompt.cancellable)
    runtime.send(.sdkSignInCancelled)
    #expect(runtime.callbackSummary == ["enrollmentRequest 219"])
    #expect(runtime.state.sdkScreen == nil)
  }

  @Test func sdkSignInUsesTheMDMUserAndEnrolls() {
    let runtime = Harness.runtime {
      $0.app.signInStyle = .sdk
      $0.device.mdmUser = "alex@contoso.com"
    }
    runtime.launch()
    runtime.send(.appSignInRequested)
    #expect(
      runtime.state.sdkScreen
        == .signInPrompt(
          SignInPrompt(reason: .loginAndEnroll, upn: "alex@contoso.com", cancellable: true)))
    runtime.send(
      .sdkSignInSubmitted(upn: "alex@contoso.com", password: Secret(Harness.alex.password)))
    runtime.advance(by: .seconds(3))
    #expect(
      runtime.callbackSummary == [
        "enrollmentRequest 100", "policyRequest 100", "restartApplication",
      ])
    #expect(runtime.state.signIn == .signedIn(Harness.alex.account))
  }

  @Test func registeringAgainIsIgnoredOnceEnrolled() {
    let runtime = Harness.runtime { $0.app.registersOnEveryLaunch = true }
    runtime.launch()
    runtime.signInWithApp(Harness.alex)
    runtime.send(.restartAcknowledged)
    let before = runtime.callbackSummary
    #expect(before.first == "enrollmentRequest 100", "\(before)")
    runtime.launch()
    runtime.advance(by: .seconds(5))
    #expect(
      !runtime.callbackSummary.dropFirst(before.count).contains {
        $0.hasPrefix("enrollmentRequest")
      },
      "\(runtime.callbackSummary)")
  }

  @Test func anotherAccountWhileOneIsEnrolledGets227() {
    // An app that forgets to unenroll at sign-out leaves the first account enrolled.
    let runtime = Harness.runtime { $0.app.unenrollsOnSignOut = false }
    runtime.launch()
    runtime.signInWithApp(Harness.alex)
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.typePin("2580")
    runtime.typePin("2580")
    runtime.send(.signOutRequested)
    #expect(runtime.state.enrolledAccount == Harness.alex.account)
    runtime.signInWithApp(Harness.blake)
    #expect(runtime.callbackSummary.last == "enrollmentRequest 227")
  }

  @Test func policyRequiredWithoutAccountAsksToSignInWith203() {
    let runtime = Harness.runtime {
      $0.app.settings.mamPolicyRequired = true
      $0.app.settings.autoEnrollOnLaunch = true
    }
    runtime.launch()
    #expect(runtime.state.sdkScreen == .splash)
    runtime.advance(by: .seconds(2))
    #expect(
      runtime.state.sdkScreen
        == .signInPrompt(SignInPrompt(reason: .authRequired, cancellable: false)))
    #expect(runtime.callbackSummary == ["enrollmentRequest 203"])
    runtime.send(
      .sdkSignInSubmitted(upn: Harness.alex.upn, password: Secret(Harness.alex.password)))
    runtime.advance(by: .milliseconds(600))
    #expect(runtime.state.sdkScreen == .connecting)
    runtime.advance(by: .seconds(3))
    // No restart in this mode: straight to the PIN.
    #expect(
      runtime.callbackSummary == [
        "enrollmentRequest 203", "enrollmentRequest 100", "policyRequest 100",
      ])
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
  }

  /// An app that requires a policy and enrolls at launch, with `user` signed in at its prompt.
  private func signedInWhereAPolicyIsRequired(_ user: TenantUser) -> SessionRuntime {
    let runtime = Harness.runtime {
      $0.app.settings.mamPolicyRequired = true
      $0.app.settings.autoEnrollOnLaunch = true
    }
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.send(.sdkSignInSubmitted(upn: user.upn, password: Secret(user.password)))
    runtime.advance(by: .seconds(3))
    return runtime
  }

  @Test func policyRequiredWithUntargetedAccountIsBlockedAndSaysWhy() {
    let runtime = signedInWhereAPolicyIsRequired(Harness.blake)
    #expect(runtime.state.sdkScreen == .enrollmentBlocked(.noPolicy))
    runtime.send(.removeAccountChosen)
    #expect(runtime.state.registration == nil)
    guard case .signInPrompt(let prompt) = runtime.state.sdkScreen else {
      Issue.record("Remove Account should bring the sign-in prompt back")
      return
    }
    #expect(prompt.reason == .authRequired)
    runtime.send(.closeApplicationChosen)
    #expect(runtime.state.process == .notRunning(lastExit: .closedByUser))
  }

  @Test func policyRequiredAppAsksForAnAccountAgainAfterSignOut() {
    let runtime = signedInWhereAPolicyIsRequired(Harness.alex)
    runtime.typePin("2580")
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == nil)
    runtime.send(.signOutRequested)
    runtime.advance(by: .seconds(3))
    #expect(runtime.state.signIn == .signedOut(error: nil))
    #expect(runtime.state.registration == nil)
    // Not the app's home: the SDK's sign-in, which cannot be cancelled, and the 203 again.
    #expect(
      runtime.state.sdkScreen
        == .signInPrompt(SignInPrompt(reason: .authRequired, cancellable: false)))
    #expect(
      runtime.callbackSummary.suffix(3) == [
        "unenrollRequest 104", "wipeData", "enrollmentRequest 203",
      ])
    let notes = runtime.state.notes
    runtime.send(.noteAdded(Note(id: "after", title: "After", body: "")))
    #expect(runtime.state.notes == notes)
  }

  @Test func policyRequiredWithUnlicensedAccountSaysSo() {
    let runtime = signedInWhereAPolicyIsRequired(Harness.casey)
    #expect(runtime.state.sdkScreen == .enrollmentBlocked(.notLicensed))
  }

  @Test func warnAbsentShowsADismissibleWarningUntilManaged() {
    let runtime = Harness.runtime { $0.app.settings.mamPolicyWarnAbsent = true }
    runtime.launch()
    #expect(runtime.state.sdkScreen == .noPolicyWarning)
    runtime.send(.warningDismissed)
    #expect(runtime.state.sdkScreen == nil)
    runtime.relaunch()
    #expect(runtime.state.sdkScreen == .noPolicyWarning, "shown at every launch without a policy")
  }

  @Test func policyRemovedByAdminGives103() {
    let runtime = Harness.managed()
    runtime.change(.admin(.unassignPolicy(nil)))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(1))
    #expect(runtime.callbackSummary.last == "policyRequest 103")
    #expect(!runtime.state.isManaged)
  }

  @Test func changedPolicyGives100AndApplies() {
    let runtime = Harness.managed()
    runtime.change(
      .admin(.editPolicy(PolicyEdit(property: "minimumPinLength", value: .number(6)))))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(1))
    #expect(runtime.callbackSummary.last == "policyRequest 100")
    #expect(runtime.state.activePolicy?.minimumPinLength == 6)
  }
}
