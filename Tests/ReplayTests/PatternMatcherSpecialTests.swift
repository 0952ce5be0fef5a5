import Testing

@testable import Replay

/// `PatternMatcher.hasSpecial` (bytes for an ASCII regex) agrees with looking at the regex's
/// characters one by one.
@Suite struct PatternMatcherSpecialTests {
  /// The answer character by character.
  func byCharacter(_ source: String) -> Bool {
    source.contains(where: PatternMatcher.special.contains)
  }

  @Test func agreesWithTheCharacterCheck() {
    var samples = [
      "", "Sign in", "Sign in to Contoso", "alex@contoso.com · ma", "Restart required", "a.b",
      "x*", "(a)", "[ OK ]", "{1}", "a|b", "^start", "end$", "back\\slash", "q?", "1+1",
      "line\r\nnext", "\r\n", ".\u{301}", "a.\u{301}b", "é.", "日本.", "Zoë", "\u{301}",
      "› P Groceries.*\\n.*P Running plan", "Oat milk", "100%", "tab\there",
    ]
    // Every ASCII byte alone and between letters.
    for byte in UInt8(0)..<0x80 {
      let text = String(UnicodeScalar(byte))
      samples += [text, "a" + text + "b"]
    }
    for sample in samples {
      #expect(
        PatternMatcher.hasSpecial(sample) == byCharacter(sample), "\(sample.debugDescription)")
    }
  }
}
