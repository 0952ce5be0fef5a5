import Screens
import SessionEngine
import Strings
import TerminalUI
import Testing

/// The live device (F4) and admin (F5) panels, driven by keys like a demo would.
@Suite struct ControlPanelTests {
  @Test func devicePanelJailbreaksThePhoneAndTheNextLaunchIsBlocked() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.function(4))
    #expect(pilot.shows("Device (F4)"))
    #expect(pilot.shows("Jailbroken"))
    pilot.choose("Jailbroken")
    #expect(pilot.runtime.scenario.device.jailbroken)
    #expect(pilot.shows("yes"))
    pilot.press(.escape)
    #expect(!pilot.shows("Device (F4)"))
    pilot.runtime.relaunch()
    pilot.wait(.seconds(2))
    #expect(pilot.shows("Device not allowed"))
  }

  @Test func adminPanelEditsThePolicyAndCheckInNowDeliversIt() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.function(5))
    #expect(pilot.shows("Administrator (F5)"))
    pilot.choose("minimumRequiredOsVersion")
    #expect(pilot.runtime.scenario.policies[0].minimumRequiredOsVersion == "17.0")
    pilot.choose("minimumRequiredOsVersion")  // Enter again cycles to the next value
    #expect(pilot.runtime.scenario.policies[0].minimumRequiredOsVersion == "18.0")
    for _ in 0..<60 { pilot.press(.up) }
    pilot.choose("Check in now")
    pilot.wait(.seconds(1))
    pilot.press(.escape)
    #expect(pilot.runtime.log.entries.last?.callback.statusCode == .newPoliciesReceived)
    #expect(pilot.shows("Access blocked"))
    #expect(pilot.shows("18.0"), "the message names the required version")
  }

  @Test func adminWipeFromThePanel() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.function(5))
    pilot.choose("Wipe alex@contoso.com")
    for _ in 0..<60 { pilot.press(.up) }
    pilot.choose("Check in now")
    pilot.wait(.seconds(1))
    pilot.press(.escape)
    #expect(pilot.shows("Data removed"))
    #expect(pilot.shows("(102)"))
  }

  @Test func advancingTheClockFromThePanelRunsTimers() {
    let pilot = Pilot()
    pilot.toManaged()
    let before = pilot.runtime.log.entries.count
    pilot.press(.function(4))
    pilot.choose("Advance clock")  // +30 min: a check-in falls due
    #expect(pilot.runtime.log.entries.count == before + 1)
    #expect(pilot.runtime.log.entries.last?.callback.statusCode == .policiesHaveNotChanged)
  }

  @Test func panelsAreGoldenAtBothSizes() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.function(4))
    pilot.golden("device-panel", sizes: TerminalSize.both)
    pilot.press(.function(5))
    pilot.golden("admin-panel", sizes: TerminalSize.both)
    pilot.size = TerminalSize(columns: 60, rows: 24)
    pilot.golden("admin-panel-narrow", sizes: [TerminalSize(columns: 60, rows: 24)])
  }
}

/// The F4 and F5 rows that name an action keep it in view at 80 columns in every language: a
/// wipe row never reads as the account alone, and the managed browser row is not cut.
@Suite struct ControlPanelWordingTests {
  @Test(arguments: Language.allCases)
  func actionRowsShowWholeAt80Columns(language: Language) {
    let strings = StringTable(language: language)
    let pilot = Pilot(strings: strings)
    pilot.passSplash()
    pilot.press(.function(5))
    for account in ["alex@contoso.com", "blake@contoso.com", "casey@contoso.com"] {
      #expect(pilot.shows(strings.text(.controlWipe, account)), "\(pilot.text)")
    }
    pilot.press(.function(4))
    #expect(pilot.shows(strings.text(.panelManagedBrowser)), "\(pilot.text)")
  }
}
