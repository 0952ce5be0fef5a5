import Testing

@testable import TerminalUI

@Suite struct TerminalInMemoryTests {
  @Test func keepsTheLastFrameAndCountsFrames() {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 6, rows: 2))
    #expect(terminal.framesDrawn == 0)
    #expect(terminal.screenText == "      \n      ")
    var frame = CellBuffer(size: terminal.size)
    frame.put("Hi 中", x: 0, y: 1)
    terminal.draw(frame)
    frame.put("Yo", x: 0, y: 0)
    terminal.draw(frame)
    #expect(terminal.framesDrawn == 2)
    #expect(terminal.screen == frame)
    #expect(terminal.screenText == "Yo    \nHi 中 ")
  }

  @Test func handsOutQueuedKeysInOrderThenNil() {
    let terminal = InMemoryTerminal()
    terminal.enqueue([.character("a"), .control("c")])
    terminal.enqueue([.enter])
    #expect(terminal.pendingKeys == [.character("a"), .control("c"), .enter])
    #expect(terminal.readKey(timeout: .milliseconds(10)) == .character("a"))
    #expect(terminal.pendingKeys == [.control("c"), .enter])
    #expect(terminal.readKey(timeout: .zero) == .control("c"))
    #expect(terminal.readKey(timeout: .zero) == .enter)
    #expect(terminal.readKey(timeout: .seconds(60)) == nil)
    terminal.enqueue([.tab])
    #expect(terminal.readKey(timeout: .zero) == .tab)
  }

  @Test func resizeChangesSizeAndQueuesAResizeKey() {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 80, rows: 24))
    terminal.resize(to: TerminalSize(columns: 100, rows: 30))
    #expect(terminal.size == TerminalSize(columns: 100, rows: 30))
    #expect(terminal.readKey(timeout: .zero) == .resize)
  }

  @Test func restoreIsCounted() {
    let terminal = InMemoryTerminal()
    #expect(!terminal.isRestored)
    terminal.restore()
    terminal.restore()
    #expect(terminal.restoreCount == 2)
  }

  @Test func worksThroughTheProtocol() {
    let terminal: any Terminal = InMemoryTerminal(size: TerminalSize(columns: 3, rows: 1))
    #expect(terminal.size.description == "3x1")
    #expect(terminal.readKey(timeout: .zero) == nil)
  }
}
