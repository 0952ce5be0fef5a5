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
  /// RFC 8259: a control character (U+0000 to U+001F) inside a string must be escaped; one
  /// written as it is is an error at its line and column, naming the escape to write.
  @Test func rawControlCharactersInStringsAreRefusedWithTheirEscape() throws {
    let cases: [(UInt8, String)] = [
      (0x09, #"write \t"#), (0x0D, #"write \r"#), (0x08, #"write \b"#), (0x0C, #"write \f"#),
      (0x01, #"write \u0001"#), (0x00, #"write \u0000"#), (0x1F, #"write \u001F"#),
    ]
    for (byte, escape) in cases {
      for prefix in ["", #"x\n"#] {
        var bytes = Array("{\n  \"s\": \"ab\(prefix)".utf8)
        bytes.append(byte)
        bytes += Array("c\"\n}".utf8)
        do {
          _ = try JSONDocument.parse(bytes: bytes)
          Issue.record("the control character \(byte) was accepted")
        } catch {
          #expect(error.line == 2, "\(error)")
          #expect(error.column == 11 + prefix.utf8.count, "\(error)")
          #expect(error.message.hasSuffix(escape), "\(error)")
          #expect(!error.isEncoding)
        }
      }
    }
    // Escaped, they read; outside strings a tab is white space.
    #expect(try member("{\t\"s\":\t\"a\\tb\\u0001\"}") == .string("a\tb\u{1}"))
    #expect(try member("{\"s\": \"a\u{7F}\"}") == .string("a\u{7F}"))
  }

  /// A byte that is not UTF-8 is an encoding error at its own line and column.
  @Test func aByteThatIsNotUTF8IsNamedAtItsLineAndColumn() {
    let samples: [([UInt8], Int, Int)] = [
      // Columns count characters, as an editor shows them: "é" is one.
      (Array("{\n  \"s\": \"Caf\u{E9} ".utf8) + [0xFF] + Array("\"\n}".utf8), 2, 14),
      (Array("{\"s\": \"".utf8) + [0xC3] + Array("\"}".utf8), 1, 8),
      (Array("{\n\n\"s\": 1, ".utf8) + [0xED, 0xA0, 0x80] + Array("}".utf8), 3, 9),
    ]
    for (bytes, line, column) in samples {
      do {
        _ = try JSONDocument.parse(bytes: bytes)
        Issue.record("bad UTF-8 was accepted: \(bytes)")
      } catch {
        #expect(error.isEncoding)
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.message.contains("not UTF-8"), "\(error)")
      }
    }
  }

  /// A UTF-16 file, with a byte-order mark or without, is refused as UTF-16 with the remedy.
  @Test func aUTF16FileIsToldToBeSavedAsUTF8() {
    let text = "{\n  \"s\": \"x\"\n}"
    let little = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let big = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [[0xFF, 0xFE] + little, [0xFE, 0xFF] + big, little, big] {
      do {
        _ = try JSONDocument.parse(bytes: bytes)
        Issue.record("UTF-16 was accepted")
      } catch {
        #expect(error.isEncoding)
        #expect(error.line == 1 && error.column == 1)
        #expect(error.message.contains("UTF-16") && error.message.contains("save it as UTF-8"))
      }
    }
    #expect(throws: JSONSyntaxError.self) {
      try JSONDocument.parse(String(decoding: little, as: UTF8.self))
    }
  }

  /// The shared helper: the line and column of the first byte that is not UTF-8, and UTF-16.
  @Test func theFirstBadByteIsFoundAtItsLineAndColumn() {
    let bytes = Array("ab\ncd\u{E9}\n".utf8) + [0x80]
    #expect(UTF8Text.problem(in: bytes)?.line == 3)
    #expect(UTF8Text.problem(in: bytes)?.column == 1)
    #expect(UTF8Text.problem(in: Array("ab\ncd\u{E9}".utf8) + [0x80])?.column == 4)
    #expect(UTF8Text.problem(in: Array("Zo\u{EB} \u{1F642}".utf8)) == nil)
    #expect(UTF8Text.problem(in: [0x41, 0xC0, 0x80])?.column == 2, "an overlong form")
    #expect(UTF8Text.problem(in: [0xF4, 0x90, 0x80, 0x80])?.column == 1, "past U+10FFFF")
    #expect(UTF8Text.isUTF16([0x7B, 0x00]))
    #expect(!UTF8Text.isUTF16(Array("{}".utf8)))
  }
}
