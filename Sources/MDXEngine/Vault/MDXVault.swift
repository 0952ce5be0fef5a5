/// One app's `XenMobileSharedKeychainVault` instance: what it loaded and what it last failed at.
///
/// A value: every call takes the phone's keychain and changes it and the instance as the SDK
/// would, recording the error in `lastError` (nil after a success).
public struct MDXVault: Equatable, Hashable, Sendable, Codable {
  /// Where the vault lives.
  public var place: MDXVaultKeychain.Place
  /// The access groups the app holds.
  public var groups: Set<String>
  /// The data as this instance sees it (nil until loaded or set).
  public var vaultData: [String: String]?
  /// The stored sequence number when this instance last loaded or wrote.
  public var loadedDataSequenceNumber: Int?
  /// The last call's error, nil after a success.
  public var lastError: MDXVaultError?
  /// Whether `deleteVaultWithError` ran (the instance must then be released).
  public private(set) var deleted = false

  /// `initWithVaultName:accessGroup:` for an app holding `groups`.
  public init(name: String, accessGroup: String, groups: Set<String>) {
    place = MDXVaultKeychain.Place(accessGroup: accessGroup, name: name)
    self.groups = groups
  }

  /// `exists`: a vault of that name was found (only in a group the app holds).
  public func exists(in keychain: MDXVaultKeychain) -> Bool {
    groups.contains(place.accessGroup) && keychain.vaults[place] != nil
  }

  /// `isAccessible`: the vault is in a group the app holds and can be read.
  public func isAccessible(in keychain: MDXVaultKeychain) -> Bool {
    exists(in: keychain) && keychain.vaults[place]?.readable == true
  }

  /// What `initWithVaultName:accessGroup:` finds in `keychain`: the data of a vault the app can
  /// read, with its sequence number; nil (and no sequence) when there is none yet, or it is out
  /// of reach. The initialiser takes no error parameter, so `lastError` stays nil.
  public mutating func open(_ keychain: MDXVaultKeychain) {
    if case .success(let data) = keychain.vaultData(at: place, groups: groups) {
      vaultData = data
      loadedDataSequenceNumber = keychain.vaults[place]?.sequence
    }
  }

  /// `loadDataWithError`.
  public mutating func load(from keychain: MDXVaultKeychain) {
    guard !deleted else { return lastError = .vaultNotFound }
    switch keychain.vaultData(at: place, groups: groups) {
    case .success(let data):
      vaultData = data
      loadedDataSequenceNumber = keychain.vaults[place]?.sequence
      lastError = nil
    case .failure(let error): lastError = error
    }
  }

  /// `synchronizeWithError`: writes `vaultData`, refused when another write came since the load.
  public mutating func synchronize(_ keychain: inout MDXVaultKeychain) {
    write(&keychain, force: false)
  }

  /// `forceSynchronizeWithError`: writes `vaultData` whatever was written since.
  public mutating func forceSynchronize(_ keychain: inout MDXVaultKeychain) {
    write(&keychain, force: true)
  }

  /// `updateAndSynchronizeVaultItems`: merges `items` into the data, then synchronises.
  public mutating func update(_ items: [String: String], _ keychain: inout MDXVaultKeychain) {
    guard !items.isEmpty, !items.keys.contains("") else { return lastError = .invalidInput }
    vaultData = (vaultData ?? [:]).merging(items) { $1 }
    write(&keychain, force: false)
  }

  /// `deleteVaultWithError`.
  public mutating func delete(_ keychain: inout MDXVaultKeychain) {
    guard !deleted else { return lastError = .vaultNotFound }
    lastError = keychain.delete(at: place, groups: groups)
    if lastError == nil {
      deleted = true
      vaultData = nil
      loadedDataSequenceNumber = nil
    }
  }

  private mutating func write(_ keychain: inout MDXVaultKeychain, force: Bool) {
    guard !deleted, groups.contains(place.accessGroup) else { return lastError = .vaultNotFound }
    guard let data = vaultData, !data.keys.contains("") else { return lastError = .invalidInput }
    let stored = keychain.vaults[place]
    if !force, stored?.sequence != loadedDataSequenceNumber {
      return lastError = .vaultDataMismatch
    }
    let sequence = (stored?.sequence ?? 0) + 1
    keychain.vaults[place] = MDXStoredVault(data: data, sequence: sequence)
    loadedDataSequenceNumber = sequence
    lastError = nil
  }
}
