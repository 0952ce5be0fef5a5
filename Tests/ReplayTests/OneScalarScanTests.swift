import Testing

@testable import Replay

/// `RegexLiterals.isOneScalarPerCharacter` passing eight printable ASCII bytes at once answers
/// what reading byte by byte answers, wherever newlines, control bytes and other scalars fall.
@Suite struct OneScalarScanTests {
  static let pieces = [
    "a", "Sign in", " ", "\n", "\t", "\u{1}", "\u{7F}", "~", "é", "e\u{301}", "─", "漢", "🙂",
    "🇩🇪", "\u{200D}", "한", "0123456789",
  ]

  @Test func wordsAtOnceMatchByteByByte() {
    var generator = SystemRandomNumberGenerator()
    var seen = (true: 0, false: 0)
    for round in 0..<4_000 {
      // Mostly long printable runs, as on a screen, with an odd piece now and then.
      var text = ""
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        text +=
          Int.random(in: 0..<4, using: &generator) == 0 || round % 2 == 0
          ? (Self.pieces.randomElement(using: &generator) ?? "a")
          : String(repeating: "x", count: Int.random(in: 1...19, using: &generator))
      }
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { buffer in
        let fast = RegexLiterals.isOneScalarPerCharacter(buffer)
        #expect(fast == RegexLiterals.isOneScalarPerCharacter(buffer, byteByByte: true), "\(text)")
        if fast { seen.true += 1 } else { seen.false += 1 }
      }
    }
    #expect(seen.true > 100 && seen.false > 100)
  }
}
