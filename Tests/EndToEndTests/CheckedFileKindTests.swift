import Foundation
import TestSupport
import Testing

@testable import mamsim

/// Which kind of file `check` takes a path for, by its extension.
@Test func extensionsNameTheKindOfFileIgnoringCase() {
  let cases: [(String, CheckedFileKind?)] = [
    ("a.json", .scenario), ("dir/A.JSON", .scenario), ("a.json/", .scenario),
    ("a.json//", .scenario), ("Info.PList", .settings), ("x/demo.Tape", .tape),
    ("Localizable.xcstrings", .catalog), ("App.entitlements", .entitlements),
    ("", nil), ("/", nil), ("//", nil), (".json", nil), ("/.plist", nil), ("a/.tape", nil),
    ("a.", nil), ("a.txt", nil), ("a.json.bak", nil), ("café.tape", .tape),
    ("données/réglages.plist", .settings), ("a..json", .scenario),
  ]
  for (path, kind) in cases {
    #expect(CheckedFileKind.fromExtension(of: path) == kind, "\(path)")
  }
}

/// A file in UTF-16 is taken for the kind its text is, not for a tape: its own reader then says
/// it is not UTF-8.
@Test func aUTF16FileIsTakenForTheKindItsTextIs() {
  let policies = "<?xml version=\"1.0\"?>\n<MobileAppPolicies></MobileAppPolicies>\n"
  let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
  func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> Data {
    var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += bigEndian ? pair.reversed() : pair
    }
    return Data(bytes)
  }
  for bigEndian in [false, true] {
    for mark in [false, true] {
      let place = "big-endian \(bigEndian), mark \(mark)"
      #expect(
        CheckedFileKind.sniff(utf16(policies, bigEndian: bigEndian, mark: mark)) == .mdxPolicies,
        "\(place)")
      #expect(
        CheckedFileKind.sniff(utf16(plist, bigEndian: bigEndian, mark: mark)) == .settings,
        "\(place)")
      #expect(
        CheckedFileKind.sniff(utf16("{}", bigEndian: bigEndian, mark: mark)) == .scenario,
        "\(place)")
    }
  }
  #expect(CheckedFileKind.sniff(Data("Type \"x\"\n".utf8)) == .tape)
}

/// XML is known by its first element whatever comes before it (a comment, a DOCTYPE, a
/// declaration): a policy file that opens with a comment is not taken for a tape.
@Test func xmlIsKnownByItsFirstElementPastCommentsAndDoctype() {
  let cases: [(String, CheckedFileKind)] = [
    ("  <!-- policies -->\n<MobileAppPolicies/>\n", .mdxPolicies),
    ("<!DOCTYPE MobileAppPolicies>\n<MobileAppPolicies/>\n", .mdxPolicies),
    ("<!-- a plist -->\n<plist version=\"1.0\"><dict/></plist>\n", .settings),
    ("<?xml version=\"1.0\"?>\n<!-- x -->\n<MobileAppPolicies/>\n", .mdxPolicies),
    ("Wait /Sign in/\n", .tape), ("", .tape),
  ]
  for (text, kind) in cases {
    #expect(CheckedFileKind.sniff(Data(text.utf8)) == kind, "\(text)")
  }
  #expect(CheckedFileKind.isXMLName("policies/default_policies.XML"))
  #expect(!CheckedFileKind.isXMLName(".xml"))
  #expect(!CheckedFileKind.isXMLName("a.xml.tape"))
}

/// `mamsim check` of a pipe (`<(…)`, `cat x | mamsim check /dev/stdin`) reads it once and checks
/// what it held; an empty `.xml` file is an empty policy file, not an empty tape.
@Suite(.scratchFolder) struct CheckPipeTests {
  /// Runs `script` in a shell with `$0` the mamsim binary, in `folder`.
  static func shell(_ script: String, in folder: URL) throws -> CliHarness.Outcome {
    let binary = try #require(CliHarness.binary, "build mamsim first")
    return try CliHarness.run(
      [script, binary.path], in: folder, program: "/bin/sh", prefix: ["-c"])
  }

  @Test func aPipeIsCheckedAsWhatItHolds() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = try Self.shell("printf '{bad json' | \"$0\" check /dev/stdin", in: folder)
    #expect(broken.status == 1, "\(broken.output)")
    #expect(broken.output.contains("/dev/stdin:1: error: not valid JSON"), "\(broken.output)")
    let tape = try Self.shell("printf 'Frobnicate 3\\n' | \"$0\" check /dev/stdin", in: folder)
    #expect(tape.status == 1)
    #expect(tape.output.contains("/dev/stdin:1:1: unknown command \"Frobnicate\""))
    let scenario = try Self.shell("\"$0\" scenario print | \"$0\" check /dev/stdin", in: folder)
    #expect(scenario.status == 0, "\(scenario.output)")
    #expect(scenario.output.contains("/dev/stdin: ok"), "\(scenario.output)")
  }

  /// A file name that is not UTF-8 is refused as such, a usage error, rather than looked for
  /// under another name and reported missing.
  @Test func aNameThatIsNotUTF8IsToldAsSuch() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let checked = try Self.shell(
      "n=$(printf 'bad\\377name.json'); echo '{}' > \"$n\"; \"$0\" check \"$n\"", in: folder)
    #expect(checked.status == 2, "\(checked.output)\(checked.error)")
    #expect(checked.error.contains("(\"bad\\xFFname.json\") is not UTF-8 text"), "\(checked.error)")
    #expect(!checked.error.contains("no such file"))
  }

  @Test func anEmptyXMLFileIsAnEmptyPolicyFile() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("empty.xml"))
    let checked = try CliHarness.run(["check", "empty.xml"], in: folder)
    #expect(checked.status == 1, "\(checked.output)")
    #expect(checked.output.contains("no element was found"), "\(checked.output)")
  }
}
