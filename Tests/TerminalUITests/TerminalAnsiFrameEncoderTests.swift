import Testing

@testable import TerminalUI

@Suite struct TerminalAnsiFrameEncoderTests {
  static let esc = "\u{1B}["
  static let blue = RGBColor(red: 0, green: 120, blue: 212)

  func frame(_ rows: [String], width: Int = 10) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: rows.count)
    for (y, row) in rows.enumerated() { buffer.put(row, x: 0, y: y) }
    return buffer
  }

  @Test func firstFrameResetsClearsHidesCursorAndPaintsNonBlankCells() {
    var encoder = AnsiFrameEncoder(colorDepth: .direct)
    let output = encoder.encode(frame(["ab", "", "  c"]))
    let e = Self.esc
    #expect(output == "\(e)0m\(e)2J\(e)?25l\(e)Hab\(e)3;3Hc")
  }

  @Test func unchangedFrameEncodesToNothing() {
    var encoder = AnsiFrameEncoder(colorDepth: .palette256)
    let buffer = frame(["Hello", "world"])
    _ = encoder.encode(buffer)
    #expect(encoder.encode(buffer) == "")
    #expect(encoder.encode(buffer) == "")
  }

  @Test func oneCharacterChangeCostsAFewBytes() {
    var encoder = AnsiFrameEncoder(colorDepth: .direct)
    var buffer = CellBuffer(width: 80, height: 24)
    buffer.put("PIN expires in 30 seconds", x: 10, y: 12)
    _ = encoder.encode(buffer)
    buffer.put("29", x: 25, y: 12)
    let diff = encoder.encode(buffer)
    #expect(diff == "\(Self.esc)13;26H29")
    #expect(diff.utf8.count <= 10)
    buffer.put("8", x: 26, y: 12)
    #expect(encoder.encode(buffer) == "\(Self.esc)13;27H8")
  }

  @Test func shortGapsOnARowUseCursorForward() {
    var encoder = AnsiFrameEncoder(colorDepth: .direct)
    _ = encoder.encode(frame(["abcdef"]))
    #expect(encoder.encode(frame(["xbyde"])) == "\(Self.esc)Hx\(Self.esc)Cy\(Self.esc)2C ")
  }

  @Test func stylesAreSentOnlyWhenTheyChangeAndResetAtTheEnd() {
    var encoder = AnsiFrameEncoder(colorDepth: .direct)
    var buffer = CellBuffer(width: 8, height: 1)
    let style = CellStyle(foreground: .rgb(Self.blue), bold: true)
    buffer.put("OK", x: 0, y: 0, style: style)
    buffer.put("!", x: 2, y: 0, style: CellStyle(foreground: .rgb(Self.blue)))
    let output = encoder.encode(buffer)
    let e = Self.esc
    #expect(output == "\(e)0m\(e)2J\(e)?25l\(e)H\(e)1;38;2;0;120;212mOK\(e)22m!\(e)0m")
  }

  @Test func paletteDepthsUseTheirOwnCodes() {
    var buffer = CellBuffer(width: 1, height: 1)
    buffer.put(
      "x", x: 0, y: 0,
      style: CellStyle(
        foreground: .rgb(RGBColor(red: 255, green: 0, blue: 0)),
        background: .rgb(RGBColor(red: 255, green: 255, blue: 255))))
    func body(_ depth: ColorDepth) -> String {
      var encoder = AnsiFrameEncoder(colorDepth: depth)
      let output = encoder.encode(buffer)
      let prefix = "\(Self.esc)0m\(Self.esc)2J\(Self.esc)?25l\(Self.esc)H"
      return String(output.dropFirst(prefix.count))
    }
    let e = Self.esc
    #expect(body(.direct) == "\(e)38;2;255;0;0;48;2;255;255;255mx\(e)0m")
    #expect(body(.palette256) == "\(e)38;5;196;48;5;231mx\(e)0m")
    #expect(body(.paletteRedefinable(colors: 256)) == "\(e)38;5;196;48;5;231mx\(e)0m")
    #expect(body(.palette16) == "\(e)91;107mx\(e)0m")
    #expect(body(.palette8) == "\(e)31;47mx\(e)0m")
    #expect(body(.monochrome) == "\(e)1mx\(e)0m")  // coloured text on white: bold
  }

  @Test func monochromeShowsAccentBackgroundsInReverse() {
    var encoder = AnsiFrameEncoder(colorDepth: .monochrome)
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.put("Go", x: 0, y: 0, style: CellStyle(background: .rgb(Self.blue)))
    #expect(encoder.encode(buffer).hasSuffix("\(Self.esc)H\(Self.esc)7mGo\(Self.esc)0m"))
  }

  @Test func wideCharactersAdvanceTwoColumns() {
    var encoder = AnsiFrameEncoder(colorDepth: .direct)
    var buffer = CellBuffer(width: 8, height: 1)
    buffer.put("中文x", x: 0, y: 0)
    let first = encoder.encode(buffer)
    #expect(first.hasSuffix("\(Self.esc)H中文x"))
    buffer.put("日", x: 2, y: 0)
    #expect(encoder.encode(buffer) == "\(Self.esc)1;3H日")
    buffer.put("ab", x: 0, y: 0)
    #expect(encoder.encode(buffer) == "\(Self.esc)Hab")
  }

  @Test func cursorIsShownWhereTheFrameAsksAndHiddenAgain() {
    var encoder = AnsiFrameEncoder(colorDepth: .direct)
    var buffer = CellBuffer(width: 4, height: 2)
    _ = encoder.encode(buffer)
    buffer.cursor = (x: 1, y: 1)
    #expect(encoder.encode(buffer) == "\(Self.esc)2;2H\(Self.esc)?25h")
    #expect(encoder.encode(buffer) == "")
    buffer.cursor = nil
    #expect(encoder.encode(buffer) == "\(Self.esc)?25l")
  }

  @Test func sizeChangeRepaintsEverything() {
    var encoder = AnsiFrameEncoder(colorDepth: .direct)
    _ = encoder.encode(frame(["abc"], width: 3))
    let output = encoder.encode(frame(["abc"], width: 4))
    #expect(output == "\(Self.esc)0m\(Self.esc)2J\(Self.esc)Habc")
  }

  @Test func encodingIsDeterministic() {
    var buffer = CellBuffer(width: 20, height: 3)
    buffer.put(
      "Contoso 中 😀", x: 1, y: 1, style: CellStyle(foreground: .rgb(Self.blue), underline: true))
    var changed = buffer
    changed.put("Fabrikam", x: 1, y: 1)
    var first = AnsiFrameEncoder(colorDepth: .palette256)
    var second = AnsiFrameEncoder(colorDepth: .palette256)
    #expect(first.encode(buffer) == second.encode(buffer))
    #expect(first.encode(changed) == second.encode(changed))
  }
}

/// Cells compare as strings: a text written again in another but equivalent form is not sent.
@Test func equivalentTextsAreNotSentAgain() {
  var encoder = AnsiFrameEncoder(colorDepth: .direct)
  var shown = CellBuffer(width: 4, height: 1)
  shown.put("\u{E9}", x: 0, y: 0)
  _ = encoder.encode(shown)
  var frame = shown
  frame.put("e\u{301}", x: 0, y: 0)
  #expect(encoder.encode(frame) == "")
  frame.put("x", x: 2, y: 0)
  #expect(encoder.encode(frame) == "\u{1B}[Cx")
}
