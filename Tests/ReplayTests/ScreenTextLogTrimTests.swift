import SessionEngine
import Testing

@testable import Replay

/// The text log's byte-wise trimming of trailing spaces gives what trimming character by
/// character gives.
@Suite struct ScreenTextLogTrimTests {
  /// Pieces random lines are made of: spaces, tabs, ASCII, box drawing, accents precomposed and
  /// combining, prepended marks (which join a following space), joiners, emoji, flags, Hangul
  /// jamo, line ends and a no-break space.
  private static let pieces: [String] = [
    " ", " ", " ", "\t", "a", "Z", "·", "│", "─", "é", "e\u{301}", "\u{301}", "\u{600}",
    "\u{110BD}", "\u{D4E}", "\u{200D}", "👩‍💻", "🇩🇪", "\u{1100}", "\u{1161}", "\r", "\n", "\u{A0}",
    "\u{FE0F}", "中",
  ]

  @Test func oddLinesTrimAsCharactersDo() {
    let lines = [
      "", " ", "\t \t", "abc", "abc   ", "│ x │", "│ x │   ", "\u{600} ", "\u{600}  \t ",
      "x\u{600}\t", "e\u{301}  ", " \u{301}", "a \u{301} ", "\u{110BD}   ", "\r ", "\r\n ",
      "👩‍💻 ", "\u{200D} ", "中文  ",
    ]
    for line in lines {
      let fast = ScreenTextLog.trimmingTrailingSpaces(line)
      let plain = ScreenTextLog.trimmingTrailingSpacesByCharacter(line)
      #expect(
        fast.unicodeScalars.elementsEqual(plain.unicodeScalars),
        "\(line.unicodeScalars.map(\.value))")
    }
  }

  @Test func randomLinesTrimAsCharactersDo() {
    var generator = SplitMix64(seed: 18)
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...12, using: &generator)
      var line = ""
      for _ in 0..<count { line += Self.pieces.randomElement(using: &generator) ?? "" }
      let fast = ScreenTextLog.trimmingTrailingSpaces(line)
      let plain = ScreenTextLog.trimmingTrailingSpacesByCharacter(line)
      #expect(
        fast.unicodeScalars.elementsEqual(plain.unicodeScalars),
        "\(line.unicodeScalars.map(\.value))")
    }
  }
}

/// The typed-text mask's byte screen counts what searching by characters counts.
@Suite struct TypedTextMaskScreenTests {
  private static let pieces: [String] = [
    "a", "b", "K", "\u{212A}", ";", "\u{37E}", "`", "\u{1FEF}", "\r", "\n", "\r\n", "e",
    "\u{301}", "é", "@", ".", "2", "5", "•", "│", " ", "\u{200D}", "👩‍💻",
  ]

  @Test func randomTextsCountAsByCharacters() {
    var generator = SplitMix64(seed: 7)
    func random(_ most: Int) -> String {
      var text = ""
      for _ in 0..<Int.random(in: 0...most, using: &generator) {
        text += Self.pieces.randomElement(using: &generator) ?? ""
      }
      return text
    }
    for _ in 0..<5_000 {
      let needle = random(3)
      guard !needle.isEmpty else { continue }
      let lines = (0..<3).map { _ in random(14) }
      #expect(
        TypedTextMask.occurrences(of: needle, in: lines)
          == TypedTextMask.occurrencesByCharacter(of: needle, in: lines),
        "\(needle.unicodeScalars.map(\.value)) in \(lines.map { $0.unicodeScalars.map(\.value) })")
    }
  }

  @Test func equivalentScalarsAreCounted() {
    #expect(TypedTextMask.occurrences(of: "K", in: ["\u{212A}"]) == 1)
    #expect(TypedTextMask.occurrences(of: "a;", in: ["a\u{37E}"]) == 1)
    #expect(
      TypedTextMask.occurrences(of: "alex@contoso.com", in: ["│ alex@contoso.com │", "x"]) == 1)
    #expect(TypedTextMask.occurrences(of: "2580", in: ["│ •••• │"]) == 0)
  }
}
