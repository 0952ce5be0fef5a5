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
  /// to fall back, or nil when the locale was set as named (or is not UTF-8 anyway).
  static func apply(environment: [String: String]) -> String? {
    if setlocale(LC_ALL, "") != nil { return nil }
    let name = GlyphSet.characterLocale(environment)
    guard GlyphSet.namesUTF8(name) else { return nil }
    // The categories that can be set as named keep their setting; the character type, which
    // decides how curses writes, becomes an installed UTF-8 locale.
    for fallback in fallbacks where setlocale(LC_CTYPE, fallback) != nil {
      return "mamsim: the locale \(name) is not installed on this machine; characters are "
        + "written as \(fallback) instead (the language still follows \(name))"
    }
    return "mamsim: the locale \(name) is not installed and no UTF-8 locale is; characters "
      + "beyond ASCII may not show (install one, e.g. apt-get install locales)"
  }
}
