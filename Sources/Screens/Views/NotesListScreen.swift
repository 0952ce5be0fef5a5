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

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    switch id {
    case "notes":
      let notes = context.state.visibleNotes
      let index = context.ui.selection["notes"] ?? 0
      guard notes.indices.contains(index) else { return [] }
      return [.show(.note(id: notes[index].id))]
    case "signIn": return NotesListScreen.signIn(context)
    case "menu": return [.show(.menu)]
    default: return []
    }
  }

  /// Sign in the way the app integrates the SDK: its own form, or the SDK's prompt.
  static func signIn(_ context: ScreenContext) -> [AppAction] {
    context.scenario.app.signInStyle == .app ? [.show(.signIn)] : [.send(.appSignInRequested)]
  }
}
