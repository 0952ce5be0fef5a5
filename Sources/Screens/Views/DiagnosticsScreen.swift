import SessionEngine
import Strings

/// The SDK's diagnostics console: the app, the enrolled account, check-ins, the policy in force.
public struct DiagnosticsScreen: PhoneScreen {
  public let identity = "sdk.diagnostics"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let state = context.state
    let app = context.scenario.app
    let strings = context.strings
    let device = context.scenario.device
    var lines = [
      DetailLine(strings.text(.diagnosticsBundleId), app.bundleId),
      DetailLine(strings.text(.diagnosticsApp), "\(app.name) \(app.version)"),
      DetailLine(strings.text(.diagnosticsSDK), app.sdkVersion),
    ]
    // The app's registration with the identity platform, as its Info.plist gives it (intune.md
    // §1: the client id is shown in diagnostics), by the keys' own names.
    for (key, value) in [
      ("ADALClientId", app.settings.adalClientId), ("ADALAuthority", app.settings.adalAuthority),
    ] {
      if let value, !value.allSatisfy(\.isWhitespace) { lines.append(DetailLine(key, value)) }
    }
    lines += [
      DetailLine(
        strings.text(.diagnosticsAccount),
        state.registration?.account.upn ?? strings.text(.diagnosticsNone)),
      DetailLine(
        strings.text(.diagnosticsEnrollment),
        DiagnosticsScreen.describe(state.registration?.phase, strings)),
      DetailLine(
        strings.text(.diagnosticsLastCheckIn),
        state.lastCheckIn?.description ?? strings.text(.diagnosticsNever)),
    ]
    // An attempt since the last completed check-in has not completed (offline, the service
    // down): it shows, the reason for a prompt to reconnect.
    if let attempt = state.lastCheckInAttempt, state.lastCheckIn.map({ attempt > $0 }) ?? true {
      lines.append(DetailLine(strings.text(.diagnosticsLastCheckInAttempt), attempt.description))
    }
    lines += [
      DetailLine(
        strings.text(.diagnosticsDevice),
        strings.text(.diagnosticsDeviceValue, device.model, device.osVersion))
    ]
    if let policy = state.activePolicy {
      lines.append(DetailLine(strings.text(.diagnosticsPolicy), policy.displayName))
      if app.integration.enforced(policy) == nil {
        lines.append(
          DetailLine(strings.text(.diagnosticsEnforcement), strings.text(.diagnosticsNotEnforced)))
      }
      for setting in policy.keySettings().prefix(6) {
        lines.append(DetailLine(setting.name, setting.value))
      }
    } else {
      lines.append(
        DetailLine(
          strings.text(.diagnosticsPolicy),
          strings.text(state.policy == nil ? .diagnosticsNone : .diagnosticsWaitingForRestart)))
    }
    return ScreenContent(
      surface: .sdk,
      elements: [
        .text(context.strings.text(.diagnosticsTitle), role: .title), .spacer(1), .details(lines),
        .spacer(1),
      ] + DiagnosticsScreen.integration(context) + [
        .buttons([
          ButtonSpec(id: "back", label: context.strings.text(.notesBackButton), isDefault: true)
        ])
      ], verticallyCentered: false, escapeControl: "back", scrollable: true)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["back": [.show(.notes)]])
  }

  /// The app's integration, when it came with its own files or the phone changes what it
  /// does: the files, the file protection, each consequence explained, and each of the
  /// checker's problems by kind and place.
  static func integration(_ context: ScreenContext) -> [ScreenElement] {
    let strings = context.strings
    let scenario = context.scenario
    let integration = scenario.app.integration
    let consequences = AppIntegrationText.consequences(scenario, strings: strings)
    guard integration.fromUserFiles || !consequences.isEmpty else { return [] }
    func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
    let files = [integration.infoFile, integration.entitlementsFile].compactMap { $0 }.map(name)
    let level = scenario.app.settings.maxFileProtectionLevel
    var lines: [DetailLine] = []
    if !files.isEmpty {
      lines.append(DetailLine(strings.text(.diagnosticsIntegration), files.joined(separator: ", ")))
    }
    lines.append(
      DetailLine(
        strings.text(.diagnosticsFileProtection),
        context.state.protectedFilesReadable ? level : strings.text(.diagnosticsFilesClosed, level))
    )
    var elements: [ScreenElement] = [.details(lines), .spacer(1)]
    for finding in integration.problems {
      let place = name(finding.file) + (finding.line.map { ":\($0)" } ?? "")
      let subject = finding.subject.map { " " + $0 } ?? ""
      elements.append(
        .text("\(finding.kind.rawValue)\(subject) · \(place)", role: .muted, centered: false))
    }
    if !integration.problems.isEmpty { elements.append(.spacer(1)) }
    for sentence in consequences {
      elements += [.text(sentence, centered: false), .spacer(1)]
    }
    return elements
  }

  /// A registration phase in a few words.
  static func describe(_ phase: Registration.Phase?, _ strings: StringTable) -> String {
    switch phase {
    case nil: strings.text(.diagnosticsNotRegistered)
    case .enrolling?: strings.text(.diagnosticsEnrolling)
    case .enrolled?: strings.text(.diagnosticsEnrolled)
    case .waitingToRetry(let retryAt, let code)?:
      strings.text(.diagnosticsRetry, code.rawValue, code.name, retryAt)
    }
  }
}
