/// The phone's home screen while the app is not running: its icon, and why it last closed.
public struct PhoneHomeScreen: PhoneScreen {
  public let identity = "home"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let name = context.scenario.app.name
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
      elements += [.text(context.strings.text(key, name), role: .muted), .spacer(1)]
    }
    elements.append(
      .buttons([
        ButtonSpec(id: "open", label: context.strings.text(.homeOpenHint, name), isDefault: true)
      ]))
    return ScreenContent(surface: .home, elements: elements)
  }

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    id == "open" ? [.launch] : []
  }
}
