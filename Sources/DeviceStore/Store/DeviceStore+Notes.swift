import SessionEngine

/// Each app's documents: personal notes as they are, corporate notes sealed under their account's
/// data key when the policy asks for app-level encryption.
extension DeviceStore {
  /// The notes of `bundleId`, in order, opened.
  func readNotes(bundleId: String) throws(DeviceStoreError) -> [Note] {
    let rows = try database.rows(
      "SELECT note_id, owner, encrypted, content FROM notes WHERE bundle_id = ? ORDER BY position",
      [.text(bundleId)])
    var notes: [Note] = []
    for row in rows {
      guard let id = row[0].text, let encrypted = row[2].integer, var bytes = row[3].blob else {
        throw DeviceStoreError(.corrupt, "\(database.path): a note of \(bundleId) is damaged")
      }
      let owner = row[1].text
      if encrypted != 0 {
        guard let owner,
          let key = try dataKey(bundleId: bundleId, upn: owner, create: false)
        else {
          throw DeviceStoreError(
            .corrupt, "\(database.path): note \(id) of \(bundleId) is sealed and its key is gone")
        }
        bytes = try openSealed(
          bytes, key: key, context: noteContext(bundleId, id), what: "note \(id) of \(bundleId)")
      }
      guard let content = try? StoreJSON.decode(NoteContent.self, bytes, what: "note") else {
        throw DeviceStoreError(
          .corrupt, "\(database.path): note \(id) of \(bundleId) cannot be read: it is not a note")
      }
      notes.append(Note(id: id, title: content.title, body: content.body, owner: owner))
    }
    return notes
  }

  /// Replaces the notes of `bundleId` with `state`'s; corporate ones are sealed when the policy
  /// the app holds encrypts app data, or when their account already has a data key.
  func writeNotes(_ state: SessionState, bundleId: String) throws(DeviceStoreError) {
    try database.run("DELETE FROM notes WHERE bundle_id = ?", [.text(bundleId)])
    let encrypting = Self.encryptsNotes(state)
    for (position, note) in state.notes.enumerated() {
      var bytes = try StoreJSON.encode(NoteContent(title: note.title, body: note.body))
      var sealed = false
      if let owner = note.owner,
        let key = try dataKey(bundleId: bundleId, upn: owner, create: encrypting)
      {
        bytes = try StoreCrypto.seal(bytes, key: key, context: noteContext(bundleId, note.id))
        sealed = true
      }
      try database.run(
        """
        INSERT INTO notes (bundle_id, note_id, position, owner, encrypted, content)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
        [
          .text(bundleId), .text(note.id), .integer(Int64(position)),
          note.owner.map(SQLiteValue.text) ?? .null, .integer(sealed ? 1 : 0), .blob(bytes),
        ])
    }
  }

  /// What a note's seal is bound to.
  private func noteContext(_ bundleId: String, _ id: String) -> String {
    "note\u{1F}\(bundleId)\u{1F}\(id)"
  }
}
