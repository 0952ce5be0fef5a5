import Foundation
import Testing

@testable import Replay

/// Each line of `text` decoded as JSON (the file must end with a newline).
private func jsonLines(_ text: String) throws -> [Any] {
  #expect(text.hasSuffix("\n"))
  return try text.split(separator: "\n").map { line in
    try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
  }
}

/// Tests of the asciicast v2 writer.
@Suite struct AsciicastWriterTests {
  @Test func writesAHeaderAndOneEventPerLine() throws {
    var cast = AsciicastWriter(
      width: 100, height: 30, title: "first policy", term: "xterm-256color")
    cast.output("hello", at: 0)
    cast.output("\u{1B}[2J\u{1B}[H", at: 1.25)
    cast.marker("Expect \"Corporate\"", at: 2)
    let text = cast.render()
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == "{\"version\": 2, \"width\": 100, \"height\": 30, \"title\": \"first policy\", "
        + "\"env\": {\"TERM\": \"xterm-256color\"}}")
    #expect(lines[1] == "[0.000000, \"o\", \"hello\"]")
    #expect(lines[2] == "[1.250000, \"o\", \"\\u001b[2J\\u001b[H\"]")
    #expect(lines[3] == "[2.000000, \"m\", \"Expect \\\"Corporate\\\"\"]")
    let decoded = try jsonLines(text)
    let header = try #require(decoded[0] as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 100)
    #expect(header["height"] as? Int == 30)
    #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    let event = try #require(decoded[2] as? [Any])
    #expect(event[1] as? String == "o")
    #expect(event[2] as? String == "\u{1B}[2J\u{1B}[H")
  }

  @Test func escapesControlsQuotesBackslashesAndKeepsUnicode() throws {
    var cast = AsciicastWriter(width: 80, height: 24, title: nil, term: "xterm")
    let tricky = "say \"hi\" \\ \t\r\n\u{01}\u{7F}\u{08}\u{0C} 東京 ✓ é"
    cast.output(tricky, at: 0.5)
    let text = cast.render()
    #expect(!text.contains("title"))
    #expect(text.contains("東京 ✓ é"))
    #expect(text.contains("\\\"hi\\\" \\\\ \\t\\r\\n\\u0001\\u007f\\b\\f"))
    let decoded = try jsonLines(text)
    #expect(decoded.count == 2)
    let event = try #require(decoded[1] as? [Any])
    #expect(event[2] as? String == tricky)
    #expect((event[0] as? NSNumber)?.doubleValue == 0.5)
  }

  @Test func keepsTimesNonDecreasingAndFormatsSixDecimals() throws {
    var cast = AsciicastWriter(width: 80, height: 24, title: nil, term: "xterm")
    cast.output("a", at: 3.0000004)
    cast.output("b", at: 1)
    cast.output("c", at: -5)
    cast.output("d", at: .milliseconds(4_500))
    cast.marker("m", at: .seconds(3_600))
    cast.output("", at: 9999)
    cast.output("e", at: .nan)
    let lines = cast.render().split(separator: "\n").dropFirst().map(String.init)
    #expect(
      lines == [
        "[3.000000, \"o\", \"a\"]", "[3.000000, \"o\", \"b\"]", "[3.000000, \"o\", \"c\"]",
        "[4.500000, \"o\", \"d\"]", "[3600.000000, \"m\", \"m\"]", "[3600.000000, \"o\", \"e\"]",
      ])
    #expect(AsciicastWriter.seconds(1_234_567) == "1.234567")
    #expect(AsciicastWriter.seconds(7) == "0.000007")
  }

  @Test func sameInputGivesSameBytes() {
    func record() -> String {
      var cast = AsciicastWriter(width: 80, height: 24, title: "demo", term: "xterm-256color")
      for step in 0..<50 {
        cast.output("\u{1B}[\(step);1Hline \(step) ünïcödé", at: Double(step) * 0.05)
        if step % 10 == 0 { cast.marker("step \(step)", at: Double(step) * 0.05) }
      }
      return cast.render()
    }
    let first = record()
    #expect(first == record())
    #expect(first.split(separator: "\n").count == 1 + 50 + 5)
    #expect(first.contains("[2.450000, \"o\""))
  }
}
