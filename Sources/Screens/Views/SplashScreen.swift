/// The SDK's start-up screen (`ManagedBy_Label`): the app's icon and a spinner.
public struct SplashScreen: PhoneScreen {
  public let identity = "sdk.splash"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let name = context.scenario.app.name
    return ScreenContent(
      surface: .sdk,
      elements: [
        .appIcon(initials: initials(of: name), name: name), .spacer(2),
        .spinner(context.strings.text(.managedByLabel)),
      ])
  }

  public func actions(_ context: ScreenContext) -> ScreenActions { ScreenActions() }
}
