import MDXEngine
import Screens
import SessionEngine
import Testing

/// Every Citrix screen reached with the keyboard through the MDX front, compared with goldens
/// (text and styles) at 80×24 and 120×40 in both appearances (`MAMSIM_RECORD_GOLDENS=1`
/// re-records them).
@Suite("MDX golden screens")
struct MDXGoldenScreensTests {
  @Test(arguments: Appearance.allCases)
  func enrolmentScreensThenTheApp(_ appearance: Appearance) {
    let pilot = MDXPilot(appearance: appearance)
    #expect(pilot.state.phase == .hubServerAddress)
    pilot.golden("mdx-server")
    pilot.type("mdm.elsewhere.example")
    pilot.press(.enter)
    #expect(pilot.screen.contains("No server answers at that address."))
    pilot.press(.backspace)
    for _ in 0..<30 { pilot.press(.backspace) }
    pilot.type("mdm.harbourline.example")
    pilot.press(.enter)
    #expect(pilot.state.phase == .hubCredentials)
    pilot.golden("mdx-credentials")
    pilot.type("rash")
    pilot.press(.tab)
    pilot.type("Dispatch-2026")
    pilot.press(.enter)
    #expect(pilot.state.phase == .hubCreatePin)
    pilot.golden("mdx-create-pin")
    pilot.type("246810")
    pilot.press(.tab)
    pilot.type("246810")
    pilot.press(.enter)
    #expect(pilot.state.phase == .running)
    #expect(pilot.wideScreen.contains("isAppLaunchedByWorxHome → true"))
    pilot.golden("mdx-app")
  }

  @Test(arguments: Appearance.allCases)
  func logonHandOffAndPasscode(_ appearance: Appearance) {
    let pilot = MDXPilot(appearance: appearance)
    pilot.enrol()
    pilot.press(.tab, .enter)
    #expect(pilot.state.phase == .hubLogon, "logonMdxWithFlag(force: true) hands off")
    pilot.golden("mdx-logon")
    pilot.type("246810")
    #expect(pilot.state.phase == .running)
    pilot.wait(minutes: 15)
    #expect(pilot.state.phase == .appPasscode)
    pilot.type("111111")
    #expect(pilot.screen.contains("Wrong PIN. 4 tries left."))
    pilot.golden("mdx-passcode-wrong")
    pilot.type("222222")
    pilot.type("333333")
    #expect(pilot.screen.contains("Wrong PIN. 2 tries left."))
    pilot.type("444444")
    #expect(pilot.screen.contains("Wrong PIN. One try left."))
    pilot.type("246810")
    #expect(pilot.state.phase == .running)
  }

  @Test(arguments: Appearance.allCases)
  func offlineReminderAndLock(_ appearance: Appearance) {
    let pilot = MDXPilot(appearance: appearance) {
      $0.configuration.managedPolicies = $0.configuration.managedPolicies
        .setting(.maxOfflinePeriod, to: "1").setting(.inactivityTimer, to: "0")
    }
    pilot.enrol()
    pilot.press(.function(4), .down, .enter, .escape)
    #expect(!pilot.state.online)
    pilot.wait(minutes: 30)
    #expect(pilot.state.phase == .offlineReminder(minutesLeft: 30))
    pilot.golden("mdx-offline-reminder")
    pilot.press(.enter)
    pilot.wait(minutes: 30)
    #expect(pilot.state.phase == .offlineLocked)
    pilot.golden("mdx-offline-locked")
  }

  /// The device panel's day step reaches the maximum offline period (168 hours) in a week of
  /// presses, not in 168 of the hour step.
  @Test func theDayStepReachesTheMaximumOfflinePeriod() {
    let pilot = MDXPilot(appearance: .dark)
    pilot.enrol()
    pilot.press(.function(4), .down, .enter)
    #expect(!pilot.state.online)
    pilot.press(.down, .down, .down, .down, .down, .down)
    #expect(pilot.wideScreen.contains("› Advance the clock 1 day"), "\(pilot.wideScreen)")
    for _ in 0..<7 { pilot.press(.enter) }
    pilot.press(.escape)
    // A week idle asks for the PIN first; then the offline limit shows.
    #expect(pilot.wideScreen.contains("Enter your Citrix PIN"))
    pilot.type("246810")
    pilot.press(.enter)
    #expect(pilot.wideScreen.contains("Offline too long"), "\(pilot.wideScreen)")
  }

  @Test(arguments: Appearance.allCases)
  func blocksAndNotices(_ appearance: Appearance) {
    let missing = MDXPilot(appearance: appearance) { $0.device.secureHubInstalled = false }
    #expect(missing.state.phase == .secureHubMissing)
    missing.golden("mdx-hub-missing")

    let jailbroken = MDXPilot(appearance: appearance)
    jailbroken.enrol()
    jailbroken.press(.function(4), .down, .down, .enter)
    #expect(jailbroken.state.phase == .jailbreakBlocked)
    jailbroken.golden("mdx-device-panel")
    jailbroken.press(.escape)
    jailbroken.golden("mdx-jailbreak")

    let locked = MDXPilot(appearance: appearance) {
      $0.configuration.managedPolicies = $0.configuration.managedPolicies
        .setting(.wipeDataOnAppLock, to: "true")
    }
    locked.enrol()
    locked.press(.function(5), .enter)
    #expect(locked.state.phase == .adminLocked)
    #expect(!locked.state.appDataPresent)
    locked.golden("mdx-admin-panel")
    locked.press(.escape)
    locked.golden("mdx-admin-lock")

    let wiped = MDXPilot(appearance: appearance)
    wiped.enrol()
    wiped.press(.function(5), .down, .down, .enter, .escape)
    #expect(wiped.state.phase == .wiped)
    wiped.golden("mdx-wiped")
    wiped.press(.function(5), .down, .down, .down, .enter, .escape)
    #expect(wiped.state.phase == .hubServerAddress)
  }

  @Test(arguments: Appearance.allCases)
  func authFailuresLockUntilThePassword(_ appearance: Appearance) {
    let pilot = MDXPilot(appearance: appearance)
    pilot.enrol()
    pilot.wait(minutes: 15)
    for _ in 0..<5 { pilot.type("000000") }
    #expect(pilot.state.phase == .authLocked)
    pilot.golden("mdx-auth-locked")
    pilot.type("rash")
    pilot.press(.tab)
    pilot.type("Dispatch-2026")
    pilot.press(.enter)
    #expect(pilot.state.phase == .running)
  }

  @Test(arguments: Appearance.allCases)
  func unmanagedGeneralRunsWithoutSecureHub(_ appearance: Appearance) {
    let pilot = MDXPilot(appearance: appearance) { $0.configuration.mode = .unmanagedGeneral }
    #expect(pilot.state.phase == .running)
    #expect(pilot.wideScreen.contains("getValueOfPolicy(DisableCamera) → nil"))
    pilot.golden("mdx-app-general")
  }

  /// Citrix's API reference: `isMDXAccessManagerInstalled` answers whether Secure Hub is on the
  /// phone, and true means MDX can control the app even while it is not managed. So a Premium
  /// app's screen must not say it runs without Secure Hub when Secure Hub is there: it says the
  /// mode it runs in and that no Secure Hub logon is involved, while the API answers true.
  @Test func aPremiumAppDoesNotDenyAnInstalledSecureHub() {
    let pilot = MDXPilot { $0.configuration.mode = .unmanagedPremium }
    #expect(pilot.state.phase == .running)
    #expect(pilot.state.secureHubInstalled)
    #expect(MdxManager.isMDXAccessManagerInstalled(pilot.state).value == "true")
    #expect(!pilot.wideScreen.contains("without Secure Hub"))
    #expect(pilot.wideScreen.contains("Running in unmanaged Premium mode,"))
    #expect(pilot.wideScreen.contains("with no Secure Hub logon"))
  }
}

/// Secure Hub's sign-in with no user name says what is missing, instead of calling the user
/// name or password wrong.
@Suite struct MDXEmptyUserNameTests {
  @Test func anEmptyUserNameIsAskedFor() {
    let pilot = MDXPilot()
    pilot.type("mdm.harbourline.example")
    pilot.press(.enter)
    #expect(pilot.state.phase == .hubCredentials)
    pilot.press(.tab)
    pilot.type("Dispatch-2026")
    pilot.press(.enter)
    #expect(pilot.state.phase == .hubCredentials)
    #expect(pilot.state.denial == nil, "nothing was sent to the directory")
    #expect(pilot.screen.contains("Type your user name first."), "\(pilot.screen)")
    #expect(!pilot.screen.contains("is not right"))
  }
}
