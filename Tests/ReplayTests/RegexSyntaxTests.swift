import Foundation
import Testing

@testable import Replay

/// The cheap syntax check must never call a regex valid that the regex engine refuses, and must
/// recognise the plain regexes tapes use (else reading a tape builds them all again).
@Suite struct RegexSyntaxTests {
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

  @Test func recognisesThePlainRegexesOfTapes() throws {
    for source in Self.valid {
      #expect(RegexSyntax.isCertainlyValid(source), "\(source)")
      #expect(try Regex(source) as Regex<AnyRegexOutput>? != nil, "\(source)")
    }
  }

  @Test func leavesEverythingElseToTheEngine() {
    for source in Self.invalid {
      #expect(!RegexSyntax.isCertainlyValid(source), "\(source)")
    }
  }

  /// Every regex of the shipped tapes is recognised, and so costs no `Regex` to read.
  @Test func recognisesEveryRegexOfTheShippedTapes() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../replays").standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".tape") }
    #expect(files.count >= 20)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        guard let tokens = try? TapeTokenizer.tokenize(String(line)) else { continue }
        for case .regex(let source, _) in tokens.map(\.kind) {
          #expect(RegexSyntax.isCertainlyValid(source), "\(file): /\(source)/")
        }
      }
    }
  }

  /// Random sources over an alphabet of metacharacters: whatever the check accepts compiles,
  /// and `TextPattern.validate` answers as the engine does.
  @Test func agreesWithTheEngineOnRandomSources() {
    let alphabet = Array("ab.^$|?*+()[]{}\\-,:^0129dwsbnxé·́&~€会゙")
    var state: UInt64 = 0x5EED
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    var accepted = 0
    for _ in 0..<20_000 {
      let length = 1 + next() % 8
      let source = String((0..<length).map { _ in alphabet[next() % alphabet.count] })
      guard RegexSyntax.isCertainlyValid(source) else { continue }
      accepted += 1
      #expect((try? Regex(source)) != nil, "accepted /\(source)/, which the engine refuses")
    }
    #expect(accepted > 500)
  }

  /// `validate` gives the engine's answer with or without the shortcut.
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
  }
}
