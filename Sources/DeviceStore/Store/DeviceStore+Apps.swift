import SessionEngine

/// Installed apps: listing them, uninstalling one, erasing the device.
extension DeviceStore {
  /// The bundle ids of the apps on the device, sorted.
  public func installedApps() throws(DeviceStoreError) -> [String] {
    try database.rows("SELECT bundle_id FROM apps ORDER BY bundle_id").compactMap { $0[0].text }
  }

  /// Whether an app of `publisher` other than `bundleId` is managed on the device: enrolled
  /// with an account, so that it still uses the publisher's PIN.
  func hasManagedApp(of publisher: String, besides bundleId: String) throws(DeviceStoreError)
    -> Bool
  {
    let rows = try database.rows(
      "SELECT bundle_id, snapshot FROM apps WHERE publisher = ? AND bundle_id <> ?",
      [.text(publisher), .text(bundleId)])
    for row in rows {
      guard let other = row[0].text, let sealed = row[1].blob else { continue }
      let json = try openSealed(
        sealed, key: deviceKey, context: Self.appContext(other), what: "the state of \(other)")
      let snapshot = try StoreJSON.decode(
        RuntimeSnapshot.self, json, what: "\(database.path): the state of \(other)",
        remedy: Self.rowRemedy(bundleId: other, in: directory))
      if snapshot.state.enrolledAccount != nil { return true }
    }
    return false
  }

  /// Whether `bundleId` is on the device: it has an Intune state or a Citrix MDX session.
  public func isInstalled(bundleId: String) throws(DeviceStoreError) -> Bool {
    let mdx =
      try database.scalar(
        "SELECT count(*) FROM keychain WHERE access_group = ? AND service = ? AND account = ?",
        [.text(KeychainGroup.secureHub), .text(Service.mdxSession), .text(bundleId)])?.integer
      ?? 0
    return try installedApps().contains(bundleId) || mdx > 0
  }

  /// Uninstalls `bundleId`: its state (Intune or Citrix MDX), notes, data keys and tokens go; the
  /// publisher's PIN goes with the publisher's last app (shared vaults stay, as keychain items of
  /// a group do). Returns false when the app was not installed.
  @discardableResult
  public func uninstall(bundleId: String) throws(DeviceStoreError) -> Bool {
    try transaction { () throws(DeviceStoreError) -> Bool in
      let installed = try isInstalled(bundleId: bundleId)
      try database.run(
        "DELETE FROM keychain WHERE access_group = ? AND service = ? AND account = ?",
        [.text(KeychainGroup.secureHub), .text(Service.mdxSession), .text(bundleId)])
      try database.run("DELETE FROM apps WHERE bundle_id = ?", [.text(bundleId)])
      try database.run("DELETE FROM notes WHERE bundle_id = ?", [.text(bundleId)])
      try database.run("DELETE FROM app_use WHERE bundle_id = ?", [.text(bundleId)])
      try database.run(
        "DELETE FROM keychain WHERE service IN (?, ?) OR access_group = ?",
        [.text(Service.dataKey(bundleId)), .text(Service.refreshToken(bundleId)), .text(bundleId)])
      let publisher = Publisher.of(bundleId: bundleId)
      let siblings =
        try database.scalar(
          "SELECT count(*) FROM apps WHERE publisher = ?", [.text(publisher)])?.integer ?? 0
      if siblings == 0 {
        try database.run(
          "DELETE FROM keychain WHERE access_group = ? AND service IN (?, ?) AND account = ?",
          [
            .text(KeychainGroup.intune), .text(Service.appPin), .text(Service.pinHistory),
            .text(publisher),
          ])
      }
      revisions[bundleId] = nil
      notesMarks[bundleId] = nil
      return installed
    }
  }

  /// Erases the whole device: every app, keychain item and the device's settings.
  public func eraseDevice() throws(DeviceStoreError) {
    try transaction { () throws(DeviceStoreError) in
      try database.execute(
        "DELETE FROM apps; DELETE FROM notes; DELETE FROM keychain; DELETE FROM device; "
          + "DELETE FROM app_use")
      revisions = [:]
      notesMarks = [:]
      deviceMark = nil
    }
  }

  /// Whether the database passes SQLite's `PRAGMA integrity_check`; the problems otherwise.
  public func integrityProblems() throws(DeviceStoreError) -> [String] {
    let lines = try database.rows("PRAGMA integrity_check").compactMap { $0.first?.text }
    return lines == ["ok"] ? [] : lines
  }

  /// The snapshot saved for `bundleId` exactly as stored (no shared values merged in), for checks.
  public func storedSnapshot(bundleId: String) throws(DeviceStoreError) -> RuntimeSnapshot? {
    try readSnapshot(bundleId: bundleId)
  }

  /// Runs `body` in `BEGIN IMMEDIATE` … `COMMIT`, rolling back when it throws.
  func transaction<Result>(_ body: () throws(DeviceStoreError) -> Result)
    throws(DeviceStoreError) -> Result
  {
    try database.begin()
    do throws(DeviceStoreError) {
      let result = try body()
      try database.commit()
      return result
    } catch {
      database.rollBackAfterFailure()
      throw error
    }
  }
}
