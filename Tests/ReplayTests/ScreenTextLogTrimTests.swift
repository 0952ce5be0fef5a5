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

/// The typed-text mask counts typed text on the screen by characters.
@Suite struct TypedTextMaskScreenTests {

  @Test func equivalentScalarsAreCounted() {
    #expect(TypedTextMask.occurrences(of: "K", in: ["\u{212A}"]) == 1)
    #expect(TypedTextMask.occurrences(of: "a;", in: ["a\u{37E}"]) == 1)
    #expect(
      TypedTextMask.occurrences(of: "alex@contoso.com", in: ["│ alex@contoso.com │", "x"]) == 1)
    #expect(TypedTextMask.occurrences(of: "2580", in: ["│ •••• │"]) == 0)
  }
}
