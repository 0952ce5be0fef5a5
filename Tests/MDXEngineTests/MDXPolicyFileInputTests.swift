import FoundationEssentials
import SessionEngine
import Testing

@testable import MDXEngine

/// The policy XML reader on inputs from other editors and tools: CRLF line ends, bytes that are
/// not UTF-8, UTF-16, and values of megabytes.
@Suite struct MDXPolicyFileInputTests {
  func load(_ bytes: [UInt8]) -> MDXPolicyFileResult {
    MDXPolicyFileLoader.load(data: Data(bytes), file: "p.xml")
  }

  func load(_ text: String) -> MDXPolicyFileResult { load(Array(text.utf8)) }

  @Test func crlfLineEndsAreReadWithTheirLines() {
    let text =
      "<?xml version=\"1.0\"?>\r\n<MobileAppPolicies>\r\n  <PolicySchemaVersion>1.0"
      + "</PolicySchemaVersion>\r\n  <Policies>\r\n    <AppPasscode>\r\n true\r\n</AppPasscode>\r\n"
      + "    <CutAndCopy>nope</CutAndCopy>\r\n  </Policies>\r\n</MobileAppPolicies>\r\n"
    let result = load(text)
    #expect(
      result.diagnostics.map(\.description) == [
        "p.xml:8: MobileAppPolicies.Policies.CutAndCopy: error: malformed value 'nope'; expected "
          + "one of Unrestricted, Blocked, Restricted"
      ])
    let fixed = load(text.replacingOccurrences(of: ">nope<", with: ">Blocked<"))
    #expect(fixed.diagnostics.isEmpty)
    #expect(fixed.policies == MDXPolicies(["AppPasscode": "true", "CutAndCopy": "Blocked"]))
    // A problem after CRLF lines is at its own line and column.
    let broken = load("<MobileAppPolicies>\r\n<Policies>\r\n  </Nope>\r\n</MobileAppPolicies>")
    #expect(
      broken.diagnostics.map(\.description) == [
        "p.xml:3: error: not well-formed XML at column 3: </Nope> closes <Policies> opened on line 2"
      ])
  }

  @Test func characterReferencesAreReadAsTheirCharacters() {
    let text =
      "<MobileAppPolicies><Policies><AppPasscode>&#116;ru&#x65;</AppPasscode>"
      + "<CutAndCopy>&#x42;locked</CutAndCopy></Policies></MobileAppPolicies>"
    let result = load(text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.policies == MDXPolicies(["AppPasscode": "true", "CutAndCopy": "Blocked"]))
    for bad in ["&#0;", "&#xD800;", "&#x110000;", "&#;", "&#123456789;", "&#12", "&#x;"] {
      let refused = load("<MobileAppPolicies><Policies><AppPasscode>\(bad)</AppPasscode>")
      #expect(
        refused.diagnostics.first?.description.contains("a character reference that is not")
          == true,
        "\(bad): \(refused.diagnostics)")
    }
  }

  @Test func theTrimmingTakesACRLFAsWhiteSpace() {
    #expect("\r\n  true \r\n".trimmingWhitespace() == "true")
    #expect("\r\n\r\n".trimmingWhitespace() == "")
    #expect(" a\u{301} ".trimmingWhitespace() == "a\u{301}")
  }

  @Test func aByteThatIsNotUTF8IsReportedAtItsLineAndColumn() {
    let bytes =
      Array("<MobileAppPolicies>\n<Policies>\n  <AppPasscode>é".utf8) + [0xFF]
      + Array("</AppPasscode>\n</Policies>\n</MobileAppPolicies>\n".utf8)
    #expect(
      load(bytes).diagnostics.map(\.description) == [
        "p.xml:3: error: at column 17: a byte that is not UTF-8; the file must be saved as UTF-8"
      ])
  }

  @Test func aUTF16FileIsNamedAsSuch() {
    let text = "<MobileAppPolicies><Policies/></MobileAppPolicies>"
    let withMark: [UInt8] =
      [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian: [UInt8] = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [withMark, bigEndian] {
      #expect(
        load(bytes).diagnostics.map(\.description) == [
          "p.xml:1: error: the file is UTF-16, which is not read; save it as UTF-8"
        ])
    }
  }

  @Test func aHugeValueOrNameIsQuotedShort() {
    let value = String(repeating: "x", count: 1_000_000)
    let result = load(
      "<MobileAppPolicies>\n<Policies>\n<CutAndCopy>\(value)</CutAndCopy>\n<AppPasscode>"
        + "\(value)</AppPasscode>\n<Y\(value)>1</Y\(value)>\n</Policies>\n</MobileAppPolicies>")
    let shown = String(repeating: "x", count: Excerpt.length) + "…"
    #expect(
      result.diagnostics.map(\.description) == [
        "p.xml:3: MobileAppPolicies.Policies.CutAndCopy: error: malformed value '\(shown)'; "
          + "expected one of Unrestricted, Blocked, Restricted",
        "p.xml:4: MobileAppPolicies.Policies.AppPasscode: error: malformed value '\(shown)'; "
          + "expected true or false",
        "p.xml:5: MobileAppPolicies.Policies.Y\(shown.dropFirst()): error: unknown policy key",
      ])
    let unclosed = load("<MobileAppPolicies>\n<Y\(value)>\n</MobileAppPolicies>")
    #expect(unclosed.diagnostics.first?.message.count ?? 0 < 200)
  }
}
