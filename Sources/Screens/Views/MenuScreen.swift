import SessionEngine

/// The host app's menu: new note, the web views, sign in or out, the SDK's diagnostics, the
/// phone's home screen.
public struct MenuScreen: PhoneScreen {
  public let identity = "app.menu"

  /// Creates the screen.
  public init() {}

  private enum Item: CaseIterable {
    case newNote, signInOrOut, diagnostics, webViews, home, switchIdentity, back
  }

  /// The items this app's menu has: web views only when the scenario declares some.
  private func items(_ context: ScreenContext) -> [Item] {
    let state = context.state
    let switches =
      context.scenario.app.settings.multiIdentity && state.isManaged
      && state.signIn.account != nil
    return Item.allCases.filter { item in
      switch item {
      case .webViews: !context.scenario.app.webViews.isEmpty
      case .switchIdentity: switches
      default: true
      }
    }
  }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let signedIn = context.state.signIn.account != nil
    let rows = items(context).map { item in
      switch item {
      case .newNote: ListRow(title: strings.text(.notesMenuNewNote))
      case .webViews: ListRow(title: strings.text(.notesMenuWebViews))
      case .home: ListRow(title: strings.text(.notesMenuHome))
      case .switchIdentity:
        ListRow(
          title: strings.text(
            context.state.currentUIIdentity == .work
              ? .notesMenuSwitchPersonal : .notesMenuSwitchWork))
      case .signInOrOut:
        ListRow(title: strings.text(signedIn ? .notesMenuSignOut : .notesMenuSignIn))
      case .diagnostics: ListRow(title: strings.text(.notesMenuDiagnostics))
      case .back: ListRow(title: strings.text(.notesMenuBack))
      }
    }
    return ScreenContent(
      surface: .app, bar: NotesBar.text(context),
      elements: [
        .text(strings.text(.notesMenuTitle), role: .title, centered: false), .spacer(1),
        .list(id: "menu", rows: rows),
      ],
      verticallyCentered: false, escapeControl: "back")
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    let rows = items(context).map { item -> [AppAction] in
      switch item {
      case .newNote: return [.show(.newNote)]
      case .signInOrOut:
        if context.state.signIn.account != nil { return [.show(.notes), .send(.signOutRequested)] }
        return NotesListScreen.signIn(context)
      case .diagnostics: return [.show(.diagnostics)]
      case .webViews: return [.show(.webViews)]
      case .home: return [.show(.notes), .switchApp(.home)]
      case .switchIdentity:
        let to: UIIdentityChoice = context.state.currentUIIdentity == .work ? .personal : .work
        return [.show(.notes), .send(.identitySwitchRequested(to))]
      case .back: return [.show(.notes)]
      }
    }
    return ScreenActions(["back": [.show(.notes)]], rows: ["menu": rows])
  }
}
