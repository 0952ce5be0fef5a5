import Strings

/// The phone's home screen: the app's icon (and why it last closed), and the phone's other apps.
/// While the app runs in the background it is shown from the app's menu, and its button goes
/// back to the app.
public struct PhoneHomeScreen: PhoneScreen {
  public let identity = "home"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let name = context.scenario.app.name
    let strings = context.strings
    var elements: [ScreenElement] = [
      .appIcon(initials: initials(of: name), name: name), .spacer(1),
    ]
    if case .notRunning(let lastExit?) = context.state.process {
      let key: StringKey =
        switch lastExit {
        case .restartForPolicy: .homeExitRestart
        case .wiped: .homeExitWiped
        case .closedByUser: .homeExitClosed
        case .killed: .homeExitKilled
        }
      elements += [.text(strings.text(key, name), role: .muted), .spacer(1)]
    }
    let open = strings.text(context.state.isRunning ? .homeResumeHint : .homeOpenHint, name)
    elements += [
      .buttons([ButtonSpec(id: "open", label: open, isDefault: true)]), .spacer(1),
      .text(strings.text(.homeOtherAppsHint), role: .muted),
      .buttons([
        ButtonSpec(id: "personal", label: strings.text(.personalAppName)),
        ButtonSpec(
          id: "managed", label: strings.text(.managedAppName, context.scenario.tenant.name)),
      ]),
    ]
    return ScreenContent(surface: .home, elements: elements)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions([
      "open": context.state.isRunning ? [.switchApp(nil)] : [.launch],
      "personal": [.switchApp(.personal)], "managed": [.switchApp(.managed)],
    ])
  }
}
