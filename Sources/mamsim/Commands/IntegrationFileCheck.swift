import FoundationEssentials
import SessionEngine
import Strings

/// `mamsim check` of an app's Info.plist and entitlements against the SDK's integration steps.
enum IntegrationFileCheck {
  /// Key paths whose rule diagnostics (`SettingsLoadResult.ruleDiagnostics`) the checklist
  /// reports itself, with the lines to add; a value of the wrong type there is still the
  /// loader's to report.
  private static let coveredKeyPaths: Set<String> = [
    "IntuneMAMSettings.ADALClientId", "IntuneMAMSettings.ADALRedirectUri",
    "IntuneMAMSettings.MAMPolicyRequired",
  ]

  /// What reading an app's files gave: the files' own diagnostics (what the readers found, not
  /// the checklist's), and the checklist when the Info.plist could be read.
  struct Reading {
    /// The readers' diagnostics: the settings loader's and the entitlements reader's.
    var diagnostics: [Diagnostic]
    /// The integration checklist, nil when the Info.plist could not be read at all.
    var report: IntegrationReport?
    /// Whether the SDK could run with the Info.plist's settings (the settings loader found no
    /// error, the ones the checklist reports itself included).
    var settingsUsable: Bool
    /// The settings loader's errors, when they keep the SDK from running with the settings.
    var settingsErrors: [Diagnostic] = []

    /// What keeps the emulator from starting with the files: the readers' errors, and the
    /// settings' errors when they are unusable (the checklist's other findings do not).
    var blocking: [Diagnostic] {
      var found = diagnostics.filter { $0.severity == .error }
      for error in settingsErrors where !found.contains(error) { found.append(error) }
      return found
    }

    /// Whether a file is broken: unreadable, with an error of its own beyond the checklist, or
    /// with settings the emulator cannot start with.
    var isBroken: Bool {
      report == nil || !settingsUsable || diagnostics.contains { $0.severity == .error }
    }
  }

  /// Reads the Info.plist `info` and, if named, the entitlements, and checks them.
  static func read(info: String, entitlements: String?, linkedSDK: Int) -> Reading {
    switch BoundedFile.contents(of: info) {
    case .success(let data):
      return read(info: info, data: data, entitlements: entitlements, linkedSDK: linkedSDK)
    case .failure(let failure):
      let problem = Diagnostic(.error, file: info, keyPath: "", message: failure.description)
      return Reading(diagnostics: [problem], report: nil, settingsUsable: false)
    }
  }

  /// Checks the Info.plist `info` from `data`, its bytes read once (a pipe gives them only
  /// once), and, if named, the entitlements.
  static func read(info: String, data: Data, entitlements: String?, linkedSDK: Int) -> Reading {
    let loadedSettings = SettingsLoader.load(data: data, file: info)
    let usable = loadedSettings.settings != nil && !loadedSettings.hasErrors
    var settings = loadedSettings.diagnostics.filter {
      !(coveredKeyPaths.contains($0.keyPath) && loadedSettings.ruleDiagnostics.contains($0))
    }
    let document: PlistDocument
    switch PlistDocument.read(data: data, file: info) {
    case .success(let read): document = read
    case .failure: return Reading(diagnostics: settings, report: nil, settingsUsable: usable)
    }
    if isBareSettings(document) {
      // The settings alone, as a theme file holds them: its own problems, and that it is not
      // the Info.plist the steps are about (not a checklist that finds no settings in it).
      let bare = Diagnostic(
        .error, file: info, line: document.root.line, keyPath: "",
        message: "this is a bare IntuneMAMSettings plist, not an app's Info.plist: the "
          + "integration steps read the Info.plist, where these keys sit in an "
          + "IntuneMAMSettings dictionary: name the app's Info.plist instead")
      return Reading(
        diagnostics: loadedSettings.diagnostics + [bare], report: nil, settingsUsable: usable)
    }
    if document.root["IntuneMAMSettings"]?.entries == nil, document.root.entries != nil {
      // Without a settings dictionary the loader has only that to say, and the checklist says
      // it too, with the lines to add.
      settings = []
    }
    let read = entitlements.map(loadEntitlements)
    if let read, read.isInfo {
      return Reading(diagnostics: read.result.diagnostics, report: nil, settingsUsable: usable)
    }
    let loaded = read?.result
    let report = IntegrationChecker.check(
      IntegrationInput(
        info: document, entitlements: loaded?.document, linkedSDK: linkedSDK))
    return Reading(
      diagnostics: settings + (loaded?.diagnostics ?? []), report: report, settingsUsable: usable,
      settingsErrors: usable ? [] : loadedSettings.diagnostics.filter { $0.severity == .error })
  }

  /// The entitlements at `path`, read once; an app's Info.plist named as them is refused, as
  /// the check would otherwise ask to add keychain groups to it.
  private static func loadEntitlements(_ path: String) -> (
    result: EntitlementsLoader.Result, isInfo: Bool
  ) {
    let data: Data
    switch BoundedFile.contents(of: path) {
    case .success(let bytes): data = bytes
    case .failure(let failure):
      let problem = Diagnostic(.error, file: path, keyPath: "", message: failure.description)
      return (EntitlementsLoader.Result(document: nil, diagnostics: [problem]), false)
    }
    guard isAppInfo(data, file: path) else {
      return (EntitlementsLoader.load(data: data, file: path), false)
    }
    let refused = Diagnostic(
      .error, file: path, keyPath: "", message: StringTable().text(.checkEntitlementsIsInfo, path))
    return (EntitlementsLoader.Result(document: nil, diagnostics: [refused]), true)
  }

  /// The check of the Info.plist `info` with the entitlements `entitlements`: one file check
  /// per file, each with its own findings and counts (the entitlements' second, when named).
  static func pair(info: String, entitlements: String?, _ options: CheckOptions) -> [FileCheck] {
    switch BoundedFile.contents(of: info) {
    case .success(let data):
      return pair(info: info, data: data, entitlements: entitlements, options)
    case .failure(let failure):
      let problem = Diagnostic(.error, file: info, keyPath: "", message: failure.description)
      return [CheckCommand.tally(info, [problem])]
    }
  }

  /// The check of the Info.plist `info` from `data`, its bytes read once, with the
  /// entitlements `entitlements`; without them the steps that read only the Info.plist are
  /// checked, and a note says keychain sharing was not.
  static func pair(info: String, data: Data, entitlements: String?, _ options: CheckOptions)
    -> [FileCheck]
  {
    let strings = StringTable(language: options.language)
    let reading = read(
      info: info, data: data, entitlements: entitlements, linkedSDK: options.linkedSDK)
    guard let report = reading.report else {
      // Problems only with the entitlements (an Info.plist named as them) are theirs.
      let theirs =
        !reading.diagnostics.isEmpty && reading.diagnostics.allSatisfy { $0.file == entitlements }
      return [CheckCommand.tally(theirs ? entitlements ?? info : info, reading.diagnostics)]
    }
    var files = [info]
    if let entitlements, entitlements != info { files.append(entitlements) }
    return files.enumerated().map { index, file in
      // What names neither file (it should not happen) stays with the Info.plist.
      func owns(_ named: String) -> Bool {
        index == 0 ? named != entitlements || entitlements == info : named == file
      }
      var checked = result(
        file, reading.diagnostics.filter { owns($0.file) },
        IntegrationReport(findings: report.findings.filter { owns($0.file) }), strings)
      if entitlements == nil {
        checked.lines.append("\(info): note: " + strings.text(.checkIntegrationSkipped))
      }
      return checked
    }
  }

  /// Whether `document` is a bare settings plist: IntuneMAMSettings keys at its top, no
  /// `IntuneMAMSettings` dictionary and no `CFBundle…` key.
  private static func isBareSettings(_ document: PlistDocument) -> Bool {
    guard let entries = document.root.entries, document.root["IntuneMAMSettings"] == nil else {
      return false
    }
    let known = Set(MAMSettingsKey.allCases.map(\.rawValue))
    return !entries.contains { $0.key.hasPrefix("CFBundle") }
      && entries.contains { known.contains($0.key) }
  }

  /// Whether the plist at `path` is an app's Info.plist (it has a `CFBundle…` key), whose
  /// integration steps a check without entitlements leaves out.
  static func isAppInfo(_ path: String) -> Bool {
    guard case .success(let data) = BoundedFile.contents(of: path) else { return false }
    return isAppInfo(data, file: path)
  }

  /// Whether the plist bytes `data` (read from `file`) are an app's Info.plist.
  static func isAppInfo(_ data: Data, file: String) -> Bool {
    guard case .success(let document) = PlistDocument.read(data: data, file: file) else {
      return false
    }
    return isAppInfo(document)
  }

  /// Whether `document` is an app's Info.plist (it has a `CFBundle…` key).
  static func isAppInfo(_ document: PlistDocument) -> Bool {
    document.root.entries?.contains { $0.key.hasPrefix("CFBundle") } ?? false
  }

  /// The check of an entitlements file alone: its form and the keychain steps; from `data`
  /// when its bytes were read already (a pipe gives them only once).
  static func entitlementsAlone(
    _ path: String, _ options: CheckOptions, data: Data? = nil
  ) -> FileCheck {
    let loaded =
      data.map { EntitlementsLoader.load(data: $0, file: path) }
      ?? EntitlementsLoader.load(path: path)
    let report = IntegrationChecker.check(
      IntegrationInput(info: nil, entitlements: loaded.document, linkedSDK: options.linkedSDK))
    return result(path, loaded.diagnostics, report, StringTable(language: options.language))
  }

  /// The file check of `diagnostics` then the checklist `report`, worded by `strings`.
  private static func result(
    _ path: String, _ diagnostics: [Diagnostic], _ report: IntegrationReport,
    _ strings: StringTable
  ) -> FileCheck {
    var lines = diagnostics.map(\.description)
    for finding in report.findings {
      if finding.status == .pass {
        lines.append(
          "\(finding.file): \(IntegrationText.status(.pass, strings)): "
            + "\(IntegrationText.title(finding.step, strings)): "
            + IntegrationText.message(finding, strings))
        continue
      }
      lines.append(IntegrationText.diagnostic(finding, strings).description)
      lines += finding.addLines.map { "    add: " + $0 }
      lines += finding.changeLines.map { "    change to: " + $0 }
    }
    // The diagnostics kept for --json and --github stay in English, whatever the language.
    let all = diagnostics + report.problems.map(\.diagnostic)
    return FileCheck(
      path: path, lines: lines, errors: all.count { $0.severity == .error },
      warnings: all.count { $0.severity == .warning },
      notes: report.problems.count { $0.severity == .note }, diagnostics: all,
      findings: report.findings)
  }
}
