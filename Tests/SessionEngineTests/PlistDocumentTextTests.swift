import Foundation
import SessionEngine
import Testing

/// The one plist reader on text that is not plain UTF-8 XML: a BOM is accepted; UTF-16, bytes
/// that are not UTF-8, a NUL, a DTD internal subset, an undefined entity and JSON are refused
/// with their line, and `check` and `configure` agree because they read through it.
@Suite struct PlistDocumentTextTests {
  static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
  static let tail = "</dict>\n</plist>\n"

  static func read(_ bytes: [UInt8]) -> Result<PlistDocument, Diagnostic> {
    PlistDocument.read(data: Data(bytes), file: "Info.plist")
  }

  static func problem(_ bytes: [UInt8]) throws -> Diagnostic {
    guard case .failure(let problem) = read(bytes) else {
      Issue.record("read without a problem")
      throw CancellationError()
    }
    return problem
  }

  @Test func aUTF8ByteOrderMarkIsAccepted() throws {
    let bytes =
      [0xEF, 0xBB, 0xBF] + Array((Self.head + "<key>A</key><string>x</string>\n" + Self.tail).utf8)
    let document = try Self.read(bytes).get()
    #expect(document.root["A"]?.string == "x")
    #expect(document.root.entry("A")?.keyLine == 4)
  }

  @Test func invalidUTF8AndANulByteAreRefusedAtTheirLine() throws {
    let bad =
      Array(Self.head.utf8) + Array("<key>A</key>\n<string>".utf8) + [0xFF]
      + Array("</string>\n".utf8) + Array(Self.tail.utf8)
    let notUTF8 = try Self.problem(bad)
    #expect(notUTF8.line == 5)
    #expect(notUTF8.message.contains("not UTF-8"))
    let nul =
      Array(Self.head.utf8) + Array("<key>A</key><string>x".utf8) + [0]
      + Array("</string>\n".utf8) + Array(Self.tail.utf8)
    let nulProblem = try Self.problem(nul)
    #expect(nulProblem.line == 4)
    #expect(nulProblem.message.contains("NUL"))
    // The settings loader (what `check` uses) reads through the same reader.
    let loaded = SettingsLoader.load(data: Data(nul), file: "Info.plist")
    #expect(loaded.diagnostics.contains { $0.severity == .error && $0.line == 4 })
  }

  @Test func utf16IsNamed() throws {
    let text = Self.head + Self.tail
    let le: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(try Self.problem(le).message.contains("UTF-16"))
    let be: [UInt8] = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(try Self.problem(be).message.contains("UTF-16"))
  }

  @Test func aDTDInternalSubsetNamesItsEntities() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY boom \"lol\">\n]>\n"
      + "<plist version=\"1.0\">\n<dict><key>A</key><string>&boom;</string>\n" + Self.tail
    let problem = try Self.problem(Array(text.utf8))
    #expect(problem.line == 2)
    #expect(problem.message.contains("declares the entity boom, "), "\(problem.message)")
    #expect(!problem.message.contains("text outside"))
    // Many: the first five by name, the rest counted (a billion-laughs file declares ten).
    let laughs = (0..<10).map { "<!ENTITY l\($0) \"x\">" }.joined(separator: "\n")
    let many = try Self.problem(
      Array(
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n\(laughs)\n]>\n<plist version=\"1.0\">\n"
          + "<dict/>\n" + Self.tail).utf8))
    #expect(
      many.message.contains("declares the entities l0, l1, l2, l3, l4 and 5 more, "),
      "\(many.message)")
    // A DOCTYPE without a subset is fine, as Apple writes it.
    let apple =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
      + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"
    #expect((try? Self.read(Array(apple.utf8)).get()) != nil)
  }

  @Test func anUndefinedEntityIsAnErrorAtItsLine() throws {
    let text =
      Self.head + "<key>A</key>\n<string>one\ntwo &bogus; three</string>\n"
      + "<key>B</key><string>&amp;&#233;&lt;</string>\n" + Self.tail
    let problem = try Self.problem(Array(text.utf8))
    #expect(problem.line == 6)
    #expect(problem.message.contains("&bogus;"))
    let fine = Self.head + "<key>B</key><string>&amp;&#233;&lt; AT&T</string>\n" + Self.tail
    #expect(try Self.read(Array(fine.utf8)).get().root["B"]?.string == "&é< AT&T")
    // In a CDATA section `&bogus;` is only text.
    let cdata = Self.head + "<key>C</key><string><![CDATA[a &bogus; b]]></string>\n" + Self.tail
    #expect((try? Self.read(Array(cdata.utf8)).get()) != nil)
  }

  @Test func jsonIsCalledJSONAndOpenStepOpenStep() throws {
    let json = try Self.problem(Array("{\n  \"CFBundleName\": \"x\"\n}\n".utf8))
    #expect(json.message.hasPrefix("this is JSON"))
    #expect(try Self.problem(Array("[1, 2]".utf8)).message.hasPrefix("this is JSON"))
    let openStep = try Self.problem(Array("{ CFBundleName = x; }".utf8))
    #expect(openStep.message.contains("OpenStep"))
  }
}
