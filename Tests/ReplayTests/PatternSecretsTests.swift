import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import Replay

/// A tape's own lines never spell out a secret where they are shown — a failure, a cast
/// marker, a text log's heading, the JUnit report: not a regex that matches a password or a
/// value to scrub without holding its letters, not an invalid regex that holds them, not the
/// PIN the tape typed.
@Suite(.scratchFolder) struct PatternSecretsTests {
  /// The built-in scenario with alex's password made private and two values to scrub.
  private func scenario() throws -> String {
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(EmbeddedScenario.json.utf8))
        as? [String: Any])
    var tenant = try #require(json["tenant"] as? [String: Any])
    var users = try #require(tenant["users"] as? [[String: Any]])
    users[0]["demo"] = false
    users[0]["password"] = "Zq7SecretPw"
    tenant["users"] = users
    json["tenant"] = tenant
    var app = try #require(json["app"] as? [String: Any])
    var settings = app["settings"] as? [String: Any] ?? [:]
    settings["ValuesToScrubFromLogging"] = ["Northwind"]
    app["settings"] = settings
    json["app"] = app
    let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Everything the result and the recordings of `tape` (named `name`) say, after a run.
  private func said(_ scratch: RunnerScratch, _ name: String, _ tape: String) throws -> String {
    try scratch.write(name, tape)
    let result = scratch.run(name)
    #expect(!result.passed)
    var report = JUnitReport()
    report.add(result)
    var text = ReplayReport.lines(for: result).joined(separator: "\n") + report.render()
    for output in ["out.txt", "out.cast"] { text += (try? scratch.read(output)) ?? "" }
    return text
  }

  @Test(arguments: [
    "/Nort(?:h)wind/", "/Zq7S(e)cretPw/", #"/Zq7\QSecret\EPw/"#, #"/\x4eorthwind/"#,
    #"/N\u{6F}rthwind/"#, #"/North\wind/"#, "/Zq7.ecretPw/", "/(Sign in|Zq7S.cretPw)x/",
    "/Password: Zq7S.cretPw/", #"/Zq7\Secre[t]Pw and more/"#,
    // With text around, which the secret alone does not match: escapes, look-arounds, groups,
    // back-references, classes, repetitions and flags spell it out all the same.
    #"/Password: Zq7S\x65cretPw/"#, #"/Password: Zq7S\u{65}cretPw/"#,
    "/Password: Zq7S(?=e)ecretPw/", "/Password: Zq7S(?<e>e)cretPw/",
    #"/(e)Password: Zq7S\1cretPw/"#,
    #"/Password: Zq7S\wcretPw/"#, "/Password: Zq7Se?cretPw/", "/Password: Zq7S[eE]cretPw/",
    "/Password: Zq7S(?i)ecretPw/", "/Password: Zq7Se{1}cretPw/", "/Password: ^Zq7Se+cretPw$/",
  ])
  func aRegexThatMatchesASecretIsMaskedWhole(pattern: String) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("scen.json", try scenario())
    let text = try said(
      scratch, "r.tape",
      "Set Scenario \"scen.json\"\nOutput \"out.txt\"\nOutput \"out.cast\"\nWait /Sign in/\n"
        + "Expect \(pattern)\nWait@1s \(pattern)\n")
    let source = String(pattern.dropFirst().dropLast())
    #expect(!text.contains(source), "\(pattern) is shown")
    #expect(text.contains("/" + String(repeating: "*", count: source.count) + "/"))
    for secret in ["Zq7SecretPw", "Northwind"] { #expect(!text.contains(secret)) }
  }

  @Test(arguments: ["/N(o)pe/", "/Sign (?:in|up) now/", #"/\d{4} left/"#, "/Zq7 or Pw/"])
  func aRegexMatchingLittleOfASecretIsShownAsWritten(pattern: String) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("scen.json", try scenario())
    let text = try said(
      scratch, "r.tape", "Set Scenario \"scen.json\"\nWait /Sign in/\nExpect \(pattern)\n")
    #expect(text.contains(pattern), "\(text)")
  }

  @Test func anInvalidRegexHoldingASecretIsMaskedInItsRefusal() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("scen.json", try scenario())
    let tape = try scratch.write(
      "bad.tape", "Set Scenario \"scen.json\"\nWait /Sign in/\nExpect /Zq7SecretPw(/\n")
    let found = TapeLoader.diagnostics(path: tape).map(\.description).joined(separator: "\n")
    #expect(found.contains("invalid regular expression /***********(/"), "\(found)")
    #expect(!found.contains("Zq7SecretPw"))
    let result = scratch.run("bad.tape")
    #expect(!ReplayReport.lines(for: result).joined().contains("Zq7SecretPw"))
  }

  @Test func thePinTheTapeTypedIsMaskedInLaterLines() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    // `managedSignIn` sets the PIN 2580.
    let text = try said(
      scratch, "pin.tape",
      "Set Width 100\nSet Height 30\nOutput \"out.txt\"\nOutput \"out.cast\"\n" + managedSignIn
        + "Expect \"PIN 2580\"\n")
    #expect(!text.contains("2580"), "\(text)")
    #expect(text.contains("PIN ****"))
  }
}

/// What a regex spells out, read from its source: a source cut short or malformed anywhere
/// gives what it spells so far and never stops the reader.
@Suite struct PatternSkeletonTests {
  private func spelled(_ source: String) -> String {
    RevealingPatterns.skeleton(of: source).map { $0.map(String.init) ?? "·" }.joined()
  }

  @Test func escapesGroupsAndRepetitionsSpellWhatTheyMatch() {
    #expect(spelled(#"A\x42\u{43}\u0044\Q.E\E"#) == "abcd.e")
    #expect(spelled("(?<n>x)(?:y)(?i)z(?=q)(?<!r)") == "xyz")
    #expect(spelled(#"(ab)-\1-\2"#) == "ab-ab-·")
    #expect(spelled(#"a?b*c+d{2}e{1,3}[f][gG][^h]\w\b$"#) == "abcdefg··")
    #expect(spelled("a|b") == "a|b")
  }

  @Test(arguments: [
    "\\", "(", "(?", "(?<", "(?<n", "(?P", "[", "[^", "[]", "[\\", "\\x{", "\\x{110000}",
    "\\u{zz}", "\\0", "\\07", "{", "{1,", "\\k<", "\\k", "\\Q", "\\p{", ")", "))((", "(?i",
    "\\9", "\\99999999999999999999",
  ])
  func aMalformedSourceIsReadToItsEnd(source: String) {
    let skeleton = RevealingPatterns.skeleton(of: source)
    #expect(skeleton.count <= source.count)
  }
}
