/// The SDK's restart alert after the first policy (`PolicyRequiresRestartNow_Message`).
public struct RestartRequiredScreen: PhoneScreen {
  public let identity = "sdk.restart"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    return .alert(
      title: strings.text(.policyRequiresRestartNowTitle),
      message: strings.text(.policyRequiresRestartNowMessage), button: "ok",
      label: strings.text(.okButton))
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["ok": [.send(.restartAcknowledged)]])
  }
}
