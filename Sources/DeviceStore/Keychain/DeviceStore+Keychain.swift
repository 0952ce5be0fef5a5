import SessionEngine

/// The simulated keychain: items by access group, their values sealed under the device key; an
/// item whose account is a user's (a data key, a refresh token) is found by a keyed digest of the
/// account, so the store never holds the user's name in plain text.
extension DeviceStore {
  /// The keychain services the store uses.
  enum Service {
    /// The app PIN's hash (account: the publisher).
    static let appPin = "app-pin"
    /// The hashes of the earlier PINs (account: the publisher).
    static let pinHistory = "app-pin-history"

    /// The data key of one app's corporate notes (account: the UPN).
    static func dataKey(_ bundleId: String) -> String { "data-key:" + bundleId }

    /// One app's refresh token in the token cache (account: the UPN).
    static func refreshToken(_ bundleId: String) -> String { "refresh-token:" + bundleId }

    /// A Citrix shared vault (group: its access group; account: the vault's name).
    static let mdxVault = "mdx-shared-vault"

    /// One Citrix MDX app's session (group: Secure Hub's; account: the bundle identifier).
    static let mdxSession = "mdx-session"
  }

  /// The value of an item, opened, if the item exists.
  func keychainValue(group: String, service: String, account: String) throws(DeviceStoreError)
    -> [UInt8]?
  {
    let stored = try storedAccount(service: service, account: account)
    let sealed = try database.scalar(
      "SELECT value FROM keychain WHERE access_group = ? AND service = ? AND account = ?",
      [.text(group), .text(service), .text(stored)])
    guard let sealed else { return nil }
    // A value that is not bytes was not sealed by mamsim: it does not open, and the item is
    // refused as such rather than taken for a missing one and written over.
    return try openSealed(
      sealed.blob ?? [], key: deviceKey, context: itemContext(group, service, account),
      what: "keychain item \(group)/\(service)/\(Self.shownAccount(stored))")
  }

  /// How a message names an item's account kept as `stored`: a user's account (kept as its
  /// digest) as the start of the digest, as `mamsim inspect` lists an account no app names, so
  /// that no message names the user; any other account (a publisher) as it is.
  static func shownAccount(_ stored: String) -> String {
    guard stored.hasPrefix(accountDigestPrefix) else { return stored }
    return "an account kept as " + stored.prefix(accountDigestPrefix.count + 16) + "…"
  }

  /// Adds or replaces an item.
  func setKeychainValue(_ value: [UInt8], group: String, service: String, account: String)
    throws(DeviceStoreError)
  {
    let sealed = try StoreCrypto.seal(
      value, key: deviceKey, context: itemContext(group, service, account))
    try database.run(
      "INSERT OR REPLACE INTO keychain (access_group, service, account, value) VALUES (?, ?, ?, ?)",
      [
        .text(group), .text(service), .text(try storedAccount(service: service, account: account)),
        .blob(sealed),
      ])
  }

  /// Deletes an item, if it exists.
  func deleteKeychainItem(group: String, service: String, account: String)
    throws(DeviceStoreError)
  {
    try database.run(
      "DELETE FROM keychain WHERE access_group = ? AND service = ? AND account = ?",
      [.text(group), .text(service), .text(try storedAccount(service: service, account: account))])
  }

  /// A codable value kept in an item, if the item exists.
  func keychainRecord<Value: Decodable>(
    _ type: Value.Type, group: String, service: String, account: String
  ) throws(DeviceStoreError) -> Value? {
    guard let bytes = try keychainValue(group: group, service: service, account: account) else {
      return nil
    }
    return try StoreJSON.decode(type, bytes, what: "keychain item \(group)/\(service)")
  }

  /// Keeps a codable value in an item.
  func setKeychainRecord<Value: Encodable>(
    _ value: Value, group: String, service: String, account: String
  ) throws(DeviceStoreError) {
    try setKeychainValue(
      try StoreJSON.encode(value), group: group, service: service, account: account)
  }

  /// The data key of `upn`'s corporate notes in `bundleId`, created when `create`.
  func dataKey(bundleId: String, upn: String, create: Bool) throws(DeviceStoreError) -> [UInt8]? {
    let service = Service.dataKey(bundleId)
    let account = upn.lowercased()
    if let key = try keychainValue(group: KeychainGroup.intune, service: service, account: account)
    {
      return key
    }
    guard create else { return nil }
    let key = try StoreCrypto.randomBytes(StoreCrypto.keyLength)
    try setKeychainValue(key, group: KeychainGroup.intune, service: service, account: account)
    return key
  }

  /// The account column of an item of `service`: `account` itself, or for a user's account (a
  /// data key's, a refresh token's) `hmac-sha256:` and the hex of its keyed digest under a key
  /// drawn from the device key — the same for the same account, and nothing of the name.
  func storedAccount(service: String, account: String) throws(DeviceStoreError) -> String {
    guard service.hasPrefix(Service.dataKey("")) || service.hasPrefix(Service.refreshToken(""))
    else { return account }
    let digest = try StoreCrypto.hmacSHA256(Array(account.utf8), key: try accountDigestKey())
    return Self.accountDigestPrefix
      + digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
      .joined()
  }

  /// How an account column kept as a digest starts.
  static let accountDigestPrefix = "hmac-sha256:"

  /// The key of the account digests: HMAC-SHA256 of a fixed label under the device key, so the
  /// device key itself serves one purpose per key.
  private func accountDigestKey() throws(DeviceStoreError) -> [UInt8] {
    try StoreCrypto.hmacSHA256(Array("mamsim keychain account digest".utf8), key: deviceKey)
  }

  /// What the seal of an item is bound to, so a value moved to another item does not open.
  private func itemContext(_ group: String, _ service: String, _ account: String) -> String {
    "keychain\u{1F}\(group)\u{1F}\(service)\u{1F}\(account)"
  }
}
