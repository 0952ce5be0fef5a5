import SessionEngine

/// One note, with whose data it is, and what can be done with its text.
public struct NoteDetailScreen: PhoneScreen {
  /// The note.
  public let note: Note

  /// Creates the screen.
  public init(note: Note) {
    self.note = note
  }

  public var identity: String { "app.note.\(note.id)" }

  /// The note's actions: the app's queried apps (from its own Info.plist) come after the
  /// phone's two other apps, so the rows before them stay where they were.
  private func menu(_ context: ScreenContext) -> DataActionMenu {
    let queried = context.scenario.app.integration.openInApps.map {
      DataActionMenu.Item.share(.queriedApp($0))
    }
    return DataActionMenu(
      items: [
        .copy, .print, .saveOneDrive, .saveLocal, .share(.personalApp), .share(.otherManagedApp),
      ] + queried,
      surface: .app, text: note.body)
  }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let owner =
      note.owner.map { strings.text(.notesOwnedBy, $0) }
      ?? strings.text(.notesPersonalOwner, strings.text(.notesPersonalBadge))
    return ScreenContent(
      surface: .app, bar: NotesBar.text(context),
      elements: [
        .text(note.title, role: .title, centered: false),
        .text(owner, role: note.isCorporate ? .emphasis : .muted, centered: false), .spacer(1),
        .text(note.body, centered: false), .spacer(1),
        .buttons([ButtonSpec(id: "back", label: strings.text(.notesBackButton), isDefault: true)]),
        .spacer(1), .list(id: "actions", rows: menu(context).rows(context)),
      ], verticallyCentered: false, escapeControl: "back")
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["back": [.show(.notes)]], rows: ["actions": menu(context).rowActions(context)])
  }
}
