import Testing

@testable import mamsim

/// `check`'s byte-wise reading of an ASCII path's extension against the character reading.
@Test func asciiExtensionsAreReadAsByCharacters() {
  let pieces = ["a", ".", "/", "json", "JSON", "plist", "PList", "Tape", "xcstrings", "x.", ".."]
  var state: UInt64 = 18
  var paths = ["", "/", "//", ".json", "a.json", "a.json/", "a.json//", "/.plist", "a/.tape", "a."]
  for _ in 0..<5000 {
    var path = ""
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    var rest = state
    for _ in 0..<Int(rest % 6) {
      rest /= 6
      path += pieces[Int(rest % UInt64(pieces.count))]
      rest /= UInt64(pieces.count)
    }
    paths.append(path)
  }
  for path in paths {
    #expect(
      CheckedFileKind.fromASCIIExtension(of: Array(path.utf8))
        == CheckedFileKind.fromCharacterExtension(of: path), "\(path)")
    #expect(
      CheckedFileKind.fromExtension(of: path) == CheckedFileKind.fromCharacterExtension(of: path))
  }
}
