import SessionEngine

/// The host app's home: its notes (work and personal marked), Sign in and Menu.
public struct NotesListScreen: PhoneScreen {
  public let identity = "app.notes"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let notes = context.state.visibleNotes
    var elements: [ScreenElement] = []
    if !context.state.protectedFilesReadable {
      elements.append(.text(strings.text(.notesUnreadable), role: .emphasis, centered: false))
    } else if notes.isEmpty {
      elements.append(.text(strings.text(.notesEmpty), role: .muted, centered: false))
    } else {
      let rows = notes.map { note in
        ListRow(
          badge: strings.text(note.isCorporate ? .notesWorkBadge : .notesPersonalBadge),
          title: note.title, emphasized: note.isCorporate)
      }
      elements.append(.list(id: "notes", rows: rows))
      elements += [.spacer(1), .text(strings.text(.notesLegend), role: .muted, centered: false)]
    }
    elements.append(.spacer(1))
    switch context.state.signIn {
    case .signingOut:
      elements.append(.spinner(strings.text(.notesSigningOut)))
    case .signedIn:
      elements.append(.buttons([ButtonSpec(id: "menu", label: strings.text(.notesMenuButton))]))
    case .signedOut, .signingIn:
      elements.append(
        .buttons([
          ButtonSpec(id: "signIn", label: strings.text(.notesMenuSignIn)),
          ButtonSpec(id: "menu", label: strings.text(.notesMenuButton)),
        ]))
    }
    return ScreenContent(
      surface: .app, bar: NotesBar.text(context), elements: elements, verticallyCentered: false)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    let notes = context.state.visibleNotes.map { note -> [AppAction] in
      [.show(.note(id: note.id))]
    }
    return ScreenActions(
      ["signIn": NotesListScreen.signIn(context), "menu": [.show(.menu)]], rows: ["notes": notes])
  }

  /// Sign in the way the app integrates the SDK: its own form, or the SDK's prompt.
  static func signIn(_ context: ScreenContext) -> [AppAction] {
    context.scenario.app.signInStyle == .app ? [.show(.signIn)] : [.send(.appSignInRequested)]
  }
}
