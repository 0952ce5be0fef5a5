import SessionEngine

/// What a store connection last read from or wrote to one app's notes rows: the notes, at which
/// revision of the app's row, and whether the state then sealed corporate notes. A step that
/// starts from that revision and ends with the same notes and the same encryption would write
/// the same rows again (sealed anew), so it skips them.
struct NotesMark: Equatable {
  /// The app row's revision the notes rows belong to.
  var revision: Int64
  /// The notes, in order.
  var notes: [Note]
  /// Whether the state's policy sealed corporate notes.
  var encrypting: Bool
}
