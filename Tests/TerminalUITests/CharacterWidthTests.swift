import Testing

@testable import TerminalUI

@Suite struct CharacterWidthTests {
  @Test func plainNarrowScalarsStandAloneInOneColumn() {
    // Every scalar the shortcut calls plain narrow is one column on its own, and, put between
    // any two of them (and the ASCII letters), stays a character of its own: the shortcuts of
    // `put`, `TextWrap` and the regex literals may then read such text scalar by scalar.
    let plain = (0x20...0x2FFFF).compactMap(Unicode.Scalar.init).filter {
      CharacterWidth.isPlainNarrow(scalar: $0)
    }
    #expect(plain.contains("\u{2191}") && plain.contains("\u{2193}"))
    #expect(!plain.contains("\u{FE0F}") && !plain.contains("\u{301}") && !plain.contains("\u{AD}"))
    for scalar in plain {
      #expect(CharacterWidth.of(scalar: scalar) == 1, "U+\(String(scalar.value, radix: 16))")
      let text = "a" + String(scalar) + String(scalar) + "\u{2192}b"
      #expect(text.count == text.unicodeScalars.count, "U+\(String(scalar.value, radix: 16))")
      #expect(CharacterWidth.of(text: text) == text.count)
    }
  }

  @Test func asciiIsOneColumn() {
    #expect(CharacterWidth.of("a") == 1)
    #expect(CharacterWidth.of(" ") == 1)
    #expect(CharacterWidth.of("~") == 1)
    #expect(CharacterWidth.of(text: "Sign in") == 7)
  }

  @Test func controlCodesTakeNoColumn() {
    #expect(CharacterWidth.of("\u{07}") == 0)
    #expect(CharacterWidth.of("\u{1B}") == 0)
    #expect(CharacterWidth.of("\u{85}") == 0)
  }

  @Test func eastAsianWideIsTwoColumns() {
    #expect(CharacterWidth.of("中") == 2)
    #expect(CharacterWidth.of("한") == 2)
    #expect(CharacterWidth.of("あ") == 2)
    #expect(CharacterWidth.of("カ") == 2)
    #expect(CharacterWidth.of("Ａ") == 2)
    #expect(CharacterWidth.of("\u{3000}") == 2)
    #expect(CharacterWidth.of("𠀋") == 2)
    #expect(CharacterWidth.of(text: "日本語") == 6)
    #expect(CharacterWidth.of(text: "ab中c") == 5)
  }

  @Test func narrowNonLatinIsOneColumn() {
    #expect(CharacterWidth.of("é") == 1)
    #expect(CharacterWidth.of("Ж") == 1)
    #expect(CharacterWidth.of("ｱ") == 1)  // halfwidth katakana
    #expect(CharacterWidth.of("→") == 1)
  }

  @Test func combiningMarksJoinTheirBase() {
    let decomposed = "e\u{301}"
    #expect(decomposed.count == 1)
    #expect(CharacterWidth.of(text: decomposed) == 1)
    #expect(CharacterWidth.of(scalar: "\u{301}") == 0)
    #expect(CharacterWidth.of("\u{301}") == 0)
    #expect(CharacterWidth.of(scalar: "\u{200D}") == 0)
    #expect(CharacterWidth.of(scalar: "\u{FE0F}") == 0)
    #expect(CharacterWidth.of(scalar: "\u{200B}") == 0)
  }

  @Test func emojiArePictures() {
    #expect(CharacterWidth.of("😀") == 2)
    #expect(CharacterWidth.of("👍🏽") == 2)
    #expect(CharacterWidth.of("👩‍💻") == 2)
    #expect(CharacterWidth.of("🇫🇷") == 2)
    #expect(CharacterWidth.of("❤️") == 2)  // text-default heart with emoji selector
    #expect(CharacterWidth.of("1️⃣") == 2)
    #expect(CharacterWidth.of("❤") == 1)  // text-default heart alone
    #expect(CharacterWidth.of(text: "ok 🔒") == 5)
  }
}
