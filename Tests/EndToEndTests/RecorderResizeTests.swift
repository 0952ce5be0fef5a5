import Screens
import SessionEngine
import Strings
import TerminalUI
import Testing

@testable import mamsim

/// A terminal that hands out keys and resizes in order, taking each new size as it is read, then
/// Ctrl-C once they are all out.
private final class ScriptedTerminal: Terminal {
  enum Event {
    case key(Key)
    case resize(TerminalSize)
  }
  var size: TerminalSize
  private var events: [Event]

  init(size: TerminalSize, _ events: [Event]) {
    self.size = size
    self.events = events
  }

  func draw(_ buffer: CellBuffer) {}

  func readKey(timeout: Duration) -> Key? {
    guard !events.isEmpty else { return .control("c") }
    switch events.removeFirst() {
    case .key(let key): return key
    case .resize(let newSize):
      size = newSize
      return .resize
    }
  }

  func restore() {}
}

/// `mamsim record` while the terminal is resized: keys the front dropped because the phone did
/// not fit are not written (a replay at the tape's size would type them), and the resize is
/// said once in a comment.
struct RecorderResizeTests {
  @Test func keysDroppedWhileTooSmallAreNotWrittenAndTheResizeIsSaid() {
    let scenario = ScenarioLoader.embedded()
    let runtime = SessionRuntime(scenario: scenario, vault: MemoryPinVault())
    let program = Program(
      runtime: runtime, theme: Theme.resolve(settings: scenario.app.settings, appearance: .light),
      strings: StringTable())
    let big = TerminalSize(columns: 100, rows: 30)
    func typed(_ text: String) -> [ScriptedTerminal.Event] { text.map { .key(.character($0)) } }
    let terminal = ScriptedTerminal(
      size: big,
      typed("alex")
        + [
          .resize(TerminalSize(columns: 30, rows: 10)),
          .resize(TerminalSize(columns: 32, rows: 10)),
        ]
        + typed("zzz") + [.resize(big)] + typed("@contoso.com"))
    var recorder = KeystrokeRecorder(substitution: PinSubstitution(digits: "9876543210"))
    let ending = program.run(
      on: terminal, clock: WallClock(), observe: { recorder.record($0) })
    #expect(ending == .quit)
    let lines = recorder.lines.map(\.description).filter { !$0.hasPrefix("Sleep") }
    #expect(!lines.joined().contains("zzz"), "\(lines)")
    let resized = "# the terminal was resized here; a tape keeps one size"
    #expect(lines.filter { $0 == resized }.count == 1, "\(lines)")
    #expect(lines.first == "Type \"alex\"", "\(lines)")
    #expect(lines.contains("Type \"@contoso.com\""), "\(lines)")
  }
}
