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
      DetailLine(
        strings.text(.diagnosticsAccount),
        state.registration?.account.upn ?? strings.text(.diagnosticsNone)),
      DetailLine(
        strings.text(.diagnosticsEnrollment),
        DiagnosticsScreen.describe(state.registration?.phase, strings)),
      DetailLine(
        strings.text(.diagnosticsLastCheckIn),
        state.lastCheckIn?.description ?? strings.text(.diagnosticsNever)),
      DetailLine(
        strings.text(.diagnosticsDevice),
        strings.text(.diagnosticsDeviceValue, device.model, device.osVersion)),
    ]
    if let policy = state.activePolicy {
      lines.append(DetailLine(strings.text(.diagnosticsPolicy), policy.displayName))
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
        .buttons([
          ButtonSpec(id: "back", label: context.strings.text(.notesBackButton), isDefault: true)
        ]),
      ], verticallyCentered: false, escapeControl: "back", scrollable: true)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["back": [.show(.notes)]])
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
