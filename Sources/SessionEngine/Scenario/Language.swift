/// A language the simulated phone, and so every screen mamsim draws, can be set to.
///
/// Raw values are the language tags a String Catalog uses (`en`, `zh-Hans`, `de`, `it`).
public enum Language: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
  /// English, the source language: every sentence exists in it.
  case english = "en"
  /// Simplified Chinese.
  case simplifiedChinese = "zh-Hans"
  /// German.
  case german = "de"
  /// Italian.
  case italian = "it"

  /// The language a tag names: a catalog tag (`zh-Hans`), a BCP 47 tag (`de-CH`, `zh-CN`) or a
  /// POSIX locale (`de_DE.UTF-8`, `zh_CN`, `it_IT@euro`), compared without regard to case; nil
  /// for a language mamsim does not have (traditional Chinese among them).
  public init?(tag: String) {
    // A POSIX locale is language[_territory][.codeset][@modifier]; BCP 47 uses '-'.
    var text = Substring(tag)
    if let end = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<end] }
    let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    guard let language = parts.first else { return nil }
    switch language {
    case "en": self = .english
    case "de": self = .german
    case "it": self = .italian
    case "zh":
      // Chinese: simplified unless the script or region says traditional.
      let rest = Set(parts.dropFirst())
      guard rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) else { return nil }
      self = .simplifiedChinese
    default: return nil
    }
  }

  /// The language the POSIX environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
  /// that is set and not empty decides; `C`, `POSIX` or a language mamsim does not have give
  /// English, as any program without that translation would.
  public static func fromEnvironment(_ environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      return Language(tag: value) ?? .english
    }
    return .english
  }

  /// The tags mamsim accepts, for messages: `en, zh-Hans, de, it`.
  public static var tags: [String] { allCases.map(\.rawValue) }
}
