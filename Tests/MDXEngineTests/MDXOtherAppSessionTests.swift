import Testing

@testable import MDXEngine

/// The companion's and the outsider's own MDX sessions: open at the start, locked and opened
/// again through Secure Hub, wiped by the administrator; the vault answers only while open.
@Suite struct MDXOtherAppSessionTests {
  @Test func aLockedCompanionCallsNothingUntilItLogsOnAgain() {
    var driver = MDXVaultEngineTests.running()
    driver.send(.vault(.app, .update(["user": "robin"])))
    #expect(MDXVaultProperty.session.value(for: .companion, in: driver.state) == "open")
    driver.send(.otherApp(.companion, .lock))
    #expect(MDXVaultProperty.session.value(for: .companion, in: driver.state) == "locked")
    #expect(driver.send(.vault(.companion, .load)) == [])
    #expect(driver.state.vaults[.companion] == nil, "no call was made")
    #expect(driver.send(.vaultClass(.companion, .delete)) == [])
    #expect(driver.state.vaultKeychain.vaults.count == 1)
    driver.send(.otherApp(.companion, .logon))
    #expect(MDXVaultProperty.session.value(for: .companion, in: driver.state) == "open")
    driver.send(.vault(.companion, .load))
    #expect(driver.state.vaults[.companion]?.loadedDataSequenceNumber == 1)
    #expect(driver.state.otherSessions.isEmpty, "an open session is the default again")
  }

  @Test func aLogonNeedsSecureHubAnEnrolledUserAndNoAdminBlock() {
    var fresh = MDXDriver()
    fresh.send(.otherApp(.companion, .lock))
    fresh.send(.otherApp(.companion, .logon))
    #expect(
      MDXVaultProperty.session.value(for: .companion, in: fresh.state) == "locked",
      "nobody is enrolled in Secure Hub")
    var driver = MDXVaultEngineTests.running()
    driver.send(.otherApp(.outsider, .lock))
    driver.send(.admin(.appLock))
    driver.send(.otherApp(.outsider, .logon))
    #expect(MDXVaultProperty.session.value(for: .outsider, in: driver.state) == "locked")
    driver.send(.admin(.appUnlock))
    driver.send(.otherApp(.outsider, .logon))
    #expect(MDXVaultProperty.session.value(for: .outsider, in: driver.state) == "open")
  }

  @Test func aWipeErasesTheCompanionsVaultAccessUntilUnwipedAndLoggedOn() {
    var driver = MDXVaultEngineTests.running()
    driver.send(.vault(.app, .update(["user": "robin"])))
    driver.send(.vault(.companion, .load))
    driver.send(.vaultClass(.companion, .get))
    driver.send(.otherApp(.companion, .wipe))
    #expect(driver.state.vaults[.companion] == nil, "its instance went with its data")
    #expect(driver.state.vaultClassResults[.companion] == nil)
    #expect(MDXVaultProperty.session.value(for: .companion, in: driver.state) == "wiped")
    #expect(driver.state.vaultKeychain.vaults.count == 1, "the shared vault stays")
    driver.send(.otherApp(.companion, .logon))
    #expect(MDXVaultProperty.session.value(for: .companion, in: driver.state) == "wiped")
    #expect(driver.send(.vault(.companion, .delete)) == [])
    driver.send(.otherApp(.companion, .unwipe))
    #expect(MDXVaultProperty.session.value(for: .companion, in: driver.state) == "locked")
    driver.send(.otherApp(.companion, .logon))
    #expect(driver.send(.vault(.companion, .delete)).count == 1)
  }

  @Test func theAppsOwnSessionAsTheVaultSeesIt() {
    var driver = MDXVaultEngineTests.running()
    #expect(MDXVaultProperty.session.value(for: .app, in: driver.state) == "open")
    driver.send(.otherApp(.app, .wipe))
    #expect(MDXVaultProperty.session.value(for: .app, in: driver.state) == "open")
    driver.send(.admin(.appLock))
    #expect(MDXVaultProperty.session.value(for: .app, in: driver.state) == "locked")
    driver.send(.admin(.appWipe))
    #expect(MDXVaultProperty.session.value(for: .app, in: driver.state) == "wiped")
  }

  /// An App wipe erases what the app's own vault instance loaded and its last class call, as
  /// another app's wipe erases its own: the next user enrolled sees none of it.
  @Test func anAppWipeErasesTheAppsVaultInstanceAndClassResult() {
    var driver = MDXVaultEngineTests.running()
    driver.send(.vault(.app, .create))
    driver.send(.vault(.app, .update(["a": "1"])))
    driver.send(.vaultClass(.app, .get))
    #expect(driver.state.vaults[.app]?.vaultData == ["a": "1"])
    #expect(driver.state.vaultClassResults[.app] != nil)
    driver.send(.admin(.appWipe))
    #expect(driver.state.vaults[.app] == nil)
    #expect(driver.state.vaultClassResults[.app] == nil)
    var locked = MDXVaultEngineTests.running(
      MDXHarness.configuration(.managed, [.wipeDataOnAppLock: "true"]))
    locked.send(.vault(.app, .update(["a": "1"])))
    locked.send(.admin(.appLock))
    #expect(locked.state.vaults[.app] == nil, "an App lock that wipes data erases it too")
  }

  @Test func theSessionsSurviveASnapshot() {
    var driver = MDXVaultEngineTests.running()
    driver.send(.otherApp(.outsider, .wipe))
    driver.send(.otherApp(.companion, .lock))
    let snapshot = MDXSessionSnapshot(driver.state, at: driver.now)
    var restored = MDXState(configuration: driver.state.configuration)
    snapshot.restore(into: &restored)
    #expect(restored.otherSessions == driver.state.otherSessions)
    #expect(restored.otherSession(.outsider).wiped)
  }

  @Test(arguments: [MDXOtherAppAction.lock, .wipe])
  func everyVaultCallOfABlockedAppChangesNothing(_ action: MDXOtherAppAction) {
    var start = MDXVaultEngineTests.running()
    start.send(.vault(.app, .update(["user": "robin"])))
    for role in [MDXVaultRole.companion, .outsider] {
      start.send(.otherApp(role, action))
    }
    for event in MDXEventTableTests.vaultEvents {
      guard MDXEventTableTests.vaultCaller(event) != .app else { continue }
      if case .otherApp = event { continue }
      var driver = start
      #expect(driver.send(event) == [], "\(event) after \(action)")
      #expect(driver.state == start.state, "\(event) after \(action) changed the state")
    }
  }
}
