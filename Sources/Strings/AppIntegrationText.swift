import SessionEngine

/// The consequences the app's own files (and the phone's MDM facts) have in the emulator, in
/// words: what the side panel and the SDK's diagnostics screen explain.
public enum AppIntegrationText {
  /// The kinds of finding whose consequence the emulator shows; the others are reported only.
  static let shown: Set<IntegrationCheckKind> = [
    .sceneConfigurations, .faceIDUsage, .queriedSchemeTwin, .queryLimit,
  ]

  /// One sentence for each consequence in force in `scenario` (empty when there is none):
  /// scenes that escape the SDK, Face ID refused, each queried app's wrong or missing
  /// `canOpenURL` answer, the file protection, the MDM app configuration, the second managed
  /// app's scheme, and how many findings are reported only.
  public static func consequences(_ scenario: Scenario, strings: StringTable) -> [String] {
    let app = scenario.app
    let integration = app.integration
    let device = scenario.device
    var lines: [String] = []
    if !integration.protectsScenes {
      // An app that requires a policy gets it without a restart.
      lines.append(
        strings.text(
          app.settings.mamPolicyRequired
            ? .consequenceScenesUnenforcedAtOnce : .consequenceScenesUnenforced))
    }
    if !integration.mayUseFaceID { lines.append(strings.text(.consequenceFaceIDMissing)) }
    for scheme in integration.queriedApps {
      // A scheme is the app's own word, of any length: quoted as an excerpt, and its twin named
      // from that excerpt, so the sentence stays a few lines of the panel.
      let quoted = Excerpt.of(scheme)
      switch integration.canOpenURL(scheme, managed: true).reason {
      case .twinMissing:
        lines.append(
          strings.text(.consequenceTwinMissing, quoted, IntuneURLSchemes.twin(of: quoted)))
      case .pastLimit(let limit):
        lines.append(strings.text(.consequencePastLimit, quoted, limit))
      case .declared, .notDeclared:
        break
      }
    }
    // The file protection comes from an Info.plist: with the entitlements alone the settings
    // are the scenario's, not the developer's, so nothing is said of them unless the phone is
    // locked.
    if integration.infoFile != nil || device.locked {
      let level = app.settings.maxFileProtectionLevel
      lines.append(
        strings.text(
          app.settings.protectedFilesCloseWhenLocked
            ? .consequenceFilesClose : .consequenceFilesStayOpen, level))
    }
    if device.mdmConfiguresIntuneAccount { lines.append(strings.text(.consequenceMDMNoRestart)) }
    if !device.managedAppRegistersTwin {
      lines.append(
        strings.text(
          .consequenceManagedAppTwin, strings.text(.managedAppName, scenario.tenant.name)))
    }
    let reportedOnly = integration.problems.count { !shown.contains($0.kind) }
    if reportedOnly > 0 {
      lines.append(strings.text(counting: reportedOnly, .consequenceReportedOnly))
    }
    return lines
  }
}
