import Screens
import SessionEngine
import TerminalUI
import Testing

/// Every screen of issue #3, reached by driving the app as a person would, compared with golden
/// text and style files at 80×24 and 120×40, the SDK's screens in both appearances
/// (`MAMSIM_RECORD_GOLDENS=1` re-records them).
@Suite("Golden screens")
struct GoldenScreensTests {
  // MARK: - Start-up and the app's own sign-in

  @Test(arguments: Appearance.allCases)
  func splash(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toHomeAfterRestart()
    pilot.press(.enter)
    pilot.wait(.milliseconds(500))
    #expect(pilot.app.currentScreen.identity == "sdk.splash")
    pilot.golden("splash", sizes: TerminalSize.both)
  }

  @Test func appSignInEmpty() {
    let pilot = Pilot()
    pilot.passSplash()
    #expect(pilot.app.currentScreen.identity == "app.signIn")
    pilot.golden("app-sign-in", sizes: TerminalSize.both)
  }

  @Test func appSignInAuthError() {
    let pilot = Pilot()
    pilot.passSplash()
    pilot.signIn(Pilot.alex.upn, "wrong-password")
    #expect(pilot.shows("The password is not right."))
    pilot.golden("app-sign-in-wrong-password", sizes: TerminalSize.both)
  }

  @Test func appSignInSigningIn() {
    let pilot = Pilot()
    pilot.passSplash()
    pilot.type(Pilot.alex.upn)
    pilot.press(.tab)
    pilot.type(Pilot.alex.password)
    pilot.press(.enter)
    #expect(pilot.shows("Signing in..."))
    pilot.golden("app-sign-in-signing-in", sizes: TerminalSize.both)
  }

  @Test func notesSignedOut() {
    let pilot = Pilot()
    pilot.passSplash()
    pilot.press(.escape)
    #expect(pilot.app.currentScreen.identity == "app.notes")
    #expect(pilot.shows("Not signed in"))
    pilot.golden("notes-signed-out", sizes: TerminalSize.both)
  }

  @Test func notesWithCJKTitles() {
    let pilot = Pilot {
      $0.app.notes.insert(Note(id: "zh", title: "季度销售回顾会议纪要和后续行动计划", body: "要点"), at: 0)
      $0.app.notes.insert(Note(id: "ja", title: "週次ミーティング", body: "議題"), at: 0)
    }
    pilot.passSplash()
    pilot.press(.escape)
    #expect(pilot.shows("週次ミーティング"))
    pilot.golden("notes-cjk", sizes: TerminalSize.both)
  }

  @Test func theNotesListFollowsItsSelectionBelowThePhone() {
    let pilot = Pilot {
      for number in (1...30).reversed() {
        $0.app.notes.insert(
          Note(id: "n\(number)", title: "Numbered note \(number)", body: ""), at: 0)
      }
    }
    pilot.passSplash()
    pilot.press(.escape)
    #expect(pilot.shows("Numbered note 1"))
    #expect(!pilot.shows("Numbered note 30"), "the list is taller than the phone")
    for _ in 1..<30 { pilot.press(.down) }
    #expect(pilot.shows("› P Numbered note 30"), "the selected row is in sight")
    #expect(
      !pilot.lines.contains { $0.contains("Numbered note 1 ") }, "rows above went off the top")
    for _ in 1..<30 { pilot.press(.up) }
    #expect(pilot.shows("› P Numbered note 1"))
  }

  // MARK: - The first policy

  @Test(arguments: Appearance.allCases)
  func restartAlert(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toRestartAlert()
    #expect(pilot.app.currentScreen.identity == "sdk.restart")
    pilot.golden("restart-alert", sizes: TerminalSize.both)
  }

  @Test func phoneHomeAfterRestart() {
    let pilot = Pilot()
    pilot.toHomeAfterRestart()
    #expect(pilot.app.currentScreen.identity == "home")
    pilot.golden("phone-home-after-restart", sizes: TerminalSize.both)
  }

  // MARK: - Setting a PIN

  @Test(arguments: Appearance.allCases)
  func setPinChoose(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toSetPin()
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
    pilot.type("25")
    pilot.golden("set-pin-choose", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func setPinConfirm(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toSetPin()
    pilot.type("2580")
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.confirm")
    pilot.golden("set-pin-confirm", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func setPinMismatch(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toSetPin()
    pilot.type("2580")
    pilot.wait(.seconds(1))
    pilot.type("2581")
    pilot.wait(.seconds(1))
    #expect(pilot.shows("The two PINs were not the same."))
    pilot.golden("set-pin-mismatch", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func setPinTooSimple(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) { $0.policies[0].simplePinBlocked = true }
    pilot.toSetPin()
    pilot.type("1111")
    pilot.wait(.seconds(1))
    #expect(pilot.shows("No repeats or runs like 111 or 123."))
    pilot.golden("set-pin-simple", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func setPasscode(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.policies[0].pinCharacterSet = .alphanumericAndSymbol
    }
    pilot.toSetPin()
    #expect(pilot.shows("passcode"))
    pilot.type("ab")
    pilot.golden("set-passcode", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func setPasscodeShowsEveryRuleInTheWordsThatRefuse(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.policies[0].pinCharacterSet = .alphanumericAndSymbol
      $0.policies[0].simplePinBlocked = true
      $0.policies[0].minimumPinLength = 6
    }
    pilot.toSetPin()
    let mixed = "Use a number, a letter and a symbol."
    let simple = "No repeats or runs like aaa or abc."
    #expect(pilot.shows("Use at least 6 characters."))
    #expect(pilot.shows(mixed))
    #expect(pilot.shows(simple))
    pilot.golden("set-passcode-rules", sizes: TerminalSize.both)
    pilot.type("zxkpqw")
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    // The refusal is one of the sentences shown before: now twice on screen.
    #expect(pilot.text.components(separatedBy: mixed).count == 3)
    pilot.type("zx!k9pqw")
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    #expect(pilot.shows("Type the same passcode again"))
    #expect(!pilot.shows("same PIN"))
    pilot.type("zx!k9pqx")
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    #expect(pilot.shows("The two passcodes were not the same."))
    #expect(!pilot.shows("two PINs"))
  }

  @Test func numericPinWordsMatchTheBoxes() {
    let pilot = Pilot { $0.policies[0].minimumPinLength = 6 }
    pilot.toSetPin()
    #expect(pilot.shows("Use exactly 6 digits."))
    #expect(pilot.text.components(separatedBy: "[").count - 1 >= 6)
    pilot.type("25801")
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
    pilot.type("3")
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.confirm")
  }

  @Test(arguments: Appearance.allCases)
  func enterPasscodeSaysPasscodeThroughout(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.policies[0].pinCharacterSet = .alphanumericAndSymbol
    }
    pilot.toSetPin()
    for _ in 0..<2 {
      pilot.type("ab1cd2")
      pilot.press(.enter)
      pilot.wait(.seconds(1))
    }
    pilot.wait(.seconds(2))
    pilot.runtime.send(.terminated)
    pilot.wait(.seconds(31 * 60))
    pilot.press(.enter)
    pilot.passSplash()
    #expect(pilot.app.currentScreen.identity == "sdk.enterPin")
    pilot.type("wrong1")
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    #expect(pilot.shows("Enter your passcode"))
    #expect(pilot.shows("That passcode is not right."))
    #expect(pilot.shows("Forgot passcode"))
    #expect(!pilot.shows("your PIN") && !pilot.shows("Forgot PIN"))
    pilot.golden("enter-passcode-incorrect", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func setPasscodeTooShort(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.policies[0].pinCharacterSet = .alphanumericAndSymbol
    }
    pilot.toSetPin()
    pilot.type("a1")
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
    pilot.golden("set-passcode-too-short", sizes: TerminalSize.both)
  }

  // MARK: - The managed app

  @Test func notesManaged() {
    let pilot = Pilot()
    pilot.toManaged()
    #expect(pilot.app.currentScreen.identity == "app.notes")
    #expect(pilot.shows("alex@contoso.com"))
    pilot.golden("notes-managed", sizes: TerminalSize.both)
  }

  @Test func noteDetailCorporate() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.enter)
    #expect(pilot.shows("Fabrikam renewal"))
    pilot.golden("note-detail-corporate", sizes: TerminalSize.both)
  }

  @Test func noteDetailPersonal() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.down, .down, .enter)
    #expect(pilot.shows("Oat milk"))
    pilot.golden("note-detail-personal", sizes: TerminalSize.both)
  }

  @Test func menu() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.tab, .enter)
    #expect(pilot.app.currentScreen.identity == "app.menu")
    pilot.golden("menu", sizes: TerminalSize.both)
  }

  @Test func newNote() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.tab, .enter, .enter)
    #expect(pilot.app.currentScreen.identity == "app.newNote")
    pilot.type("Board prep")
    pilot.golden("new-note", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func diagnosticsManaged(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toManaged()
    pilot.press(.tab, .enter, .down, .down, .enter)
    #expect(pilot.app.currentScreen.identity == "sdk.diagnostics")
    pilot.golden("diagnostics-managed", sizes: TerminalSize.both)
  }

  // MARK: - Entering the PIN

  @Test(arguments: Appearance.allCases)
  func enterPin(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toEnterPin()
    #expect(pilot.app.currentScreen.identity == "sdk.enterPin")
    pilot.golden("enter-pin", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func enterPinIncorrect(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toEnterPin()
    pilot.type("1111")
    pilot.wait(.seconds(1))
    #expect(pilot.shows("That PIN is not right."))
    pilot.golden("enter-pin-incorrect", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func forgotPinPrompt(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toEnterPin()
    pilot.press(.tab, .enter)
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.signIn.forgotPin")
    #expect(pilot.shows(Pilot.alex.upn))
    pilot.golden("forgot-pin", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func maxAttempts(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toEnterPin()
    for _ in 0..<5 {
      pilot.type("1111")
      pilot.wait(.seconds(1))
    }
    #expect(pilot.app.currentScreen.identity == "sdk.signIn.maxPinAttempts")
    #expect(pilot.shows("Work account"))
    pilot.golden("max-attempts", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func accountMismatch(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toEnterPin()
    pilot.press(.tab, .enter)
    pilot.wait(.seconds(1))
    // The prompt comes filled with Alex's account and focused on the password: replace it.
    pilot.press(.backTab)
    for _ in Pilot.alex.upn { pilot.press(.backspace) }
    pilot.signIn("blake@contoso.com", "Blake-1357")
    // The prompt names the account that owns the PIN, not the one just typed.
    #expect(pilot.shows("Only alex@contoso.com"))
    pilot.golden("account-mismatch", sizes: TerminalSize.both)
  }

  // MARK: - SDK sign-in and enrollment outcomes

  @Test(arguments: Appearance.allCases)
  func sdkSignInPrefilled(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.app.signInStyle = .sdk
      $0.device.mdmUser = Pilot.alex.upn
    }
    pilot.passSplash()
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.signIn.loginAndEnroll")
    #expect(pilot.shows(Pilot.alex.upn))
    pilot.golden("sdk-sign-in", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func connecting(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) { $0.app.settings.mamPolicyRequired = true }
    pilot.passSplash()
    pilot.type(Pilot.alex.upn)
    pilot.press(.tab)
    pilot.type(Pilot.alex.password)
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.connecting")
    pilot.golden("connecting", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func enrollmentBlockedNoPolicy(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) { $0.app.settings.mamPolicyRequired = true }
    pilot.passSplash()
    pilot.signIn("blake@contoso.com", "Blake-1357")
    pilot.wait(.seconds(5))
    #expect(pilot.shows("App not set up"))
    pilot.golden("enrollment-blocked-no-policy", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func enrollmentBlockedNotLicensed(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) { $0.app.settings.mamPolicyRequired = true }
    pilot.passSplash()
    pilot.signIn("casey@contoso.com", "Casey-4680")
    pilot.wait(.seconds(5))
    #expect(pilot.shows("Account not set up"))
    pilot.golden("enrollment-blocked-not-licensed", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func noPolicyWarning(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) { $0.app.settings.mamPolicyWarnAbsent = true }
    pilot.wait(.milliseconds(500))
    #expect(pilot.app.currentScreen.identity == "sdk.noPolicyWarning")
    pilot.golden("no-policy-warning", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func wipeNotice(_ appearance: Appearance) throws {
    let pilot = Pilot(appearance: appearance)
    pilot.toManaged()
    pilot.runtime.change(.admin(.selectiveWipe(upn: Pilot.alex.upn)))
    pilot.runtime.change(.admin(.checkInNow))
    pilot.wait(.seconds(2))
    #expect(pilot.app.currentScreen.identity.hasPrefix("sdk.wipe"))
    pilot.golden("wipe-notice", sizes: TerminalSize.both)
  }

  // MARK: - Chrome

  @Test func helpOverlay() {
    let pilot = Pilot()
    pilot.passSplash()
    pilot.press(.function(1))
    pilot.golden("help", sizes: TerminalSize.both)
  }

  @Test func narrowTerminal() {
    let pilot = Pilot(size: TerminalSize(columns: 60, rows: 24))
    pilot.toManaged()
    pilot.golden("narrow-phone")
    pilot.press(.function(2))
    pilot.golden("narrow-scenario-panel")
    pilot.press(.function(3))
    pilot.golden("narrow-events-panel")
  }

  @Test func tooSmallAndRecovery() {
    let pilot = Pilot(size: TerminalSize(columns: 30, rows: 10))
    pilot.passSplash()
    pilot.golden("too-small")
    pilot.size = TerminalSize.standard
    pilot.press(.resize)
    pilot.golden("too-small-recovered")
  }

  @Test func aTinyTerminalStillSaysHowToQuit() {
    for (columns, rows) in [(20, 5), (12, 3), (40, 2), (9, 1)] {
      let pilot = Pilot(size: TerminalSize(columns: columns, rows: rows))
      #expect(pilot.shows("q quits"), "\(columns)×\(rows): \(pilot.text)")
    }
    let roomy = Pilot(size: TerminalSize(columns: 60, rows: 10))
    #expect(roomy.shows("Make it larger"), "the whole message where it fits")
  }
}
