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
