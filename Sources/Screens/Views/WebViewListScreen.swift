import SessionEngine

/// The app's web views, as the scenario declares them: choose one to open it.
public struct WebViewListScreen: PhoneScreen {
  public let identity = "app.webViews"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let rows = context.scenario.app.webViews.map { view in
      ListRow(badge: String(view.name.prefix(2)), title: view.title)
    }
    return ScreenContent(
      surface: .app, bar: NotesBar.text(context),
      elements: [
        .text(strings.text(.webViewsTitle), role: .title, centered: false), .spacer(1),
        .list(id: "views", rows: rows), .spacer(1),
        .buttons([ButtonSpec(id: "back", label: strings.text(.notesBackButton))]),
      ], verticallyCentered: false, escapeControl: "back")
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    let views = context.scenario.app.webViews.map { view -> [AppAction] in
      [.show(.webView(name: view.name))]
    }
    return ScreenActions(["back": [.show(.menu)]], rows: ["views": views])
  }
}
