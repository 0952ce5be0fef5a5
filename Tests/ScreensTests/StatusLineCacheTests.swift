import SessionEngine
import Testing

@testable import Screens

/// The status line cache answers what `StatusLine.text` answers, whatever came before.
@Suite struct StatusLineCacheTests {
  /// Every combination of the facts the line depends on, at a few widths.
  static func everyInputs() -> [StatusLine.Inputs] {
    var all: [StatusLine.Inputs] = []
    for bits in 0..<128 {
      for width in [30, 60, 80, 100, 160] {
        var inputs = StatusLine.Inputs(
          content: nil, focusIsText: false, narrow: bits & 64 != 0, width: width)
        inputs.severalControls = bits & 1 != 0
        inputs.anyControl = bits & 2 != 0
        inputs.escapes = bits & 4 != 0
        inputs.hasList = bits & 8 != 0
        inputs.scrolls = bits & 16 != 0
        inputs.quits = bits & 32 != 0
        all.append(inputs)
      }
    }
    return all
  }

  @Test(arguments: Language.allCases)
  func cachedLinesEqualFreshOnes(language: Language) {
    let strings = StringTable(language: language)
    let all = Self.everyInputs()
    var cache = StatusLineCache()
    var generator = SystemRandomNumberGenerator()
    // In order, then at random with repeats (so that lines are both found and evicted).
    let order = all + (0..<2_000).map { _ in all.randomElement(using: &generator) ?? all[0] }
    for inputs in order + order.prefix(40) {
      #expect(
        cache.text(for: inputs, strings: strings) == StatusLine.text(for: inputs, strings: strings))
    }
  }

  /// Lines shared through a drawing cache are made in the words of the view's own table: views
  /// in two languages sharing one cache each get `StatusLine.text` in theirs, whoever came first.
  @Test func sharedLinesKeepEachTablesWords() {
    let drawings = DrawingCache()
    let english = StringTable(language: .english)
    let german = StringTable(language: .german)
    let all = Self.everyInputs()
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<600 {
      let strings = Bool.random(using: &generator) ? english : german
      // A view looks its table's lines up once; a later view finds the same ones.
      let shared = drawings.statusLines(for: strings)
      #expect(shared.strings == strings)
      let inputs = all.randomElement(using: &generator) ?? all[0]
      #expect(shared.text(for: inputs) == StatusLine.text(for: inputs, strings: strings))
    }
    #expect(drawings.statusLines(for: english) === drawings.statusLines(for: english))
    #expect(drawings.statusLines(for: english) !== drawings.statusLines(for: german))
  }

  /// An app icon's initials: the first letters of the first two words, upper-cased, as the
  /// plain formula gives them, for names with spaces anywhere, accents and wide letters.
  @Test func initialsMatchThePlainFormula() {
    let pieces = ["contoso", " ", "  ", "notes", "é", "e\u{301}x", "漢字", "ß", "a", "Ünïcode", "🙂"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let name = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let plain = String(name.split(separator: " ").compactMap(\.first).prefix(2)).uppercased()
      #expect(initials(of: name) == plain)
    }
    #expect(initials(of: "Contoso Notes") == "CN")
  }
}
