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
