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
          "p.xml:3: error: not well-formed XML at column 1: </MobileAppPolicies> closes <Policies> "
            + "opened on "
            + "line 2"
        ])
    #expect(
      load("\n<plist><dict/></plist>").diagnostics.map(\.description) == [
        "p.xml:2: plist: error: the root element is <plist>; an MDX policy file has "
          + "<MobileAppPolicies>"
      ])
    #expect(
      load("").diagnostics.first?.message
        == "not well-formed XML at column 1: no element was found")
    #expect(load("<MobileAppPolicies/>").diagnostics.first?.message == "no <Policies> element")
    #expect(load("<a>&bogus;</a>").diagnostics.first?.line == 1)
  }

  @Test func limitsHoldForDeepAndWideInput() {
    let deep = String(repeating: "<a>", count: 10_000)
    #expect(
      load(deep).diagnostics.first?.message
        == "not well-formed XML at column 97: elements nest more than 32 deep, the most accepted")
    let wide =
      "<MobileAppPolicies><Policies>"
      + String(repeating: "<AppPasscode/>", count: 30_000) + "</Policies></MobileAppPolicies>"
    #expect(
      load(wide).diagnostics.first?.message
        == "not well-formed XML at column 280002: more than 20000 elements, the most accepted")
  }

  @Test func entitiesAndCDATAAreText() {
    let element = try? XMLElementReader.read("<a>x &lt; &amp;<![CDATA[<b>&gt;]]></a>").get()
    #expect(element?.text == "x < &<b>&gt;")
  }

  /// Where `text` stops being well-formed XML: line, column and message.
  func stop(_ text: String) -> (Int, Int, String)? {
    guard case .failure(let problem) = XMLElementReader.read(text) else { return nil }
    return (problem.line, problem.column, problem.message)
  }

  /// The XML specification: an end tag holds its name and optional white space, nothing else;
  /// a tag ends at its own `>`, and `<` cannot appear inside one. Each fault is placed where it
  /// is, not at a later tag.
  @Test func malformedTagsAreRefusedWhereTheyAre() {
    let policies = "<MobileAppPolicies><Policies>\n"
    #expect(
      stop(policies + "<InactivityTimer>5</InactivityTimer junk=\"1\">\n</Policies>")?.0 == 2)
    #expect(
      stop(policies + "<InactivityTimer>5</InactivityTimer junk=\"1\">")?.1 == 37)
    #expect(
      stop(policies + "<DisableCamera>true</DisableCamera <x>")?.1 == 20)
    #expect(
      stop(policies + "<DisableCamera>true</DisableCamera <x>")?.2
        == "the tag starting here is not closed with '>'")
    // The end tag missing its '>' is reported at its own line and column, not as the next tag.
    let missing = policies + "  <AppPasscode>true</AppPasscode\n</Policies></MobileAppPolicies>"
    #expect(stop(missing)?.0 == 2)
    #expect(stop(missing)?.1 == 20)
    #expect(stop("<a b=\"1\" b=\"2\"/>")?.2 == "<a> has the attribute b twice")
    #expect(stop("<a b=1/>")?.2 == "the value of the attribute b is not quoted")
    #expect(stop("<a b=\"<\"/>")?.2 == "'<' in an attribute value")
    #expect(stop("<a>x ]]> y</a>")?.1 == 6)
    #expect(stop("<a><1/></a>")?.2 == "a tag or attribute with no valid name")
    #expect(stop("<a b=\"1\" c='2' />") == nil)
  }

  /// XML predefines five entities; a policy file declares no others, and this reader expands
  /// nothing a <!DOCTYPE> declares — the doctype itself, internal subset included, is accepted
  /// and skipped. Character references are characters, not entities, and are read.
  @Test func doctypeIsIgnoredAndOnlyThePredefinedEntitiesAreRead() {
    let doctype =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE MobileAppPolicies [\n"
      + "  <!ENTITY big \"<a>x</a>\"> <!-- a ] and a ' in a comment -->\n]>\n"
    let ok = try? XMLElementReader.read(doctype + "<MobileAppPolicies>&amp;</MobileAppPolicies>")
      .get()
    #expect(ok?.text == "&")
    #expect(ok?.line == 5)
    #expect(stop(doctype + "<MobileAppPolicies>&big;</MobileAppPolicies>")?.0 == 5)
    #expect(stop(doctype + "<MobileAppPolicies>&big;</MobileAppPolicies>")?.1 == 20)
    #expect((try? XMLElementReader.read("<a>&#65;&#x42;</a>").get())?.text == "AB")
    #expect(stop("<a>&#65</a>")?.1 == 4)
    #expect(stop("<a b=\"&bogus;\"/>") != nil)
    #expect(stop("<a/><!DOCTYPE a>")?.2 == "a <!DOCTYPE> after the root element started")
    #expect(stop("<!DOCTYPE a [ <!ENTITY x \"y\"> ") != nil)
    #expect(stop("<!ELEMENT a ANY><a/>") != nil)
  }
}
