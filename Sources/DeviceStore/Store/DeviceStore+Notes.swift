import SessionEngine

/// Each app's documents: personal notes as they are, corporate notes sealed under their account's
/// data key when the policy asks for app-level encryption. A corporate note's owner is sealed
/// under the device key, so the store never holds the account's name in plain text.
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
      let owner = try noteOwner(row[1], bundleId: bundleId, id: id)
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
          try note.owner.map { (owner) throws(DeviceStoreError) in
            .blob(
              try StoreCrypto.seal(
                Array(owner.utf8), key: deviceKey, context: ownerContext(bundleId, note.id)))
          } ?? .null,
          .integer(sealed ? 1 : 0), .blob(bytes),
        ])
    }
  }

  /// The account that owns note `id` of `bundleId`, from its `owner` column: nil for a personal
  /// note (NULL), else the sealed name opened; anything else was not written by mamsim and is
  /// refused as damage.
  func noteOwner(_ owner: SQLiteValue, bundleId: String, id: String) throws(DeviceStoreError)
    -> String?
  {
    if owner == .null { return nil }
    guard let sealed = owner.blob else {
      throw DeviceStoreError(
        .corrupt,
        "\(database.path): note \(id) of \(bundleId) is damaged: its owner is not sealed bytes, "
          + "which mamsim never writes")
    }
    let name = try openSealed(
      sealed, key: deviceKey, context: ownerContext(bundleId, id),
      what: "the owner of note \(id) of \(bundleId)")
    return String(decoding: name, as: UTF8.self)
  }

  /// What the seal of a note's owner is bound to.
  func ownerContext(_ bundleId: String, _ id: String) -> String {
    "note-owner\u{1F}\(bundleId)\u{1F}\(id)"
  }

  /// What a note's seal is bound to.
  private func noteContext(_ bundleId: String, _ id: String) -> String {
    "note\u{1F}\(bundleId)\u{1F}\(id)"
  }
}
