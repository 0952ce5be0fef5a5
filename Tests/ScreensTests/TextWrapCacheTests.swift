import SessionEngine
import Testing

@testable import Screens

/// The wrapped-lines cache of the phone's renderer gives exactly what wrapping afresh gives.
@Suite("Text wrap cache")
struct TextWrapCacheTests {
  /// Every sentence of the strings table in every language, and some odd texts.
  static let texts: [String] =
    Language.allCases.flatMap { language in
      let table = StringTable(language: language)
      return StringKey.allCases.map { table.text($0) }
    } + [
      "", " ", "a", "one\n\ntwo", "abcdefghij klmnopqrstuvwxyz", "会議の議事録 メモ", "e\u{301}te\u{301}",
      "👩‍💻 works", "the quick brown fox jumps over the lazy dog again",
    ]

  @Test func answersAsWrappingAfresh() {
    let cache = TextWrapCache()
    for _ in 0..<2 {  // the second round answers from the cache
      for text in Self.texts {
        for width in [1, 5, 17, 30, 44] {
          #expect(
            cache.lines(text, width: width, withoutOrphan: true)
              == TextWrap.linesWithoutOrphan(text, width: width), "\(width): \(text)")
          #expect(
            cache.lines(text, width: width, withoutOrphan: false)
              == TextWrap.lines(text, width: width), "\(width): \(text)")
        }
      }
    }
    #expect(cache.count <= TextWrapCache.limit)
  }

  @Test func keepsNoMoreThanItsLimitAndStillAnswersRight() {
    let cache = TextWrapCache()
    var most = 0
    for index in 0..<(TextWrapCache.limit * 2 + 7) {
      let text = "sentence number \(index) of a long suite"
      let width = 8 + index % 3
      #expect(
        cache.lines(text, width: width, withoutOrphan: index % 2 == 0)
          == (index % 2 == 0
            ? TextWrap.linesWithoutOrphan(text, width: width) : TextWrap.lines(text, width: width)))
      most = max(most, cache.count)
      #expect(cache.count <= TextWrapCache.limit)
    }
    #expect(most == TextWrapCache.limit)
    // Asked again after starting over, a text is wrapped afresh and kept once.
    let before = cache.count
    _ = cache.lines("a text not seen yet", width: 9, withoutOrphan: false)
    _ = cache.lines("a text not seen yet", width: 9, withoutOrphan: false)
    #expect(cache.count == before + 1)
  }

  @Test func threadsSharingOneCacheGetWhatWrappingAfreshGives() async {
    let cache = TextWrapCache()
    let texts = Self.texts
    let wrong = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<4 {
        group.addTask {
          var wrong = 0
          for round in 0..<3 {
            for (index, text) in texts.enumerated() where (index + worker + round) % 2 == 0 {
              let width = 10 + (index + worker) % 4
              if cache.lines(text, width: width, withoutOrphan: true)
                != TextWrap.linesWithoutOrphan(text, width: width)
              {
                wrong += 1
              }
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
    #expect(cache.count <= TextWrapCache.limit)
  }

  @Test func keepsTextsApartByWidthAndKind() {
    let cache = TextWrapCache()
    let text = "Your organization now protects its data in this app."
    let narrow = cache.lines(text, width: 10, withoutOrphan: false)
    let wide = cache.lines(text, width: 40, withoutOrphan: false)
    #expect(narrow == TextWrap.lines(text, width: 10))
    #expect(wide == TextWrap.lines(text, width: 40))
    #expect(narrow != wide)
    #expect(cache.count == 2)
  }

  @Test func theRendererDrawsTheSameWithTheCache() {
    let cached = LayoutRenderer(theme: .systemLight, wraps: TextWrapCache())
    let plain = LayoutRenderer(theme: .systemLight)
    let contents = Self.texts.prefix(120).map { text in
      ScreenContent(
        surface: .sdk,
        elements: [
          .text(text, role: .title), .spacer(1), .text(text),
          .details([DetailLine("Label", text)]), .spinner(text),
        ])
    }
    for _ in 0..<2 {
      for content in contents {
        for width in [24, 40] {
          let area = Rect(x: 0, y: 0, width: width, height: 30)
          var one = CellBuffer(size: TerminalSize(columns: width, rows: 30))
          var two = one
          let regionsOne = cached.draw(
            content, ui: UIState(), spinnerFrame: 0, into: &one, area: area)
          let regionsTwo = plain.draw(
            content, ui: UIState(), spinnerFrame: 0, into: &two, area: area)
          #expect(one == two)
          #expect(regionsOne == regionsTwo)
        }
      }
    }
  }
}
