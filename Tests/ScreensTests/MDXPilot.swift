import MDXEngine
import Screens
import SessionEngine
import TerminalUI
import Testing

/// Drives the one program over an `MDXRuntime` of the built-in Citrix scenario with keys, as a person would.
final class MDXPilot {
  let program: PhoneProgram<MDXRuntime>
  /// The appearance the program's theme was chosen for.
  let appearance: Appearance

  init(appearance: Appearance = .light, _ edit: (inout MDXScenario) -> Void = { _ in }) {
    var scenario =
      MDXScenarioLoader.embedded()
      ?? MDXScenario(
        name: "", summary: "", organisation: "", appName: "", bundleId: "",
        configuration: MDXConfiguration(mode: .managed, serverAddress: "", users: []),
        device: MDXDevice())
    edit(&scenario)
    let runtime = MDXRuntime(scenario: scenario)
    program = PhoneProgram(
      runtime: runtime, theme: runtime.theme(appearance), size: TerminalSize.standard)
    self.appearance = appearance
  }

  var state: MDXState { program.runtime.state }

  func press(_ keys: Key...) { for key in keys { program.handle(key) } }

  func type(_ text: String) { for character in text { program.handle(.character(character)) } }

  func wait(minutes: Int) {
    program.advance(to: program.runtime.now.advanced(by: .seconds(60 * minutes)))
  }

  /// The text of the whole terminal at 80×24.
  var screen: String { program.render(size: TerminalSize.standard).lines.joined(separator: "\n") }

  /// The text of the whole terminal at 120×40 (the API panel's lines unwrapped).
  var wideScreen: String {
    program.render(size: TerminalSize.large).lines.joined(separator: "\n")
  }

  /// Enrols through Secure Hub with the keyboard: server, credentials, PIN 246810 twice.
  func enrol() {
    type("mdm.harbourline.example")
    press(.enter)
    type("rash")
    press(.tab)
    type("Dispatch-2026")
    press(.enter)
    type("246810")
    press(.tab)
    type("246810")
    press(.enter)
  }

  func golden(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for size in TerminalSize.both {
      Golden.check(
        program.render(size: size), name, theme: program.theme, appearance: appearance,
        sourceLocation: sourceLocation)
    }
  }
}
