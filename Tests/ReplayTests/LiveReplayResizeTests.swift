import Foundation
import Replay
import TerminalUI
import TestSupport
import Testing

/// A terminal that is made too small for the phone after a few frames, and big enough again
/// after a few reads, as a presenter dragging a window edge would.
private final class DraggedTerminal: Terminal {
  private static let big = TerminalSize(columns: 100, rows: 30)
  private static let small = TerminalSize(columns: 30, rows: 10)
  var size = DraggedTerminal.big
  private var draws = 0
  private var readsWhileSmall = 0
  private let shrinkAfterDraws: Int
  /// How many frames were drawn while the terminal was too small.
  private(set) var smallFrames = 0
  private(set) var screen = CellBuffer(size: DraggedTerminal.big)

  init(shrinkAfterDraws: Int) {
    self.shrinkAfterDraws = shrinkAfterDraws
  }

  func draw(_ buffer: CellBuffer) {
    screen = buffer
    draws += 1
    if size == Self.small { smallFrames += 1 }
    if draws == shrinkAfterDraws { size = Self.small }
  }

  func readKey(timeout: Duration) -> Key? {
    guard size == Self.small else { return nil }
    readsWhileSmall += 1
    guard readsWhileSmall >= 3 else { return nil }
    size = Self.big
    return .resize
  }

  func restore() {}
}

/// A live replay (`present`, `replay --live`) whose terminal becomes too small while it plays.
@Suite(.scratchFolder) struct LiveReplayResizeTests {
  @Test func theTapeWaitsForRoomAndLosesNoKey() throws {
    let scratch = try RunnerScratch()
    let path = try scratch.write(
      "signin.tape",
      """
      Wait /Sign in to Contoso/
      Type "alex@contoso.com"
      Tab
      Type "Pilot-Alex"
      Enter
      Wait /Restart required/
      Expect Event enrollmentRequest 100

      """)
    // Small after the first few keys of the account name: the rest are typed once it fits.
    let terminal = DraggedTerminal(shrinkAfterDraws: 6)
    let result = TapeRunner().run(
      path: path, viewer: LiveViewer(terminal: terminal, speed: 1000))
    #expect(terminal.smallFrames > 0, "the terminal was too small for a while")
    #expect(result.passed, "\(result.failures.map(\.message)) \(result.diagnostics)")
    #expect(result.finalScreen.contains("Restart required"), "\(result.finalScreen)")
  }
}
