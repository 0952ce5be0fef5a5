/// The SDK's restart alert after the first policy (`PolicyRequiresRestartNow_Message`).
public struct RestartRequiredScreen: PhoneScreen {
  public let identity = "sdk.restart"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    return ScreenContent(
      surface: .sdk,
      elements: [
        .text(strings.text(.policyRequiresRestartNowTitle), role: .title), .spacer(1),
        .text(strings.text(.policyRequiresRestartNowMessage)), .spacer(1),
        .buttons([ButtonSpec(id: "ok", label: strings.text(.okButton), isDefault: true)]),
      ])
  }

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    id == "ok" ? [.send(.restartAcknowledged)] : []
  }
}
