import MDXEngine
import SessionEngine

/// The Citrix part of `mamsim inspect`: each MDX app's session and the shared vaults, read from
/// their sealed keychain items and shown as what they mean. The Citrix PIN is never shown, only
/// whether one is set; vault data is summarised by its number of pairs, never its values.
extension StoreInspector {
  /// The keychain services listed here rather than as opaque items.
  static let mdxServices = [DeviceStore.Service.mdxSession, DeviceStore.Service.mdxVault]

  /// The lines of the Citrix section, empty when no MDX app or vault was ever kept.
  static func mdxLines(of store: DeviceStore) throws(DeviceStoreError) -> [String] {
    let items = try store.database.rows(
      "SELECT access_group, service, account FROM keychain WHERE service IN (?, ?) "
        + "ORDER BY service, access_group, account",
      mdxServices.map { .text($0) })
    guard !items.isEmpty else { return [] }
    var vaults: [String] = []
    var sessions: [String] = []
    for item in items {
      guard let group = item[0].text, let service = item[1].text, let account = item[2].text
      else { continue }
      if service == DeviceStore.Service.mdxVault {
        vaults.append(vaultLine(store, group: group, name: account))
      } else {
        sessions += sessionLines(store, group: group, bundleId: account)
      }
    }
    var lines = ["Citrix MDX:"]
    if !vaults.isEmpty { lines += ["  shared vaults:"] + vaults }
    return lines + sessions
  }

  /// One shared vault: where it is, its sequence number and how many pairs it holds.
  private static func vaultLine(_ store: DeviceStore, group: String, name: String) -> String {
    let head = "    \(group) / \(name): "
    do throws(DeviceStoreError) {
      guard
        let vault = try store.keychainRecord(
          MDXStoredVault.self, group: group, service: DeviceStore.Service.mdxVault,
          account: name)
      else { return head + "gone" }
      return head + "sequence \(vault.sequence), " + pairs(vault.data.count)
        + (vault.readable ? "" : ", damaged (cannot be read: 5102)") + ", values sealed"
    } catch {
      return head + "<sealed, cannot be opened: \(error.message)>"
    }
  }

  /// One app's MDX session, as lines.
  private static func sessionLines(_ store: DeviceStore, group: String, bundleId: String)
    -> [String]
  {
    let snapshot: MDXSessionSnapshot
    do throws(DeviceStoreError) {
      guard
        let kept = try store.keychainRecord(
          MDXSessionSnapshot.self, group: group, service: DeviceStore.Service.mdxSession,
          account: bundleId)
      else { return [] }
      snapshot = kept
    } catch {
      return ["  \(bundleId): MDX session <sealed, cannot be opened: \(error.message)>"]
    }
    let mode = snapshot.mode.map { mode in
      switch mode {
      case .managed: "managed"
      case .unmanagedPremium: "unmanaged Premium"
      case .unmanagedGeneral: "unmanaged General"
      }
    }
    var lines = [
      "  \(bundleId): MDX session (\(mode ?? "mode not recorded")), clock \(snapshot.now), "
        + (snapshot.phase == .notRunning ? "not running" : "running")
    ]
    lines.append(
      "    enrolled: \(snapshot.enrolledUPN ?? "nobody"); "
        + (snapshot.pin == nil ? "no Citrix PIN" : "Citrix PIN set (sealed, not shown)"))
    lines.append(
      "    session: \(sessionState(snapshot)); wrong PINs in a row: \(snapshot.authFailures)")
    lines.append(
      "    last network logon: \(snapshot.lastNetworkLogon.map(\.description) ?? "never"); "
        + "last activity: \(snapshot.lastActivity.map(\.description) ?? "never")")
    lines.append(
      "    Secure Hub " + (snapshot.secureHubInstalled ? "installed" : "not installed")
        + (snapshot.online ? ", online" : ", offline")
        + (snapshot.jailbroken ? ", jailbroken" : "")
        + (snapshot.appDataPresent ? "" : ", app data erased"))
    if !snapshot.pendingAdmin.isEmpty {
      lines.append(
        "    admin actions waiting for the network: "
          + snapshot.pendingAdmin.map(\.rawValue).joined(separator: ", "))
    }
    for name in snapshot.vaults.keys.sorted() {
      guard let vault = snapshot.vaults[name] else { continue }
      let groups = vault.groups.sorted().joined(separator: ", ")
      lines.append(
        "    vault instance of \(name) (holds \(groups)): \(vault.place.name), "
          + "loaded sequence \(vault.loadedDataSequenceNumber.map(String.init) ?? "none"), "
          + (vault.vaultData.map { pairs($0.count) } ?? "no data") + ", last error "
          + (vault.lastError.map { String($0.rawValue) } ?? "none"))
    }
    for (name, session) in (snapshot.otherSessions ?? [:]).sorted(by: { $0.key < $1.key }) {
      let state = session.wiped ? "wiped" : session.open ? "open" : "locked"
      lines.append("    own session of \(name): \(state)")
    }
    for (name, result) in (snapshot.vaultClassResults ?? [:]).sorted(by: { $0.key < $1.key }) {
      let outcome =
        result.error.map { "error \($0.rawValue)" }
        ?? result.data.map { "read " + pairs($0.count) } ?? "done"
      lines.append("    last class call of \(name): \(outcome)")
    }
    return lines
  }

  /// Whether the session is open, closed, or locked or wiped, and by what.
  private static func sessionState(_ snapshot: MDXSessionSnapshot) -> String {
    if snapshot.wiped { return "wiped by the administrator" }
    if snapshot.adminLocked { return "locked by the administrator" }
    switch snapshot.phase {
    case .authLocked: return "locked after wrong PINs (directory password needed)"
    case .offlineLocked: return "locked: the offline period ran out (network logon needed)"
    case .jailbreakBlocked: return "blocked: jailbroken device"
    default: break
    }
    return snapshot.sessionActive ? "open" : "closed (logon needed)"
  }

  /// "1 pair" or "N pairs".
  private static func pairs(_ count: Int) -> String { count == 1 ? "1 pair" : "\(count) pairs" }
}
