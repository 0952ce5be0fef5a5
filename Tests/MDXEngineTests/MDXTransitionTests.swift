import SessionEngine
import Testing

@testable import MDXEngine

/// Exact transitions of the MDX engine, flow by flow.
@Suite struct MDXTransitionTests {
  @Test func enrolmentThenFirstLogonHandsBackToTheApp() {
    var driver = MDXDriver()
    #expect(driver.send(.launch) == [.handOffToSecureHub(force: false)])
    #expect(driver.state.phase == .hubServerAddress)
    driver.send(.submitServerAddress("mdm.contoso.example"))
    #expect(driver.state.denial == .unknownServer)
    #expect(driver.state.phase == .hubServerAddress)
    driver.send(.submitServerAddress("HTTPS://mdm.fabrikam.example"))
    #expect(driver.state.phase == .hubCredentials)
    driver.send(.submitCredentials(user: "sam", password: "wrong"))
    #expect(driver.state.denial == .wrongCredentials)
    driver.send(.submitCredentials(user: "sam@fabrikam.example", password: "Passw0rd!"))
    #expect(driver.state.phase == .hubCreatePin)
    driver.send(.createPin("1234", confirmation: "1234"))
    #expect(driver.state.denial == .pinRules(length: 6))
    driver.send(.createPin("135790", confirmation: "135791"))
    #expect(driver.state.denial == .pinsDiffer)
    #expect(driver.send(.createPin("135790", confirmation: "135790")) == [.returnToApp])
    #expect(driver.state.phase == .running)
    #expect(driver.state.enrolledUser == MDXHarness.sam)
    #expect(driver.state.sessionActive)
    #expect(driver.state.launchedBySecureHub)
    #expect(driver.state.lastNetworkLogon == .zero)
  }

  @Test func managedAppWithoutSecureHubAsksForItThenEnrols() {
    var driver = MDXDriver(hub: false)
    #expect(driver.send(.launch).isEmpty)
    #expect(driver.state.phase == .secureHubMissing)
    #expect(driver.send(.installSecureHub) == [.handOffToSecureHub(force: false)])
    #expect(driver.state.phase == .hubServerAddress)
  }

  @Test func logonMdxWithFlagAnswersAtOnceUnlessForced() {
    var driver = MDXDriver()
    driver.enrol()
    #expect(driver.send(.appRequestsLogon(force: false)) == [.logonAlreadyActive])
    #expect(driver.state.phase == .running)
    #expect(driver.send(.appRequestsLogon(force: true)) == [.handOffToSecureHub(force: true)])
    #expect(driver.state.phase == .hubLogon)
    #expect(driver.state.forcedLogon)
    #expect(driver.send(.enterPin("135790")) == [.returnToApp])
    #expect(driver.state.phase == .running)
    #expect(!driver.state.forcedLogon)
  }

  @Test func relaunchWithAClosedSessionHandsOffForThePin() {
    var driver = MDXDriver()
    driver.enrol()
    driver.send(.signOffFromHub)
    #expect(driver.state.phase == .hubLogon)
    driver.send(.quit)
    #expect(driver.send(.launch) == [.handOffToSecureHub(force: false)])
    #expect(driver.state.phase == .hubLogon)
    #expect(!driver.state.launchedBySecureHub)
    driver.send(.enterPin("135790"))
    #expect(driver.state.launchedBySecureHub)
  }

  @Test func pinIsAskedAfterTheInactivityTimer() {
    var driver = MDXDriver()
    driver.enrol()
    driver.advance(minutes: 14)
    #expect(driver.state.phase == .running)
    #expect(
      MDXEngine.nextDeadline(driver.state, after: driver.now) == .zero.advanced(by: .seconds(900)))
    driver.advance(minutes: 1)
    #expect(driver.state.phase == .appPasscode)
    driver.send(.enterPin("135790"))
    #expect(driver.state.phase == .running)
    #expect(driver.state.lastActivity == driver.now)
  }

  @Test func activityKeepsThePinAwayAndZeroAsksOnlyAtLaunch() {
    var driver = MDXDriver()
    driver.enrol()
    driver.now = driver.now.advanced(by: .seconds(600))
    driver.send(.userActivity)
    driver.advance(minutes: 10)
    #expect(driver.state.phase == .running)
    var zero = MDXDriver(MDXHarness.configuration(.managed, [.inactivityTimer: "0"]))
    zero.enrol()
    zero.advance(minutes: 600)
    #expect(zero.state.phase == .running)
  }

  @Test func offlineRemindersThenLockUntilANetworkLogon() {
    var driver = MDXDriver(
      MDXHarness.configuration(.managed, [.maxOfflinePeriod: "1", .inactivityTimer: "0"]))
    driver.enrol()
    driver.send(.networkChanged(online: false))
    driver.advance(minutes: 29)
    #expect(driver.state.phase == .running)
    driver.advance(minutes: 1)
    #expect(driver.state.phase == .offlineReminder(minutesLeft: 30))
    #expect(driver.effects == [.offlineReminder(minutesLeft: 30)])
    driver.send(.dismissReminder)
    driver.advance(minutes: 15)
    #expect(driver.state.phase == .offlineReminder(minutesLeft: 15))
    driver.send(.dismissReminder)
    driver.advance(minutes: 10)
    #expect(driver.state.phase == .offlineReminder(minutesLeft: 5))
    driver.send(.dismissReminder)
    driver.advance(minutes: 5)
    #expect(driver.state.phase == .offlineLocked)
    #expect(!driver.state.sessionActive)
    driver.send(.requestNetworkLogon)
    #expect(driver.state.denial == .offline)
    driver.send(.networkChanged(online: true))
    #expect(driver.send(.requestNetworkLogon) == [.handOffToSecureHub(force: true)])
    driver.send(.enterPin("135790"))
    #expect(driver.state.phase == .running)
    #expect(driver.state.lastNetworkLogon == driver.now)
    #expect(driver.state.remindersShown.isEmpty)
  }

  @Test func wrongPinsLockTheAppUntilTheDirectoryPassword() {
    var driver = MDXDriver(MDXHarness.configuration(.managed, [.authFailuresBeforeLock: "3"]))
    driver.enrol()
    driver.advance(minutes: 15)
    driver.send(.enterPin("000000"))
    #expect(driver.state.denial == .wrongPin(triesLeft: 2))
    driver.send(.enterPin("000001"))
    #expect(driver.state.denial == .wrongPin(triesLeft: 1))
    driver.send(.enterPin("000002"))
    #expect(driver.state.phase == .authLocked)
    #expect(!driver.state.sessionActive)
    driver.send(.enterPin("135790"))
    #expect(driver.state.phase == .authLocked)
    driver.send(.submitCredentials(user: "sam", password: "Passw0rd!"))
    #expect(driver.state.phase == .running)
    #expect(driver.state.authFailures == 0)
  }

  @Test func theLockAfterWrongPinsOutlivesQuittingTheApp() {
    var driver = MDXDriver(MDXHarness.configuration(.managed, [.authFailuresBeforeLock: "3"]))
    driver.enrol()
    driver.advance(minutes: 15)
    for pin in ["000000", "000001", "000002"] { driver.send(.enterPin(pin)) }
    #expect(driver.state.phase == .authLocked)
    driver.send(.quit)
    #expect(driver.send(.launch) == [.handOffToSecureHub(force: false)])
    #expect(driver.state.phase == .authLocked, "not one more PIN to try")
    driver.send(.enterPin("135790"))
    #expect(driver.state.phase == .authLocked)
    driver.send(.submitCredentials(user: "sam", password: "Passw0rd!"))
    #expect(driver.state.phase == .running)
  }

  @Test func anEntryThatIsNotAPinIsTurnedDownWithoutCounting() {
    var driver = MDXDriver(MDXHarness.configuration(.managed, [.authFailuresBeforeLock: "3"]))
    driver.enrol()
    driver.advance(minutes: 15)
    for typed in ["", "1357", "13579x", "1357900"] {
      driver.send(.enterPin(typed))
      #expect(driver.state.denial == .pinRules(length: 6), "\(typed)")
      #expect(driver.state.authFailures == 0, "\(typed)")
    }
    driver.send(.enterPin("000000"))
    #expect(driver.state.denial == .wrongPin(triesLeft: 2))
  }

  @Test func jailbrokenDevicesAreBlockedWhenThePolicySaysSo() {
    var driver = MDXDriver()
    driver.enrol()
    driver.send(.jailbreakChanged(true))
    #expect(driver.state.phase == .jailbreakBlocked)
    driver.send(.quit)
    driver.send(.launch)
    #expect(driver.state.phase == .jailbreakBlocked)
    var allowed = MDXDriver(MDXHarness.configuration(.managed, [.blockJailbrokenDevices: "false"]))
    allowed.enrol()
    allowed.send(.jailbreakChanged(true))
    #expect(allowed.state.phase == .running)
    var general = MDXDriver(MDXHarness.configuration(.unmanagedGeneral))
    general.send(.jailbreakChanged(true))
    general.send(.launch)
    #expect(general.state.phase == .running)
  }

  @Test func appLockWipesDataOnlyWhenThePolicySaysSo() {
    var keep = MDXDriver()
    keep.enrol()
    #expect(keep.send(.admin(.appLock)).isEmpty)
    #expect(keep.state.phase == .adminLocked)
    #expect(keep.state.appDataPresent)
    #expect(keep.send(.admin(.appUnlock)) == [.handOffToSecureHub(force: false)])
    #expect(keep.state.phase == .hubLogon)
    var wipe = MDXDriver(MDXHarness.configuration(.managed, [.wipeDataOnAppLock: "true"]))
    wipe.enrol()
    #expect(wipe.send(.admin(.appLock)) == [.eraseAppData])
    #expect(!wipe.state.appDataPresent)
  }

  /// An inactivity timer of 0 means the app passcode is asked at launch only: every launch of
  /// an enrolled app asks for it, however little time passed, and none while it runs.
  @Test func anInactivityTimerOfZeroAsksThePasscodeAtEachLaunch() {
    var driver = MDXDriver(
      MDXHarness.configuration(.managed, [.appPasscode: "true", .inactivityTimer: "0"]))
    driver.enrol()
    #expect(driver.state.phase == .running, "a logon needs no passcode after it")
    driver.advance(minutes: 600)
    #expect(driver.state.phase == .running, "no inactivity lock while it runs")
    driver.send(.quit)
    driver.advance(minutes: 1)
    driver.send(.launch)
    #expect(driver.state.phase == .appPasscode)
    driver.send(.enterPin("135790"))
    #expect(driver.state.phase == .running)
    var off = MDXDriver(
      MDXHarness.configuration(.managed, [.appPasscode: "false", .inactivityTimer: "0"]))
    off.enrol()
    off.send(.quit)
    off.send(.launch)
    #expect(off.state.phase == .running, "no passcode when AppPasscode is off")
  }

  @Test func appWipeUnenrolsUntilUnwiped() {
    var driver = MDXDriver()
    driver.enrol()
    #expect(driver.send(.admin(.appWipe)) == [.unenrol, .eraseAppData])
    #expect(driver.state.phase == .wiped)
    #expect(driver.state.enrolledUser == nil)
    driver.send(.quit)
    driver.send(.launch)
    #expect(driver.state.phase == .wiped)
    #expect(driver.send(.admin(.appUnwipe)) == [.handOffToSecureHub(force: false)])
    #expect(driver.state.phase == .hubServerAddress)
  }

  @Test func adminActionsWaitForTheNetwork() {
    var driver = MDXDriver()
    driver.enrol()
    driver.send(.networkChanged(online: false))
    driver.send(.admin(.appLock))
    #expect(driver.state.phase == .running)
    #expect(driver.state.pendingAdmin == [.appLock])
    driver.send(.networkChanged(online: true))
    #expect(driver.state.phase == .adminLocked)
    #expect(driver.state.pendingAdmin.isEmpty)
  }

  @Test func unmanagedModesNeverHandOff() {
    for mode in [MDXMode.unmanagedPremium, .unmanagedGeneral] {
      var driver = MDXDriver(MDXHarness.configuration(mode), hub: false)
      #expect(driver.send(.launch).isEmpty)
      #expect(driver.state.phase == .running)
      #expect(driver.send(.appRequestsLogon(force: true)).isEmpty)
      driver.send(.admin(.appLock))
      #expect(driver.state.phase == .running)
      driver.advance(minutes: 10_000)
      #expect(driver.state.phase == .running)
    }
  }
}
