import Foundation
import Testing

@testable import SessionEngine

/// The saved snapshot's JSON: the texts below are the stored format (what the synthesized
/// `Codable` of the snapshot's types writes, and what devices of earlier builds hold), so stores
/// saved by earlier mamsims load, and new ones read the same.
@Suite struct SnapshotCodingTests {
  static func text<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func value<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  static let alex = Account(objectId: "0c9a", upn: "alex@contoso.com", displayName: "Alex W")
  static let alexJSON = #"{"displayName":"Alex W","objectId":"0c9a","upn":"alex@contoso.com"}"#

  static let signIns: [(AppSignIn, String)] = [
    (.signedOut(error: nil), #"{"signedOut":{}}"#),
    (.signedOut(error: .wrongPassword), #"{"signedOut":{"error":"wrongPassword"}}"#),
    (.signingIn(upn: "blake@contoso.com"), #"{"signingIn":{"upn":"blake@contoso.com"}}"#),
    (.signedIn(alex), #"{"signedIn":{"_0":"# + alexJSON + "}}"),
    (.signingOut(alex), #"{"signingOut":{"_0":"# + alexJSON + "}}"),
  ]

  static let processes: [(AppProcess, String)] = [
    (.running, #"{"running":{}}"#),
    (.notRunning(lastExit: nil), #"{"notRunning":{}}"#),
    (.notRunning(lastExit: .restartForPolicy), #"{"notRunning":{"lastExit":"restartForPolicy"}}"#),
    (.notRunning(lastExit: .killed), #"{"notRunning":{"lastExit":"killed"}}"#),
  ]

  @Test func theEnumsKeepTheirJSON() throws {
    for (value, json) in Self.signIns {
      #expect(try Self.text(value) == json)
      #expect(try Self.value(AppSignIn.self, json) == value)
    }
    for (value, json) in Self.processes {
      #expect(try Self.text(value) == json)
      #expect(try Self.value(AppProcess.self, json) == value)
    }
  }

  @Test func theEnumsRefuseWhatTheSynthesizedCodeRefused() {
    for json in [#"{}"#, #"{"running":{},"notRunning":{}}"#, #"{"flying":{}}"#, #"[]"#, #""x""#] {
      #expect(throws: (any Error).self) { try Self.value(AppProcess.self, json) }
    }
    for json in [#"{}"#, #"{"signedIn":{}}"#, #"{"signingIn":{"upn":3}}"#, #"{"a":{},"b":{}}"#] {
      #expect(throws: (any Error).self) { try Self.value(AppSignIn.self, json) }
    }
    // A member it does not know is left aside, as before.
    #expect((try? Self.value(AppProcess.self, #"{"running":{},"later":1}"#)) == .running)
  }

  @Test func theSchedulerAndServiceKeepTheirJSON() throws {
    var scheduler = Scheduler()
    scheduler.schedule(.timer(.checkIn), at: Instant(milliseconds: 1_800_000))
    scheduler.schedule(.timer(.splash), at: Instant(milliseconds: 500))
    let json =
      #"{"entries":[{"due":{"milliseconds":500},"item":{"timer":"splash"},"sequence":2},"#
      + #"{"due":{"milliseconds":1800000},"item":{"timer":"checkIn"},"sequence":1}],"sequence":2}"#
    let schedulerJSON = try Self.text(scheduler)
    #expect(schedulerJSON == json, "\(schedulerJSON)")
    #expect(try Self.value(Scheduler.self, json) == scheduler)
    var service = SimulatedMAMService()
    service.orderWipe(upn: "Alex@Contoso.com")
    let serviceJSON = try Self.text(service)
    #expect(serviceJSON == #"{"pendingWipes":["alex@contoso.com"]}"#)
    #expect(try Self.value(SimulatedMAMService.self, serviceJSON) == service)
    #expect(try Self.text(SimulatedMAMService()) == #"{"pendingWipes":[]}"#)
  }

  /// A snapshot as a store of the build before this change saved it (first-policy-test.tape
  /// replayed with `--state`), read and written again unchanged.
  static let savedRow =
    #"{"device":{"biometricEnrollment":0,"biometricMatches":true,"biometry":"faceID","jailbroken":false,"managedBrowserInstalled":false,"model":"iPhone15,3","online":true,"osVersion":"17.5","threatLevel":"secured"},"now":{"milliseconds":6450},"scheduler":{"entries":[],"sequence":8},"service":{"pendingWipes":[]},"state":{"accessCheckDue":false,"accountDisabled":false,"biometricEnrollmentSeen":0,"checkInInFlight":false,"credentialsCheckDue":false,"device":{"biometricEnrollment":0,"biometricMatches":true,"biometry":"faceID","jailbroken":false,"managedBrowserInstalled":false,"model":"iPhone15,3","online":true,"osVersion":"17.5","threatLevel":"secured"},"dismissedWarnings":[],"inForeground":true,"lastCheckIn":{"milliseconds":3550},"lastCheckInAttempt":{"milliseconds":2750},"lastLeftForeground":{"milliseconds":3550},"lastPinEntryAt":{"milliseconds":5450},"launchCount":2,"networkFailures":0,"notes":[],"pin":{"failedAttempts":0,"isSet":false,"length":0},"process":{"running":{}},"signIn":{"signedOut":{}}},"steps":13,"tenantEdits":[]}"#

  @Test func aSavedSnapshotReadsAndWritesUnchanged() throws {
    let snapshot = try Self.value(RuntimeSnapshot.self, Self.savedRow)
    #expect(snapshot.steps == 13)
    #expect(snapshot.now == Instant(milliseconds: 6450))
    #expect(snapshot.state.process == .running)
    #expect(try Self.text(snapshot) == Self.savedRow)
    // One saved before administrators' changes were kept has none.
    let older = Self.savedRow.replacingOccurrences(of: #","tenantEdits":[]"#, with: "")
    #expect(try Self.value(RuntimeSnapshot.self, older) == snapshot)
  }

  /// Every snapshot of a whole flow (sign-in, enrolment, restart, PIN, check-ins, wipe) survives
  /// a round trip.
  @Test func snapshotsOfAFlowRoundTrip() throws {
    let runtime = SessionRuntime(scenario: ScenarioLoader.embedded())
    var seen: [RuntimeSnapshot] = [runtime.snapshot]
    runtime.launch()
    seen.append(runtime.snapshot)
    runtime.send(.appSignInSubmitted(upn: "alex@contoso.com", password: Secret("Pilot-Alex")))
    seen.append(runtime.snapshot)
    runtime.advance(by: .seconds(5))
    seen.append(runtime.snapshot)
    runtime.send(.restartAcknowledged)
    seen.append(runtime.snapshot)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    seen.append(runtime.snapshot)
    for snapshot in seen {
      let json = try Self.text(snapshot)
      let back = try Self.value(RuntimeSnapshot.self, json)
      #expect(back == snapshot)
      #expect(try Self.text(back) == json)
    }
  }

  /// Every stored property of a state is saved: none is left out of its coding keys.
  @Test func theStateSavesEveryProperty() throws {
    var state = SessionState()
    state.sdkScreen = .splash
    state.registration = Registration(account: Self.alex, phase: .enrolled)
    state.policy = AppliedPolicy(
      policy: AppProtectionPolicy(), receivedAt: Instant(milliseconds: 1), awaitingRestart: false)
    state.lastPinEntryAt = Instant(milliseconds: 1)
    state.biometricEnrollmentSeen = 1
    state.lastLeftForeground = Instant(milliseconds: 1)
    state.nextCheckInAt = Instant(milliseconds: 1)
    state.lastCheckInAttempt = Instant(milliseconds: 1)
    state.lastCheckIn = Instant(milliseconds: 1)
    state.uiIdentityChoice = .personal
    state.identitySwitchPending = true
    state.protectedFilesClosed = true
    let written = try Self.text(state)
    let properties = Mirror(reflecting: state).children.compactMap(\.label)
    for name in properties { #expect(written.contains("\"\(name)\":"), "\(name)") }
    let instant = Mirror(reflecting: Instant(milliseconds: 1)).children.compactMap(\.label)
    #expect(instant == ["milliseconds"])
  }

  /// What the synthesized code wrote for the state below.
  static let fullStateJSON =
    #"{"accessCheckDue":false,"accountDisabled":true,"biometricEnrollmentSeen":2,"checkInInFlight":false,"credentialsCheckDue":false,"device":{"biometricEnrollment":0,"biometricMatches":true,"biometry":"faceID","jailbroken":false,"managedBrowserInstalled":false,"model":"iPhone15,3","online":true,"osVersion":"17.5","threatLevel":"secured"},"dismissedWarnings":[],"identitySwitchPending":true,"inForeground":false,"lastCheckIn":{"milliseconds":9},"lastCheckInAttempt":{"milliseconds":8},"lastLeftForeground":{"milliseconds":6},"lastPinEntryAt":{"milliseconds":5},"launchCount":4,"networkFailures":3,"nextCheckInAt":{"milliseconds":7},"notes":[],"pin":{"failedAttempts":0,"isSet":false,"length":0},"process":{"notRunning":{"lastExit":"wiped"}},"signIn":{"signedIn":{"_0":{"displayName":"Alex W","objectId":"0c9a","upn":"alex@contoso.com"}}},"uiIdentityChoice":"personal"}"#

  /// A state with every optional member set survives a round trip member for member.
  @Test func aFullStateRoundTrips() throws {
    var state = SessionState()
    state.process = .notRunning(lastExit: .wiped)
    state.signIn = .signedIn(Self.alex)
    state.lastPinEntryAt = Instant(milliseconds: 5)
    state.biometricEnrollmentSeen = 2
    state.lastLeftForeground = Instant(milliseconds: 6)
    state.nextCheckInAt = Instant(milliseconds: 7)
    state.lastCheckInAttempt = Instant(milliseconds: 8)
    state.lastCheckIn = Instant(milliseconds: 9)
    state.networkFailures = 3
    state.accountDisabled = true
    state.launchCount = 4
    state.uiIdentityChoice = .personal
    state.identitySwitchPending = true
    let json = try Self.text(state)
    #expect(json == Self.fullStateJSON)
    let back = try Self.value(SessionState.self, json)
    #expect(back == state)
    #expect(try Self.text(back) == json)
    // Missing optional members are nil; a missing required one is an error, as before.
    let minimal = try Self.text(SessionState())
    #expect(!minimal.contains("lastCheckIn"))
    let withoutCount = minimal.replacingOccurrences(of: #""launchCount":0,"#, with: "")
    #expect(throws: (any Error).self) { try Self.value(SessionState.self, withoutCount) }
  }

  /// What the synthesized code wrote for the device below: every optional member set.
  static let fullDeviceJSON =
    #"{"biometricEnrollment":3,"biometricMatches":false,"biometry":"touchID","clipboard":{"identity":"managed","source":{"app":{}},"text":"Q3"},"jailbroken":true,"language":"de","managedBrowserInstalled":true,"mdmUser":"alex@contoso.com","model":"iPhone14,2","online":false,"osVersion":"16.4","threatLevel":"high"}"#

  /// The device, the PIN state and the notes keep the JSON the synthesized code wrote, and
  /// refuse what it refused.
  @Test func theDevicePinAndNotesKeepTheirJSON() throws {
    var device = DeviceState(
      model: "iPhone14,2", osVersion: "16.4", jailbroken: true, online: false,
      mdmUser: "alex@contoso.com", threatLevel: .high)
    device.biometry = .touchID
    device.biometricMatches = false
    device.biometricEnrollment = 3
    device.language = .german
    device.managedBrowserInstalled = true
    device.clipboard = ClipboardContent(text: "Q3", identity: .managed, source: .app)
    #expect(try Self.text(device) == Self.fullDeviceJSON)
    #expect(try Self.value(DeviceState.self, Self.fullDeviceJSON) == device)
    let plainDevice =
      #"{"biometricEnrollment":0,"biometricMatches":true,"biometry":"faceID","jailbroken":false,"managedBrowserInstalled":false,"model":"iPhone15,3","online":true,"osVersion":"17.5","threatLevel":"secured"}"#
    #expect(try Self.text(DeviceState()) == plainDevice)
    #expect(try Self.value(DeviceState.self, plainDevice) == DeviceState())
    // The lock, the MDM app configuration and the second app's twin are written when set.
    var changed = device
    changed.locked = true
    changed.appConfig = MDMAppConfig(upn: "alex@contoso.com")
    changed.managedAppRegistersTwin = false
    let written = try Self.text(changed)
    #expect(
      written.contains(#""locked":true"#) && written.contains(#""managedAppRegistersTwin":false"#))
    #expect(try Self.value(DeviceState.self, written) == changed)
    // One saved before the browser was kept has none; a missing required member is an error.
    let older = plainDevice.replacingOccurrences(of: #""managedBrowserInstalled":false,"#, with: "")
    #expect(try Self.value(DeviceState.self, older) == DeviceState())
    for member in [#""biometry":"faceID","#, #""model":"iPhone15,3","#] {
      let broken = plainDevice.replacingOccurrences(of: member, with: "")
      #expect(throws: (any Error).self) { try Self.value(DeviceState.self, broken) }
    }
    #expect(throws: (any Error).self) {
      try Self.value(DeviceState.self, plainDevice.replacingOccurrences(of: "true", with: "1"))
    }

    let pin = PinState(
      isSet: true, length: 6, setAt: Instant(milliseconds: 42), pendingNewPin: Secret("1234"),
      failedAttempts: 2)
    let pinJSON = #"{"failedAttempts":2,"isSet":true,"length":6,"setAt":{"milliseconds":42}}"#
    #expect(try Self.text(pin) == pinJSON)
    var pinBack = pin
    pinBack.pendingNewPin = nil
    #expect(try Self.value(PinState.self, pinJSON) == pinBack)
    #expect(try Self.text(PinState()) == #"{"failedAttempts":0,"isSet":false,"length":0}"#)
    #expect(throws: (any Error).self) {
      try Self.value(PinState.self, #"{"failedAttempts":0,"length":0}"#)
    }

    let notes = [
      Note(id: "n1", title: "Q3 pipeline", body: "a \"b\"\n", owner: "alex@contoso.com"),
      Note(id: "n2", title: "Groceries", body: ""),
    ]
    let notesJSON =
      #"[{"body":"a \"b\"\n","id":"n1","owner":"alex@contoso.com","title":"Q3 pipeline"},"#
      + #"{"body":"","id":"n2","title":"Groceries"}]"#
    #expect(try Self.text(notes) == notesJSON)
    #expect(try Self.value([Note].self, notesJSON) == notes)
    #expect(throws: (any Error).self) {
      try Self.value(Note.self, #"{"body":"","title":"Groceries"}"#)
    }
  }

  /// Dismissed warnings are saved as a JSON array (as the synthesized `Set` coding wrote them)
  /// and read back as a set; a repeated one counts once.
  @Test func dismissedWarningsKeepTheirJSON() throws {
    var state = SessionState()
    state.dismissedWarnings = [.jailbroken]
    let json = try Self.text(state)
    #expect(json.contains(#""dismissedWarnings":[{"jailbroken":{}}]"#), "\(json)")
    #expect(try Self.value(SessionState.self, json) == state)
    let twice = json.replacingOccurrences(
      of: #"[{"jailbroken":{}}]"#, with: #"[{"jailbroken":{}},{"jailbroken":{}}]"#)
    #expect(try Self.value(SessionState.self, twice) == state)
    state.dismissedWarnings = [.jailbroken, .osVersionTooOld(minimum: "17.0")]
    #expect(try Self.value(SessionState.self, try Self.text(state)) == state)
    let broken = json.replacingOccurrences(of: #"[{"jailbroken":{}}]"#, with: #"[{"flying":{}}]"#)
    #expect(throws: (any Error).self) { try Self.value(SessionState.self, broken) }
  }
}
