import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// Changes to the world on a stored device: saved like any other step, whether the app runs or
/// not, and found again by the next process.
@Suite(.scratchFolder) struct WorldChangeStoreTests {
  @Test func aDeviceChangeWhileTheAppRunsIsSavedAndSeenByTheApp() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.launch()
    first.change(.device(.online(false)))
    #expect(first.scenario.device.online == false)
    #expect(first.state.device.online == false, "the running app saw the change")
    #expect(first.storeError == nil)
    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(second.scenario.device.online == false)
  }

  @Test func theClipboardAndTheManagedBrowserOutliveTheProcess() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.launch()
    first.perform(.copy("Groceries"), on: .personalApp)
    first.change(.device(.managedBrowserInstalled(true)))
    #expect(first.storeError == nil)
    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(
      second.scenario.device.clipboard
        == ClipboardContent(text: "Groceries", identity: .unmanaged, source: .personalApp))
    #expect(second.scenario.device.managedBrowserInstalled)
  }

  @Test func aDeviceChangeWhileTheAppIsClosedIsSavedToo() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(!first.state.isRunning)
    first.change(.device(.jailbroken(true)))
    first.change(.device(.threatLevel(.high)))
    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(second.scenario.device.jailbroken)
    #expect(second.scenario.device.threatLevel == .high)
  }

  @Test func adminEditsAreReplayedOverTheScenarioByTheNextProcess() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.launch()
    first.change(
      .admin(.editPolicy(PolicyEdit(property: "minimumPinLength", value: .number(6)))))
    first.change(.admin(.setAccountEnabled(upn: "alex@contoso.com", enabled: false)))
    #expect(first.scenario.policies[0].minimumPinLength == 6)

    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(second.scenario.policies[0].minimumPinLength == 6)
    #expect(second.scenario.tenant.user(upn: "alex@contoso.com")?.enabled == false)
    // The world log names the policy the edit changed, so a replay changes the same one.
    #expect(
      first.worldLog.contains { entry in
        if case .admin(.editPolicy(let edit)) = entry.change { return edit.policy != nil }
        return false
      })
  }

  @Test func aRefusedChangeChangesNothingAndIsNotSaved() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(throws: WorldChangeError.unknownUser("nobody@contoso.com")) {
      try first.apply(.admin(.selectiveWipe(upn: "nobody@contoso.com")))
    }
    #expect(throws: WorldChangeError.self) {
      try first.apply(
        .admin(.editPolicy(PolicyEdit(property: "minimumPinLength", value: .string("six")))))
    }
    #expect(first.worldLog.isEmpty)
    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(second.scenario.policies == StoreFixture.scenario().policies)
  }
}
