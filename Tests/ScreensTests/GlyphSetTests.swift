import Screens
import SessionEngine
import TerminalUI
import Testing

/// In a locale that is not UTF-8 every picture is drawn in ASCII, column for column.
@Suite("Glyph sets")
struct GlyphSetTests {
  @Test(arguments: [
    (["LANG": "C"], GlyphSet.ascii), ([:], .ascii), (["LANG": "POSIX"], .ascii),
    (["LANG": "en_US.ISO-8859-1"], .ascii), (["LANG": "en_US.UTF-8"], .unicode),
    (["LC_ALL": "C", "LANG": "en_US.UTF-8"], .ascii),
    (["LC_CTYPE": "de_DE.utf8", "LANG": "C"], .unicode),
    (["LC_ALL": "", "LANG": "C.UTF-8"], .unicode),
  ])
  func detectedFromTheLocale(_ environment: [String: String], _ expected: GlyphSet) {
    #expect(GlyphSet.detect(environment: environment) == expected)
  }

  @Test func everyScreenIsASCIIInACLocale() {
    let runtime = SessionRuntime(scenario: ScenarioLoader.embedded(), vault: MemoryPinVault())
    let scenario = runtime.scenario
    let program = Program(
      runtime: runtime, theme: Theme.resolve(settings: scenario.app.settings, appearance: .light),
      glyphs: .ascii)
    let size = TerminalSize(columns: 80, rows: 24)
    var screens: [CellBuffer] = []
    runtime.advance(by: .seconds(3))
    screens.append(program.render(size: size))
    for key: Key in [.function(1), .escape, .function(4), .escape, .function(5), .escape] {
      program.handle(key)
      screens.append(program.render(size: size))
    }
    for screen in screens {
      let bytes = screen.textUTF8(trimmingTrailingSpaces: true)
      #expect(bytes.allSatisfy { $0 < 0x80 }, "\(screen.text(trimmingTrailingSpaces: true))")
    }
    // The phone's frame is still drawn, in ASCII.
    let first = screens[0].lines
    #expect(first.contains { $0.contains("+------") })
    #expect(first.contains { $0.hasPrefix(" |") })
    // The same picture as in Unicode, cell for cell, but for the characters.
    let unicode = Program(
      runtime: SessionRuntime(scenario: scenario, vault: MemoryPinVault()),
      theme: program.theme)
    unicode.runtime.advance(by: .seconds(3))
    let wide = unicode.render(size: size)
    #expect(GlyphSet.ascii.apply(to: wide) == screens[0])
    Golden.check(screens[0], "ascii-app-sign-in", theme: program.theme, appearance: .light)
  }
}

@Test func accentedLettersKeepTheirBaseLetterInASCII() {
  let inner = InMemoryTerminal(size: TerminalSize(columns: 24, rows: 1))
  let terminal = GlyphTerminal(inner, glyphs: .ascii)
  var frame = CellBuffer(width: 24, height: 1)
  frame.put("Gerät Öffnen città ß ×", x: 0, y: 0)
  terminal.draw(frame)
  #expect(inner.screenText == "Gerat Offnen citta s x  ")
}

@Test func aGlyphTerminalDrawsInItsGlyphsAndPassesTheRestThrough() {
  let inner = InMemoryTerminal(size: TerminalSize(columns: 10, rows: 1))
  let terminal = GlyphTerminal(inner, glyphs: .ascii)
  var frame = CellBuffer(width: 10, height: 1)
  frame.put("╭─ a · b", x: 0, y: 0)
  terminal.draw(frame)
  #expect(inner.screenText == "+- a - b  ")
  #expect(terminal.size == inner.size)
}
