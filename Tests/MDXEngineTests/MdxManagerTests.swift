import SessionEngine
import Testing

@testable import MDXEngine

/// What `MdxManager` answers in each mode and state, with the reason.
@Suite struct MdxManagerTests {
  @Test func getValueOfPolicyByMode() {
    let managed = MDXState(
      configuration: MDXHarness.configuration(.managed, [.disableCamera: "true"]))
    #expect(MdxManager.getValueOfPolicy("DisableCamera", managed) == MDXAnswer("true", .adminValue))
    #expect(MdxManager.getValueOfPolicy("Nonsense", managed) == MDXAnswer("nil", .unknownPolicy))
    var bare = MDXHarness.configuration(.managed)
    bare.managedPolicies = MDXPolicies()
    #expect(
      MdxManager.getValueOfPolicy("MaxOfflinePeriod", MDXState(configuration: bare))
        == MDXAnswer("168", .consoleDefault))
    let premium = MDXState(configuration: MDXHarness.configuration(.unmanagedPremium))
    #expect(
      MdxManager.getValueOfPolicy("DisableCamera", premium)
        == MDXAnswer("true", .premiumDefaultsFile))
    #expect(
      MdxManager.getValueOfPolicy("Paste", premium) == MDXAnswer("nil", .premiumDefaultsMissing))
    let general = MDXState(configuration: MDXHarness.configuration(.unmanagedGeneral))
    #expect(
      MdxManager.getValueOfPolicy("DisableCamera", general) == MDXAnswer("nil", .generalNoPolicies))
  }

  @Test func isAppManagedAndSecureHubByMode() {
    let managed = MDXState(
      configuration: MDXHarness.configuration(.managed), secureHubInstalled: false)
    #expect(MdxManager.isAppManaged(managed).value == "true")
    #expect(MdxManager.isMDXAccessManagerInstalled(managed) == MDXAnswer("false", .secureHubAbsent))
    let premium = MDXState(configuration: MDXHarness.configuration(.unmanagedPremium))
    #expect(MdxManager.isAppManaged(premium) == MDXAnswer("false", .notManaged))
    #expect(MdxManager.isMDXAccessManagerInstalled(premium).value == "true")
  }

  @Test func managedUserInformationBeforeAndAfterEnrolment() {
    var driver = MDXDriver()
    #expect(
      MdxManager.managedUserInformation(driver.state)
        == MDXAnswer("{kXenMobileUsername: \"\"}", .notEnrolled))
    driver.enrol()
    #expect(
      MdxManager.managedUserInformation(driver.state)
        == MDXAnswer("{kXenMobileUsername: \"sam@fabrikam.example\"}", .enrolledUser))
    driver.send(.signOffFromHub)
    #expect(MdxManager.managedUserInformation(driver.state).reason == .enrolledUser)
  }

  @Test func launchedByWorxHomeIsUndefinedInWillEnterForeground() {
    var driver = MDXDriver()
    #expect(MdxManager.isAppLaunchedByWorxHome(driver.state).reason == .appNotRunning)
    driver.enrol()
    #expect(
      MdxManager.isAppLaunchedByWorxHome(driver.state) == MDXAnswer("true", .openedBySecureHub))
    driver.send(.background)
    driver.send(.willEnterForeground)
    let during = MdxManager.isAppLaunchedByWorxHome(driver.state)
    #expect(during.undefined)
    #expect(during.reason == .undefinedDuringWillEnterForeground)
    driver.send(.didBecomeActive)
    #expect(MdxManager.isAppLaunchedByWorxHome(driver.state) == MDXAnswer("false", .openedByUser))
    #expect(MdxManager.answer("isAppManaged", driver.state)?.value == "true")
    #expect(MdxManager.answer("nope", driver.state) == nil)
  }
}
