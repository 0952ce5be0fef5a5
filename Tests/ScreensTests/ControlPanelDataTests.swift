import Screens
import SessionEngine
import Testing

/// The data-protection rows of the live panels: F4 installs the managed browser and shows the
/// clipboard, F5 cycles the data-protection settings of the policy.
@Suite struct ControlPanelDataTests {
  /// Selects the panel row whose text contains `label` and presses Enter.
  func choose(_ pilot: Pilot, _ label: String) {
    for _ in 0..<80 {
      if pilot.lines.contains(where: { $0.contains("› \(label)") }) {
        pilot.press(.enter)
        return
      }
      pilot.press(.down)
    }
    Issue.record("no row \(label) in the panel:\n\(pilot.text)")
  }

  @Test func devicePanelInstallsTheManagedBrowserAndShowsTheClipboard() {
    let pilot = Pilot(size: .large)
    pilot.toManaged()
    pilot.runtime.perform(.copy("Q3"), on: .app)
    pilot.press(.function(4))
    #expect(pilot.shows("managed: Q3"))
    choose(pilot, "Managed browser installed")
    #expect(pilot.runtime.scenario.device.managedBrowserInstalled)
    #expect(pilot.runtime.worldLog.last?.change == .device(.managedBrowserInstalled(true)))
    pilot.press(.enter)
    #expect(!pilot.runtime.scenario.device.managedBrowserInstalled)
  }

  @Test func adminPanelCyclesTheClipboardLevelThroughGraphsValues() {
    let pilot = Pilot(size: .large)
    pilot.toManaged()
    pilot.press(.function(5))
    choose(pilot, "allowedOutboundClipboardSharingLevel")
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
      choose(pilot, property + " ")
      let after = pilot.runtime.scenario.policies.first?.jsonValue()[property]
      #expect(before != after, "\(property) did not change")
      pilot.press(.function(5))
      pilot.press(.function(5))
    }
  }
}
