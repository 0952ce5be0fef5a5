import Screens
import SessionEngine
import TerminalUI
import Testing

/// The screens of access requirements and conditional launch (issue #5), reached by keys and the
/// live panels' world changes, compared with goldens (text and styles) at 80×24 and 120×40 in
/// both appearances.
@Suite("Golden access screens")
struct GoldenAccessScreensTests {
  /// Managed, then the world changes as `change` says, then the app is opened again.
  func relaunched(
    _ appearance: Appearance, _ scenario: (inout Scenario) -> Void = { _ in },
    after change: (SessionRuntime) -> Void
  ) -> Pilot {
    let pilot = Pilot(appearance: appearance, scenario)
    pilot.toManaged()
    change(pilot.runtime)
    pilot.runtime.relaunch()
    pilot.passSplash()
    return pilot
  }

  @Test(arguments: Appearance.allCases)
  func jailbreakBlock(_ appearance: Appearance) {
    let pilot = relaunched(appearance) { $0.apply(.jailbroken(true)) }
    #expect(pilot.shows("Device not allowed"))
    #expect(pilot.shows("[ Close app ]"))
    pilot.golden("block-jailbroken", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func osWarningIsDismissible(_ appearance: Appearance) {
    let pilot = relaunched(
      appearance, { $0.policies[0].minimumWarningOsVersion = "18.0" }, after: { _ in })
    #expect(pilot.shows("Update iOS soon"))
    pilot.golden("warn-os", sizes: TerminalSize.both)
    pilot.press(.enter)
    #expect(!pilot.shows("Update iOS soon"))
  }

  @Test(arguments: Appearance.allCases)
  func threatBlockUsesTheSecondaryColours(_ appearance: Appearance) {
    let pilot = relaunched(
      appearance,
      {
        $0.policies[0].maximumAllowedDeviceThreatLevel = .low
        $0.app.settings.secondaryBackgroundColor = RGBColor(hex: "#202830")
        $0.app.settings.secondaryForegroundColor = RGBColor(hex: "#F0F0F0")
      }
    ) { try? $0.apply(.device(.threatLevel(.high))) }
    #expect(pilot.shows("high risk"))
    pilot.golden("block-threat", sizes: TerminalSize.both)
    guard let title = pilot.position(of: "Access blocked") else {
      Issue.record("no title on screen")
      return
    }
    let cell = pilot.screen[title.x, title.y]
    #expect(cell.style.background == .rgb(RGBColor(red: 0x20, green: 0x28, blue: 0x30)))
    #expect(cell.style.foreground == .rgb(RGBColor(red: 0xF0, green: 0xF0, blue: 0xF0)))
  }

  @Test(arguments: Appearance.allCases)
  func offlineBlockOffersRetry(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toOfflineBlock()
    #expect(pilot.shows("[ Retry ]"))
    pilot.golden("block-offline", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func offlineBlockSaysWhenTheWipeComes(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance)
    pilot.toOfflineBlock()
    #expect(!pilot.shows("removed in"))
    pilot.runtime.send(.movedToBackground)
    pilot.wait(.seconds(88 * 86_400 - 13 * 3600))
    pilot.runtime.send(.movedToForeground(pilot.runtime.scenario.device))
    #expect(pilot.shows("[ Retry ]"))
    #expect(pilot.shows("be removed in 47 hours."))
    pilot.golden("block-offline-wipe-near", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func enterPinWithFaceID(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.policies[0].pinRequiredInsteadOfBiometricTimeout = .seconds(12 * 3600)
    }
    pilot.toEnterPin()
    #expect(pilot.shows("[ Use Face ID ]"))
    pilot.golden("enter-pin-face-id", sizes: TerminalSize.both)
    pilot.press(.tab)  // from the PIN boxes to the Face ID button
    pilot.press(.enter)
    #expect(pilot.app.currentScreen.identity == "app.notes")
  }

  @Test(arguments: Appearance.allCases)
  func enterPinAfterBiometricsChanged(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.policies[0].pinRequiredInsteadOfBiometricTimeout = .seconds(12 * 3600)
    }
    pilot.toManaged()
    pilot.runtime.apply(.biometricEnrolled)
    pilot.runtime.send(.terminated)
    pilot.wait(.seconds(31 * 60))
    pilot.press(.enter)
    pilot.passSplash()
    #expect(!pilot.shows("Use Face ID"))
    pilot.golden("enter-pin-biometrics-changed", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func reusedPinIsRefused(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) { $0.policies[0].previousPinBlockCount = 3 }
    pilot.toEnterPin()
    pilot.press(.tab)  // Forgot PIN
    pilot.press(.enter)  // the prompt opens on the password: the account is filled in
    pilot.type(Pilot.alex.password)
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    pilot.type("2580")
    pilot.type("2580")
    #expect(pilot.shows("last 3 PINs"))
    pilot.golden("set-pin-reused", sizes: TerminalSize.both)
  }

  @Test(arguments: Appearance.allCases)
  func accessCheckAsksForTheWorkAccount(_ appearance: Appearance) {
    let pilot = Pilot(appearance: appearance) {
      $0.policies[0].organizationalCredentialsRequired = true
    }
    pilot.toEnterPin()
    #expect(pilot.shows("Confirm it is you"))
    pilot.golden("access-check-sign-in", sizes: TerminalSize.both)
  }
}
