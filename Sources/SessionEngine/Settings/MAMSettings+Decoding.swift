import TerminalUI

extension MAMSettings {
  /// Builds settings from an untyped dictionary whose keys are the plist key names.
  ///
  /// A value of the wrong type (or a splash duration out of range) is an error: the SDK could not
  /// read it. A malformed colour or an unknown key gives a warning and leaves the default in place,
  /// as the SDK ignores them. `lines` maps a key name to the line it is written on, when known; `keyPath`
  /// is the path of the dictionary itself (`IntuneMAMSettings`), prefixed to every key in diagnostics.
  /// `textKinds` names, by key, what a plist wrote for a value `value` holds as text (a date,
  /// data), so a wrong type is told as what was written.
  public static func decode(
    _ value: JSONValue, file: String, keyPath: String, lines: JSONLines = [:],
    textKinds: [String: String] = [:]
  ) -> (MAMSettings, [Diagnostic]) {
    var decoder = SettingsDecoding(
      file: file, keyPath: keyPath, lines: lines, textKinds: textKinds)
    guard let members = value.objectMembers else {
      decoder.warn(
        "", "IntuneMAMSettings must be a dictionary but this is \(value.kindName); using defaults")
      return (MAMSettings(), decoder.diagnostics)
    }
    var settings = MAMSettings()
    var unknown: [String] = []
    let suggestions = KeySuggestion.Candidates(MAMSettingsKey.allKnownNames)
    for (name, raw) in members.sorted(by: { $0.key < $1.key }) {
      if let key = MAMSettingsKey(rawValue: name) {
        decoder.apply(key, raw, to: &settings)
      } else if MAMSettingsKey.acceptedNotEmulated.contains(name) {
        settings.otherAccepted[name] = raw
      } else {
        unknown.append(name)
        var message = "unknown key \"\(Excerpt.of(name))\" is ignored"
        // Past `mostHinted`, no more time is spent on hints.
        if unknown.count <= KeySuggestion.mostHinted, let hint = suggestions.closest(to: name) {
          message += " (did you mean \"\(hint)\"?)"
        }
        decoder.warn(name, message)
      }
    }
    settings.unknownKeys = unknown
    return (settings, decoder.diagnostics)
  }
}

/// The state of one settings decode: where the dictionary is and what was found wrong so far.
private struct SettingsDecoding {
  let file: String
  let keyPath: String
  let lines: JSONLines
  /// What the file wrote for a value held as text (a date, data), by key.
  let textKinds: [String: String]
  var diagnostics: [Diagnostic] = []

  /// Starts a decode of the dictionary at `keyPath` in `file`.
  init(file: String, keyPath: String, lines: JSONLines, textKinds: [String: String]) {
    self.file = file
    self.keyPath = keyPath
    self.lines = lines
    self.textKinds = textKinds
  }

  mutating func warn(_ key: String, _ message: String) {
    report(.warning, key, message)
  }

  /// An error at `key`: a value the SDK could not take, which would leave the app other than
  /// its author meant.
  mutating func refuse(_ key: String, _ message: String) {
    report(.error, key, message)
  }

  /// Adds a diagnostic of `severity` at `key`.
  mutating func report(_ severity: Diagnostic.Severity, _ key: String, _ message: String) {
    let path: String
    if key.isEmpty {
      path = keyPath
    } else {
      path = keyPath.isEmpty ? Excerpt.of(key) : "\(keyPath).\(Excerpt.of(key))"
    }
    // An element (`name[2]`) is told at its own line when the file gave one, else at its key's.
    let line = lines[key] ?? key.firstIndex(of: "[").flatMap { lines[String(key[..<$0])] }
    diagnostics.append(
      Diagnostic(severity, file: file, line: line, keyPath: path, message: message))
  }

  mutating func wrongType(_ key: String, _ value: JSONValue, expected: String) {
    let found = textKinds[key] ?? value.kindName
    refuse(key, "expected \(expected) but found \(found); the SDK cannot read it")
  }

  mutating func string(_ key: MAMSettingsKey, _ value: JSONValue) -> String?? {
    // A date or data reaches here as text; the SDK reads neither as a string.
    guard let text = value.stringValue, textKinds[key.rawValue] == nil else {
      wrongType(key.rawValue, value, expected: "a string")
      return nil
    }
    return .some(text)
  }

  mutating func bool(_ key: MAMSettingsKey, _ value: JSONValue) -> Bool? {
    guard let flag = value.boolValue else {
      wrongType(key.rawValue, value, expected: "a boolean")
      return nil
    }
    return flag
  }

  mutating func color(_ key: MAMSettingsKey, _ value: JSONValue) -> RGBColor?? {
    guard let text = value.stringValue else {
      wrongType(key.rawValue, value, expected: "a colour string like #1A2B3C")
      return nil
    }
    guard let color = MAMSettings.color(fromSetting: text) else {
      warn(
        key.rawValue,
        "\"\(Excerpt.of(text))\" is not a colour in #RRGGBB or RRGGBB form; it is ignored and the system colour is used"
      )
      return nil
    }
    return .some(color)
  }

  /// The array of strings at `key`; an element that is no string is refused, and one that
  /// `problem` finds fault with is kept and warned about, each at its own line (`key[index]`).
  mutating func strings(
    _ key: MAMSettingsKey, _ value: JSONValue, problem: (String) -> String? = { _ in nil }
  ) -> [String]? {
    guard let elements = value.arrayValue else {
      wrongType(key.rawValue, value, expected: "an array of strings")
      return nil
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      if let text = element.stringValue {
        result.append(text)
        if let message = problem(text) { warn("\(key.rawValue)[\(index)]", message) }
      } else {
        refuse(
          "\(key.rawValue)[\(index)]",
          "should be a string but is \(element.kindName); the SDK cannot read it")
      }
    }
    return result
  }

  mutating func apply(_ key: MAMSettingsKey, _ value: JSONValue, to settings: inout MAMSettings) {
    switch key {
    case .adalClientId: if let text = string(key, value) { settings.adalClientId = text }
    case .adalAuthority: if let text = string(key, value) { settings.adalAuthority = text }
    case .adalRedirectUri: if let text = string(key, value) { settings.adalRedirectUri = text }
    case .adalRedirectScheme:
      if let text = string(key, value) { settings.adalRedirectScheme = text }
    case .adalCacheKeychainGroupOverride:
      if let text = string(key, value) { settings.adalCacheKeychainGroupOverride = text }
    case .splashIconFile: if let text = string(key, value) { settings.splashIconFile = text }
    case .autoEnrollOnLaunch: if let flag = bool(key, value) { settings.autoEnrollOnLaunch = flag }
    case .mamPolicyRequired: if let flag = bool(key, value) { settings.mamPolicyRequired = flag }
    case .mamPolicyWarnAbsent:
      if let flag = bool(key, value) { settings.mamPolicyWarnAbsent = flag }
    case .multiIdentity: if let flag = bool(key, value) { settings.multiIdentity = flag }
    case .multiIdentityCancelDisabled:
      if let flag = bool(key, value) { settings.multiIdentityCancelDisabled = flag }
    case .supportsDarkMode: if let flag = bool(key, value) { settings.supportsDarkMode = flag }
    case .treatAllWebViewsAsUnmanaged:
      if let flag = bool(key, value) { settings.treatAllWebViewsAsUnmanaged = flag }
    case .splashDuration: if let duration = splash(value) { settings.splashDuration = duration }
    case .backgroundColor: if let color = color(key, value) { settings.backgroundColor = color }
    case .foregroundColor: if let color = color(key, value) { settings.foregroundColor = color }
    case .accentColor: if let color = color(key, value) { settings.accentColor = color }
    case .secondaryBackgroundColor:
      if let color = color(key, value) { settings.secondaryBackgroundColor = color }
    case .secondaryForegroundColor:
      if let color = color(key, value) { settings.secondaryForegroundColor = color }
    case .webViewHandledURLSchemes:
      let schemes = strings(key, value) { scheme in
        SettingsValidator.isURLScheme(scheme)
          ? nil
          : "\"\(Excerpt.of(scheme))\" is not a URL scheme (letters, digits, +, - and ., starting "
            + "with a letter, without ://): no link will match it"
      }
      if let schemes { settings.webViewHandledURLSchemes = schemes }
    case .valuesToScrubFromLogging:
      guard let list = strings(key, value) else { break }
      guard list.count <= MAMSettings.maximumValuesToScrub else {
        // Refused, not cut: a value left out would be shown and recorded.
        refuse(
          key.rawValue,
          "holds \(list.count) values; mamsim scrubs at most \(MAMSettings.maximumValuesToScrub), "
            + "so that every screen, log line and recording is scrubbed in bounded time; keep "
            + "the values that must never be logged")
        break
      }
      settings.valuesToScrubFromLogging = list
    }
  }

  mutating func splash(_ value: JSONValue) -> Duration? {
    let key = MAMSettingsKey.splashDuration.rawValue
    guard let seconds = value.numberValue else {
      wrongType(key, value, expected: "a number of seconds")
      return nil
    }
    guard seconds.isFinite, seconds >= 0, seconds <= 3600 else {
      refuse(key, "\(seconds) seconds is out of range (0 to 3600)")
      return nil
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }
}

extension MAMSettings {
  /// The colour `text` spells (six hex digits, with or without `#`, spaces around ignored).
  static func color(fromSetting text: String) -> RGBColor? {
    RGBColor(hex: text.trimmingSpaces)
  }
}
