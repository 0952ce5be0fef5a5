import Foundation
import Testing

@testable import Replay

/// `TextPattern.validate` accepts what the regex engine compiles within the size and nesting
/// limits, and refuses the rest.
@Suite struct TextPatternValidateTests {
  static let valid: [String] =
    PatternMatcherTests.patterns + [
      "Sign in to Contoso", "Restart required", "alex@contoso.com · ma", "Set a PIN",
      "› P Groceries.*\\n.*P Running plan", "Checking its", "a|b", "(a|b)c", "(?:ab)+", "a{2,}",
      "a{1,3}?", "[a-z0-9_]+", "[^\\s]", "\\w+\\s\\d", "x*?y", "x++", "[·…]", "\\/path\\/",
      "\\-\\!\\\"\\#\\%\\&\\'\\,\\:\\;\\<\\=\\>\\@\\_\\`\\~", "a{0}", "(a)(b)(c)", "T\\+\\d+s",
      "# 首个策略测试：通过", "设置，确认。", "「引号」（括号）", "Ｆ２",
    ]

  static let invalid: [String] = [
    "a(b", "a)b", "[", "[]", "a{2,1}", "*a", "a**", "(?", "\\", "(?<n", "[z-a]", "a{", "+",
    "(|)", "x|", "|x", "^*", "\\b+", "[a-]", "[\\b]", "a{99999}",
  ]

  /// Every regex of the shipped tapes is accepted.
  @Test func acceptsEveryRegexOfTheShippedTapes() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../replays").standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".tape") }
    #expect(files.count >= 20)
    var accepted = 0
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        guard let tokens = try? TapeTokenizer.tokenize(String(line)) else { continue }
        for case .regex(let source, _) in tokens.map(\.kind) {
          #expect(TextPattern.validate(source) == nil, "\(file): /\(source)/")
          accepted += 1
        }
      }
    }
    #expect(accepted > 50)
  }

  /// `validate` gives the engine's answer, and refuses what passes the limits.
  @Test func validateAnswersAsTheEngine() {
    for source in Self.valid + Self.invalid {
      let engine: Bool
      do {
        _ = try Regex(source)
        engine = true
      } catch {
        engine = false
      }
      let limited = TapeLimits.regexProblem(source) != nil
      #expect((TextPattern.validate(source) == nil) == (engine && !limited), "\(source)")
    }
    for source in Self.valid {
      #expect(TextPattern.validate(source) == nil, "\(source)")
    }
  }
}
