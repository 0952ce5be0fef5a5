/// The URL-scheme facts of the integration guide: the SDK's own queried schemes, the
/// `-intunemam` twins, and Apple's limit on how many schemes an app may query.
public enum IntuneURLSchemes {
  /// What a twin adds to a scheme.
  public static let twinSuffix = "-intunemam"

  /// The schemes every app with the SDK queries: its own browser and threat-defence schemes,
  /// then the partners' ones.
  public static let sdkQueried = [
    "http-intunemam", "https-intunemam", "microsoft-edge-http-intunemam",
    "microsoft-edge-https-intunemam", "intunemam-mtd", "smart-ns", "zips", "lacoonsecurity",
    "wandera", "lookoutwork-ase", "skycure", "betteractiveshield", "smsec", "mvisionmobile",
    "scmx",
  ]

  /// What an app that queries `mailto` also lists.
  public static let mailtoCompanion = "ms-outlook-intunemam"

  /// The twin of `scheme`: `scheme-intunemam`.
  public static func twin(of scheme: String) -> String { scheme + twinSuffix }

  /// Whether `scheme` is itself a twin (or one of the SDK's schemes), so needs no twin of its own.
  public static func needsNoTwin(_ scheme: String) -> Bool {
    scheme.lowercased().hasSuffix(twinSuffix) || sdkQueried.contains(scheme.lowercased())
      || scheme.lowercased() == "mailto"
  }

  /// Whether `text` is a URL scheme (a letter, then letters, digits, `+`, `-` and `.`) once
  /// Xcode has expanded its build settings: `msauth.$(PRODUCT_BUNDLE_IDENTIFIER)` is one, as
  /// the bundle identifier it becomes is made of letters, digits, hyphens and dots.
  public static func isScheme(_ text: String) -> Bool {
    SettingsValidator.isURLScheme(expandingBuildSettings(text))
  }

  /// `text` with every build setting reference (`$(NAME)`, `${NAME}`, a modifier after a colon
  /// too) replaced by a letter, which stands for the identifier-like value Xcode puts there; an
  /// unclosed or empty reference is left as written.
  static func expandingBuildSettings(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, let close = closing(of: rest[after]),
        let end = rest[after...].firstIndex(of: close)
      else {
        result += rest[dollar...]
        return result
      }
      let name = rest[rest.index(after: after)..<end].prefix { $0 != ":" }
      guard let first = name.first, first.isASCII, first.isLetter || first == "_",
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
      else {
        result += rest[dollar...]
        return result
      }
      result += "x"
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// The bracket that closes a build setting reference opened with `open`.
  private static func closing(of open: Character) -> Character? {
    switch open {
    case "(": ")"
    case "{": "}"
    default: nil
    }
  }

  /// How many schemes an app linked against iOS `linkedSDK` may query, nil when iOS sets no limit.
  public static func queryLimit(linkedSDK: Int) -> Int? {
    if linkedSDK >= 27 { return 25 }
    if linkedSDK >= 15 { return 50 }
    return nil
  }

  /// The iOS SDK assumed when none is named.
  public static let defaultLinkedSDK = 26
}
