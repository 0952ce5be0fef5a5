import Screens
import SessionEngine
import TerminalUI
import Testing
@testable import Strings
@testable import Walkthrough

/// Every screen mamsim draws, each as the walk that reaches it, for tests that look at all of them
/// in every language (the goldens reach the same screens in English).
struct ScreenTour: Sendable, CustomStringConvertible {
  /// A short name, also the golden's.
  var name: String
  /// What the scenario changes before the app starts.
  var scenario: @Sendable (inout Scenario) -> Void = { _ in }
  /// Whether the walkthrough's checklist is shown.
  var walkthrough: WalkthroughKind?
  /// The store operation that fails once the walk reached the set-PIN screen, if any.
  var failing: StoreFailure.Operation?
  /// The walk, from a fresh install.
  var walk: @Sendable (Pilot) -> Void

  var description: String { name }

  /// A pilot in `language` at `size`, walked to this screen.
  func pilot(_ language: Language, size: TerminalSize) -> Pilot {
    let control = FailingPinVault.Switch()
    let pilot = Pilot(
      size: size, strings: StringTable(language: language),
      vault: FailingPinVault(control: control), scenario)
    if let walkthrough { pilot.app.startWalkthrough(walkthrough) }
    if let failing {
      pilot.toSetPin()
      control.failing = [failing]
    }
    walk(pilot)
    return pilot
  }

  /// Managed, then the world changes as `change` says, then the app is opened again.
  static func relaunched(_ change: @escaping @Sendable (SessionRuntime) -> Void)
    -> @Sendable (
      Pilot
    ) -> Void
  {
    { pilot in
      pilot.toManaged()
      change(pilot.runtime)
      pilot.runtime.relaunch()
      pilot.passSplash()
    }
  }

  /// The screens.
  static let all: [ScreenTour] = [
    ScreenTour(name: "splash") { pilot in
      pilot.toHomeAfterRestart()
      pilot.press(.enter)
      pilot.wait(.milliseconds(500))
    },
    ScreenTour(name: "app-sign-in") { $0.passSplash() },
    ScreenTour(name: "app-sign-in-wrong-password") { pilot in
      pilot.passSplash()
      pilot.signIn(Pilot.alex.upn, "wrong-password")
    },
    ScreenTour(name: "app-sign-in-signing-in") { pilot in
      pilot.passSplash()
      pilot.type(Pilot.alex.upn)
      pilot.press(.tab)
      pilot.type(Pilot.alex.password)
      pilot.press(.enter)
    },
    ScreenTour(name: "notes-signed-out") { pilot in
      pilot.passSplash()
      pilot.press(.escape)
    },
    ScreenTour(name: "restart-alert") { $0.toRestartAlert() },
    ScreenTour(name: "phone-home-after-restart") { $0.toHomeAfterRestart() },
    ScreenTour(name: "set-pin-choose") { pilot in
      pilot.toSetPin()
      pilot.type("25")
    },
    ScreenTour(name: "set-pin-confirm") { pilot in
      pilot.toSetPin()
      pilot.type("2580")
      pilot.wait(.seconds(1))
    },
    ScreenTour(name: "set-pin-mismatch") { pilot in
      pilot.toSetPin()
      pilot.type("2580")
      pilot.wait(.seconds(1))
      pilot.type("2581")
      pilot.wait(.seconds(1))
    },
    ScreenTour(name: "set-pin-simple", scenario: { $0.policies[0].simplePinBlocked = true }) {
      pilot in
      pilot.toSetPin()
      pilot.type("1111")
      pilot.wait(.seconds(1))
    },
    ScreenTour(
      name: "set-passcode-too-short",
      scenario: { $0.policies[0].pinCharacterSet = .alphanumericAndSymbol }
    ) { pilot in
      pilot.toSetPin()
      pilot.type("a1")
      pilot.press(.enter)
      pilot.wait(.seconds(1))
    },
    ScreenTour(name: "notes-managed") { $0.toManaged() },
    ScreenTour(name: "note-detail-corporate") { pilot in
      pilot.toManaged()
      pilot.press(.enter)
    },
    ScreenTour(name: "note-detail-personal") { pilot in
      pilot.toManaged()
      pilot.press(.down, .down, .enter)
    },
    ScreenTour(name: "menu") { pilot in
      pilot.toManaged()
      pilot.press(.tab, .enter)
    },
    ScreenTour(name: "new-note") { pilot in
      pilot.toManaged()
      pilot.press(.tab, .enter, .enter)
      pilot.type("Board prep")
    },
    ScreenTour(name: "diagnostics-managed") { pilot in
      pilot.toManaged()
      pilot.press(.tab, .enter, .down, .down, .enter)
    },
    ScreenTour(name: "enter-pin") { $0.toEnterPin() },
    ScreenTour(name: "enter-pin-incorrect") { pilot in
      pilot.toEnterPin()
      pilot.type("1111")
      pilot.wait(.seconds(1))
    },
    ScreenTour(name: "forgot-pin") { pilot in
      pilot.toEnterPin()
      pilot.press(.tab, .enter)
      pilot.wait(.seconds(1))
    },
    ScreenTour(name: "max-attempts") { pilot in
      pilot.toEnterPin()
      for _ in 0..<5 {
        pilot.type("1111")
        pilot.wait(.seconds(1))
      }
    },
    ScreenTour(
      name: "enter-pin-face-id",
      scenario: { $0.policies[0].pinRequiredInsteadOfBiometricTimeout = .seconds(12 * 3600) }
    ) { $0.toEnterPin() },
    ScreenTour(
      name: "sdk-sign-in",
      scenario: {
        $0.app.signInStyle = .sdk
        $0.device.mdmUser = Pilot.alex.upn
      }
    ) { pilot in
      pilot.passSplash()
      pilot.press(.enter)
      pilot.wait(.seconds(1))
    },
    ScreenTour(name: "connecting", scenario: { $0.app.settings.mamPolicyRequired = true }) {
      pilot in
      pilot.passSplash()
      pilot.type(Pilot.alex.upn)
      pilot.press(.tab)
      pilot.type(Pilot.alex.password)
      pilot.press(.enter)
      pilot.wait(.seconds(1))
    },
    ScreenTour(
      name: "enrollment-blocked-no-policy",
      scenario: { $0.app.settings.mamPolicyRequired = true }
    ) { pilot in
      pilot.passSplash()
      pilot.signIn("blake@contoso.com", "Blake-1357")
      pilot.wait(.seconds(5))
    },
    ScreenTour(
      name: "enrollment-blocked-not-licensed",
      scenario: { $0.app.settings.mamPolicyRequired = true }
    ) { pilot in
      pilot.passSplash()
      pilot.signIn("casey@contoso.com", "Casey-4680")
      pilot.wait(.seconds(5))
    },
    ScreenTour(
      name: "no-policy-warning", scenario: { $0.app.settings.mamPolicyWarnAbsent = true }
    ) { $0.wait(.milliseconds(500)) },
    ScreenTour(name: "wipe-notice") { pilot in
      pilot.toManaged()
      pilot.runtime.change(.admin(.selectiveWipe(upn: Pilot.alex.upn)))
      pilot.runtime.change(.admin(.checkInNow))
      pilot.wait(.seconds(2))
    },
    ScreenTour(name: "block-jailbroken", walk: relaunched { $0.apply(.jailbroken(true)) }),
    ScreenTour(
      name: "warn-os", scenario: { $0.policies[0].minimumWarningOsVersion = "18.0" },
      walk: relaunched { _ in }),
    ScreenTour(
      name: "block-threat", scenario: { $0.policies[0].maximumAllowedDeviceThreatLevel = .low },
      walk: relaunched { try? $0.apply(.device(.threatLevel(.high))) }),
    ScreenTour(name: "block-offline") { $0.toOfflineBlock() },
    ScreenTour(
      name: "access-check-sign-in",
      scenario: { $0.policies[0].organizationalCredentialsRequired = true }
    ) { $0.toEnterPin() },
    ScreenTour(name: "help") { pilot in
      pilot.passSplash()
      pilot.press(.function(1))
    },
    ScreenTour(name: "device-panel") { pilot in
      pilot.toManaged()
      pilot.press(.function(4))
    },
    ScreenTour(name: "admin-panel") { pilot in
      pilot.toManaged()
      pilot.press(.function(5))
    },
    ScreenTour(name: "store-error", failing: .savePin) { pilot in
      pilot.type("2580")
      pilot.wait(.seconds(1))
      pilot.type("2580")
      pilot.wait(.seconds(1))
    },
    ScreenTour(name: "walkthrough-start", walkthrough: .firstPolicy) { $0.passSplash() },
    ScreenTour(name: "walkthrough-explained", walkthrough: .firstPolicy) { pilot in
      pilot.signIn("blake@contoso.com", "Blake-1357")
      pilot.wait(.seconds(3))
    },
    ScreenTour(name: "walkthrough-set-pin", walkthrough: .firstPolicy) { $0.toSetPin() },
    ScreenTour(name: "walkthrough-exit-criteria", walkthrough: .exitCriteria) { $0.passSplash() },
  ]
}
