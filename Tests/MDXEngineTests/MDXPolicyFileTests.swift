import FoundationEssentials
import SessionEngine
import Testing

@testable import MDXEngine

/// The flat policy XML reader: values, diagnostics with lines, and limits.
@Suite struct MDXPolicyFileTests {
  func load(_ text: String) -> MDXPolicyFileResult {
    MDXPolicyFileLoader.load(data: Data(text.utf8), file: "p.xml")
  }

  @Test func readsTheFlatFormNormalisingValues() {
    let result = load(
      """
      <?xml version="1.0"?>
      <!-- a comment -->
      <MobileAppPolicies>
        <PolicySchemaVersion>1.0</PolicySchemaVersion>
        <Policies>
          <AppPasscode> TRUE </AppPasscode>
          <CutAndCopy>blocked</CutAndCopy>
          <InactivityTimer>30</InactivityTimer>
        </Policies>
      </MobileAppPolicies>
      """)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.policies
        == MDXPolicies(["AppPasscode": "true", "CutAndCopy": "Blocked", "InactivityTimer": "30"]))
    #expect(result.policies?.inactivityMinutes == 30)
    #expect(result.policies?.maxOfflineHours == 168)
  }

  @Test func eachProblemHasItsLine() {
    let result = load(
      """
      <MobileAppPolicies>
        <PolicySchemaVersion>2.0</PolicySchemaVersion>
        <Extra/>
        <Policies>
          <Paste>Sometimes</Paste>
          <AppPasscode>true</AppPasscode>
          <AppPasscode>false</AppPasscode>
          <Camera>true</Camera>
        </Policies>
      </MobileAppPolicies>
      """)
    #expect(result.policies == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "p.xml:2: MobileAppPolicies.PolicySchemaVersion: warning: schema version '2.0' is not "
          + "1.0, the one emulated",
        "p.xml:3: MobileAppPolicies.Extra: error: unknown element; <MobileAppPolicies> holds "
          + "<PolicySchemaVersion> and <Policies>",
        "p.xml:5: MobileAppPolicies.Policies.Paste: error: malformed value 'Sometimes'; expected "
          + "one of Unrestricted, Blocked, Restricted",
        "p.xml:7: MobileAppPolicies.Policies.AppPasscode: warning: set again (first on line 6); "
          + "the last one counts",
        "p.xml:8: MobileAppPolicies.Policies.Camera: error: unknown policy key",
      ])
  }

  @Test func brokenXMLAndWrongRootsAreRefusedAtTheirLine() {
    #expect(
      load("<MobileAppPolicies>\n<Policies>\n</MobileAppPolicies>").diagnostics.map(\.description)
        == [
          "p.xml:3: error: not well-formed XML: </MobileAppPolicies> closes <Policies> opened on "
            + "line 2"
        ])
    #expect(
      load("\n<plist><dict/></plist>").diagnostics.map(\.description) == [
        "p.xml:2: plist: error: the root element is <plist>; an MDX policy file has "
          + "<MobileAppPolicies>"
      ])
    #expect(load("").diagnostics.first?.message == "not well-formed XML: no element was found")
    #expect(load("<MobileAppPolicies/>").diagnostics.first?.message == "no <Policies> element")
    #expect(load("<a>&bogus;</a>").diagnostics.first?.line == 1)
  }

  @Test func limitsHoldForDeepAndWideInput() {
    let deep = String(repeating: "<a>", count: 10_000)
    #expect(
      load(deep).diagnostics.first?.message
        == "not well-formed XML: elements nest more than 32 deep, the most accepted")
    let wide =
      "<MobileAppPolicies><Policies>"
      + String(repeating: "<AppPasscode/>", count: 30_000) + "</Policies></MobileAppPolicies>"
    #expect(
      load(wide).diagnostics.first?.message
        == "not well-formed XML: more than 20000 elements, the most accepted")
  }

  @Test func entitiesAndCDATAAreText() {
    let element = try? XMLElementReader.read("<a>x &lt; &#65;<![CDATA[<b>]]></a>").get()
    #expect(element?.text == "x < A<b>")
  }
}
