import Testing

@testable import SessionEngine

/// The JSON reader's strings: the plain fast path and the escaped slow path agree.
@Suite struct JSONDocumentTests {
  /// Reads `text` and returns the value of its member "s".
  private func member(_ text: String) throws -> JSONValue? {
    let document = try JSONDocument.parse(text)
    guard case .object(let members) = document.value else { return nil }
    return members["s"]
  }

  /// A file saved with a UTF-8 byte-order mark reads as without one, columns counted after it;
  /// a mark anywhere else is still an error.
  @Test func aLeadingByteOrderMarkIsSkipped() throws {
    let document = try JSONDocument.parse("\u{FEFF}{\n  \"a\": 1\n}")
    #expect(document.value["a"]?.intValue == 1)
    #expect(document.lines["a"] == 2)
    #expect(throws: JSONSyntaxError.self) { try JSONDocument.parse("{\"a\": \u{FEFF}1}") }
    do {
      _ = try JSONDocument.parse("\u{FEFF}{ x")
      Issue.record("a syntax error after the mark was taken")
    } catch {
      #expect(error.line == 1 && error.column == 3, "\(error)")
    }
    let scenario = ScenarioLoader.load(text: "\u{FEFF}" + EmbeddedScenario.json, file: "bom.json")
    #expect(!scenario.diagnostics.contains { $0.severity == .error })
  }

  @Test func plainStringsAreReadWhole() throws {
    #expect(try member(#"{"s": "Contoso Notes"}"#) == .string("Contoso Notes"))
    #expect(try member(#"{"s": ""}"#) == .string(""))
    #expect(try member(#"{"s": "Zoë 東京 🙂"}"#) == .string("Zoë 東京 🙂"))
  }

  @Test func escapesAfterPlainTextAreDecoded() throws {
    #expect(try member(#"{"s": "a\"b\\c\/d\ne"}"#) == .string("a\"b\\c/d\ne"))
    #expect(try member(#"{"s": "caf\u00e9 \ud83d\ude42"}"#) == .string("café 🙂"))
    #expect(try member(#"{"s": "\tfirst"}"#) == .string("\tfirst"))
  }

  @Test func keysAndLinesSurviveTheFastPath() throws {
    let document = try JSONDocument.parse("{\n  \"a\": \"x\",\n  \"b\": [\"y\", \"z\\n\"]\n}")
    #expect(document.lines["a"] == 2)
    #expect(document.lines["b"] == 3)
    #expect(document.lines["b[1]"] == 3)
    #expect(
      document.value == .object(["a": .string("x"), "b": .array([.string("y"), .string("z\n")])]))
  }

  @Test func unterminatedStringsAreErrorsWithTheirPlace() {
    #expect(throws: JSONSyntaxError.self) { try JSONDocument.parse("{\"s\": \"abc\n\"}") }
    do {
      _ = try JSONDocument.parse("{\"s\": \"abc")
      Issue.record("an unterminated string was accepted")
    } catch {
      #expect(error.line == 1)
      #expect(error.message == "the text ends inside a string")
    }
    do {
      _ = try JSONDocument.parse("{\"s\": \"ab\nc\"}")
      Issue.record("a string across lines was accepted")
    } catch {
      #expect(error.line == 1)
      #expect(error.message.contains("missing closing quote"))
    }
  }
}
