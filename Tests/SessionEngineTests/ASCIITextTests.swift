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
    var generator = SplitMix64(seed: 18)
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
