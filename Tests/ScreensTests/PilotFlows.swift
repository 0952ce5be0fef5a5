import Screens
import SessionEngine
import Testing

/// The walks a person takes through the sample scenario, shared by the golden and app tests.
extension Pilot {
  /// The account the embedded scenario's policy targets.
  static let alex = (upn: "alex@contoso.com", password: "Pilot-Alex")

  /// The walkthrough's steps' status words, in order (empty without a walkthrough).
  var walkthroughStatuses: [String] {
    app.walkthrough?.steps.map(\.status.word) ?? []
  }

  /// From the notes list: Menu, then Sign out, and waits for the sign-out to finish.
  func signOutFromNotes() {
    press(.tab)  // from the notes list to Menu
    press(.enter)
    press(.down)
    press(.enter)  // Sign out
    wait(.seconds(2))
  }

  /// Waits out the splash screen after a launch.
  func passSplash() { wait(.seconds(2)) }

  /// From a fresh install: splash, the app's own sign-in as Alex, up to the restart alert.
  func toRestartAlert() {
    passSplash()
    signIn(Pilot.alex.upn, Pilot.alex.password)
    wait(.seconds(3))
  }

  /// Acknowledges the restart alert: the app closes and the phone's home screen shows.
  func toHomeAfterRestart() {
    toRestartAlert()
    press(.enter)
    wait(.seconds(1))
  }

  /// Opens the app again after the restart, up to choosing a PIN.
  func toSetPin() {
    toHomeAfterRestart()
    press(.enter)
    passSplash()
  }

  /// Sets the PIN `pin` (typed twice) and lands in the managed app.
  func toManaged(pin: String = "2580") {
    toSetPin()
    type(pin)
    wait(.seconds(1))
    type(pin)
    wait(.seconds(2))
  }

  /// Takes the managed app offline in the background for 13 hours (past the policy's 12-hour
  /// offline grace period) and brings it back: the offline block.
  func toOfflineBlock() {
    toManaged()
    runtime.apply(.online(false))
    runtime.send(.movedToBackground)
    wait(.seconds(13 * 3600))
    runtime.send(.movedToForeground(runtime.scenario.device))
  }

  /// Closes the managed app, lets the access period (30 minutes) pass and opens it again, up to
  /// entering the PIN.
  func toEnterPin() {
    toManaged()
    runtime.send(.terminated)
    wait(.seconds(31 * 60))
    press(.enter)
    passSplash()
  }
}

extension Pilot {
  /// Moves down the open control panel to the row whose text contains `label` and presses Enter.
  func choose(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for _ in 0..<80 {
      if lines.contains(where: { $0.contains("› \(label)") }) {
        press(.enter)
        return
      }
      press(.down)
    }
    Issue.record("no row \(label) in the panel:\n\(text)", sourceLocation: sourceLocation)
  }
}
