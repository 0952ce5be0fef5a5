import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sets the C library's locale from the environment before curses starts, so that curses sends
/// UTF-8 when the locale's name says UTF-8 — also when that locale is not installed.
///
/// Containers and CI images often ship only `C.UTF-8`: there `LANG=de_DE.UTF-8` makes
/// `setlocale` fail, the process stays in the ASCII "C" locale, and every character beyond
/// ASCII (umlauts, the phone's borders) is lost. Then the character type falls back to an
/// installed UTF-8 locale; the language of the screens is chosen from the name all the same
/// (`Language.fromEnvironment`), so German stays German.
enum LocaleSetup {
  /// UTF-8 locales to fall back to, most neutral first.
  static let fallbacks = ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"]

  /// Sets the locale from `environment` and returns a sentence for standard error when it had
  /// to fall back or names no UTF-8 at all, or nil when the locale was set as named.
  static func apply(environment: [String: String]) -> String? {
    let set = setlocale(LC_ALL, "") != nil
    if let notice = asciiNotice(environment: environment) { return notice }
    if set { return nil }
    // One category's locale is missing, so glibc set none of them. Only the character type
    // matters to curses: it is set as named when that locale is installed (a missing
    // LC_MESSAGES locale costs nothing, as the screens' language is mamsim's own), else it
    // becomes an installed UTF-8 locale.
    let name = GlyphSet.characterLocale(environment)
    guard GlyphSet.namesUTF8(name) else { return nil }
    if setlocale(LC_CTYPE, name) != nil { return nil }
    for fallback in fallbacks + installedUTF8Locales() where setlocale(LC_CTYPE, fallback) != nil {
      return "mamsim: the locale \(name) is not installed on this machine; characters are "
        + "written as \(fallback) instead (the screens keep the language the environment names)"
    }
    return "mamsim: the locale \(name) is not installed and no UTF-8 locale is; characters "
      + "beyond ASCII may not show (install one, e.g. apt-get install locales)"
  }

  /// The sentence for a locale that names no UTF-8 (`LANG=C`, `POSIX`, Latin-1), where the
  /// screens are drawn in ASCII (`GlyphSet.ascii`); nil for a UTF-8 locale.
  static func asciiNotice(environment: [String: String]) -> String? {
    let name = GlyphSet.characterLocale(environment)
    guard !GlyphSet.namesUTF8(name) else { return nil }
    return "mamsim: the locale \(name.isEmpty ? "(none set)" : name) is not UTF-8, so the "
      + "screens are drawn in ASCII: accents are dropped and Chinese cannot show (run with "
      + "LANG=C.UTF-8 to see every character)"
  }

  /// Where glibc keeps the locales installed one folder each, beside its archive: what
  /// `locale -a` lists of them.
  static let localeFolder = "/usr/lib/locale"

  /// The UTF-8 locales installed as folders of `folder`, in name order (at most 1,000 looked
  /// at), for a machine that has one but none of `fallbacks` (say only `de_DE.utf8`).
  static func installedUTF8Locales(in folder: String = localeFolder) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    var seen = 0
    while let entry = readdir(directory), seen < 1000 {
      seen += 1
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix("."), GlyphSet.namesUTF8(name) { names.append(name) }
    }
    return names.sorted()
  }
}
