/// A call one app makes on its `XenMobileSharedKeychainVault` instance.
public enum MDXVaultCall: Equatable, Hashable, Sendable {
  /// A fresh instance (`initWithVaultName:accessGroup:`): it holds the vault's data when one the
  /// app can read is there, else nil. Nothing is written, and it cannot fail.
  case create
  /// `loadDataWithError`.
  case load
  /// `updateAndSynchronizeVaultItems`: merge these pairs, then synchronise.
  case update([String: String])
  /// `synchronizeWithError`.
  case synchronize
  /// `forceSynchronizeWithError`.
  case forceSynchronize
  /// `deleteVaultWithError`.
  case delete
  /// Not an SDK call: the stored item is damaged, so it can no longer be read (5102).
  case damage
}
