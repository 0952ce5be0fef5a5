import TerminalUI
import Testing

@testable import Replay

/// A tape's key words parse to the terminal layer's `Key`s, and each key a tape can press is
/// written back as the word that presses it.
@Suite struct TapeKeyWordsTests {
  /// Every key a tape can press, by each way of writing one.
  static let pressable: [Key] =
    Key.tapeNamed.values.sorted { $0.description < $1.description } + [.backTab]
    + (1...12).map(Key.function) + [.control("c"), .control("["), .alt("x"), .alt("X"), .alt(".")]

  @Test(arguments: pressable)
  func aKeyIsWrittenAsTheWordThatPressesIt(key: Key) {
    #expect(key.isTapeKey)
    let (steps, diagnostics) = TapeParser.parse("\(key) 2", file: "k.tape")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(steps.map(\.command) == [.key(key, count: 2, speed: nil)])
    #expect(steps.map(\.command.description) == ["\(key) 2"])
  }

  @Test func keysATapeCannotPressAreNotTapeKeys() {
    let others: [Key] = [.character("a"), .function(13), .mouse(x: 1, y: 2), .resize]
    #expect(others.filter(\.isTapeKey).isEmpty)
  }
}
