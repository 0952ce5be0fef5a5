import Foundation
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
