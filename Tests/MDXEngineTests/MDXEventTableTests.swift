import SessionEngine
import Testing

@testable import MDXEngine

/// Every event in every phase: nothing traps, typed input off its screen changes nothing, and a
/// blocking screen always wins.
@Suite struct MDXEventTableTests {
  /// One representative state per phase, reached by driving the engine.
  static let phases: [(String, MDXDriver)] = {
    var list: [(String, MDXDriver)] = []
    func add(_ name: String, _ make: (inout MDXDriver) -> Void) {
      var driver = MDXDriver()
      make(&driver)
      list.append((name, driver))
    }
    add("home screen") { _ in }
    add("Secure Hub missing") {
      $0 = MDXDriver(hub: false); $0.send(.launch)
    }
    add("server address") { $0.send(.launch) }
    add("credentials") {
      $0.send(.launch); $0.send(.submitServerAddress("mdm.fabrikam.example"))
    }
    add("create PIN") {
      $0.send(.launch); $0.send(.submitServerAddress("mdm.fabrikam.example"))
      $0.send(.submitCredentials(user: "sam", password: "Passw0rd!"))
    }
    add("running") { $0.enrol() }
    add("Secure Hub logon") {
      $0.enrol(); $0.send(.appRequestsLogon(force: true))
    }
    add("app passcode") {
      $0.enrol(); $0.advance(minutes: 15)
    }
    add("offline reminder") {
      $0 = MDXDriver(
        MDXHarness.configuration(.managed, [.maxOfflinePeriod: "1", .inactivityTimer: "0"]))
      $0.enrol(); $0.advance(minutes: 30)
    }
    add("offline locked") {
      $0 = MDXDriver(MDXHarness.configuration(.managed, [.maxOfflinePeriod: "1"]))
      $0.enrol(); $0.send(.networkChanged(online: false)); $0.advance(minutes: 61)
    }
    add("auth locked") {
      $0.enrol(); $0.advance(minutes: 15)
      for _ in 0..<5 { $0.send(.enterPin("000000")) }
    }
    add("jailbreak blocked") {
      $0.enrol(); $0.send(.jailbreakChanged(true))
    }
    add("admin locked") {
      $0.enrol(); $0.send(.admin(.appLock))
    }
    add("wiped") {
      $0.enrol(); $0.send(.admin(.appWipe))
    }
    add("background") {
      $0.enrol(); $0.send(.background)
    }
    add("will enter foreground") {
      $0.enrol(); $0.send(.background); $0.send(.willEnterForeground)
    }
    add("premium running") {
      $0 = MDXDriver(MDXHarness.configuration(.unmanagedPremium)); $0.send(.launch)
    }
    add("general running") {
      $0 = MDXDriver(MDXHarness.configuration(.unmanagedGeneral)); $0.send(.launch)
    }
    return list
  }()

  static let events: [MDXEvent] =
    [
      .launch, .background, .willEnterForeground, .didBecomeActive, .quit, .userActivity, .tick,
      .installSecureHub, .removeSecureHub, .submitServerAddress("mdm.fabrikam.example"),
      .submitServerAddress(""), .submitCredentials(user: "sam", password: "Passw0rd!"),
      .submitCredentials(user: "", password: ""), .createPin("135790", confirmation: "135790"),
      .createPin("", confirmation: "x"), .enterPin("135790"), .enterPin(""),
      .requestNetworkLogon, .dismissReminder, .appRequestsLogon(force: false),
      .appRequestsLogon(force: true), .signOffFromHub, .networkChanged(online: false),
      .networkChanged(online: true), .jailbreakChanged(true), .jailbreakChanged(false),
    ] + MDXAdminAction.allCases.map { MDXEvent.admin($0) } + vaultEvents

  /// Every vault call from every app on the phone.
  static let vaultEvents: [MDXEvent] = MDXVaultRole.allCases.flatMap { role in
    [
      MDXVaultCall.create, .load, .update(["c": "345"]), .update([:]), .synchronize,
      .forceSynchronize, .delete, .damage,
    ].map { MDXEvent.vault(role, $0) }
      + [MDXVaultClassCall.get, .save(["a": "1"]), .save(["": "x"]), .save([:]), .delete].map {
        MDXEvent.vaultClass(role, $0)
      } + MDXOtherAppAction.allCases.map { MDXEvent.otherApp(role, $0) }
  }

  @Test func phasesAreDistinct() {
    let names = Self.phases.map {
      "\($0.1.state.phase)/\($0.1.state.lifecycle)/\($0.1.state.configuration.mode)"
    }
    #expect(Set(names).count == Self.phases.count)
  }

  @Test(arguments: 0..<18)
  func everyEventInThisPhase(_ index: Int) {
    let (name, start) = Self.phases[index]
    for event in Self.events {
      var driver = start
      driver.now = driver.now.advanced(by: .seconds(1))
      driver.send(event)
      let state = driver.state
      #expect(
        (state.phase == .notRunning) == (state.lifecycle == .notRunning),
        "\(name) + \(event): phase \(state.phase) with life cycle \(state.lifecycle)")
      if state.isRunning, state.lifecycle == .active, let blocked = MDXEngine.gate(state) {
        #expect(state.phase == blocked, "\(name) + \(event): \(state.phase) while \(blocked)")
      }
      if state.phase == .running, state.lifecycle == .active, state.configuration.mode == .managed {
        #expect(state.sessionActive, "\(name) + \(event): running without a session")
      }
      if let role = Self.vaultCaller(event) {
        var others = state
        others.vaults = start.state.vaults
        others.vaultKeychain = start.state.vaultKeychain
        others.vaultClassResults = start.state.vaultClassResults
        others.otherSessions = start.state.otherSessions
        var expected = start.state
        expected.denial = nil
        #expect(others == expected, "\(name) + \(event) changed more than the vault")
        let callable =
          role != .app || (start.state.phase == .running && start.state.lifecycle == .active)
        if case .otherApp = event, role == .app {
          #expect(
            state.otherSessions.isEmpty, "\(name) + \(event): the app's session is the engine's")
        }
        if !callable {
          #expect(
            state.vaults == start.state.vaults, "\(name) + \(event): the app called off screen")
          #expect(
            state.vaultClassResults == start.state.vaultClassResults
              && state.vaultKeychain == start.state.vaultKeychain,
            "\(name) + \(event): the app called off screen")
        }
      }
      if !Self.applies(event, to: start.state.phase) {
        var expected = start.state
        expected.denial = nil
        #expect(state == expected, "\(name) + \(event) changed the state")
      }
    }
  }

  /// The app calling the vault in `event` (an instance call or a class method), if any.
  static func vaultCaller(_ event: MDXEvent) -> MDXVaultRole? {
    switch event {
    case .vault(let role, _), .vaultClass(let role, _), .otherApp(let role, _): role
    default: nil
    }
  }

  /// Whether a typed event belongs to the screen of `phase` (other typed events change nothing).
  static func applies(_ event: MDXEvent, to phase: MDXPhase) -> Bool {
    switch (event, phase) {
    case (.submitServerAddress, .hubServerAddress), (.submitCredentials, .hubCredentials),
      (.submitCredentials, .authLocked), (.createPin, .hubCreatePin), (.enterPin, .hubLogon),
      (.enterPin, .appPasscode), (.requestNetworkLogon, .offlineLocked),
      (.dismissReminder, .offlineReminder):
      return true
    case (.submitServerAddress, _), (.submitCredentials, _), (.createPin, _), (.enterPin, _),
      (.requestNetworkLogon, _), (.dismissReminder, _):
      return false
    default:
      return true
    }
  }
}
