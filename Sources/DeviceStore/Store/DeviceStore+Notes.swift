import SessionEngine

/// Each app's documents, never written in plain text: corporate notes sealed under their
/// account's data key when the policy asks for app-level encryption, every other note (personal
/// ones, and corporate ones the policy leaves to the device's settings) sealed under the device
/// key, as the phone's own data protection would keep them. A corporate note's owner is sealed
/// under the device key, so the store never holds the account's name in plain text.
///
/// The `encrypted` column says which seal a row has (`NoteSeal`); rows of earlier builds, which
/// kept the notes outside app-level encryption plain, are still read, and written sealed by the
/// next step (`readSnapshot` leaves no mark for them).
///
/// A note is sealed before its row is first written, because what a transaction writes goes
/// into `device.sqlite-wal` as whole pages, and stays there until a checkpoint copies them into
/// the database (a process killed before then, or a checkpoint that fails, leaves the log in
/// the folder); `secure_delete` zeroes only what a row held in the database's own pages, so
/// plain text written once and sealed later would outlive it in the log. With nothing plain
/// ever written, the log needs no truncating checkpoint after each step (`wal_checkpoint(TRUNCATE)`
/// would cost an `fsync` a step) nor a rollback journal instead of WAL.
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
      if encrypted == NoteSeal.deviceKey.rawValue {
        bytes = try openedAtRest(bytes, bundleId: bundleId, id: id)
      } else if encrypted != NoteSeal.plain.rawValue {
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
      let plain = try StoreJSON.encode(NoteContent(title: note.title, body: note.body))
      let bytes: [UInt8]
      let seal: NoteSeal
      if let owner = note.owner,
        let key = try dataKey(bundleId: bundleId, upn: owner, create: encrypting)
      {
        bytes = try StoreCrypto.seal(plain, key: key, context: noteContext(bundleId, note.id))
        seal = .dataKey
      } else {
        bytes = try StoreCrypto.seal(
          plain, key: deviceKey, context: atRestContext(bundleId, note.id))
        seal = .deviceKey
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
          .integer(seal.rawValue), .blob(bytes),
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

  /// Whether any note row of `bundleId` is plain, as builds before the device-key seal wrote
  /// the notes outside app-level encryption.
  func holdsPlainNotes(bundleId: String) throws(DeviceStoreError) -> Bool {
    try database.scalar(
      "SELECT count(*) FROM notes WHERE bundle_id = ? AND encrypted = ?",
      [.text(bundleId), .integer(NoteSeal.plain.rawValue)])?.integer ?? 0 > 0
  }

  /// The content of note `id` of `bundleId` from its row sealed under the device key
  /// (`NoteSeal.deviceKey`), opened.
  func openedAtRest(_ sealed: [UInt8], bundleId: String, id: String) throws(DeviceStoreError)
    -> [UInt8]
  {
    try openSealed(
      sealed, key: deviceKey, context: atRestContext(bundleId, id),
      what: "note \(id) of \(bundleId)")
  }

  /// What the device-key seal of a note's content is bound to.
  private func atRestContext(_ bundleId: String, _ id: String) -> String {
    "note-at-rest\u{1F}\(bundleId)\u{1F}\(id)"
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
