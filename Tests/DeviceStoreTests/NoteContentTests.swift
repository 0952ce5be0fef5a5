import Foundation
import Testing

@testable import DeviceStore

/// A note row's content is the JSON `JSONEncoder` wrote for `{title, body}`: the store's own
/// writer and reader agree with `JSONEncoder` and `JSONDecoder` both ways, so notes saved by
/// earlier mamsims still open.
@Suite struct NoteContentTests {
  /// What earlier mamsims encoded with `JSONEncoder`.
  private struct Codified: Codable, Equatable {
    var title: String
    var body: String
  }

  static let samples: [String] = [
    "", "Groceries", "Oat milk, coffee beans, basil.", "quote \" and backslash \\ and slash /",
    "line\nbreak\ttab\r\u{08}\u{0C}", "\u{01}\u{1F}\u{7F}", "é ü ñ 会議 👩‍💻 e\u{301}",
    "{\"title\":\"x\"}",
    "\u{2028}\u{2029}", String(repeating: "long ", count: 2000),
  ]

  static func randomText(_ generator: inout SystemRandomNumberGenerator) -> String {
    let pool: [Unicode.Scalar] = [
      "a", " ", "\"", "\\", "/", "\n", "\u{00}", "\u{1B}", "é", "会", "😀", "\u{301}",
    ]
    let count = Int.random(in: 0..<30, using: &generator)
    var text = ""
    for _ in 0..<count { text.unicodeScalars.append(pool.randomElement(using: &generator) ?? "a") }
    return text
  }

  @Test func readsWhatJSONEncoderWroteAndTheOtherWayRound() throws {
    var generator = SystemRandomNumberGenerator()
    var pairs = Self.samples.flatMap { title in Self.samples.prefix(4).map { (title, $0) } }
    for _ in 0..<300 { pairs.append((Self.randomText(&generator), Self.randomText(&generator))) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for (title, body) in pairs {
      let old = Array(try encoder.encode(Codified(title: title, body: body)))
      let read = DeviceStore.noteContent(old)
      #expect(read?.title == title && read?.body == body, "\(title) / \(body)")
      let new = DeviceStore.noteContentBytes(title: title, body: body)
      #expect(
        try JSONDecoder().decode(Codified.self, from: Data(new))
          == Codified(title: title, body: body))
    }
  }

  @Test func refusesWhatIsNotANote() {
    for text in ["", "{", "[]", "{\"title\":\"x\"}", "{\"title\":1,\"body\":\"b\"}", "null"] {
      #expect(DeviceStore.noteContent(Array(text.utf8)) == nil, "\(text)")
    }
    #expect(DeviceStore.noteContent([0xFF, 0xFE]) == nil)
  }
}
