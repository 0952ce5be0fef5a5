import SessionEngine

/// `mamsim check` of an app's Info.plist and entitlements against the SDK's integration steps.
enum IntegrationFileCheck {
  /// Settings diagnostics the checklist reports itself, with the lines to add.
  private static let coveredKeyPaths: Set<String> = [
    "IntuneMAMSettings.ADALClientId", "IntuneMAMSettings.ADALRedirectUri",
    "IntuneMAMSettings.MAMPolicyRequired",
  ]

  /// The check of the Info.plist `info` with the entitlements `entitlements`.
  static func pair(info: String, entitlements: String, _ options: CheckOptions) -> FileCheck {
    var settings = SettingsLoader.load(path: info).diagnostics.filter {
      !coveredKeyPaths.contains($0.keyPath)
    }
    let document: PlistDocument
    switch PlistDocument.load(path: info) {
    case .success(let read): document = read
    case .failure: return CheckCommand.tally(info, settings)
    }
    if document.root["IntuneMAMSettings"]?.entries == nil, document.root.entries != nil {
      // Without a settings dictionary the loader has only that to say, and the checklist says
      // it too, with the lines to add.
      settings = []
    }
    let loaded = EntitlementsLoader.load(path: entitlements)
    let report = IntegrationChecker.check(
      IntegrationInput(
        info: document, entitlements: loaded.document, linkedSDK: options.linkedSDK))
    return result(info, settings + loaded.diagnostics, report)
  }

  /// The check of an entitlements file alone: its form and the keychain steps.
  static func entitlementsAlone(_ path: String, _ options: CheckOptions) -> FileCheck {
    let loaded = EntitlementsLoader.load(path: path)
    let report = IntegrationChecker.check(
      IntegrationInput(info: nil, entitlements: loaded.document, linkedSDK: options.linkedSDK))
    return result(path, loaded.diagnostics, report)
  }

  /// The file check of `diagnostics` then the checklist `report`.
  private static func result(
    _ path: String, _ diagnostics: [Diagnostic], _ report: IntegrationReport
  ) -> FileCheck {
    var lines = diagnostics.map(\.description)
    for finding in report.findings {
      if finding.status == .pass {
        lines.append("\(finding.file): pass: \(finding.step.title): \(finding.message)")
        continue
      }
      lines.append(finding.diagnostic.description)
      lines += finding.addLines.map { "    add: " + $0 }
    }
    let all = diagnostics + report.problems.map(\.diagnostic)
    return FileCheck(
      path: path, lines: lines, errors: all.count { $0.severity == .error },
      warnings: all.count { $0.severity == .warning }, diagnostics: all,
      findings: report.findings)
  }
}
