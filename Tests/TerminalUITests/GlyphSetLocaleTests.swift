import Testing

@testable import TerminalUI

/// Which locale names say UTF-8 (so the screens draw Unicode), and which variable names the
/// character type.
@Suite struct GlyphSetLocaleTests {
  @Test func namesThatSayUTF8InAnySpelling() {
    for locale in [
      "C.UTF-8", "en_US.UTF-8", "de_DE.utf8", "UTF8", "u-t_f-8", "xx.Utf_8@euro", "uTf8",
      "tr_TR.UTF-8", "é.UTF-8", "İ.utf8", "K.UTF8",
    ] {
      #expect(GlyphSet.namesUTF8(locale), "\(locale)")
    }
  }

  @Test func namesThatDoNot() {
    for locale in [
      "", "C", "POSIX", "en_US.ISO-8859-1", "utf", "utf-16", "ja_JP.eucJP", "utf8\u{301}",
      "ut\u{301}f8",
    ] {
      #expect(!GlyphSet.namesUTF8(locale), "\(locale)")
    }
  }

  @Test func theCharacterTypeComesFromLCAllThenLCCTypeThenLang() {
    #expect(GlyphSet.characterLocale(["LANG": "de_DE.UTF-8", "LC_CTYPE": "C"]) == "C")
    #expect(GlyphSet.characterLocale(["LC_ALL": "", "LANG": "de_DE.UTF-8"]) == "de_DE.UTF-8")
    #expect(GlyphSet.detect(environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"]) == .ascii)
    #expect(GlyphSet.detect(environment: ["LANG": "zh_CN.UTF-8"]) == .unicode)
    #expect(GlyphSet.characterLocale([:]) == "")
  }
}
