import Foundation
import Testing

@testable import Replay

/// The tape reader's byte-wise shortcuts (splitting lines, tokenizing ASCII lines) must give what
/// reading characters gives: the same lines, tokens, columns and failures.
@Suite struct TapeFastPathTests {
  static let lines: [String] = [
    "Wait /Sign in to Contoso/", "Type \"alex@contoso.com\"", "Expect Event policyRequest 100",
    "Set Width 100", "  Enter  # no", "Type 'it''s'", "Wait /unclosed", "Type \"unclosed",
    "Wait /a\\/b/i", "Wait /a/ix", "Wait /x/y", "Type \"a\"b", "\tSleep\t2s", "Expect `back`",
    "# a comment", "", " ", "Wait /\\", "Type \"\"", "Wait //", "Key\u{0B}Enter", "x\u{0C}y",
    "Wait@/x/", "Expect /a.*\\n.*b/",
  ]

  static func tokens(_ read: () throws(TapeTokenizer.Failure) -> [TapeToken]) -> String {
    do throws(TapeTokenizer.Failure) {
      return "\(try read())"
    } catch {
      return "\(error)"
    }
  }

  @Test func asciiLinesTokenizeAsCharacters() throws {
    var lines = Self.lines
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../replays").standardized
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".tape") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      lines += text.split(separator: "\n").map(String.init)
    }
    var compared = 0
    for line in lines where line.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      let bytes = Self.tokens { () throws(TapeTokenizer.Failure) in
        try TapeTokenizer.tokenize(units: Array(line.utf8))
      }
      let characters = Self.tokens { () throws(TapeTokenizer.Failure) in
        try TapeTokenizer.tokenize(units: Array(line))
      }
      #expect(bytes == characters, "\(line)")
      compared += 1
    }
    #expect(compared > 300)
  }

  @Test func byteSplitFindsTheSameLines() {
    let texts = [
      "a\nb\n\nc", "Wait /x/\nType \"·\"\n", "a\u{0B}b\u{0C}c", "é\n\u{301}x", "\n\n",
      "a\r\nb", "a\rb", "a\u{85}b", "a\u{2028}b\u{2029}c", "Å\nx", "…\n",
    ]
    for text in texts {
      let characters = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      #expect(TapeParser.lines(of: text) == characters, "\(text.debugDescription)")
    }
  }

  @Test func asciiCommandHeadsSplitAsCharacters() {
    let words = [
      "Wait", "Wait+Screen", "Wait@5s", "Wait+Screen@5s", "Ctrl+C", "Type@100ms", "@", "+", "+@",
      "@+", "a+b+c", "a@b@c", "a@b+c", "", "Enter@", "Sleep+", "Down@1s+x",
    ]
    for word in words {
      let bytes = TapeCommandHead(ascii: word, column: 3)
      let characters = TapeCommandHead(characters: word, column: 3)
      #expect(bytes.name == characters.name, "\(word)")
      #expect(bytes.modifier?.text == characters.modifier?.text, "\(word)")
      #expect(bytes.modifier?.column == characters.modifier?.column, "\(word)")
      #expect(bytes.duration?.text == characters.duration?.text, "\(word)")
      #expect(bytes.duration?.column == characters.duration?.column, "\(word)")
    }
  }

  @Test func asciiRegexLimitsReadAsCharacters() {
    let sources =
      RegexSyntaxTests.valid + RegexSyntaxTests.invalid + [
        String(repeating: "(", count: 40), String(repeating: "\\(", count: 40),
        String(repeating: "a", count: 1001), String(repeating: "[a]", count: 400),
        String(repeating: "(", count: 33) + String(repeating: ")", count: 33), "\\",
      ]
    for source in sources where source.utf8.allSatisfy({ $0 < 0x80 }) {
      #expect(
        TapeLimits.regexProblem(units: Array(source.utf8))
          == TapeLimits.regexProblem(units: Array(source)), "\(source.prefix(40))")
    }
  }
}
