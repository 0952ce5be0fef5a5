import Testing

@testable import DeviceStore

/// A note row's content is the JSON object `{"body":…,"title":…}`: what the store writes, and
/// what it reads back from rows earlier mamsims wrote (with `JSONEncoder`, or with the project's
/// own writer, which left `/` unescaped and wrote control characters as `\u00XX`).
@Suite struct NoteContentTests {
  static let samples: [String] = [
    "", "Groceries", "Oat milk, coffee beans, basil.", "quote \" and backslash \\ and slash /",
    "line\nbreak\ttab\r\u{08}\u{0C}", "\u{01}\u{1F}\u{7F}", "é ü ñ 会議 👩‍💻 e\u{301}",
    "{\"title\":\"x\"}", "\u{2028}\u{2029}", String(repeating: "long ", count: 2000),
  ]

  @Test func writesTheObjectWithSortedKeys() throws {
    let bytes = try StoreJSON.encode(NoteContent(title: "Groceries", body: "Oat milk"))
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"body":"Oat milk","title":"Groceries"}"#)
  }

  @Test func everyTitleAndBodyComesBackAsWritten() throws {
    for title in Self.samples {
      for body in Self.samples.prefix(4) {
        let note = NoteContent(title: title, body: body)
        let read = try StoreJSON.decode(NoteContent.self, StoreJSON.encode(note), what: "note")
        #expect(read == note, "\(title) / \(body)")
      }
    }
  }

  @Test func readsRowsEarlierBuildsWrote() throws {
    let rows = [
      #"{"body":"a/b \u0001 é 会","title":"x"}"#: NoteContent(title: "x", body: "a/b \u{01} é 会"),
      #"{"body":"a\/b","title":"\n"}"#: NoteContent(title: "\n", body: "a/b"),
    ]
    for (text, note) in rows {
      #expect(try StoreJSON.decode(NoteContent.self, Array(text.utf8), what: "note") == note)
    }
  }

  @Test func refusesWhatIsNotANote() {
    for text in ["", "{", "[]", "{\"title\":\"x\"}", "{\"title\":1,\"body\":\"b\"}", "null"] {
      #expect(throws: DeviceStoreError.self, "\(text)") {
        try StoreJSON.decode(NoteContent.self, Array(text.utf8), what: "note")
      }
    }
    #expect(throws: DeviceStoreError.self) {
      try StoreJSON.decode(NoteContent.self, [0xFF, 0xFE], what: "note")
    }
  }
}
