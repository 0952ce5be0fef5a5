/// What a note row holds before sealing: the note's title and body, stored as the JSON object
/// `{"body":…,"title":…}` that `StoreJSON` writes for every row (keys sorted).
struct NoteContent: Codable, Equatable {
  /// The note's title.
  var title: String
  /// The note's text.
  var body: String
}
