import SessionEngine

/// The store as the runtime sees it: one app's snapshot per row, one step per transaction.
extension DeviceStore {
  /// The snapshot saved for `bundleId`, with its notes, the shared device and the shared PIN.
  public func loadSnapshot(bundleId: String) throws(SessionStoreError) -> RuntimeSnapshot? {
    do throws(DeviceStoreError) {
      guard let saved = try readSnapshot(bundleId: bundleId) else { return nil }
      return try shared(saved, bundleId: bundleId)
    } catch {
      throw SessionStoreError(error.message)
    }
  }

  /// Runs one step of `bundleId` inside `BEGIN IMMEDIATE` … `COMMIT`.
  public func step(
    bundleId: String, from current: RuntimeSnapshot,
    _ body: (RuntimeSnapshot) -> (RuntimeSnapshot, [SessionEffect])
  ) throws(SessionStoreError) {
    do throws(DeviceStoreError) {
      try database.begin()
      do throws(DeviceStoreError) {
        var start = current
        let revision = try appRow(bundleId: bundleId)?.revision
        if let revision, revision != revisions[bundleId],
          let saved = try readSnapshot(bundleId: bundleId)
        {
          start = saved
        }
        start = try shared(start, bundleId: bundleId)
        let (after, effects) = body(start)
        let wiped = try forgetWiped(effects, bundleId: bundleId)
        try write(after, bundleId: bundleId, rowRevision: revision, wiped: wiped)
        try markUsed(bundleId: bundleId)
        try database.commit()
      } catch {
        database.rollBackAfterFailure()
        revisions[bundleId] = nil
        notesMarks[bundleId] = nil
        deviceMark = nil
        throw error
      }
    } catch {
      throw SessionStoreError(error.message)
    }
  }

  /// A runtime for `scenario`'s app on this device: it resumes where the app was (an app left
  /// running by an earlier mamsim is ended first, as iOS ends it), or installs it afresh.
  public func runtime(for scenario: Scenario) throws(DeviceStoreError) -> SessionRuntime {
    var world = scenario
    tokenGroups[scenario.app.bundleId] = scenario.app.settings.tokenCacheKeychainGroup
    if let device = try storedDevice() { world.device = device }
    let vault = StoredPinVault(store: self, bundleId: scenario.app.bundleId)
    let runtime: SessionRuntime
    do {
      runtime = try SessionRuntime(scenario: world, store: self, vault: vault)
    } catch {
      throw DeviceStoreError(.database, error.message)
    }
    if runtime.state.isRunning { runtime.send(.terminated) }
    if let error = runtime.storeError { throw DeviceStoreError(.database, error.message) }
    return runtime
  }

  // MARK: - Rows

  /// The app's row: its revision and its sealed snapshot (sealed under the device key, as it
  /// names the accounts; `readSnapshot` opens it); nil when not installed. A row whose columns are
  /// not what mamsim writes (a revision that is not a whole number, a snapshot that is not
  /// sealed bytes) is refused as corrupt, so that it is never taken for a missing app and
  /// written over.
  func appRow(bundleId: String) throws(DeviceStoreError) -> (revision: Int64, sealed: [UInt8])? {
    guard
      let row = try database.rows(
        "SELECT revision, snapshot FROM apps WHERE bundle_id = ?", [.text(bundleId)]
      ).first
    else { return nil }
    guard let revision = row[0].integer, let sealed = row[1].blob else {
      let column =
        row[0].integer == nil
        ? "its revision is not a whole number" : "its state is not sealed bytes"
      throw DeviceStoreError(
        .corrupt,
        "\(database.path): the state of \(bundleId) cannot be read: \(column), which mamsim "
          + "never writes; it was left as it is. "
          + Self.rowRemedy(bundleId: bundleId, in: directory))
    }
    return (revision, sealed)
  }

  /// What the seal of an app's state is bound to, so a state moved to another app does not open.
  static func appContext(_ bundleId: String) -> String { "app\u{1F}\(bundleId)" }

  /// What the seal of the device's row is bound to.
  static let deviceContext = "device"

  /// How to go on past a damaged row of `bundleId` in the device kept in `directory`.
  static func rowRemedy(bundleId: String, in directory: String?) -> String {
    "Run 'mamsim reset --app \(bundleId) --state \(directory ?? ".")' to install the app "
      + "afresh, or move the database away"
  }

  /// The app's row and notes as a snapshot, without what is shared; nil when not installed.
  func readSnapshot(bundleId: String) throws(DeviceStoreError) -> RuntimeSnapshot? {
    guard let (revision, sealed) = try appRow(bundleId: bundleId) else { return nil }
    let json = try openSealed(
      sealed, key: deviceKey, context: Self.appContext(bundleId), what: "the state of \(bundleId)")
    var snapshot = try StoreJSON.decode(
      RuntimeSnapshot.self, json, what: "\(database.path): the state of \(bundleId)",
      remedy: Self.rowRemedy(bundleId: bundleId, in: directory))
    snapshot.state.notes = try readNotes(bundleId: bundleId)
    snapshot.state.device = openingClipboard(snapshot.state.device)
    snapshot.device = openingClipboard(snapshot.device)
    revisions[bundleId] = revision
    // The row and its notes were written together, from this state; notes an earlier build
    // kept plain get no mark, so the next step writes them sealed.
    notesMarks[bundleId] =
      try holdsPlainNotes(bundleId: bundleId)
      ? nil
      : NotesMark(
        revision: revision, notes: snapshot.state.notes,
        encrypting: Self.encryptsNotes(snapshot.state))
    return snapshot
  }

  /// `snapshot` with what the apps share brought in: the device, and whether the publisher's PIN
  /// is set (another app of the same publisher may have set or cleared it).
  func shared(_ snapshot: RuntimeSnapshot, bundleId: String) throws(DeviceStoreError)
    -> RuntimeSnapshot
  {
    var result = snapshot
    if let device = try storedDevice() {
      result.device = device
      if result.state.isRunning { result.state.device = device }
    }
    let publisher = Publisher.of(bundleId: bundleId)
    let record = try keychainRecord(
      PinHashRecord.self, group: KeychainGroup.intune, service: Service.appPin,
      account: publisher)
    if let record, !result.state.pin.isSet {
      result.state.pin.isSet = true
      result.state.pin.length = record.length
      result.state.pin.setAt = record.setAt
      // Another app of the publisher set it: this app asks for it before showing work data.
      result.state.accessCheckDue = true
    } else if record == nil, result.state.pin.isSet {
      result.state.pin.isSet = false
      result.state.pin.length = 0
      result.state.pin.setAt = nil
    }
    return result
  }

  /// The device as last saved, if any app saved it, sealed under the device key (it names the
  /// MDM user). The row is read each time; it is opened and decoded only when it differs from
  /// the bytes opened last time.
  func storedDevice() throws(DeviceStoreError) -> DeviceState? {
    guard let value = try database.scalar("SELECT json FROM device WHERE id = 1") else {
      deviceMark = nil
      return nil
    }
    let remedy =
      "Run 'mamsim reset --state \(directory ?? ".")' to start a new phone there, or move the "
      + "database away"
    // Not bytes: never written by mamsim, and never to be taken for no device and written over.
    guard let sealed = value.blob else {
      throw DeviceStoreError(
        .corrupt,
        "\(database.path): the device cannot be read: it is not sealed bytes, which mamsim "
          + "never writes; it was left as it is. " + remedy)
    }
    if skipsUnchangedRows, let mark = deviceMark, mark.sealed == sealed { return mark.device }
    let json = try openSealed(
      sealed, key: deviceKey, context: Self.deviceContext, what: "the device")
    let device = openingClipboard(
      try StoreJSON.decode(
        DeviceState.self, json, what: "\(database.path): the device", remedy: remedy))
    deviceMark = (sealed, device)
    return device
  }

  /// Saves the step's result: the app's row, its notes, its token, the device (`rowRevision`: the
  /// app row's revision when the step began, nil when there was none; `wiped`: the step wiped an
  /// account's data).
  private func write(
    _ snapshot: RuntimeSnapshot, bundleId: String, rowRevision: Int64?, wiped: Bool
  ) throws(DeviceStoreError) {
    var row = snapshot
    row.state.notes = []
    row.state.device = try sealingClipboard(row.state.device)
    row.device = try sealingClipboard(row.device)
    let next = (revisions[bundleId] ?? 0) + 1
    try database.run(
      """
      INSERT INTO apps (bundle_id, publisher, revision, steps, now_ms, snapshot)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (bundle_id) DO UPDATE SET revision = excluded.revision,
        steps = excluded.steps, now_ms = excluded.now_ms, snapshot = excluded.snapshot
      """,
      [
        .text(bundleId), .text(Publisher.of(bundleId: bundleId)), .integer(next),
        .integer(Int64(snapshot.steps)), .integer(snapshot.now.milliseconds),
        .blob(
          try StoreCrypto.seal(
            try StoreJSON.encode(row), key: deviceKey, context: Self.appContext(bundleId))),
      ])
    let encrypting = Self.encryptsNotes(snapshot.state)
    let mark = notesMarks[bundleId]
    // The notes rows already hold these notes when this connection read or wrote them at the
    // revision the step started from, with the same encryption; a wipe in the step rewrites.
    let notesUnchanged =
      skipsUnchangedRows && !wiped && rowRevision != nil && mark?.revision == rowRevision
      && mark?.encrypting == encrypting && mark?.notes == snapshot.state.notes
    if !notesUnchanged { try writeNotes(snapshot.state, bundleId: bundleId) }
    notesMarks[bundleId] = NotesMark(
      revision: next, notes: snapshot.state.notes, encrypting: encrypting)
    revisions[bundleId] = next
    try writeToken(snapshot.state, bundleId: bundleId)
    // `shared` read the device row in this transaction: when the step left the device as it
    // was, the row already holds it.
    if !skipsUnchangedRows || deviceMark?.device != snapshot.device {
      let sealed = try StoreCrypto.seal(
        try StoreJSON.encode(try sealingClipboard(snapshot.device)), key: deviceKey,
        context: Self.deviceContext)
      try database.run("INSERT OR REPLACE INTO device (id, json) VALUES (1, ?)", [.blob(sealed)])
      deviceMark = (sealed, snapshot.device)
    }
  }

  /// Whether the policy `state` holds has corporate notes sealed (app-level encryption).
  static func encryptsNotes(_ state: SessionState) -> Bool {
    state.policy.map { $0.policy.appDataEncryptionType != .useDeviceSettings } ?? false
  }

  /// A selective wipe in this step: the account's data key goes (its notes and token go with
  /// the state, which no longer holds them). Returns whether there was one.
  private func forgetWiped(_ effects: [SessionEffect], bundleId: String) throws(DeviceStoreError)
    -> Bool
  {
    var wiped = false
    for effect in effects {
      guard case .notify(.wipeData(let account, _)) = effect else { continue }
      try deleteKeychainItem(
        group: KeychainGroup.intune, service: Service.dataKey(bundleId),
        account: account.upn.lowercased())
      wiped = true
    }
    return wiped
  }

  /// The app's token cache holds a refresh token for the signed-in account and nothing else.
  private func writeToken(_ state: SessionState, bundleId: String) throws(DeviceStoreError) {
    let group = tokenGroup(bundleId: bundleId)
    let service = Service.refreshToken(bundleId)
    let signedIn = state.signIn.account?.upn.lowercased()
    let stored = try signedIn.map { (upn) throws(DeviceStoreError) in
      try storedAccount(service: service, account: upn)
    }
    try database.run(
      "DELETE FROM keychain WHERE access_group = ? AND service = ? AND account IS NOT ?",
      [.text(group), .text(service), stored.map(SQLiteValue.text) ?? .null])
    guard let signedIn,
      try keychainValue(group: group, service: service, account: signedIn) == nil
    else { return }
    try setKeychainValue(
      try StoreCrypto.randomBytes(32), group: group, service: service, account: signedIn)
  }

  /// The token cache group of the app: its `ADALCacheKeychainGroupOverride`, or the default.
  func tokenGroup(bundleId: String) -> String {
    tokenGroups[bundleId] ?? KeychainGroup.defaultTokenCache
  }
}
