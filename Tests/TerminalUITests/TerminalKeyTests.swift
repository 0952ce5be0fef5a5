import Testing

@testable import TerminalUI

@Suite struct TerminalKeyTests {
  @Test func descriptionsReadLikeTapeKeys() {
    #expect(Key.control("c").description == "Ctrl+C")
    #expect(Key.function(1).description == "F1")
    #expect(Key.enter.description == "Enter")
    #expect(Key.backTab.description == "Shift+Tab")
    #expect(Key.alt("x").description == "Alt+x")
    #expect(Key.alt("X").description == "Alt+X")
    #expect(Key.character(" ").description == "Space")
    #expect(Key.character("é").description == "é")
    #expect(Key.pageDown.description == "PageDown")
    #expect(Key.mouse(x: 3, y: 4).description == "Click(3,4)")
  }

  @Test func keysAreHashable() {
    let keys: Set<Key> = [.control("c"), .control("c"), .character("c"), .alt("c")]
    #expect(keys.count == 3)
  }
}
