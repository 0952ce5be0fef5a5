import Testing

@testable import Screens

@Suite struct CharacterWidthTests {
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
