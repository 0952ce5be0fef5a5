import Testing

@testable import Replay

/// The matcher answers as the regex engine on every pattern and text, asked once or again from
/// its cache.
@Suite struct PatternMatcherTests {
  static let screen = """
    mamsim · Contoso Notes · first policy            T+12s
     › P Groceries
       P Running plan
       C Q3 pipeline review
    alex@contoso.com · managed
    Costs 3.50 € (a+b) [x] {y} ^caret$ back\\slash
    ↑↓ move · 会議 メモ · ⌘K
    """

  static let patterns: [String] = [
    "› P Groceries.*\\n.*P Running plan", "Groceries.*plan", "Groceries.*\\n.*review",
    "P.*P.*C", "alex@contoso.com · ma", "a.e", "Q3.*review", "^mamsim", "managed$", "T\\+12s",
    "3\\.50", "3.50", "\\(a\\+b\\)", "\\[x\\] \\{y\\}", "Runn?ing", "Runx?ning", "Run+ing",
    "pla*n", "pipe.ine", "x.*y", "Groceries.+plan", ".*", "nothing.*here", "Running.*pipeline",
    "› P.*", ".*review", "C.*C", "l.*l.*l", "back\\\\slash", "\\^caret\\$", "é", "€ \\(a",
    "P (Groceries|Running)", "[A-Z]3 pipe", "\\d\\.\\d\\d", "Cont(oso)+", "e{2}", "\\bplan\\b",
    "T.12s$", "\\n +C Q3", "Grocer(ies)?\\n", "P.Groceries", "›.P", "·.m", "o.e.r", "w.*s.",
    "€.\\(", "m.\\n", "s\\n.*P.R", "Q3.pipe", "↑.move", "会.", "議.メ", "メ.*K", ".⌘", "↓..o",
  ]

  @Test func matchesAsTheRegexEngine() throws {
    let matcher = PatternMatcher()
    for source in Self.patterns {
      let regex = try Regex(source)
      let expected = Self.screen.contains(regex)
      let pattern = TextPattern(.regex(source: source, caseInsensitive: false))
      #expect(matcher.matches(pattern, in: Self.screen) == expected, "\(source)")
      // Asked again, from the cache.
      #expect(matcher.matches(pattern, in: Self.screen) == expected, "\(source) (cached)")
    }
  }

  @Test func dotsAgreeWithTheRegexEngineOnCombinedCharacters() throws {
    let matcher = PatternMatcher()
    let texts = [
      "ok 👍🏽 done", "flag 🇫🇷 here", "cafe\u{301} au lait", "한국어 text", "a\u{200D}b c",
      "x\u{FE0F}y z",
    ]
    let patterns = [
      "ok . done", "ok .. done", "g . h", "g .. h", "caf. au", "caf.. au", "한.어", "a.b", "a..b",
      "x.y", "x..y",
    ]
    for text in texts {
      for source in patterns {
        let expected = text.contains(try Regex(source))
        let pattern = TextPattern(.regex(source: source, caseInsensitive: false))
        #expect(matcher.matches(pattern, in: text) == expected, "\(source) in \(text)")
      }
    }
  }

  @Test func aDotMeetingCombinedCharactersIsLeftToTheRegexEngine() {
    let matcher = PatternMatcher()
    // "e" and a combining acute accent make one character, which one dot matches whole.
    let text = "cafe\u{301}!"
    let pattern = TextPattern(.regex(source: "caf.!", caseInsensitive: false))
    #expect(matcher.matches(pattern, in: text) == text.contains(try! Regex("caf.!")))
    #expect(matcher.matches(pattern, in: text))
  }

  @Test func aRegexWithoutRegexSyntaxIsLookedForAsText() {
    #expect(TextPattern.regex("Restart required").plainText == "Restart required")
    #expect(TextPattern.regex("alex@contoso.com · ma").plainText == nil)
    #expect(TextPattern.regex("restart", caseInsensitive: true).plainText == nil)
    #expect(TextPattern.regex(#"Sign\ out"#).plainText == nil)
    #expect(TextPattern.regex("a{2}").plainText == nil)
    #expect(TextPattern.text("T+12s").plainText == "T+12s")
  }

  @Test func plainRegexesAnswerAsTheRegexEngineOnCombinedCharacters() throws {
    let matcher = PatternMatcher()
    let texts = [
      "ok 👍🏽 done", "flag 🇫🇷 here", "cafe\u{301} au lait", "caf\u{E9} au lait", "한국어 text",
      "a\u{200D}b c", "x\u{FE0F}y z", "Q3 pipeline review", "e\u{301}\u{301}",
    ]
    let patterns = [
      "cafe", "caf", "cafe au", "caf\u{E9}", "cafe\u{301}", "👍", "👍🏽", "🇫", "🇫🇷", "a\u{200D}b",
      "a", "x", "y z", "\u{301}", "한국", "pipeline review", "Q3 pipeline review!", "e\u{301}",
    ]
    for text in texts {
      for source in patterns {
        let expected = text.contains(try Regex(source))
        let pattern = TextPattern(.regex(source: source, caseInsensitive: false))
        #expect(pattern.plainText == source)
        #expect(matcher.matches(pattern, in: text) == expected, "\(source) in \(text)")
      }
    }
  }

  @Test func textAndCaseInsensitivePatternsStillMatch() {
    let matcher = PatternMatcher()
    #expect(matcher.matches(TextPattern(.text("Running plan")), in: Self.screen))
    #expect(!matcher.matches(TextPattern(.text("running plan")), in: Self.screen))
    #expect(
      matcher.matches(
        TextPattern(.regex(source: "running.*PLAN", caseInsensitive: true)), in: Self.screen))
    #expect(
      !matcher.matches(TextPattern(.regex(source: "(unclosed", caseInsensitive: false)), in: "("))
  }
}
