import TerminalUI

/// Checks decoded settings for combinations the SDK rejects or that make its screens hard to read.
public enum SettingsValidator {
  /// Whether `text` is a URL scheme as RFC 3986 spells one (`https`, `ms-word`, `x.y+z`).
  static func isURLScheme(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
    }
  }

  /// The least contrast WCAG 2 asks for normal text.
  public static let minimumContrast = 4.5

  /// Every problem with `settings`, in a stable order.
  ///
  /// `lines` maps a key name to its line; the entry under `""` is the line of the dictionary itself,
  /// used for problems about a missing key.
  public static func validate(
    _ settings: MAMSettings, file: String, lines: JSONLines,
    keyPath: String = "IntuneMAMSettings"
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func add(_ severity: Diagnostic.Severity, _ key: MAMSettingsKey?, _ message: String) {
      let name = key?.rawValue ?? ""
      // As `[keyPath, name]` without the empty ones, joined by dots (without building an array).
      let path = keyPath.isEmpty ? name : name.isEmpty ? keyPath : keyPath + "." + name
      diagnostics.append(
        Diagnostic(severity, file: file, line: lines[name], keyPath: path, message: message))
    }

    if isBlank(settings.adalClientId) {
      // A key that is there, empty or of another type (which the reader tells), is not missing.
      let present = lines[MAMSettingsKey.adalClientId.rawValue] != nil
      add(
        .error, .adalClientId,
        present
          ? "ADALClientId holds no client id: the app cannot sign anyone in without one"
          : "ADALClientId is missing: the app cannot sign anyone in without its client id")
    }
    if isBlank(settings.adalRedirectUri) && isBlank(settings.adalRedirectScheme) {
      add(
        .error, .adalRedirectUri,
        "neither ADALRedirectUri nor ADALRedirectScheme is set: sign-in has nowhere to return to")
    }
    if settings.mamPolicyRequired {
      if !settings.autoEnrollOnLaunch {
        add(
          .warning, .mamPolicyRequired,
          "MAMPolicyRequired is set without AutoEnrollOnLaunch: the app would wait for a policy it never asks for"
        )
      }
      add(
        .note, .mamPolicyRequired,
        "an app that requires a policy to start cannot be published on the App Store")
    }
    for scheme in settings.webViewHandledURLSchemes where !isURLScheme(scheme) {
      add(
        .warning, .webViewHandledURLSchemes,
        "\"\(Excerpt.of(scheme))\" is not a URL scheme (letters, digits, +, - and ., starting with a letter, "
          + "without ://): no link will match it")
    }
    // Each pair in turn (not an array of tuples, whose type the runtime builds at first use).
    func contrast(
      _ frontKey: MAMSettingsKey, _ front: RGBColor?, _ backKey: MAMSettingsKey, _ back: RGBColor?
    ) {
      guard let front, let back else { return }
      let ratio = front.contrastRatio(with: back)
      if ratio < minimumContrast {
        add(
          .warning, frontKey,
          "\(frontKey.rawValue) \(front.hex) on \(backKey.rawValue) \(back.hex) has a contrast of "
            + "\(ratioText(ratio)):1, less than the \(ratioText(minimumContrast)):1 needed for readable text"
        )
      }
    }
    contrast(.foregroundColor, settings.foregroundColor, .backgroundColor, settings.backgroundColor)
    contrast(.accentColor, settings.accentColor, .backgroundColor, settings.backgroundColor)
    contrast(
      .secondaryForegroundColor, settings.secondaryForegroundColor, .secondaryBackgroundColor,
      settings.secondaryBackgroundColor)
    return diagnostics
  }

  /// The ratio rounded down to two decimals, so a value just under the limit never prints as the limit.
  static func ratioText(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
  }

  private static func isBlank(_ text: String?) -> Bool {
    guard let text else { return true }
    return text.allSatisfy(\.isWhitespace)
  }
}
