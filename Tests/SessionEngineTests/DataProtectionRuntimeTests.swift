import Foundation
import Testing

@testable import SessionEngine

/// The runtime carries out data-protection decisions: the clipboard, the decision log, the
/// managed browser as part of the world.
@Suite struct DataProtectionRuntimeTests {
  @Test func aCopyFillsTheClipboardWithWhoseDataItIs() {
    let runtime = Harness.managed()
    #expect(runtime.state.isManaged)
    #expect(runtime.scenario.device.clipboard == nil)
    let decision = runtime.perform(.copy("Q3 forecast"), on: .webView(.currentIdentity))
    #expect(decision.identity == .managed)
    #expect(
      runtime.scenario.device.clipboard
        == ClipboardContent(
          text: "Q3 forecast", identity: .managed, source: .webView(.currentIdentity)))
    // TreatAllWebViewsAsUnmanaged (built in) makes an unset view unmanaged.
    runtime.perform(.copy("Rain"), on: .webView(.unset))
    #expect(runtime.scenario.device.clipboard?.identity == .unmanaged)
    #expect(runtime.dataLog.map(\.decision.identity) == [.managed, .unmanaged])
    #expect(runtime.dataLog.map(\.surface) == [.webView(.currentIdentity), .webView(.unset)])
  }

  @Test func aBlockedPasteIsLoggedWithItsRuleAndLeavesTheClipboard() {
    let runtime = Harness.managed()
    runtime.change(
      .admin(
        .editPolicy(
          PolicyEdit(
            policy: nil, property: "allowedOutboundClipboardSharingLevel",
            value: .string("managedApps")))))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(2))
    #expect(runtime.state.activePolicy?.allowedOutboundClipboardSharingLevel == .managedApps)
    runtime.perform(.copy("Fabrikam renewal"), on: .app)
    let content = runtime.scenario.device.clipboard
    guard let content else {
      Issue.record("the copy did not reach the clipboard")
      return
    }
    let decision = runtime.perform(.paste(content), on: .personalApp)
    #expect(
      decision
        == DataDecision(
          action: .paste, identity: .unmanaged, rule: .clipboardLevel(.managedApps),
          outcome: .blocked(.clipboardPasteBlocked)))
    #expect(runtime.dataLog.last?.decision == decision)
    #expect(runtime.scenario.device.clipboard == content)
  }

  @Test func aSelectiveWipeEmptiesTheClipboardOfTheOrganizationsDataOnly() {
    let runtime = Harness.managed()
    runtime.perform(.copy("Q3 forecast"), on: .app)
    #expect(runtime.scenario.device.clipboard?.identity == .managed)
    runtime.send(.signOutRequested)
    runtime.advance(by: .seconds(5))
    #expect(runtime.callbackSummary.last == "wipeData")
    #expect(runtime.scenario.device.clipboard == nil, "the organization's text went with the wipe")

    let personal = Harness.managed()
    personal.perform(.copy("Rain"), on: .webView(.unset))
    let copied = personal.scenario.device.clipboard
    #expect(copied?.identity == .unmanaged)
    personal.send(.signOutRequested)
    personal.advance(by: .seconds(5))
    #expect(personal.callbackSummary.last == "wipeData")
    #expect(personal.scenario.device.clipboard == copied, "personal data stays")
  }

  @Test func signedOutEverythingIsUnmanaged() {
    let runtime = Harness.runtime()
    runtime.launch()
    let decision = runtime.perform(.print, on: .webView(.currentIdentity))
    #expect(decision.identity == .unmanaged)
    #expect(decision.rule == .unmanagedData)
  }

  @Test func theManagedBrowserIsPartOfTheWorldAndNotSeenByTheEngine() {
    let runtime = Harness.managed()
    let before = runtime.state
    #expect(runtime.scenario.device.managedBrowserInstalled == false)
    runtime.change(.device(.managedBrowserInstalled(true)))
    #expect(runtime.scenario.device.managedBrowserInstalled)
    #expect(runtime.state == before)
    #expect(runtime.worldLog.last?.change == .device(.managedBrowserInstalled(true)))
  }

  @Test func aStoredDeviceWithoutTheNewFieldsStillReads() throws {
    let old = #"""
      {"model":"iPhone15,3","osVersion":"17.5","jailbroken":false,"online":true,
       "threatLevel":"secured","biometry":"faceID","biometricMatches":true,"biometricEnrollment":0}
      """#
    let device = try JSONDecoder().decode(DeviceState.self, from: Data(old.utf8))
    #expect(device == DeviceState())
  }
}
