/// The dismissible warning of an app with `MAMPolicyWarnAbsent` and no policy yet.
public struct NoPolicyWarningScreen: PhoneScreen {
  public let identity = "sdk.noPolicyWarning"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    return ScreenContent(
      surface: .sdk,
      elements: [
        .text(strings.text(.noPolicyWarningTitle), role: .title), .spacer(1),
        .text(strings.text(.noPolicyWarningMessage)), .spacer(1),
        .buttons([ButtonSpec(id: "continue", label: strings.text(.continueButton), isDefault: true)]
        ),
      ], escapeControl: "continue")
  }

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    id == "continue" ? [.send(.warningDismissed)] : []
  }
}
