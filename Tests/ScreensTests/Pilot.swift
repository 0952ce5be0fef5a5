import Screens
import SessionEngine
import TerminalUI
@testable import Strings

/// Drives the real app on a virtual clock, as a person would, for screen tests.
final class Pilot {
  let app: Program
  var size: TerminalSize
  /// The appearance the app's theme was resolved for.
  let appearance: Appearance

  init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), appearance: Appearance = .light,
    strings: StringTable = StringTable(), vault: any PinVault = MemoryPinVault(),
    _ change: (inout Scenario) -> Void = { _ in }
  ) {
    var scenario = ScenarioLoader.embedded()
    change(&scenario)
    let runtime = SessionRuntime(scenario: scenario, vault: vault)
    app = Program(
      runtime: runtime,
      theme: Theme.resolve(settings: scenario.app.settings, appearance: appearance),
      strings: strings)
    self.size = size
    self.appearance = appearance
  }

  var runtime: SessionRuntime { app.runtime }

  /// Presses keys, letting 50 ms pass after each, as a typist would.
  func press(_ keys: Key...) {
    for key in keys {
      app.handle(key)
      wait(.milliseconds(50))
    }
  }

  /// Types text one character at a time.
  func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Lets virtual time pass.
  func wait(_ duration: Duration) { app.advance(to: runtime.now.advanced(by: duration)) }

  /// The screen as text rows.
  var screen: CellBuffer { app.render(size: size) }
  var lines: [String] { screen.lines }
  var text: String { screen.text(trimmingTrailingSpaces: true) }

  /// Whether `text` appears on screen.
  func shows(_ fragment: String) -> Bool { text.contains(fragment) }

  /// Opens the app and signs in with the app's own form.
  func signIn(_ upn: String, _ password: String) {
    type(upn)
    press(.tab)
    type(password)
    press(.enter)
    wait(.seconds(3))
  }
}
