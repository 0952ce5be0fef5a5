/// The dismissible warning of an app with `MAMPolicyWarnAbsent` and no policy yet.
public struct NoPolicyWarningScreen: PhoneScreen {
  public let identity = "sdk.noPolicyWarning"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    return .alert(
      title: strings.text(.noPolicyWarningTitle), message: strings.text(.noPolicyWarningMessage),
      button: "continue", label: strings.text(.continueButton), dismissible: true)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["continue": [.send(.warningDismissed)]])
  }
}
