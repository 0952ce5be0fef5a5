import Foundation
import Testing

@testable import CursesTerminal

/// The installed UTF-8 locales a missing one falls back to after the usual names (issue 28,
/// item 4): found as `locale -a` finds them, one folder each.
@Suite struct LocaleSetupTests {
  @Test func theInstalledUTF8LocalesAreTheFoldersWhoseNameSaysUTF8() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mamsim-locales-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["it_IT.utf8", "fr_FR", "de_DE.UTF-8", "C.utf8", "en_GB.ISO-8859-1"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    #expect(
      LocaleSetup.installedUTF8Locales(in: folder.path) == ["C.utf8", "de_DE.UTF-8", "it_IT.utf8"])
    #expect(LocaleSetup.installedUTF8Locales(in: folder.path + "/none").isEmpty)
  }
}

/// A locale that is not UTF-8 draws the screens in ASCII; the user is told why, and how to see
/// every character.
@Test func aLocaleThatIsNotUTF8IsNamedWithTheRemedy() {
  for environment in [["LANG": "C"], [:], ["LC_ALL": "de_DE.ISO-8859-1", "LANG": "de_DE.UTF-8"]] {
    let notice = LocaleSetup.asciiNotice(environment: environment)
    #expect(notice?.contains("drawn in ASCII") == true, "\(environment)")
    #expect(notice?.contains("LANG=C.UTF-8") == true, "\(environment)")
  }
  #expect(LocaleSetup.asciiNotice(environment: ["LANG": "C"])?.contains("locale C is") == true)
  #expect(LocaleSetup.asciiNotice(environment: ["LANG": "de_DE.UTF-8"]) == nil)
  #expect(LocaleSetup.asciiNotice(environment: ["LC_CTYPE": "C.utf8", "LANG": "C"]) == nil)
}
