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
  /// used for problems about a missing key. `present` names the keys the file wrote, when known
  /// (a binary plist has no lines to tell them by).
  public static func validate(
    _ settings: MAMSettings, file: String, lines: JSONLines,
    keyPath: String = "IntuneMAMSettings", present: Set<String>? = nil
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func add(
      _ severity: Diagnostic.Severity, _ key: MAMSettingsKey?, _ message: String,
      missing: Bool = false
    ) {
      let name = key?.rawValue ?? ""
      // As `[keyPath, name]` without the empty ones, joined by dots (without building an array).
      let path = keyPath.isEmpty ? name : name.isEmpty ? keyPath : keyPath + "." + name
      // A key that is not there is told at the dictionary it is missing from.
      let line = lines[name] ?? (missing ? lines[""] : nil)
      diagnostics.append(
        Diagnostic(severity, file: file, line: line, keyPath: path, message: message))
    }

    if isBlank(settings.adalClientId) {
      // A key that is there, empty or of another type (which the reader tells), is not missing.
      let name = MAMSettingsKey.adalClientId.rawValue
      let present = present?.contains(name) ?? (lines[name] != nil)
      add(
        .error, .adalClientId,
        present
          ? "ADALClientId holds no client id: the app cannot sign anyone in without one"
          : "ADALClientId is missing: the app cannot sign anyone in without its client id",
        missing: true)
    }
    if isBlank(settings.adalRedirectUri) && isBlank(settings.adalRedirectScheme) {
      add(
        .error, .adalRedirectUri,
        "neither ADALRedirectUri nor ADALRedirectScheme is set: sign-in has nowhere to return to",
        missing: true)
    }
    if let level = settings.otherAccepted[MAMSettings.maxFileProtectionKey],
      level.stringValue.map({ !MAMSettings.fileProtectionLevels.contains($0) }) ?? true
    {
      let name = MAMSettings.maxFileProtectionKey
      let hint = level.stringValue.flatMap {
        KeySuggestion.closest(to: $0, in: MAMSettings.fileProtectionLevels)
      }
      diagnostics.append(
        Diagnostic(
          .warning, file: file, line: lines[name],
          keyPath: keyPath.isEmpty ? name : keyPath + "." + name,
          message: (level.stringValue.map { "\"\(Excerpt.of($0))\" is not a file protection level" }
            ?? "\(name) is not a string")
            + (hint.map { " (did you mean \"\($0)\"?)" } ?? "")
            + ": mamsim takes the default, NSFileProtectionComplete, under which the app's files close "
            + "about 10 s after the phone locks; use one of "
            + MAMSettings.fileProtectionLevels.joined(separator: ", ")))
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
    // Each pair in turn, a colour the settings leave unset taken as the system gives it in each
    // appearance the app is drawn in (a white ForegroundColor alone is white on white in light);
    // the warning goes on the key that is set (the front one when both are).
    func contrast(
      _ frontKey: MAMSettingsKey, _ front: RGBColor?, _ backKey: MAMSettingsKey, _ back: RGBColor?,
      system: (SDKSystemColors) -> (front: RGBColor, back: RGBColor)
    ) {
      guard front != nil || back != nil else { return }
      let appearances = SDKSystemColors.appearances(of: settings)
      for (name, colors) in front != nil && back != nil ? [appearances[0]] : appearances {
        let defaults = system(colors)
        let (shownFront, shownBack) = (front ?? defaults.front, back ?? defaults.back)
        let ratio = shownFront.contrastRatio(with: shownBack)
        guard ratio < minimumContrast else { continue }
        func named(_ key: MAMSettingsKey, _ color: RGBColor, set: Bool) -> String {
          set ? "\(key.rawValue) \(color.hex)" : "the \(name) system \(key.rawValue) \(color.hex)"
        }
        add(
          .warning, front != nil ? frontKey : backKey,
          named(frontKey, shownFront, set: front != nil) + " on "
            + named(backKey, shownBack, set: back != nil) + " has a contrast of "
            + "\(ratioText(ratio)):1, less than the \(ratioText(minimumContrast)):1 needed for readable text"
            + (front != nil && back != nil
              ? "" : " (set \((front == nil ? frontKey : backKey).rawValue) too)"))
        return
      }
    }
    contrast(
      .foregroundColor, settings.foregroundColor, .backgroundColor, settings.backgroundColor
    ) { ($0.foreground, $0.background) }
    contrast(.accentColor, settings.accentColor, .backgroundColor, settings.backgroundColor) {
      ($0.accent, $0.background)
    }
    contrast(
      .secondaryForegroundColor, settings.secondaryForegroundColor, .secondaryBackgroundColor,
      settings.secondaryBackgroundColor
    ) { ($0.secondaryForeground, $0.secondaryBackground) }
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
