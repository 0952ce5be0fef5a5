import Testing

@testable import SessionEngine

// The plain answer is the string-processing library's search (`firstRange(of:)`, what its
// `contains` asks), the one the policy reader used before `ASCIIText`; Foundation's `contains`,
// visible in this test target, answers otherwise around prepended characters.

/// `ASCIIText`'s byte searches against the standard library's character searches.
@Suite struct ASCIITextTests {
  @Test func asciiSearchesAnswerAsTheStandardLibrary() {
    let pieces = [
      "@", "odata", ".", "@odata.", "x", "exclusion", "EXCLUSION", "e", "\u{301}", "\u{600}", "é",
      " ", "", "#microsoft.graph.", "group",
    ]
    var generator = Generator(state: 18)
    for _ in 0..<3000 {
      var text = ""
      for _ in 0..<Int(generator.next() % 6) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      for needle in ["@odata.", "exclusion", ".", "x"] {
        #expect(
          ASCIIText.contains(text, needle) == (text.firstRange(of: needle) != nil),
          "\(text) \(needle)")
        #expect(ASCIIText.hasPrefix(text, needle) == text.hasPrefix(needle), "\(text) \(needle)")
      }
    }
  }

}

/// SplitMix64, for reproducible texts.
private struct Generator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
