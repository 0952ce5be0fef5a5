import Testing

@testable import TerminalUI

/// The byte-wise reading of a locale's code set (`GlyphSet.namesUTF8`, the start's fast path)
/// against the plain answer: lowercased, `-` and `_` dropped, `contains("utf8")` by characters.
@Suite struct GlyphSetLocaleTests {
  static func plain(_ locale: String) -> Bool {
    locale.lowercased().filter { $0 != "-" && $0 != "_" }.contains("utf8")
  }

  @Test func namedLocalesMatchThePlainAnswer() {
    let locales = [
      "", "C", "POSIX", "C.UTF-8", "en_US.UTF-8", "de_DE.utf8", "en_US.ISO-8859-1", "UTF8", "utf",
      "u-t_f-8", "xx.Utf_8@euro", "utf-16", "ja_JP.eucJP", "tr_TR.UTF-8", "uTf8", "é.UTF-8",
      "İ.utf8", "K.UTF8", "utf8\u{301}", "ut\u{301}f8",
    ]
    for locale in locales {
      #expect(GlyphSet.namesUTF8(locale) == Self.plain(locale), "\(locale)")
    }
  }

  @Test func randomLocalesMatchThePlainAnswer() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["utf", "UTF", "u", "t", "T", "f", "F", "f8", "8", "-", "_", ".", "@", "é", "16"]
    var unicode = 0
    for _ in 0..<2000 {
      let length = Int.random(in: 0...10, using: &generator)
      let locale = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }
        .joined()
      if Self.plain(locale) { unicode += 1 }
      #expect(GlyphSet.namesUTF8(locale) == Self.plain(locale), "\(locale)")
    }
    // Both answers occur, so the comparison says something.
    #expect(unicode > 0)
  }
}
