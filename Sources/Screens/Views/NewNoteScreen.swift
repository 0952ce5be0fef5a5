/// Writing a note: a work note when signed in, a personal one otherwise.
public struct NewNoteScreen: PhoneScreen {
  public let identity = "app.newNote"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    return ScreenContent(
      surface: .app, bar: NotesBar.text(context),
      elements: [
        .text(strings.text(.notesNewNoteTitle), role: .title, centered: false), .spacer(1),
        .field(id: "title", label: strings.text(.notesTitleField), masked: false),
        .field(id: "body", label: strings.text(.notesBodyField), masked: false), .spacer(1),
        .buttons([
          ButtonSpec(id: "save", label: strings.text(.notesSaveButton), isDefault: true),
          ButtonSpec(id: "back", label: strings.text(.notesBackButton)),
        ]),
      ], verticallyCentered: false, escapeControl: "back")
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    let save: [AppAction] = [
      .submit(.note(title: "title", body: "body", note: context.newNote())), .show(.notes),
    ]
    return ScreenActions(["save": save, "title": save, "body": save, "back": [.show(.notes)]])
  }
}
