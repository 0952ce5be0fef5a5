import SessionEngine

/// The host app's menu: new note, sign in or out, the SDK's diagnostics.
public struct MenuScreen: PhoneScreen {
  public let identity = "app.menu"

  /// Creates the screen.
  public init() {}

  private enum Item: CaseIterable {
    case newNote, signInOrOut, diagnostics, back
  }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let signedIn = context.state.signIn.account != nil
    let rows = Item.allCases.map { item in
      switch item {
      case .newNote: ListRow(title: strings.text(.notesMenuNewNote))
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

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    if id == "back" { return [.show(.notes)] }
    guard id == "menu" else { return [] }
    let items = Item.allCases
    let index = context.ui.selection["menu"] ?? 0
    guard items.indices.contains(index) else { return [] }
    switch items[index] {
    case .newNote: return [.show(.newNote)]
    case .signInOrOut:
      if context.state.signIn.account != nil { return [.show(.notes), .send(.signOutRequested)] }
      return NotesListScreen.signIn(context)
    case .diagnostics: return [.show(.diagnostics)]
    case .back: return [.show(.notes)]
    }
  }
}
