import SessionEngine

/// The SDK's diagnostics console: the app, the enrolled account, check-ins, the policy in force.
public struct DiagnosticsScreen: PhoneScreen {
  public let identity = "sdk.diagnostics"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let state = context.state
    let app = context.scenario.app
    var lines = [
      DetailLine("Bundle ID", app.bundleId),
      DetailLine("App", "\(app.name) \(app.version)"),
      DetailLine("SDK", app.sdkVersion),
      DetailLine("Account", state.registration?.account.upn ?? "none"),
      DetailLine("Enrollment", DiagnosticsScreen.describe(state.registration?.phase)),
      DetailLine("Last check-in", state.lastCheckIn?.description ?? "never"),
      DetailLine(
        "Device", "\(context.scenario.device.model), iOS \(context.scenario.device.osVersion)"),
    ]
    if let policy = state.activePolicy {
      lines.append(DetailLine("Policy", policy.displayName))
      for setting in policy.keySettings().prefix(6) {
        lines.append(DetailLine(setting.name, setting.value))
      }
    } else {
      lines.append(DetailLine("Policy", state.policy == nil ? "none" : "waiting for restart"))
    }
    return ScreenContent(
      surface: .sdk,
      elements: [
        .text(context.strings.text(.diagnosticsTitle), role: .title), .spacer(1), .details(lines),
        .spacer(1),
        .buttons([
          ButtonSpec(id: "back", label: context.strings.text(.notesBackButton), isDefault: true)
        ]),
      ], verticallyCentered: false, escapeControl: "back")
  }

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    id == "back" ? [.show(.notes)] : []
  }

  /// A registration phase in a few words.
  static func describe(_ phase: Registration.Phase?) -> String {
    switch phase {
    case nil: "not registered"
    case .enrolling?: "enrolling"
    case .enrolled?: "enrolled"
    case .waitingToRetry(let retryAt, let code)?:
      "\(code.rawValue) \(code.name), retry at \(retryAt)"
    }
  }
}
