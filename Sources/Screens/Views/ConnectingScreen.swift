/// Waiting for enrollment or a policy in an app that cannot run without one.
public struct ConnectingScreen: PhoneScreen {
  public let identity = "sdk.connecting"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    ScreenContent(
      surface: .sdk,
      elements: [
        .spinner(context.strings.text(.connectingMessage)), .spacer(2),
        .buttons([ButtonSpec(id: "close", label: context.strings.text(.closeApplicationButton))]),
      ])
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["close": [.send(.closeApplicationChosen)]])
  }
}
