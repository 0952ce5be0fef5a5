import SessionEngine

/// A readable listing of a device store, secrets masked: keychain values by size only, sealed
/// notes as the start of their ciphertext, the apps' `ValuesToScrubFromLogging` and the tenant's
/// passwords as `<scrubbed>`, Citrix MDX sessions and vaults as what they hold
/// (`StoreInspector+MDX`).
public enum StoreInspector {
  /// The listing of `store`.
  public static func text(of store: DeviceStore) throws(DeviceStoreError) -> String {
    let database = store.database
    var lines = ["Device store \(database.path) (schema \(DeviceStore.schemaVersion))"]
    if let device = try store.storedDevice() {
      lines.append(
        "Device: \(device.model), iOS \(device.osVersion), "
          + (device.online ? "online" : "offline") + (device.jailbroken ? ", jailbroken" : "")
          + ", threat \(device.threatLevel.rawValue), biometry \(device.biometry.rawValue)"
          + (device.mdmUser.map { ", MDM user \($0)" } ?? ""))
    } else {
      // Citrix sessions keep their own device state, listed under "Citrix MDX".
      lines.append("Device: no Intune app has run on it yet")
    }
    lines.append("Keychain:")
    let apps = try store.installedApps()
    // The Citrix items are listed below as what they mean, not as opaque items.
    let items = try database.rows(
      "SELECT access_group, service, account, length(value) FROM keychain "
        + "WHERE service NOT IN (?, ?)",
      mdxServices.map { .text($0) })
    if items.isEmpty { lines.append("  (empty)") }
    let accounts = try knownAccounts(store, apps: apps)
    var listed: [(group: String, service: String, account: String, size: Int64)] = []
    for item in items {
      let service = item[1].text ?? "?"
      var account = item[2].text ?? "?"
      if account.hasPrefix(DeviceStore.accountDigestPrefix) {
        // Kept as a digest: named when it is the digest of an account the apps name.
        let digest = account
        account =
          "an account no app names ("
          + digest.dropFirst(DeviceStore.accountDigestPrefix.count).prefix(16) + "…)"
        for known in accounts
        where try store.storedAccount(service: service, account: known) == digest {
          account = known
        }
      }
      listed.append((item[0].text ?? "?", service, account, item[3].integer ?? 0))
    }
    listed.sort { ($0.group, $0.service, $0.account) < ($1.group, $1.service, $1.account) }
    for item in listed {
      lines.append(
        "  \(item.group)  \(item.service)  \(item.account)  <sealed, \(item.size) bytes>")
    }
    lines.append(apps.isEmpty ? "Apps: none installed" : "Apps:")
    for bundleId in apps {
      lines += try appLines(store, bundleId)
    }
    lines += try mdxLines(of: store)
    // What the apps' settings ask to scrub from logs is masked here too, whichever app names it,
    // and so are the tenant's passwords (a note may hold one), as the event log masks them.
    var scrubbed: [String] = []
    for bundleId in apps {
      let snapshot = try store.storedSnapshot(bundleId: bundleId)
      scrubbed += (snapshot?.valuesToScrub ?? []) + (snapshot?.passwordsToScrub ?? [])
    }
    let scrubber = LogScrubber(values: scrubbed)
    return lines.map(scrubber.scrub).joined(separator: "\n")
  }

  /// The accounts the apps' states and notes name, lowercased as the keychain keeps them.
  private static func knownAccounts(_ store: DeviceStore, apps: [String]) throws(DeviceStoreError)
    -> [String]
  {
    var accounts: Set<String> = []
    for bundleId in apps {
      guard let state = try store.storedSnapshot(bundleId: bundleId)?.state else { continue }
      let named = [state.signIn.account?.upn, state.registration?.account.upn]
      for upn in (named + state.notes.map(\.owner)).compactMap({ $0 }) {
        accounts.insert(upn.lowercased())
      }
    }
    return accounts.sorted()
  }

  private static func appLines(_ store: DeviceStore, _ bundleId: String)
    throws(DeviceStoreError) -> [String]
  {
    guard let snapshot = try store.storedSnapshot(bundleId: bundleId) else { return [] }
    let state = snapshot.state
    var lines = [
      "  \(bundleId) (publisher \(Publisher.of(bundleId: bundleId))): \(snapshot.steps) steps, "
        + "clock \(snapshot.now), " + (state.isRunning ? "running" : "not running")
    ]
    // A sign-in or sign-out under way is told as such: a process killed in the middle leaves
    // it so, and the next launch finishes it (a sign-out with its selective wipe).
    let signIn: String
    switch state.signIn {
    case .signedOut: signIn = "signed in: nobody"
    case .signingIn(let upn): signIn = "signing in: \(upn) (not finished)"
    case .signedIn(let account): signIn = "signed in: \(account.upn)"
    case .signingOut(let account):
      signIn = "signing out: \(account.upn) (the next launch finishes it and wipes its data)"
    }
    lines.append("    \(signIn); launches: \(state.launchCount)")
    if let registration = state.registration {
      lines.append("    registered: \(registration.account.upn) (\(phase(registration.phase)))")
    }
    if let applied = state.policy {
      let name = applied.policy.displayName.isEmpty ? applied.policy.id : applied.policy.displayName
      lines.append(
        "    policy: \(name), version \(applied.policy.version ?? "none"), received "
          + "\(applied.receivedAt)" + (applied.awaitingRestart ? ", awaiting restart" : ""))
    }
    lines.append(
      "    "
        + (state.pin.isSet ? "PIN set (hash in keychain)" : "PIN not set")
        + "; last check-in: \(state.lastCheckIn.map(\.description) ?? "never")"
        + "; next check-in: \(state.nextCheckInAt.map(\.description) ?? "none")")
    let timers = TimerID.allCases.compactMap { id in
      snapshot.scheduler.due(id).map { "\(id.rawValue) at \($0)" }
    }
    if !timers.isEmpty { lines.append("    timers: " + timers.joined(separator: ", ")) }
    if !snapshot.service.pendingWipes.isEmpty {
      lines.append(
        "    wipes ordered: " + snapshot.service.pendingWipes.sorted().joined(separator: ", "))
    }
    let notes = try store.database.rows(
      "SELECT note_id, owner, encrypted, content FROM notes WHERE bundle_id = ? ORDER BY position",
      [.text(bundleId)])
    lines.append("    notes: \(notes.count)")
    for note in notes {
      let id = note[0].text ?? "?"
      var bytes = note[3].blob ?? []
      let seal = note[2].integer.flatMap { NoteSeal(rawValue: $0) }
      // Sealed under the device key only so that no file holds it plain: listed as it reads.
      if seal == .deviceKey { bytes = try store.openedAtRest(bytes, bundleId: bundleId, id: id) }
      guard let owner = try store.noteOwner(note[1], bundleId: bundleId, id: id) else {
        lines.append("      \(id) personal: \(String(decoding: bytes, as: UTF8.self))")
        continue
      }
      if seal == .dataKey {
        let hex = bytes.prefix(24).map { byte in
          let text = String(byte, radix: 16)
          return byte < 16 ? "0" + text : text
        }.joined()
        lines.append(
          "      \(id) corporate (\(owner)), AES-256-GCM: \(hex)… (\(bytes.count) bytes)")
      } else {
        lines.append(
          "      \(id) corporate (\(owner)), not encrypted: \(String(decoding: bytes, as: UTF8.self))"
        )
      }
    }
    return lines
  }

  private static func phase(_ phase: Registration.Phase) -> String {
    switch phase {
    case .enrolling: "enrolling"
    case .enrolled: "enrolled"
    case .waitingToRetry(let retryAt, let code): "retrying at \(retryAt) after \(code.name)"
    }
  }
}
