import Testing

@testable import TerminalUI

@Suite struct CellBufferTests {
  let accent = CellStyle(foreground: .rgb(.init(red: 0, green: 120, blue: 212)), bold: true)

  @Test func startsBlank() {
    let buffer = CellBuffer(width: 4, height: 2)
    #expect(buffer.lines == ["    ", "    "])
    #expect(buffer[0, 0] == Cell(text: " ", style: .plain))
    #expect(buffer.cursor == nil)
  }

  @Test func putWritesTextAndStyle() {
    var buffer = CellBuffer(width: 10, height: 2)
    let used = buffer.put("Hello", x: 2, y: 1, style: accent)
    #expect(used == 5)
    #expect(buffer.lines == ["          ", "  Hello   "])
    #expect(buffer[2, 1].style == accent)
    #expect(buffer[1, 1].style == .plain)
  }

  @Test func putClipsAtTheRightEdgeAndMaxWidth() {
    var buffer = CellBuffer(width: 6, height: 1)
    #expect(buffer.put("abcdefgh", x: 3, y: 0) == 3)
    #expect(buffer.line(0) == "   abc")
    #expect(buffer.put("XYZW", x: 0, y: 0, maxWidth: 2) == 2)
    #expect(buffer.line(0) == "XY abc")
  }

  @Test func putOutsideTheGridDoesNothing() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.put("abc", x: 0, y: 1) == 0)
    #expect(buffer.put("abc", x: 5, y: 0) == 0)
    #expect(buffer.put("abcd", x: -2, y: 0) == 2)
    #expect(buffer.line(0) == "cd ")
  }

  @Test func wideCharactersTakeTwoCellsAndShowOnce() {
    var buffer = CellBuffer(width: 6, height: 1)
    #expect(buffer.put("中文", x: 1, y: 0) == 4)
    #expect(buffer[1, 0].text == "中")
    #expect(buffer[2, 0].isContinuation)
    #expect(buffer[3, 0].text == "文")
    #expect(buffer.line(0) == " 中文 ")
  }

  @Test func wideCharacterThatDoesNotFitBecomesASpace() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.put("xxxx", x: 0, y: 0)
    #expect(buffer.put("a中", x: 2, y: 0) == 2)
    #expect(buffer.line(0) == "xxa ")
    #expect(buffer.put("中", x: 0, y: 0, maxWidth: 1) == 1)
    #expect(buffer.line(0) == " xa ")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("中文", x: 0, y: 0)
    buffer.put("a", x: 1, y: 0)  // right half of 中
    #expect(buffer.line(0) == " a文  ")
    buffer.put("b", x: 2, y: 0)  // left half of 文
    #expect(buffer.line(0) == " ab   ")
    #expect(!buffer[3, 0].isContinuation)
    buffer.put("日本", x: 0, y: 0)
    buffer.put("語", x: 1, y: 0)  // straddles both
    #expect(buffer.line(0) == " 語   ")
    #expect(buffer[2, 0].isContinuation)
    #expect(!buffer[3, 0].isContinuation)
  }

  @Test func fillClipsAndKeepsWideCharactersWhole() {
    var buffer = CellBuffer(width: 5, height: 3)
    buffer.put("中中", x: 0, y: 1)
    buffer.fill(x: 1, y: 1, width: 10, height: 1, style: accent)
    #expect(buffer.lines == ["     ", "     ", "     "])
    #expect(buffer[0, 1].style == .plain)
    #expect(buffer[4, 1].style == accent)
    buffer.fill(x: -3, y: -3, width: 4, height: 4, style: accent)
    #expect(buffer[0, 0].style == accent)
    #expect(buffer[1, 0].style == .plain)
  }

  @Test func textCanTrimTrailingSpaces() {
    var buffer = CellBuffer(width: 5, height: 2)
    buffer.put("ab", x: 0, y: 0)
    buffer.put("c", x: 2, y: 1)
    #expect(buffer.text(trimmingTrailingSpaces: false) == "ab   \n  c  ")
    #expect(buffer.text(trimmingTrailingSpaces: true) == "ab\n  c")
  }

  @Test func cursorIsPartOfEquality() {
    var first = CellBuffer(width: 2, height: 1)
    let second = first
    first.cursor = (x: 1, y: 0)
    #expect(first != second)
    #expect(first.cursorPosition == CursorPosition(x: 1, y: 0))
    #expect(first.cursor?.x == 1)
    first.cursor = nil
    #expect(first == second)
  }
}
