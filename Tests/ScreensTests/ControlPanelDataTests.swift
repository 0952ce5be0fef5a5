import Screens
import SessionEngine
import Testing

/// The data-protection rows of the live panels: F4 installs the managed browser and shows the
/// clipboard, F5 cycles the data-protection settings of the policy.
@Suite struct ControlPanelDataTests {
  @Test func devicePanelInstallsTheManagedBrowserAndShowsTheClipboard() {
    let pilot = Pilot(size: .large)
    pilot.toManaged()
    pilot.runtime.perform(.copy("Q3"), on: .app)
    pilot.press(.function(4))
    #expect(pilot.shows("managed: Q3"))
    pilot.choose("Managed browser installed")
    #expect(pilot.runtime.scenario.device.managedBrowserInstalled)
    #expect(pilot.runtime.worldLog.last?.change == .device(.managedBrowserInstalled(true)))
    pilot.press(.enter)
    #expect(!pilot.runtime.scenario.device.managedBrowserInstalled)
  }

  @Test func adminPanelCyclesTheClipboardLevelThroughGraphsValues() {
    let pilot = Pilot(size: .large)
    pilot.toManaged()
    pilot.press(.function(5))
    pilot.choose("allowedOutboundClipboardSharingLevel")
    var levels: [String] = []
    for _ in 0..<4 {
      let policy = pilot.runtime.scenario.policies.first
      levels.append(policy?.allowedOutboundClipboardSharingLevel.rawValue ?? "")
      pilot.press(.enter)
    }
    #expect(levels == ["managedAppsWithPasteIn", "managedApps", "blocked", "allApps"])
  }

  @Test func everyDataProtectionSettingHasAnAdminRowThatApplies() {
    let pilot = Pilot(size: .large)
    pilot.toManaged()
    pilot.press(.function(5))
    for property in [
      "allowedOutboundClipboardSharingExceptionLength", "allowedOutboundDataTransferDestinations",
      "allowedInboundDataTransferSources", "saveAsBlocked", "allowedDataStorageLocations",
      "printBlocked", "managedBrowserToOpenLinksRequired", "managedBrowser",
    ] {
      let before = pilot.runtime.scenario.policies.first?.jsonValue()[property]
      pilot.choose(property + " ")
      let after = pilot.runtime.scenario.policies.first?.jsonValue()[property]
      #expect(before != after, "\(property) did not change")
      pilot.press(.function(5))
      pilot.press(.function(5))
    }
  }
}
